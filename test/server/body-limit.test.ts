// A body over maxBodySize is answered 413 (RFC 9110 §15.5.14 Content Too Large), and a client that is still
// sending reads that answer: the server reads and drops the rest of the body (up to 16 times the limit)
// before it closes the connection, instead of resetting it under the client (which then sees ECONNRESET or
// EPIPE and never the status). Over gRPC, readMaxBytes refuses a message too large with RESOURCE_EXHAUSTED
// (gRPC status codes: 8).

import assert from "node:assert/strict";
import net from "node:net";
import { after, before, describe, test } from "node:test";
import { type GrpcServer, startGrpcServer } from "@a2a-bindgen/server/grpc";
import { fixtureAgent, fixtureCard } from "./fixture-agent.ts";
import { testAgent, testCard } from "./grpc-agent.js";
import { raw, V1 } from "./grpc-raw.js";
import { type Running, start } from "./harness.ts";

const LIMIT = 1024 * 1024;
const CHUNK = Buffer.alloc(256 * 1024, 0x20);

interface Sent {
  status: number;
  body: string;
  /** The socket error the client saw, if any (after the answer, once the server stops reading at its bound). */
  error?: string;
}

/**
 * POSTs `total` bytes over a raw socket as fast as the socket takes them (declared with Content-Length, or
 * chunked), until the server closes; the answer is the first one read. `blocking`: reads nothing until the
 * whole body is written, as a client that sends, then reads (Python's http.client, curl without
 * Expect) does; otherwise reads while it sends.
 */
function fastSend(url: string, total: number, chunked: boolean, headers: Record<string, string>, blocking = false): Promise<Sent> {
  const u = new URL(url);
  const head = [
    `POST ${u.pathname} HTTP/1.1`,
    `host: ${u.host}`,
    "content-type: application/json",
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    chunked ? "transfer-encoding: chunked" : `content-length: ${total}`,
    "",
    "",
  ].join("\r\n");
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port) });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error("the server did not close in 8 s"));
    }, 8000);
    const read: Buffer[] = [];
    let error: string | undefined;
    socket.on("data", (c: Buffer) => read.push(c));
    socket.on("error", (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    socket.on("close", () => {
      clearTimeout(timer);
      const text = Buffer.concat(read).toString("latin1");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const at = text.indexOf("\r\n\r\n");
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(text.slice(0, at))?.[1] ?? 0);
      resolve({ status, body: at === -1 ? "" : text.slice(at + 4, at + 4 + length), error });
    });
    let sent = 0;
    const pump = () => {
      while (sent < total && !socket.destroyed) {
        const n = Math.min(CHUNK.length, total - sent);
        sent += n;
        const piece = n === CHUNK.length ? CHUNK : CHUNK.subarray(0, n);
        // A chunk written whole (size line, bytes, CRLF), then the socket's back-pressure heeded.
        if (chunked) socket.write(`${n.toString(16)}\r\n`);
        let more = socket.write(piece);
        if (chunked) more = socket.write("\r\n");
        if (!more) return void socket.once("drain", pump);
      }
      if (!socket.destroyed && chunked) socket.write("0\r\n\r\n");
      if (blocking) socket.resume();
    };
    if (blocking) socket.pause();
    socket.on("connect", () => {
      socket.write(head);
      pump();
    });
  });
}

describe("a body over the limit, sent fast: the client reads the 413", () => {
  let s: Running;
  before(async () => {
    const card = fixtureCard();
    s = await start({ agent: fixtureAgent(card).agent, card, maxBodySize: LIMIT, onError: () => {} });
  });
  after(() => s.close());

  for (const chunked of [false, true]) {
    const how = chunked ? "chunked" : "with Content-Length";
    test(`JSON-RPC, 64 MiB ${how}, read while sending: 413 in the JSON-RPC form`, async () => {
      const a = await fastSend(s.base, 64 << 20, chunked, { "a2a-version": "1.0" });
      assert.equal(a.status, 413);
      const body = JSON.parse(a.body);
      assert.equal(body.jsonrpc, "2.0");
      assert.equal(body.id, null);
      assert.equal(body.error.code, -32600);
    });

    test(`HTTP+JSON, 64 MiB ${how}, read while sending: 413 in the google.rpc.Status form`, async () => {
      const a = await fastSend(`${s.base}/message:send`, 64 << 20, chunked, { "a2a-version": "1.0" });
      assert.equal(a.status, 413);
      assert.equal(JSON.parse(a.body).error.code, 413);
    });

    test(`12 MiB (12 times the limit, ${how}) from a client that reads only once it has sent: 413, then a clean close`, async () => {
      for (const url of [s.base, `${s.base}/message:send`]) {
        const a = await fastSend(url, 12 << 20, chunked, { "a2a-version": "1.0" }, true);
        assert.equal(a.error, undefined, `the client saw ${a.error}`);
        assert.equal(a.status, 413);
      }
    });
  }

  test("the server keeps serving after it dropped a large body", async () => {
    await fastSend(s.base, 32 << 20, false, {});
    const r = await fetch(`${s.base}/message:send`, {
      method: "POST",
      headers: { "content-type": "application/json", "a2a-version": "1.0", connection: "close" },
      body: JSON.stringify({ message: { messageId: "after", role: "ROLE_USER", parts: [{ text: "hi" }] } }),
      signal: AbortSignal.timeout(5000),
    });
    assert.equal(r.status, 200);
    assert.equal((await r.json()).task.id, "task-after");
  });
});

describe("gRPC readMaxBytes", () => {
  let small: GrpcServer;
  let standard: GrpcServer;
  before(async () => {
    const card = testCard();
    small = await startGrpcServer({ agent: testAgent(card), card, readMaxBytes: 64 * 1024, onError: () => {} });
    standard = await startGrpcServer({ agent: testAgent(card), card, onError: () => {} });
  });
  after(async () => {
    await small.close();
    await standard.close();
  });

  const send = (text: string) => ({ message: { messageId: "big", role: "ROLE_USER", parts: [{ text }] } });
  const call = (server: GrpcServer, text: string) =>
    raw(server.address, V1, "SendMessage", "lf.a2a.v1.SendMessageRequest", send(text), "lf.a2a.v1.SendMessageResponse", { "a2a-version": "1.0" });

  test("a message over readMaxBytes is RESOURCE_EXHAUSTED; one under it is served", async () => {
    assert.equal((await call(small, "x".repeat(64 * 1024 + 1))).code, 8);
    assert.equal((await call(small, "x".repeat(1000))).code, 0);
  });

  test("the default bound is 4 MiB, as the HTTP bindings' maxBodySize", async () => {
    assert.equal((await call(standard, "x".repeat((4 << 20) + 1))).code, 8);
    // (The answer holds the text twice, in the history and the artifact: kept under grpc-js's own 4 MiB receive bound.)
    assert.equal((await call(standard, "x".repeat(1 << 20))).code, 0);
  });

  test("readMaxBytes that is not a byte count is refused when the handler is built", async () => {
    const card = testCard();
    for (const readMaxBytes of [-1, 1.5, Number.NaN, 2 ** 40]) {
      await assert.rejects(startGrpcServer({ agent: testAgent(card), card, readMaxBytes }), TypeError, String(readMaxBytes));
    }
  });
});
