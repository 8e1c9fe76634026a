// Scenario "resource-names": a task service in v0.3's gRPC style (resource names in the path,
// a collection as a create's parent, custom verbs, a server stream), with tasks.rules.json naming
// it protocol 0.3. The output must equal expected/ byte for byte; the routes, worked out by hand
// from google/api/http.proto and the precedence rules, are exercised on the committed module.
import { test } from "node:test";
import assert from "node:assert/strict";
import { BuildError } from "@a2a-bindgen/runtime";
import type { MatchResult } from "@a2a-bindgen/runtime";
import * as tasks from "./expected/tasks_v0_3/index.js";
import { expectedFiles, generate, protoFiles } from "../support.js";

const svc = "example.tasks.v1.TaskService";

test("the output equals expected/ byte for byte", () => {
  assert.deepEqual(protoFiles("resource-names"), ["example/tasks/v1/tasks.proto"]);
  const files = generate("resource-names");
  const expected = expectedFiles("resource-names");
  assert.deepEqual([...files.keys()].sort(), [...expected.keys()].sort());
  for (const [name, content] of files)
    assert.ok(content === expected.get(name), `${name} differs from expected/${name} (npm run scenarios:update -- resource-names, then read the diff)`);
});

test("the version the rules file names: protocol 0.3, rpc names as JSON-RPC methods", () => {
  assert.equal(tasks.protocolVersion, "0.3");
  assert.equal(tasks.release, "0.3.0");
  assert.equal(tasks.operations.CancelTask.jsonRpcMethod, "CancelTask");
  assert.equal(tasks.operations.CancelTask.grpcMethod, `/${svc}/CancelTask`);
  assert.equal(tasks.operations.TaskSubscription.streaming, "server_streaming");
  assert.equal(tasks.operations.GetTask.streaming, "unary");
});

// Segment by segment (end < literal < "*" < "**", literals by code unit: card < message < tasks),
// then a verb before none (cancel < subscribe), then the variables' JSON (end 3 < end 4), then the method.
const precedence: [string, string, string][] = [
  ["GET", "/v1/card", "GetAgentCard"],
  ["POST", "/v1/message:send", "SendMessage"],
  ["POST", "/v1/{name=tasks/*}:cancel", "CancelTask"],
  ["GET", "/v1/{name=tasks/*}:subscribe", "TaskSubscription"],
  ["GET", "/v1/{name=tasks/*}", "GetTask"],
  ["GET", "/v1/{parent=tasks/*}/pushNotificationConfigs", "ListTaskPushNotificationConfig"],
  ["POST", "/v1/{parent=tasks/*/pushNotificationConfigs}", "CreateTaskPushNotificationConfig"],
  ["DELETE", "/v1/{name=tasks/*/pushNotificationConfigs/*}", "DeleteTaskPushNotificationConfig"],
  ["GET", "/v1/{name=tasks/*/pushNotificationConfigs/*}", "GetTaskPushNotificationConfig"],
];

test("the route table in the hand-derived precedence order; no overlaps", () => {
  assert.deepEqual(
    tasks.routes.bindings.map((b) => [b.method, b.template, b.operation]),
    precedence,
  );
  tasks.routes.bindings.forEach((b, i) => assert.equal(b.precedence, i));
  assert.deepEqual(tasks.overlaps, []);
});

// [method, target, operation, path values]
const matchRows: [string, string, string, Record<string, string>][] = [
  ["GET", "/v1/card", "GetAgentCard", {}],
  ["POST", "/v1/message:send", "SendMessage", {}],
  ["GET", "/v1/tasks/t1", "GetTask", { name: "tasks/t1" }],
  ["POST", "/v1/tasks/t1:cancel", "CancelTask", { name: "tasks/t1" }],
  ["GET", "/v1/tasks/t1:subscribe", "TaskSubscription", { name: "tasks/t1" }],
  ["POST", "/v1/tasks/t1/pushNotificationConfigs", "CreateTaskPushNotificationConfig", { parent: "tasks/t1/pushNotificationConfigs" }],
  ["GET", "/v1/tasks/t1/pushNotificationConfigs", "ListTaskPushNotificationConfig", { parent: "tasks/t1" }],
  ["GET", "/v1/tasks/t1/pushNotificationConfigs/c1", "GetTaskPushNotificationConfig", { name: "tasks/t1/pushNotificationConfigs/c1" }],
  ["DELETE", "/v1/tasks/t1/pushNotificationConfigs/c1", "DeleteTaskPushNotificationConfig", { name: "tasks/t1/pushNotificationConfigs/c1" }],
  // An escaped ":" is part of the id, not a verb.
  ["GET", "/v1/tasks/t1%3Acancel", "GetTask", { name: "tasks/t1:cancel" }],
  // No template has the verb ":resubscribe", so ":" is an ordinary segment character (RFC 3986
  // pchar) and the id is "t1:resubscribe", as grpc-gateway reads it; only known verbs split.
  ["GET", "/v1/tasks/t1:resubscribe", "GetTask", { name: "tasks/t1:resubscribe" }],
];

