// The issues path of the v0.3 JSON-RPC validators: walks a JsonNode over a rejected value and
// returns the issues zod would have raised for the zod schema the node stands for (the generator's
// zod text, which the tests keep as the oracle): same codes, paths, order and union reporting. It
// runs only after the printed check said no, so it favours plain code over speed.

// zod/v4/core by name: `z.core` read as a value would keep core's whole namespace, locales included, in a bundle.
import { type $ZodRawIssue, config, util } from "zod/v4/core";
import type { JsonNode, JsonObjectNode, NodeLookup, JsonPrimitive } from "./node.js";

/** A zod raw issue (message left to zod's error map unless the zod text fixed one). */
export type RawIssue = Record<string, unknown> & { code: string; path: PropertyKey[]; continue?: boolean };

/** The result of one zod schema run: its issues, and whether zod marked it aborted (a failed preprocess). */
interface Scope {
  issues: RawIssue[];
  aborted: boolean;
}

const INTEGER_MESSAGE = "Invalid input: expected integer, received number";
const PRESENT_MESSAGE = "Invalid input: expected nonoptional, received undefined";

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** zod's `aborted`: some issue stops the schema (only refinements let it continue). */
function aborted(s: Scope): boolean {
  return s.aborted || s.issues.some((i) => i.continue !== true);
}

class Walker {
  /** Node → discriminator values of its object form, per key (a union branch's values). */
  private readonly values = new Map<JsonNode, Map<string, JsonPrimitive[] | null>>();
  private readonly keys = new WeakMap<JsonObjectNode, ReadonlySet<string>>();
  constructor(private readonly lookup: NodeLookup) {}

  private deref(n: JsonNode): JsonNode {
    let node = n;
    // A chain of references ends or repeats within as many steps as there are definitions; 64 is plenty.
    for (let i = 0; node.kind === "ref" && i < 64; i++) node = this.lookup(node.name) ?? { kind: "never" };
    return node;
  }

  /** The issues of `n` on `input`, paths relative to it. */
  run(n: JsonNode, input: unknown): Scope {
    const s: Scope = { issues: [], aborted: false };
    this.walk(n, input, [], s);
    return s;
  }

  // Each caller passes a fresh literal: the path is set on it (path last, as zod's keys go) rather than
  // spread into a copy, a spread of many shapes being most of a refusal's time.
  private add(s: Scope, path: PropertyKey[], issue: Omit<RawIssue, "path">): undefined {
    const i = issue as RawIssue;
    i.path = path.slice();
    s.issues.push(i);
  }

  private walk(n: JsonNode, input: unknown, path: PropertyKey[], s: Scope): undefined {
    switch (n.kind) {
      case "unknown":
        return;
      case "never":
        return this.add(s, path, { code: "invalid_type", expected: "never", input });
      case "type":
        if (n.name === "null" ? input === null : n.name === "number" ? Number.isFinite(input) : typeof input === n.name) return;
        return this.add(s, path, { code: "invalid_type", expected: n.name, input });
      case "integer":
        if (!Number.isFinite(input)) return this.add(s, path, { code: "invalid_type", expected: "number", input });
        if (!Number.isInteger(input)) this.add(s, path, { code: "custom", message: INTEGER_MESSAGE, input, continue: true });
        return;
      case "notContainer": {
        const container = typeof input === "object" && input !== null && (Array.isArray(input) ? n.array : n.object);
        if (container) this.add(s, path, { code: "custom", input, continue: true });
        return;
      }
      case "ref":
        // A part the definition's check accepts has no issue: only the refused parts are walked.
        if (this.lookup.accepts?.(n.name, input) === true) return;
        return this.walk(this.deref(n), input, path, s);
      case "literal":
        if (n.values.includes(input as JsonPrimitive)) return;
        if (n.values.length === 1 && n.values[0] === null) return this.add(s, path, { code: "invalid_type", expected: "null", input });
        return this.add(s, path, { code: "invalid_value", values: n.values.slice(), input });
      case "enum":
        if (n.values.includes(input as string)) return;
        return this.add(s, path, { code: "invalid_value", values: n.values.slice(), input });
      case "tuple":
        return this.tuple(n.items, input, path, s);
      case "exactObject":
        return this.object({ kind: "object", mode: "strict", props: n.entries.map((e) => ({ key: e.key, value: e.value })) }, input, path, s);
      case "array":
        if (!Array.isArray(input)) return this.add(s, path, { code: "invalid_type", expected: "array", input });
        for (let i = 0; i < input.length; i++) this.child(n.items, input[i], path, i, s);
        return;
      case "object":
        return this.object(n, input, path, s);
      case "union":
        return this.union(n.of, input, path, s);
      case "xor":
        return this.xor(n.of, input, path, s);
      case "discriminated":
        return this.discriminated(n.key, n.of, input, path, s);
      case "allOf": {
        // zod text: a preprocess checks `rest`; when it adds issues the pipe stops before `first`.
        const before = s.issues.length;
        for (const r of n.rest) {
          const sub = this.run(r, input);
          for (const i of sub.issues) s.issues.push({ ...finalize(i), path: [...path, ...i.path] });
        }
        if (s.issues.length > before) {
          s.aborted = true;
          return;
        }
        return this.walk(n.first, input, path, s);
      }
    }
  }

  private child(n: JsonNode, input: unknown, path: PropertyKey[], key: PropertyKey, s: Scope): undefined {
    path.push(key);
    this.walk(n, input, path, s);
    path.pop();
  }

