// A client that sends a body far over maxBodySize as fast as it can must read the 413, not lose it to a
// reset: a server that answers early and closes while the client still sends makes the client's kernel
// see a reset (RFC 9112 §9.6: a server closing while data is still arriving should half-close and read on
// first, or the client may never see the answer). Through fetch (undici), node:http and a raw socket, with
// the length declared and chunked, on JSON-RPC and HTTP+JSON: the complete 413 in the binding's error
// form, and no EPIPE or ECONNRESET before it.

import { assertNothingRefused } from "./support/guard.ts";
import assert from "node:assert/strict";
import http from "node:http";
import net from "node:net";
import { after, afterEach, before, describe, test } from "node:test";
import { errorOf, versionHeader, wire } from "./support/a2a.ts";
import { type Agent, startAgent } from "./support/server.ts";

afterEach(assertNothingRefused);

const KiB = 1024;
const MiB = 1024 * KiB;
const LIMIT = 64 * KiB;
/** 128 times the limit. */
const SIZE = 8 * MiB;

/** A JSON text of `size` bytes (a SendMessage whose text is long): what a client in a hurry sends. */
function bigBody(jsonRpc: boolean): Buffer {
  const head = jsonRpc
    ? '{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"b","role":"ROLE_USER","parts":[{"text":"'
    : '{"message":{"messageId":"b","role":"ROLE_USER","parts":[{"text":"';
  const tail = jsonRpc ? '"}]}}}' : '"}]}}';
  const body = Buffer.alloc(SIZE, "x");
  body.write(head, 0);
  body.write(tail, SIZE - tail.length);
  return body;
}

/** A response read off a raw socket: its status, headers and body once complete, or the error that came first. */
interface RawOutcome {
  status?: number;
  body?: string;
  error?: string;
}

/** Sends `head` and `body` (in 64 KiB writes, never waiting for drain) and reads the answer as it comes. */
function rawSend(port: number, head: string, body: Buffer, chunked: boolean): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = Buffer.alloc(0);
    let settled = false;
    const settle = (o: RawOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(o);
    };
    const timer = setTimeout(() => settle({ error: "no complete answer within 10 s" }), 10_000);
    socket.on("data", (c: Buffer) => {
      received = Buffer.concat([received, c]);
      const end = received.indexOf("\r\n\r\n");
      if (end === -1) return;
      const lines = received.subarray(0, end).toString("latin1").split("\r\n");
      const status = Number(lines[0].split(" ")[1]);
      const length = lines.find((l) => l.toLowerCase().startsWith("content-length:"));
      assert.ok(length !== undefined, `the answer has no Content-Length: ${lines.join(" | ")}`);
      const n = Number(length.split(":")[1]);
      if (received.length - end - 4 >= n) settle({ status, body: received.subarray(end + 4, end + 4 + n).toString("utf8") });
    });
    socket.on("error", (e: NodeJS.ErrnoException) => settle({ error: `${e.code ?? ""} ${e.message}` }));
    socket.on("close", () => settle({ error: `closed after ${received.length} bytes of answer: ${received.toString("latin1").slice(0, 200)}` }));
    socket.on("connect", () => {
      socket.write(head);
      for (let at = 0; at < body.length && !settled; at += 64 * KiB) {
        const part = body.subarray(at, at + 64 * KiB);
        socket.write(chunked ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from("\r\n")]) : part);
      }
      if (chunked && !settled) socket.write("0\r\n\r\n");
    });
  });
}

/**
 * Sends `head` and `body` in full (never waiting for drain), half-closes, and reads until the server
 * closes: the answer, whether every byte was handed to the network ('finish'), and any socket error.
 */
function sendWhole(port: number, head: string, body: Buffer): Promise<RawOutcome & { finished: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = Buffer.alloc(0);
    let error: string | undefined;
    let finished = false;
    const timer = setTimeout(() => socket.destroy(new Error("the server did not close within 10 s")), 10_000);
    socket.on("data", (c: Buffer) => {
      received = Buffer.concat([received, c]);
    });
    socket.on("finish", () => {
      finished = true;
    });
    socket.on("error", (e: NodeJS.ErrnoException) => {
      error ??= `${e.code ?? ""} ${e.message}`;
    });
    socket.on("close", () => {
      clearTimeout(timer);
      const end = received.indexOf("\r\n\r\n");
      const status = end === -1 ? undefined : Number(received.subarray(0, end).toString("latin1").split(" ")[1]);
      resolve({ status, body: end === -1 ? undefined : received.subarray(end + 4).toString("utf8"), error, finished });
    });
    socket.on("connect", () => {
      socket.write(head);
      for (let at = 0; at < body.length; at += 64 * KiB) socket.write(body.subarray(at, at + 64 * KiB));
      socket.end();
    });
  });
}

