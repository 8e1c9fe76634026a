// zod (our generated text) against ajv (the reference draft-07 validator) on the same values: for
// every definition, safeParse succeeds exactly when ajv validates. Values come from the schema itself
// (mostly valid), random mutations of those, other definitions' values and arbitrary JSON. Plus
// totality: no input at all, JSON or not, makes a generated schema throw.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import fc from "fast-check";
import type * as z from "zod";
import { zodDefinitions } from "../../../generator/src/emit/zod-text.js";
import { evaluateZodDefinitions } from "../../support/oracles/evaluate-zod.js";

const A2A = JSON.parse(readFileSync(new URL("../../../proto/a2a/v1/a2a.json", import.meta.url), "utf8"));

/** Small schemas for the rules a2a.json does not use (oneOf, allOf, cycles, …), checked the same way. */
const SYNTHETIC = {
  $schema: "http://json-schema.org/draft-07/schema#",
  definitions: {
    OneOfOverlap: { oneOf: [{ type: "integer" }, { type: "number" }, { type: "string" }] },
    OneOfObjects: {
      oneOf: [
        { type: "object", properties: { a: { type: "string" } }, required: ["a"] },
        { type: "object", properties: { b: { type: "string" } }, required: ["b"] },
      ],
    },
    OneOfKind: {
      oneOf: [
        { type: "object", properties: { kind: { const: "x" }, v: { type: "integer" } }, required: ["kind"] },
        { type: "object", properties: { kind: { const: "y" }, v: { type: "string" } }, required: ["kind", "v"], additionalProperties: false },
      ],
    },
    AllOf: {
      allOf: [
        { type: "object", properties: { a: { type: "string" } }, required: ["a"] },
        { type: "object", properties: { a: {}, b: { type: "integer" } }, additionalProperties: false },
      ],
    },
    AllOfRefs: { allOf: [{ $ref: "#/definitions/Open" }, { $ref: "#/definitions/Typed" }] },
    Open: { type: "object", properties: { s: { type: "string" } } },
    Typed: { type: "object", properties: { s: { type: "string" } }, required: ["n"], additionalProperties: { type: "integer" } },
    Closed: { type: "object", properties: { s: { type: "string" }, t: { type: ["string", "null"] } }, required: ["s"], additionalProperties: false },
    Untyped: { properties: { a: { type: "integer" } }, required: ["a"], items: { type: "boolean" } },
    UntypedProps: { properties: { a: { type: "integer" } }, required: ["a"] },
    UntypedItems: { items: { type: "boolean" } },
    Tree: { type: "object", properties: { label: { type: "string" }, kids: { $ref: "#/definitions/Forest" } }, required: ["label"] },
    Forest: { type: "array", items: { $ref: "#/definitions/Tree" } },
    Consts: { enum: [1, "1", null, [1, { a: true }], { k: [] }] },
    ConstTyped: { type: ["integer", "object"], const: 3 },
    EnumTyped: { type: "string", enum: ["a", 1, "b"] },
    Numbers: { type: ["number", "integer", "boolean"] },
    Int: { type: "integer" },
    AnyOfMixed: { anyOf: [{ type: "string" }, { $ref: "#/definitions/Closed" }, { const: { s: "x", t: null } }] },
    Required: { type: "object", properties: { r: true, f: false }, required: ["r", "q"] },
    Format: { type: "string", format: "date-time", default: 1 },
    Nothing: false,
    Everything: true,
    ObjectConst: { type: "object", properties: { a: { type: "integer" } }, const: { a: 1.5 } },
  },
};

// ---- values from a schema ----------------------------------------------------------------------

type S = Record<string, unknown> | boolean;
const json = fc.jsonValue({ maxDepth: 2 });
const KEYS = fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom("__proto__", "constructor", "kind", "type", "id", "code", "method", "a", "s"));

class Values {
  private readonly memo = new Map<string, fc.Arbitrary<unknown>>();
  constructor(private readonly defs: Record<string, S>) {}

