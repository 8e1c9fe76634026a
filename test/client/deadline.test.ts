// timeoutMs bounds a stream's silence, not its length (ConnectOptions.timeoutMs; docs/client.md): the
// deadline is rearmed at each event, on every transport. A stream that lasts more than three times the
// timeout while its events keep coming completes with every event; one that falls silent for longer than the
// timeout ends with a `timeout` TransportError. The peers are on 127.0.0.1 (test/client/paced-peer.ts).

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { type A2AClient, TransportError } from "@a2a-bindgen/client";
import { type PacedPeer, pacedBindings, pacedSuite, updates } from "./paced-peer.js";

const T = { timeout: 20_000 };
const TIMEOUT_MS = 400;
/** Events come this far apart: well inside the timeout, so only a deadline that is not rearmed cuts the stream. */
const EVERY_MS = 150;
const message = { message: { messageId: "m-1", role: "ROLE_USER" as const, parts: [{ text: "hi" }] } };

const bindings = pacedBindings;

for (const b of bindings) {
  const { binding } = b;
  describe(`${binding}: a stream's deadline is its silence, rearmed at each event`, () => {
    let peer: PacedPeer;
    let client: A2AClient;
    pacedSuite(b, TIMEOUT_MS, (p, c) => {
      peer = p;
      client = c;
    });

    test(`a stream of ${EVERY_MS} ms gaps lasting over 3 × timeoutMs (${TIMEOUT_MS} ms) completes with every event`, T, async () => {
      const events = updates(8);
      peer.plan = { unary: "answer", events, everyMs: EVERY_MS, close: true };
      const started = performance.now();
      const seen: unknown[] = [];
      for await (const event of client.stream("SendStreamingMessage", message)) seen.push(event);
      const lasted = performance.now() - started;
      assert.equal(seen.length, events.length);
      assert.deepEqual(seen.at(-1), events.at(-1));
      assert.ok(lasted > 3 * TIMEOUT_MS, `the stream lasted ${Math.round(lasted)} ms, not longer than 3 × ${TIMEOUT_MS} ms: the test proves nothing`);
    });

    test("a stream silent for longer than timeoutMs after its first event: a timeout failure, the first event delivered", T, async () => {
      peer.plan = { unary: "answer", events: updates(0).slice(0, 1), everyMs: 0, close: false };
      const seen: unknown[] = [];
      await assert.rejects(
        (async () => {
          for await (const event of client.stream("SendStreamingMessage", message)) seen.push(event);
        })(),
        (e: unknown) => {
          assert.ok(e instanceof TransportError, String(e));
          assert.equal(e.failure, "timeout");
          assert.match(e.seen, new RegExp(`no answer within ${TIMEOUT_MS} ms`));
          return true;
        },
      );
      assert.equal(seen.length, 1);
    });
  });
}
