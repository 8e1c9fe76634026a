// An in-memory task store: tasks by tenant and id, their history, artifacts and status, and each update
// as a v1.0 StreamResponse to the task's subscribers and the store's listeners (push delivery).
//
// Bounds. A write past one is refused with QuotaExceededError naming the quota ("task bytes", "tenant
// tasks", "tenant bytes", "tenant streams", "tenants", "task streams", "task artifacts") and its limit,
// and changes nothing. Defaults, and why:
// - maxTaskBytes 4 MiB: the server's default body limit, so a message of text as large as any body the
//   server accepts can start a task (a message of many small values counts more than its JSON, up to
//   16 times for an array of numbers, as it costs more heap); a task that grows past it is refused.
// - maxTotalBytes 64 MiB: what the tasks count (size.ts: UTF-8 text plus 32 bytes per JSON value) is
//   about their V8 heap for text and at most twice it for the densest JSON (measured on Node 20:
//   `[{},{},…]` 2.0, long text 1.0, objects of short text 0.7), so 64 MiB counted is at most 128 MiB of heap, plus
//   about 1.3 KiB per task record not counted (10,000 tasks: 13 MiB). V8 gives a 1 GiB machine a
//   256 MiB old space by default (a quarter of its memory): a full store takes at most about half.
// - maxTasks 10,000: the records' own heap stays near 13 MiB and ListTasks' scan of one tenant stays short.
// - maxTenants 16 and tenantQuota tasks maxTasks / 32 (312), bytes maxTotalBytes / 32 (2 MiB): each
//   tenant's quota is reserved, and what lies beyond the 16 reservations (half the store) is shared first
//   come (quota.ts). A tenant that floods can take its quota and the shared half, never another
//   tenant's quota; a single-tenant deployment (tenant "" only) can hold half the store and its quota
//   (5,320 tasks, 34 MiB) before it evicts its own finished tasks, which it does without refusing
//   anything until that many are working at once; maxTenants: 1 gives it the whole store. The default
//   tenant "" always has its place: requests that name tenants cannot crowd it out of maxTenants.
//   Tenants are chosen by callers unless the deployment authenticates them: see docs/deploying.md.
// - tenantQuota.streams 1,000: each open stream holds a connection and up to maxQueued events, so a
//   tenant's streams need a cap; 1,000 leaves a busy tenant room. Streams share no store-wide pool, so
//   no tenant's streams take another's (the server's maxConnections bounds connections as a whole).
// - retentionMs 24 h: a finished task stays for a client that reconnects or polls within a day; memory
//   is bounded by the byte and task bounds already, so this bounds how long a result is kept, not RAM.
// - maxHistory 100 messages kept per task (older ones dropped), maxArtifacts 100 per task,
//   maxSubscribers 100 streams per task, maxQueued 1,000 events unread per stream (past it that
//   stream fails with InternalError).
//
// Eviction never crosses tenants: a tenant without room evicts its own oldest finished (terminal) task
// first, and is refused when evicting all of them would not make room. Finished tasks leave after
// retentionMs: checked on every access (GetTask then answers TaskNotFound) and by a sweep whose timer
// is unref'd and stopped by close(). Evicted and expired tasks are announced to onEvict listeners (push
// configs leave with them). Tenants never see each other's tasks: every lookup is by (tenant, id), and a
// task of another tenant answers TaskNotFoundError like a missing one (§3.3.2).

import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { JsonObject } from "@a2a-bindgen/runtime";
import { fail, quotaExceeded, shown, taskNotFound } from "./errors.js";
import { type Limits, limitsOf, type TaskStoreOptions } from "./limits.js";
import { listTasks } from "./list.js";
import { EventQueue } from "./queue.js";
import { Pool, Tenant } from "./quota.js";
import { ofTask, snapshot, type TaskRecord } from "./record.js";
import { storedBytes, utf8Bytes, VALUE_BYTES } from "./size.js";
import { isInterrupted, isTerminal } from "./states.js";

export type { TaskStoreOptions } from "./limits.js";

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