  def(name: string, depth = 0): fc.Arbitrary<unknown> {
    if (depth > 5) return fc.jsonValue({ maxDepth: 1 });
    const key = `${name}@${depth}`;
    let a = this.memo.get(key);
    if (!a) {
      a = this.of(this.defs[name], depth + 1);
      this.memo.set(key, a);
    }
    return a;
  }

  of(s: S, depth: number): fc.Arbitrary<unknown> {
    if (typeof s === "boolean") return json;
    if (typeof s.$ref === "string") return this.def(decodeURIComponent(s.$ref.slice("#/definitions/".length)), depth);
    if ("const" in s) return fc.constant(s.const).map((v) => structuredClone(v));
    if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum).map((v) => structuredClone(v));
    for (const k of ["anyOf", "oneOf"]) if (Array.isArray(s[k])) return fc.oneof(...(s[k] as S[]).map((b) => this.of(b, depth)));
    if (Array.isArray(s.allOf)) {
      return fc
        .tuple(...(s.allOf as S[]).map((b) => this.of(b, depth)))
        .map((vs) => (vs.every((v) => typeof v === "object" && v !== null && !Array.isArray(v)) ? Object.assign({}, ...vs) : vs[0]));
    }
    const types = typeof s.type === "string" ? [s.type] : Array.isArray(s.type) ? (s.type as string[]) : undefined;
    if (!types) {
      if ("properties" in s || "required" in s) return fc.oneof(this.object(s, depth), json);
      if ("items" in s) return fc.oneof(fc.array(this.of(s.items as S, depth), { maxLength: 3 }), json);
      return json;
    }
    return fc.oneof(...types.map((t) => this.typed(t, s, depth)));
  }

  private typed(t: string, s: Record<string, unknown>, depth: number): fc.Arbitrary<unknown> {
    switch (t) {
      case "object":
        return this.object(s, depth);
      case "array":
        return fc.array("items" in s ? this.of(s.items as S, depth) : json, { maxLength: 3 });
      case "string":
        return fc.string({ maxLength: 6 });
      case "integer":
        return fc.oneof(fc.integer({ min: -40000, max: 40000 }), fc.constantFrom(-32001, 0, 2 ** 53 + 2, -(2 ** 60), 1e21));
      case "number":
        return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
      case "boolean":
        return fc.boolean();
      default:
        return fc.constant(null);
    }
  }

  private object(s: Record<string, unknown>, depth: number): fc.Arbitrary<unknown> {
    const props = (s.properties ?? {}) as Record<string, S>;
    const required = (s.required ?? []) as string[];
    const ap = (s.additionalProperties ?? true) as S;
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const k of Object.keys(props)) model[k] = this.of(props[k], depth);
    for (const k of required) if (!(k in model)) model[k] = ap === false ? json : this.of(ap, depth);
    const rec = fc.record(model, { requiredKeys: required });
    if (ap === false) return rec;
    const extra = fc.dictionary(fc.string({ maxLength: 4 }), this.of(ap, depth), { maxKeys: 2 });
    return fc.tuple(rec, extra).map(([r, e]) => ({ ...e, ...(r as object) }));
  }
}

// ---- mutations ---------------------------------------------------------------------------------

interface Mutation {
  op: "delete" | "replace" | "retype" | "addKey" | "swap";
  at: number;
  key: string;
  value: unknown;
}

function retype(v: unknown): unknown {
  if (typeof v === "string") return v.length;
  if (typeof v === "number") return Number.isInteger(v) ? v + 0.5 : String(v);
  if (typeof v === "boolean") return v ? "true" : null;
  if (v === null) return 0;
  if (Array.isArray(v)) return { ...v };
  if (typeof v === "object") return Object.values(v as object);
  return null;
}

