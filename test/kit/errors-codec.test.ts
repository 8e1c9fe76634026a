// Encoders and decoders per binding. Expected values are written from v1.0.1 §5.4/§9.5/§11.6 and the
// bodies quoted in the peer notes (a2a-peers.md §1b and the I3/unknown-task captures; a2a-peers-2.md §2.1 b,
// §2.2), copied here by hand.

import assert from "node:assert/strict";
import { test } from "node:test";
import { errorTable as v03 } from "@a2a-bindgen/a2a/v0_3/errors";
import { errorTable as v10 } from "@a2a-bindgen/a2a/v1_0/errors";
import { type DecodeResult, a2aError, decodeHttpError, decodeJsonRpcError, encodeHttpError, encodeJsonRpcError } from "@a2a-bindgen/kit";

const INFO = "type.googleapis.com/google.rpc.ErrorInfo";

function decoded(r: DecodeResult): { name: string; code: number; message: string; basis: string } {
  assert.equal(r.kind, "error", JSON.stringify(r));
  if (r.kind !== "error") throw new Error("unreachable");
  return { name: r.error.spec.name, code: r.error.code, message: r.error.message, basis: r.basis };
}

test("JSON-RPC v1.0 encode: code, message, data [ErrorInfo] (§9.5)", () => {
  const e = a2aError(v10, "TaskNotFoundError", { message: "Task not found: t-1" });
  assert.deepEqual(encodeJsonRpcError(v10, e), {
    code: -32001,
    message: "Task not found: t-1",
    data: [{ "@type": INFO, reason: "TASK_NOT_FOUND", domain: "a2a-protocol.org" }],
  });
  // Metadata only when given; the default message is the table's.
  assert.deepEqual(encodeJsonRpcError(v10, a2aError(v10, -32009, { metadata: { requested: "9.9" } })), {
    code: -32009,
    message: "Version not supported",
    data: [{ "@type": INFO, reason: "VERSION_NOT_SUPPORTED", domain: "a2a-protocol.org", metadata: { requested: "9.9" } }],
  });
  // A standard error without a reason carries no data.
  assert.deepEqual(encodeJsonRpcError(v10, a2aError(v10, "MethodNotFoundError")), { code: -32601, message: "Method not found" });
});

test("JSON-RPC v0.3 encode: {code, message} with no data, as a2a.json's JSONRPCError and the legacy handlers", () => {
  assert.deepEqual(encodeJsonRpcError(v03, a2aError(v03, -32001, { message: "Task not found: nope" })), { code: -32001, message: "Task not found: nope" });
  assert.deepEqual(encodeJsonRpcError(v03, a2aError(v03, "AuthenticatedExtendedCardNotConfiguredError")), {
    code: -32007,
    message: "Authenticated Extended Card is not configured",
  });
});

test("HTTP+JSON v1.0 encode: status of §5.4 and google.rpc.Status {error: {code, status, message, details}} (§11.6)", () => {
  assert.deepEqual(encodeHttpError(v10, a2aError(v10, "TaskNotFoundError", { message: "Task not found: does-not-exist" })), {
    status: 404,
    body: {
      error: {
        code: 404,
        status: "NOT_FOUND",
        message: "Task not found: does-not-exist",
        details: [{ "@type": INFO, reason: "TASK_NOT_FOUND", domain: "a2a-protocol.org" }],
      },
    },
  });
  const e = encodeHttpError(v10, a2aError(v10, "InvalidAgentResponseError"));
  assert.equal(e.status, 500);
  assert.equal((e.body as { error: { status: string } }).error.status, "INTERNAL");
});

test("HTTP+JSON v0.3 encode: a bare {code, message} with the legacy status (-32001 → 404, -32601 → 501)", () => {
  assert.deepEqual(encodeHttpError(v03, a2aError(v03, -32001, { message: "Task not found: nope" })), {
    status: 404,
    body: { code: -32001, message: "Task not found: nope" },
  });
  assert.deepEqual(encodeHttpError(v03, a2aError(v03, -32601)), { status: 501, body: { code: -32601, message: "Method not found" } });
});

