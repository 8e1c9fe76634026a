// The 0.3.14 peer's behaviour switch, over its own JSON-RPC binding (v0.3 method names from the generated
// table): "message: …" answers with a Message; "wait: …" parks a working task until it is cancelled; close()
// releases what is parked and stops every server it started.

import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { v0_3 } from "@a2a-bindgen/a2a";
import { type PeerV03, startPeerV03 } from "./server-v03.js";

let peer: PeerV03 | undefined;
before(async () => {
  peer = await startPeerV03();
});
after(async () => {
  await peer?.close();
});

let id = 0;
async function rpc(method: string, params: unknown): Promise<Record<string, any>> {
  const res = await fetch(peer!.jsonRpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params }),
    signal: AbortSignal.timeout(5_000),
  });
  assert.equal(res.status, 200);
  return (await res.json()) as Record<string, any>;
}
const message = (text: string) => ({ kind: "message", messageId: `m-${id}`, role: "user", parts: [{ kind: "text", text }] });
const ops = v0_3.operations;

test('"message: …" answers with a Message (v0.3 kind "message", role "agent")', async () => {
  const r = await rpc(ops.SendMessage.jsonRpcMethod, { message: message("message: hi") });
  assert.equal(r.result.kind, "message");
  assert.equal(r.result.role, "agent");
  assert.deepEqual(r.result.parts, [{ kind: "text", text: "echo: message: hi" }]);
});

test("anything else completes a task with an echo artifact", async () => {
  const r = await rpc(ops.SendMessage.jsonRpcMethod, { message: message("hello"), configuration: { blocking: true } });
  assert.equal(r.result.kind, "task");
  assert.equal(r.result.status.state, "completed");
  assert.deepEqual(r.result.artifacts[0].parts, [{ kind: "text", text: "echo: hello" }]);
});

test('"wait: …" stays working until cancelled; the cancel answers canceled', async () => {
  const sent = await rpc(ops.SendMessage.jsonRpcMethod, { message: message("wait: forever"), configuration: { blocking: false } });
  assert.equal(sent.result.status.state, "working");
  const got = await rpc(ops.GetTask.jsonRpcMethod, { id: sent.result.id });
  assert.equal(got.result.status.state, "working");
  const cancelled = await rpc(ops.CancelTask.jsonRpcMethod, { id: sent.result.id });
  assert.equal(cancelled.result.status.state, "canceled");
});

test("close() is idempotent and leaves nothing listening", async () => {
  const p = await startPeerV03();
  const parked = await fetch(p.jsonRpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: ops.SendMessage.jsonRpcMethod,
      params: { message: message("wait: x"), configuration: { blocking: false } },
    }),
    signal: AbortSignal.timeout(5_000),
  });
  assert.equal(parked.status, 200);
  await Promise.all([p.close(), p.close()]);
  await assert.rejects(fetch(p.cardUrl, { signal: AbortSignal.timeout(2_000) }));
});
