// The group commit (store-sqlite/src/writer.ts): concurrent writes share one transaction; a write that
// throws is undone alone; a promise resolves only after its transaction committed and an fsync that
// began after it ended.

import assert from "node:assert/strict";
import { test } from "node:test";
import Database from "better-sqlite3";
import { GroupCommit } from "../../store-sqlite/src/writer.ts";
import { dbPath } from "./support.ts";

function open(path: string) {
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  db.exec("CREATE TABLE IF NOT EXISTS t (k TEXT PRIMARY KEY, v INTEGER NOT NULL)");
  return db;
}

test("writes queued in one turn share one commit; each resolves with its value after it", async (t) => {
  const path = dbPath(t);
  const db = open(path);
  const w = new GroupCommit(db, path, "fsync");
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
  await w.close();
  db.close();
});

test("a write that throws is undone alone and rejects; the others of its batch commit", async (t) => {
  const path = dbPath(t);
  const db = open(path);
  const w = new GroupCommit(db, path, "fsync");
  const insert = db.prepare("INSERT INTO t (k, v) VALUES (?, ?)");
  const a = w.write(() => insert.run("a", 1));
  const bad = w.write(() => {
    insert.run("b", 2);
    throw new Error("refused");
  });
  const dup = w.write(() => insert.run("a", 3)); // primary key: the row of the first write is there
  const c = w.write(() => insert.run("c", 4));
  // A refused write rejects at its commit, before the batch's fsync: its checks are attached now.
  const refused = Promise.all([assert.rejects(bad, /refused/), assert.rejects(dup, /UNIQUE/)]);
  await a;
  await refused;
  await c;
  assert.deepEqual(db.prepare("SELECT k, v FROM t ORDER BY k").all(), [
    { k: "a", v: 1 },
    { k: "c", v: 4 },
  ]);
  assert.equal(w.commits, 1);
  await w.close();
  db.close();
});

test("a write resolves only after an fsync that began after its commit; batches committed meanwhile share the next", async (t) => {
  const path = dbPath(t);
  const db = open(path);
  const w = new GroupCommit(db, path, "fsync");
  const insert = db.prepare("INSERT INTO t (k, v) VALUES (?, ?)");
  const first = w.write(() => insert.run("a", 1));
  w.flush(); // committed; its fsync starts now
  assert.equal(w.syncs, 0);
  // Committed while the first fsync runs: it waits for the next one.
  const second = w.write(() => insert.run("b", 2));
  const third = w.write(() => insert.run("c", 3));
  w.flush();
  let secondDone = false;
  void second.then(() => (secondDone = true));
  await first;
  assert.equal(w.syncs, 1);
  assert.equal(secondDone, false, "the second batch committed after the first fsync began");
  await Promise.all([second, third]);
  assert.equal(w.syncs, 2);
  assert.equal(w.commits, 2);
  // synced(): nothing unsynced, at once; after a commit, once its fsync ends.
  await w.synced();
  let batch = 0;
  const fourth = w.write(() => ((batch = w.batch), insert.run("d", 4)));
  w.flush();
  assert.equal(batch, 3, "the write ran in the third batch");
  assert.equal(w.allSynced, false);
  await w.syncedThrough(batch);
  assert.equal(w.syncs, 3);
  assert.equal(w.allSynced, true);
  await fourth;
  // A batch that never committed (a number past the last): nothing to wait for.
  await w.syncedThrough(99);
  await w.close();
  db.close();
});

test("mode os resolves at COMMIT, without an fsync of its own", async (t) => {
  const path = dbPath(t);
  const db = open(path);
  const w = new GroupCommit(db, path, "os");
  await w.write(() => db.prepare("INSERT INTO t (k, v) VALUES ('x', 1)").run());
  assert.equal(w.syncs, 0);
  assert.equal(db.pragma("synchronous", { simple: true }), 1); // NORMAL
  await w.close();
  db.close();
});

test("close commits what is queued and refuses later writes", async (t) => {
  const path = dbPath(t);
  const db = open(path);
  const w = new GroupCommit(db, path, "fsync");
  const p = w.write(() => db.prepare("INSERT INTO t (k, v) VALUES ('q', 1)").run());
  await w.close();
  await p;
  // Closing leaves synchronous=FULL, so that the connection's last checkpoint syncs.
  assert.equal(db.pragma("synchronous", { simple: true }), 2);
  assert.equal((db.prepare("SELECT count(*) AS c FROM t").get() as { c: number }).c, 1);
  await assert.rejects(
    w.write(() => 1),
    /closed/,
  );
  db.close();
});

test("undo: a write's undos run, latest first, when its savepoint rolls back; a committed write's never run", async (t) => {
  const path = dbPath(t);
  const db = open(path);
  const w = new GroupCommit(db, path, "fsync");
  const insert = db.prepare("INSERT INTO t (k, v) VALUES (?, ?)");
  const heard: string[] = [];
  const ok = w.write(() => {
    insert.run("a", 1);
    w.undo(() => heard.push("a"));
  });
  const bad = w.write(() => {
    w.undo(() => heard.push("b1"));
    w.undo(() => heard.push("b2"));
    insert.run("a", 2); // primary key: refused
  });
  await Promise.all([ok, assert.rejects(bad, /UNIQUE/)]);
  assert.deepEqual(heard, ["b2", "b1"]);
  assert.throws(() => w.undo(() => {}), /outside a write/);
  await w.close();
  db.close();
});

test("undo: a batch whose COMMIT fails runs the undos of every write in it, the last write's first", async (t) => {
  const path = dbPath(t);
  const db = open(path);
  // A deferred foreign key is checked at COMMIT: a dangling reference makes the COMMIT itself fail.
  db.pragma("foreign_keys = ON");
  db.exec("CREATE TABLE child (parent TEXT REFERENCES t (k) DEFERRABLE INITIALLY DEFERRED)");
  const w = new GroupCommit(db, path, "fsync");
  const heard: string[] = [];
  const first = w.write(() => {
    db.prepare("INSERT INTO t (k, v) VALUES ('x', 1)").run();
    w.undo(() => heard.push("first"));
  });
  const second = w.write(() => {
    db.prepare("INSERT INTO child (parent) VALUES ('nowhere')").run();
    w.undo(() => heard.push("second"));
  });
  await Promise.all([assert.rejects(first, /FOREIGN KEY/), assert.rejects(second, /FOREIGN KEY/)]);
  assert.deepEqual(heard, ["second", "first"]);
  assert.equal((db.prepare("SELECT count(*) AS c FROM t").get() as { c: number }).c, 0);
  await w.close();
  db.close();
});
