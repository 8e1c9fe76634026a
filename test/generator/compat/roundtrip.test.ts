// Round-trip properties of the generated v0.3 ⇄ v1.0 version adapters (`compat`), over valid inputs
// generated from the descriptors and the JSON Schema (./arbitrary-valid.ts).
//
// Property 1 (v1.0 → v0.3 → v1.0), per dialect, for the kinds message/task/agentCard/pushConfig, for
// streamEvent and for the params of every operation that has a v0.3 form. With x a valid canonical
// v1.0 value, (o, L1) = toV0_3(x), (y, L2) = toV1_0(o), D = the leaf paths where x and canon(y) differ:
//   (a) every path of D lies under (or equals) a path of L1: what v0.3 can represent comes back;
//   (b) every path of L1 has a path of D under it: a loss that loses nothing is a false alarm;
//   (c) L2 is empty: reading back what we wrote loses nothing;
//   (d) o passes the v0.3 validator of its dialect and y the v1.0 validator. REQUIRED may be unmet only
//       when the round trip reported losses (the lost value may be the required one); the JSON-RPC
//       validators have no such switch, so JSON-RPC outputs are always checked in full.
// Canonical form: protobuf-es fromJson then toJson with the v1.0 descriptor (defaults dropped).
// In arrays, an element named by a loss ("$.parts[1]") may be missing from y; the elements after it
// are then compared with their successors' positions (its leaves count as differences under the loss).
//
// Property 2 (v0.3 → v1.0 → v0.3): the same from valid v0.3 values: REST ProtoJSON generated from the
// a2a.v1 descriptors (canonical with them), JSON-RPC instances of the a2a.json definitions (canonical:
// undefined dropped, absent properties that declare a JSON Schema `default` filled with it).
//
// Failures print fast-check's seed and counterexample path; rerun one with FC_SEED=<seed> FC_PATH=<path>.
// ROUNDTRIP_RUNS overrides the number of runs (200).

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import Ajv from "ajv";
import fc from "fast-check";
import type { DescMessage } from "@bufbuild/protobuf";
import * as es10 from "../../../generated/es/lf/a2a/v1/a2a_pb.js";
import * as es03 from "../../../generated/es/a2a/v1/a2a_pb.js";
import * as generated from "../../../generated/index.js";
import { plans } from "../../../generated/compat/plans.js";
import type { DialectPlan, FieldPlan, HoistPlan, TypePlan } from "../../../runtime/src/compat/plan.js";
import {
  canonJsonSchema,
  canonProtoJson,
  isRequired,
  judgeRoundTrip,
  isUnsetLoss,
  unsetFields,
  jsonSchemaArb,
  leafDiffs,
  messagesOf,
  protoJsonArb,
  type Hints,
  type Loss,
  type MessageHints,
} from "./arbitrary-valid.js";

const { v0_3, v1_0, identities } = generated;

type Dialect = "jsonrpc" | "rest";
type Converted = { value: unknown; losses: Loss[] };
type Fn = (...args: unknown[]) => Converted;
type Side = Record<Dialect, Record<string, Fn>>;
type Schema = { safeParse(v: unknown): { success: true; data: unknown } | { success: false; error: { issues?: unknown[] } } };

const RUNS = Number(process.env.ROUNDTRIP_RUNS ?? 200);
const fcParams = (): fc.Parameters<unknown> => ({
  numRuns: RUNS,
  includeErrorInReport: true,
  ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED), path: process.env.FC_PATH } : {}),
});

const m10 = messagesOf(es10 as unknown as Record<string, unknown>);
const m03 = messagesOf(es03 as unknown as Record<string, unknown>);
const a2aJson: unknown = JSON.parse(readFileSync(new URL("../../../proto/a2a/v1/a2a.json", import.meta.url), "utf8"));
const notChecked10 = new Set(v1_0.requiredNotChecked.map((x) => x.field));
const notChecked03 = new Set(v0_3.requiredNotChecked.map((x: { field: string }) => x.field));

