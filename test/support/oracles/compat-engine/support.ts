// The oracle engine's building blocks: the public types, the per-call context, readers and writers of
// plan paths, known-key checks and resource-name templates. Test code, independent of the runtime helpers.

/* eslint-disable @typescript-eslint/no-explicit-any */
import type { RequiredPlan, FieldPlan, HoistPlan, TemplatePlan, ValuePlan } from "../../../../runtime/src/compat/plan.js";
import { formatPath, keyFragment, splitPath, type Loss } from "../compat-oracle-support.js";
import type { JsonValue } from "../../../../runtime/src/json.js";

/** "toOlder": newer input, older output. "toNewer": older input, newer output. */
export type Direction = "toOlder" | "toNewer";

export interface CompatOptions {
  /** Throw a CompatError carrying every loss (collected first, thrown once) instead of returning them. */
  strict?: boolean;
}

export interface StreamOptions extends CompatOptions {
  /** The operation whose `event` type converts the value; needed only when operations' event types differ. */
  operation?: string;
}

/** What every converter returns: the converted value (undefined when the whole value was lost) and the losses. */
export interface Converted<T = JsonValue | undefined> {
  value: T;
  losses: Loss[];
}

export type ValueConverter = (value: unknown, options?: CompatOptions) => Converted;
export type OperationConverter = (operation: string, value: unknown, options?: CompatOptions) => Converted;
export type StreamConverter = (value: unknown, options?: StreamOptions) => Converted;

export interface CoreConverters {
  params: OperationConverter;
  result: OperationConverter;
  streamEvent: StreamConverter;
  error: ValueConverter;
}

/** One direction of one dialect: the core functions plus one function per `plan.kinds` key. */
export type DialectConverters<K extends string = string> = CoreConverters & {
  readonly [P in Exclude<K, keyof CoreConverters>]: ValueConverter;
};

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

export function setKey(o: Obj, k: string, v: unknown): void {
  // A "__proto__" key (legal JSON) must become an own property, not the prototype.
  if (k === "__proto__") Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
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
  for (const k in v) {
    if (k === "__proto__") setKey(o, k, deepCopy(v[k]));
    else o[k] = deepCopy(v[k]);
  }
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

// Writing the empty path adopts the value as the output (a bare older result, a flattened variant);
// such ops run first, so `out` is still empty then. A later whole value is merged key by key.
export function adopt(out: any, v: any): any {
  if ((isObj(out) && isEmptyObj(out)) || (Array.isArray(out) && out.length === 0)) return v;
  if (isObj(out) && isObj(v)) for (const k in v) setKey(out, k, v[k]);
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

export type KnownNode = Map<string, KnownNode | true>;

export function addKnown(root: KnownNode, path: string): void {
  const parts = segs(path);
  let node = root;
  for (let i = 0; i < parts.length; i++) {
    const s = parts[i];
    if (i === parts.length - 1) {
      node.set(s, true); // a whole value read by a field: its own converter checks inside it
      return;
    }
    const child = node.get(s);
    if (child === true) return;
    if (child === undefined) {
      const fresh: KnownNode = new Map();
      node.set(s, fresh);
      node = fresh;
    } else node = child;
  }
}

export function compileCheck(
  node: KnownNode,
  typeName: string,
  suffix: string,
  checkTop: boolean,
  otherCases: Map<string, string> | undefined,
): Check | undefined {
  const known = new Set(node.keys());
  const subs: { key: string; frag: string; check: Check }[] = [];
  for (const [k, child] of node) {
    if (child !== true) subs.push({ key: k, frag: keyFragment(k), check: compileCheck(child, `${typeName}.${k}`, suffix, true, undefined)! });
  }
  if (!checkTop && subs.length === 0) return undefined;
  return (input, ctx, extra) => {
    if (checkTop) {
      for (const k in input) {
        if (known.has(k) || extra?.has(k)) continue;
        lose(ctx, keyFragment(k), otherCases?.get(k) ?? `${k} is not a field of ${typeName}${suffix}`);
      }
    }
    for (let i = 0; i < subs.length; i++) {
      const s = subs[i];
      const v = input[s.key];
      if (v === undefined || v === null) continue;
      if (!isObj(v)) {
        lose(ctx, s.frag, "expected an object");
        continue;
      }
      ctx.stack.push(s.frag);
      s.check(v, ctx, undefined);
      ctx.stack.pop();
    }
  };
}

// ---------------------------------------------------------------------------------------------
// Templates ("things/{parentId}/items/{id}"): each {name} binds one path segment.

export interface CompiledTemplate {
  text: string;
  /** Literal segments (strings) and variable names (objects), in order. */
  parts: (string | { name: string })[];
  vars: string[];
}

export function compileTemplate(text: string): CompiledTemplate {
  const parts: (string | { name: string })[] = [];
  const vars: string[] = [];
  for (const seg of text.split("/")) {
    if (seg.length > 1 && seg.startsWith("{") && seg.endsWith("}")) {
      const name = seg.slice(1, -1);
      parts.push({ name });
      vars.push(name);
    } else parts.push(seg);
  }
  return { text, parts, vars };
}

/** The bound values in template order, or undefined when the name does not match (no splitting, no regex). */
export function matchTemplate(t: CompiledTemplate, s: string): string[] | undefined {
  const out: string[] = [];
  let pos = 0;
  const n = t.parts.length;
  for (let i = 0; i < n; i++) {
    const p = t.parts[i];
    if (typeof p === "string") {
      if (!s.startsWith(p, pos)) return undefined;
      pos += p.length;
    } else {
      let end = s.indexOf("/", pos);
      if (end === -1) end = s.length;
      if (end === pos) return undefined;
      out.push(s.slice(pos, end));
      pos = end;
    }
    if (i < n - 1) {
      if (s.charCodeAt(pos) !== 47 /* / */) return undefined;
      pos++;
    }
  }
  return pos === s.length ? out : undefined;
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

export interface BodySpec {
  typeName: string;
  /** " (case)" for a variant, so that a key is reported against the variant it is not part of. */
  suffix: string;
  fields: FieldPlan[];
  templates: TemplatePlan[];
  consts: { path: string; value: string }[];
  hoist: HoistPlan | null;
  /** A variant's conditions: written (equals) going to the older side, accounted for coming from it. */
  when: { path: string; equals?: string }[];
  /** Newer-side keys handled by someone else (a hoist's shared fields on its elements). */
  extraKnownV1: string[];
  otherCases?: Map<string, string>;
  /** What the output side requires (the plan's requiredOld going older, requiredV1 going newer). */
  required?: RequiredPlan[];
}
