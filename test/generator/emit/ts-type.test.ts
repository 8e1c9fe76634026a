// The JSON-RPC module declares every schema's type instead of letting TypeScript infer it (so its
// declarations need no checker). These tests prove the printed types are zod's: for every definition
// the module as generated, plus the definition's zod expression (the zod text, which the module no longer
// ships: its checks and rules run on the runtime's engine) without the annotation, type-checks with
// z.output and z.input of that expression mutually assignable to the printed output and input types.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createCheckedProject } from "../../../generator/src/check/check.js";
import { jsonRpcSchemasView } from "../../../generator/src/emit/schemas-view.js";
import { renderFile } from "../../../generator/src/emit/templates.js";
import { zodText } from "../../../generator/src/emit/zod-text.js";
import { jsonSchemaDefinitions } from "../../../generator/src/jsonschema/compile.js";
import type { VersionModel } from "../../../generator/src/model/types.js";
import { GenerationError } from "../../../generator/src/model/errors.js";
import { schemaConstructs } from "../../support/schema-constructs.js";

const A2A = JSON.parse(readFileSync(new URL("../../../proto/a2a/v1/a2a.json", import.meta.url), "utf8"));

type View = ReturnType<typeof jsonRpcSchemasView> & { exprs: string[] };

function view(schema: unknown): View {
  const defs = jsonSchemaDefinitions(schema, "schema.json");
  const v = jsonRpcSchemasView({ jsonRpcSchemas: { file: "schema.json", definitions: defs }, protocolVersion: "9.9" } as VersionModel, "test", "rt");
  const nameOf = new Map(defs.map((d) => [d.ident, d.name]));
  // References read the module's declared schemas, as the zod text once did in the module itself.
  // The zod text is classic zod; the proofs import classic as `zc` beside the module's zod/mini types.
  const exprs = defs.map((d) => zodText(d.node, (i) => `schemas[${JSON.stringify(nameOf.get(i))}]`).replace(/\bz\./g, "zc."));
  return { ...v, exprs };
}

/** The generated module, then per definition: its expression unannotated, and both directions of both sides. */
function moduleWithProofs(v: View, tamper: (m: string) => string = (m) => m): string {
  // The proofs build classic zod schemas over the module's (zod/mini) ones: classic as a value, `zc`.
  const module = `import * as zc from "zod";\n${tamper(renderFile({ name: "jsonrpc.ts", template: "jsonrpc-schemas.ts.hbs", context: v }))}`;
  const proofs = v.definitions.map((d, k) => {
    const input = d.inputName ?? d.outputName;
    return [
      `const E${k} = ${v.exprs[k]};`,
      `export const out${k} = [(a: zc.output<typeof E${k}>): ${d.outputName} => a, (b: ${d.outputName}): zc.output<typeof E${k}> => b];`,
      `export const in${k} = [(a: zc.input<typeof E${k}>): ${input} => a, (b: ${input}): zc.input<typeof E${k}> => b];`,
    ].join("\n");
  });
  return `${module}\n${proofs.join("\n")}\n`;
}

function check(text: string): void {
  createCheckedProject([{ name: "jsonrpc.ts", content: text }], "rt");
}

test("every a2a.json definition's printed output and input types are the ones zod infers", () => {
  const v = view(A2A);
  assert.ok(v.definitions.length > 80);
  // The hand-read facts of a2a.json v0.3.0: a part is one of three kinds; OAuth flows' scopes are a
  // catchall (a z.preprocess), so their input side is unknown and the flows get an input type.
  const part = v.definitions.find((d) => d.outputName === "Part")!;
  assert.equal(part.outputType, "TextPart | FilePart | DataPart");
  assert.equal(part.inputName, null);
  const flow = v.definitions.find((d) => d.outputName === "ImplicitOAuthFlow")!;
  assert.match(flow.outputType, /scopes: \{ \[key: string\]: string \}/);
  assert.match(flow.inputType!, /scopes: unknown;/);
  assert.equal(flow.inputName, "ImplicitOAuthFlowInput");
  // A required key whose schema accepts undefined is checked present: its output is not undefined.
  assert.match(v.definitions.find((d) => d.outputName === "JSONRPCSuccessResponse")!.outputType, /result: \{\} \| null;/);
  check(moduleWithProofs(v));
});

