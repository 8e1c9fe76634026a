// The zod validators generated from the real a2a.json (v0.3.0): valid A2A payloads pass, and each
// kind of mistake is rejected with the zod issue at the right path.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import type * as z from "zod";
import { zodDefinitions } from "../../../generator/src/emit/zod-text.js";
import { evaluateZodDefinitions } from "../../support/oracles/evaluate-zod.js";

const A2A = JSON.parse(readFileSync(new URL("../../../proto/a2a/v1/a2a.json", import.meta.url), "utf8"));
const defs = zodDefinitions(A2A, "a2a.json");
const schemas = evaluateZodDefinitions(defs);

function schema(name: string): z.ZodType {
  const s = schemas.get(name);
  assert.ok(s, `no definition ${name}`);
  return s;
}

function ok(name: string, value: unknown): unknown {
  const r = schema(name).safeParse(value);
  assert.ok(r.success, `${name} should accept ${JSON.stringify(value)}: ${r.success ? "" : JSON.stringify(r.error.issues)}`);
  return r.data;
}

/** Rejected, with an issue at `path` (and of `code` when given). */
function bad(name: string, value: unknown, path: PropertyKey[], code?: string): void {
  const r = schema(name).safeParse(value);
  assert.ok(!r.success, `${name} should reject ${JSON.stringify(value)}`);
  const at = r.error.issues.filter((i) => JSON.stringify(i.path) === JSON.stringify(path));
  assert.ok(at.length > 0, `${name}: expected an issue at ${JSON.stringify(path)}, got ${JSON.stringify(r.error.issues.map((i) => [i.path, i.code]))}`);
  if (code)
    assert.ok(
      at.some((i) => i.code === code),
      `${name}: expected ${code} at ${JSON.stringify(path)}, got ${at.map((i) => i.code)}`,
    );
}

const clone = <T>(v: T): T => structuredClone(v);

const textPart = { kind: "text", text: "hello" };
const filePart = { kind: "file", file: { uri: "https://example.com/a.png", mimeType: "image/png" } };
const dataPart = { kind: "data", data: { answer: 42 } };
const message = {
  kind: "message",
  messageId: "m-1",
  role: "user",
  parts: [textPart, filePart, dataPart],
  contextId: "c-1",
};
const task = {
  kind: "task",
  id: "t-1",
  contextId: "c-1",
  status: { state: "working", timestamp: "2025-01-01T00:00:00Z" },
  history: [message],
  artifacts: [{ artifactId: "a-1", parts: [textPart] }],
};
const agentCard = {
  name: "Echo",
  description: "Echoes",
  url: "https://agent.example.com/a2a",
  version: "1.0.0",
  protocolVersion: "0.3.0",
  capabilities: { streaming: true },
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "echo", name: "Echo", description: "Echo back", tags: ["demo"] }],
  securitySchemes: {
    bearer: { type: "http", scheme: "bearer" },
    key: { type: "apiKey", in: "header", name: "X-Key" },
    oauth: { type: "oauth2", flows: { clientCredentials: { tokenUrl: "https://t", scopes: { read: "read things" } } } },
  },
  security: [{ bearer: [] }, { oauth: ["read"] }],
};

test("the output lists every definition once, topologically, with J_ idents", () => {
  assert.equal(defs.length, Object.keys(A2A.definitions).length);
  assert.deepEqual(new Set(defs.map((d) => d.name)), new Set(Object.keys(A2A.definitions)));
  const seen = new Set<string>();
  for (const d of defs) {
    assert.equal(d.ident, `J_${d.name}`);
    assert.equal(d.recursive, false, `${d.name}: a2a.json v0.3.0 has no reference cycle`);
    for (const r of d.refs) assert.ok(seen.has(r), `${d.name} refers to ${r} before it is defined`);
    seen.add(d.ident);
  }
});

test("Part variants: TextPart, FilePart (bytes or uri), DataPart, told apart by kind", () => {
  ok("TextPart", textPart);
  ok("FilePart", filePart);
  ok("FilePart", { kind: "file", file: { bytes: "aGVsbG8=", name: "h.txt" } });
  ok("FilePart", { kind: "file", file: { bytes: "aGVsbG8=", uri: "https://x" } }); // anyOf: both branches match
  ok("DataPart", dataPart);
  for (const p of [textPart, filePart, dataPart]) ok("Part", p);
  bad("TextPart", { text: "x" }, ["kind"], "invalid_value"); // a missing const is an invalid value
  bad("TextPart", { kind: "file", text: "x" }, ["kind"], "invalid_value");
  bad("TextPart", { kind: "text", text: 1 }, ["text"], "invalid_type");
  bad("Part", { kind: "txt", text: "x" }, ["kind"], "invalid_union");
  bad("Part", { text: "x" }, ["kind"], "invalid_union");
  bad("Part", { kind: "data", data: [1, 2] }, ["data"], "invalid_type"); // data is an object, not an array
  bad("Part", "text", [], "invalid_type");
  bad("FilePart", { kind: "file", file: { name: "neither bytes nor uri" } }, ["file"], "invalid_union");
  bad("FilePart", { kind: "file" }, ["file"]);
});

