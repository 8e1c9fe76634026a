/// <reference types="node" />
// The conformance kit's task cases: what a task is when created and read (§3.1.3, §3.2.4), CancelTask
// (§3.1.5) and SubscribeToTask (§3.1.6) over the store, updates refused on a finished task, appended
// artifact chunks, history and artifact bounds, stream bounds, status timestamps, hostile keys, and
// owner scoping (another owner sees TaskNotFound, exactly like another tenant). Expectations by hand.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { a2aCode, collect, type Kit, notFound, open, quota, sawEvicted, userMessage } from "./support.js";

const WORKING = "TASK_STATE_WORKING" as const;

/** Registers the task cases under `name`. */
export function taskCases(name: string, kit: Kit): void {
  describe(`${name}: tasks`, () => {
    test("a new task: a fresh id, the given context, SUBMITTED with the store's timestamp, the message in its history with the task's ids", async () => {
      const { store, clock } = await open(kit, {});
      try {
        const task = await store.create("", { contextId: "ctx-1", message: userMessage("hi", "m-1") });
        assert.match(task.id!, /^[0-9a-f-]{36}$/);
        assert.equal(task.contextId, "ctx-1");
        assert.deepEqual(task.status, { state: "TASK_STATE_SUBMITTED", timestamp: new Date(clock.now).toISOString() });
        assert.deepEqual(task.history, [{ messageId: "m-1", role: "ROLE_USER", parts: [{ text: "hi" }], taskId: task.id, contextId: "ctx-1" }]);
        // A resolved write is committed: read back at once.
        assert.deepEqual(await store.getTask("", { id: task.id }), task);
        const other = await store.create("");
        assert.notEqual(other.id, task.id);
        assert.ok(other.contextId !== undefined && other.contextId !== "", "an absent context gets a generated one (§3.4.1)");
        assert.equal(other.history, undefined);
      } finally {
        await store.close();
      }
    });

    test("GetTask historyLength (§3.2.4): unset all, 0 none (field omitted), n the most recent n; negative is InvalidParams", async () => {
      const { store } = await open(kit, {});
      try {
        const { id } = await store.create("", { message: userMessage("one", "m-1") });
        await store.addMessage("", id!, userMessage("two", "m-2"));
        await store.addMessage("", id!, userMessage("three", "m-3"));
        const ids = async (h: number | undefined) =>
          (await store.getTask("", { id, ...(h === undefined ? {} : { historyLength: h }) })).history?.map((m) => m.messageId);
        assert.deepEqual(await ids(undefined), ["m-1", "m-2", "m-3"]);
        assert.equal(await ids(0), undefined);
        assert.equal(Object.hasOwn(await store.getTask("", { id, historyLength: 0 }), "history"), false);
        assert.deepEqual(await ids(2), ["m-2", "m-3"]);
        assert.deepEqual(await ids(10), ["m-1", "m-2", "m-3"]);
        await assert.rejects(async () => store.getTask("", { id, historyLength: -1 }), a2aCode(-32602, /historyLength/));
      } finally {
        await store.close();
      }
    });

    test("hostile ids and tenants are plain keys: __proto__, constructor, toString, a 1 MB id", async () => {
      const { store } = await open(kit, { maxTenants: 4 });
      try {
        for (const id of ["__proto__", "constructor", "toString", "hasOwnProperty", "x".repeat(1 << 20)]) {
          await assert.rejects(
            async () => store.getTask("", { id }),
            (e: unknown) => notFound(e) && (e as Error).message.length < 200,
          );
          await assert.rejects(async () => store.cancelTask("", { id }), notFound);
        }
        await assert.rejects(async () => store.getTask("", {} as never), notFound, "a request without an id");
        for (const tenant of ["__proto__", "constructor"]) {
          const { id } = await store.create(tenant);
          assert.equal((await store.getTask(tenant, { id })).id, id);
          await assert.rejects(async () => store.getTask("", { id }), notFound);
        }
      } finally {
        await store.close();
      }
    });

    test("CancelTask: a working task becomes CANCELED; again answers it unchanged; a completed, failed or rejected one is TaskNotCancelable", async () => {
      const { store } = await open(kit, {});
      try {
        const { id } = await store.create("", { state: WORKING });
        const canceled = await store.cancelTask("", { id });
        assert.equal(canceled.status?.state, "TASK_STATE_CANCELED");
        // §3.3.1: cancel is idempotent (as @a2a-js/sdk 1.3.0 answers, a2a-peers.md §1 errors).
        assert.deepEqual(await store.cancelTask("", { id }), canceled);
        for (const state of ["TASK_STATE_COMPLETED", "TASK_STATE_FAILED", "TASK_STATE_REJECTED"] as const) {
          const t = await store.create("");
          await store.setStatus("", t.id!, state);
          await assert.rejects(async () => store.cancelTask("", { id: t.id }), a2aCode(-32002, new RegExp(state)));
        }
        await assert.rejects(async () => store.cancelTask("", { id: "nope" }), notFound);
      } finally {
        await store.close();
      }
    });

    test("SubscribeToTask: the task first, then each update in order, ending at the terminal state; two streams see the same", async () => {
      const { store } = await open(kit, {});
      try {
        const { id, contextId } = await store.create("t", { state: WORKING });
        const a = await store.subscribeToTask("t", { id });
        const b = await store.subscribeToTask("t", { id });
        await store.addArtifact("t", id!, { artifactId: "a-1", parts: [{ text: "x" }] }, { lastChunk: true });
        await store.setStatus("t", id!, "TASK_STATE_COMPLETED");
        const [itemsA, itemsB] = await Promise.all([collect(a), collect(b)]);
        assert.deepEqual(itemsA, itemsB);
        assert.equal(itemsA.length, 3);
        assert.equal(itemsA[0]!.task?.status?.state, WORKING);
        assert.deepEqual(itemsA[1], { artifactUpdate: { taskId: id, contextId, artifact: { artifactId: "a-1", parts: [{ text: "x" }] }, lastChunk: true } });
        assert.equal(itemsA[2]!.statusUpdate?.status?.state, "TASK_STATE_COMPLETED");
        assert.equal(itemsA[2]!.statusUpdate?.taskId, id);
      } finally {
        await store.close();
      }
    });

    test("SubscribeToTask on a task in a terminal state is UnsupportedOperation; unknown is TaskNotFound; an interrupted one can be subscribed to", async () => {
      const { store } = await open(kit, {});
      try {
        for (const state of ["TASK_STATE_COMPLETED", "TASK_STATE_FAILED", "TASK_STATE_CANCELED", "TASK_STATE_REJECTED"] as const) {
          const { id } = await store.create("");
          await store.setStatus("", id!, state);
          await assert.rejects(async () => store.subscribeToTask("", { id }), a2aCode(-32004, /terminal/));
        }
        await assert.rejects(async () => store.subscribeToTask("", { id: "missing" }), notFound);
        const { id } = await store.create("");
        await store.setStatus("", id!, "TASK_STATE_INPUT_REQUIRED");
        await (await store.subscribeToTask("", { id })).return?.();
      } finally {
        await store.close();
      }
    });

    test("a stream ends when its caller goes away (the signal), and the cancel of a task ends its streams", async () => {
      const { store } = await open(kit, {});
      try {
        const { id } = await store.create("", { state: WORKING });
        const gone = new AbortController();
        const left = await store.subscribeToTask("", { id }, gone.signal);
        const stays = await store.subscribeToTask("", { id });
        gone.abort();
        await store.setStatus("", id!, WORKING);
        const leftItems = await collect(left);
        assert.ok(leftItems.length <= 1 && (leftItems.length === 0 || leftItems[0]!.task !== undefined), "an aborted stream ends, with no update after");
        await store.cancelTask("", { id });
        const items = await collect(stays);
        assert.deepEqual(
          items.map((i) => i.task?.status?.state ?? i.statusUpdate?.status?.state),
          [WORKING, WORKING, "TASK_STATE_CANCELED"],
        );
      } finally {
        await store.close();
      }
    });

    test("updates to a task in a terminal state are refused with UnsupportedOperation and change nothing", async () => {
      const { store } = await open(kit, {});
      try {
        const { id } = await store.create("");
        await store.setStatus("", id!, "TASK_STATE_COMPLETED");
        const before = await store.getTask("", { id });
        await assert.rejects(async () => store.setStatus("", id!, WORKING), a2aCode(-32004));
        await assert.rejects(async () => store.addMessage("", id!, userMessage("late", "m-9")), a2aCode(-32004));
        await assert.rejects(async () => store.addArtifact("", id!, { artifactId: "a", parts: [] }), a2aCode(-32004));
        assert.deepEqual(await store.getTask("", { id }), before);
      } finally {
        await store.close();
      }
    });

    test("append adds parts to the artifact of the same id; the event carries only the new chunk", async () => {
      const { store } = await open(kit, {});
      try {
        const { id } = await store.create("", { state: WORKING });
        await store.addArtifact("", id!, { artifactId: "a", parts: [{ text: "1" }] });
        const commit = await store.addArtifact("", id!, { artifactId: "a", parts: [{ text: "2" }] }, { append: true, lastChunk: true });
        const event = commit.events[0]?.artifactUpdate;
        assert.deepEqual(event?.artifact?.parts, [{ text: "2" }]);
        assert.equal(event?.append, true);
        assert.equal(event?.lastChunk, true);
        assert.deepEqual((await store.getTask("", { id })).artifacts, [{ artifactId: "a", parts: [{ text: "1" }, { text: "2" }] }]);
      } finally {
        await store.close();
      }
    });

    test("bounds: a tenant at its limit evicts its own task that finished first, or is refused naming the quota", async () => {
      // maxTenants 1: tenant "" alone, its quota 1 task (maxTasks / 2) and 1 shared: it may hold 2.
      const { store, evicted } = await open(kit, { maxTasks: 2, maxTenants: 1 });
      try {
        const a = await store.create("");
        const b = await store.create("");
        await assert.rejects(async () => store.create(""), quota("tenant tasks", /quota of 1 \(tenantQuota\.tasks\).*no finished task/));
        await store.setStatus("", b.id!, "TASK_STATE_COMPLETED");
        await store.setStatus("", a.id!, "TASK_STATE_COMPLETED"); // b finished first
        const c = await store.create("");
        sawEvicted(evicted, [`/${b.id}`]);
        await assert.rejects(async () => store.getTask("", { id: b.id }), notFound);
        assert.equal((await store.getTask("", { id: a.id })).id, a.id);
        assert.equal((await store.getTask("", { id: c.id })).id, c.id);
      } finally {
        await store.close();
      }
    });

    test("bounds: history keeps the most recent maxHistory messages; artifacts refuse past maxArtifacts", async () => {
      const { store } = await open(kit, { maxHistory: 2, maxArtifacts: 1 });
      try {
        const { id } = await store.create("", { message: userMessage("1", "m-1"), state: WORKING });
        await store.addMessage("", id!, userMessage("2", "m-2"));
        await store.addMessage("", id!, userMessage("3", "m-3"));
        assert.deepEqual(
          (await store.getTask("", { id })).history?.map((m) => m.messageId),
          ["m-2", "m-3"],
        );
        await store.addArtifact("", id!, { artifactId: "a", parts: [] });
        await store.addArtifact("", id!, { artifactId: "a", parts: [{ text: "replaced" }] }); // same id: not a new one
        await assert.rejects(async () => store.addArtifact("", id!, { artifactId: "b", parts: [] }), quota("task artifacts", /maxArtifacts/));
      } finally {
        await store.close();
      }
    });

    test("bounds: a stream that falls maxQueued events behind fails with InternalError; open streams per task are capped", async () => {
      const { store } = await open(kit, { maxQueued: 2, maxSubscribers: 1 });
      try {
        const { id } = await store.create("", { state: WORKING });
        const slow = await store.subscribeToTask("", { id });
        await assert.rejects(async () => store.subscribeToTask("", { id }), quota("task streams", /maxSubscribers/));
        for (let i = 0; i < 4; i++) await store.setStatus("", id!, WORKING);
        await assert.rejects(() => collect(slow), a2aCode(-32603, /maxQueued/));
        // The failed stream left: a new one may open.
        await (await store.subscribeToTask("", { id })).return?.();
      } finally {
        await store.close();
      }
    });

    test("status timestamps are ISO 8601 in UTC with milliseconds, from the store's clock, across seconds and before 1970", async () => {
      const { store, clock } = await open(kit, {});
      try {
        const stamps: (string | undefined)[] = [];
        for (const at of [999, 1000, 1001, 61_000, -1]) {
          clock.now = at;
          stamps.push((await store.create("")).status?.timestamp);
        }
        assert.deepEqual(stamps, [
          "1970-01-01T00:00:00.999Z",
          "1970-01-01T00:00:01.000Z",
          "1970-01-01T00:00:01.001Z",
          "1970-01-01T00:01:01.000Z",
          "1969-12-31T23:59:59.999Z",
        ]);
      } finally {
        await store.close();
      }
    });

    test("owner scoping: another owner's task is TaskNotFound to every read, update, cancel, subscribe and list, like another tenant's, and stays unchanged", async () => {
      const { store: alice } = await open(kit, {});
      const stores = alice.stores;
      const owned = alice.as("alice");
      try {
        const { id } = await owned.create("", { state: WORKING, message: userMessage("mine", "m-a") });
        await stores.pushConfigs.put(owned.scope(""), { config: { id: "c-1", taskId: id!, url: "https://hook.example/a" }, protocolVersion: "1.0" });
        const before = await owned.getTask("", { id });
        for (const other of [alice, owned.as("bob"), owned.as("ALICE")]) {
          await assert.rejects(async () => other.getTask("", { id }), notFound);
          await assert.rejects(async () => other.cancelTask("", { id }), notFound);
          await assert.rejects(async () => other.subscribeToTask("", { id }), notFound);
          await assert.rejects(async () => other.setStatus("", id!, "TASK_STATE_COMPLETED"), notFound);
          await assert.rejects(async () => other.addMessage("", id!, userMessage("x", "m-x")), notFound);
          await assert.rejects(async () => other.addArtifact("", id!, { artifactId: "x", parts: [] }), notFound);
          assert.deepEqual((await other.listTasks("", {})).tasks, []);
          assert.equal((await other.listTasks("", {})).totalSize, 0);
          assert.equal(await stores.pushConfigs.get(other.scope(""), id!, "c-1"), undefined);
          assert.deepEqual(await stores.pushConfigs.configsOf(other.scope(""), id!), []);
          assert.deepEqual((await stores.pushConfigs.list(other.scope(""), id!, {})).configs, []);
        }
        assert.deepEqual(await owned.getTask("", { id }), before);
        assert.deepEqual(
          (await owned.listTasks("", {})).tasks?.map((t) => t.id),
          [id],
        );
        assert.equal((await stores.pushConfigs.configsOf(owned.scope(""), id!)).length, 1);
      } finally {
        await alice.close();
      }
    });
  });
}
