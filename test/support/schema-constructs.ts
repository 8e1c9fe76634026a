// JSON Schema definitions that exercise each construct the zod printer handles (oneOf, a discriminating const,
// allOf with anyOf, a cycle, required keys beside additionalProperties): shared by the tests that type-check its output.

export const schemaConstructs = {
  X: { oneOf: [{ type: "integer" }, { type: "string" }] },
  D: {
    oneOf: [
      { type: "object", properties: { k: { const: 1 } }, required: ["k"] },
      { type: "object", properties: { k: { const: 2 } }, required: ["k"] },
    ],
  },
  A: { allOf: [{ $ref: "#/definitions/X" }, { type: "integer" }, { anyOf: [{ const: 1 }, { const: 2 }] }] },
  Tree: { type: "object", properties: { kids: { type: "array", items: { $ref: "#/definitions/Tree" } } } },
  P: { type: "object", properties: { r: {} }, required: ["r", "q"], additionalProperties: { $ref: "#/definitions/X" } },
};