for (const [method, target, operation, path] of matchRows) {
  test(`match ${method} ${target} → ${operation}`, () => {
    const r: MatchResult = tasks.routes.match(method, target);
    assert.equal(r.kind, "match", JSON.stringify(r));
    if (r.kind !== "match") return;
    assert.equal(r.operation, operation);
    assert.deepEqual(r.path, path);
  });
}

const notAllowedRows: [string, string, string[]][] = [
  ["PUT", "/v1/tasks/t1", ["GET"]],
  ["GET", "/v1/message:send", ["POST"]],
  ["GET", "/v1/tasks/t1:cancel", ["POST"]],
  ["DELETE", "/v1/tasks/t1/pushNotificationConfigs", ["GET", "POST"]],
  ["POST", "/v1/tasks/t1/pushNotificationConfigs/c1", ["DELETE", "GET"]],
];
for (const [method, target, allowed] of notAllowedRows) {
  test(`match ${method} ${target} → 405, Allow: ${allowed.join(", ")}`, () => {
    assert.deepEqual(tasks.routes.match(method, target), { kind: "method_not_allowed", allowed });
  });
}

for (const target of ["/v1/tasks", "/v1/tasks/t1/pushNotificationConfigs/c1/x", "/v1/message", "/v2/card"]) {
  test(`match GET ${target} → not found`, () => {
    assert.deepEqual(tasks.routes.match("GET", target), { kind: "not_found" });
  });
}

// [operation, request, method, url, body]
const buildRows: [string, Record<string, unknown>, string, string, unknown][] = [
  ["GetTask", { name: "tasks/t1", historyLength: 5 }, "GET", "/v1/tasks/t1?historyLength=5", undefined],
  ["GetTask", { name: "tasks/a b" }, "GET", "/v1/tasks/a%20b", undefined],
  // body "*" with every field bound by the path: an empty body.
  ["CancelTask", { name: "tasks/t1" }, "POST", "/v1/tasks/t1:cancel", {}],
  ["TaskSubscription", { name: "tasks/t1" }, "GET", "/v1/tasks/t1:subscribe", undefined],
  [
    "CreateTaskPushNotificationConfig",
    { parent: "tasks/t1/pushNotificationConfigs", configId: "c1", config: { pushNotificationConfig: { url: "https://example.com/hook" } } },
    "POST",
    "/v1/tasks/t1/pushNotificationConfigs?configId=c1",
    { pushNotificationConfig: { url: "https://example.com/hook" } },
  ],
  ["ListTaskPushNotificationConfig", { parent: "tasks/t1", pageSize: 10 }, "GET", "/v1/tasks/t1/pushNotificationConfigs?pageSize=10", undefined],
  ["GetTaskPushNotificationConfig", { name: "tasks/t1/pushNotificationConfigs/c1" }, "GET", "/v1/tasks/t1/pushNotificationConfigs/c1", undefined],
  ["DeleteTaskPushNotificationConfig", { name: "tasks/t1/pushNotificationConfigs/c1" }, "DELETE", "/v1/tasks/t1/pushNotificationConfigs/c1", undefined],
  ["SendMessage", { request: { messageId: "m1", text: "hi" } }, "POST", "/v1/message:send", { request: { messageId: "m1", text: "hi" } }],
  ["GetAgentCard", {}, "GET", "/v1/card", undefined],
];

for (const [operation, request, method, url, body] of buildRows) {
  test(`build ${operation} ${JSON.stringify(request)} → ${method} ${url}`, () => {
    const built = tasks.routes.build(operation, request);
    assert.equal(built.method, method);
    assert.equal(built.url, url);
    assert.deepEqual(built.body, body);
    const back = tasks.routes.match(built.method, built.url);
    assert.equal(back.kind === "match" ? back.operation : back.kind, operation, "the built request routes back");
  });
}

// A resource name that does not fit its template cannot be built.
const buildErrorRows: [string, Record<string, unknown>, string][] = [
  ["GetTask", { name: "t1" }, "name"],
  ["GetTask", { name: "tasks/t1/pushNotificationConfigs/c1" }, "name"],
  ["GetTaskPushNotificationConfig", { name: "tasks/t1" }, "name"],
  ["CreateTaskPushNotificationConfig", { parent: "tasks/t1" }, "parent"],
  ["ListTaskPushNotificationConfig", {}, "parent"],
];
for (const [operation, request, field] of buildErrorRows) {
  test(`build ${operation} ${JSON.stringify(request)} → BuildError on ${field}`, () => {
    assert.throws(
      () => tasks.routes.build(operation, request),
      (e: unknown) => e instanceof BuildError && e.operation === operation && e.field === field,
    );
  });
}

test("validators: REQUIRED fields enforced by default, skipped on request", () => {
  assert.equal(tasks.schemas.SendMessageRequest.safeParse({}).success, false);
  assert.equal(tasks.schemas.SendMessageRequest.safeParse({ request: { messageId: "m1" } }).success, true);
  assert.equal(tasks.schemas.SendMessageRequest.safeParse({ request: {} }).success, false, "Message.message_id is REQUIRED");
  assert.equal(tasks.schemasWith({ required: "skip" }).SendMessageRequest.safeParse({}).success, true);
  assert.equal(tasks.operations.SendMessage.schemas.request, tasks.schemas.SendMessageRequest);
});
