// The v0.3 JSON-RPC validators on the runtime's engine (generated/v0_3/jsonrpc): expectations written
// by hand from a2a.json (v0.3.0), the issue format (code, path, message), the accepting check agreeing
// with safeParse, and the issues agreeing with the zod schema the definition translates to (the
// generator's zod text, evaluated in memory by the test oracle).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as z from "zod";
import * as zm from "zod/mini";
import { v0_3 } from "@a2a-bindgen/a2a";
import { zodDefinitions } from "../../../generator/src/emit/zod-text.js";
import { evaluateZodDefinitions } from "../../support/oracles/evaluate-zod.js";

const A2A = JSON.parse(readFileSync(new URL("../../../proto/a2a/v1/a2a.json", import.meta.url), "utf8"));
const schemas = v0_3.jsonrpc.schemas as unknown as Record<string, z.ZodType>;
const accepts = v0_3.jsonrpc.accepts as unknown as Record<string, (v: unknown) => boolean>;
const oracle = evaluateZodDefinitions(zodDefinitions(A2A, "a2a.json"));

type Issue = { code: string; path: PropertyKey[]; message: string; [k: string]: unknown };

function issues(name: string, value: unknown): Issue[] {
  const r = schemas[name].safeParse(value);
  assert.equal(r.success, false, `${name} should reject ${JSON.stringify(value)}`);
  assert.equal(accepts[name](value), false, `accepts.${name} should refuse ${JSON.stringify(value)}`);
  return r.error!.issues as unknown as Issue[];
}

function ok(name: string, value: unknown): void {
  const r = schemas[name].safeParse(value);
  assert.ok(r.success, `${name} should accept ${JSON.stringify(value)}: ${r.success ? "" : JSON.stringify(r.error.issues)}`);
  assert.equal(r.data, value, "an accepted value is the output itself (no copy)");
  assert.equal(accepts[name](value), true);
}

const text = { kind: "text", text: "hello" };
const file = { kind: "file", file: { uri: "https://example.com/a.png", mimeType: "image/png" } };
const data = { kind: "data", data: { answer: 42 } };
const message = { kind: "message", messageId: "m-1", role: "user", parts: [text, file, data] };
const task = { kind: "task", id: "t-1", contextId: "c-1", status: { state: "working" }, history: [message], artifacts: [{ artifactId: "a-1", parts: [text] }] };
const request = { jsonrpc: "2.0", id: 1, method: "message/send", params: { message } };
const card = {
  name: "Echo",
  description: "Echoes",
  url: "https://agent.example.com/a2a",
  version: "1.0.0",
  protocolVersion: "0.3.0",
  capabilities: { streaming: true },
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "echo", name: "Echo", description: "Echo back", tags: ["demo"] }],
  securitySchemes: { bearer: { type: "http", scheme: "bearer" }, key: { type: "apiKey", in: "header", name: "X-Key" } },
  security: [{ bearer: [] }],
};

test("valid A2A v0.3 bodies are accepted, unknown members kept (additionalProperties is not false in a2a.json)", () => {
  for (const [name, value] of [
    ["TextPart", text],
    ["FilePart", file],
    ["FilePart", { kind: "file", file: { bytes: "aGVsbG8=" } }],
    ["DataPart", data],
    ["Part", file],
    ["Message", message],
    ["Message", { ...message, extra: { anything: [1] } }],
    ["Task", task],
    ["SendMessageRequest", request],
    ["SendMessageRequest", { ...request, id: "r-1" }],
    ["A2ARequest", request],
    ["A2ARequest", { jsonrpc: "2.0", id: 2, method: "tasks/get", params: { id: "t-1", historyLength: 3 } }],
    ["A2ARequest", { jsonrpc: "2.0", id: 3, method: "agent/getAuthenticatedExtendedCard" }],
    ["SendMessageResponse", { jsonrpc: "2.0", id: 1, result: task }],
    ["SendMessageResponse", { jsonrpc: "2.0", id: null, error: { code: -32001, message: "Task not found" } }],
    ["JSONRPCSuccessResponse", { jsonrpc: "2.0", id: 1, result: null }],
    ["AgentCard", card],
    ["TaskState", "input-required"],
  ] as const)
    ok(name, value);
});

