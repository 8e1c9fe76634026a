// The issues path of the v0.3 JSON-RPC validators: walks a JsonNode over a rejected value and
// returns the issues zod would have raised for the zod schema the node stands for (the generator's
// zod text, which the tests keep as the oracle): same codes, paths, order and union reporting. It
// runs only after the printed check said no.
//
// Each node is compiled once, at its first refusal, into a closure of its kind (no code from strings:
// closures over the node's parts). Why: a walker that switches on `kind` reads nodes of a dozen shapes
// (JSON.parse gives each the shape of the members it has), and those megamorphic reads were most of a
// refusal's time; a closure reads only its own, already resolved, parts. An object definition's walk
// calls its printed faults (NodeLookup.faults), which visit only the props its check refuses, their
// values read by printed code; a leaf prop is checked by a direct call (leaf.ts).

// zod/v4/core by name: `z.core` read as a value would keep core's whole namespace, locales included, in a bundle.
import { type $ZodRawIssue, config } from "zod/v4/core";
import { finalizeIssue } from "../protojson/finalize.js";
import { Leaf, leafAccepts, leafIssue } from "./leaf.js";
import type { Faults, JsonNode, JsonObjectNode, JsonPrimitive, NodeLookup } from "./node.js";
import { abort, aborted, add, addAt, enter, leave, pathOf, push, type RawIssue, type Result, rootIssues, run, Scope, stopsFrom } from "./scope.js";

export type { RawIssue } from "./scope.js";

/** A compiled node: adds the issues of `input` (at `s`'s path, restored on return) to `s`. */
type Walk = (input: unknown, s: Scope) => void;

/** A compiled node with, for the kinds that can tell at once, whether `input` has no issue at all. */
interface Compiled {
  walk: Walk;
  clean?: ((input: unknown) => boolean) | undefined;
  /** A reference's definition, compiled at the first call: its walk skips the reference's check. */
  target?: (() => Compiled) | undefined;
  /** A rule on the value alone. */
  leaf?: Leaf | undefined;
}

/** A leaf rule compiled: its walk adds the issue leafIssue finds. */
function leaf(l: Leaf): Compiled {
  return {
    walk: (input, s) => {
      const issue = leafIssue(l, input);
      if (issue !== undefined) add(s, issue);
    },
    clean: (v) => leafAccepts(l, v),
    leaf: l,
  };
}

const PRESENT_MESSAGE = "Invalid input: expected nonoptional, received undefined";

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The scope of the walk whose faults function runs (its visits read it): set before each call. */
let visiting: Scope = new Scope();

