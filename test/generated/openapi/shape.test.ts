// What the committed documents say of the binding, against the spec and the quick reference (not the
// generator's output): streams are text/event-stream whose events carry StreamResponse (§11.7, I11) and
// errors in `event: error` (a2a-peers.md §1); v1.0 errors are google.rpc.Status with ErrorInfo of domain
// a2a-protocol.org at the statuses of §5.4 (TaskNotFoundError 404, TASK_NOT_FOUND); A2A-Version is
// Major.Minor and its absence means 0.3 (§3.6.2); v0.3 peers read X-A2A-Extensions (quick reference §3);
// every rpc is an operation id; every schema names the proto element it was printed from.

import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { test } from "node:test";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";

const require = createRequire(import.meta.url);
type Json = Record<string, any>;
const doc10 = require("@a2a-bindgen/a2a/v1_0/openapi.json") as Json;
const doc03 = require("@a2a-bindgen/a2a/v0_3/openapi.json") as Json;

const deref = (doc: Json, x: Json): Json =>
  typeof x.$ref === "string"
    ? x.$ref
        .slice(2)
        .split("/")
        .reduce((o: Json, k: string) => o[k], doc)
    : x;
const params = (doc: Json, op: Json): Json[] => op.parameters.map((p: Json) => deref(doc, p));

test("v1.0 streams: text/event-stream, each event's data a StreamResponse, errors in `event: error` as google.rpc.Status", () => {
  for (const [path, method] of [
    ["/message:stream", "post"],
    ["/tasks/{id}:subscribe", "get"],
  ] as const) {
    const ok = doc10.paths[path][method].responses["200"];
    assert.deepEqual(Object.keys(ok.content), ["text/event-stream"], path);
    assert.deepEqual(ok["x-a2a-stream-event"], { $ref: "#/components/schemas/StreamResponse" });
    assert.equal(ok["x-a2a-stream-error-event"].event, "error");
    const body = deref(doc10, ok["x-a2a-stream-error-event"].data);
    assert.deepEqual(body.required, ["error"]);
  }
  assert.deepEqual(Object.keys(doc10.paths["/tasks/{id}"].get.responses["200"].content), ["application/json"]);
});

test("v1.0 errors: TaskNotFoundError at 404 with reason TASK_NOT_FOUND; the body carries ErrorInfo of domain a2a-protocol.org", () => {
  const notFound = deref(doc10, doc10.paths["/tasks/{id}"].get.responses["404"]);
  assert.ok(notFound["x-a2a-errors"].some((e: Json) => e.name === "TaskNotFoundError" && e.code === -32001 && e.reason === "TASK_NOT_FOUND"));
  const info = doc10.components.schemas["google.rpc.ErrorInfo"];
  assert.equal(info.properties["@type"].const, "type.googleapis.com/google.rpc.ErrorInfo");
  assert.match(info.properties.domain.description, /a2a-protocol\.org/);
  // v0.3's HTTP+JSON error is the bare {code, message}.
  const bare = deref(doc03, deref(doc03, doc03.paths["/v1/tasks/{name}"].get.responses["404"]).content["application/json"].schema);
  assert.deepEqual(bare.required, ["code", "message"]);
});

test("A2A-Version: required Major.Minor on 1.0 (absent means 0.3), optional on 0.3; v0.3 reads X-A2A-Extensions too", () => {
  const h10 = params(doc10, doc10.paths["/tasks"].get).find((p) => p.in === "header" && p.name === "A2A-Version");
  assert.equal(h10?.required, true);
  assert.equal(h10?.schema.const, "1.0");
  const h03 = params(doc03, doc03.paths["/v1/tasks/{name}"].get).filter((p) => p.in === "header");
  assert.deepEqual(
    h03.map((p) => [p.name, p.required]),
    [
      ["A2A-Version", false],
      ["X-A2A-Extensions", false],
      ["A2A-Extensions", false],
    ],
  );
});

test("v1.0 GetTask: the id in the path; tenant and historyLength in the query (GetTaskRequest's other fields)", () => {
  const ps = params(doc10, doc10.paths["/tasks/{id}"].get).filter((p) => p.in !== "header");
  assert.deepEqual(
    ps.map((p) => `${p.in} ${p.name}`),
    ["path id", "query tenant", "query historyLength", "query A2A-Version"],
  );
});

test("every rpc of each version is an operation id; every component schema names its proto element", () => {
  for (const [doc, version] of [
    [doc10, v1_0],
    [doc03, v0_3],
  ] as const) {
    const ids = new Set(Object.values(doc.paths).flatMap((item) => Object.values(item as Json).map((op) => (op as Json).operationId)));
    for (const rpc of Object.keys(version.operations)) assert.ok(ids.has(rpc), `${version.protocolVersion}: ${rpc}`);
    for (const [key, schema] of Object.entries(doc.components.schemas as Json))
      assert.equal(typeof schema["x-a2a-printed-from"], "string", `${version.protocolVersion}: components.schemas.${key}`);
  }
});
