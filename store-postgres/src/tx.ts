// What a write of the group commit (writer.ts) sees of its batch's transaction, and what the writer is
// given: the lease fence, and what the batch reads and writes for all its writes at once (batch.ts).

import type pg from "pg";
import type { Deferred, Holdings, TaskRow } from "./rows.js";

/** What a committed task write tells the other instances (through NOTIFY). */
export interface Committed {
  readonly taskId: string;
  readonly version: number;
  readonly final: boolean;
}

/** A write's handle on the batch's transaction. */
export interface Tx {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: readonly unknown[]): Promise<pg.QueryResult<R>>;
  /** Every tenant's holdings, as this batch has changed them (a bounded write only). */
  readonly holdings: Holdings;
  /**
   * The task rows of this batch by rowKey, as its writes left them: read and locked at its start for the
   * writes that named one (`row`), null for no such row; a write that changes a task sets its entry, one
   * that deletes it sets null.
   */
  readonly rows: Map<string, TaskRow | null>;
  /** The rows this write adds or changes, written with the batch's others before COMMIT (dropped if this write fails). */
  readonly deferred: Deferred;
  /** A task commit the batch's NOTIFY announces (dropped if this write fails). */
  notify(entry: Committed): void;
  /** Runs after COMMIT, if this write committed (listeners: the tasks that left). */
  after(fn: () => void): void;
}

/** The lease fence the transaction starts with (lease.ts Lease.fence). */
export interface Fence {
  fence(client: pg.PoolClient): Promise<void>;
}

/** What a batch reads and writes for all its writes at once (batch.ts). */
export interface BatchIo {
  read(client: pg.PoolClient): Promise<Holdings>;
  write(client: pg.PoolClient, holdings: Holdings): Promise<void>;
  rows(client: pg.PoolClient, keys: readonly TaskKey[]): Promise<Map<string, TaskRow | null>>;
  flush(client: pg.PoolClient, deferred: Deferred): Promise<void>;
}

/** A task row a write will read: read, and locked, for the whole batch in one statement. */
export interface TaskKey {
  readonly tenant: string;
  readonly id: string;
}

/** The key of a task in Tx.rows. */
export const rowKey = (tenant: string, id: string) => `${tenant.length}:${tenant}${id}`;

/** Options of one write. */
export interface WriteOptions<T> {
  /** Heard with the value at COMMIT (the same moment as the promise here: COMMIT is durable). */
  readonly committed?: ((value: T) => void) | undefined;
  /** The write reads or changes the bounds (tasks, tenants, totals): the batch takes the totals row first. */
  readonly bounded?: boolean | undefined;
  /** The task row the write reads first (an update): read with the batch's others, in one statement. */
  readonly row?: TaskKey | undefined;
}
