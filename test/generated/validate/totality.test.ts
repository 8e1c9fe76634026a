// Totality of the generated schemas: for every schema of every dialect, arbitrary values (JSON
// and otherwise) only ever give success or issues, never an exception.

import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";

type Schema = { safeParse(v: unknown): { success: boolean } };

const sets: [string, Record<string, Schema>][] = [
  ["v1_0.schemas", v1_0.schemas as unknown as Record<string, Schema>],
  ["v0_3.schemas", v0_3.schemas as unknown as Record<string, Schema>],
  ["v0_3.jsonrpc.schemas", v0_3.jsonrpc.schemas as unknown as Record<string, Schema>],
];

test("no generated schema throws on arbitrary input", () => {
  let schemas = 0;
  for (const [set, all] of sets) {
    for (const [name, schema] of Object.entries(all)) {
      schemas++;
      fc.assert(
        fc.property(
          fc.oneof(
            fc.jsonValue({ maxDepth: 4 }),
            fc.anything({ maxDepth: 3, withBigInt: true, withMap: true, withSet: true, withNullPrototype: true, withTypedArray: true, withSparseArray: true }),
          ),
          (v) => {
            const r = schema.safeParse(v);
            assert.equal(typeof r.success, "boolean", `${set}.${name}`);
          },
        ),
        { numRuns: 60 },
      );
    }
  }
  assert.ok(schemas > 180, `only ${schemas} schemas`);
});
