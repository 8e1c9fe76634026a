// Push delivery against a loopback receiver (spec §4.3.3, §13.2): each task update POSTed as one v1.0
// StreamResponse, Content-Type application/a2a+json, Authorization "{scheme} {credentials}", the token
// in X-A2A-Notification-Token (v0.3.0 §9.5; @a2a-js/sdk's sender). Delivery never holds up the answer,
// retries are bounded, failures are recorded. Every wait is bounded in time; every server is closed.

import assert from "node:assert/strict";
import { test } from "node:test";
import { compat } from "@a2a-bindgen/a2a/compat";
import { createEchoAgent, dispatchUnary, pushHeaders, versionedPushEncoder } from "@a2a-bindgen/server";
import { startReceiver } from "./push-receiver.js";
import { callContext, cardWith, userMessage } from "./store-helpers.js";

const card = cardWith();

test("SendMessage with a config: working, the artifact and completed are POSTed in order with the token and Authorization", async () => {
  const hook = await startReceiver();
  const agent = createEchoAgent({ push: { allowPrivateNetworks: true } });
  try {
    const { context } = callContext();
    const config = { url: hook.url, token: "tok-1", authentication: { scheme: "Bearer", credentials: "secret-1" } };
    const r = await dispatchUnary(
      agent,
      card,
      "SendMessage",
      { message: userMessage("push me", "m-1"), configuration: { taskPushNotificationConfig: config } },
      context,
    );
    const task = r.task!;
    const got = await hook.waitFor(3);
    for (const g of got) {
      assert.equal(g.method, "POST");
      assert.equal(g.path, "/hook");
      assert.equal(g.headers["content-type"], "application/a2a+json");
      assert.equal(g.headers.authorization, "Bearer secret-1");
      assert.equal(g.headers["x-a2a-notification-token"], "tok-1");
    }
    const bodies = got.map((g) => JSON.parse(g.body));
    assert.equal(bodies[0].statusUpdate.status.state, "TASK_STATE_WORKING");
    assert.deepEqual(Object.keys(bodies[0]), ["statusUpdate"]);
    assert.deepEqual(bodies[1], {
      artifactUpdate: {
        taskId: task.id,
        contextId: task.contextId,
        artifact: { artifactId: "artifact-m-1", name: "echo", parts: [{ text: "echo: push me", mediaType: "text/plain" }] },
        lastChunk: true,
      },
    });
    assert.equal(bodies[2].statusUpdate.taskId, task.id);
    assert.equal(bodies[2].statusUpdate.contextId, task.contextId);
    assert.equal(bodies[2].statusUpdate.status.state, "TASK_STATE_COMPLETED");
    await agent.delivery!.idle();
    assert.equal(agent.delivery!.delivered, 3);
    assert.deepEqual(agent.delivery!.failures, []);
  } finally {
    agent.close();
    await hook.close();
  }
});

test("a config created on a working task gets its later updates (the cancel); a deleted config gets none", async () => {
  const hook = await startReceiver();
  const agent = createEchoAgent({ push: { allowPrivateNetworks: true } });
  try {
    const { context } = callContext("t-1");
    const wait = async (id: string) =>
      (await dispatchUnary(agent, card, "SendMessage", { message: userMessage("wait: x", id), configuration: { returnImmediately: true } }, context)).task!.id!;
    const kept = await wait("m-2");
    const dropped = await wait("m-3");
    await dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId: kept, url: `${hook.url}?kept` }, context);
    await dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId: dropped, id: "d", url: `${hook.url}?dropped` }, context);
    await dispatchUnary(agent, card, "DeleteTaskPushNotificationConfig", { taskId: dropped, id: "d" }, context);
    await dispatchUnary(agent, card, "CancelTask", { id: dropped }, context);
    await dispatchUnary(agent, card, "CancelTask", { id: kept }, context);
    const [only] = await hook.waitFor(1);
    await agent.delivery!.idle();
    assert.equal(hook.received.length, 1);
    assert.equal(only!.path, "/hook?kept");
    assert.equal(only!.headers.authorization, undefined, "no authentication configured: no Authorization");
    assert.equal(only!.headers["x-a2a-notification-token"], undefined, "no token configured: no token header");
    const body = JSON.parse(only!.body);
    assert.equal(body.statusUpdate.taskId, kept);
    assert.equal(body.statusUpdate.status.state, "TASK_STATE_CANCELED");
  } finally {
    agent.close();
    await hook.close();
  }
});

