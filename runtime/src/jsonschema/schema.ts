// One v0.3 JSON-RPC validator: the printed accepting check (generated code, no allocation) wrapped
// once in a zod schema. An accepted value is the output itself (a JSON Schema validator changes
// nothing: no copy). A refused one is explained by walking its JsonNode (explain.ts), so no zod
// object schema is ever built, on either path: zod's $ZodObject probes `new Function` when built.

import * as z from "zod/mini";
import { REFUSED, withFastPath } from "../protojson/fast-path.js";
import { lazySchemas } from "../protojson/schema-set.js";
import { explainer, type RawIssue } from "./explain.js";
import type { Faults, JsonNode, NodeLookup, JsonPrimitive } from "./node.js";

/** A printed accepting check: true when the value is valid. Generated code; it may throw on a hostile JS value. */
export type AcceptingCheck = (value: unknown) => boolean;

/**
 * A definition's entry in a generated module's table of checks: its printed check, with its faults (see
 * NodeLookup.faults) for a loose object definition.
 */
export type CheckEntry = AcceptingCheck | readonly [AcceptingCheck, Faults];

function checkOf(entry: CheckEntry): AcceptingCheck {
  return typeof entry === "function" ? entry : entry[0];
}

/**
 * The lookup of a schema's definitions as data: `table()` (the generated `JSON.parse` of every
 * definition's node, by name) is called at the first lookup, that is on the first refusal, once.
 * A name the table does not own gives undefined (inherited names such as "toString" too). `checks()`
 * gives the definitions' accepting checks by name, with the loose object definitions' faults (read at
 * the first refusal too, so the module may define them after this call).
 */
export function jsonNodes(table: () => Readonly<Record<string, JsonNode>>, checks?: () => Readonly<Record<string, CheckEntry>>): NodeLookup {
  // Maps of own entries: a name the table does not own (inherited "toString" too) is not in them.
  let nodes: Map<string, JsonNode> | undefined;
  const lookup: NodeLookup = (name) => (nodes ??= new Map(Object.entries(table()))).get(name);
  if (checks !== undefined) {
    let byName: Map<string, CheckEntry> | undefined;
    const entry = (name: string) => (byName ??= new Map(Object.entries(checks()))).get(name);
    lookup.accepts = (name, value) => {
      const e = entry(name);
      return e !== undefined && accepts(checkOf(e), value);
    };
    lookup.faults = (name) => {
      const e = entry(name);
      return e === undefined || typeof e === "function" ? undefined : e[1];
    };
  }
  return lookup;
}

/** Runs a check that may throw (a JS caller's getter or proxy, a stack too deep): a throw is a refusal. */
function accepts(check: AcceptingCheck, input: unknown): boolean {
  try {
    return check(input) === true;
  } catch {
    return false;
  }
}

/**
 * The public form of a printed check: total, a throw (a JS caller's throwing getter or proxy, a stack
 * too deep for a recursive schema) is a refusal.
 */
export function totalCheck(check: AcceptingCheck): AcceptingCheck {
  return (value) => accepts(check, value);
}

/** The issues of a refused value; one issue naming the failure when the value could not be read. */
function issuesOf(explain: (input: unknown) => RawIssue[], input: unknown): RawIssue[] {
  try {
    const issues = explain(input);
    // The check refused what the rules accept: not reached while both come from one node.
    return issues.length > 0 ? issues : [{ code: "custom", path: [], message: "Invalid input", input }];
  } catch (e) {
    return [{ code: "custom", path: [], message: `the input could not be read: ${e instanceof Error ? e.message : "exception"}`, input }];
  }
}

/** zod's propValues of an object definition: the literal values of its properties, for z.discriminatedUnion. */
function propValues(node: JsonNode | undefined, lookup: NodeLookup): Record<string, Set<JsonPrimitive>> {
  const out: Record<string, Set<JsonPrimitive>> = {};
  if (node?.kind !== "object") return out;
  for (const p of node.props ?? []) {
    let v: JsonNode | undefined = p.value;
    for (let i = 0; v?.kind === "ref" && i < 64; i++) v = lookup(v.name);
    if (p.optional || (v?.kind !== "literal" && v?.kind !== "enum")) continue;
    Object.defineProperty(out, p.key, { value: new Set<JsonPrimitive>(v.values), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/**
 * The zod schema of definition `name`: `check` decides, the definition's node explains a refusal
 * with zod's issues (codes, paths and messages of the zod schema the JSON Schema translates to).
 * It composes like any zod schema (z.optional(), inside z.object, z.discriminatedUnion of object
 * definitions); safeParse and parse of an accepted value skip zod's machinery and return the value.
 */
export function jsonSchema<Out, In = Out>(check: AcceptingCheck, name: string, lookup: NodeLookup): z.ZodMiniType<Out, In> {
  const explain = explainer(name, lookup);
  const schema = z.transform((input: unknown, payload) => {
    if (accepts(check, input)) return input;
    for (const issue of issuesOf(explain, input)) payload.issues.push(issue as unknown as z.core.$ZodRawIssue);
    return z.NEVER;
  }) as unknown as z.ZodMiniType<Out, In>;
  let values: Record<string, Set<JsonPrimitive>> | undefined;
  Object.defineProperty(schema._zod, "propValues", { get: () => (values ??= propValues(lookup(name), lookup)), configurable: true });
  // Both paths of safeParse without zod's run: the same answers, as zod's own methods give them.
  return withFastPath(
    schema,
    (data) => (accepts(check, data) ? data : REFUSED),
    (data) => issuesOf(explain, data) as unknown as z.core.$ZodRawIssue[],
  );
}

/** An own, enumerable, writable property (a name such as "__proto__" too, which an assignment would not set). */
function own<T>(out: Record<string, T>, name: string, value: T): void {
  Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * A schema's public `accepts`, from its printed checks by definition name: each made total (a throw is a
 * refusal), frozen. One table of checks serves this and `jsonSchemas`, so the module prints each name once.
 */
export function acceptsOf(checks: Readonly<Record<string, CheckEntry>>): Readonly<Record<string, AcceptingCheck>> {
  const out: Record<string, AcceptingCheck> = {};
  for (const name of Object.keys(checks)) own(out, name, totalCheck(checkOf(checks[name])));
  return Object.freeze(out);
}

/** Every definition's zod schema (`jsonSchema`), by its name in `checks`, each built at its first read. */
export function jsonSchemas(checks: Readonly<Record<string, CheckEntry>>, lookup: NodeLookup): Readonly<Record<string, z.ZodMiniType>> {
  const makers: Record<string, () => z.ZodMiniType> = {};
  for (const name of Object.keys(checks)) own(makers, name, () => jsonSchema(checkOf(checks[name]), name, lookup));
  return lazySchemas(makers);
}
