// The in-memory task store: GetTask's historyLength (§3.2.4), CancelTask (§3.1.5, §3.3.1), SubscribeToTask
// (§3.1.6), tenant isolation (§3.3.2), hostile ids and the store's bounds. Expected codes by hand from
// spec §5.4 / the quick reference: -32001 TaskNotFound, -32002 TaskNotCancelable, -32004
// UnsupportedOperation, -32602 InvalidParams, -32603 Internal; -32099 QuotaExceeded is this project's
// decision (rules/a2a.rules.json, decision quota-error). The quotas themselves: store-quotas.test.ts.

import assert from "node:assert/strict";
import { test } from "node:test";
import { A2AError } from "@a2a-bindgen/kit";
import { TaskStore } from "@a2a-bindgen/server";
import { collect, userMessage } from "./store-helpers.js";

function isError(code: number, pattern?: RegExp) {
  return (e: unknown) => {
    assert.ok(e instanceof A2AError, `not an A2AError: ${String(e)}`);
    assert.equal(e.code, code, e.message);
    if (pattern !== undefined) assert.match(e.message, pattern);
    return true;
  };
}

test("a new task: a fresh id, the given context, SUBMITTED with a timestamp, the message in its history with the task's ids", () => {
  const store = new TaskStore({ now: () => Date.UTC(2026, 0, 2, 3, 4, 5) });
  const task = store.create("", { contextId: "ctx-1", message: userMessage("hi", "m-1") });
  assert.match(task.id!, /^[0-9a-f-]{36}$/);
  assert.equal(task.contextId, "ctx-1");
  assert.deepEqual(task.status, { state: "TASK_STATE_SUBMITTED", timestamp: "2026-01-02T03:04:05.000Z" });
  assert.deepEqual(task.history, [{ messageId: "m-1", role: "ROLE_USER", parts: [{ text: "hi" }], taskId: task.id, contextId: "ctx-1" }]);
  const other = store.create("");
  assert.notEqual(other.id, task.id);
  assert.notEqual(other.contextId, "", "an absent context gets a generated one (§3.4.1)");
  assert.equal(other.history, undefined);
});

test("GetTask historyLength (§3.2.4): unset all, 0 none (field omitted), n the most recent n; negative is InvalidParams", () => {
  const store = new TaskStore();
  const { id } = store.create("", { message: userMessage("one", "m-1") });
  store.addMessage("", id!, userMessage("two", "m-2"));
  store.addMessage("", id!, userMessage("three", "m-3"));
  const ids = (h: number | undefined) => store.getTask("", { id, historyLength: h }).history?.map((m) => m.messageId);
  assert.deepEqual(ids(undefined), ["m-1", "m-2", "m-3"]);
  assert.equal(ids(0), undefined);
  assert.deepEqual(ids(1), ["m-3"]);
  assert.deepEqual(ids(2), ["m-2", "m-3"]);
  assert.deepEqual(ids(50), ["m-1", "m-2", "m-3"]);
  assert.throws(() => store.getTask("", { id, historyLength: -1 }), isError(-32602, /historyLength/));
});

test("a tenant never sees another tenant's task: not found, like a missing one (§3.3.2)", () => {
  const store = new TaskStore();
  const { id } = store.create("tenant-a");
  assert.equal(store.getTask("tenant-a", { id }).id, id);
  assert.throws(() => store.getTask("tenant-b", { id }), isError(-32001));
  assert.throws(() => store.getTask("", { id }), isError(-32001));
  assert.throws(() => store.cancelTask("tenant-b", { id }), isError(-32001));
  assert.throws(() => store.subscribeToTask("tenant-b", { id }), isError(-32001));
  assert.deepEqual(store.listTasks("tenant-b", {}).tasks, []);
  assert.equal(store.listTasks("tenant-a", {}).tasks?.length, 1);
  // The task of tenant-a is unchanged by tenant-b's attempts.
  assert.equal(store.getTask("tenant-a", { id }).status?.state, "TASK_STATE_SUBMITTED");
});

test("hostile ids and tenants are plain keys: __proto__, constructor, toString, a 1 MB id", () => {
  const store = new TaskStore();
  for (const id of ["__proto__", "constructor", "toString", "hasOwnProperty", "x".repeat(1 << 20)]) {
    assert.throws(
      () => store.getTask("", { id }),
      (e: unknown) => isError(-32001)(e) && (e as Error).message.length < 200,
    );
    assert.throws(() => store.cancelTask("", { id }), isError(-32001));
  }
  assert.throws(() => store.getTask("", {}), isError(-32001), "a request without an id");
  for (const tenant of ["__proto__", "constructor"]) {
    const { id } = store.create(tenant);
    assert.equal(store.getTask(tenant, { id }).id, id);
    assert.throws(() => store.getTask("", { id }), isError(-32001));
  }
  assert.equal(store.size, 2);
});

