// The oracle engine's building blocks: the public types, the per-call context, readers and writers of
// plan paths, known-key checks and resource-name templates. Test code, independent of the runtime helpers.

/* eslint-disable @typescript-eslint/no-explicit-any */
import type { JsonValue, RequiredPlan, TypePlan, ValuePlan } from "@a2a-bindgen/runtime";
import { formatPath, keyFragment, splitPath, type Loss } from "../compat-oracle-support.js";

/** "toOlder": newer input, older output. "toNewer": older input, newer output. */
export type Direction = "toOlder" | "toNewer";

/** What a public converter takes: strict throws the losses; operation picks a stream's event type. */
export type Options = { strict?: boolean; operation?: string };
/** What a public converter answers: the value (undefined when all of it was lost) and every loss. */
export type Result = { value: JsonValue | undefined; losses: Loss[] };
/** One direction of one dialect: params, result, streamEvent, error and one function per kind, untyped. */
export type Converters = Record<string, (...args: any[]) => Result>;

// ---------------------------------------------------------------------------------------------
// Runtime helpers (hot path)

/* eslint-disable @typescript-eslint/no-explicit-any */
export type Obj = Record<string, any>;

export interface Ctx {
  losses: Loss[];
  /** Pre-formatted path fragments (strings) and list indices (numbers) from "$" to the current value. */
  stack: (string | number)[];
}

/** Converts a present value; undefined means "nothing to write" (a loss was reported if anything was dropped). */
export type ValueConv = (v: any, ctx: Ctx, frag: string, extra?: Set<string>) => any;
/** Converts one message at the top of the stack; `extra` are keys an enclosing type already accounts for. */
export type TypeConv = (v: any, ctx: Ctx, extra: Set<string> | undefined) => any;
/** One compiled step of a type: reads `input`, writes into `out`, returns `out` (or the adopted whole value). */
export type Op = (input: any, out: any, ctx: Ctx, st: any[] | undefined) => any;
/** A field dispatched by its input key (the value already read): same contract as Op. */
export type KeyOp = (v: any, out: any, ctx: Ctx, st: any[] | undefined) => any;
export type Check = (input: Obj, ctx: Ctx, extra: Set<string> | undefined) => void;
export interface Cell {
  fn: TypeConv;
}

export function lose(ctx: Ctx, frag: string, reason: string): void {
  ctx.losses.push({ path: formatPath(ctx.stack, frag), reason });
}

export function isObj(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

export function isEmptyObj(o: Obj): boolean {
  for (const _ in o) return false;
  return true;
}

/** A version string that is empty or has the same major.minor as `version` ("0.3.0" and "0.3" match "0.3"). */
export function sameMinor(v: unknown, version: string): boolean {
  if (v === undefined || v === null || v === "") return true;
  if (typeof v !== "string") return false;
  const a = v.split("."),
    b = version.split(".");
  return a[0] === b[0] && (a[1] ?? "0") === (b[1] ?? "0");
}

/** Implicit-presence defaults of ProtoJSON: "", 0, false, [] and {}. */
export function isDefault(v: unknown): boolean {
  if (v === "" || v === 0 || v === false) return true;
  if (typeof v !== "object" || v === null) return false;
  return Array.isArray(v) ? v.length === 0 : isEmptyObj(v);
}

/** The implicit-presence default test of a value kind: lists only [], maps only {}, messages never. */
export function defaultTest(vp: ValuePlan): (v: unknown) => boolean {
  switch (vp.kind) {
    case "list":
      return (v) => Array.isArray(v) && v.length === 0;
    case "map":
      return (v) => isObj(v) && isEmptyObj(v);
    case "message":
      return () => false;
    default:
      return isDefault;
  }
}

/** Where null is a value rather than absence: any-JSON values ("copy", and "object" on the newer side). */
export function isNullValue(vp: ValuePlan, newerSide: boolean): boolean {
  return vp.kind === "copy" || (vp.kind === "object" && newerSide);
}

/** Writes an own, enumerable property whatever the key ("__proto__" included: never the prototype). */
export function setKey(o: Obj, k: string, v: unknown): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

/** A fresh copy of any JSON value (strings and other primitives are shared: they are immutable). */
export function deepCopy(v: any): any {
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) {
    const a: any[] = [];
    for (let i = 0; i < v.length; i++) a.push(deepCopy(v[i]));
    return a;
  }
  const o: Obj = {};
  for (const k of Object.keys(v)) setKey(o, k, deepCopy(v[k]));
  return o;
}

/**
 * A plan path's keys as internalized strings: keys made by split() are fresh heap strings, and a
 * keyed property access with a non-internalized key makes V8 look it up in the string table on
 * every access. A key that has been a property name is internalized.
 */
export function intern(k: string): string {
  return Object.keys({ [k]: 0 })[0];
}

export function segs(path: string): string[] {
  return splitPath(path).map(intern);
}

export type Reader = (o: any) => any;
export type Writer = (out: any, v: any) => any;

export function makeReader(segs: string[]): Reader {
  if (segs.length === 0) return (o) => o;
  if (segs.length === 1) {
    const k = segs[0];
    return (o) => o[k];
  }
  const n = segs.length;
  return (o) => {
    for (let i = 0; i < n; i++) {
      if (typeof o !== "object" || o === null || Array.isArray(o)) return undefined;
      o = o[segs[i]];
    }
    return o;
  };
}

// Writing the empty path: the value becomes the output when nothing was written yet (a bare older result,
// a flattened variant; such ops run first); later, an object's keys are merged in; anything else is kept out.
export function adopt(out: any, v: any): any {
  const untouched = Array.isArray(out) ? out.length === 0 : isObj(out) && Object.keys(out).length === 0;
  if (untouched) return v;
  if (isObj(out) && isObj(v)) for (const [k, x] of Object.entries(v)) setKey(out, k, x);
  return out;
}