const v1Full = v1_0.schemas as unknown as Record<string, Schema>;
const v1Lenient = v1_0.schemasWith({ required: "skip" }) as unknown as Record<string, Schema>;
const restFull = v0_3.schemas as unknown as Record<string, Schema>;
const restLenient = v0_3.schemasWith({ required: "skip" }) as unknown as Record<string, Schema>;
const jsonrpcSchemas = v0_3.jsonrpc.schemas as unknown as Record<string, Schema>;
// JSON Schema draft-07 as a2a.json declares; strict off for its annotations (ajv's own strict mode rejects unknown keywords).
const ajv = new Ajv({ strict: false, allErrors: true }).addSchema(a2aJson as object, "a2a.json");

const compat = generated.compat as unknown as { toV1_0: Side; toV0_3: Side };
const compatPlans: readonly DialectPlan[] = plans;

const show = (v: unknown) => JSON.stringify(v);
const local = (full: string, pkg: string) => (full.startsWith(pkg + ".") ? full.slice(pkg.length + 1).replace(/\./g, "_") : full);

function desc(map: Map<string, DescMessage>, full: string): DescMessage {
  const d = map.get(full);
  assert.ok(d, `no descriptor ${full}`);
  return d;
}

// ---------------------------------------------------------------------------------------------
// Validation of a value of either version.

/** Where a value lives: a v1.0 message, a v0.3 ProtoJSON message, or an a2a.json definition/pointer. */
type Where = { side: "v1"; full: string } | { side: "rest"; full: string } | { side: "jsonrpc"; ref: string };

function issuesOf(where: Where, v: unknown, lenient: boolean, unset: ReadonlySet<string> = new Set()): string | null {
  let schema: Schema | undefined;
  if (where.side === "v1") schema = (lenient ? v1Lenient : v1Full)[local(where.full, "lf.a2a.v1")];
  else if (where.side === "rest") schema = (lenient ? restLenient : restFull)[local(where.full, "a2a.v1")];
  else {
    schema = jsonrpcSchemaAt(where.ref);
  }
  assert.ok(schema, `no validator for ${show(where)}`);
  const r = schema.safeParse(v);
  if (r.success) return null;
  // A field the conversion reported as required-but-unset is expected to fail its side's validator.
  const issues = ((r.error.issues ?? []) as { path: PropertyKey[]; message: string }[]).filter((i) => {
    const last = [...i.path].reverse().find((x) => typeof x === "string");
    let at: unknown = v;
    for (const k of i.path) at = at === null || typeof at !== "object" ? undefined : (at as Record<PropertyKey, unknown>)[k as string];
    return !(typeof last === "string" && unset.has(last) && at === undefined);
  });
  return issues.length === 0 ? null : show(issues);
}

/**
 * The JSON-RPC validator at an a2a.json pointer: "#/definitions/X" is the generated schemas.X; a pointer
 * below a definition ("#/definitions/X/properties/result") has no generated validator of its own (the
 * generated ones are accepting checks per definition), so ajv compiled from a2a.json, an independent
 * reading of the same schema, judges it, its errors read as issues (path, message).
 */
