// What only the in-memory task store defines (the conformance kit, store-conformance.test.ts, checks
// the rest): its byte measure exactly (server/src/store/size.ts: the whole task as GetTask answers it,
// UTF-8 text plus 32 per value and member name), its defaults worked out by hand from task-store.ts's
// file comment, hostile shapes, option checks, and the retention sweep's timer. Driven through its
// synchronous methods (createNow, …).
//
// By hand, every task below has: its object 32; "id" (2 + 32) and its UUID (36 + 32); "contextId"
// (9 + 32) and its value; "status" (6 + 32), its object 32, "state" (5 + 32) and the state's name
// (TASK_STATE_SUBMITTED 20, TASK_STATE_WORKING 18, + 32), "timestamp" (9 + 32) and its ISO 8601 text
// (24 + 32). That is 411 bytes, plus the state's name and the contextId's value.

import assert from "node:assert/strict";
import { test } from "node:test";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { createMemoryStores, MemoryTaskStore, type TaskInit, type TaskStoreOptions } from "@a2a-bindgen/server";

/** The in-memory store called by tenant (owner ""), answered at once. */
class TaskStore {
  readonly store: MemoryTaskStore;
  constructor(options?: TaskStoreOptions) {
    this.store = new MemoryTaskStore(options);
  }
  get size() {
    return this.store.size;
  }
  create(tenant: string, init: TaskInit = {}): types.Task {
    return this.store.createNow({ tenant, owner: "" }, init).task;
  }
  getTask(tenant: string, request: { id?: string }): types.Task {
    const found = this.store.getNow({ tenant, owner: "" }, request.id ?? "");
    if (found === undefined) throw new Error(`task ${request.id} not found`);
    return found.task;
  }
  has(tenant: string, id: string): boolean {
    return this.store.getNow({ tenant, owner: "" }, id) !== undefined;
  }
  addMessage(tenant: string, id: string, message: types.Message) {
    return this.store.updateNow({ tenant, owner: "" }, id, [{ kind: "message", message }]);
  }
  addArtifact(tenant: string, id: string, artifact: types.Artifact, options: { append?: boolean } = {}) {
    return this.store.updateNow({ tenant, owner: "" }, id, [{ kind: "artifact", artifact, ...options }]);
  }
  onEvict(listener: (tenant: string, id: string) => void) {
    return this.store.onEvict((scope, id) => listener(scope.tenant, id));
  }
  close() {
    void this.store.close();
  }
}

const MiB = 1024 * 1024;

function quota(name: string, pattern?: RegExp) {
  return (e: unknown) => {
    assert.equal((e as { code?: number }).code, -32099, String(e));
    assert.ok((e as Error).message.startsWith(`${name}: `), (e as Error).message);
    if (pattern !== undefined) assert.match((e as Error).message, pattern);
    return true;
  };
}

test('the measure by hand: 411 + submitted 20 + contextId "ctx" (3 + 32); "metadata" (8 + 32) and {k: "é"} 32 + (1 + 32) + (2 + 32): 605 bytes fit maxTaskBytes 605, not 604', () => {
  const init = { contextId: "ctx", metadata: { k: "é" } };
  new TaskStore({ maxTaskBytes: 605 }).create("", init);
  assert.throws(() => new TaskStore({ maxTaskBytes: 604 }).create("", init), quota("task bytes", /at least 605 bytes, past the limit of 604 \(maxTaskBytes\)/));
});

