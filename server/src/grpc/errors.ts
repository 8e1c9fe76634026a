// What a gRPC call fails with: an A2AError as its version's status and grpc-status-details-bin (kit/grpc),
// anything else as INTERNAL without its message (it may hold what the agent did not mean to tell).
// Handlers throw v1.0 A2AErrors; on the v0.3 service they are answered from the v0.3 table, newer codes
// through the compat converters' error mapping (the rules' nearest older error).

import { compat } from "@a2a-bindgen/a2a";
import type { ErrorTable } from "@a2a-bindgen/a2a/v1_0/errors";
import { A2AError, a2aError, findError } from "@a2a-bindgen/kit";
import { encodeGrpcError, statusDetailsBase64 } from "@a2a-bindgen/kit/grpc";
import { Code, ConnectError } from "@connectrpc/connect";
import { olderSpelling } from "../answer.js";
import { type GrpcVersion, grpcV1_0 } from "./versions.js";

/** The name of the error every unexpected failure answers with (JSON-RPC -32603, gRPC INTERNAL). */
const internal = "InternalError";

/** An A2AError of the v1.0 table as the same error of `table` (the nearest older one where it has none). */
export function inTable(table: ErrorTable, error: A2AError): A2AError {
  if (error.protocolVersion === table.protocolVersion) return error;
  let spec = findError(table, error.code);
  if (spec === undefined && table.protocolVersion !== grpcV1_0.protocolVersion) {
    const older = compat.toV0_3.rest.error({ code: error.code, message: error.message }).value as { code?: unknown } | undefined;
    if (typeof older?.code === "number") spec = findError(table, older.code);
  }
  if (spec === undefined) return a2aError(table, internal);
  // A v0.3 caller reads the v0.3 proto's task state names (TASK_STATE_CANCELLED), as on HTTP+JSON (decision v0-3-spellings).
  const message = table.protocolVersion === grpcV1_0.protocolVersion ? error.message : olderSpelling(error.message, "rest");
  return new A2AError(table, spec, { message, metadata: error.metadata });
}

/** The ConnectError that answers `error` on `version`'s service. */
export function grpcFailure(version: GrpcVersion, error: unknown): ConnectError {
  if (error instanceof ConnectError) return error;
  const table = version.errorTable;
  const a2a = error instanceof A2AError ? inTable(table, error) : a2aError(table, internal);
  const answer = encodeGrpcError(table, a2a);
  const metadata = new Headers();
  for (const [key, bytes] of Object.entries(answer.metadata)) metadata.set(key, statusDetailsBase64(bytes));
  const code = Object.values(Code).includes(answer.code) ? (answer.code as Code) : Code.Internal;
  return new ConnectError(answer.message, code, metadata);
}