test("CancelTask: a working task becomes CANCELED and its work signal aborts; again answers it unchanged; a completed one is TaskNotCancelable", () => {
  const store = new TaskStore();
  const { id } = store.create("", { state: "TASK_STATE_WORKING" });
  const work = store.workSignal("", id!);
  const canceled = store.cancelTask("", { id });
  assert.equal(canceled.status?.state, "TASK_STATE_CANCELED");
  assert.equal(work.aborted, true);
  // §3.3.1: cancel is idempotent (as @a2a-js/sdk 1.3.0 answers, a2a-peers.md §1 errors).
  assert.deepEqual(store.cancelTask("", { id }), canceled);
  const done = store.create("");
  store.setStatus("", done.id!, "TASK_STATE_COMPLETED");
  assert.throws(() => store.cancelTask("", { id: done.id }), isError(-32002, /TASK_STATE_COMPLETED/));
  for (const state of ["TASK_STATE_FAILED", "TASK_STATE_REJECTED"] as const) {
    const t = store.create("");
    store.setStatus("", t.id!, state);
    assert.throws(() => store.cancelTask("", { id: t.id }), isError(-32002));
  }
  assert.throws(() => store.cancelTask("", { id: "nope" }), isError(-32001));
});

test("SubscribeToTask: the task first, then each update in order, ending at the terminal state; two streams see the same", async () => {
  const store = new TaskStore();
  const { id, contextId } = store.create("t", { state: "TASK_STATE_WORKING" });
  const a = store.subscribeToTask("t", { id });
  const b = store.subscribeToTask("t", { id });
  store.addArtifact("t", id!, { artifactId: "a-1", parts: [{ text: "x" }] }, { lastChunk: true });
  store.setStatus("t", id!, "TASK_STATE_COMPLETED");
  const [itemsA, itemsB] = await Promise.all([collect(a), collect(b)]);
  assert.deepEqual(itemsA, itemsB);
  assert.equal(itemsA.length, 3);
  assert.equal(itemsA[0]!.task?.status?.state, "TASK_STATE_WORKING");
  assert.deepEqual(itemsA[1], { artifactUpdate: { taskId: id, contextId, artifact: { artifactId: "a-1", parts: [{ text: "x" }] }, lastChunk: true } });
  assert.equal(itemsA[2]!.statusUpdate?.status?.state, "TASK_STATE_COMPLETED");
  assert.equal(itemsA[2]!.statusUpdate?.taskId, id);
});

test("SubscribeToTask on a task in a terminal state is UnsupportedOperation, thrown before any stream; unknown is TaskNotFound", () => {
  const store = new TaskStore();
  for (const state of ["TASK_STATE_COMPLETED", "TASK_STATE_FAILED", "TASK_STATE_CANCELED", "TASK_STATE_REJECTED"] as const) {
    const { id } = store.create("");
    store.setStatus("", id!, state);
    assert.throws(() => store.subscribeToTask("", { id }), isError(-32004, /terminal/));
  }
  assert.throws(() => store.subscribeToTask("", { id: "missing" }), isError(-32001));
  // An interrupted task is not terminal: it can be subscribed to.
  const { id } = store.create("");
  store.setStatus("", id!, "TASK_STATE_INPUT_REQUIRED");
  store.subscribeToTask("", { id }).return?.();
});

test("a stream ends when its caller goes away (the signal), and the cancel of a task ends its streams", async () => {
  const store = new TaskStore();
  const { id } = store.create("", { state: "TASK_STATE_WORKING" });
  const gone = new AbortController();
  const left = store.subscribeToTask("", { id }, gone.signal);
  const stays = store.subscribeToTask("", { id });
  gone.abort();
  assert.equal((await collect(left)).length, 0, "an aborted stream ends at once, dropping what was queued");
  store.cancelTask("", { id });
  const items = await collect(stays);
  assert.deepEqual(
    items.map((i) => i.task?.status?.state ?? i.statusUpdate?.status?.state),
    ["TASK_STATE_WORKING", "TASK_STATE_CANCELED"],
  );
});

test("updates to a task in a terminal state are refused with UnsupportedOperation", () => {
  const store = new TaskStore();
  const { id } = store.create("");
  store.setStatus("", id!, "TASK_STATE_COMPLETED");
  assert.throws(() => store.setStatus("", id!, "TASK_STATE_WORKING"), isError(-32004));
  assert.throws(() => store.addMessage("", id!, userMessage("late", "m-9")), isError(-32004));
  assert.throws(() => store.addArtifact("", id!, { artifactId: "a", parts: [] }), isError(-32004));
});

