// Hand-written expectations for the generated A2A tables. Every value below was typed from the
// upstream files, never copied from generated/:
//   - proto/lf/a2a/v1/a2a.proto, upstream v1.0.1 (service A2AService, package lf.a2a.v1)
//   - proto/a2a/v1/a2a.proto, upstream v0.3.0 (service A2AService, package a2a.v1)
//   - proto/a2a/v1/a2a.json, upstream v0.3.0 (the `method` consts of the A2ARequest members)
//   - the project's proto facts reference (a2a-proto-facts.md §2.1–2.4, §3, §4; read when writing, not by the test)
//   - rules/a2a.rules.json (alternatives: spec forms the proto does not have)

export type Streaming = "unary" | "server_streaming";

export interface ExpectedBinding {
  method: string;
  /** Template exactly as written in the proto (or the rules file for alternatives). */
  template: string;
  /** null: no body; "*"; or the JSON name of the body field. */
  body: string | null;
  /** "primary", "additional_bindings[N]" or "alternative:<disagreement>[N]". */
  binding: string;
}

export interface ExpectedOperation {
  name: string;
  /** Cross-version identity: the v1.0 rpc name. */
  identity: string;
  jsonRpcMethod: string;
  requestType: string;
  responseType: string;
  streaming: Streaming;
  http: ExpectedBinding[];
}

export interface ExpectedAlternative extends ExpectedBinding {
  operation: string;
  disagreement: string;
  specSections: string[];
}

export interface ExpectedVersion {
  protocolVersion: "1.0" | "0.3";
  release: string;
  protoPackage: string;
  service: string;
  operations: ExpectedOperation[];
  alternatives: ExpectedAlternative[];
  /** Ids of every rules-file disagreement of this version. */
  disagreementIds: string[];
}

// ---------------------------------------------------------------------------------------------
// v1.0.1 — specification/a2a.proto, package lf.a2a.v1. Every rpc has exactly one
// additional_bindings entry: same verb and body under a leading /{tenant}.
// JSON-RPC method = rpc name (spec §9.1).

const V1 = "lf.a2a.v1.";

function v1Routes(method: string, template: string, body: string | null): ExpectedBinding[] {
  return [
    { method, template, body, binding: "primary" },
    { method, template: "/{tenant}" + template, body, binding: "additional_bindings[0]" },
  ];
}

function v1Op(name: string, request: string, response: string, streaming: Streaming, http: ExpectedBinding[]): ExpectedOperation {
  return { name, identity: name, jsonRpcMethod: name, requestType: request, responseType: response, streaming, http };
}

export const v1Expected: ExpectedVersion = {
  protocolVersion: "1.0",
  release: "1.0.1",
  protoPackage: "lf.a2a.v1",
  service: "lf.a2a.v1.A2AService",
  operations: [
    v1Op("SendMessage", V1 + "SendMessageRequest", V1 + "SendMessageResponse", "unary", v1Routes("POST", "/message:send", "*")),
    v1Op("SendStreamingMessage", V1 + "SendMessageRequest", V1 + "StreamResponse", "server_streaming", v1Routes("POST", "/message:stream", "*")),
    v1Op("GetTask", V1 + "GetTaskRequest", V1 + "Task", "unary", v1Routes("GET", "/tasks/{id=*}", null)),
    v1Op("ListTasks", V1 + "ListTasksRequest", V1 + "ListTasksResponse", "unary", v1Routes("GET", "/tasks", null)),
    v1Op("CancelTask", V1 + "CancelTaskRequest", V1 + "Task", "unary", v1Routes("POST", "/tasks/{id=*}:cancel", "*")),
    v1Op("SubscribeToTask", V1 + "SubscribeToTaskRequest", V1 + "StreamResponse", "server_streaming", v1Routes("GET", "/tasks/{id=*}:subscribe", null)),
    // No …Request message: the request type is TaskPushNotificationConfig itself.
    v1Op(
      "CreateTaskPushNotificationConfig",
      V1 + "TaskPushNotificationConfig",
      V1 + "TaskPushNotificationConfig",
      "unary",
      v1Routes("POST", "/tasks/{task_id=*}/pushNotificationConfigs", "*"),
    ),
    v1Op(
      "GetTaskPushNotificationConfig",
      V1 + "GetTaskPushNotificationConfigRequest",
      V1 + "TaskPushNotificationConfig",
      "unary",
      v1Routes("GET", "/tasks/{task_id=*}/pushNotificationConfigs/{id=*}", null),
    ),
    v1Op(
      "ListTaskPushNotificationConfigs",
      V1 + "ListTaskPushNotificationConfigsRequest",
      V1 + "ListTaskPushNotificationConfigsResponse",
      "unary",
      v1Routes("GET", "/tasks/{task_id=*}/pushNotificationConfigs", null),
    ),
    v1Op("GetExtendedAgentCard", V1 + "GetExtendedAgentCardRequest", V1 + "AgentCard", "unary", v1Routes("GET", "/extendedAgentCard", null)),
    v1Op(
      "DeleteTaskPushNotificationConfig",
      V1 + "DeleteTaskPushNotificationConfigRequest",
      "google.protobuf.Empty",
      "unary",
      v1Routes("DELETE", "/tasks/{task_id=*}/pushNotificationConfigs/{id=*}", null),
    ),
  ],
  // rules/a2a.rules.json, disagreement v1.0-subscribe-verb (spec §5.3, §11.3.2 say POST).
  alternatives: [
    {
      operation: "SubscribeToTask",
      method: "POST",
      template: "/tasks/{id=*}:subscribe",
      body: "*",
      binding: "alternative:v1.0-subscribe-verb[0]",
      disagreement: "v1.0-subscribe-verb",
      specSections: ["§5.3", "§11.3.2"],
    },
    {
      operation: "SubscribeToTask",
      method: "POST",
      template: "/{tenant}/tasks/{id=*}:subscribe",
      body: "*",
      binding: "alternative:v1.0-subscribe-verb[1]",
      disagreement: "v1.0-subscribe-verb",
      specSections: ["§5.3", "§11.3.2"],
    },
  ],
  disagreementIds: ["v1.0-subscribe-verb", "v1.0-tenant-routes", "v1.0-push-config-variable-names"],
};

