// The change semantics (server/src/store/change.ts) on messages: an agent's message kept with the task is
// an event its streams get (a2a.proto v1.0.1 StreamResponse.message), a user's is not (its sender knows it).
// A store that keeps a commit's events for other processes (store-postgres) keeps what applyChanges answers,
// so the agent's message must be among them.

import assert from "node:assert/strict";
import { test } from "node:test";
import { applyChanges, createMemoryStores } from "@a2a-bindgen/server/store";

const task = { id: "t-1", contextId: "c-1", status: { state: "TASK_STATE_WORKING" as const, timestamp: "2026-01-01T00:00:00.000Z" } };
const bounds = { maxHistory: 100, maxArtifacts: 100 };
const ts = "2026-01-01T00:00:01.000Z";

test("an agent's message makes a message event, bound to the task", () => {
  const out = applyChanges(task, [{ kind: "message", message: { messageId: "a-1", role: "ROLE_AGENT", parts: [{ text: "hi" }] } }], ts, bounds);
  assert.deepEqual(out.events, [{ message: { messageId: "a-1", role: "ROLE_AGENT", parts: [{ text: "hi" }], taskId: "t-1", contextId: "c-1" } }]);
  assert.equal(out.task.history?.length, 1);
});

test("a user's message makes no event", () => {
  const out = applyChanges(task, [{ kind: "message", message: { messageId: "u-1", role: "ROLE_USER", parts: [{ text: "more" }] } }], ts, bounds);
  assert.deepEqual(out.events, []);
  assert.equal(out.task.history?.length, 1);
});

test("a commit's events hold the agent's message in its changes' order", async () => {
  const stores = createMemoryStores();
  const scope = { tenant: "", owner: "" };
  const created = await stores.tasks.create(scope, { state: "TASK_STATE_WORKING" });
  const commit = await stores.tasks.update(scope, created.task.id!, [
    { kind: "artifact", artifact: { artifactId: "x", parts: [{ text: "a" }] } },
    { kind: "message", message: { messageId: "a-2", role: "ROLE_AGENT", parts: [{ text: "note" }] } },
  ]);
  assert.deepEqual(
    commit.events.map((e) => Object.keys(e)[0]),
    ["artifactUpdate", "message"],
  );
  await stores.close();
});
