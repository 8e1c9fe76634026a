// One AbortSignal shared by many calls (an application's shutdown signal, say) holds nothing of the calls
// that have ended (issue 35): after 50 calls of each kind — unary answered, streams read to their end,
// streams the caller stopped early, calls ended by their deadline — on every transport, the signal has the
// listeners it had before (node:events getEventListeners) and none of Node's AbortSignal.any dependants
// (a composite signal stays there on Node 20 after its call ended, read where Node keeps it). While 50 calls
// run at once, the client holds one listener on it, so Node never warns "MaxListenersExceededWarning".
// The peers are on 127.0.0.1 (test/client/paced-peer.ts).

import assert from "node:assert/strict";
import { getEventListeners } from "node:events";
import { after, before, describe, test } from "node:test";
import type { A2AClient } from "@a2a-bindgen/client";
import type { GrpcTransport } from "@a2a-bindgen/client/grpc";
import { type PacedPeer, pacedBindings, pacedClient, updates } from "./paced-peer.js";

const T = { timeout: 60_000 };
const N = 50;
const message = { message: { messageId: "m-1", role: "ROLE_USER" as const, parts: [{ text: "hi" }] } };

/** The AbortSignal.any composites Node still tracks for a source signal (0 where Node keeps no such set). */
function dependants(signal: AbortSignal): number {
  const key = Object.getOwnPropertySymbols(signal).find((s) => s.description === "kDependantSignals");
  const set = key === undefined ? undefined : (signal as unknown as Record<symbol, Set<unknown> | undefined>)[key];
  return set?.size ?? 0;
}

/** What the client holds on the signal: its abort listeners, and the composites Node tracks for it. */
const held = (signal: AbortSignal) => ({ listeners: getEventListeners(signal, "abort").length, dependants: dependants(signal) });

/** Runs `n` calls at once; what the signal held while they ran (the most seen), once all have started. */
async function all(n: number, signal: AbortSignal, call: () => Promise<unknown>): Promise<number> {
  let most = 0;
  const runs = Array.from({ length: n }, () => call());
  const watch = setInterval(() => {
    most = Math.max(most, getEventListeners(signal, "abort").length);
  }, 5);
  await Promise.all(runs);
  clearInterval(watch);
  return most;
}

const bindings = pacedBindings;

for (const { binding, start, at } of bindings) {
  describe(`${binding}: a signal shared by ${N} calls holds nothing once they end`, () => {
    let peer: PacedPeer;
    let client: A2AClient;
    let quick: A2AClient;
    const shared = new AbortController();
    let warnings: string[];
    const onWarning = (w: Error) => warnings.push(w.name);
    before(async () => {
      peer = await start();
      client = await pacedClient(binding, at(peer), 10_000);
      quick = await pacedClient(binding, at(peer), 150);
      warnings = [];
      process.on("warning", onWarning);
    });
    after(async () => {
      process.off("warning", onWarning);
      for (const c of [client, quick]) (c?.transport as GrpcTransport | undefined)?.close?.();
      await peer?.close();
    });
    const signal = shared.signal;

    test("unary calls answered", T, async () => {
      const start = held(signal);
      peer.plan = { unary: "answer", events: [], everyMs: 0, close: true };
      const most = await all(N, signal, () => client.unary("GetTask", { id: "t-1" }, { signal }));
      assert.deepEqual(held(signal), start);
      assert.ok(most <= start.listeners + 1, `${most} listeners while the calls ran`);
    });

    test("streams read to their end", T, async () => {
      const start = held(signal);
      peer.plan = { unary: "answer", events: updates(1), everyMs: 0, close: true };
      const most = await all(N, signal, async () => {
        let n = 0;
        for await (const _ of client.stream("SendStreamingMessage", message, { signal })) n++;
        assert.equal(n, 3);
      });
      assert.deepEqual(held(signal), start);
      assert.ok(most <= start.listeners + 1, `${most} listeners while the calls ran`);
    });

    test("streams the caller stopped after the first event (the peer keeps them open)", T, async () => {
      const start = held(signal);
      peer.plan = { unary: "answer", events: updates(0).slice(0, 1), everyMs: 0, close: false };
      await all(N, signal, async () => {
        for await (const _ of client.stream("SendStreamingMessage", message, { signal })) break;
      });
      assert.deepEqual(held(signal), start);
    });

    test("calls ended by their deadline (a silent peer, timeoutMs 150)", T, async () => {
      const start = held(signal);
      peer.plan = { unary: "stall", events: [], everyMs: 0, close: false };
      await all(N, signal, () => quick.unary("GetTask", { id: "t-1" }, { signal }).catch((e: unknown) => e));
      await all(N, signal, async () => {
        try {
          for await (const _ of quick.stream("SendStreamingMessage", message, { signal }));
        } catch {}
      });
      assert.deepEqual(held(signal), start);
    });

    test("no MaxListenersExceededWarning was emitted", () => {
      assert.deepEqual(
        warnings.filter((w) => w === "MaxListenersExceededWarning"),
        [],
      );
    });
  });
}
