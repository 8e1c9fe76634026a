// Every enum value and every derived value pinned by hand, both v0.3 dialects, both directions: task
// states, `final` per state, roles, and the renamed fields. The tables are written from the upstream
// definitions, not from the rules file or the plans:
//   v1.0.1 a2a.proto (lf.a2a.v1): TaskState TASK_STATE_UNSPECIFIED..TASK_STATE_AUTH_REQUIRED (0..8, CANCELED
//     with one L); "terminal" COMPLETED, FAILED, CANCELED, REJECTED and "interrupted" INPUT_REQUIRED,
//     AUTH_REQUIRED (SendMessageConfiguration.return_immediately waits until one of those); Role.
//   v0.3.0 a2a.proto (a2a.v1, HTTP+JSON and gRPC in ProtoJSON): the same names, but TASK_STATE_CANCELLED;
//     TaskStatusUpdateEvent.final = 4; Role ROLE_UNSPECIFIED, ROLE_USER, ROLE_AGENT.
//   a2a.json v0.3.0 (JSON-RPC): TaskState [submitted, working, input-required, completed, canceled, failed,
//     rejected, auth-required, unknown]; Message.role [agent, user]; TaskStatusUpdateEvent.final (required).
//   interop-quick-reference.md: a v1.0 stream ends on terminal and interrupted states, so a v0.3 reader gets
//     final: true on exactly those.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { compat } from "../../../generated/index.js";
import { plans as compatPlans } from "../../../generated/compat/plans.js";

type Dialect = "jsonrpc" | "rest";
type Conv = (value: unknown) => { value: unknown; losses: { path: string; reason: string }[] };
const api = (direction: "toV1_0" | "toV0_3", dialect: Dialect) => compat[direction][dialect] as unknown as Record<string, Conv>;

/** v1.0 TaskState name → [JSON-RPC literal, v0.3 ProtoJSON name, final on a v0.3 status-update]. */
const STATES: [string, string, string, boolean][] = [
  ["TASK_STATE_UNSPECIFIED", "unknown", "TASK_STATE_UNSPECIFIED", false],
  ["TASK_STATE_SUBMITTED", "submitted", "TASK_STATE_SUBMITTED", false],
  ["TASK_STATE_WORKING", "working", "TASK_STATE_WORKING", false],
  ["TASK_STATE_COMPLETED", "completed", "TASK_STATE_COMPLETED", true],
  ["TASK_STATE_FAILED", "failed", "TASK_STATE_FAILED", true],
  ["TASK_STATE_CANCELED", "canceled", "TASK_STATE_CANCELLED", true],
  ["TASK_STATE_INPUT_REQUIRED", "input-required", "TASK_STATE_INPUT_REQUIRED", true],
  ["TASK_STATE_REJECTED", "rejected", "TASK_STATE_REJECTED", true],
  ["TASK_STATE_AUTH_REQUIRED", "auth-required", "TASK_STATE_AUTH_REQUIRED", true],
];

const stateOf = (v: unknown): unknown => (v as { status?: { state?: unknown } } | undefined)?.status?.state;
const v03Task = (dialect: Dialect, state: string) =>
  dialect === "jsonrpc" ? { kind: "task", id: "t", contextId: "c", status: { state } } : { id: "t", contextId: "c", status: { state } };

describe("task states, every value, both dialects, both directions", () => {
  for (const [v1, jsonrpc, rest] of STATES) {
    for (const [dialect, v03] of [
      ["jsonrpc", jsonrpc],
      ["rest", rest],
    ] as const) {
      it(`${dialect}: ${v1} ⇄ ${v03}`, () => {
        const down = api("toV0_3", dialect).task({ id: "t", contextId: "c", status: { state: v1 } });
        assert.equal(stateOf(down.value), v03);
        const up = api("toV1_0", dialect).task(v03Task(dialect, v03));
        assert.equal(stateOf(up.value), v1);
        // v1.0.1 TaskStatus.state is REQUIRED: the unspecified state converts, and is reported as unset.
        const stateLosses = up.losses.filter((l) => l.path === "$.status.state").map((l) => l.reason);
        assert.deepEqual(stateLosses, v1 === "TASK_STATE_UNSPECIFIED" ? ["the 1.0 form requires state, which this value leaves unset"] : []);
      });
    }
  }

  it("the tables cover every value of each enum", () => {
    assert.equal(new Set(STATES.map((s) => s[0])).size, 9);
    assert.deepEqual(
      new Set(STATES.map((s) => s[1])),
      new Set(["submitted", "working", "input-required", "completed", "canceled", "failed", "rejected", "auth-required", "unknown"]),
    );
  });

  it("a v1.0 spelling is not a v0.3 ProtoJSON state, nor the other way round", () => {
    const notAValue = (r: ReturnType<Conv>, name: string, of: string) =>
      assert.ok(
        r.losses.some((l) => l.path === "$.status.state" && l.reason === `"${name}" is not a value of ${of}`),
        JSON.stringify(r.losses),
      );
    notAValue(api("toV1_0", "rest").task(v03Task("rest", "TASK_STATE_CANCELED")), "TASK_STATE_CANCELED", "a2a.v1.TaskState");
    notAValue(
      api("toV0_3", "rest").task({ id: "t", contextId: "c", status: { state: "TASK_STATE_CANCELLED" } }),
      "TASK_STATE_CANCELLED",
      "lf.a2a.v1.TaskState",
    );
    notAValue(api("toV1_0", "jsonrpc").task(v03Task("jsonrpc", "cancelled")), "cancelled", "#/definitions/TaskState");
  });
});

