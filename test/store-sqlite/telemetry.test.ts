// The SQLite store's spans (issue 37: "Store commits (and fsyncs, for the SQLite store) are child spans"):
// the task runtime's commits are "a2a.store.commit" spans, children of their runs, whatever the store; the
// SQLite store's group commit makes one fsync for many commits, so each fsync is a span "a2a.store.fsync"
// (INTERNAL) LINKED to the commit spans it makes durable (a2a.store.changes: how many writes it covers).
// Several tasks run at once so that commits share fsyncs (test/support/store-spans.ts, shared with the
// PostgreSQL store's test). The tracer provider is the OpenTelemetry SDK's, passed to both in their
// `telemetry` option; the async-hooks context manager is registered globally.

import assert from "node:assert/strict";
import { test } from "node:test";
import { attributes as A } from "@a2a-bindgen/kit";
import { openSqliteStores } from "@a2a-bindgen/store-sqlite";
import { listed, sdk } from "../server/tasks/telemetry-support.js";
import { checkDurableSpans, runFourTasks } from "../support/store-spans.js";
import { dbPath } from "./support.js";

test("SQLite: each commit is a child span of its run; each fsync is a span linked to the commits it made durable", async (t) => {
  const o = sdk();
  const stores = await openSqliteStores({ path: dbPath(t), telemetry: { tracerProvider: o.tracerProvider } });
  try {
    await runFourTasks(stores, o.tracerProvider);
    const spans = o.spans();
    const { commits, durable: fsyncs } = checkDurableSpans(spans, "@a2a-bindgen/store-sqlite");
    const runs = spans.filter((s) => s.name === "a2a.execute");
    assert.equal(runs.length, 4, listed(spans));
    const runIds = new Set(runs.map((r) => r.spanContext().spanId));
    for (const c of commits) assert.ok(runIds.has(c.parentSpanContext?.spanId ?? ""), `a commit is a child of a run:\n${listed(spans)}`);
    assert.ok(fsyncs.length <= stores.stats().syncs, "one span per fsync made");
    for (const f of fsyncs) assert.ok(Number(f.attributes[A.storeChanges]) >= 1, "an fsync covers at least one write");
  } finally {
    await stores.close();
    await o.shutdown();
  }
});
