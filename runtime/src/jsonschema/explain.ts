// The issues path of the v0.3 JSON-RPC validators: walks a JsonNode over a rejected value and
// returns the issues zod would have raised for the zod schema the node stands for (the generator's
// zod text, which the tests keep as the oracle): same codes, paths, order and union reporting. It
// runs only after the printed check said no.
//
// Each node is compiled once, at its first refusal, into a closure of its kind (no code from strings:
// closures over the node's parts). Why: a walker that switches on `kind` reads nodes of a dozen shapes
// (JSON.parse gives each the shape of the members it has), and those megamorphic reads were most of a
// refusal's time; a closure reads only its own, already resolved, parts.

// zod/v4/core by name: `z.core` read as a value would keep core's whole namespace, locales included, in a bundle.
import { type $ZodRawIssue, config } from "zod/v4/core";
import { finalizeIssue } from "../protojson/finalize.js";
import type { JsonNode, JsonObjectNode, JsonPrimitive, NodeLookup } from "./node.js";

/** A zod raw issue (message left to zod's error map unless the zod text fixed one). */
export type RawIssue = Record<string, unknown> & { code: string; path: PropertyKey[]; continue?: boolean };

/** The result of one zod schema run: its issues, and whether zod marked it aborted (a failed preprocess). */
interface Scope {
  issues: RawIssue[];
  aborted: boolean;
}

/** A compiled node: adds the issues of `input` at `path` (a shared stack, restored on return) to `s`. */
type Walk = (input: unknown, path: PropertyKey[], s: Scope) => void;

/** A compiled node with, for the kinds that can tell at once, whether `input` has no issue at all. */
interface Compiled {
  walk: Walk;
  clean?: (input: unknown) => boolean;
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

/** Does an issue from index `from` on stop the schema? */
function stopsFrom(issues: readonly RawIssue[], from: number): boolean {
  for (let i = from; i < issues.length; i++) if (issues[i].continue !== true) return true;
  return false;
}

// Each caller passes a fresh literal: the path is set on it (path last, as zod's keys go) rather than
// spread into a copy.
function add(s: Scope, path: readonly PropertyKey[], issue: Omit<RawIssue, "path">): undefined {
  const i = issue as RawIssue;
  i.path = path.slice();
  s.issues.push(i);
}

/** Runs a compiled node on its own (paths relative to it), as zod runs a nested schema. */
function run(c: Compiled, input: unknown): Scope {
  const s: Scope = { issues: [], aborted: false };
  // Born holding a string: keys pushed later do not move the array to another elements kind.
  const path: PropertyKey[] = [""];
  path.pop();
  c.walk(input, path, s);
  return s;
}

/** Issues of another run, re-rooted at `path` (as zod reports a nested schema's issues). */
function adopt(s: Scope, path: readonly PropertyKey[], from: Scope, final: boolean): void {
  for (const i of from.issues) s.issues.push({ ...(final ? finalize(i) : i), path: [...path, ...i.path] });
}

class Compiler {
  private readonly compiled = new Map<JsonNode, Compiled>();
  constructor(private readonly lookup: NodeLookup) {}

  /** Where definition `name`'s chain of references ends: its node, and the name of the definition holding it. */
  private target(name: string): { node: JsonNode; name: string } {
    let final = name;
    let node = this.lookup(name);
    // A chain of references ends or repeats within as many steps as there are definitions; 64 is plenty.
    for (let i = 0; node?.kind === "ref" && i < 64; i++) node = this.lookup((final = node.name));
    return { node: node === undefined || node.kind === "ref" ? { kind: "never" } : node, name: final };
  }

  private deref(n: JsonNode): JsonNode {
    return n.kind === "ref" ? this.target(n.name).node : n;
  }

  /** A definition's node compiled (references followed), with its reader when the schema prints one. */
  definition(name: string): Compiled {
    const { node, name: holder } = this.target(name);
    let c = this.compiled.get(node);
    if (c === undefined) this.compiled.set(node, (c = node.kind === "object" ? this.object(node, this.lookup.reads?.(holder)) : this.make(node)));
    return c;
  }

  /** The node compiled, once per node (a reference compiles its target at its first use: schemas recurse). */
  node(n: JsonNode): Compiled {
    let c = this.compiled.get(n);
    if (c === undefined) this.compiled.set(n, (c = this.make(n)));
    return c;
  }

