// Generic: a model of every field kind A2A does not use (64-bit integers, floats, integer and bool map
// keys, wrappers, Duration, FieldMask, Any, NullValue, REQUIRED of each default), its schemas against the
// runtime engine built from the same model, value by value: hand-picked values with the verdict the
// ProtoJSON mapping gives, then drawn values where the schema must agree with the engine.

import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { enumNode, messageNode, type Node, scalarNodes, validator, wktNodes } from "@a2a-bindgen/runtime/engine";
import type { ValidatorField, ValidatorModel, ValidatorType } from "../../../../generator/src/model/validators.js";
import { jsonSchemas, messageSchema } from "../../../../generator/src/openapi/schemas/index.js";
import { compileDefs, defsRef } from "./ajv.js";
import { coveredBy } from "./not-stated.js";

const scalar = (s: string): ValidatorType => ({ kind: "scalar", scalar: s as never });
const wkt = (n: string): ValidatorType => ({ kind: "wkt", name: `google.protobuf.${n}` });
const f = (proto: string, type: ValidatorType, more: Partial<ValidatorField> = {}): ValidatorField => ({
  json: proto.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
  proto,
  type,
  list: false,
  mapKey: null,
  oneof: null,
  presence: "implicit",
  required: false,
  ...more,
});
const explicit = { presence: "explicit" } as const;

const model: ValidatorModel = {
  enums: [
    {
      name: "t.Color",
      local: "Color",
      values: [
        { name: "COLOR_UNSPECIFIED", number: 0 },
        { name: "COLOR_RED", number: 1 },
        { name: "COLOR_NONE", number: 0 },
      ],
    },
  ],
  messages: [
    { name: "t.Leaf", local: "Leaf", fields: [f("name", scalar("string"))] },
    {
      name: "t.All",
      local: "All",
      fields: [
        ...["int64", "uint64", "sint64", "fixed64", "int32", "uint32", "double", "float", "bool", "bytes"].map((k) => f(`v_${k}`, scalar(k))),
        ...["Timestamp", "Duration", "FieldMask", "Struct", "Value", "ListValue", "Empty", "Any", "NullValue", "Int64Value", "StringValue", "FloatValue"].map(
          (n) => f(`w_${n.toLowerCase()}`, wkt(n), n === "NullValue" ? {} : explicit),
        ),
        f("color", { kind: "enum", name: "t.Color" }),
        f("by_int32", scalar("string"), { mapKey: "int32" }),
        f("by_uint64", scalar("string"), { mapKey: "uint64" }),
        f("by_bool", { kind: "message", name: "t.Leaf" }, { mapKey: "bool" }),
        f("wrappers", wkt("Int32Value"), { list: true }),
        f("values", wkt("Value"), { list: true }),
        f("o_text", scalar("string"), { oneof: "o", ...explicit }),
        f("o_leaf", { kind: "message", name: "t.Leaf" }, { oneof: "o", ...explicit }),
        f("o_color", { kind: "enum", name: "t.Color" }, { oneof: "o", ...explicit }),
      ],
    },
    {
      name: "t.Required",
      local: "Required",
      fields: [
        f("r_int64", scalar("int64"), { required: true }),
        f("r_double", scalar("double"), { required: true }),
        f("r_bytes", scalar("bytes"), { required: true }),
        f("r_color", { kind: "enum", name: "t.Color" }, { required: true }),
        f("r_wrapper", wkt("Int32Value"), { required: true, ...explicit }),
        f("r_value", wkt("Value"), { required: true, ...explicit }),
        f("r_opt", scalar("int32"), { required: true, ...explicit }),
      ],
    },
  ],
  requiredNotChecked: [],
};

// The engine's validators of the same model, built as the printed code builds them.
const nodes: Record<string, Node> = {};
nodes["t.Color"] = enumNode(
  "t.Color",
  model.enums[0]!.values.map((v) => [v.name, v.number] as const),
);
const nodeOf = (t: ValidatorType): Node =>
  t.kind === "scalar" ? scalarNodes[t.scalar as keyof typeof scalarNodes] : t.kind === "wkt" ? wktNodes[t.name]! : nodes[t.name]!;
