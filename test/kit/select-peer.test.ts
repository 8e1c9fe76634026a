// Against a real @a2a-js/sdk 1.3.0 server (test/e2e/peer/server.ts, legacyCompat on, 127.0.0.1, port 0):
// the cards it serves select the right interface, the version parameter we send is the one it accepts,
// its extensions answer parses, and its answers classify as method errors or not as the rules say.
// Expected values written by hand from ../shared/reference/a2a-peers.md §1a, §1c and a2a-peers-2.md part 2.

import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { extensionParameters, type FallbackForm, fallbackPlan, isMethodError, readExtensions, selectInterface, tryInOrder } from "@a2a-bindgen/kit";
import { AGENT_CARD_PATH } from "@a2a-js/sdk";
import { JSONRPC_MOUNT, PEER_EXTENSION, REST_MOUNT, startPeer, type Peer } from "../e2e/peer/server.js";

let peer: Peer;
before(async () => {
  peer = await startPeer();
});
after(() => peer?.close());

const TIMEOUT_MS = 5_000;

async function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; body: unknown }> {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, body };
}

async function rpc(url: string, headers: Record<string, string>, method: string, params: unknown) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { result?: unknown; error?: { code: number } } };
}

test("the v1.0 card (asked with A2A-Version 1.0) selects the 1.0 JSON-RPC entry, and the version we send is accepted", async () => {
  const card = await get(`${peer.baseUrl}/${AGENT_CARD_PATH}`, { "A2A-Version": "1.0" });
  const s = selectInterface(card.body, { speaks: [{ binding: "JSONRPC", versions: ["1.0", "0.3"] }] });
  assert.ok(s.ok, JSON.stringify(s));
  assert.deepEqual([s.url, s.version, s.tenant, s.at], [`${peer.baseUrl}${JSONRPC_MOUNT}`, "1.0", null, "$.supportedInterfaces[0]"]);
  // An unknown task: TaskNotFound (-32001), not VersionNotSupported (-32009): the version was accepted.
  const r = await rpc(s.url, { [s.versionHeader.name]: s.versionHeader.value }, v1_0.operations.GetTask.jsonRpcMethod, { id: "no-such-task" });
  assert.equal(r.body.error?.code, -32001);
});

test("the hybrid card (asked without a version) selects the 0.3 HTTP+JSON entry for a 0.3-only client", async () => {
  const card = await get(`${peer.baseUrl}/${AGENT_CARD_PATH}`);
  assert.equal((card.body as { protocolVersion?: string }).protocolVersion, "0.3");
  const s = selectInterface(card.body, { speaks: [{ binding: "HTTP+JSON", versions: ["0.3"] }] });
  assert.ok(s.ok, JSON.stringify(s));
  assert.deepEqual([s.url, s.version, s.at], [`${peer.baseUrl}${REST_MOUNT}`, "0.3", "$.supportedInterfaces[3]"]);
  assert.deepEqual(s.versionHeader, { name: "A2A-Version", value: "0.3" });
  // The v0.3 GetTask route answers an unknown task with 404 and a bare {code: -32001}: an A2A error, not a method error.
  const built = v0_3.routes.build("GetTask", { name: "tasks/no-such-task" });
  const notFound = await get(`${s.url}${built.path}`, { [s.versionHeader.name]: s.versionHeader.value });
  assert.equal(notFound.status, 404);
  assert.equal(isMethodError(notFound), false);
  // A route nobody serves: Express's HTML 404, a method error.
  const wrong = await get(`${s.url}/v1/no-such-route`, { [s.versionHeader.name]: s.versionHeader.value });
  assert.equal(wrong.status, 404);
  assert.equal(isMethodError(wrong), true);
});

test("I14: the first form of subscribe over HTTP+JSON (GET) is served by the peer: its answer for an unknown task is not a method error", async () => {
  const built = v1_0.routes.build("SubscribeToTask", { id: "no-such-task" });
  const r = await get(`${peer.restUrl}${built.path}`, { "A2A-Version": "1.0", accept: "text/event-stream" });
  assert.equal(r.status, 404);
  assert.equal(isMethodError(r), false);
});

