// createRouteTable: turns the plain data a generated module holds into match/build functions.
// All indexing happens here, once; match and build only read what was prepared.

import { Builder } from "./build.js";
import { MISS, type MatcherRuntime, type RouteMatcher } from "./matcher.js";
import { NO_PATH, NO_QUERY, NO_UNKNOWN } from "./objects.js";
import { planBinding, type BindingPlan } from "./plan.js";
import { QueryReader } from "./query.js";
import { NOT_FOUND, readQuery, Router, type RouteEntry } from "./router.js";
import { ShapeIndex } from "./shapes.js";
import type { BuiltRequest, RouteTable, RouteTableSpec, RouteTypes, TypedRouteTable } from "./types.js";

/**
 * A table's match and build. `matcher` is the code the generator printed for exactly these
 * bindings (generated/<version>/routes.js); without one, match is the walk (router.ts), which
 * answers the same for every request, only slower. Everything is indexed now, and a spec the
 * runtime cannot route (a matcher printed for other bindings, a field path the messages lack)
 * throws here. `R` types the table (a generated table's `CanonicalRoutes`); it is what the caller says
 * the spec holds, not checked here: without it the table takes any operation and request.
 */
export function createRouteTable(spec: RouteTableSpec, matcher?: RouteMatcher): RouteTable;
export function createRouteTable<R extends RouteTypes>(spec: RouteTableSpec, matcher?: RouteMatcher): TypedRouteTable<R>;
export function createRouteTable(spec: RouteTableSpec, matcher?: RouteMatcher): RouteTable {
  const parts = tableParts(spec);
  return { bindings: Object.freeze(spec.bindings.slice()), match: matchOf(parts, matcher), build: buildOf(parts) };
}

/**
 * createRouteTable, with the indexing put off: match is built at the first match, build at the
 * first build (a client that only builds never indexes for matching). For tables known good at
 * generation time (generated/<version>/routes.js), whose import then costs almost nothing; a bad
 * spec throws at first use instead of here. After its first call, `table.match` (and `build`) is
 * the built function itself, as createRouteTable's is; a copy taken before that goes through a
 * one-line forwarder. `R` types the table, as for createRouteTable.
 */
export function lazyRouteTable(spec: RouteTableSpec, matcher?: RouteMatcher): RouteTable;
export function lazyRouteTable<R extends RouteTypes>(spec: RouteTableSpec, matcher?: RouteMatcher): TypedRouteTable<R>;
export function lazyRouteTable(spec: RouteTableSpec, matcher?: RouteMatcher): RouteTable {
  let parts: TableParts | undefined;
  const partsOf = () => (parts ??= tableParts(spec));
  let match: RouteTable["match"] | undefined;
  let build: RouteTable["build"] | undefined;
  const table = {
    bindings: Object.freeze(spec.bindings.slice()),
    match: (method: string, target: string) => (table.match = match ??= matchOf(partsOf(), matcher))(method, target),
    build: (operation: string, request: object) => (table.build = build ??= buildOf(partsOf()))(operation, request),
  };
  return table;
}

interface TableParts {
  bindings: readonly RouteTableSpec["bindings"][number][];
  shapes: ShapeIndex;
  plans: BindingPlan[];
}

function tableParts(spec: RouteTableSpec): TableParts {
  const shapes = new ShapeIndex(spec);
  return { bindings: spec.bindings, shapes, plans: spec.bindings.map((b) => planBinding(shapes, b)) };
}

function matchOf({ bindings, shapes, plans }: TableParts, matcher: RouteMatcher | undefined): RouteTable["match"] {
  // One query reader per request type, so its key cache is shared by that type's bindings.
  const readers = new Map<string, QueryReader>();
  const entries: RouteEntry[] = plans.map((plan) => {
    const type = plan.binding.requestType;
    let reader = readers.get(type);
    if (reader === undefined) readers.set(type, (reader = new QueryReader(shapes, type)));
    return { plan, precedence: plan.binding.precedence, reader };
  });
  const router = new Router(entries);
  // The printed matcher itself (or the walk): no wrapper call on the hot path.
  return matcher === undefined ? router.match : matcher.create(matcherRuntime(router, Object.freeze(bindings.slice()), matcher));
}

function buildOf({ shapes, plans }: TableParts): RouteTable["build"] {
  const builder = new Builder(shapes, plans);
  return (operation: string, request: object): BuiltRequest => builder.build(operation, request as Record<string, unknown>);
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