test("the measure by hand: appending a chunk counts its parts, and the parts member when the artifact had none", () => {
  // The task: 411 + working 18 + contextId "c" 33 = 462. The first artifact adds "artifacts" (9 + 32)
  // and its array (32): 73, and {artifactId: "a"}: 32 + (10 + 32) + (1 + 32) = 107. Appending
  // [{text: "x"}]: the parts member (5 + 32) and its array (32), and the part 32 + (4 + 32) + (1 + 32)
  // = 101: 170 more, 812 in all (the merged artifact measured whole: 107 + 69 + 101 = 277, plus 462 + 73).
  const append = (max: number) => {
    const store = new TaskStore({ maxTaskBytes: max });
    const { id } = store.create("", { contextId: "c", state: "TASK_STATE_WORKING" });
    store.addArtifact("", id!, { artifactId: "a" });
    store.addArtifact("", id!, { artifactId: "a", parts: [{ text: "x" }] }, { append: true });
    return store.getTask("", { id }).artifacts;
  };
  assert.deepEqual(append(812), [{ artifactId: "a", parts: [{ text: "x" }] }]);
  assert.throws(() => append(811), quota("task bytes", /at least 812 bytes/));
});

test("the measure by hand: history dropped past maxHistory gives its bytes back", () => {
  // The task: 462 (above). The first message adds "history" (7 + 32) and its array (32): 71. A message
  // {messageId: "0"} is kept with the task's taskId (a UUID) and contextId: 32 + (9 + 32) + (1 + 32) +
  // (9 + 32) + (1 + 32) + (6 + 32) + (36 + 32) = 286. Two kept: 462 + 71 + 572 = 1,105.
  const store = new TaskStore({ maxTaskBytes: 1_105, maxHistory: 2 });
  const { id } = store.create("", { contextId: "c", state: "TASK_STATE_WORKING" });
  for (let i = 0; i < 5; i++) store.addMessage("", id!, { messageId: String(i) });
  assert.deepEqual(
    store.getTask("", { id }).history?.map((m) => m.messageId),
    ["3", "4"],
  );
  const tight = new TaskStore({ maxTaskBytes: 1_104, maxHistory: 2 });
  const t = tight.create("", { contextId: "c", state: "TASK_STATE_WORKING" });
  tight.addMessage("", t.id!, { messageId: "0" });
  assert.throws(() => tight.addMessage("", t.id!, { messageId: "1" }), quota("task bytes", /at least 1,105 bytes/));
});

test('defaults: tenant "" holds 312 + 5,008 working tasks; a named tenant still gets its 312; the next is refused', () => {
  // maxTasks 10,000, maxTenants 16: quota floor(10,000 / 32) = 312, shared 10,000 − 16 × 312 = 5,008.
  const store = new TaskStore();
  for (let i = 0; i < 5_320; i++) store.create("", { state: "TASK_STATE_WORKING" });
  assert.throws(() => store.create(""), quota("tenant tasks", /quota of 312 \(tenantQuota\.tasks\).*5,008 tasks shared.*maxTasks 10,000/));
  for (let i = 0; i < 312; i++) store.create("x", { state: "TASK_STATE_WORKING" });
  assert.throws(() => store.create("x"), quota("tenant tasks"));
  assert.equal(store.size, 5_632);
});

test('defaults: tenant "" holds 34 MiB (2 MiB quota + 32 MiB shared of 64 MiB); a task holds at most 4 MiB', () => {
  // A working task with metadata {blob: 1 MiB of "x"}: 411 + 18, contextId (a UUID) 36 + 32, "metadata"
  // (8 + 32) and its value 32 + (4 + 32) + (1,048,576 + 32): 1,049,213. 33 of them: 34,624,029 ≤
  // 35,651,584; a 34th (submitted: 2 more) would make 35,673,244.
  const store = new TaskStore();
  const metadata = { blob: "x".repeat(MiB) };
  for (let i = 0; i < 33; i++) store.create("", { state: "TASK_STATE_WORKING", metadata });
  assert.throws(() => store.create("", { metadata }), quota("tenant bytes", /hold 35,673,244 bytes, past its quota of 2,097,152/));
  assert.throws(() => store.create("y", { metadata: { blob: "x".repeat(4 * MiB) } }), quota("task bytes", /4,194,304 \(maxTaskBytes\)/));
});

