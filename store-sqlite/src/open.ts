// Opening the file: its lock (lock.ts: one process per file), the pragmas that make a commit durable,
// the migrations, the three stores on one connection and one group commit, recovery, and the retention
// sweep. Any failure on the way closes what was opened and names the file.

import {
  durableDefaults,
  type EventBus,
  failOnRestart,
  limitsOf,
  MemoryEventBus,
  type RecoverHook,
  type Stores,
  type TaskStoreOptions,
  type TelemetryOptions,
  tracerOf,
} from "@a2a-bindgen/server/store";
import { statSync } from "node:fs";
import type Database from "better-sqlite3";
import { openLocked } from "./lock.js";
import { SqlitePushConfigStore } from "./push.js";
import { recoverTasks } from "./recover.js";
import { migrate } from "./schema.js";
import { SqliteTaskStore } from "./tasks.js";
import { GroupCommit } from "./writer.js";

/**
 * Where the stores live and their bounds: the in-memory store's options (TaskStoreOptions), their defaults
 * the durable ones (durableDefaults: maxTasks 1,000,000, maxTotalBytes 4 GiB, the rest as the in-memory store's).
 */
export interface SqliteStoresOptions extends TaskStoreOptions {
  /** The database file (created when missing, with its -wal file beside it while open). */
  readonly path: string;
  /**
   * How long to wait, in ms, when another process holds the file (default 0: refused at once). The file
   * is this process's alone while open: an operating-system lock that goes when the store closes or the
   * process dies (kill -9 included). Past this wait, openSqliteStores rejects naming the file.
   */
  readonly lockTimeoutMs?: number | undefined;
  /** Push configs per task (default 10, as the in-memory store). */
  readonly maxConfigsPerTask?: number | undefined;
  /** The event bus (default: an in-memory bus with the store's maxSubscribers, maxQueued and tenantQuota.streams). */
  readonly bus?: EventBus | undefined;
  /**
   * Durability (default "FULL": every commit's WAL frames are fsynced before its writes resolve, as
   * PRAGMA synchronous=FULL does, the fsync made off the event loop). "NORMAL" opens a door: writes
   * resolve at COMMIT, without an fsync (PRAGMA synchronous=NORMAL), and a power loss or an operating
   * system crash (not a process crash) can lose the last writes that were acknowledged to clients.
   */
  readonly synchronous?: "FULL" | "NORMAL" | undefined;
  /**
   * What becomes of each task found submitted or working at open, whose process stopped before it
   * finished (default: it fails, with an agent message saying the agent restarted). Return the changes
   * to apply; [] leaves the task as it is, for an application that resumes its work itself.
   */
  readonly onRecover?: RecoverHook | undefined;
  /**
   * Where the store's spans go (default: the global tracer provider registered with @opentelemetry/api;
   * none: no-op): each group-commit fsync is a span "a2a.store.fsync" linked to the commits it makes
   * durable (scope "@a2a-bindgen/store-sqlite"). The commits' own spans and metrics are the task runtime's.
   */
  readonly telemetry?: Pick<TelemetryOptions, "tracerProvider"> | undefined;
}

/** The stores of one SQLite file (the contract's Stores), with what the tests and the bench read. */
export interface SqliteStores extends Stores {
  readonly durable: true;
  readonly path: string;
  /** How many tasks open() found submitted or working and changed (onRecover). */
  readonly recovered: number;
  /** Transactions committed, the writes they held, and the fsyncs that made them durable (batches committed during an fsync share the next). */
  stats(): { readonly commits: number; readonly writes: number; readonly syncs: number };
}

const SWEEP_MAX_MS = 60_000;

/** Whether `path` names a directory (SQLite's own word for it is "unable to open database file"). */
function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Opens (or creates) the file and resolves once it is ready to serve: its lock held, the pragmas set,
 * the schema migrated to this package's version, the sweep of expired tasks done, tasks left working
 * recovered. Rejects naming the file, having closed what it opened, when another process holds the file
 * past lockTimeoutMs, it cannot be opened, is not a database or is damaged, was written by a newer
 * version of this package, or onRecover threw.
 */
