// This instance's lease: a row in {schema}.instances whose expires_at the instance pushes forward every
// leaseMs/3, on the database's clock (now()), never the process's: instances whose clocks disagree still
// agree on who is alive. An instance whose lease expired may have been taken over (takeover.ts deletes
// its row, then recovers its tasks and deliveries), so it must not write again: every write transaction
// starts with fence(), which finds the live row or throws LeaseLostError. The fence locks the row FOR KEY
// SHARE, so a takeover's DELETE waits for the writes in flight to commit, and no write starts after it;
// renewals (an UPDATE of a non-key column) do not wait for the writes.

import type pg from "pg";
import { uuidv7 } from "@a2a-bindgen/server/store";

const SCHEMA = /^[a-z_][a-z0-9_]{0,40}$/;

/** A write refused because this instance's lease expired: another instance may have its tasks now. */
export class LeaseLostError extends Error {
  override readonly name = "LeaseLostError";
  readonly instance: string;
  readonly schema: string;
  constructor(instance: string, schema: string) {
    super(
      `instance ${instance} no longer holds its lease in schema "${schema}" (it expired, and other instances may have taken over its tasks): this instance takes no more writes`,
    );
    this.instance = instance;
    this.schema = schema;
  }
}

/** The lease of one instance. */
export class Lease {
  readonly instance: string;
  readonly #pool: pg.Pool;
  readonly #schema: string;
  readonly #leaseMs: number;
  readonly #listeners = new Set<() => void>();
  readonly #renewSql: string;
  readonly #fenceSql: string;
  /** When the lease runs out as far as this process knows (performance.now()), from the last renewal's start. */
  #until: number;
  #held = true;
  #closed = false;
  #timer: ReturnType<typeof setInterval> | undefined;
  #renewing: Promise<void> | undefined;

  private constructor(pool: pg.Pool, schema: string, leaseMs: number, instance: string, until: number) {
    this.#pool = pool;
    this.#schema = schema;
    this.#leaseMs = leaseMs;
    this.instance = instance;
    this.#until = until;
    const s = `"${schema}"`;
    // A lease that expired is not revived: an instance may already be taking it over.
    this.#renewSql = `UPDATE ${s}.instances SET expires_at = now() + $2 * interval '1 millisecond' WHERE id = $1 AND expires_at > now()`;
    this.#fenceSql = `SELECT 1 FROM ${s}.instances WHERE id = $1 AND expires_at > now() FOR KEY SHARE`;
  }

  /** Inserts this instance's row (a fresh uuid), expiring leaseMs from now on the database's clock, and renews it every leaseMs/3. */
  static async acquire(pool: pg.Pool, schema: string, leaseMs: number): Promise<Lease> {
    if (typeof pool?.query !== "function") throw new TypeError("Lease.acquire: pool must be a pg.Pool");
    if (typeof schema !== "string" || !SCHEMA.test(schema)) {
      throw new RangeError(`Lease.acquire: the schema must match ${SCHEMA}, got ${JSON.stringify(String(schema).slice(0, 64))}`);
    }
    if (!Number.isSafeInteger(leaseMs) || leaseMs < 30)
      throw new RangeError(`Lease.acquire: leaseMs must be an integer of at least 30, got ${String(leaseMs)}`);
    const instance = uuidv7();
    const started = performance.now();
    await pool.query(`INSERT INTO "${schema}".instances (id, expires_at) VALUES ($1, now() + $2 * interval '1 millisecond')`, [instance, leaseMs]);
    const lease = new Lease(pool, schema, leaseMs, instance, started + leaseMs);
    lease.#timer = setInterval(() => void lease.#renew(), Math.max(10, Math.floor(leaseMs / 3)));
    // The lease never keeps the process alive; a process that stops renewing is taken over, as it should be.
    lease.#timer.unref();
    return lease;
  }

  /** True while the lease is held: false once it was found expired or was released. */
  get held(): boolean {
    return this.#held;
  }

  /** The schema the lease lives in. */
  get schema(): string {
    return this.#schema;
  }

  /**
   * The first statement of every write transaction on `client` (inside BEGIN): throws LeaseLostError
   * when this instance has no live lease, and holds its row until the transaction ends.
   */
  async fence(client: pg.PoolClient): Promise<void> {
    if (!this.#held) throw new LeaseLostError(this.instance, this.#schema);
    const r = await client.query(this.#fenceSql, [this.instance]);
    if (r.rowCount === 0) {
      this.#lose();
      throw new LeaseLostError(this.instance, this.#schema);
    }
  }

  /** Calls `listener` once when the lease is lost (not when it is released by close). */
  onLost(listener: () => void): void {
    if (typeof listener !== "function") throw new TypeError("Lease.onLost: listener must be a function");
    this.#listeners.add(listener);
  }

  /** Renews now (the timer does it every leaseMs/3); answers whether the lease is held. */
  renew(): Promise<boolean> {
    return this.#renew().then(() => this.#held);
  }

  #renew(): Promise<void> {
    if (!this.#held || this.#closed) return Promise.resolve();
    // One renewal at a time: a slow one is not stacked on by the next tick.
    if (this.#renewing !== undefined) return this.#renewing;
    const p = this.#renewOnce().finally(() => {
      if (this.#renewing === p) this.#renewing = undefined;
    });
    this.#renewing = p;
    return p;
  }

  async #renewOnce(): Promise<void> {
    const started = performance.now();
    try {
      const r = await this.#pool.query(this.#renewSql, [this.instance, this.#leaseMs]);
      if (this.#closed) return;
      if (r.rowCount === 0) this.#lose();
      else this.#until = started + this.#leaseMs;
    } catch {
      // The database is out of reach: the lease may still be live; past its end, as far as this
      // process can tell (a bound the database's own is never earlier than), it is lost.
      if (performance.now() >= this.#until) this.#lose();
    }
  }

  #lose(): void {
    if (!this.#held || this.#closed) return;
    this.#held = false;
    clearInterval(this.#timer);
    for (const l of [...this.#listeners]) {
      try {
        l();
      } catch {
        // A listener's failure is its own; the others still hear of the loss.
      }
    }
  }

  /** Stops renewing and deletes this instance's row (its tasks then go to whoever takes over). Idempotent. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#held = false;
    clearInterval(this.#timer);
    await this.#renewing;
    try {
      await this.#pool.query(`DELETE FROM "${this.#schema}".instances WHERE id = $1`, [this.instance]);
    } catch {
      // Out of reach: the row expires on its own after leaseMs, and is taken over then.
    }
  }
}
