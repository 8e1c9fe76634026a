// Schemas that cannot be translated faithfully are JsonSchemaErrors naming the file and the JSON path.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { JsonSchemaError } from "../../../generator/src/jsonschema/compile.js";
import { zodDefinitions } from "../../../generator/src/emit/zod-text.js";
import { GenerationError } from "../../../generator/src/model/errors.js";

const A2A = JSON.parse(readFileSync(new URL("../../../proto/a2a/v1/a2a.json", import.meta.url), "utf8"));

function throwsAt(schema: unknown, message: string | RegExp, path?: string): void {
  assert.throws(
    () => zodDefinitions(schema, "a2a.json"),
    (e: unknown) => {
      assert.ok(e instanceof JsonSchemaError, `expected a JsonSchemaError, got ${e}`);
      assert.ok(e instanceof GenerationError && e instanceof Error);
      assert.equal(e.file, "a2a.json");
      if (typeof message === "string") assert.equal(e.message, message);
      else assert.match(e.message, message);
      if (path !== undefined) assert.equal(e.path, path);
      return true;
    },
  );
}

const defs = (d: Record<string, unknown>) => ({ $schema: "http://json-schema.org/draft-07/schema#", definitions: d });

test("an unsupported keyword in the real a2a.json names its path", () => {
  const s = structuredClone(A2A);
  s.definitions.Task.properties.kind.patternProperties = { "^x": {} };
  throwsAt(s, 'a2a.json: $.definitions.Task.properties.kind: unsupported keyword "patternProperties"', "$.definitions.Task.properties.kind");
  const t = structuredClone(A2A);
  t.definitions.Message.properties.parts.items.minLength = 1; // deep inside: parts.items is a $ref
  throwsAt(t, /^a2a\.json: \$\.definitions\.Message\.properties\.parts\.items: unsupported keyword "minLength"$/);
  const u = structuredClone(A2A);
  u.definitions.AgentCard.properties.securitySchemes.additionalProperties = { $ref: "#/definitions/SecurityScheme", not: {} };
  throwsAt(u, 'a2a.json: $.definitions.AgentCard.properties.securitySchemes.additionalProperties: unsupported keyword "not"');
});

test("every validation keyword outside the supported set is rejected, never ignored", () => {
  for (const kw of [
    "minLength",
    "maxLength",
    "pattern",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
    "minItems",
    "maxItems",
    "uniqueItems",
    "contains",
    "additionalItems",
    "minProperties",
    "maxProperties",
    "propertyNames",
    "patternProperties",
    "dependencies",
    "if",
    "then",
    "else",
    "not",
    "$id",
    "definitions",
    "contentMediaType",
    "contentEncoding",
    "unevaluatedProperties",
  ]) {
    throwsAt(defs({ A: { type: "object", properties: { x: { [kw]: 1 } } } }), `a2a.json: $.definitions.A.properties.x: unsupported keyword "${kw}"`);
  }
});

test("a dangling $ref names the $ref", () => {
  const s = structuredClone(A2A);
  s.definitions.Task.properties.status = { $ref: "#/definitions/TaskStatusX" };
  throwsAt(s, 'a2a.json: $.definitions.Task.properties.status.$ref: dangling $ref "#/definitions/TaskStatusX": no such definition');
  throwsAt(defs({ A: { anyOf: [{ type: "null" }, { $ref: "#/definitions/B" }] } }), /\$\.definitions\.A\.anyOf\[1\]\.\$ref: dangling \$ref/);
  throwsAt(defs({ A: { $ref: "#/definitions/A/properties/x" } }), /\$\.definitions\.A\.\$ref: dangling \$ref/);
});

test("only local #/definitions references, with nothing beside them", () => {
  throwsAt(
    defs({ A: { $ref: "other.json#/definitions/A" } }),
    'a2a.json: $.definitions.A.$ref: unsupported $ref "other.json#/definitions/A": only "#/definitions/<name>" is supported',
  );
  throwsAt(defs({ A: { $ref: "#" } }), /unsupported \$ref "#"/);
  throwsAt(defs({ A: { $ref: 5 } }), /\$\.definitions\.A\.\$ref: "\$ref" must be a string/);
  throwsAt(defs({ A: { type: "string" }, B: { $ref: "#/definitions/A", type: "object" } }), /\$\.definitions\.B: keyword "type" beside "\$ref"/);
  // Annotations beside $ref are fine; so is a percent- or ~-escaped name.
  const ok = zodDefinitions(defs({ "a/b c": { type: "string" }, B: { $ref: "#/definitions/a~1b%20c", description: "d" } }), "x.json");
  assert.equal(ok.find((d) => d.name === "B")!.expr, "J_a_b_c");
});

test("a bad type names the type keyword (and the element of a type array)", () => {
  throwsAt(
    defs({ A: { type: "str" } }),
    'a2a.json: $.definitions.A.type: bad type "str": expected one of null, boolean, object, array, number, integer, string',
  );
  throwsAt(defs({ A: { type: ["string", "int"] } }), /^a2a\.json: \$\.definitions\.A\.type\[1\]: bad type "int"/);
  throwsAt(defs({ A: { type: [] } }), /\$\.definitions\.A\.type: bad type \[\]/);
  throwsAt(defs({ A: { type: 3 } }), /\$\.definitions\.A\.type: bad type 3/);
  throwsAt(defs({ A: { type: ["string", "string"] } }), /\$\.definitions\.A\.type\[1\]: type "string" is listed twice/);
  const s = structuredClone(A2A);
  s.definitions.AgentCard.properties.skills.items = { type: "Object" };
  throwsAt(s, /^a2a\.json: \$\.definitions\.AgentCard\.properties\.skills\.items\.type: bad type "Object"/);
});

