// A bad rules file stops generation with a message naming the file and the JSON path of the
// offending value (and, for a stale rule, what the proto says instead). Each case mutates a copy
// of rules/a2a.rules.json and builds the model from the real A2A protos.

import assert from "node:assert/strict";
import { test } from "node:test";
import { GenerationError } from "../../../generator/src/model/errors.js";
import { buildWith as generateWith, type Rules } from "./mutated-rules.js";

function fails(mutate: (r: Rules) => void, message: RegExp): void {
  assert.throws(
    () => generateWith(mutate),
    (e: unknown) => {
      assert.ok(e instanceof GenerationError, `expected a GenerationError, got ${String(e)}`);
      assert.match(e.message, /case-\d+\.rules\.json|a2a\.json/);
      assert.match(e.message, message);
      return true;
    },
  );
}

test("the unmodified copy builds (so each failure below comes from its mutation)", () => {
  generateWith(() => {});
});

test("an unknown key is rejected at its JSON path", () => {
  fails((r) => (r.versions[0].validatorz = {}), /\$\.versions\[0\]: Unrecognized key: "validatorz"/);
});

test("requiredDefaultAllowed: a field that does not exist", () => {
  fails(
    (r) => r.versions[0].validators.requiredDefaultAllowed.push({ field: "lf.a2a.v1.Task.nope", reason: "x" }),
    /\$\.versions\[0\]\.validators\.requiredDefaultAllowed\[6\]: lf\.a2a\.v1\.Task\.nope: no such field in package lf\.a2a\.v1/,
  );
});

test("requiredDefaultAllowed: a field that is not REQUIRED is a stale rule", () => {
  fails(
    (r) => r.versions[0].validators.requiredDefaultAllowed.push({ field: "lf.a2a.v1.Task.context_id", reason: "x" }),
    /requiredDefaultAllowed\[6\]: lf\.a2a\.v1\.Task\.context_id is not REQUIRED .*stale/,
  );
});

test("requiredDefaultAllowed: a REQUIRED message field needs no exception", () => {
  fails(
    (r) => r.versions[0].validators.requiredDefaultAllowed.push({ field: "lf.a2a.v1.Task.status", reason: "x" }),
    /requiredDefaultAllowed\[6\]: lf\.a2a\.v1\.Task\.status has explicit presence/,
  );
});

test("invalidParams: a JSON Schema definition without a code const", () => {
  fails(
    (r) => (r.versions[1].errors.invalidParams.jsonRpc.definition = "Task"),
    /a2a\.json: \$\.definitions\.Task\.properties\.code\.const is not an integer \(named at .*\$\.versions\[1\]\.errors\.invalidParams\.jsonRpc\.definition\)/,
  );
});

test("invalidParams: a google.rpc.Status body needs its rpcStatus", () => {
  fails(
    (r) => delete r.versions[0].errors.invalidParams.http.rpcStatus,
    /\$\.versions\[0\]\.errors\.invalidParams\.http\.rpcStatus: required for a google\.rpc\.Status body/,
  );
});

test("invalidParams: a definition named for a version without a JSON Schema", () => {
  fails(
    (r) => (r.versions[0].errors.invalidParams.jsonRpc = { definition: "InvalidParamsError", source: "x" }),
    /\$\.versions\[0\]\.errors\.invalidParams\.jsonRpc\.definition: this version names no JSON Schema/,
  );
});

test("a JSON-RPC request joined to a missing definition leaves a method without an rpc", () => {
  fails(
    (r) => (r.versions[1].jsonRpc.requests.GetTask = "NoSuchRequest"),
    /a2a\.json: \$\.definitions\.A2ARequest\.anyOf\[2\] \(#\/definitions\/GetTaskRequest\) is joined to no rpc in .*\$\.versions\[1\]\.jsonRpc\.requests/,
  );
});
