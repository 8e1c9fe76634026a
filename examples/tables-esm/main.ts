// The A2A tables generated into this app (`npm run generate`: a2a-bindgen generate --out src/a2a, also run by
// `npm install` and `npm start`), used from an ES module: match a route, build a URL, validate, convert v0.3.
// Every expected value below is the protocol's (the v1.0.1 and v0.3.0 protos), not this program's output.
import assert from "node:assert/strict";
// #region quickstart
import { compat, v0_3, v1_0 } from "./src/a2a/index.js"; // or from "@a2a-bindgen/a2a"

const hit = v1_0.routes.match("GET", "/tasks/abc"); // { kind: "match", operation: "GetTask", request: { id: "abc" }, … }
const old = v0_3.routes.match("GET", "/v1/tasks/abc"); // v0.3 routes under /v1: request { name: "tasks/abc" }
const { method, url } = v1_0.routes.build("GetTask", { id: "abc", tenant: "t1" }); // GET /t1/tasks/abc
const task = { id: "abc", contextId: "c1", status: { state: "TASK_STATE_WORKING" } };
const good = v1_0.schemas.Task.safeParse(task); // zod/mini, ProtoJSON: { success: true, data }
const bad = v1_0.schemas.Task.safeParse({ ...task, status: { state: "working" } }); // fails at ["status", "state"]
const sent: v0_3.jsonrpc.Task = { kind: "task", id: "abc", contextId: "c1", status: { state: "working" } }; // a v0.3 agent's
const { value, losses } = compat.toV1_0.jsonrpc.task(sent); // v1.0: status.state "TASK_STATE_WORKING", losses []
// #endregion quickstart

assert.equal(hit.kind, "match");
assert.equal(hit.operation, "GetTask");
assert.deepEqual(hit.request, { id: "abc" });
console.log(`GET /tasks/abc → ${hit.operation} ${JSON.stringify(hit.request)}`);

assert.equal(method, "GET");
assert.equal(url, "/t1/tasks/abc");
console.log(`GetTask { id: "abc", tenant: "t1" } → ${method} ${url}`);

// Route tables are per version: v0.3 routes under /v1 and names the task `tasks/{id}`, while to v1.0 the same
// line is GetTask of tenant "v1". A server reads A2A-Version before it routes.
assert.equal(old.kind === "match" && old.operation, "GetTask");
assert.deepEqual(old.kind === "match" && old.request, { name: "tasks/abc" });
const newer = v1_0.routes.match("GET", "/v1/tasks/abc");
assert.deepEqual(newer.kind === "match" && newer.request, { tenant: "v1", id: "abc" });
console.log(`GET /v1/tasks/abc → v0.3 ${JSON.stringify(old.kind === "match" && old.request)}, v1.0 ${JSON.stringify(newer.kind === "match" && newer.request)}`);
// A known path with the wrong method is 405 material, not 404: the allowed methods come with it.
const wrong = v1_0.routes.match("DELETE", "/tasks/abc");
assert.deepEqual(wrong.kind === "method_not_allowed" && wrong.allowed, ["GET"]);

assert.equal(good.success, true);
assert.equal(good.data?.status.state, "TASK_STATE_WORKING");
assert.equal(bad.success, false);
assert.deepEqual(
  bad.error?.issues.map((i) => i.path),
  [["status", "state"]],
);
console.log(`a Task in state "working" refused at ${bad.error?.issues[0]?.path.join(".")}: ${bad.error?.issues[0]?.message}`);

assert.deepEqual(value, { id: "abc", contextId: "c1", status: { state: "TASK_STATE_WORKING" } });
assert.deepEqual(losses, []);
console.log(`v0.3 { kind: "task", state: "working" } → v1.0 state ${value?.status?.state}`);

// GetTask's v0.3 `metadata` has no v1.0 field to go to (the quick reference, section 4): reported, not dropped silently.
const params = compat.toV1_0.jsonrpc.params("GetTask", { id: "abc", metadata: { trace: "x" } });
assert.deepEqual(params.value, { id: "abc" });
assert.deepEqual(
  params.losses.map((l) => l.path),
  ["$.metadata"],
);
console.log(`v0.3 tasks/get params → v1.0 ${JSON.stringify(params.value)}, lost: ${params.losses.map((l) => `${l.path} (${l.reason})`).join("; ")}`);
