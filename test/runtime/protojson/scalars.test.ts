import { describe, test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import type { DescMessage } from "@bufbuild/protobuf";
import {
  BoolValueSchema,
  BytesValueSchema,
  DoubleValueSchema,
  FloatValueSchema,
  Int32ValueSchema,
  Int64ValueSchema,
  StringValueSchema,
  UInt32ValueSchema,
  UInt64ValueSchema,
} from "@bufbuild/protobuf/wkt";
import { scalars, wkt, type ScalarName } from "../../../runtime/src/protojson/index.js";
import { AllSchema, SCALAR_KINDS, differential, sameMessage, schemaFactory, show, tryFromJson } from "./harness.js";
import { scalarArb, scalarCorpus } from "./corpus.js";

const strict = schemaFactory({ required: "skip", unknownFields: "report" }).schemaOf(AllSchema);

const camel = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const WRAPPERS: Partial<Record<ScalarName, [string, DescMessage]>> = {
  double: ["google.protobuf.DoubleValue", DoubleValueSchema],
  float: ["google.protobuf.FloatValue", FloatValueSchema],
  int64: ["google.protobuf.Int64Value", Int64ValueSchema],
  uint64: ["google.protobuf.UInt64Value", UInt64ValueSchema],
  int32: ["google.protobuf.Int32Value", Int32ValueSchema],
  uint32: ["google.protobuf.UInt32Value", UInt32ValueSchema],
  bool: ["google.protobuf.BoolValue", BoolValueSchema],
  string: ["google.protobuf.StringValue", StringValueSchema],
  bytes: ["google.protobuf.BytesValue", BytesValueSchema],
};

/**
 * The scalar schema alone against fromJson reading a repeated field's item (where null is an
 * error too), then the same value as a singular, optional, map-value and wrapper field.
 */
function checkScalar(kind: ScalarName, v: unknown): void {
  const listKey = `r${camel(kind)}`;
  const ref = tryFromJson(AllSchema, { [listKey]: [v] }, false);
  const r = scalars[kind].safeParse(v);
  assert.equal(r.success, ref.ok, `scalars.${kind} ${show(v)}: fromJson ${ref.ok ? "accepts" : "rejects: " + ref.error}`);
  if (r.success && ref.ok) {
    const again = tryFromJson(AllSchema, { [listKey]: [r.data] }, false);
    assert.ok(again.ok && sameMessage(AllSchema, again.msg, ref.msg), `scalars.${kind} ${show(v)} -> ${show(r.data)} reads differently`);
  }
  differential(AllSchema, strict, { [`f${camel(kind)}`]: v }, false);
  differential(AllSchema, strict, { [`o${camel(kind)}`]: v }, false);
  differential(AllSchema, strict, { [`mStr${camel(kind)}`]: { k: v } }, false);
  const w = WRAPPERS[kind];
  if (w) differential(w[1], wkt[w[0]], v, false);
}

describe("scalars: differential against fromJson", () => {
  for (const kind of SCALAR_KINDS) {
    test(`${kind}: edge-case corpus`, () => {
      for (const v of scalarCorpus(kind)) checkScalar(kind, v);
    });
    test(`${kind}: generated inputs`, () => {
      fc.assert(
        fc.property(scalarArb(kind), (v) => checkScalar(kind, v)),
        { numRuns: 400 },
      );
    });
  }
});

function ok(kind: ScalarName, v: unknown): unknown {
  const r = scalars[kind].safeParse(v);
  assert.ok(r.success, `scalars.${kind} should accept ${show(v)}`);
  return r.data;
}
function bad(kind: ScalarName, v: unknown): void {
  assert.equal(scalars[kind].safeParse(v).success, false, `scalars.${kind} should reject ${show(v)}`);
}

describe("scalars: canonical output", () => {
  test("64-bit integers become exact decimal strings", () => {
    assert.equal(ok("int64", "9223372036854775807"), "9223372036854775807");
    assert.equal(ok("int64", "-9223372036854775808"), "-9223372036854775808");
    assert.equal(ok("uint64", "18446744073709551615"), "18446744073709551615");
    bad("int64", "9223372036854775808");
    bad("int64", "-9223372036854775809");
    bad("uint64", "18446744073709551616");
    bad("uint64", "-1");
    // JSON numbers beyond 2^53 are taken as the double they are, as fromJson does.
    assert.equal(ok("int64", 2 ** 53 + 2), "9007199254740994");
    assert.equal(ok("int64", -(2 ** 63)), "-9223372036854775808");
    bad("int64", 2 ** 63);
    assert.equal(ok("int64", "-0"), "0");
    assert.equal(ok("sint64", "007"), "7");
    assert.equal(ok("fixed64", " 5"), "5");
    assert.equal(ok("int64", "0x10"), "16");
    assert.equal(ok("int64", 10n), "10");
    bad("int64", "1e3");
    bad("int64", "1.5");
    bad("int64", 1.5);
    bad("int64", "");
    bad("sfixed64", true);
  });

  test("32-bit integers become numbers", () => {
    assert.equal(ok("int32", "1e3"), 1000);
    assert.equal(ok("int32", "2147483647"), 2147483647);
    assert.ok(Object.is(ok("int32", "-0"), 0));
    assert.equal(ok("uint32", 4294967295), 4294967295);
    assert.equal(ok("fixed32", "1.0"), 1);
    bad("int32", 1.5);
    bad("int32", 2 ** 31);
    bad("sint32", -(2 ** 31) - 1);
    bad("uint32", -1);
    bad("int32", " 1");
    bad("int32", "");
    bad("int32", "Infinity");
    bad("sfixed32", 10n);
  });

  test("floats: numbers, numeric strings and the special strings", () => {
    assert.equal(ok("double", "NaN"), "NaN");
    assert.equal(ok("float", "-Infinity"), "-Infinity");
    assert.equal(ok("double", "1e3"), 1000);
    assert.ok(Object.is(ok("double", "-0"), -0));
    assert.equal(ok("double", 3.5e38), 3.5e38);
    bad("float", 3.5e38);
    bad("float", "3.5e38");
    assert.equal(ok("float", 3.4028234663852886e38), 3.4028234663852886e38);
    bad("double", NaN);
    bad("double", Infinity);
    bad("double", "+Infinity");
    bad("double", "");
    bad("double", " 1");
  });

  test("bytes: standard or URL-safe base64, padded or not; the input is kept", () => {
    for (const s of ["", "AA==", "AA", "AAA=", "AAA", "-_-_", "+/+/", "SGVsbG8gV29ybGQ", "SGVsbG8_V29ybGQ-", "AA==AA=="]) {
      assert.equal(ok("bytes", s), s);
    }
    for (const s of ["A", "AAAAA", "AB=C", "YWJj!", "ä", 1]) bad("bytes", s);
  });

  test("bool and string", () => {
    assert.equal(ok("bool", false), false);
    bad("bool", "true");
    bad("bool", 0);
    assert.equal(ok("string", "😀"), "😀");
    bad("string", "\ud800");
    bad("string", 1);
  });
});
