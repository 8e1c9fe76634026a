// v0.3 streams through the compat converters (kit sse/compat.ts), on the recordings of test/support/fixtures/sse/
// (@a2a-js/sdk 1.3.0's v0.3 endpoints). Expected v1.0 StreamResponses written by hand from v1.0.1 a2a.proto
// (StreamResponse oneof task/message/status_update/artifact_update; TaskState and Role enum names; Message
// parts; TaskStatusUpdateEvent without `final`), and the v0.3 forms from a2a.json v0.3.0 (kind-tagged
// events, lowercase states) and v0.3.0 a2a.proto (Message.content, `final`).

import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { test } from "node:test";
import { compat } from "@a2a-bindgen/a2a/compat";
import { type CompatStreamItem, decodeCompatStream, decodeSse, encodeCompatStreamResponse, type StreamBinding } from "@a2a-bindgen/kit";

const FIXTURES = new URL("../support/fixtures/sse/", import.meta.url);

/** A source of one chunk, as a fetch body read in one go would be. */
async function* one(chunk: string | Uint8Array) {
  yield chunk;
}

async function items(file: string, binding: StreamBinding, options = {}): Promise<CompatStreamItem[]> {
  const out: CompatStreamItem[] = [];
  for await (const item of decodeCompatStream(one(await readFile(new URL(file, FIXTURES))), binding, compat.toV1_0, options)) out.push(item);
  return out;
}

function responses(got: CompatStreamItem[]): unknown[] {
  return got.map((i) => {
    assert.equal(i.kind, "response", JSON.stringify(i));
    if (i.kind !== "response") return null;
    assert.deepEqual(i.losses, []);
    return i.response;
  });
}

/**
 * The v1.0 StreamResponses of the recorded echo stream `rec` (a2a.proto v1.0 StreamResponse): the submitted
 * task with the user's message, working, the echoed artifact as its last chunk, completed.
 */
function echoStream(rec: string, task: string, ctx: string, ts: string): unknown[] {
  const status = (state: string) => ({ statusUpdate: { taskId: task, contextId: ctx, status: { state, timestamp: ts } } });
  const message = { messageId: rec, role: "ROLE_USER", parts: [{ text: `stream ${rec}` }], contextId: ctx, taskId: task };
  const artifact = { artifactId: `artifact-${rec}`, parts: [{ text: `echo: stream ${rec}` }], name: "echo" };
  return [
    { task: { id: task, contextId: ctx, status: { state: "TASK_STATE_SUBMITTED", timestamp: ts }, history: [message] } },
    status("TASK_STATE_WORKING"),
    { artifactUpdate: { taskId: task, contextId: ctx, artifact, lastChunk: true } },
    status("TASK_STATE_COMPLETED"),
  ];
}

test("JSON-RPC: a v0.3 peer's kind-tagged events read as v1.0 StreamResponses", async () => {
  const got = await items("jsonrpc-0.3.sse", "jsonrpc");
  const expected = echoStream("rec-3", "4ece4d46-df60-4de5-a053-5cf5e13f77cf", "b3956ec2-d446-4362-80b2-7d45941faecf", "2026-12-03T18:31:33.556Z");
  assert.deepEqual(responses(got), expected);
  // The JSON-RPC id is still there to compare with the request's.
  assert.equal(got[0].kind === "response" ? got[0].echo?.id : undefined, 8);
});

test("HTTP+JSON: a v0.3 peer's ProtoJSON StreamResponses read as v1.0 (content → parts, final dropped)", async () => {
  const got = await items("rest-0.3.sse", "http+json");
  const expected = echoStream("rec-4", "3dc30af7-f194-4d2d-8ce9-94fa04646b48", "de491a1d-b534-4fd5-be23-44abe0941c13", "2026-12-03T18:31:33.589Z");
  assert.deepEqual(responses(got), expected);
});

test("an error mid-stream passes as sent, for the v0.3 error table", async () => {
  const got = await items("jsonrpc-0.3-error.sse", "jsonrpc");
  assert.equal(got.length, 1);
  assert.equal(got[0].kind, "error");
  if (got[0].kind !== "error") return;
  assert.equal(got[0].form, "jsonrpc");
  assert.deepEqual(got[0].payload, { code: -32001, message: "Task not found: nope" });
});

const v03Event = (extra: Record<string, unknown>) =>
  `data: ${JSON.stringify({ jsonrpc: "2.0", id: 1, result: { kind: "status-update", taskId: "t", contextId: "c", status: { state: "working" }, final: false, ...extra } })}\n\n`;