/** The longest the retention sweep waits between runs; a shorter retention sweeps as often as it lasts. */
const SWEEP_MAX_MS = 60_000;
const SWEEP_MIN_MS = 10;
/** What an appended chunk adds when the artifact had no parts member yet: the member name "parts" and its array. */
const PARTS_MEMBER = 2 * VALUE_BYTES + utf8Bytes("parts");

const n = (v: number) => v.toLocaleString("en-US");

/** Tasks by tenant ("" when none) and id, with subscribers and listeners. */
export class TaskStore {
  readonly #tenants = new Map<string, Tenant>();
  #size = 0;
  readonly #listeners = new Set<(event: TaskEvent) => void>();
  readonly #evictListeners = new Set<(tenant: string, taskId: string) => void>();
  readonly #limits: Limits;
  readonly #tasks: Pool;
  readonly #bytes: Pool;
  readonly #now: () => number;
  #seq = 0;
  /** The ISO 8601 text of the current second: formatting a timestamp costs more than the rest of a status change. */
  #isoSecond = Number.NaN;
  #isoPrefix = "";
  #sweeper: ReturnType<typeof setInterval> | undefined;
  #closed = false;

  constructor(options: TaskStoreOptions = {}) {
    const limits = limitsOf(options);
    this.#limits = limits;
    this.#tasks = new Pool(limits.quota.tasks, limits.maxTasks - limits.maxTenants * limits.quota.tasks);
    this.#bytes = new Pool(limits.quota.bytes, limits.maxTotalBytes - limits.maxTenants * limits.quota.bytes);
    this.#now = options.now ?? Date.now;
  }

  /** How many tasks the store holds, all tenants together (expired ones count until accessed or swept). */
  get size(): number {
    return this.#size;
  }

