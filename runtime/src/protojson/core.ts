// The engine under every ProtoJSON schema and validator. Each is a plain function over the JSON value
// (a "node"), wrapped once in a zod schema (schema.ts) or a zod-free validator (validator.ts). No zod
// value is imported here: a bundle that validates without zod must not reach zod through this module.
// Nodes call each other directly: going through zod's safeParse for every nested value would allocate
// a result per value and lose the shared recursion depth that fromJson counts (the benchmark wants us
// >= 2x faster than fromJson).

import type * as z from "zod/v4/core";

/** Returned by a node for a value it rejected; the reason is already in ctx.issues. */
export const INVALID: unique symbol = Symbol("protojson.invalid");
export type Invalid = typeof INVALID;

/** fromJson's default recursionLimit: every message (well-known ones too) and every Value counts. */
export const RECURSION_LIMIT = 100;

/**
 * Issues kept per parse; then the parse stops. Deliberate difference: fromJson stops at the
 * first error, we report more (same accept/reject outcome), but not without bound.
 */
export const MAX_ISSUES = 100;

export type PathKey = string | number;

/** A zod raw issue as our nodes produce it: code "custom", with expected/received in params. */
export type RawIssue = {
  code: "custom";
  path: PathKey[];
  message: string;
  input: unknown;
  params: { expected: string; received: string };
};

/**
 * State of one top-level parse. No path is kept while parsing (that cost showed in profiles):
 * an issue's path starts relative to the node that raised it, innermost key first, and each
 * enclosing node appends its own key (withKey) to the issues its child added. toSchema reverses.
 */
export interface Ctx {
  issues: RawIssue[];
  depth: number;
  /**
   * unknownFields of the innermost enclosing message() ("report" = true). Well-known types have
   * no options of their own; google.protobuf.Empty follows the message that holds it.
   */
  reportUnknown: boolean;
  /**
   * Set when the recursion limit is hit or MAX_ISSUES is reached: every loop then stops early.
   * fromJson stops at its first error; we go on to collect more, but a cyclic (or shared, DAG)
   * object from a JS caller would make that exponential, and cycles always hit the limit.
   */
  stop: boolean;
}

/** Appends `key` to the (innermost-first) paths of the issues added since index `from`. */
export function withKey(ctx: Ctx, from: number, key: PathKey): void {
  for (let i = from; i < ctx.issues.length; i++) ctx.issues[i].path.push(key);
}

/**
 * How a message treats a field of this type, mirroring fromJson's field readers:
 * - "scalar": a JSON null oneof member is skipped entirely (it does not claim the oneof);
 * - "enum" / "message": a JSON null still claims its oneof (fromJson checks the oneof before
 *   it resets the field), so a second member next to it is rejected.
 */
export type NodeKind = "scalar" | "enum" | "message";

export interface Node {
  kind: NodeKind;
  /** JSON null is a value (google.protobuf.Value and NullValue), not "unset". */
  nullIsValue: boolean;
  /** Short name of what is accepted, for issues. */
  expected: string;
  /** Converts one JSON value to its canonical output, or pushes issue(s) and returns INVALID. Never throws. */
  run(input: unknown, ctx: Ctx): unknown;
  /** For REQUIRED with implicit presence: is this (output) value the proto default? */
  isDefault?(output: unknown): boolean;
}

/** One top-level run of a node: its output, or INVALID with the issues (paths outermost key first). */
export interface Run {
  out: unknown;
  issues: RawIssue[];
}

/**
 * Runs `node` over one top-level value: what a zod schema of ours and a zod-free validator both do. Never
 * throws: a throwing getter or proxy of a JS caller's object is an issue at the root.
 */
export function runNode(node: Node, input: unknown): Run {
  const ctx: Ctx = { issues: [], depth: 0, reportUnknown: false, stop: false };
  let out: unknown;
  try {
    out = node.run(input, ctx);
  } catch (e) {
    // Nodes never throw on values; only a JS caller's object can (a throwing getter or proxy).
    ctx.issues.length = 0;
    fail(ctx, node.expected, input, `the input could not be read: ${e instanceof Error ? e.message : "exception"}`);
    out = INVALID;
  }
  if (out === INVALID || ctx.issues.length > 0) {
    if (ctx.issues.length === 0) fail(ctx, node.expected, input, "invalid value"); // not reached: nodes report before INVALID
    for (const issue of ctx.issues) issue.path.reverse(); // outermost key first, as zod has it
    return { out: INVALID, issues: ctx.issues };
  }
  return { out, issues: ctx.issues };
}

