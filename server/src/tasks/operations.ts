// The operations the task runtime serves from the stores alone: GetTask, ListTasks, CancelTask,
// SubscribeToTask and the push-config operations (spec §3.1.3–§3.1.10). Every call is scoped: a task of
// another tenant or owner is TaskNotFoundError like a missing one (§3.3.2).

import type { types } from "@a2a-bindgen/a2a/v1_0";
import { validatePushConfig, type PushConfigPolicy } from "../push/configs.js";
import type { Scope, Stores, StoredTask } from "../store/contract.js";
import { fail, shown, taskNotFound } from "../store/errors.js";
import { isTerminal } from "../store/states.js";
import { callOrigin, type StoreTelemetry } from "../telemetry/store.js";

/** The task in `scope`, or TaskNotFoundError. */
export async function requireTask(stores: Stores, scope: Scope, id: string | undefined, historyLength?: number): Promise<StoredTask> {
  if (historyLength !== undefined && !(Number.isInteger(historyLength) && historyLength >= 0)) {
    throw fail("InvalidParamsError", `historyLength: must be 0 or more, got ${historyLength}`);
  }
  const found = typeof id === "string" ? await stores.tasks.get(scope, id, historyLength === undefined ? {} : { historyLength }) : undefined;
  if (found === undefined) throw taskNotFound(typeof id === "string" ? id : "");
  return found;
}

/** GetTask (§3.1.3): the task with at most `historyLength` recent messages. */
export async function getTask(stores: Stores, scope: Scope, request: types.GetTaskRequest): Promise<types.Task> {
  return (await requireTask(stores, scope, request.id, request.historyLength)).task;
}

/**
 * What CancelTask answers for a task already canceled (rules file decision "cancel-canceled-task"): "task",
 * the task again, unchanged (§3.3.1: cancel is idempotent; as @a2a-js/sdk answers), or
 * "TaskNotCancelableError" (§3.1.5 and §3.3.2 list it for a task already canceled).
 */
export type AlreadyCanceled = "task" | "TaskNotCancelableError";

/** The decided default (rules file decision "cancel-canceled-task"). */
export const DEFAULT_ALREADY_CANCELED: AlreadyCanceled = "task";

/** `value` checked as a CancelTask answer for a task already canceled; a TypeError names `name` otherwise. */
export function alreadyCanceledOf(value: unknown, name: string): AlreadyCanceled {
  if (value === undefined) return DEFAULT_ALREADY_CANCELED;
  if (value === "task" || value === "TaskNotCancelableError") return value;
  throw new TypeError(`${name}: "task" or "TaskNotCancelableError", not ${JSON.stringify(String(value).slice(0, 100))}`);
}

/**
 * CancelTask (§3.1.5): a task not in a terminal state becomes canceled (`stop` stops its run). Canceling a
 * canceled task answers it again, unchanged, or TaskNotCancelableError with `alreadyCanceled`
 * "TaskNotCancelableError"; any other terminal state is TaskNotCancelableError.
 */
export async function cancelTask(
  stores: Stores,
  scope: Scope,
  request: types.CancelTaskRequest,
  stop: (id: string) => void,
  alreadyCanceled: AlreadyCanceled = DEFAULT_ALREADY_CANCELED,
  telemetry?: { readonly store: StoreTelemetry; readonly requestId?: string | undefined },
): Promise<types.Task> {
  for (;;) {
    const found = await requireTask(stores, scope, request.id);
    const state = found.task.status?.state;
    if (state === "TASK_STATE_CANCELED" && alreadyCanceled === "task") return found.task;
    if (isTerminal(state)) {
      throw fail("TaskNotCancelableError", `task ${shown(found.task.id ?? "")} is ${String(state)}: a task in a terminal state cannot be canceled`);
    }
    const id = found.task.id!;
    try {
      const write = () => stores.tasks.update(scope, id, [{ kind: "status", state: "TASK_STATE_CANCELED" }], { expectedVersion: found.version });
      const commit = await (telemetry === undefined ? write() : telemetry.store.commit(1, state, (c) => c.state, write));
      // The cancel's push deliveries link to this call's span and report its request id.
      const origin = telemetry === undefined ? undefined : callOrigin(telemetry.requestId);
      stores.bus.publish({ scope, taskId: id, version: commit.version, events: commit.events, final: true, ...(origin === undefined ? {} : { origin }) });
      stop(id);
      // Canceled is terminal: the commit's task is the task from now on (a store without it is read back).
      return commit.task ?? (await requireTask(stores, scope, id)).task;
    } catch (e) {
      // Another write came first (the task's own run, perhaps finishing it): read it again and decide anew.
      if ((e as { name?: unknown })?.name !== "TaskVersionConflict") throw e;
    }
  }
}