test("defaults: a finished task is kept 24 hours", () => {
  let now = 0;
  const store = new TaskStore({ now: () => now });
  const { id } = store.create("", { state: "TASK_STATE_COMPLETED" });
  now = 24 * 60 * 60 * 1000 - 1;
  assert.equal(store.getTask("", { id }).id, id);
  now += 1;
  assert.throws(() => store.getTask("", { id }), /not found/);
  store.close();
});

test("hostile shapes: cyclic, 100,000 levels deep and sparse values are refused as task bytes, at once and without a stack overflow", () => {
  const store = new TaskStore({ maxTaskBytes: 1_000_000 });
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  let deep: unknown = [];
  for (let i = 0; i < 100_000; i++) deep = [deep];
  const sparse = new Array(2 ** 32 - 1);
  for (const value of [cyclic, deep, sparse]) {
    const started = Date.now();
    assert.throws(() => store.create("", { metadata: { value } as never }), quota("task bytes"));
    assert.ok(Date.now() - started < 1_000, "bounded work");
  }
  // Deep but within the bound: counted, kept and read back.
  let ok: unknown = [];
  for (let i = 0; i < 10_000; i++) ok = [ok];
  const { id } = store.create("", { metadata: { ok } as never });
  assert.equal(store.getTask("", { id }).metadata?.ok, ok);
  assert.equal(store.size, 1);
  for (const tenant of ["__proto__", "constructor"]) store.create(tenant); // places are counted by name
  assert.equal(store.size, 3);
});

test("options: quotas that maxTenants could not all be given, and bad values, are RangeErrors naming the option", () => {
  assert.throws(
    () => new TaskStore({ maxTasks: 100, maxTenants: 4, tenantQuota: { tasks: 26 } }),
    /tenantQuota\.tasks \(26\) × maxTenants \(4\) = 104 is more than maxTasks \(100\)/,
  );
  assert.throws(
    () => new TaskStore({ maxTotalBytes: 1000, tenantQuota: { bytes: 63 } }),
    /tenantQuota\.bytes \(63\) × maxTenants \(16\) = 1,008 is more than maxTotalBytes \(1,000\)/,
  );
  new TaskStore({ maxTasks: 100, maxTenants: 4, tenantQuota: { tasks: 25, bytes: 0, streams: 0 } }); // exactly the total: no shared part
  for (const [options, name] of [
    [{ maxTaskBytes: 0 }, "maxTaskBytes"],
    [{ maxTotalBytes: -1 }, "maxTotalBytes"],
    [{ maxTenants: 1.5 }, "maxTenants"],
    [{ tenantQuota: { streams: -1 } }, "tenantQuota.streams"],
    [{ tenantQuota: { tasks: Number.NaN } }, "tenantQuota.tasks"],
    [{ retentionMs: 0 }, "retentionMs"],
    [{ tenantQuota: "many" }, "tenantQuota"],
  ] as const) {
    assert.throws(
      () => new TaskStore(options as never),
      (e: unknown) => e instanceof RangeError && e.message.includes(name),
    );
  }
  new TaskStore({ retentionMs: Number.POSITIVE_INFINITY }).close();
});

