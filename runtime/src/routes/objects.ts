// The per-binding factory of successful match results. Keys differ per binding, so filling a
// fresh `{}` with obj[key] = value takes V8's megamorphic keyed-store path on every match; one
// object literal compiled per binding allocates the result, its path and its request objects
// with fixed shapes in a single step instead.

import type { MatchResult, RouteBinding } from "./types.js";

// Shared frozen parts of match results: the path of a binding without variables, and the query
// and unknown keys of a request without a query string (each saves an allocation per match).
export const NO_PATH: Record<string, string> = Object.freeze({}) as Record<string, string>;
export const NO_QUERY: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;
export const NO_UNKNOWN: string[] = Object.freeze([]) as unknown as string[];

export type MatchSuccess = Extract<MatchResult, { kind: "match" }>;
/** values: the path values in variable order; query/unknownQuery go into the result as given. */
export type ResultFactory = (values: readonly string[], query: Record<string, unknown>, unknownQuery: string[]) => MatchSuccess;

interface KeyTree {
  [key: string]: KeyTree | number;
}

function treeOf(paths: readonly (readonly string[])[]): KeyTree {
  const tree: KeyTree = Object.create(null) as KeyTree;
  paths.forEach((segs, i) => {
    let node = tree;
    segs.forEach((key, k) => {
      if (k === segs.length - 1) node[key] = i;
      else node = (node[key] ??= Object.create(null) as KeyTree) as KeyTree;
    });
  });
  return tree;
}

function literalOf(node: KeyTree, value: (i: number) => string): string {
  const props = Object.entries(node).map(([k, v]) => JSON.stringify(k) + ":" + (typeof v === "number" ? value(v) : literalOf(v, value)));
  return "{" + props.join(",") + "}";
}

/**
 * JavaScript source for one binding's match result as a single object literal: `value(i)` is the
 * expression for variable i, `query`/`unknown` those for the two query fields, `emptyPath` the
 * path object of a binding without variables (one frozen object serves them all), and the names
 * `binding` and `operation` must be in scope. Null when a key is "__proto__" (a literal would
 * set the prototype). Keys are JSON-quoted, so nothing from the spec can break out of them.
 */
export function resultSource(
  pathKeys: readonly string[],
  requestPaths: readonly (readonly string[])[],
  value: (i: number) => string,
  query: string,
  unknown: string,
  emptyPath: string,
): string | null {
  if (pathKeys.includes("__proto__") || requestPaths.some((p) => p.includes("__proto__"))) return null;
  const path = pathKeys.length === 0 ? emptyPath : literalOf(treeOf(pathKeys.map((k) => [k])), value);
  const request = literalOf(treeOf(requestPaths), value);
  return `{kind: "match", operation: operation, binding: binding, path: ${path}, query: ${query}, request: ${request}, unknownQuery: ${unknown}}`;
}

/** Plain construction, for when code generation is not allowed or a key is "__proto__". */
function build(node: KeyTree, values: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    Object.defineProperty(out, k, {
      value: typeof v === "number" ? values[v] : build(v, values),
      enumerable: true,
      writable: true,
      configurable: true,
    });
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
  const literal = resultSource(pathKeys, requestPaths, (i) => `v[${i}]`, "q", "u", "NOP");
  if (literal !== null) {
    try {
      return new Function("binding", "operation", "NOP", `"use strict"; return function (v, q, u) { return ${literal}; };`)(binding, operation, NO_PATH) as ResultFactory;
    } catch {
      // Code generation disallowed (e.g. a CSP without unsafe-eval): fall through.
    }
  }
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
