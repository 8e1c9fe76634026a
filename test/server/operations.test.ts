// Every operation on both HTTP bindings and both protocol versions against our server on 127.0.0.1,
// through the node:http adapter and the fetch adapter. Expected shapes by hand from the quick reference:
// §2 (operations per binding: v1.0 JSON-RPC methods are the rpc names, HTTP+JSON routes from the proto),
// §3 (JSON-RPC wraps results in {jsonrpc, id, result}, HTTP+JSON answers the message bare), §4 (v0.3:
// message/send and kin, kind-tagged a2a.json shapes on JSON-RPC, /v1 routes and v0.3 ProtoJSON on
// REST, `content` parts, resource names, the push-config id/taskId swap) and the peer notes
// (a2a-peers.md §1b: v0.3 push configs {taskId, pushNotificationConfig}, REST {name, pushNotificationConfig}).

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import * as v0_3 from "@a2a-bindgen/a2a/v0_3";
import * as v1_0 from "@a2a-bindgen/a2a/v1_0";
import type * as z from "zod";
import { fixtureAgent, fixtureCard } from "./fixture-agent.ts";
import { type Adapter, type Running, call, rpc, sse, start } from "./harness.ts";

const V1 = { "A2A-Version": "1.0" };
// A bodiless POST still names its (empty) body JSON: without a Content-Type it is a request a page can send cross-site.
const JSON_TYPE = { "content-type": "application/json" };
/** Asserts `value` passes the generated schema (responses validated in tests, issue 13). */
function valid(schema: z.ZodType, value: unknown, what: string): void {
  const r = schema.safeParse(value);
  assert.ok(r.success, `${what}: ${r.success ? "" : JSON.stringify(r.error.issues[0])}`);
}
const v1 = v1_0.operations;
const v03 = v0_3.operations;
const rpc03 = v0_3.jsonrpc.schemas;

const userV1 = (id: string, text = "hi") => ({ messageId: id, role: "ROLE_USER", parts: [{ text }] });
const userJsonRpcV03 = (id: string, text = "hi") => ({ kind: "message", messageId: id, role: "user", parts: [{ kind: "text", text }] });
const userRestV03 = (id: string, text = "hi") => ({ messageId: id, role: "ROLE_USER", content: [{ text }] });

