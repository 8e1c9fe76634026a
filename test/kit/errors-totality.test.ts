// Every decoder is total: any input (strings, bytes, JSON of any shape, names like __proto__, nesting
// 100,000 deep, hostile getters) gets an answer of the DecodeResult kinds, never a throw, and a small one.

import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { errorTable as v03 } from "@a2a-bindgen/a2a/v0_3/errors";
import { errorTable as v10 } from "@a2a-bindgen/a2a/v1_0/errors";
import { type DecodeResult, decodeHttpError, decodeJsonRpcError } from "@a2a-bindgen/kit";
import { decodeGrpcError, statusDetailsBase64 } from "@a2a-bindgen/kit/grpc";

const tables = [v10, v03];

function wellFormed(r: DecodeResult): void {
  assert.ok(r.kind === "error" || r.kind === "ambiguous" || r.kind === "not-a2a", JSON.stringify(r));
  // Bounded: the answer never grows past the caps, whatever arrived.
  const size = r.kind === "error" ? r.error.message.length + r.notes.join().length : r.kind === "ambiguous" ? r.message.length + r.why.length : r.why.length;
  assert.ok(size < 20_000, `answer of ${size} characters`);
}

const names = fc.constantFrom("__proto__", "constructor", "toString", "error", "code", "message", "data", "details", "@type", "reason", "domain", "status");
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.string(),
    fc.integer({ min: -33000, max: 1000 }),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(names, fc.string()), tie("value"), { maxKeys: 5 }),
  ),
})).value;
const body = fc.oneof(
  json,
  json.map((v) => JSON.stringify(v) ?? ""),
  fc.string(),
  fc.uint8Array({ maxLength: 64 }),
);

test("decodeJsonRpcError and decodeHttpError answer any body and status", () => {
  fc.assert(
    fc.property(fc.constantFrom(...tables), fc.integer({ min: -1, max: 700 }), body, (table, status, b) => {
      wellFormed(decodeJsonRpcError(table, { status, body: b }));
      wellFormed(decodeHttpError(table, { status, headers: { "content-type": "application/json" }, body: b }));
    }),
    { numRuns: 2000 },
  );
});

test("decodeGrpcError answers any code, message and trailer (bytes, base64 text, lists, Metadata-likes)", () => {
  const value = fc.oneof(
    fc.uint8Array({ maxLength: 96 }),
    fc.string(),
    fc.uint8Array({ maxLength: 96 }).map((b) => statusDetailsBase64(b)),
    json,
  );
  fc.assert(
    fc.property(fc.constantFrom(...tables), fc.oneof(fc.integer({ min: -2, max: 20 }), json), fc.oneof(fc.string(), json), value, (table, code, message, v) => {
      wellFormed(decodeGrpcError(table, { code: code as number, details: message as string, metadata: { "grpc-status-details-bin": v } as never }));
      wellFormed(decodeGrpcError(table, { code: code as number, metadata: { get: () => [v] } }));
    }),
    { numRuns: 2000 },
  );
});

test("hostile inputs: 100,000-deep nesting, huge values, throwing getters, Proxies, non-objects", () => {
  const deepArray = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
  const deepObject = `${'{"error":'.repeat(100_000)}1${"}".repeat(100_000)}`;
  let nested: unknown = { code: -32001 };
  for (let i = 0; i < 100_000; i++) nested = { error: nested, data: [nested] };
  const huge = `{"code":-32001,"message":"${"x".repeat(5_000_000)}"}`;
  const hostile = Object.defineProperty({}, "error", {
    enumerable: true,
    get() {
      throw new Error("boom");
    },
  });
  const proxy = new Proxy(
    {},
    {
      ownKeys() {
        throw new Error("no keys");
      },
      getOwnPropertyDescriptor() {
        throw new Error("no descriptor");
      },
    },
  );
  for (const table of tables) {
    for (const b of [deepArray, deepObject, nested, huge, hostile, proxy, undefined, 42, Symbol("s"), () => 1, new Uint8Array(1_000_000)]) {
      wellFormed(decodeJsonRpcError(table, { body: b }));
      wellFormed(decodeHttpError(table, { status: 404, body: b }));
      wellFormed(decodeGrpcError(table, { code: 5, details: huge, metadata: { "grpc-status-details-bin": b } as never }));
      wellFormed(decodeGrpcError(table, { code: 5, metadata: proxy as never }));
    }
    wellFormed(decodeHttpError(table, null as never));
    wellFormed(decodeJsonRpcError(table, undefined as never));
    wellFormed(decodeGrpcError(table, "x" as never));
  }
  // The huge message is cut to the cap.
  const r = decodeJsonRpcError(v03, { body: huge });
  assert.equal(r.kind === "error" && r.error.message.length, 4096);
});