  private make(n: JsonNode): Compiled {
    switch (n.kind) {
      case "unknown":
        return { walk: () => undefined, clean: () => true };
      case "never":
        return { walk: (input, path, s) => add(s, path, { code: "invalid_type", expected: "never", input }), clean: () => false };
      case "type": {
        const name = n.name;
        const clean = name === "null" ? (v: unknown) => v === null : name === "number" ? (v: unknown) => Number.isFinite(v) : (v: unknown) => typeof v === name;
        return { walk: (input, path, s) => (clean(input) ? undefined : add(s, path, { code: "invalid_type", expected: name, input })), clean };
      }
      case "integer":
        return {
          walk: (input, path, s) => {
            if (!Number.isFinite(input)) return add(s, path, { code: "invalid_type", expected: "number", input });
            if (!Number.isInteger(input)) add(s, path, { code: "custom", message: INTEGER_MESSAGE, input, continue: true });
          },
          clean: (v) => Number.isInteger(v),
        };
      case "notContainer": {
        const { array, object } = n;
        const container = (v: unknown) => typeof v === "object" && v !== null && (Array.isArray(v) ? array : object);
        return {
          walk: (input, path, s) => (container(input) ? add(s, path, { code: "custom", input, continue: true }) : undefined),
          clean: (v) => !container(v),
        };
      }
      case "ref": {
        const name = n.name;
        const accepts = this.lookup.accepts;
        let target: Compiled | undefined;
        return {
          walk: (input, path, s) => {
            // A part the definition's check accepts has no issue: only the refused parts are walked.
            if (accepts?.(name, input) === true) return;
            (target ??= this.definition(name)).walk(input, path, s);
          },
        };
      }
      case "literal": {
        const values = n.values;
        const onlyNull = values.length === 1 && values[0] === null;
        const clean = (v: unknown) => values.includes(v as JsonPrimitive);
        return {
          walk: (input, path, s) => {
            if (clean(input)) return;
            if (onlyNull) return add(s, path, { code: "invalid_type", expected: "null", input });
            return add(s, path, { code: "invalid_value", values: values.slice(), input });
          },
          clean,
        };
      }
      case "enum": {
        const values = n.values;
        const clean = (v: unknown) => values.includes(v as string);
        return { walk: (input, path, s) => (clean(input) ? undefined : add(s, path, { code: "invalid_value", values: values.slice(), input })), clean };
      }
      case "tuple":
        return this.tuple(n.items.map((i) => this.node(i)));
      case "exactObject":
        return this.object({ kind: "object", mode: "strict", props: n.entries.map((e) => ({ key: e.key, value: e.value })) });
      case "array": {
        const items = this.node(n.items);
        return {
          walk: (input, path, s) => {
            if (!Array.isArray(input)) return add(s, path, { code: "invalid_type", expected: "array", input });
            for (let i = 0; i < input.length; i++) {
              path.push(i);
              items.walk(input[i], path, s);
              path.pop();
            }
          },
        };
      }
      case "object":
        return this.object(n);
      case "union":
        return this.union(n.of.map((b) => this.node(b)));
      case "xor":
        return this.xor(n.of.map((b) => this.node(b)));
      case "discriminated":
        return this.discriminated(n.key, n.of);
      case "allOf": {
        const first = this.node(n.first);
        const rest = n.rest.map((r) => this.node(r));
        return {
          walk: (input, path, s) => {
            // zod text: a preprocess checks `rest`; when it adds issues the pipe stops before `first`.
            const before = s.issues.length;
            for (const r of rest) adopt(s, path, run(r, input), true);
            if (s.issues.length > before) {
              s.aborted = true;
              return;
            }
            first.walk(input, path, s);
          },
        };
      }
    }
  }

  private tuple(items: Compiled[]): Compiled {
    return {
      walk: (input, path, s) => {
        if (!Array.isArray(input)) return add(s, path, { code: "invalid_type", expected: "array", input });
        if (input.length > items.length) add(s, path, { code: "too_big", origin: "array", maximum: items.length, inclusive: true, input });
        if (input.length < items.length) add(s, path, { code: "too_small", origin: "array", minimum: items.length, inclusive: true, input });
        if (input.length !== items.length) return;
        for (let i = 0; i < items.length; i++) {
          path.push(i);
          items[i].walk(input[i], path, s);
          path.pop();
        }
      },
    };
  }

