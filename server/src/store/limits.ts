// The store's options, their defaults and their checks. The defaults and why they are what they are
// stand in task-store.ts's file comment; every default here is derived so that it is always valid.
// durableDefaults are the durable stores' (SQLite, PostgreSQL): sized for disk, not for the heap.

import { thousands } from "./errors.js";

/** The store's bounds; every field optional. */
export interface TaskStoreOptions {
  /** Tasks kept across all tenants (default 10,000). */
  readonly maxTasks?: number | undefined;
  /** Bytes one task may count (size.ts: the whole task as GetTask answers it, and its push configs; default 4 MiB). */
  readonly maxTaskBytes?: number | undefined;
  /** Bytes all tasks together may count (default 64 MiB). */
  readonly maxTotalBytes?: number | undefined;
  /** Tenants holding tasks at once, the default tenant "" included, which always has its place (default 16). */
  readonly maxTenants?: number | undefined;
  /**
   * What each tenant is guaranteed, whatever the other tenants do. tasks and bytes are reserved for each
   * of maxTenants tenants: maxTenants × tenantQuota.tasks may not pass maxTasks, nor × bytes pass
   * maxTotalBytes (a RangeError at construction). What the store holds beyond the reservations is
   * shared, first come: a tenant may grow past its quota into it. streams is a cap per tenant; open
   * streams share no store-wide pool, so no tenant's streams take another's.
   * Defaults: tasks maxTasks / (2 × maxTenants), bytes maxTotalBytes / (2 × maxTenants) (half the store
   * reserved, half shared), streams 1,000.
   */
  readonly tenantQuota?: { readonly tasks?: number | undefined; readonly bytes?: number | undefined; readonly streams?: number | undefined } | undefined;
  /** How long a task is kept after it reached a terminal state, in ms (default 24 h); Infinity keeps it until evicted. */
  readonly retentionMs?: number | undefined;
  /** Messages kept per task, most recent first to stay (default 100). */
  readonly maxHistory?: number | undefined;
  /** Artifacts per task (default 100). */
  readonly maxArtifacts?: number | undefined;
  /** Open streams per task (default 100). */
  readonly maxSubscribers?: number | undefined;
  /** Events waiting unread per stream (default 1,000). */
  readonly maxQueued?: number | undefined;
  /** The clock, in milliseconds since the epoch (default Date.now). */
  readonly now?: (() => number) | undefined;
}

/** The options resolved: every bound a number. */
export interface Limits {
  readonly maxTasks: number;
  readonly maxTaskBytes: number;
  readonly maxTotalBytes: number;
  readonly maxTenants: number;
  readonly quota: { readonly tasks: number; readonly bytes: number; readonly streams: number };
  readonly retentionMs: number;
  readonly maxHistory: number;
  readonly maxArtifacts: number;
  readonly maxSubscribers: number;
  readonly maxQueued: number;
}

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

/** The defaults of the fields that do not derive from others. */
export const defaults = {
  maxTasks: 10_000,
  maxTaskBytes: 4 * MiB,
  maxTotalBytes: 64 * MiB,
  maxTenants: 16,
  streams: 1_000,
  retentionMs: 24 * 60 * 60 * 1000,
  maxHistory: 100,
  maxArtifacts: 100,
  maxSubscribers: 100,
  maxQueued: 1_000,
} as const;

/** A set of defaults limitsOf derives the options' from: every field of `defaults`, each a number. */
export type StoreDefaults = { readonly [K in keyof typeof defaults]: number };

/**
 * The durable stores' defaults: a store on disk keeps every task until its retention ends, so the
 * bounds are sized for a disk, not for the heap. maxTasks 1,000,000 and maxTotalBytes 4 GiB (of task
 * JSON as stored; about 880 bytes of SQLite file per small task, so a full store of small tasks is about
 * 0.9 GB); the rest as `defaults`, so the quotas derive as there: 31,250 tasks and 128 MiB reserved for each
 * of 16 tenants, half the store shared, and a single tenant holds up to 531,250 tasks before it evicts.
 */
export const durableDefaults: StoreDefaults = Object.freeze({ ...defaults, maxTasks: 1_000_000, maxTotalBytes: 4 * GiB });

const n = thousands;

