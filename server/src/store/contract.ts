// The async store contract the task runtime (server/src/tasks/) depends on, and every store implements:
// the in-memory stores here, @a2a-bindgen/store-sqlite, a PostgreSQL store later. Three parts:
// - TaskStore: tasks by scope and id, each with a version; updates are changes (their semantics are
//   change.ts's, pure; the store persists what it answers and keeps its bounds) under optimistic
//   concurrency; ListTasks with its filters and paging.
// - PushConfigStore: push notification configs per task, and the deliveries still to make, recorded so
//   that a durable store resumes them after a restart.
// - EventBus: each commit's events, fanned out to subscribers and push delivery in the order of the
//   task's version.
// The conformance kit (@a2a-bindgen/server/testing) checks every rule stated here.
//
// Commit barrier: a write's promise (create, update, a push config write, recordDeliveries) resolves
// only once the write is committed — for a durable store, on disk (fsync) — so what the runtime
// acknowledges to a client has been committed. A write that rejects changed nothing. A durable store may
// also say when a task write is committed but not yet on disk (the `committed` option): its writer may
// go on from there, and tells no one else before the promise resolves.
//
// Scope: every call names { tenant, owner }. A task belongs to the tenant and the owner that created it;
// a call of another tenant or another owner sees no such task (undefined, TaskNotFound to the client:
// §3.3.2, do not reveal that it exists), exactly as for a missing one. Owner "" is the anonymous owner.

import type { SpanContext } from "@opentelemetry/api";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { JsonObject } from "@a2a-bindgen/runtime";

/**
 * Who a call acts for: the tenant ("" for the default tenant) and the owner ("" anonymous: a server that
 * authenticates no one passes ""). Tasks and push configs of another scope do not exist for the call.
 */
export interface Scope {
  readonly tenant: string;
  readonly owner: string;
}

/** A task as a store answers it: the A2A task and its version. */
export interface StoredTask {
  /** The task: whole history (at most the store's maxHistory) and artifacts, unless the read asked for less. */
  readonly task: types.Task;
  /**
   * 1 when created, one more with every committed update. A task's events are numbered by it: the
   * creation's event is version 1, an update's events carry the version it committed.
   */
  readonly version: number;
}

/** What a new task starts with. */
export interface TaskInit {
  /** The context; a new one (a random UUID) when absent or empty. */
  readonly contextId?: string | undefined;
  /** The first message of the history (the store sets its taskId and contextId to the task's). */
  readonly message?: types.Message | undefined;
  readonly metadata?: JsonObject | undefined;
  /** The first state (default TASK_STATE_SUBMITTED). */
  readonly state?: types.TaskState | undefined;
}

/**
 * One change to a task. change.ts applyChanges says what it does (timestamps a status with the store's
 * clock, binds messages to the task, trims history past maxHistory, appends artifact chunks) and which
 * event it makes; the store persists that.
 */
export type TaskChange =
  /** The status becomes `state` (with the agent's message, if any): a `statusUpdate` event. A terminal state finishes the task. */
  | { readonly kind: "status"; readonly state: types.TaskState; readonly message?: types.Message | undefined }
  /** A message appended to the history (a user's next message: no event; an agent's message kept with the task: a `message` event). */
  | { readonly kind: "message"; readonly message: types.Message }
  /**
   * An artifact: added, replacing the artifact of the same id, or with `append` its parts added to that
   * artifact's. An `artifactUpdate` event carrying this chunk only (with append and lastChunk as given).
   */
  | { readonly kind: "artifact"; readonly artifact: types.Artifact; readonly append?: boolean | undefined; readonly lastChunk?: boolean | undefined };

/** What one committed update made. */
export interface TaskCommit {
  /** The task's version after the update (the one before plus one). */
  readonly version: number;
  /** The events of the changes, in their order (a user's `message` change makes none, an agent's a `message` event). */
  readonly events: readonly types.StreamResponse[];
  /** The task's state after the update. */
  readonly state: types.TaskState;
  /**
   * The task as the update left it, whole (change.ts applyChanges answers it): a blocking SendMessage
   * answers from it instead of reading the task again. Not to be mutated. A store that leaves it out
   * makes the runtime read the task back.
   */
  readonly task?: types.Task | undefined;
}

/** Options of a task write. */
export interface WriteOptions<T> {
  /**
   * Called with the write's value once it is committed in the store's order (its version fixed; later
   * writes see it), possibly before it is durable; the promise still resolves only once it is durable.
   * The runtime lets an executor go on from here (its next write is queued behind this one), and tells
   * no client and no subscriber before the promise resolves. A store may ignore it: the promise is then
   * the only answer (the in-memory store: committed is durable).
   */
  readonly committed?: ((value: T) => void) | undefined;
}

/** An update refused because the task is no longer at the version the writer read (another writer came first). */
export class TaskVersionConflict extends Error {
  override readonly name = "TaskVersionConflict";
  readonly taskId: string;
  readonly expected: number;
  readonly actual: number;
  constructor(taskId: string, expected: number, actual: number) {
    super(`task ${JSON.stringify(taskId.slice(0, 64))} is at version ${actual}, not ${expected}: another write came first`);
    this.taskId = taskId;
    this.expected = expected;
    this.actual = actual;
  }
}

