// A bad error table in the rules file stops generation with a message naming the file and the JSON path.

import assert from "node:assert/strict";
import { test } from "node:test";
import { GenerationError } from "../../../generator/src/model/errors.js";
import { buildWith, type Rules } from "./mutated-rules.js";

function fails(mutate: (r: Rules) => void, message: RegExp): void {
  assert.throws(
    () => buildWith(mutate),
    (e: unknown) => {
      assert.ok(e instanceof GenerationError, `expected a GenerationError, got ${String(e)}`);
      assert.match(e.message, message);
      return true;
    },
  );
}

test("errors: a google.rpc.Code name that $.rpcCodes lacks", () => {
  fails(
    (r) => (r.versions[0].errors.a2a[0].grpcStatus = "NOT_FOUNDD"),
    /\$\.versions\[0\]\.errors\.a2a\[0\]\.grpcStatus: "NOT_FOUNDD" is not a google\.rpc\.Code name/,
  );
});

test("errors: the A2A errors must be listed in code order", () => {
  fails((r) => r.versions[0].errors.a2a.reverse(), /\$\.versions\[0\]\.errors\.a2a\[1\]: code -32008 out of order/);
});

test("errors: two errors with one code", () => {
  fails((r) => (r.versions[0].errors.a2a[8].code = -32700), /\$\.versions\[0\]\.errors: code -32700 is both JSONParseError and VersionNotSupportedError/);
});

test("errors: a peer form naming a code the table lacks", () => {
  fails(
    (r) => r.versions[1].errors.peerForms[0].codes.push(-32009),
    /\$\.versions\[1\]\.errors\.peerForms\[0\]\.codes: -32009 is no error of this version's table/,
  );
});

test("errors: a v0.3 row reads its definition from a2a.json, which must have it", () => {
  fails((r) => (r.versions[1].errors.a2a[0].definition = "NoSuchError"), /a2a\.json: \$\.definitions\.NoSuchError\.properties\.code\.const is not an integer/);
});

test("errors: the carriers are required with the table", () => {
  fails((r) => delete r.versions[0].errors.domain, /\$\.versions\[0\]\.errors\.invalidParams\.errorInfo: needs .*\.domain/);
  fails((r) => delete r.versions[0].errors.grpcStatusDetailsKey, /\$\.versions\[0\]\.errors\.grpcStatusDetailsKey: required when .*\.a2a is given/);
  fails((r) => delete r.rpcCodes, /\$\.rpcCodes: required when/);
});

test("errors: a decided error must name a decision of $.decisions", () => {
  fails(
    (r) => (r.versions[0].errors.decided[0].decision = "no-such-decision"),
    /\$\.versions\[0\]\.errors\.decided\[0\]\.decision: "no-such-decision" is no id of \$\.decisions/,
  );
});

test("errors: a decided error may not share a code with an A2A error", () => {
  fails((r) => (r.versions[1].errors.decided[0].code = -32001), /\$\.versions\[1\]\.errors: code -32001 is both TaskNotFoundError and QuotaExceededError/);
});
