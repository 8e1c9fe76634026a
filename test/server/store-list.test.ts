// ListTasks (spec §3.1.4; a2a.proto v1.0.1 ListTasksRequest/Response; quick reference I12): every filter
// and the page size take effect, newest status first, nextPageToken always present ("" on the last page),
// artifacts omitted unless includeArtifacts, and paging that cannot loop. Expectations by hand.

import assert from "node:assert/strict";
import { test } from "node:test";
import { A2AError } from "@a2a-bindgen/kit";
import { TaskStore } from "@a2a-bindgen/server";
import { userMessage } from "./store-helpers.js";

/** A store on a clock that advances one second per reading, from 2026-01-01T00:00:00Z. */
function clocked() {
  let t = Date.UTC(2026, 0, 1);
  return new TaskStore({ now: () => (t += 1000) });
}

const invalid = (field: string) => (e: unknown) => e instanceof A2AError && e.code === -32602 && e.message.startsWith(`${field}:`);

test("filters: contextId, status, statusTimestampAfter (inclusive); TASK_STATE_UNSPECIFIED is no filter", () => {
  const store = clocked();
  const a = store.create("", { contextId: "ctx-a" }); // status at 00:00:01
  const b = store.create("", { contextId: "ctx-a" }); // 00:00:02
  const c = store.create("", { contextId: "ctx-b" }); // 00:00:03
  store.setStatus("", b.id!, "TASK_STATE_WORKING"); // b at 00:00:04
  const ids = (r: Parameters<TaskStore["listTasks"]>[1]) => store.listTasks("", r).tasks?.map((t) => t.id);
  assert.deepEqual(ids({ contextId: "ctx-a" }), [b.id, a.id]);
  assert.deepEqual(ids({ status: "TASK_STATE_WORKING" }), [b.id]);
  assert.deepEqual(ids({ status: "TASK_STATE_SUBMITTED" }), [c.id, a.id]);
  assert.deepEqual(ids({ contextId: "ctx-a", status: "TASK_STATE_SUBMITTED" }), [a.id]);
  assert.deepEqual(ids({ status: "TASK_STATE_UNSPECIFIED" }), [b.id, c.id, a.id]);
  assert.deepEqual(ids({ statusTimestampAfter: "2026-01-01T00:00:03Z" }), [b.id, c.id], "greater than or equal to (proto comment)");
  assert.deepEqual(ids({ statusTimestampAfter: "2026-01-01T00:00:05Z" }), []);
  assert.deepEqual(ids({ contextId: "ctx-none" }), []);
  assert.equal(store.listTasks("", { contextId: "ctx-a" }).totalSize, 2);
});

test("the response: newest status first, pageSize echoed (default 50), totalSize before paging, nextPageToken '' on the last page", () => {
  const store = clocked();
  const made = [store.create(""), store.create(""), store.create("")];
  const r = store.listTasks("", {});
  assert.deepEqual(
    r.tasks?.map((t) => t.id),
    made.map((t) => t.id).reverse(),
  );
  assert.equal(r.pageSize, 50);
  assert.equal(r.totalSize, 3);
  assert.equal(r.nextPageToken, "");
});

test("pageSize and pageToken: pages of the asked size that cover every task once, ending with ''", () => {
  const store = clocked();
  const all = new Set<string>();
  for (let i = 0; i < 7; i++) all.add(store.create("").id!);
  const seen: string[] = [];
  const sizes: number[] = [];
  let token = "";
  for (let pages = 0; ; pages++) {
    assert.ok(pages < 10, "paging must end");
    const r = store.listTasks("", { pageSize: 3, pageToken: token });
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

test("paging cannot loop: a task updated between pages moves to the front and is not returned again", () => {
  const store = clocked();
  const ids: string[] = [];
  for (let i = 0; i < 4; i++) ids.push(store.create("", { state: "TASK_STATE_WORKING" }).id!);
  const first = store.listTasks("", { pageSize: 2 });
  assert.deepEqual(
    first.tasks?.map((t) => t.id),
    [ids[3], ids[2]],
  );
  store.setStatus("", ids[3]!, "TASK_STATE_COMPLETED"); // already listed: now the newest
  const second = store.listTasks("", { pageSize: 2, pageToken: first.nextPageToken });
  assert.deepEqual(
    second.tasks?.map((t) => t.id),
    [ids[1], ids[0]],
  );
  assert.equal(second.nextPageToken, "");
});

test("includeArtifacts: omitted by default (the field absent), present when true (an empty array for a task without)", () => {
  const store = clocked();
  const { id } = store.create("", { state: "TASK_STATE_WORKING" });
  store.addArtifact("", id!, { artifactId: "a-1", parts: [{ text: "x" }] });
  const bare = store.create("");
  const byId = (include: boolean | undefined) => new Map(store.listTasks("", { includeArtifacts: include }).tasks!.map((t) => [t.id, t]));
  for (const t of byId(undefined).values()) assert.equal(Object.hasOwn(t, "artifacts"), false);
  for (const t of byId(false).values()) assert.equal(Object.hasOwn(t, "artifacts"), false);
  const withArtifacts = byId(true);
  assert.deepEqual(withArtifacts.get(id)?.artifacts, [{ artifactId: "a-1", parts: [{ text: "x" }] }]);
  assert.deepEqual(withArtifacts.get(bare.id)?.artifacts, []);
});

test("historyLength applies to every listed task", () => {
  const store = clocked();
  const { id } = store.create("", { message: userMessage("1", "m-1"), state: "TASK_STATE_WORKING" });
  store.addMessage("", id!, userMessage("2", "m-2"));
  assert.deepEqual(
    store.listTasks("", { historyLength: 1 }).tasks?.[0]?.history?.map((m) => m.messageId),
    ["m-2"],
  );
  assert.equal(store.listTasks("", { historyLength: 0 }).tasks?.[0]?.history, undefined);
  assert.equal(store.listTasks("", {}).tasks?.[0]?.history?.length, 2);
});

test("bad values are InvalidParams naming the field: pageSize outside 1..100, a foreign or hostile pageToken, a bad timestamp, negative historyLength", () => {
  const store = clocked();
  store.create("");
  for (const pageSize of [0, -1, 101, 1_000_000]) assert.throws(() => store.listTasks("", { pageSize }), invalid("pageSize"));
  for (const ok of [1, 100]) assert.equal(store.listTasks("", { pageSize: ok }).pageSize, ok);
  for (const pageToken of ["abc", "0", "-1", "__proto__", "1e3", "9".repeat(100_000)]) {
    assert.throws(() => store.listTasks("", { pageToken }), invalid("pageToken"));
  }
  assert.throws(() => store.listTasks("", { statusTimestampAfter: "yesterday" }), invalid("statusTimestampAfter"));
  assert.throws(() => store.listTasks("", { historyLength: -5 }), invalid("historyLength"));
});

test("each tenant lists its own tasks only; totalSize counts only them", () => {
  const store = clocked();
  store.create("a");
  store.create("a");
  const mine = store.create("b");
  const r = store.listTasks("b", {});
  assert.deepEqual(
    r.tasks?.map((t) => t.id),
    [mine.id],
  );
  assert.equal(r.totalSize, 1);
  assert.equal(store.listTasks("", {}).totalSize, 0);
});
