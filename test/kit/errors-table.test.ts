// The generated error tables pinned by hand: v1.0 from docs/specification.md v1.0.1 §5.4 (as
// a2a-peers.md §1b and a2a-proto-facts.md §3.5 quote it) and JSON-RPC 2.0 §5.1; v0.3 from a2a.json
// v0.3.0's error definitions, with the HTTP and gRPC forms @a2a-js/sdk 1.3.0's legacy handlers send.

import assert from "node:assert/strict";
import { test } from "node:test";
import * as v03 from "@a2a-bindgen/a2a/v0_3/errors";
import * as v10 from "@a2a-bindgen/a2a/v1_0/errors";

type Row = [code: number, name: string, message: string, http: number, grpcCode: number, grpcStatus: string, reason: string | null];
const rows = (specs: readonly v10.ErrorSpec[]): Row[] => specs.map((s) => [s.code, s.name, s.message, s.httpStatus, s.grpcCode, s.grpcStatus, s.reason]);

// -32001 to -32005: the same name, message and forms in both versions (v1.0 §5.4, v0.3 a2a.json).
const firstFive: Row[] = [
  [-32001, "TaskNotFoundError", "Task not found", 404, 5, "NOT_FOUND", "TASK_NOT_FOUND"],
  [-32002, "TaskNotCancelableError", "Task cannot be canceled", 400, 9, "FAILED_PRECONDITION", "TASK_NOT_CANCELABLE"],
  [-32003, "PushNotificationNotSupportedError", "Push Notification is not supported", 400, 9, "FAILED_PRECONDITION", "PUSH_NOTIFICATION_NOT_SUPPORTED"],
  [-32004, "UnsupportedOperationError", "This operation is not supported", 400, 9, "FAILED_PRECONDITION", "UNSUPPORTED_OPERATION"],
  [-32005, "ContentTypeNotSupportedError", "Incompatible content types", 400, 3, "INVALID_ARGUMENT", "CONTENT_TYPE_NOT_SUPPORTED"],
];

test("v1.0: the nine A2A errors of §5.4, in code order, every column", () => {
  assert.deepEqual(rows(v10.a2aErrors), [
    ...firstFive,
    [-32006, "InvalidAgentResponseError", "Invalid agent response", 500, 13, "INTERNAL", "INVALID_AGENT_RESPONSE"],
    [-32007, "ExtendedAgentCardNotConfiguredError", "Extended Agent Card not configured", 400, 9, "FAILED_PRECONDITION", "EXTENDED_AGENT_CARD_NOT_CONFIGURED"],
    [-32008, "ExtensionSupportRequiredError", "Extension support required", 400, 9, "FAILED_PRECONDITION", "EXTENSION_SUPPORT_REQUIRED"],
    [-32009, "VersionNotSupportedError", "Version not supported", 400, 9, "FAILED_PRECONDITION", "VERSION_NOT_SUPPORTED"],
  ]);
  assert.ok(v10.a2aErrors.every((s) => s.kind === "a2a" && s.source.length > 0));
});

test("v1.0: the five JSON-RPC 2.0 standard errors; INVALID_PARAMS is the SDK's reason, the others have none", () => {
  const s = v10.standardErrors;
  assert.deepEqual(rows([s.parse, s.invalidRequest, s.methodNotFound, s.invalidParams, s.internal]), [
    [-32700, "JSONParseError", "Parse error", 400, 3, "INVALID_ARGUMENT", null],
    [-32600, "InvalidRequestError", "Invalid Request", 400, 3, "INVALID_ARGUMENT", null],
    [-32601, "MethodNotFoundError", "Method not found", 501, 12, "UNIMPLEMENTED", null],
    [-32602, "InvalidParamsError", "Invalid params", 400, 3, "INVALID_ARGUMENT", "INVALID_PARAMS"],
    [-32603, "InternalError", "Internal error", 500, 13, "INTERNAL", null],
  ]);
  assert.ok(Object.values(s).every((e) => e.kind === "jsonrpc"));
});

test("v0.3: the seven A2A errors of a2a.json (-32007 under its older name), forms of @a2a-js/sdk 1.3.0's legacy handlers", () => {
  assert.deepEqual(rows(v03.a2aErrors), [
    ...firstFive,
    // LEGACY_CODE_TO_HTTP_STATUS: -32006 → 500.
    [-32006, "InvalidAgentResponseError", "Invalid agent response", 500, 13, "INTERNAL", "INVALID_AGENT_RESPONSE"],
    [
      -32007,
      "AuthenticatedExtendedCardNotConfiguredError",
      "Authenticated Extended Card is not configured",
      400,
      9,
      "FAILED_PRECONDITION",
      "EXTENDED_AGENT_CARD_NOT_CONFIGURED",
    ],
  ]);
});