describe("final on a v0.3 status-update, per state, both dialects", () => {
  for (const [v1, , , final] of STATES) {
    for (const dialect of ["jsonrpc", "rest"] as const) {
      it(`${dialect}: ${v1} → final ${final}`, () => {
        const r = api("toV0_3", dialect).streamEvent({ statusUpdate: { taskId: "t", contextId: "c", status: { state: v1 } } });
        // JSON-RPC: the bare TaskStatusUpdateEvent (kind "status-update"); ProtoJSON: StreamResponse.statusUpdate.
        const event = (dialect === "jsonrpc" ? r.value : (r.value as { statusUpdate?: unknown }).statusUpdate) as { final?: unknown };
        assert.equal(event.final, final);
      });
    }
  }

  it("reading back, a final that disagrees with the state is reported", () => {
    const r = api("toV1_0", "jsonrpc").streamEvent({ kind: "status-update", taskId: "t", contextId: "c", status: { state: "auth-required" }, final: false });
    assert.deepEqual(
      r.losses.map((l) => l.path),
      ["$.final"],
    );
    const ok = api("toV1_0", "jsonrpc").streamEvent({ kind: "status-update", taskId: "t", contextId: "c", status: { state: "auth-required" }, final: true });
    assert.deepEqual(ok.losses, []);
  });
});

describe("roles, every value, both dialects, both directions", () => {
  const ROLES: [string, string | null, string][] = [
    ["ROLE_USER", "user", "ROLE_USER"],
    ["ROLE_AGENT", "agent", "ROLE_AGENT"],
    // a2a.json's Message.role has no literal for an unspecified sender.
    ["ROLE_UNSPECIFIED", null, "ROLE_UNSPECIFIED"],
  ];
  for (const [v1, jsonrpc, rest] of ROLES) {
    it(`${v1} ⇄ JSON-RPC ${jsonrpc ?? "(none: a loss)"} / ProtoJSON ${rest}`, () => {
      const m = { messageId: "m", role: v1, parts: [{ text: "x" }] };
      const downRpc = api("toV0_3", "jsonrpc").message(m);
      if (jsonrpc === null) {
        assert.equal((downRpc.value as { role?: unknown }).role, undefined);
        assert.ok(downRpc.losses.some((l) => l.path === "$.role"));
      } else {
        assert.equal((downRpc.value as { role?: unknown }).role, jsonrpc);
        const up = api("toV1_0", "jsonrpc").message({ kind: "message", messageId: "m", role: jsonrpc, parts: [{ kind: "text", text: "x" }] });
        assert.equal((up.value as { role?: unknown }).role, v1);
      }
      const downRest = api("toV0_3", "rest").message(m);
      assert.equal((downRest.value as { role?: unknown }).role, rest);
      const upRest = api("toV1_0", "rest").message({ messageId: "m", role: rest, content: [{ text: "x" }] });
      assert.equal((upRest.value as { role?: unknown }).role, v1);
    });
  }
  it("a v1.0 name is not a JSON-RPC role", () => {
    assert.ok(
      api("toV1_0", "jsonrpc")
        .message({ kind: "message", messageId: "m", role: "ROLE_USER", parts: [] })
        .losses.some((l) => l.path === "$.role"),
    );
  });
});