  /** Calls `listener` with every update of every task (after the task's own subscribers). Returns the unsubscribe. */
  onEvent(listener: (event: TaskEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Calls `listener` when a task leaves the store (evicted to make room for its tenant, or expired). Returns the unsubscribe. */
  onEvict(listener: (tenant: string, taskId: string) => void): () => void {
    this.#evictListeners.add(listener);
    return () => this.#evictListeners.delete(listener);
  }

  /** Stops the retention sweep (idempotent). The store stays usable; retention is still checked on access. */
  close(): void {
    this.#closed = true;
    if (this.#sweeper !== undefined) clearInterval(this.#sweeper);
    this.#sweeper = undefined;
  }

  /** Creates a task (a fresh id) and emits it as a `task` event. */
  create(tenant: string, init: TaskInit = {}): types.Task {
    const id = crypto.randomUUID();
    const contextId = init.contextId !== undefined && init.contextId !== "" ? init.contextId : crypto.randomUUID();
    const message = init.message === undefined ? undefined : ofTask(init.message, id, contextId);
    let bytes = this.#piece(contextId, 0, 0, "the new task");
    bytes += this.#piece(init.metadata, bytes, 0, "the new task");
    const historyBytes = message === undefined ? [] : [this.#piece(message, bytes, 0, "the new task")];
    if (message !== undefined) bytes += historyBytes[0]!;
    const at = this.#now();
    let t = this.#tenants.get(tenant);
    if (t === undefined) t = this.#admit(tenant);
    else this.#expire(t, at);
    this.#room(t, 1, bytes);

    const record: TaskRecord = {
      tenant,
      id,
      contextId,
      status: { state: init.state ?? "TASK_STATE_SUBMITTED", timestamp: this.#iso(at) },
      updatedAt: at,
      seq: ++this.#seq,
      history: message === undefined ? [] : [message],
      artifacts: [],
      metadata: init.metadata,
      subscribers: new Set(),
      work: undefined,
      bytes: 0,
      historyBytes,
      artifactBytes: [],
      statusBytes: 0,
      finishedAt: undefined,
      gone: false,
    };
    this.#tenants.set(tenant, t);
    t.tasks.set(id, record);
    this.#tasks.move(t.tasks.size - 1, t.tasks.size);
    this.#size++;
    this.#grow(t, record, bytes);
    if (isTerminal(record.status.state)) this.#finish(t, record, at);
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
    const t = this.#tenants.get(tenant);
    if (t === undefined) return listTasks([], request, snapshot);
    const now = this.#now();
    this.#expire(t, now);
    const kept = [...t.tasks.values()].filter((r) => !this.#expired(r, now));
    return listTasks(kept, request, snapshot);
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

  /**
   * Like subscribeToTask without the terminal check: the task, then updates; a task in a terminal state
   * gives only itself. The stream counts against the tenant's streams quota until it is read to its end
   * or its reader stops.
   */
  watch(tenant: string, id: string, signal?: AbortSignal): AsyncIterableIterator<types.StreamResponse> {
    const r = this.#require(tenant, id);
    if (r.subscribers.size >= this.#limits.maxSubscribers) {
      throw quotaExceeded("task streams", `task ${shown(r.id)} has ${n(r.subscribers.size)} open streams, the limit (maxSubscribers)`);
    }
    const t = this.#tenants.get(tenant)!;
    const quota = this.#limits.quota.streams;
    if (t.streams >= quota) {
      throw quotaExceeded(
        "tenant streams",
        `this stream would make tenant ${shown(tenant)} hold ${n(t.streams + 1)} open streams, past its quota of ${n(quota)} (tenantQuota.streams)`,
      );
    }
    t.streams++;
    const max = this.#limits.maxQueued;
    const onAbort = () => queue.return();
    const queue: EventQueue<types.StreamResponse> = new EventQueue(
      max + 1,
      () => fail("InternalError", `the stream of task ${shown(r.id)} fell ${max} events behind (the store's maxQueued)`),
      () => {
        r.subscribers.delete(queue);
        signal?.removeEventListener("abort", onAbort);
        t.streams--;
        this.#leaveIfEmpty(t);
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
    const stored = ofTask(message, r.id, r.contextId);
    const drop = Math.max(0, r.history.length + 1 - this.#limits.maxHistory);
    let freed = 0;
    for (let i = 0; i < drop; i++) freed += r.historyBytes[i]!;
    const bytes = this.#piece(stored, r.bytes, freed, `task ${shown(r.id)}`);
    const t = this.#tenants.get(tenant)!;
    this.#room(t, 0, bytes - freed);
    r.history.push(stored);
    r.historyBytes.push(bytes);
    if (drop > 0) {
      r.history.splice(0, drop);
      r.historyBytes.splice(0, drop);
    }
    this.#grow(t, r, bytes - freed);
  }

  /** Adds an artifact, or with `append` adds its parts to the artifact of the same id, and emits an `artifactUpdate`. */
  addArtifact(tenant: string, id: string, artifact: types.Artifact, options: { append?: boolean; lastChunk?: boolean } = {}): types.TaskArtifactUpdateEvent {
    const r = this.#require(tenant, id);
    this.#refuseTerminal(r);
    const what = `task ${shown(r.id)}`;
    const i = r.artifacts.findIndex((a) => a.artifactId === artifact.artifactId);
    let bytes: number;
    let freed = 0;
    if (i >= 0 && options.append) {
      // The appended parts, and the parts member when the artifact had none: as if measured whole.
      const extra = (r.artifacts[i]!.parts === undefined ? PARTS_MEMBER : 0) - VALUE_BYTES;
      bytes = this.#piece(artifact.parts ?? [], r.bytes + extra, 0, what) + extra;
    } else if (i >= 0) {
      freed = r.artifactBytes[i]!;
      bytes = this.#piece(artifact, r.bytes, freed, what);
    } else if (r.artifacts.length >= this.#limits.maxArtifacts) {
      throw quotaExceeded("task artifacts", `task ${shown(r.id)} has ${n(r.artifacts.length)} artifacts, the limit (maxArtifacts)`);
    } else {
      bytes = this.#piece(artifact, r.bytes, 0, what);
    }
    const t = this.#tenants.get(tenant)!;
    this.#room(t, 0, bytes - freed);
    if (i >= 0) {
      const old = r.artifacts[i]!;
      r.artifacts[i] = options.append ? { ...old, parts: [...(old.parts ?? []), ...(artifact.parts ?? [])] } : artifact;
      r.artifactBytes[i] = options.append ? r.artifactBytes[i]! + bytes : bytes;
    } else {
      r.artifacts.push(artifact);
      r.artifactBytes.push(bytes);
    }
    this.#grow(t, r, bytes - freed);
    const event: types.TaskArtifactUpdateEvent = { taskId: r.id, contextId: r.contextId, artifact };
    if (options.append) event.append = true;
    if (options.lastChunk) event.lastChunk = true;
    this.#emit(r, { artifactUpdate: event });
    return event;
  }

  /** The record, or undefined when this tenant has none by that id; a finished task past its retention leaves here. */
  #record(tenant: string, id: string | undefined): TaskRecord | undefined {
    if (typeof id !== "string") return undefined;
    const t = this.#tenants.get(tenant);
    const r = t?.tasks.get(id);
    if (r === undefined || r.finishedAt === undefined || !this.#expired(r, this.#now())) return r;
    this.#remove(t!, r);
    return undefined;
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

  /**
   * What `value` counts (size.ts), refused ("task bytes") when it would take a task that counts `held`,
   * less the `freed` this write gives back, past maxTaskBytes.
   */
  #piece(value: unknown, held: number, freed: number, what: string): number {
    const max = this.#limits.maxTaskBytes;
    const room = max - held + freed;
    const bytes = storedBytes(value, room);
    if (bytes > room) {
      throw quotaExceeded(
        "task bytes",
        `this write would make ${what} count at least ${n(held - freed + bytes)} bytes, past the limit of ${n(max)} (maxTaskBytes)`,
      );
    }
    return bytes;
  }

  /** A tenant new to the store, refused ("tenants") when maxTenants are there; the default tenant "" always has its place. */
  #admit(tenant: string): Tenant {
    const named = () => this.#tenants.size - (this.#tenants.has("") ? 1 : 0);
    if (tenant !== "" && named() >= this.#limits.maxTenants - 1) this.#sweep(); // tenants whose tasks all expired leave first
    if (tenant !== "" && named() >= this.#limits.maxTenants - 1) {
      throw quotaExceeded(
        "tenants",
        `the store holds the tasks of ${n(named())} named tenants, the most maxTenants (${n(this.#limits.maxTenants)}) allows beside the default tenant ""`,
      );
    }
    return new Tenant(tenant);
  }

  /**
   * Makes room for `tasks` more tasks and `bytes` more bytes of tenant `t`: within its limit (quota.ts)
   * nothing happens; past it, its own finished tasks leave, oldest first, when that is enough; otherwise
   * the write is refused and nothing changed.
   */
  #room(t: Tenant, tasks: number, bytes: number, swept = false): void {
    const needTasks = t.tasks.size + tasks - this.#tasks.limitFor(t.tasks.size);
    const needBytes = t.bytes + bytes - this.#bytes.limitFor(t.bytes);
    if (needTasks <= 0 && needBytes <= 0) return;
    if (needTasks > t.finishedCount || needBytes > t.finishedBytes) {
      // Expired tasks of any tenant may still hold shared room until swept: sweep once before refusing.
      if (!swept) {
        this.#sweep();
        this.#room(t, tasks, bytes, true);
        return;
      }
      if (needTasks > t.finishedCount) this.#refuse(t, "tasks", t.tasks.size + tasks);
      this.#refuse(t, "bytes", t.bytes + bytes);
    }
    let freedTasks = 0;
    let freedBytes = 0;
    while (freedTasks < needTasks || freedBytes < needBytes) {
      const r = t.oldestFinished()!;
      freedTasks++;
      freedBytes += r.bytes;
      this.#remove(t, r);
    }
  }

  #refuse(t: Tenant, what: "tasks" | "bytes", would: number): never {
    const quota = what === "tasks" ? this.#limits.quota.tasks : this.#limits.quota.bytes;
    const pool = what === "tasks" ? this.#tasks : this.#bytes;
    const total = what === "tasks" ? `maxTasks ${n(this.#limits.maxTasks)}` : `maxTotalBytes ${n(this.#limits.maxTotalBytes)}`;
    throw quotaExceeded(
      `tenant ${what}`,
      `this write would make tenant ${shown(t.name)} hold ${n(would)} ${what}, past its quota of ${n(quota)} (tenantQuota.${what}), ` +
        `and the ${n(pool.shared)} ${what} shared beyond the quotas (${total}) cannot take it; ` +
        (t.finishedCount === 0 ? "it has no finished task to evict" : `evicting its ${n(t.finishedCount)} finished tasks would not make room`),
    );
  }

  /** The task's bytes change by `delta` (within the bounds checked). */
  #grow(t: Tenant, r: TaskRecord, delta: number): void {
    if (delta === 0) return;
    r.bytes += delta;
    const before = t.bytes;
    t.bytes += delta;
    this.#bytes.move(before, t.bytes);
  }

  #finish(t: Tenant, r: TaskRecord, at: number): void {
    r.finishedAt = at;
    t.finish(r);
    if (this.#sweeper === undefined && !this.#closed && Number.isFinite(this.#limits.retentionMs)) {
      const every = Math.max(SWEEP_MIN_MS, Math.min(this.#limits.retentionMs, SWEEP_MAX_MS));
      this.#sweeper = setInterval(() => this.#sweep(), every);
      // Never keeps the process alive: retention is also checked on access.
      (this.#sweeper as { unref?: () => void }).unref?.();
    }
  }

  #expired(r: TaskRecord, now: number): boolean {
    return r.finishedAt !== undefined && now - r.finishedAt >= this.#limits.retentionMs;
  }

  /** The tenant's finished tasks past their retention leave, from the first finished on. */
  #expire(t: Tenant, now: number): void {
    for (let r = t.oldestFinished(); r !== undefined && this.#expired(r, now); r = t.oldestFinished()) this.#remove(t, r);
  }

  /** Every tenant's expired tasks leave. */
  #sweep(): void {
    const now = this.#now();
    for (const t of [...this.#tenants.values()]) this.#expire(t, now);
  }

  /** A finished task leaves (evicted or expired): its work stops, its streams end, onEvict listeners hear of it. */
  #remove(t: Tenant, r: TaskRecord): void {
    r.gone = true;
    t.tasks.delete(r.id);
    this.#tasks.move(t.tasks.size + 1, t.tasks.size);
    this.#size--;
    const before = t.bytes;
    t.bytes -= r.bytes;
    this.#bytes.move(before, t.bytes);
    t.finishedCount--;
    t.finishedBytes -= r.bytes;
    t.compact();
    this.#leaveIfEmpty(t);
    r.work?.abort();
    for (const q of [...r.subscribers]) q.end();
    for (const l of [...this.#evictListeners]) {
      try {
        l(r.tenant, r.id);
      } catch {}
    }
  }

  /** A tenant that holds nothing gives back its place among maxTenants. */
  #leaveIfEmpty(t: Tenant): void {
    if (t.empty && this.#tenants.get(t.name) === t) this.#tenants.delete(t.name);
  }

  #setStatus(r: TaskRecord, state: types.TaskState, message: types.Message | undefined): types.TaskStatusUpdateEvent {
    const t = this.#tenants.get(r.tenant)!;
    const bytes = message === undefined ? 0 : this.#piece(message, r.bytes, r.statusBytes, `task ${shown(r.id)}`);
    this.#room(t, 0, bytes - r.statusBytes);
    const at = this.#now();
    const status: types.TaskStatus = { state, timestamp: this.#iso(at) };
    if (message !== undefined) status.message = message;
    r.status = status;
    r.updatedAt = at;
    r.seq = ++this.#seq;
    this.#grow(t, r, bytes - r.statusBytes);
    r.statusBytes = bytes;
    if (isTerminal(state)) this.#finish(t, r, at);
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
}
