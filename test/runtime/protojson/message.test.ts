import { describe, test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import type { DescEnum, DescField, DescMessage, ScalarType } from "@bufbuild/protobuf";
import * as z from "zod";
import { HttpRuleSchema } from "../../../generator/src/gen/google/api/http_pb.js";
import { message, scalars, toIssues, type ParseOptions } from "../../../runtime/src/protojson/index.js";
import { AllSchema, scalarKindOf, differential, schemaFactory, show, stripUnknown, tryFromJson } from "./harness.js";
import { durationArb, scalarArb, timestampArb, validTimestampArb } from "./corpus.js";

const REPORT: ParseOptions = { required: "skip", unknownFields: "report" };
const IGNORE: ParseOptions = { required: "skip", unknownFields: "ignore" };

const httpReport = schemaFactory(REPORT).schemaOf(HttpRuleSchema);
const httpIgnore = schemaFactory(IGNORE).schemaOf(HttpRuleSchema);
const allReport = schemaFactory(REPORT).schemaOf(AllSchema);
const allIgnore = schemaFactory(IGNORE).schemaOf(AllSchema);

function issuesOf(schema: z.ZodType, v: unknown) {
  const r = schema.safeParse(v);
  assert.ok(!r.success, `expected ${show(v)} to be rejected`);
  return toIssues(r.error);
}
const paths = (schema: z.ZodType, v: unknown) => issuesOf(schema, v).map((i) => i.path);

// ---- arbitraries from descriptors -------------------------------------------------------------

const jsonish = fc.jsonValue({ maxDepth: 2 });
const UNKNOWN_KEYS = ["unknownKey", "[ext.field]", "__proto__", "toString", "constructor", "", "@type"];

function enumArb(e: DescEnum): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...e.values.map((v) => v.name)),
    fc.constantFrom(...e.values.map((v) => v.number)),
    fc.constantFrom(3, -1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), 1.5, "1", "red", "NULL_VALUE", "UNKNOWN", null),
  );
}

function mapKeyArb(f: DescField & { fieldKind: "map" }): fc.Arbitrary<string> {
  const kind = scalarKindOf(f.mapKey);
  if (kind === "string") return fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom("__proto__", "\ud800", "a"));
  if (kind === "bool") return fc.constantFrom("true", "false", "True", "1", "");
  return fc.oneof(
    fc.constantFrom(
      "0",
      "-0",
      "1",
      "01",
      "-1",
      "1e1",
      "1.0",
      " 1",
      "0x10",
      "+5",
      "",
      "a",
      "2147483648",
      "4294967296",
      "9223372036854775808",
      "18446744073709551616",
    ),
    fc.integer().map(String),
    fc.bigInt({ min: -(2n ** 64n), max: 2n ** 64n }).map(String),
  );
}

function messageValueArb(m: DescMessage, depth: number): fc.Arbitrary<unknown> {
  switch (m.typeName) {
    case "google.protobuf.Timestamp":
      return fc.oneof(timestampArb, validTimestampArb);
    case "google.protobuf.Duration":
      return durationArb;
    case "google.protobuf.FieldMask":
      return fc.constantFrom("", "a,bC", "a_b", 1);
    case "google.protobuf.Struct":
    case "google.protobuf.Value":
    case "google.protobuf.ListValue":
      return jsonish;
    case "google.protobuf.Any":
    case "google.protobuf.Empty":
      return fc.constantFrom({}, { a: 1 }, { "@type": "x" }, []);
  }
  if (m.typeName.endsWith("Value") && m.typeName.startsWith("google.protobuf.")) return scalarArb(scalarKindOf(m.fields[0].scalar!));
  return depth <= 0 ? fc.constantFrom({}, null, []) : messageArb(m, depth - 1);
}

