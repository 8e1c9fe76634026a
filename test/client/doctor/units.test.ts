// The doctor's parts without a live agent: the gRPC probe's field numbers against the protoc-gen-es
// descriptors of the same protos, the card-binding map against the generated card vocabulary, the
// remedies' steps, and verdicts over crafted raw answers (what a live peer in test/e2e/peer does not send).

import assert from "node:assert/strict";
import { test } from "node:test";
import { fromBinary } from "@bufbuild/protobuf";
import { BinaryWriter, WireType } from "@bufbuild/protobuf/wire";
import { interfaceDeclarations } from "@a2a-bindgen/a2a/protocol";
import { doctorOptions, parseHeader, remedies, steps, UsageError } from "../../../client/src/doctor/index.js";
import { encodeProbe, probeFieldNumbers, transports, type Probe } from "../../../client/src/doctor/probe.js";
import { withHeaders } from "../../../client/src/doctor/headers.js";
import { judge } from "../../../client/src/doctor/verdict.js";
import { messageSchema } from "../../e2e/peer/grpc.js";
import { readFileSync } from "node:fs";
import { formatReport, oneLine, reportJsonSchema, type DoctorReport } from "../../../client/src/doctor/index.js";
import { reportSchemaPath } from "./harness.js";

test("the probe's field numbers are the protos' (protoc-gen-es descriptors of v1.0.1 and v0.3.0 a2a.proto)", () => {
  for (const [typeName, fields] of Object.entries(probeFieldNumbers)) {
    const schema = messageSchema(typeName);
    for (const [name, number] of Object.entries(fields)) {
      const field = schema.fields.find((f) => f.jsonName === name);
      assert.ok(field, `${typeName}.${name}`);
      assert.equal(field.number, number, `${typeName}.${name}`);
      assert.equal(field.fieldKind, "scalar");
    }
  }
  assert.deepEqual(Object.keys(probeFieldNumbers).sort(), ["a2a.v1.GetTaskRequest", "lf.a2a.v1.GetTaskRequest"]);
});

test("encodeProbe: a GetTaskRequest protobuf-es reads back (id and tenant; v0.3 name); unknown and empty fields are left out", () => {
  const v10 = fromBinary(messageSchema("lf.a2a.v1.GetTaskRequest"), encodeProbe("lf.a2a.v1.GetTaskRequest", { id: "t-1", tenant: "acme", other: "x" })) as any;
  assert.equal(v10.id, "t-1");
  assert.equal(v10.tenant, "acme");
  const v03 = fromBinary(messageSchema("a2a.v1.GetTaskRequest"), encodeProbe("a2a.v1.GetTaskRequest", { name: "tasks/t-1" })) as any;
  assert.equal(v03.name, "tasks/t-1");
  assert.equal(encodeProbe("lf.a2a.v1.GetTaskRequest", { id: "", __proto__: "x" } as any).length, 0);
  assert.equal(encodeProbe("toString", { id: "t-1" }).length, 0);
});

test("encodeProbe: a long non-ASCII value (a two-byte length varint, UTF-8) is byte for byte what protobuf-es writes", () => {
  // 200 characters, 300 UTF-8 bytes: the length needs two varint bytes; "é" is two bytes in UTF-8.
  const id = "é".repeat(100) + "t".repeat(100);
  const tenant = "\u{1F600}-acme";
  const expected = new BinaryWriter().tag(1, WireType.LengthDelimited).string(tenant).tag(2, WireType.LengthDelimited).string(id).finish();
  assert.deepEqual(encodeProbe("lf.a2a.v1.GetTaskRequest", { tenant, id }), expected);
  const back = fromBinary(messageSchema("lf.a2a.v1.GetTaskRequest"), encodeProbe("lf.a2a.v1.GetTaskRequest", { id, tenant })) as any;
  assert.equal(back.id, id);
  assert.equal(back.tenant, tenant);
});

test("the card bindings the doctor maps to a transport are exactly the generated card vocabulary's", () => {
  assert.deepEqual(Object.keys(transports).sort(), Object.keys(interfaceDeclarations.bindings).sort());
  assert.deepEqual(Object.values(transports).sort(), ["grpc", "http+json", "jsonrpc"]);
});

test("every remedy names one of the six steps; the steps are the quick reference's, in order", () => {
  assert.deepEqual(
    steps.map((s) => s.name),
    ["interface", "version", "tenant", "capabilities", "extensions", "errors"],
  );
  for (const [name, r] of Object.entries(remedies)) {
    assert.ok(
      steps.some((s) => s.name === r.step),
      name,
    );
    if (r.quickReference !== null) assert.match(r.quickReference, /^§5 row (1[0-2]|[1-9])$|^§1 step [1-6]$/, name);
  }
});

