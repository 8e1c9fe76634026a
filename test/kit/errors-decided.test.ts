// The decided errors (rules file `decisions`, ids quota-error and auth-failure): QuotaExceededError,
// UnauthenticatedError and PermissionDeniedError are no A2A errors, so they carry no ErrorInfo of A2A's
// domain, and still round-trip on every binding of both versions, known by their JSON-RPC code or as the
// one error of their table with their HTTP and gRPC status. Expected values from the decisions as written
// (JSON-RPC 2.0 §5.1's server range, RFC 6585 §4, RFC 9110 §15.5.2 and §15.5.4, google/rpc/code.proto:
// RESOURCE_EXHAUSTED 8, PERMISSION_DENIED 7, UNAUTHENTICATED 16).

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
  test(`${label}: the decided rows: QuotaExceededError -32099/429/RESOURCE_EXHAUSTED, UnauthenticatedError -32098/401/UNAUTHENTICATED, PermissionDeniedError -32097/403/PERMISSION_DENIED, no reason`, () => {
    assert.deepEqual(
      table.decidedErrors.map((s) => [s.name, s.code, s.message, s.kind, s.httpStatus, s.grpcCode, s.grpcStatus, s.reason]),
      [
        ["QuotaExceededError", -32099, "Quota exceeded", "decided", 429, 8, "RESOURCE_EXHAUSTED", null],
        ["UnauthenticatedError", -32098, "Unauthenticated", "decided", 401, 16, "UNAUTHENTICATED", null],
        ["PermissionDeniedError", -32097, "Permission denied", "decided", 403, 7, "PERMISSION_DENIED", null],
      ],
    );
    for (const code of [-32099, -32098, -32097]) assert.ok(!table.a2aErrors.some((s) => s.code === code), `${code} not listed among A2A's errors`);
  });

  for (const [name, status, grpc] of [
    ["UnauthenticatedError", 401, 16],
    ["PermissionDeniedError", 403, 7],
  ] as const) {
    test(`${label}: ${name} round-trips on JSON-RPC (by code), HTTP+JSON (${status}) and gRPC (${grpc})`, () => {
      const e = a2aError(table, name, { message: "credentials required" });
      const r = decodeJsonRpcError(table, { body: { jsonrpc: "2.0", id: 1, error: encodeJsonRpcError(table, e) } });
      assert.equal(r.kind === "error" && r.error.name, name);
      const http = encodeHttpError(table, e);
      assert.equal(http.status, status);
      assert.equal(JSON.stringify(http.body).includes("ErrorInfo"), false);
      const h = decodeHttpError(table, { status: http.status, body: JSON.stringify(http.body) });
      assert.equal(h.kind === "error" && h.error.name, name, JSON.stringify(h));
      const g = encodeGrpcError(table, e);
      assert.equal(g.code, grpc);
      const d = decodeGrpcError(table, { code: g.code, message: g.message, metadata: g.metadata });
      assert.equal(d.kind === "error" && d.error.name, name, JSON.stringify(d));
    });
  }

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
