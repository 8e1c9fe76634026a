// The bounds of the task store, checked inside each write and kept in the database, so that a quota holds
// across every instance on the schema: the in-memory store's arithmetic (each of maxTenants tenants has
// tenantQuota reserved, the rest is shared first come; a tenant without room evicts its own finished
// tasks, oldest first, and is refused when that is not enough). A bounded batch takes the totals row FOR
// UPDATE, then reads every tenant's holdings (at most maxTenants rows: the shared part's arithmetic needs
// what the others borrowed) into `Holdings`; its writes change them in memory, and the batch writes the
// tenants it changed, and the totals, back in one statement before COMMIT (writer.ts).

import { type Limits, quotaExceeded, roomRefused, roomToMake, thousands as n } from "@a2a-bindgen/server/store";
import { quoted } from "./schema.js";
import { rowKey, type Tx } from "./tx.js";

/** The most expired tasks one transaction deletes (the sweep's batch; also a write's, before it refuses). */
export const EXPIRE_BATCH = 1000;
/** Finished tasks read at a time when evicting. */
const PAGE = 64;

/** Called after COMMIT with the tasks that left (evicted, expired). */
export type Left = (tenant: string, ids: readonly string[]) => void;

/** The quotas, eviction and retention of one schema's tasks. */
export class Bounds {
  readonly #s: string;
  readonly #limits: Limits;
  readonly #left: Left;

  constructor(schema: string, limits: Limits, left: Left) {
    this.#s = quoted(schema);
    this.#limits = limits;
    this.#left = left;
  }

  /** A tenant new to the database is refused when maxTenants hold tasks (expired tasks leave first); "" always has its place. */
  async admit(tx: Tx, tenant: string, at: number): Promise<void> {
    const held = tx.holdings;
    if (tenant === "" || held.has(tenant) || held.named < this.#limits.maxTenants - 1) return;
    await this.expire(tx, at);
    if (held.named >= this.#limits.maxTenants - 1) {
      throw quotaExceeded(
        "tenants",
        `the store holds the tasks of ${n(held.named)} named tenants, the most maxTenants (${n(this.#limits.maxTenants)}) allows beside the default tenant ""`,
      );
    }
  }

  /**
   * Makes room for `tasks` more tasks and `bytes` more bytes of `tenant`: within its limit nothing happens;
   * past it, its own finished tasks leave, oldest first, when that is enough; else refused (before any row
   * changed, unless expired tasks left first). `keep`: the task being written, never evicted to make its own room.
   */
  async room(tx: Tx, tenant: string, tasks: number, bytes: number, at: number, keep?: string, expired = false): Promise<void> {
    const held = tx.holdings;
    const mine = held.get(tenant) ?? { tasks: 0, bytes: 0 };
    const { tasks: needTasks, bytes: needBytes } = roomToMake(this.#limits, held.all(), tenant, mine, tasks, bytes);
    if (needTasks <= 0 && needBytes <= 0) return;
    // Its own finished tasks, oldest first, read a page at a time until they free enough.
    const gone: string[] = [];
    let freedTasks = 0;
    let freedBytes = 0;
    let last: { finished_at: string; seq: string } | undefined;
    read: for (;;) {
      const page = await tx.query<{ id: string; bytes: string; finished_at: string; seq: string }>(
        `SELECT id, bytes, finished_at, seq FROM ${this.#s}.tasks WHERE tenant = $1 AND finished_at IS NOT NULL` +
          (last === undefined ? "" : " AND (finished_at, seq) > ($4::bigint, $5::bigint)") +
          " AND id <> $2 ORDER BY finished_at, seq LIMIT $3",
        last === undefined ? [tenant, keep ?? "", PAGE] : [tenant, keep ?? "", PAGE, last.finished_at, last.seq],
      );
      for (const f of page.rows) {
        gone.push(f.id);
        freedTasks++;
        freedBytes += Number(f.bytes);
        if (freedTasks >= needTasks && freedBytes >= needBytes) break read;
      }
      if (page.rows.length < PAGE) break;
      last = page.rows[page.rows.length - 1];
    }
    if (freedTasks < needTasks || freedBytes < needBytes) {
      // Expired tasks of any tenant may still hold shared room until swept: expire once before refusing.
      if (!expired && (await this.expire(tx, at)) > 0) return this.room(tx, tenant, tasks, bytes, at, keep, true);
      const would = { tasks: mine.tasks + tasks, bytes: mine.bytes + bytes };
      throw roomRefused(this.#limits, tenant, freedTasks < needTasks ? "tasks" : "bytes", would, gone.length);
    }
    await this.drop(tx, tenant, gone);
  }

  /** `ids` of `tenant` leave, with their events, push configs and deliveries; the holdings follow. */
  async drop(tx: Tx, tenant: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const s = this.#s;
    const r = await tx.query<{ id: string; bytes: string }>(
      `WITH e AS (DELETE FROM ${s}.task_events WHERE tenant = $1 AND task_id = ANY($2)), ` +
        `c AS (DELETE FROM ${s}.push_configs WHERE tenant = $1 AND task_id = ANY($2)), ` +
        `d AS (DELETE FROM ${s}.push_deliveries WHERE tenant = $1 AND task_id = ANY($2)) ` +
        `DELETE FROM ${s}.tasks WHERE tenant = $1 AND id = ANY($2) RETURNING id, bytes`,
      [tenant, ids],
    );
    const left = r.rows.map((row) => row.id);
    let bytes = 0;
    for (const row of r.rows) {
      const key = rowKey(tenant, row.id);
      // A change of this batch not yet written (a push config's bytes) counts, not the row as read.
      bytes += Number(tx.rows.get(key)?.bytes ?? row.bytes);
      tx.deferred.drop(key);
      tx.rows.set(key, null);
    }
    tx.holdings.add(tenant, -left.length, -bytes);
    tx.after(() => this.#left(tenant, left));
  }

  /** Up to EXPIRE_BATCH tasks of any tenant finished retentionMs before `at` leave; answers how many. */
  async expire(tx: Tx, at: number): Promise<number> {
    if (!Number.isFinite(this.#limits.retentionMs)) return 0;
    const rows = await tx.query<{ tenant: string; id: string }>(
      `SELECT tenant, id FROM ${this.#s}.tasks WHERE finished_at IS NOT NULL AND finished_at <= $1 ORDER BY finished_at LIMIT ${EXPIRE_BATCH}`,
      [at - this.#limits.retentionMs],
    );
    const byTenant = new Map<string, string[]>();
    for (const row of rows.rows) {
      let ids = byTenant.get(row.tenant);
      if (ids === undefined) byTenant.set(row.tenant, (ids = []));
      ids.push(row.id);
    }
    for (const [tenant, ids] of byTenant) await this.drop(tx, tenant, ids);
    return rows.rows.length;
  }
}
