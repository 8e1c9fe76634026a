// The task runtime: an Agent whose application writes only execute(context, events). The runtime serves
// SendMessage (blocking, and with returnImmediately), SendStreamingMessage, GetTask, ListTasks, CancelTask,
// SubscribeToTask and the push-config operations from the stores, and drives push delivery from the bus.
// A message for an existing task (§3.4.2) is appended to its history and starts the next run: a task in
// an interrupted state (input-required, auth-required) continues this way; a run still going for the
// task is stopped first (signal reason "superseded"). Every call is scoped by
// { tenant: context.tenant ?? request.tenant ?? "", owner: context.owner }.

import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { Agent, CallContext } from "../agent.js";
import { onAbort } from "../gone.js";
import type { PushConfigPolicy } from "../push/configs.js";
import type { PushConfigStoreOptions } from "../store/push-configs.js";
import { validatePushConfig } from "../push/configs.js";
import { PushDelivery, type PushDeliveryOptions } from "../push/deliver.js";
import { reporterOption } from "../options.js";
import { type ErrorReporter, report, requestId } from "../report.js";
import type { EventBus, Scope, Stores, TaskCommit } from "../store/contract.js";
import { fail, invalidParams, shown, taskNotFound } from "../store/errors.js";
import { createMemoryStores, type MemoryStoresOptions } from "../store/memory.js";
import { isInterrupted, isTerminal } from "../store/states.js";
import { type TelemetryOptions, telemetryOf } from "../telemetry/instruments.js";
import { RunTrace } from "../telemetry/run.js";
import { StoreTelemetry } from "../telemetry/store.js";
import { Execution, type Executor } from "./execution.js";
import {
  type AlreadyCanceled,
  alreadyCanceledOf,
  cancelTask,
  createPushConfig,
  deletePushConfig,
  getPushConfig,
  getTask,
  listPushConfigs,
  requireTask,
  subscribeToTask,
} from "./operations.js";

/** Push configs and delivery: the URL policy, the delivery's options and the in-memory config bound. */
export type TaskPushOptions = PushConfigPolicy & PushDeliveryOptions & Pick<PushConfigStoreOptions, "maxConfigsPerTask">;

/** How the runtime is built; only `execute` is required. */
export interface TaskAgentOptions {
  /** The application's work for one message (see ExecutionContext and TaskEvents). */
  readonly execute: Executor;
  /** The stores (default: createMemoryStores(storeOptions), closed by close()). A store passed in is the caller's to close. */
  readonly stores?: Stores | undefined;
  /** Options of the default in-memory stores. */
  readonly storeOptions?: MemoryStoresOptions | undefined;
  /**
   * Push configs and delivery (default on, with these options); false: no push operations (and a config
   * in SendMessage is PushNotificationNotSupportedError). Webhooks on loopback, private and other
   * special-purpose addresses are refused unless `allowPrivateNetworks` opens the private ones (see
   * PushConfigPolicy): that opens the deployment's own networks to URLs chosen by callers.
   */
  readonly push?: false | TaskPushOptions | undefined;
  /** Receives a run's failures (source "handler") and failed push deliveries (source "push"; `push.onError` wins). Default: one JSON line on stderr. */
  readonly onError?: ErrorReporter | undefined;
  /** Give onError (and push.onError) the error's stack frames (default true), as ServerOptions.reportStacks. */
  readonly reportStacks?: boolean | undefined;
  /**
   * What CancelTask answers for a task already canceled (rules file decision "cancel-canceled-task"): "task"
   * (default) the task again, unchanged — cancel is idempotent (§3.3.1), a retried cancel succeeds, as
   * @a2a-js/sdk answers; "TaskNotCancelableError" the error §3.1.5 and §3.3.2 list for a task already
   * canceled, which the A2A conformance suite (a2a-tck) prefers.
   */
  readonly cancelAlreadyCanceled?: AlreadyCanceled | undefined;
  /**
   * Where the runtime's spans and metrics go (default: the global providers the application registered with
   * @opentelemetry/api; none: no-op): each run's "a2a.execute" span, its store commits, push deliveries,
   * and the tasks, commit, quota and push metrics (docs/observability.md). The instruments are taken here,
   * when the agent is created.
   */
  readonly telemetry?: TelemetryOptions | undefined;
}

/** The runtime's agent, with the parts a server or a test may want to reach. */
export type TaskAgent = Agent & {
  readonly stores: Stores;
  readonly delivery: PushDelivery | undefined;
  /**
   * Stops every run (reason "closing") and push delivery; resolves once the blocking SendMessage calls
   * waiting on those runs are answered (their task as it stands); closes the stores it made (not ones passed in).
   */
  close(): Promise<void>;
};

