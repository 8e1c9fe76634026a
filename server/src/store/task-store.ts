// An in-memory task store: tasks by tenant and id, their history, artifacts and status, and each update
// as a v1.0 StreamResponse to the task's subscribers and the store's listeners (push delivery).
//
// Bounds (documented in the README section of the report):
// - maxTasks: creating a task in a full store evicts the task that reached a terminal state first (a
//   terminal task takes no further updates, so this is the least recently updated finished task); when
//   every task is still active, create refuses with an InternalError naming the cap.
// - maxHistory: a task keeps its most recent messages; older ones are dropped.
// - maxArtifacts: a task refuses a new artifact id past the cap (InternalError naming it).
// - maxSubscribers per task; maxQueued events unread per subscriber (past it that stream fails).
// Tenants never see each other's tasks: every lookup is by (tenant, id), and a task of another tenant
// answers TaskNotFoundError like a missing one (§3.3.2).

import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { JsonObject } from "@a2a-bindgen/runtime";
import { fail, shown, taskNotFound } from "./errors.js";
import { listTasks } from "./list.js";
import { EventQueue } from "./queue.js";
import { ofTask, snapshot, type TaskRecord } from "./record.js";
import { isInterrupted, isTerminal } from "./states.js";

/** The store's bounds; every field optional. */
export interface TaskStoreOptions {
  /** Tasks kept across all tenants (default 10,000). */
  readonly maxTasks?: number;
  /** Messages kept per task, most recent first to stay (default 100). */
  readonly maxHistory?: number;
  /** Artifacts per task (default 100). */
  readonly maxArtifacts?: number;
  /** Open streams per task (default 100). */
  readonly maxSubscribers?: number;
  /** Events waiting unread per stream (default 1,000). */
  readonly maxQueued?: number;
  /** The clock, in milliseconds since the epoch (default Date.now). */
  readonly now?: () => number;
}

/** One update of one task, as the store emits it to listeners. */
export interface TaskEvent {
  readonly tenant: string;
  readonly taskId: string;
  readonly response: types.StreamResponse;
}

/** What a new task starts with. */
export interface TaskInit {
  /** The context; a new one is generated when absent or empty. */
  readonly contextId?: string;
  /** The first message of the history (its taskId and contextId are set to the task's). */
  readonly message?: types.Message;
  readonly metadata?: JsonObject;
  /** The first state (default TASK_STATE_SUBMITTED). */
  readonly state?: types.TaskState;
}

const defaults = { maxTasks: 10_000, maxHistory: 100, maxArtifacts: 100, maxSubscribers: 100, maxQueued: 1_000 };

function bound(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`TaskStore: ${name} must be a positive integer, got ${value}`);
  return value;
}

/** Tasks by tenant ("" when none) and id, with subscribers and listeners. */
export class TaskStore {
  readonly #byTenant = new Map<string, Map<string, TaskRecord>>();
  /** Tasks in a terminal state, in the order they reached it (they take no further updates): the eviction order. Read from #head on. */
  #terminal: TaskRecord[] = [];
  #head = 0;
  #size = 0;
  readonly #listeners = new Set<(event: TaskEvent) => void>();
  readonly #evictListeners = new Set<(tenant: string, taskId: string) => void>();
  readonly #limits: typeof defaults;
  readonly #now: () => number;
  #seq = 0;
  /** The ISO 8601 text of the current second: formatting a timestamp costs more than the rest of a status change. */
  #isoSecond = Number.NaN;
  #isoPrefix = "";

