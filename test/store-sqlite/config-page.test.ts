// ListTaskPushNotificationConfigs' paging is the same in the in-memory and the SQLite store (one reader,
// @a2a-bindgen/server/store configPage). a2a.proto v1.0 ListTaskPushNotificationConfigsRequest.page_size is
// "the maximum number of configurations to return": a size past the store's most is coerced to it (AIP-158),
// not refused; below 0 and a token the store never issued are InvalidParams.

import assert from "node:assert/strict";
import { test } from "node:test";
import { createMemoryStores, type Stores } from "@a2a-bindgen/server/store";
import { openSqliteStores } from "@a2a-bindgen/store-sqlite";
import { anon, dbPath } from "./support.ts";

const configs = 3;

/** A2A's InvalidParamsError (JSON-RPC -32602, spec §5.4) whose message names the field. */
const invalidParams = (field: RegExp) => (e: Error & { code?: unknown }) => e.name === "InvalidParamsError" && e.code === -32602 && field.test(e.message);

async function withConfigs(stores: Stores): Promise<string> {
  const created = await stores.tasks.create(anon, {});
  const taskId = created.task.id as string;
  for (let i = 0; i < configs; i++) {
    await stores.pushConfigs.put(anon, { config: { id: `c${i}`, taskId, url: "https://hooks.example/a2a" }, protocolVersion: "1.0" });
  }
  return taskId;
}

for (const [name, open] of [
  ["in-memory", async () => createMemoryStores()],
  ["SQLite", async (t: { after: (f: () => unknown) => void }) => openSqliteStores({ path: dbPath(t as never), synchronous: "NORMAL" })],
] as const) {
  test(`${name}: a page size past the store's most is coerced, not refused; paging covers every config once`, async (t) => {
    const stores = await open(t);
    t.after(() => stores.close());
    const taskId = await withConfigs(stores);
    const all = await stores.pushConfigs.list(anon, taskId, { pageSize: 1000 });
    assert.deepEqual(
      all.configs.map((c) => c.config.id),
      ["c0", "c1", "c2"],
    );
    assert.equal(all.nextPageToken, undefined);
    const first = await stores.pushConfigs.list(anon, taskId, { pageSize: 2 });
    assert.equal(first.configs.length, 2);
    assert.ok(first.nextPageToken);
    const second = await stores.pushConfigs.list(anon, taskId, { pageSize: 2, pageToken: first.nextPageToken });
    assert.deepEqual(
      [...first.configs, ...second.configs].map((c) => c.config.id),
      ["c0", "c1", "c2"],
    );
  });

  test(`${name}: a negative page size and a token the store never issued are InvalidParams naming the field`, async (t) => {
    const stores = await open(t);
    t.after(() => stores.close());
    const taskId = await withConfigs(stores);
    await assert.rejects(stores.pushConfigs.list(anon, taskId, { pageSize: -1 }), invalidParams(/^pageSize:/));
    await assert.rejects(stores.pushConfigs.list(anon, taskId, { pageToken: "abc" }), invalidParams(/^pageToken:/));
  });
}
