// A pair's variants: each member of a newer oneof selects an older form (a union member, or conditions
// on the older object); every variant maps its own fields.

import type { DialectBuilder } from "./builder.js";
import type { FieldCtx } from "./context.js";
import { Cover, admits, claim, constAllows, withFlags, type Seq } from "./cover.js";
import { fieldPlan } from "./fields.js";
import type { Pair } from "./pair-state.js";
import { Problem, describe, type Obj, type VT } from "./universe.js";
import { infer } from "./values.js";

/** Checks every variant entry and builds its state. */
export function variants(db: DialectBuilder, s: Pair): void {
  if (s.spec.variants) {
    const cases = new Set<string>();
    for (const [k, v] of s.spec.variants.entries()) {
      const w = `${s.where}.variants[${k}]`;
      s.run(w, () => {
        const p = s.newerObj.props.get(v.newerCase);
        if (!p || p.oneof === null) throw new Problem(`newerCase "${v.newerCase}" is not a oneof member of ${s.plan.newer}`);
        if (s.unionOneof !== null && p.oneof !== s.unionOneof)
          throw new Problem(`newerCase "${v.newerCase}" is in oneof ${p.oneof}, the other variants in ${s.unionOneof}`);
        s.selectVariantsBy(p.oneof);
        if (cases.has(v.newerCase)) throw new Problem(`newerCase "${v.newerCase}" has two variants`);
        cases.add(v.newerCase);
        const cover = new Cover();
        const olderCover = new Cover();
        const seqs: Seq[] = [];
        const selected: Obj[] = [];
        const state = {
          plan: {
            newerCase: v.newerCase,
            when: v.when.map((c) => (c.equals === undefined ? { path: c.path } : { path: c.path, equals: c.equals })),
            fields: [],
          },
          cover,
          olderCover,
          seqs,
          selected,
        };
        s.variants.push(state);
        for (const [i, c] of v.when.entries()) {
          const { vt } = db.walk(db.olderUniverse, s.olderObj, c.path, v.when, `older (when[${i}])`);
          if (c.equals !== undefined) {
            if (!constAllows(vt, c.equals)) throw new Problem(`when[${i}]: older "${c.path}" (${describe(vt)}) cannot equal "${c.equals}"`);
            olderCover.add(c.path);
          }
        }
        selected.push(...(s.olderObj.members ? s.olderObj.members.filter((m) => admits(m, "", v.when)) : [s.olderObj]));
        if (selected.length === 0) throw new Problem(`when selects no member of ${s.plan.older}`);
        const vctx: FieldCtx = { newer: s.newerObj, older: s.olderObj, narrow: v.when, newerCover: cover, olderCover };
        for (const [j, fe] of v.fields.entries()) {
          s.run(
            `${w}.fields[${j}]`,
            () => seqs.push(s.seqOf(fieldPlan(db, fe, vctx, `${w}.fields[${j}]`))),
            () => claim(fe, cover, olderCover),
          );
        }
        if (!cover.covers(v.newerCase) && !cover.prefixed(v.newerCase)) {
          let auto: { vt: VT } | null = null;
          try {
            auto = db.walk(db.olderUniverse, s.olderObj, v.newerCase, v.when, "older");
          } catch {
            auto = null;
          }
          if (auto === null || s.olderCover.covers(v.newerCase) || olderCover.covers(v.newerCase)) {
            throw new Problem(
              `newerCase "${v.newerCase}" is not mapped and the selected older member has no free field of that name: add {"newer": "${v.newerCase}", "older": ...} to fields`,
            );
          }
          const value = infer(db, p.vt, auto.vt, undefined, `newer "${v.newerCase}" ⇄ older "${v.newerCase}"`);
          cover.add(v.newerCase);
          olderCover.add(v.newerCase);
          seqs.push(s.seqOf(withFlags({ newer: v.newerCase, older: [v.newerCase], value }, p)));
        }
        for (const [f, reason] of Object.entries(v.newerOnly)) {
          s.run(`${w}.newerOnly.${f}`, () => {
            if (f === v.newerCase) throw new Problem(`the variant's own newerCase cannot be one-sided`);
            const r = db.walk(db.ctx.newerUniverse, s.newerObj, f, [], "newer");
            if (cover.covers(f)) throw new Problem(`"${f}" is both mapped and listed in newerOnly`);
            cover.add(f);
            seqs.push(s.seqOf(withFlags({ newer: f, older: null, value: { kind: "copy" }, loss: reason }, f.includes(".") ? null : r.prop)));
          });
        }
        for (const [f, reason] of Object.entries(v.olderOnly)) {
          s.run(`${w}.olderOnly.${f}`, () => {
            db.walk(db.olderUniverse, s.olderObj, f, v.when, "older");
            if (olderCover.covers(f)) throw new Problem(`"${f}" is both mapped and listed in olderOnly`);
            olderCover.add(f);
            seqs.push(s.seqOf({ newer: null, older: [f], value: { kind: "copy" }, loss: reason }));
          });
        }
      });
    }
  }
}
