// The in-memory task store of the contract (contract.ts): tasks by tenant, owner and id, their history,
// artifacts and status, each update a change applied under optimistic concurrency. Nothing is written
// anywhere: a write is committed when its promise resolves, and lost with the process.
//
// Bounds. A write past one is refused with QuotaExceededError naming the quota ("task bytes", "tenant
// tasks", "tenant bytes", "tenant streams", "tenants", "task streams", "task artifacts") and its limit,
// and changes nothing. Defaults, and why:
// - maxTaskBytes 4 MiB: the server's default body limit, so a message of text as large as any body the
//   server accepts can start a task, but for the task's few hundred bytes of ids and status (a message
//   of many small values counts more than its JSON, up to 16 times for an array of numbers, as it costs
//   more heap); a task that grows past it is refused.
// - maxTotalBytes 64 MiB: what the tasks count (size.ts: the whole task and its push configs, UTF-8 text
//   plus 32 bytes per JSON value and member name) is about their V8 heap for text and at most twice it
//   for the densest JSON (measured on Node 20: `[{},{},…]` 2.0, long text 1.0, objects of short text
//   0.7), so 64 MiB counted is at most 128 MiB of heap, plus about 1.3 KiB per task record not counted
//   (10,000 tasks: 13 MiB). V8 gives a 1 GiB machine a 256 MiB old space by default (a quarter of its
//   memory): a full store takes at most about half.
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
//   The event bus (bus.ts) enforces it, with maxSubscribers and maxQueued.
// - retentionMs 24 h: a finished task stays for a client that reconnects or polls within a day; memory
//   is bounded by the byte and task bounds already, so this bounds how long a result is kept, not RAM.
// - maxHistory 100 messages kept per task (older ones dropped), maxArtifacts 100 per task,
//   maxSubscribers 100 streams per task, maxQueued 1,000 events unread per stream (past it that
//   stream fails with InternalError).
//
// Every byte a task holds counts: the pieces a write adds (its metadata, each message, artifact, chunk,
// the status and its message) are measured as they come, with the members they add to the task, so the
// count is always the whole task's (size.ts); push configs count through holdConfigNow. A task that
// leaves lets go of what it held at once (record.ts release): its tenant's list of finished tasks may
// still point at it for a while.
//
// Eviction never crosses tenants (holdings.ts keeps the tenants, their room and retention): a tenant
// without room evicts its own oldest finished (terminal) task first, and is refused when evicting all of
// them would not make room. Finished tasks leave after retentionMs: checked on every access (GetTask then
// answers TaskNotFound) and by a sweep whose timer is unref'd and stopped by close(). Evicted and expired tasks are announced to onEvict listeners (push
// configs leave with them). Tenants never see each other's tasks: every lookup is by (tenant, id), and a
// task of another tenant, or of another owner, is missing like an unknown one (§3.3.2).

import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { JsonObject } from "@a2a-bindgen/runtime";
import { type Scope, type StoredTask, type TaskChange, type TaskCommit, type TaskInit, type TaskStore, TaskVersionConflict } from "./contract.js";
import { applyChanges, type ChangeStep, newTask } from "./change.js";
import { invalidParams, quotaExceeded, shown, taskNotFound, thousands } from "./errors.js";
import { Holdings } from "./holdings.js";
import { type Limits, limitsOf, type TaskStoreOptions } from "./limits.js";
import { listTasks } from "./list.js";
import { snapshot, type TaskRecord } from "./record.js";
import {
  ARTIFACTS_MEMBER,
  HISTORY_MEMBER,
  METADATA_MEMBER,
  memberBytes,
  STATUS_MESSAGE_MEMBER,
  statusShapeBytes,
  storedBytes,
  taskShapeBytes,
  VALUE_BYTES,
} from "./size.js";
import { isTerminal } from "./states.js";

export type { TaskStoreOptions } from "./limits.js";