for (const adapter of ["node", "fetch"] as Adapter[]) {
  describe(`every operation through the ${adapter} adapter`, () => {
    let s: Running;
    before(async () => {
      const card = fixtureCard();
      s = await start({ agent: fixtureAgent(card).agent, card, basePath: "/a2a" }, adapter);
    });
    after(() => s.close());

    test("v1.0 JSON-RPC: SendMessage, GetTask, ListTasks, CancelTask", async () => {
      const sent = await rpc(s.base, "SendMessage", { message: userV1("j1") }, V1, 7);
      assert.equal(sent.status, 200);
      assert.deepEqual(sent.json, {
        jsonrpc: "2.0",
        id: 7,
        result: {
          task: {
            id: "task-j1",
            contextId: "ctx-j1",
            status: { state: "TASK_STATE_COMPLETED" },
            artifacts: [{ artifactId: "art-j1", parts: [{ text: "echo: hi" }] }],
            history: [userV1("j1")],
          },
        },
      });
      const message = await rpc(s.base, "SendMessage", { message: userV1("j0", "message: yo") }, V1, "a");
      assert.deepEqual(message.json, {
        jsonrpc: "2.0",
        id: "a",
        result: { message: { messageId: "reply-j0", role: "ROLE_AGENT", parts: [{ text: "echo: yo" }] } },
      });
      const got = await rpc(s.base, "GetTask", { id: "task-j1", historyLength: 0 }, V1);
      assert.equal(got.json.result.id, "task-j1");
      assert.equal(got.json.result.status.state, "TASK_STATE_COMPLETED");
      const listed = await rpc(s.base, "ListTasks", { contextId: "ctx-j1" }, V1);
      assert.deepEqual(
        listed.json.result.tasks.map((t: { id: string }) => t.id),
        ["task-j1"],
      );
      const canceled = await rpc(s.base, "CancelTask", { id: "task-j1" }, V1);
      assert.equal(canceled.json.error.code, -32002);
      assert.deepEqual(canceled.json.error.data, [
        { "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "TASK_NOT_CANCELABLE", domain: "a2a-protocol.org" },
      ]);
    });

    test("v1.0 JSON-RPC: SendStreamingMessage and SubscribeToTask stream JSON-RPC responses wrapping StreamResponses", async () => {
      const r = await rpc(s.base, "SendStreamingMessage", { message: userV1("j2") }, V1, 3);
      assert.equal(r.status, 200);
      assert.match(r.headers.get("content-type") ?? "", /^text\/event-stream/);
      const lines = sse(r.text);
      assert.deepEqual(
        lines.map((l) => [l.data.jsonrpc, l.data.id, Object.keys(l.data.result)[0]]),
        [
          ["2.0", 3, "task"],
          ["2.0", 3, "statusUpdate"],
          ["2.0", 3, "artifactUpdate"],
          ["2.0", 3, "statusUpdate"],
        ],
      );
      assert.equal(lines[3].data.result.statusUpdate.status.state, "TASK_STATE_COMPLETED");
      const sub = sse((await rpc(s.base, "SubscribeToTask", { id: "task-j2" }, V1)).text);
      assert.equal(sub.length, 1);
      assert.equal(sub[0].data.result.task.id, "task-j2");
    });

    test("v1.0 JSON-RPC: push configs (flat: taskId, id, url) and GetExtendedAgentCard", async () => {
      await rpc(s.base, "SendMessage", { message: userV1("j3") }, V1);
      const created = await rpc(s.base, "CreateTaskPushNotificationConfig", { taskId: "task-j3", id: "c1", url: "http://127.0.0.1:9/hook", token: "tk" }, V1);
      assert.deepEqual(created.json.result, { taskId: "task-j3", id: "c1", url: "http://127.0.0.1:9/hook", token: "tk" });
      const got = await rpc(s.base, "GetTaskPushNotificationConfig", { taskId: "task-j3", id: "c1" }, V1);
      assert.deepEqual(got.json.result, created.json.result);
      const listed = await rpc(s.base, "ListTaskPushNotificationConfigs", { taskId: "task-j3" }, V1);
      assert.deepEqual(listed.json.result, { configs: [created.json.result] });
      const deleted = await rpc(s.base, "DeleteTaskPushNotificationConfig", { taskId: "task-j3", id: "c1" }, V1);
      assert.deepEqual(deleted.json.result, {});
      const card = await rpc(s.base, "GetExtendedAgentCard", {}, V1);
      assert.equal(card.json.result.name, "fixture (extended)");
    });

    test("v1.0 HTTP+JSON: each route answers the bare message", async () => {
      const sent = await call(`${s.base}/message:send`, { body: { message: userV1("h1") }, headers: V1 });
      assert.equal(sent.status, 200);
      assert.equal(sent.json.task.id, "task-h1");
      const got = await call(`${s.base}/tasks/task-h1`, { headers: V1 });
      assert.equal(got.json.id, "task-h1");
      assert.equal(got.json.contextId, "ctx-h1");
      const listed = await call(`${s.base}/tasks?contextId=ctx-h1&pageSize=5`, { headers: V1 });
      assert.deepEqual(
        listed.json.tasks.map((t: { id: string }) => t.id),
        ["task-h1"],
      );
      assert.equal(listed.json.pageSize, 5);
      const canceled = await call(`${s.base}/tasks/task-h1:cancel`, { method: "POST", headers: { ...V1, ...JSON_TYPE } });
      assert.equal(canceled.status, 400);
      assert.equal(canceled.json.error.status, "FAILED_PRECONDITION");
      assert.equal(canceled.json.error.details[0].reason, "TASK_NOT_CANCELABLE");
      const created = await call(`${s.base}/tasks/task-h1/pushNotificationConfigs`, { body: { id: "c9", url: "http://127.0.0.1:9/h" }, headers: V1 });
      assert.deepEqual(created.json, { taskId: "task-h1", id: "c9", url: "http://127.0.0.1:9/h" });
      assert.deepEqual((await call(`${s.base}/tasks/task-h1/pushNotificationConfigs/c9`, { headers: V1 })).json, created.json);
      assert.deepEqual((await call(`${s.base}/tasks/task-h1/pushNotificationConfigs`, { headers: V1 })).json, { configs: [created.json] });
      const deleted = await call(`${s.base}/tasks/task-h1/pushNotificationConfigs/c9`, { method: "DELETE", headers: V1 });
      assert.equal(deleted.status, 200);
      assert.deepEqual(deleted.json, {});
      assert.equal((await call(`${s.base}/extendedAgentCard`, { headers: V1 })).json.name, "fixture (extended)");
    });

    test("v1.0 HTTP+JSON: streams are bare StreamResponses; subscribe by GET (proto) and POST (spec alternative)", async () => {
      const r = await call(`${s.base}/message:stream`, { body: { message: userV1("h2") }, headers: V1 });
      const lines = sse(r.text);
      assert.deepEqual(
        lines.map((l) => Object.keys(l.data)),
        [["task"], ["statusUpdate"], ["artifactUpdate"], ["statusUpdate"]],
      );
      for (const verb of ["GET", "POST"]) {
        const sub = sse((await call(`${s.base}/tasks/task-h2:subscribe`, { method: verb, headers: { ...V1, ...(verb === "POST" ? JSON_TYPE : {}) } })).text);
        assert.equal(sub[0].data.task.id, "task-h2", verb);
      }
    });

    test("v0.3 JSON-RPC (no version header): a2a.json methods and kind-tagged shapes", async () => {
      const sent = await rpc(s.base, "message/send", { message: userJsonRpcV03("o1") });
      assert.deepEqual(sent.json.result, {
        kind: "task",
        id: "task-o1",
        contextId: "ctx-o1",
        status: { state: "completed" },
        artifacts: [{ artifactId: "art-o1", parts: [{ kind: "text", text: "echo: hi" }] }],
        history: [userJsonRpcV03("o1")],
      });
      const message = await rpc(s.base, "message/send", { message: userJsonRpcV03("o0", "message: yo") });
      assert.deepEqual(message.json.result, { kind: "message", messageId: "reply-o0", role: "agent", parts: [{ kind: "text", text: "echo: yo" }] });
      assert.equal((await rpc(s.base, "tasks/get", { id: "task-o1" })).json.result.kind, "task");
      const canceled = await rpc(s.base, "tasks/cancel", { id: "task-o1" });
      assert.deepEqual(Object.keys(canceled.json.error).sort(), ["code", "message"]);
      assert.equal(canceled.json.error.code, -32002);
      const stream = sse((await rpc(s.base, "message/stream", { message: userJsonRpcV03("o2") })).text);
      assert.deepEqual(
        stream.map((l) => l.data.result.kind),
        ["task", "status-update", "artifact-update", "status-update"],
      );
      assert.equal(stream[3].data.result.final, true);
      const resub = sse((await rpc(s.base, "tasks/resubscribe", { id: "task-o2" })).text);
      assert.equal(resub[0].data.result.id, "task-o2");
      // ListTasks does not exist in v0.3 (quick reference §4): -32601.
      assert.equal((await rpc(s.base, "tasks/list", {})).json.error.code, -32601);
    });

    test("v0.3 JSON-RPC: push configs with id = the task and pushNotificationConfigId = the config; the extended card", async () => {
      await rpc(s.base, "message/send", { message: userJsonRpcV03("o3") });
      const config = { taskId: "task-o3", pushNotificationConfig: { id: "c1", url: "http://127.0.0.1:9/hook", token: "tk" } };
      assert.deepEqual((await rpc(s.base, "tasks/pushNotificationConfig/set", config)).json.result, config);
      assert.deepEqual((await rpc(s.base, "tasks/pushNotificationConfig/get", { id: "task-o3", pushNotificationConfigId: "c1" })).json.result, config);
      assert.deepEqual((await rpc(s.base, "tasks/pushNotificationConfig/list", { id: "task-o3" })).json.result, [config]);
      assert.equal((await rpc(s.base, "tasks/pushNotificationConfig/delete", { id: "task-o3", pushNotificationConfigId: "c1" })).json.result, null);
      const card = (await rpc(s.base, "agent/getAuthenticatedExtendedCard", undefined)).json.result;
      assert.equal(card.name, "fixture (extended)");
      assert.equal(card.supportedInterfaces, undefined);
    });

    test("v0.3 HTTP+JSON: /v1 routes, v0.3 ProtoJSON (content parts) and resource names", async () => {
      const sent = await call(`${s.base}/v1/message:send`, { body: { message: userRestV03("r1") } });
      assert.equal(sent.status, 200);
      assert.deepEqual(sent.json.task.history, [userRestV03("r1")]);
      assert.deepEqual(sent.json.task.artifacts, [{ artifactId: "art-r1", parts: [{ text: "echo: hi" }] }]);
      assert.equal((await call(`${s.base}/v1/tasks/task-r1`)).json.id, "task-r1");
      const canceled = await call(`${s.base}/v1/tasks/task-r1:cancel`, { method: "POST", headers: JSON_TYPE });
      assert.equal(canceled.status, 400);
      assert.deepEqual(canceled.json, { code: -32002, message: "Task task-r1 is completed" });
      const config = { name: "tasks/task-r1/pushNotificationConfigs/c2", pushNotificationConfig: { id: "c2", url: "http://127.0.0.1:9/hook", token: "t" } };
      const created = await call(`${s.base}/v1/tasks/task-r1/pushNotificationConfigs`, { body: config });
      assert.deepEqual(created.json, config);
      assert.deepEqual((await call(`${s.base}/v1/tasks/task-r1/pushNotificationConfigs/c2`)).json, config);
      assert.deepEqual((await call(`${s.base}/v1/tasks/task-r1/pushNotificationConfigs`)).json.configs, [config]);
      assert.equal((await call(`${s.base}/v1/tasks/task-r1/pushNotificationConfigs/c2`, { method: "DELETE" })).status, 200);
      assert.equal((await call(`${s.base}/v1/card`)).json.name, "fixture (extended)");
      const stream = sse((await call(`${s.base}/v1/message:stream`, { body: { message: userRestV03("r2") } })).text);
      assert.deepEqual(
        stream.map((l) => Object.keys(l.data)[0]),
        ["task", "statusUpdate", "artifactUpdate", "statusUpdate"],
      );
      assert.equal(stream[3].data.statusUpdate.final, true);
      for (const verb of ["GET", "POST"]) {
        const sub = sse((await call(`${s.base}/v1/tasks/task-r2:subscribe`, { method: verb, headers: verb === "POST" ? JSON_TYPE : {} })).text);
        assert.equal(sub[0].data.task.id, "task-r2", verb);
      }
    });
    test("every answer validates against the generated schemas of its version and binding", async () => {
      const m = userV1("z1");
      const a = await rpc(s.base, "SendMessage", { message: m }, V1);
      valid(v1.SendMessage.schemas.response, a.json.result, "v1.0 JSON-RPC SendMessage");
      valid(v1.GetTask.schemas.response, (await rpc(s.base, "GetTask", { id: "task-z1" }, V1)).json.result, "v1.0 JSON-RPC GetTask");
      valid(v1.ListTasks.schemas.response, (await rpc(s.base, "ListTasks", {}, V1)).json.result, "v1.0 JSON-RPC ListTasks");
      for (const l of sse((await rpc(s.base, "SendStreamingMessage", { message: userV1("z2") }, V1)).text)) {
        valid(v1.SendStreamingMessage.schemas.response, l.data.result, "v1.0 JSON-RPC stream line");
      }
      valid(
        v1.SendMessage.schemas.response,
        (await call(`${s.base}/message:send`, { body: { message: userV1("z3") }, headers: V1 })).json,
        "v1.0 REST SendMessage",
      );
      valid(v1.GetExtendedAgentCard.schemas.response, (await call(`${s.base}/extendedAgentCard`, { headers: V1 })).json, "v1.0 REST card");
      for (const l of sse((await call(`${s.base}/message:stream`, { body: { message: userV1("z4") }, headers: V1 })).text)) {
        valid(v1.SendStreamingMessage.schemas.response, l.data, "v1.0 REST stream line");
      }
      // v0.3 JSON-RPC: whole envelopes against a2a.json's response definitions.
      valid(rpc03.SendMessageResponse, (await rpc(s.base, "message/send", { message: userJsonRpcV03("z5") })).json, "v0.3 JSON-RPC message/send");
      valid(rpc03.GetTaskResponse, (await rpc(s.base, "tasks/get", { id: "task-z5" })).json, "v0.3 JSON-RPC tasks/get");
      valid(rpc03.GetTaskResponse, (await rpc(s.base, "tasks/get", { id: "none" })).json, "v0.3 JSON-RPC error");
      for (const l of sse((await rpc(s.base, "message/stream", { message: userJsonRpcV03("z6") })).text)) {
        valid(rpc03.SendStreamingMessageResponse, l.data, "v0.3 JSON-RPC stream line");
      }
      valid(rpc03.GetAuthenticatedExtendedCardResponse, (await rpc(s.base, "agent/getAuthenticatedExtendedCard", undefined)).json, "v0.3 JSON-RPC card");
      // v0.3 HTTP+JSON: the v0.3 ProtoJSON messages.
      valid(
        v03.SendMessage.schemas.response,
        (await call(`${s.base}/v1/message:send`, { body: { message: userRestV03("z7") } })).json,
        "v0.3 REST SendMessage",
      );
      valid(v03.GetTask.schemas.response, (await call(`${s.base}/v1/tasks/task-z7`)).json, "v0.3 REST GetTask");
      valid(v03.GetAgentCard.schemas.response, (await call(`${s.base}/v1/card`)).json, "v0.3 REST card");
      for (const l of sse((await call(`${s.base}/v1/message:stream`, { body: { message: userRestV03("z8") } })).text)) {
        valid(v03.SendStreamingMessage.schemas.response, l.data, "v0.3 REST stream line");
      }
    });
  });
}
