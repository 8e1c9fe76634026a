// The group commit (store-sqlite/src/writer.ts): concurrent writes share one transaction; a write that
// throws is undone alone; a promise resolves only after its transaction committed.

import assert from "node:assert/strict";
import { test } from "node:test";
import Database from "better-sqlite3";
import { GroupCommit } from "../../store-sqlite/src/writer.ts";
import { dbPath } from "./support.ts";

function open(path: string) {
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.exec("CREATE TABLE IF NOT EXISTS t (k TEXT PRIMARY KEY, v INTEGER NOT NULL)");
  return db;
}

test("writes queued in one turn share one commit; each resolves with its value after it", async (t) => {
  const path = dbPath(t);
  const db = open(path);
  const w = new GroupCommit(db);
  const insert = db.prepare("INSERT INTO t (k, v) VALUES (?, ?)");
  const writes = Array.from({ length: 50 }, (_, i) => w.write(() => (insert.run(`k${i}`, i), i)));
  // Nothing is committed before the turn ends: another connection sees no row yet.
  const other = new Database(path, { readonly: true });
  assert.equal((other.prepare("SELECT count(*) AS c FROM t").get() as { c: number }).c, 0);
  assert.deepEqual(
    await Promise.all(writes),
    Array.from({ length: 50 }, (_, i) => i),
  );
  assert.equal(w.commits, 1);
  assert.equal(w.writes, 50);
  // Resolved means committed: a second connection reads every row.
  assert.equal((other.prepare("SELECT count(*) AS c FROM t").get() as { c: number }).c, 50);
  other.close();
  w.close();
  db.close();
});

test("a write that throws is undone alone and rejects; the others of its batch commit", async (t) => {
  const db = open(dbPath(t));
  const w = new GroupCommit(db);
  const insert = db.prepare("INSERT INTO t (k, v) VALUES (?, ?)");
  const a = w.write(() => insert.run("a", 1));
  const bad = w.write(() => {
    insert.run("b", 2);
    throw new Error("refused");
  });
  const dup = w.write(() => insert.run("a", 3)); // primary key: the row of the first write is there
  const c = w.write(() => insert.run("c", 4));
  await a;
  await assert.rejects(bad, /refused/);
  await assert.rejects(dup, /UNIQUE/);
  await c;
  assert.deepEqual(db.prepare("SELECT k, v FROM t ORDER BY k").all(), [
    { k: "a", v: 1 },
    { k: "c", v: 4 },
  ]);
  assert.equal(w.commits, 1);
  w.close();
  db.close();
});

test("committed runs after the commit, in commit order, only for writes that were kept", async (t) => {
  const db = open(dbPath(t));
  const w = new GroupCommit(db);
  const insert = db.prepare("INSERT INTO t (k, v) VALUES (?, ?)");
  const seen: string[] = [];
  const p1 = w.write(
    () => insert.run("x", 1),
    () => seen.push("x"),
  );
  const p2 = w.write(
    () => {
      throw new Error("no");
    },
    () => seen.push("never"),
  );
  const p3 = w.write(
    () => insert.run("y", 2),
    () => seen.push(`y after ${seen.length}`),
  );
  await p1;
  // All callbacks of a batch run before any of its promises resolve.
  assert.deepEqual(seen, ["x", "y after 1"]);
  await assert.rejects(p2);
  await p3;
  w.close();
  db.close();
});

test("close commits what is queued and refuses later writes", async (t) => {
  const db = open(dbPath(t));
  const w = new GroupCommit(db);
  const p = w.write(() => db.prepare("INSERT INTO t (k, v) VALUES ('q', 1)").run());
  w.close();
  await p;
  assert.equal((db.prepare("SELECT count(*) AS c FROM t").get() as { c: number }).c, 1);
  await assert.rejects(
    w.write(() => 1),
    /closed/,
  );
  db.close();
});
