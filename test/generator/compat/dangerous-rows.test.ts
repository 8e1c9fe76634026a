// The rows where hand-written v0.3 ⇄ v1.0 converters have shipped bugs, as explicit tests in both
// directions and both v0.3 dialects. Expected values are written from the upstream definitions:
// v1.0.1 a2a.proto (lf.a2a.v1), v0.3.0 a2a.proto (a2a.v1, the HTTP+JSON/gRPC dialect) and v0.3.0
// a2a.json (the JSON-RPC dialect); see ../shared/reference/a2a-proto-facts.md §3.4 and §5.

import { test } from "node:test";
import assert from "node:assert/strict";
import { compat } from "../../../generated/index.js";

type Dialect = "jsonrpc" | "rest";
interface Converted {
  value: unknown;
  losses: { path: string; reason: string }[];
}

interface Row {
  name: string;
  dialect: Dialect;
  /** "params"/"result" of an operation, or a kind converter. */
  call: { params: string } | { result: string } | { kind: string };
  v03: unknown;
  v1: unknown;
  /** Paths of the v0.3 input reported lost going to v1.0. */
  lostToV1?: string[];
  /** Paths of the v1.0 input reported lost going to v0.3. */
  lostToV03?: string[];
  /** What v1.0 → v0.3 gives when it is not `v03` (the v0.3 form was not the only one). */
  v03FromV1?: unknown;
  /** Skip one direction: the row only describes the other. */
  only?: "toNewer" | "toV03";
}

function run(direction: "toV1_0" | "toV0_3", row: Row, value: unknown, strict = false): Converted {
  const d = (compat as unknown as Record<string, Record<Dialect, Record<string, (...a: unknown[]) => Converted>>>)[direction][row.dialect];
  const options = { strict };
  if ("params" in row.call) return d.params(row.call.params, value, options);
  if ("result" in row.call) return d.result(row.call.result, value, options);
  return d[row.call.kind](value, options);
}

function paths(c: Converted): string[] {
  for (const l of c.losses) assert.ok(l.reason.length > 0, `loss at ${l.path} has a reason`);
  return c.losses.map((l) => l.path).sort();
}

const userText = (text: string) => ({
  v1: { messageId: "m1", role: "ROLE_USER", parts: [{ text }] },
  jsonrpc: { kind: "message", messageId: "m1", role: "user", parts: [{ kind: "text", text }] },
  rest: { messageId: "m1", role: "ROLE_USER", content: [{ text }] },
});
const msg = userText("hi");

