// Readiness flips (issue 37): not ready while a task agent's stores are opening, from the moment close() is
// called (a stream open and a call in flight: /readyz 503 while /livez stays 200, until and after close
// resolves), and after a store failure (the SQLite writer's failed fsync, after which it refuses every
// write: the fault injected at the system call, node:fs fsync answering EIO as a failing disk does;
// the store, the task runtime and the server are the real ones). Everything on 127.0.0.1, bounded.

import assert from "node:assert/strict";
import fs, { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { syncBuiltinESMExports } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { type Agent, type Stores, createMemoryStores, createTaskAgent } from "@a2a-bindgen/server";
import { openSqliteStores } from "@a2a-bindgen/store-sqlite";
import { bareCard, hello } from "../../support/cards.js";
import { rawRequest } from "../../support/raw-http.js";
import { serve } from "./serve.ts";
import { heldStream } from "../held-stream.ts";

const T = { timeout: 30_000 };
const card = (): types.AgentCard => ({
  ...bareCard("readiness"),
  supportedInterfaces: [{ url: "http://127.0.0.1/", protocolBinding: "JSONRPC", protocolVersion: "1.0" }],
});
const quiet = { onError: () => {} };

const jsonRpc = (method: string, params: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json", "a2a-version": "1.0" },
  body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
});

test("a task agent whose stores are still opening is not ready; ready once they are; not ready again once the agent closes", T, async () => {
  // A store that opens in the background (a connection pool, say): the contract's ready() says when it takes writes.
  const memory = createMemoryStores();
  let opened = false;
  const opening: Stores = {
    tasks: memory.tasks,
    pushConfigs: memory.pushConfigs,
    bus: memory.bus,
    durable: false,
    close: () => memory.close(),
    ready: () => opened,
  };
  const agent = createTaskAgent({ stores: opening, execute: async (_context, events) => void (await events.status("TASK_STATE_COMPLETED")), ...quiet });
  const s = await serve({ agent, card: card(), ...quiet });
  try {
    assert.equal(await s.status("/readyz"), 503, "stores opening");
    assert.equal(await s.status("/livez"), 200, "alive while opening");
    opened = true;
    assert.equal(await s.status("/readyz"), 200, "stores open");
    await agent.close();
    assert.equal(await s.status("/readyz"), 503, "the agent closed");
  } finally {
    await s.close();
    await memory.close();
  }
});

test("from the moment close() is called, with a stream open and a call in flight: readyz 503, livez 200", T, async () => {
  let streamReleased = false;
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let entered!: () => void;
  const inFlight = new Promise<void>((r) => (entered = r));
  const agent: Agent = {
    SendMessage: async () => {
      entered();
      await released;
      return { message: { messageId: "r", role: "ROLE_AGENT", parts: [{ text: "late" }] } };
    },
    SendStreamingMessage: () =>
      heldStream({ message: { messageId: "e1", role: "ROLE_AGENT", parts: [{ text: "first" }] } }, () => {
        streamReleased = true;
      }),
  };
  const s = await serve({ agent, card: card(), ...quiet });
  const streamReq = http.request(`${s.origin}/`, { ...jsonRpc("SendStreamingMessage", hello), agent: false });
  try {
    // The stream: open once its first event has arrived.
    const streamEnded = new Promise<void>((resolve, reject) => {
      streamReq.on("error", reject);
      streamReq.on("response", (res) => {
        res.on("data", () => {});
        res.on("end", resolve);
        res.on("error", reject);
      });
    });
    const firstEvent = new Promise<void>((resolve) => streamReq.on("response", (res) => res.once("data", () => resolve())));
    streamReq.end(jsonRpc("SendStreamingMessage", hello).body);
    await firstEvent;
    // The unary call in flight.
    const unary = rawRequest(`${s.origin}/`, { ...jsonRpc("SendMessage", hello), timeoutMs: 15_000 });
    await inFlight;
    assert.equal(await s.status("/readyz"), 200, "ready before close()");

    let closed = false;
    const closing = s.core.close({ graceMs: 10_000 }).then(() => (closed = true));
    assert.equal(await s.status("/readyz"), 503, "draining: not ready");
    assert.equal(await s.status("/livez"), 200, "draining: still alive");
    await streamEnded;
    assert.equal(streamReleased, true, "the stream ended at close()");
    assert.equal(closed, false, "close() still waits for the call in flight");
    assert.equal(await s.status("/readyz"), 503, "still draining");

    release();
    const answered = await unary;
    assert.equal(answered.status, 200, "the call in flight is answered");
    await closing;
    assert.equal(await s.status("/readyz"), 503, "closed: not ready");
    assert.equal(await s.status("/livez"), 200, "closed core, process still answering: alive");
  } finally {
    release();
    streamReq.destroy();
    await s.close();
  }
});

test("after the SQLite writer's failed fsync the store refuses writes and readyz is 503 (livez 200), until the store is reopened", T, async () => {
  const dir = mkdtempSync(join(tmpdir(), "a2a-readiness-"));
  const path = join(dir, "tasks.db");
  const realFsync = fs.fsync;
  try {
    const stores = await openSqliteStores({ path });
    const agent = createTaskAgent({ stores, execute: async (_context, events) => void (await events.status("TASK_STATE_COMPLETED")), ...quiet });
    const s = await serve({ agent, card: card(), ...quiet });
    try {
      const first = await rawRequest(`${s.origin}/`, jsonRpc("SendMessage", hello));
      assert.equal(first.json?.result?.task?.status?.state, "TASK_STATE_COMPLETED", "the store works");
      assert.equal(await s.status("/readyz"), 200);

      // The disk fails: every fsync answers EIO from now on.
      (fs as { fsync: unknown }).fsync = (_fd: number, callback: (e: NodeJS.ErrnoException | null) => void) =>
        process.nextTick(callback, Object.assign(new Error("EIO: i/o error, fsync"), { code: "EIO", errno: -5, syscall: "fsync" }));
      syncBuiltinESMExports();
      const failed = await rawRequest(`${s.origin}/`, jsonRpc("SendMessage", hello));
      assert.notEqual(failed.json?.error, undefined, `the write whose fsync failed is not acknowledged: ${failed.text}`);
      assert.equal(await s.status("/readyz"), 503, "the store failed");
      assert.equal(await s.status("/livez"), 200, "the process still answers");

      // The disk recovers, the store does not (the durability of what followed the failure is unknown).
      (fs as { fsync: unknown }).fsync = realFsync;
      syncBuiltinESMExports();
      assert.equal(await s.status("/readyz"), 503, "still failed: reopen the file");
      const refused = await rawRequest(`${s.origin}/`, jsonRpc("SendMessage", hello));
      assert.notEqual(refused.json?.error, undefined, "later writes are refused");
    } finally {
      await s.close();
      await agent.close();
      await stores.close();
    }
    assert.equal(stores.ready?.(), false, "a closed store is not ready");
    // Reopened, the file serves again.
    const reopened = await openSqliteStores({ path });
    const agent2 = createTaskAgent({ stores: reopened, execute: async () => {}, ...quiet });
    const s2 = await serve({ agent: agent2, card: card(), ...quiet });
    try {
      assert.equal(reopened.ready?.(), true, "the reopened store takes writes");
      assert.equal(await s2.status("/readyz"), 200, "reopened");
    } finally {
      await s2.close();
      await agent2.close();
      await reopened.close();
    }
  } finally {
    (fs as { fsync: unknown }).fsync = realFsync;
    syncBuiltinESMExports();
    rmSync(dir, { recursive: true, force: true });
  }
});
