// A file at schema version 1 (the tasks table WITHOUT ROWID) opened by this package: migrated to the
// current version at open with every task, version, push config and pending delivery as it was, and
// a task of 1 to 4 KB of JSON then costs about its size in file instead of the ~5 KB it did (in a
// WITHOUT ROWID table a row past about 1 KB moves its tail to an overflow page of its own; a rowid
// table keeps a row of up to about 4 KB in its page).

import assert from "node:assert/strict";
import { renameSync, rmSync, statSync } from "node:fs";
import { test } from "node:test";
import { openSqliteStores, SCHEMA_VERSION } from "@a2a-bindgen/store-sqlite";
import Database from "better-sqlite3";
import { anon, dbPath, userMessage } from "./support.ts";

// Version 1's schema as the first release wrote it: frozen here, so that a change to the package's
// migration 1 (never allowed) shows as a file this test no longer reproduces.
const VERSION_1 = `CREATE TABLE tasks (
    tenant TEXT NOT NULL, id TEXT NOT NULL, owner TEXT NOT NULL, context_id TEXT NOT NULL, state TEXT NOT NULL,
    updated_at INTEGER NOT NULL, seq INTEGER NOT NULL, version INTEGER NOT NULL, finished_at INTEGER,
    bytes INTEGER NOT NULL, task TEXT NOT NULL, PRIMARY KEY (tenant, id)
  ) WITHOUT ROWID;
  CREATE INDEX tasks_by_seq ON tasks (tenant, owner, seq);
  CREATE INDEX tasks_by_context ON tasks (tenant, owner, context_id, seq);
  CREATE INDEX tasks_by_state ON tasks (tenant, owner, state, seq);
  CREATE INDEX tasks_by_finish ON tasks (tenant, finished_at) WHERE finished_at IS NOT NULL;
  CREATE TABLE tenants (tenant TEXT PRIMARY KEY, tasks INTEGER NOT NULL, bytes INTEGER NOT NULL) WITHOUT ROWID;
  CREATE TABLE push_configs (
    tenant TEXT NOT NULL, owner TEXT NOT NULL, task_id TEXT NOT NULL, id TEXT NOT NULL, seq INTEGER NOT NULL,
    protocol_version TEXT NOT NULL, config TEXT NOT NULL, PRIMARY KEY (tenant, owner, task_id, id)
  ) WITHOUT ROWID;
  CREATE INDEX push_configs_by_task ON push_configs (tenant, task_id);
  CREATE TABLE push_pending (
    seq INTEGER PRIMARY KEY, tenant TEXT NOT NULL, owner TEXT NOT NULL, task_id TEXT NOT NULL, config_id TEXT NOT NULL,
    version INTEGER NOT NULL, idx INTEGER NOT NULL, event TEXT NOT NULL
  );
  CREATE INDEX push_pending_by_task ON push_pending (tenant, task_id, config_id);`;

const TABLES = ["tasks", "tenants", "push_configs", "push_pending"] as const;

/** `path` (closed) rewritten as version 1 left it: a file of migration 1 only, holding the rows the store wrote. */
function asVersion1(path: string): void {
  const v1 = `${path}.v1`;
  const db = new Database(v1);
  db.exec(VERSION_1);
  db.pragma("user_version = 1");
  db.prepare("ATTACH DATABASE ? AS written").run(path);
  for (const table of TABLES) db.exec(`INSERT INTO main.${table} SELECT * FROM written.${table}`);
  db.exec("DETACH DATABASE written");
  db.close();
  rmSync(`${path}-wal`, { force: true });
  rmSync(`${path}-shm`, { force: true });
  renameSync(v1, path);
}

/** Every row of the four tables, in key order. */
function rows(path: string) {
  const db = new Database(path, { readonly: true });
  try {
    return {
      tasks: db.prepare("SELECT * FROM tasks ORDER BY tenant, id").all(),
      tenants: db.prepare("SELECT * FROM tenants ORDER BY tenant").all(),
      configs: db.prepare("SELECT * FROM push_configs ORDER BY tenant, owner, task_id, id").all(),
      pending: db.prepare("SELECT * FROM push_pending ORDER BY seq").all(),
    };
  } finally {
    db.close();
  }
}

