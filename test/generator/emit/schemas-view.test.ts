// The schemas view's types: which fields the parsed type makes non-optional (those a parse enforcing
// REQUIRED guarantees), the Lenient types of a parse with REQUIRED skipped, and type names that two
// declarations would share refused with a GenerationError naming both. Expected texts are written
// from the rule in REFERENCE.md (Validators), by hand.

import { test } from "node:test";
import assert from "node:assert/strict";
import { GenerationError } from "../../../generator/src/model/errors.js";
import type { VersionModel } from "../../../generator/src/model/types.js";
import type { ValidatorField, ValidatorMessage, ValidatorModel } from "../../../generator/src/model/validators.js";
import { schemasView } from "../../../generator/src/emit/schemas-view.js";

const PKG = "example.v1";

/** A field with the defaults of a proto3 singular string without REQUIRED. */
function field(json: string, over: Partial<ValidatorField> = {}): ValidatorField {
  return {
    json,
    proto: json,
    type: { kind: "scalar", scalar: "string" },
    list: false,
    mapKey: null,
    oneof: null,
    presence: "implicit",
    required: false,
    ...over,
  };
}

function message(local: string, fields: ValidatorField[]): ValidatorMessage {
  return { name: `${PKG}.${local}`, local, fields };
}

/** schemasView reads of the version only its package, files, release, protocol version and validators. */
function view(messages: ValidatorMessage[], enums: ValidatorModel["enums"] = []) {
  const validators: ValidatorModel = { messages, enums, requiredNotChecked: [] };
  const v = { package: PKG, files: ["example/v1/x.proto"], release: null, protocolVersion: PKG, validators } as unknown as VersionModel;
  return schemasView(v, "test", "@a2a-bindgen/runtime");
}

const ENUM = { name: `${PKG}.State`, local: "State", values: [{ name: "STATE_UNSPECIFIED", number: 0 }] };

test("a REQUIRED field of any kind is non-optional in the parsed type, optional in the lenient and accepted ones", () => {
  const r = { required: true };
  const m = message("Thing", [
    field("name", r),
    field("state", { ...r, type: { kind: "enum", name: `${PKG}.State` } }),
    field("inner", { ...r, type: { kind: "message", name: `${PKG}.Inner` }, presence: "explicit" }),
    field("when", { ...r, type: { kind: "wkt", name: "google.protobuf.Timestamp" }, presence: "explicit" }),
    field("tags", { ...r, list: true }),
    field("labels", { ...r, mapKey: "string" }),
    field("text", { ...r, oneof: "content", presence: "explicit" }),
    field("count", { ...r, type: { kind: "scalar", scalar: "int32" }, presence: "explicit" }),
    field("note"),
  ]);
  const v = view([m, message("Inner", [field("x")])], [ENUM]);
  const thing = v.messages[0];
  assert.deepEqual(thing.outFields, [
    `"name": string`,
    `"state": State`,
    `"inner": Inner`,
    `"when": string`,
    `"tags": (string)[]`,
    `"labels": { [key: string]: string }`,
    `"text": string`,
    `"count": number`,
    `"note"?: string | undefined`,
  ]);
  assert.deepEqual(thing.lenientFields, [
    `"name"?: string | undefined`,
    `"state"?: State | undefined`,
    // Inner has no checked field: its lenient type is itself.
    `"inner"?: Inner | undefined`,
    `"when"?: string | undefined`,
    `"tags"?: (string)[] | undefined`,
    `"labels"?: { [key: string]: string } | undefined`,
    `"text"?: string | undefined`,
    `"count"?: number | undefined`,
    `"note"?: string | undefined`,
  ]);
  // Issue 39: an optional field takes undefined too (exactOptionalPropertyTypes); accepted fields take null (unset).
  assert.ok(
    thing.inFields.every((f) => f.includes("?: ") && f.endsWith(" | null | undefined")),
    "every accepted field is optional, null or undefined",
  );
  assert.equal(v.messages[1].lenientFields, null, "Inner parses the same with REQUIRED skipped: an alias");
});

test("a REQUIRED field the rules file excepts (required false in the model) stays optional", () => {
  const v = view([message("Page", [field("tasks", { list: true }), field("pageSize", { type: { kind: "scalar", scalar: "int32" }, required: true })])]);
  assert.deepEqual(v.messages[0].outFields, [`"tasks"?: (string)[] | undefined`, `"pageSize": number`]);
});

test("a message holding, at any depth, a message with a checked field has its own Lenient type, recursion included", () => {
  const leaf = message("Leaf", [field("id", { required: true })]);
  const mid = message("Mid", [field("leaf", { type: { kind: "message", name: `${PKG}.Leaf` }, presence: "explicit" })]);
  const top = message("Top", [
    field("mid", { type: { kind: "message", name: `${PKG}.Mid` }, presence: "explicit", list: true }),
    field("self", { type: { kind: "message", name: `${PKG}.Top` }, presence: "explicit" }),
  ]);
  const alone = message("Alone", [field("self", { type: { kind: "message", name: `${PKG}.Alone` }, presence: "explicit" })]);
  const v = view([top, mid, leaf, alone]);
  assert.deepEqual(v.messages[0].outFields, [`"mid"?: (Mid)[] | undefined`, `"self"?: Top | undefined`]);
  assert.deepEqual(v.messages[0].lenientFields, [`"mid"?: (MidLenient)[] | undefined`, `"self"?: TopLenient | undefined`]);
  assert.deepEqual(v.messages[1].lenientFields, [`"leaf"?: LeafLenient | undefined`]);
  assert.deepEqual(v.messages[2].lenientFields, [`"id"?: string | undefined`]);
  assert.equal(v.messages[3].lenientFields, null, "a recursive message with no checked field parses the same");
});

test("type names two declarations would share are refused, naming both", () => {
  const cases: [ValidatorMessage[], string][] = [
    [[message("Task", []), message("TaskInput", [])], "TaskInput would be both message example.v1.Task as accepted and message example.v1.TaskInput as parsed"],
    [
      [message("Task", []), message("TaskLenient", [])],
      "TaskLenient would be both message example.v1.Task as parsed with REQUIRED skipped and message example.v1.TaskLenient as parsed",
    ],
    [[message("Schemas", [])], "Schemas would be both the types module's own Schemas and message example.v1.Schemas as parsed"],
    [[message("LenientSchemas", [])], "LenientSchemas would be both the types module's own LenientSchemas and message example.v1.LenientSchemas as parsed"],
    [[message("JsonValue", [])], "JsonValue would be both the types module's own JsonValue and message example.v1.JsonValue as parsed"],
  ];
  for (const [messages, clash] of cases) {
    assert.throws(
      () => view(messages),
      (e: unknown) => e instanceof GenerationError && e.message === `package example.v1: the TypeScript type ${clash}: rename one of them`,
      clash,
    );
  }
  assert.throws(() => view([message("State", [])], [ENUM]), GenerationError, "an enum and a message of one name");
  assert.doesNotThrow(() => view([message("Task", []), message("TaskStatus", [])]), "names that only share a prefix");
});
