// The ProtoJSON engine without zod: the nodes of scalars, enums, well-known types and messages, the
// node sets a generated module builds, and the validators over them (the subpath
// @a2a-bindgen/runtime/engine). Nothing here imports a zod value, so a bundle of a client that validates
// with the generated validators holds no zod. The zod schemas (./schema.ts) wrap these same nodes, and
// import them only through this module, so that the runtime's bundle keeps one copy of the engine.

export {
  INVALID,
  MAX_ISSUES,
  RECURSION_LIMIT,
  linkSchema,
  resolveNode,
  runNode,
  type Ctx,
  type ForeignSchema,
  type Node,
  type PathKey,
  type RawIssue,
} from "../protojson/core.js";
export { scalarNames, scalarNodes, type ScalarName } from "../protojson/scalars.js";
export { enumNode } from "../protojson/enum.js";
export { wktNodes, isWellKnown } from "../protojson/wkt.js";
export { messageNode, DEFAULT_OPTIONS, type FieldSpec, type NodeFieldSpec, type MapKeyKind, type ParseOptions } from "../protojson/message.js";
export { lazyRecord } from "../protojson/lazy.js";
export { lazySchemas, schemaSet, type SchemaSet } from "../protojson/schema-set.js";
export {
  validator,
  ValidatorError,
  viewSet,
  wktValidators,
  type Validator,
  type ValidatorIssue,
  type ValidatorResult,
} from "../protojson/validator.js";
export { toIssues, jsonPath, type ValidationIssue } from "../protojson/issues.js";
