// Real traffic: every request and response body of a scripted session with @a2a-js/sdk 1.3.0
// (legacyCompat on, started here on 127.0.0.1) validates under its dialect's generated schema —
// v1.0 ProtoJSON, v0.3 ProtoJSON (REST) or the v0.3 JSON-RPC schema — and so does the committed
// recording. REST requests are validated as a server sees them: the route's path and query
// values merged with the body. Then mutated copies (a REQUIRED field removed, a wrong enum, a
// wrong type, a second oneof member) must fail at the mutated JSON path.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, test } from "node:test";
import type { DescField, DescMessage } from "@bufbuild/protobuf";
import { getOption, hasOption } from "@bufbuild/protobuf";
import * as es10 from "@a2a-bindgen/a2a/es/v1_0";
import * as es03 from "@a2a-bindgen/a2a/es/v0_3";
import { field_behavior, FieldBehavior } from "../../../generator/src/gen/google/api/field_behavior_pb.js";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { startPeer, REST_MOUNT, type Peer } from "../../e2e/peer/server.js";
import { runSession, type Exchange } from "../../e2e/peer/session.js";

type Schema = { safeParse(v: unknown): { success: true; data: unknown } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } };
type Json = Record<string, unknown>;

// v0.3 JSON-RPC: the response definition of each request definition (a2a.json; written from the schema).
const V03_RESPONSE: Record<string, string> = {
  SendMessageRequest: "SendMessageResponse",
  SendStreamingMessageRequest: "SendStreamingMessageResponse",
  GetTaskRequest: "GetTaskResponse",
  CancelTaskRequest: "CancelTaskResponse",
  TaskResubscriptionRequest: "SendStreamingMessageResponse",
  SetTaskPushNotificationConfigRequest: "SetTaskPushNotificationConfigResponse",
  GetTaskPushNotificationConfigRequest: "GetTaskPushNotificationConfigResponse",
  ListTaskPushNotificationConfigRequest: "ListTaskPushNotificationConfigResponse",
  DeleteTaskPushNotificationConfigRequest: "DeleteTaskPushNotificationConfigResponse",
  GetAuthenticatedExtendedCardRequest: "GetAuthenticatedExtendedCardResponse",
};

/** One body to validate: which schema, and (for ProtoJSON) the message descriptor for mutations. */
interface Checked {
  where: string;
  value: unknown;
  schema: Schema;
  desc: DescMessage | null;
}

const ops = {
  v1_0: v1_0.operations as unknown as Record<string, { schemas: { request: Schema; response: Schema }; requestType: string; responseType: string }>,
  v0_3: v0_3.operations as unknown as Record<
    string,
    { schemas: { request: Schema; response: Schema }; requestType: string; responseType: string; jsonRpcFrom: string }
  >,
};
const jsonrpc = v0_3.jsonrpc.schemas as unknown as Record<string, Schema>;

function descOf(module: "v1_0" | "v0_3", typeName: string): DescMessage | null {
  const es = (module === "v1_0" ? es10 : es03) as unknown as Record<string, DescMessage>;
  const local = typeName.slice(typeName.lastIndexOf(".") + 1);
  return typeName.startsWith("google.protobuf.") ? null : (es[`${local}Schema`] ?? null);
}

/** The request a REST server reconstructs: path and query values from the route, plus the body. */
function restRequest(module: "v1_0" | "v0_3", e: Exchange): Json {
  // The recording writes the port as a placeholder; only the path and query matter here.
  const url = new URL(e.request.url.replace("<port>", "1"));
  const target = url.pathname.slice(REST_MOUNT.length) + url.search;
  const mod = module === "v1_0" ? v1_0 : v0_3;
  let m = mod.routes.match(e.request.method, target);
  if (m.kind !== "match") m = mod.alternativeRoutes.match(e.request.method, target);
  assert.equal(m.kind, "match", `${e.step}: ${e.request.method} ${target} matches no route`);
  if (m.kind !== "match") throw new Error("unreachable");
  const body = m.binding.body;
  const req = { ...(m.request as Json) };
  if (body === "*") Object.assign(req, e.request.body as Json);
  else if (body !== null && e.request.body !== null) req[body] = e.request.body;
  return req;
}