for (const m of model.messages) {
  nodes[m.name] = messageNode(
    m.name,
    m.fields.map((x) => ({
      json: x.json,
      proto: x.proto,
      node: () => nodeOf(x.type),
      list: x.list,
      map: x.mapKey === null ? undefined : { key: x.mapKey as never },
      oneof: x.oneof ?? undefined,
      presence: x.presence === "explicit" ? "explicit" : undefined,
      required: x.required,
    })),
  );
}
const engine = (name: string, v: unknown) => validator(nodes[name]!).safeParse(v).success;
const set = jsonSchemas(model, defsRef);
const checks = compileDefs(set.defs);

// [what, message, value, verdict of the ProtoJSON mapping as the validators implement it]
const cases: [string, string, unknown, boolean][] = [
  ["int64 max as a string", "All", { vInt64: "9223372036854775807" }, true],
  ["int64 max + 1", "All", { vInt64: "9223372036854775808" }, false],
  ["int64 fraction", "All", { vInt64: 1.5 }, false],
  ["int64 exponent string", "All", { vInt64: "1e3" }, false],
  ["int64 as a safe number", "All", { vInt64: -9007199254740991 }, true],
  ["int64 2^63 as a number", "All", { vInt64: 2 ** 63 }, false],
  ["uint64 negative", "All", { vUint64: "-1" }, false],
  ["uint64 max", "All", { v_uint64: "18446744073709551615" }, true],
  ["double NaN string", "All", { vDouble: "NaN" }, true],
  ["double +Infinity string", "All", { vDouble: "+Infinity" }, false],
  ["float beyond float32", "All", { vFloat: 3.5e38 }, false],
  ["float max", "All", { vFloat: 3.4028234663852886e38 }, true],
  ["bool as a string", "All", { vBool: "true" }, false],
  ["bytes with white space", "All", { vBytes: "QU JD\n" }, true],
  ["Duration without s", "All", { wDuration: "1" }, false],
  ["FieldMask snake_case", "All", { wFieldmask: "a_b" }, false],
  ["Any empty", "All", { wAny: {} }, true],
  ["Any with @type (no registry)", "All", { wAny: { "@type": "type.googleapis.com/t.Leaf" } }, false],
  ["NullValue by name", "All", { wNullvalue: "NULL_VALUE" }, true],
  ["wrapper null field is unset", "All", { wInt64value: null }, true],
  ["wrapper list item null", "All", { wrappers: [null] }, false],
  ["Value list item null", "All", { values: [null] }, true],
  ["enum alias of zero", "All", { color: "COLOR_NONE" }, true],
  ["int32 map key out of range", "All", { byInt32: { "2147483648": "x" } }, false],
  ["int32 map key hex", "All", { byInt32: { "0x10": "x" } }, true],
  ["bool map key", "All", { byBool: { true: {}, no: {} } }, false],
  ["oneof null enum claims", "All", { oText: "a", oColor: null }, false],
  ["oneof null scalar does not", "All", { oText: null, oLeaf: {} }, true],
  ["REQUIRED all set", "Required", { rInt64: "7", rDouble: -1, rBytes: "QQ", rColor: "COLOR_RED", rWrapper: 0, rValue: null, rOpt: 0 }, true],
  ["REQUIRED int64 zero as hex", "Required", { rInt64: "0x0", rDouble: -1, rBytes: "QQ", rColor: 1, rWrapper: 0, rValue: 1, rOpt: 0 }, false],
  ["REQUIRED bytes only padding", "Required", { rInt64: "7", rDouble: -1, rBytes: "==", rColor: 1, rWrapper: 0, rValue: 1, rOpt: 0 }, false],
  ["REQUIRED enum alias of zero", "Required", { rInt64: "7", rDouble: -1, rBytes: "QQ", rColor: "COLOR_NONE", rWrapper: 0, rValue: 1, rOpt: 0 }, false],
  ["REQUIRED wrapper null", "Required", { rInt64: "7", rDouble: -1, rBytes: "QQ", rColor: 1, rWrapper: null, rValue: 1, rOpt: 0 }, false],
  ["REQUIRED double zero string", "Required", { rInt64: "7", rDouble: "0.0e5", rBytes: "QQ", rColor: 1, rWrapper: 0, rValue: 1, rOpt: 0 }, false],
];

test("hand-picked values of every kind: the engine and the schema give the mapping's verdict", () => {
  for (const [what, local, value, want] of cases) {
    assert.equal(engine(`t.${local}`, value), want, `${what}: the engine`);
    assert.equal(checks[local]!(value), want, `${what}: the schema`);
  }
});

