// I14 (the quick reference, sections 2 and 5): SubscribeToTask over HTTP+JSON, where the proto says GET and
// the spec POST. The generated fallbacks table puts GET first (the proto is canonical) and POST on a method
// error (405, 501, or a 404 that is not an A2A error). A crafted loopback proxy refuses the GET and forwards
// everything else to a real peer (@a2a-js/sdk 1.3.0 strict at v1.0, 0.3.14 at v0.3), so the retry really streams.

import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { A2AError } from "@a2a-bindgen/kit";
import { type A2AClient, connect, TransportError } from "@a2a-bindgen/client";
import { type Peer, REST_MOUNT } from "../e2e/peer/server.js";
import type { PeerV03 } from "../e2e/peer/server-v03.js";
import { threePeers } from "../e2e/peer/three-peers.js";
import { isSubscribe, subscribeAndCancel } from "../support/subscribe.js";
import { type RefusingProxy, type Refusal, startProxy } from "./crafted.js";

let strict: Peer;
let compat: Peer;
let v03: PeerV03;
const proxies: RefusingProxy[] = [];

threePeers((s, c, v) => {
  strict = s;
  compat = c;
  v03 = v;
});
after(async () => {
  await Promise.all(proxies.map((p) => p.close()));
});

const methodNotAllowed: Refusal = { status: 405, type: "text/plain", body: "Method Not Allowed" };
const htmlNotFound: Refusal = { status: 404, type: "text/html", body: "<pre>Cannot GET</pre>" };

/** A proxy in front of `upstream` refusing what `refuse` says, with a card naming its HTTP+JSON interface at `version`. */
async function proxied(
  upstream: string,
  version: "1.0" | "0.3",
  refuse: (method: string, path: string) => Refusal | null,
  rewrite?: (path: string) => string,
  tenant?: string,
): Promise<{ proxy: RefusingProxy; client: A2AClient }> {
  const card = (base: string) =>
    version === "1.0"
      ? {
          name: "proxied",
          capabilities: { streaming: true, pushNotifications: true },
          supportedInterfaces: [{ url: `${base}${REST_MOUNT}`, protocolBinding: "HTTP+JSON", protocolVersion: "1.0", ...(tenant ? { tenant } : {}) }],
        }
      : { name: "proxied", protocolVersion: "0.3.0", url: `${base}${REST_MOUNT}`, preferredTransport: "HTTP+JSON" };
  const proxy = await startProxy(upstream, refuse, card, rewrite);
  proxies.push(proxy);
  const client = await connect(proxy.cardUrl, { timeoutMs: 10_000 });
  return { proxy, client };
}