/** What an appended chunk adds when the artifact had no parts member yet: the member name "parts" and its array. */
const PARTS_MEMBER = memberBytes("parts") + VALUE_BYTES;

const n = thousands;

/** Tasks by tenant ("" when none), owner and id, in memory. */
export class MemoryTaskStore implements TaskStore {
  readonly #held: Holdings;
  readonly #limits: Limits;
  readonly #now: () => number;
  #seq = 0;
  /** The ISO 8601 text of the current second: formatting a timestamp costs more than the rest of a status change. */
  #isoSecond = Number.NaN;
  #isoPrefix = "";

  constructor(options: TaskStoreOptions = {}) {
    const limits = limitsOf(options);
    this.#limits = limits;
    this.#now = options.now ?? Date.now;
    this.#held = new Holdings(limits, this.#now);
  }

  /** The bounds resolved from the options (the event bus takes its stream bounds from them). */
  get limits(): Limits {
    return this.#limits;
  }

  /** How many tasks the store holds, all tenants together (expired ones count until accessed or swept). */
  get size(): number {
    return this.#held.size;
  }

  /** Calls `listener` when a task leaves the store (evicted to make room for its tenant, or expired). Returns the unsubscribe. */
  onEvict(listener: (scope: Scope, taskId: string) => void): () => void {
    return this.#held.onEvict(listener);
  }

  /** Stops the retention sweep (idempotent). Nothing is kept: the tasks go with the process. */
  async close(): Promise<void> {
    this.#held.close();
  }

  async create(scope: Scope, init: TaskInit = {}): Promise<StoredTask> {
    return this.createNow(scope, init);
  }

