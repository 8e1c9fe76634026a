// The decided errors (rules file `decisions`, id quota-error): QuotaExceededError is no A2A error, so it
// carries no ErrorInfo of A2A's domain, and still round-trips on every binding of both versions, known by
// its JSON-RPC code or as the one error of its table with HTTP 429 / RESOURCE_EXHAUSTED. Expected values
// from the decision as written (JSON-RPC 2.0 §5.1's server range, RFC 6585 §4, google/rpc/code.proto 8).

import assert from "node:assert/strict";
import { test } from "node:test";
import { errorTable as v03 } from "@a2a-bindgen/a2a/v0_3/errors";
import { errorTable as v10 } from "@a2a-bindgen/a2a/v1_0/errors";
import { a2aError, decodeHttpError, decodeJsonRpcError, encodeHttpError, encodeJsonRpcError } from "@a2a-bindgen/kit";
import { decodeGrpcError, encodeGrpcError } from "@a2a-bindgen/kit/grpc";

for (const [label, table] of [
  ["1.0", v10],
  ["0.3", v03],
] as const) {
  test(`${label}: QuotaExceededError is a decided row: -32099, 429, RESOURCE_EXHAUSTED (8), no reason`, () => {
    assert.deepEqual(
      table.decidedErrors.map((s) => [s.name, s.code, s.message, s.kind, s.httpStatus, s.grpcCode, s.grpcStatus, s.reason]),
      [["QuotaExceededError", -32099, "Quota exceeded", "decided", 429, 8, "RESOURCE_EXHAUSTED", null]],
    );
    assert.ok(!table.a2aErrors.some((s) => s.code === -32099), "not listed among A2A's errors");
  });

  test(`${label}: QuotaExceededError round-trips on JSON-RPC (by code), HTTP+JSON (429) and gRPC (RESOURCE_EXHAUSTED)`, () => {
    const e = a2aError(table, "QuotaExceededError", { message: "Quota exceeded: tenant tasks: 100" });
    const rpc = encodeJsonRpcError(table, e);
    assert.equal(rpc.code, -32099);
    assert.equal(JSON.stringify(rpc).includes("ErrorInfo"), false, "no ErrorInfo in A2A's domain");
    const r = decodeJsonRpcError(table, { body: { jsonrpc: "2.0", id: 1, error: rpc } });
    assert.equal(r.kind === "error" && r.error.name, "QuotaExceededError");

    const http = encodeHttpError(table, e);
    assert.equal(http.status, 429);
    assert.equal(JSON.stringify(http.body).includes("ErrorInfo"), false);
    const h = decodeHttpError(table, { status: http.status, body: JSON.stringify(http.body) });
    assert.equal(h.kind === "error" && h.error.name, "QuotaExceededError", JSON.stringify(h));
    assert.equal(h.kind === "error" && h.error.message, "Quota exceeded: tenant tasks: 100");

    const g = encodeGrpcError(table, e);
    assert.equal(g.code, 8);
    const d = decodeGrpcError(table, { code: g.code, message: g.message, metadata: g.metadata });
    assert.equal(d.kind === "error" && d.error.name, "QuotaExceededError", JSON.stringify(d));
  });
}
