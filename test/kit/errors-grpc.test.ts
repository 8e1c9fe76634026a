// The gRPC binding (@a2a-bindgen/kit/grpc): binary google.rpc.Status in grpc-status-details-bin, and
// decoding the forms peers send (a2a-peers-2.md §2.1 b for 0.3.14, §2.2 for 1.3.0), written here by hand.

import assert from "node:assert/strict";
import { test } from "node:test";
import { errorTable as v03 } from "@a2a-bindgen/a2a/v0_3/errors";
import { errorTable as v10 } from "@a2a-bindgen/a2a/v1_0/errors";
import { A2AError, type DecodeResult, a2aError } from "@a2a-bindgen/kit";
import { decodeErrorInfo, decodeGrpcError, decodeRpcStatus, encodeGrpcError, grpcStatusDetails, statusDetailsBase64 } from "@a2a-bindgen/kit/grpc";

const KEY = "grpc-status-details-bin";
const INFO = "type.googleapis.com/google.rpc.ErrorInfo";

test("encode: the §5.4 code, and grpc-status-details-bin = Status{code, message, [Any(ErrorInfo)]}", () => {
  const e = a2aError(v10, "VersionNotSupportedError", { message: "version '0.3' is not supported", metadata: { requested: "0.3" } });
  const answer = encodeGrpcError(v10, e);
  assert.equal(answer.code, 9); // FAILED_PRECONDITION
  assert.equal(answer.message, "version '0.3' is not supported");
  assert.deepEqual(Object.keys(answer.metadata), [KEY]);
  const status = decodeRpcStatus(answer.metadata[KEY]);
  assert.equal(status.code, 9);
  assert.equal(status.message, "version '0.3' is not supported");
  assert.equal(status.details.length, 1);
  assert.equal(status.details[0].typeUrl, INFO);
  const info = decodeErrorInfo(status.details[0].value);
  assert.deepEqual([info.reason, info.domain, { ...info.metadata }], ["VERSION_NOT_SUPPORTED", "a2a-protocol.org", { requested: "0.3" }]);
  // A standard error without a reason: the bare status, no trailer (as 1.3.0's legacy service sends -32601).
  assert.deepEqual(encodeGrpcError(v03, a2aError(v03, -32601)), { code: 12, message: "Method not found", metadata: {} });
});

test("the bytes are google.rpc.Status as protobuf defines it (hand-computed wire bytes)", () => {
  // Status{code: 5 → 08 05, message: "x" → 12 01 78, details: [Any{type_url, value: ErrorInfo{reason "R" → 0a 01 52, domain "D" → 12 01 44}}]}
  const table = { ...v10, errorInfoDomain: "D" };
  const spec = { ...v10.a2aErrors[0], reason: "R" };
  const bytes = grpcStatusDetails(table, new A2AError(table, spec, { message: "x" }));
  const url = new TextEncoder().encode(INFO);
  const any = [0x0a, url.length, ...url, 0x12, 6, 0x0a, 1, 0x52, 0x12, 1, 0x44];
  assert.deepEqual([...bytes], [0x08, 5, 0x12, 1, 0x78, 0x1a, any.length, ...any]);
});

test("round trip: every error of both tables, trailer as bytes and as unpadded base64 text", () => {
  for (const table of [v10, v03]) {
    for (const spec of [...table.a2aErrors, ...Object.values(table.standardErrors)]) {
      const answer = encodeGrpcError(table, a2aError(table, spec.code, { message: `m ${spec.code}` }));
      for (const metadata of [answer.metadata, Object.fromEntries(Object.entries(answer.metadata).map(([k, v]) => [k, statusDetailsBase64(v)]))]) {
        const r = decodeGrpcError(table, { code: answer.code, details: answer.message, metadata });
        if (spec.reason !== null) {
          assert.equal(r.kind, "error", `${spec.name}: ${JSON.stringify(r)}`);
          assert.deepEqual(r.kind === "error" && [r.error.spec.name, r.error.message, r.basis], [spec.name, `m ${spec.code}`, "errorInfo"]);
        } else assert.notEqual(r.kind, "not-a2a", `${spec.name}: ${JSON.stringify(r)}`);
      }
    }
  }
  assert.doesNotMatch(statusDetailsBase64(grpcStatusDetails(v10, a2aError(v10, -32001))), /=/);
});

