// The task runtime (createTaskAgent) with executors written here: what an application's execute
// publishes becomes the task; the runtime answers SendMessage (blocking and returnImmediately),
// SendStreamingMessage, GetTask, CancelTask, SubscribeToTask; an interrupted task continues on the next
// message; defined outcomes for a throw, a run that ends without a final state, and stale events; every
// call scoped by owner; pending push deliveries resumed. Expected values by hand from spec §3.1–§3.4.

import assert from "node:assert/strict";
import { test } from "node:test";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { errorTable } from "@a2a-bindgen/a2a/v1_0/errors";
import { A2AError, a2aError } from "@a2a-bindgen/kit";
import { createMemoryStores, createTaskAgent, dispatchStream, dispatchUnary, type ErrorContext, StaleEventError } from "@a2a-bindgen/server";
import { agentSays, greeter as greet } from "./greeter.js";
import { startReceiver } from "./push-receiver.js";
import { callContext, cardWith, collect, userMessage } from "./store-helpers.js";

const card = cardWith();
const code = (n: number, pattern?: RegExp) => (e: unknown) => e instanceof A2AError && e.code === n && (pattern === undefined || pattern.test(e.message));
const stateOf = (i: types.StreamResponse) =>
  i.task?.status?.state ?? i.statusUpdate?.status?.state ?? (i.artifactUpdate ? "artifact" : i.message ? "message" : "?");
const firstText = (m: types.Message) => m.parts?.[0]?.text ?? "";

/** An agent that asks for a name (input-required), then greets it: the interrupted-state round trip. */
const greeter = greet({ lastChunk: true });

test("input-required continues on the next message for the same task; a blocking send answers at the interruption, then at the end", async () => {
  const agent = createTaskAgent({ execute: greeter });
  const { context } = callContext();
  const asked = (await dispatchUnary(agent, card, "SendMessage", { message: userMessage("hi", "m-1") }, context)).task!;
  assert.equal(asked.status?.state, "TASK_STATE_INPUT_REQUIRED");
  assert.deepEqual(asked.status?.message?.parts, [{ text: "your name?" }]);
  const done = (await dispatchUnary(agent, card, "SendMessage", { message: userMessage("Ada", "m-2", { taskId: asked.id }) }, context)).task!;
  assert.equal(done.id, asked.id);
  assert.equal(done.status?.state, "TASK_STATE_COMPLETED");
  assert.deepEqual(done.artifacts, [{ artifactId: "greeting", parts: [{ text: "hello Ada" }] }]);
  assert.deepEqual(
    done.history?.map((m) => [m.messageId, m.taskId, m.contextId]),
    [
      ["m-1", asked.id, asked.contextId],
      ["m-2", asked.id, asked.contextId],
    ],
  );
  await agent.close();
});

test("streaming: the task, then each event in order; the stream of a send ends at the interruption (§3.1.2); a continued task's stream starts with it", async () => {
  const agent = createTaskAgent({ execute: greeter });
  const { context } = callContext();
  const first = await collect(dispatchStream(agent, card, "SendStreamingMessage", { message: userMessage("hi", "m-1") }, context));
  // The first status creates the task in that state: the task (working), then the interruption.
  assert.deepEqual(first.map(stateOf), ["TASK_STATE_WORKING", "TASK_STATE_INPUT_REQUIRED"]);
  const id = first[0]!.task!.id;
  const second = await collect(dispatchStream(agent, card, "SendStreamingMessage", { message: userMessage("Ada", "m-2", { taskId: id }) }, context));
  assert.deepEqual(second.map(stateOf), ["TASK_STATE_INPUT_REQUIRED", "artifact", "TASK_STATE_COMPLETED"]);
  assert.equal(second[0]!.task!.history?.at(-1)?.messageId, "m-2", "the snapshot holds the new message");
  await agent.close();
});

