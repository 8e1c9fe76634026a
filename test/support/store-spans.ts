// What the durable stores' span tests share (test/store-sqlite/telemetry.test.ts, test/store-postgres/
// telemetry.test.ts): four tasks run at once on the task runtime, each making three commits, so that commits
// share a durability point; and what both stores promise of it (issue 37): the task runtime's commits are
// "a2a.store.commit" spans, and each durability point of the group commit (SQLite's fsync, PostgreSQL's
// COMMIT) is a span "a2a.store.fsync" (INTERNAL, the store package's scope) LINKED to the commit spans it
// made durable, a2a.store.changes counting the writes it covers.

import assert from "node:assert/strict";
import { attributes as A } from "@a2a-bindgen/kit";
import { createTaskAgent, dispatchUnary, type Stores } from "@a2a-bindgen/server";
import { SpanKind, type TracerProvider } from "@opentelemetry/api";
import type { ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { callContext, cardWith } from "../server/store-helpers.js";
import { listed } from "../server/tasks/telemetry-support.js";
import { userMessage } from "../store-sqlite/support.js";

/** Runs four tasks at once (working, an artifact, completed: three commits each) on `stores`, traced by `tracerProvider`; the agent is closed after. */
export async function runFourTasks(stores: Stores, tracerProvider: TracerProvider): Promise<void> {
  const agent = createTaskAgent({
    stores,
    telemetry: { tracerProvider },
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
  } finally {
    await agent.close();
  }
}

/**
 * Checks the spans of runFourTasks against what both durable stores promise (the file comment); `scope`: the
 * store package's name. Answers the commit spans and the durability spans, for the store's own checks.
 */
export function checkDurableSpans(spans: readonly ReadableSpan[], scope: string): { commits: ReadableSpan[]; durable: ReadableSpan[] } {
  const commits = spans.filter((s) => s.name === "a2a.store.commit");
  const durable = spans.filter((s) => s.name === "a2a.store.fsync");
  assert.equal(commits.length, 12, `three commits per task:\n${listed(spans)}`);
  assert.ok(durable.length >= 1, `durability spans:\n${listed(spans)}`);
  const commitIds = new Set(commits.map((c) => c.spanContext().spanId));
  const linked = new Set<string>();
  for (const f of durable) {
    assert.equal(f.kind, SpanKind.INTERNAL);
    assert.equal(f.instrumentationScope.name, scope);
    // The store's own writes at open (sweep, recovery) were made in no span: their spans link to nothing.
    for (const l of f.links) {
      assert.ok(commitIds.has(l.context.spanId), "a link names a commit span");
      linked.add(l.context.spanId);
    }
    assert.ok(Number(f.attributes[A.storeChanges]) >= f.links.length, "its writes counted");
  }
  // Every commit was made durable by one span's write, which links to it (12 commits: under the bound of links per span).
  assert.equal(linked.size, commits.length, "every commit linked from the durability point that made it durable");
  const linking = durable.filter((f) => f.links.length > 0);
  assert.ok(linking.length < commits.length, `durability points are shared: ${linking.length} for ${commits.length} commits`);
  return { commits, durable };
}
