/// <reference types="node" />
// The conformance kit's bounds cases, for any task store: byte bounds per task and in total, per-tenant quotas (tasks, bytes,
// open streams, places among maxTenants), eviction that never crosses tenants, retention of finished
// tasks, refused writes that change nothing, and tenant isolation. They drive the stores through the
// runtime's operations (facade.ts).
//
// The rules they check (contract.ts; the in-memory store's task-store.ts and quota.ts document them):
// - A task counts whole: its ids, status and status message, history, artifacts, metadata (and its push
//   configs: bytes.ts). How a store counts may differ; the cases assume only that a task counts at least
//   the UTF-8 bytes of its text and at most 650 bytes more for the small shapes used here (the in-memory
//   store's measure gives a working task with a metadata blob about 640; a blob is ≥ 1,000 bytes from a bound).
// - Each of maxTenants tenants is guaranteed tenantQuota.tasks and .bytes; the rest of maxTasks and
//   maxTotalBytes is shared first come, so a tenant may hold its quota plus what the others left of the
//   shared part. tenantQuota.streams caps one tenant's open streams. The default tenant "" always has
//   its place: named tenants take at most maxTenants − 1.
// - A tenant without room evicts its own finished tasks, oldest first, when that makes room; otherwise
//   the write is refused (QuotaExceededError, -32099, the decision quota-error of rules/a2a.rules.json)
//   with a message naming the quota and its option, and nothing changes.
// - A finished task leaves retentionMs after it finished (the injected clock); other tasks never do.
// - Another tenant's task answers TaskNotFoundError (-32001) to every operation (§3.3.2).
// Expected counts are worked out by hand from these rules in each case.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { StoreFacade } from "./facade.js";
import { collect, type Kit, notFound, open, quota, refusal, sawEvicted, userMessage } from "./support.js";

const WORKING = "TASK_STATE_WORKING" as const;
const A = "tenant-a";
const B = "tenant-b";

/** Metadata whose text is `bytes` bytes of ASCII. */
const blob = (bytes: number) => ({ blob: "x".repeat(bytes) });
const text = (bytes: number, id: string) => userMessage("x".repeat(bytes), id);

async function ids(store: StoreFacade, tenant: string): Promise<string[]> {
  const page = await store.listTasks(tenant, { pageSize: 100 });
  return (page.tasks ?? []).map((t) => t.id!).sort();
}

