// What the SQLite store counts, read back from the file: a task's bytes are the UTF-8 bytes of its row's
// JSON and of its push configs' rows (JSON and protocol version), and each tenant's bytes the sum of its
// tasks', through creates, updates, configs put, replaced and deleted, and evictions (the conformance
// kit checks the bounds these counts enforce; this checks that the counts never drift). A file written
// before configs counted keeps working: deleting a config it never counted gives nothing back.

import assert from "node:assert/strict";
import { test } from "node:test";
import { openSqliteStores } from "@a2a-bindgen/store-sqlite";
import Database from "better-sqlite3";
import { anon, dbPath, userMessage } from "./support.ts";

const utf8 = (s: string) => Buffer.byteLength(s, "utf8");
const config = (taskId: string, id: string, token: string) => ({ config: { id, taskId, url: `https://hook.example/${id}`, token }, protocolVersion: "1.0" });

/** Every task's bytes and every tenant's, as the file holds them, beside what they should be. */
function counts(path: string) {
  const db = new Database(path, { readonly: true });
  try {
    const tasks = db.prepare("SELECT tenant, id, bytes, task FROM tasks").all() as { tenant: string; id: string; bytes: number; task: string }[];
    const configs = db.prepare("SELECT tenant, task_id, protocol_version, config FROM push_configs").all() as {
      tenant: string;
      task_id: string;
      protocol_version: string;
      config: string;
    }[];
    const tenants = db.prepare("SELECT tenant, tasks, bytes FROM tenants ORDER BY tenant").all();
    const expected = new Map<string, { tasks: number; bytes: number }>();
    const perTask = tasks.map((t) => {
      const own = configs.filter((c) => c.tenant === t.tenant && c.task_id === t.id);
      const bytes = utf8(t.task) + own.reduce((sum, c) => sum + utf8(c.config) + utf8(c.protocol_version), 0);
      const e = expected.get(t.tenant) ?? { tasks: 0, bytes: 0 };
      expected.set(t.tenant, { tasks: e.tasks + 1, bytes: e.bytes + t.bytes });
      return { id: t.id, bytes: t.bytes, expected: bytes };
    });
    return {
      perTask,
      tenants,
      expectedTenants: [...expected].sort(([a], [b]) => (a < b ? -1 : 1)).map(([tenant, e]) => ({ tenant, ...e })),
    };
  } finally {
    db.close();
  }
}

function assertCounts(path: string, message: string) {
  const c = counts(path);
  for (const t of c.perTask) assert.equal(t.bytes, t.expected, `${message}: task ${t.id} counts its JSON and its configs' rows`);
  assert.deepEqual(c.tenants, c.expectedTenants, `${message}: each tenant counts its tasks' bytes`);
}

test("a task counts its row's JSON and its push configs' rows; tenants the sum of their tasks; through every write, eviction and reopen", async (t) => {
  const path = dbPath(t);
  let s = await openSqliteStores({ path, maxTasks: 3, maxTenants: 1 });
  const a = (await s.tasks.create(anon, { message: userMessage("é".repeat(100)), metadata: { k: "é" }, state: "TASK_STATE_WORKING" })).task.id!;
  await s.tasks.update(anon, a, [
    { kind: "status", state: "TASK_STATE_WORKING", message: { ...userMessage("status"), role: "ROLE_AGENT" } },
    { kind: "artifact", artifact: { artifactId: "x", parts: [{ text: "1" }] } },
    { kind: "artifact", artifact: { artifactId: "x", parts: [{ text: "2" }] }, append: true },
  ]);
  await s.pushConfigs.put(anon, config(a, "c-1", "é".repeat(50)));
  await s.pushConfigs.put(anon, config(a, "c-2", "t"));
  await s.pushConfigs.put(anon, config(a, "c-1", "short")); // replaced by a smaller one
  await s.tasks.update(anon, a, [{ kind: "message", message: userMessage("more") }]); // the configs stay counted
  await s.pushConfigs.delete(anon, a, "c-2");
  const b = (await s.tasks.create(anon, { state: "TASK_STATE_COMPLETED" })).task.id!;
  await s.pushConfigs.put(anon, config(b, "c", "on a finished task"));
  await s.close();
  assertCounts(path, "after writes");

  s = await openSqliteStores({ path, maxTasks: 3, maxTenants: 1 });
  await s.tasks.create(anon, { state: "TASK_STATE_WORKING" });
  await s.tasks.create(anon, { state: "TASK_STATE_WORKING" }); // maxTasks 3: b, finished, is evicted with its config
  assert.equal(await s.tasks.get(anon, b), undefined);
  await s.close();
  assertCounts(path, "after an eviction");
  assert.equal(counts(path).perTask.length, 3);
});

test("a file whose configs were written before they counted: deleting or replacing one never takes a task below its JSON", async (t) => {
  const path = dbPath(t);
  let s = await openSqliteStores({ path });
  const id = (await s.tasks.create(anon, { state: "TASK_STATE_WORKING" })).task.id!;
  await s.pushConfigs.put(anon, config(id, "old-1", "x".repeat(1_000)));
  await s.pushConfigs.put(anon, config(id, "old-2", "x".repeat(1_000)));
  await s.close();
  // As an earlier version left the file: the task and its tenant count the task's JSON only.
  const db = new Database(path);
  const { task } = db.prepare("SELECT task FROM tasks WHERE id = ?").get(id) as { task: string };
  db.prepare("UPDATE tasks SET bytes = ? WHERE id = ?").run(utf8(task), id);
  db.prepare("UPDATE tenants SET bytes = ? WHERE tenant = ''").run(utf8(task));
  db.close();

  s = await openSqliteStores({ path });
  await s.pushConfigs.delete(anon, id, "old-1");
  await s.pushConfigs.put(anon, config(id, "old-2", "y"));
  await s.close();
  // The task counts its JSON and the config written since, nothing less.
  assertCounts(path, "after the old configs left");
});