test("Message: valid messages pass and keep unknown properties; mistakes are found where they are", () => {
  const out = ok("Message", { ...message, extra: { x: 1 } }) as Record<string, unknown>;
  assert.deepEqual(out.extra, { x: 1 }, "additionalProperties is not false: unknown properties stay");
  ok("Message", { kind: "message", messageId: "m", role: "agent", parts: [] });
  const { messageId: _m, ...noId } = message;
  bad("Message", noId, ["messageId"], "invalid_type");
  bad("Message", { ...message, role: "system" }, ["role"], "invalid_value");
  bad("Message", { ...message, kind: "task" }, ["kind"], "invalid_value");
  bad("Message", { ...message, parts: [textPart, { kind: "txt", text: "x" }] }, ["parts", 1, "kind"], "invalid_union");
  bad("Message", { ...message, parts: [{ kind: "text", text: 7 }] }, ["parts", 0, "text"], "invalid_type");
  bad("Message", { ...message, parts: {} }, ["parts"], "invalid_type");
  bad("Message", { ...message, metadata: [] }, ["metadata"], "invalid_type");
  bad("Message", { ...message, referenceTaskIds: ["a", 2] }, ["referenceTaskIds", 1], "invalid_type");
  bad("Message", null, [], "invalid_type");
});

test("TaskState: exactly the nine kebab-case values", () => {
  const states = ["submitted", "working", "input-required", "completed", "canceled", "failed", "rejected", "auth-required", "unknown"];
  for (const s of states) ok("TaskState", s);
  for (const s of ["input_required", "INPUT_REQUIRED", "TASK_STATE_WORKING", "cancelled", "", "Working"]) bad("TaskState", s, [], "invalid_value");
  bad("TaskState", 1, [], "invalid_value");
});

test("Task: status, history and artifacts are checked in depth", () => {
  ok("Task", task);
  ok("Task", { kind: "task", id: "t", contextId: "c", status: { state: "completed" } });
  bad("Task", { ...task, status: { state: "in-progress" } }, ["status", "state"], "invalid_value");
  bad("Task", { ...task, status: {} }, ["status", "state"]);
  bad("Task", { ...task, kind: "message" }, ["kind"], "invalid_value");
  const t = clone(task);
  delete (t as Partial<typeof t>).contextId;
  bad("Task", t, ["contextId"], "invalid_type");
  bad("Task", { ...task, history: [{ ...message, role: "bot" }] }, ["history", 0, "role"], "invalid_value");
  bad("Task", { ...task, artifacts: [{ parts: [] }] }, ["artifacts", 0, "artifactId"], "invalid_type");
  bad("Task", { ...task, status: { state: "working", message: { ...message, parts: [{ kind: "file", file: {} }] } } }, [
    "status",
    "message",
    "parts",
    0,
    "file",
  ]);
});

test("SendMessageRequest: the JSON-RPC 2.0 envelope", () => {
  const req = { jsonrpc: "2.0", id: 1, method: "message/send", params: { message } };
  ok("SendMessageRequest", req);
  ok("SendMessageRequest", { ...req, id: "req-1" });
  ok("SendMessageRequest", { ...req, id: 2 ** 60 }); // an integer is any number without a fraction, as in ajv
  ok("SendMessageRequest", { ...req, id: 3.0 });
  bad("SendMessageRequest", { ...req, id: 1.5 }, ["id"]);
  bad("SendMessageRequest", { ...req, id: null }, ["id"], "invalid_union"); // requests (unlike responses) have no null id
  bad("SendMessageRequest", { ...req, id: true }, ["id"], "invalid_union");
  bad("SendMessageRequest", { ...req, jsonrpc: "1.0" }, ["jsonrpc"], "invalid_value");
  bad("SendMessageRequest", { ...req, jsonrpc: 2 }, ["jsonrpc"], "invalid_value");
  bad("SendMessageRequest", { ...req, method: "message/stream" }, ["method"], "invalid_value");
  bad("SendMessageRequest", { jsonrpc: "2.0", id: 1, method: "message/send" }, ["params"], "invalid_type");
  bad("SendMessageRequest", { ...req, params: { message: { ...message, messageId: 5 } } }, ["params", "message", "messageId"], "invalid_type");
  bad("SendMessageRequest", { ...req, params: { message, configuration: { historyLength: 2.5 } } }, ["params", "configuration", "historyLength"]);
  ok("SendMessageRequest", { ...req, params: { message, configuration: { historyLength: 2, blocking: true } } });
});

