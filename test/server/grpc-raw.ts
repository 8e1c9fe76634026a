// Raw calls to our gRPC server through test/e2e/peer/grpc.ts (@grpc/grpc-js, an independent implementation):
// requests encoded from proto JSON, answers decoded back to proto JSON, the status details read from the
// wire. Paths and message types are written here by hand from the protos.

import assert from "node:assert/strict";
import { fromBinary, type JsonValue, toJson } from "@bufbuild/protobuf";
import { callGrpc, encodeRequest, messageSchema, readStatusDetails } from "../e2e/peer/grpc.js";

export const V1 = "/lf.a2a.v1.A2AService/";
export const V03 = "/a2a.v1.A2AService/";
export const ERROR_INFO = "type.googleapis.com/google.rpc.ErrorInfo";
export const DOMAIN = "a2a-protocol.org";

export interface Raw {
  code: number;
  /** grpc-js's `details` (grpc-message, which grpc-js decodes with decodeURI: a %3A that connect-node sent for ":" stays). */
  details: string;
  /** The google.rpc.Status message from grpc-status-details-bin when sent (not percent-encoded), else `details`. */
  message: string;
  /** Response messages as proto JSON. */
  json: JsonValue[];
  headers: Record<string, (string | Uint8Array)[]>;
  /** The ErrorInfo reasons in grpc-status-details-bin (empty when there is none). */
  reasons: string[];
  /** Whether grpc-status-details-bin was sent. */
  hasDetails: boolean;
}

/** One call: `method` under `service`, request of `requestType` from JSON, answers decoded as `responseType` (null: not decoded). */
export async function raw(
  address: string,
  service: string,
  method: string,
  requestType: string,
  request: JsonValue,
  responseType: string | null,
  metadata: Record<string, string> = {},
  options: { stream?: boolean; bytes?: Uint8Array } = {},
): Promise<Raw> {
  const body = options.bytes ?? encodeRequest(requestType, request);
  const a = await callGrpc(address, service + method, body, metadata, options.stream === true);
  const json = responseType === null ? [] : a.messages.map((m) => toJson(messageSchema(responseType), fromBinary(messageSchema(responseType), m)));
  const bin = a.metadata["grpc-status-details-bin"]?.[0];
  const status = bin instanceof Uint8Array ? readStatusDetails(bin) : undefined;
  if (status !== undefined) {
    assert.equal(status.code, a.code, "google.rpc.Status code = the status code");
    for (const d of status.details) assert.equal(d.typeUrl, ERROR_INFO);
    for (const d of status.details) assert.equal(d.errorInfo?.domain, DOMAIN);
  }
  return {
    code: a.code,
    details: a.details,
    message: status?.message ?? a.details,
    json,
    headers: a.headers,
    reasons: status?.details.map((d) => d.errorInfo?.reason ?? "") ?? [],
    hasDetails: status !== undefined,
  };
}

/** Asserts an A2A error: the gRPC code, the ErrorInfo reason (null: no details trailer), and a message fragment. */
export function isError(r: Raw, code: number, reason: string | null, fragment?: string): void {
  assert.equal(r.code, code, `status ${r.code} ${r.message}`);
  if (reason === null) assert.equal(r.hasDetails, false, "no grpc-status-details-bin");
  else assert.deepEqual(r.reasons, [reason]);
  if (fragment !== undefined) assert.ok(r.message.includes(fragment), `"${r.message}" names "${fragment}"`);
}