  private tuple(items: JsonNode[], input: unknown, path: PropertyKey[], s: Scope): undefined {
    if (!Array.isArray(input)) return this.add(s, path, { code: "invalid_type", expected: "array", input });
    if (input.length > items.length) this.add(s, path, { code: "too_big", origin: "array", maximum: items.length, inclusive: true, input });
    if (input.length < items.length) this.add(s, path, { code: "too_small", origin: "array", minimum: items.length, inclusive: true, input });
    if (input.length !== items.length) return;
    for (let i = 0; i < items.length; i++) this.child(items[i], input[i], path, i, s);
  }

  private object(n: JsonObjectNode, input: unknown, path: PropertyKey[], s: Scope): undefined {
    const rest = n.mode === "catchall" ? (n.rest ?? null) : null;
    if (rest !== null && isObject(input)) {
      // zod text: a preprocess checks an own "__proto__" key (zod's catchall skips it) and stops the pipe.
      const d = Object.getOwnPropertyDescriptor(input, "__proto__");
      if (d !== undefined) {
        const sub = this.run(rest, d.value);
        if (sub.issues.length > 0) {
          for (const i of sub.issues) s.issues.push({ ...finalize(i), path: [...path, "__proto__", ...i.path] });
          s.aborted = true;
          return;
        }
      }
    }
    if (!isObject(input)) return this.add(s, path, { code: "invalid_type", expected: "object", input });
    for (const p of n.props ?? []) {
      const v = input[p.key];
      if (p.optional && v === undefined) continue;
      const before = s.issues.length;
      this.child(p.value, v, path, p.key, s);
      if (p.present && v === undefined && !s.issues.slice(before).some((i) => i.continue !== true)) {
        this.add(s, [...path, p.key], { code: "custom", message: PRESENT_MESSAGE, input: v, continue: true });
      }
    }
    if (n.mode === "loose" || (n.mode === "catchall" && rest === null)) return;
    const declared = this.declared(n);
    const unrecognized: string[] = [];
    for (const key in input) {
      if (declared.has(key)) continue;
      if (rest === null) unrecognized.push(key);
      else if (key !== "__proto__") this.child(rest, input[key], path, key, s);
    }
    if (unrecognized.length > 0) this.add(s, path, { code: "unrecognized_keys", keys: unrecognized, input });
  }

  /** The keys an object node declares, once per node. */
  private declared(n: JsonObjectNode): ReadonlySet<string> {
    let keys = this.keys.get(n);
    if (keys === undefined) this.keys.set(n, (keys = new Set((n.props ?? []).map((p) => p.key))));
    return keys;
  }

  private union(of: JsonNode[], input: unknown, path: PropertyKey[], s: Scope): undefined {
    const results: Scope[] = [];
    for (const b of of) {
      const r = this.run(b, input);
      // A branch that accepts ends the union with no issue: the later branches need not run.
      if (r.issues.length === 0) return;
      results.push(r);
    }
    const going = results.filter((r) => !aborted(r));
    if (going.length === 1) {
      // zod: the one branch that was not aborted stands for the union.
      for (const i of going[0].issues) s.issues.push({ ...i, path: [...path, ...i.path] });
      return;
    }
    this.add(s, path, { code: "invalid_union", input, errors: results.map((r) => r.issues.map(finalize)) });
  }

  private xor(of: JsonNode[], input: unknown, path: PropertyKey[], s: Scope): undefined {
    if (of.length === 1) return this.walk(of[0], input, path, s);
    const results = of.map((b) => this.run(b, input));
    const matches: number[] = [];
    results.forEach((r, i) => r.issues.length === 0 && matches.push(i));
    if (matches.length === 1) return;
    if (matches.length === 0) this.add(s, path, { code: "invalid_union", input, errors: results.map((r) => r.issues.map(finalize)) });
    else this.add(s, path, { code: "invalid_union", input, errors: [], inclusive: false, matches });
  }

  /** The values a branch's property `key` may hold (null: none named), as z.discriminatedUnion reads them. */
  private valuesOf(branch: JsonNode, key: string): JsonPrimitive[] | null {
    let byKey = this.values.get(branch);
    if (byKey === undefined) this.values.set(branch, (byKey = new Map()));
    if (byKey.has(key)) return byKey.get(key) ?? null;
    const node = this.deref(branch);
    const prop = node.kind === "object" ? node.props?.find((p) => p.key === key) : undefined;
    const v = prop === undefined ? undefined : this.deref(prop.value);
    const values = v?.kind === "literal" || v?.kind === "enum" ? v.values : null;
    byKey.set(key, values);
    return values;
  }

  private discriminated(key: string, of: JsonNode[], input: unknown, path: PropertyKey[], s: Scope): undefined {
    if (!isObject(input)) return this.add(s, path, { code: "invalid_type", expected: "object", input });
    const value = input[key];
    for (const b of of) {
      if (this.valuesOf(b, key)?.includes(value as JsonPrimitive)) return this.walk(b, input, path, s);
    }
    const options = of.flatMap((b) => this.valuesOf(b, key) ?? []);
    this.add(s, [...path, key], { code: "invalid_union", errors: [], note: "No matching discriminator", discriminator: key, options, input });
  }
}

/** A nested issue as zod stores it inside invalid_union's errors: message set, no input. */
function finalize(i: RawIssue): RawIssue {
  return util.finalizeIssue(i as unknown as $ZodRawIssue, undefined, config()) as unknown as RawIssue;
}

/** Walkers by lookup: a walker caches discriminator values per node. */
const walkers = new WeakMap<NodeLookup, Walker>();

/**
 * The zod issues of `node` on `input` (paths relative to it), for a value the accepting check
 * refused. Never throws on values; a throwing getter or proxy of a JS caller throws through.
 */
export function explain(node: JsonNode, input: unknown, lookup: NodeLookup): RawIssue[] {
  let w = walkers.get(lookup);
  if (w === undefined) walkers.set(lookup, (w = new Walker(lookup)));
  return w.run(node, input).issues;
}
