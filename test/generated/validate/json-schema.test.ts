// Validators ⇄ JSON Schemas, differentially: for each version's ProtoJSON validators (not the v0.3
// JSON-RPC ones), the JSON Schema of every message (generator/src/openapi/schemas, built from the real
// protos and rules file) compiled with ajv's 2020-12 build in strict mode accepts exactly what the
// validator accepts, over the corpus: the recorded genuine traffic (test/support/fixtures/peer), and
// generated values of every message, both accepted and refused. A value that a rule of the rules file's
// $.jsonSchema.notStated covers is skipped (by that rule's predicate) and counted.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { test } from "node:test";
import type { DescMessage } from "@bufbuild/protobuf";
import fc from "fast-check";
import * as es10 from "@a2a-bindgen/a2a/es/v1_0";
import * as es03 from "@a2a-bindgen/a2a/es/v0_3";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { buildModel } from "../../../generator/src/model/build-model.js";
import { jsonSchemas } from "../../../generator/src/openapi/schemas/index.js";
import { loadRules } from "../../../generator/src/rules/load.js";
import { compileDefs, defsRef } from "../../generator/openapi/schemas/ajv.js";
import { fillRequired } from "../../generator/openapi/schemas/fill-required.js";
import { covers, coveredBy } from "../../generator/openapi/schemas/not-stated.js";
import { a2aProtoFiles } from "../../support/a2a-protos.js";
import { verdictArb } from "./arbitrary.js";

type Validator = { safeParse(v: unknown): { success: boolean } };
type Json = Record<string, unknown>;

const RUNS = Number(process.env.SCHEMA_RUNS ?? 60);
const root = resolve(import.meta.dirname, "../../..");

const rules = loadRules(join(root, "rules/a2a.rules.json"));
const model = buildModel(a2aProtoFiles(), rules);

const versions = [
  { name: "v1.0 (lf.a2a.v1)", pkg: "lf.a2a.v1", mod: v1_0, es: es10 as unknown as Record<string, unknown> },
  { name: "v0.3 (a2a.v1)", pkg: "a2a.v1", mod: v0_3, es: es03 as unknown as Record<string, unknown> },
].map((d) => {
  const vm = model.versions.find((v) => v.package === d.pkg)!.validators;
  const set = jsonSchemas(vm, defsRef, rules.jsonSchema);
  return { ...d, vm, set, checks: compileDefs(set.defs), validators: d.mod.validators as unknown as Record<string, Validator> };
});

/** Compares one value; returns "accepted", "refused", or the id of the notStated rule that covers it. */
function compare(v: (typeof versions)[number], local: string, value: unknown, where: string): string {
  const full = v.vm.messages.find((m) => m.local === local)!.name;
  const ours = v.validators[local]!.safeParse(value).success;
  const ajv = v.checks[local]!(value);
  const rule = coveredBy(v.vm, full, value);
  if (rule !== null) return rule;
  assert.equal(
    ajv,
    ours,
    `${v.name} ${local} (${where}): the validator ${ours ? "accepts" : "refuses"}, the schema ${ajv ? "accepts" : "refuses"}: ${JSON.stringify(value)}`,
  );
  return ours ? "accepted" : "refused";
}

test("the rules file's notStated rules each have a predicate, and the models reach only listed kinds", () => {
  const ids = (rules.jsonSchema?.notStated ?? []).map((r) => r.id);
  assert.ok(ids.length > 0, "the rules file lists what JSON Schema cannot state");
  assert.deepEqual(Object.keys(covers).sort(), [...ids].sort());
  for (const v of versions)
    assert.ok(
      v.set.notStated.some((r) => r.id === "recursion-depth"),
      `${v.name}: a rule without kinds is always listed`,
    );
});

test("the published bundles (@a2a-bindgen/a2a/<v>/schemas.json) hold exactly the schemas tested here", () => {
  const require = createRequire(import.meta.url);
  for (const v of versions) {
    const dir = v.mod === v1_0 ? "v1_0" : "v0_3";
    const bundle = JSON.parse(readFileSync(require.resolve(`@a2a-bindgen/a2a/${dir}/schemas.json`), "utf8")) as { $defs: Record<string, unknown> };
    for (const [key, schema] of Object.entries(v.set.defs))
      assert.deepEqual(bundle.$defs[key], JSON.parse(JSON.stringify(schema)), `${dir}/schemas.json: ${key}`);
  }
});

