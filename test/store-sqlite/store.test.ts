// The SQLite stores through their public entry: what is acknowledged survives close and reopen; the
// schema is versioned; concurrent writes share fsyncs; the bounds hold; bytes on disk per small task.

import assert from "node:assert/strict";
import { copyFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { test } from "node:test";
import { openSqliteStores, SCHEMA_VERSION } from "@a2a-bindgen/store-sqlite";
import { TaskVersionConflict } from "@a2a-bindgen/server";
import Database from "better-sqlite3";
import { anon, dbPath, userMessage } from "./support.ts";

test("a task, its updates and push configs survive close and reopen", async (t) => {
  const path = dbPath(t);
  let s = await openSqliteStores({ path });
  const created = await s.tasks.create(anon, { message: userMessage("hi") });
  assert.equal(created.version, 1);
  const id = created.task.id!;
  const c = await s.tasks.update(anon, id, [
    { kind: "status", state: "TASK_STATE_WORKING" },
    { kind: "artifact", artifact: { artifactId: "a1", parts: [{ text: "part 1" }] } },
    { kind: "artifact", artifact: { artifactId: "a1", parts: [{ text: "part 2" }] }, append: true, lastChunk: true },
  ]);
  assert.equal(c.version, 2);
  assert.equal(c.state, "TASK_STATE_WORKING");
  assert.equal(c.events.length, 3);
  assert.equal(c.events[2]!.artifactUpdate?.append, true);
  await s.pushConfigs.put(anon, { config: { id: "c1", taskId: id, url: "https://example.com/hook" }, protocolVersion: "1.0" });
  await s.pushConfigs.recordDeliveries([{ scope: anon, taskId: id, configId: "c1", version: 2, index: 0, response: c.events[0]! }]);
  await s.close();

  // An onRecover that changes nothing leaves the working task as it was (the default would fail it).
  const seen: string[] = [];
  s = await openSqliteStores({ path, onRecover: (task) => (seen.push(task.id!), []) });
  assert.deepEqual(seen, [id]);
  assert.equal(s.recovered, 0);
  const got = await s.tasks.get(anon, id);
  assert.equal(got?.version, 2);
  assert.equal(got?.task.status?.state, "TASK_STATE_WORKING");
  assert.deepEqual(
    got?.task.artifacts?.[0]?.parts?.map((p) => p.text),
    ["part 1", "part 2"],
  );
  assert.equal(got?.task.history?.[0]?.taskId, id);
  assert.equal((await s.pushConfigs.get(anon, id, "c1"))?.config.url, "https://example.com/hook");
  const pending = await s.pushConfigs.pendingDeliveries(10);
  assert.equal(pending.length, 1);
  assert.equal(pending[0]!.version, 2);
  assert.deepEqual(pending[0]!.response, c.events[0]);
  await s.pushConfigs.settleDelivery(pending[0]!.id);
  assert.equal((await s.pushConfigs.pendingDeliveries(10)).length, 0);
  await s.close();
});

test("the schema version is recorded; a file from a newer schema is refused, naming both versions", async (t) => {
  const path = dbPath(t);
  await (await openSqliteStores({ path })).close();
  const db = new Database(path);
  assert.equal(db.pragma("user_version", { simple: true }), SCHEMA_VERSION);
  db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
  db.close();
  await assert.rejects(openSqliteStores({ path }), new RegExp(`schema version ${SCHEMA_VERSION + 1} .* up to ${SCHEMA_VERSION}`));
});

test("a file that is not a database is refused, naming the file", async (t) => {
  const path = dbPath(t);
  writeFileSync(path, "not a database, just text ".repeat(100));
  await assert.rejects(openSqliteStores({ path }), (e: Error) => e.message.includes(path));
});

test("concurrent creates share commits: fewer fsyncs than writes", async (t) => {
  const s = await openSqliteStores({ path: dbPath(t) });
  const before = s.stats();
  await Promise.all(Array.from({ length: 64 }, (_, i) => s.tasks.create(anon, { message: userMessage(`m${i}`) })));
  const commits = s.stats().commits - before.commits;
  assert.equal(s.stats().writes - before.writes, 64);
  assert.ok(commits < 8, `${commits} commits for 64 writes`);
  assert.ok(s.stats().syncs - before.syncs <= commits, "at most one fsync per commit");
  await s.close();
});

test("optimistic concurrency: two writers at one version, the second is refused and changes nothing", async (t) => {
  const s = await openSqliteStores({ path: dbPath(t) });
  const { task } = await s.tasks.create(anon, {});
  const a = s.tasks.update(anon, task.id!, [{ kind: "status", state: "TASK_STATE_WORKING" }], { expectedVersion: 1 });
  const b = s.tasks.update(anon, task.id!, [{ kind: "status", state: "TASK_STATE_FAILED" }], { expectedVersion: 1 });
  const refused = assert.rejects(b, (e) => e instanceof TaskVersionConflict && e.expected === 1 && e.actual === 2);
  assert.equal((await a).version, 2);
  await refused;
  assert.equal((await s.tasks.get(anon, task.id!))?.task.status?.state, "TASK_STATE_WORKING");
  await s.close();
});

test("another owner or tenant sees no task; a finished task takes no update", async (t) => {
  const s = await openSqliteStores({ path: dbPath(t) });
  const { task } = await s.tasks.create({ tenant: "t1", owner: "alice" }, {});
  assert.equal(await s.tasks.get({ tenant: "t1", owner: "bob" }, task.id!), undefined);
  assert.equal(await s.tasks.get({ tenant: "t2", owner: "alice" }, task.id!), undefined);
  await assert.rejects(s.tasks.update({ tenant: "t1", owner: "bob" }, task.id!, [{ kind: "status", state: "TASK_STATE_WORKING" }]), {
    name: "TaskNotFoundError",
  });
  assert.equal((await s.tasks.list({ tenant: "t1", owner: "bob" }, {})).totalSize, 0);
  await s.tasks.update({ tenant: "t1", owner: "alice" }, task.id!, [{ kind: "status", state: "TASK_STATE_COMPLETED" }]);
  await assert.rejects(s.tasks.update({ tenant: "t1", owner: "alice" }, task.id!, [{ kind: "status", state: "TASK_STATE_WORKING" }]), /terminal state/);
  await s.close();
});

test("ListTasks: filters by context and status, newest first, pages without repeats", async (t) => {
  const s = await openSqliteStores({ path: dbPath(t) });
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) ids.push((await s.tasks.create(anon, { contextId: i % 2 === 0 ? "even" : "odd" })).task.id!);
  await s.tasks.update(anon, ids[0]!, [{ kind: "status", state: "TASK_STATE_WORKING" }]);
  const even = await s.tasks.list(anon, { contextId: "even" });
  assert.deepEqual(
    even.tasks.map((x) => x.id),
    [ids[0], ids[4], ids[2]],
  );
  assert.equal(even.totalSize, 3);
  const working = await s.tasks.list(anon, { status: "TASK_STATE_WORKING" });
  assert.deepEqual(
    working.tasks.map((x) => x.id),
    [ids[0]],
  );
  const p1 = await s.tasks.list(anon, { pageSize: 2 });
  const p2 = await s.tasks.list(anon, { pageSize: 2, pageToken: p1.nextPageToken });
  const p3 = await s.tasks.list(anon, { pageSize: 2, pageToken: p2.nextPageToken });
  assert.deepEqual(
    [...p1.tasks, ...p2.tasks, ...p3.tasks].map((x) => x.id),
    [ids[0], ids[4], ids[3], ids[2], ids[1]],
  );
  assert.equal(p3.nextPageToken, "");
  await assert.rejects(s.tasks.list(anon, { pageSize: 101 }), /pageSize/);
  await assert.rejects(s.tasks.list(anon, { pageToken: "x" }), /pageToken/);
  await s.close();
});

