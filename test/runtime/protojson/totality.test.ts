// Every exported schema is total: no input, JSON or not, makes safeParse throw.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import type * as z from "zod";
import { HttpRuleSchema } from "../../../generator/src/gen/google/api/http_pb.js";
import { enumType, scalars, toIssues, wkt } from "../../../runtime/src/protojson/index.js";
import { AllSchema, schemaFactory, show } from "./harness.js";

const messages = [
  schemaFactory({ required: "enforce", unknownFields: "report" }, new Set(["test.v1.All.f_string", "test.v1.All.child"])).schemaOf(AllSchema),
  schemaFactory({ required: "skip", unknownFields: "ignore" }).schemaOf(AllSchema),
  schemaFactory({ required: "enforce", unknownFields: "ignore" }, new Set(["google.api.HttpRule.selector"])).schemaOf(HttpRuleSchema),
];
const schemas: [string, z.ZodType][] = [
  ...Object.entries(scalars).map(([k, s]) => [`scalars.${k}`, s] as [string, z.ZodType]),
  ...Object.entries(wkt),
  [
    "enumType",
    enumType("test.E", [
      ["E_UNSPECIFIED", 0],
      ["ONE", 1],
    ]),
  ],
  ["test.v1.All (enforce, report)", messages[0]],
  ["test.v1.All (skip, ignore)", messages[1]],
  ["google.api.HttpRule", messages[2]],
];

/** safeParse returns, and a failure converts to issues with a JSONPath each. */
function total(name: string, schema: z.ZodType, v: unknown): void {
  let r: ReturnType<z.ZodType["safeParse"]>;
  try {
    r = schema.safeParse(v);
  } catch (e) {
    assert.fail(`${name} threw on ${show(v)}: ${e instanceof Error ? e.stack : String(e)}`);
  }
  if (!r.success) {
    const issues = toIssues(r.error);
    assert.ok(issues.length > 0);
    for (const i of issues) assert.match(i.path, /^\$/);
  }
}

/** Arbitrary values shaped like the test message at the top, anything below. */
const anythingDeep = fc.anything({
  maxDepth: 4,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  withUnicodeString: true,
  key: fc.oneof(
    fc.string(),
    fc.constantFrom("fString", "child", "children", "struct", "value", "rInt64", "mStrString", "__proto__", "additionalBindings", "get"),
  ),
});

describe("totality", () => {
  for (const [name, schema] of schemas) {
    test(`${name}: fc.anything and fc.jsonValue never throw`, () => {
      fc.assert(
        fc.property(fc.oneof(anythingDeep, fc.jsonValue()), (v) => total(name, schema, v)),
        { numRuns: 300 },
      );
    });
  }
  test("values nested far beyond the recursion limit, and cycles", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 5000; i++) deep = i % 2 ? { child: deep, struct: deep } : [deep];
    const cyclic: Record<string, unknown> = { fString: "x" };
    cyclic.child = cyclic;
    cyclic.struct = cyclic;
    cyclic.children = [cyclic];
    for (const [name, schema] of schemas) {
      for (const v of [deep, { child: deep }, { struct: deep }, cyclic, [cyclic]]) total(name, schema, v);
    }
  });
  test("objects with a polluted prototype chain or getters", () => {
    class Weird {
      get fString() {
        return "g";
      }
    }
    Object.defineProperty(Weird.prototype, "child", { value: {}, enumerable: true });
    const w = Object.assign(new Weird(), { fInt32: 1 });
    for (const [name, schema] of schemas) total(name, schema, w);
    const r = messages[1].safeParse(w);
    assert.ok(r.success);
    assert.deepEqual(r.data, { fInt32: 1 }); // own enumerable keys only, as fromJson reads them
  });
});
