// REQUIRED (google.api.field_behavior) on the generated schemas, presence, unknown-field reporting,
// schemas per operation, and the invalid-params answers of each binding. Expectations are written
// from the protos, the rules file and the JSON-RPC / google.rpc.Status forms.

import assert from "node:assert/strict";
import { test } from "node:test";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";

const validMessage = { messageId: "m1", role: "ROLE_USER", parts: [{ text: "hi" }] };

test("REQUIRED is enforced by default and skipped in lenient mode, at the field's JSON path", () => {
  const strict = v1_0.schemas.SendMessageRequest;
  const lenient = v1_0.schemasWith({ required: "skip" }).SendMessageRequest;
  assert.equal(strict.safeParse({ message: validMessage }).success, true);
  // message (a message field): absent.
  const r1 = strict.safeParse({});
  assert.equal(r1.success, false);
  assert.deepEqual(
    r1.error!.issues.map((i) => i.path),
    [["message"]],
  );
  assert.equal(lenient.safeParse({}).success, true);
  // message_id (an implicit string): absent or empty; role (an enum): the zero value; parts (repeated): empty.
  const r2 = strict.safeParse({ message: { role: "ROLE_UNSPECIFIED", messageId: "", parts: [] } });
  assert.equal(r2.success, false);
  assert.deepEqual(r2.error!.issues.map((i) => i.path.join(".")).sort(), ["message.messageId", "message.parts", "message.role"]);
  assert.equal(lenient.safeParse({ message: { role: "ROLE_UNSPECIFIED", messageId: "", parts: [] } }).success, true);
});

test("REQUIRED fields whose default is legitimate (rules file) are not checked, and are listed", () => {
  const fields = v1_0.requiredNotChecked.map((x) => x.field);
  assert.ok(fields.includes("lf.a2a.v1.ListTasksResponse.next_page_token"));
  assert.ok(fields.includes("lf.a2a.v1.ListTasksResponse.total_size"));
  assert.equal(v1_0.schemas.ListTasksResponse.safeParse({ tasks: [], nextPageToken: "", pageSize: 50, totalSize: 0 }).success, true);
  // page_size stays REQUIRED: an answer must say which page size it used.
  const r = v1_0.schemas.ListTasksResponse.safeParse({ tasks: [] });
  assert.equal(r.success, false);
  assert.deepEqual(
    r.error!.issues.map((i) => i.path),
    [["pageSize"]],
  );
});

test("proto3 optional keeps presence: an explicit default survives, an absent field stays absent", () => {
  const s = v1_0.schemas.ListTasksRequest;
  assert.deepEqual(s.parse({ pageSize: 0, includeArtifacts: false }), { pageSize: 0, includeArtifacts: false });
  assert.deepEqual(s.parse({}), {});
  // null means unset.
  assert.deepEqual(s.parse({ pageSize: null, context_id: "c" }), { contextId: "c" });
});

test("unknown fields are ignored by default and reported on request", () => {
  assert.deepEqual(v1_0.schemas.GetTaskRequest.parse({ id: "t", surprise: 1 }), { id: "t" });
  const r = v1_0.schemasWith({ unknownFields: "report" }).GetTaskRequest.safeParse({ id: "t", surprise: 1 });
  assert.equal(r.success, false);
  assert.deepEqual(
    r.error!.issues.map((i) => i.path),
    [["surprise"]],
  );
});

test("each operation reaches its request and response schemas through the method map", () => {
  for (const v of [v1_0, v0_3]) {
    for (const [name, op] of Object.entries(v.operations)) {
      const local = (t: string) => t.slice(t.lastIndexOf(".") + 1);
      const schemas = v.schemas as Record<string, unknown>;
      if (!op.requestType.startsWith("google.protobuf."))
        assert.equal(op.schemas.request, schemas[local(op.requestType)], `${v.protocolVersion} ${name} request`);
      if (!op.responseType.startsWith("google.protobuf."))
        assert.equal(op.schemas.response, schemas[local(op.responseType)], `${v.protocolVersion} ${name} response`);
    }
  }
  assert.equal(v1_0.operations.SendMessage.schemas.request.safeParse({ message: validMessage }).success, true);
});

test("v1.0 invalid params: JSON-RPC -32602 and HTTP 400 INVALID_ARGUMENT, both with every failing path", () => {
  const r = v1_0.schemas.SendMessageRequest.safeParse({ message: { messageId: 5, role: "ROLE_NOPE", parts: [{ text: "a", raw: "QQ==" }] } });
  assert.equal(r.success, false);
  const rpc = v1_0.invalidParams(r.error!, "jsonrpc");
  assert.equal(rpc.code, -32602);
  assert.match(rpc.message, /^Invalid params: \$\.message\./);
  assert.equal(rpc.data[0]["@type"], "type.googleapis.com/google.rpc.BadRequest");
  const fields = rpc.data[0].fieldViolations.map((f) => f.field).sort();
  assert.ok(fields.includes("$.message.messageId"), JSON.stringify(fields));
  assert.ok(fields.includes("$.message.role"), JSON.stringify(fields));
  assert.ok(
    fields.some((f) => f.startsWith("$.message.parts[0]")),
    JSON.stringify(fields),
  );
  const http = v1_0.invalidParams(r.error!, "http+json");
  assert.equal(http.status, 400);
  const body = http.body as { error: { code: number; status: string; details: { fieldViolations: unknown[] }[] } };
  assert.equal(body.error.code, 400);
  assert.equal(body.error.status, "INVALID_ARGUMENT");
  assert.deepEqual(body.error.details[0].fieldViolations, rpc.data[0].fieldViolations);
});

