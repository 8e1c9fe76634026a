import type { RouteBinding, RouteTable, RouteTableSpec } from "@a2a-bindgen/runtime/routes";
/** The runtime versions this code was generated for; loading it with another runtime fails here, by name. */
export declare const runtimeRange = ">=0.2.0 <0.3.0";
/** Canonical HTTP bindings (google.api.http), most specific first: the index is the routing precedence. */
export declare const canonicalBindings: readonly RouteBinding[];
/** Non-canonical bindings: spec forms the proto does not have, from the rules file. Never in `routes`. */
export declare const alternativeBindings: readonly RouteBinding[];
/** The data `routes` is built from: createRouteTable(routeTableSpec) without a matcher is the reference walk. */
export declare const routeTableSpec: RouteTableSpec;
export declare const alternativeRouteTableSpec: RouteTableSpec;
/**
* Canonical routes: match(method, path) and build(operation, request). Indexed at the first match
* (and the first build), not at import: the tables are checked at generation time.
*/
export declare const routes: RouteTable;
/** The rules file's non-canonical routes, flagged with their disagreement: consult only after `routes` fails. */
export declare const alternativeRoutes: RouteTable;
