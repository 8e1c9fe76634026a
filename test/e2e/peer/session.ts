// A scripted A2A session against the peer (test/e2e/peer/server.ts), over plain fetch, recording every exchange.
//
// Four combinations: JSON-RPC and HTTP+JSON, each under A2A-Version 1.0 and 0.3, plus the public agent card
// under both versions. Every route comes from the generated route tables (v1_0.routes / v0_3.routes, with
// v0_3.alternativeRoutes consulted only when the canonical table cannot build the request), every JSON-RPC
// method name from the generated operations tables, the version header name and the card path from the SDK.
// Ids the peer returns (task ids, context ids, push-config ids) are threaded into later calls.
//
// Per combination, in order:
//   SendMessage[message]   "message: …"  → the peer answers with a Message
//   SendMessage[task]      "echo …", blocking → a task that completes (its id and context id are threaded on)
//   SendStreamingMessage   in the same context → SSE: task, WORKING, artifact, COMPLETED
//   GetTask                the completed task
//   ListTasks              (1.0 only) tasks of that context
//   SendMessage[working]   "wait: …", non-blocking → a task that stays WORKING
//   Create/Get/List/DeleteTaskPushNotificationConfig on the working task
//   SubscribeToTask[working]   on the working task (0.3: TaskSubscription); runs while …
//   CancelTask                 … cancels it, so the subscription ends with CANCELED
//   SubscribeToTask[terminal]  on the cancelled task: may be refused (recorded either way)
//   GetExtendedAgentCard       (0.3: GetAgentCard)
//
// Everything is recorded as it was on the wire (parsed JSON, unedited). A peer error is recorded and the
// session goes on, except for steps that must succeed (all but SubscribeToTask[terminal]): there the
// session throws a SessionError (which carries the exchanges recorded so far).

import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { A2A_VERSION_HEADER, AGENT_CARD_PATH, A2A_CONTENT_TYPE } from "@a2a-js/sdk";
import { LEGACY_JSON_CONTENT_TYPE } from "@a2a-js/sdk/compat/v0_3";
import { WEBHOOK_MOUNT } from "./server.js";

export type Binding = "jsonrpc" | "rest" | "card";
export type ProtocolVersion = "1.0" | "0.3";
export type Dialect = "v1_0" | "v0_3" | "v0_3.jsonrpc";

export interface Exchange {
  step: string;
  binding: Binding;
  protocolVersion: ProtocolVersion;
  operation: string | null;
  dialect: Dialect;
  request: { method: string; url: string; headers: Record<string, string>; body: unknown | null };
  response: { status: number; headers: Record<string, string>; body: unknown | null; events?: unknown[] };
}

export interface PeerEndpoints {
  baseUrl: string;
  jsonRpcUrl: string;
  restUrl: string;
}

/** Per-request deadline for unary calls. */
export const UNARY_TIMEOUT_MS = 5_000;
/** Per-request deadline for SSE calls (the whole stream). */
export const STREAM_TIMEOUT_MS = 10_000;

const JSON_CONTENT_TYPE = LEGACY_JSON_CONTENT_TYPE; // "application/json"
const SSE_CONTENT_TYPE = "text/event-stream";
/** Request header names are recorded (and sent) in lower case, like the response headers fetch reports. */
const VERSION_HEADER = A2A_VERSION_HEADER.toLowerCase();

const tables = { [v1_0.protocolVersion]: v1_0, [v0_3.protocolVersion]: v0_3 } as const;

export interface Combination {
  binding: "jsonrpc" | "rest";
  protocolVersion: ProtocolVersion;
}

/** The four binding × version combinations, in session order. */
export const COMBINATIONS: readonly Combination[] = [
  { binding: "jsonrpc", protocolVersion: v1_0.protocolVersion },
  { binding: "rest", protocolVersion: v1_0.protocolVersion },
  { binding: "jsonrpc", protocolVersion: v0_3.protocolVersion },
  { binding: "rest", protocolVersion: v0_3.protocolVersion },
];

export function comboKey(c: { binding: Binding; protocolVersion: ProtocolVersion }): string {
  return `${c.binding}-${c.protocolVersion}`;
}