test("required members: a missing one is invalid_type at its path, received undefined", () => {
  const { messageId: _, ...noId } = message;
  const [i] = issues("Message", noId);
  assert.deepEqual([i.code, i.path, i.expected, i.message], ["invalid_type", ["messageId"], "string", "Invalid input: expected string, received undefined"]);
  const p = issues("A2ARequest", { jsonrpc: "2.0", id: 2, method: "tasks/get", params: {} });
  assert.deepEqual(
    p.map((x) => [x.code, x.path]),
    [["invalid_type", ["params", "id"]]],
  );
  // JSONRPCSuccessResponse.result is required with no type: an absent one is missing, null is a value.
  const r = issues("JSONRPCSuccessResponse", { jsonrpc: "2.0", id: 1 });
  assert.deepEqual([r[0].code, r[0].path, r[0].message], ["custom", ["result"], "Invalid input: expected nonoptional, received undefined"]);
});

test("enums and consts: invalid_value with the allowed values", () => {
  const [role] = issues("Message", { ...message, role: "robot" });
  assert.deepEqual(
    [role.code, role.path, role.values, role.message],
    ["invalid_value", ["role"], ["agent", "user"], 'Invalid option: expected one of "agent"|"user"'],
  );
  const [state] = issues("Task", { ...task, status: { state: "done" } });
  assert.deepEqual([state.code, state.path], ["invalid_value", ["status", "state"]]);
  assert.equal((state.values as string[]).length, 9);
  const [version] = issues("SendMessageRequest", { ...request, jsonrpc: "1.0" });
  assert.deepEqual([version.code, version.path, version.values, version.message], ["invalid_value", ["jsonrpc"], ["2.0"], 'Invalid input: expected "2.0"']);
});

test("kinds and discriminators: an unknown kind, method or code is one issue at the discriminator", () => {
  const [part] = issues("Message", { ...message, parts: [text, { kind: "txt", text: "x" }] });
  assert.deepEqual([part.code, part.path, part.note, part.discriminator], ["invalid_union", ["parts", 1, "kind"], "No matching discriminator", "kind"]);
  assert.deepEqual(part.options, ["text", "file", "data"]);
  const [method] = issues("A2ARequest", { jsonrpc: "2.0", id: 1, method: "tasks/list", params: {} });
  assert.deepEqual([method.code, method.path], ["invalid_union", ["method"]]);
  assert.equal((method.options as string[]).length, 10);
  // A known kind runs its own branch: the issue is inside it, not at the union.
  const [inner] = issues("Part", { kind: "text", text: 5 });
  assert.deepEqual([inner.code, inner.path, inner.expected], ["invalid_type", ["text"], "string"]);
  const [notObject] = issues("Part", ["text"]);
  assert.deepEqual([notObject.code, notObject.path, notObject.expected], ["invalid_type", [], "object"]);
});

test("nested parts and plain unions: FilePart.file is bytes or uri; a request id is a string or an integer", () => {
  const [f] = issues("Task", { ...task, artifacts: [{ artifactId: "a", parts: [{ kind: "file", file: { name: "x" } }] }] });
  assert.deepEqual([f.code, f.path], ["invalid_union", ["artifacts", 0, "parts", 0, "file"]]);
  const branches = (f.errors as Issue[][]).map((b) => b.map((x) => [x.code, x.path]));
  assert.deepEqual(branches, [[["invalid_type", ["bytes"]]], [["invalid_type", ["uri"]]]]);
  const [id] = issues("SendMessageRequest", { ...request, id: null });
  assert.deepEqual([id.code, id.path], ["invalid_union", ["id"]]);
  // An integer of any size is an integer (JSON Schema), a fraction is not.
  ok("SendMessageRequest", { ...request, id: 2 ** 60 });
  const [frac] = issues("SendMessageRequest", { ...request, id: 1.5 });
  assert.deepEqual([frac.code, frac.path, frac.message], ["custom", ["id"], "Invalid input: expected integer, received number"]);
});

