// The runtime that generated route tables call: createRouteTable plus the data contract.

export { createRouteTable } from "./table.js";
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
  BuiltRequest,
  CompiledPattern,
  CompiledVariable,
  EnumShape,
  FieldShape,
  MatchResult,
  MessageShape,
  PathValues,
  RouteBinding,
  RouteTable,
  RouteTableSpec,
  ScalarKind,
  ScalarWkt,
} from "./types.js";
export { lookupOperation } from "./operations.js";
export type { OperationInfo } from "./operations.js";
