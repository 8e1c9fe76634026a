// The store's options, their defaults and their checks. The defaults and why they are what they are
// stand in task-store.ts's file comment; every default here is derived so that it is always valid.

import { thousands } from "./errors.js";

/** The store's bounds; every field optional. */
export interface TaskStoreOptions {
  /** Tasks kept across all tenants (default 10,000). */
  readonly maxTasks?: number;
  /** Bytes one task may count (size.ts: the whole task as GetTask answers it, and its push configs; default 4 MiB). */
  readonly maxTaskBytes?: number;
  /** Bytes all tasks together may count (default 64 MiB). */
  readonly maxTotalBytes?: number;
  /** Tenants holding tasks at once, the default tenant "" included, which always has its place (default 16). */
  readonly maxTenants?: number;
  /**
   * What each tenant is guaranteed, whatever the other tenants do. tasks and bytes are reserved for each
   * of maxTenants tenants: maxTenants × tenantQuota.tasks may not pass maxTasks, nor × bytes pass
   * maxTotalBytes (a RangeError at construction). What the store holds beyond the reservations is
   * shared, first come: a tenant may grow past its quota into it. streams is a cap per tenant; open
   * streams share no store-wide pool, so no tenant's streams take another's.
   * Defaults: tasks maxTasks / (2 × maxTenants), bytes maxTotalBytes / (2 × maxTenants) (half the store
   * reserved, half shared), streams 1,000.
   */
  readonly tenantQuota?: { readonly tasks?: number; readonly bytes?: number; readonly streams?: number };
  /** How long a task is kept after it reached a terminal state, in ms (default 24 h); Infinity keeps it until evicted. */
  readonly retentionMs?: number;
  /** Messages kept per task, most recent first to stay (default 100). */
  readonly maxHistory?: number;
  /** Artifacts per task (default 100). */
  readonly maxArtifacts?: number;
  /** Open streams per task (default 100). */
  readonly maxSubscribers?: number;
  /** Events waiting unread per stream (default 1,000). */
  readonly maxQueued?: number;
  /** The clock, in milliseconds since the epoch (default Date.now). */
  readonly now?: () => number;
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

const n = thousands;

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

/** The options resolved and checked; a RangeError names the option that is wrong, after `who` (the store taking them). */
export function limitsOf(options: TaskStoreOptions, who = "TaskStore"): Limits {
  const maxTasks = positive(options.maxTasks, defaults.maxTasks, "maxTasks", who);
  const maxTaskBytes = positive(options.maxTaskBytes, defaults.maxTaskBytes, "maxTaskBytes", who);
  const maxTotalBytes = positive(options.maxTotalBytes, defaults.maxTotalBytes, "maxTotalBytes", who);
  const maxTenants = positive(options.maxTenants, defaults.maxTenants, "maxTenants", who);
  const q = options.tenantQuota ?? {};
  if (typeof q !== "object" || q === null) throw new RangeError(`${who}: tenantQuota must be an object { tasks?, bytes?, streams? }`);
  const quota = {
    tasks: nonNegative(q.tasks, Math.floor(maxTasks / (2 * maxTenants)), "tenantQuota.tasks", who),
    bytes: nonNegative(q.bytes, Math.floor(maxTotalBytes / (2 * maxTenants)), "tenantQuota.bytes", who),
    streams: nonNegative(q.streams, defaults.streams, "tenantQuota.streams", who),
  };
  fits(quota.tasks, maxTenants, maxTasks, "tasks", "maxTasks", who);
  fits(quota.bytes, maxTenants, maxTotalBytes, "bytes", "maxTotalBytes", who);
  const retentionMs =
    options.retentionMs === Number.POSITIVE_INFINITY ? Number.POSITIVE_INFINITY : positive(options.retentionMs, defaults.retentionMs, "retentionMs", who);
  if (options.now !== undefined && typeof options.now !== "function") throw new RangeError(`${who}: now must be a function returning milliseconds`);
  return {
    maxTasks,
    maxTaskBytes,
    maxTotalBytes,
    maxTenants,
    quota,
    retentionMs,
    maxHistory: positive(options.maxHistory, defaults.maxHistory, "maxHistory", who),
    maxArtifacts: positive(options.maxArtifacts, defaults.maxArtifacts, "maxArtifacts", who),
    maxSubscribers: positive(options.maxSubscribers, defaults.maxSubscribers, "maxSubscribers", who),
    maxQueued: positive(options.maxQueued, defaults.maxQueued, "maxQueued", who),
  };
}