test("append adds parts to the artifact of the same id; the event carries only the new chunk", () => {
  const store = new TaskStore();
  const { id } = store.create("", { state: "TASK_STATE_WORKING" });
  store.addArtifact("", id!, { artifactId: "a", parts: [{ text: "1" }] });
  const event = store.addArtifact("", id!, { artifactId: "a", parts: [{ text: "2" }] }, { append: true, lastChunk: true });
  assert.deepEqual(event.artifact?.parts, [{ text: "2" }]);
  assert.equal(event.append, true);
  assert.deepEqual(store.getTask("", { id }).artifacts, [{ artifactId: "a", parts: [{ text: "1" }, { text: "2" }] }]);
});

test("bounds: a tenant at its limit evicts its own task that finished first, or is refused naming the quota", () => {
  // maxTenants 1: tenant "" alone, its quota 1 task (maxTasks / 2) and 1 shared: it may hold 2.
  const store = new TaskStore({ maxTasks: 2, maxTenants: 1 });
  const evicted: string[] = [];
  store.onEvict((tenant, id) => evicted.push(`${tenant}/${id}`));
  const a = store.create("");
  const b = store.create("");
  assert.throws(() => store.create(""), isError(-32099, /^tenant tasks: .*quota of 1 \(tenantQuota\.tasks\).*no finished task/));
  store.setStatus("", b.id!, "TASK_STATE_COMPLETED");
  store.setStatus("", a.id!, "TASK_STATE_COMPLETED"); // b finished first
  const c = store.create("");
  assert.deepEqual(evicted, [`/${b.id}`]);
  assert.equal(store.size, 2);
  assert.throws(() => store.getTask("", { id: b.id }), isError(-32001));
  assert.equal(store.getTask("", { id: a.id }).id, a.id);
  assert.equal(store.getTask("", { id: c.id }).id, c.id);
});

test("bounds: history keeps the most recent maxHistory messages; artifacts refuse past maxArtifacts", () => {
  const store = new TaskStore({ maxHistory: 2, maxArtifacts: 1 });
  const { id } = store.create("", { message: userMessage("1", "m-1"), state: "TASK_STATE_WORKING" });
  store.addMessage("", id!, userMessage("2", "m-2"));
  store.addMessage("", id!, userMessage("3", "m-3"));
  assert.deepEqual(
    store.getTask("", { id }).history?.map((m) => m.messageId),
    ["m-2", "m-3"],
  );
  store.addArtifact("", id!, { artifactId: "a", parts: [] });
  store.addArtifact("", id!, { artifactId: "a", parts: [{ text: "replaced" }] }); // same id: not a new one
  assert.throws(() => store.addArtifact("", id!, { artifactId: "b", parts: [] }), isError(-32099, /^task artifacts: .*maxArtifacts/));
});

test("bounds: a stream that falls maxQueued events behind fails with InternalError; open streams per task are capped", async () => {
  const store = new TaskStore({ maxQueued: 2, maxSubscribers: 1 });
  const { id } = store.create("", { state: "TASK_STATE_WORKING" });
  const slow = store.subscribeToTask("", { id });
  assert.throws(() => store.subscribeToTask("", { id }), isError(-32099, /^task streams: .*maxSubscribers/));
  for (let i = 0; i < 4; i++) store.setStatus("", id!, "TASK_STATE_WORKING");
  await assert.rejects(() => collect(slow), isError(-32603, /maxQueued/));
  // The failed stream left: a new one may open.
  store.subscribeToTask("", { id }).return?.();
});

test("bad options are refused at construction", () => {
  assert.throws(() => new TaskStore({ maxTasks: 0 }), RangeError);
  assert.throws(() => new TaskStore({ maxHistory: 1.5 }), RangeError);
});

test("status timestamps are ISO 8601 in UTC with milliseconds, across seconds and before 1970 (one store, one clock)", () => {
  const clock = [999, 1000, 1001, 61_000, -1, 1.9];
  let i = 0;
  const store = new TaskStore({ now: () => clock[i++]! });
  const stamps = clock.map(() => store.create("").status?.timestamp);
  assert.deepEqual(stamps, [
    "1970-01-01T00:00:00.999Z",
    "1970-01-01T00:00:01.000Z",
    "1970-01-01T00:00:01.001Z",
    "1970-01-01T00:01:01.000Z",
    "1969-12-31T23:59:59.999Z",
    "1970-01-01T00:00:00.001Z",
  ]);
});
