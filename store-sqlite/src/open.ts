// Opening the file: the pragmas that make a commit durable, the migrations, the three stores on one
// connection and one group commit, and the retention sweep.

import { type EventBus, MemoryEventBus, type Stores, type TaskStoreOptions } from "@a2a-bindgen/server";
import Database from "better-sqlite3";
import { limitsOf } from "./limits.js";
import { SqlitePushConfigStore } from "./push.js";
import { recoverTasks } from "./recover.js";
import { failOnRestart, type RecoverHook } from "./restart.js";
import { migrate } from "./schema.js";
import { SqliteTaskStore } from "./tasks.js";
import { GroupCommit } from "./writer.js";

/** Where the stores live and their bounds; the bounds are the in-memory store's (TaskStoreOptions). */
export interface SqliteStoresOptions extends TaskStoreOptions {
  /** The database file (created when missing, with its -wal and -shm files beside it). */
  readonly path: string;
  /** Push configs per task (default 10, as the in-memory store). */
  readonly maxConfigsPerTask?: number;
  /** The event bus (default: an in-memory bus with the store's maxSubscribers, maxQueued and tenantQuota.streams). */
  readonly bus?: EventBus;
  /**
   * Durability (default "FULL": every commit's WAL frames are fsynced before its writes resolve, as
   * PRAGMA synchronous=FULL does, the fsync made off the event loop). "NORMAL" opens a door: writes
   * resolve at COMMIT, without an fsync (PRAGMA synchronous=NORMAL), and a power loss or an operating
   * system crash (not a process crash) can lose the last writes that were acknowledged to clients.
   */
  readonly synchronous?: "FULL" | "NORMAL";
  /**
   * What becomes of each task found submitted or working at open, whose process stopped before it
   * finished (default: it fails, with an agent message saying the agent restarted). Return the changes
   * to apply; [] leaves the task as it is, for an application that resumes its work itself.
   */
  readonly onRecover?: RecoverHook;
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

/**
 * Opens (or creates) the file and resolves once it is ready to serve: the pragmas set, the schema
 * migrated to this package's version, the sweep of expired tasks done. Rejects naming the file when it
 * cannot be opened, is not a database, or was written by a newer version of this package.
 */
export async function openSqliteStores(options: SqliteStoresOptions): Promise<SqliteStores> {
  if (typeof options?.path !== "string" || options.path === "") throw new TypeError("openSqliteStores: path must name the database file");
  const limits = limitsOf(options);
  const maxConfigs = options.maxConfigsPerTask ?? 10;
  if (!Number.isSafeInteger(maxConfigs) || maxConfigs < 1)
    throw new RangeError(`openSqliteStores: maxConfigsPerTask must be a positive integer, got ${maxConfigs}`);
  const synchronous = options.synchronous ?? "FULL";
  if (synchronous !== "FULL" && synchronous !== "NORMAL")
    throw new RangeError(`openSqliteStores: synchronous must be "FULL" or "NORMAL", got ${String(synchronous)}`);
  const now = options.now ?? Date.now;
  const path = options.path;
  let db: Database.Database;
  try {
    db = new Database(path);
    db.pragma("journal_mode = WAL");
    // A crash leaves the WAL, replayed at the next open; checkpoints stay automatic (every 1,000 pages).
    db.pragma("foreign_keys = OFF");
    // Savepoints (one per write) journal the pages they change; in a file past 64 KB that is a system call per page.
    db.pragma("temp_store = MEMORY");
    migrate(db, path);
  } catch (e) {
    throw new Error(`openSqliteStores: ${path}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
  const writer = new GroupCommit(db, path, synchronous === "FULL" ? "fsync" : "os");
  let push: SqlitePushConfigStore | undefined;
  const tasks = new SqliteTaskStore(db, writer, limits, now, (tenant, ids) => push?.dropTasks(tenant, ids));
  push = new SqlitePushConfigStore(db, writer, maxConfigs);
  // Events are fanned out in this process: the file is this process's alone (SQLite has one writer).
  const bus =
    options.bus ?? new MemoryEventBus({ maxSubscribers: options.maxSubscribers, maxQueued: options.maxQueued, tenantQuota: { streams: limits.quota.streams } });
  const onRecover = options.onRecover ?? failOnRestart;
  if (typeof onRecover !== "function") throw new TypeError("openSqliteStores: onRecover must be a function (task, scope) => changes");
  await tasks.sweep();
  let recovered: number;
  try {
    recovered = await recoverTasks(db, { tasks, pushConfigs: push }, onRecover);
  } catch (e) {
    await writer.close();
    db.close();
    throw e;
  }
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
    close: () =>
      (closing ??= (async () => {
        if (sweeper !== undefined) clearInterval(sweeper);
        await bus.close();
        // What is queued commits before the file closes: a write accepted before close is kept.
        await writer.close();
        await tasks.close();
        await push.close();
        db.close();
      })()),
  };
}
