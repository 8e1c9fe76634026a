// The SQLite store's durable defaults and its bounded sweep (issue 38, "Durable defaults sized for disk"):
// a single-tenant store keeps every task until its retention ends, far past the in-memory store's 5,320;
// expired tasks leave in transactions of at most 1,000 (docs/stores.md, SQLite "Bounds"), reads answering
// between them; the holdings stay what the file holds; ListTasks' totalSize never counts an expired task
// the sweep has not removed yet.

import assert from "node:assert/strict";
import { copyFileSync, rmSync } from "node:fs";
import { test } from "node:test";
import { defaults, durableDefaults } from "@a2a-bindgen/server/store";
import { openSqliteStores, type SqliteStores } from "@a2a-bindgen/store-sqlite";
import Database from "better-sqlite3";
import { anon, dbPath, userMessage } from "./support.ts";

/** What one tenant alone may hold before it evicts: its quota and the shared half, i.e. all but the other tenants' reservations (docs/stores.md). */
const alone = (d: { maxTasks: number; maxTenants: number }) => d.maxTasks - (d.maxTenants - 1) * Math.floor(d.maxTasks / (2 * d.maxTenants));

/** `count` writes, `batch` at a time (each batch shares commits), in order. */
async function inBatches<T>(count: number, batch: number, write: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += batch) out.push(...(await Promise.all(Array.from({ length: Math.min(batch, count - i) }, (_, j) => write(i + j)))));
  return out;
}