function jsonrpcSchemaAt(ref: string): Schema {
  const segs = ref.replace(/^#\//, "").split("/");
  assert.equal(segs[0], "definitions", `a2a.json pointer outside #/definitions: ${ref}`);
  if (segs.length === 2) {
    const schema = jsonrpcSchemas[segs[1]];
    assert.ok(schema, `no generated validator ${segs[1]} (${ref})`);
    return schema;
  }
  const validate = ajv.getSchema(`a2a.json${ref}`);
  assert.ok(validate, `no schema at ${ref}`);
  return {
    safeParse(v: unknown) {
      if (validate(v)) return { success: true, data: v };
      const issues = (validate.errors ?? []).map((e) => ({ path: e.instancePath.split("/").slice(1), message: `${e.schemaPath}: ${e.message}` }));
      return { success: false, error: { issues } };
    },
  };
}

function whereOfOld(dialect: Dialect, old: string): Where {
  return dialect === "rest" ? { side: "rest", full: old } : { side: "jsonrpc", ref: old };
}

// ---------------------------------------------------------------------------------------------
// Generators of valid inputs.

function v1Arb(full: string): fc.Arbitrary<Record<string, unknown>> {
  const d = desc(m10, full);
  return protoJsonArb(d, { requiredNotChecked: notChecked10 }).map((v) => canonProtoJson(d, v));
}

function restArb(full: string, hints?: Hints): fc.Arbitrary<Record<string, unknown>> {
  const d = desc(m03, full);
  return protoJsonArb(d, { requiredNotChecked: notChecked03, hints }).map((v) => canonProtoJson(d, v));
}

function jsonrpcArb(ref: string): fc.Arbitrary<unknown> {
  return jsonSchemaArb(a2aJson, ref).map((v) => canonJsonSchema(a2aJson, ref, v));
}

/**
 * The v0.3 ProtoJSON proto carries almost none of the REQUIRED annotations the protocol has (a2a.json
 * and v1.0 state them), so an unconstrained v0.3 ProtoJSON Task has no id and has no valid v1.0 form.
 * From the plan: an older field mapped to a REQUIRED newer field is generated as required, resource
 * names are generated from the plan's templates (mostly; sometimes any string), and plain fields mapped
 * to a template's bound newer field share its value. These shape the inputs only; nothing is asserted
 * from the plan.
 */
function restHints(plan: DialectPlan): Hints {
  const hints: Hints = new Map();
  const get = (old: string): MessageHints => {
    let h = hints.get(old);
    if (!h) hints.set(old, (h = { required: [], templates: [], bound: [] }));
    return h;
  };
  for (const tp of Object.values(plan.types)) {
    const v1d = m10.get(tp.newer);
    const oldD = m03.get(tp.older);
    if (!v1d || !oldD) continue;
    const h = get(tp.older);
    const v1Required = (json: string) => {
      const f = v1d.fields.find((x) => x.jsonName === json);
      return f !== undefined && isRequired(f) && !notChecked10.has(`${v1d.typeName}.${f.name}`);
    };
    const boundNames = new Set(tp.templates.flatMap((t) => t.newer));
    for (const f of tp.fields as FieldPlan[]) {
      if (f.newer === null || f.older === null || f.newer.includes(".")) continue;
      if (v1Required(f.newer)) h.required.push(f.older[0]);
      if (boundNames.has(f.newer)) for (const o of f.older) h.bound.push({ path: o, name: f.newer });
    }
    for (const t of tp.templates) {
      h.templates.push({ path: t.older, templates: t.templates });
      if (t.newer.some(v1Required)) h.required.push(t.older);
    }
    // Hoisted list (agent card interfaces): the older main-element fields without a default are
    // required when the newer list and the element field are.
    if (tp.hoist && v1Required(tp.hoist.newer)) {
      const el = v1d.fields.find((x) => x.jsonName === tp.hoist!.newer)?.message;
      for (const m of tp.hoist.main) {
        const f = el?.fields.find((x) => x.jsonName === m.newer);
        if (f && isRequired(f) && m.default === undefined) h.required.push(m.older);
      }
    }
  }
  return hints;
}

// ---------------------------------------------------------------------------------------------
// Generator guards: they run whether or not the adapters exist.

describe("generators of valid inputs", () => {
  test("1000 generated v1.0 Tasks pass v1_0.schemas.Task", () => {
    fc.assert(
      fc.property(v1Arb("lf.a2a.v1.Task"), (t) => {
        const issues = issuesOf({ side: "v1", full: "lf.a2a.v1.Task" }, t, false);
        assert.equal(issues, null, `${show(t)}: ${issues}`);
      }),
      { numRuns: 1000, includeErrorInReport: true },
    );
  });

  test("1000 generated a2a.json Task instances pass v0_3.jsonrpc.schemas.Task", () => {
    fc.assert(
      fc.property(jsonrpcArb("#/definitions/Task"), (t) => {
        const issues = issuesOf({ side: "jsonrpc", ref: "#/definitions/Task" }, t, false);
        assert.equal(issues, null, `${show(t)}: ${issues}`);
      }),
      { numRuns: 1000, includeErrorInReport: true },
    );
  });

  test("every v1.0 message: generated values are valid and canonical", () => {
    for (const name of v1_0.messageNames) {
      const full = `lf.a2a.v1.${name}`;
      fc.assert(
        fc.property(v1Arb(full), (v) => {
          assert.equal(issuesOf({ side: "v1", full }, v, false), null, `${full}: ${show(v)}`);
          assert.deepEqual(canonProtoJson(desc(m10, full), v), v, `${full}: not a fixed point of the canonical form`);
        }),
        { numRuns: 60, includeErrorInReport: true },
      );
    }
  });

  test("every v0.3 ProtoJSON message: generated values are valid and canonical", () => {
    for (const name of v0_3.messageNames) {
      const full = `a2a.v1.${name}`;
      fc.assert(
        fc.property(restArb(full), (v) => {
          assert.equal(issuesOf({ side: "rest", full }, v, false), null, `${full}: ${show(v)}`);
          assert.deepEqual(canonProtoJson(desc(m03, full), v), v);
        }),
        { numRuns: 60, includeErrorInReport: true },
      );
    }
  });

  test("every a2a.json definition: generated instances pass its generated validator", () => {
    for (const name of v0_3.jsonrpc.definitionNames) {
      const ref = `#/definitions/${name}`;
      fc.assert(
        fc.property(jsonrpcArb(ref), (v) => {
          assert.equal(issuesOf({ side: "jsonrpc", ref }, v, false), null, `${name}: ${show(v)}`);
        }),
        { numRuns: 60, includeErrorInReport: true },
      );
    }
  });

  test("validators below a definition (a2a.json pointers) accept generated instances", () => {
    for (const ref of [
      "#/definitions/SendStreamingMessageSuccessResponse/properties/result",
      "#/definitions/SendMessageSuccessResponse/properties/result",
      "#/definitions/AgentCard/properties/skills/items",
    ]) {
      fc.assert(
        fc.property(jsonrpcArb(ref), (v) => {
          assert.equal(issuesOf({ side: "jsonrpc", ref }, v, false), null, `${ref}: ${show(v)}`);
        }),
        { numRuns: 100, includeErrorInReport: true },
      );
      assert.notEqual(issuesOf({ side: "jsonrpc", ref }, { kind: "nonsense" }, false), null, `${ref} accepts anything`);
    }
  });

  test("REQUIRED v1.0 fields are set with non-default values, oneofs have at most one member", () => {
    const check = (d: DescMessage, v: unknown, path: string) => {
      if (v === null || typeof v !== "object") return;
      const o = v as Record<string, unknown>;
      for (const f of d.fields) {
        if (isRequired(f) && !notChecked10.has(`${d.typeName}.${f.name}`)) {
          assert.ok(f.jsonName in o, `${path}.${f.jsonName} REQUIRED but absent: ${show(v)}`);
          if (f.fieldKind === "enum") assert.notEqual(o[f.jsonName], f.enum.values.find((x) => x.number === 0)?.name);
        }
        const sub = o[f.jsonName];
        if (f.message && !f.message.typeName.startsWith("google.protobuf.")) {
          if (Array.isArray(sub)) sub.forEach((x, i) => check(f.message!, x, `${path}.${f.jsonName}[${i}]`));
          else if (f.fieldKind === "map" && sub) for (const [k, x] of Object.entries(sub)) check(f.message!, x, `${path}.${f.jsonName}.${k}`);
          else check(f.message, sub, `${path}.${f.jsonName}`);
        }
      }
      for (const oneof of d.oneofs) assert.ok(oneof.fields.filter((f) => f.jsonName in o).length <= 1, `${path}: two members of ${oneof.name}`);
    };
    for (const full of ["lf.a2a.v1.Task", "lf.a2a.v1.AgentCard", "lf.a2a.v1.StreamResponse", "lf.a2a.v1.SendMessageRequest"]) {
      fc.assert(
        fc.property(v1Arb(full), (v) => check(desc(m10, full), v, "$")),
        { numRuns: 200, includeErrorInReport: true },
      );
    }
  });
});

describe("the round-trip judgement", () => {
  test("differences must be covered by losses, and losses by differences", () => {
    const input = { id: "t", parts: [{ text: "a" }, { raw: "AA==" }, { text: "c" }], meta: { a: 1 } };
    // Element 1 dropped and said so: the rest aligns, nothing unexplained.
    let v = judgeRoundTrip(input, { id: "t", parts: [{ text: "a" }, { text: "c" }], meta: { a: 1 } }, [{ path: "$.parts[1]", reason: "r" }]);
    assert.deepEqual(v.unexplained, []);
    assert.deepEqual(v.falseAlarms, []);
    // Dropped silently.
    v = judgeRoundTrip(input, { id: "t", parts: [{ text: "a" }, { text: "c" }], meta: { a: 1 } }, []);
    assert.ok(v.unexplained.length > 0);
    // A loss that lost nothing.
    v = judgeRoundTrip(input, input, [{ path: "$.meta", reason: "r" }]);
    assert.deepEqual(v.falseAlarms, [{ path: "$.meta", reason: "r" }]);
    // A value added on the way back counts as a difference (and must be named).
    assert.deepEqual(leafDiffs({ a: 1 }, { a: 1, b: { c: false } }, "$", new Set()), ["$.b.c"]);
    assert.deepEqual(leafDiffs({ a: [] }, {}, "$", new Set()), ["$.a"]);
    assert.deepEqual(leafDiffs({ a: { b: 1 } }, { a: { b: 1 } }, "$", new Set()), []);
  });
});

// ---------------------------------------------------------------------------------------------
// The properties.

interface Case {
  name: string;
  /** The newer message (full name). */
  v1: string;
  /** The older form: a2a.v1 message or a2a.json pointer; null when the older side has no value (no params). */
  old: string | null;
  toOld: (v: unknown) => Converted;
  toV1: (v: unknown) => Converted;
  /** The type's hoist plan (agent cards), for the older side's canonical form. */
  hoist?: HoistPlan | null;
}

function casesOf(plan: DialectPlan, side: { toV1_0: Side; toV0_3: Side }): Case[] {
  const d = plan.dialect;
  const up = side.toV1_0[d];
  const down = side.toV0_3[d];
  const tp = (id: string): TypePlan => {
    const t = plan.types[id];
    assert.ok(t, `${d}: plan has no type ${id}`);
    return t;
  };
  const cases: Case[] = [];
  for (const kind of ["message", "task", "agentCard", "pushConfig"]) {
    const t = tp(plan.kinds[kind]);
    cases.push({ name: kind, v1: t.newer, old: t.older, toOld: (v) => down[kind](v), toV1: (v) => up[kind](v), hoist: t.hoist });
  }
  const streaming = Object.values(plan.operations).find((o) => o.event !== null);
  assert.ok(streaming, `${d}: no streaming operation in the plan`);
  const ev = tp(streaming.event!);
  cases.push({ name: "streamEvent", v1: ev.newer, old: ev.older, toOld: (v) => down.streamEvent(v), toV1: (v) => up.streamEvent(v) });
  const ops = v1_0.operations as unknown as Record<string, { requestType: string }>;
  for (const idn of identities) {
    const ops03 = idn.operations as Record<string, string>;
    if (!ops03["0.3"]) continue;
    const op = plan.operations[idn.id];
    assert.ok(op, `${d}: plan has no operation ${idn.id}`);
    const v1Request = ops[ops03["1.0"]].requestType;
    cases.push({
      name: `params(${idn.id})`,
      v1: v1Request,
      // An empty older form: the older request has no params at all (JSON-RPC GetAuthenticatedExtendedCard).
      old: op.params === null || tp(op.params).older === "" ? null : tp(op.params).older,
      toOld: (v) => down.params(idn.id, v),
      toV1: (v) => up.params(idn.id, v),
    });
  }
  return cases;
}

/** Whether the object holding `path` holds only default values ("", 0, false, [], {}), at any depth. */
function parentOnlyDefaults(root: unknown, path: string): boolean {
  const onlyDefaults = (v: unknown): boolean =>
    v === "" || v === 0 || v === false || v === undefined || (typeof v === "object" && v !== null && Object.values(v).every(onlyDefaults));
  const parent = parentOf(root, path);
  return parent !== undefined && onlyDefaults(parent);
}

/** Whether the object holding `path` ("$.a.b[2].c") exists in `root`. */
function parentExists(root: unknown, path: string): boolean {
  return parentOf(root, path) !== undefined;
}

/** The object holding `path` ("$.a.b[2].c", `["key"]` quoted keys included) in `root`, or undefined where there is none. */
function parentOf(root: unknown, path: string): object | undefined {
  const keys = [...path.matchAll(/\.([^.[]+)|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]/g)].map(
    (m) => m[1] ?? (m[2] !== undefined ? Number(m[2]) : JSON.parse(`"${m[3]}"`)),
  );
  let cur: unknown = root;
  for (const k of keys.slice(0, -1)) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Record<string | number, unknown>)[k];
  }
  return cur !== null && typeof cur === "object" ? cur : undefined;
}