test("malformed keyword values name their path", () => {
  throwsAt(defs({ A: { type: "object", properties: { a: 5 } } }), /\$\.definitions\.A\.properties\.a: a schema must be an object or a boolean, got number/);
  throwsAt(defs({ A: { type: "object", properties: [] } }), /\$\.definitions\.A\.properties: "properties" must be an object/);
  throwsAt(defs({ A: { type: "object", required: "a" } }), /\$\.definitions\.A\.required: "required" must be an array of strings/);
  throwsAt(defs({ A: { type: "object", required: ["a", "a"] } }), /\$\.definitions\.A\.required\[1\]: "a" is listed twice/);
  throwsAt(defs({ A: { anyOf: [] } }), /\$\.definitions\.A\.anyOf: "anyOf" must be a non-empty array of schemas/);
  throwsAt(defs({ A: { oneOf: {} } }), /\$\.definitions\.A\.oneOf: "oneOf" must be a non-empty array/);
  throwsAt(defs({ A: { enum: "a" } }), /\$\.definitions\.A\.enum: "enum" must be an array/);
  throwsAt(defs({ A: { type: "array", items: [{ type: "string" }] } }), /\$\.definitions\.A\.items: tuple "items"/);
  throwsAt(defs({ A: { description: 3 } }), /\$\.definitions\.A\.description: "description" must be a string/);
  throwsAt(
    defs({ A: JSON.parse('{"type": "object", "properties": {"__proto__": {"type": "string"}}}') }),
    /\$\.definitions\.A\.properties\.__proto__: property "__proto__" cannot be checked/,
  );
  throwsAt(
    defs({ "a b": { type: "object", properties: { "x-y": { type: "wat" } } } }),
    'a2a.json: $.definitions["a b"].properties["x-y"].type: bad type "wat": expected one of null, boolean, object, array, number, integer, string',
  );
});

test("the root: draft-07 only, definitions required, no root-level validation", () => {
  throwsAt([], "a2a.json: $: the schema must be a JSON object");
  throwsAt({ $schema: "http://json-schema.org/draft-07/schema#" }, "a2a.json: $.definitions: expected an object of schemas");
  throwsAt({ $schema: "https://json-schema.org/draft/2020-12/schema", definitions: {} }, /\$\.\$schema: only draft-07 is supported/);
  throwsAt({ definitions: {}, type: "object" }, /\$\.type: unsupported keyword "type" at the root/);
  assert.deepEqual(zodDefinitions({ definitions: {} }, "x.json"), []);
});

test("the file name given is the one in the message", () => {
  assert.throws(() => zodDefinitions(defs({ A: { type: "nope" } }), "specs/other.json"), /^JsonSchemaError: specs\/other\.json: \$\.definitions\.A\.type: /);
});

// Hostile depth: an answer, never a RangeError. The limit is 256 nested schemas (or values), far
// beyond any real schema (a2a.json nests fewer than 10).
test("schemas nested 100,000 deep are a JsonSchemaError at the 257th level, not a stack overflow", () => {
  let s: unknown = { type: "string" };
  for (let i = 0; i < 100_000; i++) s = { type: "array", items: s };
  throwsAt(defs({ A: s }), /schemas nested more than 256 deep are not supported$/, "$.definitions.A" + ".items".repeat(256));
  let u: unknown = { type: "string" };
  for (let i = 0; i < 100_000; i++) u = { anyOf: [u, { type: "null" }] };
  throwsAt(defs({ A: u }), /schemas nested more than 256 deep are not supported$/, "$.definitions.A" + ".anyOf[0]".repeat(256));
});

test("a const value nested 100,000 deep is a JsonSchemaError, not a stack overflow", () => {
  let v: unknown = 1;
  for (let i = 0; i < 100_000; i++) v = [v];
  throwsAt(defs({ A: { const: v } }), /values nested more than 256 deep are not supported$/, "$.definitions.A.const" + "[0]".repeat(256));
});

test("a chain of 100,000 references compiles, each definition after the one it names", () => {
  const d: Record<string, unknown> = {};
  const n = 100_000;
  for (let i = 0; i < n; i++) d[`A${i}`] = i === n - 1 ? { type: "string" } : { $ref: `#/definitions/A${i + 1}` };
  const out = zodDefinitions(defs(d), "x.json");
  assert.equal(out.length, n);
  assert.equal(out[0].name, `A${n - 1}`);
  assert.equal(out[0].expr, "z.string()");
  assert.equal(out[n - 1].name, "A0");
  assert.equal(out[n - 1].expr, "J_A1");
  assert.deepEqual(out[n - 1].refs, ["J_A1"]);
  assert.ok(out.every((x) => !x.recursive));
});

test("a ring of 100,000 references is one cycle: file order, every member recursive and lazy", () => {
  const d: Record<string, unknown> = {};
  const n = 100_000;
  for (let i = 0; i < n; i++) d[`A${i}`] = { type: "array", items: { $ref: `#/definitions/A${(i + 1) % n}` } };
  const out = zodDefinitions(defs(d), "x.json");
  assert.equal(out.length, n);
  assert.equal(out[0].name, "A0");
  assert.equal(out[n - 1].name, `A${n - 1}`);
  assert.equal(out[n - 1].expr, "z.array(z.lazy(() => J_A0))");
  assert.ok(out.every((x) => x.recursive));
});
