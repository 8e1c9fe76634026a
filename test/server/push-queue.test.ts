// A webhook's lane is bounded (maxQueued): while one POST is held, later events wait; past the bound the
// OLDEST waiting event is dropped (a webhook most wants the latest state of its task), recorded as a failure
// with no attempt, and the newest are delivered after the held one, in order (§3.5.2).

import assert from "node:assert/strict";
import { test } from "node:test";
import { createEchoAgent, dispatchUnary } from "@a2a-bindgen/server";
import { startReceiver } from "./push-receiver.js";
import { callContext, cardWith, userMessage } from "./store-helpers.js";

const card = cardWith();

/** Resolves once `ok()` holds; rejects naming `what` after `ms`. */
async function until(ok: () => boolean, what: string, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

test("a full lane drops its oldest waiting events, records each, and delivers the held one and the newest in order", async () => {
  let release: (status: number) => void = () => {};
  const held = new Promise<number>((resolve) => {
    release = resolve;
  });
  // The first POST is held until released; every later one is answered at once.
  const hook = await startReceiver((i) => (i === 0 ? held : 200));
  const agent = createEchoAgent({ push: { allowPrivateNetworks: true, maxQueued: 2, retries: 0, onError: () => {} } });
  try {
    const { context } = callContext();
    const taskId = (
      await dispatchUnary(agent, card, "SendMessage", { message: userMessage("wait: q", "m-q"), configuration: { returnImmediately: true } }, context)
    ).task!.id!;
    await dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, id: "q", url: hook.url }, context);
    const scope = { tenant: "", owner: "" };
    // Written to the store and published as the runtime does, one artifact per update.
    const publish = async (n: number) => {
      const commit = await agent.store.update(scope, taskId, [{ kind: "artifact", artifact: { artifactId: `a-${n}`, parts: [{ text: `event ${n}` }] } }]);
      agent.stores.bus.publish({ scope, taskId, version: commit.version, events: commit.events, final: false });
    };
    await publish(1);
    await hook.waitFor(1); // a-1 is in flight, held
    for (let n = 2; n <= 6; n++) await publish(n);
    // a-2 and a-3 fill the lane; a-4, a-5 and a-6 each push the oldest waiting one out.
    await until(() => agent.delivery!.failures.length >= 3, "three events dropped");
    release(200);
    await agent.delivery!.idle();
    const delivered = hook.received.map((r) => JSON.parse(r.body).artifactUpdate?.artifact?.artifactId);
    assert.deepEqual(delivered, ["a-1", "a-5", "a-6"], "the held event, then the two newest, in order");
    assert.equal(agent.delivery!.delivered, 3);
    const error = "dropped: 2 events were already waiting for this webhook (maxQueued)";
    assert.deepEqual(
      agent.delivery!.failures,
      [1, 2, 3].map(() => ({ tenant: "", taskId, configId: "q", url: hook.url, attempts: 0, error })),
    );
    // A dropped delivery is settled, not left pending for a restart to post.
    assert.deepEqual(await agent.pushConfigs!.pendingDeliveries(100), []);
  } finally {
    release(200);
    agent.close();
    await hook.close();
  }
});