// ---------------------------------------------------------------------------------------------
// v0.3.0 — specification/grpc/a2a.proto, package a2a.v1. No additional_bindings. JSON-RPC
// methods are the `method` consts of specification/json/a2a.json.

const V03 = "a2a.v1.";

function v03Op(
  name: string,
  identity: string,
  jsonRpcMethod: string,
  request: string,
  response: string,
  streaming: Streaming,
  method: string,
  template: string,
  body: string | null,
): ExpectedOperation {
  return {
    name,
    identity,
    jsonRpcMethod,
    requestType: request,
    responseType: response,
    streaming,
    http: [{ method, template, body, binding: "primary" }],
  };
}

export const v03Expected: ExpectedVersion = {
  protocolVersion: "0.3",
  release: "0.3.0",
  protoPackage: "a2a.v1",
  service: "a2a.v1.A2AService",
  operations: [
    v03Op("SendMessage", "SendMessage", "message/send", V03 + "SendMessageRequest", V03 + "SendMessageResponse", "unary", "POST", "/v1/message:send", "*"),
    v03Op(
      "SendStreamingMessage",
      "SendStreamingMessage",
      "message/stream",
      V03 + "SendMessageRequest",
      V03 + "StreamResponse",
      "server_streaming",
      "POST",
      "/v1/message:stream",
      "*",
    ),
    v03Op("GetTask", "GetTask", "tasks/get", V03 + "GetTaskRequest", V03 + "Task", "unary", "GET", "/v1/{name=tasks/*}", null),
    v03Op("CancelTask", "CancelTask", "tasks/cancel", V03 + "CancelTaskRequest", V03 + "Task", "unary", "POST", "/v1/{name=tasks/*}:cancel", "*"),
    v03Op(
      "TaskSubscription",
      "SubscribeToTask",
      "tasks/resubscribe",
      V03 + "TaskSubscriptionRequest",
      V03 + "StreamResponse",
      "server_streaming",
      "GET",
      "/v1/{name=tasks/*}:subscribe",
      null,
    ),
    v03Op(
      "CreateTaskPushNotificationConfig",
      "CreateTaskPushNotificationConfig",
      "tasks/pushNotificationConfig/set",
      V03 + "CreateTaskPushNotificationConfigRequest",
      V03 + "TaskPushNotificationConfig",
      "unary",
      "POST",
      "/v1/{parent=task/*/pushNotificationConfigs}",
      "config",
    ),
    v03Op(
      "GetTaskPushNotificationConfig",
      "GetTaskPushNotificationConfig",
      "tasks/pushNotificationConfig/get",
      V03 + "GetTaskPushNotificationConfigRequest",
      V03 + "TaskPushNotificationConfig",
      "unary",
      "GET",
      "/v1/{name=tasks/*/pushNotificationConfigs/*}",
      null,
    ),
    v03Op(
      "ListTaskPushNotificationConfig",
      "ListTaskPushNotificationConfigs",
      "tasks/pushNotificationConfig/list",
      V03 + "ListTaskPushNotificationConfigRequest",
      V03 + "ListTaskPushNotificationConfigResponse",
      "unary",
      "GET",
      "/v1/{parent=tasks/*}/pushNotificationConfigs",
      null,
    ),
    v03Op(
      "GetAgentCard",
      "GetExtendedAgentCard",
      "agent/getAuthenticatedExtendedCard",
      V03 + "GetAgentCardRequest",
      V03 + "AgentCard",
      "unary",
      "GET",
      "/v1/card",
      null,
    ),
    v03Op(
      "DeleteTaskPushNotificationConfig",
      "DeleteTaskPushNotificationConfig",
      "tasks/pushNotificationConfig/delete",
      V03 + "DeleteTaskPushNotificationConfigRequest",
      "google.protobuf.Empty",
      "unary",
      "DELETE",
      "/v1/{name=tasks/*/pushNotificationConfigs/*}",
      null,
    ),
  ],
  alternatives: [
    // v0.3-subscribe-verb: spec §3.5.6, §7.9 say POST /v1/tasks/{id}:subscribe.
    {
      operation: "TaskSubscription",
      method: "POST",
      template: "/v1/{name=tasks/*}:subscribe",
      body: "*",
      binding: "alternative:v0.3-subscribe-verb[0]",
      disagreement: "v0.3-subscribe-verb",
      specSections: ["§3.5.6", "§7.9"],
    },
    // v0.3-create-push-config-path: spec §3.5.6, §7.5 say POST /v1/tasks/{id}/pushNotificationConfigs.
    {
      operation: "CreateTaskPushNotificationConfig",
      method: "POST",
      template: "/v1/{parent=tasks/*}/pushNotificationConfigs",
      body: "config",
      binding: "alternative:v0.3-create-push-config-path[0]",
      disagreement: "v0.3-create-push-config-path",
      specSections: ["§3.5.6", "§7.5"],
    },
  ],
  disagreementIds: ["v0.3-subscribe-verb", "v0.3-create-push-config-path", "v0.3-list-tasks", "v0.3-push-config-grpc-names"],
};