function requireMessage(request: types.SendMessageRequest): types.Message {
  const m = request.message;
  if (m === undefined) throw invalidParams("message", "required: the message to send");
  if (m.messageId === undefined || m.messageId === "") throw invalidParams("message.messageId", "required");
  return m;
}

/** The scope of a call: the binding's tenant (path, request or service parameter), else the request's; "" for none. */
export function scopeOf(request: { tenant?: string | undefined }, context: CallContext): Scope {
  return { tenant: context.tenant ?? request.tenant ?? "", owner: context.owner ?? "" };
}

/** Scope and task id as one map key. */
const keyOf = (scope: Scope, id: string) => `${scope.tenant.length}:${scope.tenant}${scope.owner.length}:${scope.owner}${id}`;

/** Creates the task runtime's agent. */
export function createTaskAgent(options: TaskAgentOptions): TaskAgent {
  if (typeof options?.execute !== "function") throw new TypeError("createTaskAgent: execute must be a function (context, events) => Promise<void>");
  const alreadyCanceled = alreadyCanceledOf(options.cancelAlreadyCanceled, "createTaskAgent: cancelAlreadyCanceled");
  const push = options.push === false ? undefined : (options.push ?? {});
  const stores =
    options.stores ??
    createMemoryStores({
      ...options.storeOptions,
      ...(push?.maxConfigsPerTask === undefined ? {} : { push: { ...options.storeOptions?.push, maxConfigsPerTask: push.maxConfigsPerTask } }),
    });
  const telemetry = telemetryOf(options.telemetry);
  const storeTelemetry = new StoreTelemetry(telemetry);
  // The reporters, checked, without stacks when reportStacks is false.
  const onError = reporterOption(options.onError, options.reportStacks);
  const pushOnError = push?.onError === undefined ? onError : reporterOption(push.onError, options.reportStacks);
  const delivery = push === undefined ? undefined : new PushDelivery(stores, { ...push, onError: pushOnError }, telemetry);
  const resume = () => void delivery?.resume().catch((e) => report(pushOnError, e, { source: "push", requestId: requestId() }));
  resume();
  // A store shared by several processes hands this one the deliveries of a process whose lease expired.
  const untakeover = delivery === undefined ? undefined : stores.onTakeover?.(resume);
  const policy: PushConfigPolicy = push ?? {};
  /** The run going on for each task, by scope and id. */
  const running = new Map<string, Execution>();
  /** The SendMessage calls not yet answered (close waits for them). */
  const answering = new Set<Promise<types.SendMessageResponse>>();
  let closing = false;

  const stop = (scope: Scope) => (id: string) => running.get(keyOf(scope, id))?.stop("canceled");

  /** Each run's unwatch (below), until the run ends. */
  const watching = new WeakMap<Execution, () => void>();

  /**
   * The run of a task, by scope and id, until it ends (begin forgets it). A bus shared by several processes
   * (watch) tells it when another process wrote the task: a CancelTask served there (final) stops the run as
   * a local cancel does, the next message served there as a local one supersedes it.
   */
  function track(scope: Scope, id: string, execution: Execution): void {
    const key = keyOf(scope, id);
    running.set(key, execution);
    const unwatch = (stores.bus as EventBus).watch?.(scope, id, (update) => {
      if (running.get(key) === execution) execution.stop(update.final ? "canceled" : "superseded");
    });
    if (unwatch !== undefined) watching.set(execution, unwatch);
  }

  /** Starts the run for a message: a new task, or the next run of an existing one. */
  async function begin(request: types.SendMessageRequest, context: CallContext, stream: boolean): Promise<Execution> {
    if (closing) throw fail("InternalError", "the agent is closing");
    const scope = scopeOf(request, context);
    const message = requireMessage(request);
    const config = request.configuration?.taskPushNotificationConfig;
    if (config !== undefined) {
      if (push === undefined) throw fail("PushNotificationNotSupportedError", "this agent does not deliver push notifications");
      validatePushConfig(config, policy);
    }
    const storeConfig = async (id: string) => {
      if (config !== undefined) await refusing(runStore, createPushConfig(stores, scope, { ...config, taskId: id }, context.protocolVersion, policy));
    };
    const runStore = storeTelemetry.forTenant(scope.tenant);
    // One id for the run: the call's (its X-Request-Id), or one made here for a context made by hand.
    const runRequestId = context.requestId ?? requestId();
    const execution = new Execution(stores, scope, {
      stream,
      requestId: runRequestId,
      signal: context.signal,
      created: (id, e) => track(scope, id, e),
      ...(config === undefined ? {} : { configure: storeConfig }),
      // The call's request id (its X-Request-Id), the task and the run's trace: what finds this run in a log.
      report: (error) => {
        const traceId = execution.trace?.traceId;
        const contextId = execution.contextId;
        report(onError, error, {
          source: "handler",
          requestId: runRequestId,
          operation: stream ? "SendStreamingMessage" : "SendMessage",
          tenant: scope.tenant,
          ...(execution.id === undefined ? {} : { taskId: execution.id }),
          ...(contextId === undefined ? {} : { contextId }),
          ...(traceId === undefined ? {} : { traceId }),
        });
      },
    });
    const taskId = message.taskId ?? "";
    let task: types.Task | undefined;
    if (taskId !== "") {
      const found = await stores.tasks.get(scope, taskId, { historyLength: 0 });
      if (found === undefined) throw taskNotFound(taskId);
      if (message.contextId !== undefined && message.contextId !== "" && message.contextId !== found.task.contextId) {
        throw invalidParams("message.contextId", `${shown(message.contextId)} is not the context of task ${shown(taskId)}`);
      }
      if (isTerminal(found.task.status?.state)) {
        throw fail(
          "UnsupportedOperationError",
          `task ${shown(taskId)} is ${String(found.task.status?.state)}: a task in a terminal state accepts no further messages`,
        );
      }
      const key = keyOf(scope, taskId);
      const before = running.get(key);
      if (before !== undefined) {
        before.stop("superseded");
        await before.done;
      }
      if (stream) execution.subscription = refusingNow(runStore, () => stores.bus.subscribe(scope, taskId, context.signal));
      let now: Awaited<ReturnType<typeof requireTask>>;
      try {
        const commit = await runStore.commit(1, found.task.status?.state, stateOfCommit, () =>
          stores.tasks.update(scope, taskId, [{ kind: "message", message }]),
        );
        stores.bus.publish({ scope, taskId, version: commit.version, events: [], final: false });
        // The commit answers the task (no read back), unless the store leaves it out.
        now = commit.task === undefined ? await requireTask(stores, scope, taskId) : { task: commit.task, version: commit.version };
      } catch (e) {
        await execution.subscription?.return();
        throw e;
      }
      execution.subscription?.start(now.version);
      execution.continues(now.task, now.version);
      track(scope, taskId, execution);
      await storeConfig(taskId);
      task = now.task;
    } else {
      execution.creates(message, request.metadata);
    }
    // The run's span: a child of this call's (the context active now), outliving it.
    execution.start(options.execute, { message, request, task, scope, call: context }, new RunTrace(telemetry, runStore, scope.tenant, context.requestId));
    void execution.done.finally(() => {
      const id = execution.id;
      if (id !== undefined && running.get(keyOf(scope, id)) === execution) running.delete(keyOf(scope, id));
      watching.get(execution)?.();
    });
    return execution;
  }

  /**
   * What a run came to for a unary answer: its reply message, or the task as the run's settling commit
   * left it (no read: the commit answered it), or, when something else settled the run, the task read now.
   */
  async function answer(execution: Execution, request: types.SendMessageRequest, immediately: boolean): Promise<types.SendMessageResponse> {
    if (execution.reply !== undefined) return { message: execution.reply };
    if (execution.id === undefined) {
      if (execution.failedEarly !== undefined) throw execution.failedEarly.error;
      throw new Error("the agent's execute ended without a task or a message");
    }
    const historyLength = request.configuration?.historyLength;
    if (immediately) return { task: limitHistory(execution.first!, historyLength) };
    if (execution.settledWith !== undefined) return { task: limitHistory(execution.settledWith.task, historyLength) };
    return { task: await getTask(stores, execution.scope, { id: execution.id, ...(historyLength === undefined ? {} : { historyLength }) }) };
  }

  const agent: TaskAgent = {
    stores,
    delivery,
    // Readiness (the server's probe, gRPC health): not while closing, nor while the stores say they cannot take writes.
    ready: () => !closing && stores.ready?.() !== false,
    async close() {
      closing = true;
      for (const e of [...running.values()]) e.stop("closing");
      await Promise.all([...running.values()].map((e) => e.done.catch(() => {})));
      // A blocking send whose run was stopped answers with its task as it stands: read before the stores close.
      await Promise.all([...answering].map((a) => a.catch(() => {})));
      untakeover?.();
      delivery?.close();
      if (options.stores === undefined) await stores.close();
    },

    SendMessage(request, context) {
      const answered = (async () => {
        const execution = await begin(request, context, false);
        // returnImmediately (§3.2.2; v0.3 blocking: false): the task as its first commit left it, the run going on.
        const immediately = request.configuration?.returnImmediately === true;
        if (immediately) await execution.exists;
        else await settledOrGone(execution.settled, context);
        return answer(execution, request, immediately && execution.first !== undefined);
      })();
      answering.add(answered);
      const forget = () => void answering.delete(answered);
      answered.then(forget, forget);
      return answered;
    },

    SendStreamingMessage(request, context) {
      // Started at the call (a stream read later still sees every event); its failure is the first read's.
      const started = begin(request, context, true);
      started.catch(() => {});
      return (async function* () {
        const execution = await started;
        await execution.exists;
        if (execution.reply !== undefined) {
          yield { message: execution.reply };
          return;
        }
        if (execution.streamError !== undefined) throw execution.streamError.error;
        const subscription = execution.subscription;
        if (execution.id === undefined || subscription === undefined) {
          if (execution.failedEarly !== undefined) throw execution.failedEarly.error;
          throw new Error("the agent's execute ended without a task or a message");
        }
        try {
          yield { task: execution.first! };
          if (isTerminal(execution.first?.status?.state)) return;
          // The stream of a send ends at a terminal or interrupted state (§3.1.2); the client continues with a new message.
          for await (const update of subscription) {
            for (const event of update.events) yield event;
            if (update.events.some((e) => isInterrupted(e.statusUpdate?.status?.state))) return;
          }
        } finally {
          await subscription.return();
        }
      })();
    },

    GetTask: (request, context) => getTask(stores, scopeOf(request, context), request),
    ListTasks: (request, context) => stores.tasks.list(scopeOf(request, context), request),
    CancelTask: (request, context) => {
      const scope = scopeOf(request, context);
      return cancelTask(stores, scope, request, stop(scope), alreadyCanceled, {
        store: storeTelemetry.forTenant(scope.tenant),
        ...(context.requestId === undefined ? {} : { requestId: context.requestId }),
      });
    },
    SubscribeToTask: (request, context) => {
      const scope = scopeOf(request, context);
      return refusingNow(storeTelemetry.forTenant(scope.tenant), () => subscribeToTask(stores, scope, request, context.signal));
    },
  };
  if (push !== undefined) {
    Object.assign(agent, {
      CreateTaskPushNotificationConfig: (request, context) => {
        const scope = scopeOf(request, context);
        return refusing(storeTelemetry.forTenant(scope.tenant), createPushConfig(stores, scope, request, context.protocolVersion, policy));
      },
      GetTaskPushNotificationConfig: (request, context) => getPushConfig(stores, scopeOf(request, context), request),
      ListTaskPushNotificationConfigs: (request, context) => listPushConfigs(stores, scopeOf(request, context), request),
      DeleteTaskPushNotificationConfig: (request, context) => deletePushConfig(stores, scopeOf(request, context), request),
    } satisfies Agent);
  }
  return agent;
}

