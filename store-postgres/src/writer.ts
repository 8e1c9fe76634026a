// Group commit on PostgreSQL: the writes of concurrent requests share one transaction on one pooled
// client, as the SQLite store's writer does. A write is an async function of the transaction (`Tx`); the
// writes queued in one turn of the event loop, or while the previous batch was committing, are committed
// together (at most MAX_BATCH per transaction): one batch in flight per instance, so a busy instance
// makes one COMMIT (one WAL flush) for many writes instead of one each.
//
// The transaction starts with the lease fence (lease.ts: an instance whose lease expired, and whose tasks
// another instance may have taken over, cannot write), then, when a write of the batch touches the
// bounds, the totals row FOR UPDATE and every tenant's holdings (bounds.ts Holdings): every bounded write
// in the database queues on that row, so the quotas hold across instances, and taking it first (before any
// task row) leaves no lock order to deadlock on. The writes change the holdings in memory; the batch
// writes them back in one statement before COMMIT. The batch's NOTIFY (notify.ts) goes in the same
// transaction; a write resolves after COMMIT, with synchronous_commit on for the transaction: durable when
// acknowledged.
//
// The rows a write only adds (new tasks, events rows) and the task rows it changes are written for the
// whole batch before COMMIT, one statement each (batch.ts Deferred): a write costs about no round trip of
// its own. Should those statements fail, the batch runs again with each write writing its own, so that
// the write at fault fails alone.
//
// A write refused (a stale version, a quota, a task not found) is refused before it changes anything, so
// it rejects alone and the batch goes on, with no savepoint: on this network a round trip costs more than
// the COMMIT, and a savepoint is two per write. A write that fails after it changed rows (a statement that
// is not a SELECT ran), or whose statement failed in the database (the transaction is then aborted), rolls
// the whole transaction back: it rejects, and the batch's other writes run again, first in the next batch.

import { telemetryAttributes, telemetrySpanNames } from "@a2a-bindgen/server/store";
import { context, type Link, type Span, type SpanContext, SpanKind, SpanStatusCode, type Tracer, trace } from "@opentelemetry/api";
import type pg from "pg";
import { Deferred, type Holdings, type TaskRow } from "./rows.js";
import type { BatchIo, Committed, Fence, TaskKey, Tx, WriteOptions } from "./tx.js";
import { channelOf, payloadsOf } from "./notify.js";
import { quoted } from "./schema.js";

/** The most writes one transaction takes; the rest wait for the next. */
const MAX_BATCH = 1024;
/** The most write spans a commit span links to. */
const MAX_LINKS = 32;

interface Pending {
  readonly run: (tx: Tx) => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
  readonly committed: ((value: unknown) => void) | undefined;
  readonly bounded: boolean;
  readonly row: TaskKey | undefined;
  /** The span the write was made in, when it records (the commit span links to it). */
  readonly span: SpanContext | undefined;
  /** Run again after the batch's inserts failed: this write inserts its rows itself, so that the one at fault is known. */
  safe?: boolean | undefined;
  value?: unknown;
  deferred?: Deferred | undefined;
  notes?: Committed[] | undefined;
  afters?: (() => void)[] | undefined;
}

/** The batch's deferred writes failed: which write's row is at fault is not known. */
class InsertFailed extends Error {}

/** A failure after a write changed rows, or in the database: the transaction is to be rolled back, `write` rejected. */
class Poisoned extends Error {
  constructor(
    readonly write: Pending,
    readonly error: unknown,
  ) {
    super("a write failed after changing rows");
  }
}

/** Batches writes into shared transactions on a pool. */
export class GroupCommit {
  readonly #pool: pg.Pool;
  readonly #schema: string;
  readonly #instance: string;
  readonly #lease: Fence;
  readonly #io: BatchIo;
  readonly #tracer: Tracer | undefined;
  #queue: Pending[] = [];
  #running: Promise<void> | undefined;
  #scheduled = false;
  #closed = false;
  /** Transactions committed (tests, the bench). */
  commits = 0;
  /** Writes committed. */
  writes = 0;

  constructor(pool: pg.Pool, schema: string, instance: string, lease: Fence, io: BatchIo, tracer?: Tracer) {
    this.#tracer = tracer;
    this.#pool = pool;
    this.#schema = schema;
    this.#instance = instance;
    this.#lease = lease;
    this.#io = io;
  }

