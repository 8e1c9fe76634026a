// Tasks belong to the principal that created them (issue 24; the store contract's Scope): on a server
// enforcing its card, another principal's GetTask, ListTasks, CancelTask, SubscribeToTask and every
// push-config call on the task answer TaskNotFound, on JSON-RPC, HTTP+JSON and gRPC, exactly as for
// another tenant's task (§3.3.2: do not reveal that it exists); the owner's own calls succeed. The packed
// server and echo agent; principals by API key.

import { assertNothingRefused } from "../../e2e/security/support/guard.ts";
import assert from "node:assert/strict";
import { after, afterEach, before, describe, test } from "node:test";
import { Code, ConnectError, createClient } from "@connectrpc/connect";
import { createGrpcTransport } from "@connectrpc/connect-node";
import { A2AService } from "@a2a-bindgen/a2a/es/v1_0";
import type { Credential } from "@a2a-bindgen/server";
import { packed } from "../../e2e/security/support/packed.ts";
import { type VersionWire, cardPath, rest, rpc, versionHeader, wire } from "../../e2e/security/support/a2a.ts";
import { type Agent as Running, events, securityCard, startAgent, userMessage } from "../../e2e/security/support/server.ts";

const T = { timeout: 30_000 };
const keys: Record<string, string> = { "k-alice": "alice", "k-bob": "bob" };
const ALICE = { "X-Agent-Key": "k-alice" };
const BOB = { "X-Agent-Key": "k-bob" };
const HOOK = "https://hooks.example/a2a";

let s: Running;
let w: VersionWire;
let grpc: { address: string; port: number; close(): Promise<void> };
let taskId: string;
let configId: string;

const auth = {
  verifiers: { key: (c: Credential) => (c.kind === "apiKey" && Object.hasOwn(keys, c.key) ? { subject: keys[c.key] } : null) },
  warn: () => {},
};

before(async () => {
  w = await wire("1.0");
  const card = securityCard({ securityRequirements: [{ schemes: { key: { list: [] } } }] });
  s = await startAgent({ card, basePath: "/a2a", server: { auth, onError: () => {} } });
  const { startGrpcServer } = await packed("@a2a-bindgen/server/grpc");
  grpc = await startGrpcServer({ agent: s.agent, card, auth, onError: () => {} });
  // Alice's task, left working ("wait:"), with a push config.
  const created = await rpc(s.base, w, "SendMessage", { message: userMessage("wait: owned"), configuration: { returnImmediately: true } }, ALICE);
  assert.equal(created.status, 200, created.text);
  taskId = created.json.result.task.id;
  const config = await rpc(s.base, w, "CreateTaskPushNotificationConfig", { taskId, url: HOOK }, ALICE);
  assert.equal(config.status, 200, config.text);
  configId = config.json.result.id;
});
after(async () => {
  await grpc?.close();
  await s?.close();
});
afterEach(() => assertNothingRefused());

/** The v1.0 requests of every task-scoped operation, on Alice's task. */
const operations = () =>
  ({
    GetTask: { id: taskId },
    CancelTask: { id: taskId },
    SubscribeToTask: { id: taskId },
    CreateTaskPushNotificationConfig: { taskId, url: HOOK },
    GetTaskPushNotificationConfig: { taskId, id: configId },
    ListTaskPushNotificationConfigs: { taskId },
    DeleteTaskPushNotificationConfig: { taskId, id: configId },
  }) as const;

