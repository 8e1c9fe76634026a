// The A2A layer over SSE: streams recorded from the real @a2a-js/sdk 1.3.0 peer (scripts/record-sse.ts,
// test/support/fixtures/sse/) and the literal frames of the peer notes (a2a-peers.md I11 and §1b, a2a-peers-2.md
// 2.1(b)/(c)). Expected kinds, forms and payload members are written by hand from those notes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import fc from "fast-check";
import { decodeA2aStream, encodeStreamError, encodeStreamResponse, readStreamEvent, type StreamBinding, type StreamItem } from "@a2a-bindgen/kit";

const FIXTURES = new URL("../support/fixtures/sse/", import.meta.url);

async function items(text: string | Uint8Array, binding: StreamBinding): Promise<StreamItem[]> {
  async function* one() {
    yield text;
  }
  const out: StreamItem[] = [];
  for await (const item of decodeA2aStream(one(), binding)) out.push(item);
  return out;
}

const payloadKey = (i: StreamItem): string => (i.kind === "response" ? Object.keys(i.response as object).join(",") : i.kind);

test("recorded 1.3.0 JSON-RPC stream (1.0): four JSON-RPC responses, result unwrapped: task, statusUpdate, artifactUpdate, statusUpdate", async () => {
  const got = await items(await readFile(new URL("jsonrpc-1.0.sse", FIXTURES)), "jsonrpc");
  assert.deepEqual(got.map(payloadKey), ["task", "statusUpdate", "artifactUpdate", "statusUpdate"]);
  for (const i of got) assert.ok(i.kind === "response" && i.echo?.id === 7, "the request's id (7) on every line");
  const last = got[3];
  assert.ok(last.kind === "response");
  assert.equal((last.response as any).statusUpdate.status.state, "TASK_STATE_COMPLETED");
});

test("recorded 1.3.0 HTTP+JSON stream (1.0): bare StreamResponse lines", async () => {
  const got = await items(await readFile(new URL("rest-1.0.sse", FIXTURES)), "http+json");
  assert.deepEqual(got.map(payloadKey), ["task", "statusUpdate", "artifactUpdate", "statusUpdate"]);
  assert.ok(got.every((i) => i.kind === "response" && i.echo === undefined));
});

test("recorded 1.3.0 legacy JSON-RPC stream (0.3): v0.3 `kind` objects in result", async () => {
  const got = await items(await readFile(new URL("jsonrpc-0.3.sse", FIXTURES)), "jsonrpc");
  assert.deepEqual(
    got.map((i) => (i.kind === "response" ? (i.response as any).kind : i.kind)),
    ["task", "status-update", "artifact-update", "status-update"],
  );
  const last = got[3];
  assert.ok(last.kind === "response" && (last.response as any).final === true);
});

test("recorded 1.3.0 legacy HTTP+JSON stream (0.3): bare v0.3 proto JSON, `final` on the last", async () => {
  const got = await items(await readFile(new URL("rest-0.3.sse", FIXTURES)), "http+json");
  assert.deepEqual(got.map(payloadKey), ["task", "statusUpdate", "artifactUpdate", "statusUpdate"]);
  const last = got[3];
  assert.ok(last.kind === "response" && (last.response as any).statusUpdate.final === true);
});

test("recorded 1.3.0 legacy tasks/resubscribe on an unknown task: `event: error` with a JSON-RPC error (-32001)", async () => {
  const got = await items(await readFile(new URL("jsonrpc-0.3-error.sse", FIXTURES)), "jsonrpc");
  assert.equal(got.length, 1);
  const e = got[0];
  assert.ok(e.kind === "error");
  assert.equal(e.form, "jsonrpc");
  assert.deepEqual(e.payload, { code: -32001, message: "Task not found: nope" });
  assert.equal(e.event.type, "error");
  assert.equal(e.echo?.id, 11);
});

test("1.3.0's HTTP+JSON mid-stream error: google.rpc.Status on `event: error` (form status, body as sent)", async () => {
  const body = {
    error: {
      code: 404,
      status: "NOT_FOUND",
      message: "Task not found: x",
      details: [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "TASK_NOT_FOUND", domain: "a2a-protocol.org" }],
    },
  };
  const got = await items(`data: {"statusUpdate":{}}\n\nevent: error\ndata: ${JSON.stringify(body)}\n\n`, "http+json");
  assert.equal(got[0].kind, "response");
  assert.ok(got[1].kind === "error" && got[1].form === "status");
  assert.deepEqual(got[1].payload, body);
});

