// The routes entry: what generated route tables call (match, build, method lookup). It loads no
// validator code, so a client or router that only needs routes never loads zod.

export { createRouteTable, lazyRouteTable } from "./table.js";
// What a printed matcher (generated/<version>/routes.js) is given and must provide.
export type { MatcherRuntime, MatchSuccess, Miss, RouteMatcher } from "./matcher.js";
export {
  decodePathSegments,
  decodePathValue,
  decodeQueryComponent,
  escapePathSegments,
  escapePathValue,
  escapeQueryComponent,
} from "./escape.js";
export { BuildError } from "./types.js";
export type {
  AnyRouteTypes,
  BindingMatchTypes,
  BuildRequestOf,
  BuiltRequest,
  CompiledPattern,
  CompiledVariable,
  EnumShape,
  FieldShape,
  MatchResult,
  MessageShape,
  PathValues,
  OperationRouteTypes,
  RouteBadRequest,
  RouteBinding,
  RouteBindingOf,
  RouteMatch,
  RouteOperation,
  RouteTable,
  RouteTableSpec,
  RouteTypes,
  TypedRouteTable,
  ScalarKind,
  ScalarWkt,
} from "./types.js";
export { lookupOperation } from "./operations.js";
export type { OperationInfo } from "./operations.js";

export { runtimeVersion, checkRuntime, satisfies } from "../version.js";
