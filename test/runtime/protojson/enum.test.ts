import { describe, test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { enumType } from "../../../runtime/src/protojson/index.js";
import { AllSchema, differential, sameMessage, schemaFactory, show, tryFromJson } from "./harness.js";
import { NUMBERS, NUMERIC_STRINGS } from "./corpus.js";

const factory = schemaFactory({ required: "skip", unknownFields: "report" });
const strict = factory.schemaOf(AllSchema);
const Color = factory.enumOf(AllSchema.fields.find((f) => f.name === "color")!.enum!);

const CORPUS: unknown[] = [
  "COLOR_UNSPECIFIED",
  "RED",
  "GREEN",
  "red",
  "Red",
  "BLUE",
  "",
  " RED",
  "RED ",
  "__proto__",
  "toString",
  0,
  1,
  2,
  3,
  -1,
  -0,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  1e300,
  NaN,
  Infinity,
  "0",
  "1",
  true,
  false,
  null,
  undefined,
  [],
  {},
  1n,
  ...NUMERIC_STRINGS,
  ...NUMBERS,
];

/** The enum schema alone against a repeated enum item (null is refused there too), then as fields. */
function checkEnum(v: unknown): void {
  const ref = tryFromJson(AllSchema, { rColor: [v] }, false);
  const r = Color.safeParse(v);
  assert.equal(r.success, ref.ok, `Color ${show(v)}: fromJson ${ref.ok ? "accepts" : "rejects: " + ref.error}`);
  if (r.success && ref.ok) {
    const again = tryFromJson(AllSchema, { rColor: [r.data] }, false);
    assert.ok(again.ok && sameMessage(AllSchema, again.msg, ref.msg), `Color ${show(v)} -> ${show(r.data)}`);
  }
  differential(AllSchema, strict, { color: v }, false);
  differential(AllSchema, strict, { oColor: v }, false);
  differential(AllSchema, strict, { cEnum: v }, false);
  differential(AllSchema, strict, { mColor: { k: v } }, false);
}

describe("enums: differential against fromJson", () => {
  test("corpus", () => {
    for (const v of CORPUS) checkEnum(v);
  });
  test("generated", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...CORPUS), fc.integer(), fc.double(), fc.string(), fc.integer({ min: -(2 ** 33), max: 2 ** 33 })), checkEnum),
      { numRuns: 1000 },
    );
  });
});

describe("enums: output", () => {
  test("names stay names; numbers become the name, or stay numbers without one", () => {
    assert.equal(Color.parse("GREEN"), "GREEN");
    assert.equal(Color.parse(2), "GREEN");
    assert.equal(Color.parse(-0), "COLOR_UNSPECIFIED");
    assert.equal(Color.parse(7), 7);
    assert.equal(Color.parse(-7), -7);
    assert.equal(Color.safeParse("BLUE").success, false);
    assert.equal(Color.safeParse("2").success, false);
    assert.equal(Color.safeParse(null).success, false);
  });
  test("aliases: any name is accepted, the first declared name comes out", () => {
    const E = enumType("test.Alias", [
      ["A_UNSPECIFIED", 0],
      ["STARTED", 1],
      ["RUNNING", 1],
    ]);
    assert.equal(E.parse("RUNNING"), "STARTED");
    assert.equal(E.parse(1), "STARTED");
  });
  test("inherited property names are not enum names", () => {
    const E = enumType("test.E", [["X", 0]]);
    for (const n of ["toString", "__proto__", "constructor", "hasOwnProperty"]) assert.equal(E.safeParse(n).success, false, n);
  });
});
