// The card's capabilities (A2A v1.0 §4.4.3 AgentCapabilities): an operation the card does not enable is
// refused with the error the spec names, by the server before dispatch and by the client before sending;
// both ask the kit's disablingCapability. Spec: streaming false → SendStreamingMessage and SubscribeToTask
// answer UnsupportedOperationError (§3.3.4, §9.4.3); pushNotifications false → the four push config
// operations answer PushNotificationNotSupportedError (§3.1.7–3.1.10); extendedAgentCard false →
// GetExtendedAgentCard answers ExtendedAgentCardNotConfiguredError (§3.1.11). Absent is not true.

import assert from "node:assert/strict";
import { test } from "node:test";
import { disablingCapability } from "@a2a-bindgen/kit";

const all = { capabilities: { streaming: true, pushNotifications: true, extendedAgentCard: true } };

test("an enabled capability disables nothing; operations no capability governs are never disabled", () => {
  for (const op of ["SendStreamingMessage", "SubscribeToTask", "CreateTaskPushNotificationConfig", "GetExtendedAgentCard"]) {
    assert.equal(disablingCapability(all, op, "1.0"), null, op);
  }
  for (const op of ["SendMessage", "GetTask", "CancelTask", "ListTasks"]) assert.equal(disablingCapability({}, op, "1.0"), null, op);
});

test("streaming not true disables SendStreamingMessage and SubscribeToTask with UnsupportedOperationError", () => {
  for (const card of [{ capabilities: { streaming: false } }, { capabilities: {} }, {}, { capabilities: { streaming: "true" } }]) {
    for (const op of ["SendStreamingMessage", "SubscribeToTask"]) {
      assert.deepEqual(
        disablingCapability(card, op, "1.0"),
        { path: ["capabilities", "streaming"], error: "UnsupportedOperationError" },
        `${op} ${JSON.stringify(card)}`,
      );
    }
  }
});

test("pushNotifications not true disables the push config operations with PushNotificationNotSupportedError", () => {
  const card = { capabilities: { streaming: true, pushNotifications: false } };
  for (const op of [
    "CreateTaskPushNotificationConfig",
    "GetTaskPushNotificationConfig",
    "ListTaskPushNotificationConfigs",
    "DeleteTaskPushNotificationConfig",
  ]) {
    assert.deepEqual(disablingCapability(card, op, "1.0"), { path: ["capabilities", "pushNotifications"], error: "PushNotificationNotSupportedError" }, op);
  }
});

test("extendedAgentCard not true disables GetExtendedAgentCard with ExtendedAgentCardNotConfiguredError", () => {
  assert.deepEqual(disablingCapability({ capabilities: { extendedAgentCard: false } }, "GetExtendedAgentCard", "1.0"), {
    path: ["capabilities", "extendedAgentCard"],
    error: "ExtendedAgentCardNotConfiguredError",
  });
});

test("only own properties count: a capability inherited from the prototype is not true", () => {
  const card = JSON.parse('{"capabilities": {"__proto__": {"streaming": true}}}');
  assert.notEqual(disablingCapability(card, "SendStreamingMessage", "1.0"), null);
  const inherited = { capabilities: Object.create({ streaming: true }) };
  assert.notEqual(disablingCapability(inherited, "SendStreamingMessage", "1.0"), null);
});

test("a card that is not an object disables what a capability governs, and nothing else", () => {
  for (const card of [null, undefined, 7, "card", [true]]) {
    assert.notEqual(disablingCapability(card, "SubscribeToTask", "1.0"), null, String(card));
    assert.equal(disablingCapability(card, "GetTask", "1.0"), null, String(card));
  }
});