export const expectedVersions = [v1Expected, v03Expected] as const;

/** Cross-version identities (rules file `operations`, checked against both protos): id → rpc per version. */
export const expectedIdentities: { id: string; operations: { "1.0": string; "0.3"?: string } }[] = [
  { id: "SendMessage", operations: { "1.0": "SendMessage", "0.3": "SendMessage" } },
  { id: "SendStreamingMessage", operations: { "1.0": "SendStreamingMessage", "0.3": "SendStreamingMessage" } },
  { id: "GetTask", operations: { "1.0": "GetTask", "0.3": "GetTask" } },
  { id: "ListTasks", operations: { "1.0": "ListTasks" } },
  { id: "CancelTask", operations: { "1.0": "CancelTask", "0.3": "CancelTask" } },
  { id: "SubscribeToTask", operations: { "1.0": "SubscribeToTask", "0.3": "TaskSubscription" } },
  { id: "CreateTaskPushNotificationConfig", operations: { "1.0": "CreateTaskPushNotificationConfig", "0.3": "CreateTaskPushNotificationConfig" } },
  { id: "GetTaskPushNotificationConfig", operations: { "1.0": "GetTaskPushNotificationConfig", "0.3": "GetTaskPushNotificationConfig" } },
  { id: "ListTaskPushNotificationConfigs", operations: { "1.0": "ListTaskPushNotificationConfigs", "0.3": "ListTaskPushNotificationConfig" } },
  { id: "GetExtendedAgentCard", operations: { "1.0": "GetExtendedAgentCard", "0.3": "GetAgentCard" } },
  { id: "DeleteTaskPushNotificationConfig", operations: { "1.0": "DeleteTaskPushNotificationConfig", "0.3": "DeleteTaskPushNotificationConfig" } },
];

export function grpcPath(v: ExpectedVersion, rpc: string): string {
  return `/${v.service}/${rpc}`;
}

/** Every name an operation can be looked up by: rpc, JSON-RPC method, gRPC path, "METHOD template" (canonical). */
export function lookupNames(v: ExpectedVersion, op: ExpectedOperation): string[] {
  return [op.name, op.jsonRpcMethod, grpcPath(v, op.name), ...op.http.map((b) => `${b.method} ${b.template}`)];
}

/** Compares by JSON text: sorts a list of objects into a stable order for set-like comparisons. */
export function sortByJson<T>(list: readonly T[]): T[] {
  return list.slice().sort((a, b) => {
    const x = JSON.stringify(a);
    const y = JSON.stringify(b);
    return x < y ? -1 : x > y ? 1 : 0;
  });
}