/**
 * Tasks by scope and id.
 *
 * Bounds (the in-memory store's TaskStoreOptions; a durable store takes the same options): bytes per task
 * and in total, tasks in total, tenants, a reserved quota of tasks and bytes per tenant with the rest
 * shared first come, history and artifacts per task. A write past a bound rejects with QuotaExceededError
 * naming the quota and its option, and changes nothing; a tenant without room first evicts its own
 * finished (terminal) tasks, oldest first, never another tenant's. A finished task leaves retentionMs
 * after it finished (the store's clock); then it does not exist (get: undefined; not listed), and its push
 * configs and pending deliveries leave with it.
 */
export interface TaskStore {
  /** Creates a task with a fresh id (a random UUID) in `scope`, at version 1. Its event is `{ task }` (see StoredTask.version). */
  create(scope: Scope, init: TaskInit, options?: WriteOptions<StoredTask>): Promise<StoredTask>;

  /**
   * The task, or undefined when `scope` has none by that id (missing, another tenant's or owner's,
   * expired). `historyLength`: at most that many most recent messages (0: none, the field omitted).
   */
  get(scope: Scope, id: string, options?: { readonly historyLength?: number | undefined }): Promise<StoredTask | undefined>;

  /**
   * Applies `changes` in order, atomically, as one commit: the version grows by one. Rejects, changing
   * nothing: TaskNotFoundError when `scope` has no such task; TaskVersionConflict when `expectedVersion`
   * is given and the task is at another; UnsupportedOperationError when the task is already in a terminal
   * state (a finished task takes no update); QuotaExceededError past a bound.
   */
  update(
    scope: Scope,
    id: string,
    changes: readonly TaskChange[],
    options?: { readonly expectedVersion?: number | undefined } & WriteOptions<TaskCommit>,
  ): Promise<TaskCommit>;

  /**
   * ListTasks (§3.1.4) over `scope`'s tasks: filters contextId, status (TASK_STATE_UNSPECIFIED: none),
   * statusTimestampAfter (inclusive); newest status first; pageSize 1..100 (default 50) echoed; totalSize
   * counts the matches before paging; nextPageToken "" on the last page; a page token is the store's own
   * and paging never loops (a task updated between pages is not repeated); historyLength and
   * includeArtifacts (then the field is present, [] for a task without) applied to every task.
   * InvalidParamsError naming the field for a bad value.
   */
  list(scope: Scope, request: types.ListTasksRequest): Promise<types.ListTasksResponse>;

  /** Releases what the store holds (timers, files). Idempotent; a closed store's calls reject. */
  close(): Promise<void>;
}

/** A push notification config as stored. */
export interface StoredPushConfig {
  /** The config, its `id` and `taskId` always set (and `tenant` when the scope's tenant is not ""). */
  readonly config: types.TaskPushNotificationConfig;
  /** The negotiated protocol version of the call that created it (a v0.3 webhook gets v0.3 bodies). */
  readonly protocolVersion: string;
}

/** One event still to be POSTed to one config's webhook. */
export interface PendingDelivery {
  /** The store's id for it (settleDelivery takes it). */
  readonly id: string;
  readonly scope: Scope;
  readonly taskId: string;
  readonly configId: string;
  /** The task version whose event this is; with `index`, a config's deliveries are made in this order. */
  readonly version: number;
  /** The event's place among its commit's events. */
  readonly index: number;
  readonly response: types.StreamResponse;
}

/**
 * Push configs per task (§3.1.7–§3.1.10) and the deliveries still to make. The runtime has checked, before
 * any call, that the task exists in the scope and that the config is valid (URL policy, lengths); the
 * store keys configs by (scope, taskId, config id) and bounds them per task.
 */
export interface PushConfigStore {
  /**
   * Stores a config (`config.id` and `config.taskId` set by the caller); the same id replaces the config,
   * which moves to the end of the list order. QuotaExceededError past maxConfigsPerTask.
   */
  put(scope: Scope, config: StoredPushConfig): Promise<void>;

  /** The config, or undefined. */
  get(scope: Scope, taskId: string, id: string): Promise<StoredPushConfig | undefined>;

  /**
   * A page of the task's configs in creation order: pageSize 0 or absent up to 100; nextPageToken absent
   * on the last page; InvalidParamsError naming pageSize or pageToken for a bad value.
   */
  list(
    scope: Scope,
    taskId: string,
    page: { readonly pageSize?: number | undefined; readonly pageToken?: string | undefined },
  ): Promise<{ readonly configs: readonly StoredPushConfig[]; readonly nextPageToken?: string | undefined }>;

  /** Removes the config; removing a missing one is no error (§3.1.10). Its pending deliveries leave with it. */
  delete(scope: Scope, taskId: string, id: string): Promise<void>;

  /** Every config of the task, in creation order (what delivery posts to). */
  configsOf(scope: Scope, taskId: string): Promise<readonly StoredPushConfig[]>;