  constructor(options: TaskStoreOptions = {}) {
    this.#limits = {
      maxTasks: bound(options.maxTasks, defaults.maxTasks, "maxTasks"),
      maxHistory: bound(options.maxHistory, defaults.maxHistory, "maxHistory"),
      maxArtifacts: bound(options.maxArtifacts, defaults.maxArtifacts, "maxArtifacts"),
      maxSubscribers: bound(options.maxSubscribers, defaults.maxSubscribers, "maxSubscribers"),
      maxQueued: bound(options.maxQueued, defaults.maxQueued, "maxQueued"),
    };
    this.#now = options.now ?? Date.now;
  }

  /** How many tasks the store holds, all tenants together. */
  get size(): number {
    return this.#size;
  }

  /** Calls `listener` with every update of every task (after the task's own subscribers). Returns the unsubscribe. */
  onEvent(listener: (event: TaskEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Calls `listener` when a task leaves the store (evicted to make room). Returns the unsubscribe. */
  onEvict(listener: (tenant: string, taskId: string) => void): () => void {
    this.#evictListeners.add(listener);
    return () => this.#evictListeners.delete(listener);
  }

  /** Creates a task (a fresh id) and emits it as a `task` event. */
  create(tenant: string, init: TaskInit = {}): types.Task {
    if (this.#size >= this.#limits.maxTasks) this.#evictOne();
    const id = crypto.randomUUID();
    const contextId = init.contextId !== undefined && init.contextId !== "" ? init.contextId : crypto.randomUUID();
    const at = this.#now();
    const record: TaskRecord = {
      tenant,
      id,
      contextId,
      status: { state: init.state ?? "TASK_STATE_SUBMITTED", timestamp: this.#iso(at) },
      updatedAt: at,
      seq: ++this.#seq,
      history: init.message === undefined ? [] : [ofTask(init.message, id, contextId)],
      artifacts: [],
      metadata: init.metadata,
      subscribers: new Set(),
      work: undefined,
    };
    let tasks = this.#byTenant.get(tenant);
    if (tasks === undefined) {
      tasks = new Map();
      this.#byTenant.set(tenant, tasks);
    }
    tasks.set(id, record);
    this.#size++;
    if (isTerminal(record.status.state)) this.#terminal.push(record);
    const task = snapshot(record);
    this.#emit(record, { task });
    return task;
  }

  /** True when this tenant has a task by that id. */
  has(tenant: string, id: string): boolean {
    return this.#record(tenant, id) !== undefined;
  }

  /** The task's state, or undefined when this tenant has no task by that id. */
  stateOf(tenant: string, id: string): types.TaskState | undefined {
    return this.#record(tenant, id)?.status.state;
  }

  /** The task, or undefined when this tenant has none by that id. */
  find(tenant: string, id: string): types.Task | undefined {
    const r = this.#record(tenant, id);
    return r === undefined ? undefined : snapshot(r);
  }

  /** GetTask (§3.1.3): the task with at most `historyLength` recent messages; TaskNotFoundError otherwise. */
  getTask(tenant: string, request: types.GetTaskRequest): types.Task {
    const r = this.#require(tenant, request.id);
    if (request.historyLength !== undefined && request.historyLength < 0) {
      throw fail("InvalidParamsError", `historyLength: must be 0 or more, got ${request.historyLength}`);
    }
    return snapshot(r, request.historyLength);
  }

  /** ListTasks (§3.1.4): this tenant's tasks, filtered, newest status first, one page. */
  listTasks(tenant: string, request: types.ListTasksRequest): types.ListTasksResponse {
    const tasks = this.#byTenant.get(tenant);
    return listTasks(tasks === undefined ? [] : [...tasks.values()], request, snapshot);
  }

  /**
   * CancelTask (§3.1.5): a task not in a terminal state becomes canceled (its work signal aborts, its
   * streams end). Canceling a canceled task answers it again, unchanged (idempotent, §3.3.1, as
   * @a2a-js/sdk 1.3.0 does); any other terminal state is TaskNotCancelableError.
   */
  cancelTask(tenant: string, request: types.CancelTaskRequest): types.Task {
    const r = this.#require(tenant, request.id);
    if (r.status.state === "TASK_STATE_CANCELED") return snapshot(r);
    if (isTerminal(r.status.state)) {
      throw fail("TaskNotCancelableError", `task ${shown(r.id)} is ${String(r.status.state)}: a task in a terminal state cannot be canceled`);
    }
    this.#setStatus(r, "TASK_STATE_CANCELED", undefined);
    r.work?.abort();
    return snapshot(r);
  }

  /**
   * SubscribeToTask (§3.1.6): the task first, then its updates until a terminal state. Throws before
   * the stream starts: TaskNotFoundError, or UnsupportedOperationError on a task in a terminal state.
   * The stream ends when `signal` aborts.
   */
  subscribeToTask(tenant: string, request: types.SubscribeToTaskRequest, signal?: AbortSignal): AsyncIterableIterator<types.StreamResponse> {
    const r = this.#require(tenant, request.id);
    if (isTerminal(r.status.state)) {
      throw fail("UnsupportedOperationError", `task ${shown(r.id)} is ${String(r.status.state)}: a task in a terminal state has no updates to subscribe to`);
    }
    return this.watch(tenant, r.id, signal);
  }

  /** Like subscribeToTask without the terminal check: the task, then updates; a task in a terminal state gives only itself. */
  watch(tenant: string, id: string, signal?: AbortSignal): AsyncIterableIterator<types.StreamResponse> {
    const r = this.#require(tenant, id);
    if (r.subscribers.size >= this.#limits.maxSubscribers) {
      throw fail("InternalError", `task ${shown(r.id)} has ${this.#limits.maxSubscribers} open streams, the store's maxSubscribers`);
    }
    const max = this.#limits.maxQueued;
    const onAbort = () => queue.return();
    const queue: EventQueue<types.StreamResponse> = new EventQueue(
      max + 1,
      () => fail("InternalError", `the stream of task ${shown(r.id)} fell ${max} events behind (the store's maxQueued)`),
      () => {
        r.subscribers.delete(queue);
        signal?.removeEventListener("abort", onAbort);
      },
    );
    queue.push({ task: snapshot(r) });
    if (isTerminal(r.status.state) || signal?.aborted) {
      queue.end();
      return queue;
    }
    r.subscribers.add(queue);
    signal?.addEventListener("abort", onAbort, { once: true });
    return queue;
  }

  /** Resolves with the task once it is in a terminal or interrupted state (§3.2.2, a blocking send), or when `signal` aborts. */
  async settled(tenant: string, id: string, signal?: AbortSignal): Promise<types.Task> {
    for await (const item of this.watch(tenant, id, signal)) {
      const state = item.task?.status?.state ?? item.statusUpdate?.status?.state;
      if (isTerminal(state) || isInterrupted(state)) break;
    }
    return snapshot(this.#require(tenant, id));
  }

  /** The signal aborted when the task is canceled or evicted: the agent's work for it listens to it. */
  workSignal(tenant: string, id: string): AbortSignal {
    const r = this.#require(tenant, id);
    r.work ??= new AbortController();
    return r.work.signal;
  }

  /** Sets the status (timestamped now) and emits a `statusUpdate`; a terminal state ends the task's streams. */
  setStatus(tenant: string, id: string, state: types.TaskState, message?: types.Message): types.TaskStatusUpdateEvent {
    const r = this.#require(tenant, id);
    this.#refuseTerminal(r);
    return this.#setStatus(r, state, message === undefined ? undefined : ofTask(message, r.id, r.contextId));
  }

  /** Appends a message to the history (its taskId and contextId set to the task's), dropping the oldest past maxHistory. */
  addMessage(tenant: string, id: string, message: types.Message): void {
    const r = this.#require(tenant, id);
    this.#refuseTerminal(r);
    r.history.push(ofTask(message, r.id, r.contextId));
    if (r.history.length > this.#limits.maxHistory) r.history.splice(0, r.history.length - this.#limits.maxHistory);
  }

  /** Adds an artifact, or with `append` adds its parts to the artifact of the same id, and emits an `artifactUpdate`. */
  addArtifact(tenant: string, id: string, artifact: types.Artifact, options: { append?: boolean; lastChunk?: boolean } = {}): types.TaskArtifactUpdateEvent {
    const r = this.#require(tenant, id);
    this.#refuseTerminal(r);
    const i = r.artifacts.findIndex((a) => a.artifactId === artifact.artifactId);
    if (i >= 0) {
      const old = r.artifacts[i]!;
      r.artifacts[i] = options.append ? { ...old, parts: [...(old.parts ?? []), ...(artifact.parts ?? [])] } : artifact;
    } else if (r.artifacts.length >= this.#limits.maxArtifacts) {
      throw fail("InternalError", `task ${shown(r.id)} has ${this.#limits.maxArtifacts} artifacts, the store's maxArtifacts`);
    } else {
      r.artifacts.push(artifact);
    }
    const event: types.TaskArtifactUpdateEvent = { taskId: r.id, contextId: r.contextId, artifact };
    if (options.append) event.append = true;
    if (options.lastChunk) event.lastChunk = true;
    this.#emit(r, { artifactUpdate: event });
    return event;
  }

  #record(tenant: string, id: string | undefined): TaskRecord | undefined {
    if (typeof id !== "string") return undefined;
    return this.#byTenant.get(tenant)?.get(id);
  }

  #require(tenant: string, id: string | undefined): TaskRecord {
    const r = this.#record(tenant, id);
    if (r === undefined) throw taskNotFound(typeof id === "string" ? id : "");
    return r;
  }

  #refuseTerminal(r: TaskRecord): void {
    if (isTerminal(r.status.state)) {
      throw fail("UnsupportedOperationError", `task ${shown(r.id)} is ${String(r.status.state)}: a task in a terminal state takes no further updates`);
    }
  }

  #setStatus(r: TaskRecord, state: types.TaskState, message: types.Message | undefined): types.TaskStatusUpdateEvent {
    const at = this.#now();
    const status: types.TaskStatus = { state, timestamp: this.#iso(at) };
    if (message !== undefined) status.message = message;
    r.status = status;
    r.updatedAt = at;
    r.seq = ++this.#seq;
    if (isTerminal(state)) this.#terminal.push(r);
    const event: types.TaskStatusUpdateEvent = { taskId: r.id, contextId: r.contextId, status: r.status };
    this.#emit(r, { statusUpdate: event });
    return event;
  }

  /** `new Date(at).toISOString()`, formatting the date and time once per second. */
  #iso(at: number): string {
    const ms = Math.floor(at);
    const second = Math.floor(ms / 1000);
    if (second !== this.#isoSecond) {
      const full = new Date(second * 1000).toISOString();
      if (full.length !== 24) return new Date(ms).toISOString(); // a year outside 0000–9999: no cache
      this.#isoSecond = second;
      this.#isoPrefix = full.slice(0, 19);
    }
    const frac = ms - second * 1000;
    return `${this.#isoPrefix}.${frac < 10 ? "00" : frac < 100 ? "0" : ""}${frac}Z`;
  }

  #emit(r: TaskRecord, response: types.StreamResponse): void {
    const end = isTerminal(r.status.state);
    for (const q of [...r.subscribers]) {
      q.push(response);
      if (end) q.end();
    }
    // The streams hold their last events; the task no longer needs to reach them.
    if (end) r.subscribers.clear();
    const event: TaskEvent = { tenant: r.tenant, taskId: r.id, response };
    // A listener's failure is its own (push delivery records its errors); it never breaks the update.
    for (const l of [...this.#listeners]) {
      try {
        l(event);
      } catch {}
    }
  }

  /** Makes room for one task: the least recently updated task in a terminal state (the first to reach one) leaves. */
  #evictOne(): void {
    if (this.#head < this.#terminal.length) {
      const r = this.#terminal[this.#head++]!;
      // Drop the evicted prefix now and then, so the array does not grow with every task ever finished.
      if (this.#head > 1024 && this.#head * 2 > this.#terminal.length) {
        this.#terminal = this.#terminal.slice(this.#head);
        this.#head = 0;
      }
      this.#size--;
      const tasks = this.#byTenant.get(r.tenant);
      tasks?.delete(r.id);
      if (tasks?.size === 0) this.#byTenant.delete(r.tenant);
      r.work?.abort();
      for (const q of [...r.subscribers]) q.end();
      for (const l of [...this.#evictListeners]) {
        try {
          l(r.tenant, r.id);
        } catch {}
      }
      return;
    }
    throw fail("InternalError", `the task store is full: ${this.#limits.maxTasks} tasks (maxTasks), none in a terminal state to evict`);
  }
}
