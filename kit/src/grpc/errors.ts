// The gRPC binding's error: the status code, the message, and in the table's trailer key
// (grpc-status-details-bin) a binary google.rpc.Status holding Any(ErrorInfo). Decoding keys on that
// ErrorInfo; without one, only a form the table or a peer sends bare is read, from the code.

import { base64Decode, base64Encode } from "@bufbuild/protobuf/wire";
import { A2AError, type ErrorTable, allErrors } from "../errors/error.js";
import { type DecodeResult, type HeadersInput, guarded, header, shown, specOfErrorInfo } from "../errors/decoded.js";
import { own } from "../object.js";
import { byStatus } from "../errors/http.js";
import { maxDecodedMessage } from "../errors/jsonrpc.js";
import { decodeErrorInfo, decodeRpcStatus, encodeErrorInfo, encodeRpcStatus } from "./status.js";

/** A gRPC error as a server hands it to its library: code, message (grpc-js `details`) and trailing metadata. */
export interface GrpcErrorAnswer {
  readonly code: number;
  readonly message: string;
  /** The table's status-details key → the binary google.rpc.Status; empty when the error carries no ErrorInfo. */
  readonly metadata: Readonly<Record<string, Uint8Array>>;
}

/** The binary google.rpc.Status of an error (code, message, Any(ErrorInfo) when its spec has a reason). */
export function grpcStatusDetails(table: ErrorTable, error: A2AError): Uint8Array {
  const s = error.spec;
  const details =
    table.errorBindings.grpc.errorInfo && s.reason !== null
      ? [{ typeUrl: table.errorDetailTypes.errorInfo, value: encodeErrorInfo({ reason: s.reason, domain: table.errorInfoDomain, metadata: error.metadata }) }]
      : [];
  return encodeRpcStatus({ code: s.grpcCode, message: error.message, details });
}

/** Encodes an error for the gRPC binding: the table's code and, when it has an ErrorInfo, the status-details trailer. */
export function encodeGrpcError(table: ErrorTable, error: A2AError): GrpcErrorAnswer {
  const carries = table.errorBindings.grpc.errorInfo && error.spec.reason !== null;
  return {
    code: error.spec.grpcCode,
    message: error.message,
    metadata: carries ? { [table.grpcStatusDetailsKey]: grpcStatusDetails(table, error) } : {},
  };
}

/** A binary metadata value as text (gRPC over HTTP/2 sends -bin values base64, unpadded). */
export function statusDetailsBase64(bytes: Uint8Array): string {
  return base64Encode(bytes, "std_raw");
}

/** What arrives over gRPC: the status code, its message, and the trailers (plain object or grpc-js Metadata); -bin values as bytes or base64. */
export interface GrpcErrorInput {
  readonly code: number;
  readonly message?: string | undefined;
  /** grpc-js ServiceError names the message `details`. */
  readonly details?: string | undefined;
  readonly metadata?: HeadersInput | undefined;
  readonly trailers?: HeadersInput | undefined;
}

/**
 * Decodes a gRPC error against a version's table: by the ErrorInfo of the table's domain in the
 * status-details trailer; without one, from the code for the forms the table or a peer sends bare
 * (0.3.14's UNIMPLEMENTED is -32003 or -32004: ambiguous, both listed); otherwise not an A2A error.
 */
export function decodeGrpcError(table: ErrorTable, input: GrpcErrorInput): DecodeResult {
  return guarded("grpc", () => {
    const code = own(input, "code");
    if (typeof code !== "number" || !Number.isInteger(code)) return { kind: "not-a2a", binding: "grpc", why: `no integer status code (got ${shown(code)})` };
    if (code === 0) return { kind: "not-a2a", binding: "grpc", why: "status 0 (OK) is a success" };
    const rawMessage = own(input, "message") ?? own(input, "details");
    let message = typeof rawMessage === "string" ? rawMessage.slice(0, maxDecodedMessage) : undefined;
    const key = table.grpcStatusDetailsKey;
    const raw = header(own(input, "trailers") as HeadersInput, key) ?? header(own(input, "metadata") as HeadersInput, key);
    const name = Object.keys(table.rpcCodes).find((k) => table.rpcCodes[k] === code) ?? String(code);
    if (raw !== undefined) {
      const bytes = raw instanceof Uint8Array ? raw : typeof raw === "string" ? base64Decode(raw) : undefined;
      if (bytes === undefined) return { kind: "not-a2a", binding: "grpc", why: `${key} is neither bytes nor base64 text` };
      const status = decodeRpcStatus(bytes);
      const infos = status.details.filter((d) => d.typeUrl === table.errorDetailTypes.errorInfo).map((d) => decodeErrorInfo(d.value));
      const byInfo = specOfErrorInfo(table, infos);
      if (!("spec" in byInfo)) return { kind: "not-a2a", binding: "grpc", why: `${key}: ${byInfo.why}` };
      message ??= status.message.slice(0, maxDecodedMessage);
      const notes: string[] = [];
      if (byInfo.spec.grpcCode !== code)
        notes.push(`status ${code} ${name}, where the table gives ${byInfo.spec.name} ${byInfo.spec.grpcCode} ${byInfo.spec.grpcStatus}`);
      if (status.code !== code) notes.push(`the google.rpc.Status in ${key} says code ${status.code}, the trailer ${code}`);
      const info = infos.find((i) => i.reason === byInfo.spec.reason && i.domain === table.errorInfoDomain);
      const metadata = info ? { ...info.metadata } : {};
      return { kind: "error", binding: "grpc", basis: "errorInfo", error: new A2AError(table, byInfo.spec, { message, metadata }), notes };
    }
    const bare = allErrors(table).filter((s) => s.grpcCode === code && (s.reason === null || !table.errorBindings.grpc.errorInfo));
    const peers = table.peerErrorForms.filter((f) => f.binding === "grpc" && f.grpcCode === code && !f.errorInfo);
    const fromPeers = peers.flatMap((f) => f.codes.map((c) => allErrors(table).find((s) => s.code === c)).filter((s) => s !== undefined));
    const candidates = [...bare, ...fromPeers];
    if (candidates.length === 0) return { kind: "not-a2a", binding: "grpc", why: `status ${code} ${name} without ${key}: no ErrorInfo` };
    const form = `gRPC ${code} ${name} without ${key}${peers.length > 0 ? ` (as ${[...new Set(peers.map((p) => p.peer))].join(", ")} sends it)` : ""}`;
    return byStatus(table, "grpc", candidates, message, form);
  });
}
