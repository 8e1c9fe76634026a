// The oracle of the generated version-diff converters (generated/compat/*, printed by
// generator/src/emit/compat-converters/): the closure engine that ran the plans before the converters were
// printed. Test code; it shares no helper with what it checks (see compat-oracle-support.ts). It compiles a
// DialectPlan (data, see plan.ts) into converter closures, one set per direction. Nothing here knows any protocol: every name, rename, template and reason comes
// from the plan, so the same engine serves any pair of versions the generator can describe.
//
// Design notes (why it looks the way it does):
// - Each TypePlan is compiled once per direction, lazily on first use (a "cell" whose function
//   replaces itself), which also makes recursive types work without a fixpoint.
// - A type compiles to an array of small field closures with pre-split paths and pre-formatted path
//   fragments; a call walks the array. No plan interpretation, string splitting or try/catch per call.
// - Loss paths are built only when a loss happens: the converter keeps a stack of pre-formatted
//   fragments (and list indices) and formats it then.
// - Outputs are fresh: "copy" values that are objects or arrays are deep-copied, so callers may
//   mutate an output without touching the input (strings are immutable and shared).
// - null counts as absent (ProtoJSON reads null as the default) except where the value is any JSON
//   ("copy" fields, and the newer side of "object"), where null is a value.

import type {
  RequiredPlan,
  DialectPlan,
  EnumPlan,
  FieldPlan,
  HoistPlan,
  OperationPlan,
  TemplatePlan,
  TypePlan,
  ValuePlan,
  VariantPlan,
} from "../../runtime/src/compat/plan.js";
import { OracleError as CompatError, formatPath, isBase64, isTimestamp, keyFragment, pathFragment, show, splitPath, type Loss } from "./compat-oracle-support.js";
import type { JsonValue } from "../../runtime/src/json.js";

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
type Obj = Record<string, any>;

export interface Ctx {
  losses: Loss[];
  /** Pre-formatted path fragments (strings) and list indices (numbers) from "$" to the current value. */
  stack: (string | number)[];
}

/** Converts a present value; undefined means "nothing to write" (a loss was reported if anything was dropped). */
type ValueConv = (v: any, ctx: Ctx, frag: string, extra?: Set<string>) => any;
/** Converts one message at the top of the stack; `extra` are keys an enclosing type already accounts for. */
type TypeConv = (v: any, ctx: Ctx, extra: Set<string> | undefined) => any;
/** One compiled step of a type: reads `input`, writes into `out`, returns `out` (or the adopted whole value). */
type Op = (input: any, out: any, ctx: Ctx, st: any[] | undefined) => any;
/** A field dispatched by its input key (the value already read): same contract as Op. */
type KeyOp = (v: any, out: any, ctx: Ctx, st: any[] | undefined) => any;
type Check = (input: Obj, ctx: Ctx, extra: Set<string> | undefined) => void;
export interface Cell {
  fn: TypeConv;
}

function lose(ctx: Ctx, frag: string, reason: string): void {
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
  const a = v.split("."), b = version.split(".");
  return a[0] === b[0] && (a[1] ?? "0") === (b[1] ?? "0");
}

/** Implicit-presence defaults of ProtoJSON: "", 0, false, [] and {}. */
export function isDefault(v: unknown): boolean {
  if (v === "" || v === 0 || v === false) return true;
  if (typeof v !== "object" || v === null) return false;
  return Array.isArray(v) ? v.length === 0 : isEmptyObj(v);
}

