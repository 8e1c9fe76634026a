// A blocking SendMessage answers from the commit that settled its task (TaskCommit.task: the task as the
// update left it) instead of reading the task back, and a continued task starts from the commit that
// appended its message (issue 36). What it answers is still what GetTask answers (§3.2.2: the task at
// its terminal or interrupted state; configuration.historyLength as GetTask's). CancelTask answers from its
// commit too (§3.1.5: the canceled task). A store that leaves TaskCommit.task out is read back, as before.

import assert from "node:assert/strict";
import { test } from "node:test";
import { createTaskAgent, dispatchUnary, type Executor, type Stores, type TaskStore } from "@a2a-bindgen/server";
import { createMemoryStores } from "@a2a-bindgen/server/store";
import { agentSays, greeter as greet } from "./greeter.js";
import { callContext, cardWith, userMessage } from "./store-helpers.js";

const card = cardWith();
/** Asks for a name (input-required), then answers with an artifact and completes with a message. */
const greeter = greet({ done: agentSays("done") });

/** The in-memory stores, counting the task reads; `withoutTask` strips TaskCommit.task as a store that does not answer it. */
function counted(withoutTask = false): { stores: Stores; reads: () => number } {
  const memory = createMemoryStores();
  let reads = 0;
  const tasks: TaskStore = {
    create: (...a) => memory.tasks.create(...a),
    get: (...a) => {
      reads++;
      return memory.tasks.get(...a);
    },
    update: async (...a) => {
      const commit = await memory.tasks.update(...a);
      if (!withoutTask) return commit;
      const { task: _task, ...rest } = commit;
      return rest;
    },
    list: (...a) => memory.tasks.list(...a),
    close: () => memory.tasks.close(),
  };
  return { stores: { ...memory, tasks, close: () => memory.close() }, reads: () => reads };
}

for (const withoutTask of [false, true]) {
  const store = withoutTask ? "a store that leaves TaskCommit.task out" : "the in-memory stores";
  test(`blocking sends answer what GetTask answers; on ${store} ${withoutTask ? "by reading the task back" : "without reading the task"}`, async () => {
    const { stores, reads } = counted(withoutTask);
    const agent = createTaskAgent({ execute: greeter, stores });
    const { context } = callContext();
    try {
      const asked = (await dispatchUnary(agent, card, "SendMessage", { message: userMessage("hi", "m-1") }, context)).task!;
      assert.equal(asked.status?.state, "TASK_STATE_INPUT_REQUIRED");
      // A new task: nothing to look up; the answer is the interrupting commit's.
      assert.equal(reads(), withoutTask ? 1 : 0);
      assert.deepEqual(asked, await dispatchUnary(agent, card, "GetTask", { id: asked.id }, context));
      const before = reads();

      const request = { message: userMessage("Ada", "m-2", { taskId: asked.id }), configuration: { historyLength: 1 } };
      const done = (await dispatchUnary(agent, card, "SendMessage", request, context)).task!;
      assert.equal(done.status?.state, "TASK_STATE_COMPLETED");
      assert.deepEqual(done.artifacts, [{ artifactId: "greeting", parts: [{ text: "hello Ada" }] }]);
      // historyLength 1: the most recent message only (GetTask's rule, §3.2.4).
      assert.deepEqual(
        done.history?.map((m) => m.messageId),
        ["m-2"],
      );
      // A continued task is looked up once (it must exist and not be finished); then only the store without the task reads: after the append, and for the answer.
      assert.equal(reads() - before, withoutTask ? 3 : 1);
      assert.deepEqual(done, await dispatchUnary(agent, card, "GetTask", { id: asked.id, historyLength: 1 }, context));
    } finally {
      await agent.close();
      await stores.close();
    }
  });
}

for (const withoutTask of [false, true]) {
  const store = withoutTask ? "a store that leaves TaskCommit.task out" : "the in-memory stores";
  test(`CancelTask answers the canceled task GetTask answers (§3.1.5); on ${store} ${withoutTask ? "read back" : "from its commit"}`, async () => {
    const { stores, reads } = counted(withoutTask);
    // Works until canceled: its run stops at the signal.
    const waiter: Executor = async (context, events) => {
      await events.status("TASK_STATE_WORKING");
      await new Promise((resolve) => context.signal.addEventListener("abort", resolve, { once: true }));
    };
    const agent = createTaskAgent({ execute: waiter, stores });
    const { context } = callContext();
    try {
      const request = { message: userMessage("hi", "m-1"), configuration: { returnImmediately: true } };
      const id = (await dispatchUnary(agent, card, "SendMessage", request, context)).task?.id;
      assert.ok(id !== undefined);
      const before = reads();
      const canceled = await dispatchUnary(agent, card, "CancelTask", { id }, context);
      assert.equal(canceled.status?.state, "TASK_STATE_CANCELED");
      // One read decides (the task must exist and not be finished); the answer is the cancel's commit.
      assert.equal(reads() - before, withoutTask ? 2 : 1);
      assert.deepEqual(canceled, await dispatchUnary(agent, card, "GetTask", { id }, context));
    } finally {
      await agent.close();
      await stores.close();
    }
  });
}