describe("I14: subscribe falls back from GET to POST on a method error", () => {
  test("v1.0: GET refused with 405, the POST retry streams from the real peer", async () => {
    const { proxy, client } = await proxied(strict.baseUrl, "1.0", (m, p) => (m === "GET" && isSubscribe(p) ? methodNotAllowed : null));
    const { id, states } = await subscribeAndCancel(client, "fallback");
    assert.deepEqual(
      proxy.seen.filter((s) => isSubscribe(s.split(" ")[1])),
      [`GET ${REST_MOUNT}/tasks/${id}:subscribe`, `POST ${REST_MOUNT}/tasks/${id}:subscribe`],
    );
    assert.equal(states[0], "TASK_STATE_WORKING");
    assert.ok(states.includes("TASK_STATE_CANCELED"), states.join(" "));
  });

  test("v1.0 with a tenant: both forms take the /{tenant} route (the fallbacks table lists a tenant route per form)", async () => {
    const { proxy, client } = await proxied(strict.baseUrl, "1.0", (m, p) => (m === "GET" && isSubscribe(p) ? methodNotAllowed : null), undefined, "t7");
    const { id, states } = await subscribeAndCancel(client, "fallback");
    assert.deepEqual(
      proxy.seen.filter((s) => isSubscribe(s.split(" ")[1])),
      [`GET ${REST_MOUNT}/t7/tasks/${id}:subscribe`, `POST ${REST_MOUNT}/t7/tasks/${id}:subscribe`],
    );
    assert.ok(states.includes("TASK_STATE_CANCELED"), states.join(" "));
  });

  test("v1.0: a 404 that is not an A2A error (an HTML page) is a method error too", async () => {
    const { proxy, client } = await proxied(strict.baseUrl, "1.0", (m, p) => (m === "GET" && isSubscribe(p) ? htmlNotFound : null));
    const { id, states } = await subscribeAndCancel(client, "fallback");
    assert.deepEqual(
      proxy.seen.filter((s) => isSubscribe(s.split(" ")[1])).map((s) => s.split(" ")[0]),
      ["GET", "POST"],
    );
    assert.ok(states.includes("TASK_STATE_CANCELED"), `${id}: ${states.join(" ")}`);
  });

  test("v1.0: an A2A 404 (TaskNotFound with its ErrorInfo) ends it: no retry, the A2A error is thrown", async () => {
    const { proxy, client } = await proxied(strict.baseUrl, "1.0", () => null);
    await assert.rejects(
      async () => {
        for await (const _ of client.stream("SubscribeToTask", { id: "no-such-task" })) break;
      },
      (e: unknown) => e instanceof A2AError && e.name === "TaskNotFoundError",
    );
    assert.deepEqual(proxy.seen, [`GET ${REST_MOUNT}/tasks/no-such-task:subscribe`]);
  });

  test("v1.0: both forms refused: the last refusal is a TransportError naming the POST's url and 405", async () => {
    const { proxy, client } = await proxied(strict.baseUrl, "1.0", (_m, p) => (isSubscribe(p) ? methodNotAllowed : null));
    await assert.rejects(
      async () => {
        for await (const _ of client.stream("SubscribeToTask", { id: "t-1" })) break;
      },
      (e: unknown) => e instanceof TransportError && e.status === 405 && e.url === `${proxy.baseUrl}${REST_MOUNT}/tasks/t-1:subscribe`,
    );
    assert.deepEqual(
      proxy.seen.map((s) => s.split(" ")[0]),
      ["GET", "POST"],
    );
  });

  test("v0.3 (0.3.14): TaskSubscription GET /v1/tasks/{id}:subscribe refused, the POST retry streams", async () => {
    const { proxy, client } = await proxied(v03.baseUrl, "0.3", (m, p) => (m === "GET" && isSubscribe(p) ? methodNotAllowed : null));
    assert.equal(client.selected.protocolVersion, "0.3");
    const { id, states } = await subscribeAndCancel(client, "fallback");
    assert.deepEqual(
      proxy.seen.filter((s) => isSubscribe(s.split(" ")[1])),
      [`GET ${REST_MOUNT}/v1/tasks/${id}:subscribe`, `POST ${REST_MOUNT}/v1/tasks/${id}:subscribe`],
    );
    assert.ok(states.includes("TASK_STATE_CANCELED"), states.join(" "));
  });
});

describe("v0.3 create push config: the plural route first, the proto's singular route on a method error", () => {
  test("plural refused with an HTML 404: the singular /v1/task/{id}/pushNotificationConfigs is sent, parent in its form", async () => {
    // The proxy refuses the plural form and forwards the singular one to 1.3.0's legacy router under the
    // plural path it serves, so the retry reaches a real v0.3 handler.
    // config_id is bound neither by the path nor by the body ("config"): it travels in the query as configId.
    const plural = /^(.*\/v1\/)tasks\/([^/?]+)\/pushNotificationConfigs(\?.*)?$/;
    const singular = /^(.*\/v1\/)task\/([^/?]+)\/pushNotificationConfigs(\?.*)?$/;
    const { proxy, client } = await proxied(
      compat.baseUrl,
      "0.3",
      (m, p) => (m === "POST" && plural.test(p) ? htmlNotFound : null),
      (p) => p.replace(singular, "$1tasks/$2/pushNotificationConfigs$3"),
    );
    const w = await client.unary("SendMessage", {
      message: { messageId: "fallback-push", role: "ROLE_USER", parts: [{ text: "wait: push" }] },
      configuration: { returnImmediately: true },
    });
    assert.ok(w.task);
    const taskId = w.task.id;
    const created = await client.unary("CreateTaskPushNotificationConfig", { taskId, id: "cfg-f", url: "http://127.0.0.1:9/webhook" });
    assert.deepEqual([created.taskId, created.id, created.url], [taskId, "cfg-f", "http://127.0.0.1:9/webhook"]);
    assert.deepEqual(
      proxy.seen.filter((s) => s.includes("pushNotificationConfigs")),
      [
        `POST ${REST_MOUNT}/v1/tasks/${taskId}/pushNotificationConfigs?configId=cfg-f`,
        `POST ${REST_MOUNT}/v1/task/${taskId}/pushNotificationConfigs?configId=cfg-f`,
      ],
    );
    await client.unary("CancelTask", { id: taskId });
  });
});
