// The bus between instances (store-postgres/src/bus.ts, notify.ts) on a real PostgreSQL: what a NOTIFY
// carries and its bounds; a subscriber on one instance reads another's commits in order, exactly once,
// including across a subscribe in the middle, a lost notification and a dropped LISTEN connection; watch
// hears another instance's final update and not its own; listeners hear this process's publishes only.
// Commits are made here as the store's writer makes them: the task_events row and the NOTIFY in one transaction.

import assert from "node:assert/strict";
import { after, test } from "node:test";
import type { Scope, TaskUpdate } from "@a2a-bindgen/server/store";
import pg from "pg";
import { PgEventBus } from "../../store-postgres/dist/bus.js";
import { openPostgresStores } from "../../store-postgres/dist/index.js";
import { channelOf, payloadsOf } from "../../store-postgres/dist/notify.js";
import { migrate } from "../../store-postgres/dist/schema.js";
import { postgresOrSkip } from "../support/postgres.ts";

const pgc = await postgresOrSkip();
after(() => {
  if (!("skip" in pgc)) pgc.stop();
});
const skip = "skip" in pgc ? pgc.skip : false;
const url = "skip" in pgc ? "" : pgc.createDatabase("bus");
let places = 0;

const A = "0190a000-0000-7000-8000-00000000000a"; // the instance that commits, here
const scope: Scope = { tenant: "t1", owner: "alice" };
const status = (v: number) => [{ statusUpdate: { taskId: "x", contextId: "c", status: { state: "TASK_STATE_WORKING" }, metadata: { v } } }];

