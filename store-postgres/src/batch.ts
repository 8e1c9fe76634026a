// What a bounded batch of the writer reads and writes for all its writes at once (writer.ts BatchIo):
// every tenant's holdings, read after the totals lock and written back in one statement; the task rows
// its updates name, read and locked in one statement; and the rows its writes only add (new tasks, events
// rows), inserted in one statement each at the end. On this network a round trip costs more than a COMMIT:
// these keep a write to about one.

import type pg from "pg";
import { quoted } from "./schema.js";
import { type BatchIo, rowKey, type TaskKey } from "./tx.js";

import { type Deferred, Holdings, type TaskRow, TASK_ROW } from "./rows.js";

/** What a batch reads and writes for its writes on one schema (the writer's BatchIo). */
export function batchIo(schema: string, instance: string): BatchIo {
  const s = quoted(schema);
  return {
    async read(client: pg.PoolClient): Promise<Holdings> {
      const r = await client.query<{ tenant: string; tasks: string; bytes: string }>(`SELECT tenant, tasks, bytes FROM ${s}.tenants`);
      return new Holdings(new Map(r.rows.map((row) => [row.tenant, { tasks: Number(row.tasks), bytes: Number(row.bytes) }])));
    },
    async write(client: pg.PoolClient, holdings: Holdings): Promise<void> {
      const c = holdings.changes();
      if (c.upsert.length === 0 && c.gone.length === 0) return;
      await client.query(
        `WITH up AS (INSERT INTO ${s}.tenants AS t (tenant, tasks, bytes) SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[]) ` +
          "ON CONFLICT (tenant) DO UPDATE SET tasks = excluded.tasks, bytes = excluded.bytes), " +
          `gone AS (DELETE FROM ${s}.tenants WHERE tenant = ANY($4::text[])) ` +
          `UPDATE ${s}.totals SET tasks = tasks + $5, bytes = bytes + $6, tenants = tenants + $7`,
        [c.upsert.map(([t]) => t), c.upsert.map(([, h]) => h.tasks), c.upsert.map(([, h]) => h.bytes), c.gone, c.tasks, c.bytes, c.tenants],
      );
    },
    async rows(client: pg.PoolClient, keys: readonly TaskKey[]): Promise<Map<string, TaskRow | null>> {
      const r = await client.query<TaskRow>(
        `SELECT ${TASK_ROW} FROM ${s}.tasks WHERE (tenant, id) IN (SELECT * FROM unnest($1::text[], $2::text[])) FOR UPDATE`,
        [keys.map((k) => k.tenant), keys.map((k) => k.id)],
      );
      const rows = new Map<string, TaskRow | null>(keys.map((k) => [rowKey(k.tenant, k.id), null]));
      for (const row of r.rows) rows.set(rowKey(row.tenant, row.id), row);
      return rows;
    },
    async flush(client: pg.PoolClient, d: Deferred): Promise<void> {
      const col = (rows: readonly (readonly unknown[])[], i: number) => rows.map((r) => r[i]);
      if (d.tasks.length > 0) {
        // In the order given: the new tasks' seq (ListTasks' order) is their creations'.
        await client.query(
          `INSERT INTO ${s}.tasks (tenant, id, owner, context_id, state, updated_at, seq, version, finished_at, bytes, instance, task) ` +
            `SELECT a, b, c, d, e, f, nextval('${s}.task_order'), 1, g, h, i, j FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], ` +
            "$6::bigint[], $7::bigint[], $8::bigint[], $9::uuid[], $10::text[]) WITH ORDINALITY AS u(a, b, c, d, e, f, g, h, i, j, o) ORDER BY o",
          Array.from({ length: 10 }, (_, i) => col(d.tasks, i)),
        );
      }
      if (d.updates.size > 0) {
        const u = [...d.updates.values()];
        await client.query(
          `UPDATE ${s}.tasks t SET state = u.state, updated_at = u.updated_at, version = u.version, finished_at = u.finished_at, bytes = u.bytes, task = u.task, ` +
            `seq = CASE WHEN u.bump THEN nextval('${s}.task_order') ELSE t.seq END, instance = CASE WHEN u.bump THEN $10::uuid ELSE t.instance END ` +
            "FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::integer[], $6::bigint[], $7::bigint[], $8::text[], $9::boolean[]) " +
            "AS u(tenant, id, state, updated_at, version, finished_at, bytes, task, bump) WHERE t.tenant = u.tenant AND t.id = u.id",
          [
            u.map((x) => x.row.tenant),
            u.map((x) => x.row.id),
            u.map((x) => x.row.state),
            u.map((x) => x.row.updated_at),
            u.map((x) => x.row.version),
            u.map((x) => x.row.finished_at),
            u.map((x) => x.row.bytes),
            u.map((x) => x.row.task),
            u.map((x) => x.bump),
            instance,
          ],
        );
      }
      if (d.events.length > 0) {
        // Only for tasks still there: one a later write of the batch evicted left its events with it.
        await client.query(
          `INSERT INTO ${s}.task_events (tenant, task_id, owner, version, final, events) ` +
            "SELECT a, b, c, d, e, f FROM unnest($1::text[], $2::text[], $3::text[], $4::integer[], $5::boolean[], $6::text[]) AS u(a, b, c, d, e, f) " +
            `WHERE EXISTS (SELECT 1 FROM ${s}.tasks t WHERE t.tenant = u.a AND t.id = u.b)`,
          Array.from({ length: 6 }, (_, i) => col(d.events, i)),
        );
      }
    },
  };
}