function elementArb(f: DescField, depth: number): fc.Arbitrary<unknown> {
  const kind = f.fieldKind === "list" ? f.listKind : f.fieldKind === "map" ? f.mapKind : f.fieldKind;
  if (kind === "scalar") return scalarArb(scalarKindOf((f as { scalar: ScalarType }).scalar));
  if (kind === "enum") return enumArb((f as { enum: DescEnum }).enum);
  return messageValueArb((f as { message: DescMessage }).message, depth);
}

function fieldArb(f: DescField, depth: number): fc.Arbitrary<unknown> {
  const el = elementArb(f, depth);
  let v: fc.Arbitrary<unknown> = el;
  if (f.fieldKind === "list") v = fc.array(fc.oneof({ weight: 6, arbitrary: el }, { weight: 1, arbitrary: fc.constant(null) }), { maxLength: 3 });
  if (f.fieldKind === "map") {
    v = fc
      .uniqueArray(fc.tuple(mapKeyArb(f), fc.oneof({ weight: 6, arbitrary: el }, { weight: 1, arbitrary: fc.constant(null) })), {
        maxLength: 3,
        selector: ([k]) => k,
      })
      .map((entries) => {
        const o: Record<string, unknown> = {};
        for (const [k, x] of entries) Object.defineProperty(o, k, { value: x, enumerable: true, writable: true, configurable: true });
        return o;
      });
  }
  return fc.oneof({ weight: 8, arbitrary: v }, { weight: 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: jsonish });
}

/** Objects with some of the message's keys (either spelling, sometimes both) and some unknown keys. */
function messageArb(desc: DescMessage, depth: number, maxKeys = 5): fc.Arbitrary<Record<string, unknown>> {
  const entries: [string, fc.Arbitrary<unknown>][] = [];
  for (const f of desc.fields) {
    const arb = fieldArb(f, depth);
    entries.push([f.jsonName, arb]);
    if (f.name !== f.jsonName) entries.push([f.name, arb]);
  }
  for (const k of UNKNOWN_KEYS) entries.push([k, jsonish]);
  return fc
    .uniqueArray(fc.integer({ min: 0, max: entries.length - 1 }), { maxLength: maxKeys })
    .chain((idx) => fc.tuple(...idx.map((i) => entries[i][1])).map((values) => ({ idx, values })))
    .map(({ idx, values }) => {
      const o: Record<string, unknown> = {};
      idx.forEach((i, j) => Object.defineProperty(o, entries[i][0], { value: values[j], enumerable: true, writable: true, configurable: true }));
      return o;
    });
}

// ---- differential ---------------------------------------------------------------------------------

describe("message: differential against fromJson", () => {
  test("google.api.HttpRule, unknownFields report = fromJson's default", () => {
    fc.assert(
      fc.property(messageArb(HttpRuleSchema, 2), (v) => void differential(HttpRuleSchema, httpReport, v, false)),
      { numRuns: 3000 },
    );
  });
  test("google.api.HttpRule, unknownFields ignore = fromJson's ignoreUnknownFields", () => {
    fc.assert(
      fc.property(messageArb(HttpRuleSchema, 2), (v) => void differential(HttpRuleSchema, httpIgnore, v, true)),
      { numRuns: 3000 },
    );
  });
  test("google.api.HttpRule, arbitrary JSON", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (v) => {
        differential(HttpRuleSchema, httpReport, v, false);
        differential(HttpRuleSchema, httpIgnore, v, true);
      }),
      { numRuns: 500 },
    );
  });
  test("test.v1.All (every field shape), unknownFields report", () => {
    fc.assert(
      fc.property(messageArb(AllSchema, 1, 6), (v) => void differential(AllSchema, allReport, v, false)),
      { numRuns: 3000 },
    );
  });
  test("test.v1.All, unknownFields ignore (oracle: fromJson of the input without unknown keys)", () => {
    fc.assert(
      fc.property(messageArb(AllSchema, 1, 6), (v) => void differential(AllSchema, allIgnore, v, false, stripUnknown(AllSchema, v))),
      { numRuns: 3000 },
    );
  });
  test("deliberate difference: unknown enum names are refused even when unknown fields are ignored", () => {
    for (const v of [{ color: "PURPLE" }, { rColor: ["RED", "PURPLE"] }, { mColor: { a: "PURPLE" } }]) {
      assert.equal(tryFromJson(AllSchema, v, true).ok, true); // fromJson drops them with ignoreUnknownFields
      assert.equal(tryFromJson(AllSchema, v, false).ok, false);
      assert.equal(allIgnore.safeParse(v).success, false, show(v));
    }
  });
});

