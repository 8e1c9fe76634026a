// Our gRPC server (both services on one port) called by a raw @grpc/grpc-js client: every v1.0 and v0.3
// operation, with expected answers written by hand from the protos (lf/a2a/v1/a2a.proto, a2a/v1/a2a.proto)
// and the test agent's documented behaviour (grpc-agent.ts).

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { grpcSuite } from "./grpc-agent.js";
import { isError, raw, V03, V1 } from "./grpc-raw.js";

const v1 = { "a2a-version": "1.0" };
const hook = "http://127.0.0.1:9/hook";

function userMessage(id: string, text: string) {
  return { messageId: id, role: "ROLE_USER", parts: [{ text }] };
}

function completed(id: string, messageId: string, text: string, version: string) {
  return {
    id,
    contextId: `context-${messageId}`,
    status: { state: "TASK_STATE_COMPLETED" },
    artifacts: [{ artifactId: `artifact-${messageId}`, parts: [{ text: `echo: ${text}` }] }],
    history: [userMessage(messageId, text)],
    metadata: { extensions: "", tenant: "", version },
  };
}

describe("lf.a2a.v1.A2AService (v1.0), every operation", () => {
  const { server } = grpcSuite();
  const call = (method: string, type: string, request: object, response: string | null, stream = false) =>
    raw(server.address, V1, method, `lf.a2a.v1.${type}`, request as never, response === null ? null : `lf.a2a.v1.${response}`, v1, { stream });

  test("SendMessage answers a task, or a message", async () => {
    const r = await call("SendMessage", "SendMessageRequest", { message: userMessage("m-1", "hello") }, "SendMessageResponse");
    assert.equal(r.code, 0, r.details);
    assert.deepEqual(r.json, [{ task: completed("task-1", "m-1", "hello", "1.0") }]);
    const m = await call("SendMessage", "SendMessageRequest", { message: userMessage("m-2", "message: hi") }, "SendMessageResponse");
    assert.deepEqual(m.json, [
      {
        message: {
          messageId: "reply-m-2",
          role: "ROLE_AGENT",
          parts: [{ text: "echo: message: hi" }],
          metadata: { extensions: "", tenant: "", version: "1.0" },
        },
      },
    ]);
  });

  test("GetTask, ListTasks, SubscribeToTask", async () => {
    const g = await call("GetTask", "GetTaskRequest", { id: "task-1" }, "Task");
    assert.deepEqual(g.json, [completed("task-1", "m-1", "hello", "1.0")]);
    const l = await call("ListTasks", "ListTasksRequest", { contextId: "context-m-1" }, "ListTasksResponse");
    // next_page_token "" is the proto3 default: ProtoJSON omits it.
    assert.deepEqual(l.json, [{ tasks: [completed("task-1", "m-1", "hello", "1.0")], pageSize: 50, totalSize: 1 }]);
    const s = await call("SubscribeToTask", "SubscribeToTaskRequest", { id: "task-1" }, "StreamResponse", true);
    assert.equal(s.code, 0, s.details);
    assert.deepEqual(s.json, [{ task: completed("task-1", "m-1", "hello", "1.0") }]);
  });

  test("CancelTask: a working task is canceled, a completed one is not cancelable", async () => {
    const w = await call("SendMessage", "SendMessageRequest", { message: userMessage("m-3", "wait: w") }, "SendMessageResponse");
    assert.equal((w.json[0] as any).task.status.state, "TASK_STATE_WORKING");
    const id = (w.json[0] as any).task.id;
    const c = await call("CancelTask", "CancelTaskRequest", { id }, "Task");
    assert.equal(c.code, 0, c.details);
    assert.deepEqual((c.json[0] as any).status, { state: "TASK_STATE_CANCELED" });
    isError(await call("CancelTask", "CancelTaskRequest", { id: "task-1" }, null), 9, "TASK_NOT_CANCELABLE", "task-1");
  });

  test("push notification configs: create, get, list, delete", async () => {
    const config = { id: "c-1", taskId: "task-1", url: hook, token: "tok" };
    const c = await call("CreateTaskPushNotificationConfig", "TaskPushNotificationConfig", config, "TaskPushNotificationConfig");
    assert.equal(c.code, 0, c.details);
    assert.deepEqual(c.json, [config]);
    const g = await call(
      "GetTaskPushNotificationConfig",
      "GetTaskPushNotificationConfigRequest",
      { taskId: "task-1", id: "c-1" },
      "TaskPushNotificationConfig",
    );
    assert.deepEqual(g.json, [config]);
    const l = await call(
      "ListTaskPushNotificationConfigs",
      "ListTaskPushNotificationConfigsRequest",
      { taskId: "task-1" },
      "ListTaskPushNotificationConfigsResponse",
    );
    assert.deepEqual(l.json, [{ configs: [config] }]);
    const d = await call("DeleteTaskPushNotificationConfig", "DeleteTaskPushNotificationConfigRequest", { taskId: "task-1", id: "c-1" }, null);
    assert.equal(d.code, 0, d.details);
    isError(await call("GetTaskPushNotificationConfig", "GetTaskPushNotificationConfigRequest", { taskId: "task-1", id: "c-1" }, null), 5, "TASK_NOT_FOUND");
  });

  test("GetExtendedAgentCard", async () => {
    const r = await call("GetExtendedAgentCard", "GetExtendedAgentCardRequest", {}, "AgentCard");
    assert.equal(r.code, 0, r.details);
    assert.equal((r.json[0] as any).name, "grpc-test (extended)");
    assert.deepEqual((r.json[0] as any).capabilities, { streaming: true, pushNotifications: true, extendedAgentCard: true });
  });

  test("SendStreamingMessage: task, working, artifact, completed", async () => {
    const r = await call("SendStreamingMessage", "SendMessageRequest", { message: userMessage("m-4", "stream") }, "StreamResponse", true);
    assert.equal(r.code, 0, r.details);
    const id = (r.json[0] as any).task.id;
    const ctx = "context-m-4";
    assert.deepEqual(r.json, [
      { task: { id, contextId: ctx, status: { state: "TASK_STATE_SUBMITTED" } } },
      { statusUpdate: { taskId: id, contextId: ctx, status: { state: "TASK_STATE_WORKING" } } },
      { artifactUpdate: { taskId: id, contextId: ctx, artifact: { artifactId: "artifact-m-4", parts: [{ text: "echo: stream" }] }, lastChunk: true } },
      { statusUpdate: { taskId: id, contextId: ctx, status: { state: "TASK_STATE_COMPLETED" } } },
    ]);
  });
});