/** Issues of another run, re-rooted at `s`'s path and then `key` when given (as zod reports a nested schema's issues). */
function adopt(s: Scope, from: Result, final: boolean, key?: PropertyKey): void {
  const at = pathOf(s);
  if (key !== undefined) at.push(key);
  for (const i of from.issues) push(s, { ...(final ? finalize(i) : i), path: [...at, ...i.path] });
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
    if (c === undefined) this.compiled.set(node, (c = node.kind === "object" ? this.object(node, this.lookup.faults?.(holder)) : this.make(node)));
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
        return { walk: (input, s) => add(s, { code: "invalid_type", expected: "never", input }), clean: () => false };
      case "type":
        return leaf(new Leaf("type", n.name, []));
      case "integer":
        return leaf(new Leaf("integer", "", []));
      case "notContainer": {
        const { array, object } = n;
        const container = (v: unknown) => typeof v === "object" && v !== null && (Array.isArray(v) ? array : object);
        return {
          walk: (input, s) => (container(input) ? add(s, { code: "custom", input, continue: true }) : undefined),
          clean: (v) => !container(v),
        };
      }
      case "ref": {
        const name = n.name;
        const accepts = this.lookup.accepts;
        let target: Compiled | undefined;
        const resolve = () => (target ??= this.definition(name));
        return {
          // A part the definition's check accepts has no issue: only the refused parts are walked.
          walk: (input, s) => (accepts?.(name, input) === true ? undefined : resolve().walk(input, s)),
          target: resolve,
        };
      }
      case "literal":
        return leaf(new Leaf("literal", "", n.values));
      case "enum":
        return leaf(new Leaf("enum", "", n.values));
      case "tuple":
        return this.tuple(n.items.map((i) => this.node(i)));
      case "exactObject":
        return this.object({ kind: "object", mode: "strict", props: n.entries.map((e) => ({ key: e.key, value: e.value })) });
      case "array": {
        const items = this.node(n.items);
        return {
          walk: (input, s) => {
            if (!Array.isArray(input)) return add(s, { code: "invalid_type", expected: "array", input });
            for (let i = 0; i < input.length; i++) {
              enter(s, i);
              items.walk(input[i], s);
              leave(s);
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
          walk: (input, s) => {
            // zod text: a preprocess checks `rest`; when it adds issues the pipe stops before `first`.
            const before = s.issues.length;
            for (const r of rest) adopt(s, run(r, input), true);
            if (s.issues.length > before) {
              abort(s);
              return;
            }
            first.walk(input, s);
          },
        };
      }
    }
  }

  private tuple(items: Compiled[]): Compiled {
    return {
      walk: (input, s) => {
        if (!Array.isArray(input)) return add(s, { code: "invalid_type", expected: "array", input });
        if (input.length > items.length) add(s, { code: "too_big", origin: "array", maximum: items.length, inclusive: true, input });
        if (input.length < items.length) add(s, { code: "too_small", origin: "array", minimum: items.length, inclusive: true, input });
        if (input.length !== items.length) return;
        for (let i = 0; i < items.length; i++) {
          enter(s, i);
          items[i].walk(input[i], s);
          leave(s);
        }
      },
    };
  }

  private object(n: JsonObjectNode, faults?: Faults): Compiled {
    const props = (n.props ?? []).map((p) => {
      const value = this.node(p.value);
      // With faults, a prop is walked only when its rule refused its value: a reference need not check it
      // again, so its walk becomes its definition's (resolved at the first visit: definitions recurse).
      const target = faults === undefined ? null : (value.target ?? null);
      return { key: p.key, walk: value.walk, target, leaf: value.leaf ?? null, optional: p.optional === true, present: p.present === true };
    });
    const rest = n.mode === "catchall" && n.rest != null ? this.node(n.rest) : null;
    const others = n.mode === "strict" || (n.mode === "catchall" && rest !== null);
    const declared = new Set(props.map((p) => p.key));
    /** Prop k's issues, its value `v` at hand. */
    const prop = (k: number, v: unknown, s: Scope): void => {
      const p = props[k];
      if (p.optional && v === undefined) return;
      const before = s.issues.length;
      enter(s, p.key);
      if (p.leaf !== null) {
        const issue = leafIssue(p.leaf, v);
        if (issue !== undefined) add(s, issue);
      } else {
        if (p.target !== null) {
          p.walk = p.target().walk;
          p.target = null;
        }
        p.walk(v, s);
      }
      if (p.present && v === undefined && !stopsFrom(s.issues, before)) add(s, { code: "custom", message: PRESENT_MESSAGE, input: v, continue: true });
      leave(s);
    };
    // The faults' visit: the scope is the one its walk set (a prop's walk may run others, so it is set back).
    const visit = (k: number, v: unknown): boolean => {
      const s = visiting;
      prop(k, v, s);
      visiting = s;
      return true;
    };
    return {
      walk: (input, s) => {
        if (rest !== null && isObject(input)) {
          // zod text: a preprocess checks an own "__proto__" key (zod's catchall skips it) and stops the pipe.
          const d = Object.getOwnPropertyDescriptor(input, "__proto__");
          if (d !== undefined) {
            const sub = run(rest, d.value);
            if (sub.issues.length > 0) {
              adopt(s, sub, true, "__proto__");
              abort(s);
              return;
            }
          }
        }
        if (!isObject(input)) return add(s, { code: "invalid_type", expected: "object", input });
        if (faults !== undefined) {
          visiting = s;
          faults(input, visit);
        } else for (let k = 0; k < props.length; k++) prop(k, input[props[k].key], s);
        if (!others) return;
        let unrecognized: string[] | undefined;
        for (const key in input) {
          if (declared.has(key)) continue;
          if (rest === null) (unrecognized ??= []).push(key);
          else if (key !== "__proto__") {
            enter(s, key);
            rest.walk(input[key], s);
            leave(s);
          }
        }
        if (unrecognized !== undefined) add(s, { code: "unrecognized_keys", keys: unrecognized, input });
      },
    };
  }

  private union(of: Compiled[]): Compiled {
    return {
      walk: (input, s) => {
        // A branch that accepts ends the union with no issue: the later branches need not run.
        for (const b of of) if (b.clean?.(input) === true) return;
        const results: Result[] = [];
        for (const b of of) {
          const r = run(b, input);
          if (r.issues.length === 0) return;
          results.push(r);
        }
        const going = results.filter((r) => !aborted(r));
        // zod: the one branch that was not aborted stands for the union.
        if (going.length === 1) return adopt(s, going[0], false);
        add(s, { code: "invalid_union", input, errors: results.map((r) => r.issues.map(finalize)) });
      },
    };
  }

  private xor(of: Compiled[]): Compiled {
    if (of.length === 1) return of[0];
    return {
      walk: (input, s) => {
        const results = of.map((b) => run(b, input));
        const matches: number[] = [];
        results.forEach((r, i) => r.issues.length === 0 && matches.push(i));
        if (matches.length === 1) return;
        if (matches.length === 0) add(s, { code: "invalid_union", input, errors: results.map((r) => r.issues.map(finalize)) });
        else add(s, { code: "invalid_union", input, errors: [], inclusive: false, matches });
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
      walk: (input, s) => {
        if (!isObject(input)) return add(s, { code: "invalid_type", expected: "object", input });
        branches ??= of.map((b) => ({ values: this.valuesOf(b, key), node: this.node(b) }));
        const value = input[key];
        for (const b of branches) if (b.values?.includes(value as JsonPrimitive)) return b.node.walk(input, s);
        options ??= branches.flatMap((b) => b.values ?? []);
        addAt(s, key, { code: "invalid_union", errors: [], note: "No matching discriminator", discriminator: key, options: options.slice(), input });
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
  return rootIssues(compilerOf(lookup).node(node), input);
}

/** `explain` of definition `name`, compiled at its first call and kept (what a schema holds for its refusals). */
export function explainer(name: string, lookup: NodeLookup): (input: unknown) => RawIssue[] {
  let compiled: Compiled | undefined;
  return (input) => rootIssues((compiled ??= compilerOf(lookup).definition(name)), input);
}
