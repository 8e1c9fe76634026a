// The version-diff adapters' runtime: the plan contract (data the generator prints for tooling and
// REFERENCE.md), losses, and the helpers the generated converters import (generated/compat/*).
// The converters themselves are printed at generation time: nothing here compiles code.

export { CompatError, formatPath, keyFragment, pathFragment, splitPath } from "./losses.js";
export type { Loss } from "./losses.js";
export {
  adopt,
  compileTemplate,
  copySet,
  deepCopy,
  describe,
  isBase64,
  isDefault,
  isEmptyObj,
  isObj,
  isTimestamp,
  listOf,
  lose,
  mapOf,
  matchTemplate,
  nested,
  prefixLosses,
  sameMinor,
  setKey,
  unknownKey,
  type CompiledTemplate,
} from "./helpers.js";
export { direction } from "./direction.js";
export type {
  CompatOptions,
  CompatShapes,
  Lossy,
  StrictOptions,
  TypedDialectConverters,
  TypedOperationConverter,
  TypedStreamConverter,
  TypedStreamOptions,
  TypedValueConverter,
  UnknownValue,
  Converted,
  CoreConverters,
  DialectConverters,
  DirectionSpec,
  OperationConverter,
  OperationTable,
  StreamConverter,
  StreamOptions,
  TypeConverter,
  ValueConverter,
} from "./direction.js";
export type * from "./plan.js";

export { runtimeVersion, checkRuntime, satisfies } from "../version.js";