test("v0.3: the standard errors with a2a.json's messages; -32601 is 501/UNIMPLEMENTED as the legacy handlers send it", () => {
  const s = v03.standardErrors;
  assert.deepEqual(rows([s.parse, s.invalidRequest, s.methodNotFound, s.invalidParams, s.internal]), [
    [-32700, "JSONParseError", "Invalid JSON payload", 400, 3, "INVALID_ARGUMENT", null],
    [-32600, "InvalidRequestError", "Request payload validation error", 400, 3, "INVALID_ARGUMENT", null],
    [-32601, "MethodNotFoundError", "Method not found", 501, 12, "UNIMPLEMENTED", null],
    [-32602, "InvalidParamsError", "Invalid parameters", 400, 3, "INVALID_ARGUMENT", "INVALID_PARAMS"],
    [-32603, "InternalError", "Internal error", 500, 13, "INTERNAL", null],
  ]);
});

test("carriers: domain, type URLs, trailer key, and per binding whether an ErrorInfo travels", () => {
  for (const t of [v10, v03]) {
    assert.equal(t.errorInfoDomain, "a2a-protocol.org");
    assert.deepEqual(t.errorDetailTypes, { errorInfo: "type.googleapis.com/google.rpc.ErrorInfo", badRequest: "type.googleapis.com/google.rpc.BadRequest" });
    assert.equal(t.grpcStatusDetailsKey, "grpc-status-details-bin");
    assert.equal(t.errorBindings.jsonrpc.httpStatus, 200);
  }
  const forms = (t: typeof v10) => [
    t.errorBindings.jsonrpc.errorInfo,
    t.errorBindings.http.body,
    t.errorBindings.http.errorInfo,
    t.errorBindings.grpc.errorInfo,
  ];
  assert.deepEqual(forms(v10), [true, "google.rpc.Status", true, true]);
  assert.deepEqual(forms(v03), [false, "json-rpc-error", false, true]);
  assert.equal(v10.errorTable.protocolVersion, "1.0");
  assert.equal(v03.errorTable.protocolVersion, "0.3");
});

test("v0.3 decode-side data: 0.3.14's REST statuses and gRPC codes (a2a-peers-2.md §2.1 b), 201/202 successes", () => {
  const http = v03.peerErrorForms.filter((f) => f.binding === "http+json").map((f) => [f.httpStatus, [...f.codes].sort()]);
  assert.deepEqual(http, [
    [404, [-32601, -32001].sort()],
    [409, [-32002]],
    [400, [-32700, -32600, -32602, -32003, -32004].sort()],
    [500, [-32005, -32006, -32007, -32603].sort()],
    [500, [-32603]],
  ]);
  const grpc = v03.peerErrorForms.filter((f) => f.binding === "grpc").map((f) => [f.grpcStatus, f.grpcCode, [...f.codes].sort()]);
  assert.deepEqual(grpc, [
    ["NOT_FOUND", 5, [-32001]],
    ["FAILED_PRECONDITION", 9, [-32002, -32007].sort()],
    ["UNIMPLEMENTED", 12, [-32003, -32004].sort()],
    ["INVALID_ARGUMENT", 3, [-32005, -32600, -32602].sort()],
    ["INTERNAL", 13, [-32006, -32603].sort()],
    ["UNKNOWN", 2, [-32700, -32601].sort()],
  ]);
  assert.ok(v03.peerErrorForms.every((f) => f.peer === "@a2a-js/sdk 0.3.14" && !f.errorInfo));
  assert.deepEqual(
    v03.successStatuses.map((s) => s.status),
    [201, 202],
  );
  assert.deepEqual(v10.peerErrorForms, []);
});

test("a version's errors module imports only the runtime's routes entry, so loading it loads no zod and no validator", async () => {
  const { readFileSync } = await import("node:fs");
  const { fileURLToPath } = await import("node:url");
  for (const v of ["v1_0", "v0_3"]) {
    // <version>/errors is the version's core module (routes and the error table).
    const text = readFileSync(fileURLToPath(import.meta.resolve(`@a2a-bindgen/a2a/${v}/errors`)), "utf8");
    const from = [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"/gm)].map((m) => m[1]);
    assert.ok(from.length > 0, `${v}: the import statements were found`);
    assert.deepEqual([...new Set(from)], ["@a2a-bindgen/runtime/routes"], `${v}/errors imports the runtime's routes entry only`);
    assert.doesNotMatch(text, /import\(/, `${v}/errors loads nothing dynamically`);
  }
});
