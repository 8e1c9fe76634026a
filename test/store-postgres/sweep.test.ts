// Retention on PostgreSQL (store-postgres/src/sweep.ts): expired tasks leave in transactions of at most
// 1,000 tasks each (observed by a statement trigger that logs each DELETE's transaction and row count),
// with their events, push configs and deliveries, and the counts follow; events of tasks finished more
// than five minutes ago are pruned while the tasks stay.

import assert from "node:assert/strict";
import { after, test } from "node:test";
import { Sweep } from "../../store-postgres/dist/sweep.js";
import { postgresOrSkip } from "../support/postgres.js";
import { openParts, within } from "./support.js";

const cluster = await postgresOrSkip();
after(() => {
  if (!("skip" in cluster)) cluster.stop();
});
const skip = "skip" in cluster ? cluster.skip : false;
const url = "skip" in cluster ? "" : cluster.createDatabase("sweep");
const scope = { tenant: "", owner: "" };

test("2,500 expired tasks leave in 3 transactions of at most 1,000, with their configs, deliveries and events", { skip }, async () => {
  const clock = { now: Date.UTC(2026, 0, 1) };
  const parts = await openParts(url, "s_batches", { retentionMs: 60_000, now: () => clock.now });
  try {
    const created = await within(
      Promise.all(Array.from({ length: 2_500 }, () => parts.tasks.create(scope, { state: "TASK_STATE_COMPLETED" }))),
      60_000,
      "creations",
    );
    const kept = await parts.tasks.create(scope, { state: "TASK_STATE_WORKING" });
    const some = created[7]!.task.id!;
    await parts.push.put(scope, { config: { id: "c", taskId: some, url: "https://hook.example/" }, protocolVersion: "1.0" });
    await parts.push.recordDeliveries([{ scope, taskId: some, configId: "c", version: 1, index: 0, response: { task: created[7]!.task } }]);
    await parts.pool.query(`
      CREATE TABLE s_batches.deletes (xid bigint, n integer);
      CREATE FUNCTION s_batches.log_deletes() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN INSERT INTO s_batches.deletes SELECT txid_current(), count(*) FROM gone; RETURN NULL; END $$;
      CREATE TRIGGER log_deletes AFTER DELETE ON s_batches.tasks REFERENCING OLD TABLE AS gone
        FOR EACH STATEMENT EXECUTE FUNCTION s_batches.log_deletes();`);
    clock.now += 60_000;
    const sweep = new Sweep(parts.writer, parts.tasks.bounds, "s_batches", () => clock.now);
    const commits = parts.writer.commits;
    assert.equal(await within(sweep.run(), 60_000, "sweep"), 2_500);
    const perTx = await parts.pool.query<{ n: number }>("SELECT sum(n)::int AS n FROM s_batches.deletes WHERE n > 0 GROUP BY xid ORDER BY xid");
    assert.deepEqual(
      perTx.rows.map((r) => r.n),
      [1_000, 1_000, 500],
    );
    assert.ok(parts.writer.commits - commits >= 3);
    const left = await parts.pool.query(
      `SELECT
      (SELECT count(*)::int FROM s_batches.tasks) AS tasks, (SELECT count(*)::int FROM s_batches.task_events WHERE task_id <> $1) AS events,
      (SELECT count(*)::int FROM s_batches.push_configs) AS configs, (SELECT count(*)::int FROM s_batches.push_deliveries) AS deliveries,
      (SELECT tasks::int FROM s_batches.totals) AS total, (SELECT tasks::int FROM s_batches.tenants WHERE tenant = '') AS tenant`,
      [kept.task.id],
    );
    assert.deepEqual(left.rows[0], { tasks: 1, events: 0, configs: 0, deliveries: 0, total: 1, tenant: 1 });
    assert.equal((await parts.tasks.get(scope, kept.task.id!))?.version, 1);
  } finally {
    await parts.close();
  }
});

test("events of tasks finished more than 5 minutes ago are pruned; the tasks and younger events stay", { skip }, async () => {
  const clock = { now: Date.UTC(2026, 0, 1) };
  const parts = await openParts(url, "s_events", { retentionMs: 3_600_000, now: () => clock.now });
  try {
    const old = await parts.tasks.create(scope, { state: "TASK_STATE_WORKING" });
    await parts.tasks.update(scope, old.task.id!, [{ kind: "status", state: "TASK_STATE_COMPLETED" }]);
    clock.now += 4 * 60_000;
    const young = await parts.tasks.create(scope, { state: "TASK_STATE_COMPLETED" });
    const running = await parts.tasks.create(scope, { state: "TASK_STATE_WORKING" });
    clock.now += 60_000 + 1;
    const sweep = new Sweep(parts.writer, parts.tasks.bounds, "s_events", () => clock.now);
    assert.equal(await sweep.run(), 0, "no task expired");
    const events = await parts.pool.query<{ task_id: string; version: number }>("SELECT task_id, version FROM s_events.task_events ORDER BY task_id, version");
    assert.deepEqual(
      events.rows.map((r) => [r.task_id, r.version]),
      [
        [young.task.id, 1],
        [running.task.id, 1],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    assert.equal((await parts.tasks.get(scope, old.task.id!))?.task.status?.state, "TASK_STATE_COMPLETED");
  } finally {
    await parts.close();
  }
});