describe("another principal's task is TaskNotFound", () => {
  for (const operation of Object.keys(operations()) as (keyof ReturnType<typeof operations>)[]) {
    test(`JSON-RPC ${operation}: -32001`, T, async () => {
      const r = await rpc(s.base, w, operation, operations()[operation], BOB);
      const error = r.json?.error ?? events(r.text).find((e) => e.error !== undefined)?.error;
      assert.equal(error?.code, -32001, r.text);
    });

    test(`HTTP+JSON ${operation}: 404 NOT_FOUND`, T, async () => {
      const r = await rest(s.base, w, operation, operations()[operation], BOB);
      assert.equal(r.status, 404, r.text);
      assert.equal(r.json?.error?.status, "NOT_FOUND");
    });
  }

  const client = () => createClient(A2AService, createGrpcTransport({ baseUrl: `http://${grpc.address}` }));
  const grpcCalls: Record<string, (c: ReturnType<typeof client>, headers: Record<string, string>) => Promise<unknown>> = {
    GetTask: (c, headers) => c.getTask({ id: taskId }, { headers, timeoutMs: 5_000 }),
    CancelTask: (c, headers) => c.cancelTask({ id: taskId }, { headers, timeoutMs: 5_000 }),
    SubscribeToTask: async (c, headers) => {
      for await (const _ of c.subscribeToTask({ id: taskId }, { headers, timeoutMs: 5_000 })) break;
    },
    CreateTaskPushNotificationConfig: (c, headers) => c.createTaskPushNotificationConfig({ taskId, url: HOOK }, { headers, timeoutMs: 5_000 }),
    GetTaskPushNotificationConfig: (c, headers) => c.getTaskPushNotificationConfig({ taskId, id: configId }, { headers, timeoutMs: 5_000 }),
    ListTaskPushNotificationConfigs: (c, headers) => c.listTaskPushNotificationConfigs({ taskId }, { headers, timeoutMs: 5_000 }),
    DeleteTaskPushNotificationConfig: (c, headers) => c.deleteTaskPushNotificationConfig({ taskId, id: configId }, { headers, timeoutMs: 5_000 }),
  };
  for (const [operation, call] of Object.entries(grpcCalls)) {
    test(`gRPC ${operation}: NOT_FOUND`, T, async () => {
      const headers = { [await versionHeader()]: "1.0", "x-agent-key": "k-bob" };
      await assert.rejects(call(client(), headers), (e: unknown) => e instanceof ConnectError && e.code === Code.NotFound);
    });
  }

  test("protocol 0.3 (JSON-RPC and HTTP+JSON): GetTask and CancelTask of Alice's task are TaskNotFound for Bob", T, async () => {
    const w03 = await wire("0.3");
    for (const operation of ["GetTask", "CancelTask"]) {
      const r = await rpc(s.base, w03, operation, { id: taskId }, BOB);
      assert.equal(r.json?.error?.code, -32001, r.text);
      // The v0.3 proto's requests name the task as a resource: name "tasks/{id}".
      const h = await rest(s.base, w03, operation, { name: `tasks/${taskId}` }, BOB);
      assert.equal(h.status, 404, h.text);
    }
    assert.equal((await rpc(s.base, w03, "GetTask", { id: taskId }, ALICE)).json?.result?.id, taskId);
  });

  test("ListTasks: Bob's list lacks Alice's task on every binding; Alice's holds it", T, async () => {
    const bob = await rpc(s.base, w, "ListTasks", {}, BOB);
    assert.equal(bob.status, 200, bob.text);
    assert.deepEqual(bob.json.result.tasks ?? [], []);
    const bobRest = await rest(s.base, w, "ListTasks", {}, BOB);
    assert.deepEqual(bobRest.json.tasks ?? [], []);
    const bobGrpc = await client().listTasks({}, { headers: { [await versionHeader()]: "1.0", "x-agent-key": "k-bob" }, timeoutMs: 5_000 });
    assert.deepEqual(bobGrpc.tasks, []);
    const alice = await rpc(s.base, w, "ListTasks", {}, ALICE);
    assert.deepEqual(
      alice.json.result.tasks.map((t: { id: string }) => t.id),
      [taskId],
    );
  });

  test("the owner's own calls succeed: GetTask, the push config, on JSON-RPC, HTTP+JSON and gRPC", T, async () => {
    assert.equal((await rpc(s.base, w, "GetTask", { id: taskId }, ALICE)).json.result.id, taskId);
    assert.equal((await rest(s.base, w, "GetTask", { id: taskId }, ALICE)).json.id, taskId);
    assert.equal((await rpc(s.base, w, "GetTaskPushNotificationConfig", { taskId, id: configId }, ALICE)).json.result.url, HOOK);
    const t = await client().getTask({ id: taskId }, { headers: { [await versionHeader()]: "1.0", "x-agent-key": "k-alice" }, timeoutMs: 5_000 });
    assert.equal(t.id, taskId);
    // The card stays public: discovery needs no credentials.
    const card = await fetch(`${s.origin}${await cardPath()}`);
    assert.equal(card.status, 200);
  });
});
