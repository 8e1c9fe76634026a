// Group commit: the writes of concurrent requests share one transaction and one fsync, and the fsync
// never holds the event loop.
//
// A write is a synchronous function on the database; it is queued, and the queue is committed as one
// transaction on the next turn of the event loop (setImmediate), after every request that arrived in
// this turn queued its own. Each write runs in its own savepoint: one that throws (a stale version, a
// quota) is undone alone and rejects at once; the others commit. What a write keeps in memory beside
// the file (the stores' counts) it registers an undo for (`undo`), run when its savepoint rolls back or
// its batch fails to commit, so that memory and file never disagree.
//
// Durability (mode "fsync"): the connection runs with synchronous=OFF and no automatic checkpoint, so
// COMMIT only hands the WAL frames to the operating system; then the WAL file is fsynced on libuv's
// thread pool (fs.fsync), while the event loop goes on serving and committing the next batches. A write
// resolves only after an fsync that began after its commit returned: the commit barrier, as
// synchronous=FULL gives, without the wait on the main thread. One fsync is in flight at a time; the
// batches committed meanwhile share the next. Reads wait for `synced()`, so no client reads a state
// that is not yet on disk. A failed fsync leaves the durability of what followed unknown: the writer
// fails every pending and later write (as PostgreSQL does on an fsync failure); reopen the file.
// Checkpoints run between batches once the WAL passes CHECKPOINT_BYTES, with synchronous=FULL for
// their duration (SQLite then syncs the WAL before copying it and the database before reusing the WAL).
//
// Mode "os" (synchronous NORMAL, opted into): writes resolve at COMMIT; SQLite checkpoints by itself.
//
// Tracing: each fsync is a span "a2a.store.fsync" (INTERNAL), a child of the context active when it
// starts (the first write's of the batch that scheduled it, or the fsync before it), linked to the spans
// of the writes it makes durable (the task runtime's "a2a.store.commit" spans, at most MAX_LINKS of them),
// its a2a.store.changes the number of writes it covers; status ERROR when the fsync failed.

import { close, closeSync, fstat, fsync, fsyncSync, openSync } from "node:fs";
import { dirname } from "node:path";
import { context, type Link, SpanKind, type SpanContext, SpanStatusCode, type Tracer, trace } from "@opentelemetry/api";
import { telemetryAttributes, telemetrySpanNames } from "@a2a-bindgen/server/store";
import type { Database, Statement } from "better-sqlite3";

/** The most commit spans one fsync span links to. */
const MAX_LINKS = 32;

interface Pending {
  readonly run: () => unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
  readonly committed: ((value: unknown) => void) | undefined;
  /** The span the write was made in, when it records (an fsync span links to it). */
  readonly span: SpanContext | undefined;
  value?: unknown;
  undos?: (() => void)[] | undefined;
}

/** The most writes one transaction takes; the rest wait for the next (a bound on how long one commit holds the loop). */
const MAX_BATCH = 1024;
/** The WAL size past which a checkpoint runs between batches (SQLite's default is 1,000 pages, about 4 MB). */
const CHECKPOINT_BYTES = 64 * 1024 * 1024;

/** Runs the undos of `writes`, the last write's first and each write's latest first. */
function undoAll(writes: readonly Pending[]): void {
  for (let i = writes.length - 1; i >= 0; i--) {
    const undos = writes[i]!.undos;
    if (undos !== undefined) for (let j = undos.length - 1; j >= 0; j--) undos[j]!();
  }
}

/** Batches writes into shared transactions on one better-sqlite3 connection, fsyncing off the event loop. */
export class GroupCommit {
  readonly #db: Database;
  readonly #wal: string;
  readonly #fsync: boolean;
  readonly #begin: Statement;
  readonly #commit: Statement;
  readonly #rollback: Statement;
  readonly #savepoint: Statement;
  readonly #release: Statement;
  readonly #undo: Statement;
  #queue: Pending[] = [];
  /** The write running now (inside commitBatch), which `undo` registers on. */
  #running: Pending | undefined;
  #scheduled: ReturnType<typeof setImmediate> | undefined;
  #closed = false;
  /** Committed, waiting for an fsync that begins after their commit. */
  #unsynced: Pending[] = [];
  /** Batches committed, and batches covered by a finished fsync. */
  #committedBatches = 0;
  #syncedBatches = 0;
  #syncing = false;
  #waiters: { readonly batch: number; readonly resolve: () => void; readonly reject: (e: unknown) => void }[] = [];
  #walFd: number | undefined;
  #failure: Error | undefined;
  readonly #tracer: Tracer | undefined;
  /** Transactions committed (for the tests and the bench). */
  commits = 0;
  /** Writes committed. */
  writes = 0;
  /** fsyncs made. */
  syncs = 0;