test("bounds: a tenant past its quota evicts its own oldest finished task, configs with it; refused without one", async (t) => {
  const s = await openSqliteStores({ path: dbPath(t), maxTasks: 4, maxTenants: 2, tenantQuota: { tasks: 1 } });
  // maxTasks 4, 2 tenants × 1 reserved: tenant "" may hold 1 + 2 shared = 3.
  const a = (await s.tasks.create(anon, {})).task.id!;
  await s.tasks.create(anon, {});
  await s.tasks.create(anon, {});
  await assert.rejects(s.tasks.create(anon, {}), /tenant tasks.*no finished task to evict/);
  await s.tasks.update(anon, a, [{ kind: "status", state: "TASK_STATE_COMPLETED" }]);
  await s.pushConfigs.put(anon, { config: { id: "c", taskId: a, url: "https://example.com/h" }, protocolVersion: "1.0" });
  await s.tasks.create(anon, {});
  assert.equal(await s.tasks.get(anon, a), undefined);
  assert.equal(await s.pushConfigs.get(anon, a, "c"), undefined);
  await s.close();
});

test("retention: a finished task is gone retentionMs after it finished (reads, lists, and the file)", async (t) => {
  let now = 1_000_000;
  const path = dbPath(t);
  const s = await openSqliteStores({ path, retentionMs: 1_000, now: () => now });
  const { task } = await s.tasks.create(anon, { state: "TASK_STATE_WORKING" });
  await s.tasks.update(anon, task.id!, [{ kind: "status", state: "TASK_STATE_COMPLETED" }]);
  now += 999;
  assert.ok(await s.tasks.get(anon, task.id!));
  now += 1;
  assert.equal(await s.tasks.get(anon, task.id!), undefined);
  assert.equal((await s.tasks.list(anon, {})).totalSize, 0);
  await s.close();
  // The next open sweeps it out of the file.
  await (await openSqliteStores({ path, retentionMs: 1_000, now: () => now })).close();
  const db = new Database(path);
  assert.equal((db.prepare("SELECT count(*) AS c FROM tasks").get() as { c: number }).c, 0);
  assert.equal((db.prepare("SELECT count(*) AS c FROM tenants").get() as { c: number }).c, 0);
  db.close();
});