/** The implicit-presence default test of a value kind: lists only [], maps only {}, messages never. */
function defaultTest(vp: ValuePlan): (v: unknown) => boolean {
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
function isNullValue(vp: ValuePlan, newerSide: boolean): boolean {
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
function intern(k: string): string {
  return Object.keys({ [k]: 0 })[0];
}

function segs(path: string): string[] {
  return splitPath(path).map(intern);
}

type Reader = (o: any) => any;
type Writer = (out: any, v: any) => any;

function makeReader(segs: string[]): Reader {
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
  if (isObj(out) && isEmptyObj(out)) return v;
  if (isObj(out) && isObj(v)) for (const k in v) setKey(out, k, v[k]);
  return out;
}

function makeWriter(segs: string[]): Writer {
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

type KnownNode = Map<string, KnownNode | true>;

function addKnown(root: KnownNode, path: string): void {
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

function compileCheck(
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
        if (known.has(k) || (extra !== undefined && extra.has(k))) continue;
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

interface Body {
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
}

interface BodySpec {
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

export class DirectionCompiler {
  readonly toOld: boolean;
  private readonly cells = new Map<string, Cell>();
  private readonly enumMaps = new Map<string, { map: Map<string, string>; v1Only: Map<string, string> }>();
  /** The version the output is in (for reasons). */
  private readonly otherVersion: string;

  constructor(
    readonly plan: DialectPlan,
    readonly dir: Direction,
  ) {
    this.toOld = dir === "toOlder";
    this.otherVersion = this.toOld ? `${plan.olderVersion} (${plan.dialect})` : plan.newerVersion;
  }

  /** The converter of a type id (compiled on first call). */
  type(id: string): Cell {
    let cell = this.cells.get(id);
    if (cell === undefined) {
      const plan = this.plan.types[id];
      if (plan === undefined) throw new TypeError(`compat plan (${this.plan.dialect}): unknown type "${id}"`);
      const c: Cell = {
        fn: (v, ctx, extra) => {
          c.fn = this.compileType(plan, []);
          return c.fn(v, ctx, extra);
        },
      };
      cell = c;
      this.cells.set(id, cell);
    }
    return cell;
  }

  private hoistElement(hoist: HoistPlan): Cell {
    const key = `${hoist.element}\u0000hoist\u0000${hoist.shared.map((s) => s.newer).join(",")}`;
    let cell = this.cells.get(key);
    if (cell === undefined) {
      const plan = this.plan.types[hoist.element];
      if (plan === undefined) throw new TypeError(`compat plan (${this.plan.dialect}): unknown type "${hoist.element}"`);
      // The shared fields live once on the enclosing object: the hoist converts them, not the element.
      const shared = new Set(hoist.shared.map((s) => s.newer));
      const filtered: TypePlan = {
        ...plan,
        fields: plan.fields.filter((f) => f.newer === null || !shared.has(f.newer)),
        // ... and sets them after the element converts, so the element does not find them missing.
        requiredNewer: plan.requiredNewer?.filter((r) => !shared.has(r.field)),
      };
      const c: Cell = {
        fn: (v, ctx, extra) => {
          c.fn = this.compileType(filtered, [...shared]);
          return c.fn(v, ctx, extra);
        },
      };
      cell = c;
      this.cells.set(key, cell);
    }
    return cell;
  }

  private inName(t: TypePlan): string {
    return this.toOld ? t.newer : t.older;
  }

  compileType(t: TypePlan, extraKnownV1: string[]): TypeConv {
    const typeName = this.inName(t);
    const base = { fields: t.fields, templates: t.templates, consts: t.consts, hoist: t.hoist, extraKnownV1, required: this.toOld ? t.requiredOlder : t.requiredNewer };
    if (t.variants === null) {
      const body = this.compileBody({ ...base, typeName, suffix: "", when: [] });
      const conv = this.bodyConv(body);
      // A message the older side does not have (a JSON-RPC request without params): absence is the empty request.
      if (!this.toOld && t.older === "") return (v, ctx, extra) => conv(v === undefined || v === null ? {} : v, ctx, extra);
      return conv;
    }
    const variants = t.variants;
    const bodies = variants.map((v) => {
      const otherCases = new Map<string, string>();
      if (this.toOld) {
        for (const o of variants) {
          if (o.newerCase !== v.newerCase) otherCases.set(o.newerCase, `${o.newerCase} and ${v.newerCase} are one oneof of ${t.newer}: only ${v.newerCase} is kept`);
        }
      }
      return this.compileBody({
        ...base,
        fields: [...t.fields, ...v.fields],
        typeName,
        suffix: ` (${v.newerCase})`,
        when: v.when,
        otherCases,
      });
    });
    const convs = bodies.map((b) => this.bodyConv(b));
    const n = variants.length;
    if (this.toOld) {
      // Newer side: the oneof member that is present selects the variant.
      const cases = variants.map((v) => v.newerCase);
      // A member holding any JSON (google.protobuf.Value) is set even when it is null.
      const nullSets = variants.map((v) => v.fields.some((x) => x.newer === v.newerCase && isNullValue(x.value, true)));
      const noneReason = `none of ${cases.join(", ")} is set`;
      return (v, ctx, extra) => {
        if (!isObj(v)) {
          lose(ctx, "", "expected an object");
          return undefined;
        }
        for (let i = 0; i < n; i++) {
          const m = v[cases[i]];
          if (m !== undefined && (m !== null || nullSets[i])) return convs[i](v, ctx, extra);
        }
        lose(ctx, "", noneReason);
        return undefined;
      };
    }
    // Older side: the first variant whose conditions all hold.
    const conds = variants.map((v: VariantPlan) =>
      v.when.map((w) => ({ read: makeReader(segs(w.path)), equals: w.equals })),
    );
    const noneReason = `matches no variant of ${t.older}`;
    const cases = variants.map((v) => v.newerCase);
    const emptyReasons = variants.map((v) => `is the ${v.newerCase} variant of ${t.older} but holds no value for it`);
    return (v, ctx, extra) => {
      if (!isObj(v)) {
        lose(ctx, "", "expected an object");
        return undefined;
      }
      outer: for (let i = 0; i < n; i++) {
        const cs = conds[i];
        for (let j = 0; j < cs.length; j++) {
          const x = cs[j].read(v);
          if (cs[j].equals !== undefined ? x !== cs[j].equals : x === undefined || x === null) continue outer;
        }
        const r = convs[i](v, ctx, extra);
        // The variant's own member is what the newer oneof holds: without it the value says nothing there,
        // so it is dropped whole (and said so) rather than left as an empty union.
        if (isObj(r) && r[cases[i]] === undefined) {
          lose(ctx, "", emptyReasons[i]);
          return undefined;
        }
        return r;
      }
      lose(ctx, "", noneReason);
      return undefined;
    };
  }

  private bodyConv(body: Body): TypeConv {
    const { pre, post, table, unknown, check, needsObject, nOneofs } = body;
    const nPre = pre.length;
    const nPost = post.length;
    return (input, ctx, extra) => {
      if (needsObject && !isObj(input)) {
        lose(ctx, "", "expected an object");
        return undefined;
      }
      let out: any = {};
      const st = nOneofs === 0 ? undefined : new Array(nOneofs);
      for (let i = 0; i < nPre; i++) out = pre[i](input, out, ctx, st);
      if (table !== undefined) {
        for (const k in input) {
          const op = table.get(k);
          if (op === undefined) {
            if (extra === undefined || !extra.has(k)) lose(ctx, keyFragment(k), unknown(k));
          } else if (op !== null) out = op(input[k], out, ctx, st);
        }
      }
      for (let i = 0; i < nPost; i++) out = post[i](input, out, ctx, st);
      if (check !== undefined) check(input, ctx, extra);
      return out;
    };
  }

  private compileBody(spec: BodySpec): Body {
    const toOld = this.toOld;
    // 1. What the input side reads: known keys, and whether the type reads the whole value ("").
    const known: KnownNode = new Map();
    let wholeRead = false;
    const addIn = (p: string) => {
      if (p === "") wholeRead = true;
      else addKnown(known, p);
    };
    for (const f of spec.fields) {
      for (const p of this.inPaths(f)) addIn(p);
      if (!toOld && f.fallback) addIn(f.fallback.older);
    }
    for (const t of spec.templates) (toOld ? t.newer : [t.older]).forEach(addIn);
    if (!toOld) {
      for (const c of spec.consts) addIn(c.path);
      for (const w of spec.when) addIn(w.path);
    }
    if (spec.hoist) {
      const h = spec.hoist;
      if (toOld) addIn(h.newer);
      else [h.olderList, ...h.main.map((m) => m.older), ...h.shared.map((s) => s.older)].forEach(addIn);
    }
    if (toOld) spec.extraKnownV1.forEach(addIn);
    const topKnown = new Set(known.keys());

    // 2. Ops, in an order that makes the semantics work: whole-value writes first (they adopt the
    // output), then constants, fields, templates (which check against fields), hoist, and read-backs.
    const whole: Op[] = [];
    const first: Op[] = [];
    const middle: Op[] = [];
    const late: Op[] = [];
    const oneofs = new Map<string, number>();
    // The key loop only where the input is an object whose keys this type owns.
    const table: Map<string, KeyOp | null> | undefined = wholeRead ? undefined : new Map();
    if (toOld) {
      for (const w of spec.when) if (w.equals !== undefined) first.push(this.constOp(w.path, w.equals));
      for (const c of spec.consts) first.push(this.constOp(c.path, c.value));
    }
    for (const f of spec.fields) {
      const op = this.fieldOp(f, oneofs, wholeRead ? topKnown : undefined);
      if (op === undefined) continue;
      if (op.key !== undefined && table !== undefined && !table.has(op.key)) table.set(op.key, op.keyOp!);
      else if (op.late) late.push(op.op);
      else if (this.outPaths(f).includes("")) whole.push(op.op);
      else middle.push(op.op);
    }
    // Newer fields a field op also carries: an unformable name loses nothing of theirs.
    const carriedByFields = spec.fields.filter((f) => f.newer !== null && f.older !== null).map((f) => f.newer!);
    for (const t of spec.templates) {
      // ... and so do the other templates (each reports what it cannot form itself).
      const carried = new Set([...carriedByFields, ...spec.templates.filter((o) => o !== t).flatMap((o) => o.newer)]);
      middle.push(this.templateOp(t, carried));
    }
    if (spec.hoist) middle.push(this.hoistOp(spec.hoist));
    if (spec.required !== undefined && spec.required.length > 0) late.push(this.requiredOp(spec));
    if (table !== undefined) for (const k of topKnown) if (!table.has(k)) table.set(k, null);

    const { typeName, suffix, otherCases } = spec;
    return {
      pre: [...whole, ...first],
      table,
      unknown: (k) => otherCases?.get(k) ?? `${k} is not a field of ${typeName}${suffix}`,
      post: [...middle, ...late],
      check: compileCheck(known, typeName, suffix, false, undefined),
      needsObject: known.size > 0 || !wholeRead,
      nOneofs: oneofs.size,
    };
  }

  /**
   * Required output fields left unset: the output would not validate on its side, so the conversion says so.
   * The loss names the input field that maps to it (or the field's own name where none does).
   */
  private requiredOp(spec: BodySpec): Op {
    const inputName = (field: string): string => {
      for (const f of spec.fields) {
        const outs = this.outPaths(f);
        const ins = this.inPaths(f);
        if (ins.length > 0 && outs.some((p) => segs(p)[0] === field)) return ins[0];
      }
      for (const t of spec.templates) {
        if (this.toOld ? t.older === field : t.newer.includes(field)) return this.toOld ? t.newer[0] : t.older;
      }
      return field;
    };
    const side = this.toOld ? `${this.plan.olderVersion} (${this.plan.dialect})` : this.plan.newerVersion;
    const checks = spec.required!.map((r) => ({
      field: r.field,
      implicit: r.implicit,
      zero: r.zero,
      fill: r.fill,
      frag: pathFragment(inputName(r.field)),
      reason: `the ${side} form requires ${r.field}, which this value leaves unset`,
    }));
    return (_input, out, ctx) => {
      if (!isObj(out)) return out;
      for (const c of checks) {
        const v = out[c.field];
        const unset =
          v === undefined ||
          v === null ||
          (c.zero !== undefined && v === c.zero) ||
          (c.implicit && (v === "" || v === 0 || v === false || (Array.isArray(v) ? v.length === 0 : isObj(v) && isEmptyObj(v))));
        if (!unset) continue;
        if (c.fill !== undefined && v === undefined) out[c.field] = typeof c.fill === "object" ? (Array.isArray(c.fill) ? [] : {}) : c.fill;
        else lose(ctx, c.frag, c.reason);
      }
      return out;
    };
  }

  private inPaths(f: FieldPlan): string[] {
    if (this.toOld) return f.newer === null ? [] : [f.newer];
    return f.older ?? [];
  }

  private outPaths(f: FieldPlan): string[] {
    if (this.toOld) return f.older ?? [];
    return f.newer === null ? [] : [f.newer];
  }

  private constOp(path: string, value: string): Op {
    const w = makeWriter(segs(path));
    return (_input, out) => w(out, value);
  }

  private fieldOp(
    f: FieldPlan,
    oneofs: Map<string, number>,
    wholeKnown: Set<string> | undefined,
  ): { op: Op; late?: boolean; key?: string; keyOp?: KeyOp } | undefined {
    const toOld = this.toOld;
    const ins = this.inPaths(f);
    const outs = this.outPaths(f);
    if (f.derive) return this.deriveOp(f, ins, outs);
    if (ins.length === 0 && !(f.fallback && !toOld)) return undefined; // nothing to read this way
    if (outs.length === 0) {
      if (ins.length === 1 && segs(ins[0]).length === 1) return this.keyed(ins[0], this.oneSidedKeyOp(f, pathFragment(ins[0])));
      return { op: this.oneSidedOp(f, ins) };
    }
    if (f.value.kind === "invert") return { op: this.invertOp(ins, outs, f.value.olderAbsent === true) };

    const reads = ins.map((p) => makeReader(segs(p)));
    const frags = ins.map(pathFragment);
    const writes = outs.map((p) => makeWriter(segs(p)));
    const conv = this.value(f.value, f.loss);
    // null is a value only where the value is any JSON (see the header comment).
    const nullIsValue = isNullValue(f.value, toOld);
    const implicit = f.implicit === true;
    // Implicit presence: the value kind's own default reads as absent (a list's {} is a wrong shape, not a default).
    const isDefaultIn = defaultTest(f.value);
    const materialize = f.materialize === true;
    const fb = !toOld && f.fallback ? { read: makeReader(segs(f.fallback.older)), frag: pathFragment(f.fallback.older), reason: f.fallback.reason } : undefined;
    let oneof = -1;
    if (!toOld && f.oneof !== undefined) {
      if (!oneofs.has(f.oneof)) oneofs.set(f.oneof, oneofs.size);
      oneof = oneofs.get(f.oneof)!;
    }
    const oneofName = f.oneof;
    const fieldName = outs[0];
    // A whole-value read hands the enclosing type's keys to the inner converter, which checks them.
    const extra = ins.includes("") ? wholeKnown : undefined;

    // Takes this field's oneof slot; a second member of the same oneof is a loss and is not written.
    const claimOneof = (st: unknown[], ctx: Ctx, frag: string): boolean => {
      const seen = st[oneof];
      if (seen !== undefined) {
        lose(ctx, frag, `a second member of oneof ${oneofName} (${seen} is already set)`);
        return false;
      }
      st[oneof] = fieldName;
      return true;
    };

    // Most fields: one top-level input key, dispatched from the key loop (see Body.table). A nested output
    // ("outer.inner") waits for the loop, so the field owning its parent cannot overwrite it.
    if (reads.length === 1 && writes.length === 1 && !fb && !materialize && extra === undefined && segs(ins[0]).length === 1 && segs(outs[0]).length === 1) {
      const frag = frags[0];
      const outSegs = segs(outs[0]);
      const ok = outSegs.length === 1 && outSegs[0] !== "__proto__" ? outSegs[0] : undefined;
      const write = writes[0];
      if (oneof < 0 && !implicit && ok !== undefined) {
        return this.keyed(ins[0], (v, out, ctx) => {
          if (v === undefined || (v === null && !nullIsValue)) return out;
          const r = conv(v, ctx, frag);
          if (r !== undefined) out[ok] = r;
          return out;
        });
      }
      return this.keyed(ins[0], (v, out, ctx, st) => {
        if (v === undefined || (v === null && !nullIsValue)) return out;
        if (toOld && implicit && isDefaultIn(v)) return out;
        const r = conv(v, ctx, frag);
        if (r === undefined) return out;
        if (!toOld && implicit && isDefault(r)) return out;
        if (oneof >= 0 && !claimOneof(st!, ctx, frag)) return out;
        return write(out, r);
      });
    }

    const nReads = reads.length;
    return {
      op: (input, out, ctx, st) => {
        let v: any;
        let frag = "";
        let i = 0;
        for (; i < nReads; i++) {
          v = reads[i](input);
          if (v !== undefined && (nullIsValue || v !== null)) {
            frag = frags[i];
            break;
          }
        }
        if (i < nReads) {
          // Read from the first present older path; another one holding a different scalar is lost.
          for (let j = i + 1; j < nReads; j++) {
            const w = reads[j](input);
            if (w !== undefined && w !== null && typeof w !== "object" && w !== v) {
              lose(ctx, frags[j], `differs from ${ins[i]}, which is the one read`);
            }
          }
        } else {
          v = undefined;
          if (fb !== undefined) {
            const w = fb.read(input);
            // An empty stand-in supplies nothing (the newer side reads "" as unset): no fallback, no report.
            if (w !== undefined && w !== null && w !== "") {
              v = w;
              // Reported where the value was missing: that is what the reader must supply or accept.
              lose(ctx, frags[0], fb.reason);
              frag = fb.frag;
            }
          }
        }
        if (toOld && implicit && v !== undefined && isDefaultIn(v)) v = undefined;
        if (v === undefined) {
          // Only going older is an absent message read as {} (the older side gets its flipped defaults written).
          if (!materialize || !toOld) return out;
          v = {};
        }
        const r = conv(v, ctx, frag, extra);
        if (r === undefined) return out;
        // A message holding only defaults says nothing its absence does not: omitted, so both sides round-trip.
        if (materialize && isObj(r) && isEmptyObj(r)) return out;
        if (!toOld && implicit && isDefault(r)) return out;
        if (oneof >= 0 && !claimOneof(st!, ctx, frag)) return out;
        out = writes[0](out, r);
        // Every further older path gets its own copy: outputs never alias each other.
        for (let j = 1; j < writes.length; j++) out = writes[j](out, deepCopy(r));
        return out;
      },
    };
  }

  /** A field read from one top-level key: the key op, and the same as an op for types without a key loop. */
  private keyed(path: string, keyOp: KeyOp): { op: Op; key: string; keyOp: KeyOp } {
    const k = segs(path)[0];
    return { key: k, keyOp, op: (input, out, ctx, st) => keyOp(input[k], out, ctx, st) };
  }

  private oneSidedKeyOp(f: FieldPlan, frag: string): KeyOp {
    // No reason: the containing pair converts it (a lifted field), so it is known here and never lost.
    if (f.loss === undefined) return (_v, out) => out;
    const implicit = f.implicit === true;
    const isDefaultIn = defaultTest(f.value);
    const reason = f.loss ?? `has no ${this.otherVersion} form`;
    return (v, out, ctx) => {
      if (v === undefined || v === null || (implicit && isDefaultIn(v))) return out;
      lose(ctx, frag, reason);
      return out;
    };
  }

  /** A field with no counterpart this way: a present, non-default value is a loss. */
  private oneSidedOp(f: FieldPlan, ins: string[]): Op {
    if (f.loss === undefined) return (_input, out) => out;
    const reads = ins.map((p) => makeReader(segs(p)));
    const frags = ins.map(pathFragment);
    const implicit = f.implicit === true;
    const isDefaultIn = defaultTest(f.value);
    const reason = f.loss ?? `has no ${this.otherVersion} form`;
    const n = reads.length;
    return (input, out, ctx) => {
      for (let i = 0; i < n; i++) {
        const v = reads[i](input);
        if (v === undefined || v === null || (implicit && isDefaultIn(v))) continue;
        lose(ctx, frags[i], reason);
      }
      return out;
    };
  }

  /** A boolean whose polarity and default flipped: absent reads false on both sides. */
  private invertOp(ins: string[], outs: string[], olderAbsent: boolean): Op {
    const reads = ins.map((p) => makeReader(segs(p)));
    const frags = ins.map(pathFragment);
    const writes = outs.map((p) => makeWriter(segs(p)));
    const toOld = this.toOld;
    const n = reads.length;
    return (input, out, ctx) => {
      let b = toOld ? false : olderAbsent;
      for (let i = 0; i < n; i++) {
        const v = reads[i](input);
        if (v === undefined || v === null) continue;
        if (typeof v === "boolean") b = v;
        else lose(ctx, frags[i], "expected a boolean");
        break;
      }
      // The older side always gets the boolean (its absence means the other default); the newer omits false.
      if (!toOld && b) return out;
      for (let j = 0; j < writes.length; j++) out = writes[j](out, !b);
      return out;
    };
  }

  /** An older-only value computed from a newer one (`from` in `values`); read back, a disagreement is a loss. */
  private deriveOp(f: FieldPlan, ins: string[], outs: string[]): { op: Op; late?: boolean } | undefined {
    const d = f.derive!;
    const from = makeReader(segs(d.from));
    const values = new Set(d.values);
    if (this.toOld) {
      const writes = outs.map((p) => makeWriter(segs(p)));
      return {
        op: (input, out) => {
          const s = from(input);
          const b = typeof s === "string" && values.has(s);
          for (let j = 0; j < writes.length; j++) out = writes[j](out, b);
          return out;
        },
      };
    }
    if (ins.length === 0) return undefined;
    const reads = ins.map((p) => makeReader(segs(p)));
    const frags = ins.map(pathFragment);
    const n = reads.length;
    const tail = f.loss ? `: ${f.loss}` : "";
    // Late: `from` is evaluated on the converted (newer) output.
    return {
      late: true,
      op: (input, out, ctx) => {
        for (let i = 0; i < n; i++) {
          let v = reads[i](input);
          // Absent reads false (ProtoJSON omits it), unless a later older path holds it.
          if (v === undefined || v === null) {
            if (i < n - 1) continue;
            v = false;
          }
          if (typeof v !== "boolean") lose(ctx, frags[i], "expected a boolean");
          else {
            const s = from(out);
            if (v !== (typeof s === "string" && values.has(s))) {
              lose(ctx, frags[i], `${v} disagrees with ${d.from} ${s === undefined ? "(absent)" : show(s)}${tail}`);
            }
          }
          break;
        }
        return out;
      },
    };
  }

  private templateOp(t: TemplatePlan, carried: ReadonlySet<string> = new Set()): Op {
    const templates = t.templates.map(compileTemplate);
    const oldFrag = pathFragment(t.older);
    if (this.toOld) {
      const write = makeWriter(segs(t.older));
      const names = t.newer;
      const frags = names.map(keyFragment);
      const first = templates[0];
      return (input, out, ctx) => {
        // Bindable values: non-empty strings without "/" (each binds one segment).
        let vals: Record<string, string> | undefined;
        for (let i = 0; i < names.length; i++) {
          const v = input[names[i]];
          if (v === undefined || v === null || v === "") continue;
          if (typeof v !== "string") lose(ctx, frags[i], "expected a string");
          else if (v.includes("/")) {
            if (!carried.has(names[i])) lose(ctx, frags[i], `contains "/", which one segment of ${t.older} cannot hold`);
          }
          else (vals ??= {})[names[i]] = v;
        }
        if (vals === undefined) return out;
        for (let k = 0; k < templates.length; k++) {
          const tp = templates[k];
          let ok = true;
          for (let j = 0; j < tp.vars.length; j++) if (vals[tp.vars[j]] === undefined) ok = false;
          if (!ok) continue;
          let s = "";
          for (let j = 0; j < tp.parts.length; j++) {
            const p = tp.parts[j];
            s += (j === 0 ? "" : "/") + (typeof p === "string" ? p : vals[p.name]);
          }
          return write(out, s);
        }
        const missing = first.vars.filter((v) => vals![v] === undefined).join(", ");
        for (let i = 0; i < names.length; i++) {
          if (vals[names[i]] !== undefined && !carried.has(names[i])) lose(ctx, frags[i], `${t.older} (${first.text}) cannot be formed without ${missing}`);
        }
        return out;
      };
    }
    const read = makeReader(segs(t.older));
    const all = t.templates.join(", ");
    return (input, out, ctx) => {
      const v = read(input);
      if (v === undefined || v === null) return out;
      if (typeof v !== "string") {
        lose(ctx, oldFrag, "expected a string");
        return out;
      }
      for (let k = 0; k < templates.length; k++) {
        const tp = templates[k];
        const got = matchTemplate(tp, v);
        if (got === undefined) continue;
        for (let j = 0; j < got.length; j++) {
          const name = tp.vars[j];
          const had = out[name];
          if (had !== undefined && had !== got[j]) {
            lose(ctx, oldFrag, `${name} ${show(got[j])} disagrees with ${show(had)}, which is kept`);
          } else setKey(out, name, got[j]);
        }
        return out;
      }
      lose(ctx, oldFrag, `${show(v)} matches none of ${all}`);
      return out;
    };
  }

  private hoistOp(h: HoistPlan): Op {
    const elem = this.hoistElement(h);
    const select = h.select;
    const main = h.main.map((m) => ({ ...m, readV1: makeReader(segs(m.newer)), readOld: makeReader(segs(m.older)), writeOld: makeWriter(segs(m.older)) }));
    const shared = h.shared.map((s) => ({ ...s, frag: keyFragment(s.newer), readOld: makeReader(segs(s.older)), writeOld: makeWriter(segs(s.older)) }));
    if (this.toOld) {
      const readList = makeReader(segs(h.newer));
      const listFrag = pathFragment(h.newer);
      const writeList = makeWriter(segs(h.olderList));
      return (input, out, ctx) => {
        const L = readList(input);
        if (L === undefined || L === null) return out;
        if (!Array.isArray(L)) {
          lose(ctx, listFrag, "expected a list");
          return out;
        }
        if (L.length === 0) return out;
        ctx.stack.push(listFrag);
        // The elements the older side can use: those of its own version, when any is.
        let carried: readonly unknown[] = L;
        if (select !== undefined) {
          const picked = L.filter((el) => isObj(el) && sameMinor(el[select.newer], select.version));
          if (picked.length > 0 && picked.length < L.length) {
            for (let i = 0; i < L.length; i++) if (!picked.includes(L[i])) lose(ctx, `[${i}]`, select.reason);
            carried = picked;
          }
        }
        const m0 = carried[0] as any;
        const list: any[] = [];
        for (let k = 0; k < carried.length; k++) {
          const el = carried[k] as any;
          const i = carried === L ? k : L.indexOf(el);
          ctx.stack.push(i);
          const r = elem.fn(el, ctx, undefined);
          if (r !== undefined) list.push(r);
          if (i > 0 && isObj(el) && isObj(m0)) {
            for (const s of shared) {
              const v = el[s.newer];
              if (v !== undefined && v !== null && v !== m0[s.newer]) {
                lose(ctx, s.frag, `the older side holds one ${s.older} for the whole object (${show(m0[s.newer] ?? null)})`);
              }
            }
          }
          ctx.stack.pop();
        }
        ctx.stack.pop();
        if (isObj(m0)) {
          for (const m of main) {
            const v = m.readV1(m0);
            if (v !== undefined && v !== null) out = m.writeOld(out, deepCopy(v));
          }
          for (const s of shared) {
            const v = m0[s.newer];
            if (v !== undefined && v !== null) out = s.writeOld(out, deepCopy(v));
          }
        }
        return writeList(out, list);
      };
    }
    const readList = makeReader(segs(h.olderList));
    const listFrag = pathFragment(h.olderList);
    const writeList = makeWriter(segs(h.newer));
    const identity = h.identity;
    const elementRequired = new Set((this.plan.types[h.element]?.requiredNewer ?? []).map((r) => r.field));
    const requiredEntry = (x: { newer: string; older: string }) =>
      elementRequired.has(x.newer) ? { v1: x.newer, frag: pathFragment(x.older), reason: `the ${this.plan.newerVersion} form requires ${x.newer}, which this value leaves unset` } : undefined;
    const hoistRequired = [...h.main, ...h.shared].map(requiredEntry).filter((q) => q !== undefined);
    const sharedRequired = h.shared.map(requiredEntry);
    return (input, out, ctx) => {
      const sharedVals: any[] = [];
      for (const s of shared) {
        const v = s.readOld(input);
        sharedVals.push(v !== undefined && v !== null ? v : s.default);
      }
      // The main element exists when the older object names any of its fields.
      let m0: Obj | undefined;
      for (const m of main) {
        const v = m.readOld(input);
        if (v !== undefined && v !== null) {
          (m0 ??= {})[m.newer] = deepCopy(v);
        }
      }
      if (m0 !== undefined) {
        for (const m of main) if (m0[m.newer] === undefined && m.default !== undefined) m0[m.newer] = m.default;
        for (let j = 0; j < shared.length; j++) if (sharedVals[j] !== undefined) m0[shared[j].newer] = deepCopy(sharedVals[j]);
      }
      const list: any[] = m0 === undefined ? [] : [m0];
      const L = readList(input);
      if (L !== undefined && L !== null) {
        if (!Array.isArray(L)) lose(ctx, listFrag, "expected a list");
        else {
          ctx.stack.push(listFrag);
          for (let i = 0; i < L.length; i++) {
            ctx.stack.push(i);
            const r = elem.fn(L[i], ctx, undefined);
            ctx.stack.pop();
            if (r === undefined) continue;
            for (let j = 0; j < shared.length; j++) if (sharedVals[j] !== undefined) r[shared[j].newer] = deepCopy(sharedVals[j]);
            // An older element repeating the main one is the same interface, not another.
            if (m0 !== undefined) {
              let same = true;
              for (let j = 0; j < identity.length; j++) if (r[identity[j]] !== m0[identity[j]]) same = false;
              if (same) continue;
            }
            list.push(r);
          }
          ctx.stack.pop();
        }
      }
      // The hoisted fields are required per element on the newer side: unset ones are reported (the element
      // conversion checks the rest).
      if (m0 !== undefined) {
        for (const q of hoistRequired) {
          const x = m0[q.v1];
          if (x === undefined || x === null || x === "") lose(ctx, q.frag, q.reason);
        }
      } else if (list.length > 0) {
        for (let j = 0; j < shared.length; j++) {
          const q = sharedRequired[j];
          const x = sharedVals[j];
          if (q !== undefined && (x === undefined || x === null || x === "")) lose(ctx, q.frag, q.reason);
        }
      }
      return list.length === 0 ? out : writeList(out, list);
    };
  }

  private enumMap(id: string): { map: Map<string, string>; v1Only: Map<string, string>; plan: EnumPlan } {
    const plan = this.plan.enums[id];
    if (plan === undefined) throw new TypeError(`compat plan (${this.plan.dialect}): unknown enum "${id}"`);
    let m = this.enumMaps.get(id);
    if (m === undefined) {
      m = {
        map: new Map(Object.entries(this.toOld ? plan.toOlder : plan.toNewer)),
        v1Only: new Map(this.toOld ? Object.entries(plan.newerOnly) : []),
      };
      this.enumMaps.set(id, m);
    }
    return { ...m, plan };
  }

  /** The converter of one present value. `loss` is the field's reason, used by the kinds that can lose. */
  value(vp: ValuePlan, loss?: string): ValueConv {
    const toOld = this.toOld;
    switch (vp.kind) {
      case "copy": {
        if (toOld && vp.values !== undefined) {
          const allowed = new Set(vp.values);
          const reason = `the older side allows only ${vp.values.map((x) => JSON.stringify(x)).join(", ")}`;
          return (v, ctx, frag) => {
            if (typeof v === "string" && allowed.has(v)) return v;
            lose(ctx, frag, reason);
            return undefined;
          };
        }
        if (!toOld && vp.format !== undefined) {
          const parses = vp.format === "bytes" ? isBase64 : isTimestamp;
          const reason = vp.format === "bytes" ? "not base64, which the newer side's bytes require" : "not an RFC 3339 timestamp, which the newer side requires";
          return (v, ctx, frag) => {
            if (typeof v === "string" && parses(v)) return v;
            lose(ctx, frag, reason);
            return undefined;
          };
        }
        return (v) => (typeof v !== "object" || v === null ? v : deepCopy(v));
      }
      case "enum": {
        const { map, v1Only, plan } = this.enumMap(vp.enum);
        const typeName = toOld ? plan.newer : plan.older;
        return (v, ctx, frag) => {
          if (typeof v === "string") {
            const r = map.get(v);
            if (r !== undefined) return r;
            const why = v1Only.get(v);
            if (why !== undefined) {
              lose(ctx, frag, why);
              return undefined;
            }
          }
          lose(ctx, frag, `${show(v)} is not a value of ${typeName}`);
          return undefined;
        };
      }
      case "message": {
        const cell = this.type(vp.type);
        return (v, ctx, frag, extra) => {
          if (frag === "") return cell.fn(v, ctx, extra);
          ctx.stack.push(frag);
          const r = cell.fn(v, ctx, extra);
          ctx.stack.pop();
          return r;
        };
      }
      case "list": {
        if (vp.of.kind === "copy") {
          return (v, ctx, frag) => {
            if (Array.isArray(v)) return deepCopy(v);
            lose(ctx, frag, "expected a list");
            return undefined;
          };
        }
        const of = this.value(vp.of, loss);
        return (v, ctx, frag) => {
          if (!Array.isArray(v)) {
            lose(ctx, frag, "expected a list");
            return undefined;
          }
          const st = ctx.stack;
          const out: any[] = [];
          if (frag !== "") st.push(frag);
          for (let i = 0; i < v.length; i++) {
            st.push(i);
            const r = of(v[i], ctx, "");
            st.pop();
            if (r !== undefined) out.push(r);
          }
          if (frag !== "") st.pop();
          return out;
        };
      }
      case "map": {
        if (vp.of.kind === "copy") {
          return (v, ctx, frag) => {
            if (isObj(v)) return deepCopy(v);
            lose(ctx, frag, "expected an object");
            return undefined;
          };
        }
        const of = this.value(vp.of, loss);
        return (v, ctx, frag) => {
          if (!isObj(v)) {
            lose(ctx, frag, "expected an object");
            return undefined;
          }
          const st = ctx.stack;
          const out: Obj = {};
          if (frag !== "") st.push(frag);
          for (const k in v) {
            st.push(keyFragment(k));
            const r = of(v[k], ctx, "");
            st.pop();
            if (r !== undefined) setKey(out, k, r);
          }
          if (frag !== "") st.pop();
          return out;
        };
      }
      case "wrap": {
        const of = this.value(vp.of, loss);
        const field = vp.field;
        const ffrag = keyFragment(field);
        if (toOld) {
          return (v, ctx, frag) => {
            if (!isObj(v)) {
              lose(ctx, frag, "expected an object");
              return undefined;
            }
            if (frag !== "") ctx.stack.push(frag);
            for (const k in v) if (k !== field) lose(ctx, keyFragment(k), `${k} is not a field of the wrapper {${field}}`);
            const inner = v[field];
            // ProtoJSON omits an empty list: the wrapper of nothing is the empty list, not nothing.
            const r = inner === undefined || inner === null ? (vp.of.kind === "list" ? [] : undefined) : of(inner, ctx, ffrag);
            if (frag !== "") ctx.stack.pop();
            return r;
          };
        }
        return (v, ctx, frag) => {
          const r = of(v, ctx, frag);
          if (r === undefined) return undefined;
          const o: Obj = {};
          // ProtoJSON omits an empty list: the wrapper of [] is {}.
          if (!(Array.isArray(r) && r.length === 0)) setKey(o, field, r);
          return o;
        };
      }
      case "first": {
        const of = this.value(vp.of, loss);
        if (toOld) {
          return (v, ctx, frag) => {
            const r = of(v, ctx, frag);
            return r === undefined ? undefined : [r];
          };
        }
        const reason = loss ?? "only the first element has a newer form";
        return (v, ctx, frag) => {
          if (!Array.isArray(v)) {
            lose(ctx, frag, "expected a list");
            return undefined;
          }
          if (v.length === 0) return undefined;
          const st = ctx.stack;
          if (frag !== "") st.push(frag);
          st.push(0);
          const r = of(v[0], ctx, "");
          st.pop();
          for (let i = 1; i < v.length; i++) lose(ctx, `[${i}]`, reason);
          if (frag !== "") st.pop();
          return r;
        };
      }
      case "object": {
        const reason = toOld ? (loss ?? "not a JSON object, which is all the older side holds") : "expected an object";
        if (!toOld) {
          return (v, ctx, frag) => {
            if (isObj(v)) return deepCopy(v);
            lose(ctx, frag, reason);
            return undefined;
          };
        }
        // A non-object value still travels, wrapped as {value: x} (the form a2a-js 1.3.0 uses too), and is
        // reported: the older side cannot tell the wrapper from an object that was sent as such.
        return (v, ctx, frag) => {
          if (isObj(v)) return deepCopy(v);
          lose(ctx, frag, reason);
          return { value: deepCopy(v) };
        };
      }
      case "zeroUnset": {
        if (toOld) {
          const reason = loss ?? "0 has no older form (the older side reads 0 as unset)";
          return (v, ctx, frag) => {
            if (v === 0 || v === "0") {
              lose(ctx, frag, reason);
              return undefined;
            }
            return v;
          };
        }
        return (v) => (v === 0 || v === "0" ? undefined : v);
      }
      case "invert":
        // Only meaningful with its absence rule, which the field op applies; as a bare value: negate.
        return (v, ctx, frag) => {
          if (typeof v === "boolean") return !v;
          lose(ctx, frag, "expected a boolean");
          return undefined;
        };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The public converters of one direction of one dialect.

function run(conv: (v: any, ctx: Ctx) => any, value: unknown, options: CompatOptions | undefined, where: string, op?: string): Converted {
  const ctx: Ctx = { losses: [], stack: [] };
  let out: any;
  try {
    out = conv(value, ctx);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    ctx.losses = [{ path: "$", reason: "nested too deeply to convert" }];
    out = undefined;
  }
  if (options !== undefined && options.strict === true && ctx.losses.length !== 0) {
    throw new CompatError(ctx.losses, op === undefined ? where : `${where}(${op})`);
  }
  return { value: out, losses: ctx.losses };
}

const CORE = new Set(["params", "result", "streamEvent", "error"]);

/** A request or result with nothing to convert: the output is {} and every meaningful input key is lost. */
function emptyConv(reason: (key: string) => string): (v: any, ctx: Ctx) => any {
  return (v, ctx) => {
    if (isObj(v)) for (const k in v) if (!isDefault(v[k])) lose(ctx, keyFragment(k), reason(k));
    return {};
  };
}

/** A whole-type converter supplied from elsewhere (the generated fast path, codegen.ts): same contract as a cell's, from "$". */
export type TypeSource = (id: string) => ((v: any, ctx: Ctx) => any) | undefined;

/**
 * Compiles one direction of a dialect plan into its public converters. `label` names it in errors ("toV0_3.jsonrpc").
 * `types`, when given, supplies the type converters (the generated ones); the closures here are used for any it lacks.
 */
export function compileDirection(plan: DialectPlan, dir: Direction, label: string, types?: TypeSource): DialectConverters {
  const c = new DirectionCompiler(plan, dir);
  const toOld = dir === "toOlder";
  const typeConv = (id: string): ((v: any, ctx: Ctx) => any) => {
    const supplied = types?.(id);
    if (supplied !== undefined) return supplied;
    const cell = c.type(id);
    return (v, ctx) => cell.fn(v, ctx, undefined);
  };

  // Operations: converters built on first use and kept.
  type OpConvs = { params: (v: any, ctx: Ctx) => any; result: (v: any, ctx: Ctx) => any; event: ((v: any, ctx: Ctx) => any) | undefined };
  const opCache = new Map<string, OpConvs>();
  const opPlan = (name: string): OperationPlan => {
    const o = Object.hasOwn(plan.operations, name) ? plan.operations[name] : undefined;
    if (o === undefined) {
      throw new TypeError(`${label}: unknown operation ${JSON.stringify(name)}; known: ${Object.keys(plan.operations).join(", ")}`);
    }
    if (o.olderRpc === null) {
      throw new CompatError([{ path: "$", reason: `${plan.olderVersion} has no ${o.identity} operation` }], `${label}(${name})`);
    }
    return o;
  };
  const opConvs = (name: string): OpConvs => {
    let e = opCache.get(name);
    if (e !== undefined) return e;
    const o = opPlan(name);
    const outRpc = toOld ? o.olderRpc : o.newerRpc;
    const params = o.params === null ? emptyConv((k) => `${k} has no counterpart: ${outRpc} takes no parameters`) : typeConv(o.params);
    let result: (v: any, ctx: Ctx) => any;
    const r = o.result;
    if (r === null) result = emptyConv((k) => `${k} has no counterpart: ${outRpc} returns nothing`);
    else if (r.kind === "message") result = typeConv(r.type);
    else {
      // google.protobuf.Empty on the newer side; the older side answers r.old (null or {}).
      const oldEmpty = r.older;
      result = (v, ctx) => {
        if (isObj(v)) for (const k in v) lose(ctx, keyFragment(k), `${k} is not a field of an empty result`);
        else if (v !== undefined && v !== null) lose(ctx, "", "expected an empty result");
        return toOld ? (oldEmpty === null ? null : {}) : {};
      };
    }
    e = { params, result, event: o.event === null ? undefined : typeConv(o.event) };
    opCache.set(name, e);
    return e;
  };

  // Stream events without an operation: the event type all streaming operations share.
  const eventTypes = new Set<string>();
  for (const o of Object.values(plan.operations)) if (o.event !== null && o.olderRpc !== null) eventTypes.add(o.event);
  const commonEvent = eventTypes.size === 1 ? typeConv([...eventTypes][0]) : undefined;

  // Errors: newer codes without an older form become their nearest older code (a loss); others pass.
  const errs = new Map(plan.errors.map((e) => [e.code, e]));
  const errorConv = (v: any, ctx: Ctx): any => {
    if (!isObj(v)) {
      lose(ctx, "", "expected an object");
      return undefined;
    }
    const out: Obj = {};
    for (const k in v) if (k !== "code" && k !== "message" && k !== "data") lose(ctx, keyFragment(k), `${k} is not a field of an error object`);
    let code = v.code;
    if (toOld && typeof code === "number") {
      const e = errs.get(code);
      if (e !== undefined) {
        if (e.nearest !== undefined) lose(ctx, ".code", e.nearest);
        code = e.olderCode;
      }
    }
    if (code !== undefined) out.code = code;
    if (v.message !== undefined) out.message = v.message;
    if (v.data !== undefined) out.data = deepCopy(v.data);
    return out;
  };

  const api: Record<string, unknown> = {
    params: (operation: string, value: unknown, options?: CompatOptions) =>
      run(opConvs(operation).params, value, options, `${label}.params`, operation),
    result: (operation: string, value: unknown, options?: CompatOptions) =>
      run(opConvs(operation).result, value, options, `${label}.result`, operation),
    streamEvent: (value: unknown, options?: StreamOptions) => {
      if (options?.operation !== undefined) {
        const ev = opConvs(options.operation).event;
        if (ev === undefined) throw new TypeError(`${label}: operation ${JSON.stringify(options.operation)} does not stream`);
        return run(ev, value, options, `${label}.streamEvent`, options.operation);
      }
      if (commonEvent === undefined) {
        throw new TypeError(
          `${label}.streamEvent: ${eventTypes.size === 0 ? "no operation streams" : "streaming operations differ in event type; pass options.operation"}`,
        );
      }
      return run(commonEvent, value, options, `${label}.streamEvent`);
    },
    error: (value: unknown, options?: CompatOptions) => run(errorConv, value, options, `${label}.error`),
  };
  for (const [kind, id] of Object.entries(plan.kinds)) {
    if (CORE.has(kind)) throw new TypeError(`${label}: kind ${JSON.stringify(kind)} collides with a converter name`);
    const conv = typeConv(id);
    const where = `${label}.${kind}`;
    api[kind] = (value: unknown, options?: CompatOptions) => run(conv, value, options, where);
  }
  return api as DialectConverters;
}

/** Every type and enum id a plan refers to must exist: checked once, when the converters are created. */
export function checkPlan(plan: DialectPlan): void {
  const problems: string[] = [];
  const type = (id: string | null, where: string) => {
    if (id !== null && !Object.hasOwn(plan.types, id)) problems.push(`${where}: unknown type "${id}"`);
  };
  const value = (vp: ValuePlan, where: string): void => {
    switch (vp.kind) {
      case "enum":
        if (!Object.hasOwn(plan.enums, vp.enum)) problems.push(`${where}: unknown enum "${vp.enum}"`);
        return;
      case "message":
        return type(vp.type, where);
      case "list":
      case "map":
      case "wrap":
      case "first":
        return value(vp.of, where);
      default:
        return;
    }
  };
  for (const [id, t] of Object.entries(plan.types)) {
    const fields = [...t.fields, ...(t.variants ?? []).flatMap((v) => v.fields)];
    for (const f of fields) value(f.value, `${id}.${f.newer ?? f.older?.[0] ?? "?"}`);
    if (t.hoist) type(t.hoist.element, `${id} hoist`);
  }
  for (const [id, o] of Object.entries(plan.operations)) {
    type(o.params, `operation ${id} params`);
    if (o.result?.kind === "message") type(o.result.type, `operation ${id} result`);
    type(o.event, `operation ${id} event`);
  }
  for (const [k, id] of Object.entries(plan.kinds)) type(id, `kind ${k}`);
  if (problems.length > 0) throw new TypeError(`compat plan (${plan.dialect}) is inconsistent:\n  ${problems.join("\n  ")}`);
}

/** The oracle's counterpart of the generated `compat` object: both directions of every plan, from the plans alone. */
export function createOracle(spec: { newer: string; older: string; plans: readonly DialectPlan[] }): Record<string, Record<string, DialectConverters>> {
  const toNewer: Record<string, DialectConverters> = {};
  const toOlder: Record<string, DialectConverters> = {};
  for (const plan of spec.plans) {
    checkPlan(plan);
    toNewer[plan.dialect] = compileDirection(plan, "toNewer", `to${spec.newer}.${plan.dialect}`);
    toOlder[plan.dialect] = compileDirection(plan, "toOlder", `to${spec.older}.${plan.dialect}`);
  }
  return { [`to${spec.newer}`]: toNewer, [`to${spec.older}`]: toOlder };
}
