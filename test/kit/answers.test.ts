// The plain failures as A2A errors (kit answers.ts). Expected codes, names, statuses and reasons written by
// hand: v1.0.1 §5.4 (-32008 ExtensionSupportRequiredError, -32009 VersionNotSupportedError, both HTTP 400
// FAILED_PRECONDITION), the quick reference's rows I3/I4/I7, JSON-RPC 2.0 §5.1, and the rules file's
// compat.errors nearest forms for v0.3 (-32008 → -32600 InvalidRequestError, -32009 → -32004 UnsupportedOperationError).

import assert from "node:assert/strict";
import { test } from "node:test";
import { errorTable as v03 } from "@a2a-bindgen/a2a/v0_3/errors";
import { errorTable as v10, standardErrors as std10 } from "@a2a-bindgen/a2a/v1_0/errors";
import {
  answerError,
  checkRequiredExtensions,
  encodeHttpError,
  encodeJsonRpcError,
  extensionSupportRequiredError,
  invalidEnvelopeError,
  negotiateVersion,
  parseRequest,
  versionNotSupportedError,
} from "@a2a-bindgen/kit";

function notServed(headers: Record<string, string>, served: string[]) {
  const n = negotiateVersion({ headers, served });
  assert.equal(n.ok, false);
  if (n.ok) throw new Error("unreachable");
  return n.error;
}

test("I4: A2A-Version 9.9 against a 1.0 interface → -32009 VersionNotSupportedError naming 9.9 and 1.0, on each binding", () => {
  const e = versionNotSupportedError(v10, notServed({ "A2A-Version": "9.9" }, ["1.0"]));
  assert.equal(e.name, "VersionNotSupportedError");
  assert.equal(e.code, -32009);
  assert.equal(e.message, 'Version not supported: A2A-Version "9.9" is not served; supported: "1.0"');
  const rpc = encodeJsonRpcError(v10, e);
  assert.equal(rpc.code, -32009);
  assert.deepEqual(rpc.data, [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "VERSION_NOT_SUPPORTED", domain: "a2a-protocol.org" }]);
  const http = encodeHttpError(v10, e);
  assert.equal(http.status, 400);
  assert.ok("error" in http.body);
  assert.equal(http.body.error.status, "FAILED_PRECONDITION");
  assert.equal(http.body.error.message, e.message);
});

test("I3: no A2A-Version against a 1.0-only interface: the message says missing means 0.3", () => {
  const e = answerError(v10, notServed({}, ["1.0"]));
  assert.equal(e.code, -32009);
  assert.equal(e.message, 'Version not supported: no A2A-Version was sent, which means "0.3" is not served; supported: "1.0"');
});

test("a value that is not one version is named as such, with every version served", () => {
  const e = answerError(v10, notServed({ "a2a-version": "1.0, 0.3" }, ["1.0", "0.3"]));
  assert.equal(e.code, -32009);
  assert.equal(e.message, 'Version not supported: A2A-Version "1.0, 0.3" is not one Major.Minor version; supported: "1.0", "0.3"');
});

test("v0.3 has no -32009: the nearest error of the rules, -32004 UnsupportedOperationError, and the message says so", () => {
  const e = versionNotSupportedError(v03, notServed({ "A2A-Version": "2.0" }, ["0.3"]));
  assert.equal(e.name, "UnsupportedOperationError");
  assert.equal(e.code, -32004);
  assert.equal(e.protocolVersion, "0.3");
  assert.match(e.message, /^This operation is not supported: A2A-Version "2\.0" is not served; supported: "0\.3"/);
  assert.match(e.message, /protocol 0\.3 has no VersionNotSupportedError \(-32009\): answered as its nearest error, -32004 UnsupportedOperationError/);
  // v0.3 JSON-RPC carries no ErrorInfo (a2a.json v0.3.0 JSONRPCError).
  assert.deepEqual(encodeJsonRpcError(v03, e), { code: -32004, message: e.message });
});

const card = {
  capabilities: {
    extensions: [
      { uri: "https://example.com/ext/a", required: true },
      { uri: "https://example.com/ext/b", required: false },
      { uri: "https://example.com/ext/c", required: true },
    ],
  },
};