// ---- the recorded traffic ------------------------------------------------------------------------------

interface Exchange {
  step: string;
  binding: string;
  dialect: string;
  operation: string | null;
  request: { method: string; url: string; body: unknown };
  response: { status: number; body: unknown; events?: unknown[] };
}

/** The request a REST server rebuilds from the route (path and query values) and the body. */
function restRequest(mod: typeof v1_0 | typeof v0_3, e: Exchange): unknown {
  const url = new URL(e.request.url.replace("<port>", "1"));
  const target = url.pathname.replace(/^\/[^/]*\/rest/, "") + url.search;
  const routes = mod.routes as unknown as { match(m: string, t: string): { kind: string; request?: Json; binding?: { body: string | null } } };
  const alt = mod.alternativeRoutes as unknown as typeof routes;
  let m = routes.match(e.request.method, target);
  if (m.kind !== "match") m = alt.match(e.request.method, target);
  if (m.kind !== "match") return null;
  const req = { ...m.request };
  const body = m.binding!.body;
  if (body === "*") Object.assign(req, e.request.body as Json);
  else if (body !== null && e.request.body !== null) req[body] = e.request.body;
  return req;
}

test("the recorded genuine traffic: the schemas agree with the validators on every ProtoJSON body", () => {
  const session = JSON.parse(readFileSync(join(root, "test/support/fixtures/peer/session.json"), "utf8")) as { exchanges: Exchange[] };
  const counts: Record<string, number> = {};
  for (const e of session.exchanges) {
    const v = versions.find((x) => x.mod === (e.dialect === "v1_0" ? v1_0 : e.dialect === "v0_3" ? v0_3 : null));
    if (v === undefined) continue;
    const bodies: [string, unknown, string][] = [];
    if (e.binding === "card") bodies.push(["AgentCard", e.response.body, `${e.step} response`]);
    else if (e.operation !== null) {
      const op = (v.mod.operations as unknown as Record<string, { requestType: string; responseType: string }>)[e.operation]!;
      const local = (t: string) => v.vm.messages.find((m) => m.name === t)?.local;
      const req = local(op.requestType);
      const res = local(op.responseType);
      const ok = e.response.status < 300;
      if (e.binding === "jsonrpc") {
        if (req) bodies.push([req, (e.request.body as Json).params, `${e.step} params`]);
        for (const env of e.response.events ?? [e.response.body]) {
          const r = env as Json | null;
          if (res && r !== null && "result" in r && r.result !== null) bodies.push([res, r.result, `${e.step} result`]);
        }
      } else {
        const rebuilt = restRequest(v.mod, e);
        if (req && rebuilt !== null) bodies.push([req, rebuilt, `${e.step} request`]);
        for (const ev of ok ? (e.response.events ?? (e.response.body === null ? [] : [e.response.body])) : [])
          if (res) bodies.push([res, ev, `${e.step} response`]);
      }
    }
    for (const [local, value, where] of bodies) {
      const verdict = compare(v, local, value, where);
      counts[verdict] = (counts[verdict] ?? 0) + 1;
    }
  }
  assert.ok((counts.accepted ?? 0) >= 20, `the recording yields bodies to compare: ${JSON.stringify(counts)}`);
});

// ---- generated values --------------------------------------------------------------------------------