export function dialectOf(c: Combination): Dialect {
  if (c.protocolVersion === v1_0.protocolVersion) return "v1_0";
  return c.binding === "jsonrpc" ? "v0_3.jsonrpc" : "v0_3";
}

/** Operation names (keys of that version's operations table) the session runs for one combination, in order. */
export function plannedOperations(c: Combination): string[] {
  if (c.protocolVersion === v1_0.protocolVersion) {
    const o = v1_0.operations;
    return [
      o.SendMessage.name,
      o.SendMessage.name,
      o.SendStreamingMessage.name,
      o.GetTask.name,
      o.ListTasks.name,
      o.SendMessage.name,
      o.CreateTaskPushNotificationConfig.name,
      o.GetTaskPushNotificationConfig.name,
      o.ListTaskPushNotificationConfigs.name,
      o.DeleteTaskPushNotificationConfig.name,
      o.SubscribeToTask.name,
      o.CancelTask.name,
      o.SubscribeToTask.name,
      o.GetExtendedAgentCard.name,
    ];
  }
  const o = v0_3.operations;
  return [
    o.SendMessage.name,
    o.SendMessage.name,
    o.SendStreamingMessage.name,
    o.GetTask.name,
    o.SendMessage.name,
    o.CreateTaskPushNotificationConfig.name,
    o.GetTaskPushNotificationConfig.name,
    o.ListTaskPushNotificationConfig.name,
    o.DeleteTaskPushNotificationConfig.name,
    o.TaskSubscription.name,
    o.CancelTask.name,
    o.TaskSubscription.name,
    o.GetAgentCard.name,
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Wire: one fetch, recorded.

interface WireResult {
  status: number;
  headers: Record<string, string>;
  body: unknown | null;
  events?: unknown[];
  /** SSE `event:` field per event ("message" when absent). Used for checks, not recorded. */
  eventTypes?: string[];
  contentType: string;
}

function parseMaybeJson(text: string): unknown {
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readSse(res: Response, onEvent: (data: unknown, type: string) => void): Promise<void> {
  if (res.body === null) return;
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let data: string[] = [];
  let type = "";
  const dispatch = () => {
    if (data.length > 0) onEvent(parseMaybeJson(data.join("\n")), type === "" ? "message" : type);
    data = [];
    type = "";
  };
  const line = (l: string) => {
    if (l === "") return dispatch();
    if (l.startsWith(":")) return;
    const i = l.indexOf(":");
    const field = i < 0 ? l : l.slice(0, i);
    let value = i < 0 ? "" : l.slice(i + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") data.push(value);
    else if (field === "event") type = value;
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let nl: number;
    while ((nl = buffer.search(/\r\n|\n|\r/)) >= 0) {
      const sep = buffer.startsWith("\r\n", nl) ? 2 : 1;
      line(buffer.slice(0, nl));
      buffer = buffer.slice(nl + sep);
    }
  }
  buffer += decoder.decode();
  if (buffer !== "") line(buffer);
  dispatch();
}

async function wire(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: unknown | null,
  stream: boolean,
  onEvent?: (index: number) => void,
): Promise<WireResult> {
  const res = await fetch(url, {
    method,
    headers,
    body: body === null ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(stream ? STREAM_TIMEOUT_MS : UNARY_TIMEOUT_MS),
  });
  const resHeaders: Record<string, string> = {};
  res.headers.forEach((v, k) => (resHeaders[k] = v));
  const contentType = res.headers.get("content-type") ?? "";
  if (contentType.startsWith(SSE_CONTENT_TYPE)) {
    const events: unknown[] = [];
    const eventTypes: string[] = [];
    await readSse(res, (d, t) => {
      events.push(d);
      eventTypes.push(t);
      onEvent?.(events.length - 1);
    });
    return { status: res.status, headers: resHeaders, body: null, events, eventTypes, contentType };
  }
  return { status: res.status, headers: resHeaders, body: parseMaybeJson(await res.text()), contentType };
}

// ---------------------------------------------------------------------------------------------------------
// Checks for steps that must succeed.

export class SessionError extends Error {
  /** Every exchange recorded before the failure (including the failing one), set by runSession. */
  exchanges: Exchange[] = [];

  constructor(
    readonly step: string,
    message: string,
    readonly exchange?: Exchange,
  ) {
    super(`${step}: ${message}`);
    this.name = "SessionError";
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function isJsonRpcResult(v: unknown): v is { result: unknown } {
  return isObject(v) && "result" in v && !("error" in v);
}

/** Why an exchange is not a success, or null. */
function failure(binding: Binding, w: WireResult, streaming: boolean): string | null {
  if (w.status < 200 || w.status > 299) return `HTTP ${w.status}`;
  if (streaming) {
    if (w.events === undefined) return `expected ${SSE_CONTENT_TYPE}, got "${w.contentType}" (${JSON.stringify(w.body)})`;
    if (w.events.length === 0) return "the stream carried no event";
    const bad = w.eventTypes!.findIndex((t) => t !== "message");
    if (bad >= 0) return `event ${bad} is an "${w.eventTypes![bad]}" event: ${JSON.stringify(w.events[bad])}`;
    if (binding === "jsonrpc") {
      const i = w.events.findIndex((e) => !isJsonRpcResult(e));
      if (i >= 0) return `event ${i} is not a JSON-RPC result: ${JSON.stringify(w.events[i])}`;
    }
    return null;
  }
  if (binding === "jsonrpc" && !isJsonRpcResult(w.body)) return `not a JSON-RPC result: ${JSON.stringify(w.body)}`;
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// One combination's client.

interface CallOptions {
  /** Distinguishes repeated operations in the step name. */
  label?: string;
  /** Called with each SSE event's index as it arrives. */
  onEvent?: (index: number) => void;
}

export class ComboClient {
  readonly key: string;
  readonly dialect: Dialect;
  private readonly table: typeof v1_0 | typeof v0_3;

  constructor(
    readonly combo: Combination,
    private readonly peer: PeerEndpoints,
    private readonly nextId: () => number,
  ) {
    this.key = comboKey(combo);
    this.dialect = dialectOf(combo);
    this.table = tables[combo.protocolVersion];
  }

  private streaming(operation: string): boolean {
    const op = (this.table.operations as Record<string, { streaming: string; jsonRpcMethod: string }>)[operation];
    if (op === undefined) throw new Error(`${this.key}: no operation ${operation} in protocol ${this.combo.protocolVersion}`);
    return op.streaming === "server_streaming";
  }

  /** The route for a REST call: the canonical table first, the rules file's alternatives only when it cannot build. */
  private route(operation: string, request: Record<string, unknown>) {
    try {
      return this.table.routes.build(operation, request);
    } catch (canonicalError) {
      try {
        return this.table.alternativeRoutes.build(operation, request);
      } catch {
        throw canonicalError;
      }
    }
  }

  /** Performs one call; returns the exchange and the success-unwrapped result (JSON-RPC `result`, REST body). */
  async call(operation: string, request: Record<string, unknown> | undefined, opts: CallOptions = {}) {
    const step = `${this.key}/${operation}${opts.label ? `[${opts.label}]` : ""}`;
    const streaming = this.streaming(operation);
    const version = this.combo.protocolVersion;
    let method: string;
    let url: string;
    let body: unknown | null;
    const headers: Record<string, string> = { [VERSION_HEADER]: version };
    if (this.combo.binding === "jsonrpc") {
      const jsonRpcMethod = (this.table.operations as Record<string, { jsonRpcMethod: string }>)[operation].jsonRpcMethod;
      method = "POST";
      url = this.peer.jsonRpcUrl;
      body = { jsonrpc: "2.0", id: this.nextId(), method: jsonRpcMethod, ...(request === undefined ? {} : { params: request }) };
      headers["content-type"] = JSON_CONTENT_TYPE;
      headers.accept = streaming ? SSE_CONTENT_TYPE : JSON_CONTENT_TYPE;
    } else {
      const built = this.route(operation, request ?? {});
      method = built.method;
      url = this.peer.restUrl + built.url;
      body = built.body === undefined ? null : built.body;
      if (body !== null) headers["content-type"] = JSON_CONTENT_TYPE;
      headers.accept = streaming ? SSE_CONTENT_TYPE : version === v1_0.protocolVersion ? `${A2A_CONTENT_TYPE}, ${JSON_CONTENT_TYPE}` : JSON_CONTENT_TYPE;
    }
    let w: WireResult;
    try {
      w = await wire(method, url, headers, body, streaming, opts.onEvent);
    } catch (e) {
      throw new SessionError(step, `no answer: ${(e as Error).message}`);
    }
    const exchange: Exchange = {
      step,
      binding: this.combo.binding,
      protocolVersion: version,
      operation,
      dialect: this.dialect,
      request: { method, url, headers, body },
      response: { status: w.status, headers: w.headers, body: w.body, ...(w.events ? { events: w.events } : {}) },
    };
    const why = failure(this.combo.binding, w, streaming);
    const result = this.combo.binding === "jsonrpc" && isJsonRpcResult(w.body) ? w.body.result : w.body;
    return { exchange, step, failure: why, result };
  }
}

// ---------------------------------------------------------------------------------------------------------
// Dialect-specific request bodies and response readers.

type Mode = "blocking" | "non-blocking";

function sendRequest(d: Dialect, messageId: string, text: string, mode: Mode, contextId?: string): Record<string, unknown> {
  const ctx = contextId === undefined ? {} : { contextId };
  switch (d) {
    case "v1_0":
      return {
        message: { messageId, ...ctx, role: "ROLE_USER", parts: [{ text, mediaType: "text/plain" }] },
        configuration: { acceptedOutputModes: ["text/plain"], returnImmediately: mode === "non-blocking" },
      };
    case "v0_3":
      return {
        message: { messageId, ...ctx, role: "ROLE_USER", content: [{ text }] },
        configuration: { acceptedOutputModes: ["text/plain"], blocking: mode === "blocking" },
      };
    case "v0_3.jsonrpc":
      return {
        message: { kind: "message", messageId, ...ctx, role: "user", parts: [{ kind: "text", text }] },
        configuration: { acceptedOutputModes: ["text/plain"], blocking: mode === "blocking" },
      };
  }
}

/** The task in a SendMessage result, or undefined when it is not one. */
function taskOf(d: Dialect, result: unknown): { id: string; contextId: string; state: unknown } | undefined {
  const t = d === "v0_3.jsonrpc" ? result : isObject(result) ? result.task : undefined;
  if (!isObject(t) || typeof t.id !== "string" || typeof t.contextId !== "string") return undefined;
  if (d === "v0_3.jsonrpc" && t.kind !== "task") return undefined;
  return { id: t.id, contextId: t.contextId, state: isObject(t.status) ? t.status.state : undefined };
}

function isMessageResult(d: Dialect, result: unknown): boolean {
  if (d === "v0_3.jsonrpc") return isObject(result) && result.kind === "message";
  return isObject(result) && isObject(result.message);
}

/**
 * A v0.3 resource name ("tasks/{id}", "tasks/{id}/pushNotificationConfigs/{configId}"), read off the path
 * template of a generated v0.3 binding: the segments its `name` variable binds, each "*" filled in order.
 */
function resourceName(operation: string, ids: string[]): string {
  const binding = v0_3.routes.bindings.find((b) => b.operation === operation && b.binding === "primary");
  const variable = binding?.pattern.variables.find((v) => v.fieldPath.join(".") === "name");
  if (binding === undefined || variable === undefined) throw new Error(`v0.3 ${operation}: no primary binding with a name variable`);
  const segments = binding.pattern.segments.slice(variable.start, variable.end ?? binding.pattern.segments.length);
  const rest = [...ids];
  const name = segments.map((s) => (s === "*" ? rest.shift() : s)).join("/");
  if (rest.length > 0 || name.includes("undefined")) throw new Error(`v0.3 ${operation}: ${ids.length} ids do not fit ${segments.join("/")}`);
  return name;
}
const taskName = (taskId: string) => resourceName(v0_3.operations.GetTask.name, [taskId]);
const configName = (taskId: string, configId: string) => resourceName(v0_3.operations.GetTaskPushNotificationConfig.name, [taskId, configId]);

function taskRef(d: Dialect, taskId: string): Record<string, unknown> {
  return d === "v0_3" ? { name: taskName(taskId) } : { id: taskId };
}

function pushCreateRequest(d: Dialect, taskId: string, configId: string, url: string, token: string): Record<string, unknown> {
  switch (d) {
    case "v1_0":
      return { taskId, id: configId, url, token };
    case "v0_3":
      return {
        parent: taskName(taskId),
        configId,
        config: { name: configName(taskId, configId), pushNotificationConfig: { id: configId, url, token } },
      };
    case "v0_3.jsonrpc":
      return { taskId, pushNotificationConfig: { id: configId, url, token } };
  }
}

function pushConfigRef(d: Dialect, taskId: string, configId: string): Record<string, unknown> {
  switch (d) {
    case "v1_0":
      return { taskId, id: configId };
    case "v0_3":
      return { name: configName(taskId, configId) };
    case "v0_3.jsonrpc":
      return { id: taskId, pushNotificationConfigId: configId };
  }
}

function pushListRequest(d: Dialect, taskId: string): Record<string, unknown> {
  switch (d) {
    case "v1_0":
      return { taskId };
    case "v0_3":
      return { parent: taskName(taskId) };
    case "v0_3.jsonrpc":
      return { id: taskId };
  }
}

/** The config id the peer answered a create with. */
function pushConfigIdOf(d: Dialect, result: unknown): string | undefined {
  if (!isObject(result)) return undefined;
  if (d === "v1_0") return typeof result.id === "string" ? result.id : undefined;
  const inner = result.pushNotificationConfig;
  if (isObject(inner) && typeof inner.id === "string" && inner.id !== "") return inner.id;
  if (d === "v0_3" && typeof result.name === "string") return result.name.split("/").pop();
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------
// The session.

async function runCombination(client: ComboClient, peer: PeerEndpoints, out: Exchange[]): Promise<void> {
  const d = client.dialect;
  const key = client.key;
  const ops = client.combo.protocolVersion === v1_0.protocolVersion ? null : v0_3.operations;
  const name = {
    SendMessage: v1_0.operations.SendMessage.name,
    SendStreamingMessage: v1_0.operations.SendStreamingMessage.name,
    GetTask: v1_0.operations.GetTask.name,
    CancelTask: v1_0.operations.CancelTask.name,
    SubscribeToTask: ops ? ops.TaskSubscription.name : v1_0.operations.SubscribeToTask.name,
    CreatePush: v1_0.operations.CreateTaskPushNotificationConfig.name,
    GetPush: v1_0.operations.GetTaskPushNotificationConfig.name,
    ListPush: ops ? ops.ListTaskPushNotificationConfig.name : v1_0.operations.ListTaskPushNotificationConfigs.name,
    DeletePush: v1_0.operations.DeleteTaskPushNotificationConfig.name,
    ExtendedCard: ops ? ops.GetAgentCard.name : v1_0.operations.GetExtendedAgentCard.name,
  };

  const must = (r: { exchange: Exchange; step: string; failure: string | null }) => {
    out.push(r.exchange);
    if (r.failure !== null) throw new SessionError(r.step, r.failure, r.exchange);
  };
  const tolerate = (r: { exchange: Exchange }) => {
    out.push(r.exchange);
  };

  // (a) a Message reply
  const msg = await client.call(name.SendMessage, sendRequest(d, `${key}-message`, "message: hello", "blocking"), {
    label: "message",
  });
  must(msg);
  if (!isMessageResult(d, msg.result)) throw new SessionError(msg.step, "expected a Message result", msg.exchange);

  // (b) a task that completes
  const sent = await client.call(name.SendMessage, sendRequest(d, `${key}-task`, "hello", "blocking"), { label: "task" });
  must(sent);
  const done = taskOf(d, sent.result);
  if (done === undefined) throw new SessionError(sent.step, "expected a Task result", sent.exchange);

  // streaming, in the same context
  const streamed = await client.call(name.SendStreamingMessage, sendRequest(d, `${key}-stream`, "hello stream", "blocking", done.contextId));
  must(streamed);

  must(await client.call(name.GetTask, { ...taskRef(d, done.id), historyLength: 10 }));

  if (ops === null) {
    must(await client.call(v1_0.operations.ListTasks.name, { contextId: done.contextId, pageSize: 10 }));
  }

  // (c) a task that stays WORKING
  const parked = await client.call(name.SendMessage, sendRequest(d, `${key}-working`, "wait: until cancelled", "non-blocking"), {
    label: "working",
  });
  must(parked);
  const working = taskOf(d, parked.result);
  if (working === undefined) throw new SessionError(parked.step, "expected a Task result", parked.exchange);

  // push-notification configs on the working task
  const created = await client.call(name.CreatePush, pushCreateRequest(d, working.id, `cfg-${key}`, `${peer.baseUrl}${WEBHOOK_MOUNT}`, `token-${key}`));
  must(created);
  const configId = pushConfigIdOf(d, created.result);
  if (configId === undefined) throw new SessionError(created.step, "no config id in the answer", created.exchange);
  must(await client.call(name.GetPush, pushConfigRef(d, working.id, configId)));
  must(await client.call(name.ListPush, pushListRequest(d, working.id)));
  must(await client.call(name.DeletePush, pushConfigRef(d, working.id, configId)));

  // subscribe to the working task; once its first event is in, cancel it; the stream then ends.
  let firstEvent!: () => void;
  const subscribed = new Promise<void>((resolve) => (firstEvent = resolve));
  const subscription = client.call(name.SubscribeToTask, taskRef(d, working.id), {
    label: "working",
    onEvent: (i) => {
      if (i === 0) firstEvent();
    },
  });
  // If the subscription fails before any event, do not wait for one.
  const early = await Promise.race([subscribed.then(() => null), subscription]);
  let cancel: Awaited<ReturnType<ComboClient["call"]>> | undefined;
  if (early === null) cancel = await client.call(name.CancelTask, taskRef(d, working.id));
  const sub = early ?? (await subscription);
  must(sub);
  if (cancel === undefined) cancel = await client.call(name.CancelTask, taskRef(d, working.id));
  must(cancel);

  // resubscribing to a task in a terminal state: the answer (an error, as a rule) is recorded, never fatal
  tolerate(await client.call(name.SubscribeToTask, taskRef(d, working.id), { label: "terminal" }));

  must(await client.call(name.ExtendedCard, ops === null || d === "v0_3" ? {} : undefined));
}

async function publicCard(peer: PeerEndpoints, version: ProtocolVersion, out: Exchange[]): Promise<void> {
  const step = `card-${version}/${AGENT_CARD_PATH}`;
  const url = `${peer.baseUrl}/${AGENT_CARD_PATH}`;
  const headers = { [VERSION_HEADER]: version, accept: JSON_CONTENT_TYPE };
  let w: WireResult;
  try {
    w = await wire("GET", url, headers, null, false);
  } catch (e) {
    throw new SessionError(step, `no answer: ${(e as Error).message}`);
  }
  const exchange: Exchange = {
    step,
    binding: "card",
    protocolVersion: version,
    operation: null,
    // The v0.3 agent card document is defined by the v0.3 JSON schema (a2a.json).
    dialect: version === v1_0.protocolVersion ? "v1_0" : "v0_3.jsonrpc",
    request: { method: "GET", url, headers, body: null },
    response: { status: w.status, headers: w.headers, body: w.body },
  };
  out.push(exchange);
  const why = failure("card", w, false);
  if (why !== null) throw new SessionError(step, why, exchange);
}

/** Runs the scripted session; the exchanges come back in the order the requests were made. */
export async function runSession(peer: PeerEndpoints): Promise<Exchange[]> {
  const out: Exchange[] = [];
  let id = 0;
  const nextId = () => ++id;
  try {
    await publicCard(peer, v1_0.protocolVersion, out);
    await publicCard(peer, v0_3.protocolVersion, out);
    for (const combo of COMBINATIONS) await runCombination(new ComboClient(combo, peer, nextId), peer, out);
  } catch (e) {
    if (e instanceof SessionError) e.exchanges = out;
    throw e;
  }
  return out;
}
