// The group commit on PostgreSQL (store-postgres/src/writer.ts): concurrent writes share transactions,
// a write refused in the middle of a batch is rolled back alone, a task's events row is written in the
// transaction (and savepoint) of its commit, one NOTIFY per batch, and the lease fence refuses every
// write once the lease is gone.

import assert from "node:assert/strict";
import { after, test } from "node:test";
import { TaskVersionConflict } from "@a2a-bindgen/server/store";
import pg from "pg";
import { postgresOrSkip } from "../support/postgres.js";
import { openParts, within } from "./support.js";

const cluster = await postgresOrSkip();
after(() => {
  if (!("skip" in cluster)) cluster.stop();
});
const skip = "skip" in cluster ? cluster.skip : false;
const url = "skip" in cluster ? "" : cluster.createDatabase("writer");
const scope = { tenant: "t", owner: "alice" };

test("64 concurrent creations share transactions; each resolves after COMMIT with its events row in the same transaction", { skip }, async () => {
  const parts = await openParts(url, "w_batch");
  try {
    const before = { commits: parts.writer.commits, writes: parts.writer.writes };
    const created = await within(
      Promise.all(Array.from({ length: 64 }, () => parts.tasks.create(scope, { state: "TASK_STATE_WORKING" }))),
      10_000,
      "creations",
    );
    const commits = parts.writer.commits - before.commits;
    assert.equal(parts.writer.writes - before.writes, 64);
    assert.ok(commits < 64 && commits >= 1, `64 writes took ${commits} commits`);
    process.stderr.write(`64 concurrent creations: ${commits} commits (${(commits / 64).toFixed(3)} per write)\n`);
    // Resolved: committed, so another connection sees every task and its version-1 events row, made by
    // the same (sub)transaction as the task row (the same xmin).
    const ids = created.map((c) => c.task.id!);
    const rows = await parts.pool.query<{ id: string; same: boolean; events: string; final: boolean }>(
      "SELECT t.id, t.xmin::text = e.xmin::text AS same, e.events, e.final FROM w_batch.tasks t JOIN w_batch.task_events e ON e.tenant = t.tenant AND e.task_id = t.id AND e.version = 1 WHERE t.id = ANY($1)",
      [ids],
    );
    assert.equal(rows.rows.length, 64);
    for (const r of rows.rows) {
      assert.equal(r.same, true, `task ${r.id}: its events row was written by another transaction`);
      assert.equal(r.final, false);
      assert.deepEqual(JSON.parse(r.events), [{ task: created.find((c) => c.task.id === r.id)!.task }]);
    }
    const instances = await parts.pool.query<{ instance: string }>("SELECT DISTINCT instance::text FROM w_batch.tasks");
    assert.deepEqual(instances.rows, [{ instance: parts.lease.instance }], "every task write sets tasks.instance to this instance");
  } finally {
    await parts.close();
  }
});

test("a write refused in the middle of a batch changes nothing; the writes around it commit", { skip }, async () => {
  const parts = await openParts(url, "w_middle");
  try {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => parts.tasks.create(scope, { state: "TASK_STATE_WORKING" })));
    const commitsBefore = parts.writer.commits;
    const results = await within(
      Promise.allSettled([
        parts.tasks.update(scope, a!.task.id!, [{ kind: "status", state: "TASK_STATE_COMPLETED" }], { expectedVersion: 1 }),
        parts.tasks.update(scope, b!.task.id!, [{ kind: "artifact", artifact: { artifactId: "x", parts: [{ text: "lost" }] } }], { expectedVersion: 7 }),
        parts.tasks.update(scope, c!.task.id!, [{ kind: "status", state: "TASK_STATE_FAILED" }], { expectedVersion: 1 }),
      ]),
      10_000,
      "updates",
    );
    assert.equal(parts.writer.commits - commitsBefore, 1, "the three updates shared one transaction");
    assert.equal(results[0].status, "fulfilled");
    assert.equal(results[2].status, "fulfilled");
    assert.equal(results[1].status, "rejected");
    assert.ok((results[1] as PromiseRejectedResult).reason instanceof TaskVersionConflict);
    assert.equal((await parts.tasks.get(scope, a!.task.id!))?.task.status?.state, "TASK_STATE_COMPLETED");
    assert.equal((await parts.tasks.get(scope, c!.task.id!))?.task.status?.state, "TASK_STATE_FAILED");
    const kept = await parts.tasks.get(scope, b!.task.id!);
    assert.equal(kept?.version, 1);
    assert.equal(kept?.task.artifacts, undefined);
    const events = await parts.pool.query("SELECT version FROM w_middle.task_events WHERE task_id = $1", [b!.task.id]);
    assert.deepEqual(events.rows, [{ version: 1 }], "the refused update left no events row");
    const finals = await parts.pool.query("SELECT task_id, final FROM w_middle.task_events WHERE version = 2 ORDER BY task_id");
    assert.deepEqual(
      finals.rows.map((r) => r.final),
      [true, true],
    );
  } finally {
    await parts.close();
  }
});

