// openPostgresStores: its options refused naming the option; a failed open names the schema and where
// (never the password) and leaves nothing open; the application's pool stays the application's; close()
// is idempotent, drains what is queued, releases the lease; ready() follows the lease.

import assert from "node:assert/strict";
import { after, test } from "node:test";
import { openPostgresStores } from "@a2a-bindgen/store-postgres";
import pg from "pg";
import { postgresOrSkip } from "../support/postgres.js";

const cluster = await postgresOrSkip();
after(() => {
  if (!("skip" in cluster)) cluster.stop();
});
const skip = "skip" in cluster ? cluster.skip : false;
const url = "skip" in cluster ? "" : cluster.createDatabase("opening");
const scope = { tenant: "", owner: "" };

test("bad options are refused before anything connects, naming the option", async () => {
  const cases: [unknown, RegExp][] = [
    [undefined, /options must be an object/],
    [{}, /exactly one of pool .* and connectionString/],
    [{ connectionString: "postgres://x/y", pool: {} }, /exactly one of pool/],
    [{ pool: { query() {} } }, /pool must be a pg\.Pool/],
    [{ connectionString: "" }, /connectionString must be a non-empty string/],
    [{ connectionString: "postgres://x/y", schema: "Bad-Name" }, /schema must match/],
    [{ connectionString: "postgres://x/y", schema: "x".repeat(42) }, /schema must match/],
    [{ connectionString: "postgres://x/y", maxConfigsPerTask: 0 }, /maxConfigsPerTask must be a positive integer, got 0/],
    [{ connectionString: "postgres://x/y", leaseMs: 10 }, /leaseMs must be an integer from 30/],
    [{ connectionString: "postgres://x/y", maxTasks: -1 }, /maxTasks must be a positive integer/],
    [{ connectionString: "postgres://x/y", onRecover: "fail" }, /onRecover must be a function/],
    [{ connectionString: "postgres://x/y", listen: 5 }, /listen must be a connection string or a pg ClientConfig/],
  ];
  for (const [options, message] of cases) {
    await assert.rejects(
      () => openPostgresStores(options as never),
      (e: Error) => (e instanceof TypeError || e instanceof RangeError) && e.message.startsWith("openPostgresStores: ") && message.test(e.message),
      String(message),
    );
  }
});

test("a failed open names the schema and host:port/database, never the password", { skip }, async () => {
  // Port 1: nothing listens there.
  const closed = "postgres://alice:s3cret-pass@127.0.0.1:1/nowhere";
  await assert.rejects(
    () => openPostgresStores({ connectionString: closed, schema: "o_fail" }),
    (e: Error) => {
      assert.match(e.message, /^openPostgresStores: schema "o_fail" on 127\.0\.0\.1:1\/nowhere: /);
      assert.ok(!e.message.includes("s3cret"), e.message);
      assert.ok(!e.message.includes("alice"), e.message);
      return true;
    },
  );
});

test("the application's pool stays open after close(); close() is idempotent and releases the lease", { skip }, async () => {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  try {
    const stores = await openPostgresStores({ pool, schema: "o_pool" });
    assert.equal(stores.ready?.(), true);
    assert.equal(stores.durable, true);
    assert.equal(stores.schema, "o_pool");
    assert.match(stores.instance, /^[0-9a-f-]{36}$/);
    const live = await pool.query("SELECT count(*)::int AS n FROM o_pool.instances WHERE id = $1 AND expires_at > now()", [stores.instance]);
    assert.equal(live.rows[0].n, 1, "its lease row, live on the database's clock");
    // Queued, not yet committed, when close() begins: kept.
    const queued = stores.tasks.create(scope, { state: "TASK_STATE_WORKING" });
    const closing = stores.close();
    assert.equal(stores.ready?.(), false);
    await Promise.all([closing, stores.close()]);
    const { task } = await queued;
    const row = await pool.query("SELECT version FROM o_pool.tasks WHERE id = $1", [task.id]);
    assert.deepEqual(row.rows, [{ version: 1 }]);
    const leases = await pool.query("SELECT count(*)::int AS n FROM o_pool.instances WHERE id = $1", [stores.instance]);
    assert.equal(leases.rows[0].n, 0, "the lease row is gone");
    await assert.rejects(() => stores.tasks.create(scope, {}), /closed/);
    assert.equal((await pool.query("SELECT 1 AS one")).rows[0].one, 1, "the application's pool still serves");
  } finally {
    await pool.end();
  }
});

test("a store of its own ends its pool on close(): nothing keeps the process alive", { skip }, async () => {
  const stores = await openPostgresStores({ connectionString: url, schema: "o_own" });
  await stores.tasks.create(scope, {});
  await stores.close();
  const probe = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const mine = await probe.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = 'opening' AND pid <> pg_backend_pid()");
    assert.equal(mine.rows[0].n, 0, "every connection of the store's own pool and its LISTEN connection closed");
  } finally {
    await probe.end();
  }
});

test("a lease lost makes ready() false and refuses writes", { skip }, async () => {
  const stores = await openPostgresStores({ connectionString: url, schema: "o_lost", leaseMs: 5_000 });
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await pool.query("DELETE FROM o_lost.instances WHERE id = $1", [stores.instance]);
    await assert.rejects(() => stores.tasks.create(scope, {}), { name: "LeaseLostError" });
    assert.equal(stores.ready?.(), false);
  } finally {
    await pool.end();
    await stores.close();
  }
});
