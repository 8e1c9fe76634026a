import { describe, test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import type { DescMessage } from "@bufbuild/protobuf";
import { AnySchema, DurationSchema, EmptySchema, FieldMaskSchema, ListValueSchema, StructSchema, TimestampSchema, ValueSchema } from "@bufbuild/protobuf/wkt";
import { isWellKnown, toIssues, wkt } from "../../../runtime/src/protojson/index.js";
import { AllSchema, differential, schemaFactory, show, tryFromJson } from "./harness.js";
import { DURATIONS, FIELD_MASKS, TIMESTAMPS, durationArb, timestampArb, validTimestampArb } from "./corpus.js";

const strict = schemaFactory({ required: "skip", unknownFields: "report" }).schemaOf(AllSchema);

/** Top-level differential for a well-known type, plus the same value as a field of test.v1.All. */
function check(name: string, desc: DescMessage, v: unknown, field?: string, ignoreUnknownFields = false): unknown {
  const out = differential(desc, wkt[name], v, ignoreUnknownFields);
  if (field !== undefined) differential(AllSchema, strict, { [field]: v }, false);
  return out;
}

/** A value nested `depth` levels deep (arrays and objects alternating). */
function nested(depth: number, leaf: unknown = 1): unknown {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? { k: v } : [v];
  return v;
}

/** JSON values without NaN/Infinity (which are not JSON; see the deliberate difference below). */
const jsonish = fc.jsonValue({ maxDepth: 4 });

describe("Timestamp", () => {
  test("corpus", () => {
    for (const v of TIMESTAMPS) check("google.protobuf.Timestamp", TimestampSchema, v, "ts");
  });
  test("generated RFC 3339-shaped strings (valid or not)", () => {
    fc.assert(
      fc.property(timestampArb, (v) => void check("google.protobuf.Timestamp", TimestampSchema, v, "ts")),
      { numRuns: 2000 },
    );
  });
  test("generated valid timestamps come out as given when canonical", () => {
    fc.assert(
      fc.property(validTimestampArb, (v) => {
        const out = check("google.protobuf.Timestamp", TimestampSchema, v);
        const canonical = !/\.(?:0+|\d*000)Z$/.test(v);
        if (canonical) assert.equal(out, v);
      }),
      { numRuns: 1000 },
    );
  });
  test("canonical output: UTC, 0/3/6/9 fraction digits", () => {
    const p = (v: string) => wkt["google.protobuf.Timestamp"].parse(v);
    assert.equal(p("1972-01-01T10:00:20.021-05:00"), "1972-01-01T15:00:20.021Z");
    assert.equal(p("2021-01-01T00:00:00.100000Z"), "2021-01-01T00:00:00.100Z");
    assert.equal(p("2021-01-01T00:00:00.000Z"), "2021-01-01T00:00:00Z");
    assert.equal(p("2021-01-01T00:00:00.1234Z"), "2021-01-01T00:00:00.123400Z");
    assert.equal(p("2021-02-29T00:00:00Z"), "2021-03-01T00:00:00Z"); // Date.parse rolls over, as in fromJson
    assert.equal(p("9999-12-31T23:59:59.999999999Z"), "9999-12-31T23:59:59.999999999Z");
    for (const v of ["2024-01-01T00:00:00.1234567891Z", "2024-01-01t00:00:00z", "0000-01-01T00:00:00Z", "10000-01-01T00:00:00Z"]) {
      assert.equal(wkt["google.protobuf.Timestamp"].safeParse(v).success, false, v);
    }
  });
});

describe("Duration", () => {
  test("corpus", () => {
    for (const v of DURATIONS) check("google.protobuf.Duration", DurationSchema, v, "dur");
  });
  test("generated", () => {
    fc.assert(
      fc.property(durationArb, (v) => void check("google.protobuf.Duration", DurationSchema, v, "dur")),
      { numRuns: 2000 },
    );
  });
  test("canonical output", () => {
    const p = (v: string) => wkt["google.protobuf.Duration"].parse(v);
    assert.equal(p("1.5s"), "1.500s");
    assert.equal(p("-0.5s"), "-0.500s");
    assert.equal(p("-0s"), "0s");
    assert.equal(p("00001.000000001s"), "1.000000001s");
    assert.equal(p("1sfoo"), "1s"); // fromJson's pattern is not anchored at the end
  });
});

describe("FieldMask, Empty, Any", () => {
  test("FieldMask corpus and generated", () => {
    for (const v of FIELD_MASKS) check("google.protobuf.FieldMask", FieldMaskSchema, v, "mask");
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[a-zA-Z_.,]{0,12}$/)), (v) => void check("google.protobuf.FieldMask", FieldMaskSchema, v, "mask")),
      { numRuns: 500 },
    );
  });
  test("Empty: an object, unknown keys ignored", () => {
    for (const v of [{}, { a: 1 }, [], null, "x", 0]) check("google.protobuf.Empty", EmptySchema, v, undefined, true);
    fc.assert(
      fc.property(jsonish, (v) => void check("google.protobuf.Empty", EmptySchema, v, undefined, true)),
      { numRuns: 300 },
    );
    assert.deepEqual(wkt["google.protobuf.Empty"].parse({ a: 1 }), {});
  });
  test("Any: without a registry only {} is accepted, with a clear message otherwise", () => {
    const cases = [{}, { "@type": "" }, { "@type": "type.googleapis.com/google.protobuf.Duration", value: "1s" }, { foo: 1 }, { "@type": "x/" }, [], null, "x"];
    for (const v of cases) check("google.protobuf.Any", AnySchema, v, "any");
    fc.assert(
      fc.property(jsonish, (v) => void check("google.protobuf.Any", AnySchema, v, "any")),
      { numRuns: 300 },
    );
    const r = wkt["google.protobuf.Any"].safeParse({ "@type": "type.googleapis.com/google.protobuf.Duration", value: "1s" });
    assert.ok(!r.success && /no type registry/.test(r.error.issues[0].message));
  });
});

