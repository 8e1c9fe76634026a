// zod 4 validators of protobuf's canonical JSON mapping (ProtoJSON), with @bufbuild/protobuf's
// fromJson (2.17) as the reference: a schema accepts exactly what fromJson accepts (REQUIRED
// aside, which fromJson does not check) and outputs canonical ProtoJSON that fromJson reads back
// to an equal message. unknownFields "report" matches fromJson's defaults, "ignore" matches
// ignoreUnknownFields: true. Deliberate differences (each marked where it is made):
// - enum.ts: unknown enum names are refused even under "ignore" (fromJson drops them);
//   closed enums are treated as open.
// - wkt.ts: NaN / ±Infinity JS numbers in Struct/Value/ListValue are refused (not JSON).
// - scalars.ts: base64 follows protobuf-es' portable decoder, not a native setFromBase64.
// - core.ts: issues are collected past the first (up to MAX_ISSUES), where fromJson throws.

// The engine without zod (also the subpath @a2a-bindgen/runtime/engine), then its zod schemas.
export {
  DEFAULT_OPTIONS,
  type FieldSpec,
  isWellKnown,
  jsonPath,
  lazySchemas,
  type MapKeyKind,
  messageNode,
  type Node,
  type NodeFieldSpec,
  enumNode,
  type ParseOptions,
  type ScalarName,
  scalarNodes,
  type SchemaSet,
  schemaSet,
  toIssues,
  type ValidationIssue,
  type Validator,
  ValidatorError,
  type ValidatorIssue,
  type ValidatorResult,
  validator,
  viewSet,
  wktNodes,
  wktValidators,
} from "../engine/index.js";
export { enumType, message, scalars, toSchema, wkt } from "./schema.js";
// The v0.3 JSON-RPC validators (JSON Schema, not ProtoJSON) run on this entry's engine too.
export * from "../jsonschema/index.js";
export { httpInvalidParams, invalidParamsAnswer, jsonRpcInvalidParams } from "./invalid-params.js";
export type {
  BadRequestDetail,
  ErrorInfoDetail,
  HttpErrorAnswer,
  InvalidParamsAnswer,
  InvalidParamsSpec,
  JsonRpcErrorObject,
  ValidationFailure,
} from "./invalid-params.js";

export { runtimeVersion, checkRuntime, satisfies } from "../version.js";