/** The file's rows as they stand, read from a copy (the open store holds the file's lock). */
function rowsInFile(path: string): { tasks: number; tenants: { tenant: string; tasks: number; bytes: number }[]; bytes: number } {
  const copy = `${path}.copy`;
  for (const suffix of ["", "-wal"]) copyFileSync(`${path}${suffix}`, `${copy}${suffix}`);
  const db = new Database(copy, { readonly: true });
  const tasks = (db.prepare("SELECT count(*) AS c FROM tasks").get() as { c: number }).c;
  const bytes = (db.prepare("SELECT coalesce(sum(bytes), 0) AS b FROM tasks").get() as { b: number }).b;
  const tenants = db.prepare("SELECT tenant, tasks, bytes FROM tenants ORDER BY tenant").all() as { tenant: string; tasks: number; bytes: number }[];
  db.close();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${copy}${suffix}`, { force: true });
  return { tasks, tenants, bytes };
}

test("durable defaults: a single tenant keeps 20,000 finished tasks, none evicted (the in-memory defaults kept 5,320)", async (t) => {
  const N = 20_000;
  // The rule, not the store's output: 1,000,000 − 15 × 31,250 = 531,250 tasks, and 4 GiB − 15 × 128 MiB of bytes.
  assert.ok(N <= alone(durableDefaults), `${N} tasks fit ${alone(durableDefaults)}`);
  assert.ok(N > alone(defaults), `with the in-memory defaults (${alone(defaults)}) the first would have been evicted: the test would see it`);
  const s = await openSqliteStores({ path: dbPath(t) });
  t.after(() => s.close());
  const ids = await inBatches(
    N,
    1_000,
    async (i) => (await s.tasks.create(anon, { message: userMessage(`task ${i}`), state: "TASK_STATE_COMPLETED" })).task.id!,
  );
  // ~500 bytes each: far under 2,176 MiB, so the bytes bound evicts nothing either.
  const first = await s.tasks.get(anon, ids[0]!);
  assert.equal(first?.task.status?.state, "TASK_STATE_COMPLETED");
  assert.equal(first?.task.history?.[0]?.parts?.[0]?.text, "task 0");
  assert.ok(await s.tasks.get(anon, ids[N / 2]!));
  assert.equal((await s.tasks.list(anon, { pageSize: 1 })).totalSize, N);
});

/** Opens a store whose clock the test sets, with `retentionMs`. */
async function clocked(path: string, retentionMs: number, more: object = {}): Promise<{ s: SqliteStores; clock: { now: number } }> {
  const clock = { now: 1_000_000 };
  const s = await openSqliteStores({ path, retentionMs, now: () => clock.now, ...more });
  return { s, clock };
}

test("the sweep: 2,500 expired tasks leave in 3 transactions of at most 1,000; reads answer between them; the counts stay right", async (t) => {
  const path = dbPath(t);
  // retentionMs 1 s: the sweep's timer runs every second.
  const { s, clock } = await clocked(path, 1_000);
  t.after(() => s.close());
  await inBatches(2_500, 500, (i) => s.tasks.create(anon, { message: userMessage(`old ${i}`), state: "TASK_STATE_COMPLETED" }));
  const live = (await s.tasks.create(anon, { message: userMessage("live") })).task.id!;
  assert.equal(rowsInFile(path).tasks, 2_501);
  clock.now += 1_000; // every finished task is now past its retention; the working one stays
  const start = s.stats().commits;
  const removed: number[] = [];
  let midway = 0;
  let inFile = 2_501;
  const deadline = Date.now() + 10_000;
  // Each turn of the event loop: a commit seen is read back from the file; between two, reads must answer.
  while (inFile > 1) {
    assert.ok(Date.now() < deadline, `swept to ${inFile} tasks in 10 s`);
    await new Promise((r) => setImmediate(r));
    const commits = s.stats().commits;
    if (commits === start + removed.length) continue;
    const now = rowsInFile(path).tasks;
    removed.push(inFile - now);
    inFile = now;
    if (inFile > 1) {
      assert.equal((await s.tasks.get(anon, live))?.task.status?.state, "TASK_STATE_SUBMITTED");
      const listed = await s.tasks.list(anon, {});
      assert.deepEqual(
        listed.tasks.map((x) => x.id),
        [live],
      );
      assert.equal(listed.totalSize, 1);
      if (s.stats().commits === commits) midway++;
    }
  }
  const sweeping = removed.filter((r) => r > 0);
  assert.equal(sweeping.length, 3, `tasks removed per commit: ${removed}`);
  for (const r of sweeping) assert.ok(r <= 1_000, `a transaction removed ${r} tasks: ${removed}`);
  assert.equal(midway, 2, "reads answered between the first and second, and the second and third transactions");
  // The holdings: the tenants table says what the tasks left hold.
  const after = rowsInFile(path);
  assert.equal(after.tasks, 1);
  assert.deepEqual(after.tenants, [{ tenant: "", tasks: 1, bytes: after.bytes }]);
});

test("a tenant's place held by expired tasks: the write removes them, a batch at a time, until it has it", async (t) => {
  const path = dbPath(t);
  // maxTenants 2: the default tenant and one named tenant. retentionMs 1 h: no timer runs during the test.
  const { s, clock } = await clocked(path, 3_600_000, { maxTenants: 2 });
  t.after(() => s.close());
  const a = { tenant: "a", owner: "" };
  const b = { tenant: "b", owner: "" };
  await inBatches(2_500, 500, (i) => s.tasks.create(a, { message: userMessage(`a ${i}`), state: "TASK_STATE_COMPLETED" }));
  await assert.rejects(s.tasks.create(b, {}), /tenants/);
  clock.now += 3_600_000;
  // Tenant "a" holds only expired tasks: its place is free once they left, so "b" is admitted.
  const created = await s.tasks.create(b, { message: userMessage("b") });
  assert.ok(await s.tasks.get(b, created.task.id!));
  const after = rowsInFile(path);
  assert.equal(after.tasks, 1);
  assert.deepEqual(after.tenants, [{ tenant: "b", tasks: 1, bytes: after.bytes }]);
});

test("shared room held by another tenant's expired tasks: the write removes a batch, enough for it; the sweep is called for the rest", async (t) => {
  const path = dbPath(t);
  // maxTasks 4,000 and 2 tenants: 1,000 reserved each, 2,000 shared. retentionMs 1 h: the timer runs every minute, not in this test.
  const { s, clock } = await clocked(path, 3_600_000, { maxTasks: 4_000, maxTenants: 2 });
  t.after(() => s.close());
  const a = { tenant: "a", owner: "" };
  // "a" takes its quota and the whole shared room with finished tasks; "" its quota with working ones.
  await inBatches(3_000, 500, (i) => s.tasks.create(a, { message: userMessage(`a ${i}`), state: "TASK_STATE_COMPLETED" }));
  await inBatches(1_000, 500, () => s.tasks.create(anon, {}));
  await assert.rejects(s.tasks.create(anon, {}), /tenant tasks/);
  clock.now += 3_600_000;
  // One batch of "a"'s expired tasks gives back 1,000 of the shared room: the write has its room.
  await s.tasks.create(anon, {});
  const deadline = Date.now() + 5_000;
  // The other 2,000 leave with the sweep the write called, long before its timer.
  while (rowsInFile(path).tasks > 1_001) {
    assert.ok(Date.now() < deadline, `${rowsInFile(path).tasks} tasks left after 5 s`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const after = rowsInFile(path);
  assert.equal(after.tasks, 1_001);
  assert.deepEqual(
    after.tenants.map((x) => [x.tenant, x.tasks]),
    [["", 1_001]],
  );
});

test("ListTasks' totalSize counts no expired task the sweep has not removed yet, with and without filters", async (t) => {
  // retentionMs 1 min: the sweep's timer (every minute, unref'd) does not run during the test.
  const { s, clock } = await clocked(dbPath(t), 60_000);
  t.after(() => s.close());
  const bob = { tenant: "", owner: "bob" };
  const make = (scope: typeof anon, contextId: string, state?: "TASK_STATE_COMPLETED") => s.tasks.create(scope, { contextId, state });
  await make(anon, "c1", "TASK_STATE_COMPLETED");
  await make(anon, "c2", "TASK_STATE_COMPLETED");
  await make(bob, "c1", "TASK_STATE_COMPLETED");
  clock.now += 30_000;
  await make(anon, "c1", "TASK_STATE_COMPLETED");
  await make(anon, "c1");
  await make(bob, "c1");
  clock.now += 30_000; // the first three expired: gone for reads, still in the file
  assert.equal((await s.tasks.list(anon, {})).totalSize, 2);
  assert.equal((await s.tasks.list(anon, { contextId: "c1" })).totalSize, 2);
  assert.equal((await s.tasks.list(anon, { contextId: "c2" })).totalSize, 0);
  assert.equal((await s.tasks.list(anon, { status: "TASK_STATE_COMPLETED" })).totalSize, 1);
  assert.equal((await s.tasks.list(anon, { status: "TASK_STATE_SUBMITTED", contextId: "c1" })).totalSize, 1);
  assert.equal((await s.tasks.list(bob, {})).totalSize, 1);
  assert.equal((await s.tasks.list(bob, { statusTimestampAfter: new Date(0).toISOString() })).totalSize, 1);
});
