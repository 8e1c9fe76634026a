// A pair's one-sided and same-named fields: newerOnly/olderOnly entries (checked, then planned), lifted
// fields, automatic pairs by equal JSON names, and stale one-sided entries that would pair by name.

import type { ValuePlan } from "@a2a-bindgen/runtime";
import type { DialectBuilder } from "./builder.js";
import { withFlags } from "./cover.js";
import type { Pair } from "./pair-state.js";
import { Ambiguous, Problem } from "./universe.js";
import { infer } from "./values.js";

/** Top-level one-sided entries: checked now, planned after the automatic pairs. */
export function oneSidedChecks(db: DialectBuilder, s: Pair): void {
  for (const [f, reason] of Object.entries(s.spec.newerOnly)) {
    s.run(`${s.where}.newerOnly.${f}`, () => {
      const r = db.walk(db.ctx.newerUniverse, s.newerObj, f, [], "newer");
      if (s.newerCover.covers(f)) throw new Problem(`"${f}" is both mapped and listed in newerOnly`);
      if (s.unionOneof !== null && r.prop?.oneof === s.unionOneof && s.variants.some((v) => v.plan.newerCase === f))
        throw new Problem(`"${f}" selects a variant and cannot be one-sided`);
      s.newerOnly.push([f, reason, f.includes(".") ? null : r.prop]);
    });
  }
  for (const [f, reason] of Object.entries(s.spec.olderOnly)) {
    s.run(`${s.where}.olderOnly.${f}`, () => {
      db.walk(db.olderUniverse, s.olderObj, f, [], "older");
      if (s.olderCover.covers(f)) throw new Problem(`"${f}" is both mapped and listed in olderOnly`);
      s.olderOnly.push([f, reason]);
    });
  }
}

/** Newer fields this pair leaves to the pairs containing it. */
export function liftedFields(db: DialectBuilder, s: Pair): void {
  for (const [f, reason] of Object.entries(s.spec.lifted)) {
    s.run(`${s.where}.lifted.${f}`, () => {
      if (f.includes(".")) throw new Problem(`a lifted field must be a top-level newer field`);
      const r = db.walk(db.ctx.newerUniverse, s.newerObj, f, [], "newer");
      if (s.newerCover.covers(f) || s.newerOnly.some(([g]) => g === f)) throw new Problem(`"${f}" is lifted but also mapped or listed in newerOnly here`);
      s.newerCover.add(f);
      s.common.push(
        s.seqOf(
          withFlags(
            { newer: f, older: null, value: { kind: "copy" }, note: `${s.where}.lifted.${f}: converted by the pairs containing ${s.plan.newer}: ${reason}` },
            r.prop,
          ),
        ),
      );
      db.lift(s.plan.id, f);
    });
  }
}

/** Equal JSON names pair by themselves when both sides are otherwise unmapped. */
export function autoPairs(db: DialectBuilder, s: Pair): void {
  const newerOnlySet = new Set(s.newerOnly.map(([f]) => f));
  const olderOnlySet = new Set(s.olderOnly.map(([f]) => f));
  // automatic pairs: equal JSON names, both sides otherwise unmapped
  for (const p of s.newerObj.props.values()) {
    if (s.unionOneof !== null && p.oneof === s.unionOneof) continue;
    // A field mapped only below (a path "outer.inner") still pairs as a whole.
    if (s.newerCover.covers(p.name) || newerOnlySet.has(p.name) || s.inVariants(p.name)) continue;
    const q = s.olderObj.props.get(p.name);
    if (!q || s.olderCover.covers(p.name) || olderOnlySet.has(p.name) || s.inVariantsOlder(p.name)) continue;
    s.run(s.where, () => {
      let value: ValuePlan;
      try {
        value = infer(db, p.vt, q.vt, undefined, `field "${p.name}"`);
      } catch (e) {
        if (!(e instanceof Problem) || e instanceof Ambiguous) throw e;
        throw new Problem(
          `${e.message}; they share the JSON name "${p.name}" but do not pair: map them in fields[] (with "value" or "type") or list them in newerOnly/olderOnly with reasons`,
        );
      }
      s.newerCover.add(p.name);
      s.olderCover.add(p.name);
      s.common.push(s.seqOf(withFlags({ newer: p.name, older: [p.name], value }, p)));
    });
  }
}

/** A one-sided entry is stale when a same-named, convertible, otherwise unmapped counterpart exists. */
export function staleOneSided(db: DialectBuilder, s: Pair): void {
  const newerOnlySet = new Set(s.newerOnly.map(([f]) => f));
  const olderOnlySet = new Set(s.olderOnly.map(([f]) => f));
  for (const [f] of s.newerOnly) {
    if (f.includes(".") || olderOnlySet.has(f)) continue;
    const p = s.newerObj.props.get(f)!;
    const q = s.olderObj.props.get(f);
    if (!q || s.olderCover.covers(f) || s.olderCover.prefixed(f) || s.inVariantsOlder(f) || s.inVariants(f)) continue;
    if (db.convertible(p.vt, q.vt))
      s.fail(`${s.where}.newerOnly.${f}`, `stale: the older side has a same-named field "${f}" that pairs with it automatically: remove "${f}" from newerOnly`);
  }
  for (const [f] of s.olderOnly) {
    if (f.includes(".") || newerOnlySet.has(f)) continue;
    const q = s.olderObj.props.get(f)!;
    const p = s.newerObj.props.get(f);
    if (!p || s.newerCover.covers(f) || s.newerCover.prefixed(f) || s.inVariants(f) || s.inVariantsOlder(f)) continue;
    if (s.unionOneof !== null && p.oneof === s.unionOneof) continue;
    if (db.convertible(p.vt, q.vt))
      s.fail(`${s.where}.olderOnly.${f}`, `stale: the newer side has a same-named field "${f}" that pairs with it automatically: remove "${f}" from olderOnly`);
  }
}

/** One-sided plans: a top-level newerOnly field that some variant maps is one-sided only in the others. */
export function oneSidedPlans(s: Pair): void {
  for (const [f, reason, prop] of s.newerOnly) {
    const mapping = s.variants.filter((v) => v.cover.covers(f) || v.cover.prefixed(f));
    const fp = withFlags({ newer: f, older: null, value: { kind: "copy" }, loss: reason }, prop);
    if (mapping.length === 0) s.common.push(s.seqOf(fp));
    else for (const v of s.variants) if (!mapping.includes(v)) v.seqs.push(s.seqOf({ ...fp }));
    s.newerCover.add(f);
  }
  for (const [f, reason] of s.olderOnly) {
    s.common.push(s.seqOf({ newer: null, older: [f], value: { kind: "copy" }, loss: reason }));
    s.olderCover.add(f);
  }
}