test("v0.3 invalid params: the code and message are a2a.json's InvalidParamsError; REST answers a bare error object with 400", () => {
  const r = v0_3.schemas.GetTaskRequest.safeParse({ name: 5 });
  assert.equal(r.success, false);
  const rpc = v0_3.invalidParams(r.error!, "jsonrpc");
  assert.equal(rpc.code, -32602);
  assert.match(rpc.message, /^Invalid parameters: \$\.name: /);
  const http = v0_3.invalidParams(r.error!, "http+json");
  assert.equal(http.status, 400);
  assert.deepEqual(http.body, rpc);
});

test('v0.3 ProtoJSON: json_name overrides (TaskStatus.update is "message"), Message.content, TASK_STATE_CANCELLED', () => {
  const msg = { messageId: "m", role: "ROLE_AGENT", content: [{ text: "hi" }] };
  const viaJsonName = v0_3.schemas.TaskStatus.parse({ state: "TASK_STATE_CANCELLED", message: msg });
  const viaProtoName = v0_3.schemas.TaskStatus.parse({ state: "TASK_STATE_CANCELLED", update: msg });
  assert.deepEqual(viaJsonName, viaProtoName);
  assert.deepEqual(Object.keys(viaJsonName).sort(), ["message", "state"]);
  // v1.0 spells the state TASK_STATE_CANCELED; the v0.3 name is unknown there.
  assert.equal(v1_0.schemas.TaskStatus.safeParse({ state: "TASK_STATE_CANCELLED" }).success, false);
  assert.equal(v1_0.schemas.TaskStatus.safeParse({ state: "TASK_STATE_CANCELED" }).success, true);
  // v0.3 JSON-RPC: kebab-case states and kind discriminators.
  assert.equal(v0_3.jsonrpc.schemas.TaskStatus.safeParse({ state: "canceled" }).success, true);
  assert.equal(v0_3.jsonrpc.schemas.TaskStatus.safeParse({ state: "TASK_STATE_CANCELLED" }).success, false);
  const part = v0_3.jsonrpc.schemas.Part.safeParse({ kind: "text" });
  assert.equal(part.success, false);
  assert.deepEqual(
    part.error!.issues.map((i) => i.path),
    [["text"]],
  );
});

test("v0.3 JSON-RPC: a failed union is reported at the field of the branch the value came closest to", () => {
  const r = v0_3.jsonrpc.schemas.SendMessageResponse.safeParse({
    jsonrpc: "2.0",
    id: 1,
    result: { kind: "task", contextId: "c", status: { state: "working" } },
  });
  assert.equal(r.success, false);
  // zod itself reports the union at the root; the structured failure names the missing field.
  assert.deepEqual(
    r.error!.issues.map((i) => i.path),
    [[]],
  );
  const rpc = v0_3.invalidParams(r.error!, "jsonrpc");
  assert.deepEqual(
    rpc.data[0].fieldViolations.map((f) => f.field),
    ["$.result.id"],
  );
  const req = v0_3.jsonrpc.schemas.SendMessageRequest.safeParse({ jsonrpc: "2.0", id: 1, method: "message/send", params: {} });
  assert.equal(req.success, false);
  assert.deepEqual(
    v0_3.invalidParams(req.error!, "jsonrpc").data[0].fieldViolations.map((f) => f.field),
    ["$.params.message"],
  );
});

test("the default schemas are built at first read: the same names, and the same schema objects, as the built sets", () => {
  for (const v of [v1_0, v0_3]) {
    const skip = v.schemasWith({ required: "skip" });
    // The default set lists its names before building; they must be exactly the keys build returns.
    assert.deepEqual(Object.keys(v.schemas), Object.keys(skip));
    assert.deepEqual(Object.keys(v.schemas).sort(), [...v.messageNames, ...v.enumNames].sort());
    assert.equal(v.schemasWith({}), v.schemas, "the default options give the default set");
    assert.equal(v.schemas.TaskState, v.schemas.TaskState);
    assert.notEqual(skip.Task, v.schemas.Task, "another set of options builds other schemas");
    assert.equal(Object.isFrozen(v.schemas), true);
    assert.equal(Object.hasOwn(v.schemas, "toString"), false);
  }
});

test("the v0.3 JSON-RPC definitions wait for their first read too, and list exactly the definitions", () => {
  const names = Object.keys(v0_3.jsonrpc.schemas);
  assert.deepEqual(names, [...v0_3.jsonrpc.definitionNames]);
  // a2a.json v0.3.0 defines these (spot checks written from the file).
  for (const n of ["SendMessageRequest", "Task", "JSONRPCErrorResponse", "AgentCard"]) assert.ok(names.includes(n), n);
  assert.equal(v0_3.jsonrpc.schemas.Task, v0_3.jsonrpc.schemas.Task);
  assert.equal(v0_3.jsonrpc.schemas.Task.safeParse({ kind: "task" }).success, false);
});