test("I7: a required extension not declared → -32008 ExtensionSupportRequiredError naming the missing URIs", () => {
  const check = checkRequiredExtensions(card, ["https://example.com/ext/a"]);
  assert.equal(check.ok, false);
  if (check.ok) return;
  const e = extensionSupportRequiredError(v10, check.error);
  assert.equal(e.name, "ExtensionSupportRequiredError");
  assert.equal(e.code, -32008);
  assert.equal(e.reason, "EXTENSION_SUPPORT_REQUIRED");
  assert.equal(e.message, 'Extension support required: required extensions not declared in A2A-Extensions: "https://example.com/ext/c"');
  assert.equal(encodeHttpError(v10, e).status, 400);
});

test("v0.3 has no -32008: the nearest error of the rules, -32600 InvalidRequestError, and the message says so", () => {
  const e = answerError(v03, { kind: "extensionSupportRequired", uris: ["https://example.com/ext/a", "https://example.com/ext/c"] });
  assert.equal(e.name, "InvalidRequestError");
  assert.equal(e.code, -32600);
  assert.match(e.message, /"https:\/\/example\.com\/ext\/a", "https:\/\/example\.com\/ext\/c"/);
  assert.match(e.message, /protocol 0\.3 has no ExtensionSupportRequiredError \(-32008\): answered as its nearest error, -32600 InvalidRequestError/);
  // v0.3 HTTP+JSON: the legacy handlers' bare {code, message}, HTTP 400.
  assert.deepEqual(encodeHttpError(v03, e), { status: 400, body: { code: -32600, message: e.message } });
});

test("invalid JSON-RPC envelopes → the standard errors -32700 and -32600, with what and where", () => {
  const parse = parseRequest("{", std10);
  assert.equal(parse.kind, "invalid");
  if (parse.kind !== "invalid") return;
  const e1 = invalidEnvelopeError(v10, parse);
  assert.equal(e1.code, -32700);
  assert.equal(e1.name, "JSONParseError");
  assert.match(e1.message, /not JSON/);
  // JSON-RPC standard errors carry no ErrorInfo.
  assert.deepEqual(encodeJsonRpcError(v10, e1), { code: -32700, message: e1.message });

  const noMethod = parseRequest('{"jsonrpc":"2.0","id":1}', std10);
  assert.equal(noMethod.kind, "invalid");
  if (noMethod.kind !== "invalid") return;
  const e2 = answerError(v10, noMethod);
  assert.equal(e2.code, -32600);
  assert.match(e2.message, /\$\.method/);
});

test("hostile failures: huge values and lists stay small; unknown kinds and codes are a TypeError, never a crash", () => {
  const huge = "9".repeat(1_000_000);
  const e = versionNotSupportedError(v10, {
    kind: "versionNotSupported",
    value: huge,
    supported: Array(100_000).fill("1.0"),
    reason: "notServed",
    from: "header",
  });
  assert.equal(e.code, -32009);
  assert.ok(e.message.length < 8000, `message of ${e.message.length} characters`);
  assert.match(e.message, /and 99984 more/);
  const many = extensionSupportRequiredError(v10, { kind: "extensionSupportRequired", uris: Array(100_000).fill("x".repeat(10_000)) });
  assert.ok(many.message.length < 8000);
  for (const kind of ["__proto__", "constructor", "toString", undefined]) {
    assert.throws(() => answerError(v10, { kind } as never), TypeError);
  }
  assert.throws(() => answerError(v10, null as never), TypeError);
  assert.throws(
    () => invalidEnvelopeError(v10, { kind: "invalid", error: { code: 7, message: "x" }, reason: "r" }),
    /no error 7 in the error table of protocol 1\.0/,
  );
  // Fields of the wrong type read as empty.
  const odd = versionNotSupportedError(v10, { kind: "versionNotSupported", value: 5, supported: "1.0", reason: "notServed", from: "query" } as never);
  assert.equal(odd.message, 'Version not supported: A2A-Version "" is not served; supported: none');
});
