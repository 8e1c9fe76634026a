// Quotas held in the database: two store instances on one schema (two openPostgresStores, as two server
// processes would have) count one tenant's tasks and bytes together, concurrent writers on both cannot
// pass a quota between them, and one instance evicts a finished task the other wrote.

import assert from "node:assert/strict";
import { after, test } from "node:test";
import type { Scope } from "@a2a-bindgen/server/store";
import { openPostgresStores, type PostgresStoresOptions } from "@a2a-bindgen/store-postgres";
import { postgresOrSkip } from "../support/postgres.js";
import { within } from "./support.js";

const cluster = await postgresOrSkip();
after(() => {
  if (!("skip" in cluster)) cluster.stop();
});
const skip = "skip" in cluster ? cluster.skip : false;
const url = "skip" in cluster ? "" : cluster.createDatabase("quotas");
const A: Scope = { tenant: "a", owner: "" };
const WORKING = "TASK_STATE_WORKING" as const;

async function two(schema: string, options: Omit<PostgresStoresOptions, "connectionString" | "schema">) {
  const one = await openPostgresStores({ connectionString: url, schema, ...options });
  const other = await openPostgresStores({ connectionString: url, schema, ...options });
  return { one, other, close: () => Promise.all([one.close(), other.close()]) };
}

const quotaError = (name: string) => (e: unknown) => (e as Error).name === "QuotaExceededError" && (e as Error).message.startsWith(`${name}:`);

test("a tenant's task quota counts its tasks on both instances", { skip }, async () => {
  // maxTasks 4, maxTenants 2, tenantQuota 1: 2 shared, so a tenant may hold 3.
  const { one, other, close } = await two("q_tasks", { maxTasks: 4, maxTenants: 2, tenantQuota: { tasks: 1 } });
  try {
    await one.tasks.create(A, { state: WORKING });
    await other.tasks.create(A, { state: WORKING });
    await one.tasks.create(A, { state: WORKING });
    await assert.rejects(() => other.tasks.create(A, { state: WORKING }), quotaError("tenant tasks"));
    await assert.rejects(() => one.tasks.create(A, { state: WORKING }), quotaError("tenant tasks"));
    // The default tenant keeps its reserved one, whichever instance it writes through.
    await other.tasks.create({ tenant: "", owner: "" }, { state: WORKING });
  } finally {
    await close();
  }
});

test("concurrent creations on two instances cannot pass the quota between them", { skip }, async () => {
  const { one, other, close } = await two("q_race", { maxTasks: 10, maxTenants: 2, tenantQuota: { tasks: 3 } });
  try {
    // A may hold 3 + (10 − 2 × 3) = 7.
    const results = await within(
      Promise.allSettled(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? one : other).tasks.create(A, { state: WORKING }))),
      20_000,
      "creations",
    );
    const made = results.filter((r) => r.status === "fulfilled").length;
    assert.equal(made, 7);
    for (const r of results) if (r.status === "rejected") assert.ok(quotaError("tenant tasks")(r.reason), String(r.reason));
    const rows = await one.tasks.list(A, { pageSize: 100 });
    assert.equal(rows.totalSize, 7);
  } finally {
    await close();
  }
});

test("a tenant's byte quota counts its bytes on both instances", { skip }, async () => {
  // maxTotalBytes 40,000, maxTenants 2, quota 10,000: 20,000 shared, a tenant may hold 30,000.
  const { one, other, close } = await two("q_bytes", { maxTotalBytes: 40_000, maxTenants: 2, tenantQuota: { bytes: 10_000 }, maxTaskBytes: 20_000 });
  try {
    const blob = (n: number) => ({ blob: "x".repeat(n) });
    await one.tasks.create(A, { state: WORKING, metadata: blob(14_000) });
    await other.tasks.create(A, { state: WORKING, metadata: blob(14_000) });
    await assert.rejects(() => one.tasks.create(A, { state: WORKING, metadata: blob(3_000) }), quotaError("tenant bytes"));
    await assert.rejects(() => other.tasks.create(A, { state: WORKING, metadata: blob(3_000) }), quotaError("tenant bytes"));
  } finally {
    await close();
  }
});

test("an instance without room evicts the tenant's oldest finished task, whichever instance wrote it", { skip }, async () => {
  const { one, other, close } = await two("q_evict", { maxTasks: 4, maxTenants: 2, tenantQuota: { tasks: 1 } });
  try {
    const left: string[] = [];
    other.tasks.onEvict((scope, id) => left.push(`${scope.tenant}/${id}`));
    const first = await one.tasks.create(A, { state: "TASK_STATE_COMPLETED" });
    await one.tasks.create(A, { state: "TASK_STATE_COMPLETED" });
    await one.tasks.create(A, { state: WORKING });
    const fourth = await other.tasks.create(A, { state: WORKING });
    assert.deepEqual(left, [`a/${first.task.id}`]);
    assert.equal(await one.tasks.get(A, first.task.id!), undefined);
    assert.equal((await one.tasks.get(A, fourth.task.id!))?.version, 1);
    const totals = await one.tasks.list(A, { pageSize: 100 });
    assert.equal(totals.totalSize, 3);
  } finally {
    await close();
  }
});
