// Migrations at open (store-postgres/src/schema.ts): instances opening together on a fresh database
// migrate once, under the advisory lock; a schema written by a newer package is refused naming both
// versions and the schema, and left as it was.

import assert from "node:assert/strict";
import { after, test } from "node:test";
import { openPostgresStores, SCHEMA_VERSION } from "@a2a-bindgen/store-postgres";
import pg from "pg";
import { migrate } from "../../store-postgres/dist/schema.js";
import { postgresOrSkip } from "../support/postgres.js";
import { within } from "./support.js";

const cluster = await postgresOrSkip();
after(() => {
  if (!("skip" in cluster)) cluster.stop();
});
const skip = "skip" in cluster ? cluster.skip : false;
const url = "skip" in cluster ? "" : cluster.createDatabase("migrations");

test("four instances migrating a fresh schema at once: one applies the migrations, the others find it current", { skip }, async () => {
  const pools = Array.from({ length: 4 }, () => new pg.Pool({ connectionString: url, max: 1 }));
  try {
    const found = await within(Promise.all(pools.map((p) => migrate(p, "m_race"))), 20_000, "migrations");
    assert.deepEqual([...found].sort(), [0, SCHEMA_VERSION, SCHEMA_VERSION, SCHEMA_VERSION], "exactly one found the schema empty");
    const v = await pools[0]!.query("SELECT version FROM m_race.schema_version");
    assert.deepEqual(v.rows, [{ version: SCHEMA_VERSION }]);
    const totals = await pools[0]!.query("SELECT tasks::int, bytes::int, tenants FROM m_race.totals");
    assert.deepEqual(totals.rows, [{ tasks: 0, bytes: 0, tenants: 0 }], "one totals row, written once");
  } finally {
    await Promise.all(pools.map((p) => p.end()));
  }
});

test("two openPostgresStores racing on a fresh schema both open and share it", { skip }, async () => {
  const [a, b] = await within(Promise.all([0, 1].map(() => openPostgresStores({ connectionString: url, schema: "m_open" }))), 20_000, "opens");
  try {
    assert.notEqual(a!.instance, b!.instance);
    const created = await a!.tasks.create({ tenant: "", owner: "" }, {});
    assert.equal((await b!.tasks.get({ tenant: "", owner: "" }, created.task.id!))?.version, 1);
  } finally {
    await a!.close();
    await b!.close();
  }
});

test("a schema from a newer package is refused, naming the schema and both versions, and left as it was", { skip }, async () => {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    await migrate(pool, "m_newer");
    await pool.query("UPDATE m_newer.schema_version SET version = $1", [SCHEMA_VERSION + 1]);
    await assert.rejects(
      () => openPostgresStores({ pool, schema: "m_newer" }),
      (e: Error) => {
        assert.match(e.message, /^openPostgresStores: schema "m_newer" on /);
        assert.ok(e.message.includes(`at version ${SCHEMA_VERSION + 1}`), e.message);
        assert.ok(e.message.includes(`reads up to ${SCHEMA_VERSION}`), e.message);
        return true;
      },
    );
    const v = await pool.query("SELECT version FROM m_newer.schema_version");
    assert.deepEqual(v.rows, [{ version: SCHEMA_VERSION + 1 }]);
    const leases = await pool.query("SELECT count(*)::int AS n FROM m_newer.instances");
    assert.equal(leases.rows[0].n, 0, "no lease taken");
  } finally {
    await pool.end();
  }
});
