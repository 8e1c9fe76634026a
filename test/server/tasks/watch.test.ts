// Stores shared by two processes (the store contract's optional EventBus.watch and Stores.onTakeover), modelled
// in one process: two task agents on one task store, each with its own bus, the buses linked as a shared bus
// links processes (an update committed by one reaches the other's watchers). The real thing, on
// PostgreSQL between two server processes, is test/e2e/instances/.

import assert from "node:assert/strict";
import { test } from "node:test";
import { createMemoryStores, createTaskAgent, dispatchUnary, type Scope, type Stores, type TaskUpdate } from "@a2a-bindgen/server";
import { MemoryEventBus } from "@a2a-bindgen/server/store";
import { callContext, cardWith, userMessage } from "../store-helpers.js";

const card = cardWith();

/** A bus of one "process": its updates reach the other process's watchers, as store-postgres's NOTIFY does. */
class LinkedBus extends MemoryEventBus {
  other: LinkedBus | undefined;
  readonly watchers = new Map<string, Set<(u: TaskUpdate) => void>>();
  override publish(update: TaskUpdate): void {
    super.publish(update);
    for (const w of [...(this.other?.watchers.get(update.taskId) ?? [])]) w(update);
  }
  watch(_scope: Scope, taskId: string, onUpdate: (u: TaskUpdate) => void): () => void {
    let set = this.watchers.get(taskId);
    if (set === undefined) this.watchers.set(taskId, (set = new Set()));
    set.add(onUpdate);
    return () => set.delete(onUpdate);
  }
}

/** Two "processes" on one task store; A's executor waits on its signal and says why it stopped. */
function twoProcesses() {
  const shared = createMemoryStores();
  const [busA, busB] = [new LinkedBus(), new LinkedBus()];
  busA.other = busB;
  busB.other = busA;
  const storesA: Stores = { tasks: shared.tasks, pushConfigs: shared.pushConfigs, bus: busA, durable: false, close: async () => {} };
  const storesB: Stores = { ...storesA, bus: busB };
  let stopped: (reason: unknown) => void = () => {};
  const reason = new Promise<unknown>((resolve) => {
    stopped = resolve;
  });
  const agentA = createTaskAgent({
    stores: storesA,
    execute: async (context, events) => {
      await events.status("TASK_STATE_WORKING");
      await new Promise<void>((r) => context.signal.addEventListener("abort", () => r(), { once: true }));
      stopped(context.signal.reason);
    },
  });
  const agentB = createTaskAgent({ stores: storesB, execute: (_, events) => events.status("TASK_STATE_COMPLETED") });
  const within = <T>(p: Promise<T>, what: string) =>
    Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} within 5 s`)), 5000).unref())]);
  return {
    busA,
    agentA,
    agentB,
    reason: within(reason, "the run on A stopped"),
    async close() {
      await agentA.close();
      await agentB.close();
      await shared.close();
    },
  };
}

test("a CancelTask served by another process stops the run here: its signal aborts with reason canceled, and the watch ends with the run", async () => {
  const p = twoProcesses();
  const { context } = callContext();
  const started = await dispatchUnary(p.agentA, card, "SendMessage", { message: userMessage("x", "m-1"), configuration: { returnImmediately: true } }, context);
  const id = started.task!.id!;
  assert.equal(p.busA.watchers.get(id)?.size, 1, "the run watches its task");
  const canceled = await dispatchUnary(p.agentB, card, "CancelTask", { id }, context);
  assert.equal(canceled.status?.state, "TASK_STATE_CANCELED");
  assert.equal(await p.reason, "canceled");
  for (let i = 0; i < 100 && (p.busA.watchers.get(id)?.size ?? 0) > 0; i++) await new Promise((r) => setTimeout(r, 5));
  assert.equal(p.busA.watchers.get(id)?.size ?? 0, 0, "the watch ends with the run");
  await p.close();
});

test("the next message served by another process supersedes the run here (reason superseded); the task goes on there", async () => {
  const p = twoProcesses();
  const { context } = callContext();
  const started = await dispatchUnary(p.agentA, card, "SendMessage", { message: userMessage("x", "m-1"), configuration: { returnImmediately: true } }, context);
  const id = started.task!.id!;
  const next = await dispatchUnary(p.agentB, card, "SendMessage", { message: userMessage("y", "m-2", { taskId: id }) }, context);
  assert.equal(await p.reason, "superseded");
  assert.equal(next.task?.status?.state, "TASK_STATE_COMPLETED", "B's run finished the task");
  await p.close();
});

test("a store's takeover makes the runtime post the pending deliveries it was handed", async () => {
  const shared = createMemoryStores();
  const listeners = new Set<() => void>();
  let asked = 0;
  const pushConfigs = Object.create(shared.pushConfigs) as typeof shared.pushConfigs;
  pushConfigs.pendingDeliveries = async (limit: number) => {
    asked++;
    return shared.pushConfigs.pendingDeliveries(limit);
  };
  const stores: Stores = {
    tasks: shared.tasks,
    pushConfigs,
    bus: shared.bus,
    durable: false,
    onTakeover: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    close: async () => {},
  };
  const agent = createTaskAgent({ stores, execute: async () => {} });
  for (let i = 0; i < 100 && asked < 1; i++) await new Promise((r) => setTimeout(r, 5));
  assert.equal(asked, 1, "resumed once at start");
  assert.equal(listeners.size, 1, "the runtime listens for takeovers");
  for (const l of listeners) l();
  for (let i = 0; i < 100 && asked < 2; i++) await new Promise((r) => setTimeout(r, 5));
  assert.equal(asked, 2, "a takeover resumes the pending deliveries again");
  await agent.close();
  assert.equal(listeners.size, 0, "close stops listening");
  await shared.close();
});
