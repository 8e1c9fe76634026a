// Match results built by the walk: one factory per binding, from the variable values. (Printed
// matchers build theirs as object literals; these are the plain construction both can use.)

import type { MatchSuccess } from "./matcher.js";
import type { RouteBinding } from "./types.js";

// Shared frozen parts of match results: the path of a binding without variables, and the query
// and unknown keys of a request without a query string (each saves an allocation per match).
export const NO_PATH: Record<string, string> = Object.freeze({}) as Record<string, string>;
export const NO_QUERY: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;
export const NO_UNKNOWN: string[] = Object.freeze([]) as unknown as string[];

export type { MatchSuccess };
/** values: the path values in variable order; query/unknownQuery go into the result as given. */
export type ResultFactory = (values: readonly string[], query: Record<string, unknown>, unknownQuery: string[]) => MatchSuccess;

/** Key → variable index, or a nested level. A Map, so no key ("__proto__", "constructor") means anything special. */
type KeyTree = Map<string, KeyTree | number>;

function treeOf(paths: readonly (readonly string[])[]): KeyTree {
  const tree: KeyTree = new Map();
  paths.forEach((segs, i) => {
    let node = tree;
    segs.forEach((key, k) => {
      if (k === segs.length - 1) node.set(key, i);
      else {
        let next = node.get(key);
        if (next === undefined || typeof next === "number") node.set(key, (next = new Map()));
        node = next;
      }
    });
  });
  return tree;
}

function build(node: KeyTree, values: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of node) {
    const value = typeof v === "number" ? values[v] : build(v, values);
    // An assignment to "__proto__" would set the prototype instead of adding the key.
    if (k === "__proto__") Object.defineProperty(out, k, { value, enumerable: true, writable: true, configurable: true });
    else out[k] = value;
  }
  return out;
}

/**
 * A factory for the match result of one binding. `pathKeys[i]` is variable i's key in
 * MatchResult.path ("book.name"), `requestPaths[i]` its nesting in MatchResult.request
 * (["book", "name"]).
 */
export function resultFactory(binding: RouteBinding, pathKeys: readonly string[], requestPaths: readonly (readonly string[])[]): ResultFactory {
  const pathTree = treeOf(pathKeys.map((k) => [k]));
  const requestTree = treeOf(requestPaths);
  const operation = binding.operation;
  return (v, q, u) => ({
    kind: "match",
    operation,
    binding,
    path: pathKeys.length === 0 ? NO_PATH : (build(pathTree, v) as Record<string, string>),
    query: q,
    request: build(requestTree, v),
    unknownQuery: u,
  });
}