test("returnImmediately answers the task as first committed while the run goes on; GetTask then sees the end", async () => {
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const agent = createTaskAgent({
    execute: async (_, events) => {
      await events.status("TASK_STATE_SUBMITTED");
      await gate;
      await events.status("TASK_STATE_COMPLETED");
    },
  });
  const { context } = callContext();
  const r = await dispatchUnary(agent, card, "SendMessage", { message: userMessage("x", "m-1"), configuration: { returnImmediately: true } }, context);
  assert.equal(r.task?.status?.state, "TASK_STATE_SUBMITTED");
  release();
  for (let i = 0; i < 100; i++) {
    if ((await dispatchUnary(agent, card, "GetTask", { id: r.task!.id }, context)).status?.state === "TASK_STATE_COMPLETED") break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  assert.equal((await dispatchUnary(agent, card, "GetTask", { id: r.task!.id }, context)).status?.state, "TASK_STATE_COMPLETED");
  await agent.close();
});

test("a throw from execute after the task exists: the task fails with an agent message; onError hears the error; an A2AError's message is kept", async () => {
  const reports: [unknown, ErrorContext][] = [];
  const agent = createTaskAgent({
    onError: (e, c) => reports.push([e, c]),
    execute: async (context, events) => {
      await events.status("TASK_STATE_WORKING");
      if (firstText(context.message) === "a2a") throw a2aError(errorTable, "InvalidParamsError", { message: "no such city" });
      throw new Error("disk on fire");
    },
  });
  const { context } = callContext();
  const failed = (await dispatchUnary(agent, card, "SendMessage", { message: userMessage("boom", "m-1") }, context)).task!;
  assert.equal(failed.status?.state, "TASK_STATE_FAILED");
  assert.equal(failed.status?.message?.role, "ROLE_AGENT");
  assert.match(failed.status!.message!.parts![0]!.text!, /the agent failed while working on this task/);
  assert.doesNotMatch(failed.status!.message!.parts![0]!.text!, /disk on fire/, "an internal error's text stays with the server");
  assert.equal(reports.length, 1);
  assert.equal((reports[0]![0] as Error).message, "disk on fire");
  assert.equal(reports[0]![1].source, "handler");
  assert.equal(reports[0]![1].operation, "SendMessage");
  const kept = (await dispatchUnary(agent, card, "SendMessage", { message: userMessage("a2a", "m-2") }, context)).task!;
  assert.equal(kept.status?.state, "TASK_STATE_FAILED");
  assert.match(kept.status!.message!.parts![0]!.text!, /no such city/);
  await agent.close();
});

test("a throw before any task is the call's answer and makes no task; a run that ends with no task and no message is an error too", async () => {
  const agent = createTaskAgent({
    execute: async (context) => {
      if (firstText(context.message) === "bad") throw a2aError(errorTable, "InvalidParamsError", { message: "bad input" });
      if (firstText(context.message) === "crash") throw new Error("crash");
    },
  });
  const { context } = callContext();
  await assert.rejects(() => dispatchUnary(agent, card, "SendMessage", { message: userMessage("bad", "m-1") }, context), code(-32602, /bad input/));
  await assert.rejects(() => dispatchUnary(agent, card, "SendMessage", { message: userMessage("crash", "m-2") }, context), /crash/);
  await assert.rejects(() => dispatchUnary(agent, card, "SendMessage", { message: userMessage("nothing", "m-3") }, context), /without a task or a message/);
  await assert.rejects(() => collect(dispatchStream(agent, card, "SendStreamingMessage", { message: userMessage("bad", "m-4") }, context)), code(-32602));
  assert.equal((await dispatchUnary(agent, card, "ListTasks", {}, context)).totalSize, 0);
  await agent.close();
});

test("a run that ends while the task is still working fails the task, saying so", async () => {
  const agent = createTaskAgent({ execute: async (_, events) => events.status("TASK_STATE_WORKING") });
  const { context } = callContext();
  const task = (await dispatchUnary(agent, card, "SendMessage", { message: userMessage("x", "m-1") }, context)).task!;
  assert.equal(task.status?.state, "TASK_STATE_FAILED");
  assert.match(task.status!.message!.parts![0]!.text!, /ended its work without finishing the task/);
  await agent.close();
});

test("stale and duplicate events are refused (StaleEventError) and change nothing: after the final state, after the run ended, after a reply message", async () => {
  const refused: string[] = [];
  let late: (() => Promise<void>) | undefined;
  const agent = createTaskAgent({
    execute: async (context, events) => {
      if (firstText(context.message) === "reply") {
        await events.message(agentSays("just a message"));
        await events.status("TASK_STATE_WORKING").catch((e) => refused.push(`${e.name}: ${e.message}`));
        return;
      }
      await events.status("TASK_STATE_COMPLETED");
      await events.status("TASK_STATE_COMPLETED").catch((e) => refused.push(`${e.name}: ${e.message}`));
      await events.artifact({ artifactId: "late", parts: [] }).catch((e) => refused.push(`${e.name}: ${e.message}`));
      late = () => events.status("TASK_STATE_WORKING");
    },
  });
  const { context } = callContext();
  const task = (await dispatchUnary(agent, card, "SendMessage", { message: userMessage("x", "m-1") }, context)).task!;
  // The run goes on after the answer: wait until it has tried both events and kept its late one.
  for (let i = 0; i < 100 && (refused.length < 2 || late === undefined); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  // execute has returned once `late` is set; the run marks itself ended a few turns later.
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.deepEqual(refused, [
    "StaleEventError: event refused: the task is already TASK_STATE_COMPLETED",
    "StaleEventError: event refused: the task is already TASK_STATE_COMPLETED",
  ]);
  await assert.rejects(
    () => late!(),
    (e: unknown) => e instanceof StaleEventError && /the run has ended/.test(e.message),
  );
  assert.deepEqual(await dispatchUnary(agent, card, "GetTask", { id: task.id }, context), task);
  const r = await dispatchUnary(agent, card, "SendMessage", { message: userMessage("reply", "m-2") }, context);
  assert.deepEqual(r, { message: agentSays("just a message") });
  assert.match(refused[2]!, /^StaleEventError: .*already answered with a message/);
  assert.equal((await dispatchUnary(agent, card, "ListTasks", {}, context)).totalSize, 1, "the reply made no task");
  await agent.close();
});

test("CancelTask stops the run (its signal aborts, reason canceled); the run's later events are refused; a blocking send answers CANCELED", async () => {
  const seen: { reason?: unknown; refused?: string } = {};
  const agent = createTaskAgent({
    execute: async (context, events) => {
      await events.status("TASK_STATE_WORKING");
      await new Promise<void>((resolve) => context.signal.addEventListener("abort", () => resolve(), { once: true }));
      seen.reason = context.signal.reason;
      await events.artifact({ artifactId: "after", parts: [] }).catch((e) => {
        seen.refused = e.name;
      });
    },
  });
  const { context } = callContext();
  const started = await dispatchUnary(agent, card, "SendMessage", { message: userMessage("x", "m-1"), configuration: { returnImmediately: true } }, context);
  const blocking = dispatchUnary(agent, card, "SendMessage", { message: userMessage("y", "m-2", { taskId: started.task!.id }) }, context);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const canceled = await dispatchUnary(agent, card, "CancelTask", { id: started.task!.id }, context);
  assert.equal(canceled.status?.state, "TASK_STATE_CANCELED");
  assert.equal((await blocking).task?.status?.state, "TASK_STATE_CANCELED");
  for (let i = 0; i < 100 && seen.refused === undefined; i++) await new Promise((resolve) => setTimeout(resolve, 5));
  assert.equal(seen.reason, "canceled");
  assert.equal(seen.refused, "StaleEventError");
  assert.equal((await dispatchUnary(agent, card, "GetTask", { id: started.task!.id }, context)).artifacts, undefined);
  await agent.close();
});

test("owners: a task is its creator's; another owner of the same tenant gets TaskNotFound from every operation, push configs included", async () => {
  const agent = createTaskAgent({ execute: greeter, push: { allowPrivateNetworks: true } });
  const alice = callContext(undefined, { owner: "alice" }).context;
  const bob = callContext(undefined, { owner: "bob" }).context;
  const anonymous = callContext().context;
  const id = (await dispatchUnary(agent, card, "SendMessage", { message: userMessage("hi", "m-1") }, alice)).task!.id!;
  await dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId: id, id: "c-1", url: "https://hook.example/" }, alice);
  for (const other of [bob, anonymous]) {
    await assert.rejects(() => dispatchUnary(agent, card, "GetTask", { id }, other), code(-32001));
    await assert.rejects(() => dispatchUnary(agent, card, "CancelTask", { id }, other), code(-32001));
    await assert.rejects(() => collect(dispatchStream(agent, card, "SubscribeToTask", { id }, other)), code(-32001));
    await assert.rejects(() => dispatchUnary(agent, card, "SendMessage", { message: userMessage("Eve", "m-x", { taskId: id }) }, other), code(-32001));
    await assert.rejects(() => dispatchUnary(agent, card, "GetTaskPushNotificationConfig", { taskId: id, id: "c-1" }, other), code(-32001));
    await assert.rejects(() => dispatchUnary(agent, card, "ListTaskPushNotificationConfigs", { taskId: id }, other), code(-32001));
    await assert.rejects(() => dispatchUnary(agent, card, "DeleteTaskPushNotificationConfig", { taskId: id, id: "c-1" }, other), code(-32001));
    await assert.rejects(
      () => dispatchUnary(agent, card, "CreateTaskPushNotificationConfig", { taskId: id, url: "https://hook.example/x" }, other),
      code(-32001),
    );
    assert.equal((await dispatchUnary(agent, card, "ListTasks", {}, other)).totalSize, 0);
  }
  assert.equal((await dispatchUnary(agent, card, "GetTask", { id }, alice)).status?.state, "TASK_STATE_INPUT_REQUIRED");
  assert.equal((await dispatchUnary(agent, card, "ListTaskPushNotificationConfigs", { taskId: id }, alice)).configs?.length, 1);
  await agent.close();
});