test("maps (additionalProperties: a schema) check every value, an own __proto__ key too", () => {
  const bad = JSON.parse('{"bearer": {"type": "http", "scheme": "bearer"}, "__proto__": {"type": "http"}}');
  const [i] = issues("AgentCard", { ...card, securitySchemes: bad });
  assert.deepEqual([i.code, i.path], ["invalid_type", ["securitySchemes", "__proto__", "scheme"]]);
  const [scope] = issues("ClientCredentialsOAuthFlow", { tokenUrl: "https://t", scopes: { read: 1 } });
  assert.deepEqual([scope.code, scope.path], ["invalid_type", ["scopes", "read"]]);
});

test("the schemas compose as zod schemas, classic and mini: z.optional(), inside z.object, in z.discriminatedUnion", () => {
  const wrapped = z.object({ part: z.optional(schemas.Part) });
  assert.equal(wrapped.safeParse({}).success, true);
  const r = wrapped.safeParse({ part: { kind: "text" } });
  assert.equal(r.success, false);
  assert.deepEqual(
    r.error!.issues.map((i) => i.path),
    [["part", "text"]],
  );
  const union = z.discriminatedUnion("kind", [schemas.TextPart as z.ZodObject, schemas.DataPart as z.ZodObject]);
  assert.equal(union.safeParse(text).success, true);
  assert.equal(union.safeParse(file).success, false);
  // zod/mini's error, as a zod/mini schema throws it (classic's ZodError adds methods such as flatten()).
  assert.throws(() => schemas.Message.parse({}), z.core.$ZodRealError);
  assert.equal(schemas.Message.parse(message), message);
  // classic's method chain, for who wants it: a classic pipe into ours (same issues, classic's methods).
  const chained = z.unknown().pipe(schemas.Message).optional();
  assert.equal(chained.safeParse(undefined).success, true);
  assert.deepEqual(
    chained.safeParse({}).error?.issues.map((i) => i.path),
    schemas.Message.safeParse({}).error?.issues.map((i) => i.path),
  );
  const mini = zm.object({ part: zm.optional(schemas.Part) });
  assert.equal(mini.safeParse({}).success, true);
  assert.deepEqual(
    mini.safeParse({ part: { kind: "text" } }).error?.issues.map((i) => i.path),
    [["part", "text"]],
  );
});

/** Values every definition meets: the bodies above, each with one member broken, and plain JSON. */
function corpus(): unknown[] {
  const whole = [
    text,
    file,
    data,
    message,
    task,
    request,
    card,
    { jsonrpc: "2.0", id: 1, result: task },
    { jsonrpc: "2.0", id: null, error: { code: -32602, message: "x" } },
  ];
  const out: unknown[] = [null, true, 0, 1.5, "x", "working", [], [1], {}, { kind: "task" }, { code: -32001, message: "m" }, ...whole];
  for (const w of whole) {
    for (const k of Object.keys(w)) {
      for (const v of [undefined, null, 1, "s", [], {}]) out.push({ ...w, [k]: v });
    }
  }
  return out;
}

test("every definition agrees with its zod schema (the generator's zod text) on verdict and issues", () => {
  const values = corpus();
  for (const name of v0_3.jsonrpc.definitionNames) {
    const reference = oracle.get(name)!;
    for (const value of values) {
      const ours = schemas[name].safeParse(value);
      const theirs = reference.safeParse(value);
      const where = `${name} on ${JSON.stringify(value)}`;
      assert.equal(ours.success, theirs.success, where);
      assert.equal(accepts[name](value), theirs.success, `accepts: ${where}`);
      if (!ours.success && !theirs.success) assert.deepEqual(ours.error.issues, theirs.error.issues, where);
    }
  }
});