/** The state a commit left its task in (the tasks metric). */
const stateOfCommit = (c: TaskCommit): types.TaskState => c.state;

/** `work`'s promise, its quota refusal (a store's QuotaExceededError) counted. */
function refusing<T>(store: StoreTelemetry, work: Promise<T>): Promise<T> {
  work.catch((e: unknown) => store.refused(e));
  return work;
}

/** `work()`, its quota refusal counted when it throws one (a stream bound at subscribe). */
function refusingNow<T>(store: StoreTelemetry, work: () => T): T {
  try {
    return work();
  } catch (e) {
    store.refused(e);
    throw e;
  }
}

/** The task with at most `historyLength` most recent messages (GetTask's rule, §3.2.4). */
function limitHistory(task: types.Task, historyLength: number | undefined): types.Task {
  if (historyLength === undefined || task.history === undefined) return task;
  if (!(Number.isInteger(historyLength) && historyLength >= 0)) throw invalidParams("configuration.historyLength", `must be 0 or more, got ${historyLength}`);
  const { history, ...rest } = task;
  return historyLength === 0 ? rest : { ...rest, history: history.slice(Math.max(0, history.length - historyLength)) };
}

/** Resolves when `settled` does, or when the caller goes away, whichever is first. */
function settledOrGone(settled: Promise<void>, context: CallContext): Promise<void> {
  return new Promise((resolve) => {
    let gone = false;
    const done = () => {
      gone = true;
      resolve();
    };
    const stop = context.onGone?.(done) ?? onAbort(context.signal, done);
    if (gone) return;
    void settled.then(() => {
      stop();
      resolve();
    });
  });
}