test("another writer in between: the run's next event meets a version conflict, reads the task again and still commits", async () => {
  const stores = createMemoryStores();
  let step!: () => void;
  const paused = new Promise<void>((r) => {
    step = r;
  });
  let resume!: () => void;
  const go = new Promise<void>((r) => {
    resume = r;
  });
  const agent = createTaskAgent({
    stores,
    execute: async (_, events) => {
      await events.status("TASK_STATE_WORKING");
      step();
      await go;
      await events.status("TASK_STATE_COMPLETED");
    },
  });
  const { context } = callContext();
  const sent = dispatchUnary(agent, card, "SendMessage", { message: userMessage("x", "m-1") }, context);
  await paused;
  const scope = { tenant: "", owner: "" };
  const [only] = (await stores.tasks.list(scope, {})).tasks!;
  await stores.tasks.update(scope, only!.id!, [{ kind: "message", message: userMessage("meanwhile", "m-2") }]);
  resume();
  const task = (await sent).task!;
  assert.equal(task.status?.state, "TASK_STATE_COMPLETED");
  assert.deepEqual(
    task.history?.map((m) => m.messageId),
    ["m-1", "m-2"],
  );
  assert.equal((await stores.tasks.get(scope, task.id!))?.version, 3, "created working 1, the other write 2, completed 3");
  await agent.close();
  await stores.close();
});