test("v0.3 REST error bodies ({code, message}, 1.3.0 legacy and 0.3.14) are form code-message", async () => {
  const got = await items('event: error\ndata: {"code":-32001,"message":"Task not found: nope"}\n\n', "http+json");
  assert.ok(got[0].kind === "error" && got[0].form === "code-message");
  assert.deepEqual(got[0].payload, { code: -32001, message: "Task not found: nope" });
});

test("0.3.14's JSON-RPC frames (a2a-peers-2.md 2.1(c)): id first, then jsonrpc; blank lines between", async () => {
  const text =
    'data: {"jsonrpc":"2.0","id":7,"result":{"kind":"task","id":"t","contextId":"c","status":{"state":"submitted"}}}\n\n' +
    'data: {"jsonrpc":"2.0","id":7,"result":{"kind":"status-update","taskId":"t","contextId":"c","final":false,"status":{"state":"working"}}}\n\n';
  const got = await items(text, "jsonrpc");
  assert.deepEqual(
    got.map((i) => (i.kind === "response" ? (i.response as any).kind : i.kind)),
    ["task", "status-update"],
  );
});

test("a REST line must not be unwrapped, a JSON-RPC line must (I11): the wrong binding is visible", async () => {
  // A bare StreamResponse read as JSON-RPC is not a response; a JSON-RPC line read as REST stays wrapped.
  const bare = await items('data: {"task":{"id":"t"}}\n\n', "jsonrpc");
  assert.ok(bare[0].kind === "invalid" && /\$\.jsonrpc/.test(bare[0].reason));
  const wrapped = await items('data: {"jsonrpc":"2.0","id":1,"result":{"task":{}}}\n\n', "http+json");
  assert.ok(wrapped[0].kind === "response" && Object.hasOwn(wrapped[0].response as object, "jsonrpc"));
});

test("invalid events name the event: not JSON, not an object, an error event of no known form", async () => {
  const got = await items('data: {"task":{}}\n\ndata: nope\n\ndata: [1]\n\nevent: error\ndata: {"x":1}\n\n', "http+json");
  assert.deepEqual(
    got.map((i) => i.kind),
    ["response", "invalid", "invalid", "invalid"],
  );
  assert.ok(got[1].kind === "invalid" && got[1].reason.startsWith("event #1: the data is not JSON"));
  assert.ok(got[3].kind === "invalid" && got[3].reason.startsWith("event #3: an error event"));
});

test("encoders write what a2a-js 1.3.0 writes (formatSSEEvent / formatSSEErrorEvent), and read back", async () => {
  assert.equal(encodeStreamResponse("http+json", { task: { id: "t" } }), 'data: {"task":{"id":"t"}}\n\n');
  assert.equal(
    encodeStreamResponse("jsonrpc", { task: { id: "t" } }, { id: 1.5, idText: "1.50" }),
    'data: {"jsonrpc":"2.0","id":1.50,"result":{"task":{"id":"t"}}}\n\n',
  );
  assert.equal(
    encodeStreamError("jsonrpc", { code: -32001, message: "Task not found: nope" }, { id: 11 }),
    'event: error\ndata: {"jsonrpc":"2.0","id":11,"error":{"code":-32001,"message":"Task not found: nope"}}\n\n',
  );
  const status = { error: { code: 400, status: "FAILED_PRECONDITION", message: "m", details: [] } };
  assert.equal(encodeStreamError("http+json", status), `event: error\ndata: ${JSON.stringify(status)}\n\n`);
  const back = await items(encodeStreamResponse("jsonrpc", { message: { messageId: "x" } }, { id: "a" }), "jsonrpc");
  assert.ok(back[0].kind === "response" && back[0].echo?.id === "a");
});

test("property: readStreamEvent answers every data string in both bindings", () => {
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.json()), fc.constantFrom("message", "error"), (data, type) => {
      for (const b of ["jsonrpc", "http+json"] as const) {
        const i = readStreamEvent({ type, data, lastEventId: "" }, b);
        assert.ok(["response", "error", "invalid"].includes(i.kind));
      }
    }),
    { numRuns: 400 },
  );
});