  /**
   * Optional: the task's configs when the store can tell at once, else undefined (then delivery asks
   * configsOf). An empty answer spares a task without configs the asynchronous intake of every update.
   */
  configsOfNow?(scope: Scope, taskId: string): readonly StoredPushConfig[] | undefined;

  /**
   * Records deliveries still to make (before any POST): a restart finds them in pendingDeliveries.
   * Answers them with their ids, in the order given.
   */
  recordDeliveries(deliveries: readonly Omit<PendingDelivery, "id">[]): Promise<readonly PendingDelivery[]>;

  /** Up to `limit` recorded deliveries not yet settled, each config's in (version, index) order. */
  pendingDeliveries(limit: number): Promise<readonly PendingDelivery[]>;

  /** A delivery made (or given up): it is not pending any more. Unknown ids are ignored. */
  settleDelivery(id: string): Promise<void>;

  /** Releases what the store holds. Idempotent. */
  close(): Promise<void>;
}

/** One commit of one task, as the bus carries it. */
export interface TaskUpdate {
  readonly scope: Scope;
  readonly taskId: string;
  /** The version the commit made (1: the creation). */
  readonly version: number;
  readonly events: readonly types.StreamResponse[];
  /** True when the commit put the task in a terminal state: nothing follows. */
  readonly final: boolean;
  /** The work that made the commit (a task's run, a CancelTask call), for push delivery's span links and reports; a store's bus passes it on as is. */
  readonly origin?: UpdateOrigin | undefined;
}

/** Where a commit came from: what a push delivery of its events links to and reports. */
export interface UpdateOrigin {
  /** The span of the run (or call) that made it: a delivery's span links to it. */
  readonly span?: SpanContext | undefined;
  /** The request id of the call that started the run (its X-Request-Id): a delivery's failure reports carry it. */
  readonly requestId?: string | undefined;
}

/** What a subscriber reads: the task's updates in version order, from the version it starts after. */
export interface TaskSubscription extends AsyncIterableIterator<TaskUpdate> {
  /**
   * Call once, with the version of the snapshot read after subscribing: the updates of that version and
   * before are dropped, and every later one is read exactly once, in version order, with no gap (an
   * update published ahead of its turn waits for the ones before it).
   */
  start(after: number): void;
  /** Ends the subscription (the reader stops); it gives back its place among the stream bounds. */
  return(): Promise<IteratorResult<TaskUpdate>>;
}

/**
 * Fans each commit's events out to the task's subscribers and to listeners (push delivery). The runtime
 * publishes every committed version of a task exactly once, after its commit resolved.
 *
 * Subscribe in the middle: subscribe, then read the task (its version v), then start(v): the snapshot,
 * then every later event exactly once, in order, no gap. A subscription ends after a final update, when
 * its signal aborts, or when its reader returns. Bounds: open subscriptions per task (maxSubscribers),
 * per tenant (tenantQuota.streams), and updates waiting unread (maxQueued: past it the subscription fails
 * with InternalError): QuotaExceededError naming the quota when subscribing past one.
 */
export interface EventBus {
  /** Hands a commit to the task's subscribers and the listeners. */
  publish(update: TaskUpdate): void;

  /** A subscription to the task's updates from now on (see TaskSubscription.start). */
  subscribe(scope: Scope, taskId: string, signal?: AbortSignal): TaskSubscription;

  /** Calls `listener` with every published update, each task's in version order. Returns the unsubscribe. */
  listen(listener: (update: TaskUpdate) => void): () => void;

  /**
   * Optional, for a bus shared by several processes: calls `onUpdate` once when another process commits an
   * update of the task (`final`: a CancelTask served there; else the next message, which continues the task
   * there). The task runtime watches each task it runs and stops the run ("canceled" or "superseded"), as
   * it does for a cancel or a next message in this process. Returns the unwatch. Absent: one process.
   */
  watch?(scope: Scope, taskId: string, onUpdate: (update: TaskUpdate) => void): () => void;

  /** Ends every subscription. Idempotent. */
  close(): Promise<void>;
}

/** The stores a task runtime runs on. */
export interface Stores {
  readonly tasks: TaskStore;
  readonly pushConfigs: PushConfigStore;
  readonly bus: EventBus;
  /** True when what is committed survives close() and a restart (the kit then runs reopen-after-close). */
  readonly durable: boolean;
  /**
   * Optional: whether the stores take writes now; false while they open, once closed, or after a failure
   * that refuses every later write (the SQLite store's failed fsync). A task agent's readiness reads it (the
   * server's readiness probe, gRPC health). Absent: always ready (the in-memory stores).
   */
  ready?(): boolean;
  /**
   * Optional, for stores shared by several processes: calls `listener` each time this process took over
   * the pending deliveries of a process whose lease expired; the task runtime then posts them
   * (PushDelivery.resume). Returns the unsubscribe.
   */
  onTakeover?(listener: () => void): () => void;
  /** Closes the three. Idempotent. */
  close(): Promise<void>;
}
