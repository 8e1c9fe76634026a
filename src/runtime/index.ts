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
// Validators: ProtoJSON building blocks the generated schemas modules call, and the answers to a failed validation.
export { DEFAULT_OPTIONS, enumType, isWellKnown, jsonPath, message, scalars, toIssues, wkt } from "./protojson/index.js";
export type { FieldSpec, MapKeyKind, ParseOptions, ScalarName, ValidationIssue } from "./protojson/index.js";
export { schemaSet, type SchemaSet } from "./schema-set.js";
export { httpInvalidParams, invalidParamsAnswer, jsonRpcInvalidParams } from "./invalid-params.js";
export type { BadRequestDetail, HttpErrorAnswer, InvalidParamsAnswer, InvalidParamsSpec, JsonRpcErrorObject, ValidationFailure } from "./invalid-params.js";
export type { JsonObject, JsonValue } from "./json.js";
// Version-diff adapters: converters compiled from the generated compat plans.
export { createCompat, CompatError } from "./compat/index.js";
export type { Compat, CompatOptions, CompatSpec, Converted, DialectConverters, Loss, StreamOptions } from "./compat/index.js";
export type { DialectPlan, RequiredPlan, EnumPlan, ErrorPlan, FieldPlan, HoistPlan, OperationPlan, ResultPlan, TemplatePlan, TypePlan, ValuePlan, VariantPlan } from "./compat/plan.js";