/** Rejects after `ms` unless `p` settles first. */
function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not settled after ${ms} ms`)), ms);
  });
  return Promise.race([p.finally(() => clearTimeout(timer)), late]);
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what}: not so after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A fresh schema and a pool on it, closed after the test. */
async function place(t: { after(fn: () => Promise<void> | void): void }) {
  const schema = `bus_${++places}`;
  const pool = new pg.Pool({ connectionString: url, max: 6 });
  await migrate(pool, schema);
  const buses: PgEventBus[] = [];
  t.after(async () => {
    for (const b of buses) await b.close();
    await pool.end();
  });
  const bus = async (instance: string, catchUpMs = 60_000, name = `bus_${instance.slice(-4)}`) => {
    const b = new PgEventBus({
      pool,
      schema,
      instance,
      listen: { connectionString: url, application_name: name },
      maxSubscribers: 5,
      maxQueued: 1_000,
      streams: 50,
      catchUpMs,
    });
    buses.push(b);
    await b.start();
    return b;
  };
  /** One commit as the writer makes it: its events row and (unless told not to) the NOTIFY, in one transaction. */
  const commit = async (instance: string, taskId: string, version: number, final = false, notify = true, s: Scope = scope) => {
    const c = await pool.connect();
    try {
      await c.query("BEGIN");
      await c.query(`INSERT INTO "${schema}".task_events (tenant, task_id, owner, version, final, events) VALUES ($1, $2, $3, $4, $5, $6)`, [
        s.tenant,
        taskId,
        s.owner,
        version,
        final,
        JSON.stringify(status(version)),
      ]);
      if (notify)
        await c.query("SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p", [channelOf(schema), payloadsOf(instance, [{ taskId, version, final }])]);
      await c.query("COMMIT");
    } finally {
      c.release();
    }
  };
  return { schema, pool, bus, commit };
}

/** Reads `sub` to its end (or until `n` updates), with a deadline. */
async function read(sub: AsyncIterator<TaskUpdate>, n = Number.POSITIVE_INFINITY, ms = 10_000): Promise<number[]> {
  const seen: number[] = [];
  await within(
    (async () => {
      // next(), not for-await: stopping at n leaves the subscription open for a later read.
      while (seen.length < n) {
        const r = await sub.next();
        if (r.done) break;
        seen.push(r.value.version);
      }
    })(),
    ms,
    `reading ${n} updates (seen ${seen.length})`,
  );
  return seen;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

test("a subscriber on B reads A's commits in order, exactly once, subscribing in the middle; listeners hear none", { skip }, async (t) => {
  const { bus, commit } = await place(t);
  const B = await bus("0190a000-0000-7000-8000-00000000000b");
  const heard: TaskUpdate[] = [];
  B.listen((u) => heard.push(u));
  for (const v of [1, 2, 3]) await commit(A, "task-1", v);
  const sub = B.subscribe(scope, "task-1");
  sub.start(3); // the snapshot read after subscribing is at version 3
  const reading = read(sub);
  for (const v of range(4, 40)) await commit(A, "task-1", v);
  await commit(A, "task-1", 41, true);
  assert.deepEqual(await reading, range(4, 41), "each version once, in order, ending after the final one");
  assert.equal(heard.length, 0, "push delivery on B does not hear A's commits (A delivers its own)");
});

test("commits racing a subscribe in the middle: the snapshot, then every later version once, no gap", { skip }, async (t) => {
  const { bus, commit, pool, schema } = await place(t);
  const B = await bus("0190a000-0000-7000-8000-00000000000b");
  const total = 120;
  const committing = (async () => {
    for (let v = 1; v <= total; v++) await commit(A, "race", v, v === total);
  })();
  const subs: Promise<number[]>[] = [];
  for (let i = 0; i < 4; i++) {
    await new Promise((r) => setTimeout(r, 15 * i));
    const sub = B.subscribe(scope, "race");
    const snapshot = Number((await pool.query(`SELECT coalesce(max(version), 0) AS v FROM "${schema}".task_events WHERE task_id = 'race'`)).rows[0].v);
    sub.start(snapshot);
    subs.push(read(sub).then((seen) => [snapshot, ...seen]));
  }
  await committing;
  for (const [snapshot, ...seen] of await Promise.all(subs)) assert.deepEqual(seen, range(snapshot! + 1, total), `after snapshot ${snapshot}`);
});

test("two subscribers made before either starts: the one with the older snapshot still gets every version after it", { skip }, async (t) => {
  const { bus, commit } = await place(t);
  const B = await bus("0190a000-0000-7000-8000-00000000000b");
  const older = B.subscribe(scope, "two");
  const newer = B.subscribe(scope, "two");
  for (const v of [1, 2]) await commit(A, "two", v);
  // older read its snapshot at version 2; newer reads its own later, after 3 to 5 committed.
  for (const v of [3, 4, 5]) await commit(A, "two", v);
  newer.start(5);
  older.start(2);
  const reading = [read(older), read(newer)];
  await commit(A, "two", 6, true);
  assert.deepEqual(await Promise.all(reading), [range(3, 6), [6]]);
});

test("B's own publishes and A's commits interleaved reach B's subscriber once each, in order", { skip }, async (t) => {
  const { bus, commit } = await place(t);
  const b = "0190a000-0000-7000-8000-00000000000b";
  const B = await bus(b);
  const heard: number[] = [];
  B.listen((u) => heard.push(u.version));
  const sub = B.subscribe(scope, "mixed");
  sub.start(0);
  const reading = read(sub);
  for (let v = 1; v <= 30; v++) {
    const final = v === 30;
    await commit(v % 3 === 0 ? b : A, "mixed", v, final);
    // B's own commit is published by B's runtime after it resolves.
    if (v % 3 === 0) B.publish({ scope, taskId: "mixed", version: v, events: status(v) as never, final });
  }
  assert.deepEqual(await reading, range(1, 30));
  assert.deepEqual(heard, [3, 6, 9, 12, 15, 18, 21, 24, 27, 30], "listeners hear B's own publishes only");
});

test("a commit whose NOTIFY was lost is caught up by the periodic read", { skip }, async (t) => {
  const { bus, commit } = await place(t);
  const B = await bus("0190a000-0000-7000-8000-00000000000b", 100);
  const sub = B.subscribe(scope, "lost");
  sub.start(0);
  const reading = read(sub, 3, 5_000);
  await commit(A, "lost", 1, false, false);
  await commit(A, "lost", 2, false, false);
  await commit(A, "lost", 3, false, false);
  assert.deepEqual(await reading, [1, 2, 3]);
});

test("the LISTEN connection killed: B reconnects, and what was committed meanwhile arrives once, in order", { skip }, async (t) => {
  const { bus, commit, pool } = await place(t);
  const B = await bus("0190a000-0000-7000-8000-00000000000b", 60_000, "bus_killed"); // no periodic catch-up within the test
  const sub = B.subscribe(scope, "killed");
  sub.start(0);
  const reading = read(sub, 5);
  await commit(A, "killed", 1);
  await commit(A, "killed", 2);
  const killed = await pool.query("SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE application_name = 'bus_killed'");
  assert.deepEqual(
    killed.rows.map((r) => r.ok),
    [true],
  );
  await until(() => !B.listening, "B notices the connection dropped");
  for (const v of [3, 4, 5]) await commit(A, "killed", v); // their notifications are lost
  await until(() => B.listening, "B listens again");
  assert.deepEqual(await reading, range(1, 5), "read back on reconnect");
  const next = read(sub, 1);
  await commit(A, "killed", 6);
  assert.deepEqual(await next, [6], "and heard again after it");
});

test("watch fires once on another instance's update (final or not), not on this instance's own, nor after unwatch", { skip }, async (t) => {
  const { bus, commit } = await place(t);
  const b = "0190a000-0000-7000-8000-00000000000b";
  const B = await bus(b);
  const fired: TaskUpdate[] = [];
  B.watch(scope, "w1", (u) => fired.push(u));
  B.watch(scope, "w2", (u) => fired.push(u));
  B.watch(scope, "w4", (u) => fired.push(u));
  const stop = B.watch(scope, "w3", (u) => fired.push(u));
  stop();
  await commit(b, "w2", 2, true); // B finished w2 itself
  await commit(A, "w3", 2, true);
  await commit(A, "w1", 2, true); // a cancel served on A
  await commit(A, "w4", 2); // the next message of w4 served on A
  await until(() => fired.length >= 2, "the watches fire");
  await commit(A, "w1", 3, true); // a later update of the same task: once only
  await commit(A, "w4", 3);
  await new Promise((r) => setTimeout(r, 300));
  assert.deepEqual(
    fired.sort((x, y) => x.taskId.localeCompare(y.taskId)),
    [
      { scope, taskId: "w1", version: 2, events: [], final: true },
      { scope, taskId: "w4", version: 2, events: [], final: false },
    ],
  );
});

test("watch catches up an update committed while nothing was heard (tasks last written by another instance)", { skip }, async (t) => {
  const { bus, pool, schema } = await place(t);
  const b = "0190a000-0000-7000-8000-00000000000b";
  const B = await bus(b, 100);
  const task = (id: string, instance: string, finished: boolean) =>
    pool.query(
      `INSERT INTO "${schema}".tasks (tenant, id, owner, context_id, state, updated_at, seq, version, finished_at, bytes, instance, task)
       VALUES ($1, $2, $3, 'c', $6, 0, nextval('"${schema}".task_order'), 4, $4, 0, $5, '{}')`,
      [scope.tenant, id, scope.owner, finished ? 1 : null, instance, finished ? "TASK_STATE_CANCELED" : "TASK_STATE_WORKING"],
    );
  const fired: string[] = [];
  for (const id of ["elsewhere", "mine", "running", "other-owner"])
    B.watch(id === "other-owner" ? { ...scope, owner: "bob" } : scope, id, (u) => fired.push(`${u.taskId}@${u.version}:${u.final}`));
  await task("elsewhere", A, true);
  await task("mine", b, true);
  await task("running", A, false); // continued on A by its next message
  await task("other-owner", A, true); // alice's task: bob's watch of the same id is not his
  await until(() => fired.length > 1, "the periodic catch-up fires the watches");
  await new Promise((r) => setTimeout(r, 400));
  assert.deepEqual(fired.sort(), ["elsewhere@4:true", "running@4:false"]);
});

test("events no longer stored fail the subscription with InternalError naming the task", { skip }, async (t) => {
  const { bus, commit } = await place(t);
  const B = await bus("0190a000-0000-7000-8000-00000000000b");
  const sub = B.subscribe(scope, "pruned");
  sub.start(2);
  await commit(A, "pruned", 5); // versions 3 and 4 are gone
  await assert.rejects(
    within(sub.next(), 5_000, "the failed read"),
    (e: Error) => e.name === "InternalError" && e.message.includes('"pruned"') && e.message.includes("after version 2"),
  );
  assert.deepEqual(await sub.next(), { value: undefined, done: true });
});

test("bounds, hostile scopes, a key PostgreSQL cannot hold, and close", { skip }, async (t) => {
  const { bus, commit, pool, schema } = await place(t);
  const B = await bus("0190a000-0000-7000-8000-00000000000b", 100, "bus_closing");
  for (let i = 0; i < 5; i++) B.subscribe(scope, "full");
  assert.throws(
    () => B.subscribe(scope, "full"),
    (e: Error) => e.name === "QuotaExceededError" && /maxSubscribers/.test(e.message),
  );
  assert.throws(() => B.subscribe(undefined as never, "x"), TypeError);
  assert.throws(() => B.subscribe({ tenant: 1 } as never, "x"), TypeError);
  assert.throws(() => B.watch(scope, 5 as never, () => {}), TypeError);
  assert.throws(() => B.watch(scope, "x", "no" as never), TypeError);
  assert.throws(() => B.publish(undefined as never), TypeError);
  assert.throws(() => B.publish({ scope, taskId: "x", version: 0, events: [], final: false }), /version must be 1 or more/);
  assert.throws(() => B.listen(7 as never), TypeError);
  // A NUL in a tenant: no such task can be stored, and the others' catch-up still works.
  const nul = B.subscribe({ tenant: "a\u0000b", owner: "" }, "t");
  nul.start(0);
  B.watch({ tenant: "a\u0000b", owner: "" }, "t", () => {});
  const sub = B.subscribe(scope, "ok");
  sub.start(0);
  const reading = read(sub, 1, 5_000);
  // Text on the channel that no commit made, and a forged wake-up, change nothing.
  for (const junk of ["junk", "{}", '{"i":"x","e":[["ok",99,1]]}', "x".repeat(7_999)]) await pool.query("SELECT pg_notify($1, $2)", [channelOf(schema), junk]);
  await commit(A, "ok", 1, false, false);
  assert.deepEqual(await reading, [1]);
  // close ends what is open and the LISTEN connection.
  const open = B.subscribe(scope, "open");
  const pending = open.next();
  await B.close();
  await B.close();
  assert.deepEqual(await within(pending, 2_000, "a read pending at close"), { value: undefined, done: true });
  assert.throws(
    () => B.subscribe(scope, "late"),
    (e: Error) => e.name === "InternalError",
  );
  const left = await pool.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'bus_closing'");
  assert.equal(left.rows[0].n, 0);
});

test("with the package's stores: a stream on B sees every commit made on A; a cancel on B reaches A's watch", { skip }, async (t) => {
  const schema = `bus_${++places}`;
  const open = () => openPostgresStores({ connectionString: url, schema, leaseMs: 600_000 });
  const a = await open();
  const b = await open();
  t.after(async () => {
    await b.close();
    await a.close();
  });
  const { task } = await a.tasks.create(scope, {});
  await a.tasks.update(scope, task.id, [{ kind: "status", state: "TASK_STATE_WORKING" }]);
  const sub = b.bus.subscribe(scope, task.id);
  const snapshot = await b.tasks.get(scope, task.id);
  sub.start(snapshot!.version);
  const reading = (async () => {
    const seen: TaskUpdate[] = [];
    for await (const u of sub) seen.push(u);
    return seen;
  })();
  const made: TaskUpdate[] = [];
  for (let i = 0; i < 10; i++) {
    const artifact = { artifactId: `a${i}`, parts: [{ text: `chunk ${i}` }] };
    const commit = await a.tasks.update(scope, task.id, [{ kind: "artifact", artifact }]);
    made.push({ scope, taskId: task.id, version: commit.version, events: commit.events, final: false });
    a.bus.publish(made.at(-1)!); // as A's runtime does after the commit resolved
  }
  const fired: TaskUpdate[] = [];
  (a.bus as PgEventBus).watch(scope, task.id, (u) => fired.push(u));
  const cancel = await b.tasks.update(scope, task.id, [{ kind: "status", state: "TASK_STATE_CANCELED" }]);
  b.bus.publish({ scope, taskId: task.id, version: cancel.version, events: cancel.events, final: true });
  made.push({ scope, taskId: task.id, version: cancel.version, events: cancel.events, final: true });
  const seen = await within(reading, 10_000, "B's stream");
  assert.deepEqual(
    seen.map((u) => [u.version, u.final, u.events]),
    made.map((u) => [u.version, u.final, JSON.parse(JSON.stringify(u.events))]),
  );
  await until(() => fired.length === 1, "A's watch hears B's cancel");
  assert.deepEqual(fired[0], { scope, taskId: task.id, version: cancel.version, events: [], final: true });
});