describe("renamed and moved fields, every one, per dialect", () => {
  // [type id, v1.0 JSON path, v0.3 paths]: written from the three upstream files (see the header), with the
  // plan's "" for "the value itself" (a bare v0.3 value, or a variant flattened into the v0.3 object).
  const common: [string, string, string[]][] = [
    ["AgentCard", "capabilities.extendedAgentCard", ["supportsAuthenticatedExtendedCard"]],
    ["AgentCard", "securityRequirements", ["security"]],
    ["AgentInterface", "protocolBinding", ["transport"]],
    ["AgentSkill", "securityRequirements", ["security"]],
    ["AuthenticationInfo", "scheme", ["schemes"]],
    ["SendMessageConfiguration", "returnImmediately", ["blocking"]],
    ["TaskPushNotificationConfig", "authentication", ["pushNotificationConfig.authentication"]],
    ["TaskPushNotificationConfig", "id", ["pushNotificationConfig.id"]],
    ["TaskPushNotificationConfig", "token", ["pushNotificationConfig.token"]],
    ["TaskPushNotificationConfig", "url", ["pushNotificationConfig.url"]],
  ];
  const expected: Record<Dialect, [string, string, string[]][]> = {
    jsonrpc: [
      ...common,
      ["APIKeySecurityScheme", "location", ["in"]],
      ["DeleteTaskPushNotificationConfigRequest", "id", ["pushNotificationConfigId"]],
      ["DeleteTaskPushNotificationConfigRequest", "taskId", ["id"]],
      ["GetTaskPushNotificationConfigRequest", "id", ["pushNotificationConfigId"]],
      ["GetTaskPushNotificationConfigRequest", "taskId", ["id"]],
      ["ListTaskPushNotificationConfigsRequest", "taskId", ["id"]],
      ["ListTaskPushNotificationConfigsResponse", "configs", [""]],
      ["Part", "filename", ["file.name"]],
      ["Part", "mediaType", ["file.mimeType"]],
      ["Part", "raw", ["file.bytes"]],
      ["Part", "url", ["file.uri"]],
      ["SecurityRequirement", "schemes", [""]],
      ["SecurityScheme", "apiKeySecurityScheme", [""]],
      ["SecurityScheme", "httpAuthSecurityScheme", [""]],
      ["SecurityScheme", "mtlsSecurityScheme", [""]],
      ["SecurityScheme", "oauth2SecurityScheme", [""]],
      ["SecurityScheme", "openIdConnectSecurityScheme", [""]],
      ["SendMessageConfiguration", "taskPushNotificationConfig", ["pushNotificationConfig"]],
      ["SendMessageResponse", "message", [""]],
      ["SendMessageResponse", "task", [""]],
      ["StreamResponse", "artifactUpdate", [""]],
      ["StreamResponse", "message", [""]],
      ["StreamResponse", "statusUpdate", [""]],
      ["StreamResponse", "task", [""]],
    ],
    rest: [
      ...common,
      ["CreateTaskPushNotificationConfigRequest", "authentication", ["config.pushNotificationConfig.authentication"]],
      ["CreateTaskPushNotificationConfigRequest", "id", ["configId", "config.pushNotificationConfig.id"]],
      ["CreateTaskPushNotificationConfigRequest", "token", ["config.pushNotificationConfig.token"]],
      ["CreateTaskPushNotificationConfigRequest", "url", ["config.pushNotificationConfig.url"]],
      ["Message", "parts", ["content"]],
      ["Part", "data", ["data.data"]],
      ["Part", "mediaType", ["file.mimeType"]],
      ["Part", "raw", ["file.fileWithBytes"]],
      ["Part", "url", ["file.fileWithUri"]],
      ["SendMessageConfiguration", "taskPushNotificationConfig", ["pushNotification"]],
    ],
  };
  for (const plan of compatPlans) {
    it(`${plan.dialect}: the plan renames exactly these fields`, () => {
      const got: string[] = [];
      for (const t of Object.values(plan.types)) {
        for (const f of [...t.fields, ...(t.variants ?? []).flatMap((v) => v.fields)]) {
          if (f.newer !== null && f.older !== null && (f.older.length !== 1 || f.older[0] !== f.newer)) got.push(`${t.id} ${f.newer} <- ${f.older.join("|")}`);
        }
      }
      const want = expected[plan.dialect].map(([t, n, o]) => `${t} ${n} <- ${o.join("|")}`);
      assert.deepEqual([...new Set(got)].sort(), [...new Set(want)].sort());
    });
  }

  it("renames convert: a few by value, both directions", () => {
    const down = api("toV0_3", "jsonrpc");
    assert.deepEqual(down.agentCard({ name: "a", description: "d", version: "1", capabilities: { extendedAgentCard: true }, securityRequirements: [] }).value, {
      name: "a",
      description: "d",
      version: "1",
      capabilities: {},
      supportsAuthenticatedExtendedCard: true,
      defaultInputModes: [],
      defaultOutputModes: [],
      skills: [],
    });
    const upRest = api("toV1_0", "rest");
    assert.deepEqual((upRest.message({ messageId: "m", role: "ROLE_USER", content: [{ text: "x" }] }).value as { parts: unknown }).parts, [{ text: "x" }]);
  });
});
