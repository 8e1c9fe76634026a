// The caller's AbortSignal ends any call, unary or streaming, on every transport, at once (issue 35): while
// the answer's headers are awaited, while a body or an event stream is blocked in a read the peer never
// answers, and whatever fetch the caller gives (one that does not forward the signal included). The call
// rejects as an abort does everywhere in the client: a `timeout` TransportError saying "aborted by the
// caller" with the caller's reason. The peer (127.0.0.1, test/client/paced-peer.ts) sees the call closed.
// Bounds are generous (the machine is shared): aborted at 200 ms, ended within 1 s of the abort, where
// waiting for the peer would take until the end of the test.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { type A2AClient, TransportError } from "@a2a-bindgen/client";
import { type PacedPeer, pacedBindings, pacedClient, pacedSuite, startHttpPeer, updates } from "./paced-peer.js";

const T = { timeout: 20_000 };
/** Long enough that only the caller's abort can end a call here. */
const TIMEOUT_MS = 30_000;
const ABORT_AT_MS = 200;
/** The most an ended call may take after the abort (it is ~0 when honoured; the peer would take forever). */
const WITHIN_MS = 1_000;
/** How long a test waits for a call before it says the call did not end. */
const GUARD_MS = 5_000;

const message = { message: { messageId: "m-1", role: "ROLE_USER" as const, parts: [{ text: "hi" }] } };

/** Runs a call, aborts it at 200 ms with "user left": what it threw and how long after the abort it ended. */
async function abortAt(run: (signal: AbortSignal) => Promise<unknown>): Promise<{ error: unknown; afterAbortMs: number }> {
  const controller = new AbortController();
  let abortedAt = Number.NaN;
  const timer = setTimeout(() => {
    abortedAt = performance.now();
    controller.abort(new Error("user left"));
  }, ABORT_AT_MS);
  let guard: ReturnType<typeof setTimeout> | undefined;
  const ended = run(controller.signal).then(
    () => ({ error: undefined }),
    (error: unknown) => ({ error }),
  );
  const outcome = await Promise.race([ended, new Promise<null>((r) => (guard = setTimeout(() => r(null), GUARD_MS)))]);
  clearTimeout(timer);
  clearTimeout(guard);
  assert.ok(outcome !== null, `the call was still running ${GUARD_MS} ms after it started (abort at ${ABORT_AT_MS} ms)`);
  return { error: outcome.error, afterAbortMs: performance.now() - abortedAt };
}

/** Asserts the abort's failure, within the bound. */
function assertAborted(r: { error: unknown; afterAbortMs: number }): void {
  assert.ok(r.error instanceof TransportError, `a TransportError, not ${String(r.error)}`);
  assert.equal(r.error.failure, "timeout");
  assert.match(r.error.seen, /aborted by the caller: user left/);
  assert.ok(r.afterAbortMs < WITHIN_MS, `ended ${Math.round(r.afterAbortMs)} ms after the abort (bound ${WITHIN_MS} ms)`);
}

/** Waits until the peer has no call open (the client let go of what it opened), or fails after 2 s. */
async function peerLetGo(peer: PacedPeer): Promise<void> {
  const until = Date.now() + 2_000;
  while (peer.calls.open > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  assert.equal(peer.calls.open, 0, "the peer still has the call open");
}

const streamAll = (client: A2AClient, seen: unknown[]) => async (signal: AbortSignal) => {
  for await (const event of client.stream("SendStreamingMessage", message, { signal })) seen.push(event);
};

/** A GetTask the peer stalls (before its headers, or inside its body): the call ends at the abort. */
async function abortStalledUnary(peer: PacedPeer, client: A2AClient, unary: "stall" | "stall-body"): Promise<void> {
  peer.plan = { unary, events: [], everyMs: 0, close: false };
  assertAborted(await abortAt((signal) => client.unary("GetTask", { id: "t-1" }, { signal })));
}

const bindings = pacedBindings;

for (const b of bindings) {
  const { binding } = b;
  describe(`${binding}: the caller's signal ends the call`, () => {
    let peer: PacedPeer;
    let client: A2AClient;
    pacedSuite(b, TIMEOUT_MS, (p, c) => {
      peer = p;
      client = c;
    });

    test("a stream opened and never written: ended at the abort, the stream closed", T, async () => {
      peer.plan = { unary: "answer", events: [], everyMs: 0, close: false };
      const seen: unknown[] = [];
      assertAborted(await abortAt(streamAll(client, seen)));
      assert.equal(seen.length, 0);
      await peerLetGo(peer);
    });

    test("a stream silent after its first event (blocked in a read): ended at the abort, the stream closed", T, async () => {
      peer.plan = { unary: "answer", events: updates(0).slice(0, 1), everyMs: 0, close: false };
      const seen: unknown[] = [];
      assertAborted(await abortAt(streamAll(client, seen)));
      assert.equal(seen.length, 1, "the event before the silence was delivered");
      await peerLetGo(peer);
    });

    test("a unary call never answered: ended at the abort", T, async () => {
      await abortStalledUnary(peer, client, "stall");
      await peerLetGo(peer);
    });

    test("a unary answer stalled inside its body: ended at the abort", T, async () => {
      await abortStalledUnary(peer, client, "stall-body");
      await peerLetGo(peer);
    });

    test("a signal already aborted: nothing is sent", T, async () => {
      peer.plan = { unary: "answer", events: updates(1), everyMs: 0, close: true };
      const before = peer.calls.seen;
      const signal = AbortSignal.abort(new Error("user left"));
      for (const run of [() => client.unary("GetTask", { id: "t-1" }, { signal }), () => streamAll(client, [])(signal)]) {
        await assert.rejects(run(), (e: unknown) => e instanceof TransportError && e.failure === "timeout" && /aborted by the caller: user left/.test(e.seen));
      }
      assert.equal(peer.calls.seen, before);
    });
  });
}

// The fetch is the caller's (ConnectOptions.fetch): the client does not count on it honouring the signal.
for (const { binding, at } of bindings.slice(0, 2)) {
  describe(`${binding}: a caller's fetch that does not forward the signal`, () => {
    let peer: PacedPeer;
    let client: A2AClient;
    const deaf: typeof fetch = (input, init) => fetch(input, { ...init, signal: undefined });
    before(async () => {
      peer = await startHttpPeer();
      client = await pacedClient(binding, at(peer), TIMEOUT_MS, { fetch: deaf });
    });
    after(() => peer?.close());

    test("a silent stream still ends at the abort, and its body is cancelled", T, async () => {
      peer.plan = { unary: "answer", events: updates(0).slice(0, 1), everyMs: 0, close: false };
      const seen: unknown[] = [];
      assertAborted(await abortAt(streamAll(client, seen)));
      assert.equal(seen.length, 1);
      await peerLetGo(peer);
    });

    test("a unary answer stalled inside its body still ends at the abort, and its body is cancelled", T, async () => {
      await abortStalledUnary(peer, client, "stall-body");
      await peerLetGo(peer);
    });

    test("a unary call never answered still ends at the abort", T, async () => {
      await abortStalledUnary(peer, client, "stall");
    });
  });
}
