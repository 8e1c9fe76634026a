// Group commit: the writes of concurrent requests share one transaction and one fsync. A write is a
// synchronous function on the database; it is queued, and the queue is committed as one transaction
// on the next turn of the event loop (setImmediate), after every request that arrived in this turn has
// queued its write. Each write runs inside its own savepoint, so a write that throws (a stale version,
// a quota) is undone alone and rejects alone; the others commit. A write's promise resolves only after
// COMMIT returned — with journal_mode=WAL and synchronous=FULL that is after the WAL's fsync: the
// commit barrier (what a client is told has been committed). A write's `committed` callback runs right
// after its commit, before any later batch and before any promise resolves, so events reach subscribers
// in commit order; a write that was undone never calls it.

import type { Database, Statement } from "better-sqlite3";

interface Pending {
  readonly run: () => unknown;
  readonly committed: ((value: unknown) => void) | undefined;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
  value?: unknown;
}

/** The most writes one transaction takes; the rest wait for the next (a bound on how long one commit blocks). */
const MAX_BATCH = 1024;

/** Batches writes into shared transactions on one better-sqlite3 connection. */
export class GroupCommit {
  readonly #db: Database;
  readonly #begin: Statement;
  readonly #commit: Statement;
  readonly #rollback: Statement;
  readonly #savepoint: Statement;
  readonly #release: Statement;
  readonly #undo: Statement;
  #queue: Pending[] = [];
  #scheduled: ReturnType<typeof setImmediate> | undefined;
  #closed = false;
  /** Transactions committed (for the tests and the bench: writes per fsync). */
  commits = 0;
  /** Writes committed. */
  writes = 0;

  constructor(db: Database) {
    this.#db = db;
    this.#begin = db.prepare("BEGIN IMMEDIATE");
    this.#commit = db.prepare("COMMIT");
    this.#rollback = db.prepare("ROLLBACK");
    this.#savepoint = db.prepare("SAVEPOINT w");
    this.#release = db.prepare("RELEASE w");
    this.#undo = db.prepare("ROLLBACK TO w");
  }

  /**
   * Queues `run` for the next commit; resolves with its value once committed, rejects with its throw
   * (nothing of it kept) or the commit's failure. `committed` runs with the value right after the commit.
   */
  write<T>(run: () => T, committed?: (value: T) => void): Promise<T> {
    if (this.#closed) return Promise.reject(new Error("the SQLite store is closed"));
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ run, committed: committed as ((v: unknown) => void) | undefined, resolve: resolve as (v: unknown) => void, reject });
      this.#scheduled ??= setImmediate(() => this.flush());
    });
  }

  /** Writes queued and not yet committed. */
  get pending(): number {
    return this.#queue.length;
  }

  /** Commits what is queued now (called by the scheduler; close() calls it too). */
  flush(): void {
    if (this.#scheduled !== undefined) clearImmediate(this.#scheduled);
    this.#scheduled = undefined;
    while (this.#queue.length > 0) {
      const batch = this.#queue.length > MAX_BATCH ? this.#queue.splice(0, MAX_BATCH) : this.#queue.splice(0);
      this.#commitBatch(batch);
    }
  }

  #commitBatch(batch: Pending[]): void {
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
      try {
        p.value = p.run();
        this.#release.run();
        done.push(p);
      } catch (e) {
        this.#undo.run();
        this.#release.run();
        failed.push([p, e]);
      }
    }
    try {
      this.#commit.run();
    } catch (e) {
      // The disk refused (full, I/O error): nothing of this batch is kept, and every write hears of it.
      if (this.#db.inTransaction) this.#rollback.run();
      for (const p of batch) p.reject(e);
      return;
    }
    this.commits++;
    this.writes += done.length;
    for (const p of done) {
      try {
        p.committed?.(p.value);
      } catch {}
    }
    for (const p of done) p.resolve(p.value);
    for (const [p, e] of failed) p.reject(e);
  }

  /** Commits what is queued and refuses later writes (idempotent). */
  close(): void {
    if (this.#closed) return;
    this.flush();
    this.#closed = true;
  }
}
