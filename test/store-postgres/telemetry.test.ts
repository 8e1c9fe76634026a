// The PostgreSQL store's spans, as the SQLite store's: the task runtime's commits are "a2a.store.commit"
// spans, children of their runs; the group commit makes one COMMIT (the WAL flush that makes a batch
// durable) for many writes, each a span "a2a.store.fsync" (INTERNAL, scope @a2a-bindgen/store-postgres)
// LINKED to the commit spans it made durable, a2a.store.changes the writes it covers.

import assert from "node:assert/strict";
import { after, test } from "node:test";
import { attributes as A } from "@a2a-bindgen/kit";
import { createTaskAgent, dispatchUnary } from "@a2a-bindgen/server";
import { openPostgresStores } from "@a2a-bindgen/store-postgres";
import { SpanKind } from "@opentelemetry/api";
import { callContext, cardWith } from "../server/store-helpers.js";
import { listed, sdk } from "../server/tasks/telemetry-support.js";
import { userMessage } from "../store-sqlite/support.js";
import { postgresOrSkip } from "../support/postgres.js";

const cluster = await postgresOrSkip();
after(() => {
  if (!("skip" in cluster)) cluster.stop();
});
const skip = "skip" in cluster ? cluster.skip : false;

test("PostgreSQL: each COMMIT is a span linked to the task runtime's commits it made durable", { skip }, async () => {
  if ("skip" in cluster) return;
  const o = sdk();
  const stores = await openPostgresStores({ connectionString: cluster.createDatabase("telemetry"), telemetry: { tracerProvider: o.tracerProvider } });
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
    const commits = spans.filter((s) => s.name === "a2a.store.commit");
    const durable = spans.filter((s) => s.name === "a2a.store.fsync");
    assert.equal(commits.length, 12, `three commits per task:\n${listed(spans)}`);
    const commitIds = new Set(commits.map((c) => c.spanContext().spanId));
    const linked = new Set<string>();
    for (const f of durable) {
      assert.equal(f.kind, SpanKind.INTERNAL);
      assert.equal(f.instrumentationScope.name, "@a2a-bindgen/store-postgres");
      assert.ok(Number(f.attributes[A.storeChanges]) >= f.links.length, "its writes counted");
      for (const l of f.links) {
        assert.ok(commitIds.has(l.context.spanId), "a link names a commit span");
        linked.add(l.context.spanId);
      }
    }
    assert.equal(linked.size, commits.length, "every commit linked from the COMMIT that made it durable");
    assert.ok(durable.filter((f) => f.links.length > 0).length < commits.length, "COMMITs are shared");
    assert.ok(durable.length <= stores.stats().commits, "one span per COMMIT");
  } finally {
    await agent.close();
    await stores.close();
    await o.shutdown();
  }
});