describe("Struct, Value, ListValue", () => {
  test("generated JSON values", () => {
    fc.assert(
      fc.property(jsonish, (v) => {
        check("google.protobuf.Value", ValueSchema, v, "value");
        check("google.protobuf.Struct", StructSchema, v, "struct");
        check("google.protobuf.ListValue", ListValueSchema, v, "listValue");
        differential(AllSchema, strict, { rValue: [v, null], mValue: { a: v, b: null } }, false);
      }),
      { numRuns: 500 },
    );
  });
  test("valid values are returned as they are", () => {
    const v = { a: [1, "x", null, true, { b: -0 }], "": {}, __proto__x: [] };
    assert.equal(wkt["google.protobuf.Struct"].parse(v), v);
    assert.equal(wkt["google.protobuf.Value"].parse(null), null);
  });
  test("the recursion limit matches fromJson's exactly", () => {
    for (let depth = 90; depth <= 102; depth++) {
      const v = nested(depth);
      check("google.protobuf.Value", ValueSchema, v);
      check("google.protobuf.ListValue", ListValueSchema, [v]);
      check("google.protobuf.Struct", StructSchema, { k: v });
      differential(AllSchema, strict, { value: v }, false);
      differential(AllSchema, strict, { child: { child: { struct: { k: v } } } }, false);
      differential(AllSchema, strict, { cValue: v }, false);
    }
    // And it keeps a cyclic value from a JS caller finite.
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    assert.equal(wkt["google.protobuf.Struct"].safeParse(cyclic).success, false);
  });
  test("values that are not JSON are reported at their path", () => {
    const r = wkt["google.protobuf.Struct"].safeParse({ a: [1, { b: undefined }] });
    assert.ok(!r.success);
    assert.deepEqual(
      toIssues(r.error).map((i) => [i.path, i.received]),
      [["$.a[1].b", "undefined"]],
    );
    for (const bad of [() => 1, 1n, Symbol("s"), undefined]) {
      assert.equal(wkt["google.protobuf.Value"].safeParse({ x: [bad] }).success, false, show(bad));
      assert.equal(tryFromJson(ValueSchema, { x: [bad] }, false).ok, false);
    }
  });
  test("deliberate difference: NaN and infinities are refused (fromJson stores them)", () => {
    for (const n of [NaN, Infinity, -Infinity]) {
      assert.equal(tryFromJson(ValueSchema, n, false).ok, true);
      const r = wkt["google.protobuf.Value"].safeParse({ a: [n] });
      assert.ok(!r.success);
      assert.equal(toIssues(r.error)[0].path, "$.a[0]");
    }
  });
});

describe("NullValue and wrappers", () => {
  test("NullValue: null, its name or an int32; output null for 0", () => {
    const cases = [null, "NULL_VALUE", 0, -0, 1, -1, 2 ** 31, 1.5, "0", "null", "NULL", true, {}, []];
    for (const v of cases) {
      differential(AllSchema, strict, { oNull: v }, false);
      differential(AllSchema, strict, { nullValue: v }, false);
      differential(AllSchema, strict, { rNull: [v] }, false);
      differential(AllSchema, strict, { cNull: v }, false);
    }
    assert.equal(wkt["google.protobuf.NullValue"].parse("NULL_VALUE"), null);
    assert.equal(wkt["google.protobuf.NullValue"].parse(0), null);
    assert.equal(wkt["google.protobuf.NullValue"].parse(7), 7);
  });
  test("a top-level null wrapper is the zero value (fromJson's reading)", () => {
    assert.equal(wkt["google.protobuf.Int64Value"].parse(null), "0");
    assert.equal(wkt["google.protobuf.StringValue"].parse(null), "");
    assert.equal(wkt["google.protobuf.BoolValue"].parse(null), false);
    // As a field, null is unset.
    assert.deepEqual(strict.parse({ wInt64: null }), {});
  });
  test("isWellKnown", () => {
    for (const n of ["google.protobuf.Timestamp", "google.protobuf.Struct", "google.protobuf.NullValue", "google.protobuf.BytesValue", "google.protobuf.Any"]) {
      assert.ok(isWellKnown(n), n);
    }
    for (const n of ["google.protobuf.Type", "toString", "__proto__", "lf.a2a.v1.Task"]) assert.ok(!isWellKnown(n), n);
  });
});
