// The conformance kit (@a2a-bindgen/server/testing) against the PostgreSQL stores, durable: every case,
// reopen-after-close included, with onEvict. One throwaway cluster, one database, one fresh schema per
// place ("p_" + n); reopen-after-close opens the same place's schema again.

import { after } from "node:test";
import type { Stores } from "@a2a-bindgen/server";
import { storeConformance } from "@a2a-bindgen/server/testing";
import { openPostgresStores, type PostgresStores } from "@a2a-bindgen/store-postgres";
import { postgresOrSkip } from "../support/postgres.js";

const pg = await postgresOrSkip();
after(() => {
  if (!("skip" in pg)) pg.stop();
});

if ("skip" in pg) {
  const { test } = await import("node:test");
  test("PostgreSQL stores: conformance", { skip: pg.skip }, () => {});
} else {
  const url = pg.createDatabase("conformance");
  const schemas = new Map<string, string>();
  const started = Date.now();
  after(() => process.stderr.write(`PostgreSQL conformance: ${schemas.size} schemas in ${Date.now() - started} ms\n`));
  storeConformance(
    "PostgreSQL stores",
    async ({ push, ...options }, place) => {
      let schema = schemas.get(place);
      if (schema === undefined) schemas.set(place, (schema = `p_${schemas.size + 1}`));
      // Each place its own pool (ended by close()): a case's stores hold nothing of another's.
      return openPostgresStores({ ...options, connectionString: url, schema, maxConfigsPerTask: push?.maxConfigsPerTask, leaseMs: 5_000 });
    },
    { durable: true, onEvict: (stores: Stores, listener) => void (stores as PostgresStores).tasks.onEvict(listener) },
  );
}
