// JSON Schema rules that zod does not share, on small schemas: each case is one place where a
// naive translation (z.union for oneOf, z.intersection for allOf, z.int() for integer, …) is wrong.
import { test } from "node:test";
import assert from "node:assert/strict";
import type * as z from "zod";
import { zodDefinitions, type ZodDefinition } from "../../../generator/src/emit/zod-text.js";
import { evaluateZodDefinitions } from "../../support/oracles/evaluate-zod.js";

function build(definitions: Record<string, unknown>): { defs: ZodDefinition[]; get: (n: string) => z.ZodType; expr: (n: string) => string } {
  const defs = zodDefinitions({ $schema: "http://json-schema.org/draft-07/schema#", definitions }, "t.json");
  const live = evaluateZodDefinitions(defs);
  return { defs, get: (n) => live.get(n)!, expr: (n) => defs.find((d) => d.name === n)!.expr };
}

const accepts = (s: z.ZodType, v: unknown) => s.safeParse(v).success;

test("oneOf is exactly one: a value matching two branches is rejected (z.xor, not z.union)", () => {
  const { get, expr } = build({ A: { oneOf: [{ type: "integer" }, { type: "number" }] } });
  assert.match(expr("A"), /^z\.xor\(/);
  assert.equal(accepts(get("A"), 1.5), true); // number only
  assert.equal(accepts(get("A"), 2), false); // integer and number
  assert.equal(accepts(get("A"), "2"), false); // neither
});

test("anyOf is at least one: a value matching two branches is fine", () => {
  const { get, expr } = build({ A: { anyOf: [{ type: "integer" }, { type: "number" }] } });
  assert.match(expr("A"), /^z\.union\(/);
  assert.equal(accepts(get("A"), 2), true);
  assert.equal(accepts(get("A"), "2"), false);
});

test("a discriminated union only when a required const property proves the branches exclusive", () => {
  const branch = (k: unknown, extra: object = {}) => ({ type: "object", properties: { k: { const: k }, ...extra }, required: ["k"] });
  const { get, expr } = build({
    Exclusive: { oneOf: [branch("a"), branch("b")] },
    Overlapping: { oneOf: [branch("a"), { type: "object", properties: { k: { enum: ["a", "c"] } }, required: ["k"] }] },
    NotRequired: { oneOf: [{ type: "object", properties: { k: { const: "a" } } }, branch("b")] },
    Untyped: { anyOf: [{ properties: { k: { const: "a" } }, required: ["k"] }, branch("b")] },
  });
  assert.match(expr("Exclusive"), /^z\.discriminatedUnion\("k"/);
  assert.equal(accepts(get("Exclusive"), { k: "b" }), true);
  assert.equal(accepts(get("Exclusive"), { k: "c" }), false);
  assert.match(expr("Overlapping"), /^z\.xor\(/);
  assert.equal(accepts(get("Overlapping"), { k: "a" }), false, "both branches match");
  assert.equal(accepts(get("Overlapping"), { k: "c" }), true);
  assert.match(expr("NotRequired"), /^z\.xor\(/);
  assert.equal(accepts(get("NotRequired"), {}), true, "only the first branch (k optional) matches");
  assert.match(expr("Untyped"), /^z\.union\(/);
  assert.equal(accepts(get("Untyped"), "not an object"), true, "the untyped branch accepts non-objects");
});

test("allOf checks every branch on the raw input: additionalProperties:false in one branch sees the others' keys", () => {
  const { get, expr } = build({
    A: {
      allOf: [
        { type: "object", properties: { a: { type: "string" } }, required: ["a"] },
        { type: "object", properties: { b: { type: "integer" } }, additionalProperties: false },
      ],
    },
  });
  assert.doesNotMatch(expr("A"), /intersection|\.and\(/);
  assert.equal(accepts(get("A"), { a: "x" }), false, "a is not allowed by the second branch");
  assert.equal(accepts(get("A"), {}), false, "a is required by the first");
  const { get: get2 } = build({
    B: {
      allOf: [
        { type: "object", required: ["a"] },
        { type: "object", properties: { a: { type: "string" }, b: { type: "integer" } } },
      ],
    },
  });
  assert.equal(accepts(get2("B"), { a: "x", b: 1 }), true);
  const r = get2("B").safeParse({ a: 1 });
  assert.ok(!r.success);
  assert.deepEqual(
    r.error.issues.map((i) => i.path),
    [["a"]],
  );
});

test("integer: any number without a fraction, beyond the safe range too (z.int() would refuse 2**60)", () => {
  const { get } = build({ I: { type: "integer" } });
  for (const v of [0, -0, 1, -5, 3.0, 2 ** 60, 1e300]) assert.equal(accepts(get("I"), v), true, String(v));
  for (const v of [1.5, NaN, Infinity, "1", null, 1n]) assert.equal(accepts(get("I"), v), false, String(v));
});

test("required only requires presence; a present undefined counts as missing (as in ajv)", () => {
  const { get } = build({ R: { type: "object", properties: { a: {} }, required: ["a", "b"] } });
  assert.equal(accepts(get("R"), { a: null, b: false }), true);
  assert.equal(accepts(get("R"), { a: null }), false);
  assert.equal(accepts(get("R"), { a: undefined, b: 1 }), false);
  const r = get("R").safeParse({ b: 1 });
  assert.ok(!r.success);
  assert.deepEqual(
    r.error.issues.map((i) => i.path),
    [["a"]],
  );
});

test("additionalProperties: absent/true keep unknown keys, false rejects them, a schema checks them", () => {
  const { get } = build({
    Open: { type: "object", properties: { a: { type: "string" } } },
    Closed: { type: "object", properties: { a: { type: "string" } }, additionalProperties: false },
    Typed: { type: "object", properties: { a: { type: "string" } }, additionalProperties: { type: "integer" } },
    ClosedRequired: { type: "object", required: ["x"], additionalProperties: false },
  });
  assert.deepEqual(get("Open").parse({ a: "x", extra: [1] }), { a: "x", extra: [1] });
  const closed = get("Closed").safeParse({ a: "x", extra: 1 });
  assert.ok(!closed.success);
  assert.equal(closed.error.issues[0].code, "unrecognized_keys");
  assert.equal(accepts(get("Typed"), { a: "x", n: 1 }), true);
  const typed = get("Typed").safeParse({ a: "x", n: "1" });
  assert.ok(!typed.success);
  assert.deepEqual(typed.error.issues[0].path, ["n"]);
  assert.equal(accepts(get("Typed"), JSON.parse('{"__proto__": "1"}')), false, "zod's catchall alone would skip __proto__");
  assert.equal(accepts(get("Typed"), JSON.parse('{"__proto__": 1}')), true);
  assert.equal(accepts(get("ClosedRequired"), {}), false);
  assert.equal(accepts(get("ClosedRequired"), { x: 1 }), false, "required but not allowed: unsatisfiable");
});

test("object and array keywords without a type only constrain objects and arrays", () => {
  const { get } = build({ P: { properties: { a: { type: "string" } }, required: ["a"] }, I: { items: { type: "string" } } });
  for (const v of [5, "s", null, true, [1]]) assert.equal(accepts(get("P"), v), true, JSON.stringify(v));
  assert.equal(accepts(get("P"), { a: "x" }), true);
  assert.equal(accepts(get("P"), { a: 1 }), false);
  assert.equal(accepts(get("P"), {}), false);
  assert.equal(accepts(get("I"), { a: 1 }), true);
  assert.equal(accepts(get("I"), ["x"]), true);
  assert.equal(accepts(get("I"), [1]), false);
});

test("const and enum are exact (deep) and filtered by type", () => {
  const { get, expr } = build({
    C: { const: { a: [1, "x"], b: null } },
    E: { type: "string", enum: ["a", 1, null] },
    N: { type: "integer", const: 1.5 },
    M: { enum: [1, "1", [1], { x: true }] },
  });
  assert.equal(accepts(get("C"), { a: [1, "x"], b: null }), true);
  assert.equal(accepts(get("C"), { b: null, a: [1, "x"] }), true);
  for (const v of [{ a: [1, "x"] }, { a: [1, "x"], b: null, c: 1 }, { a: [1], b: null }, { a: ["1", "x"], b: null }]) {
    assert.equal(accepts(get("C"), v), false, JSON.stringify(v));
  }
  assert.equal(expr("E"), 'z.literal("a")');
  assert.equal(accepts(get("E"), 1), false);
  assert.equal(expr("N"), "z.never()");
  for (const v of [1, "1", [1], { x: true }]) assert.equal(accepts(get("M"), v), true, JSON.stringify(v));
  for (const v of [2, [1, 1], { x: true, y: 1 }, { x: 1 }, true]) assert.equal(accepts(get("M"), v), false, JSON.stringify(v));
});

test("type arrays, null, boolean schemas, format and default", () => {
  const { get } = build({
    T: { type: ["string", "integer", "null"] },
    Yes: true,
    No: false,
    F: { type: "string", format: "date-time", default: "x" },
    O: { type: "object", properties: { d: { type: "string", default: "dflt" } } },
  });
  for (const v of ["x", 1, null]) assert.equal(accepts(get("T"), v), true);
  for (const v of [1.5, true, {}, []]) assert.equal(accepts(get("T"), v), false);
  assert.equal(accepts(get("Yes"), { any: "thing" }), true);
  assert.equal(accepts(get("No"), null), false);
  assert.equal(accepts(get("F"), "not a date"), true, "format is not checked (as ajv without ajv-formats)");
  assert.deepEqual(get("O").parse({}), {}, "default is not applied");
});

test("reference cycles: z.lazy inside the cycle, recursive flag, topological order outside it", () => {
  const { defs, get, expr } = build({
    Forest: { type: "array", items: { $ref: "#/definitions/Tree" } },
    Tree: { type: "object", properties: { label: { type: "string" }, children: { $ref: "#/definitions/Forest" } }, required: ["label"] },
    Self: { type: "object", properties: { next: { $ref: "#/definitions/Self" } } },
    Plain: { type: "string" },
  });
  const by = (n: string) => defs.find((d) => d.name === n)!;
  assert.equal(by("Forest").recursive, true);
  assert.equal(by("Tree").recursive, true);
  assert.equal(by("Self").recursive, true);
  assert.equal(by("Plain").recursive, false);
  assert.match(expr("Forest"), /z\.lazy\(\(\) => J_Tree\)/);
  assert.match(expr("Tree"), /z\.lazy\(\(\) => J_Forest\)/);
  assert.match(expr("Self"), /z\.lazy\(\(\) => J_Self\)/);
  const tree = { label: "a", children: [{ label: "b", children: [{ label: "c" }] }] };
  assert.equal(accepts(get("Tree"), tree), true);
  const r = get("Tree").safeParse({ label: "a", children: [{ label: "b", children: [{ label: 3 }] }] });
  assert.ok(!r.success);
  assert.deepEqual(r.error.issues[0].path, ["children", 0, "children", 0, "label"]);
  assert.equal(accepts(get("Self"), { next: { next: { next: {} } } }), true);
  assert.equal(accepts(get("Self"), { next: { next: { next: 1 } } }), false);
});

test("definitions come after the definitions they use, whatever the file order", () => {
  const { defs } = build({
    C: { type: "object", properties: { b: { $ref: "#/definitions/B" }, a: { $ref: "#/definitions/A" } } },
    B: { type: "array", items: { $ref: "#/definitions/A" } },
    A: { type: "string" },
  });
  assert.deepEqual(
    defs.map((d) => d.name),
    ["A", "B", "C"],
  );
  assert.deepEqual(defs.find((d) => d.name === "C")!.refs, ["J_B", "J_A"]);
  for (const d of defs) assert.equal(d.recursive, false);
});

test("idents are safe and unique", () => {
  const { defs } = build({ "a-b": { type: "string" }, a_b: { type: "string" }, "1x": { type: "null" }, ü: { type: "null" } });
  assert.deepEqual(
    defs.map((d) => d.ident),
    ["J_a_b", "J_a_b_2", "J_1x", "J__"],
  );
  for (const d of defs) assert.match(d.ident, /^[A-Za-z_$][A-Za-z0-9_$]*$/);
});