  /** create, answered at once (the runtime's fast path; the promise adds nothing in memory). */
  createNow(scope: Scope, init: TaskInit = {}): StoredTask {
    const tenant = scope.tenant;
    const id = crypto.randomUUID();
    const contextId = init.contextId !== undefined && init.contextId !== "" ? init.contextId : crypto.randomUUID();
    const at = this.#now();
    const task = newTask(id, contextId, init, this.#iso(at));
    const status = task.status!;
    const message = task.history?.[0];
    // The whole task (size.ts): its shape and status, then each member a caller fills.
    const statusBytes = statusShapeBytes(status.state, status.timestamp!);
    let bytes = taskShapeBytes(id) + statusBytes;
    bytes += this.#piece(contextId, bytes, 0, undefined);
    if (init.metadata !== undefined) bytes += METADATA_MEMBER + this.#piece(init.metadata, bytes + METADATA_MEMBER, 0, undefined);
    const historyBytes = message === undefined ? [] : [this.#piece(message, bytes + HISTORY_MEMBER, 0, undefined)];
    if (message !== undefined) bytes += HISTORY_MEMBER + historyBytes[0]!;
    let t = this.#held.tenant(tenant);
    if (t === undefined) t = this.#held.admit(tenant);
    else this.#held.expire(t, at);
    this.#held.room(t, 1, bytes);

    const record: TaskRecord = {
      tenant,
      owner: scope.owner,
      id,
      contextId,
      status,
      updatedAt: at,
      seq: ++this.#seq,
      version: 1,
      history: task.history ?? [],
      artifacts: [],
      metadata: task.metadata as JsonObject | undefined,
      bytes: 0,
      historyBytes,
      artifactBytes: [],
      statusBytes,
      configBytes: undefined,
      finishedAt: undefined,
      gone: false,
    };
    this.#held.add(t, record, bytes);
    if (isTerminal(record.status.state)) this.#held.finish(t, record, at);
    return { task: snapshot(record), version: 1 };
  }

  async get(scope: Scope, id: string, options: { readonly historyLength?: number | undefined } = {}): Promise<StoredTask | undefined> {
    return this.getNow(scope, id, options);
  }

  /** get, answered at once. */
  getNow(scope: Scope, id: string, options: { readonly historyLength?: number | undefined } = {}): StoredTask | undefined {
    const r = this.#held.find(scope, id);
    if (r === undefined) return undefined;
    const h = options.historyLength;
    if (h !== undefined && !(Number.isInteger(h) && h >= 0)) throw invalidParams("historyLength", `must be 0 or more, got ${h}`);
    return { task: snapshot(r, h), version: r.version };
  }

  async update(scope: Scope, id: string, changes: readonly TaskChange[], options: { readonly expectedVersion?: number | undefined } = {}): Promise<TaskCommit> {
    return this.updateNow(scope, id, changes, options);
  }

  /** update, answered at once: the semantics are change.ts's; this keeps the bytes and the tenant's holdings. */
  updateNow(scope: Scope, id: string, changes: readonly TaskChange[], options: { readonly expectedVersion?: number | undefined } = {}): TaskCommit {
    const r = this.#require(scope, id);
    if (options.expectedVersion !== undefined && options.expectedVersion !== r.version) throw new TaskVersionConflict(r.id, options.expectedVersion, r.version);
    const at = this.#now();
    const current: types.Task = { id: r.id, contextId: r.contextId, status: r.status, history: r.history, artifacts: r.artifacts };
    if (r.metadata !== undefined) current.metadata = r.metadata;
    const { task, events, steps } = applyChanges(current, changes, this.#iso(at), this.#limits);
    const t = this.#held.tenant(r.tenant)!;
    const counts = this.#count(r, steps);
    this.#held.room(t, 0, counts.bytes - r.bytes, r);
    // Committed: nothing below throws.
    if (task.status !== r.status) {
      r.status = task.status!;
      r.updatedAt = at;
      r.seq = ++this.#seq;
    }
    r.history = task.history ?? [];
    r.artifacts = task.artifacts ?? [];
    r.historyBytes = counts.historyBytes;
    r.artifactBytes = counts.artifactBytes;
    r.statusBytes = counts.statusBytes;
    this.#held.grow(t, r, counts.bytes - r.bytes);
    r.version++;
    if (isTerminal(r.status.state)) this.#held.finish(t, r, at);
    return { version: r.version, events, state: r.status.state!, task };
  }

  /**
   * What the task counts after `steps` (size.ts), each piece measured as it comes and refused ("task
   * bytes") past maxTaskBytes; "task artifacts" is change.ts's. Changes nothing.
   */
  #count(r: TaskRecord, steps: readonly ChangeStep[]): { bytes: number; statusBytes: number; historyBytes: number[]; artifactBytes: number[] } {
    let bytes = r.bytes;
    let statusBytes = r.statusBytes;
    let historyBytes = r.historyBytes;
    let artifactBytes = r.artifactBytes;
    let copied = false;
    for (const step of steps) {
      if (!copied && step.kind !== "status") {
        historyBytes = historyBytes.slice();
        artifactBytes = artifactBytes.slice();
        copied = true;
      }
      switch (step.kind) {
        case "status": {
          const status = step.status;
          let size = statusShapeBytes(status.state, status.timestamp!);
          if (status.message !== undefined) size += STATUS_MESSAGE_MEMBER;
          // Checked even without a message: the status's own shape counts too.
          size += this.#piece(status.message, bytes + size, statusBytes, r.id);
          bytes += size - statusBytes;
          statusBytes = size;
          break;
        }
        case "message": {
          let freed = 0;
          for (let i = 0; i < step.dropped; i++) freed += historyBytes[i]!;
          const member = historyBytes.length === 0 ? HISTORY_MEMBER : 0;
          const size = this.#piece(step.message, bytes + member, freed, r.id);
          historyBytes.push(size);
          if (step.dropped > 0) historyBytes.splice(0, step.dropped);
          bytes += member + size - freed;
          break;
        }
        case "artifact": {
          if (step.how === "appended") {
            // The appended parts, and the parts member when the artifact had none: as if measured whole.
            const extra = (step.previous?.parts === undefined ? PARTS_MEMBER : 0) - VALUE_BYTES;
            const size = this.#piece(step.chunk.parts ?? [], bytes + extra, 0, r.id) + extra;
            artifactBytes[step.index] = artifactBytes[step.index]! + size;
            bytes += size;
          } else if (step.how === "replaced") {
            const freed = artifactBytes[step.index]!;
            const size = this.#piece(step.artifact, bytes, freed, r.id);
            artifactBytes[step.index] = size;
            bytes += size - freed;
          } else {
            const member = artifactBytes.length === 0 ? ARTIFACTS_MEMBER : 0;
            const size = this.#piece(step.artifact, bytes + member, 0, r.id);
            artifactBytes.push(size);
            bytes += member + size;
          }
          break;
        }
      }
    }
    return { bytes, statusBytes, historyBytes, artifactBytes };
  }

  async list(scope: Scope, request: types.ListTasksRequest): Promise<types.ListTasksResponse> {
    return this.listNow(scope, request);
  }

  /** list, answered at once. */
  listNow(scope: Scope, request: types.ListTasksRequest): types.ListTasksResponse {
    const t = this.#held.tenant(scope.tenant);
    if (t === undefined) return listTasks([], request, snapshot);
    const now = this.#now();
    this.#held.expire(t, now);
    const kept = [...t.tasks.values()].filter((r) => r.owner === scope.owner && !this.#held.expired(r, now));
    return listTasks(kept, request, snapshot);
  }

  /**
   * Counts push config `configId` of task `taskId` (`config` as stored, measured as the task is) in the
   * task's bytes, in place of what that config counted before. Refused past the task's or the tenant's
   * bytes as any write of the task is, changing nothing; TaskNotFoundError when the scope holds no such
   * task. createMemoryStores calls it from the push-config store: a task's configs count against the
   * bounds, and leave with it.
   */
  holdConfigNow(scope: Scope, taskId: string, configId: string, config: unknown): void {
    const r = this.#require(scope, taskId);
    const t = this.#held.tenant(r.tenant)!;
    const freed = r.configBytes?.get(configId) ?? 0;
    const bytes = this.#piece(config, r.bytes, freed, r.id);
    this.#held.room(t, 0, bytes - freed, r);
    (r.configBytes ??= new Map()).set(configId, bytes);
    this.#held.grow(t, r, bytes - freed);
  }

  /** Push config `configId` of task `taskId` is gone: what it counted is given back (nothing when it counted nothing). */
  releaseConfigNow(scope: Scope, taskId: string, configId: string): void {
    const r = this.#held.find(scope, taskId);
    const bytes = r?.configBytes?.get(configId);
    if (r === undefined || bytes === undefined) return;
    r.configBytes!.delete(configId);
    this.#held.grow(this.#held.tenant(r.tenant)!, r, -bytes);
  }

  #require(scope: Scope, id: string | undefined): TaskRecord {
    const r = this.#held.find(scope, id);
    if (r === undefined) throw taskNotFound(typeof id === "string" ? id : "");
    return r;
  }

  /**
   * What `value` counts (size.ts), refused ("task bytes") when it would take a task that counts `held`,
   * less the `freed` this write gives back, past maxTaskBytes. `taskId`: the task's, undefined for a new
   * one (named only in a refusal: formatting it costs more than the measure of a small piece).
   */
  #piece(value: unknown, held: number, freed: number, taskId: string | undefined): number {
    const max = this.#limits.maxTaskBytes;
    const room = max - held + freed;
    const bytes = storedBytes(value, room);
    if (bytes > room) {
      const what = taskId === undefined ? "the new task" : `task ${shown(taskId)}`;
      throw quotaExceeded(
        "task bytes",
        `this write would make ${what} count at least ${n(held - freed + bytes)} bytes, past the limit of ${n(max)} (maxTaskBytes)`,
      );
    }
    return bytes;
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
}
