// The task store on PostgreSQL (the contract's TaskStore): a task is one row, its Task JSON beside the
// columns ListTasks and the bounds read. Reads are plain pool queries (each its own snapshot: a write has
// resolved only after its COMMIT, so a read after it sees it, on any instance). Writes go through the
// group commit (writer.ts), each checking its bounds (bounds.ts) in its own savepoint: a write past a
// bound, or one that throws, changes nothing. Each commit of a task writes its events (task_events) and
// its NOTIFY entry in the same transaction, and marks the task as this instance's (tasks.instance).
// What a change does to a task, and its events, is the contract's (applyChanges, newTask): persisted here.
// Timestamps are the store's clock (options.now).

import type { types } from "@a2a-bindgen/a2a/v1_0";
import {
  applyChanges,
  checkTaskBytes,
  historyLengthOf,
  isTerminal,
  type Limits,
  newTask,
  type Scope,
  type StoredTask,
  shown,
  type TaskChange,
  type TaskCommit,
  type TaskInit,
  type TaskStore,
  TaskVersionConflict,
  taskNotFound,
  trimHistory,
  type UpdateOptions,
  utf8Bytes,
  uuidv7,
  type WriteOptions,
} from "@a2a-bindgen/server/store";
import type pg from "pg";
import { TASK_ROW, type TaskRow } from "./rows.js";
import { Bounds } from "./bounds.js";
import { listTasks } from "./list.js";
import { quoted } from "./schema.js";
import { checkScope } from "./scope.js";
import { rowKey, type TaskKey, type Tx } from "./tx.js";
import type { GroupCommit } from "./writer.js";

type Row = TaskRow;

/** The TaskStore of the contract on one schema of a PostgreSQL database. */
export class PgTaskStore implements TaskStore {
  readonly #pool: pg.Pool;
  readonly #s: string;
  readonly #writer: GroupCommit;
  readonly #limits: Limits;
  readonly #now: () => number;
  readonly #instance: string;
  readonly #bounds: Bounds;
  readonly #evicted = new Set<(scope: Scope, taskId: string) => void>();
  #closed = false;
  /** Runs the sweep (open.ts sets it): a read that finds an expired task has it leave, and announced, before it answers. */
  sweep: (() => Promise<unknown>) | undefined;