const rows: Row[] = [
  // --- GetTask: metadata has no v1.0 field; tenant has no v0.3 field; history_length 0 flipped meaning.
  {
    name: "GetTask metadata is reported lost",
    dialect: "jsonrpc",
    call: { params: "GetTask" },
    v03: { id: "t1", historyLength: 5, metadata: { trace: "x" } },
    v1: { id: "t1", historyLength: 5 },
    lostToV1: ["$.metadata"],
    v03FromV1: { id: "t1", historyLength: 5 },
  },
  {
    name: "GetTask by resource name",
    dialect: "rest",
    call: { params: "GetTask" },
    v03: { name: "tasks/t1", historyLength: 5 },
    v1: { id: "t1", historyLength: 5 },
  },
  ...(["jsonrpc", "rest"] as const).map(
    (dialect): Row => ({
      name: "GetTask tenant has no v0.3 field",
      dialect,
      call: { params: "GetTask" },
      v03: dialect === "rest" ? { name: "tasks/t1" } : { id: "t1" },
      v1: { tenant: "acme", id: "t1" },
      lostToV03: ["$.tenant"],
      only: "toV03",
    }),
  ),
  ...(["jsonrpc", "rest"] as const).map(
    (dialect): Row => ({
      name: "GetTask historyLength 0 (v0.3: unlimited) becomes an absent historyLength",
      dialect,
      call: { params: "GetTask" },
      v03: dialect === "rest" ? { name: "tasks/t1", historyLength: 0 } : { id: "t1", historyLength: 0 },
      v1: { id: "t1" },
      only: "toNewer",
    }),
  ),
  ...(["jsonrpc", "rest"] as const).map(
    (dialect): Row => ({
      name: "GetTask historyLength 0 (v1.0: no history) has no v0.3 form",
      dialect,
      call: { params: "GetTask" },
      v03: dialect === "rest" ? { name: "tasks/t1" } : { id: "t1" },
      v1: { id: "t1", historyLength: 0 },
      lostToV03: ["$.historyLength"],
      only: "toV03",
    }),
  ),
  // --- SubscribeToTask (v0.3 tasks/resubscribe, TaskSubscription).
  {
    name: "SubscribeToTask metadata is reported lost",
    dialect: "jsonrpc",
    call: { params: "SubscribeToTask" },
    v03: { id: "t1", metadata: { trace: "x" } },
    v1: { id: "t1" },
    lostToV1: ["$.metadata"],
    v03FromV1: { id: "t1" },
  },
  {
    name: "SubscribeToTask by resource name",
    dialect: "rest",
    call: { params: "SubscribeToTask" },
    v03: { name: "tasks/t1" },
    v1: { id: "t1" },
  },
  // --- CreateTaskPushNotificationConfig: v0.3 wraps the config; v1.0 is flat; schemes[] ⇄ scheme.
  {
    name: "CreateTaskPushNotificationConfig wrapper (JSON-RPC)",
    dialect: "jsonrpc",
    call: { params: "CreateTaskPushNotificationConfig" },
    v03: {
      taskId: "t1",
      pushNotificationConfig: { id: "c1", url: "https://client.example/cb", token: "tok", authentication: { schemes: ["Bearer"], credentials: "secret" } },
    },
    v1: { taskId: "t1", id: "c1", url: "https://client.example/cb", token: "tok", authentication: { scheme: "Bearer", credentials: "secret" } },
  },
  {
    name: "CreateTaskPushNotificationConfig wrapper (ProtoJSON: parent, configId, config)",
    dialect: "rest",
    call: { params: "CreateTaskPushNotificationConfig" },
    v03: {
      parent: "tasks/t1",
      configId: "c1",
      config: {
        name: "tasks/t1/pushNotificationConfigs/c1",
        pushNotificationConfig: { id: "c1", url: "https://client.example/cb", token: "tok", authentication: { schemes: ["Bearer"], credentials: "secret" } },
      },
    },
    v1: { taskId: "t1", id: "c1", url: "https://client.example/cb", token: "tok", authentication: { scheme: "Bearer", credentials: "secret" } },
  },
  {
    name: "CreateTaskPushNotificationConfig: the canonical route's parent form (task/{id}/pushNotificationConfigs) is read too",
    dialect: "rest",
    call: { params: "CreateTaskPushNotificationConfig" },
    v03: { parent: "task/t1/pushNotificationConfigs", configId: "c1", config: { pushNotificationConfig: { url: "https://client.example/cb" } } },
    v1: { taskId: "t1", id: "c1", url: "https://client.example/cb" },
    only: "toNewer",
  },
  {
    name: "CreateTaskPushNotificationConfig: a second auth scheme has no place in v1.0",
    dialect: "jsonrpc",
    call: { params: "CreateTaskPushNotificationConfig" },
    v03: { taskId: "t1", pushNotificationConfig: { url: "https://client.example/cb", authentication: { schemes: ["Bearer", "Basic"] } } },
    v1: { taskId: "t1", url: "https://client.example/cb", authentication: { scheme: "Bearer" } },
    lostToV1: ["$.pushNotificationConfig.authentication.schemes[1]"],
    only: "toNewer",
  },
  // --- Get/Delete push config: v0.3 id = TASK id, pushNotificationConfigId = config id; v1.0 taskId + id (config id).
  {
    name: "GetTaskPushNotificationConfig id meaning (JSON-RPC)",
    dialect: "jsonrpc",
    call: { params: "GetTaskPushNotificationConfig" },
    v03: { id: "t1", pushNotificationConfigId: "c1" },
    v1: { taskId: "t1", id: "c1" },
  },
  {
    name: "GetTaskPushNotificationConfig with only a task id: the task id is read as the config id, and said so",
    dialect: "jsonrpc",
    call: { params: "GetTaskPushNotificationConfig" },
    v03: { id: "t1" },
    v1: { taskId: "t1", id: "t1" },
    lostToV1: ["$.pushNotificationConfigId"],
    only: "toNewer",
  },
  {
    name: "GetTaskPushNotificationConfig id meaning (ProtoJSON resource name)",
    dialect: "rest",
    call: { params: "GetTaskPushNotificationConfig" },
    v03: { name: "tasks/t1/pushNotificationConfigs/c1" },
    v1: { taskId: "t1", id: "c1" },
  },
  {
    name: "DeleteTaskPushNotificationConfig id meaning (JSON-RPC)",
    dialect: "jsonrpc",
    call: { params: "DeleteTaskPushNotificationConfig" },
    v03: { id: "t1", pushNotificationConfigId: "c1", metadata: { trace: "x" } },
    v1: { taskId: "t1", id: "c1" },
    lostToV1: ["$.metadata"],
    v03FromV1: { id: "t1", pushNotificationConfigId: "c1" },
  },
  {
    name: "DeleteTaskPushNotificationConfig id meaning (ProtoJSON resource name)",
    dialect: "rest",
    call: { params: "DeleteTaskPushNotificationConfig" },
    v03: { name: "tasks/t1/pushNotificationConfigs/c1" },
    v1: { taskId: "t1", id: "c1" },
  },
  {
    name: "DeleteTaskPushNotificationConfig answers null (JSON-RPC) for v1.0's Empty",
    dialect: "jsonrpc",
    call: { result: "DeleteTaskPushNotificationConfig" },
    v03: null,
    v1: {},
  },
  // --- List push configs: id → taskId; v1.0 pagination.
  {
    name: "ListTaskPushNotificationConfigs id → taskId; pagination has no JSON-RPC v0.3 form",
    dialect: "jsonrpc",
    call: { params: "ListTaskPushNotificationConfigs" },
    v03: { id: "t1" },
    v1: { taskId: "t1", pageSize: 10, pageToken: "p2" },
    lostToV03: ["$.pageSize", "$.pageToken"],
    only: "toV03",
  },
  {
    name: "ListTaskPushNotificationConfigs id → taskId",
    dialect: "jsonrpc",
    call: { params: "ListTaskPushNotificationConfigs" },
    v03: { id: "t1", metadata: { trace: "x" } },
    v1: { taskId: "t1" },
    lostToV1: ["$.metadata"],
    only: "toNewer",
  },
  {
    name: "ListTaskPushNotificationConfigs keeps pagination in ProtoJSON (parent resource name)",
    dialect: "rest",
    call: { params: "ListTaskPushNotificationConfigs" },
    v03: { parent: "tasks/t1", pageSize: 10, pageToken: "p2" },
    v1: { taskId: "t1", pageSize: 10, pageToken: "p2" },
  },
  {
    name: "ListTaskPushNotificationConfigs result: a bare array (JSON-RPC) ⇄ a page",
    dialect: "jsonrpc",
    call: { result: "ListTaskPushNotificationConfigs" },
    v03: [{ taskId: "t1", pushNotificationConfig: { id: "c1", url: "https://client.example/cb" } }],
    v1: { configs: [{ taskId: "t1", id: "c1", url: "https://client.example/cb" }] },
  },
  {
    // a2a.json v0.3.0 ListTaskPushNotificationConfigSuccessResponse: result is an array, empty included.
    name: "ListTaskPushNotificationConfigs result: an empty page is an empty bare array (JSON-RPC), never {}",
    dialect: "jsonrpc",
    call: { result: "ListTaskPushNotificationConfigs" },
    v03: [],
    v1: { configs: [] },
    only: "toV03",
  },
  {
    name: "ListTaskPushNotificationConfigs result: a page without configs is an empty bare array (JSON-RPC)",
    dialect: "jsonrpc",
    call: { result: "ListTaskPushNotificationConfigs" },
    v03: [],
    v1: {},
    only: "toV03",
  },
  {
    name: "ListTaskPushNotificationConfigs result: the next page token has no JSON-RPC v0.3 form",
    dialect: "jsonrpc",
    call: { result: "ListTaskPushNotificationConfigs" },
    v03: [{ taskId: "t1", pushNotificationConfig: { id: "c1", url: "https://client.example/cb" } }],
    v1: { configs: [{ taskId: "t1", id: "c1", url: "https://client.example/cb" }], nextPageToken: "n" },
    lostToV03: ["$.nextPageToken"],
    only: "toV03",
  },
  // --- SendMessage: blocking ⇄ returnImmediately (flipped polarity and default), history_length.
  // v0.3 blocking absent means blocking: a2a.json gives MessageSendConfiguration.blocking no default and both
  // v0.3 SDKs block (a2a-js 0.3.14: blocking !== false; a2a-python v0.3: blocking = True). HTTP+JSON and gRPC:
  // an absent configuration blocks (a2a-js 0.3.14 REST); one present without blocking keeps proto3's false.
  // Toward v0.3 blocking is always written.
  {
    name: "SendMessage without configuration blocks (JSON-RPC)",
    dialect: "jsonrpc",
    call: { params: "SendMessage" },
    v03: { message: msg.jsonrpc },
    v1: { message: msg.v1 },
    v03FromV1: { message: msg.jsonrpc, configuration: { blocking: true } },
  },
  {
    name: "SendMessage configuration without blocking blocks (JSON-RPC)",
    dialect: "jsonrpc",
    call: { params: "SendMessage" },
    v03: { message: msg.jsonrpc, configuration: { acceptedOutputModes: ["text/plain"] } },
    v1: { message: msg.v1, configuration: { acceptedOutputModes: ["text/plain"] } },
    v03FromV1: { message: msg.jsonrpc, configuration: { acceptedOutputModes: ["text/plain"], blocking: true } },
  },
  {
    name: "SendMessage blocking false is returnImmediately true (JSON-RPC)",
    dialect: "jsonrpc",
    call: { params: "SendMessage" },
    v03: { message: msg.jsonrpc, configuration: { blocking: false } },
    v1: { message: msg.v1, configuration: { returnImmediately: true } },
  },
  {
    name: "SendMessage without configuration blocks (ProtoJSON)",
    dialect: "rest",
    call: { params: "SendMessage" },
    v03: { message: msg.rest },
    v1: { message: msg.v1 },
    v03FromV1: { message: msg.rest, configuration: { blocking: true } },
  },
  {
    name: "SendMessage configuration without blocking keeps proto3's false: non-blocking (ProtoJSON)",
    dialect: "rest",
    call: { params: "SendMessage" },
    v03: { message: msg.rest, configuration: { acceptedOutputModes: ["text/plain"] } },
    v1: { message: msg.v1, configuration: { acceptedOutputModes: ["text/plain"], returnImmediately: true } },
    v03FromV1: { message: msg.rest, configuration: { acceptedOutputModes: ["text/plain"], blocking: false } },
  },
  {
    name: "agent/getAuthenticatedExtendedCard without params (a2a.json declares none) is the empty v1.0 request",
    dialect: "jsonrpc",
    call: { params: "GetExtendedAgentCard" },
    v03: undefined,
    v1: {},
    only: "toNewer",
  },
  {
    name: "SendMessage blocking true is v1.0's default (returnImmediately absent)",
    dialect: "jsonrpc",
    call: { params: "SendMessage" },
    v03: { message: msg.jsonrpc, configuration: { blocking: true } },
    v1: { message: msg.v1 },
  },
  {
    name: "SendMessage v1.0 default (blocking) is written explicitly for v0.3 (ProtoJSON)",
    dialect: "rest",
    call: { params: "SendMessage" },
    v03: { message: msg.rest, configuration: { blocking: true } },
    v1: { message: msg.v1 },
  },
  {
    name: "SendMessage historyLength 0 in v0.3 means unlimited: absent in v1.0",
    dialect: "jsonrpc",
    call: { params: "SendMessage" },
    v03: { message: msg.jsonrpc, configuration: { blocking: true, historyLength: 0 } },
    v1: { message: msg.v1 },
    only: "toNewer",
  },
  {
    name: "SendMessage push config in the configuration: v0.3 PushNotificationConfig ⇄ v1.0 TaskPushNotificationConfig",
    dialect: "jsonrpc",
    call: { params: "SendMessage" },
    v03: { message: msg.jsonrpc, configuration: { blocking: true, pushNotificationConfig: { url: "https://client.example/cb", token: "tok" } } },
    v1: { message: msg.v1, configuration: { taskPushNotificationConfig: { url: "https://client.example/cb", token: "tok" } } },
  },
  {
    name: "SendMessage result: a bare Message (JSON-RPC) ⇄ SendMessageResponse.message",
    dialect: "jsonrpc",
    call: { result: "SendMessage" },
    v03: msg.jsonrpc,
    v1: { message: msg.v1 },
  },
  {
    name: "SendMessage result: a bare Task (JSON-RPC) ⇄ SendMessageResponse.task; CANCELED spelling",
    dialect: "jsonrpc",
    call: { result: "SendMessage" },
    v03: { kind: "task", id: "t1", contextId: "x1", status: { state: "canceled" } },
    v1: { task: { id: "t1", contextId: "x1", status: { state: "TASK_STATE_CANCELED" } } },
  },
  {
    name: "SendMessage result (ProtoJSON): TASK_STATE_CANCELLED (v0.3) ⇄ TASK_STATE_CANCELED (v1.0)",
    dialect: "rest",
    call: { result: "SendMessage" },
    v03: { task: { id: "t1", contextId: "x1", status: { state: "TASK_STATE_CANCELLED" } } },
    v1: { task: { id: "t1", contextId: "x1", status: { state: "TASK_STATE_CANCELED" } } },
  },
  // --- Stream events: v1.0 StreamResponse ⇄ v0.3 kind-based events; `final` is computed from the state.
  {
    name: "status update: final is true on an interrupted state (v1.0 ends the stream there)",
    dialect: "jsonrpc",
    call: { kind: "streamEvent" },
    v03: { kind: "status-update", taskId: "t1", contextId: "x1", status: { state: "input-required" }, final: true },
    v1: { statusUpdate: { taskId: "t1", contextId: "x1", status: { state: "TASK_STATE_INPUT_REQUIRED" } } },
  },
  {
    name: "status update: final is false while working",
    dialect: "jsonrpc",
    call: { kind: "streamEvent" },
    v03: { kind: "status-update", taskId: "t1", contextId: "x1", status: { state: "working" }, final: false },
    v1: { statusUpdate: { taskId: "t1", contextId: "x1", status: { state: "TASK_STATE_WORKING" } } },
  },
  {
    name: "status update: a final that contradicts the state has no v1.0 form",
    dialect: "jsonrpc",
    call: { kind: "streamEvent" },
    v03: { kind: "status-update", taskId: "t1", contextId: "x1", status: { state: "working" }, final: true },
    v1: { statusUpdate: { taskId: "t1", contextId: "x1", status: { state: "TASK_STATE_WORKING" } } },
    lostToV1: ["$.final"],
    only: "toNewer",
  },
  {
    name: "status update (ProtoJSON): final written only where true, read back silently",
    dialect: "rest",
    call: { kind: "streamEvent" },
    v03: { statusUpdate: { taskId: "t1", contextId: "x1", status: { state: "TASK_STATE_COMPLETED" }, final: true } },
    v1: { statusUpdate: { taskId: "t1", contextId: "x1", status: { state: "TASK_STATE_COMPLETED" } } },
  },
  {
    name: "artifact update: a bare kind-tagged event ⇄ StreamResponse.artifactUpdate",
    dialect: "jsonrpc",
    call: { kind: "streamEvent" },
    v03: {
      kind: "artifact-update",
      taskId: "t1",
      contextId: "x1",
      artifact: { artifactId: "a1", parts: [{ kind: "text", text: "chunk" }] },
      append: true,
      lastChunk: false,
    },
    v1: { artifactUpdate: { taskId: "t1", contextId: "x1", artifact: { artifactId: "a1", parts: [{ text: "chunk" }] }, append: true } },
    // lastChunk false is v1.0's default (omitted), and absent means false in a2a.json too.
    v03FromV1: {
      kind: "artifact-update",
      taskId: "t1",
      contextId: "x1",
      artifact: { artifactId: "a1", parts: [{ kind: "text", text: "chunk" }] },
      append: true,
    },
  },
  // --- Parts.
  {
    name: "Parts: text, file bytes with name and media type, file url, data (JSON-RPC)",
    dialect: "jsonrpc",
    call: { kind: "message" },
    v03: {
      kind: "message",
      messageId: "m1",
      role: "agent",
      parts: [
        { kind: "text", text: "hi" },
        { kind: "file", file: { bytes: "aGk=", name: "a.txt", mimeType: "text/plain" } },
        { kind: "file", file: { uri: "https://files.example/b.png", mimeType: "image/png" } },
        { kind: "data", data: { k: 1 } },
      ],
    },
    v1: {
      messageId: "m1",
      role: "ROLE_AGENT",
      parts: [
        { text: "hi" },
        { raw: "aGk=", filename: "a.txt", mediaType: "text/plain" },
        { url: "https://files.example/b.png", mediaType: "image/png" },
        { data: { k: 1 } },
      ],
    },
  },
  {
    name: "Parts (ProtoJSON): content, fileWithBytes/fileWithUri, DataPart.data",
    dialect: "rest",
    call: { kind: "message" },
    v03: {
      messageId: "m1",
      role: "ROLE_AGENT",
      content: [
        { text: "hi" },
        { file: { fileWithBytes: "aGk=", mimeType: "text/plain" } },
        { file: { fileWithUri: "https://files.example/b.png" } },
        { data: { data: { k: 1 } } },
      ],
    },
    v1: {
      messageId: "m1",
      role: "ROLE_AGENT",
      parts: [{ text: "hi" }, { raw: "aGk=", mediaType: "text/plain" }, { url: "https://files.example/b.png" }, { data: { k: 1 } }],
    },
  },
  {
    name: "Parts: a v1.0 data part that is not an object, a text part's media type, and reference task ids",
    dialect: "rest",
    call: { kind: "message" },
    v03: { messageId: "m1", role: "ROLE_USER", content: [{ text: "hi" }, { data: { data: { value: [1, 2] } } }] },
    v1: { messageId: "m1", role: "ROLE_USER", parts: [{ text: "hi", mediaType: "text/plain" }, { data: [1, 2] }], referenceTaskIds: ["t0"] },
    lostToV03: ["$.parts[0].mediaType", "$.parts[1].data", "$.referenceTaskIds"],
    only: "toV03",
  },
];