const tricky = fc.constantFrom<unknown>(
  ...[null, true, 0, -0, 1, -1, 1.5, 2 ** 31, 2 ** 53, 2 ** 63, -(2 ** 63), 3.5e38, 1e300, "", " ", "0", "-0", "+5", " 5", "5 ", "05", "1e2", "1.0", "0x10"],
  ...["00x10", "-0x1", "NaN", "Infinity", "-Infinity", "1e39", "QQ", "QQ=", "Q", "-_", "1.5s", "1sx", "a_b", "aB", "NULL_VALUE", "COLOR_RED", "COLOR_NONE"],
  ...["2026-01-01T00:00:00Z", "0001-01-01T00:00:00+01:00", "9999-12-31T24:00:00Z", "4294967296", "9223372036854775808", "18446744073709551615"],
  ...[{}, [], [null], [1, "x"], { "@type": "x" }, { "1": "a", "01": "b" }, { true: {}, false: { name: 1 } }, { "0x10": "x", "1e1": "y" }],
);

const base: Record<string, object> = {
  Required: { rInt64: "7", rDouble: -1, rBytes: "QQ", rColor: "COLOR_RED", rWrapper: 0, rValue: null, rOpt: 0 },
};

test("drawn values: every message's schema agrees with the engine (both verdicts occur)", () => {
  for (const m of model.messages) {
    const keys = m.fields.flatMap((x) => [x.json, x.proto]);
    const seen = { accepted: 0, refused: 0, skipped: 0 };
    fc.assert(
      // Over a valid base too: drawn alone, REQUIRED fields are hardly ever all given.
      fc.property(fc.tuple(fc.boolean(), fc.dictionary(fc.constantFrom(...keys, "unknown"), tricky, { maxKeys: 4 })), ([based, drawn]) => {
        const value = based ? { ...base[m.local], ...drawn } : drawn;
        const ours = engine(m.name, value);
        if (coveredBy(model, m.name, value) !== null) return void seen.skipped++;
        assert.equal(checks[m.local]!(value), ours, `${m.name}: the engine ${ours ? "accepts" : "refuses"} ${JSON.stringify(value)}`);
        seen[ours ? "accepted" : "refused"]++;
      }),
      { numRuns: 3000 },
    );
    assert.ok(seen.accepted > 0 && seen.refused > 0, `${m.name}: ${JSON.stringify(seen)}`);
  }
});

test("messageSchema leaves out the fields a route binds in its path; hostile names are clear errors", () => {
  const body = messageSchema(model, "t.Required", defsRef, new Set(["r_int64"])) as { properties: Record<string, unknown> };
  assert.equal("rInt64" in body.properties || "r_int64" in body.properties, false);
  const check = compileDefs({ ...set.defs, Body: body }).Body!;
  assert.equal(check({ rDouble: -1, rBytes: "QQ", rColor: 1, rWrapper: 0, rValue: 1, rOpt: 0 }), true);
  assert.throws(() => messageSchema(model, "t.Nope", defsRef), /no message t\.Nope/);
  assert.throws(() => messageSchema(model, "t.Leaf", defsRef, new Set(["nope"])), /t\.Leaf has no field "nope"/);
  const unknownWkt: ValidatorModel = { ...model, messages: [{ name: "t.X", local: "X", fields: [f("a", wkt("Api"))] }] };
  assert.throws(() => jsonSchemas(unknownWkt, defsRef), /google\.protobuf\.Api is not a well-known type/);
  const clash: ValidatorModel = { ...model, enums: [{ ...model.enums[0]!, local: "Leaf" }] };
  assert.throws(() => jsonSchemas(clash, defsRef), /two definitions are named "Leaf"/);
});

test("every schema and property names the proto element it was printed from", () => {
  for (const [key, s] of Object.entries(set.defs)) {
    const o = s as { "x-a2a-printed-from"?: string; properties?: Record<string, { "x-a2a-printed-from"?: string }> };
    assert.ok(o["x-a2a-printed-from"]?.endsWith(key.includes(".") ? key : `.${key}`), key);
    for (const [p, ps] of Object.entries(o.properties ?? {}))
      assert.match(ps["x-a2a-printed-from"] ?? "", new RegExp(`^${o["x-a2a-printed-from"]}\\.`), `${key}.${p}`);
  }
  assert.ok(Object.hasOwn(set.defs, "google.protobuf.Duration") && Object.hasOwn(set.defs, "Color"));
});
