// The bounds of the SQLite store: the in-memory store's options (TaskStoreOptions) and defaults, except
// that bytes are what the rows hold: the UTF-8 bytes of each task's JSON as stored, and of each of its
// push configs (its JSON and protocol version), counted in its task's bytes (jsonBytes, the one measure).

import type { TaskStoreOptions } from "@a2a-bindgen/server";

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
}

const MiB = 1024 * 1024;

const encoder = new TextEncoder();

/** What a row's text counts against the byte bounds: its UTF-8 bytes (short text measured in JavaScript, long by Node). */
export function jsonBytes(text: string): number {
  return text.length * 3 < 1024 ? encoder.encode(text).length : Buffer.byteLength(text);
}

function positive(value: unknown, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 1)
    throw new RangeError(`openSqliteStores: ${name} must be a positive integer, got ${String(value)}`);
  return value;
}

function nonNegative(value: unknown, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`openSqliteStores: ${name} must be an integer of 0 or more, got ${String(value)}`);
  }
  return value;
}

/** The options resolved and checked; a RangeError names the option that is wrong. */
export function limitsOf(options: TaskStoreOptions): Limits {
  const maxTasks = positive(options.maxTasks, 10_000, "maxTasks");
  const maxTotalBytes = positive(options.maxTotalBytes, 64 * MiB, "maxTotalBytes");
  const maxTenants = positive(options.maxTenants, 16, "maxTenants");
  const q = options.tenantQuota ?? {};
  if (typeof q !== "object" || q === null) throw new RangeError("openSqliteStores: tenantQuota must be an object { tasks?, bytes?, streams? }");
  const quota = {
    tasks: nonNegative(q.tasks, Math.floor(maxTasks / (2 * maxTenants)), "tenantQuota.tasks"),
    bytes: nonNegative(q.bytes, Math.floor(maxTotalBytes / (2 * maxTenants)), "tenantQuota.bytes"),
    streams: nonNegative(q.streams, 1_000, "tenantQuota.streams"),
  };
  if (quota.tasks * maxTenants > maxTasks) throw new RangeError("openSqliteStores: tenantQuota.tasks × maxTenants is more than maxTasks");
  if (quota.bytes * maxTenants > maxTotalBytes) throw new RangeError("openSqliteStores: tenantQuota.bytes × maxTenants is more than maxTotalBytes");
  const retentionMs =
    options.retentionMs === Number.POSITIVE_INFINITY ? Number.POSITIVE_INFINITY : positive(options.retentionMs, 24 * 60 * 60 * 1000, "retentionMs");
  return {
    maxTasks,
    maxTaskBytes: positive(options.maxTaskBytes, 4 * MiB, "maxTaskBytes"),
    maxTotalBytes,
    maxTenants,
    quota,
    retentionMs,
    maxHistory: positive(options.maxHistory, 100, "maxHistory"),
    maxArtifacts: positive(options.maxArtifacts, 100, "maxArtifacts"),
  };
}