describe("a2a.v1.A2AService (v0.3), every operation, through compat", () => {
  const { server } = grpcSuite();
  // No a2a-version metadata: missing means 0.3 (quick reference §2, §3.6).
  const call = (method: string, type: string, request: object, response: string | null, stream = false) =>
    raw(server.address, V03, method, `a2a.v1.${type}`, request as never, response === null ? null : `a2a.v1.${response}`, {}, { stream });
  const v03Message = (id: string, text: string) => ({ messageId: id, role: "ROLE_USER", content: [{ text }] });
  const v03Completed = (id: string, messageId: string, text: string) => ({
    id,
    contextId: `context-${messageId}`,
    status: { state: "TASK_STATE_COMPLETED" },
    artifacts: [{ artifactId: `artifact-${messageId}`, parts: [{ text: `echo: ${text}` }] }],
    history: [v03Message(messageId, text)],
    metadata: { extensions: "", tenant: "", version: "0.3" },
  });

  test("SendMessage, GetTask (name tasks/{id}), TaskSubscription", async () => {
    const r = await call("SendMessage", "SendMessageRequest", { message: v03Message("m-1", "hello") }, "SendMessageResponse");
    assert.equal(r.code, 0, r.details);
    assert.deepEqual(r.json, [{ task: v03Completed("task-1", "m-1", "hello") }]);
    const g = await call("GetTask", "GetTaskRequest", { name: "tasks/task-1" }, "Task");
    assert.deepEqual(g.json, [v03Completed("task-1", "m-1", "hello")]);
    const s = await call("TaskSubscription", "TaskSubscriptionRequest", { name: "tasks/task-1" }, "StreamResponse", true);
    assert.equal(s.code, 0, s.details);
    assert.deepEqual(s.json, [{ task: v03Completed("task-1", "m-1", "hello") }]);
  });

  test("CancelTask (the v0.3 proto spells the state TASK_STATE_CANCELLED)", async () => {
    const w = await call("SendMessage", "SendMessageRequest", { message: v03Message("m-2", "wait: w") }, "SendMessageResponse");
    const id = (w.json[0] as any).task.id;
    const c = await call("CancelTask", "CancelTaskRequest", { name: `tasks/${id}` }, "Task");
    assert.equal(c.code, 0, c.details);
    assert.deepEqual((c.json[0] as any).status, { state: "TASK_STATE_CANCELLED" });
  });

  test("push notification configs: create (parent, configId), get, list (singular rpc), delete by name", async () => {
    const name = "tasks/task-1/pushNotificationConfigs/c-1";
    const config = { name, pushNotificationConfig: { id: "c-1", url: hook, token: "tok" } };
    const c = await call(
      "CreateTaskPushNotificationConfig",
      "CreateTaskPushNotificationConfigRequest",
      { parent: "tasks/task-1", configId: "c-1", config },
      "TaskPushNotificationConfig",
    );
    assert.equal(c.code, 0, c.details);
    assert.deepEqual(c.json, [config]);
    const g = await call("GetTaskPushNotificationConfig", "GetTaskPushNotificationConfigRequest", { name }, "TaskPushNotificationConfig");
    assert.deepEqual(g.json, [config]);
    const l = await call(
      "ListTaskPushNotificationConfig",
      "ListTaskPushNotificationConfigRequest",
      { parent: "tasks/task-1" },
      "ListTaskPushNotificationConfigResponse",
    );
    assert.deepEqual(l.json, [{ configs: [config] }]);
    const d = await call("DeleteTaskPushNotificationConfig", "DeleteTaskPushNotificationConfigRequest", { name }, null);
    assert.equal(d.code, 0, d.details);
  });

  test("GetAgentCard answers the extended card in the v0.3 form", async () => {
    const r = await call("GetAgentCard", "GetAgentCardRequest", {}, "AgentCard");
    assert.equal(r.code, 0, r.details);
    assert.equal((r.json[0] as any).name, "grpc-test (extended)");
    assert.equal((r.json[0] as any).capabilities.streaming, true);
  });

  test("SendStreamingMessage: the v0.3 shape, final on the terminal status", async () => {
    const r = await call("SendStreamingMessage", "SendMessageRequest", { message: v03Message("m-3", "stream") }, "StreamResponse", true);
    assert.equal(r.code, 0, r.details);
    const id = (r.json[0] as any).task.id;
    const ctx = "context-m-3";
    assert.deepEqual(r.json, [
      { task: { id, contextId: ctx, status: { state: "TASK_STATE_SUBMITTED" } } },
      { statusUpdate: { taskId: id, contextId: ctx, status: { state: "TASK_STATE_WORKING" } } },
      { artifactUpdate: { taskId: id, contextId: ctx, artifact: { artifactId: "artifact-m-3", parts: [{ text: "echo: stream" }] }, lastChunk: true } },
      { statusUpdate: { taskId: id, contextId: ctx, status: { state: "TASK_STATE_COMPLETED" }, final: true } },
    ]);
  });
});