test("I7: two extension URIs sent on 1.0; the peer answers A2A-Extensions with the one it activated, which we read", async () => {
  const headers = { "A2A-Version": "1.0", ...extensionParameters([PEER_EXTENSION, "urn:other"], { version: "1.0" }) };
  const r = await rpc(`${peer.jsonRpcUrl}`, headers, v1_0.operations.SendMessage.jsonRpcMethod, {
    message: { messageId: "select-ext-1", role: "ROLE_USER", parts: [{ text: "message: hi" }] },
  });
  assert.ok(r.body.result, JSON.stringify(r.body));
  assert.deepEqual(readExtensions(r.headers, { version: "1.0" }), [PEER_EXTENSION]);
});

test("I7 on v0.3: X-A2A-Extensions sent (with A2A-Extensions); the legacy path answers X-A2A-Extensions, which we read", async () => {
  const headers = { "A2A-Version": "0.3", ...extensionParameters([PEER_EXTENSION], { version: "0.3" }) };
  const r = await rpc(`${peer.jsonRpcUrl}`, headers, v0_3.operations.SendMessage.jsonRpcMethod, {
    message: { kind: "message", messageId: "select-ext-2", role: "user", parts: [{ kind: "text", text: "message: hi" }] },
  });
  assert.ok(r.body.result, JSON.stringify(r.body));
  assert.equal(r.headers.get("x-a2a-extensions"), PEER_EXTENSION);
  assert.deepEqual(readExtensions(r.headers, { version: "0.3" }), [PEER_EXTENSION]);
});

/** Sends one form of v0.3 create push config for an unknown task to the peer's legacy REST binding. */
async function createPushConfig(form: FallbackForm) {
  const table = form.routes[0].table === "canonical" ? v0_3.routes : v0_3.alternativeRoutes;
  const parent = form.resource!.form.replace("{taskId}", "no-such-task");
  const built = table.build("CreateTaskPushNotificationConfig", {
    parent,
    // v0.3 REST: the config names itself (a2a-peers.md §1c "Push configs"); @a2a-js/sdk reads the task id from that name.
    config: { name: "tasks/no-such-task/pushNotificationConfigs/cfg-1", pushNotificationConfig: { url: `${peer.baseUrl}/webhook` } },
  });
  const res = await fetch(`${peer.restUrl}${built.path}`, {
    method: built.method,
    headers: { "content-type": "application/json", "A2A-Version": "0.3" },
    body: JSON.stringify(built.body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Express's HTML page
  }
  return { status: res.status, body, path: built.path };
}

test("v0.3 create push config, in the rules' order: the plural route is served first time (TaskNotFound for an unknown task)", async () => {
  const plan = fallbackPlan("CreateTaskPushNotificationConfig", { binding: "HTTP+JSON", version: "0.3" })!;
  const tried = await tryInOrder(plan.forms, createPushConfig);
  assert.ok(tried);
  assert.equal(tried.answer.path, "/v1/tasks/no-such-task/pushNotificationConfigs");
  // a2a-peers-2.md part 1 (b): the legacy REST answers -32001 with 404 and a bare {code, message}.
  assert.equal(tried.answer.status, 404);
  assert.equal((tried.answer.body as { code?: number }).code, -32001);
  assert.deepEqual(tried.refused, []);
});

test("the retry against the real peer: the proto's singular route is refused (HTML 404, a method error), then the plural is tried", async () => {
  const plan = fallbackPlan("CreateTaskPushNotificationConfig", { binding: "HTTP+JSON", version: "0.3" })!;
  const tried = await tryInOrder([...plan.forms].reverse(), createPushConfig);
  assert.ok(tried);
  assert.deepEqual(
    tried.refused.map((r) => [r.form.from, r.status]),
    [["proto", 404]],
  );
  assert.equal(tried.answer.path, "/v1/tasks/no-such-task/pushNotificationConfigs");
  assert.equal(isMethodError(tried.answer), false);
});
