// The v0.3 JSON-RPC validators' engine: printed accepting checks, and the rules as data to explain a
// refusal with zod's issues. No zod object schema is built, no code is compiled from strings.

export { acceptsOf, jsonSchema, jsonSchemas, jsonNodes, totalCheck, type AcceptingCheck, type CheckEntry } from "./schema.js";
export { explain, type RawIssue } from "./explain.js";
export type { Faults, JsonNode, JsonObjectNode, JsonObjectProp, NodeLookup, JsonPrimitive } from "./node.js";