export async function openSqliteStores(options: SqliteStoresOptions): Promise<SqliteStores> {
  if (typeof options?.path !== "string" || options.path === "") throw new TypeError("openSqliteStores: path must name the database file");
  const limits = limitsOf(options, "openSqliteStores", durableDefaults);
  const maxConfigs = options.maxConfigsPerTask ?? 10;
  if (!Number.isSafeInteger(maxConfigs) || maxConfigs < 1)
    throw new RangeError(`openSqliteStores: maxConfigsPerTask must be a positive integer, got ${maxConfigs}`);
  const synchronous = options.synchronous ?? "FULL";
  if (synchronous !== "FULL" && synchronous !== "NORMAL")
    throw new RangeError(`openSqliteStores: synchronous must be "FULL" or "NORMAL", got ${String(synchronous)}`);
  const lockTimeoutMs = options.lockTimeoutMs ?? 0;
  if (typeof lockTimeoutMs !== "number" || !Number.isFinite(lockTimeoutMs) || lockTimeoutMs < 0)
    throw new RangeError(`openSqliteStores: lockTimeoutMs must be 0 or more ms, got ${String(lockTimeoutMs)}`);
  const onRecover = options.onRecover ?? failOnRestart;
  if (typeof onRecover !== "function") throw new TypeError("openSqliteStores: onRecover must be a function (task, scope) => changes");
  const now = options.now ?? Date.now;
  const tracer = tracerOf(options.telemetry, "@a2a-bindgen/store-sqlite");
  const path = options.path;
  let db: Database.Database | undefined;
  let writer: GroupCommit | undefined;
  let tasks: SqliteTaskStore;
  let push: SqlitePushConfigStore | undefined;
  let recovered: number;
  try {
    // The lock first: nothing below reads the file unless this process holds it.
    db = await openLocked(path, lockTimeoutMs);
    db.pragma("foreign_keys = OFF");
    // Savepoints (one per write) journal the pages they change; in a file past 64 KB that is a system call per page.
    db.pragma("temp_store = MEMORY");
    migrate(db, path);
    writer = new GroupCommit(db, path, synchronous === "FULL" ? "fsync" : "os", tracer);
    tasks = new SqliteTaskStore(db, writer, limits, now, (tenant, ids) => push?.dropTasks(tenant, ids));
    const held = tasks;
    push = new SqlitePushConfigStore(db, writer, maxConfigs, (scope, taskId, before, after) => held.holdConfigs(scope, taskId, before, after));
    await tasks.sweep();
    recovered = await recoverTasks(db, { tasks, pushConfigs: push }, onRecover);
  } catch (e) {
    // Closed, so that a failed open leaks no descriptor and holds no lock.
    await writer?.close().catch(() => {});
    try {
      db?.close();
    } catch {
      // Closing a connection that failed at open: nothing more to release.
    }
    throw new Error(`openSqliteStores: ${path}: ${isDirectory(path) ? "a directory, not a database file" : e instanceof Error ? e.message : String(e)}`, {
      cause: e,
    });
  }
  // Events are fanned out in this process: the file is this process's alone (its lock).
  const bus =
    options.bus ?? new MemoryEventBus({ maxSubscribers: limits.maxSubscribers, maxQueued: limits.maxQueued, tenantQuota: { streams: limits.quota.streams } });
  let sweeper: ReturnType<typeof setInterval> | undefined;
  if (Number.isFinite(limits.retentionMs)) {
    sweeper = setInterval(() => void tasks.sweep().catch(() => {}), Math.max(10, Math.min(limits.retentionMs, SWEEP_MAX_MS)));
    // Never keeps the process alive: retention is also checked on every read.
    sweeper.unref();
  }
  let closing: Promise<void> | undefined;
  return {
    tasks,
    pushConfigs: push,
    bus,
    durable: true,
    path,
    recovered,
    stats: () => ({ commits: writer.commits, writes: writer.writes, syncs: writer.syncs }),
    // Not ready once closing, or after a failed fsync (the writer then refuses every write: reopen the file).
    // Before open completes there is no store to ask: openSqliteStores resolves only once it is ready.
    ready: () => closing === undefined && writer.writable,
    close: () =>
      (closing ??= (async () => {
        if (sweeper !== undefined) clearInterval(sweeper);
        await bus.close();
        // What is queued commits before the file closes: a write accepted before close is kept.
        await writer.close();
        await tasks.close();
        await push.close();
        // Releases the file's lock: another process may open it now.
        db.close();
      })()),
  };
}