test("--header: a later value replaces one the doctor sends (any case); an empty value removes it", () => {
  const base: [string, string][] = [
    ["A2A-Version", "1.0"],
    ["Content-Type", "application/json"],
  ];
  assert.deepEqual(withHeaders(base, [parseHeader("a2a-version: 9.9")], false), [
    ["Content-Type", "application/json"],
    ["a2a-version", "9.9"],
  ]);
  assert.deepEqual(withHeaders(base, [parseHeader("A2A-VERSION:")], false), [["Content-Type", "application/json"]]);
  assert.deepEqual(withHeaders(base, [parseHeader("Authorization: Bearer x")], true), [
    ["a2a-version", "1.0"],
    ["content-type", "application/json"],
    ["authorization", "Bearer x"],
  ]);
});

test("doctorOptions: hostile names are unknown, never a prototype's", () => {
  for (const binding of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
    assert.throws(() => doctorOptions("http://127.0.0.1/card", { binding }), UsageError);
  }
  const o = doctorOptions("http://127.0.0.1/card", { protocol: "1.0.1", binding: "GRPC", timeout: "2.5" });
  assert.equal(o.protocol, "1.0");
  assert.equal(o.timeoutMs, 2500);
});

test("doctorOptions: --binding takes the card's spelling or the client's lowercase one, and means the card's", () => {
  const cases: [string, string][] = [
    ["GRPC", "GRPC"],
    ["grpc", "GRPC"],
    ["JSONRPC", "JSONRPC"],
    ["jsonrpc", "JSONRPC"],
    ["HTTP+JSON", "HTTP+JSON"],
    ["http+json", "HTTP+JSON"],
  ];
  for (const [given, meant] of cases) assert.equal(doctorOptions("http://127.0.0.1/card", { binding: given }).binding, meant, given);
  assert.throws(() => doctorOptions("http://127.0.0.1/card", { binding: "Grpc" }), /--binding "Grpc": unknown binding; the doctor speaks .* \(or .*grpc/);
});

function probe(version: "1.0" | "0.3", answer: Probe["answer"]): Probe {
  return { version, request: "test", sent: [], answer, losses: [] };
}

const noReprobe = async () => probe("0.3", { kind: "none", why: "not asked" });

test("verdict: a v1.0 JSON-RPC TaskNotFound without an ErrorInfo in data → 6 errors (v1.0 requires it); v0.3 by its code connects", async () => {
  const body = '{"jsonrpc":"2.0","id":1,"error":{"code":-32001,"message":"Task not found"}}';
  const v10 = await judge("JSONRPC", probe("1.0", { kind: "http", status: 200, contentType: "application/json", body }), noReprobe);
  assert.deepEqual(v10.ok ? "ok" : v10.diagnosis, "noErrorInfo");
  const v03 = await judge("JSONRPC", probe("0.3", { kind: "http", status: 200, contentType: "application/json", body }), noReprobe);
  assert.equal(v03.ok, true);
});

test("verdict: a result for a random task id, and another A2A error than TaskNotFound, are step 6 failures", async () => {
  const result = await judge(
    "JSONRPC",
    probe("1.0", { kind: "http", status: 200, contentType: "application/json", body: '{"jsonrpc":"2.0","id":1,"result":{"id":"x"}}' }),
    noReprobe,
  );
  assert.equal(result.ok ? "ok" : result.diagnosis, "unexpectedSuccess");
  const other = await judge(
    "HTTP+JSON",
    probe("1.0", {
      kind: "http",
      status: 400,
      contentType: "application/json",
      body: '{"error":{"code":400,"status":"FAILED_PRECONDITION","message":"no","details":[{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"UNSUPPORTED_OPERATION","domain":"a2a-protocol.org"}]}}',
    }),
    noReprobe,
  );
  assert.equal(other.ok ? "ok" : other.diagnosis, "unexpectedError");
  assert.match(other.saw, /^UnsupportedOperationError: HTTP 400/);
});

test("verdict: a gRPC VersionNotSupported although a2a-version was sent → §5 row 6 (the key looked up in the wrong case)", async () => {
  // google.rpc.Status {code 9, message, details [Any(ErrorInfo {reason VERSION_NOT_SUPPORTED, domain a2a-protocol.org})]}, by hand.
  const info = new BinaryWriter()
    .tag(1, WireType.LengthDelimited)
    .string("VERSION_NOT_SUPPORTED")
    .tag(2, WireType.LengthDelimited)
    .string("a2a-protocol.org")
    .finish();
  const any = new BinaryWriter()
    .tag(1, WireType.LengthDelimited)
    .string("type.googleapis.com/google.rpc.ErrorInfo")
    .tag(2, WireType.LengthDelimited)
    .bytes(info)
    .finish();
  const status = new BinaryWriter()
    .tag(1, WireType.Varint)
    .int32(9)
    .tag(2, WireType.LengthDelimited)
    .string("nope")
    .tag(3, WireType.LengthDelimited)
    .bytes(any)
    .finish();
  const details = Buffer.from(status).toString("base64").replace(/=+$/, "");
  const answer: Probe["answer"] = {
    kind: "grpc",
    httpStatus: 200,
    contentType: "application/grpc",
    code: 9,
    message: "nope",
    trailers: { "grpc-status": "9", "grpc-status-details-bin": details },
  };
  const sent = await judge("GRPC", { ...probe("1.0", answer), sent: [["a2a-version", "1.0"]] }, noReprobe);
  assert.equal(sent.ok ? "ok" : sent.diagnosis, "grpcVersionLowercase");
  assert.equal(remedies.grpcVersionLowercase.quickReference, "§5 row 6");
  const omitted = await judge("GRPC", probe("1.0", answer), noReprobe);
  assert.equal(omitted.ok ? "ok" : omitted.diagnosis, "versionNotSupported");
});

test("report.schema.json, the documented JSON Schema of --json, is the report's schema (rewrite it from reportJsonSchema() when this fails)", () => {
  assert.deepEqual(JSON.parse(readFileSync(reportSchemaPath, "utf8")), reportJsonSchema());
});

test("report.schema.json accepts a hand-written report and rejects an unknown member or step name", async () => {
  const { Ajv2020 } = await import("ajv/dist/2020.js");
  const validate = new Ajv2020().compile(JSON.parse(readFileSync(reportSchemaPath, "utf8")));
  const names = ["interface", "version", "tenant", "capabilities", "extensions", "errors"];
  const report = {
    card: "http://127.0.0.1:1/.well-known/agent-card.json",
    ok: true,
    exitCode: 0,
    steps: names.map((name, i) => ({ step: i + 1, name, status: "pass", detail: "" })),
    selected: null,
    calls: [],
    failure: null,
    notes: [],
  };
  assert.equal(validate(report), true, JSON.stringify(validate.errors));
  assert.equal(validate({ ...report, extra: 1 }), false);
  assert.equal(validate({ ...report, steps: report.steps.map((s) => ({ ...s, name: "card" })) }), false);
  assert.equal(validate({ ...report, exitCode: 2 }), false);
});

test("the remedies name the operation the doctor calls (GetTask, in each version's spelling), never the quick reference's example", () => {
  assert.equal(remedies.jsonRpcServesV03.see, "JSON-RPC -32601 (MethodNotFoundError) on a call to GetTask");
  assert.equal(remedies.jsonRpcServesV03.cause, "the agent is v0.3 and serves tasks/get");
  assert.equal(remedies.jsonRpcServesV10.see, "JSON-RPC -32601 on a call to tasks/get");
  assert.equal(remedies.jsonRpcServesV10.cause, "the agent is v1.0 and serves GetTask");
  assert.equal(remedies.restOtherVersion.see, "REST 404 on GET /v1/{name=tasks/*} or GET /tasks/{id=*}");
  assert.equal(remedies.grpcOtherVersion.see, "gRPC UNIMPLEMENTED on /lf.a2a.v1.A2AService/GetTask or /a2a.v1.A2AService/GetTask");
  for (const [name, r] of Object.entries(remedies)) {
    assert.doesNotMatch(`${r.see} ${r.cause} ${r.action}`, /SendMessage|message\/send|message:send|ListTasks|SubscribeToTask|GetExtendedAgentCard/, name);
  }
});

test("oneLine: C0, DEL, C1 and the line separators become escapes; everything else stays", () => {
  assert.equal(oneLine("a\nb\r\tc"), "a\\nb\\r\\tc");
  assert.equal(oneLine("\u0000\u001b[2J\u007f\u0085\u009f\u2028\u2029"), "\\u0000\\u001b[2J\\u007f\\u0085\\u009f\\u2028\\u2029");
  assert.equal(oneLine('é "quoted" \\ ✓'), 'é "quoted" \\ ✓');
});

test("formatReport: one line per step, call and note, whatever the peer's text holds", () => {
  const nasty = "line one\nline two\r\u001b[31m\u2028end";
  const iface = { url: `http://127.0.0.1:1/${nasty}`, binding: `JSONRPC${nasty}`, version: "1.0", tenant: null, at: `$.supportedInterfaces[0]${nasty}` };
  const report: DoctorReport = {
    card: `http://127.0.0.1:1/card${nasty}`,
    ok: false,
    exitCode: 1,
    steps: steps.map((s) => ({ step: s.step, name: s.name, status: s.step < 6 ? "pass" : "fail", detail: nasty })),
    selected: iface,
    calls: [{ ...iface, request: `POST ${nasty}`, sent: [], answer: nasty, connects: false, diagnosis: "notA2A" }],
    failure: {
      step: 6,
      name: "errors",
      diagnosis: "notA2A",
      interface: iface.at,
      saw: nasty,
      remedy: { see: "s", cause: "c", action: "a", quickReference: null },
    },
    notes: [nasty, nasty],
  };
  const lines = formatReport(report).trimEnd().split("\n");
  // title, 6 steps, the calls heading, 2 lines for the call, 2 notes, the failure and its 4 remedy lines
  assert.equal(lines.length, 1 + 6 + 1 + 2 + 2 + 1 + 4, lines.join("\n"));
  const control = (c: string) => c.charCodeAt(0) < 0x20 || (c.charCodeAt(0) >= 0x7f && c.charCodeAt(0) <= 0x9f) || c === "\u2028" || c === "\u2029";
  for (const l of lines) assert.ok(![...l].some(control), l);
  assert.equal(lines[1], "  1 interface    pass        line one\\nline two\\r\\u001b[31m\\u2028end");
});