test("retention sweep: expired tasks leave without being asked for; its timer keeps nothing alive; close() stops it", async () => {
  const timers = () => process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;
  const before = timers();
  const swept = new TaskStore({ retentionMs: 20 });
  const left: string[] = [];
  swept.onEvict((_, id) => left.push(id));
  const { id } = swept.create("", { state: "TASK_STATE_COMPLETED" }); // starts the sweep
  assert.equal(timers(), before, "the sweep's timer is unref'd");
  for (let i = 0; i < 100 && left.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual(left, [id]);
  assert.equal(swept.size, 0);
  swept.close();

  const closed = new TaskStore({ retentionMs: 20 });
  const gone: string[] = [];
  closed.onEvict((_, id) => gone.push(id));
  const t = closed.create("", { state: "TASK_STATE_COMPLETED" });
  closed.close();
  closed.close(); // idempotent
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.deepEqual(gone, [], "no sweep after close");
  assert.equal(closed.has("", t.id!), false, "retention still holds on access");
  assert.deepEqual(gone, [t.id]);
});

/** size.ts's rule, written again from its statement: UTF-8 text, and 32 per value and per member name (undefined members count nothing). */
function measure(v: unknown): number {
  if (typeof v === "string") return 32 + Buffer.byteLength(v);
  if (v === null || typeof v !== "object") return 32;
  if (Array.isArray(v)) return v.reduce((sum: number, item) => sum + measure(item ?? null), 32);
  let sum = 32;
  for (const [k, item] of Object.entries(v)) if (item !== undefined) sum += 32 + Buffer.byteLength(k) + measure(item);
  return sum;
}

test("the whole task counts: after every kind of write, the count is the rule applied to GetTask's answer plus its push configs as stored", async () => {
  const text = (n: number, tag: string) => `${tag}:`.padEnd(n, "é");
  const agent = (id: string, n: number): types.Message => ({ messageId: id, role: "ROLE_AGENT", parts: [{ text: text(n, id) }] });
  // Every write below adds to the count (a history at maxHistory drops a message as large as it adds),
  // so the last write, a push config, is the one past a bound one byte short of the whole.
  const run = async (maxTaskBytes: number) => {
    const stores = createMemoryStores({ maxTaskBytes, maxHistory: 2, now: () => Date.UTC(2026, 0, 1) });
    const scope = { tenant: "", owner: "" };
    const { tasks, pushConfigs } = stores;
    const config = (taskId: string, id: string, n: number) => ({
      config: { id, taskId, url: `https://hook.example/${id}`, token: text(n, id) },
      protocolVersion: "1.0",
    });
    const { task } = tasks.createNow(scope, {
      state: "TASK_STATE_WORKING",
      message: { ...agent("m-0", 100), role: "ROLE_USER" },
      metadata: { k: ["é", 1, null, true] },
    });
    const id = task.id!;
    tasks.updateNow(scope, id, [{ kind: "status", state: "TASK_STATE_WORKING", message: agent("s-1", 50) }]);
    tasks.updateNow(scope, id, [{ kind: "artifact", artifact: { artifactId: "a", parts: [{ text: text(100, "a") }], metadata: { n: 1 } } }]);
    tasks.updateNow(scope, id, [{ kind: "artifact", artifact: { artifactId: "a", parts: [{ text: text(100, "b") }] }, append: true }]);
    for (const m of ["m-1", "m-2"]) tasks.updateNow(scope, id, [{ kind: "message", message: { ...agent(m, 100), metadata: { m } } }]);
    tasks.updateNow(scope, id, [{ kind: "status", state: "TASK_STATE_INPUT_REQUIRED", message: agent("s-2", 200) }]);
    tasks.updateNow(scope, id, [{ kind: "artifact", artifact: { artifactId: "a", parts: [{ text: text(500, "c") }] } }]);
    await pushConfigs.put(scope, config(id, "c-1", 100));
    await pushConfigs.put(scope, config(id, "c-1", 300));
    const last = pushConfigs.put(scope, config(id, "c-2", 200));
    return { stores, scope, id, last };
  };
  const first = await run(1_000_000);
  await first.last;
  const got = first.stores.tasks.getNow(first.scope, first.id)!.task;
  assert.deepEqual(
    got.history?.map((m) => m.messageId),
    ["m-1", "m-2"],
  );
  const whole = measure(got) + (await first.stores.pushConfigs.configsOf(first.scope, first.id)).reduce((sum, c) => sum + measure(c), 0);
  await (await run(whole)).last;
  await assert.rejects((await run(whole - 1)).last, quota("task bytes", new RegExp(`at least ${whole.toLocaleString("en-US")} bytes`)));
});
