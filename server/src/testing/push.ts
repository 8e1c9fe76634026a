/// <reference types="node" />
// The conformance kit's push-config cases (spec §3.1.7–§3.1.10, over the contract's PushConfigStore):
// configs by scope, task and id; the same id replaces and moves to the end; creation order and paging;
// idempotent delete; the per-task bound; pending deliveries recorded, read in order and settled.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { StoredPushConfig } from "../store/contract.js";
import { a2aCode, type Kit, open, quota } from "./support.js";

const config = (taskId: string, id: string, url = `https://hook.example/${id}`): StoredPushConfig => ({ config: { id, taskId, url }, protocolVersion: "1.0" });

/** Registers the push-config cases under `name`. */
export function pushCases(name: string, kit: Kit): void {
  describe(`${name}: push configs and pending deliveries`, () => {
    test("put, get, list in creation order with paging, replace moves to the end, delete is idempotent; other tasks and scopes are apart", async () => {
      const { store, stores } = await open(kit, {});
      const configs = stores.pushConfigs;
      try {
        const scope = store.scope("t");
        const { id } = await store.create("t");
        const other = await store.create("t");
        for (const c of ["a", "b", "c"]) await configs.put(scope, config(id!, c));
        await configs.put(scope, config(other.id!, "a", "https://hook.example/other"));
        assert.deepEqual(await configs.get(scope, id!, "b"), config(id!, "b"));
        assert.equal(await configs.get(scope, id!, "missing"), undefined);
        assert.equal(await configs.get(store.scope(""), id!, "b"), undefined, "another tenant");
        await configs.put(scope, config(id!, "a", "https://hook.example/a2"));
        const ids = async () => (await configs.configsOf(scope, id!)).map((c) => `${c.config.id} ${c.config.url}`);
        assert.deepEqual(await ids(), ["b https://hook.example/b", "c https://hook.example/c", "a https://hook.example/a2"]);
        const page1 = await configs.list(scope, id!, { pageSize: 2 });
        assert.deepEqual(
          page1.configs.map((c) => c.config.id),
          ["b", "c"],
        );
        assert.ok(page1.nextPageToken !== undefined && page1.nextPageToken !== "");
        const page2 = await configs.list(scope, id!, { pageSize: 2, pageToken: page1.nextPageToken });
        assert.deepEqual(
          page2.configs.map((c) => c.config.id),
          ["a"],
        );
        assert.ok(page2.nextPageToken === undefined || page2.nextPageToken === "", "the last page has no token");
        assert.equal((await configs.list(scope, id!, {})).configs.length, 3, "pageSize unset: up to 100");
        await assert.rejects(async () => configs.list(scope, id!, { pageSize: -1 }), a2aCode(-32602, /^pageSize/));
        await assert.rejects(async () => configs.list(scope, id!, { pageToken: "__proto__" }), a2aCode(-32602, /^pageToken/));
        await configs.delete(scope, id!, "c");
        await configs.delete(scope, id!, "c");
        await configs.delete(scope, id!, "never");
        assert.deepEqual(await ids(), ["b https://hook.example/b", "a https://hook.example/a2"]);
        assert.deepEqual(
          (await configs.configsOf(scope, other.id!)).map((c) => c.config.url),
          ["https://hook.example/other"],
        );
      } finally {
        await store.close();
      }
    });

    test("maxConfigsPerTask: a new id past it is QuotaExceeded naming the option; replacing one is not", async () => {
      const { store, stores } = await open(kit, { push: { maxConfigsPerTask: 2 } });
      try {
        const scope = store.scope("");
        const { id } = await store.create("");
        await stores.pushConfigs.put(scope, config(id!, "a"));
        await stores.pushConfigs.put(scope, config(id!, "b"));
        await assert.rejects(async () => stores.pushConfigs.put(scope, config(id!, "c")), quota("push configs per task", /maxConfigsPerTask/));
        await stores.pushConfigs.put(scope, config(id!, "b", "https://hook.example/b2"));
        assert.equal((await stores.pushConfigs.configsOf(scope, id!)).length, 2);
      } finally {
        await store.close();
      }
    });

    test("pending deliveries: recorded with ids, read in order up to a limit, settled once; deleting a config drops its own", async () => {
      const { store, stores } = await open(kit, {});
      const configs = stores.pushConfigs;
      try {
        const scope = store.scope("");
        const { id, contextId } = await store.create("");
        await configs.put(scope, config(id!, "a"));
        await configs.put(scope, config(id!, "b"));
        const event = (state: "TASK_STATE_WORKING" | "TASK_STATE_COMPLETED") => ({ statusUpdate: { taskId: id!, contextId: contextId!, status: { state } } });
        const recorded = await configs.recordDeliveries([
          { scope, taskId: id!, configId: "a", version: 2, index: 0, response: event("TASK_STATE_WORKING") },
          { scope, taskId: id!, configId: "b", version: 2, index: 0, response: event("TASK_STATE_WORKING") },
          { scope, taskId: id!, configId: "a", version: 3, index: 0, response: event("TASK_STATE_COMPLETED") },
        ]);
        assert.equal(recorded.length, 3);
        assert.equal(new Set(recorded.map((d) => d.id)).size, 3, "each its own id");
        assert.deepEqual(
          recorded.map((d) => [d.configId, d.version]),
          [
            ["a", 2],
            ["b", 2],
            ["a", 3],
          ],
        );
        const pending = await configs.pendingDeliveries(10);
        const of = (c: string) => pending.filter((d) => d.configId === c).map((d) => [d.version, d.index, d.response.statusUpdate?.status?.state]);
        assert.deepEqual(of("a"), [
          [2, 0, "TASK_STATE_WORKING"],
          [3, 0, "TASK_STATE_COMPLETED"],
        ]);
        assert.deepEqual(of("b"), [[2, 0, "TASK_STATE_WORKING"]]);
        assert.deepEqual(pending.find((d) => d.configId === "b")?.scope, scope);
        assert.equal((await configs.pendingDeliveries(1)).length, 1);
        await configs.settleDelivery(recorded[0]!.id);
        await configs.settleDelivery(recorded[0]!.id);
        await configs.settleDelivery("unknown");
        assert.deepEqual((await configs.pendingDeliveries(10)).map((d) => d.id).sort(), [recorded[1]!.id, recorded[2]!.id].sort());
        await configs.delete(scope, id!, "a");
        assert.deepEqual(
          (await configs.pendingDeliveries(10)).map((d) => d.id),
          [recorded[1]!.id],
        );
      } finally {
        await store.close();
      }
    });
  });
}
