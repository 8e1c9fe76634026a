// Against @a2a-js/sdk 1.3.0's own error codecs (its errors and errors/grpc entries, the code its servers
// and clients run): what we encode, its client classifies as the same error; what its servers encode,
// we decode as the same error. The names pair by the table (InvalidParamsError ⇄ its RequestMalformedError).

import assert from "node:assert/strict";
import { test } from "node:test";
import * as sdk from "@a2a-js/sdk/errors";
import * as sdkGrpc from "@a2a-js/sdk/errors/grpc";
import { errorTable as v10 } from "@a2a-bindgen/a2a/v1_0/errors";
import { type DecodeResult, a2aError, decodeHttpError, decodeJsonRpcError, encodeHttpError, encodeJsonRpcError } from "@a2a-bindgen/kit";
import { decodeGrpcError, encodeGrpcError } from "@a2a-bindgen/kit/grpc";

type SdkClass = new (o?: { message?: string }) => Error;
// The SDK's classes for the errors both sides name: the nine A2A errors and invalid params, with the JSON-RPC class of each.
const pairs: [ours: string, theirs: SdkClass, jsonRpc: SdkClass][] = [
  ["TaskNotFoundError", sdk.TaskNotFoundError, sdk.JsonRpcTaskNotFoundError],
  ["TaskNotCancelableError", sdk.TaskNotCancelableError, sdk.JsonRpcTaskNotCancelableError],
  ["PushNotificationNotSupportedError", sdk.PushNotificationNotSupportedError, sdk.JsonRpcPushNotificationNotSupportedError],
  ["UnsupportedOperationError", sdk.UnsupportedOperationError, sdk.JsonRpcUnsupportedOperationError],
  ["ContentTypeNotSupportedError", sdk.ContentTypeNotSupportedError, sdk.JsonRpcContentTypeNotSupportedError],
  ["InvalidAgentResponseError", sdk.InvalidAgentResponseError, sdk.JsonRpcInvalidAgentResponseError],
  ["ExtendedAgentCardNotConfiguredError", sdk.ExtendedAgentCardNotConfiguredError, sdk.JsonRpcExtendedAgentCardNotConfiguredError],
  ["ExtensionSupportRequiredError", sdk.ExtensionSupportRequiredError, sdk.JsonRpcExtensionSupportRequiredError],
  ["VersionNotSupportedError", sdk.VersionNotSupportedError, sdk.JsonRpcVersionNotSupportedError],
  ["InvalidParamsError", sdk.RequestMalformedError, sdk.JsonRpcRequestMalformedError],
] as unknown as [string, SdkClass, SdkClass][];

const name = (r: DecodeResult) => (r.kind === "error" ? r.error.spec.name : `${r.kind}: ${JSON.stringify(r)}`);

test("ours → the SDK client: JSON-RPC, REST and gRPC classify as the same error", () => {
  for (const [ours, cls] of pairs) {
    const e = a2aError(v10, ours, { message: `m ${ours}` });
    const rpc = sdk.fromJsonRpcErrorResponse({ jsonrpc: "2.0", id: 1, error: encodeJsonRpcError(v10, e) } as never);
    assert.ok(rpc instanceof cls, `JSON-RPC ${ours}: ${rpc.name}`);
    const http = encodeHttpError(v10, e);
    const rest = sdk.fromRestErrorBody((http.body as { error: never }).error, {} as never);
    assert.ok(rest instanceof cls, `REST ${ours}: ${rest.name}`);
    assert.equal(rest.message, `m ${ours}`);
    const g = encodeGrpcError(v10, e);
    const bin = Buffer.from(g.metadata["grpc-status-details-bin"]);
    const grpc = sdkGrpc.fromGrpcError({ code: g.code, details: g.message, metadata: { get: () => [bin] } } as never);
    assert.ok(grpc instanceof cls, `gRPC ${ours}: ${grpc.name}`);
    assert.equal(sdkGrpc.grpcStatusFor(new cls()), g.code, `gRPC code of ${ours}`);
    assert.equal(sdk.restStatusFor(new cls()), http.status, `HTTP status of ${ours}`);
  }
});

test("the SDK server's encodings → ours: the same error", () => {
  for (const [ours, cls, jsonRpcClass] of pairs) {
    const e = new cls({ message: `m ${ours}` });
    const status = sdk.restStatusFor(e);
    assert.equal(name(decodeHttpError(v10, { status, body: JSON.stringify(sdk.toRestErrorBody(e, status)) })), ours);
    assert.equal(name(decodeJsonRpcError(v10, { body: { jsonrpc: "2.0", id: 1, error: sdk.toJsonRpcError(new jsonRpcClass({ message: "x" })) } })), ours);
    const code = sdkGrpc.grpcStatusFor(e);
    const reason = (e as unknown as { reason: string }).reason;
    const bin = sdkGrpc.encodeGrpcStatusDetails(code, e.message, reason, { k: "v" });
    const r = decodeGrpcError(v10, { code, details: e.message, metadata: { "grpc-status-details-bin": new Uint8Array(bin) } });
    assert.equal(name(r), ours);
    assert.deepEqual(r.kind === "error" && { ...r.error.metadata }, { k: "v" });
  }
});
