// The example agent: every v1.0 operation over a TaskStore and push configs. It behaves like the echo
// agent of the @a2a-js/sdk peer harness (test/peer/server.ts), so one set of interop expectations fits
// both. From the first text part of the user message:
//   "message: …"  answers with a Message (no task); also every message when `reply: "message"`
//   "wait: …"     a task that stays TASK_STATE_WORKING until canceled, continued, or waitMs passes
//   anything else a task: SUBMITTED → WORKING → artifact (each text part as "echo: …") → COMPLETED
// Agent-side ids derive from the user's messageId ("reply-…", "artifact-…"); task and context ids are
// random UUIDs. SendMessage stays cheap: a few objects and three status changes, no timers.

import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { Agent, CallContext } from "./agent.js";
import { PushConfigStore, type PushConfigStoreOptions } from "./push/configs.js";
import { PushDelivery, type PushDeliveryOptions } from "./push/deliver.js";
import type { ErrorReporter } from "./report.js";
import { fail, invalidParams, shown, taskNotFound } from "./store/errors.js";
import { isTerminal } from "./store/states.js";
import { TaskStore, type TaskStoreOptions } from "./store/task-store.js";

/** How the echo agent behaves; every field optional. */
export interface EchoAgentOptions {
  /** The store to keep tasks in (default: a new TaskStore with `storeOptions`). */
  readonly store?: TaskStore;
  readonly storeOptions?: TaskStoreOptions;
  /** "task" (default): text other than "message: …" makes a task; "message": always answer with a Message. */
  readonly reply?: "task" | "message";
  /** The card GetExtendedAgentCard answers; without it that operation is ExtendedAgentCardNotConfiguredError. */
  readonly extendedCard?: types.AgentCard;
  /** Extension URIs the agent activates when a call asks for them. */
  readonly extensions?: readonly string[];
  /** How long a "wait: …" task works before completing by itself, in ms (default 30,000). */
  readonly waitMs?: number;
  /**
   * Push configs and delivery; false: no push operations (and a config in SendMessage is
   * PushNotificationNotSupportedError). Webhooks on loopback, private and other special-purpose
   * addresses are refused unless `allowPrivateNetworks` opens the private ones (see PushConfigStoreOptions).
   */
  readonly push?: false | (PushConfigStoreOptions & PushDeliveryOptions);
  /** Receives each failed push delivery (source "push"; default: one line on stderr). `push.onError` wins when both are given. */
  readonly onError?: ErrorReporter;
}

/** The echo agent, with the parts a test or a server may want to reach. */
export type EchoAgent = Agent & {
  readonly store: TaskStore;
  readonly pushConfigs: PushConfigStore | undefined;
  readonly delivery: PushDelivery | undefined;
  /** Stops push delivery, releases every "wait: …" task's timer, and closes the store it made (not one passed in). */
  close(): void;
};

const MESSAGE = "message:";
const WAIT = "wait:";

function firstText(message: types.Message): string {
  for (const p of message.parts ?? []) if (typeof p.text === "string") return p.text;
  return "";
}

function echoParts(message: types.Message): types.Part[] {
  const parts: types.Part[] = [];
  for (const p of message.parts ?? []) if (typeof p.text === "string") parts.push({ text: `echo: ${p.text}`, mediaType: "text/plain" });
  return parts.length > 0 ? parts : [{ text: "echo: ", mediaType: "text/plain" }];
}

/**
 * The store key of a call: its tenant (the binding's: path, request or service parameter, else the
 * request's; "" for none), and on an authenticating server its owner too, so that another principal's
 * tasks and push configs do not exist for the call (TaskNotFound, as another tenant's). Tenant quotas
 * then count per tenant and owner.
 */
function tenantOf(request: { tenant?: string }, context: CallContext): string {
  const tenant = context.tenant ?? request.tenant ?? "";
  const owner = typeof context.owner === "string" ? context.owner : "";
  // NUL separates tenant and owner: a tenant holding one could pose as another tenant's owner.
  if (tenant.includes("\u0000")) throw fail("InvalidParamsError", "tenant: a NUL character is not allowed");
  return owner === "" ? tenant : `${tenant}\u0000${owner}`;
}

function requireMessage(request: types.SendMessageRequest): types.Message {
  const m = request.message;
  if (m === undefined) throw invalidParams("message", "required: the message to send");
  if (m.messageId === undefined || m.messageId === "") throw invalidParams("message.messageId", "required");
  return m;
}