function checkLossShape(losses: unknown, what: string): asserts losses is Loss[] {
  assert.ok(Array.isArray(losses), `${what}: losses is not an array`);
  for (const l of losses as Loss[]) {
    assert.ok(typeof l.path === "string" && l.path.startsWith("$"), `${what}: loss path ${show(l.path)} is not a JSON path`);
    assert.ok(typeof l.reason === "string" && l.reason.length > 0, `${what}: loss at ${l.path} has no reason`);
  }
}

function report(kind: string, input: unknown, leg1: Converted, leg2: Converted, back: unknown, v: ReturnType<typeof judgeRoundTrip>): string {
  const lines = [
    `${kind}`,
    `  input:        ${show(input)}`,
    `  leg 1 value:  ${show(leg1.value)}`,
    `  leg 1 losses: ${show(leg1.losses)}`,
    `  leg 2 value:  ${show(leg2.value)}`,
    `  leg 2 losses: ${show(leg2.losses)}`,
    `  back (canon): ${show(back)}`,
  ];
  for (const u of v.unexplained) lines.push(`  UNEXPLAINED difference at ${u.path}: expected ${show(u.expected)}, got ${show(u.got)}`);
  for (const f of v.falseAlarms) lines.push(`  FALSE ALARM: loss ${show(f)} but nothing differs under ${f.path}`);
  return lines.join("\n");
}

