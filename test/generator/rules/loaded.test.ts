// The loader reads the rules file and every file it names once, up front, and hands plain data to the
// model: each version's JSON Schema (read, not printed), its JSON-RPC method names and its
// invalid-params answer resolved. The model then holds the JSON Schema definitions as data (an IR),
// and only emit/zod-text.ts prints them. Expected values are read by hand from
// rules/a2a.rules.json and proto/a2a/v1/a2a.json (v0.3.0).

import assert from "node:assert/strict";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { zodText } from "../../../generator/src/emit/zod-text.js";
import { loadRules } from "../../../generator/src/rules/load.js";
import { buildWith } from "./mutated-rules.js";

const root = resolve(import.meta.dirname, "../../..");
const rules = loadRules(join(root, "rules/a2a.rules.json"));

test("one loaded entry per version: 1.0 names no JSON Schema, 0.3 names a2a.json, read once", () => {
  assert.equal(rules.loaded.length, 2);
  assert.equal(rules.loaded[0].jsonSchema, null);
  assert.equal(rules.loaded[0].methods.size, 0);
  const schema = rules.loaded[1].jsonSchema!;
  assert.equal(schema.file, "a2a.json");
  assert.equal(schema.path, join(root, "proto/a2a/v1/a2a.json"));
  // The document as parsed: data, not text.
  assert.deepEqual((schema.doc as { definitions: Record<string, { enum?: string[] }> }).definitions.TaskState.enum, [
    "submitted",
    "working",
    "input-required",
    "completed",
    "canceled",
    "failed",
    "rejected",
    "auth-required",
    "unknown",
  ]);
});

test("JSON-RPC method names are resolved from a2a.json at load time", () => {
  // rules: SendMessage → SendMessageRequest; a2a.json: SendMessageRequest.properties.method.const = "message/send"
  assert.deepEqual(rules.loaded[1].methods.get("SendMessage"), { method: "message/send", definition: "SendMessageRequest" });
  assert.deepEqual(rules.loaded[1].methods.get("GetTask"), { method: "tasks/get", definition: "GetTaskRequest" });
});

test("invalid params: 1.0 as written in the rules, 0.3 read from a2a.json's InvalidParamsError", () => {
  assert.deepEqual(
    { code: rules.loaded[0].invalidParams!.jsonRpc.code, message: rules.loaded[0].invalidParams!.jsonRpc.message },
    { code: -32602, message: "Invalid params" },
  );
  // a2a.json: InvalidParamsError.properties.code.const = -32602, .message.default = "Invalid parameters"
  assert.deepEqual(
    { code: rules.loaded[1].invalidParams!.jsonRpc.code, message: rules.loaded[1].invalidParams!.jsonRpc.message },
    { code: -32602, message: "Invalid parameters" },
  );
  assert.equal(rules.loaded[1].invalidParams!.http.body, "json-rpc-error");
});

test("the model holds the JSON Schema definitions as data; the text is printed from it", () => {
  const v03 = buildWith().versions.find((v) => v.protocolVersion === "0.3")!;
  const defs = v03.jsonRpcSchemas!.definitions;
  const state = defs.find((d) => d.name === "TaskState")!;
  // a2a.json TaskState: {"type": "string", "enum": [nine strings]}: exactly those strings.
  assert.deepEqual(state.node, {
    kind: "enum",
    values: ["submitted", "working", "input-required", "completed", "canceled", "failed", "rejected", "auth-required", "unknown"],
  });
  assert.equal(state.ident, "J_TaskState");
  assert.ok(!("expr" in state), "the model stores no zod text");
  // a2a.json TextPart: kind const "text" and text required, metadata an object of anything, other keys allowed.
  const part = defs.find((d) => d.name === "TextPart")!;
  assert.equal(part.node.kind, "object");
  assert.deepEqual(part.node.kind === "object" && part.node.props.map((p) => [p.key, p.value.kind, p.optional]), [
    ["kind", "literal", false],
    ["metadata", "object", true],
    ["text", "type", false],
  ]);
  assert.equal(part.node.kind === "object" && part.node.mode, "loose");
  assert.equal(
    zodText(state.node),
    'z.enum([\n  "submitted",\n  "working",\n  "input-required",\n  "completed",\n  "canceled",\n  "failed",\n  "rejected",\n  "auth-required",\n  "unknown",\n])',
  );
});

test("a JSON Schema that cannot be read fails at load, naming the rules path that names it", () => {
  assert.throws(
    () => buildWith((r) => (r.versions[1].jsonRpc.schema = join(root, "proto/a2a/v1/nope.json"))),
    /cannot read JSON Schema named at .*case-\d+\.rules\.json: \$\.versions\[1\]\.jsonRpc\.schema .*nope\.json/,
  );
});