// ---- rules -----------------------------------------------------------------------------------------

describe("message: field names, null, oneofs, unknown keys, presence", () => {
  test("both spellings are accepted; the output uses JSON names", () => {
    assert.deepEqual(httpReport.parse({ response_body: "x", additional_bindings: [{ selector: "s" }] }), {
      responseBody: "x",
      additionalBindings: [{ selector: "s" }],
    });
    assert.deepEqual(allReport.parse({ named: "a" }), { customJson: "a" });
    assert.deepEqual(allReport.parse({ customJson: "a" }), { customJson: "a" });
  });
  test("both spellings at once are rejected (even with one null)", () => {
    assert.deepEqual(paths(httpReport, { responseBody: "a", response_body: "b" }), ["$.response_body"]);
    assert.deepEqual(paths(httpIgnore, { response_body: null, responseBody: "b" }), ["$.response_body"]);
    assert.equal(tryFromJson(HttpRuleSchema, { response_body: null, responseBody: "b" }, false).ok, false);
  });
  test("null means unset and is dropped", () => {
    assert.deepEqual(httpReport.parse({ selector: null, body: "*", additionalBindings: null }), { body: "*" });
    assert.deepEqual(allReport.parse({ fInt64: null, oInt32: null, child: null, color: null, rString: null, mStrString: null }), {});
  });
  test("...except for google.protobuf.Value and NullValue, where it is a value", () => {
    assert.deepEqual(allReport.parse({ value: null, oNull: null, rValue: [null], mValue: { a: null } }), {
      value: null,
      oNull: null,
      rValue: [null],
      mValue: { a: null },
    });
  });
  test("null list items and map values are rejected at their path", () => {
    assert.deepEqual(paths(allReport, { rString: ["a", null], mStrInt32: { a: null }, children: [null] }), ["$.rString[1]", "$.mStrInt32.a", "$.children[0]"]);
  });
  test("at most one oneof member", () => {
    assert.deepEqual(paths(httpReport, { get: "/a", post: "/b" }), ["$.post"]);
    assert.deepEqual(httpReport.parse({ get: "/a", post: null }), { get: "/a" });
    // A null message member still claims the oneof in fromJson (it checks before it resets).
    assert.deepEqual(paths(httpReport, { get: "/a", custom: null }), ["$.custom"]);
    assert.equal(tryFromJson(HttpRuleSchema, { get: "/a", custom: null }, false).ok, false);
    assert.deepEqual(httpReport.parse({ custom: { kind: "HEAD", path: "/x" } }), { custom: { kind: "HEAD", path: "/x" } });
    assert.deepEqual(allReport.parse({ cValue: null }), { cValue: null });
    assert.deepEqual(paths(allReport, { cValue: null, cStr: "x" }), ["$.cStr"]);
  });
  test("unknown keys: ignored (dropped) or reported at their path", () => {
    assert.deepEqual(httpIgnore.parse({ selector: "a", foo: 1, additionalBindings: [{ bar: 2 }] }), { selector: "a", additionalBindings: [{}] });
    assert.deepEqual(paths(httpReport, { selector: "a", foo: 1, additionalBindings: [{ bar: 2 }] }), ["$.foo", "$.additionalBindings[0].bar"]);
    const issue = issuesOf(httpReport, { "a b": 1 })[0];
    assert.equal(issue.path, "$['a b']");
    assert.match(issue.message, /unknown field/);
  });
  test("presence: an explicit default stays, an absent field stays absent", () => {
    assert.deepEqual(allReport.parse({ oInt32: 0, oString: "", fBool: false }), { oInt32: 0, oString: "", fBool: false });
    assert.deepEqual(allReport.parse({}), {});
  });
  test("canonical input is returned as is; anything else gets a new object and the input is untouched", () => {
    const canonical = { selector: "a", additionalBindings: [{ get: "/x" }] };
    assert.equal(httpReport.parse(canonical), canonical);
    const input = { selector: "a", response_body: "b", additionalBindings: [{ get: "/x" }, { selector: null }] };
    const copy = structuredClone(input);
    const out = httpReport.parse(input) as Record<string, unknown>;
    assert.deepEqual(out, { selector: "a", responseBody: "b", additionalBindings: [{ get: "/x" }, {}] });
    assert.deepEqual(input, copy);
  });
  test("map keys are checked per key kind and normalised as fromJson stores them", () => {
    assert.deepEqual(allReport.parse({ mInt32Key: { "01": "a", "-0": "b" } }), { mInt32Key: { "1": "a", "0": "b" } });
    assert.deepEqual(paths(allReport, { mInt32Key: { "1": "a", "01": "b" } }), ["$.mInt32Key['01']"]);
    assert.deepEqual(paths(allReport, { mBoolKey: { True: "a" }, mUint32Key: { "-1": "b" } }), ["$.mBoolKey.True", "$.mUint32Key['-1']"]);
    assert.deepEqual(allReport.parse({ mInt64Key: { "007": "a" } }), { mInt64Key: { "7": "a" } });
    const proto = allReport.parse(JSON.parse('{"mStrString": {"__proto__": "x"}}')) as { mStrString: object };
    assert.deepEqual(Object.keys(proto.mStrString), ["__proto__"]);
  });
  test("a zod schema that is not ours can be a field type; its issues get the field's path", () => {
    const m = message("test.Custom", [
      { json: "name", proto: "name", type: () => z.string().min(2), presence: "implicit" },
      { json: "tags", proto: "tags", type: () => z.string().min(2), list: true, presence: "implicit" },
    ]);
    assert.deepEqual(m.parse({ name: "ab", tags: ["xy"] }), { name: "ab", tags: ["xy"] });
    assert.deepEqual(paths(m, { name: "a", tags: ["ok", "x"] }), ["$.name", "$.tags[1]"]);
  });
});