test("A2ARequest dispatches on method", () => {
  ok("A2ARequest", { jsonrpc: "2.0", id: "x", method: "tasks/get", params: { id: "t-1", historyLength: 3 } });
  ok("A2ARequest", { jsonrpc: "2.0", id: 9, method: "agent/getAuthenticatedExtendedCard" });
  ok("A2ARequest", { jsonrpc: "2.0", id: 9, method: "tasks/pushNotificationConfig/get", params: { id: "t", pushNotificationConfigId: "p" } });
  bad("A2ARequest", { jsonrpc: "2.0", id: 1, method: "tasks/list", params: {} }, ["method"], "invalid_union");
  bad("A2ARequest", { jsonrpc: "2.0", id: 1, method: "tasks/get", params: { historyLength: 3 } }, ["params", "id"], "invalid_type");
});

test("SendStreamingMessageResponse: success (four result kinds) or a JSON-RPC error", () => {
  const env = { jsonrpc: "2.0", id: 7 };
  ok("SendStreamingMessageResponse", { ...env, result: task });
  ok("SendStreamingMessageResponse", { ...env, result: message });
  ok("SendStreamingMessageResponse", {
    ...env,
    result: { kind: "status-update", taskId: "t", contextId: "c", final: true, status: { state: "completed" } },
  });
  ok("SendStreamingMessageResponse", {
    ...env,
    result: { kind: "artifact-update", taskId: "t", contextId: "c", artifact: { artifactId: "a", parts: [dataPart] }, lastChunk: true },
  });
  ok("SendStreamingMessageResponse", { jsonrpc: "2.0", id: null, error: { code: -32001, message: "Task not found" } });
  ok("SendStreamingMessageResponse", { jsonrpc: "2.0", id: "s", error: { code: 42, message: "custom", data: [1] } });
  bad("SendStreamingMessageResponse", { ...env, result: { kind: "status-update", taskId: "t", contextId: "c", status: { state: "completed" } } }, []);
  bad("SendStreamingMessageResponse", { ...env }, [], "invalid_union");
  const r = schema("SendStreamingMessageResponse").safeParse({ ...env, result: { ...task, kind: "bogus" } });
  assert.ok(!r.success);
  // The union's branch for success responses names the discriminator path inside it.
  const branches = (r.error.issues[0] as { errors?: { path: PropertyKey[] }[][] }).errors ?? [];
  assert.ok(
    branches.some((b) => b.some((i) => JSON.stringify(i.path) === JSON.stringify(["result", "kind"]))),
    JSON.stringify(r.error.issues),
  );
  ok("SendStreamingMessageSuccessResponse", { ...env, result: task });
  bad("SendStreamingMessageSuccessResponse", { ...env, result: { ...task, kind: "bogus" } }, ["result", "kind"], "invalid_union");
  bad("SendStreamingMessageSuccessResponse", { ...env, result: { ...message, parts: "x" } }, ["result", "parts"], "invalid_type");
});

test("JSONRPCErrorResponse: id may be null but must be there; error is any JSON-RPC error", () => {
  const er = { jsonrpc: "2.0", id: null, error: { code: -32700, message: "Invalid JSON payload" } };
  ok("JSONRPCErrorResponse", er);
  ok("JSONRPCErrorResponse", { ...er, error: { code: -1, message: "anything" } });
  const { id: _id, ...noId } = er;
  bad("JSONRPCErrorResponse", noId, ["id"], "invalid_union"); // string | integer | null, absent
  bad("JSONRPCErrorResponse", { ...er, error: { code: -32700 } }, ["error"], "invalid_union");
  bad("JSONRPCErrorResponse", { ...er, error: { code: "x", message: "m" } }, ["error"], "invalid_union");
  // 1.5 is a number: only the generic JSONRPCError branch gets as far as the integer check, so zod reports it.
  bad("JSONRPCErrorResponse", { ...er, error: { code: 1.5, message: "m" } }, ["error", "code"], "custom");
  bad("JSONRPCErrorResponse", { ...er, jsonrpc: "2" }, ["jsonrpc"], "invalid_value");
  ok("A2AError", { code: -32007, message: "Authenticated Extended Card is not configured" });
  bad("A2AError", { code: -1, message: "m" }, ["code"], "invalid_union"); // only the A2A/JSON-RPC codes
  // default is an annotation: the message is still required.
  bad("TaskNotFoundError", { code: -32001 }, ["message"], "invalid_type");
});

