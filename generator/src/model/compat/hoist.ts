// A pair's hoist: a newer list of messages whose main element is spread over older top-level fields.

import type { HoistPlan } from "@a2a-bindgen/runtime";
import type { DialectBuilder } from "./builder.js";
import type { Pair } from "./pair-state.js";
import { infer } from "./values.js";
import { Problem, describe } from "./universe.js";

/** Checks the hoist entry (if any) and adds its plan. */
export function hoist(db: DialectBuilder, s: Pair): void {
  if (s.spec.hoist) {
    const h = s.spec.hoist;
    const w = `${s.where}.hoist`;
    s.run(w, () => {
      const { vt: listVt } = db.walk(db.ctx.newerUniverse, s.newerObj, h.newer, [], "newer");
      if (listVt.t !== "list" || listVt.of.t !== "msg") throw new Problem(`hoist.newer "${h.newer}" is ${describe(listVt)}, not a list of messages`);
      const elemObj = db.ctx.newerUniverse.objOf(listVt.of.key);
      const { vt: olderList } = db.walk(db.olderUniverse, s.olderObj, h.olderList, [], "older");
      if (olderList.t !== "list") throw new Problem(`hoist.olderList "${h.olderList}" is ${describe(olderList)}, not a list`);
      const t = db.typeById(h.element, `${w}.element`);
      if (t.newer !== listVt.of.key) throw new Problem(`hoist.element "${h.element}" pairs ${t.newer}, not the element ${listVt.of.key}`);
      if (!db.olderMatches(db.ctx.entryById.get(h.element)?.older[db.dialect] ?? t.older, olderList.of)) {
        throw new Problem(`hoist.element "${h.element}" pairs the older ${t.older}, not the element of "${h.olderList}" (${describe(olderList.of)})`);
      }
      const side = (list: { newer: string; older: string; default?: string }[], name: string) =>
        list.map((x, k) => {
          const a = db.walk(db.ctx.newerUniverse, elemObj, x.newer, [], `newer element (${name}[${k}])`);
          const b = db.walk(db.olderUniverse, s.olderObj, x.older, [], `older (${name}[${k}])`);
          infer(db, a.vt, b.vt, undefined, `hoist.${name}[${k}]`);
          s.olderCover.add(x.older);
          return x.default === undefined ? { newer: x.newer, older: x.older } : { newer: x.newer, older: x.older, default: x.default };
        });
      const main = side(h.main, "main");
      const shared = side(h.shared, "shared");
      for (const f of h.identity) db.walk(db.ctx.newerUniverse, elemObj, f, [], "newer element (identity)");
      if (h.select && !h.shared.some((x) => x.newer === h.select!.newer))
        throw new Problem(`hoist.select.newer "${h.select.newer}" is not one of the shared fields`);
      s.newerCover.add(h.newer);
      s.olderCover.add(h.olderList);
      const hp: HoistPlan = { newer: h.newer, olderList: h.olderList, element: h.element, main, shared, identity: [...h.identity], note: db.note(w, h.source) };
      if (h.select) hp.select = { newer: h.select.newer, version: h.select.version, reason: h.select.reason };
      s.plan.hoist = hp;
    });
  }
}
