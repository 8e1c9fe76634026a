// Taking over dead instances (store-postgres/src/takeover.ts) on a real PostgreSQL, with the package's
// stores: only the tasks and deliveries of instances whose lease expired are taken over, never a live
// instance's; each task is recovered once when instances race; a CancelTask that comes first wins; a
// hook that leaves a task as it is makes it the taker's; a hook that throws gives the task back.

import assert from "node:assert/strict";
import { after, test } from "node:test";
import { failOnRestart, RESTARTED, type RecoverHook, type Scope, type TaskChange } from "@a2a-bindgen/server/store";
import pg from "pg";
import { openPostgresStores, type PostgresStores } from "../../store-postgres/dist/index.js";
import { Lease } from "../../store-postgres/dist/lease.js";
import { takeOver } from "../../store-postgres/dist/takeover.js";
import { postgresOrSkip } from "../support/postgres.ts";

const pgc = await postgresOrSkip();
after(() => {
  if (!("skip" in pgc)) pgc.stop();
});
const skip = "skip" in pgc ? pgc.skip : false;
const url = "skip" in pgc ? "" : pgc.createDatabase("takeover");
let places = 0;

const alice: Scope = { tenant: "t1", owner: "alice" };
const working: TaskChange[] = [{ kind: "status", state: "TASK_STATE_WORKING" }];

async function place(t: { after(fn: () => Promise<void>): void }) {
  const schema = `takeover_${++places}`;
  const pool = new pg.Pool({ connectionString: url, max: 6 });
  const opened: { close(): Promise<void> }[] = [];
  t.after(async () => {
    for (const s of opened.reverse()) await s.close().catch(() => {});
    await pool.end();
  });
  /** An instance: its own stores on the shared schema (takeovers only when a test asks). */
  const instance = async (onRecover?: RecoverHook): Promise<PostgresStores> => {
    const s = await openPostgresStores({ connectionString: url, schema, leaseMs: 600_000, ...(onRecover ? { onRecover } : {}) });
    opened.push(s);
    return s;
  };
  /** The instance's lease runs out (as when its process is stopped, or cut off, past leaseMs). */
  const expire = (s: PostgresStores) => pool.query(`UPDATE "${schema}".instances SET expires_at = now() - interval '1 second' WHERE id = $1`, [s.instance]);
  const row = async (id: string) =>
    (
      await pool.query<{ version: number; state: string; instance: string | null }>(`SELECT version, state, instance FROM "${schema}".tasks WHERE id = $1`, [
        id,
      ])
    ).rows[0]!;
  const task = async (s: PostgresStores, state?: "working" | "input" | "done", scope = alice) => {
    const { task } = await s.tasks.create(scope, {});
    if (state === "working") await s.tasks.update(scope, task.id, working);
    if (state === "input") await s.tasks.update(scope, task.id, [{ kind: "status", state: "TASK_STATE_INPUT_REQUIRED" }]);
    if (state === "done") await s.tasks.update(scope, task.id, [{ kind: "status", state: "TASK_STATE_COMPLETED" }]);
    return task.id;
  };
  return { schema, pool, instance, expire, row, task };
}

const restarted = (s: PostgresStores, id: string) =>
  s.tasks.get(alice, id).then((r) => ({ state: r?.task.status?.state, text: r?.task.status?.message?.parts?.[0]?.text, version: r?.version }));

test("only the tasks and deliveries of an instance whose lease expired are taken over, once", { skip }, async (t) => {
  const { instance, expire, row, task } = await place(t);
  const [a, b, c] = [await instance(), await instance(), await instance()];
  let heard = 0;
  b.onTakeover(() => heard++);
  const [aWorking, aSubmitted, aInput, aDone] = [await task(a, "working"), await task(a), await task(a, "input"), await task(a, "done")];
  const [bWorking, cWorking] = [await task(b, "working"), await task(c, "working")];
  await a.pushConfigs.put(alice, { config: { id: "hook", taskId: aWorking, url: "https://example.com/a" }, protocolVersion: "1.0" });
  const response = { statusUpdate: { taskId: aWorking, contextId: "c", status: { state: "TASK_STATE_WORKING" } } } as never;
  await a.pushConfigs.recordDeliveries([{ scope: alice, taskId: aWorking, configId: "hook", version: 2, index: 0, response }]);
  await c.pushConfigs.recordDeliveries([{ scope: alice, taskId: cWorking, configId: "hook", version: 2, index: 0, response }]);
  const before = { aInput: await row(aInput), aDone: await row(aDone), bWorking: await row(bWorking), cWorking: await row(cWorking) };

  assert.deepEqual(await b.takeOver(), { instances: 0, tasks: 0, deliveries: 0 }, "A's lease is live: nothing of it is touched");
  await expire(a);
  assert.deepEqual(await b.takeOver(), { instances: 1, tasks: 2, deliveries: 1 });
  assert.equal(heard, 1);
  for (const id of [aWorking, aSubmitted]) {
    assert.deepEqual(await restarted(b, id), { state: "TASK_STATE_FAILED", text: RESTARTED, version: id === aWorking ? 3 : 2 });
  }
  assert.deepEqual({ aInput: await row(aInput), aDone: await row(aDone), bWorking: await row(bWorking), cWorking: await row(cWorking) }, before);
  // A's pending delivery and the recovery's own (to A's task's config) are B's to post now; C's stays C's.
  const pending = await b.pushConfigs.pendingDeliveries(100);
  assert.deepEqual(
    pending.map((d) => [d.taskId, d.version]),
    [
      [aWorking, 2],
      [aWorking, 3],
    ],
  );
  assert.equal((await c.pushConfigs.pendingDeliveries(100)).length, 1);
  // A was taken over: it writes no more.
  await assert.rejects(a.tasks.update(alice, aInput, working), /no longer holds its lease/);
  assert.equal(a.ready?.(), false);
  assert.deepEqual(await b.takeOver(), { instances: 0, tasks: 0, deliveries: 0 }, "nothing twice");
  assert.deepEqual(await c.takeOver(), { instances: 0, tasks: 0, deliveries: 0 });
});