  /** Queues `run` for the next batch; resolves with its value after COMMIT, rejects with its throw (nothing of it kept) or the batch's failure. */
  write<T>(run: (tx: Tx) => Promise<T>, options: WriteOptions<T> = {}): Promise<T> {
    if (this.#closed) return Promise.reject(new Error("the PostgreSQL store is closed"));
    const active = this.#tracer === undefined ? undefined : trace.getSpan(context.active());
    const span = active?.isRecording() === true ? active.spanContext() : undefined;
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({
        span,
        run,
        resolve: resolve as (v: unknown) => void,
        reject,
        committed: options.committed as ((v: unknown) => void) | undefined,
        bounded: options.bounded === true,
        row: options.row,
      });
      this.#schedule();
    });
  }

  /** Writes queued or in flight. */
  get pending(): number {
    return this.#queue.length + (this.#running === undefined ? 0 : 1);
  }

  #schedule(): void {
    if (this.#scheduled || this.#running !== undefined) return;
    this.#scheduled = true;
    // After every request of this turn queued its own.
    setImmediate(() => {
      this.#scheduled = false;
      this.#next();
    });
  }

  #next(): void {
    if (this.#running !== undefined || this.#queue.length === 0) return;
    const batch = this.#queue.splice(0, MAX_BATCH);
    this.#running = this.#commit(batch).finally(() => {
      this.#running = undefined;
      // What queued while this batch committed goes at once: it has waited a round trip already.
      this.#next();
    });
  }

  async #commit(batch: Pending[]): Promise<void> {
    let client: pg.PoolClient;
    try {
      client = await this.#pool.connect();
    } catch (e) {
      for (const p of batch) p.reject(e);
      return;
    }
    let broken: Error | undefined;
    let commit: Span | undefined;
    const failed: [Pending, unknown][] = [];
    const done: Pending[] = [];
    try {
      await client.query("BEGIN; SET LOCAL synchronous_commit = on");
      await this.#lease.fence(client);
      let holdings: Holdings | undefined;
      if (batch.some((p) => p.bounded)) {
        await client.query(`SELECT 1 FROM ${quoted(this.#schema)}.totals FOR UPDATE`);
        // A statement of its own, after the lock: its snapshot sees what the writer before us committed.
        holdings = await this.#io.read(client);
      }
      const keys = batch.flatMap((p) => (p.row === undefined ? [] : [p.row]));
      const rows = keys.length === 0 ? new Map<string, TaskRow | null>() : await this.#io.rows(client, keys);
      const deferred = new Deferred();
      for (const p of batch) {
        const notes: Committed[] = [];
        const afters: (() => void)[] = [];
        const mine = new Deferred(deferred);
        let dirty = false;
        const tx: Tx = {
          query: async (text, values) => {
            if (!text.startsWith("SELECT")) dirty = true;
            try {
              return await client.query(text, values as unknown[] | undefined);
            } catch (e) {
              dirty = true;
              throw e;
            }
          },
          get holdings(): Holdings {
            if (holdings === undefined) throw new Error("GroupCommit: a write not declared bounded read the holdings");
            return holdings;
          },
          rows,
          deferred: mine,
          notify: (entry) => notes.push(entry),
          after: (fn) => afters.push(fn),
        };
        const saved = holdings?.save();
        try {
          p.value = await p.run(tx);
          if (p.safe === true && !mine.empty) {
            dirty = true;
            await this.#io.flush(client, mine);
          }
        } catch (e) {
          if (dirty) throw new Poisoned(p, e);
          if (saved !== undefined) holdings!.restore(saved);
          failed.push([p, e]);
          continue;
        }
        p.notes = notes;
        p.afters = afters;
        if (p.safe !== true) deferred.merge(mine);
        done.push(p);
      }
      try {
        await this.#io.flush(client, deferred);
      } catch {
        throw new InsertFailed();
      }
      if (holdings !== undefined) await this.#io.write(client, holdings);
      const entries = done.flatMap((p) => p.notes ?? []);
      if (entries.length > 0) {
        await client.query("SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p", [channelOf(this.#schema), payloadsOf(this.#instance, entries)]);
      }
      commit = this.#span(done);
      await client.query("COMMIT");
      commit?.end();
    } catch (e) {
      commit?.setStatus({ code: SpanStatusCode.ERROR, message: e instanceof Error ? e.message : String(e) });
      commit?.end();
      await client.query("ROLLBACK").catch((r: Error) => {
        broken = r;
      });
      client.release(broken);
      if (e instanceof InsertFailed) {
        // Run again, each write inserting its own rows: the one at fault then fails alone.
        for (const [p, error] of failed) p.reject(error);
        const again = batch.filter((p) => !failed.some(([f]) => f === p));
        for (const p of again) p.safe = true;
        this.#queue.unshift(...again);
        return;
      }
      if (e instanceof Poisoned) {
        // One write failed after changing rows: it alone rejects; the others run again, first.
        e.write.reject(e.error);
        for (const [p, error] of failed) p.reject(error);
        this.#queue.unshift(...batch.filter((p) => p !== e.write && !failed.some(([f]) => f === p)));
        return;
      }
      // Nothing of this batch is kept: every write hears of it.
      for (const p of batch) p.reject(e);
      return;
    }
    client.release();
    this.commits++;
    this.writes += done.length;
    for (const [p, e] of failed) p.reject(e);
    for (const p of done) {
      for (const fn of p.afters ?? []) {
        try {
          fn();
        } catch {
          // A listener's throw is its own: the write is committed.
        }
      }
      try {
        p.committed?.(p.value);
      } catch {
        // As above.
      }
      p.resolve(p.value);
    }
  }

  /**
   * The span of a batch's COMMIT, the moment it becomes durable (the WAL flushed): "a2a.store.fsync", as the
   * SQLite store's, linked to the task runtime's commit spans it makes durable, its a2a.store.changes the writes.
   */
  #span(done: readonly Pending[]): Span | undefined {
    if (this.#tracer === undefined) return undefined;
    const links: Link[] = [];
    for (const p of done) if (p.span !== undefined && links.length < MAX_LINKS) links.push({ context: p.span });
    return this.#tracer.startSpan(telemetrySpanNames.storeFsync, {
      kind: SpanKind.INTERNAL,
      links,
      attributes: { [telemetryAttributes.storeChanges]: done.length },
    });
  }

  /** Commits what is queued and refuses later writes (idempotent). */
  async close(): Promise<void> {
    this.#closed = true;
    while (this.#running !== undefined || this.#queue.length > 0 || this.#scheduled) {
      if (this.#running !== undefined) await this.#running;
      else if (this.#queue.length > 0 && !this.#scheduled) this.#next();
      else await new Promise((r) => setImmediate(r));
    }
  }
}