test("JSONRPCSuccessResponse: result is required but may be anything, null included", () => {
  ok("JSONRPCSuccessResponse", { jsonrpc: "2.0", id: 1, result: null });
  ok("JSONRPCSuccessResponse", { jsonrpc: "2.0", id: 1, result: [1, "x"] });
  bad("JSONRPCSuccessResponse", { jsonrpc: "2.0", id: 1 }, ["result"]);
  bad("JSONRPCSuccessResponse", { jsonrpc: "2.0", id: 1, result: undefined }, ["result"]); // ajv: undefined is missing
  ok("DeleteTaskPushNotificationConfigSuccessResponse", { jsonrpc: "2.0", id: 1, result: null });
  bad("DeleteTaskPushNotificationConfigSuccessResponse", { jsonrpc: "2.0", id: 1, result: {} }, ["result"], "invalid_type");
});

test("AgentCard: security schemes, skills and capabilities", () => {
  const out = ok("AgentCard", agentCard) as Record<string, unknown>;
  assert.equal("preferredTransport" in out, false, "default is not applied");
  ok("AgentCard", { ...agentCard, preferredTransport: "GRPC", signatures: [{ protected: "p", signature: "s", header: { kid: "1" } }] });
  const { capabilities: _c, ...noCaps } = agentCard;
  bad("AgentCard", noCaps, ["capabilities"], "invalid_type");
  bad("AgentCard", { ...agentCard, securitySchemes: { x: { type: "kerberos" } } }, ["securitySchemes", "x", "type"], "invalid_union");
  bad("AgentCard", { ...agentCard, securitySchemes: { x: { type: "apiKey", in: "body", name: "k" } } }, ["securitySchemes", "x", "in"], "invalid_value");
  bad("AgentCard", { ...agentCard, securitySchemes: { x: { type: "http" } } }, ["securitySchemes", "x", "scheme"], "invalid_type");
  bad("AgentCard", { ...agentCard, security: [{ bearer: "read" }] }, ["security", 0, "bearer"], "invalid_type");
  bad("AgentCard", { ...agentCard, security: [{ bearer: [1] }] }, ["security", 0, "bearer", 0], "invalid_type");
  bad("AgentCard", { ...agentCard, skills: [{ id: "s", name: "n", description: "d" }] }, ["skills", 0, "tags"], "invalid_type");
  bad("AgentCard", { ...agentCard, capabilities: { streaming: "yes" } }, ["capabilities", "streaming"], "invalid_type");
  bad(
    "AgentCard",
    { ...agentCard, securitySchemes: { o: { type: "oauth2", flows: { implicit: { authorizationUrl: "a", scopes: { r: 1 } } } } } },
    ["securitySchemes", "o", "flows", "implicit", "scopes", "r"],
    "invalid_type",
  );
  // An own "__proto__" key (JSON.parse makes one) is checked against additionalProperties like any other.
  bad("AgentCard", { ...agentCard, securitySchemes: JSON.parse('{"__proto__": {"type": "nope"}}') }, ["securitySchemes", "__proto__", "type"]);
  ok("AgentCard", { ...agentCard, securitySchemes: JSON.parse('{"__proto__": {"type": "mutualTLS"}}') });
});

test("PushNotificationConfig", () => {
  ok("PushNotificationConfig", { url: "https://hook" });
  ok("PushNotificationConfig", { url: "https://hook", id: "p", token: "t", authentication: { schemes: ["Bearer"], credentials: "c" } });
  bad("PushNotificationConfig", {}, ["url"], "invalid_type");
  bad("PushNotificationConfig", { url: 5 }, ["url"], "invalid_type");
  bad("PushNotificationConfig", { url: "u", authentication: {} }, ["authentication", "schemes"], "invalid_type");
  bad("PushNotificationConfig", { url: "u", authentication: { schemes: "Bearer" } }, ["authentication", "schemes"], "invalid_type");
  bad("PushNotificationConfig", [], [], "invalid_type");
  ok("TaskPushNotificationConfig", { taskId: "t", pushNotificationConfig: { url: "u" } });
  bad("TaskPushNotificationConfig", { taskId: "t", pushNotificationConfig: { url: 1 } }, ["pushNotificationConfig", "url"]);
});
