// Applying the migrations (migrations.ts) at open: one transaction under a transaction-level advisory
// lock keyed by the schema's name, so instances starting together on a fresh database migrate once (the
// second waits for the first's COMMIT, then finds the schema current). A schema a newer version of this
// package wrote is refused, naming both versions, instead of written with rows this one cannot read.

import type pg from "pg";
import { MIGRATIONS, SCHEMA_VERSION } from "./migrations.js";

/** The schema name as SQL: options.ts admits only /^[a-z_][a-z0-9_]{0,40}$/, so quoting is enough. */
export function quoted(schema: string): string {
  return `"${schema}"`;
}

/** The statements of `sql` with `{s}` replaced by the quoted schema. */
export function inSchema(sql: string, schema: string): string {
  return sql.replaceAll("{s}", quoted(schema));
}

/** The advisory lock's key text: one lock per schema, apart from any lock the application takes. */
const lockKey = (schema: string) => `@a2a-bindgen/store-postgres migrate ${schema}`;

/**
 * Runs `work` in a transaction on a pooled client: COMMIT when it resolves, ROLLBACK when it throws; a
 * client whose ROLLBACK failed is released as broken (the pool closes it instead of reusing it).
 */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("BEGIN");
    try {
      const value = await work(client);
      await client.query("COMMIT");
      return value;
    } catch (e) {
      await client.query("ROLLBACK").catch((r: Error) => {
        broken = r;
      });
      throw e;
    }
  } finally {
    client.release(broken);
  }
}

/** Brings `schema` to SCHEMA_VERSION (one transaction); answers the version it found (0: none). Throws naming both versions on a newer schema. */
export function migrate(pool: pg.Pool, schema: string): Promise<number> {
  return inTransaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [lockKey(schema)]);
    // Under the lock: CREATE SCHEMA IF NOT EXISTS is not safe against a concurrent one by itself.
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoted(schema)}`);
    const exists = await client.query<{ t: string | null }>("SELECT to_regclass($1) AS t", [`${quoted(schema)}.schema_version`]);
    let at = 0;
    if (exists.rows[0]?.t != null) {
      const v = await client.query<{ version: number }>(`SELECT version FROM ${quoted(schema)}.schema_version`);
      at = v.rows[0]?.version ?? 0;
    }
    if (at > SCHEMA_VERSION) {
      throw new Error(
        `schema ${JSON.stringify(schema)} is at version ${at}, written by a newer @a2a-bindgen/store-postgres; this one reads up to ${SCHEMA_VERSION}`,
      );
    }
    for (let v = at; v < SCHEMA_VERSION; v++) await client.query(inSchema(MIGRATIONS[v]!, schema));
    if (at < SCHEMA_VERSION) await client.query(`UPDATE ${quoted(schema)}.schema_version SET version = $1`, [SCHEMA_VERSION]);
    return at;
  });
}
