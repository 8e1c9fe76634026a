// The spec's native error per binding (v1.0.1 §5.4, the quick reference §5; a2a-peers.md §1b quotes the table),
// written by hand, and a check of one raw answer against it. At 1.0 the ErrorInfo (domain a2a-protocol.org,
// the row's reason) is required on every binding; v0.3 has no ErrorInfo, so at 0.3 only the code is checked
// (JSON-RPC code; REST: the HTTP status and the bare {code, message} body v0.3 servers send; gRPC code).

import assert from "node:assert/strict";
import { status as grpcCode } from "@grpc/grpc-js";
import { isObj, json } from "../peer/check.js";
import { readStatusDetails } from "../peer/grpc.js";
import type { PeerInterface } from "../peer/peers.js";
import type { Raw } from "../peer/triggers.js";

export interface SpecError {
  jsonrpc: number;
  http: number;
  httpStatus: string;
  grpc: number;
  reason: string;
}

const DOMAIN = "a2a-protocol.org";

export const TASK_NOT_FOUND: SpecError = { jsonrpc: -32001, http: 404, httpStatus: "NOT_FOUND", grpc: grpcCode.NOT_FOUND, reason: "TASK_NOT_FOUND" };
export const VERSION_NOT_SUPPORTED: SpecError = {
  jsonrpc: -32009,
  http: 400,
  httpStatus: "FAILED_PRECONDITION",
  grpc: grpcCode.FAILED_PRECONDITION,
  reason: "VERSION_NOT_SUPPORTED",
};
export const EXTENSION_SUPPORT_REQUIRED: SpecError = {
  jsonrpc: -32008,
  http: 400,
  httpStatus: "FAILED_PRECONDITION",
  grpc: grpcCode.FAILED_PRECONDITION,
  reason: "EXTENSION_SUPPORT_REQUIRED",
};

const reasons = (details: unknown): string[] =>
  Array.isArray(details) ? details.filter((d) => isObj(d) && d.domain === DOMAIN).map((d) => String((d as { reason?: unknown }).reason)) : [];

/** Asserts that `raw` is the row's error in the binding's native form at the interface's version (`at` overrides it). */
export function assertSpecError(i: PeerInterface, raw: Raw, e: SpecError, at: string = i.protocolVersion): void {
  const v1 = at !== "0.3";
  if (i.binding === "GRPC") {
    assert.equal(raw.kind, "grpc");
    if (raw.kind !== "grpc") return;
    assert.equal(raw.code, e.grpc, `gRPC code (${raw.details})`);
    if (!v1) return;
    const bin = raw.metadata["grpc-status-details-bin"]?.[0];
    assert.ok(bin instanceof Uint8Array, "grpc-status-details-bin present");
    const infos = readStatusDetails(bin).details.flatMap((d) => (d.errorInfo?.domain === DOMAIN ? [d.errorInfo.reason] : []));
    assert.deepEqual(infos, [e.reason], "ErrorInfo reason");
    return;
  }
  assert.equal(raw.kind, "http");
  if (raw.kind !== "http") return;
  const body = json(raw, `${i.binding}@${i.protocolVersion}`);
  if (i.binding === "JSONRPC") {
    assert.equal(raw.status, 200, "HTTP status");
    assert.ok(isObj(body.error), `a JSON-RPC error (${raw.body.slice(0, 200)})`);
    assert.equal(body.error.code, e.jsonrpc, "JSON-RPC code");
    if (v1) assert.deepEqual(reasons(body.error.data), [e.reason], "ErrorInfo reason");
    return;
  }
  assert.equal(raw.status, e.http, `HTTP status (${raw.body.slice(0, 200)})`);
  if (v1) {
    assert.ok(isObj(body.error), "a google.rpc.Status body");
    assert.equal(body.error.status, e.httpStatus, "error.status");
    assert.deepEqual(reasons(body.error.details), [e.reason], "ErrorInfo reason");
  } else assert.equal(body.code, e.jsonrpc, "the bare {code, message} body's code");
}
