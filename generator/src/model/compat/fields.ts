// One explicit field entry of a pair (or of a variant) → its field plan.

import type { FieldPlan } from "@a2a-bindgen/runtime";
import type { CompatFieldRules } from "../../rules/schema.js";
import type { DialectBuilder } from "./builder.js";
import type { FieldCtx } from "./context.js";
import { withFlags } from "./cover.js";
import { sameJson } from "./universe-json.js";
import { Problem, describe } from "./universe.js";
import { inferEntry } from "./values.js";

/** One explicit field entry → its plan; marks what it covers. */
export function fieldPlan(db: DialectBuilder, fe: CompatFieldRules, c: FieldCtx, where: string): FieldPlan {
  if (fe.newer === null && fe.older === null) throw new Problem(`a field entry needs "newer" or "older"`);
  const olds = fe.older === null ? null : Array.isArray(fe.older) ? fe.older : [fe.older];
  const a = fe.newer === null ? null : db.walk(db.ctx.newerUniverse, c.newer, fe.newer, [], "newer");
  const bs = olds === null ? null : olds.map((p) => db.walk(db.olderUniverse, c.older, p, c.narrow, "older"));
  const what = `newer "${fe.newer}" ⇄ older "${olds?.join(", ")}"`;
  const fp: FieldPlan = { newer: fe.newer, older: olds, value: { kind: "copy" } };
  if (fe.derive) {
    if (fe.newer !== null || bs === null) throw new Problem(`"derive" is for an older-only field ("newer": null, "older": the computed path)`);
    const from = db.walk(db.ctx.newerUniverse, c.newer, fe.derive.from, [], "newer (derive.from)");
    if (from.vt.t !== "enum") throw new Problem(`derive.from "${fe.derive.from}" is ${describe(from.vt)}, not an enum`);
    const values = from.vt.values;
    for (const v of fe.derive.values) if (!values.includes(v)) throw new Problem(`derive.values: "${v}" is not a name of ${from.vt.key}`);
    for (const [i, b] of bs.entries()) {
      if (!((b.vt.t === "scalar" && b.vt.s === "bool") || (b.vt.t === "json" && sameJson(b.vt.types, ["boolean"]))))
        throw new Problem(`derived older "${olds![i]}" is ${describe(b.vt)}, not a boolean`);
    }
    fp.derive = { from: fe.derive.from, values: [...fe.derive.values] };
    if (fe.reason) fp.loss = fe.reason;
  } else if (a === null || bs === null) {
    if (!fe.reason) throw new Problem(`a one-sided field ("${a === null ? "newer" : "older"}": null) needs a "reason"`);
    fp.loss = fe.reason;
    if (fe.value || fe.type || fe.fallback || fe.materialize) throw new Problem(`a one-sided field takes no "value", "type", "fallback" or "materialize"`);
  } else {
    if (fe.reason) throw new Problem(`"reason" is for one-sided fields (a pair loses nothing by itself); use "source" or "note"`);
    fp.value = inferEntry(db, fe, a.vt, bs[0].vt, what);
    for (const [i, b] of bs.entries()) {
      if (i === 0) continue;
      const other = inferEntry(db, fe, a.vt, b.vt, what);
      if (!sameJson(other, fp.value))
        throw new Problem(`older paths "${olds![0]}" and "${olds![i]}" convert differently (${describe(bs[0].vt)} vs ${describe(b.vt)})`);
    }
    if (fe.fallback) {
      const fb = db.walk(db.olderUniverse, c.older, fe.fallback.older, c.narrow, "older (fallback)");
      const v = inferEntry(db, { ...fe, fallback: undefined }, a.vt, fb.vt, `${what} (fallback "${fe.fallback.older}")`);
      if (!sameJson(v, fp.value)) throw new Problem(`fallback "${fe.fallback.older}" (${describe(fb.vt)}) converts differently from "${olds![0]}"`);
      fp.fallback = { older: fe.fallback.older, reason: fe.fallback.reason };
      c.olderCover.add(fe.fallback.older);
    }
    if (fe.materialize) {
      if (fp.value.kind !== "message") throw new Problem(`"materialize" needs a message value, not ${fp.value.kind}`);
      fp.materialize = true;
    }
  }
  if (fe.newer !== null) {
    if (c.newerCover.paths.has(fe.newer)) throw new Problem(`newer "${fe.newer}" is mapped twice`);
    c.newerCover.add(fe.newer);
  }
  for (const p of olds ?? []) {
    if (c.olderCover.paths.has(p)) throw new Problem(`older "${p}" is mapped twice`);
    c.olderCover.add(p);
  }
  const out = withFlags(fp, fe.newer !== null && !fe.newer.includes(".") ? a!.prop : null, fe.newer !== null && a !== null ? a.prop : null);
  out.note = db.note(where, fe.source);
  return out;
}
