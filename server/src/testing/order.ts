/// <reference types="node" />
// The conformance kit's ordering and concurrency cases: versions number a task's commits one by one;
// two writers on one version, one wins and the other is refused (TaskVersionConflict) changing nothing;
// the bus hands a subscriber each update once, in version order, however they were published;
// subscribe-in-the-middle gets the snapshot, then every later event exactly once, in order, no gap.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { type TaskChange, TaskVersionConflict, type TaskUpdate } from "../store/contract.js";
import { collect, type Kit, open, userMessage } from "./support.js";

const WORKING = "TASK_STATE_WORKING" as const;

/** Registers the ordering and concurrency cases under `name`. */
export function orderCases(name: string, kit: Kit): void {
  describe(`${name}: ordering and concurrency`, () => {
    test("versions: a task is created at 1 and each commit adds one; a commit's events are its changes' in order (a message makes none)", async () => {
      const { store, stores } = await open(kit, {});
      try {
        const scope = store.scope("");
        const created = await stores.tasks.create(scope, { state: WORKING });
        assert.equal(created.version, 1);
        const id = created.task.id!;
        const commit = await stores.tasks.update(scope, id, [
          { kind: "artifact", artifact: { artifactId: "a", parts: [{ text: "1" }] } },
          { kind: "message", message: userMessage("more", "m-2") },
          { kind: "status", state: "TASK_STATE_INPUT_REQUIRED" },
        ]);
        assert.equal(commit.version, 2);
        assert.equal(commit.state, "TASK_STATE_INPUT_REQUIRED");
        assert.deepEqual(
          commit.events.map((e) => Object.keys(e)[0]),
          ["artifactUpdate", "statusUpdate"],
        );
        const again = await stores.tasks.update(scope, id, [{ kind: "status", state: WORKING }]);
        assert.equal(again.version, 3);
        assert.equal((await stores.tasks.get(scope, id))?.version, 3);
        assert.deepEqual(
          (await stores.tasks.get(scope, id))?.task.history?.map((m) => m.messageId),
          ["m-2"],
        );
      } finally {
        await store.close();
      }
    });

    test("a commit's task (TaskCommit.task, when the store answers it) is the task a read answers after it; a creation's is too", async () => {
      const { store, stores } = await open(kit, { maxHistory: 2 });
      try {
        const scope = store.scope("");
        const created = await stores.tasks.create(scope, { message: userMessage("first", "m-1"), metadata: { k: "v" } });
        const id = created.task.id!;
        assert.deepEqual(created.task, (await stores.tasks.get(scope, id))?.task);
        const changes: TaskChange[][] = [
          [{ kind: "status", state: WORKING }],
          [
            { kind: "artifact", artifact: { artifactId: "a", parts: [{ text: "1" }] } },
            { kind: "artifact", artifact: { artifactId: "a", parts: [{ text: "2" }] }, append: true, lastChunk: true },
            { kind: "message", message: userMessage("second", "m-2") },
            { kind: "message", message: userMessage("third", "m-3") },
          ],
          [{ kind: "status", state: "TASK_STATE_COMPLETED", message: userMessage("done", "m-4") }],
        ];
        for (const update of changes) {
          const commit = await stores.tasks.update(scope, id, update);
          if (commit.task === undefined) continue; // optional: the runtime then reads the task back
          assert.deepEqual(commit.task, (await stores.tasks.get(scope, id))?.task);
        }
      } finally {
        await store.close();
      }
    });

    test("an update refused in the middle changes nothing: its earlier changes are not kept and the version stays", async () => {
      const { store, stores } = await open(kit, { maxArtifacts: 1 });
      try {
        const scope = store.scope("");
        const { task } = await stores.tasks.create(scope, { state: WORKING });
        const before = await stores.tasks.get(scope, task.id!);
        await assert.rejects(async () =>
          stores.tasks.update(scope, task.id!, [
            { kind: "message", message: userMessage("kept?", "m-1") },
            { kind: "artifact", artifact: { artifactId: "a", parts: [] } },
            { kind: "artifact", artifact: { artifactId: "b", parts: [] } },
          ]),
        );
        assert.deepEqual(await stores.tasks.get(scope, task.id!), before);
      } finally {
        await store.close();
      }
    });

    test("two concurrent writers on one version: exactly one commits, the other is TaskVersionConflict and changes nothing", async () => {
      const { store, stores } = await open(kit, {});
      try {
        const scope = store.scope("");
        const { task, version } = await stores.tasks.create(scope, { state: WORKING });
        const id = task.id!;
        const [first, second] = await Promise.allSettled([
          stores.tasks.update(scope, id, [{ kind: "artifact", artifact: { artifactId: "one", parts: [] } }], { expectedVersion: version }),
          stores.tasks.update(scope, id, [{ kind: "artifact", artifact: { artifactId: "two", parts: [] } }], { expectedVersion: version }),
        ]);
        const results = [first, second];
        const won = results.filter((r) => r.status === "fulfilled");
        const lost = results.filter((r) => r.status === "rejected");
        assert.equal(won.length, 1, "one writer commits");
        assert.equal(lost.length, 1, "the other is refused");
        const reason = (lost[0] as PromiseRejectedResult).reason;
        assert.ok(reason instanceof TaskVersionConflict || (reason as Error)?.name === "TaskVersionConflict", String(reason));
        assert.equal((reason as TaskVersionConflict).expected, version);
        assert.equal((reason as TaskVersionConflict).actual, version + 1);
        const after = await stores.tasks.get(scope, id);
        assert.equal(after?.version, version + 1);
        const winner = first.status === "fulfilled" ? "one" : "two";
        assert.deepEqual(
          after?.task.artifacts?.map((a) => a.artifactId),
          [winner],
        );
        // The loser reads again and writes on the new version.
        await stores.tasks.update(scope, id, [{ kind: "status", state: "TASK_STATE_COMPLETED" }], { expectedVersion: version + 1 });
        assert.equal((await stores.tasks.get(scope, id))?.task.status?.state, "TASK_STATE_COMPLETED");
      } finally {
        await store.close();
      }
    });

    test("the bus: a subscriber reads each update once, in version order, though published out of order or twice; listeners hear every publish", async () => {
      const { store, stores } = await open(kit, {});
      try {
        const scope = store.scope("");
        const heard: number[] = [];
        const stop = stores.bus.listen((u) => heard.push(u.version));
        const sub = stores.bus.subscribe(scope, "t-1");
        const update = (version: number, final = false): TaskUpdate => ({
          scope,
          taskId: "t-1",
          version,
          events: [{ statusUpdate: { taskId: "t-1", contextId: "c", status: { state: final ? "TASK_STATE_COMPLETED" : WORKING } } }],
          final,
        });
        stores.bus.publish(update(2)); // before start: held
        sub.start(1);
        stores.bus.publish(update(4));
        stores.bus.publish(update(3));
        stores.bus.publish(update(3)); // a duplicate
        stores.bus.publish(update(5, true));
        stores.bus.publish(update(6)); // after the final one: never read
        const read = (await collect(sub)).map((u) => u.version);
        assert.deepEqual(read, [2, 3, 4, 5]);
        stop();
        stores.bus.publish(update(7));
        assert.deepEqual(heard, [2, 4, 3, 3, 5, 6]);
        // Another owner's subscriber to the same task id reads only its own scope's updates.
        const bob = store.as("bob").scope("");
        const other = stores.bus.subscribe(bob, "t-1");
        other.start(0);
        stores.bus.publish(update(8, true));
        stores.bus.publish({ ...update(1, true), scope: bob });
        assert.deepEqual(
          (await collect(other)).map((u) => [u.scope.owner, u.version]),
          [["bob", 1]],
        );
      } finally {
        await store.close();
      }
    });

    test("subscribe in the middle: the snapshot, then every later event exactly once, in order, with no gap, while a writer goes on", async () => {
      const { store } = await open(kit, {});
      try {
        const { id } = await store.create("", { state: WORKING });
        for (let i = 0; i < 5; i++) await store.addArtifact("", id!, { artifactId: `before-${i}`, parts: [] });
        // The writer runs on while the subscriber joins: 20 more artifacts, then the end.
        const writer = (async () => {
          for (let i = 0; i < 20; i++) await store.addArtifact("", id!, { artifactId: `after-${i}`, parts: [] });
          await store.setStatus("", id!, "TASK_STATE_COMPLETED");
        })();
        const stream = await store.subscribeToTask("", { id });
        const items: types.StreamResponse[] = await collect(stream);
        await writer;
        const snapshot = items[0]!.task!;
        const inSnapshot = (snapshot.artifacts ?? []).map((a) => a.artifactId);
        const streamed = items.slice(1).map((e) => e.artifactUpdate?.artifact?.artifactId ?? e.statusUpdate?.status?.state);
        const all = [...Array.from({ length: 5 }, (_, i) => `before-${i}`), ...Array.from({ length: 20 }, (_, i) => `after-${i}`), "TASK_STATE_COMPLETED"];
        // What the snapshot holds, then what it does not, each once, in the order written.
        assert.deepEqual([...inSnapshot, ...streamed], all);
        assert.ok(inSnapshot.length >= 5);
      } finally {
        await store.close();
      }
    });
  });
}