/** `base` checked: a set of defaults that is wrong is the caller's bug, named here rather than met as NaN later. */
function checkBase(base: unknown, who: string): asserts base is StoreDefaults {
  if (typeof base !== "object" || base === null) throw new TypeError(`${who}: the defaults must be an object like defaults or durableDefaults`);
  const b = base as Record<string, unknown>;
  for (const key of Object.keys(defaults) as (keyof StoreDefaults)[]) {
    const v = b[key];
    const least = key === "streams" ? 0 : 1;
    const ok = typeof v === "number" && (Number.isSafeInteger(v) ? v >= least : key === "retentionMs" && v === Number.POSITIVE_INFINITY);
    if (!ok) throw new TypeError(`${who}: the defaults' ${key} must be an integer of ${least} or more, got ${String(v)}`);
  }
}

function positive(value: unknown, fallback: number, name: string, who: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${who}: ${name} must be a positive integer, got ${String(value)}`);
  }
  return value;
}

function nonNegative(value: unknown, fallback: number, name: string, who: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${who}: ${name} must be an integer of 0 or more, got ${String(value)}`);
  }
  return value;
}

/** Reservations for every tenant must fit the total, or a quiet tenant's quota could be taken. */
function fits(quota: number, maxTenants: number, total: number, quotaName: string, totalName: string, who: string): void {
  if (quota * maxTenants > total) {
    throw new RangeError(
      `${who}: tenantQuota.${quotaName} (${n(quota)}) × maxTenants (${n(maxTenants)}) = ${n(quota * maxTenants)} is more than ${totalName} (${n(total)}): ` +
        "every tenant could not be given its quota",
    );
  }
}

/**
 * The options resolved and checked; a RangeError names the option that is wrong, after `who` (the store
 * taking them). `base`: the defaults an option left out takes, and the quotas derive from (default
 * `defaults`, the in-memory store's; a durable store passes durableDefaults).
 */
export function limitsOf(options: TaskStoreOptions, who = "TaskStore", base: StoreDefaults = defaults): Limits {
  if (typeof options !== "object" || options === null) throw new TypeError(`${who}: options must be an object`);
  checkBase(base, who);
  const maxTasks = positive(options.maxTasks, base.maxTasks, "maxTasks", who);
  const maxTaskBytes = positive(options.maxTaskBytes, base.maxTaskBytes, "maxTaskBytes", who);
  const maxTotalBytes = positive(options.maxTotalBytes, base.maxTotalBytes, "maxTotalBytes", who);
  const maxTenants = positive(options.maxTenants, base.maxTenants, "maxTenants", who);
  const q = options.tenantQuota ?? {};
  if (typeof q !== "object" || q === null) throw new RangeError(`${who}: tenantQuota must be an object { tasks?, bytes?, streams? }`);
  const quota = {
    tasks: nonNegative(q.tasks, Math.floor(maxTasks / (2 * maxTenants)), "tenantQuota.tasks", who),
    bytes: nonNegative(q.bytes, Math.floor(maxTotalBytes / (2 * maxTenants)), "tenantQuota.bytes", who),
    streams: nonNegative(q.streams, base.streams, "tenantQuota.streams", who),
  };
  fits(quota.tasks, maxTenants, maxTasks, "tasks", "maxTasks", who);
  fits(quota.bytes, maxTenants, maxTotalBytes, "bytes", "maxTotalBytes", who);
  const retentionMs =
    options.retentionMs === Number.POSITIVE_INFINITY ? Number.POSITIVE_INFINITY : positive(options.retentionMs, base.retentionMs, "retentionMs", who);
  if (options.now !== undefined && typeof options.now !== "function") throw new RangeError(`${who}: now must be a function returning milliseconds`);
  return {
    maxTasks,
    maxTaskBytes,
    maxTotalBytes,
    maxTenants,
    quota,
    retentionMs,
    maxHistory: positive(options.maxHistory, base.maxHistory, "maxHistory", who),
    maxArtifacts: positive(options.maxArtifacts, base.maxArtifacts, "maxArtifacts", who),
    maxSubscribers: positive(options.maxSubscribers, base.maxSubscribers, "maxSubscribers", who),
    maxQueued: positive(options.maxQueued, base.maxQueued, "maxQueued", who),
  };
}
