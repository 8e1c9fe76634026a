// What a gRPC call's failure means: a status the server sent goes through the one error mapping
// (../../errors.ts answerError: auth, the version's A2A error, ambiguous, not A2A's), decoded from its
// trailers; what connect raised itself (a bound passed, its deadline, a refused connection) is a
// TransportError of its own kind.

import type { ErrorTable } from "@a2a-bindgen/kit";
import { decodeGrpcError } from "@a2a-bindgen/kit/grpc";
import { Code, ConnectError } from "@connectrpc/connect";
import { answerError, challengeHeader, excerpt, TransportError } from "../../errors.js";

/** A failure connect raised itself when a message passed readMaxBytes (not a status the server sent). */
function overReadMax(e: ConnectError): boolean {
  return e.code === Code.ResourceExhausted && /larger than configured readMaxBytes/.test(e.rawMessage);
}

/**
 * A stream the connection reset before the server sent a status: connect-node maps the HTTP/2 RST_STREAM
 * code itself (gRPC's PROTOCOL-HTTP2.md, "Errors": CANCEL to CANCELLED, the protocol errors to INTERNAL); the
 * server sent no status. A dropped connection ends so (a caller's own cancel is an abort, judged before this).
 */
function resetWithoutStatus(e: ConnectError): boolean {
  return (e.code === Code.Canceled || e.code === Code.Internal) && /^http\/2 stream closed with error code /.test(e.rawMessage);
}

/** The client's verdict on something a gRPC call threw (not an abort: the call path says those). */
export function grpcFailure(e: unknown, url: string, errorTable: ErrorTable, readMaxBytes: number, streaming: boolean): Error {
  if (!(e instanceof ConnectError)) return new TransportError("network", url, e instanceof Error ? e.message : String(e), { cause: e });
  const grpc = { status: e.code, cause: e, grpc: true };
  if (overReadMax(e)) {
    const what = streaming ? "a stream message" : "the answer";
    return new TransportError(
      streaming ? "stream" : "body",
      url,
      `${what} exceeds the bound of ${readMaxBytes} bytes (maxResponseBytes): ${excerpt(e.rawMessage)}`,
      grpc,
    );
  }
  if (e.code === Code.DeadlineExceeded) return new TransportError("timeout", url, e.rawMessage, grpc);
  // Raised by the client itself (connect-node keeps the node error as its cause): a TLS handshake refused,
  // a connection reset. No server answered, so it is no A2A error, whatever code connect gave it.
  if (e.cause instanceof Error && !(e.cause instanceof ConnectError)) return new TransportError("network", url, excerpt(e.rawMessage), grpc);
  if (resetWithoutStatus(e)) return new TransportError("network", url, excerpt(e.rawMessage), grpc);
  const decoded = decodeGrpcError(errorTable, { code: e.code, message: e.rawMessage, metadata: e.metadata });
  const refused = e.code === Code.Unauthenticated ? "unauthenticated" : e.code === Code.PermissionDenied ? "forbidden" : false;
  return answerError(decoded, {
    url,
    status: e.code,
    body: e.rawMessage,
    challenge: e.metadata.get(challengeHeader),
    refused,
    grpc: { cause: e, unavailable: e.code === Code.Unavailable },
  });
}
