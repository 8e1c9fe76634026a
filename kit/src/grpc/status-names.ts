// gRPC's status code names by code (grpc/doc/statuscodes.md): how OpenTelemetry's rpc.response.status_code
// writes a gRPC status, on the server's spans and the client's alike.

/** The status names, indexed by code (0 "OK" … 16 "UNAUTHENTICATED"). */
export const grpcStatusNames = [
  "OK",
  "CANCELLED",
  "UNKNOWN",
  "INVALID_ARGUMENT",
  "DEADLINE_EXCEEDED",
  "NOT_FOUND",
  "ALREADY_EXISTS",
  "PERMISSION_DENIED",
  "RESOURCE_EXHAUSTED",
  "FAILED_PRECONDITION",
  "ABORTED",
  "OUT_OF_RANGE",
  "UNIMPLEMENTED",
  "INTERNAL",
  "UNAVAILABLE",
  "DATA_LOSS",
  "UNAUTHENTICATED",
] as const;

/** The name of status `code`; "UNKNOWN" for a code gRPC does not define. */
export function grpcStatusName(code: number): (typeof grpcStatusNames)[number] {
  return Number.isInteger(code) && code >= 0 && code < grpcStatusNames.length ? (grpcStatusNames[code] ?? "UNKNOWN") : "UNKNOWN";
}
