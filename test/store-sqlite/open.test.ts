// Opening a file (issue 35): one store per file, held by an operating-system lock taken before
// recovery runs; a second open waits up to lockTimeoutMs, then is refused naming the file. Every open
// that fails names the file and closes what it opened: no file descriptor leaks.

import assert from "node:assert/strict";
import { closeSync, mkdirSync, openSync, readdirSync, statSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { openSqliteStores } from "@a2a-bindgen/store-sqlite";
import { anon, dbPath, userMessage } from "./support.ts";

/** This process's open file descriptors (Linux: /proc/self/fd). */
const fds = () => readdirSync("/proc/self/fd").length;

/** Refused `times` times, each naming the file and matching `reason`. */
async function refused(path: string, reason: RegExp, times = 5, options: { lockTimeoutMs?: number } = {}) {
  for (let i = 0; i < times; i++) {
    await assert.rejects(openSqliteStores({ path, ...options }), (e: Error) => {
      assert.ok(e.message.includes(path), `the error names the file: ${e.message}`);
      assert.match(e.message, reason);
      if (/holds this file.s lock/.test(e.message)) assert.equal((e.cause as { code?: string }).code, "SQLITE_BUSY");
      return true;
    });
  }
}

test("a second open of a held file is refused at once, naming it; the holder's working task is not recovered and stays cancelable", async (t) => {
  const path = dbPath(t);
  const first = await openSqliteStores({ path });
  t.after(() => first.close());
  const { task } = await first.tasks.create(anon, { message: userMessage("long work"), state: "TASK_STATE_WORKING" });
  const started = performance.now();
  await refused(path, /another process.*holds this file's lock/, 1);
  assert.ok(performance.now() - started < 2_000, "lockTimeoutMs 0: refused without waiting");
  const held = await first.tasks.get(anon, task.id!);
  assert.equal(held?.task.status?.state, "TASK_STATE_WORKING");
  assert.equal(held?.version, 1, "nothing wrote the task");
  const canceled = await first.tasks.update(anon, task.id!, [{ kind: "status", state: "TASK_STATE_CANCELED" }], { expectedVersion: 1 });
  assert.equal(canceled.state, "TASK_STATE_CANCELED");
});

test("lockTimeoutMs: a second open waits while the file is held and opens once the holder closes", async (t) => {
  const path = dbPath(t);
  const first = await openSqliteStores({ path });
  await first.tasks.create(anon, { state: "TASK_STATE_WORKING" });
  let openedAt: number | undefined;
  const second = openSqliteStores({ path, lockTimeoutMs: 20_000 }).then((s) => ((openedAt = performance.now()), s));
  await new Promise((r) => setTimeout(r, 500));
  assert.equal(openedAt, undefined, "the second open waits while the first holds the file");
  await first.close();
  const closedAt = performance.now();
  const s = await second;
  t.after(() => s.close());
  assert.ok(openedAt! >= closedAt, "opened after the holder closed");
  assert.ok(openedAt! - closedAt < 5_000, `opened ${Math.round(openedAt! - closedAt)} ms after the close, not at the timeout`);
  // Opened after the holder: its working task is now this store's to recover.
  assert.equal(s.recovered, 1);
});

test("lockTimeoutMs: waits about that long, then refuses naming the file", async (t) => {
  const path = dbPath(t);
  const first = await openSqliteStores({ path });
  t.after(() => first.close());
  const started = performance.now();
  await refused(path, /holds this file's lock.*waited 600 ms/, 1, { lockTimeoutMs: 600 });
  const waited = performance.now() - started;
  assert.ok(waited >= 550 && waited < 10_000, `waited ${Math.round(waited)} ms`);
});

test("lockTimeoutMs must be 0 or more ms", async (t) => {
  const path = dbPath(t);
  for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, "5" as unknown as number]) {
    await assert.rejects(openSqliteStores({ path, lockTimeoutMs: bad }), (e: Error) => e instanceof RangeError && /lockTimeoutMs/.test(e.message));
  }
});

/** A store file with tasks on many pages, closed (the WAL checkpointed into it). */
async function filled(path: string): Promise<void> {
  const s = await openSqliteStores({ path });
  await Promise.all(Array.from({ length: 200 }, (_, i) => s.tasks.create(anon, { message: userMessage(`task ${i} ${"x".repeat(200)}`) })));
  await s.close();
}

/** Overwrites the file from byte `from` to its end with random bytes. */
function garble(path: string, from: number): void {
  const size = statSync(path).size;
  const junk = Buffer.alloc(size - from);
  for (let i = 0; i < junk.length; i++) junk[i] = (Math.random() * 256) | 0;
  const fd = openSync(path, "r+");
  try {
    writeSync(fd, junk, 0, junk.length, from);
  } finally {
    closeSync(fd);
  }
}

test("every open that fails names the file and leaks no file descriptor", async (t) => {
  // A valid first page (header and schema), every page after it garbage.
  const pages = dbPath(t, "pages.db");
  await filled(pages);
  assert.ok(statSync(pages).size > 16 * 4096, "the file has pages past the first");
  garble(pages, 4096);
  // Garbage from the first byte.
  const garbage = dbPath(t, "garbage.db");
  writeFileSync(garbage, Buffer.from(Array.from({ length: 64 * 1024 }, () => (Math.random() * 256) | 0)));
  const dir = dbPath(t, "a-directory");
  mkdirSync(dir);
  const orphan = join(dbPath(t, "missing"), "tasks.db");

  const before = fds();
  await refused(pages, /malformed|not a database/);
  await refused(garbage, /not a database/);
  await refused(dir, /a directory/);
  await refused(orphan, /director/);
  assert.equal(fds(), before, "every failed open closed what it opened");

  // A held file: the refused opens close their connections too (SQLite defers closing a descriptor
  // while this process holds a lock on the file, so the count is taken once the holder has closed).
  const locked = dbPath(t, "locked.db");
  const fresh = fds();
  const holder = await openSqliteStores({ path: locked });
  await refused(locked, /holds this file's lock/);
  await holder.close();
  assert.equal(fds(), fresh, "the refused opens and the holder left no descriptor open");
});
