// A pair's templates: newer top-level string fields bound into one older string ("things/{id}").

import type { TemplatePlan } from "@a2a-bindgen/runtime";
import type { DialectBuilder } from "./builder.js";
import type { Pair } from "./pair-state.js";
import { sameJson } from "./universe-json.js";
import { Problem, describe } from "./universe.js";

/** Checks every template entry and adds its plan. */
export function templates(db: DialectBuilder, s: Pair): void {
  for (const [j, t] of s.spec.templates.entries()) {
    s.run(`${s.where}.templates[${j}]`, () => {
      for (const f of t.newer) {
        if (f.includes(".")) throw new Problem(`template field "${f}" must be a top-level newer field`);
        const { vt } = db.walk(db.ctx.newerUniverse, s.newerObj, f, [], "newer");
        if (vt.t !== "scalar" || vt.s !== "string") throw new Problem(`template field "${f}" is ${describe(vt)}, not a string`);
      }
      const { vt } = db.walk(db.olderUniverse, s.olderObj, t.older, [], "older");
      if (!((vt.t === "scalar" && vt.s === "string") || (vt.t === "json" && vt.types.includes("string"))))
        throw new Problem(`template target "${t.older}" is ${describe(vt)}, not a string`);
      for (const [k, tpl] of t.templates.entries()) {
        const names = [...tpl.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
        for (const n of names)
          if (!t.newer.includes(n)) throw new Problem(`templates[${k}] "${tpl}" binds {${n}}, which is not in newer [${t.newer.join(", ")}]`);
        if (k === 0 && !sameJson([...names].sort(), [...t.newer].sort()))
          throw new Problem(`templates[0] "${tpl}" (the one written) must bind exactly [${t.newer.join(", ")}]`);
        if (names.length !== new Set(names).size) throw new Problem(`templates[${k}] "${tpl}" binds a field twice`);
      }
      for (const f of t.newer) s.newerCover.add(f);
      s.olderCover.add(t.older);
      const tp: TemplatePlan = { newer: [...t.newer], older: t.older, templates: [...t.templates], note: db.note(`${s.where}.templates[${j}]`, t.source) };
      s.plan.templates.push(tp);
    });
  }
}
