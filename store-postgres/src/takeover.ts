// Taking over what dead instances left: at open, every leaseMs, and when a test asks. An instance is dead
// once its lease expired (the database's clock); its row is deleted first, and the DELETE waits for the
// writes it still had in flight (they hold its row FOR KEY SHARE: lease.ts), after which it writes no more.
// Then, for tasks it left submitted or working (no live row for their `instance`):
//  - each batch is claimed (tasks.instance = this instance, FOR UPDATE SKIP LOCKED), so that two instances
//    taking over together recover each task once, and a task the hook leaves as it is ([]: the
//    application resumes it) is this instance's from then on, not offered to the hook again;
//  - the onRecover hook's changes commit like any update, with expectedVersion (a CancelTask that came
//    first wins), and their events are recorded as pending deliveries for the task's push configs,
//    as store-sqlite's recovery does at open.
// Last, the pending push deliveries of dead instances become this instance's to post.
// A live instance's tasks and deliveries are never touched: every step runs behind this instance's own fence.

import { type RecoverHook, type Stores, TaskVersionConflict, shown } from "@a2a-bindgen/server/store";
import type pg from "pg";
import type { Lease } from "./lease.js";
import { inTransaction } from "./schema.js";

/** What takeOver works with (open.ts passes its own). */
export interface TakeOverContext {
  readonly pool: pg.Pool;
  readonly schema: string;
  readonly lease: Lease;
  readonly stores: Pick<Stores, "tasks" | "pushConfigs">;
  readonly onRecover: RecoverHook;
}

/** What one takeover did: dead instances removed, tasks changed by the hook, deliveries reassigned. */
export interface TakeOverResult {
  readonly instances: number;
  readonly tasks: number;
  readonly deliveries: number;
}

const BATCH = 100;
const LEFT_WORKING = ["TASK_STATE_SUBMITTED", "TASK_STATE_WORKING"];
/** A task gone, or finished meanwhile: nothing left to recover (the hook's changes were not applied). */
const GONE = new Set(["TaskNotFoundError", "UnsupportedOperationError"]);

/** Runs `work` in a transaction that starts with this instance's fence. */
function fenced<T>(ctx: TakeOverContext, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return inTransaction(ctx.pool, async (client) => {
    await ctx.lease.fence(client);
    return work(client);
  });
}

/** Takes over the tasks and deliveries of instances whose lease expired; answers the counts. */
export async function takeOver(ctx: TakeOverContext): Promise<TakeOverResult> {
  const s = `"${ctx.schema}"`;
  const me = ctx.lease.instance;
  const instances = await fenced(ctx, (c) => c.query(`DELETE FROM ${s}.instances WHERE expires_at < now()`));
  let tasks = 0;
  for (;;) {
    const claimed = await fenced(ctx, (c) =>
      c.query<{ tenant: string; owner: string; id: string }>(
        `UPDATE ${s}.tasks t SET instance = $1 FROM (
           SELECT tenant, id FROM ${s}.tasks o
           WHERE o.finished_at IS NULL AND o.state = ANY($3::text[])
             AND (o.instance IS NULL OR NOT EXISTS (SELECT 1 FROM ${s}.instances i WHERE i.id = o.instance))
           ORDER BY o.seq LIMIT $2 FOR UPDATE SKIP LOCKED) AS o
         WHERE t.tenant = o.tenant AND t.id = o.id RETURNING t.tenant, t.owner, t.id`,
        [me, BATCH, LEFT_WORKING],
      ),
    );
    for (const [i, row] of claimed.rows.entries()) {
      try {
        if (await recover(ctx, row)) tasks++;
      } catch (e) {
        // Given back (instance NULL) with the rest of the batch: any instance's next takeover tries again.
        const left = claimed.rows.slice(i);
        await ctx.pool
          .query(
            `UPDATE ${s}.tasks SET instance = NULL FROM unnest($1::text[], $2::text[]) AS g(tenant, id) WHERE tasks.tenant = g.tenant AND tasks.id = g.id AND tasks.instance = $3 AND tasks.finished_at IS NULL`,
            [left.map((r) => r.tenant), left.map((r) => r.id), me],
          )
          .catch(() => {});
        throw new Error(`takeOver (schema "${ctx.schema}"): recovering task ${shown(row.id)} failed: ${e instanceof Error ? e.message : String(e)}`, {
          cause: e,
        });
      }
    }
    if (claimed.rows.length < BATCH) break;
  }
  const deliveries = await fenced(ctx, (c) =>
    c.query(`UPDATE ${s}.push_deliveries d SET instance = $1 WHERE NOT EXISTS (SELECT 1 FROM ${s}.instances i WHERE i.id = d.instance)`, [me]),
  );
  return { instances: instances.rowCount ?? 0, tasks, deliveries: deliveries.rowCount ?? 0 };
}

/** Applies the hook to one claimed task; answers whether it changed the task. */
async function recover(ctx: TakeOverContext, row: { tenant: string; owner: string; id: string }): Promise<boolean> {
  const scope = { tenant: row.tenant, owner: row.owner };
  const stored = await ctx.stores.tasks.get(scope, row.id);
  if (stored === undefined || !LEFT_WORKING.includes(String(stored.task.status?.state))) return false;
  const changes = await ctx.onRecover(stored.task, scope);
  if (!Array.isArray(changes)) throw new TypeError("onRecover must answer an array of changes");
  if (changes.length === 0) return false;
  let commit: Awaited<ReturnType<Stores["tasks"]["update"]>>;
  try {
    commit = await ctx.stores.tasks.update(scope, row.id, changes, { expectedVersion: stored.version });
  } catch (e) {
    // Another write came first (a CancelTask, another instance's recovery), or the task left: not ours to change.
    if (e instanceof TaskVersionConflict || (e instanceof Error && GONE.has(e.name))) return false;
    throw e;
  }
  const configs = await ctx.stores.pushConfigs.configsOf(scope, row.id);
  if (configs.length > 0) {
    await ctx.stores.pushConfigs.recordDeliveries(
      configs.flatMap((c) =>
        commit.events.map((response, index) => ({ scope, taskId: row.id, configId: String(c.config.id), version: commit.version, index, response })),
      ),
    );
  }
  return true;
}