  constructor(pool: pg.Pool, schema: string, writer: GroupCommit, limits: Limits, now: () => number, instance: string) {
    this.#pool = pool;
    this.#s = quoted(schema);
    this.#writer = writer;
    this.#limits = limits;
    this.#now = now;
    this.#instance = instance;
    this.#bounds = new Bounds(schema, limits, (tenant, ids) => {
      for (const listener of this.#evicted) for (const id of ids) listener({ tenant, owner: "" }, id);
    });
  }

  /** Hears each task that left (evicted or expired) after its transaction committed; the scope's owner is not read (""). Returns the unsubscribe. */
  onEvict(listener: (scope: Scope, taskId: string) => void): () => void {
    this.#evicted.add(listener);
    return () => this.#evicted.delete(listener);
  }

  get bounds(): Bounds {
    return this.#bounds;
  }

  #open(): void {
    if (this.#closed) throw new Error("the PostgreSQL task store is closed");
  }

  #visible(row: Row | undefined, scope: Scope, now: number): row is Row {
    return row !== undefined && row.owner === scope.owner && (row.finished_at === null || now - Number(row.finished_at) < this.#limits.retentionMs);
  }

  async create(scope: Scope, init: TaskInit, options: WriteOptions<StoredTask> = {}): Promise<StoredTask> {
    this.#open();
    checkScope(scope, "create");
    const id = uuidv7();
    const contextId = typeof init?.contextId === "string" && init.contextId !== "" ? init.contextId : uuidv7();
    const at = this.#now();
    const task = newTask(id, contextId, init, new Date(at).toISOString());
    const text = JSON.stringify(task);
    const bytes = utf8Bytes(text);
    checkTaskBytes(this.#limits, bytes, "the new task");
    const state = String(task.status!.state);
    const finished = isTerminal(task.status!.state) ? at : null;
    const events = JSON.stringify([{ task }]);
    return this.#writer.write(
      async (tx) => {
        await this.#bounds.admit(tx, scope.tenant, at);
        await this.#bounds.room(tx, scope.tenant, 1, bytes, at);
        tx.deferred.tasks.push([scope.tenant, id, scope.owner, contextId, state, at, finished, bytes, this.#instance, text]);
        tx.deferred.events.push([scope.tenant, id, scope.owner, 1, finished !== null, events]);
        tx.holdings.add(scope.tenant, 1, bytes);
        tx.notify({ taskId: id, version: 1, final: finished !== null });
        return { task, version: 1 };
      },
      { committed: options.committed, bounded: true },
    );
  }

  async get(scope: Scope, id: string, options: { readonly historyLength?: number | undefined } = {}): Promise<StoredTask | undefined> {
    this.#open();
    checkScope(scope, "get");
    const h = historyLengthOf(options?.historyLength);
    // No task id holds NUL (PostgreSQL text cannot): such an id names no task.
    if (typeof id !== "string" || id.includes("\0")) return undefined;
    const r = await this.#pool.query<Row>(`SELECT ${TASK_ROW} FROM ${this.#s}.tasks WHERE tenant = $1 AND id = $2`, [scope.tenant, id]);
    const row = r.rows[0];
    const now = this.#now();
    const expired = row?.finished_at != null && now - Number(row.finished_at) >= this.#limits.retentionMs;
    if (!this.#visible(row, scope, now)) {
      if (expired && this.sweep !== undefined) await this.sweep().catch(() => {});
      return undefined;
    }
    const task = JSON.parse(row.task) as types.Task;
    trimHistory(task, h);
    return { task, version: row.version };
  }

  /** The task row locked for this write, or TaskNotFound. */
  async #row(tx: Tx, scope: Scope, id: string, at: number): Promise<Row> {
    if (typeof id !== "string" || id.includes("\0")) throw taskNotFound(String(id));
    const key = rowKey(scope.tenant, id);
    let row = tx.rows.get(key);
    if (row === undefined) {
      const r = await tx.query<Row>(`SELECT ${TASK_ROW} FROM ${this.#s}.tasks WHERE tenant = $1 AND id = $2 FOR UPDATE`, [scope.tenant, id]);
      row = r.rows[0] ?? null;
      tx.rows.set(key, row);
    }
    if (row === null || !this.#visible(row, scope, at)) throw taskNotFound(id);
    return row;
  }

  async update(scope: Scope, id: string, changes: readonly TaskChange[], options: UpdateOptions = {}): Promise<TaskCommit> {
    this.#open();
    checkScope(scope, "update");
    const expected = options?.expectedVersion;
    return this.#writer.write(
      async (tx) => {
        const at = this.#now();
        const row = await this.#row(tx, scope, id, at);
        if (expected !== undefined && expected !== row.version) throw new TaskVersionConflict(id, expected, row.version);
        const { task, events } = applyChanges(JSON.parse(row.task) as types.Task, changes, new Date(at).toISOString(), this.#limits);
        const text = JSON.stringify(task);
        // The row's bytes beyond its JSON are its push configs' (holdConfigs): they stay.
        const before = Number(row.bytes);
        const bytes = utf8Bytes(text) + (before - utf8Bytes(row.task));
        checkTaskBytes(this.#limits, bytes, `task ${shown(id)}`);
        await this.#bounds.room(tx, scope.tenant, 0, bytes - before, at, id);
        const state = task.status!.state!;
        const finished = isTerminal(state);
        const version = row.version + 1;
        const key = rowKey(scope.tenant, id);
        const next: Row = { ...row, state: String(state), updated_at: at, version, finished_at: finished ? at : null, bytes, task: text };
        tx.deferred.update(key, next, true);
        tx.rows.set(key, next);
        tx.deferred.events.push([scope.tenant, id, scope.owner, version, finished, JSON.stringify(events)]);
        tx.holdings.add(scope.tenant, 0, bytes - before);
        tx.notify({ taskId: id, version, final: finished });
        return { version, events, state, task };
      },
      { committed: options?.committed, bounded: true, row: prefetched(scope, id) },
    );
  }

  /**
   * Inside a write of the push-config store: a config of task `id` that counted `before` bytes (0: new)
   * now counts `after` (0: deleted), in the task's bytes and its tenant's, refused past maxTaskBytes or the
   * tenant's room as any write of the task; TaskNotFoundError when the scope holds no such task.
   */
  async holdConfigs(tx: Tx, scope: Scope, id: string, before: number, after: number): Promise<void> {
    const at = this.#now();
    let row: Row;
    try {
      row = await this.#row(tx, scope, id, at);
    } catch (e) {
      if (after === 0) return; // a config deleted with its task gone: nothing to give back
      throw e;
    }
    const delta = after - before;
    if (delta === 0) return;
    const bytes = Number(row.bytes) + delta;
    if (delta > 0) checkTaskBytes(this.#limits, bytes, `task ${shown(id)}`);
    await this.#bounds.room(tx, scope.tenant, 0, delta, at, id);
    const key = rowKey(scope.tenant, id);
    const next: Row = { ...row, bytes };
    // Its status and place in ListTasks' order stay: a push config is not an update of the task.
    tx.deferred.update(key, next, false);
    tx.rows.set(key, next);
    tx.holdings.add(scope.tenant, 0, delta);
  }

  async list(scope: Scope, request: types.ListTasksRequest): Promise<types.ListTasksResponse> {
    this.#open();
    checkScope(scope, "list");
    return listTasks(this.#pool, this.#s, scope, request, this.#now() - this.#limits.retentionMs);
  }

  async close(): Promise<void> {
    this.#closed = true;
  }
}

/** The task row a write of `id` reads, to read with its batch's others: an id no task can have (not a string, NUL, very long) is read alone, to no row. */
export function prefetched(scope: Scope, id: unknown): TaskKey | undefined {
  return typeof id === "string" && id.length <= 1024 && !id.includes("\0") ? { tenant: scope.tenant, id } : undefined;
}