const nodes = new WeakMap<object, Node>();

/**
 * A zod schema as a FieldSpec may give it: anything with zod's safeParse (a schema of zod/mini, which
 * ours are, or of zod's classic API).
 */
export interface ForeignSchema {
  safeParse(input: unknown): { success: true; data: unknown } | { success: false; error: { issues: readonly z.$ZodIssue[] } };
}

/** Records that `schema` (a zod schema made by toSchema) runs `node`, so fields typed by it run the node directly. */
export function linkSchema(schema: object, node: Node): void {
  nodes.set(schema, node);
}

/**
 * A node for a zod schema that is not ours (a hand-written FieldSpec.type). It runs through
 * safeParse, so its issues are re-rooted at the current path; it counts as a scalar for oneofs
 * and null handling ("null is unset"), which is the rule the FieldSpec contract states.
 */
export function foreignNode(schema: ForeignSchema): Node {
  return {
    kind: "scalar",
    nullIsValue: false,
    expected: "value",
    run(input, ctx) {
      let r: ReturnType<ForeignSchema["safeParse"]>;
      try {
        r = schema.safeParse(input);
      } catch (e) {
        return fail(ctx, "value", input, `validator threw: ${e instanceof Error ? e.message : "error"}`);
      }
      if (r.success) return r.data;
      for (const iss of r.error.issues) {
        const params = (iss as { params?: { expected?: unknown; received?: unknown } | undefined }).params;
        const expected = typeof params?.expected === "string" ? params.expected : iss.code === "invalid_type" ? String(iss.expected) : iss.code;
        const received = typeof params?.received === "string" ? params.received : describe(input);
        ctx.issues.push({
          code: "custom",
          path: (iss.path as PathKey[]).slice().reverse(),
          message: iss.message,
          input,
          params: { expected, received },
        });
      }
      return INVALID;
    },
  };
}

/** Resolves a FieldSpec type to a node: ours directly, anything else through safeParse. */
export function resolveNode(schema: ForeignSchema): Node {
  return nodes.get(schema) ?? foreignNode(schema);
}

/**
 * Records an issue at the current node (or at its child `childKey`) and returns INVALID, so
 * callers can `return fail(...)`.
 */
export function fail(ctx: Ctx, expected: string, input: unknown, message: string, childKey?: PathKey): Invalid {
  const path: PathKey[] = childKey === undefined ? [] : [childKey];
  ctx.issues.push({ code: "custom", path, message, input, params: { expected, received: describe(input) } });
  if (ctx.issues.length >= MAX_ISSUES) ctx.stop = true;
  return INVALID;
}

/** fromJson checks the depth before anything else: a message nested one level too deep fails. */
export function tooDeep(ctx: Ctx, expected: string, input: unknown): boolean {
  if (ctx.depth + 1 <= RECURSION_LIMIT) return false;
  fail(ctx, expected, input, `maximum recursion depth of ${RECURSION_LIMIT} reached`);
  ctx.stop = true;
  return true;
}

/** A short, never-throwing description of a JS value for issues (symbols break template strings). */
export function describe(v: unknown): string {
  switch (typeof v) {
    case "string":
      return v.length > 40 ? `string "${v.slice(0, 37)}..."` : `string ${JSON.stringify(v)}`;
    case "number":
      return `number ${String(v)}`;
    case "boolean":
      return String(v);
    case "bigint":
      return "bigint";
    case "object":
      return v === null ? "null" : Array.isArray(v) ? "array" : "object";
    default:
      return typeof v; // undefined, function, symbol
  }
}

/** Sets an own property even for "__proto__" (plain assignment would set the prototype instead). */
export function setOwn(obj: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    obj[key] = value;
  }
}

/** A JSON object as fromJson accepts it: any non-null, non-array object (it reads Object.keys). */
export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/**
 * Does Object.prototype carry enumerable keys (a polluted prototype)? Then for-in loops must
 * filter to own keys, as Object.keys (what fromJson reads) does. ~5ns: checked per object.
 */
export function inheritsEnumerable(): boolean {
  for (const _ in Object.prototype) return true;
  return false;
}

/** Only plain objects take the fast paths (a class instance with the right keys still gets copied). */
export function isPlain(o: object): boolean {
  const proto = Object.getPrototypeOf(o);
  return proto === Object.prototype || proto === null;
}
