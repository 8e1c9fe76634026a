// The core on plain values, without HTTP: a request of method, target, lowercased headers and body bytes
// gets a status, headers and body bytes, or an SSE stream of bytes; the 413 answer for a request head.

import assert from "node:assert/strict";
import { test } from "node:test";
import { createA2AServer } from "@a2a-bindgen/server";
import { fixtureAgent, fixtureCard } from "./fixture-agent.ts";

const enc = new TextEncoder();
const dec = new TextDecoder();
const card = fixtureCard();
// No client reads the card here: any absolute URL lets the server build (it checks its card).
const core = createA2AServer({ agent: fixtureAgent(card).agent, card, basePath: "/api", publicUrl: "http://127.0.0.1:9/api", maxBodySize: 1000 });
const message = { messageId: "k1", role: "ROLE_USER", parts: [{ text: "hi" }] };

test("a unary call answers bytes; a streaming call answers a stream of SSE bytes", async () => {
  const body = enc.encode(JSON.stringify({ jsonrpc: "2.0", id: 4, method: "SendMessage", params: { message } }));
  const a = await core.handle({ method: "POST", path: "/api", headers: { "a2a-version": "1.0", "content-type": "application/json" }, body });
  assert.equal(a.status, 200);
  assert.ok("body" in a);
  const json = JSON.parse(dec.decode(a.body));
  assert.equal(json.id, 4);
  assert.equal(json.result.task.id, "task-k1");
  const s = await core.handle({
    method: "POST",
    path: "/api/message:stream?A2A-Version=1.0",
    headers: { "content-type": "application/json" },
    body: enc.encode(JSON.stringify({ message: { ...message, messageId: "k2" } })),
  });
  assert.ok("stream" in s);
  assert.equal(s.headers["content-type"], "text/event-stream");
  let text = "";
  for await (const chunk of s.stream) text += dec.decode(chunk);
  assert.equal(text.split("\n\n").filter((b) => b.startsWith("data: ")).length, 4);
});

test("tooLarge answers 413 in the binding the head names", () => {
  const j = core.tooLarge({ method: "POST", path: "/api", headers: { "a2a-version": "1.0" } });
  assert.equal(j.status, 413);
  assert.ok("body" in j);
  assert.equal(JSON.parse(dec.decode(j.body)).error.code, -32600);
  const r = core.tooLarge({ method: "POST", path: "/api/message:send", headers: { "a2a-version": "1.0" } });
  assert.ok("body" in r);
  assert.equal(JSON.parse(dec.decode(r.body)).error.code, 413);
  assert.equal(core.maxBodySize, 1000);
  assert.equal(core.basePath, "/api");
});

test("a body over the limit handed to handle directly is refused too", async () => {
  const a = await core.handle({ method: "POST", path: "/api", headers: {}, body: new Uint8Array(1001) });
  assert.equal(a.status, 413);
});
