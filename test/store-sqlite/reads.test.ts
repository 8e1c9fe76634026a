// Reads wait for the fsync of what they read (issue 35): a write is acknowledged only after the fsync
// that follows its COMMIT, and a read made between the two (its `committed` listener runs there) must
// not answer the written state before that fsync has ended: a crash in between would take back what a
// client was shown. Counted with the store's fsyncs (stats().syncs), on a real file.

import assert from "node:assert/strict";
import { test } from "node:test";
import { openSqliteStores } from "@a2a-bindgen/store-sqlite";
import { anon, dbPath } from "./support.ts";

test("get and list made between a write's COMMIT and its fsync answer only after that fsync", async (t) => {
  const s = await openSqliteStores({ path: dbPath(t) });
  t.after(() => s.close());
  const { task } = await s.tasks.create(anon, {});
  const id = task.id!;

  /** What each read answered, and how many fsyncs had ended when it did. */
  const reads: Promise<{ read: string; state: unknown; syncs: number }>[] = [];
  let syncsAtCommit = -1;
  const write = s.tasks.update(anon, id, [{ kind: "status", state: "TASK_STATE_WORKING" }], {
    committed: () => {
      syncsAtCommit = s.stats().syncs;
      const answered = (read: string, state: unknown) => ({ read, state, syncs: s.stats().syncs });
      reads.push(s.tasks.get(anon, id).then((r) => answered("get", r?.task.status?.state)));
      reads.push(s.tasks.list(anon, {}).then((r) => answered("list", r.tasks?.[0]?.status?.state)));
    },
  });
  const commit = await write;
  assert.equal(commit.state, "TASK_STATE_WORKING");
  assert.equal(reads.length, 2, "the reads ran between COMMIT and fsync");
  for (const r of await Promise.all(reads)) {
    assert.ok(r.syncs > syncsAtCommit, `${r.read} answered before the fsync of the write it reads (${r.syncs} fsyncs, ${syncsAtCommit} at its commit)`);
    assert.equal(r.state, "TASK_STATE_WORKING", `${r.read} answers the committed state once it is on disk`);
  }
});
