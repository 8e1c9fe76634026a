// The v0.3 JSON-RPC validators' engine: printed accepting checks, and the rules as data to explain a
// refusal with zod's issues. No zod object schema is built, no code is compiled from strings.

export { jsonSchema, jsonNodes, totalCheck, type AcceptingCheck } from "./schema.js";
export { explain, type RawIssue } from "./explain.js";
export type { JsonNode, JsonObjectNode, JsonObjectProp, NodeLookup, JsonPrimitive } from "./node.js";
