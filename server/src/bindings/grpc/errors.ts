// What a gRPC call fails with: an A2AError as its version's status and grpc-status-details-bin (kit/grpc),
// anything else as INTERNAL without its message (it may hold what the agent did not mean to tell), naming the
// call's request id instead (the report carries it).
// Handlers throw v1.0 A2AErrors; on the v0.3 service they are answered from the v0.3 table (answer.ts
// inTable: the same error, or the rules' nearest older one), in the v0.3 proto's spellings.

import type { ErrorTable } from "@a2a-bindgen/a2a/v1_0/errors";
import { encodeGrpcError, statusDetailsBase64 } from "@a2a-bindgen/kit/grpc";
import { Code, ConnectError } from "@connectrpc/connect";
import { inTable } from "../../answer.js";

/** The ConnectError that answers `error` on the service of `version` (a view: its `errorTable`); INTERNAL names `requestId` when given. */
export function grpcFailure(version: { readonly errorTable: ErrorTable }, error: unknown, requestId?: string): ConnectError {
  if (error instanceof ConnectError) return error;
  const table = version.errorTable;
  const answer = encodeGrpcError(table, inTable(table, error, "rest", requestId));
  const metadata = new Headers();
  for (const [key, bytes] of Object.entries(answer.metadata)) metadata.set(key, statusDetailsBase64(bytes));
  const code = Object.values(Code).includes(answer.code) ? (answer.code as Code) : Code.Internal;
  return new ConnectError(answer.message, code, metadata);
}
