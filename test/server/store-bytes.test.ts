// What a server's task store holds is bounded by its byte bounds, whatever SendMessage carries (issue 35,
// "Bounds"): a real server on 127.0.0.1 with the echo agent on the in-memory stores, driven over JSON-RPC.
// The bound is small (maxTotalBytes 2 MiB) so that the flood stays fast; the expectations are the store's
// rules (docs/stores.md): working tasks past the bound are refused with QuotaExceededError (-32099, the
// decision quota-error of rules/a2a.rules.json); finished tasks are evicted and let go, so the heap holds
// about the bound, not the flood.

import assert from "node:assert/strict";
import { test } from "node:test";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { createEchoAgent } from "@a2a-bindgen/server";
import { rpc, start } from "./harness.js";
import { bareCard } from "../support/cards.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const KiB = 1024;
const MiB = 1024 * KiB;
const V1 = { "a2a-version": "1.0" };
const card = bareCard("echo", "echoes", {});

/** The heap in use after a full collection (twice: weak references of the first are cleared by the second). */
async function heapUsed(): Promise<number> {
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

function send(base: string, i: number, text: string, metadataBytes: number) {
  return rpc(
    base,
    "SendMessage",
    {
      message: { messageId: `m-${i}`, role: "ROLE_USER", parts: [{ text }] },
      // Each request's text distinct, so that no two tasks can share it.
      metadata: { blob: `${i}:`.padEnd(metadataBytes, "x") },
      configuration: { returnImmediately: true },
    },
    V1,
  );
}

test("SendMessage metadata of working tasks counts against maxTotalBytes: past it the call is QuotaExceededError and no task is made", async () => {
  // maxTenants 1: tenant "" may hold all 2 MiB. Four tasks of 400 KiB of metadata fit (1.6 MiB and their
  // shapes); a sixth would pass 2 MiB: the fifth or the sixth is refused, and every later one.
  const agent = createEchoAgent({ storeOptions: { maxTotalBytes: 2 * MiB, maxTenants: 1 }, waitMs: 60_000 });
  const server = await start({ agent, card });
  try {
    const states: string[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await send(server.base, i, "wait: until canceled", 400 * KiB);
      assert.equal(r.status, 200);
      if (r.json.error !== undefined) {
        assert.equal(r.json.error.code, -32099, r.text.slice(0, 300));
        assert.match(r.json.error.message, /^tenant bytes: .*maxTotalBytes/);
        states.push("refused");
      } else states.push(r.json.result.task.status.state);
    }
    assert.deepEqual(states.slice(0, 4), Array(4).fill("TASK_STATE_WORKING"));
    assert.deepEqual(states.slice(5), Array(3).fill("refused"));
    const listed = await rpc(server.base, "ListTasks", {}, V1);
    assert.equal(listed.json.result.totalSize, states.filter((s) => s !== "refused").length, "a refused call made no task");
  } finally {
    await agent.close();
    await server.close();
  }
});

test("SendMessage metadata of finished tasks: the store evicts them and lets them go; the heap grows by about maxTotalBytes, not by the flood", async () => {
  // 48 completed tasks of 512 KiB of metadata each: 24 MiB sent through a store bounded to 2 MiB.
  const agent = createEchoAgent({ storeOptions: { maxTotalBytes: 2 * MiB, maxTenants: 1 } });
  const server = await start({ agent, card });
  try {
    await send(server.base, -1, "warm up", 512 * KiB);
    const before = await heapUsed();
    for (let i = 0; i < 48; i++) {
      const r = await send(server.base, i, "hi", 512 * KiB);
      assert.equal(r.json.error, undefined, r.text.slice(0, 300));
    }
    const grown = (await heapUsed()) - before;
    // The store holds at most 2 MiB counted (at most 3 tasks of 512 KiB); the margin is for the server's
    // own buffers. Holding the flood would be 24 MiB.
    assert.ok(grown < 10 * MiB, `the heap grew by ${(grown / MiB).toFixed(1)} MiB after 24 MiB of metadata through a store bounded to 2 MiB`);
  } finally {
    await agent.close();
    await server.close();
  }
});
