// The example agent: one executor on the task runtime (tasks/). It behaves like the echo agent of the
// @a2a-js/sdk peer harness (test/e2e/peer/server.ts), so one set of interop expectations fits both. From the
// first text part of the user message:
//   "message: …"  answers with a Message (no task); also every message when `reply: "message"`
//   "wait: …"     a task that stays TASK_STATE_WORKING until canceled, continued, or waitMs passes
//   anything else a task: SUBMITTED → WORKING → artifact (each text part as "echo: …") → COMPLETED
// Agent-side ids derive from the user's messageId ("reply-…", "artifact-…"); task and context ids are
// random UUIDs. A message for an existing task continues it (the runtime stops a "wait: …" run first).

import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { Agent, CallContext } from "./agent.js";
import type { PushDelivery } from "./push/deliver.js";
import type { ErrorReporter } from "./report.js";
import type { PushConfigStore, Stores, TaskStore } from "./store/contract.js";
import { fail } from "./store/errors.js";
import type { MemoryStoresOptions } from "./store/memory.js";
import { createTaskAgent, type TaskPushOptions } from "./tasks/agent.js";
import type { ExecutionContext, TaskEvents } from "./tasks/execution.js";

/** How the echo agent behaves; every field optional. */
export interface EchoAgentOptions {
  /** The stores to keep tasks in (default: the in-memory stores with `storeOptions`). */
  readonly stores?: Stores | undefined;
  readonly storeOptions?: MemoryStoresOptions | undefined;
  /** "task" (default): text other than "message: …" makes a task; "message": always answer with a Message. */
  readonly reply?: "task" | "message" | undefined;
  /** The card GetExtendedAgentCard answers; without it that operation is ExtendedAgentCardNotConfiguredError. */
  readonly extendedCard?: types.AgentCard | undefined;
  /** Extension URIs the agent activates when a call asks for them. */
  readonly extensions?: readonly string[] | undefined;
  /** How long a "wait: …" task works before completing by itself, in ms (default 30,000). */
  readonly waitMs?: number | undefined;
  /**
   * Push configs and delivery; false: no push operations (and a config in SendMessage is
   * PushNotificationNotSupportedError). Webhooks on loopback, private and other special-purpose
   * addresses are refused unless `allowPrivateNetworks` opens the private ones (see PushConfigPolicy).
   */
  readonly push?: false | TaskPushOptions | undefined;
  /** Receives each failed push delivery (source "push"; default: one line on stderr). `push.onError` wins when both are given. */
  readonly onError?: ErrorReporter | undefined;
}

/** The echo agent, with the parts a test or a server may want to reach. */
export type EchoAgent = Agent & {
  readonly stores: Stores;
  /** The task store (stores.tasks). */
  readonly store: TaskStore;
  /** The push-config store, undefined when push is off. */
  readonly pushConfigs: PushConfigStore | undefined;
  readonly delivery: PushDelivery | undefined;
  /** Stops every run (releasing each "wait: …" timer) and push delivery; closes the stores it made (not ones passed in). */
  close(): Promise<void>;
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

/** A reply without a task. */
function answer(message: types.Message): types.Message {
  const contextId = message.contextId !== undefined && message.contextId !== "" ? message.contextId : crypto.randomUUID();
  return { messageId: `reply-${message.messageId}`, contextId, role: "ROLE_AGENT", parts: echoParts({ ...message, parts: [{ text: firstText(message) }] }) };
}

/** Resolves after `ms`, or at once when `signal` aborts; keeps no timer after either. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}

/** Creates the echo agent on the task runtime (see the file comment for what each message does). */
export function createEchoAgent(options: EchoAgentOptions = {}): EchoAgent {
  const reply = options.reply ?? "task";
  const waitMs = options.waitMs ?? 30_000;
  const activated = options.extensions ?? [];

  function activate(context: CallContext): void {
    for (const uri of activated) if (context.extensions.includes(uri)) context.activateExtension(uri);
  }

  /** WORKING → the echo artifact → COMPLETED, published as one burst: the runtime writes them in one commit. */
  async function work(context: ExecutionContext, events: TaskEvents, working: boolean): Promise<void> {
    const artifact = { artifactId: `artifact-${context.message.messageId}`, name: "echo", parts: echoParts(context.message) };
    await Promise.all([
      ...(working ? [] : [events.status("TASK_STATE_WORKING")]),
      events.artifact(artifact, { lastChunk: true }),
      events.status("TASK_STATE_COMPLETED"),
    ]);
  }

  async function execute(context: ExecutionContext, events: TaskEvents): Promise<void> {
    const text = firstText(context.message);
    if (context.task === undefined && (reply === "message" || text.startsWith(MESSAGE))) return events.message(answer(context.message));
    let working = context.task?.status?.state === "TASK_STATE_WORKING";
    if (text.startsWith(WAIT)) {
      if (!working) await events.status("TASK_STATE_WORKING");
      working = true;
      await pause(waitMs, context.signal);
      if (context.signal.aborted) return;
    } else if (context.task === undefined) await events.status("TASK_STATE_SUBMITTED");
    await work(context, events, working);
  }

  const runtime = createTaskAgent({
    execute,
    ...(options.stores === undefined ? {} : { stores: options.stores }),
    ...(options.storeOptions === undefined ? {} : { storeOptions: options.storeOptions }),
    push: options.push === false ? false : (options.push ?? {}),
    ...(options.onError === undefined ? {} : { onError: options.onError }),
  });
  const agent: EchoAgent = {
    ...runtime,
    stores: runtime.stores,
    store: runtime.stores.tasks,
    pushConfigs: options.push === false ? undefined : runtime.stores.pushConfigs,
    delivery: runtime.delivery,
    close: () => runtime.close(),
    SendMessage(request, context) {
      activate(context);
      return runtime.SendMessage!(request, context);
    },
    SendStreamingMessage(request, context) {
      activate(context);
      return runtime.SendStreamingMessage!(request, context);
    },
    GetExtendedAgentCard() {
      if (options.extendedCard === undefined) throw fail("ExtendedAgentCardNotConfiguredError", "this agent has no extended agent card configured");
      return options.extendedCard;
    },
  };
  return agent;
}
