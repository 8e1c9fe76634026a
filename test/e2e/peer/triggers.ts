// Triggers: one request per A2A error condition, sent raw to a peer interface (fetch for JSON-RPC and
// HTTP+JSON, a raw @grpc/grpc-js client for gRPC — never an SDK client), answered with plain data:
//   HTTP  { status, headers, body }               (body as text, exactly as received)
//   gRPC  { code, details, metadata, headers }    (trailers, grpc-status-details-bin as bytes)
// Operation names, JSON-RPC methods, gRPC paths and REST routes come from the generated tables; the version
// header name from the SDK. Also collected: each instance's card (A2A-Version 1.0, 0.3, or none) and one
// stream per streaming interface (the raw bytes).
//
// Where a trigger needs the peer's limited instance (a capability off), collect() uses it; where it needs a
// completed task, it makes one first over the peer's JSON-RPC interface at the peer's newest version.

import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { canonicalBindings as v0_3Bindings } from "@a2a-bindgen/a2a/v0_3/routes";
import { A2A_VERSION_HEADER } from "@a2a-js/sdk";
import { callGrpc, encodeRequest, type GrpcAnswer } from "./grpc.js";
import { WEBHOOK_MOUNT } from "./server.js";
import { type Instance, interfaceKey, type PeerInterface, type RunningPeer, type Version } from "./peers.js";

export type Trigger =
  | "unknown-task"
  | "task-not-cancelable"
  | "unsupported-operation"
  | "push-not-supported"
  | "extended-card-not-configured"
  | "version-not-supported"
  | "invalid-params"
  | "unknown-method";

export const TRIGGERS: readonly Trigger[] = [
  "unknown-task",
  "task-not-cancelable",
  "unsupported-operation",
  "push-not-supported",
  "extended-card-not-configured",
  "version-not-supported",
  "invalid-params",
  "unknown-method",
];

