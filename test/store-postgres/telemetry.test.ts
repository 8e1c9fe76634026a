// The PostgreSQL store's spans, as the SQLite store's (test/support/store-spans.ts checks both): the task
// runtime's commits are "a2a.store.commit" spans, children of their runs; the group commit makes one COMMIT
// (the WAL flush that makes a batch durable) for many writes, each a span "a2a.store.fsync" (INTERNAL, scope
// @a2a-bindgen/store-postgres) LINKED to the commit spans it made durable, a2a.store.changes the writes it covers.

import assert from "node:assert/strict";
import { after, test } from "node:test";
import { openPostgresStores } from "@a2a-bindgen/store-postgres";
import { sdk } from "../server/tasks/telemetry-support.js";
import { postgresOrSkip } from "../support/postgres.js";
import { checkDurableSpans, runFourTasks } from "../support/store-spans.js";

const cluster = await postgresOrSkip();
after(() => {
  if (!("skip" in cluster)) cluster.stop();
});
const skip = "skip" in cluster ? cluster.skip : false;

test("PostgreSQL: each COMMIT is a span linked to the task runtime's commits it made durable", { skip }, async () => {
  if ("skip" in cluster) return;
  const o = sdk();
  const stores = await openPostgresStores({ connectionString: cluster.createDatabase("telemetry"), telemetry: { tracerProvider: o.tracerProvider } });
  try {
    await runFourTasks(stores, o.tracerProvider);
    const { durable } = checkDurableSpans(o.spans(), "@a2a-bindgen/store-postgres");
    assert.ok(durable.length <= stores.stats().commits, "one span per COMMIT");
  } finally {
    await stores.close();
    await o.shutdown();
  }
});