test("every construct the generator can emit gets zod's types (oneOf, allOf, cycles, catchall, const values, untyped keywords)", () => {
  const v = view({
    definitions: {
      ...schemaConstructs,
      Q: { type: "object", properties: { n: { type: "number" } }, additionalProperties: { type: "string" } },
      S: { type: "object", properties: {}, additionalProperties: false },
      T: { type: "object", properties: { a: { type: "string" } }, additionalProperties: false },
      C: { enum: [{ a: [1, "x", null] }, [], {}, true] },
      U: { properties: { a: { type: "string" } }, items: { type: "null" } },
      V: { properties: { a: { type: "string" } } },
      W: { items: { type: "null" } },
      L: { type: "array", items: { anyOf: [{ type: "string" }, { type: "null" }] } },
      R: { type: "array", items: { $ref: "#/definitions/P" } },
      "not-an-identifier": { type: "string" },
      z: { type: "boolean" },
      N: false,
      Y: true,
    },
  });
  assert.equal(v.definitions.find((d) => d.name === "Tree")!.outputType, "{ kids?: Tree[]; [key: string]: unknown }");
  // A name that is not an identifier, or that the module imports, gets an internal type name.
  assert.deepEqual(
    v.definitions.filter((d) => !d.exported).map((d) => d.outputName),
    ["J_not_an_identifier", "J_z"],
  );
  check(moduleWithProofs(v));
});

test("the proof can fail: a printed type that is not zod's is a compile error", () => {
  const v = view({ definitions: { X: { type: "object", properties: { a: { type: "integer" } }, required: ["a"] } } });
  assert.throws(
    () => check(moduleWithProofs(v, (m) => m.replace("a: number", "a: string"))),
    (e: unknown) => e instanceof GenerationError && /TS2322/.test(e.message),
  );
  assert.throws(
    () => check(moduleWithProofs(v, (m) => m.replace("a: number", "a?: number"))),
    (e: unknown) => e instanceof GenerationError && /TS2322/.test(e.message),
  );
});

test("one table names each definition: definitionNames is read from it unless a name is an array index", () => {
  const render = (v: View) => renderFile({ name: "jsonrpc.ts", template: "jsonrpc-schemas.ts.hbs", context: v });
  const plain = view({
    definitions: {
      B: { type: "object", properties: { a: { type: "integer" } }, required: ["a"] },
      S: { type: "object", properties: { a: { type: "integer" } }, additionalProperties: false },
      E: { enum: ["x", "y"] },
    },
  });
  assert.equal(plain.namesFromChecks, true);
  const text = render(plain);
  assert.match(text, /export const definitionNames = Object\.keys\(checks\) as unknown as readonly \["B", "S", "E", \];/);
  // A loose object's check comes with its faults; a strict object's and an enum's alone.
  assert.match(text, /\n {2}B: \[J_B, J_B\$faults\],\n {2}S: J_S,\n {2}E: J_E,\n/);
  check(text);
  // "7" refers to A, so A is defined first; but "7" would come first in Object.keys: the names are printed.
  const indexed = view({ definitions: { "7": { $ref: "#/definitions/A" }, A: { type: "string" }, "07": { type: "integer" } } });
  assert.deepEqual(
    indexed.definitions.map((d) => JSON.parse(d.nameLiteral)),
    ["A", "7", "07"],
  );
  assert.equal(indexed.namesFromChecks, false);
  const listed = render(indexed);
  assert.match(listed, /export const definitionNames = \["A", "7", "07", \] as const;/);
  check(listed);
});