test("round trips: every error of both tables, JSON-RPC and HTTP+JSON, decodes to itself with its message", () => {
  for (const table of [v10, v03]) {
    for (const spec of [...table.a2aErrors, ...Object.values(table.standardErrors)]) {
      const e = a2aError(table, spec.name, { message: `m ${spec.code}` });
      const rpc = decoded(decodeJsonRpcError(table, { body: { jsonrpc: "2.0", id: 3, error: encodeJsonRpcError(table, e) } }));
      assert.deepEqual([rpc.name, rpc.code, rpc.message, rpc.basis], [spec.name, spec.code, `m ${spec.code}`, "code"]);
      const answer = encodeHttpError(table, e);
      const http = decodeHttpError(table, { status: answer.status, headers: {}, body: JSON.stringify(answer.body) });
      if (table === v10 && spec.reason === null) {
        // No ErrorInfo: only the status and google.rpc.Code name are left, decoded when they name one error.
        assert.notEqual(http.kind, "not-a2a", `${spec.name}: ${JSON.stringify(http)}`);
        continue;
      }
      const h = decoded(http);
      assert.deepEqual([h.name, h.message, h.basis], [spec.name, `m ${spec.code}`, table === v10 ? "errorInfo" : "code"]);
    }
  }
});

test("decodes the literal bodies @a2a-js/sdk 1.3.0 sends (a2a-peers.md: unknown task, I3)", () => {
  const rpc = `{"jsonrpc":"2.0","id":4,"error":{"code":-32001,"message":"Task not found: does-not-exist","data":[{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"TASK_NOT_FOUND","domain":"a2a-protocol.org"}]}}`;
  assert.deepEqual(decoded(decodeJsonRpcError(v10, { status: 200, body: rpc })), {
    name: "TaskNotFoundError",
    code: -32001,
    message: "Task not found: does-not-exist",
    basis: "code",
  });
  const rest = `{"error":{"code":404,"status":"NOT_FOUND","message":"Task not found: does-not-exist","details":[{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"TASK_NOT_FOUND","domain":"a2a-protocol.org"}]}}`;
  const r = decodeHttpError(v10, { status: 404, headers: { "Content-Type": "application/a2a+json; charset=utf-8" }, body: new TextEncoder().encode(rest) });
  assert.deepEqual(decoded(r), { name: "TaskNotFoundError", code: -32001, message: "Task not found: does-not-exist", basis: "errorInfo" });
  assert.deepEqual(r.kind === "error" && r.notes, []);
  const i3 = `{"error":{"code":400,"status":"FAILED_PRECONDITION","message":"The requested A2A protocol version '0.3' is not supported. Supported versions: 1.0","details":[{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"VERSION_NOT_SUPPORTED","domain":"a2a-protocol.org"}]}}`;
  assert.equal(decoded(decodeHttpError(v10, { status: 400, body: i3 })).name, "VersionNotSupportedError");
  // The SDK's invalid-params form (RequestMalformedError): reason INVALID_PARAMS.
  const ip = `{"error":{"code":400,"status":"INVALID_ARGUMENT","message":"Request malformed","details":[{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"INVALID_PARAMS","domain":"a2a-protocol.org"}]}}`;
  assert.equal(decoded(decodeHttpError(v10, { status: 400, body: ip })).name, "InvalidParamsError");
});

