// References between definitions: what a $ref names, which definitions each one refers to, the
// reference cycles (Tarjan) that order the definitions and make some references lazy, and the
// references that survived into a compiled node.

import type { ZodNode } from "./ir.js";
import { MAX_DEPTH, REF_PREFIX, has, isObject } from "./json.js";

/** Definitions in dependency order, each definition's component, and the definitions in a cycle. */
export interface Cycles {
  order: string[];
  scc: Map<string, number>;
  recursive: Set<string>;
}

/** The definition a $ref names, or undefined when it is not "#/definitions/<existing name>". */
export function refTarget(ref: unknown, defs: ReadonlyMap<string, unknown>): string | undefined {
  if (typeof ref !== "string" || !ref.startsWith(REF_PREFIX)) return undefined;
  let name: string;
  try {
    name = decodeURIComponent(ref.slice(REF_PREFIX.length));
  } catch {
    return undefined;
  }
  if (name.includes("/")) return undefined;
  name = name.replace(/~1/g, "/").replace(/~0/g, "~");
  return defs.has(name) ? name : undefined;
}

/** Every definition a schema refers to, lenient: malformed parts are reported by compile(). */
export function* collectRefs(s: unknown, defs: ReadonlyMap<string, unknown>, depth = 0): Generator<string> {
  // Deeper than compile() accepts: it reports that.
  if (!isObject(s) || depth > MAX_DEPTH) return;
  if (has(s, "$ref")) {
    const t = refTarget(s.$ref, defs);
    if (t !== undefined) yield t;
  }
  if (isObject(s.properties)) for (const k of Object.keys(s.properties)) yield* collectRefs(s.properties[k], defs, depth + 1);
  yield* collectRefs(s.additionalProperties, defs, depth + 1);
  yield* collectRefs(s.items, defs, depth + 1);
  for (const k of ["anyOf", "oneOf", "allOf"]) {
    const a = s[k];
    if (Array.isArray(a)) for (const b of a) yield* collectRefs(b, defs, depth + 1);
  }
}

/**
 * Tarjan: definitions ordered so that each comes after everything it refers to outside its cycle,
 * members of one cycle in file order. Iterative, so a long chain of references cannot overflow the stack.
 */
export function components(graph: Map<string, string[]>): Cycles {
  const scc = new Map<string, number>();
  const recursive = new Set<string>();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const fileOrder = new Map([...graph.keys()].map((k, i) => [k, i]));
  const out: string[] = [];
  let counter = 0;
  let sccId = 0;
  const frames: { v: string; next: number }[] = [];
  const enter = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    frames.push({ v, next: 0 });
  };
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    enter(root);
    while (frames.length > 0) {
      const f = frames[frames.length - 1];
      const edges = graph.get(f.v)!;
      if (f.next < edges.length) {
        const w = edges[f.next++];
        if (!index.has(w)) enter(w);
        else if (onStack.has(w)) low.set(f.v, Math.min(low.get(f.v)!, index.get(w)!));
        continue;
      }
      frames.pop();
      const v = f.v;
      if (frames.length > 0) {
        const parent = frames[frames.length - 1].v;
        low.set(parent, Math.min(low.get(parent)!, low.get(v)!));
      }
      if (low.get(v) !== index.get(v)) continue;
      const members: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        members.push(w);
      } while (w !== v);
      members.sort((a, b) => fileOrder.get(a)! - fileOrder.get(b)!);
      const cyclic = members.length > 1 || edges.includes(v);
      for (const m of members) {
        scc.set(m, sccId);
        if (cyclic) recursive.add(m);
        out.push(m);
      }
      sccId++;
    }
  }
  return { order: out, scc, recursive };
}

/** The idents a node refers to. */
export function refsOf(n: ZodNode, out: Set<string>): Set<string> {
  switch (n.kind) {
    case "ref":
      out.add(n.ident);
      break;
    case "tuple":
    case "union":
    case "xor":
    case "discriminated":
      for (const c of n.kind === "tuple" ? n.items : n.of) refsOf(c, out);
      break;
    case "exactObject":
      for (const e of n.entries) refsOf(e.value, out);
      break;
    case "array":
      refsOf(n.items, out);
      break;
    case "object":
      for (const p of n.props) refsOf(p.value, out);
      if (n.rest) refsOf(n.rest, out);
      break;
    case "allOf":
      refsOf(n.first, out);
      for (const r of n.rest) refsOf(r, out);
      break;
  }
  return out;
}
