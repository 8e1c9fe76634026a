// Request ids over gRPC (issue 37): the caller's x-request-id metadata when it is 1–128 visible ASCII
// characters, else one the server makes, comes back in the response's initial metadata — the first HEADERS
// frame, which a stream cut short still delivered — never only in the trailers; the call's context carries
// it; INTERNAL's message names it. Both services (protocol 1.0 and 0.3), unary and server streaming, read
// with node:http2 so that the initial headers and the trailers are told apart.

import assert from "node:assert/strict";
import http2 from "node:http2";
import { after, before, describe, test } from "node:test";
import type { JsonValue } from "@bufbuild/protobuf";
import type { ErrorContext } from "@a2a-bindgen/server";
import { type GrpcServer, startGrpcServer } from "@a2a-bindgen/server/grpc";
import { encodeRequest } from "../../e2e/peer/grpc.ts";
import { SECRET, idAgent, idCard, isVisibleAscii, messages } from "./agent.ts";

const ID = "grpc-req_42.x~";

interface Answer {
  /** The first HEADERS frame (for a trailers-only answer, the only one). */
  initial: http2.IncomingHttpHeaders;
  /** The trailing HEADERS frame, when there is one. */
  trailers: http2.IncomingHttpHeaders | undefined;
  /** Response messages (their bytes). */
  messages: number;
  status: string;
  message: string;
}

/** One gRPC call over node:http2 (PROTOCOL-HTTP2.md: a length-prefixed message), bounded to 5 s. */
function grpcCall(address: string, path: string, message: Uint8Array, metadata: Record<string, string>, cutAfterFirst = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(`http://${address}`);
    session.on("error", reject);
    const timer = setTimeout(() => {
      session.destroy();
      reject(new Error(`${path}: no answer in 5 s`));
    }, 5_000);
    const req = session.request({ ":method": "POST", ":path": path, "content-type": "application/grpc+proto", te: "trailers", ...metadata });
    const frame = Buffer.alloc(5 + message.length);
    frame.writeUInt32BE(message.length, 1);
    frame.set(message, 5);
    req.end(frame);
    let initial: http2.IncomingHttpHeaders = {};
    let trailers: http2.IncomingHttpHeaders | undefined;
    let bytes = Buffer.alloc(0);
    const done = () => {
      clearTimeout(timer);
      session.close();
      let messages = 0;
      for (let at = 0; at + 5 <= bytes.length; at += 5 + bytes.readUInt32BE(at + 1)) messages++;
      const last = trailers ?? initial;
      resolve({
        initial,
        trailers,
        messages,
        status: String(last["grpc-status"] ?? ""),
        message: decodeURIComponent(String(last["grpc-message"] ?? "")),
      });
    };
    req.on("response", (h) => {
      initial = h;
      // A client that goes away after the first headers: what it has is the initial metadata.
      if (cutAfterFirst) {
        req.close(http2.constants.NGHTTP2_CANCEL);
        done();
      }
    });
    req.on("trailers", (t) => (trailers = t));
    req.on("data", (d: Buffer) => (bytes = Buffer.concat([bytes, d])));
    req.on("end", () => {
      if (!cutAfterFirst) done();
    });
    req.on("error", () => {});
  });
}

const services = [
  { version: "1.0", service: "/lf.a2a.v1.A2AService/", type: "lf.a2a.v1.SendMessageRequest", message: messages.v1 },
  { version: "0.3", service: "/a2a.v1.A2AService/", type: "a2a.v1.SendMessageRequest", message: messages.rest03 },
];

describe("request ids over gRPC", () => {
  let g: GrpcServer;
  const seen: (string | undefined)[] = [];
  const reports: ErrorContext[] = [];
  before(async () => {
    g = await startGrpcServer({ agent: idAgent(seen), card: idCard(), readMaxBytes: 4096, onError: (_e, c) => reports.push(c) });
  });
  after(() => g.close());

  const send = (s: (typeof services)[number], method: string, text: string, metadata: Record<string, string>, cut = false) =>
    grpcCall(g.address, s.service + method, encodeRequest(s.type, s.message(`m-${method}`, text) as JsonValue), { "a2a-version": s.version, ...metadata }, cut);

  test("the caller's id comes back in the initial metadata, unary and streaming, on both services, and reaches the context", async () => {
    for (const s of services) {
      for (const method of ["SendMessage", "SendStreamingMessage"]) {
        const where = `${s.version} ${method}`;
        const from = seen.length;
        const a = await send(s, method, "hi", { "x-request-id": ID });
        assert.equal(a.status, "0", `${where}: ${a.message}`);
        assert.ok(a.messages >= 1, where);
        assert.equal(a.initial["x-request-id"], ID, `${where}: in the initial metadata`);
        assert.equal(a.trailers?.["x-request-id"], undefined, `${where}: not repeated in the trailers`);
        assert.deepEqual(seen.slice(from), [ID], `${where}: CallContext.requestId`);
      }
    }
  });

  test("a stream the client cuts after the first headers: the id already came", async () => {
    const a = await send(services[0], "SendStreamingMessage", "hi", { "x-request-id": ID }, true);
    assert.equal(a.initial["x-request-id"], ID);
    assert.equal(a.trailers, undefined, "no trailers were read");
  });

  test("without an id, or with a hostile one, each call gets a fresh one of its own", async () => {
    const ids = new Set<string>();
    const sent: (string | undefined)[] = [undefined, undefined, "x".repeat(129), "two words", "", "tab\there"];
    for (const h of sent) {
      const from = seen.length;
      const a = await send(services[0], "SendMessage", "hi", h === undefined ? {} : { "x-request-id": h });
      const id = a.initial["x-request-id"] as string;
      assert.ok(isVisibleAscii(id), `${JSON.stringify(h)} → ${id}`);
      assert.notEqual(id, h);
      assert.deepEqual(seen.slice(from), [id]);
      ids.add(id);
    }
    assert.equal(ids.size, sent.length);
  });

  test("INTERNAL names the request id the report carries, and nothing of the failure; the id is in the initial metadata", async () => {
    for (const s of services) {
      for (const method of ["SendMessage", "SendStreamingMessage"]) {
        const where = `${s.version} ${method}`;
        const from = reports.length;
        const a = await send(s, method, "throw", {});
        const id = a.initial["x-request-id"] as string;
        assert.ok(isVisibleAscii(id), where);
        assert.equal(a.status, "13", where);
        assert.equal(a.message, `Internal error (request id ${id}): see the server's error report`, where);
        assert.ok(!JSON.stringify([a.initial, a.trailers]).includes(SECRET), where);
        const got = reports.slice(from);
        assert.equal(got.length, 1, where);
        assert.equal(got[0].requestId, id, where);
        assert.equal(got[0].binding, "grpc");
      }
    }
  });

  test("answers connect-node gives itself carry the id too: a path no service has, a message over readMaxBytes", async () => {
    const unknown = await grpcCall(g.address, "/lf.a2a.v1.A2AService/NoSuchMethod", new Uint8Array(0), { "x-request-id": ID });
    // No such path: refused (an HTTP 404, or UNIMPLEMENTED), with the id.
    assert.ok(unknown.initial[":status"] !== 200 || unknown.status === "12", JSON.stringify(unknown.initial));
    assert.equal(unknown.initial["x-request-id"], ID);
    const big = await send(services[0], "SendMessage", "x".repeat(5000), { "x-request-id": ID });
    assert.equal(big.status, "8");
    assert.equal(big.initial["x-request-id"], ID);
  });
});