/** The file's schema version, the tasks table's definition, and its bytes in use (the free pages left out). */
function shape(path: string) {
  const db = new Database(path, { readonly: true });
  try {
    const pageSize = db.pragma("page_size", { simple: true }) as number;
    const used = (db.pragma("page_count", { simple: true }) as number) - (db.pragma("freelist_count", { simple: true }) as number);
    return {
      version: db.pragma("user_version", { simple: true }) as number,
      sql: (db.prepare("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = 'tasks'").get() as { sql: string }).sql,
      indexes: (db.prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'tasks' ORDER BY name").all() as { name: string }[]).map(
        (r) => r.name,
      ),
      usedBytes: used * pageSize,
    };
  } finally {
    db.close();
  }
}

/** A task whose JSON is about `bytes` long (its message padded), completed, or left waiting for input. */
async function taskOf(s: Awaited<ReturnType<typeof openSqliteStores>>, scope: typeof anon, bytes: number, done = true) {
  const message = { messageId: "m", role: "ROLE_USER" as const, parts: [{ text: "x".repeat(Math.max(0, bytes - 420)) }] };
  const { task } = await s.tasks.create(scope, { message, state: "TASK_STATE_WORKING" });
  await s.tasks.update(scope, task.id!, [{ kind: "artifact", artifact: { artifactId: "a", parts: [{ text: "result" }] } }]);
  const c = await s.tasks.update(scope, task.id!, [{ kind: "status", state: done ? "TASK_STATE_COMPLETED" : "TASK_STATE_INPUT_REQUIRED" }]);
  return c;
}

test("a file at schema version 1 opens migrated, every task, version, push config and pending delivery intact", async (t) => {
  const path = dbPath(t);
  const other = { tenant: "t-2", owner: "alice" };
  let s = await openSqliteStores({ path });
  const commits = [];
  for (const bytes of [300, 440, 1_400, 3_000, 5_000, 20_000]) commits.push(await taskOf(s, anon, bytes));
  commits.push(await taskOf(s, other, 1_400, false));
  const [small] = commits;
  await s.pushConfigs.put(anon, { config: { id: "c-1", taskId: small!.task.id!, url: "https://hook.example/1", token: "é" }, protocolVersion: "1.0" });
  await s.pushConfigs.put(anon, { config: { id: "c-2", taskId: small!.task.id!, url: "https://hook.example/2" }, protocolVersion: "0.3" });
  await s.pushConfigs.put(other, { config: { id: "c-1", taskId: commits[6]!.task.id!, url: "https://hook.example/3" }, protocolVersion: "1.0" });
  await s.pushConfigs.recordDeliveries([
    { scope: anon, taskId: small!.task.id!, configId: "c-1", version: 3, index: 0, response: small!.events[0]! },
    { scope: anon, taskId: small!.task.id!, configId: "c-2", version: 3, index: 0, response: small!.events[0]! },
    { scope: other, taskId: commits[6]!.task.id!, configId: "c-1", version: 3, index: 0, response: commits[6]!.events[0]! },
  ]);
  await s.close();

  asVersion1(path);
  const before = shape(path);
  assert.equal(before.version, 1);
  assert.match(before.sql, /WITHOUT ROWID/);
  const written = rows(path);
  assert.equal(written.tasks.length, 7);
  assert.equal(written.pending.length, 3);

  // An onRecover that changes nothing: no task here is submitted or working, and none may change at open.
  await (await openSqliteStores({ path, onRecover: () => [] })).close();
  const after = shape(path);
  assert.equal(after.version, SCHEMA_VERSION);
  assert.equal(SCHEMA_VERSION, 2);
  assert.doesNotMatch(after.sql, /WITHOUT ROWID/);
  assert.deepEqual(after.indexes, ["sqlite_autoindex_tasks_1", "tasks_by_context", "tasks_by_finish", "tasks_by_seq", "tasks_by_state"]);
  assert.deepEqual(rows(path), written, "every row as version 1 held it");

  s = await openSqliteStores({ path, onRecover: () => [] });

  for (const c of commits) {
    const scope = c === commits[6] ? other : anon;
    const got = await s.tasks.get(scope, c.task.id!);
    assert.equal(got?.version, 3, `task ${c.task.id}: its version`);
    assert.deepEqual(got?.task, c.task, `task ${c.task.id}: the task as committed`);
  }
  assert.equal(await s.tasks.get(anon, commits[6]!.task.id!), undefined, "still scoped by tenant");
  assert.deepEqual(
    (await s.pushConfigs.list(anon, small!.task.id!, {})).configs.map((c) => [c.config.id, c.config.url, c.protocolVersion]),
    [
      ["c-1", "https://hook.example/1", "1.0"],
      ["c-2", "https://hook.example/2", "0.3"],
    ],
  );
  const pending = await s.pushConfigs.pendingDeliveries(10);
  assert.deepEqual(
    pending.map((p) => [p.scope.tenant, p.taskId, p.configId, p.version, p.index]),
    [
      ["", small!.task.id!, "c-1", 3, 0],
      ["", small!.task.id!, "c-2", 3, 0],
      ["t-2", commits[6]!.task.id!, "c-1", 3, 0],
    ],
  );
  assert.deepEqual(pending[2]!.response, commits[6]!.events[0]);
  const listed = await s.tasks.list(anon, { pageSize: 2 });
  assert.equal(listed.totalSize, 6);
  assert.deepEqual(
    listed.tasks?.map((x) => x.id),
    [commits[5]!.task.id, commits[4]!.task.id],
    "newest update first, as before",
  );

  // The migrated table takes writes: an update (its version next), a creation, and (tenant, id) stays unique.
  const waiting = commits[6]!.task.id!;
  const next = await s.tasks.update(other, waiting, [{ kind: "message", message: userMessage("more") }]);
  assert.equal(next.version, 4);
  const fresh = await s.tasks.create(anon, { message: userMessage("new") });
  assert.equal(fresh.version, 1);
  await s.close();
  const db = new Database(path);
  assert.throws(
    () => db.prepare("INSERT INTO tasks SELECT * FROM tasks WHERE id = ?").run(fresh.task.id!),
    /UNIQUE constraint failed: tasks\.tenant, tasks\.id/,
  );
  db.close();

  // Opened again: nothing left to migrate, nothing changed.
  s = await openSqliteStores({ path, onRecover: () => [] });
  assert.equal((await s.tasks.get(other, waiting))?.version, 4);
  await s.close();
});

