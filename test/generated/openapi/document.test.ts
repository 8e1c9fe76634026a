// The generated OpenAPI documents (v1.0 and v0.3) validate with the OpenAPI 3.1 validator and lint clean with
// the linter (no error, no warning: tools.ts says which ruleset and why two rules are off); and the same tools,
// wired the same way, refuse a copy with a seeded fault (faults.ts), so a clean result is not a tool that
// looked at nothing. A small hand-written 3.1 document proves the harness on its own.

import assert from "node:assert/strict";
import { test } from "node:test";
import { faults } from "./faults.js";
import { describe, documentOf, type Finding, lintDocumentFindings, validateDocument } from "./tools.js";

async function findings(doc: unknown): Promise<Finding[]> {
  return [...(await validateDocument(doc)), ...(await lintDocumentFindings(doc))];
}

/** A clean OpenAPI 3.1 document in the generated documents' shape: no servers, no security, a templated path. */
const small = {
  openapi: "3.1.0",
  info: { title: "small", version: "1.0.0", license: { name: "Apache 2.0", identifier: "Apache-2.0" } },
  tags: [{ name: "Things", description: "things" }],
  paths: {
    "/things/{id}": {
      get: {
        operationId: "GetThing",
        summary: "Gets a thing",
        tags: ["Things"],
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": { description: "The thing", content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } } },
          "404": { description: "No such thing", content: { "application/json": { schema: { $ref: "#/components/schemas/Status" } } } },
        },
      },
    },
    "/things": {
      get: {
        operationId: "ListThings",
        summary: "Lists things",
        tags: ["Things"],
        responses: {
          "200": { description: "The things", content: { "application/json": { schema: { type: "array", items: { $ref: "#/components/schemas/Thing" } } } } },
          "400": { description: "Bad request", content: { "application/json": { schema: { $ref: "#/components/schemas/Status" } } } },
        },
      },
    },
  },
  components: {
    schemas: {
      Thing: { type: "object", properties: { id: { type: "string" }, size: { type: ["string", "null"], format: "int64" } }, required: ["id"] },
      Status: { type: "object", properties: { code: { type: "integer" }, message: { type: "string" } } },
    },
  },
};

test("the harness: a small clean OpenAPI 3.1 document has no finding from either tool", async () => {
  assert.deepEqual(describe(await findings(small)), "");
});

test("the harness: a warning is reported too (a document without info.license: redocly info-license)", async () => {
  const doc: any = structuredClone(small);
  delete doc.info.license;
  assert.deepEqual(
    (await findings(doc)).map((f) => `${f.severity} ${f.rule} ${f.pointer}`),
    ["warn info-license #/info"],
  );
});

for (const fault of faults) {
  test(`the harness: the tools refuse the small document with ${fault.name}`, async () => {
    const doc = structuredClone(small);
    fault.seed(doc);
    const found = await findings(doc);
    assert.ok(
      found.some((f) => f.severity === "error" && fault.rules.includes(f.rule)),
      `expected an error from one of ${fault.rules.join(", ")}; got:\n${describe(found)}`,
    );
  });
}

for (const version of ["v1_0", "v0_3"] as const) {
  test(`${version}/openapi.json: OpenAPI 3.1.0, valid, and lint-clean (no error, no warning)`, async () => {
    const doc = documentOf(version);
    assert.equal(doc.openapi, "3.1.0");
    assert.ok(Object.keys(doc.paths ?? {}).length > 0, "the document has no paths");
    assert.deepEqual(describe(await validateDocument(doc)), "", "validator findings");
    assert.deepEqual(describe(await lintDocumentFindings(doc)), "", "linter findings");
  });

  test(`${version}/openapi.json: a copy with a seeded fault is refused, one fault at a time`, async () => {
    const original = documentOf(version);
    // Only what the fault adds counts (the document's own findings, if any, are the test above's).
    const before = new Set(describe(await findings(original)).split("\n"));
    for (const fault of faults) {
      const doc = structuredClone(original);
      fault.seed(doc);
      const added = (await findings(doc)).filter((f) => !before.has(describe([f])));
      assert.ok(
        added.some((f) => f.severity === "error" && fault.rules.includes(f.rule)),
        `${fault.name}: expected a new error from one of ${fault.rules.join(", ")}; got:\n${describe(added)}`,
      );
    }
  });
}
