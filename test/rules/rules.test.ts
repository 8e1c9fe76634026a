// A bad rules file stops generation with a message naming the file and the JSON path of the
// offending value (and, for a stale rule, what the proto says instead). Each case mutates a copy
// of rules/a2a.rules.json and builds the model from the real A2A protos.

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { after, test } from "node:test";
import { createFileRegistry, fromBinary } from "@bufbuild/protobuf";
import { FileDescriptorSetSchema } from "@bufbuild/protobuf/wkt";
import { buildModel } from "../../src/model/build-model.js";
import { GenerationError } from "../../src/model/errors.js";
import { loadRules } from "../../src/rules/load.js";

const root = resolve(import.meta.dirname, "../..");
const built = spawnSync(join(root, "node_modules/@bufbuild/buf/bin/buf"), ["build", "proto", "--as-file-descriptor-set", "-o", "-"], { cwd: root, maxBuffer: 64 << 20 });
if (built.status !== 0) throw new Error(`buf build proto failed: ${built.stderr}`);
const registry = createFileRegistry(fromBinary(FileDescriptorSetSchema, built.stdout));
const files = ["a2a/v1/a2a.proto", "lf/a2a/v1/a2a.proto"].map((n) => registry.getFile(n)!);

mkdirSync(join(root, ".tmp"), { recursive: true });
const dir = mkdtempSync(join(root, ".tmp", "rules-"));
after(() => rmSync(dir, { recursive: true, force: true }));

type Rules = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const original = JSON.parse(readFileSync(join(root, "rules/a2a.rules.json"), "utf8")) as Rules;
// The copy lives elsewhere: point its JSON Schema reference at the real file.
original.versions[1].jsonRpc.schema = join(root, "proto/a2a/v1/a2a.json");

let n = 0;
function generateWith(mutate: (r: Rules) => void): void {
  const rules = structuredClone(original);
  mutate(rules);
  const file = join(dir, `case-${n++}.rules.json`);
  writeFileSync(file, JSON.stringify(rules));
  buildModel(files, loadRules(file));
}

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
  fails((r) => r.versions[0].validators.requiredDefaultAllowed.push({ field: "lf.a2a.v1.Task.nope", reason: "x" }), /\$\.versions\[0\]\.validators\.requiredDefaultAllowed\[6\]: lf\.a2a\.v1\.Task\.nope: no such field in package lf\.a2a\.v1/);
});

test("requiredDefaultAllowed: a field that is not REQUIRED is a stale rule", () => {
  fails((r) => r.versions[0].validators.requiredDefaultAllowed.push({ field: "lf.a2a.v1.Task.context_id", reason: "x" }), /requiredDefaultAllowed\[6\]: lf\.a2a\.v1\.Task\.context_id is not REQUIRED .*stale/);
});

test("requiredDefaultAllowed: a REQUIRED message field needs no exception", () => {
  fails((r) => r.versions[0].validators.requiredDefaultAllowed.push({ field: "lf.a2a.v1.Task.status", reason: "x" }), /requiredDefaultAllowed\[6\]: lf\.a2a\.v1\.Task\.status has explicit presence/);
});

test("invalidParams: a JSON Schema definition without a code const", () => {
  fails((r) => (r.versions[1].errors.invalidParams.jsonRpc.definition = "Task"), /a2a\.json: \$\.definitions\.Task\.properties\.code\.const is not an integer \(named at .*\$\.versions\[1\]\.errors\.invalidParams\.jsonRpc\.definition\)/);
});

test("invalidParams: a google.rpc.Status body needs its rpcStatus", () => {
  fails((r) => delete r.versions[0].errors.invalidParams.http.rpcStatus, /\$\.versions\[0\]\.errors\.invalidParams\.http\.rpcStatus: required for a google\.rpc\.Status body/);
});

test("invalidParams: a definition named for a version without a JSON Schema", () => {
  fails((r) => (r.versions[0].errors.invalidParams.jsonRpc = { definition: "InvalidParamsError", source: "x" }), /\$\.versions\[0\]\.errors\.invalidParams\.jsonRpc\.definition: this version names no JSON Schema/);
});

test("a JSON-RPC request joined to a missing definition leaves a method without an rpc", () => {
  fails((r) => (r.versions[1].jsonRpc.requests.GetTask = "NoSuchRequest"), /a2a\.json: \$\.definitions\.A2ARequest\.anyOf\[2\] \(#\/definitions\/GetTaskRequest\) is joined to no rpc in .*\$\.versions\[1\]\.jsonRpc\.requests/);
});