for (const row of rows) {
  if (row.only !== "toV03") {
    test(`v0.3 → v1.0 (${row.dialect}): ${row.name}`, () => {
      const out = run("toV1_0", row, structuredClone(row.v03));
      assert.deepEqual(out.value, row.v1);
      assert.deepEqual(paths(out), [...(row.lostToV1 ?? [])].sort());
      if ((row.lostToV1 ?? []).length > 0) assert.throws(() => run("toV1_0", row, structuredClone(row.v03), true), /.+/);
      else assert.deepEqual(run("toV1_0", row, structuredClone(row.v03), true).value, row.v1);
    });
  }
  if (row.only !== "toNewer") {
    test(`v1.0 → v0.3 (${row.dialect}): ${row.name}`, () => {
      const out = run("toV0_3", row, structuredClone(row.v1));
      assert.deepEqual(out.value, row.v03FromV1 ?? row.v03);
      assert.deepEqual(paths(out), [...(row.lostToV03 ?? [])].sort());
      if ((row.lostToV03 ?? []).length > 0) assert.throws(() => run("toV0_3", row, structuredClone(row.v1), true), /.+/);
    });
  }
}

test("ListTasks has no v0.3 form: converting it is an error, not a silent drop", () => {
  for (const dialect of ["jsonrpc", "rest"] as const) {
    assert.throws(() => compat.toV0_3[dialect].params("ListTasks", { pageSize: 10 }), /ListTasks/);
  }
});

test("errors: -32007 keeps its code across the rename; v1.0-only codes go to their nearest v0.3 form, reported", () => {
  for (const dialect of ["jsonrpc", "rest"] as const) {
    const renamed = compat.toV0_3[dialect].error({ code: -32007, message: "Extended agent card not configured" });
    assert.equal((renamed.value as { code: number }).code, -32007);
    assert.deepEqual(renamed.losses, []);
    for (const code of [-32008, -32009]) {
      const out = compat.toV0_3[dialect].error({ code, message: "m" });
      const got = (out.value as { code: number }).code;
      assert.ok(got !== code && got <= -32000 && got >= -32768, `${code} → a v0.3 code, got ${got}`);
      assert.equal(out.losses.length, 1);
      const back = compat.toV1_0[dialect].error({ code: -32001, message: "Task not found" });
      assert.deepEqual(back.value, { code: -32001, message: "Task not found" });
    }
  }
});