test("a webhook that never answers does not hold up SendMessage: the timeout, bounded retries, the failure recorded", async () => {
  const hook = await startReceiver(() => "hang");
  const failures: unknown[] = [];
  const agent = createEchoAgent({ push: { allowPrivateNetworks: true, timeoutMs: 100, retries: 1, retryDelayMs: 10, onFailure: (f) => failures.push(f) } });
  try {
    const { context } = callContext();
    const r = await dispatchUnary(
      agent,
      card,
      "SendMessage",
      { message: userMessage("slow hook", "m-4"), configuration: { taskPushNotificationConfig: { id: "h", url: hook.url } } },
      context,
    );
    assert.equal(r.task?.status?.state, "TASK_STATE_COMPLETED");
    // Answered before any POST could time out: delivery runs after the answer, never inside it.
    assert.deepEqual(agent.delivery!.failures, []);
    await agent.delivery!.idle();
    // Three updates, each tried twice (one retry), one after the other.
    assert.equal(hook.received.length, 6);
    const recorded = agent.delivery!.failures;
    assert.equal(recorded.length, 3);
    assert.deepEqual(recorded[0], { tenant: "", taskId: r.task!.id, configId: "h", url: hook.url, attempts: 2, error: "no answer within 100 ms" });
    assert.deepEqual(failures, recorded);
  } finally {
    agent.close();
    await hook.close();
  }
});

test("retries: a 503 is retried and then delivered; a 400 is not retried and is recorded with its status", async () => {
  const flaky = await startReceiver((i) => (i === 0 ? 503 : 200));
  const refusing = await startReceiver(() => 400);
  const agent = createEchoAgent({ push: { allowPrivateNetworks: true, retries: 2, retryDelayMs: 5 } });
  try {
    const { context } = callContext();
    const taskId = (
      await dispatchUnary(agent, card, "SendMessage", { message: userMessage("wait: r", "m-5"), configuration: { returnImmediately: true } }, context)
    ).task!.id!;
    await dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, id: "flaky", url: flaky.url }, context);
    await dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, id: "refusing", url: refusing.url }, context);
    await dispatchUnary(agent, card, "CancelTask", { id: taskId }, context);
    await agent.delivery!.idle();
    assert.equal(flaky.received.length, 2, "one 503, then the retry");
    assert.equal(flaky.received[0]!.body, flaky.received[1]!.body);
    assert.equal(refusing.received.length, 1, "a 400 is the webhook's answer, not a transient failure");
    assert.equal(agent.delivery!.delivered, 1);
    assert.deepEqual(agent.delivery!.failures, [
      { tenant: "", taskId, configId: "refusing", url: refusing.url, attempts: 1, status: 400, error: "the webhook answered HTTP 400" },
    ]);
  } finally {
    agent.close();
    await Promise.all([flaky.close(), refusing.close()]);
  }
});

test("an unreachable webhook is a recorded failure, never an error of the call", async () => {
  const hook = await startReceiver();
  const url = hook.url;
  await hook.close(); // nothing listens there now
  const agent = createEchoAgent({ push: { allowPrivateNetworks: true, retries: 0, timeoutMs: 2_000 } });
  try {
    const { context } = callContext();
    const r = await dispatchUnary(
      agent,
      card,
      "SendMessage",
      { message: userMessage("x", "m-6"), configuration: { taskPushNotificationConfig: { url } } },
      context,
    );
    assert.equal(r.task?.status?.state, "TASK_STATE_COMPLETED");
    await agent.delivery!.idle();
    const f = agent.delivery!.failures;
    assert.equal(f.length, 3);
    assert.ok(f.every((x) => x.attempts === 1 && x.status === undefined && x.error.startsWith("POST failed")));
  } finally {
    agent.close();
  }
});