test("losses are reported; in strict mode an event that loses anything is an invalid item saying why", async () => {
  const loose: CompatStreamItem[] = [];
  for await (const i of decodeCompatStream(one(v03Event({ bogus: 1 })), "jsonrpc", compat.toV1_0)) loose.push(i);
  assert.equal(loose.length, 1);
  assert.equal(loose[0].kind, "response");
  if (loose[0].kind !== "response") return;
  assert.deepEqual(loose[0].response, { statusUpdate: { taskId: "t", contextId: "c", status: { state: "TASK_STATE_WORKING" } } });
  assert.ok(
    loose[0].losses.some((l) => /bogus/.test(l.path)),
    JSON.stringify(loose[0].losses),
  );

  const strict: CompatStreamItem[] = [];
  for await (const i of decodeCompatStream(one(v03Event({ bogus: 1 })), "jsonrpc", compat.toV1_0, { strict: true })) strict.push(i);
  assert.equal(strict[0].kind, "invalid");
  if (strict[0].kind === "invalid") assert.match(strict[0].reason, /^event #0: .*bogus/);
});

test("hostile converters or events give invalid items, never a crash", async () => {
  const got: CompatStreamItem[] = [];
  for await (const i of decodeCompatStream(one(v03Event({})), "jsonrpc", null as never)) got.push(i);
  assert.equal(got[0].kind, "invalid");
  const odd: CompatStreamItem[] = [];
  for await (const i of decodeCompatStream(one('data: {"jsonrpc":"2.0","id":1,"result":5}\n\n'), "jsonrpc", compat.toV1_0)) odd.push(i);
  assert.equal(odd.length, 1);
  assert.notEqual(odd[0].kind, "error");
});

async function onlyData(text: string): Promise<unknown> {
  const events = [];
  for await (const e of decodeSse(one(text))) events.push(e);
  assert.equal(events.length, 1);
  return JSON.parse(events[0].data);
}

test("encoder: a v1.0 StreamResponse as the line a v0.3 client reads, on each binding", async () => {
  const v10 = { statusUpdate: { taskId: "t", contextId: "c", status: { state: "TASK_STATE_COMPLETED" } } };
  const rpc = encodeCompatStreamResponse("jsonrpc", v10, compat.toV0_3, { id: 8 });
  assert.equal(rpc.ok, true);
  if (!rpc.ok) return;
  assert.deepEqual(rpc.losses, []);
  // a2a.json v0.3.0 TaskStatusUpdateEvent: kind "status-update", lowercase state, final required (true: completed ends the stream).
  assert.deepEqual(await onlyData(rpc.event), {
    jsonrpc: "2.0",
    id: 8,
    result: { kind: "status-update", taskId: "t", contextId: "c", status: { state: "completed" }, final: true },
  });
  const rest = encodeCompatStreamResponse("http+json", v10, compat.toV0_3);
  assert.equal(rest.ok, true);
  if (!rest.ok) return;
  assert.deepEqual(await onlyData(rest.event), { statusUpdate: { taskId: "t", contextId: "c", status: { state: "TASK_STATE_COMPLETED" }, final: true } });
});

test("encoder: what v0.3 cannot carry is reported (a text part's mediaType); round trip of the rest", async () => {
  const v10 = { message: { messageId: "m", role: "ROLE_AGENT", parts: [{ text: "hi", mediaType: "text/plain" }] } };
  const line = encodeCompatStreamResponse("jsonrpc", v10, compat.toV0_3, { id: "s" });
  assert.equal(line.ok, true);
  if (!line.ok) return;
  assert.ok(
    line.losses.some((l) => /mediaType/.test(l.path)),
    JSON.stringify(line.losses),
  );
  assert.deepEqual(await onlyData(line.event), {
    jsonrpc: "2.0",
    id: "s",
    result: { kind: "message", messageId: "m", role: "agent", parts: [{ kind: "text", text: "hi" }] },
  });
  const back: CompatStreamItem[] = [];
  for await (const i of decodeCompatStream(one(line.event), "jsonrpc", compat.toV1_0)) back.push(i);
  assert.deepEqual(responses(back), [{ message: { messageId: "m", role: "ROLE_AGENT", parts: [{ text: "hi" }] } }]);
  const strict = encodeCompatStreamResponse("jsonrpc", v10, compat.toV0_3, { id: "s" }, { strict: true });
  assert.equal(strict.ok, false);
});