for (const v of versions) {
  test(`${v.name}: every message's schema agrees with its validator over generated values, accepted and refused`, () => {
    const skipped: Record<string, number> = {};
    const fill = fillRequired(v.vm);
    for (const m of v.vm.messages) {
      const desc = v.es[`${m.local}Schema`] as DescMessage | undefined;
      assert.ok(desc !== undefined && desc.kind === "message", `protoc-gen-es has no ${m.local}Schema`);
      const seen = { accepted: 0, refused: 0 };
      // Half as drawn, half with every REQUIRED field filled in (else a message with many is never accepted).
      const arb = fc.oneof(
        verdictArb(desc),
        verdictArb(desc).map((x) => fill(m.name, x)),
      );
      fc.assert(
        fc.property(arb, (value) => {
          const verdict = compare(v, m.local, value, "generated");
          if (verdict === "accepted" || verdict === "refused") seen[verdict]++;
          else skipped[verdict] = (skipped[verdict] ?? 0) + 1;
        }),
        { numRuns: RUNS },
      );
      assert.ok(seen.accepted > 0 && seen.refused > 0, `${v.name} ${m.local}: accepted ${seen.accepted}, refused ${seen.refused}: both must occur`);
    }
    // Only rules that the model reaches may skip anything.
    for (const id of Object.keys(skipped))
      assert.ok(
        v.set.notStated.some((r) => r.id === id),
        `${id} skipped values but is not listed for ${v.name}`,
      );
  });
}

/** Hand-picked values on fields of the kinds the A2A messages have, each verdict from the ProtoJSON mapping. */
const edges: [string, string, unknown, boolean][] = [
  ["int32 as a string", "ListTasksRequest", { pageSize: "10" }, true],
  ["int32 2^31", "ListTasksRequest", { pageSize: 2147483648 }, false],
  ["int32 hex string", "ListTasksRequest", { pageSize: "0x10" }, true],
  ["int32 with surrounding space", "ListTasksRequest", { pageSize: " 1" }, false],
  ["both spellings", "ListTasksRequest", { pageSize: 3, page_size: 3 }, false],
  ["both spellings, one null", "ListTasksRequest", { pageSize: null, page_size: 3 }, false],
  ["enum by an undeclared number", "ListTasksRequest", { status: 99 }, true],
  ["enum beyond int32", "ListTasksRequest", { status: 2147483648 }, false],
  ["unknown enum name", "ListTasksRequest", { status: "TASK_STATE_CANCELLED" }, false],
  ["timestamp Feb 30 (V8 rolls it over)", "ListTasksRequest", { statusTimestampAfter: "2026-02-30T00:00:00Z" }, true],
  ["timestamp 24:00:00", "ListTasksRequest", { statusTimestampAfter: "2026-02-01T24:00:00Z" }, true],
  ["timestamp leap second", "ListTasksRequest", { statusTimestampAfter: "2016-12-31T23:59:60Z" }, false],
  ["timestamp lower-case t", "ListTasksRequest", { statusTimestampAfter: "2026-12-02t10:00:00Z" }, false],
  ["bytes url-safe, unpadded", "Part", { raw: "-_8" }, true],
  ["bytes dangling digit", "Part", { raw: "QUJDR" }, false],
  ["bytes padding inside", "Part", { raw: "QQ==QQ==" }, true],
  ["two oneof members", "Part", { text: "a", raw: "QQ==" }, false],
  ["a null scalar member does not claim", "Part", { text: "a", raw: null }, true],
  ["a null Value member claims", "Part", { text: "a", data: null }, false],
  ["Value null alone", "Part", { data: null }, true],
  ["lone surrogate", "Part", { text: "\ud800" }, false],
  ["REQUIRED given under its proto name", "Message", { message_id: "m", role: "ROLE_USER", parts: [{ text: "x" }] }, true],
  ["REQUIRED empty string", "Message", { messageId: "", role: "ROLE_USER", parts: [{ text: "x" }] }, false],
  ["REQUIRED enum at its zero value by number", "Message", { messageId: "m", role: 0, parts: [{ text: "x" }] }, false],
  ["REQUIRED list empty", "Message", { messageId: "m", role: "ROLE_USER", parts: [] }, false],
  ["REQUIRED null", "Message", { messageId: null, role: "ROLE_USER", parts: [{ text: "x" }] }, false],
];

test("v1.0 hand-picked values: schema and validator give the verdict the mapping gives", () => {
  const v = versions[0]!;
  for (const [what, local, value, want] of edges) {
    assert.equal(v.validators[local]!.safeParse(value).success, want, `${what}: the validator`);
    assert.equal(v.checks[local]!(value), want, `${what}: the schema`);
  }
});