test("pending deliveries recorded before a restart are posted when the runtime starts on the same stores, then settled", async () => {
  const hook = await startReceiver();
  const stores = createMemoryStores();
  const scope = { tenant: "", owner: "" };
  try {
    const { task } = await stores.tasks.create(scope, { state: "TASK_STATE_WORKING" });
    await stores.pushConfigs.put(scope, { config: { id: "c-1", taskId: task.id!, url: hook.url }, protocolVersion: "1.0" });
    const event: types.StreamResponse = { statusUpdate: { taskId: task.id!, contextId: task.contextId!, status: { state: "TASK_STATE_WORKING" } } };
    await stores.pushConfigs.recordDeliveries([{ scope, taskId: task.id!, configId: "c-1", version: 2, index: 0, response: event }]);
    const agent = createTaskAgent({ stores, execute: greeter, push: { allowPrivateNetworks: true } });
    for (let i = 0; i < 200 && hook.received.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    await agent.delivery!.idle();
    assert.equal(hook.received.length, 1);
    assert.deepEqual(JSON.parse(hook.received[0]!.body), event);
    assert.deepEqual(await stores.pushConfigs.pendingDeliveries(10), [], "settled once posted");
    await agent.close();
  } finally {
    await stores.close();
    await hook.close();
  }
});

test("a burst published without awaiting each event is one commit; a stream still sees each event, in order", async () => {
  const stores = createMemoryStores();
  const agent = createTaskAgent({
    stores,
    execute: async (_, events) => {
      await events.status("TASK_STATE_SUBMITTED");
      await Promise.all([
        events.status("TASK_STATE_WORKING"),
        events.artifact({ artifactId: "a", parts: [{ text: "done" }] }, { lastChunk: true }),
        events.status("TASK_STATE_COMPLETED"),
      ]);
    },
  });
  const { context } = callContext();
  const items = await collect(dispatchStream(agent, card, "SendStreamingMessage", { message: userMessage("x", "m-1") }, context));
  assert.deepEqual(items.map(stateOf), ["TASK_STATE_SUBMITTED", "TASK_STATE_WORKING", "artifact", "TASK_STATE_COMPLETED"]);
  const id = items[0]!.task!.id!;
  assert.equal((await stores.tasks.get({ tenant: "", owner: "" }, id))?.version, 2, "created 1, the burst 2");
  await agent.close();
  await stores.close();
});

test("a burst whose write fails is written again one event at a time: only the failing event rejects, the others commit", async () => {
  const stores = createMemoryStores({ maxArtifacts: 1 });
  let settled: PromiseSettledResult<void>[] = [];
  const agent = createTaskAgent({
    stores,
    execute: async (_, events) => {
      await events.status("TASK_STATE_WORKING");
      settled = await Promise.allSettled([
        events.artifact({ artifactId: "a1", parts: [{ text: "1" }] }),
        events.artifact({ artifactId: "a2", parts: [{ text: "2" }] }),
        events.status("TASK_STATE_COMPLETED"),
      ]);
    },
  });
  const { context } = callContext();
  const task = (await dispatchUnary(agent, card, "SendMessage", { message: userMessage("x", "m-1") }, context)).task!;
  assert.deepEqual(
    settled.map((r) => r.status),
    ["fulfilled", "rejected", "fulfilled"],
  );
  // QuotaExceededError (the rules file's decided error for a store bound): the second artifact is past maxArtifacts 1.
  assert.ok(settled[1]!.status === "rejected" && code(-32099, /maxArtifacts/)((settled[1] as PromiseRejectedResult).reason));
  assert.equal(task.status?.state, "TASK_STATE_COMPLETED");
  assert.deepEqual(
    task.artifacts?.map((a) => a.artifactId),
    ["a1"],
  );
  assert.equal((await stores.tasks.get({ tenant: "", owner: "" }, task.id!))?.version, 3, "created 1, a1 2, completed 3: the failed burst left nothing");
  await agent.close();
  await stores.close();
});

test("a run stopped before it reads its signal finds it aborted, with the reason; a blocking send whose caller leaves stops waiting", async () => {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  let seen: { aborted: boolean; reason: unknown } | undefined;
  const agent = createTaskAgent({
    async execute(context, events) {
      await events.status("TASK_STATE_WORKING");
      await held;
      // The signal is first read here, after CancelTask stopped the run.
      seen = { aborted: context.signal.aborted, reason: context.signal.reason };
    },
  });
  const controller = new AbortController();
  const { context } = callContext(undefined, { signal: controller.signal });
  const sent = dispatchUnary(agent, card, "SendMessage", { message: userMessage("hi", "m-1") }, context);
  // The caller leaves: the blocking send answers without waiting for the run to settle.
  let id: string | undefined;
  for (let i = 0; i < 100 && id === undefined; i++) {
    await new Promise((r) => setTimeout(r, 5));
    id = (await agent.stores.tasks.list({ tenant: "", owner: "" }, {})).tasks[0]?.id;
  }
  assert.ok(id !== undefined, "the task exists");
  controller.abort();
  const answer = await sent;
  assert.equal(answer.task?.status?.state, "TASK_STATE_WORKING");
  await dispatchUnary(agent, card, "CancelTask", { id }, callContext().context);
  release();
  for (let i = 0; i < 100 && seen === undefined; i++) await new Promise((r) => setTimeout(r, 5));
  assert.deepEqual(seen, { aborted: true, reason: "canceled" });
  await agent.close();
});