/** Older-side names (last path segment) of the plan's fields of one sort. */
function oldNames(plan: DialectPlan, which: (f: FieldPlan) => boolean): Set<string> {
  const names = new Set<string>();
  for (const t of Object.values(plan.types)) {
    const all = [...t.fields, ...(t.variants ?? []).flatMap((x) => x.fields)];
    for (const f of all) if (which(f) && f.older) for (const o of f.older) names.add(o.split(".").pop()!);
  }
  return names;
}

/**
 * The older side's canonical form of a hoisted list (plan.ts HoistPlan), applied to input and output
 * alike: the main fields and shared fields hold their declared `default` when absent ("default": what
 * an absent older field reads as), and elements of the older list equal to the main one on the
 * `identity` fields are removed ("older elements equal to the main one ... are not repeated when
 * read"), the list itself when that empties it. Only at the top level of the value (agent cards).
 */
function canonHoist(h: HoistPlan, element: TypePlan | undefined): (v: unknown) => unknown {
  return (v) => {
    if (v === null || typeof v !== "object" || Array.isArray(v)) return v;
    const o = { ...(v as Record<string, unknown>) };
    for (const m of [...h.main, ...h.shared]) if (o[m.older] === undefined && m.default !== undefined) o[m.older] = m.default;
    const list = o[h.olderList];
    if (Array.isArray(list)) {
      const isMain = (el: unknown) =>
        h.identity.every((id) => {
          const main = h.main.find((m) => m.newer === id);
          const elOld = element?.fields.find((f) => f.newer === id)?.older?.[0];
          return main !== undefined && elOld !== undefined && (el as Record<string, unknown>)?.[elOld] === o[main.older];
        });
      const rest = list.filter((el) => !isMain(el));
      if (rest.length === 0) delete o[h.olderList];
      else o[h.olderList] = rest;
    }
    return o;
  };
}