test("one NOTIFY per batch names every task the batch committed", { skip }, async () => {
  const parts = await openParts(url, "w_notify");
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  try {
    const heard: string[] = [];
    listener.on("notification", (m) => heard.push(m.payload ?? ""));
    await listener.query('LISTEN "a2a_w_notify_events"');
    const before = parts.writer.commits;
    const created = await Promise.all(Array.from({ length: 20 }, () => parts.tasks.create(scope, {})));
    const commits = parts.writer.commits - before;
    const deadline = Date.now() + 5_000;
    while (heard.length < commits && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    assert.equal(heard.length, commits, "one notification per committed batch");
    const entries = heard.flatMap((p) => (JSON.parse(p) as { i: string; e: [string, number, number][] }).e);
    assert.deepEqual(entries.map((e) => e[0]).sort(), created.map((c) => c.task.id).sort());
    assert.ok(entries.every((e) => e[1] === 1 && e[2] === 0));
    assert.ok(heard.every((p) => JSON.parse(p).i === parts.lease.instance));
  } finally {
    await listener.end();
    await parts.close();
  }
});

test("once the lease is gone, every write is refused and nothing is written", { skip }, async () => {
  const parts = await openParts(url, "w_fence");
  try {
    const kept = await parts.tasks.create(scope, { state: "TASK_STATE_WORKING" });
    // Another instance took this one over: its row is gone.
    await parts.pool.query("DELETE FROM w_fence.instances WHERE id = $1", [parts.lease.instance]);
    const results = await Promise.allSettled([
      parts.tasks.create(scope, {}),
      parts.tasks.update(scope, kept.task.id!, [{ kind: "status", state: "TASK_STATE_COMPLETED" }]),
    ]);
    for (const r of results) {
      assert.equal(r.status, "rejected");
      assert.equal((r as PromiseRejectedResult).reason.name, "LeaseLostError");
    }
    const count = await parts.pool.query("SELECT count(*)::int AS n FROM w_fence.tasks");
    assert.equal(count.rows[0].n, 1);
    assert.equal((await parts.tasks.get(scope, kept.task.id!))?.version, 1);
  } finally {
    await parts.close();
  }
});

test("a write the database refuses after the batch began (a trigger here) fails alone; the batch's other writes commit", { skip }, async () => {
  const parts = await openParts(url, "w_refused");
  try {
    const [a, b] = await Promise.all([1, 2].map(() => parts.tasks.create(scope, { state: "TASK_STATE_WORKING" })));
    await parts.pool.query(`
      CREATE FUNCTION w_refused.refuse() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN IF NEW.task LIKE '%boom%' THEN RAISE EXCEPTION 'refused by a trigger'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse BEFORE INSERT OR UPDATE ON w_refused.tasks FOR EACH ROW EXECUTE FUNCTION w_refused.refuse();`);
    const boom = { kind: "artifact" as const, artifact: { artifactId: "x", parts: [{ text: "boom" }] } };
    const results = await within(
      Promise.allSettled([
        parts.tasks.create(scope, { metadata: { note: "fine" } }),
        parts.tasks.create(scope, { metadata: { note: "boom" } }), // refused when the batch inserts its new tasks
        parts.tasks.update(scope, a!.task.id!, [boom]), // refused by its own UPDATE
        parts.tasks.update(scope, b!.task.id!, [{ kind: "status", state: "TASK_STATE_COMPLETED" }]),
        parts.tasks.create(scope, { metadata: { note: "also fine" } }),
      ]),
      10_000,
      "writes",
    );
    assert.deepEqual(
      results.map((r) => r.status),
      ["fulfilled", "rejected", "rejected", "fulfilled", "fulfilled"],
    );
    for (const i of [1, 2]) assert.match(String((results[i] as PromiseRejectedResult).reason), /refused by a trigger/);
    const notes = await parts.pool.query<{ note: string }>(
      "SELECT task::json->'metadata'->>'note' AS note FROM w_refused.tasks WHERE task LIKE '%note%' ORDER BY note",
    );
    assert.deepEqual(
      notes.rows.map((r) => r.note),
      ["also fine", "fine"],
    );
    assert.equal((await parts.tasks.get(scope, a!.task.id!))?.version, 1, "the refused update changed nothing");
    assert.equal((await parts.tasks.get(scope, b!.task.id!))?.task.status?.state, "TASK_STATE_COMPLETED");
    const counts = await parts.pool.query("SELECT (SELECT tasks::int FROM w_refused.totals) AS total, (SELECT count(*)::int FROM w_refused.tasks) AS rows");
    assert.deepEqual(counts.rows[0], { total: 4, rows: 4 }, "the counts are the rows'");
  } finally {
    await parts.close();
  }
});

test("writes of one task in one batch see each other: versions follow, a config's bytes stay with the task, the counts are the rows'", { skip }, async () => {
  const parts = await openParts(url, "w_same");
  try {
    const { task } = await parts.tasks.create(scope, { state: "TASK_STATE_WORKING" });
    const id = task.id!;
    const commits = parts.writer.commits;
    const [one, , two, three] = await within(
      Promise.all([
        parts.tasks.update(scope, id, [{ kind: "artifact", artifact: { artifactId: "a", parts: [{ text: "1" }] } }]),
        parts.push.put(scope, { config: { id: "c", taskId: id, url: "https://hook.example/" }, protocolVersion: "1.0" }),
        parts.tasks.update(scope, id, [{ kind: "artifact", artifact: { artifactId: "a", parts: [{ text: "2" }] }, append: true }], { expectedVersion: 2 }),
        parts.tasks.update(scope, id, [{ kind: "status", state: "TASK_STATE_COMPLETED" }]),
      ]),
      10_000,
      "writes",
    );
    assert.equal(parts.writer.commits - commits, 1, "one batch");
    assert.deepEqual([one.version, two.version, three.version], [2, 3, 4]);
    const got = await parts.tasks.get(scope, id);
    assert.equal(got?.version, 4);
    assert.deepEqual(got?.task.artifacts?.[0]?.parts, [{ text: "1" }, { text: "2" }]);
    const events = await parts.pool.query<{ version: number; final: boolean }>(
      "SELECT version, final FROM w_same.task_events WHERE task_id = $1 ORDER BY version",
      [id],
    );
    assert.deepEqual(
      events.rows.map((r) => [r.version, r.final]),
      [
        [1, false],
        [2, false],
        [3, false],
        [4, true],
      ],
    );
    const bytes = await parts.pool.query(
      `SELECT t.bytes::int AS row, octet_length(t.task) + (SELECT sum(octet_length(config) + octet_length(protocol_version))::int FROM w_same.push_configs) AS measured,
        (SELECT bytes::int FROM w_same.tenants WHERE tenant = $2) AS tenant, (SELECT bytes::int FROM w_same.totals) AS total
       FROM w_same.tasks t WHERE t.id = $1`,
      [id, scope.tenant],
    );
    const b = bytes.rows[0];
    assert.equal(b.row, b.measured, "the task's bytes: its JSON and its config's row");
    assert.equal(b.tenant, b.row);
    assert.equal(b.total, b.row);
  } finally {
    await parts.close();
  }
});