function bodiesOf(e: Exchange): Checked[] {
  const out: Checked[] = [];
  const ok = e.response.status < 300;
  const resBody = e.response.body as Json | null;
  if (e.binding === "card") {
    const schema = e.dialect === "v1_0" ? (v1_0.schemas.AgentCard as unknown as Schema) : jsonrpc.AgentCard;
    out.push({ where: `${e.step} response`, value: resBody, schema, desc: e.dialect === "v1_0" ? descOf("v1_0", "lf.a2a.v1.AgentCard") : null });
    return out;
  }
  const op = e.operation!;
  if (e.dialect === "v0_3.jsonrpc") {
    const def = ops.v0_3[op].jsonRpcFrom.replace(/^.*#\/definitions\//, "");
    out.push({ where: `${e.step} request`, value: e.request.body, schema: jsonrpc[def], desc: null });
    const resDef = V03_RESPONSE[def];
    if (e.response.events)
      for (const [i, ev] of e.response.events.entries()) out.push({ where: `${e.step} event ${i}`, value: ev, schema: jsonrpc[resDef], desc: null });
    else out.push({ where: `${e.step} response`, value: resBody, schema: jsonrpc[resDef], desc: null });
    return out;
  }
  const module = e.dialect as "v1_0" | "v0_3";
  const info = ops[module][op];
  const reqDesc = descOf(module, info.requestType);
  const resDesc = descOf(module, info.responseType);
  if (e.binding === "jsonrpc") {
    out.push({ where: `${e.step} params`, value: (e.request.body as Json).params, schema: info.schemas.request, desc: reqDesc });
    const results = e.response.events ?? [resBody];
    for (const [i, env] of results.entries()) {
      const r = env as Json;
      // A JSON-RPC error, or a result of null where the proto answers google.protobuf.Empty, carries no message to validate.
      if ("result" in r && r.result !== null) out.push({ where: `${e.step} result ${i}`, value: r.result, schema: info.schemas.response, desc: resDesc });
    }
    return out;
  }
  out.push({ where: `${e.step} request`, value: restRequest(module, e), schema: info.schemas.request, desc: reqDesc });
  if (ok && e.response.events)
    for (const [i, ev] of e.response.events.entries()) out.push({ where: `${e.step} event ${i}`, value: ev, schema: info.schemas.response, desc: resDesc });
  else if (ok && resBody !== null) out.push({ where: `${e.step} response`, value: resBody, schema: info.schemas.response, desc: resDesc });
  return out;
}

function issuesText(r: ReturnType<Schema["safeParse"]>): string {
  return r.success ? "" : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
}

function validateAll(exchanges: Exchange[]): Checked[] {
  const all = exchanges.flatMap(bodiesOf);
  for (const c of all) {
    assert.ok(c.schema, `${c.where}: no schema`);
    const r = c.schema.safeParse(c.value);
    assert.ok(r.success, `${c.where}: ${issuesText(r)}\n${JSON.stringify(c.value)}`);
  }
  return all;
}

// ---- mutations, guided by the message descriptor -------------------------------------------

type Mutation = { kind: string; path: (string | number)[]; value: unknown };

const notChecked = new Set([...v1_0.requiredNotChecked, ...v0_3.requiredNotChecked].map((x) => x.field));

/** REQUIRED in the proto, and not one of the rules file's fields whose default is legitimate. */
function isRequired(f: DescField): boolean {
  return hasOption(f, field_behavior) && getOption(f, field_behavior).includes(FieldBehavior.REQUIRED) && !notChecked.has(f.parent.typeName + "." + f.name);
}

/** Mutations of a valid value: each names the JSON path where validation must now fail. */
function mutations(desc: DescMessage, value: Json, path: (string | number)[] = []): Mutation[] {
  const out: Mutation[] = [];
  const keyOf = (f: DescField) => (f.jsonName in value ? f.jsonName : f.name in value ? f.name : null);
  for (const f of desc.fields) {
    const k = keyOf(f);
    const here = k === null ? null : [...path, k];
    // A REQUIRED field with explicit presence (a message, or a string that must not be empty) removed.
    if (k !== null && isRequired(f) && (f.fieldKind === "message" || (f.fieldKind === "scalar" && f.scalar === 9) || f.fieldKind === "list")) {
      const copy = { ...value };
      delete copy[k];
      out.push({ kind: "REQUIRED removed", path: here!, value: copy });
    }
    if (k !== null && f.fieldKind === "enum") out.push({ kind: "wrong enum", path: here!, value: { ...value, [k]: "NOT_A_VALUE" } });
    if (k !== null && f.fieldKind === "scalar" && f.scalar === 9) out.push({ kind: "wrong type", path: here!, value: { ...value, [k]: 12 } });
    if (k !== null && f.oneof) {
      const other = f.oneof.fields.find((g) => g !== f && g.fieldKind === "scalar");
      const any = other ?? f.oneof.fields.find((g) => g !== f);
      if (any)
        out.push({
          kind: "second oneof member",
          path: path,
          value: { ...value, [any.jsonName]: any.fieldKind === "scalar" ? (any.scalar === 9 ? "x" : 1) : {} },
        });
    }
    if (k !== null && f.fieldKind === "message" && !f.message.typeName.startsWith("google.protobuf.") && typeof value[k] === "object" && value[k] !== null) {
      for (const m of mutations(f.message, value[k] as Json, here!)) out.push({ ...m, value: { ...value, [k]: m.value } });
    }
    if (k !== null && f.fieldKind === "list" && f.listKind === "message" && Array.isArray(value[k]) && (value[k] as unknown[]).length > 0) {
      const list = value[k] as Json[];
      for (const m of mutations(f.message, list[0], [...here!, 0])) out.push({ ...m, value: { ...value, [k]: [m.value, ...list.slice(1)] } });
    }
  }
  return out;
}

function checkMutations(all: Checked[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of all) {
    if (c.desc === null || typeof c.value !== "object" || c.value === null) continue;
    for (const m of mutations(c.desc, c.value as Json)) {
      const r = c.schema.safeParse(m.value);
      assert.ok(!r.success, `${c.where}: ${m.kind} at ${m.path.join(".")} was accepted`);
      if (r.success) continue;
      const want = m.path.join(".");
      const paths = r.error.issues.map((i) => i.path.join("."));
      // A removed field is reported at its own path; a second oneof member at the message or at a member.
      const hit = paths.some((p) => p === want || (m.kind === "second oneof member" && p.startsWith(want)));
      assert.ok(hit, `${c.where}: ${m.kind}: expected an issue at "${want}", got ${JSON.stringify(paths)}`);
      counts.set(m.kind, (counts.get(m.kind) ?? 0) + 1);
    }
  }
  return counts;
}

// ---- mutations for the v0.3 JSON-RPC dialect, guided by a2a.json ---------------------------

interface JsonSchema {
  $ref?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
}
const a2aJson = JSON.parse(readFileSync(new URL("../../../proto/a2a/v1/a2a.json", import.meta.url), "utf8")) as { definitions: Record<string, JsonSchema> };

function refName(s: JsonSchema): string | null {
  return s.$ref?.replace(/^#\/definitions\//, "") ?? null;
}

/** Mutations of a value valid under `schema` (a2a.json), each with the JSON path where it must fail. */
function mutations03(schema: JsonSchema, value: unknown, path: (string | number)[] = []): Mutation[] {
  const name = refName(schema);
  if (name !== null) return mutations03(a2aJson.definitions[name], value, path);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    // Follow the branch the value is valid under (by its own generated schema).
    const b = branches.find((x) => refName(x) !== null && jsonrpc[refName(x)!].safeParse(value).success);
    return b ? mutations03(b, value, path) : [];
  }
  if (typeof value !== "object" || value === null || Array.isArray(value) || !schema.properties) return [];
  const obj = value as Json;
  const out: Mutation[] = [];
  for (const req of schema.required ?? []) {
    if (!(req in obj)) continue;
    const copy = { ...obj };
    delete copy[req];
    out.push({ kind: "REQUIRED removed", path: [...path, req], value: copy });
  }
  for (const [k, raw] of Object.entries(schema.properties)) {
    if (!(k in obj)) continue;
    const ps = refName(raw) !== null ? a2aJson.definitions[refName(raw)!] : raw;
    if (ps.enum) out.push({ kind: "wrong enum", path: [...path, k], value: { ...obj, [k]: "NOT_A_VALUE" } });
    else if (ps.const === undefined && ps.type === "string") out.push({ kind: "wrong type", path: [...path, k], value: { ...obj, [k]: 12 } });
    const x = obj[k];
    if (typeof x === "object" && x !== null && !Array.isArray(x)) {
      for (const m of mutations03(raw, x, [...path, k])) out.push({ ...m, value: { ...obj, [k]: m.value } });
    } else if (Array.isArray(x) && x.length > 0 && raw.items) {
      for (const m of mutations03(raw.items, x[0], [...path, k, 0])) out.push({ ...m, value: { ...obj, [k]: [m.value, ...x.slice(1)] } });
    }
  }
  return out;
}

type ZodIssueLike = { path: PropertyKey[]; code?: string; errors?: ZodIssueLike[][] };

/** Every issue path, with the branches of a failed union flattened (their paths are relative to the union). */
function flatPaths(issues: ZodIssueLike[], base: PropertyKey[] = []): string[] {
  return issues.flatMap((i) => {
    const here = [...base, ...i.path];
    const nested = i.code === "invalid_union" && i.errors ? i.errors.flatMap((branch) => flatPaths(branch, here)) : [];
    return [here.join("."), ...nested];
  });
}

function checkMutations03(exchanges: Exchange[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const e of exchanges) {
    if (e.dialect !== "v0_3.jsonrpc") continue;
    for (const c of bodiesOf(e)) {
      const def = Object.entries(jsonrpc).find(([, s]) => s === c.schema)![0];
      for (const m of mutations03(a2aJson.definitions[def], c.value)) {
        const r = c.schema.safeParse(m.value);
        assert.ok(!r.success, `${c.where}: ${m.kind} at ${m.path.join(".")} was accepted`);
        if (r.success) continue;
        const paths = flatPaths(r.error.issues as ZodIssueLike[]);
        assert.ok(paths.includes(m.path.join(".")), `${c.where}: ${m.kind}: expected an issue at "${m.path.join(".")}", got ${JSON.stringify(paths)}`);
        counts.set(m.kind, (counts.get(m.kind) ?? 0) + 1);
      }
    }
  }
  return counts;
}

let peer: Peer | null = null;
before(async () => {
  peer = await startPeer();
});
after(async () => {
  await peer?.close();
});

test("a live session with @a2a-js/sdk 1.3.0: every body validates under its dialect, and mutated copies fail at the mutated path", async (t) => {
  const exchanges = await runSession(peer!);
  const all = validateAll(exchanges);
  const dialects = new Set(exchanges.map((e) => e.dialect));
  assert.deepEqual([...dialects].sort(), ["v0_3", "v0_3.jsonrpc", "v1_0"]);
  assert.ok(all.length >= 80, `only ${all.length} bodies validated`);
  const counts = checkMutations(all);
  for (const kind of ["REQUIRED removed", "wrong enum", "wrong type", "second oneof member"])
    assert.ok((counts.get(kind) ?? 0) > 0, `no "${kind}" mutation was tried`);
  const counts03 = checkMutations03(exchanges);
  for (const kind of ["REQUIRED removed", "wrong enum", "wrong type"])
    assert.ok((counts03.get(kind) ?? 0) > 0, `no v0.3 JSON-RPC "${kind}" mutation was tried`);
  const show = (m: Map<string, number>) => [...m].map(([k, n]) => `${k} ${n}`).join(", ");
  t.diagnostic(
    `${exchanges.length} exchanges, ${all.length} bodies validated; mutations rejected at their path: ProtoJSON ${show(counts)}; v0.3 JSON-RPC ${show(counts03)}`,
  );
});

test("the committed recording (test/support/fixtures/peer/session.json) validates too", () => {
  const recording = JSON.parse(readFileSync(new URL("../../support/fixtures/peer/session.json", import.meta.url), "utf8")) as { exchanges: Exchange[] };
  const all = validateAll(recording.exchanges);
  assert.ok(all.length >= 80, `only ${all.length} bodies validated`);
});
