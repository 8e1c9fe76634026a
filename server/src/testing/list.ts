/// <reference types="node" />
// The conformance kit's ListTasks cases (spec §3.1.4; a2a.proto v1.0.1 ListTasksRequest/Response; quick
// reference I12): every filter and the page size take effect, newest status first, nextPageToken always
// present ("" on the last page), artifacts omitted unless includeArtifacts, and paging that cannot loop.
// Expectations by hand.

import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { StoreFacade } from "./facade.js";
import { type Kit, userMessage } from "./support.js";

/** InvalidParamsError (-32602) whose message starts with the field. */
const invalid = (field: string) => (e: unknown) => (e as { code?: unknown })?.code === -32602 && (e as Error).message.startsWith(`${field}:`);

/** Registers the ListTasks cases under `name`. */
export function listCases(name: string, kit: Kit): void {
  const opened: StoreFacade[] = [];
  after(async () => {
    for (const s of opened) await s.close();
  });

  /** Stores on a clock that advances one second per reading, from 2026-01-01T00:00:00Z. */
  async function clocked(k: Kit): Promise<StoreFacade> {
    let t = Date.UTC(2026, 0, 1);
    const store = new StoreFacade(await k.open({ now: () => (t += 1000) }, k.place()));
    opened.push(store);
    return store;
  }

  describe(`${name}: ListTasks`, () => {
    test("filters: contextId, status, statusTimestampAfter (inclusive); TASK_STATE_UNSPECIFIED is no filter", async () => {
      // A clock the case sets: each write's status time is the one set before it.
      let now = Date.UTC(2026, 0, 1);
      const store = new StoreFacade(await kit.open({ now: () => now }, kit.place()));
      opened.push(store);
      now += 1000;
      const a = await store.create("", { contextId: "ctx-a" }); // status at 00:00:01
      now += 1000;
      const b = await store.create("", { contextId: "ctx-a" }); // 00:00:02
      now += 1000;
      const c = await store.create("", { contextId: "ctx-b" }); // 00:00:03
      now += 1000;
      await store.setStatus("", b.id!, "TASK_STATE_WORKING"); // b at 00:00:04
      const ids = async (r: types.ListTasksRequest) => (await store.listTasks("", r)).tasks?.map((t) => t.id);
      assert.deepEqual(await ids({ contextId: "ctx-a" }), [b.id, a.id]);
      assert.deepEqual(await ids({ status: "TASK_STATE_WORKING" }), [b.id]);
      assert.deepEqual(await ids({ status: "TASK_STATE_SUBMITTED" }), [c.id, a.id]);
      assert.deepEqual(await ids({ contextId: "ctx-a", status: "TASK_STATE_SUBMITTED" }), [a.id]);
      assert.deepEqual(await ids({ status: "TASK_STATE_UNSPECIFIED" }), [b.id, c.id, a.id]);
      assert.deepEqual(await ids({ statusTimestampAfter: "2026-01-01T00:00:03Z" }), [b.id, c.id], "greater than or equal to (proto comment)");
      assert.deepEqual(await ids({ statusTimestampAfter: "2026-01-01T00:00:05Z" }), []);
      assert.deepEqual(await ids({ contextId: "ctx-none" }), []);
      assert.equal((await store.listTasks("", { contextId: "ctx-a" })).totalSize, 2);
    });

    test("the response: newest status first, pageSize echoed (default 50), totalSize before paging, nextPageToken '' on the last page", async () => {
      const store = await clocked(kit);
      const made = [await store.create(""), await store.create(""), await store.create("")];
      const r = await store.listTasks("", {});
      assert.deepEqual(
        r.tasks?.map((t) => t.id),
        made.map((t) => t.id).reverse(),
      );
      assert.equal(r.pageSize, 50);
      assert.equal(r.totalSize, 3);
      assert.equal(r.nextPageToken, "");
    });

    test("pageSize and pageToken: pages of the asked size that cover every task once, ending with ''", async () => {
      const store = await clocked(kit);
      const all = new Set<string>();
      for (let i = 0; i < 7; i++) all.add((await store.create("")).id!);
      const seen: string[] = [];
      const sizes: number[] = [];
      let token = "";
      for (let pages = 0; ; pages++) {
        assert.ok(pages < 10, "paging must end");
        const r = await store.listTasks("", { pageSize: 3, pageToken: token });
        assert.equal(r.pageSize, 3);
        assert.equal(r.totalSize, 7);
        sizes.push(r.tasks!.length);
        seen.push(...r.tasks!.map((t) => t.id!));
        token = r.nextPageToken!;
        if (token === "") break;
      }
      assert.deepEqual(sizes, [3, 3, 1]);
      assert.equal(seen.length, 7);
      assert.deepEqual(new Set(seen), all);
    });

    test("paging cannot loop: a task updated between pages moves to the front and is not returned again", async () => {
      const store = await clocked(kit);
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) ids.push((await store.create("", { state: "TASK_STATE_WORKING" })).id!);
      const first = await store.listTasks("", { pageSize: 2 });
      assert.deepEqual(
        first.tasks?.map((t) => t.id),
        [ids[3], ids[2]],
      );
      await store.setStatus("", ids[3]!, "TASK_STATE_COMPLETED"); // already listed: now the newest
      const second = await store.listTasks("", { pageSize: 2, pageToken: first.nextPageToken });
      assert.deepEqual(
        second.tasks?.map((t) => t.id),
        [ids[1], ids[0]],
      );
      assert.equal(second.nextPageToken, "");
    });

    test("includeArtifacts: omitted by default (the field absent), present when true (an empty array for a task without)", async () => {
      const store = await clocked(kit);
      const { id } = await store.create("", { state: "TASK_STATE_WORKING" });
      await store.addArtifact("", id!, { artifactId: "a-1", parts: [{ text: "x" }] });
      const bare = await store.create("");
      const byId = async (include: boolean | undefined) => new Map((await store.listTasks("", { includeArtifacts: include })).tasks!.map((t) => [t.id, t]));
      for (const t of (await byId(undefined)).values()) assert.equal(Object.hasOwn(t, "artifacts"), false);
      for (const t of (await byId(false)).values()) assert.equal(Object.hasOwn(t, "artifacts"), false);
      const withArtifacts = await byId(true);
      assert.deepEqual(withArtifacts.get(id)?.artifacts, [{ artifactId: "a-1", parts: [{ text: "x" }] }]);
      assert.deepEqual(withArtifacts.get(bare.id)?.artifacts, []);
    });

    test("historyLength applies to every listed task", async () => {
      const store = await clocked(kit);
      const { id } = await store.create("", { message: userMessage("1", "m-1"), state: "TASK_STATE_WORKING" });
      await store.addMessage("", id!, userMessage("2", "m-2"));
      assert.deepEqual(
        (await store.listTasks("", { historyLength: 1 })).tasks?.[0]?.history?.map((m) => m.messageId),
        ["m-2"],
      );
      assert.equal((await store.listTasks("", { historyLength: 0 })).tasks?.[0]?.history, undefined);
      assert.equal((await store.listTasks("", {})).tasks?.[0]?.history?.length, 2);
    });

    test("bad values are InvalidParams naming the field: pageSize outside 1..100, a foreign or hostile pageToken, a bad timestamp, negative historyLength", async () => {
      const store = await clocked(kit);
      await store.create("");
      for (const pageSize of [0, -1, 101, 1_000_000]) await assert.rejects(async () => store.listTasks("", { pageSize }), invalid("pageSize"));
      for (const ok of [1, 100]) assert.equal((await store.listTasks("", { pageSize: ok })).pageSize, ok);
      for (const pageToken of ["abc", "0", "-1", "__proto__", "1e3", "9".repeat(100_000)]) {
        await assert.rejects(async () => store.listTasks("", { pageToken }), invalid("pageToken"));
      }
      await assert.rejects(async () => store.listTasks("", { statusTimestampAfter: "yesterday" }), invalid("statusTimestampAfter"));
      await assert.rejects(async () => store.listTasks("", { historyLength: -5 }), invalid("historyLength"));
    });

    test("each tenant lists its own tasks only; totalSize counts only them", async () => {
      const store = await clocked(kit);
      await store.create("a");
      await store.create("a");
      const mine = await store.create("b");
      const r = await store.listTasks("b", {});
      assert.deepEqual(
        r.tasks?.map((t) => t.id),
        [mine.id],
      );
      assert.equal(r.totalSize, 1);
      assert.equal((await store.listTasks("", {})).totalSize, 0);
    });
  });
}
