// The HTTP+JSON binding's error answer: the HTTP status and, per the version's table, a google.rpc.Status
// body {error: {code, status, message, details}} (v1.0) or a bare {code, message} (v0.3 as @a2a-js/sdk's
// legacy handlers send it). Decoding keys on the ErrorInfo; a status alone is never an A2A error.

import { A2AError, type ErrorDetail, type ErrorSpec, type ErrorTable, allErrors, errorInfoDetail, findError } from "./error.js";
import { own } from "../object.js";
import { type DecodeResult, errorInfosOf, guarded, jsonBody, shown, specOfErrorInfo } from "./decoded.js";
import { maxDecodedMessage } from "./jsonrpc.js";

/** The HTTP answer of an error: its status and JSON body. */
export interface HttpErrorAnswer {
  readonly status: number;
  readonly body:
    | { readonly error: { readonly code: number; readonly status: string; readonly message: string; readonly details: readonly ErrorDetail[] } }
    | { readonly code: number; readonly message: string };
}

/** Encodes an error for the HTTP+JSON binding of the table's version. */
export function encodeHttpError(table: ErrorTable, error: A2AError): HttpErrorAnswer {
  const s = error.spec;
  if (table.errorBindings.http.body === "json-rpc-error") return { status: s.httpStatus, body: { code: s.code, message: error.message } };
  const info = table.errorBindings.http.errorInfo ? errorInfoDetail(table, error) : null;
  const details = info === null ? [...error.details] : [info, ...error.details];
  return { status: s.httpStatus, body: { error: { code: s.httpStatus, status: s.grpcStatus, message: error.message, details } } };
}

/**
 * What arrives over HTTP+JSON: the status, the headers (unused for now) and the body as text, bytes or
 * parsed JSON. An error event mid-stream (`event: error`) has no status of its own: leave it out and the
 * google.rpc.Status body's own code stands in.
 */
export interface HttpErrorInput {
  readonly status?: number | undefined;
  readonly headers?: unknown;
  readonly body?: unknown;
}

/**
 * Decodes an HTTP+JSON error answer against a version's table: by the ErrorInfo of the table's domain in
 * a google.rpc.Status body; for a version whose binding sends a bare {code, message} (v0.3), by that code;
 * for a form the table or a peer sends without ErrorInfo, by status (ambiguous when several errors share it).
 */
export function decodeHttpError(table: ErrorTable, input: HttpErrorInput): DecodeResult {
  return guarded("http+json", () => {
    const given = own(input, "status");
    const body = jsonBody(own(input, "body"));
    // A v0.3 stream's error event is a bare {code, message} with no HTTP status of its own: by its code.
    if (given === undefined && table.errorBindings.http.body === "json-rpc-error" && own(body, "error") === undefined && own(body, "code") !== undefined)
      return fromBareCode(table, null, body);
    const status = given === undefined ? own(own(body, "error"), "code") : given;
    if (typeof status !== "number" || !Number.isInteger(status))
      return { kind: "not-a2a", binding: "http+json", why: `no integer status (got ${shown(status)})` };
    if (status >= 200 && status < 300) {
      const peer = table.successStatuses.find((s) => s.status === status);
      return { kind: "not-a2a", binding: "http+json", why: `status ${status} is a success${peer ? ` (${peer.peer} answers with it)` : ""}` };
    }
    if (body === undefined || body === null || typeof body !== "object") {
      return { kind: "not-a2a", binding: "http+json", why: `status ${status} without a JSON error body` };
    }
    const status_ = own(body, "error");
    if (status_ !== undefined) return fromRpcStatus(table, status, status_);
    if (table.errorBindings.http.body === "json-rpc-error") return fromBareCode(table, status, body);
    return { kind: "not-a2a", binding: "http+json", why: `status ${status}: the body has no "error" member (google.rpc.Status)` };
  });
}

function messageOf(value: unknown): string | undefined {
  return typeof value === "string" ? value.slice(0, maxDecodedMessage) : undefined;
}

function statusNotes(spec: ErrorSpec, status: number): string[] {
  return spec.httpStatus === status ? [] : [`HTTP ${status}, where the table gives ${spec.name} ${spec.httpStatus}`];
}

/** A google.rpc.Status body: by its ErrorInfo; without one, by status only for errors sent without ErrorInfo. */
function fromRpcStatus(table: ErrorTable, status: number, error: unknown): DecodeResult {
  const rawDetails = own(error, "details");
  const details = Array.isArray(rawDetails) ? rawDetails.filter((d): d is ErrorDetail => typeof own(d, "@type") === "string").slice(0, 64) : [];
  const message = messageOf(own(error, "message"));
  const infos = errorInfosOf(table, rawDetails);
  const byInfo = specOfErrorInfo(table, infos);
  if ("spec" in byInfo) {
    return {
      kind: "error",
      binding: "http+json",
      basis: "errorInfo",
      error: new A2AError(table, byInfo.spec, { message, details }),
      notes: statusNotes(byInfo.spec, status),
    };
  }
  if (infos.length > 0) return { kind: "not-a2a", binding: "http+json", why: byInfo.why };
  const rpcStatus = own(error, "status");
  const candidates = allErrors(table).filter((s) => s.reason === null && s.httpStatus === status && s.grpcStatus === rpcStatus);
  if (candidates.length === 0) return { kind: "not-a2a", binding: "http+json", why: `status ${status}: ${byInfo.why}` };
  return byStatus(table, "http+json", candidates, message, `HTTP ${status} ${shown(rpcStatus)} without ErrorInfo`, details);
}

/** v0.3's bare {code, message}: the code decides; a status other than the table's is noted, with the peer that sends it. */
function fromBareCode(table: ErrorTable, status: number | null, body: unknown): DecodeResult {
  const code = own(body, "code");
  if (typeof code !== "number" || !Number.isInteger(code)) {
    return {
      kind: "not-a2a",
      binding: "http+json",
      why: `${status === null ? "an error event" : `status ${status}`}: no integer code in the body (got ${shown(code)})`,
    };
  }
  const spec = findError(table, code);
  if (spec === undefined) return { kind: "not-a2a", binding: "http+json", why: `code ${code} is in no error of protocol ${table.protocolVersion}` };
  const notes: string[] = [];
  if (status !== null && spec.httpStatus !== status) {
    const peers = table.peerErrorForms.filter((f) => f.binding === "http+json" && f.httpStatus === status && f.codes.includes(code));
    notes.push(
      peers.length > 0
        ? `HTTP ${status} as ${peers.map((p) => p.peer + (p.note ? ` (${p.note})` : "")).join("; ")} sends it`
        : `HTTP ${status}, where the table gives ${spec.httpStatus}`,
    );
  }
  return { kind: "error", binding: "http+json", basis: "code", error: new A2AError(table, spec, { message: messageOf(own(body, "message")) }), notes };
}

/** One candidate: decoded from the status; several: ambiguous, every candidate listed. */
export function byStatus(
  table: ErrorTable,
  binding: "http+json" | "grpc",
  candidates: readonly ErrorSpec[],
  message: string | undefined,
  form: string,
  details: readonly ErrorDetail[] = [],
): DecodeResult {
  const unique = [...new Set(candidates)].sort((a, b) => b.code - a.code);
  if (unique.length === 1) {
    return { kind: "error", binding, basis: "status", error: new A2AError(table, unique[0], { message, details }), notes: [`decoded from ${form}`] };
  }
  return {
    kind: "ambiguous",
    binding,
    basis: "status",
    candidates: unique,
    message: message ?? "",
    why: `${form} stands for ${unique.map((s) => `${s.code} ${s.name}`).join(", ")}`,
  };
}