test("two instances taking over together recover each task once", { skip }, async (t) => {
  const { instance, expire, task, row } = await place(t);
  const [b, c, a] = [await instance(), await instance(), await instance()];
  const ids = await Promise.all(Array.from({ length: 260 }, () => task(a, "working")));
  await expire(a);
  const [rb, rc] = await Promise.all([b.takeOver(), c.takeOver()]);
  assert.equal(rb.tasks + rc.tasks, ids.length);
  assert.equal(rb.instances + rc.instances, 1);
  for (const id of ids) {
    const r = await b.tasks.get(alice, id);
    assert.equal(r?.version, 3, `task ${id} recovered once`);
    assert.equal(r?.task.status?.state, "TASK_STATE_FAILED");
    assert.ok([b.instance, c.instance].includes((await row(id)).instance!));
  }
});

test("a CancelTask that comes first wins over the recovery", { skip }, async (t) => {
  const { instance, expire, task } = await place(t);
  const [b, a] = [await instance(), await instance()];
  const id = await task(a, "working");
  await expire(a);
  const hook: RecoverHook = async (tk, scope) => {
    await b.tasks.update(scope, tk.id, [{ kind: "status", state: "TASK_STATE_CANCELED" }]);
    return failOnRestart(tk, scope);
  };
  const taker = await instance(hook);
  assert.equal(taker.recovered, 0, "the hook ran at open; its update met the cancel's version");
  const r = await b.tasks.get(alice, id);
  assert.equal(r?.task.status?.state, "TASK_STATE_CANCELED");
  assert.equal(r?.version, 3);
});

test("a hook that leaves the task as it is makes it the taker's; it is not offered again until the taker dies", { skip }, async (t) => {
  const { instance, expire, task, row } = await place(t);
  const calls: string[] = [];
  const keep: RecoverHook = (tk) => {
    calls.push(tk.id);
    return [];
  };
  const a = await instance();
  const id = await task(a, "working");
  await expire(a);
  const b = await instance(keep);
  assert.equal(b.recovered, 0);
  assert.deepEqual(calls, [id]);
  assert.equal((await row(id)).instance, b.instance);
  assert.deepEqual(await b.takeOver(), { instances: 0, tasks: 0, deliveries: 0 });
  const c = await instance();
  assert.deepEqual(calls, [id], "C leaves a live instance's task alone");
  await expire(b);
  assert.deepEqual(await c.takeOver(), { instances: 1, tasks: 1, deliveries: 0 });
  assert.equal((await row(id)).state, "TASK_STATE_FAILED");
});

test("a hook that throws: takeOver rejects naming the task, gives it back, and a later takeover recovers it", { skip }, async (t) => {
  const { instance, expire, task, row, pool, schema } = await place(t);
  const a = await instance();
  const [x, y] = [await task(a, "working"), await task(a, "working")];
  const b = await instance();
  await expire(a);
  const lease = await Lease.acquire(pool, schema, 600_000);
  t.after(() => lease.close());
  let fail = true;
  const hook: RecoverHook = (tk, scope) => {
    if (fail && tk.id === x) throw new Error("the hook failed");
    return failOnRestart(tk, scope);
  };
  const ctx = { pool, schema, lease, stores: { tasks: b.tasks, pushConfigs: b.pushConfigs }, onRecover: hook };
  await assert.rejects(
    takeOver(ctx),
    (e: Error) => e.message.includes(JSON.stringify(x)) && e.message.includes("the hook failed") && e.message.includes(schema),
  );
  assert.equal((await row(x)).instance, null, "given back");
  assert.equal((await row(x)).state, "TASK_STATE_WORKING");
  fail = false;
  const again = await takeOver(ctx);
  // The batch from the failed task on was given back: both are recovered now, once.
  assert.deepEqual(again, { instances: 0, tasks: 2, deliveries: 0 });
  for (const id of [x, y]) assert.deepEqual(await row(id), { version: 3, state: "TASK_STATE_FAILED", instance: b.instance });
});

test("an instance whose own lease expired takes nothing over", { skip }, async (t) => {
  const { instance, expire, task, row } = await place(t);
  const [a, b] = [await instance(), await instance()];
  const id = await task(a, "working");
  await expire(a);
  await expire(b);
  await assert.rejects(b.takeOver(), /no longer holds its lease/);
  assert.equal((await row(id)).state, "TASK_STATE_WORKING");
});