/**
 * SubscribeToTask (§3.1.6): the task first, then its updates until a terminal state, or until `signal`
 * aborts. Subscribes at once (at the call, before the snapshot is read), so no update is missed or
 * repeated. The first read rejects with TaskNotFoundError, or UnsupportedOperationError on a task in a
 * terminal state (the server pulls it before answering, so the client gets the error, not a stream).
 */
export function subscribeToTask(
  stores: Stores,
  scope: Scope,
  request: types.SubscribeToTaskRequest,
  signal: AbortSignal | undefined,
): AsyncGenerator<types.StreamResponse, void, undefined> {
  const id = typeof request.id === "string" ? request.id : "";
  const subscription = stores.bus.subscribe(scope, id, signal);
  const snapshot = stores.tasks.get(scope, id);
  snapshot.catch(() => {}); // read (and its failure thrown) by the first next()
  return (async function* () {
    try {
      const found = await snapshot;
      if (found === undefined) throw taskNotFound(id);
      const state = found.task.status?.state;
      if (isTerminal(state)) {
        throw fail("UnsupportedOperationError", `task ${shown(id)} is ${String(state)}: a task in a terminal state has no updates to subscribe to`);
      }
      subscription.start(found.version);
      yield { task: found.task };
      for await (const update of subscription) for (const event of update.events) yield event;
    } finally {
      await subscription.return();
    }
  })();
}

/** CreateTaskPushNotificationConfig (§3.1.7): checked, then stored (a fresh id when none is given; the same id replaces). */
export async function createPushConfig(
  stores: Stores,
  scope: Scope,
  request: types.TaskPushNotificationConfig,
  protocolVersion: string,
  policy: PushConfigPolicy,
): Promise<types.TaskPushNotificationConfig> {
  const taskId = (await requireTask(stores, scope, request.taskId ?? "", 0)).task.id!;
  validatePushConfig(request, policy);
  const id = request.id !== undefined && request.id !== "" ? request.id : crypto.randomUUID();
  const config: types.TaskPushNotificationConfig = { id, taskId, url: request.url! };
  if (scope.tenant !== "") config.tenant = scope.tenant;
  if (request.token !== undefined && request.token !== "") config.token = request.token;
  if (request.authentication !== undefined) config.authentication = { ...request.authentication };
  await stores.pushConfigs.put(scope, { config, protocolVersion });
  return { ...config };
}

/** GetTaskPushNotificationConfig (§3.1.8): TaskNotFoundError for an unknown task or config. */
export async function getPushConfig(
  stores: Stores,
  scope: Scope,
  request: types.GetTaskPushNotificationConfigRequest,
): Promise<types.TaskPushNotificationConfig> {
  const taskId = (await requireTask(stores, scope, request.taskId ?? "", 0)).task.id!;
  const stored = await stores.pushConfigs.get(scope, taskId, request.id ?? "");
  if (stored === undefined) throw fail("TaskNotFoundError", `push notification config ${shown(request.id ?? "")} of task ${shown(taskId)} not found`);
  return { ...stored.config };
}

/** ListTaskPushNotificationConfigs (§3.1.9): in creation order, paged (pageSize 0 or unset: up to 100). */
export async function listPushConfigs(
  stores: Stores,
  scope: Scope,
  request: types.ListTaskPushNotificationConfigsRequest,
): Promise<types.ListTaskPushNotificationConfigsResponse> {
  const taskId = (await requireTask(stores, scope, request.taskId ?? "", 0)).task.id!;
  const page = await stores.pushConfigs.list(scope, taskId, {
    ...(request.pageSize === undefined ? {} : { pageSize: request.pageSize }),
    ...(request.pageToken === undefined ? {} : { pageToken: request.pageToken }),
  });
  const response: types.ListTaskPushNotificationConfigsResponse = { configs: page.configs.map((c) => ({ ...c.config })) };
  if (page.nextPageToken !== undefined && page.nextPageToken !== "") response.nextPageToken = page.nextPageToken;
  return response;
}

/** DeleteTaskPushNotificationConfig (§3.1.10): idempotent for the config; TaskNotFoundError for an unknown task. */
export async function deletePushConfig(stores: Stores, scope: Scope, request: types.DeleteTaskPushNotificationConfigRequest): Promise<Record<string, never>> {
  const taskId = (await requireTask(stores, scope, request.taskId ?? "", 0)).task.id!;
  await stores.pushConfigs.delete(scope, taskId, request.id ?? "");
  return {};
}
