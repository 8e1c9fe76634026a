// createRouteTable: turns the plain data a generated module holds into match/build functions.
// All indexing happens here, once; match and build only read what was prepared.

import { Builder } from "./build.js";
import { MISS, type MatcherRuntime, type RouteMatcher } from "./matcher.js";
import { NO_PATH, NO_QUERY, NO_UNKNOWN } from "./objects.js";
import { planBinding } from "./plan.js";
import { QueryReader } from "./query.js";
import { NOT_FOUND, readQuery, Router, type RouteEntry } from "./router.js";
import { ShapeIndex } from "./shapes.js";
import type { BuiltRequest, RouteTable, RouteTableSpec } from "./types.js";

/**
 * A table's match and build. `matcher` is the code the generator printed for exactly these
 * bindings (generated/<version>/routes.js); without one, match is the walk (router.ts), which
 * answers the same for every request, only slower.
 */
export function createRouteTable(spec: RouteTableSpec, matcher?: RouteMatcher): RouteTable {
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
  const router = new Router(entries);
  const builder = new Builder(shapes, plans);
  const bindings = Object.freeze(spec.bindings.slice());
  return {
    bindings,
    // The printed matcher itself (or the walk): no wrapper call on the hot path.
    match: matcher === undefined ? router.match : matcher.create(matcherRuntime(router, bindings, matcher)),
    build: (operation: string, request: Record<string, unknown>): BuiltRequest => builder.build(operation, request),
  };
}

function matcherRuntime(router: Router, bindings: readonly RouteTableSpec["bindings"][number][], matcher: RouteMatcher): MatcherRuntime {
  // Printed code names bindings by index: it must have been printed for these bindings, in this order.
  const routes = bindings.map((b) => `${b.method} ${b.template}`);
  const differs = routes.length !== matcher.routes.length || routes.some((r, i) => r !== matcher.routes[i]);
  if (differs) {
    const i = routes.findIndex((r, k) => r !== matcher.routes[k]);
    const at = i < 0 ? matcher.routes.length : i;
    throw new Error(
      `route table: the matcher was printed for other bindings (binding ${at}: table has ${JSON.stringify(routes[at] ?? "none")}, matcher ${JSON.stringify(matcher.routes[at] ?? "none")}); regenerate`,
    );
  }
  const targets = router.targets;
  return {
    bindings,
    walk: router.match,
    query: (index, result, target, qs, qe) => readQuery(targets[index], result, target, qs, qe),
    result: (index, values, query, unknownQuery) => targets[index].makeResult(values, query, unknownQuery),
    miss: MISS,
    notFound: NOT_FOUND,
    noQuery: NO_QUERY,
    noUnknown: NO_UNKNOWN,
    noPath: NO_PATH,
  };
}