/** An HTTP answer (JSON-RPC or HTTP+JSON), as received. Header names lower case. */
export interface HttpRaw {
  kind: "http";
  /** The request as sent, for the report (method, URL without host, headers, body text). */
  request: { method: string; path: string; headers: Record<string, string>; body: string | null };
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A gRPC answer, as received. */
export interface GrpcRaw extends GrpcAnswer {
  kind: "grpc";
  request: { path: string; metadata: Record<string, string> };
}

export type Raw = HttpRaw | GrpcRaw;

/** Per-request deadline for HTTP calls (streams included: the peers' streams end on their own). */
export const HTTP_TIMEOUT_MS = 5_000;

/** The trigger's made-up names: an id no peer has, a method and a path no table has. */
export const UNKNOWN_TASK_ID = "no-such-task";
export const UNKNOWN_JSONRPC_METHOD = "NoSuchMethod";
export const UNKNOWN_GRPC_METHOD = "NoSuchMethod";
export const UNKNOWN_REST_PATH = "/no-such-operation";
/** A version no peer serves. */
export const UNSERVED_VERSION = "9.9";

const VERSION_HEADER = A2A_VERSION_HEADER.toLowerCase();
const JSON_TYPE = "application/json";
const SSE_TYPE = "text/event-stream";
const tables = { [v1_0.protocolVersion]: v1_0, [v0_3.protocolVersion]: v0_3 } as const;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Op = { name: string; jsonRpcMethod: string; grpcMethod: string; requestType: string; streaming: string };
const opOf = (v: Version, name: string): Op => {
  const op = (tables[v].operations as unknown as Record<string, Op>)[name];
  if (op === undefined) throw new Error(`no operation ${name} at ${v}`);
  return op;
};

// ------------------------------------------------------------------------------------------------------
// Requests per version and dialect (v0.3 JSON-RPC has its own shapes; v0.3 REST and gRPC share proto JSON).

type Dialect = "v1_0" | "v0_3" | "v0_3.jsonrpc";
const dialectOf = (i: PeerInterface): Dialect => (i.protocolVersion === v1_0.protocolVersion ? "v1_0" : i.binding === "JSONRPC" ? "v0_3.jsonrpc" : "v0_3");

/** A user message with one text part (messageId left out when `id` is undefined: the invalid-params trigger). */
function userMessage(d: Dialect, text: string, id: string | undefined): Json {
  const withId = id === undefined ? {} : { messageId: id };
  if (d === "v1_0") return { ...withId, role: "ROLE_USER", parts: [{ text }] };
  if (d === "v0_3.jsonrpc") return { kind: "message", ...withId, role: "user", parts: [{ kind: "text", text }] };
  return { ...withId, role: "ROLE_USER", content: [{ text }] };
}

/**
 * A v0.3 resource name (`tasks/{id}`, `tasks/{id}/pushNotificationConfigs/{id}`), read off the path template
 * of the operation whose `name` field it is, its wildcards filled with `ids` in order.
 */
function resourceName(operation: string, ids: string[]): string {
  const b = v0_3Bindings.find((x) => x.operation === operation && x.pattern.variables.some((v) => v.fieldPath.join(".") === "name"));
  const v = b?.pattern.variables.find((x) => x.fieldPath.join(".") === "name");
  if (b === undefined || v === undefined) throw new Error(`no v0.3 route of ${operation} carries a name`);
  let next = 0;
  return b.pattern.segments
    .slice(v.start, v.end)
    .map((seg) => (seg === "*" ? ids[next++] : seg))
    .join("/");
}

/** The v0.3 REST/gRPC resource name of a task. */
const taskName = (id: string) => resourceName(v0_3.operations.GetTask.name, [id]);

function taskRequest(d: Dialect, id: string): Json {
  return d === "v0_3" ? { name: taskName(id) } : { id };
}

/** The v0.3 REST/gRPC resource name of a push config. */
const pushConfigName = (taskId: string, id: string) => resourceName(v0_3.operations.GetTaskPushNotificationConfig.name, [taskId, id]);

/** A create-push-config request; v0.3 REST and gRPC in the proto's form (REST body "config": the named config). */
function pushConfigRequest(d: Dialect, taskId: string, url: string): Json {
  if (d === "v1_0") return { taskId, url };
  if (d === "v0_3.jsonrpc") return { taskId, pushNotificationConfig: { url } };
  return { parent: taskName(taskId), config: { name: pushConfigName(taskId, "config-1"), pushNotificationConfig: { url } } };
}

interface Call {
  operation: string;
  request: Json;
  /** Overrides the header/metadata version (undefined: the interface's own convention). */
  version?: string;
  /** Replaces the JSON-RPC method, REST path or gRPC method name (the unknown-method trigger). */
  unknown?: boolean;
}

// ------------------------------------------------------------------------------------------------------
// Wire.

let nextId = 1;

/** The version header an interface sends: 1.0 explicitly; nothing for 0.3, as a genuine v0.3 client does. */
function versionHeader(i: PeerInterface, override: string | undefined): Record<string, string> {
  const v = override ?? (i.protocolVersion === v1_0.protocolVersion ? i.protocolVersion : undefined);
  return v === undefined ? {} : { [VERSION_HEADER]: v };
}

async function http(method: string, url: string, headers: Record<string, string>, body: string | null): Promise<HttpRaw & { bytes: Uint8Array }> {
  const res = await fetch(url, { method, headers, body: body ?? undefined, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  const out: Record<string, string> = {};
  res.headers.forEach((v, k) => (out[k] = v));
  const u = new URL(url);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  return { kind: "http", request: { method, path: u.pathname + u.search, headers, body }, status: res.status, headers: out, body: text, bytes };
}

/** REST route of an operation: the canonical table, or the rules file's alternative when the canonical one cannot build it. */
function restRoute(v: Version, operation: string, request: Json): { method: string; url: string; body?: unknown } {
  const t = tables[v];
  // v0.3 create push config: the plural route every known server serves (the proto's own is singular).
  if (v === v0_3.protocolVersion && operation === v0_3.operations.CreateTaskPushNotificationConfig.name)
    return t.alternativeRoutes.build(operation, request as never);
  return t.routes.build(operation, request as never);
}

async function send(i: PeerInterface, call: Call): Promise<(HttpRaw & { bytes: Uint8Array }) | GrpcRaw> {
  const op = opOf(i.protocolVersion, call.operation);
  const streaming = op.streaming === "server_streaming";
  const headers = versionHeader(i, call.version);
  if (i.binding === "GRPC") {
    const path = call.unknown ? op.grpcMethod.replace(/[^/]+$/, UNKNOWN_GRPC_METHOD) : op.grpcMethod;
    const answer = await callGrpc(i.url, path, encodeRequest(op.requestType, call.request), headers, streaming);
    return { kind: "grpc", request: { path, metadata: headers }, ...answer };
  }
  if (i.binding === "JSONRPC") {
    const method = call.unknown ? UNKNOWN_JSONRPC_METHOD : op.jsonRpcMethod;
    const body = JSON.stringify({ jsonrpc: "2.0", id: nextId++, method, params: call.request });
    return http("POST", i.url, { ...headers, "content-type": JSON_TYPE, accept: streaming ? SSE_TYPE : JSON_TYPE }, body);
  }
  const accept = { accept: streaming ? SSE_TYPE : JSON_TYPE };
  if (call.unknown) return http("POST", i.url + UNKNOWN_REST_PATH, { ...headers, ...accept, "content-type": JSON_TYPE }, "{}");
  const r = restRoute(i.protocolVersion, call.operation, call.request);
  const body = r.body === undefined ? null : JSON.stringify(r.body);
  return http(r.method, i.url + r.url, { ...headers, ...accept, ...(body === null ? {} : { "content-type": JSON_TYPE }) }, body);
}

// ------------------------------------------------------------------------------------------------------
// Set-up: a completed task (for task-not-cancelable), made over JSON-RPC at the instance's newest version.

async function completedTask(instance: Instance): Promise<string> {
  const rpc = instance.interfaces.filter((i) => i.binding === "JSONRPC");
  const i = rpc.find((x) => x.protocolVersion === v1_0.protocolVersion) ?? rpc[0];
  const raw = (await send(i, {
    operation: opOf(i.protocolVersion, "SendMessage").name,
    request: { message: userMessage(dialectOf(i), "hello", `setup-${nextId}`) },
  })) as HttpRaw;
  const result = (JSON.parse(raw.body) as { result?: { id?: string; task?: { id?: string } } }).result;
  const id = result?.task?.id ?? result?.id;
  if (typeof id !== "string") throw new Error(`set-up SendMessage gave no task: ${raw.body}`);
  return id;
}

// ------------------------------------------------------------------------------------------------------
// Triggers.

/** Which instance a trigger needs. */
export function instanceFor(trigger: Trigger): "main" | "limited" {
  return trigger === "unsupported-operation" || trigger === "push-not-supported" || trigger === "extended-card-not-configured" ? "limited" : "main";
}

async function callFor(trigger: Trigger, instance: Instance, i: PeerInterface): Promise<Call> {
  const v = i.protocolVersion;
  const d = dialectOf(i);
  const o = v === v1_0.protocolVersion ? v1_0.operations : v0_3.operations;
  const msgId = `trigger-${nextId++}`;
  switch (trigger) {
    case "unknown-task":
      return { operation: o.GetTask.name, request: taskRequest(d, UNKNOWN_TASK_ID) };
    case "task-not-cancelable":
      return { operation: o.CancelTask.name, request: taskRequest(d, await completedTask(instance)) };
    case "unsupported-operation": // streaming is off on the limited instance
      return { operation: o.SendStreamingMessage.name, request: { message: userMessage(d, "hello", msgId) } };
    case "push-not-supported": // push notifications are off on the limited instance
      return { operation: o.CreateTaskPushNotificationConfig.name, request: pushConfigRequest(d, UNKNOWN_TASK_ID, `${instance.baseUrl}${WEBHOOK_MOUNT}`) };
    case "extended-card-not-configured": // declared, none given to the handler, on the limited instance
      return { operation: v === v1_0.protocolVersion ? v1_0.operations.GetExtendedAgentCard.name : v0_3.operations.GetAgentCard.name, request: {} };
    case "version-not-supported":
      return { operation: o.SendMessage.name, request: { message: userMessage(d, "message: hi", msgId) }, version: UNSERVED_VERSION };
    case "invalid-params": // a message without its required messageId
      return { operation: o.SendMessage.name, request: { message: userMessage(d, "message: hi", undefined) } };
    case "unknown-method":
      return { operation: o.GetTask.name, request: taskRequest(d, UNKNOWN_TASK_ID), unknown: true };
  }
}

function findInterface(instance: Instance, key: string): PeerInterface {
  const i = instance.interfaces.find((x) => interfaceKey(x) === key);
  if (i === undefined) throw new Error(`no interface ${key}`);
  return i;
}

/** Sends one trigger to one interface (`JSONRPC@1.0`, …) of a peer and returns what came back, raw. */
export async function collect(peer: RunningPeer, key: string, trigger: Trigger): Promise<Raw> {
  const instance = peer[instanceFor(trigger)];
  const i = findInterface(instance, key);
  const raw = await send(i, await callFor(trigger, instance, i));
  if (raw.kind === "grpc") return raw;
  const { bytes: _bytes, ...rest } = raw;
  return rest;
}

/**
 * Probes: the "supported" side of the capability triggers, and a stream that fails before its first event —
 * all on the main instance (every capability on, extended card configured).
 */
export type Probe = "extended-card-served" | "push-config-created" | "subscribe-unknown-task";
export const PROBES: readonly Probe[] = ["extended-card-served", "push-config-created", "subscribe-unknown-task"];

/** Sends one probe to one interface of a peer's main instance; raw, like collect(). */
export async function collectProbe(peer: RunningPeer, key: string, probe: Probe): Promise<Raw> {
  const instance = peer.main;
  const i = findInterface(instance, key);
  const d = dialectOf(i);
  const v1 = i.protocolVersion === v1_0.protocolVersion;
  let call: Call;
  if (probe === "extended-card-served") call = { operation: v1 ? v1_0.operations.GetExtendedAgentCard.name : v0_3.operations.GetAgentCard.name, request: {} };
  else if (probe === "push-config-created")
    call = {
      operation: v1 ? v1_0.operations.CreateTaskPushNotificationConfig.name : v0_3.operations.CreateTaskPushNotificationConfig.name,
      request: pushConfigRequest(d, await completedTask(instance), `${instance.baseUrl}${WEBHOOK_MOUNT}`),
    };
  else call = { operation: v1 ? v1_0.operations.SubscribeToTask.name : v0_3.operations.TaskSubscription.name, request: taskRequest(d, UNKNOWN_TASK_ID) };
  const raw = await send(i, call);
  if (raw.kind === "grpc") return raw;
  const { bytes: _bytes, ...rest } = raw;
  return rest;
}

/** The agent card as served for A2A-Version `version` (null: no header). */
export async function collectCard(instance: Instance, version: string | null): Promise<HttpRaw> {
  const { bytes: _bytes, ...raw } = await http("GET", instance.cardUrl, version === null ? {} : { [VERSION_HEADER]: version }, null);
  return raw;
}

/** A raw stream: HTTP body bytes (SSE) or each gRPC message's bytes, with the status. */
export type StreamRaw = (HttpRaw & { bytes: Uint8Array }) | GrpcRaw;

/** One SendStreamingMessage ("hello": task, working, artifact, completed) on a streaming interface, raw. */
export async function collectStream(peer: RunningPeer, key: string): Promise<StreamRaw> {
  const i = findInterface(peer.main, key);
  const op = i.protocolVersion === v1_0.protocolVersion ? v1_0.operations.SendStreamingMessage : v0_3.operations.SendStreamingMessage;
  const raw = await send(i, { operation: op.name, request: { message: userMessage(dialectOf(i), "hello", `stream-${nextId++}`) } });
  return raw;
}