/** Every place a value sits: [container, key], the root included (in a holder). */
function slots(holder: { r: unknown }): [Record<PropertyKey, unknown>, string | number][] {
  const out: [Record<PropertyKey, unknown>, string | number][] = [[holder, "r"]];
  const walk = (v: unknown) => {
    if (typeof v !== "object" || v === null) return;
    const keys = Array.isArray(v) ? v.map((_, i) => i) : Object.keys(v);
    for (const k of keys) {
      out.push([v as Record<PropertyKey, unknown>, k]);
      walk((v as Record<PropertyKey, unknown>)[k]);
    }
  };
  walk(holder.r);
  return out;
}

function define(o: object, key: string, value: unknown): void {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}

function mutate(value: unknown, muts: Mutation[], donor: unknown): unknown {
  const holder = { r: structuredClone(value) };
  for (const m of muts) {
    const all = slots(holder);
    const [c, k] = all[m.at % all.length];
    const cur = c[k];
    switch (m.op) {
      case "delete":
        if (c === holder) holder.r = m.value;
        else if (Array.isArray(c)) c.splice(k as number, 1);
        else delete c[k];
        break;
      case "replace":
        c[k] = structuredClone(m.value);
        break;
      case "retype":
        c[k] = retype(cur);
        break;
      case "addKey":
        if (typeof cur === "object" && cur !== null && !Array.isArray(cur)) define(cur, m.key, structuredClone(m.value));
        else c[k] = structuredClone(m.value);
        break;
      case "swap":
        c[k] = structuredClone(donor);
        break;
    }
  }
  return holder.r;
}

const mutations = fc.array(
  fc.record({
    op: fc.constantFrom("delete", "replace", "retype", "addKey", "swap") as fc.Arbitrary<Mutation["op"]>,
    at: fc.nat(),
    key: KEYS,
    value: json,
  }),
  { minLength: 1, maxLength: 3 },
);

/** Mostly-valid values for `name`: as generated, mutated, another definition's value, or any JSON. */
function inputs(values: Values, names: string[], name: string): fc.Arbitrary<unknown> {
  const own = values.def(name);
  const other = fc.constantFrom(...names).chain((n) => values.def(n));
  return fc.oneof(
    { weight: 3, arbitrary: own },
    { weight: 5, arbitrary: fc.tuple(own, mutations, other).map(([v, m, d]) => mutate(v, m, d)) },
    { weight: 1, arbitrary: other },
    { weight: 1, arbitrary: fc.jsonValue() },
  );
}

// ---- ajv ---------------------------------------------------------------------------------------

type Validate = ((v: unknown) => boolean) & { errors?: unknown };
type AjvClass = new (opts: object) => { addSchema(s: object, key: string): unknown; getSchema(ref: string): Validate | undefined };

let Ajv: AjvClass | undefined;
try {
  Ajv = ((await import("ajv")) as unknown as { default: AjvClass }).default;
} catch {
  Ajv = undefined;
}

function differential(schema: { definitions: Record<string, S> }, file: string, runsPer: number) {
  const live = evaluateZodDefinitions(zodDefinitions(schema, file));
  // draft-07 is Ajv's default. strict: false as asked; no ajv-formats (format is not checked).
  const ajv = new Ajv!({ strict: false, logger: false });
  ajv.addSchema(schema, file);
  const names = Object.keys(schema.definitions);
  const values = new Values(schema.definitions);
  const seen = new Map<string, { valid: number; invalid: number }>();
  const thrown = new Set<string>();
  for (const name of names) {
    const validate = ajv.getSchema(`${file}#/definitions/${name}`);
    assert.ok(validate, `ajv has no ${name}`);
    const zod = live.get(name)!;
    const count = { valid: 0, invalid: 0 };
    seen.set(name, count);
    fc.assert(
      fc.property(inputs(values, names, name), (v) => {
        let a: boolean;
        try {
          a = validate(v);
        } catch (e) {
          // ajv's deep equality (fast-deep-equal) calls a data object's own "toString"/"valueOf" when
          // comparing it with an object const/enum, and throws when that is not a function: ajv has no
          // answer for such a value, so it is not compared. Only schemas with object-valued const/enum.
          assert.match(String(e), /is not a function/);
          assert.ok(typeof v === "object" && v !== null);
          thrown.add(name);
          fc.pre(false);
          return;
        }
        const r = zod.safeParse(v);
        if (a) count.valid++;
        else count.invalid++;
        assert.equal(
          r.success,
          a,
          `${name}: ajv says ${a}, zod says ${r.success} for ${JSON.stringify(v)}\n` +
            `ajv: ${JSON.stringify(validate.errors)}\nzod: ${r.success ? "" : JSON.stringify(r.error.issues)}`,
        );
      }),
      { numRuns: runsPer, includeErrorInReport: true },
    );
  }
  return { seen, thrown };
}