describe("message: REQUIRED", () => {
  const required = new Set(["google.api.HttpRule.selector", "google.api.HttpRule.additional_bindings"]);
  const enforce = schemaFactory({ required: "enforce", unknownFields: "ignore" }, required).schemaOf(HttpRuleSchema);
  const skip = schemaFactory({ required: "skip", unknownFields: "ignore" }, required).schemaOf(HttpRuleSchema);
  const allRequired = new Set(["f_int32", "o_int32", "color", "ts", "m_str_string", "value", "f_bytes", "f_double"].map((n) => `test.v1.All.${n}`));
  const allEnforce = schemaFactory({ required: "enforce", unknownFields: "ignore" }, allRequired).schemaOf(AllSchema);

  test("enforced: absent, null and empty repeated fields are issues at their path", () => {
    assert.deepEqual(paths(enforce, {}), ["$.selector", "$.additionalBindings"]);
    assert.deepEqual(paths(enforce, { selector: null, additionalBindings: [] }), ["$.selector", "$.additionalBindings"]);
    assert.deepEqual(paths(enforce, { selector: "s", additionalBindings: [{ selector: "t", additionalBindings: [{}] }] }), [
      "$.additionalBindings[0].additionalBindings[0].selector",
      "$.additionalBindings[0].additionalBindings[0].additionalBindings",
    ]);
    const issues = issuesOf(enforce, { additionalBindings: [{ selector: "x", additionalBindings: [{}] }] });
    assert.deepEqual(
      issues.map((i) => i.path),
      ["$.additionalBindings[0].additionalBindings[0].selector", "$.additionalBindings[0].additionalBindings[0].additionalBindings", "$.selector"],
    );
    const issue = issues[2];
    assert.match(issue.message, /required/);
  });
  test("implicit presence: the default value counts as missing", () => {
    // (additional_bindings is REQUIRED here too, so the innermost binding always lacks it.)
    assert.ok(paths(enforce, { selector: "", additionalBindings: [{ selector: "a" }] }).includes("$.selector"));
    assert.ok(!paths(enforce, { selector: "x", additionalBindings: [{ selector: "a" }] }).includes("$.selector"));
    const ok = { fInt32: 1, oInt32: 0, color: "RED", ts: "2024-01-01T00:00:00Z", mStrString: { a: "" }, value: null, fBytes: "AA==", fDouble: -0 };
    assert.deepEqual(allEnforce.parse(ok), ok);
    assert.deepEqual(
      paths(allEnforce, { fInt32: 0, oInt32: 0, color: "COLOR_UNSPECIFIED", mStrString: {}, value: 1, fBytes: "==", fDouble: 0 }),
      ["$.fDouble", "$.fInt32", "$.mStrString", "$.fBytes", "$.color", "$.ts"], // declaration order
    );
    assert.deepEqual(
      paths(allEnforce, { fInt32: "0", oInt32: 0, color: 0, ts: "2024-01-01T00:00:00Z", mStrString: { a: "" }, value: 1, fBytes: "A A=", fDouble: "1" }),
      ["$.fInt32", "$.color"],
    );
  });
  test("an invalid required field is reported once, as invalid", () => {
    const issues = issuesOf(enforce, { selector: 5, additionalBindings: [{ selector: "a", additionalBindings: [{}] }] });
    const selector = issues.filter((i) => i.path === "$.selector");
    assert.equal(selector.length, 1);
    assert.equal(selector[0].expected, "string");
    assert.equal(selector[0].received, "number 5");
  });
  test("skipped: the same inputs pass", () => {
    assert.deepEqual(skip.parse({}), {});
    assert.deepEqual(skip.parse({ selector: "", additionalBindings: [] }), { selector: "", additionalBindings: [] });
  });
});