describe("a fast sender of a body far over maxBodySize reads the 413", () => {
  let s: Agent;
  let version: string;
  before(async () => {
    s = await startAgent({ server: { maxBodySize: LIMIT } });
    version = await versionHeader();
  });
  after(() => s?.close());

  /** The 413 in the binding's error form: a JSON-RPC error (id null: the body was not read), or google.rpc.Status with code 413. */
  function assert413(status: number | undefined, text: string | undefined, jsonRpc: boolean, what: string): void {
    assert.equal(status, 413, `${what}: ${text?.slice(0, 200)}`);
    let json: unknown;
    try {
      json = JSON.parse(text ?? "");
    } catch {}
    const e = errorOf({ status: 413, headers: {}, text: text ?? "", json });
    assert.ok(e !== null, `${what}: not an error body: ${text?.slice(0, 200)}`);
    if (jsonRpc) {
      assert.equal(e.form, "jsonrpc", what);
      assert.equal((json as { id: unknown }).id, null, what);
    } else {
      assert.equal(e.form, "google.rpc.Status", what);
      assert.equal(e.code, 413, what);
    }
    assert.match(e.message, new RegExp(String(LIMIT)), `${what}: the message does not name the limit`);
  }

  for (const jsonRpc of [true, false]) {
    const binding = jsonRpc ? "JSON-RPC" : "HTTP+JSON";
    const path = async () => (jsonRpc ? "/" : (await wire("1.0")).build("SendMessage", { message: { messageId: "b" } }).url);

    test(`${binding}: fetch (undici) sending 8 MiB`, async () => {
      const r = await fetch(s.origin + (await path()), {
        method: "POST",
        headers: { "content-type": "application/json", [version]: "1.0" },
        body: new Uint8Array(bigBody(jsonRpc)),
        signal: AbortSignal.timeout(10_000),
      }).catch((e: Error & { cause?: NodeJS.ErrnoException }) =>
        assert.fail(`fetch failed instead of answering 413: ${e.message} (${e.cause?.code ?? e.cause?.message})`),
      );
      assert413(r.status, await r.text(), jsonRpc, "fetch");
    });

    test(`${binding}: node:http sending 8 MiB`, async () => {
      const p = await path();
      const outcome = await new Promise<RawOutcome>((resolve) => {
        const req = http.request(
          { host: "127.0.0.1", port: s.port, path: p, method: "POST", agent: false, headers: { "content-type": "application/json", [version]: "1.0" } },
          (res) => {
            let text = "";
            res.on("data", (c) => {
              text += c;
            });
            res.on("end", () => resolve({ status: res.statusCode, body: text }));
            res.on("error", (e: NodeJS.ErrnoException) => resolve({ error: `${e.code} ${e.message}` }));
          },
        );
        req.on("error", (e: NodeJS.ErrnoException) => resolve({ error: `${e.code} ${e.message}` }));
        req.setTimeout(10_000, () => req.destroy(new Error("no answer within 10 s")));
        req.end(bigBody(jsonRpc));
      });
      assert.equal(outcome.error, undefined, `node:http saw ${outcome.error} instead of the 413`);
      assert413(outcome.status, outcome.body, jsonRpc, "node:http");
    });

    test(`${binding}: a sender of 8 times the limit finishes sending, reads the 413, and sees the server close without a reset`, async () => {
      // RFC 9112 §9.6: a server closing while the client sends half-closes and reads on, so that the
      // client's stack is not reset (a reset may erase the answer before the client reads it).
      const p = await path();
      const body = bigBody(jsonRpc).subarray(0, 8 * LIMIT);
      const head = `POST ${p} HTTP/1.1\r\nhost: 127.0.0.1:${s.port}\r\ncontent-type: application/json\r\n${version}: 1.0\r\ncontent-length: ${body.length}\r\n\r\n`;
      const outcome = await sendWhole(s.port, head, body);
      assert.equal(outcome.error, undefined, `the socket saw ${outcome.error}`);
      assert.ok(outcome.finished, "the body could not be sent in full");
      assert413(outcome.status, outcome.body, jsonRpc, "a sender of 8 times the limit");
    });

    for (const chunked of [false, true]) {
      test(`${binding}: a raw socket sending 8 MiB ${chunked ? "chunked" : "with Content-Length"}, never waiting`, async () => {
        const p = await path();
        const framing = chunked ? "transfer-encoding: chunked" : `content-length: ${SIZE}`;
        const head = `POST ${p} HTTP/1.1\r\nhost: 127.0.0.1:${s.port}\r\ncontent-type: application/json\r\n${version}: 1.0\r\n${framing}\r\n\r\n`;
        const outcome = await rawSend(s.port, head, bigBody(jsonRpc), chunked);
        assert.equal(outcome.error, undefined, `the socket saw ${outcome.error} before the 413`);
        assert413(outcome.status, outcome.body, jsonRpc, "raw socket");
      });
    }
  }
});
