// The store's bounds (server/src/store/limits.ts) through the public entry @a2a-bindgen/server/store:
// the durable stores' defaults sized for disk (issue 38: "Durable defaults sized for disk"), derived by the
// same rules as the in-memory store's (tenantQuota: maxTasks / (2 × maxTenants), maxTotalBytes / (2 ×
// maxTenants), half reserved, half shared; docs/stores.md), and limitsOf's checks of what it is given.

import assert from "node:assert/strict";
import { test } from "node:test";
import { defaults, durableDefaults, limitsOf } from "@a2a-bindgen/server/store";

const GiB = 2 ** 30;

test("durableDefaults: 1,000,000 tasks and 4 GiB in all; every other field the in-memory store's", () => {
  assert.equal(durableDefaults.maxTasks, 1_000_000);
  assert.equal(durableDefaults.maxTotalBytes, 4 * GiB);
  for (const key of Object.keys(defaults) as (keyof typeof defaults)[]) {
    if (key !== "maxTasks" && key !== "maxTotalBytes") assert.equal(durableDefaults[key], defaults[key], key);
  }
  assert.deepEqual(Object.keys(durableDefaults).sort(), Object.keys(defaults).sort());
  // Shared by every durable store: no caller may change them for the others.
  assert.ok(Object.isFrozen(durableDefaults));
});

test("limitsOf with durableDefaults: quotas derived half reserved, half shared, in safe integers that fit", () => {
  const l = limitsOf({}, "openSqliteStores", durableDefaults);
  assert.equal(l.maxTasks, 1_000_000);
  assert.equal(l.maxTotalBytes, 4 * GiB);
  assert.equal(l.maxTenants, 16);
  // 1,000,000 / 32 and 4 GiB / 32: each of 16 tenants has this much reserved.
  assert.equal(l.quota.tasks, 31_250);
  assert.equal(l.quota.bytes, 128 * 2 ** 20);
  assert.equal(l.quota.streams, 1_000);
  assert.ok(l.quota.tasks * l.maxTenants <= l.maxTasks && l.quota.bytes * l.maxTenants <= l.maxTotalBytes, "the reservations fit the totals");
  // The arithmetic of a write (the whole store and what one tenant may hold) stays exact in doubles.
  for (const v of [l.maxTasks, l.maxTotalBytes, l.quota.tasks * l.maxTenants, l.quota.bytes * l.maxTenants, l.maxTotalBytes + l.maxTaskBytes]) {
    assert.ok(Number.isSafeInteger(v), String(v));
  }
  // A single tenant holds everything but the other 15 tenants' reservations before it evicts anything.
  assert.equal(l.maxTasks - (l.maxTenants - 1) * l.quota.tasks, 531_250);
  assert.equal(l.maxTotalBytes - (l.maxTenants - 1) * l.quota.bytes, 2_176 * 2 ** 20);
  for (const key of ["maxTaskBytes", "retentionMs", "maxHistory", "maxArtifacts", "maxSubscribers", "maxQueued"] as const) {
    assert.equal(l[key], defaults[key], key);
  }
});

test("limitsOf without a base keeps the in-memory store's defaults (5,320 tasks for a single tenant)", () => {
  const l = limitsOf({});
  assert.equal(l.maxTasks, 10_000);
  assert.equal(l.maxTotalBytes, 64 * 2 ** 20);
  assert.equal(l.quota.tasks, 312);
  assert.equal(l.quota.bytes, 2 * 2 ** 20);
  assert.equal(l.maxTasks - (l.maxTenants - 1) * l.quota.tasks, 5_320);
  assert.deepEqual(limitsOf({}, "TaskStore", defaults), l);
});

test("options given win over the base, and the quotas derive from what was given", () => {
  const l = limitsOf({ maxTasks: 3_200, maxTenants: 4 }, "openSqliteStores", durableDefaults);
  assert.equal(l.maxTasks, 3_200);
  assert.equal(l.quota.tasks, 400); // 3,200 / (2 × 4)
  assert.equal(l.maxTotalBytes, 4 * GiB);
  assert.equal(l.quota.bytes, GiB / 2); // 4 GiB / (2 × 4)
  // One tenant: the whole store is its own (half reserved, the other half shared with nobody).
  const one = limitsOf({ maxTenants: 1 }, "openSqliteStores", durableDefaults);
  assert.equal(one.quota.tasks, 500_000);
  // An explicit quota past what the durable totals can reserve is refused, naming the options.
  assert.throws(
    () => limitsOf({ tenantQuota: { tasks: 62_501 } }, "openSqliteStores", durableDefaults),
    (e: Error) =>
      e instanceof RangeError &&
      /^openSqliteStores: tenantQuota\.tasks \(62,501\) × maxTenants \(16\)/.test(e.message) &&
      /maxTasks \(1,000,000\)/.test(e.message),
  );
});

test("hostile input: options or defaults that are not what limitsOf takes are refused, naming the caller and the field", () => {
  assert.throws(
    () => limitsOf(null as never, "openSqliteStores"),
    (e: Error) => e instanceof TypeError && /^openSqliteStores: options must be an object/.test(e.message),
  );
  assert.throws(
    () => limitsOf({}, "openX", null as never),
    (e: Error) => e instanceof TypeError && /^openX: the defaults must be an object/.test(e.message),
  );
  for (const [key, value] of [
    ["maxTasks", -1],
    ["maxTasks", 1.5],
    ["maxTotalBytes", 2 ** 53],
    ["maxTenants", 0],
    ["retentionMs", Number.NaN],
    ["maxQueued", "10"],
    ["streams", -1],
  ] as const) {
    assert.throws(
      () => limitsOf({}, "openX", { ...durableDefaults, [key]: value } as never),
      (e: Error) => e instanceof TypeError && e.message.startsWith(`openX: the defaults' ${key} must be an integer of`),
      `${key}: ${String(value)}`,
    );
  }
  const { maxQueued: _, ...missing } = durableDefaults;
  assert.throws(() => limitsOf({}, "openX", missing as never), /openX: the defaults' maxQueued must be an integer of 1 or more, got undefined/);
  // Infinity is a retention (keep until evicted), for the defaults as for the option; 0 streams is a quota.
  assert.equal(limitsOf({}, "openX", { ...durableDefaults, retentionMs: Number.POSITIVE_INFINITY }).retentionMs, Number.POSITIVE_INFINITY);
  assert.equal(limitsOf({}, "openX", { ...durableDefaults, streams: 0 }).quota.streams, 0);
  // An option past the safe integers is refused as before (the defaults do not loosen the checks).
  assert.throws(() => limitsOf({ maxTotalBytes: 2 ** 53 }, "openX", durableDefaults), /openX: maxTotalBytes must be a positive integer/);
});