test("maxTaskBytes and maxArtifacts refuse the write and change nothing", async (t) => {
  const s = await openSqliteStores({ path: dbPath(t), maxTaskBytes: 2_000, maxArtifacts: 1 });
  const { task } = await s.tasks.create(anon, {});
  await assert.rejects(s.tasks.update(anon, task.id!, [{ kind: "message", message: userMessage("x".repeat(3_000)) }]), /task bytes.*maxTaskBytes/);
  await s.tasks.update(anon, task.id!, [{ kind: "artifact", artifact: { artifactId: "a", parts: [{ text: "1" }] } }]);
  await assert.rejects(s.tasks.update(anon, task.id!, [{ kind: "artifact", artifact: { artifactId: "b", parts: [{ text: "2" }] } }]), /task artifacts/);
  const got = await s.tasks.get(anon, task.id!);
  assert.equal(got?.version, 2);
  assert.equal(got?.task.history, undefined);
  await s.close();
});

test("bytes on disk per small task (printed; documented in docs/stores.md)", async (t) => {
  const path = dbPath(t);
  const s = await openSqliteStores({ path });
  const N = 2_000;
  for (let i = 0; i < N; i += 100) {
    await Promise.all(
      Array.from({ length: 100 }, async (_, j) => {
        const { task } = await s.tasks.create(anon, { message: userMessage(`task ${i + j}`) });
        await s.tasks.update(anon, task.id!, [
          { kind: "status", state: "TASK_STATE_WORKING" },
          { kind: "artifact", artifact: { artifactId: "a", parts: [{ text: `echo: task ${i + j}` }] } },
          { kind: "status", state: "TASK_STATE_COMPLETED" },
        ]);
      }),
    );
  }
  await s.close(); // checkpoints the WAL into the file
  const perTask = statSync(path).size / N;
  console.log(`# bytes on disk per small task: ${Math.round(perTask)}`);
  // A small task's JSON is about 500 bytes; with its index entries and page slack a row should stay well under 2 KiB.
  assert.ok(perTask > 300 && perTask < 2048, `${perTask}`);
});

test("bounds: eviction takes the oldest finished tasks in order, across pages, after a clock step back and after reopen", async (t) => {
  const path = dbPath(t);
  let now = 10_000;
  const options = { path, maxTasks: 200, maxTenants: 1, now: () => now };
  let s = await openSqliteStores(options);
  // The model: every task in the file, and the finished ones in the order they must leave (finished_at, then age).
  const held = new Set<string>();
  let finished: string[] = [];
  const create = async (state?: "TASK_STATE_COMPLETED") => {
    now++;
    const id = (await s.tasks.create(anon, { state })).task.id!;
    if (held.size === 200) held.delete(finished.shift()!);
    held.add(id);
    if (state !== undefined) finished.push(id);
    return id;
  };
  // The open store holds the file's lock: what is on disk is read from a copy of the file and its WAL.
  const inFile = () => {
    const copy = `${path}.copy`;
    for (const suffix of ["", "-wal"]) copyFileSync(`${path}${suffix}`, `${copy}${suffix}`);
    const db = new Database(copy, { readonly: true });
    const ids = new Set((db.prepare("SELECT id FROM tasks").all() as { id: string }[]).map((r) => r.id));
    db.close();
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${copy}${suffix}`, { force: true });
    return ids;
  };
  for (let i = 0; i < 150; i++) await create("TASK_STATE_COMPLETED");
  const working: string[] = [];
  // 50 fill the store; the next 100 each evict one, more than one page of the oldest read at a time.
  for (let i = 0; i < 150; i++) working.push(await create());
  assert.equal(finished.length, 50);
  assert.deepEqual(inFile(), held);
  // A task that finishes while the clock stands before every other finish is the oldest: it leaves next.
  now = 5_000;
  await s.tasks.update(anon, working[0]!, [{ kind: "status", state: "TASK_STATE_COMPLETED" }]);
  finished = [working[0]!, ...finished];
  now = 20_000;
  await create();
  assert.ok(!inFile().has(working[0]!));
  // Reopened, the holdings are read from the file: the next creation still evicts the oldest.
  await s.close();
  s = await openSqliteStores(options);
  await create();
  await create();
  assert.deepEqual(inFile(), held);
  await s.close();
});
