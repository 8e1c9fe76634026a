// A push config given with SendMessage is the caller's subscription to the task that message makes (spec
// §4.3.3): every update of that task is pushed, its first one included — also when the executor finishes the
// task at once, so that its first event is also its last, or asks for input at once.

import assert from "node:assert/strict";
import { test } from "node:test";
import { createTaskAgent, dispatchUnary } from "@a2a-bindgen/server";
import { startReceiver } from "../push-receiver.js";
import { callContext, cardWith, userMessage } from "../store-helpers.js";

for (const state of ["TASK_STATE_COMPLETED", "TASK_STATE_INPUT_REQUIRED"] as const) {
  test(`an executor whose first event is ${state}: that task is pushed to the config given with SendMessage`, async () => {
    const hook = await startReceiver();
    const agent = createTaskAgent({
      push: { allowPrivateNetworks: true },
      async execute(_, events) {
        await events.status(state);
      },
    });
    try {
      const { context } = callContext();
      const r = await dispatchUnary(
        agent,
        cardWith(),
        "SendMessage",
        { message: userMessage("done at once", "m-1"), configuration: { taskPushNotificationConfig: { url: hook.url, token: "tok-1" } } },
        context,
      );
      assert.equal(r.task?.status?.state, state);
      const got = await hook.waitFor(1);
      const body = JSON.parse(got[0]?.body ?? "{}");
      const pushed = body.task?.status?.state ?? body.statusUpdate?.status?.state;
      assert.equal(pushed, state, `the pushed update: ${got[0]?.body}`);
      assert.equal(got[0]?.headers["x-a2a-notification-token"], "tok-1");
    } finally {
      await agent.close();
      await hook.close();
    }
  });
}
