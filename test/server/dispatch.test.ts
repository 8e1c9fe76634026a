// The step every binding shares: capability checks from the card (quick reference §1 step 4, §3.3.4),
// then the handler. Expected errors by hand from the quick reference's table.

import assert from "node:assert/strict";
import { test } from "node:test";
import { A2AError } from "@a2a-bindgen/kit";
import { type Agent, type CallContext, checkCapabilities, dispatchStream, dispatchUnary } from "@a2a-bindgen/server";

const context: CallContext = {
  protocolVersion: "1.0",
  binding: "jsonrpc",
  tenant: undefined,
  extensions: [],
  activateExtension() {},
  headers: {},
  signal: new AbortController().signal,
};
const card = (capabilities: Record<string, unknown>) =>
  ({ name: "t", description: "t", version: "1", capabilities, supportedInterfaces: [], defaultInputModes: [], defaultOutputModes: [], skills: [] }) as never;

function rejects(f: () => unknown, name: string, code: number): void {
  assert.throws(f, (e: unknown) => e instanceof A2AError && e.name === name && e.code === code);
}

test("a capability not true disables its operations with the quick reference's error", () => {
  const none = card({});
  rejects(() => checkCapabilities(none, "SendStreamingMessage"), "UnsupportedOperationError", -32004);
  rejects(() => checkCapabilities(none, "SubscribeToTask"), "UnsupportedOperationError", -32004);
  rejects(() => checkCapabilities(none, "CreateTaskPushNotificationConfig"), "PushNotificationNotSupportedError", -32003);
  rejects(() => checkCapabilities(none, "ListTaskPushNotificationConfigs"), "PushNotificationNotSupportedError", -32003);
  rejects(() => checkCapabilities(none, "GetExtendedAgentCard"), "ExtendedAgentCardNotConfiguredError", -32007);
  rejects(() => checkCapabilities(card({ streaming: false, pushNotifications: "true" }), "SubscribeToTask"), "UnsupportedOperationError", -32004);
  // Operations no capability guards, and capabilities that are true, pass.
  checkCapabilities(none, "SendMessage");
  checkCapabilities(none, "GetTask");
  const all = card({ streaming: true, pushNotifications: true, extendedAgentCard: true });
  for (const op of ["SendStreamingMessage", "SubscribeToTask", "GetTaskPushNotificationConfig", "GetExtendedAgentCard"] as const) checkCapabilities(all, op);
});

test("a capability inherited from Object.prototype is not a capability", () => {
  const hostile = JSON.parse('{"name":"t","capabilities":{"__proto__":{"streaming":true}}}');
  rejects(() => checkCapabilities(hostile, "SendStreamingMessage"), "UnsupportedOperationError", -32004);
});

test("dispatch runs the handler; a missing handler is UnsupportedOperationError naming the operation", async () => {
  const agent: Agent = {
    GetTask: (r) => ({ id: r.id, contextId: "c", status: { state: "TASK_STATE_COMPLETED" } }),
    async *SubscribeToTask(r) {
      yield { task: { id: r.id, contextId: "c", status: { state: "TASK_STATE_WORKING" } } };
    },
  };
  const all = card({ streaming: true });
  assert.deepEqual(await dispatchUnary(agent, all, "GetTask", { id: "t-1" }, context), {
    id: "t-1",
    contextId: "c",
    status: { state: "TASK_STATE_COMPLETED" },
  });
  const items = [];
  for await (const i of dispatchStream(agent, all, "SubscribeToTask", { id: "t-2" }, context)) items.push(i);
  assert.deepEqual(items, [{ task: { id: "t-2", contextId: "c", status: { state: "TASK_STATE_WORKING" } } }]);
  await assert.rejects(
    () => dispatchUnary(agent, all, "CancelTask", { id: "t-1" }, context),
    (e: unknown) => e instanceof A2AError && e.code === -32004 && /CancelTask/.test(e.message),
  );
  // The capability check comes first, before any handler runs.
  assert.throws(
    () => dispatchStream(agent, card({}), "SubscribeToTask", { id: "t" }, context),
    (e: unknown) => e instanceof A2AError && e.code === -32004,
  );
});
