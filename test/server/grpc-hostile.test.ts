// Hostile input to our gRPC server: it answers every call with a status and keeps serving. Nesting
// 100,000 deep, huge service parameters, and names like __proto__ in the metadata.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { encodeRequest } from "../e2e/peer/grpc.js";
import { grpcSuite } from "./grpc-agent.js";
import { isError, raw, V1 } from "./grpc-raw.js";

const send = { message: { messageId: "m-1", role: "ROLE_USER", parts: [{ text: "hello" }] } };
const v1 = { "a2a-version": "1.0" };

function varintLength(n: number): number {
  let l = 1;
  while (n > 127) {
    n = Math.floor(n / 128);
    l++;
  }
  return l;
}

/**
 * google.protobuf.Struct nested `depth` deep ({a: {a: … "x"}}), written front to back in one buffer:
 * Struct {1: entry {1: "a", 2: Value}}, Value {5: Struct} and, innermost, Value {3: "x"}.
 */
function deepStruct(depth: number): Uint8Array {
  const valueLen = [3];
  const entryLen: number[] = [];
  const structLen: number[] = [];
  for (let i = 0; i < depth; i++) {
    entryLen[i] = 4 + varintLength(valueLen[i]) + valueLen[i];
    structLen[i] = 1 + varintLength(entryLen[i]) + entryLen[i];
    valueLen[i + 1] = 1 + varintLength(structLen[i]) + structLen[i];
  }
  const out = new Uint8Array(structLen[depth - 1]);
  let p = 0;
  const varint = (n: number) => {
    while (n > 127) {
      out[p++] = (n % 128) | 128;
      n = Math.floor(n / 128);
    }
    out[p++] = n;
  };
  for (let i = depth - 1; i >= 0; i--) {
    out[p++] = 0x0a;
    varint(entryLen[i]);
    out.set([0x0a, 1, 0x61, 0x12], p);
    p += 4;
    varint(valueLen[i]);
    if (i > 0) {
      out[p++] = 0x2a;
      varint(structLen[i - 1]);
    }
  }
  out.set([0x1a, 1, 0x78], p);
  return out;
}

describe("hostile input to the gRPC binding", () => {
  const { server } = grpcSuite();

  test("metadata (a Struct) nested 100,000 deep gets a status, and the server serves the next call", async () => {
    const struct = deepStruct(100_000);
    const head = encodeRequest("lf.a2a.v1.SendMessageRequest", send as never);
    const len: number[] = [];
    for (let n = struct.length; ; n = Math.floor(n / 128)) {
      if (n <= 127) {
        len.push(n);
        break;
      }
      len.push((n % 128) | 128);
    }
    // SendMessageRequest.metadata is field 4 (length-delimited: tag 0x22).
    const bytes = new Uint8Array([...head, 0x22, ...len, ...struct]);
    const r = await raw(server.address, V1, "SendMessage", "", null, null, v1, { bytes });
    // connect-node fails the parse before the handler (protobuf-es reads at most 100 levels): gRPC INTERNAL
    // naming the limit, as gRPC answers a request it cannot deserialize; no A2A ErrorInfo.
    isError(r, 13, null, "maximum recursion depth");
    assert.equal((await raw(server.address, V1, "SendMessage", "lf.a2a.v1.SendMessageRequest", send, null, v1)).code, 0);
  });

  test("a huge version value: VersionNotSupportedError with the value cut; past HTTP/2's header limit, a reset", async () => {
    const r = await raw(server.address, V1, "SendMessage", "lf.a2a.v1.SendMessageRequest", send, null, { "a2a-version": "9".repeat(10_000) });
    isError(r, 9, "VERSION_NOT_SUPPORTED");
    assert.ok(r.message.length < 2_000, `message of ${r.message.length} characters`);
    // 100,000 characters exceed node:http2's header list limit: the stream is reset before gRPC sees it
    // (grpc-js reports INTERNAL "Received RST_STREAM"), and the server goes on serving.
    const big = await raw(server.address, V1, "SendMessage", "lf.a2a.v1.SendMessageRequest", send, null, { "a2a-version": "9".repeat(100_000) });
    assert.equal(big.code, 13, big.details);
    assert.ok(big.details.includes("RST_STREAM"), big.details);
    assert.equal((await raw(server.address, V1, "SendMessage", "lf.a2a.v1.SendMessageRequest", send, null, v1)).code, 0);
  });

  test("metadata named __proto__ and constructor, extensions named toString: data, not prototype", async () => {
    const r = await raw(server.address, V1, "SendMessage", "lf.a2a.v1.SendMessageRequest", send, "lf.a2a.v1.SendMessageResponse", {
      ...v1,
      ["__proto__" as string]: "x",
      constructor: "y",
      "a2a-extensions": "toString, __proto__",
    });
    assert.equal(r.code, 0, r.message);
    assert.equal((r.json[0] as any).task.metadata.extensions, "toString,__proto__");
  });
});
