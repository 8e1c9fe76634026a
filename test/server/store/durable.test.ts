// What both durable stores compute alike (server/src/store/durable.ts): the room a tenant has under the
// reservation rule of docs/stores.md (each of maxTenants tenants is guaranteed its quota; the rest is shared,
// first come), and the ListTasks request checks of §3.1.4 (pageSize 1..100, default 50).

import assert from "node:assert/strict";
import { test } from "node:test";
import { limitsOf, listQuery, roomToMake } from "@a2a-bindgen/server/store";

// 100 tasks, 4 tenants, 10 reserved each: 60 shared.
const limits = limitsOf({ maxTasks: 100, maxTotalBytes: 100_000, maxTenants: 4, tenantQuota: { tasks: 10, bytes: 1_000 } });

test("a lone tenant may hold its quota and everything shared: 100 − 3 × 10 = 70 tasks", () => {
  const mine = { tasks: 69, bytes: 0 };
  assert.ok(roomToMake(limits, new Map([["a", mine]]), "a", mine, 1, 0).tasks <= 0, "the 70th fits");
  assert.equal(roomToMake(limits, new Map([["a", { tasks: 70, bytes: 0 }]]), "a", { tasks: 70, bytes: 0 }, 1, 0).tasks, 1, "the 71st needs one freed");
});

test("what another tenant borrowed past its own quota is not there to take; what it holds within its quota is its own", () => {
  const mine = { tasks: 10, bytes: 0 };
  // b holds 40: 30 borrowed from the shared part; a may grow to 10 + 60 − 30 = 40.
  const holdings: [string, { tasks: number; bytes: number }][] = [
    ["a", mine],
    ["b", { tasks: 40, bytes: 0 }],
  ];
  assert.equal(roomToMake(limits, new Map(holdings), "a", mine, 30, 0).tasks, 0, "up to 40 fits exactly");
  assert.equal(roomToMake(limits, new Map(holdings), "a", mine, 31, 0).tasks, 1);
  // A quiet tenant is always guaranteed its quota, whatever the others hold.
  const quiet = { tasks: 0, bytes: 0 };
  const full: [string, { tasks: number; bytes: number }][] = [
    ["c", quiet],
    ["a", { tasks: 10, bytes: 0 }],
    ["b", { tasks: 70, bytes: 0 }],
  ];
  assert.ok(roomToMake(limits, new Map(full), "c", quiet, 10, 0).tasks <= 0);
});

test("ListTasks: pageSize outside 1..100 and a foreign page token are InvalidParams naming the field", () => {
  assert.equal(listQuery({}).size, 50);
  for (const pageSize of [0, 101, 1.5])
    assert.throws(
      () => listQuery({ pageSize }),
      (e: Error & { code?: number }) => /pageSize/.test(e.message),
    );
  assert.throws(
    () => listQuery({ pageToken: "not-ours" }),
    (e: Error) => /pageToken/.test(e.message),
  );
  assert.throws(
    () => listQuery(null as never),
    (e: Error) => /request/.test(e.message),
  );
});
