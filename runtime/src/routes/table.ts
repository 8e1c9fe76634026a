// createRouteTable: turns the plain data a generated module holds into match/build functions.
// All indexing happens here, once; match and build only read what was prepared.

import { Builder } from "./build.js";
import { planBinding } from "./plan.js";
import { QueryReader } from "./query.js";
import { Router, type RouteEntry } from "./router.js";
import { ShapeIndex } from "./shapes.js";
import type { BuiltRequest, MatchResult, RouteTable, RouteTableSpec } from "./types.js";

export function createRouteTable(spec: RouteTableSpec): RouteTable {
  return buildRouteTable(spec, true);
}

/** createRouteTable with the generated fast path switchable, so tests can compare it with the plain walk. */
export function buildRouteTable(spec: RouteTableSpec, compile: boolean): RouteTable {
  const shapes = new ShapeIndex(spec);
  const plans = spec.bindings.map((b) => planBinding(shapes, b));
  // One query reader per request type, so its key cache is shared by that type's bindings.
  const readers = new Map<string, QueryReader>();
  const entries: RouteEntry[] = plans.map((plan) => {
    const type = plan.binding.requestType;
    let reader = readers.get(type);
    if (reader === undefined) readers.set(type, (reader = new QueryReader(shapes, type)));
    return { plan, precedence: plan.binding.precedence, reader };
  });
  const router = new Router(entries, compile);
  const builder = new Builder(shapes, plans);
  const bindings = Object.freeze(spec.bindings.slice());
  return {
    bindings,
    // The generated matcher itself (or the walk): no wrapper call on the hot path.
    match: router.match,
    build: (operation: string, request: Record<string, unknown>): BuiltRequest => builder.build(operation, request),
  };
}