/** Registers the bounds cases under `name` against the stores `kit` opens. */
export function boundsCases(name: string, kit: Kit): void {
  describe(`${name}: store bounds and tenant quotas`, () => {
    test("task bytes: a create or an update that would take a task past maxTaskBytes is refused and changes nothing; UTF-8 bytes count", async () => {
      const { store } = await open(kit, { maxTaskBytes: 10_000, maxTenants: 1 });
      try {
        await assert.rejects(async () => store.create("", { metadata: blob(11_000) }), quota("task bytes", /maxTaskBytes/));
        assert.deepEqual(await ids(store, ""), [], "the refused create made no task");
        // "é" is 2 bytes of UTF-8: 3,000 of them count 6,000 bytes (at most 7,000).
        const { id } = await store.create("", { state: WORKING, metadata: { blob: "é".repeat(3_000) } });
        const stream = await store.subscribeToTask("", { id });
        const before = await store.getTask("", { id });
        // 6,000 + 5,000 = 11,000 at least: past 10,000 (counted as UTF-16 units it would be 5,500).
        await assert.rejects(
          async () => store.addArtifact("", id!, { artifactId: "a", parts: [{ text: "é".repeat(2_500) }] }),
          quota("task bytes", /maxTaskBytes/),
        );
        await assert.rejects(async () => store.addMessage("", id!, text(5_000, "m-1")), quota("task bytes", /maxTaskBytes/));
        await assert.rejects(async () => store.setStatus("", id!, WORKING, text(5_000, "m-2")), quota("task bytes", /maxTaskBytes/));
        assert.deepEqual(await store.getTask("", { id }), before);
        // 6,000 + 2,000 (+ the shapes of the task and its artifact, well under 2,000) fits.
        await store.addArtifact("", id!, { artifactId: "a", parts: [{ text: "y".repeat(2_000) }] });
        await store.cancelTask("", { id });
        const events = await collect(stream);
        assert.deepEqual(
          events.map((e) => Object.keys(e)[0]),
          ["task", "artifactUpdate", "statusUpdate"],
          "refused writes emitted nothing",
        );
      } finally {
        await store.close();
      }
    });

    test("total bytes: one tenant alone (maxTenants 1) may fill maxTotalBytes, then evicts its own finished tasks oldest first, atomically", async () => {
      // maxTenants 1: tenant "" has the default quota and the whole shared part: all 30,000 bytes.
      const { store, evicted } = await open(kit, { maxTotalBytes: 30_000, maxTaskBytes: 30_000, maxTenants: 1 });
      try {
        const f1 = await store.create("", { state: WORKING, metadata: blob(8_000) });
        const f2 = await store.create("", { state: WORKING, metadata: blob(8_000) });
        const w = await store.create("", { state: WORKING, metadata: blob(8_000) });
        // 3 × 8,000 = 24,000 held (≤ 27,000): 12,000 more would pass 30,000.
        await assert.rejects(async () => store.create("", { metadata: blob(12_000) }), quota("tenant bytes", /maxTotalBytes/));
        await store.setStatus("", f1.id!, "TASK_STATE_COMPLETED");
        await store.setStatus("", f2.id!, "TASK_STATE_COMPLETED");
        // f1 finished first: evicting it (8,000+) leaves room for 12,000 (16,000 + 12,000 ≤ 30,000 with 3 × 650 of shapes).
        const big = await store.create("", { state: WORKING, metadata: blob(12_000) });
        sawEvicted(evicted, [`/${f1.id}`]);
        await assert.rejects(async () => store.getTask("", { id: f1.id }), notFound);
        // Now 8,000 × 2 + 12,000 = 28,000 held; 12,000 more needs 10,000 freed, and f2 frees only 8,000+:
        // refused, and f2 is not evicted for nothing.
        await assert.rejects(async () => store.create("", { metadata: blob(12_000) }), quota("tenant bytes", /maxTotalBytes/));
        sawEvicted(evicted, [`/${f1.id}`]);
        assert.deepEqual(await ids(store, ""), [f2.id!, w.id!, big.id!].sort());
      } finally {
        await store.close();
      }
    });

    test("tenant tasks: a tenant holds its quota plus what is left of the shared part; a quiet tenant keeps its quota", async () => {
      // maxTasks 30, maxTenants 3, quota 5: 15 reserved, 15 shared.
      const { store } = await open(kit, { maxTasks: 30, maxTenants: 3, tenantQuota: { tasks: 5 } });
      try {
        for (let i = 0; i < 20; i++) await store.create(A, { state: WORKING }); // 5 + 15
        await assert.rejects(async () => store.create(A, { state: WORKING }), quota("tenant tasks", /tenantQuota\.tasks/));
        for (let i = 0; i < 5; i++) await store.create(B, { state: WORKING });
        await assert.rejects(async () => store.create(B, { state: WORKING }), quota("tenant tasks", /tenantQuota\.tasks/));
        for (let i = 0; i < 5; i++) await store.create("", { state: WORKING });
        await assert.rejects(async () => store.create("", { state: WORKING }), quota("tenant tasks", /tenantQuota\.tasks/));
        assert.equal((await ids(store, A)).length, 20);
        assert.equal((await ids(store, B)).length, 5);
        assert.equal((await ids(store, "")).length, 5);
      } finally {
        await store.close();
      }
    });

    test("tenant bytes: a tenant holds its byte quota plus what is left of the shared part; a quiet tenant keeps its quota", async () => {
      // maxTotalBytes 40,000, maxTenants 2, quota 10,000: 20,000 reserved, 20,000 shared; A may hold 30,000.
      const { store } = await open(kit, { maxTotalBytes: 40_000, maxTaskBytes: 40_000, maxTenants: 2, tenantQuota: { bytes: 10_000 } });
      try {
        for (let i = 0; i < 3; i++) await store.create(A, { state: WORKING, metadata: blob(9_000) }); // 27,000 (≤ 30,000)
        await assert.rejects(async () => store.create(A, { state: WORKING, metadata: blob(9_000) }), quota("tenant bytes", /tenantQuota\.bytes/));
        // The quiet tenant's 10,000 are its own: 9,000 fits, and a second 9,000 would need more than the
        // 3,000 at most that A left of the shared part.
        const { id } = await store.create("", { state: WORKING, metadata: blob(9_000) });
        await assert.rejects(async () => store.create("", { state: WORKING, metadata: blob(9_000) }), quota("tenant bytes", /tenantQuota\.bytes/));
        assert.equal((await store.getTask("", { id })).metadata?.blob, "x".repeat(9_000));
        assert.equal((await ids(store, A)).length, 3);
      } finally {
        await store.close();
      }
    });

    test("tenant streams: a tenant opens at most tenantQuota.streams across its tasks; another tenant's are its own; a closed stream gives its place back", async () => {
      const { store } = await open(kit, { maxTenants: 3, tenantQuota: { streams: 2 } });
      const streams: AsyncIterableIterator<types.StreamResponse>[] = [];
      try {
        const a1 = await store.create(A, { state: WORKING });
        const a2 = await store.create(A, { state: WORKING });
        const b1 = await store.create(B, { state: WORKING });
        streams.push(await store.subscribeToTask(A, { id: a1.id }), await store.subscribeToTask(A, { id: a2.id }));
        await assert.rejects(async () => store.subscribeToTask(A, { id: a1.id }), quota("tenant streams", /tenantQuota\.streams/));
        streams.push(await store.subscribeToTask(B, { id: b1.id }), await store.subscribeToTask(B, { id: b1.id }));
        await assert.rejects(async () => store.subscribeToTask(B, { id: b1.id }), quota("tenant streams", /tenantQuota\.streams/));
        await streams[0]!.return!();
        streams.push(await store.subscribeToTask(A, { id: a2.id }));
      } finally {
        for (const s of streams) await s.return?.();
        await store.close();
      }
    });

    test('places: named tenants take at most maxTenants − 1; the default tenant "" always has its place; a tenant with nothing left gives its place back', async () => {
      const { store, clock } = await open(kit, { maxTenants: 2, retentionMs: 1_000 });
      try {
        const a = await store.create(A);
        await assert.rejects(async () => store.create(B), quota("tenants", /maxTenants/));
        await store.create("");
        await store.setStatus(A, a.id!, "TASK_STATE_COMPLETED");
        clock.now += 1_000; // A's only task expired: A holds nothing
        await store.create(B);
        await assert.rejects(async () => store.create(A), quota("tenants", /maxTenants/));
      } finally {
        await store.close();
      }
    });

    test("a flooding tenant cannot deny a quiet one: A fills every task, byte and stream it may with working tasks; B still creates, updates, reads and streams", async () => {
      // maxTasks 30 and maxTotalBytes 60,000 for maxTenants 3 with quotas 5 tasks, 10,000 bytes, 3 streams:
      // A may hold 5 + 15 tasks and 10,000 + 30,000 bytes.
      const options = { maxTasks: 30, maxTotalBytes: 60_000, maxTaskBytes: 10_000, maxTenants: 3, tenantQuota: { tasks: 5, bytes: 10_000, streams: 3 } };
      const { store } = await open(kit, options);
      const streams: AsyncIterableIterator<types.StreamResponse>[] = [];
      try {
        let refusedBytes = 0;
        let refusedTasks = 0;
        // Every task it may (each counts a few hundred bytes), then every byte, in messages on those tasks.
        for (let i = 0; i < 100 && refusedTasks === 0; i++) {
          const e = await refusal(() => store.create(A, { state: WORKING }));
          if (e !== undefined && quota("tenant tasks", /tenantQuota\.tasks/)(e)) refusedTasks++;
        }
        const flood = await ids(store, A);
        assert.equal(flood.length, 20, "A holds its quota and the whole shared part of the tasks");
        for (let i = 0; i < 100 && refusedBytes === 0; i++) {
          const e = await refusal(() => store.addMessage(A, flood[i % flood.length]!, text(3_000, `a-${i}`)));
          if (e !== undefined && quota("tenant bytes", /tenantQuota\.bytes/)(e)) refusedBytes++;
        }
        assert.equal(refusedBytes, 1, "A filled its quota and the whole shared part of the bytes");
        for (let i = 0; i < 3; i++) streams.push(await store.subscribeToTask(A, { id: flood[i] }));
        await assert.rejects(async () => store.subscribeToTask(A, { id: flood[3] }), quota("tenant streams", /tenantQuota\.streams/));

        // B: its whole quota, 5 tasks of a 500-byte message (each at most 1,500 with its shapes, and the
        // writes below: ≤ 10,000), and every operation on them.
        const mine: string[] = [];
        for (let i = 0; i < 5; i++) mine.push((await store.create(B, { contextId: "ctx-b", message: text(500, `b-${i}`) })).id!);
        const [id, other] = mine as [string, string];
        await store.setStatus(B, id, WORKING);
        const stream = await store.subscribeToTask(B, { id });
        await store.addMessage(B, id, text(100, "b-more"));
        await store.addArtifact(B, id, { artifactId: "b-art", parts: [{ text: "done" }] });
        await store.setStatus(B, id, "TASK_STATE_COMPLETED");
        assert.deepEqual(
          (await collect(stream)).map((e) => e.task?.status?.state ?? e.statusUpdate?.status?.state ?? (e.artifactUpdate ? "artifact" : "?")),
          [WORKING, "artifact", "TASK_STATE_COMPLETED"],
        );
        const got = await store.getTask(B, { id });
        assert.equal(got.status?.state, "TASK_STATE_COMPLETED");
        assert.deepEqual(
          got.history?.map((m) => m.messageId),
          ["b-0", "b-more"],
        );
        assert.equal((await store.cancelTask(B, { id: other })).status?.state, "TASK_STATE_CANCELED");
        assert.deepEqual(await ids(store, B), [...mine].sort());
        for (let i = 0; i < 3; i++) streams.push(await store.subscribeToTask(B, { id: mine[2] }));
        // And A's flood is untouched by B's work.
        assert.deepEqual(await ids(store, A), flood);
      } finally {
        for (const s of streams) await s.return?.();
        await store.close();
      }
    });

    test("eviction never crosses tenants: a tenant without room evicts its own oldest finished task, never an older one of another tenant", async () => {
      // maxTasks 8, maxTenants 2, quota 2: 4 shared. A may hold 6 while "" holds 2.
      const { store, evicted } = await open(kit, { maxTasks: 8, maxTenants: 2, tenantQuota: { tasks: 2 } });
      try {
        const b1 = await store.create("", { state: "TASK_STATE_COMPLETED" }); // the oldest finished tasks in the store
        const b2 = await store.create("", { state: "TASK_STATE_COMPLETED" });
        const a: string[] = [];
        for (let i = 0; i < 6; i++) a.push((await store.create(A, { state: WORKING })).id!);
        await store.setStatus(A, a[1]!, "TASK_STATE_FAILED");
        await store.setStatus(A, a[0]!, "TASK_STATE_COMPLETED");
        await store.create(A, { state: WORKING }); // evicts a[1], A's first finished
        sawEvicted(evicted, [`${A}/${a[1]}`]);
        await store.create(A, { state: WORKING }); // evicts a[0]
        sawEvicted(evicted, [`${A}/${a[1]}`, `${A}/${a[0]}`]);
        // A has no finished task left: refused, and "" keeps its finished tasks.
        await assert.rejects(async () => store.create(A, { state: WORKING }), quota("tenant tasks", /tenantQuota\.tasks/));
        assert.deepEqual(await ids(store, ""), [b1.id!, b2.id!].sort());
        // "" at its quota with the shared part taken by A: its own oldest finished task makes room.
        const b3 = await store.create("", { state: WORKING });
        sawEvicted(evicted?.slice(2), [`/${b1.id}`]);
        assert.deepEqual(await ids(store, ""), [b2.id!, b3.id!].sort());
        await assert.rejects(async () => store.getTask("", { id: b1.id }), notFound);
      } finally {
        await store.close();
      }
    });

    test("retention: a finished task leaves retentionMs after it finished (GetTask: TaskNotFound, not listed, announced); unfinished tasks stay", async () => {
      const { store, clock, evicted } = await open(kit, { retentionMs: 1_000 });
      try {
        const t0 = clock.now;
        const done = await store.create("", { state: WORKING });
        const working = await store.create("", { state: WORKING });
        const waiting = await store.create("", { state: WORKING });
        await store.setStatus("", waiting.id!, "TASK_STATE_INPUT_REQUIRED");
        clock.now = t0 + 500;
        await store.setStatus("", done.id!, "TASK_STATE_COMPLETED"); // finished at t0 + 500
        clock.now = t0 + 1_499;
        assert.equal((await store.getTask("", { id: done.id })).id, done.id);
        clock.now = t0 + 1_500;
        await assert.rejects(async () => store.getTask("", { id: done.id }), notFound);
        assert.deepEqual(await ids(store, ""), [working.id!, waiting.id!].sort());
        sawEvicted(evicted, [`/${done.id}`]);
        clock.now = t0 + 1_000_000_000; // working and interrupted tasks never expire
        assert.deepEqual(await ids(store, ""), [working.id!, waiting.id!].sort());
        await store.cancelTask("", { id: working.id }); // finished now: 1,000 ms from here
        clock.now += 999;
        assert.equal((await store.getTask("", { id: working.id })).status?.state, "TASK_STATE_CANCELED");
        clock.now += 1;
        await assert.rejects(async () => store.cancelTask("", { id: working.id }), notFound);
        await assert.rejects(async () => store.subscribeToTask("", { id: working.id }), notFound);
      } finally {
        await store.close();
      }
    });

    test("retention frees what a task held: shared room a tenant's expired task held goes to another tenant, which cannot evict it", async () => {
      // maxTasks 4, maxTenants 2, quota 1: 2 shared. A may hold 3, taking the shared part.
      const { store, clock, evicted } = await open(kit, { maxTasks: 4, maxTenants: 2, tenantQuota: { tasks: 1 }, retentionMs: 1_000 });
      try {
        const a: types.Task[] = [];
        for (let i = 0; i < 3; i++) a.push(await store.create(A, { state: WORKING }));
        await store.setStatus(A, a[0]!.id!, "TASK_STATE_COMPLETED");
        await store.create("", { state: WORKING }); // its quota
        await assert.rejects(async () => store.create("", { state: WORKING }), quota("tenant tasks", /tenantQuota\.tasks/));
        clock.now += 1_000; // A's finished task expired: the shared task it held is free
        await store.create("", { state: WORKING });
        sawEvicted(evicted, [`${A}/${a[0]!.id}`], "announced once, as it left");
        await assert.rejects(async () => store.getTask(A, { id: a[0]!.id }), notFound);
        assert.equal((await ids(store, A)).length, 2);
      } finally {
        await store.close();
      }
    });

    test("refused writes change nothing: no task, no status, no message, no artifact chunk, no event, no eviction", async () => {
      const { store, evicted } = await open(kit, { maxTaskBytes: 10_000, maxTasks: 4, maxTenants: 1 });
      try {
        // maxTenants 1: "" may hold 4 tasks.
        const finished = await store.create("", { state: "TASK_STATE_COMPLETED", metadata: blob(1_000) });
        const { id } = await store.create("", { state: WORKING, message: text(1_000, "m-0") });
        await store.addArtifact("", id!, { artifactId: "a", parts: [{ text: "1" }] });
        const stream = await store.subscribeToTask("", { id });
        const before = await store.getTask("", { id });
        await assert.rejects(
          async () => store.addArtifact("", id!, { artifactId: "a", parts: [{ text: "x".repeat(9_000) }] }, { append: true }),
          quota("task bytes", /maxTaskBytes/),
        );
        await assert.rejects(
          async () => store.addArtifact("", id!, { artifactId: "a", parts: [{ text: "x".repeat(9_000) }] }),
          quota("task bytes", /maxTaskBytes/),
        );
        await assert.rejects(async () => store.setStatus("", id!, "TASK_STATE_COMPLETED", text(9_000, "m-1")), quota("task bytes", /maxTaskBytes/));
        assert.deepEqual(await store.getTask("", { id }), before);
        sawEvicted(evicted, [], "a refused write evicts nothing, even with a finished task to evict");
        assert.equal((await store.getTask("", { id: finished.id })).id, finished.id);
        await store.create("", { state: WORKING });
        await store.create("", { state: WORKING });
        await assert.rejects(async () => store.create("", { metadata: blob(11_000) }), quota("task bytes", /maxTaskBytes/));
        sawEvicted(evicted, [], "refused for its own size before any room is made");
        assert.equal((await store.listTasks("", {})).totalSize, 4);
        await store.setStatus("", id!, "TASK_STATE_COMPLETED");
        assert.deepEqual(
          (await collect(stream)).map((e) => Object.keys(e)[0]),
          ["task", "statusUpdate"],
        );
      } finally {
        await store.close();
      }
    });

    test("tenant isolation: another tenant's task is TaskNotFound to every read, update, cancel and subscribe, and stays unchanged", async () => {
      const { store } = await open(kit, { maxTenants: 3 });
      try {
        const { id } = await store.create(A, { state: WORKING, message: text(10, "m-a") });
        const before = await store.getTask(A, { id });
        for (const tenant of [B, ""]) {
          await assert.rejects(async () => store.getTask(tenant, { id }), notFound);
          await assert.rejects(async () => store.cancelTask(tenant, { id }), notFound);
          await assert.rejects(async () => store.subscribeToTask(tenant, { id }), notFound);
          await assert.rejects(async () => store.setStatus(tenant, id!, "TASK_STATE_COMPLETED"), notFound);
          await assert.rejects(async () => store.addMessage(tenant, id!, text(10, "m-x")), notFound);
          await assert.rejects(async () => store.addArtifact(tenant, id!, { artifactId: "x", parts: [] }), notFound);
          assert.deepEqual(await ids(store, tenant), []);
        }
        assert.deepEqual(await store.getTask(A, { id }), before);
      } finally {
        await store.close();
      }
    });
  });
}