  private object(n: JsonObjectNode, read?: (value: Record<string, unknown>) => unknown[]): Compiled {
    const props = (n.props ?? []).map((p) => ({ key: p.key, value: this.node(p.value), optional: p.optional === true, present: p.present === true }));
    const rest = n.mode === "catchall" && n.rest != null ? this.node(n.rest) : null;
    const others = n.mode === "strict" || (n.mode === "catchall" && rest !== null);
    const declared = new Set(props.map((p) => p.key));
    return {
      walk: (input, path, s) => {
        if (rest !== null && isObject(input)) {
          // zod text: a preprocess checks an own "__proto__" key (zod's catchall skips it) and stops the pipe.
          const d = Object.getOwnPropertyDescriptor(input, "__proto__");
          if (d !== undefined) {
            const sub = run(rest, d.value);
            if (sub.issues.length > 0) {
              adopt(s, [...path, "__proto__"], sub, true);
              s.aborted = true;
              return;
            }
          }
        }
        if (!isObject(input)) return add(s, path, { code: "invalid_type", expected: "object", input });
        const values = read?.(input);
        for (let k = 0; k < props.length; k++) {
          const p = props[k];
          const v = values !== undefined ? values[k] : input[p.key];
          if (p.optional && v === undefined) continue;
          const before = s.issues.length;
          path.push(p.key);
          p.value.walk(v, path, s);
          if (p.present && v === undefined && !stopsFrom(s.issues, before))
            add(s, path, { code: "custom", message: PRESENT_MESSAGE, input: v, continue: true });
          path.pop();
        }
        if (!others) return;
        let unrecognized: string[] | undefined;
        for (const key in input) {
          if (declared.has(key)) continue;
          if (rest === null) (unrecognized ??= []).push(key);
          else if (key !== "__proto__") {
            path.push(key);
            rest.walk(input[key], path, s);
            path.pop();
          }
        }
        if (unrecognized !== undefined) add(s, path, { code: "unrecognized_keys", keys: unrecognized, input });
      },
    };
  }

  private union(of: Compiled[]): Compiled {
    return {
      walk: (input, path, s) => {
        // A branch that accepts ends the union with no issue: the later branches need not run.
        for (const b of of) if (b.clean?.(input) === true) return;
        const results: Scope[] = [];
        for (const b of of) {
          const r = run(b, input);
          if (r.issues.length === 0) return;
          results.push(r);
        }
        const going = results.filter((r) => !aborted(r));
        // zod: the one branch that was not aborted stands for the union.
        if (going.length === 1) return adopt(s, path, going[0], false);
        add(s, path, { code: "invalid_union", input, errors: results.map((r) => r.issues.map(finalize)) });
      },
    };
  }

  private xor(of: Compiled[]): Compiled {
    if (of.length === 1) return of[0];
    return {
      walk: (input, path, s) => {
        const results = of.map((b) => run(b, input));
        const matches: number[] = [];
        results.forEach((r, i) => r.issues.length === 0 && matches.push(i));
        if (matches.length === 1) return;
        if (matches.length === 0) add(s, path, { code: "invalid_union", input, errors: results.map((r) => r.issues.map(finalize)) });
        else add(s, path, { code: "invalid_union", input, errors: [], inclusive: false, matches });
      },
    };
  }

  /** The values a branch's property `key` may hold (null: none named), as z.discriminatedUnion reads them. */
  private valuesOf(branch: JsonNode, key: string): JsonPrimitive[] | null {
    const node = this.deref(branch);
    const prop = node.kind === "object" ? node.props?.find((p) => p.key === key) : undefined;
    const v = prop === undefined ? undefined : this.deref(prop.value);
    return v?.kind === "literal" || v?.kind === "enum" ? v.values : null;
  }

  private discriminated(key: string, of: JsonNode[]): Compiled {
    // Read at the first refusal (the branches are references to definitions that may come later).
    let branches: { values: JsonPrimitive[] | null; node: Compiled }[] | undefined;
    let options: JsonPrimitive[] | undefined;
    return {
      walk: (input, path, s) => {
        if (!isObject(input)) return add(s, path, { code: "invalid_type", expected: "object", input });
        branches ??= of.map((b) => ({ values: this.valuesOf(b, key), node: this.node(b) }));
        const value = input[key];
        for (const b of branches) if (b.values?.includes(value as JsonPrimitive)) return b.node.walk(input, path, s);
        options ??= branches.flatMap((b) => b.values ?? []);
        add(s, [...path, key], { code: "invalid_union", errors: [], note: "No matching discriminator", discriminator: key, options: options.slice(), input });
      },
    };
  }
}

/** A nested issue as zod stores it inside invalid_union's errors: message set, no input. */
function finalize(i: RawIssue): RawIssue {
  return finalizeIssue(i as unknown as $ZodRawIssue, undefined, config()) as unknown as RawIssue;
}

/** Compilers by lookup: a compiler keeps each node's closure. */
const compilers = new WeakMap<NodeLookup, Compiler>();

function compilerOf(lookup: NodeLookup): Compiler {
  let c = compilers.get(lookup);
  if (c === undefined) compilers.set(lookup, (c = new Compiler(lookup)));
  return c;
}

/**
 * The zod issues of `node` on `input` (paths relative to it), for a value the accepting check
 * refused. Never throws on values; a throwing getter or proxy of a JS caller throws through.
 */
export function explain(node: JsonNode, input: unknown, lookup: NodeLookup): RawIssue[] {
  return run(compilerOf(lookup).node(node), input).issues;
}

/** `explain` of definition `name`, compiled at its first call and kept (what a schema holds for its refusals). */
export function explainer(name: string, lookup: NodeLookup): (input: unknown) => RawIssue[] {
  let compiled: Compiled | undefined;
  return (input) => run((compiled ??= compilerOf(lookup).definition(name)), input).issues;
}