for (const dialect of ["jsonrpc", "rest"] as const) {
  describe(`round trips through v0.3 ${dialect}`, () => {
    const found = compatPlans.find((p) => p.dialect === dialect);
    assert.ok(found, `compatPlans has no ${dialect} plan`);
    const plan = found;
    const cases = casesOf(plan, compat);
    const hints = dialect === "rest" ? restHints(plan) : undefined;
    // Two documented exceptions on the OLDER side of property 2 (never on the v1.0 side), both stated by
    // plan.ts as equivalences rather than changes:
    // - `invert` fields are "always written on the older side", with the value an absent older field
    //   reads as (`olderAbsent`, else false): an absent input field coming back as that value is the same;
    // - `materialize` fields: going older "an absent newer message reads as {}", so an absent older message
    //   comes back holding only its invert fields, each as true (the newer defaults, inverted): the same
    //   value, since an absent older message means the newer defaults too (in REST canonical form an empty
    //   message is {}).
    const inverts = oldNames(plan, (f) => f.value.kind === "invert");
    const invertAbsentTrue = oldNames(plan, (f) => f.value.kind === "invert" && f.value.olderAbsent === true);
    const materialized = oldNames(plan, (f) => f.materialize === true);
    const onlyInvertsTrue = (v: unknown) =>
      typeof v === "object" && v !== null && !Array.isArray(v) && Object.entries(v).every(([k, x]) => inverts.has(k) && x === true);
    // - `zeroUnset` fields: "older 0 or absent ⇄ newer absent": an older 0 coming back absent (or the
    //   reverse) is the same value;
    // - `hoist` (agent card interfaces): see canonHoist, applied to both sides before comparing.
    const zeroUnset = oldNames(plan, (f) => f.value.kind === "zeroUnset");
    const isEmptyObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v) && Object.keys(v).length === 0;
    // - implicit presence on the v1.0 side: ProtoJSON cannot tell "", 0, false, [] or {} from absent, so an
    //   older default value coming back absent is the same value (plan.ts FieldPlan.implicit).
    const implicitOld = oldNames(plan, (f) => f.implicit === true);
    const isDefaultValue = (v: unknown) => v === "" || v === 0 || v === false || (Array.isArray(v) && v.length === 0) || isEmptyObject(v);
    // - templates: the older resource name is "written when all bound fields are present", so a name the
    //   input lacked coming back is the declared form, not a change.
    const templateOld = new Set(Object.values(plan.types).flatMap((t) => t.templates.map((x) => x.older.split(".").pop()!)));
    const ignoreOld = (path: string, expected: unknown, got: unknown, _input?: unknown, back?: unknown, backPath: string = path) => {
      const segs = path.split(/\.|\[/);
      const last = segs[segs.length - 1];
      // Only where the enclosing object came back: a vanished object is a change however empty its fields were.
      const parentBack = parentExists(back, backPath);
      // ... or where the enclosing input object held nothing but such defaults (it had nothing to carry).
      if (got === undefined && isDefaultValue(expected) && implicitOld.has(last) && (parentBack || parentOnlyDefaults(_input, path))) return true;
      if (expected === undefined && templateOld.has(last)) return true;
      if (zeroUnset.has(last) && ((expected === 0 && got === undefined) || (expected === undefined && got === 0))) return true;
      if (expected !== undefined) return false;
      if (inverts.has(last) && got === invertAbsentTrue.has(last)) return true;
      if (materialized.has(last) && onlyInvertsTrue(got)) return true;
      // ... and the same seen leaf by leaf: an invert field written true inside a materialized message the input lacked.
      const parent = segs.length >= 2 ? segs[segs.length - 2] : "";
      if (inverts.has(last) && got === true && materialized.has(parent) && !parentExists(_input, path)) return true;
      return false;
    };

    // On the v1.0 side of property 1, the same `materialize` equivalence: an absent configuration and
    // {} are one value there too ("read an absent input message as {} and omit an empty output").
    const materializedV1 = new Set(
      Object.values(plan.types).flatMap((t) => t.fields.filter((f) => f.materialize && f.newer).map((f) => f.newer!.split(".").pop()!)),
    );
    const ignoreV1 = (path: string, expected: unknown, got: unknown) => {
      const last = path.split(/\.|\[/).pop()!;
      return materializedV1.has(last) && ((expected === undefined && isEmptyObject(got)) || (got === undefined && isEmptyObject(expected)));
    };

    for (const c of cases) {
      test(`v1.0 → v0.3 ${dialect} → v1.0: ${c.name}`, () => {
        const d1 = desc(m10, c.v1);
        fc.assert(
          fc.property(v1Arb(c.v1), (x) => {
            const leg1 = c.toOld(x);
            checkLossShape(leg1.losses, "leg 1");
            // The whole value lost (a union with no member set): nothing was written, nothing to read back.
            if (leg1.value === undefined && leg1.losses.some((l) => l.path === "$")) return;
            if (c.old !== null) {
              const issues = issuesOf(whereOfOld(dialect, c.old), leg1.value, dialect === "rest" && leg1.losses.length > 0, unsetFields(leg1.losses));
              assert.equal(
                issues,
                null,
                `v0.3 output of ${c.name} is invalid: ${issues}\n  input: ${show(x)}\n  output: ${show(leg1.value)}\n  losses: ${show(leg1.losses)}`,
              );
            }
            const leg2 = c.toV1(leg1.value);
            checkLossShape(leg2.losses, "leg 2");
            const lossy = leg1.losses.length + leg2.losses.length > 0;
            const issues2 = issuesOf({ side: "v1", full: c.v1 }, leg2.value, lossy, unsetFields([...leg1.losses, ...leg2.losses]));
            assert.equal(
              issues2,
              null,
              `v1.0 output of reading back ${c.name} is invalid: ${issues2}\n  input: ${show(x)}\n  v0.3: ${show(leg1.value)}\n  back: ${show(leg2.value)}`,
            );
            const back = canonProtoJson(d1, leg2.value);
            const v = judgeRoundTrip(x, back, leg1.losses, ignoreV1);
            assert.ok(v.unexplained.length === 0 && v.falseAlarms.length === 0, report(c.name, x, leg1, leg2, back, v));
            // Reading back may only repeat that a required field is unset, and only after the first leg lost something.
            assert.deepEqual(
              leg2.losses.filter((l) => !(isUnsetLoss(l) && leg1.losses.length > 0)),
              [],
              `reading back what toV0_3 wrote lost something\n${report(c.name, x, leg1, leg2, back, v)}`,
            );
          }),
          fcParams(),
        );
      });

      if (c.old === null) continue; // no older value to start from (an operation without v0.3 params)
      const old = c.old;
      test(`v0.3 ${dialect} → v1.0 → v0.3: ${c.name}`, () => {
        const where = whereOfOld(dialect, old);
        const arb = dialect === "rest" ? restArb(old, hints) : jsonrpcArb(old);
        const hoisted = c.hoist ? canonHoist(c.hoist, plan.types[c.hoist.element]) : (v: unknown) => v;
        const canonOld = (v: unknown) => hoisted(dialect === "rest" ? canonProtoJson(desc(m03, old), v) : canonJsonSchema(a2aJson, old, v));
        fc.assert(
          fc.property(arb, (o) => {
            assert.equal(issuesOf(where, o, false), null, `generator produced an invalid v0.3 value: ${show(o)}`);
            const leg1 = c.toV1(o);
            checkLossShape(leg1.losses, "leg 1");
            if (leg1.value === undefined && leg1.losses.some((l) => l.path === "$")) return;
            const issues = issuesOf({ side: "v1", full: c.v1 }, leg1.value, leg1.losses.length > 0, unsetFields(leg1.losses));
            assert.equal(
              issues,
              null,
              `v1.0 output of ${c.name} is invalid: ${issues}\n  input: ${show(o)}\n  output: ${show(leg1.value)}\n  losses: ${show(leg1.losses)}`,
            );
            const leg2 = c.toOld(leg1.value);
            checkLossShape(leg2.losses, "leg 2");
            const lossy = leg1.losses.length + leg2.losses.length > 0;
            const issues2 = issuesOf(where, leg2.value, dialect === "rest" && lossy, unsetFields([...leg1.losses, ...leg2.losses]));
            assert.equal(
              issues2,
              null,
              `v0.3 output of reading back ${c.name} is invalid: ${issues2}\n  input: ${show(o)}\n  v1.0: ${show(leg1.value)}\n  back: ${show(leg2.value)}`,
            );
            const back = canonOld(leg2.value);
            const v = judgeRoundTrip(canonOld(o), back, leg1.losses, ignoreOld);
            assert.ok(v.unexplained.length === 0 && v.falseAlarms.length === 0, report(c.name, o, leg1, leg2, back, v));
            assert.deepEqual(
              leg2.losses.filter((l) => !(isUnsetLoss(l) && leg1.losses.length > 0)),
              [],
              `reading back what toV1_0 wrote lost something\n${report(c.name, o, leg1, leg2, back, v)}`,
            );
          }),
          fcParams(),
        );
      });
    }
  });
}