test("differential: every a2a.json definition, zod safeParse succeeds exactly when ajv validates", { skip: Ajv ? false : "ajv is not installed" }, (t) => {
  const { seen, thrown } = differential(A2A, "a2a.json", 300);
  assert.deepEqual([...thrown], []);
  // The inputs must exercise both answers, or agreement means little.
  const both = [...seen].filter(([, c]) => c.valid > 0 && c.invalid > 0).map(([n]) => n);
  const lopsided = [...seen].filter(([, c]) => !(c.valid > 0 && c.invalid > 0)).map(([n, c]) => `${n} ${JSON.stringify(c)}`);
  assert.deepEqual(lopsided, [], "definitions whose generated inputs were all valid or all invalid");
  assert.equal(both.length, Object.keys(A2A.definitions).length);
  const total = [...seen.values()].reduce((a, c) => ({ valid: a.valid + c.valid, invalid: a.invalid + c.invalid }), { valid: 0, invalid: 0 });
  assert.ok(total.valid > total.invalid / 4, `too few valid inputs: ${JSON.stringify(total)}`);
  t.diagnostic(`a2a.json: ${seen.size} definitions, ${total.valid} valid and ${total.invalid} invalid inputs, ajv and zod agreed on all`);
});

test("differential: synthetic schemas for oneOf, allOf, cycles, untyped keywords, deep const", { skip: Ajv ? false : "ajv is not installed" }, () => {
  const { seen, thrown } = differential(SYNTHETIC as { definitions: Record<string, S> }, "synthetic.json", 400);
  for (const n of thrown) assert.ok(["Consts", "AnyOfMixed", "ObjectConst"].includes(n), `ajv threw on ${n}`);
  const never = new Set(["Nothing", "Everything", "ObjectConst"]); // always invalid / always valid by design
  const lopsided = [...seen].filter(([n, c]) => !never.has(n) && !(c.valid > 0 && c.invalid > 0)).map(([n, c]) => `${n} ${JSON.stringify(c)}`);
  assert.deepEqual(lopsided, []);
});

// ---- totality ----------------------------------------------------------------------------------

const anything = fc.anything({
  maxDepth: 3,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  key: KEYS,
});

function totality(schema: { definitions: Record<string, S> }, file: string) {
  const live = evaluateZodDefinitions(zodDefinitions(schema, file));
  const names = Object.keys(schema.definitions);
  const values = new Values(schema.definitions);
  for (const name of names) {
    const zod: z.ZodType = live.get(name)!;
    // Any value, or a mostly-valid one with a non-JSON value planted somewhere inside.
    const planted = fc.tuple(values.def(name), fc.nat(), anything).map(([v, at, x]) => {
      const holder = { r: structuredClone(v) };
      const all = slots(holder);
      const [c, k] = all[at % all.length];
      c[k] = x;
      return holder.r;
    });
    fc.assert(
      fc.property(fc.oneof(anything, planted), (v) => {
        zod.safeParse(v); // a throw fails the property
      }),
      { numRuns: 200, includeErrorInReport: true },
    );
  }
}

test("totality: no input makes any a2a.json schema throw", () => totality(A2A, "a2a.json"));
test("totality: no input makes any synthetic schema throw", () => totality(SYNTHETIC as { definitions: Record<string, S> }, "synthetic.json"));