test("a task of 1,400 bytes of JSON costs under 3,000 bytes of file once migrated (over 4,096 at version 1)", async (t) => {
  const path = dbPath(t);
  const N = 400;
  let s = await openSqliteStores({ path });
  for (let i = 0; i < N; i += 100) await Promise.all(Array.from({ length: 100 }, () => taskOf(s, anon, 1_400)));
  await s.close();
  const json = new Database(path, { readonly: true });
  const { avg } = json.prepare("SELECT avg(length(CAST(task AS BLOB))) AS avg FROM tasks").get() as { avg: number };
  json.close();
  assert.ok(avg > 1_300 && avg < 1_500, `tasks of about 1,400 bytes of JSON, got ${avg}`);

  asVersion1(path);
  // At version 1 a row of 1,400 bytes keeps about 500 in its B-tree page and the rest on an overflow page of its own.
  const v1 = shape(path).usedBytes / N;
  assert.ok(v1 > 4_096, `version 1: ${v1.toFixed(0)} bytes per task, expected over a page`);

  s = await openSqliteStores({ path });
  await s.close();
  // The migration leaves the old table's pages free in the file (new rows reuse them): count the pages in use.
  const v2 = shape(path).usedBytes / N;
  assert.ok(v2 < 3_000, `migrated: ${v2.toFixed(0)} bytes per task, expected under 3,000`);

  // A new file: the same, counted as its size.
  const fresh = dbPath(t);
  s = await openSqliteStores({ path: fresh });
  for (let i = 0; i < N; i += 100) await Promise.all(Array.from({ length: 100 }, () => taskOf(s, anon, 1_400)));
  await s.close();
  const size = statSync(fresh).size / N;
  assert.ok(size < 3_000, `new file: ${size.toFixed(0)} bytes per task, expected under 3,000`);
});