describe("issues", () => {
  test("exact paths for nested lists and maps", () => {
    const r = allReport.safeParse({ children: [{}, { rInt32: [1, "x"] }], mChild: { "5": { fString: 1 } }, child: { ts: "nope" } });
    assert.ok(!r.success);
    assert.deepEqual(
      r.error.issues.map((i) => i.path),
      [
        ["children", 1, "rInt32", 1],
        ["mChild", "5", "fString"],
        ["child", "ts"],
      ],
    );
    assert.deepEqual(
      toIssues(r.error).map((i) => [i.path, i.expected, i.received]),
      [
        ["$.children[1].rInt32[1]", "int32", 'string "x"'],
        ["$.mChild['5'].fString", "string", "number 1"],
        ["$.child.ts", "RFC 3339 timestamp", 'string "nope"'],
      ],
    );
  });
  test("toIssues works on zod errors that are not ours", () => {
    const r = z.object({ a: z.string() }).safeParse({ a: 1 });
    assert.ok(!r.success);
    const [i] = toIssues(r.error);
    assert.equal(i.path, "$.a");
    assert.equal(i.expected, "string");
    assert.equal(typeof i.message, "string");
  });
  test("scalar schemas report at the root", () => {
    const r = scalars.int32.safeParse("x");
    assert.ok(!r.success);
    assert.deepEqual(toIssues(r.error), [
      { path: "$", expected: "int32", received: 'string "x"', message: "expected int32: a JSON number or a decimal string" },
    ]);
  });
});