  /** `path`: the database file (its WAL is `${path}-wal`). `mode` "fsync" sets synchronous=OFF and wal_autocheckpoint=0 itself. */
  constructor(db: Database, path: string, mode: "fsync" | "os", tracer?: Tracer) {
    this.#db = db;
    this.#tracer = tracer;
    this.#wal = `${path}-wal`;
    this.#fsync = mode === "fsync";
    if (this.#fsync) {
      db.pragma("synchronous = OFF");
      db.pragma("wal_autocheckpoint = 0");
    } else db.pragma("synchronous = NORMAL");
    this.#begin = db.prepare("BEGIN IMMEDIATE");
    this.#commit = db.prepare("COMMIT");
    this.#rollback = db.prepare("ROLLBACK");
    this.#savepoint = db.prepare("SAVEPOINT w");
    this.#release = db.prepare("RELEASE w");
    this.#undo = db.prepare("ROLLBACK TO w");
  }

  /**
   * Queues `run` for the next commit; resolves with its value once durable, rejects with its throw (nothing
   * of it kept) or the commit's or fsync's failure. `committed` hears the value at COMMIT, before the fsync.
   */
  write<T>(run: () => T, committed?: (value: T) => void): Promise<T> {
    if (this.#failure !== undefined) return Promise.reject(this.#failure);
    if (this.#closed) return Promise.reject(new Error("the SQLite store is closed"));
    return new Promise<T>((resolve, reject) => {
      const active = this.#tracer === undefined ? undefined : trace.getSpan(context.active());
      const span = active?.isRecording() === true ? active.spanContext() : undefined;
      this.#queue.push({ run, resolve: resolve as (v: unknown) => void, reject, committed: committed as ((v: unknown) => void) | undefined, span });
      this.#scheduled ??= setImmediate(() => this.flush());
    });
  }

  /**
   * Registers `fn` to undo, in memory, what the running write just did: it runs (latest first) when that
   * write throws and its savepoint rolls back, or when its batch's COMMIT fails. Only inside a write.
   */
  undo(fn: () => void): void {
    const p = this.#running;
    if (p === undefined) throw new Error("GroupCommit.undo: called outside a write");
    (p.undos ??= []).push(fn);
  }

  /** Resolves once everything committed so far is on disk (reads wait for it: no client reads what a crash could take back). */
  synced(): Promise<void> {
    return this.syncedThrough(this.#committedBatches);
  }

  /** The number of the batch being committed now (inside a write), or of the next one: what a write's effects become durable with. */
  get batch(): number {
    return this.#committedBatches + 1;
  }

  /** Resolves once batch `n` is on disk (at once when it is, or when no such batch committed). */
  syncedThrough(n: number): Promise<void> {
    if (this.#failure !== undefined) return Promise.reject(this.#failure);
    const batch = Math.min(n, this.#committedBatches);
    if (this.#syncedBatches >= batch) return Promise.resolve();
    return new Promise((resolve, reject) => this.#waiters.push({ batch, resolve, reject }));
  }

  /** The number of the last batch on disk (every batch up to it is). */
  get syncedBatches(): number {
    return this.#syncedBatches;
  }

  /** True when every committed batch is on disk. */
  get allSynced(): boolean {
    return this.#syncedBatches >= this.#committedBatches;
  }

  /** True when the writer takes writes: not closed, and no failed fsync has made it refuse every later write. */
  get writable(): boolean {
    return !this.#closed && this.#failure === undefined;
  }

  /** Commits what is queued now (called by the scheduler; close() calls it too). */
  flush(): void {
    if (this.#scheduled !== undefined) clearImmediate(this.#scheduled);
    this.#scheduled = undefined;
    while (this.#queue.length > 0) {
      const batch = this.#queue.length > MAX_BATCH ? this.#queue.splice(0, MAX_BATCH) : this.#queue.splice(0);
      this.#commitBatch(batch);
    }
    this.#startSync();
  }

  #commitBatch(batch: Pending[]): void {
    if (this.#failure !== undefined) {
      for (const p of batch) p.reject(this.#failure);
      return;
    }
    const done: Pending[] = [];
    const failed: [Pending, unknown][] = [];
    try {
      this.#begin.run();
    } catch (e) {
      for (const p of batch) p.reject(e);
      return;
    }
    for (const p of batch) {
      this.#savepoint.run();
      this.#running = p;
      try {
        p.value = p.run();
        this.#release.run();
        done.push(p);
      } catch (e) {
        this.#undo.run();
        this.#release.run();
        undoAll([p]);
        failed.push([p, e]);
      } finally {
        this.#running = undefined;
      }
    }
    try {
      this.#commit.run();
    } catch (e) {
      // The disk refused (full, I/O error): nothing of this batch is kept, and every write hears of it.
      if (this.#db.inTransaction) this.#rollback.run();
      undoAll(done);
      for (const p of batch) p.reject(e);
      return;
    }
    this.commits++;
    this.writes += done.length;
    this.#committedBatches++;
    for (const [p, e] of failed) p.reject(e);
    if (!this.#fsync) {
      this.#syncedBatches = this.#committedBatches;
      for (const p of done) p.resolve(p.value);
      return;
    }
    for (const p of done) this.#unsynced.push(p);
    for (const p of done) {
      try {
        p.committed?.(p.value);
      } catch {
        // A listener's throw is its own: the write is committed, and its promise says when it is durable.
      }
    }
  }

  /** Starts an fsync of the WAL for what is committed and unsynced, unless one is in flight (it starts the next when it ends). */
  #startSync(): void {
    if (!this.#fsync || this.#syncing || this.#failure !== undefined) return;
    if (this.#syncedBatches >= this.#committedBatches) return;
    const covered = this.#committedBatches;
    const writes = this.#unsynced;
    this.#unsynced = [];
    let fd: number;
    try {
      fd = this.#walFd ?? this.#openWal();
    } catch (e) {
      this.#fail(e, writes);
      return;
    }
    this.#syncing = true;
    const span = this.#tracer?.startSpan(telemetrySpanNames.storeFsync, {
      kind: SpanKind.INTERNAL,
      links: linksOf(writes),
      attributes: { [telemetryAttributes.storeChanges]: writes.length },
    });
    fsync(fd, (error) => {
      this.#syncing = false;
      if (error !== null) {
        span?.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
        span?.end();
        this.#fail(error, writes);
        return;
      }
      span?.end();
      this.syncs++;
      this.#syncedBatches = covered;
      for (const p of writes) p.resolve(p.value);
      const waiting = this.#waiters;
      this.#waiters = [];
      for (const w of waiting) {
        if (w.batch <= covered) w.resolve();
        else this.#waiters.push(w);
      }
      this.#maybeCheckpoint(fd);
      this.#startSync();
    });
  }

  /** The WAL's descriptor, opened once; the directory is synced once too, so that the WAL's own entry survives a power loss. */
  #openWal(): number {
    const fd = openSync(this.#wal, "r");
    const dir = openSync(dirname(this.#wal), "r");
    try {
      fsyncSync(dir);
    } finally {
      closeSync(dir);
    }
    this.#walFd = fd;
    return fd;
  }

  /** Past CHECKPOINT_BYTES of WAL: a checkpoint that syncs (synchronous=FULL for its duration: the WAL, then the database), the WAL truncated. */
  #maybeCheckpoint(fd: number): void {
    fstat(fd, (error, stats) => {
      if (error !== null || stats.size < CHECKPOINT_BYTES || this.#closed || this.#failure !== undefined || this.#db.inTransaction) return;
      try {
        this.#db.pragma("synchronous = FULL");
        this.#db.pragma("wal_checkpoint(TRUNCATE)");
      } catch {
        // A checkpoint that could not run (busy) runs at the next one; the WAL keeps everything meanwhile.
      } finally {
        if (this.#db.open) this.#db.pragma("synchronous = OFF");
      }
    });
  }

  #fail(error: unknown, writes: readonly Pending[]): void {
    this.#failure = new Error(`the SQLite store could not sync ${this.#wal}: ${error instanceof Error ? error.message : String(error)}; reopen it`, {
      cause: error,
    });
    for (const p of [...writes, ...this.#unsynced]) p.reject(this.#failure);
    this.#unsynced = [];
    for (const w of this.#waiters.splice(0)) w.reject(this.#failure);
  }

  /**
   * Commits what is queued, waits for its fsync, and refuses later writes (idempotent). The connection is
   * left with synchronous=FULL, so that closing it checkpoints with syncs before the WAL goes.
   */
  async close(): Promise<void> {
    if (!this.#closed) {
      this.flush();
      this.#closed = true;
    }
    await this.synced().catch(() => {});
    // An fsync still running for a failure's sake has ended by now; the descriptor goes.
    while (this.#syncing) await new Promise((r) => setImmediate(r));
    if (this.#db.open) this.#db.pragma("synchronous = FULL");
    const fd = this.#walFd;
    this.#walFd = undefined;
    if (fd !== undefined) await new Promise<void>((r) => close(fd, () => r()));
  }
}

/** The spans of the writes an fsync covers, as its links (at most MAX_LINKS). */
function linksOf(writes: readonly Pending[]): Link[] {
  const links: Link[] = [];
  for (const w of writes) {
    if (w.span === undefined) continue;
    links.push({ context: w.span });
    if (links.length >= MAX_LINKS) break;
  }
  return links;
}
