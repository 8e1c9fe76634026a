// Retention on PostgreSQL: finished tasks past retentionMs leave in bounded transactions (at most
// EXPIRE_BATCH tasks each, with their events, configs and deliveries), never one statement over the whole
// table, so a sweep of a large backlog holds no lock for long and bloats no single transaction. It runs at
// open and on an unref'd timer. The events of tasks finished more than EVENTS_KEPT_MS ago are pruned too:
// no subscriber catches up on a finished task (subscribing to one is refused), and the rows are most of
// the events table.

import { type Bounds, EXPIRE_BATCH } from "./bounds.js";
import { quoted } from "./schema.js";
import type { GroupCommit } from "./writer.js";

/** How long a finished task's events stay (for a subscriber of another instance still catching up on its final update). */
export const EVENTS_KEPT_MS = 5 * 60 * 1000;

/** Sweeps one schema: expired tasks, then old events. */
export class Sweep {
  readonly #writer: GroupCommit;
  readonly #bounds: Bounds;
  readonly #s: string;
  readonly #now: () => number;
  /** The finish time up to which events were pruned: each sweep reads only the tasks finished since. */
  #pruned = Number.MIN_SAFE_INTEGER;
  #running: Promise<number> | undefined;

  constructor(writer: GroupCommit, bounds: Bounds, schema: string, now: () => number) {
    this.#writer = writer;
    this.#bounds = bounds;
    this.#s = quoted(schema);
    this.#now = now;
  }

  /** Runs a sweep (one at a time: a call during one joins it); answers how many tasks left. */
  run(): Promise<number> {
    this.#running ??= this.#sweep().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #sweep(): Promise<number> {
    const at = this.#now();
    let total = 0;
    for (;;) {
      const n = await this.#writer.write((tx) => this.#bounds.expire(tx, at), { bounded: true });
      total += n;
      if (n < EXPIRE_BATCH) break;
    }
    const upTo = at - EVENTS_KEPT_MS;
    const from = this.#pruned;
    for (;;) {
      const n = await this.#writer.write(async (tx) => {
        const r = await tx.query(
          `DELETE FROM ${this.#s}.task_events WHERE (tenant, task_id, version) IN (SELECT e.tenant, e.task_id, e.version FROM ${this.#s}.tasks t ` +
            `JOIN ${this.#s}.task_events e ON e.tenant = t.tenant AND e.task_id = t.id WHERE t.finished_at > $1 AND t.finished_at <= $2 LIMIT ${EXPIRE_BATCH})`,
          [from, upTo],
        );
        return r.rowCount ?? 0;
      });
      if (n < EXPIRE_BATCH) break;
    }
    this.#pruned = Math.max(this.#pruned, upTo);
    return total;
  }
}
