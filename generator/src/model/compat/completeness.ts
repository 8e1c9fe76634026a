// A pair's completeness (every field of either side that is reached is mapped or listed one-sided),
// and what each side requires, so a conversion that leaves a required field unset says so.

import type { RequiredPlan } from "@a2a-bindgen/runtime";
import type { DialectBuilder } from "./builder.js";
import { missing } from "./cover.js";
import type { Pair } from "./pair-state.js";
import { NONE } from "./universe-json.js";
import { describe, type Obj, type Prop } from "./universe.js";

/** Reports every field of either side that nothing maps, and older union members no variant selects. */
export function checkCompleteness(db: DialectBuilder, s: Pair): void {
  const variantsCover = (p: string) => s.variants.length > 0 && s.variants.every((v) => v.cover.covers(p));
  const newerOk = (p: string) => {
    if (s.newerCover.covers(p) || variantsCover(p)) return true;
    const top = s.newerObj.props.get(p);
    return top !== undefined && s.unionOneof !== null && top.oneof === s.unionOneof && s.variants.some((v) => v.plan.newerCase === p);
  };
  const newerPref = (p: string) => s.newerCover.prefixed(p) || s.variants.some((v) => v.cover.prefixed(p));
  for (const f of missing(db.ctx.newerUniverse, s.newerObj, "", newerOk, newerPref)) {
    const unionMember = s.unionOneof !== null && s.newerObj.props.get(f)?.oneof === s.unionOneof;
    s.fail(
      s.where,
      unionMember
        ? `newer field "${f}" (a member of oneof ${s.unionOneof}) has no variant: add a variant with newerCase "${f}", or list it in newerOnly with a reason`
        : `newer field "${f}" is neither mapped nor listed in newerOnly: pair it in fields[]${s.variants.length ? " (or in every variant)" : ""} or add "${f}": "<reason>" to newerOnly`,
    );
  }
  const olderOk = (p: string) => s.olderCover.covers(p) || s.variants.some((v) => v.olderCover.covers(p));
  const olderPref = (p: string) => s.olderCover.prefixed(p) || s.variants.some((v) => v.olderCover.prefixed(p));
  if (!s.olderObj.object && !olderOk("")) {
    s.fail(s.where, `the older side is ${describe(s.olderObj.self)}, not an object: map it as a whole with "older": ""`);
  }
  for (const f of missing(db.olderUniverse, s.olderObj, "", olderOk, olderPref)) {
    s.fail(
      s.where,
      `older field "${f}" is neither mapped nor listed in olderOnly: pair it in fields[]${s.variants.length ? " (or a variant)" : ""} or add "${f}": "<reason>" to olderOnly`,
    );
  }
  if (s.olderObj.members && s.variants.length > 0 && !olderOk("")) {
    for (const m of s.olderObj.members) {
      if (!s.variants.some((v) => v.selected.includes(m))) s.fail(`${s.where}.variants`, `the older member ${m.key} is selected by no variant's "when"`);
    }
  }
}

/** What each side requires (the output would not validate without it). */
export function setRequired(s: Pair): void {
  const db = s.db;
  const required = (o: Obj, checksDefaults: boolean): RequiredPlan[] =>
    [...o.props.values()]
      .filter((p) => p.required === true)
      .map((p) => {
        // The newer side checks REQUIRED as the validators do: non-default for implicit presence, non-empty lists and maps.
        const implicit = checksDefaults && (p.implicit || p.vt.t === "list" || p.vt.t === "map");
        return p.zero === undefined ? { field: p.name, implicit } : { field: p.name, implicit, zero: p.zero };
      });
  const requiredNewer = required(s.newerObj, true);
  if (requiredNewer.length > 0) s.plan.requiredNewer = requiredNewer;
  if (s.olderObj.members === null && s.plan.older !== NONE) {
    // An older required field fed by a newer implicit-presence field is written as its default when unset.
    const implicitSource = (field: string): boolean => {
      const f = s.plan.fields.find((x) => x.older?.some((p) => p === field) && x.newer !== null && !x.newer.includes("."));
      if (f === undefined) return false;
      const p = s.newerObj.props.get(f.newer!);
      return p !== undefined && (p.implicit || p.vt.t === "list" || p.vt.t === "map") && p.vt.t !== "msg" && p.vt.t !== "enum";
    };
    const fillOf = (p: Prop): RequiredPlan["fill"] => {
      const vt = p.vt;
      if (vt.t === "list") return [];
      if (vt.t === "map" || vt.t === "freeobj") return {};
      const types =
        vt.t === "json"
          ? vt.types.filter((t) => t !== "null")
          : vt.t === "scalar"
            ? [vt.s === "bool" ? "boolean" : vt.s === "string" || vt.s === "bytes" ? "string" : "number"]
            : [];
      if (types.length !== 1 || (vt.t === "json" && vt.const !== undefined)) return undefined;
      return types[0] === "string" ? "" : types[0] === "boolean" ? false : types[0] === "number" || types[0] === "integer" ? 0 : undefined;
    };
    // A JSON Schema requires presence only, so a default is a valid fill; a REQUIRED proto field needs a
    // non-default value (as the validators check it), so there the unset field is reported instead.
    const json = db.olderUniverse.kind === "json";
    const requiredOlder = required(s.olderObj, !json).map((r) => {
      const fill = json && implicitSource(r.field) ? fillOf(s.olderObj.props.get(r.field)!) : undefined;
      return fill === undefined ? r : { ...r, fill };
    });
    if (requiredOlder.length > 0) s.plan.requiredOlder = requiredOlder;
  }
}