export function makeWriter(segs: string[]): Writer {
  if (segs.length === 0) return adopt;
  if (segs.length === 1) {
    const k = segs[0];
    if (k === "__proto__") return (out, v) => (setKey(out, k, v), out);
    return (out, v) => {
      out[k] = v;
      return out;
    };
  }
  const last = segs[segs.length - 1];
  const n = segs.length - 1;
  return (out, v) => {
    let o = out;
    for (let i = 0; i < n; i++) {
      let next = o[segs[i]];
      if (!isObj(next)) {
        next = {};
        setKey(o, segs[i], next);
      }
      o = next;
    }
    setKey(o, last, v);
    return out;
  };
}

// ---------------------------------------------------------------------------------------------
// Known-key trees: the input keys a type accounts for; any other key is a loss.

/**
 * Checks the keys inside the objects a type reads below its top level: `paths` are every input path the
 * type reads (dotted, in plan order). A path read whole (its value converted by its own converter) is not
 * looked into; under a path only read in part, every key no path names is a loss, and the parts read in
 * part are checked in turn, in the order the plan first names them. Top-level keys are the caller's.
 */
export function compileCheck(paths: readonly string[], typeName: string, suffix: string): Check | undefined {
  const split = paths.filter((p) => p !== "").map((p) => p.split("."));
  // Whether some path reads `prefix` whole, or reads a value above it whole.
  const readWhole = (prefix: string[]) => split.some((p) => p.length <= prefix.length && p.every((k, i) => k === prefix[i]));
  // The keys read right under `prefix`, in the order the paths first name them.
  const keysUnder = (prefix: string[]) => {
    const keys: string[] = [];
    for (const p of split) {
      if (p.length > prefix.length && prefix.every((k, i) => p[i] === k) && !keys.includes(p[prefix.length])) keys.push(p[prefix.length]);
    }
    return keys;
  };
  const inner = (prefix: string[], input: Obj, ctx: Ctx) => {
    const keys = keysUnder(prefix);
    if (prefix.length > 0) {
      const name = [typeName, ...prefix].join(".");
      for (const k of Object.keys(input)) if (!keys.includes(k)) lose(ctx, keyFragment(k), `${k} is not a field of ${name}${suffix}`);
    }
    for (const k of keys) {
      const at = [...prefix, k];
      if (readWhole(at)) continue;
      const v = input[k];
      if (v === undefined || v === null) continue;
      if (!isObj(v)) {
        lose(ctx, keyFragment(k), "expected an object");
        continue;
      }
      ctx.stack.push(keyFragment(k));
      inner(at, v, ctx);
      ctx.stack.pop();
    }
  };
  const nested = keysUnder([]).some((k) => !readWhole([k]));
  return nested ? (input, ctx) => inner([], input, ctx) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Templates ("things/{parentId}/items/{id}"): each {name} binds one path segment.

export interface CompiledTemplate {
  text: string;
  /** The variable names ("{name}" segments), in order. */
  vars: string[];
  /** The whole name: each literal segment as itself, each variable one non-empty segment. */
  pattern: RegExp;
}

export function compileTemplate(text: string): CompiledTemplate {
  const vars: string[] = [];
  const source = text
    .split("/")
    .map((seg) => {
      const m = /^\{(.*)\}$/s.exec(seg);
      if (m === null) return seg.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
      vars.push(m[1]);
      return "([^/]+)";
    })
    .join("/");
  return { text, vars, pattern: new RegExp(`^${source}$`, "s") };
}

/** The name a template forms from its variables' values (each one segment). */
export function formTemplate(t: CompiledTemplate, values: Record<string, string>): string {
  return t.text
    .split("/")
    .map((seg) => {
      const m = /^\{(.*)\}$/s.exec(seg);
      return m === null ? seg : values[m[1]];
    })
    .join("/");
}

/** The bound values in template order, or undefined when the name does not match. */
export function matchTemplate(t: CompiledTemplate, s: string): string[] | undefined {
  const m = t.pattern.exec(s);
  return m === null ? undefined : m.slice(1);
}

// ---------------------------------------------------------------------------------------------
// The compiler of one direction of one dialect plan.

export interface Body {
  /** Ops run before the key loop (whole-value adopts, constants). */
  pre: Op[];
  /**
   * Fields read from one top-level key, dispatched while iterating the input's own keys (one pass
   * that also finds unknown keys, and costs nothing for absent fields); null: a key accounted for
   * by an op. Undefined when the type reads the whole value (the inner type checks the keys).
   */
  table: Map<string, KeyOp | null> | undefined;
  unknown: (k: string) => string;
  /** Ops run after the key loop (fields with several or nested paths, templates, hoist, read-backs). */
  post: Op[];
  check: Check | undefined;
  needsObject: boolean;
  /** Oneofs tracked per call (older to newer: a second member is a loss). */
  nOneofs: number;
  /** A list is written as the whole output: it starts as []. */
  wholeList: boolean;
}

/** A type's parts as the plan writes them, plus what the compiler adds for one body. */
export type BodySpec = Pick<TypePlan, "fields" | "templates" | "consts" | "hoist"> & {
  typeName: string;
  /** " (case)" for a variant: a key is reported against the variant it is not part of. */
  suffix: string;
  /** A variant's conditions (written going older, read coming newer). */
  when: { path: string; equals?: string }[];
  /** Newer-side keys a hoist handles on the enclosing object. */
  extraKnownV1: string[];
  otherCases?: Map<string, string>;
  /** What the output side requires. */
  required?: RequiredPlan[];
};
