// A stream that ends inside an event. The WHATWG standard (§9.2.6, "Once the end of the file is
// reached, any pending data must be discarded") drops that event: decodeSse does so by default. An A2A
// stream cut there lost an update, so decodeA2aStream reports it: the events before it, then an SseError
// whose `what` is "truncated", naming the lost event's index.

import assert from "node:assert/strict";
import { test } from "node:test";
import { decodeA2aStream, decodeSse, SseError } from "@a2a-bindgen/kit";

async function* chunks(...parts: string[]): AsyncGenerator<string> {
  for (const p of parts) yield p;
}

async function drain<T>(it: AsyncIterable<T>): Promise<{ items: T[]; error: unknown }> {
  const items: T[] = [];
  try {
    for await (const x of it) items.push(x);
    return { items, error: undefined };
  } catch (error) {
    return { items, error };
  }
}

test("decodeSse by default discards an event without its closing blank line, as the standard says", async () => {
  const { items, error } = await drain(decodeSse(chunks("data: one\n\n", "data: two")));
  assert.deepEqual(
    items.map((e) => e.data),
    ["one"],
  );
  assert.equal(error, undefined);
});

test('decodeSse with truncated: "error": the events before, then SseError "truncated" at event #1', async () => {
  const { items, error } = await drain(decodeSse(chunks("data: one\n\n", "data: tw"), { truncated: "error" }));
  assert.deepEqual(
    items.map((e) => e.data),
    ["one"],
  );
  assert.ok(error instanceof SseError, String(error));
  assert.equal(error.what, "truncated");
  assert.equal(error.eventIndex, 1);
});

test("a partial line, an event type alone or a lone comment-free field counts as a cut event; a comment or blank lines do not", async () => {
  for (const tail of ["d", "event: x\n", "data: a\ndata: b\n", "id: 7"]) {
    const { error } = await drain(decodeSse(chunks("data: one\n\n", tail), { truncated: "error" }));
    assert.ok(error instanceof SseError && error.what === "truncated", JSON.stringify(tail));
  }
  for (const tail of ["", "\n", ": keep-alive\n", "\n\n"]) {
    const { items, error } = await drain(decodeSse(chunks("data: one\n\n", tail), { truncated: "error" }));
    assert.equal(error, undefined, JSON.stringify(tail));
    assert.equal(items.length, 1);
  }
});

test("decodeA2aStream reports a cut stream by default, and a clean end as a clean end", async () => {
  const whole = 'data: {"task":{"id":"t","contextId":"c","status":{"state":"TASK_STATE_WORKING"}}}\n\n';
  const cut = await drain(decodeA2aStream(chunks(whole, 'data: {"task":'), "http+json"));
  assert.equal(cut.items.length, 1);
  assert.ok(cut.error instanceof SseError && cut.error.what === "truncated");
  const clean = await drain(decodeA2aStream(chunks(whole), "http+json"));
  assert.equal(clean.items.length, 1);
  assert.equal(clean.error, undefined);
  const optedOut = await drain(decodeA2aStream(chunks(whole, "data: {"), "http+json", { truncated: "discard" }));
  assert.equal(optedOut.error, undefined);
});

test("after the SseError the iterator is done: one error, not one per call", async () => {
  const it = decodeSse(chunks("data: x"), { truncated: "error" });
  await assert.rejects(it.next(), SseError);
  assert.deepEqual(await it.next(), { value: undefined, done: true });
});
