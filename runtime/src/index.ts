// @a2a-bindgen/runtime: what generated code imports. Each area is also its own entry
// (./routes, ./protojson, ./compat), so an import loads only what it uses.

export * from "./routes/index.js";
// Validators: ProtoJSON building blocks the generated schemas modules call, and the answers to a failed validation.
export * from "./protojson/index.js";
export type { JsonObject, JsonValue } from "./json.js";
// Version-diff adapters: the generated converters' types and error (their helpers: ./compat).
export { CompatError } from "./compat/index.js";
export type {
  CompatOptions,
  CompatShapes,
  Converted,
  DialectConverters,
  Loss,
  Lossy,
  StreamOptions,
  StrictOptions,
  TypedDialectConverters,
  TypedOperationConverter,
  TypedStreamConverter,
  TypedStreamOptions,
  TypedValueConverter,
  UnknownValue,
} from "./compat/index.js";
export type {
  Dialect,
  DialectPlan,
  RequiredPlan,
  EnumPlan,
  ErrorPlan,
  FieldPlan,
  HoistPlan,
  OperationPlan,
  ResultPlan,
  TemplatePlan,
  TypePlan,
  ValuePlan,
  VariantPlan,
} from "./compat/plan.js";

// The runtime version and the check generated code runs at load. Explicit, because each area
// re-exports it too, and the built runtime is two bundled modules (core.js for ./routes and
// ./compat, protojson/index.js), each with its own copy (scripts/bundle.mjs).
export { runtimeVersion, checkRuntime, satisfies } from "./routes/index.js";
