// The SQLite store's spans (issue 37: "Store commits (and fsyncs, for the SQLite store) are child spans"):
// the task runtime's commits are "a2a.store.commit" spans, children of their runs, whatever the store; the
// SQLite store's group commit makes one fsync for many commits, so each fsync is a span "a2a.store.fsync"
// (INTERNAL) LINKED to the commit spans it makes durable (a2a.store.changes: how many writes it covers).
// Several tasks run at once so that commits share fsyncs. The tracer provider is the OpenTelemetry SDK's,
// passed to both in their `telemetry` option; the async-hooks context manager is registered globally.

import assert from "node:assert/strict";
import { test } from "node:test";
import { attributes as A } from "@a2a-bindgen/kit";
import { createTaskAgent, dispatchUnary } from "@a2a-bindgen/server";
import { openSqliteStores } from "@a2a-bindgen/store-sqlite";
import { SpanKind } from "@opentelemetry/api";
import { callContext, cardWith } from "../server/store-helpers.js";
import { listed, sdk } from "../server/tasks/telemetry-support.js";
import { dbPath, userMessage } from "./support.js";

test("SQLite: each commit is a child span of its run; each fsync is a span linked to the commits it made durable", async (t) => {
  const o = sdk();
  const stores = await openSqliteStores({ path: dbPath(t), telemetry: { tracerProvider: o.tracerProvider } });
  const agent = createTaskAgent({
    stores,
    telemetry: { tracerProvider: o.tracerProvider },
    async execute(_, events) {
      await events.status("TASK_STATE_WORKING");
      await events.artifact({ artifactId: "a", parts: [{ text: "done" }] });
      await events.status("TASK_STATE_COMPLETED");
    },
  });
  try {
    const { context } = callContext();
    const answers = await Promise.all(["a", "b", "c", "d"].map((x) => dispatchUnary(agent, cardWith(), "SendMessage", { message: userMessage(x) }, context)));
    for (const a of answers) assert.equal(a.task?.status?.state, "TASK_STATE_COMPLETED");
    const spans = o.spans();
    const runs = spans.filter((s) => s.name === "a2a.execute");
    const commits = spans.filter((s) => s.name === "a2a.store.commit");
    const fsyncs = spans.filter((s) => s.name === "a2a.store.fsync");
    assert.equal(runs.length, 4, listed(spans));
    assert.equal(commits.length, 12, "three commits per task");
    const runIds = new Set(runs.map((r) => r.spanContext().spanId));
    for (const c of commits) assert.ok(runIds.has(c.parentSpanContext?.spanId ?? ""), `a commit is a child of a run:\n${listed(spans)}`);

    assert.ok(fsyncs.length >= 1, `fsync spans:\n${listed(spans)}`);
    assert.ok(fsyncs.length <= stores.stats().syncs, "one span per fsync made");
    const commitIds = new Set(commits.map((c) => c.spanContext().spanId));
    const linked = new Set<string>();
    for (const f of fsyncs) {
      assert.equal(f.kind, SpanKind.INTERNAL);
      assert.equal(f.instrumentationScope.name, "@a2a-bindgen/store-sqlite");
      assert.ok(Number(f.attributes[A.storeChanges]) >= 1, "an fsync covers at least one write");
      // The store's own writes at open (sweep, recovery) were made in no span: their fsyncs link to nothing.
      for (const l of f.links) {
        assert.ok(commitIds.has(l.context.spanId), "a link names a commit span");
        linked.add(l.context.spanId);
      }
      assert.ok(Number(f.attributes[A.storeChanges]) >= f.links.length, "its writes counted");
    }
    // Every commit was made durable by one fsync, which links to it (12 commits: under the bound of links per fsync).
    assert.equal(linked.size, commits.length, "every commit linked from an fsync");
    const linking = fsyncs.filter((f) => f.links.length > 0);
    assert.ok(linking.length < commits.length, `fsyncs are shared: ${linking.length} for ${commits.length} commits`);
  } finally {
    await agent.close();
    await stores.close();
    await o.shutdown();
  }
});