test("decodes v0.3 forms from the code, marked so (a2a-peers.md, a2a-peers-2.md §2.1 b)", () => {
  const rpc = decoded(decodeJsonRpcError(v03, { body: `{"jsonrpc":"2.0","id":8,"error":{"code":-32001,"message":"Task not found: nope"}}` }));
  assert.deepEqual(rpc, { name: "TaskNotFoundError", code: -32001, message: "Task not found: nope", basis: "code" });
  // 1.3.0 legacy REST and 0.3.14 REST: bare body, 404.
  assert.equal(decoded(decodeHttpError(v03, { status: 404, body: `{"code":-32001,"message":"Task not found: nope"}` })).basis, "code");
  // A v0.3 stream's error event: the same bare body with no HTTP status of its own (the stream opened 200).
  const event = decodeHttpError(v03, { body: `{"code":-32004,"message":"This operation is not supported"}` });
  assert.deepEqual(decoded(event), { name: "UnsupportedOperationError", code: -32004, message: "This operation is not supported", basis: "code" });
  assert.deepEqual(event.kind === "error" ? event.notes : null, []);
  // v1.0 has no bare form: without a status and a google.rpc.Status it is not an A2A error.
  assert.equal(decodeHttpError(v10, { body: `{"code":-32004,"message":"x"}` }).kind, "not-a2a");
  // 0.3.14: not cancelable is 409, noted with the peer that sends it.
  const r409 = decodeHttpError(v03, { status: 409, body: `{"code":-32002,"message":"Task not cancelable: t"}` });
  assert.equal(decoded(r409).name, "TaskNotCancelableError");
  assert.match(r409.kind === "error" ? r409.notes.join() : "", /HTTP 409 as @a2a-js\/sdk 0\.3\.14/);
  // 0.3.14: the pre-stream 500 bug reads as an internal error, its peer note attached.
  const r500 = decodeHttpError(v03, {
    status: 500,
    body: `{"code":-32603,"message":"Bug: toJson serializer and body must be provided for non-204 responses."}`,
  });
  assert.equal(decoded(r500).name, "InternalError");
  // -32601 as 404 (0.3.14).
  assert.equal(decoded(decodeHttpError(v03, { status: 404, body: `{"code":-32601,"message":"Method not found"}` })).code, -32601);
  // The resubscribe error line's data (an SSE data line carries the envelope).
  const line = `{"jsonrpc":"2.0","id":8,"error":{"code":-32001,"message":"Task not found: nope"}}`;
  assert.equal(decoded(decodeJsonRpcError(v03, { body: line })).name, "TaskNotFoundError");
  // 0.3.14 answers message:send with 201 and cancel with 202: successes.
  const ok = decodeHttpError(v03, { status: 201, body: `{"task":{}}` });
  assert.equal(ok.kind, "not-a2a");
  assert.match(ok.kind === "not-a2a" ? ok.why : "", /201 is a success \(@a2a-js\/sdk 0\.3\.14/);
});

test("not A2A: a bare 404, an HTML 404, JSON without ErrorInfo, an ErrorInfo of another domain, a result", () => {
  const notA2A = (r: DecodeResult, why: RegExp) => {
    assert.equal(r.kind, "not-a2a", JSON.stringify(r));
    assert.match(r.kind === "not-a2a" ? r.why : "", why);
  };
  notA2A(decodeHttpError(v10, { status: 404 }), /404 without a JSON error body/);
  notA2A(decodeHttpError(v03, { status: 404, body: "" }), /404 without a JSON error body/);
  notA2A(
    decodeHttpError(v10, { status: 404, headers: { "content-type": "text/html" }, body: "<!DOCTYPE html><pre>Cannot GET /a2a/rest/message:send</pre>" }),
    /without a JSON error body/,
  );
  notA2A(decodeHttpError(v10, { status: 404, body: `{"error":{"code":404,"status":"NOT_FOUND","message":"no route"}}` }), /no google\.rpc\.ErrorInfo/);
  notA2A(decodeHttpError(v10, { status: 404, body: `{"message":"Not Found"}` }), /no "error" member/);
  notA2A(
    decodeHttpError(v10, {
      status: 404,
      body: `{"error":{"code":404,"status":"NOT_FOUND","message":"x","details":[{"@type":"${INFO}","reason":"TASK_NOT_FOUND","domain":"googleapis.com"}]}}`,
    }),
    /domain "googleapis\.com" is not "a2a-protocol\.org"/,
  );
  notA2A(decodeHttpError(v03, { status: 404, body: `{"message":"Not Found"}` }), /no integer code/);
  notA2A(decodeJsonRpcError(v10, { body: `{"jsonrpc":"2.0","id":1,"result":{"task":{}}}` }), /a result/);
  notA2A(
    decodeJsonRpcError(v10, { body: `{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"server"}}` }),
    /code -32000 is in no error of protocol 1\.0/,
  );
  // v1.0-only codes sent to a v0.3 client (the notes: a2a-js emits -32009 on v0.3 paths too) are not in v0.3's table.
  notA2A(decodeJsonRpcError(v03, { body: `{"code":-32009,"message":"v"}` }), /-32009 is in no error of protocol 0\.3/);
});

test("v1.0 JSON-RPC: when the ErrorInfo names another error than the code, the code decides and it is noted", () => {
  const r = decodeJsonRpcError(v10, {
    body: { code: -32001, message: "x", data: [{ "@type": INFO, reason: "VERSION_NOT_SUPPORTED", domain: "a2a-protocol.org" }] },
  });
  assert.equal(decoded(r).name, "TaskNotFoundError");
  assert.match(r.kind === "error" ? r.notes[0] : "", /ErrorInfo names VersionNotSupportedError/);
});

test("v1.0 HTTP without ErrorInfo: INVALID_ARGUMENT 400 stands for -32700 and -32600 (no reason): ambiguous, both listed", () => {
  const r = decodeHttpError(v10, { status: 400, body: { error: { code: 400, status: "INVALID_ARGUMENT", message: "bad" } } });
  assert.equal(r.kind, "ambiguous");
  assert.deepEqual(r.kind === "ambiguous" ? r.candidates.map((s) => s.code) : [], [-32600, -32700]);
});

test("v1.0 invalid params on HTTP+JSON: the BadRequest, and beside it the SDK's INVALID_PARAMS ErrorInfo, which decodes", async () => {
  const { v1_0 } = await import("@a2a-bindgen/a2a");
  const r = v1_0.schemas.GetTaskRequest.safeParse({ id: 5 });
  assert.equal(r.success, false);
  const answer = v1_0.invalidParams(r.error!, "http+json");
  const details = (answer.body as { error: { details: { "@type": string; reason?: string; domain?: string }[] } }).error.details;
  assert.equal(details[0]["@type"], "type.googleapis.com/google.rpc.BadRequest");
  assert.deepEqual(details[1], { "@type": INFO, reason: "INVALID_PARAMS", domain: "a2a-protocol.org" });
  const d = decodeHttpError(v10, { status: answer.status, body: JSON.stringify(answer.body) });
  assert.equal(decoded(d).name, "InvalidParamsError");
  assert.equal(d.kind === "error" && d.error.details.length, 2);
  // JSON-RPC keeps the BadRequest only (the brief's change is HTTP+JSON's).
  assert.equal(v1_0.invalidParams(r.error!, "jsonrpc").data.length, 1);
});

test("a2aError: by name, code or reason; an unknown key is a TypeError naming it and the version", () => {
  assert.equal(a2aError(v10, "TASK_NOT_FOUND").code, -32001);
  assert.equal(a2aError(v03, -32007).name, "AuthenticatedExtendedCardNotConfiguredError");
  assert.throws(() => a2aError(v03, "VersionNotSupportedError"), /no error "VersionNotSupportedError" in the error table of protocol 0\.3/);
  assert.throws(() => a2aError(v10, "__proto__"), TypeError);
});

test("an HTTP+JSON error event mid-stream has no status: the google.rpc.Status body's code stands in (a2a-peers.md §1b)", () => {
  const data = `{"error":{"code":404,"status":"NOT_FOUND","message":"Task not found: t","details":[{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"TASK_NOT_FOUND","domain":"a2a-protocol.org"}]}}`;
  const r = decodeHttpError(v10, { body: data });
  assert.deepEqual(decoded(r), { name: "TaskNotFoundError", code: -32001, message: "Task not found: t", basis: "errorInfo" });
  assert.deepEqual(r.kind === "error" && r.notes, []);
  assert.equal(decodeHttpError(v10, { body: "{}" }).kind, "not-a2a");
});