/** Creates the echo agent over a task store (see the file comment for what each message does). */
export function createEchoAgent(options: EchoAgentOptions = {}): EchoAgent {
  const store = options.store ?? new TaskStore(options.storeOptions);
  const reply = options.reply ?? "task";
  const waitMs = options.waitMs ?? 30_000;
  const pushConfigs = options.push === false ? undefined : new PushConfigStore(store, options.push);
  const delivery =
    options.push === false || pushConfigs === undefined
      ? undefined
      : new PushDelivery(store, pushConfigs, { ...options.push, onError: options.push?.onError ?? options.onError });
  const activated = options.extensions ?? [];
  /** "wait: …" tasks: their timers, by tenant and task id. */
  const parked = new Map<string, Map<string, ReturnType<typeof setTimeout>>>();

  function activate(context: CallContext): void {
    for (const uri of activated) if (context.extensions.includes(uri)) context.activateExtension(uri);
  }

  function unpark(tenant: string, id: string): boolean {
    const timers = parked.get(tenant);
    const timer = timers?.get(id);
    if (timer === undefined) return false;
    clearTimeout(timer);
    timers!.delete(id);
    if (timers!.size === 0) parked.delete(tenant);
    return true;
  }

  function park(tenant: string, id: string, message: types.Message): void {
    let timers = parked.get(tenant);
    if (timers === undefined) {
      timers = new Map();
      parked.set(tenant, timers);
    }
    timers.set(
      id,
      setTimeout(() => {
        if (unpark(tenant, id) && store.has(tenant, id) && !isTerminal(store.stateOf(tenant, id))) work(tenant, id, message);
      }, waitMs),
    );
    store.workSignal(tenant, id).addEventListener("abort", () => unpark(tenant, id), { once: true });
  }

  /** WORKING → the echo artifact → COMPLETED. */
  function work(tenant: string, id: string, message: types.Message): void {
    if (store.stateOf(tenant, id) !== "TASK_STATE_WORKING") store.setStatus(tenant, id, "TASK_STATE_WORKING");
    store.addArtifact(tenant, id, { artifactId: `artifact-${message.messageId}`, name: "echo", parts: echoParts(message) }, { lastChunk: true });
    store.setStatus(tenant, id, "TASK_STATE_COMPLETED");
  }

  /** A reply without a task. */
  function answer(message: types.Message): types.Message {
    const contextId = message.contextId !== undefined && message.contextId !== "" ? message.contextId : crypto.randomUUID();
    return { messageId: `reply-${message.messageId}`, contextId, role: "ROLE_AGENT", parts: echoParts({ ...message, parts: [{ text: firstText(message) }] }) };
  }

  /** The task the message starts or continues (§3.4.2, §3.4.3), with its push config stored; "wait" when it parks. */
  function start(tenant: string, request: types.SendMessageRequest, message: types.Message, context: CallContext): { id: string; wait: boolean } {
    const config = request.configuration?.taskPushNotificationConfig;
    if (config !== undefined) {
      if (pushConfigs === undefined) throw fail("PushNotificationNotSupportedError", "this agent does not deliver push notifications");
      pushConfigs.validate(config);
    }
    const wait = firstText(message).startsWith(WAIT);
    let id: string;
    const taskId = message.taskId ?? "";
    if (taskId !== "") {
      const task = store.find(tenant, taskId);
      if (task === undefined) throw taskNotFound(taskId);
      if (message.contextId !== undefined && message.contextId !== "" && message.contextId !== task.contextId) {
        throw invalidParams("message.contextId", `${shown(message.contextId)} is not the context of task ${shown(taskId)}`);
      }
      if (isTerminal(task.status?.state)) {
        throw fail(
          "UnsupportedOperationError",
          `task ${shown(taskId)} is ${String(task.status?.state)}: a task in a terminal state accepts no further messages`,
        );
      }
      store.addMessage(tenant, taskId, message);
      unpark(tenant, taskId);
      id = taskId;
    } else {
      const init = { contextId: message.contextId, message, metadata: request.metadata, ...(wait ? { state: "TASK_STATE_WORKING" as const } : {}) };
      id = store.create(tenant, init).id!;
    }
    if (config !== undefined) pushConfigs!.create(tenant, { ...config, taskId: id }, context.protocolVersion);
    if (wait) park(tenant, id, message);
    return { id, wait };
  }

  const agent: EchoAgent = {
    store,
    pushConfigs,
    delivery,
    close() {
      for (const [tenant, timers] of [...parked]) for (const id of [...timers.keys()]) unpark(tenant, id);
      delivery?.close();
      // A store this agent made is this agent's to close (its retention sweep); a store passed in is the caller's.
      if (options.store === undefined) store.close();
    },

    async SendMessage(request, context) {
      activate(context);
      const tenant = tenantOf(request, context);
      const message = requireMessage(request);
      if (reply === "message" || firstText(message).startsWith(MESSAGE)) return { message: answer(message) };
      const { id, wait } = start(tenant, request, message, context);
      const historyLength = request.configuration?.historyLength;
      if (request.configuration?.returnImmediately === true) {
        const task = store.getTask(tenant, { id, historyLength });
        if (!wait) queueMicrotask(() => work(tenant, id, message));
        return { task };
      }
      if (wait) await store.settled(tenant, id, context.signal);
      else work(tenant, id, message);
      return { task: store.getTask(tenant, { id, historyLength }) };
    },

    SendStreamingMessage(request, context) {
      activate(context);
      const tenant = tenantOf(request, context);
      const message = requireMessage(request);
      if (reply === "message" || firstText(message).startsWith(MESSAGE)) {
        const m = answer(message);
        return (async function* () {
          yield { message: m };
        })();
      }
      const { id, wait } = start(tenant, request, message, context);
      const stream = store.watch(tenant, id, context.signal);
      if (!wait) work(tenant, id, message); // its events wait in the stream's queue
      return stream;
    },

    GetTask: (request, context) => store.getTask(tenantOf(request, context), request),
    ListTasks: (request, context) => store.listTasks(tenantOf(request, context), request),
    CancelTask: (request, context) => store.cancelTask(tenantOf(request, context), request),
    SubscribeToTask: (request, context) => store.subscribeToTask(tenantOf(request, context), request, context.signal),

    GetExtendedAgentCard() {
      if (options.extendedCard === undefined) throw fail("ExtendedAgentCardNotConfiguredError", "this agent has no extended agent card configured");
      return options.extendedCard;
    },
  };
  if (pushConfigs !== undefined) {
    Object.assign(agent, {
      CreateTaskPushNotificationConfig: (request, context) => pushConfigs.create(tenantOf(request, context), request, context.protocolVersion),
      GetTaskPushNotificationConfig: (request, context) => pushConfigs.get(tenantOf(request, context), request),
      ListTaskPushNotificationConfigs: (request, context) => pushConfigs.list(tenantOf(request, context), request),
      DeleteTaskPushNotificationConfig: (request, context) => pushConfigs.delete(tenantOf(request, context), request),
    } satisfies Agent);
  }
  return agent;
}
