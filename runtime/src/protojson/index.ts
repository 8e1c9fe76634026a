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

export { scalars, type ScalarName } from "./scalars.js";
export { enumType } from "./enum.js";
export { wkt, isWellKnown } from "./wkt.js";
export { message, DEFAULT_OPTIONS, type FieldSpec, type MapKeyKind, type ParseOptions } from "./message.js";
export { toIssues, jsonPath, type ValidationIssue } from "./issues.js";
export { lazySchemas, schemaSet, type SchemaSet } from "./schema-set.js";
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
