// Shutdown with a blocking SendMessage whose task cannot finish (issue 35): the server answers it. Past
// graceMs the server's onClose runs first (the task runtime stops the run), the call is answered with the
// task as it stands, TASK_STATE_WORKING, and only then are the connections closed; the caller learns the
// task id, and the next process on the same SQLite file finds that task FAILED (crash recovery). Closing
// the connections before onClose (the call cut, a socket error or gRPC UNAVAILABLE) fails this test. Each
// binding: JSON-RPC and HTTP+JSON (startNodeServer), gRPC (startGrpcServer); everything on 127.0.0.1. And
// the runtime's close() resolves only once such a call is answered (its task read before the stores close).

import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { createMemoryStores, createTaskAgent, dispatchUnary } from "@a2a-bindgen/server";
import { startGrpcServer } from "@a2a-bindgen/server/grpc";
import { startNodeServer } from "@a2a-bindgen/server/node";
import { openSqliteStores, RESTARTED } from "@a2a-bindgen/store-sqlite";
import { raw, V1 } from "../grpc-raw.ts";
import { callContext, cardWith } from "../store-helpers.ts";
import { bareCard } from "../../support/cards.js";

const GRACE_MS = 300;
/** How long after the grace the answer may come: generous, the machine is shared. */
const LATE_BOUND_MS = 5_000;

const card: types.AgentCard = bareCard("shutdown", "a task that cannot finish");

const message = { messageId: "m-1", role: "ROLE_USER", parts: [{ text: "work" }] };

interface Answer {
  /** The task the call was answered with, or what went wrong. */
  task?: { id: string; status: { state: string } };
  failure?: string;
  at: number;
}

/** A blocking SendMessage over `binding`, its answer's task (or failure) and when it came. */
async function send(binding: string, address: string): Promise<Answer> {
  if (binding === "GRPC") {
    const r = await raw(address, V1, "SendMessage", "lf.a2a.v1.SendMessageRequest", { message }, "lf.a2a.v1.SendMessageResponse", { "a2a-version": "1.0" });
    const at = Date.now();
    return r.code === 0 ? { task: (r.json[0] as any).task, at } : { failure: `gRPC status ${r.code} ${r.details}`, at };
  }
  const jsonRpc = binding === "JSONRPC";
  try {
    const res = await fetch(jsonRpc ? `${address}/` : `${address}/message:send`, {
      method: "POST",
      headers: { "content-type": "application/json", "a2a-version": "1.0" },
      body: JSON.stringify(jsonRpc ? { jsonrpc: "2.0", id: 1, method: "SendMessage", params: { message } } : { message }),
    });
    const body = await res.json();
    const at = Date.now();
    const task = jsonRpc ? body.result?.task : body.task;
    return task !== undefined ? { task, at } : { failure: `HTTP ${res.status} ${JSON.stringify(body)}`, at };
  } catch (e) {
    return { failure: String((e as Error)?.cause ?? e), at: Date.now() };
  }
}

/** A task agent whose run reports WORKING, then waits until it is stopped: it cannot finish within any grace. */
function stuckAgent(stores: Parameters<typeof createTaskAgent>[0]["stores"]) {
  let working!: () => void;
  const started = new Promise<void>((resolve) => (working = resolve));
  const agent = createTaskAgent({
    stores,
    execute: async (context, events) => {
      await events.status("TASK_STATE_WORKING");
      working();
      await new Promise<void>((resolve) => context.signal.addEventListener("abort", () => resolve(), { once: true }));
    },
  });
  return { agent, started };
}

for (const binding of ["JSONRPC", "HTTP+JSON", "GRPC"]) {
  test(`${binding}: close() past graceMs answers a blocking SendMessage with its task TASK_STATE_WORKING after onClose, and the next process finds it FAILED`, async () => {
    const dir = mkdtempSync(join(tmpdir(), "a2a-shutdown-"));
    const path = join(dir, "tasks.db");
    try {
      const stores = await openSqliteStores({ path });
      const { agent, started } = stuckAgent(stores);
      let onCloseAt = 0;
      const onClose = async () => {
        onCloseAt = Date.now();
        await agent.close();
        await stores.close();
      };
      const server =
        binding === "GRPC"
          ? await startGrpcServer({ agent, card, onClose })
          : await startNodeServer({ server: { agent, card, publicUrl: "http://127.0.0.1/", onClose } });
      const answer = send(binding, "url" in server ? server.url : server.address);
      await started;
      const closeAt = Date.now();
      await server.close({ graceMs: GRACE_MS });
      const a = await answer;

      assert.equal(a.failure, undefined, "the call is answered, not cut");
      assert.equal(a.task?.status.state, "TASK_STATE_WORKING");
      assert.ok(typeof a.task?.id === "string" && a.task.id !== "", "the answer names the task");
      // The run had its grace; then onClose stopped it, and the answer followed.
      assert.ok(onCloseAt - closeAt >= GRACE_MS - 5, `onClose ran ${onCloseAt - closeAt} ms after close(), grace ${GRACE_MS} ms`);
      assert.ok(a.at >= onCloseAt, "answered after onClose ran");
      assert.ok(a.at - closeAt < GRACE_MS + LATE_BOUND_MS, `answered ${a.at - closeAt} ms after close()`);

      // The next process: the task the caller was told about is FAILED, with the restart's message.
      const next = await openSqliteStores({ path });
      try {
        assert.equal(next.recovered, 1);
        const found = await next.tasks.get({ tenant: "", owner: "" }, a.task!.id);
        assert.equal(found?.task.status?.state, "TASK_STATE_FAILED");
        assert.equal(found?.task.status?.message?.parts?.[0]?.text, RESTARTED);
      } finally {
        await next.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

test("the task runtime's close() resolves once the blocking SendMessage whose run it stopped is answered, so onClose may close the stores next", async () => {
  const stores = createMemoryStores();
  const { agent, started } = stuckAgent(stores);
  let answered: { task?: { status?: { state?: string } } } | undefined;
  const call = dispatchUnary(agent, cardWith(), "SendMessage", { message }, callContext().context).then((a) => (answered = a));
  await started;
  await agent.close();
  assert.equal(answered?.task?.status?.state, "TASK_STATE_WORKING", "answered by the time close() resolved");
  await call;
  await stores.close();
});