test("pushHeaders: Authorization only with scheme and credentials; the token under the rules file's header name", () => {
  assert.deepEqual(pushHeaders({ url: "u", token: "t", authentication: { scheme: "Basic", credentials: "dTpw" } }, "application/a2a+json"), {
    "Content-Type": "application/a2a+json",
    Authorization: "Basic dTpw",
    "X-A2A-Notification-Token": "t",
  });
  assert.deepEqual(pushHeaders({ url: "u", authentication: { scheme: "Bearer" } }, "application/a2a+json"), { "Content-Type": "application/a2a+json" });
});

test("versionedPushEncoder: a config a v0.3 client created gets the v0.3 kind-tagged event as application/json; a v1.0 one the StreamResponse", async () => {
  const hook = await startReceiver();
  const agent = createEchoAgent({ push: { allowPrivateNetworks: true, encode: versionedPushEncoder(compat.toV0_3) } });
  try {
    const v1 = callContext().context;
    const v03 = callContext(undefined, { protocolVersion: "0.3" }).context;
    const taskId = (await dispatchUnary(agent, card, "SendMessage", { message: userMessage("wait: v", "m-7"), configuration: { returnImmediately: true } }, v1))
      .task!.id!;
    await dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, id: "old", url: `${hook.url}?v03` }, v03);
    await dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, id: "new", url: `${hook.url}?v10` }, v1);
    const canceled = await dispatchUnary(agent, card, "CancelTask", { id: taskId }, v1);
    const got = await hook.waitFor(2);
    const byPath = new Map(got.map((g) => [g.path, g]));
    const old = byPath.get("/hook?v03")!;
    assert.equal(old.headers["content-type"], "application/json");
    // a2a.json v0.3.0 TaskStatusUpdateEvent: kind "status-update", kebab-case state, final true for canceled.
    assert.deepEqual(JSON.parse(old.body), {
      kind: "status-update",
      taskId,
      contextId: canceled.contextId,
      status: { state: "canceled", timestamp: canceled.status?.timestamp },
      final: true,
    });
    const current = byPath.get("/hook?v10")!;
    assert.equal(current.headers["content-type"], "application/a2a+json");
    assert.deepEqual(JSON.parse(current.body), { statusUpdate: { taskId, contextId: canceled.contextId, status: canceled.status } });
  } finally {
    agent.close();
    await hook.close();
  }
});

test("an event nested 100,000 deep cannot be encoded: recorded as that webhook's failure, the update itself goes through", async () => {
  const hook = await startReceiver();
  // 100,000 nested values count 3.2 MB and more in the store's measure (32 bytes a value): room for them,
  // so that what fails is the encoding, as this test means.
  const agent = createEchoAgent({ push: { allowPrivateNetworks: true }, storeOptions: { maxTaskBytes: 16 << 20, maxTotalBytes: 64 << 20 } });
  try {
    const { context } = callContext();
    const taskId = (
      await dispatchUnary(agent, card, "SendMessage", { message: userMessage("wait: d", "m-8"), configuration: { returnImmediately: true } }, context)
    ).task!.id!;
    await dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId, id: "deep", url: hook.url }, context);
    let data: Record<string, unknown> = {};
    for (let i = 0; i < 100_000; i++) data = { d: data };
    // Written to the store and published as the runtime does: the store takes it, the encoding fails.
    const scope = { tenant: "", owner: "" };
    const commit = await agent.store.update(scope, taskId, [{ kind: "artifact", artifact: { artifactId: "deep", parts: [{ data: data as never }] } }]);
    agent.stores.bus.publish({ scope, taskId, version: commit.version, events: commit.events, final: false });
    await dispatchUnary(agent, card, "CancelTask", { id: taskId }, context);
    await agent.delivery!.idle();
    const f = agent.delivery!.failures;
    assert.equal(f.length, 1);
    assert.equal(f[0]!.configId, "deep");
    assert.equal(f[0]!.attempts, 0);
    assert.match(f[0]!.error, /^encode: /);
    assert.equal(hook.received.length, 1, "the cancel that followed was still delivered");
    assert.equal(JSON.parse(hook.received[0]!.body).statusUpdate.status.state, "TASK_STATE_CANCELED");
  } finally {
    agent.close();
    await hook.close();
  }
});