test("1.3.0's trailer (a2a-peers-2.md §2.2): NOT_FOUND with ErrorInfo TASK_NOT_FOUND, read through a Metadata-like get()", () => {
  const bytes = grpcStatusDetails(v10, a2aError(v10, -32001, { message: "Task not found: does-not-exist" }));
  const metadata = { get: (k: string) => (k === KEY ? [bytes] : []) };
  const r = decodeGrpcError(v10, { code: 5, details: "Task not found: does-not-exist", metadata });
  assert.deepEqual(r.kind === "error" && [r.error.spec.name, r.error.message, r.basis, r.notes], [
    "TaskNotFoundError",
    "Task not found: does-not-exist",
    "errorInfo",
    [],
  ]);
});

const kindOf = (r: DecodeResult) =>
  r.kind === "error" ? `${r.basis}:${r.error.code}` : r.kind === "ambiguous" ? `ambiguous:${r.candidates.map((s) => s.code).join(",")}` : "not-a2a";

test("0.3.14's bare gRPC codes (no details): decoded from the code, ambiguous where one code stands for several", () => {
  const bare = (code: number) => kindOf(decodeGrpcError(v03, { code, details: "d", metadata: { "content-type": "application/grpc" } }));
  assert.equal(bare(5), "status:-32001"); // NOT_FOUND: only TaskNotFound
  assert.equal(bare(9), "ambiguous:-32002,-32007"); // FAILED_PRECONDITION
  // UNIMPLEMENTED: -32003/-32004 (0.3.14) and -32601 (the table: 1.3.0's legacy service sends it bare).
  assert.equal(bare(12), "ambiguous:-32003,-32004,-32601");
  assert.equal(bare(13), "ambiguous:-32006,-32603");
  // UNAUTHENTICATED and PERMISSION_DENIED: only the rules' decided auth-failure errors send them.
  assert.equal(bare(16), "status:-32098");
  assert.equal(bare(7), "status:-32097");
  assert.equal(bare(14), "not-a2a"); // UNAVAILABLE: no error sends it
  const r = decodeGrpcError(v03, { code: 12, details: "Push Notification is not supported" });
  assert.match(
    r.kind === "ambiguous" ? r.why : "",
    /gRPC 12 UNIMPLEMENTED without grpc-status-details-bin \(as @a2a-js\/sdk 0\.3\.14 sends it\) stands for -32003 PushNotificationNotSupportedError, -32004 UnsupportedOperationError/,
  );
});

test("v1.0: a bare status is no A2A error (the ErrorInfo decides); neither is another domain or OK", () => {
  const why = (r: DecodeResult) => (r.kind === "not-a2a" ? r.why : JSON.stringify(r));
  assert.match(why(decodeGrpcError(v10, { code: 5, details: "Task not found" })), /5 NOT_FOUND without grpc-status-details-bin/);
  assert.match(why(decodeGrpcError(v10, { code: 9 })), /no ErrorInfo/);
  const other = grpcStatusDetails({ ...v10, errorInfoDomain: "example.com" }, a2aError(v10, -32001));
  assert.match(why(decodeGrpcError(v10, { code: 5, metadata: { [KEY]: other } })), /domain "example\.com"/);
  assert.match(why(decodeGrpcError(v10, { code: 0 })), /success/);
  assert.match(why(decodeGrpcError(v10, { code: 5, metadata: { [KEY]: "%%%not base64" } })), /./);
});
