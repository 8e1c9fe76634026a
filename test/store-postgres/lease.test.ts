// The instance lease (store-postgres/src/lease.ts) on a real PostgreSQL: it expires on the database's
// clock, is renewed every leaseMs/3, is never revived once expired, and fences writes: a write
// transaction of an instance whose lease expired is refused, and a takeover's DELETE waits for the
// writes in flight.

import assert from "node:assert/strict";
import { after, test } from "node:test";
import pg from "pg";
import { Lease, LeaseLostError } from "../../store-postgres/dist/lease.js";
import { migrate } from "../../store-postgres/dist/schema.js";
import { postgresOrSkip } from "../support/postgres.ts";

const pgc = await postgresOrSkip();
after(() => {
  if (!("skip" in pgc)) pgc.stop();
});
const skip = "skip" in pgc ? pgc.skip : false;
const url = "skip" in pgc ? "" : pgc.createDatabase("lease");
let places = 0;

async function place(t: { after(fn: () => Promise<void>): void }) {
  const schema = `lease_${++places}`;
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  await migrate(pool, schema);
  const leases: Lease[] = [];
  t.after(async () => {
    for (const l of leases) await l.close();
    await pool.end();
  });
  const acquire = async (ms: number, p = pool) => {
    const l = await Lease.acquire(p, schema, ms);
    leases.push(l);
    return l;
  };
  /** The lease's row: ms left on the database's clock, or undefined when there is none. */
  const left = async (l: Lease): Promise<number | undefined> => {
    const r = await pool.query(`SELECT extract(epoch FROM expires_at - now()) * 1000 AS ms FROM "${schema}".instances WHERE id = $1`, [l.instance]);
    return r.rows[0] === undefined ? undefined : Number(r.rows[0].ms);
  };
  const expire = (l: Lease) => pool.query(`UPDATE "${schema}".instances SET expires_at = now() - interval '1 second' WHERE id = $1`, [l.instance]);
  return { schema, pool, acquire, left, expire };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test("the lease expires leaseMs after now() on the database's clock, whatever the process's clock says", { skip }, async (t) => {
  const { acquire, left } = await place(t);
  // The process's clock a day off: the row is still leaseMs from the database's now().
  t.mock.method(Date, "now", () => 1_000_000_000_000 + 86_400_000);
  const lease = await acquire(60_000);
  t.mock.restoreAll();
  assert.match(lease.instance, /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.equal(lease.held, true);
  const ms = await left(lease);
  assert.ok(ms !== undefined && ms > 59_000 && ms <= 60_000, `left ${ms} ms`);
});

test("the lease is renewed every leaseMs/3, so it outlives leaseMs", { skip }, async (t) => {
  const { acquire, left, pool } = await place(t);
  const lease = await acquire(300);
  const lost: string[] = [];
  lease.onLost(() => lost.push("lost"));
  await sleep(700); // more than twice the lease
  assert.equal(lease.held, true);
  const ms = await left(lease);
  assert.ok(ms !== undefined && ms > 0, `still live on the database's clock (${ms} ms left)`);
  const c = await pool.connect();
  try {
    await c.query("BEGIN");
    await lease.fence(c);
    await c.query("COMMIT");
  } finally {
    c.release();
  }
  assert.deepEqual(lost, []);
});

test("an expired lease is not revived: the fence throws naming the instance and the schema, onLost fires once", { skip }, async (t) => {
  const { acquire, expire, left, pool, schema } = await place(t);
  const lease = await acquire(60_000);
  const other = await acquire(60_000);
  const lost: string[] = [];
  lease.onLost(() => lost.push("a"));
  lease.onLost(() => {
    throw new Error("a listener that throws");
  });
  lease.onLost(() => lost.push("b"));
  await expire(lease);
  assert.equal(await lease.renew(), false, "a renewal finds the lease expired");
  assert.ok((await left(lease))! < 0, "and leaves the row expired");
  assert.deepEqual(lost, ["a", "b"]);
  const c = await pool.connect();
  try {
    await c.query("BEGIN");
    await assert.rejects(lease.fence(c), (e: Error) => e instanceof LeaseLostError && e.message.includes(lease.instance) && e.message.includes(`"${schema}"`));
    await c.query("ROLLBACK");
  } finally {
    c.release();
  }
  assert.deepEqual(lost, ["a", "b"], "once");
  assert.equal(other.held, true, "another instance's lease is its own");
});

test("the fence finds the lease expired even before a renewal does", { skip }, async (t) => {
  const { acquire, expire, pool } = await place(t);
  const lease = await acquire(60_000);
  let lost = 0;
  lease.onLost(() => lost++);
  await expire(lease);
  const c = await pool.connect();
  try {
    await c.query("BEGIN");
    await assert.rejects(lease.fence(c), LeaseLostError);
    await c.query("ROLLBACK");
  } finally {
    c.release();
  }
  assert.equal(lease.held, false);
  assert.equal(lost, 1);
});

test("a takeover's DELETE of an expired lease waits for the write in flight; no write passes the fence after it", { skip }, async (t) => {
  const { acquire, expire, pool, schema } = await place(t);
  const lease = await acquire(60_000);
  const writer = await pool.connect();
  const taker = await pool.connect();
  try {
    await writer.query("BEGIN");
    await lease.fence(writer); // a write transaction under way
    await expire(lease); // its lease runs out meanwhile (a renewal, an UPDATE, is not held up by the fence)
    let deleted: number | undefined;
    const deleting = taker.query(`DELETE FROM "${schema}".instances WHERE expires_at < now()`).then((r) => {
      deleted = r.rowCount ?? 0;
    });
    await sleep(300);
    assert.equal(deleted, undefined, "the DELETE waits for the write's COMMIT");
    await writer.query("COMMIT");
    await deleting;
    assert.equal(deleted, 1);
    await writer.query("BEGIN");
    await assert.rejects(lease.fence(writer), LeaseLostError);
    await writer.query("ROLLBACK");
  } finally {
    writer.release();
    taker.release();
  }
});

test("a renewal that cannot reach the database past the lease's end loses it", { skip }, async (t) => {
  const { acquire } = await place(t);
  const own = new pg.Pool({ connectionString: url, max: 1 });
  const lease = await acquire(90, own);
  let lost = 0;
  lease.onLost(() => lost++);
  await own.end(); // every renewal now fails
  await sleep(400);
  assert.equal(lease.held, false);
  assert.equal(lost, 1);
});

test("close stops renewing and deletes the row; it is idempotent and fences nothing after", { skip }, async (t) => {
  const { acquire, left, pool } = await place(t);
  const lease = await acquire(300);
  let lost = 0;
  lease.onLost(() => lost++);
  await lease.close();
  await lease.close();
  assert.equal(await left(lease), undefined);
  assert.equal(lease.held, false);
  assert.equal(lost, 0, "a released lease is not lost");
  await sleep(250);
  assert.equal(await left(lease), undefined, "no renewal brings it back");
  const c = await pool.connect();
  try {
    await assert.rejects(lease.fence(c), LeaseLostError);
  } finally {
    c.release();
  }
});

test("acquire refuses a bad pool, schema or leaseMs, naming it", { skip }, async (t) => {
  const { pool } = await place(t);
  await assert.rejects(Lease.acquire(undefined as never, "a2a", 1_000), /pool must be a pg.Pool/);
  for (const schema of ["", "A", 'x"; DROP TABLE y; --', 7]) await assert.rejects(Lease.acquire(pool, schema as string, 1_000), /schema must match/);
  for (const ms of [0, 29, 1.5, Number.NaN, "1000"]) await assert.rejects(Lease.acquire(pool, "a2a", ms as number), /leaseMs must be an integer/);
  await assert.rejects(Lease.acquire(pool, "missing_schema", 1_000), /missing_schema/);
});