test("every refused member is reported, in the definition's order, and none of the others", () => {
  // Message's members in a2a.json order of the rules: contextId, extensions, kind, messageId, metadata, parts,
  // referenceTaskIds, role, taskId. Three are wrong here, the rest fine.
  const bad = { ...message, messageId: 5, parts: [text, { kind: "text", text: 7 }], role: "robot" };
  const found = issues("Message", bad);
  assert.deepEqual(
    found.map((i) => [i.code, i.path]),
    [
      ["invalid_type", ["messageId"]],
      ["invalid_type", ["parts", 1, "text"]],
      ["invalid_value", ["role"]],
    ],
  );
  assert.deepEqual(found, (oracle.get("Message")!.safeParse(bad) as { error: { issues: unknown } }).error.issues);
  // Deeper than four keys, and two refusals in a row through one schema.
  const deep = { ...task, artifacts: [{ artifactId: "a", parts: [{ kind: "file", file: { uri: 1 } }] }] };
  for (let i = 0; i < 2; i++) {
    const [f] = issues("Task", deep);
    assert.deepEqual(f.path, ["artifacts", 0, "parts", 0, "file"]);
  }
});

test("an error map that validates again while a refusal is explained changes neither explanation", () => {
  // Task's members: artifacts, contextId, history, id, kind, metadata, status. The union under artifacts
  // finalizes its branches' issues with the global error map, which here explains another refusal first.
  const inner = { ...message, role: "robot" };
  const outer = { ...task, artifacts: [{ artifactId: "a", parts: [{ kind: "file", file: { name: "x" } }] }], status: { state: "done" } };
  const expected = issues("Task", outer).map((i) => [i.code, i.path]);
  assert.deepEqual(expected, [
    ["invalid_union", ["artifacts", 0, "parts", 0, "file"]],
    ["invalid_value", ["status", "state"]],
  ]);
  let reentered = 0;
  let busy = false;
  z.config({
    customError: () => {
      // Reading the inner error runs this map too: once deep is enough.
      if (busy) return undefined;
      busy = true;
      reentered++;
      const r = schemas.Message.safeParse(inner);
      assert.deepEqual(r.success ? [] : r.error.issues.map((i) => i.path), [["role"]]);
      busy = false;
      return undefined;
    },
  });
  try {
    const again = schemas.Task.safeParse(outer);
    assert.ok(reentered > 0, "the error map ran during the walk");
    assert.deepEqual(again.success ? [] : again.error.issues.map((i) => [i.code, i.path]), expected);
  } finally {
    z.config({ customError: undefined });
  }
});

test("the names: definitionNames lists every a2a.json definition once, in the order of accepts and schemas (frozen)", () => {
  const names = [...v0_3.jsonrpc.definitionNames];
  assert.deepEqual([...names].sort(), Object.keys(A2A.definitions).sort());
  assert.deepEqual(Object.keys(v0_3.jsonrpc.accepts), names);
  assert.deepEqual(Object.keys(v0_3.jsonrpc.schemas), names);
  assert.ok(Object.isFrozen(v0_3.jsonrpc.accepts));
});

test("hostile values get an answer: deep nesting, throwing getters, __proto__ and inherited names", () => {
  let deep: unknown = text;
  for (let i = 0; i < 100_000; i++) deep = { kind: "data", data: deep };
  assert.equal(schemas.Part.safeParse({ kind: "message", x: deep }).success, false);
  const getter = Object.defineProperty({ kind: "text" }, "text", {
    enumerable: true,
    get() {
      throw new Error("boom");
    },
  });
  const r = schemas.TextPart.safeParse(getter);
  assert.equal(r.success, false);
  assert.equal(accepts.TextPart(getter), false);
  assert.equal(schemas.Message.safeParse({ ...message, toString: 1, constructor: null }).success, true);
  assert.equal(schemas.Message.safeParse(JSON.parse('{"__proto__": {"kind": "message"}}')).success, false);
});
