// Task and context ids (server/src/store/ids.ts, shared by the durable stores): UUIDv7 by RFC 9562, strictly increasing in one process.

import assert from "node:assert/strict";
import { test } from "node:test";
import { uuidv7 } from "../../../server/src/store/ids.ts";

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test("a UUIDv7: version 7, variant 10, the millisecond in its first 48 bits", () => {
  const ms = Date.UTC(2026, 11, 5, 8, 0, 0);
  const id = uuidv7(ms + 1_000_000);
  assert.match(id, V7);
  assert.equal(Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16), ms + 1_000_000);
});

test("ids increase strictly: within one millisecond (past 4,096 of them) and when the clock steps back", () => {
  const at = Date.UTC(2027, 0, 1);
  const ids = [...Array.from({ length: 5_000 }, () => uuidv7(at)), uuidv7(at - 60_000), uuidv7(at + 1)];
  for (const [i, id] of ids.entries()) {
    assert.match(id, V7);
    if (i > 0) assert.ok(ids[i - 1]! < id, `${ids[i - 1]} < ${id}`);
  }
});

test("ids differ in their random bits: 10,000 distinct, and rand_b not constant", () => {
  const ids = Array.from({ length: 10_000 }, () => uuidv7());
  assert.equal(new Set(ids).size, ids.length);
  assert.ok(new Set(ids.map((id) => id.slice(19))).size > 9_990);
});
