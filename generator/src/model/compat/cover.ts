// Coverage: which paths of each side a pair's plan names (a path covers itself and everything below
// it), and the small helpers that place field plans in order.

import type { FieldPlan } from "@a2a-bindgen/runtime";
import type { CompatFieldRules } from "../../rules/schema.js";
import type { Obj, Prop, Universe, VT, When } from "./universe.js";

/** The paths a plan names on one side: a path covers itself and everything below it. */
export class Cover {
  readonly paths = new Set<string>();
  add(p: string) {
    this.paths.add(p);
  }
  covers(p: string): boolean {
    if (this.paths.has(p) || this.paths.has("")) return true;
    for (let i = p.lastIndexOf("."); i > 0; i = p.lastIndexOf(".", i - 1)) if (this.paths.has(p.slice(0, i))) return true;
    return false;
  }
  prefixed(p: string): boolean {
    for (const q of this.paths) if (q.startsWith(p + ".")) return true;
    return false;
  }
}

/** A field plan with its place: newer field order, then older, then the order the rules give. */
export interface Seq {
  plan: FieldPlan;
  newerIndex: number;
  olderIndex: number;
  seq: number;
}

export function constAllows(vt: VT, value: string): boolean {
  if (vt.t === "json") return vt.const !== undefined ? vt.const === value : vt.types.includes("string");
  if (vt.t === "enum") return vt.values.includes(value);
  return vt.t === "scalar" && vt.s === "string";
}

/** Whether a union member is consistent with the conditions that apply at `prefix`. */
export function admits(m: Obj, prefix: string, when: When[]): boolean {
  for (const c of when) {
    if (!c.path.startsWith(prefix)) continue;
    const rel = c.path.slice(prefix.length);
    if (rel === "") continue;
    const [first, ...rest] = rel.split(".");
    const p = m.props.get(first);
    if (!p) return false;
    if (rest.length === 0 && c.equals !== undefined && !constAllows(p.vt, c.equals)) return false;
  }
  return true;
}

/** The fields of `obj` (descending into partly mapped messages) that no path covers. */
export function missing(u: Universe, obj: Obj, prefix: string, ok: (p: string) => boolean, prefixed: (p: string) => boolean, depth = 0): string[] {
  const out: string[] = [];
  for (const p of obj.props.values()) {
    const path = prefix + p.name;
    if (ok(path)) continue;
    if (prefixed(path) && p.vt.t === "msg" && depth < 16) out.push(...missing(u, u.objOf(p.vt.key), path + ".", ok, prefixed, depth + 1));
    else out.push(path);
  }
  return out;
}

/** A failed field entry still claims its paths, so the failure is reported once (not again as "unmapped"). */
export function claim(fe: CompatFieldRules, newer: Cover, older: Cover): void {
  if (fe.newer !== null) newer.add(fe.newer);
  for (const p of fe.older === null ? [] : Array.isArray(fe.older) ? fe.older : [fe.older]) older.add(p);
  if (fe.fallback) older.add(fe.fallback.older);
}

export function withFlags(fp: FieldPlan, top: Prop | null, last: Prop | null = top): FieldPlan {
  if (top?.oneof) fp.oneof = top.oneof;
  if (last?.implicit) fp.implicit = true;
  return fp;
}

export function order(seqs: Seq[]): FieldPlan[] {
  return [...seqs].sort((a, b) => a.newerIndex - b.newerIndex || a.olderIndex - b.olderIndex || a.seq - b.seq).map((s) => s.plan);
}
