// What the durable stores (store-sqlite, store-postgres) compute alike around their SQL, kept in one place so
// both answer the same: a ListTasks request checked and read (spec §3.1.4: page size 1–100, default 50; the
// page token is the update order's seq of the previous page's last task) and the page built from rows of Task
// JSON; a read's historyLength; the tenant quota arithmetic over every tenant's holdings (quota.ts's, stated
// over rows instead of a running sum) and the refusal it words; maxTaskBytes.

import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { TaskCommit, WriteOptions } from "./contract.js";
import { invalidParams, quotaExceeded, shown, thousands as n } from "./errors.js";
import type { Limits } from "./limits.js";

/** ListTasksRequest.page_size: "If unspecified, at most 50 tasks will be returned. The minimum value is 1. The maximum value is 100." */
const PAGE = { default: 50, min: 1, max: 100 };
/** Longest page token a durable store issues (a decimal seq), with room to spare. */
const TOKEN = /^[1-9][0-9]{0,15}$/;

/** The options of TaskStore.update, named once for both stores' signatures. */
export type UpdateOptions = { readonly expectedVersion?: number | undefined } & WriteOptions<TaskCommit>;

/** A ListTasks request, checked: what the store's query filters on and how it pages. */
export interface ListQuery {
  readonly size: number;
  /** The page holds tasks of a seq below this (the previous page's last); undefined for the first page. */
  readonly below: number | undefined;
  /** statusTimestampAfter in ms; undefined for none. */
  readonly since: number | undefined;
  /** undefined for none (unset or TASK_STATE_UNSPECIFIED, proto3's default). */
  readonly status: string | undefined;
  readonly contextId: string | undefined;
  readonly historyLength: number | undefined;
  readonly includeArtifacts: boolean;
}

/** `h` checked as a historyLength (a whole number of 0 or more, or undefined); InvalidParams otherwise. */
export function historyLengthOf(h: unknown): number | undefined {
  if (h !== undefined && (typeof h !== "number" || !Number.isSafeInteger(h) || h < 0))
    throw invalidParams("historyLength", `must be 0 or more, got ${String(h)}`);
  return h;
}

/** `request` checked and read; InvalidParams naming the field that is wrong. */
export function listQuery(request: types.ListTasksRequest): ListQuery {
  if (typeof request !== "object" || request === null) throw invalidParams("request", "must be a ListTasksRequest");
  const size = request.pageSize ?? PAGE.default;
  if (!Number.isInteger(size) || size < PAGE.min || size > PAGE.max)
    throw invalidParams("pageSize", `must be between ${PAGE.min} and ${PAGE.max}, got ${size}`);
  const token = request.pageToken;
  const first = token === undefined || token === "";
  if (!first && (typeof token !== "string" || !TOKEN.test(token))) {
    throw invalidParams("pageToken", "not a page token this server issued (pass nextPageToken of the previous page)");
  }
  let since: number | undefined;
  const after = request.statusTimestampAfter;
  if (after !== undefined && after !== "") {
    since = typeof after === "string" ? Date.parse(after) : Number.NaN;
    if (Number.isNaN(since)) throw invalidParams("statusTimestampAfter", "not an ISO 8601 timestamp");
  }
  const s = request.status;
  return {
    size,
    below: first ? undefined : Number(token),
    since,
    status: s === undefined || s === "TASK_STATE_UNSPECIFIED" || (s as unknown) === 0 ? undefined : String(s),
    contextId: request.contextId === undefined || request.contextId === "" ? undefined : String(request.contextId),
    historyLength: historyLengthOf(request.historyLength),
    includeArtifacts: request.includeArtifacts === true,
  };
}

/** Keeps the `h` most recent messages of `task` (0: the field omitted; undefined: all). */
export function trimHistory(task: types.Task, h: number | undefined): void {
  if (h === undefined || task.history === undefined) return;
  if (h === 0) delete task.history;
  else if (task.history.length > h) task.history = task.history.slice(task.history.length - h);
}

/**
 * The page of `query` from `rows`: the matching tasks newest first, read with one row more than the page
 * (its presence says another page follows). `totalSize`: the matching tasks before paging.
 */
export function listPage(
  rows: readonly { readonly seq: number | string; readonly task: string }[],
  query: ListQuery,
  totalSize: number,
): types.ListTasksResponse {
  const page = rows.slice(0, query.size);
  const tasks = page.map((r) => {
    const task = JSON.parse(r.task) as types.Task;
    trimHistory(task, query.historyLength);
    // §3.1.4: with includeArtifacts the field is present, an empty array when the task has none; without, absent.
    if (query.includeArtifacts) task.artifacts ??= [];
    else delete task.artifacts;
    return task;
  });
  return { tasks, nextPageToken: rows.length > query.size ? String(page[page.length - 1]!.seq) : "", pageSize: query.size, totalSize };
}

/** What a tenant holds. */
export interface Holding {
  readonly tasks: number;
  readonly bytes: number;
}

/**
 * What `tenant` (holding `mine`) must free before it may hold `tasks` more tasks and `bytes` more bytes: 0 or
 * less when it has room. Its limit is its quota and the shared part (the total less every tenant's quota) less
 * what the other tenants borrowed from it (what each holds past its quota). `holdings`: every tenant's.
 */
export function roomToMake(limits: Limits, holdings: ReadonlyMap<string, Holding>, tenant: string, mine: Holding, tasks: number, bytes: number): Holding {
  const q = limits.quota;
  let borrowedTasks = 0;
  let borrowedBytes = 0;
  for (const [t, h] of holdings) {
    if (t === tenant) continue;
    borrowedTasks += Math.max(0, h.tasks - q.tasks);
    borrowedBytes += Math.max(0, h.bytes - q.bytes);
  }
  const limitTasks = q.tasks + (limits.maxTasks - limits.maxTenants * q.tasks) - borrowedTasks;
  const limitBytes = q.bytes + (limits.maxTotalBytes - limits.maxTenants * q.bytes) - borrowedBytes;
  return { tasks: mine.tasks + tasks - limitTasks, bytes: mine.bytes + bytes - limitBytes };
}

/**
 * The QuotaExceededError of a write that would make `tenant` hold `would` (its holding after the write) past
 * its room in `what`, when evicting its `evictable` finished tasks would not make that room.
 */
export function roomRefused(limits: Limits, tenant: string, what: "tasks" | "bytes", would: Holding, evictable: number): Error {
  const quota = what === "tasks" ? limits.quota.tasks : limits.quota.bytes;
  const total = what === "tasks" ? `maxTasks ${n(limits.maxTasks)}` : `maxTotalBytes ${n(limits.maxTotalBytes)}`;
  return quotaExceeded(
    `tenant ${what}`,
    `this write would make tenant ${shown(tenant)} hold ${n(would[what])} ${what}, past its quota of ${n(quota)} (tenantQuota.${what}), and what is shared beyond the quotas (${total}) cannot take it; ` +
      (evictable === 0 ? "it has no finished task to evict" : `evicting its ${n(evictable)} finished tasks would not make room`),
  );
}

/** QuotaExceededError when `what` (the new task, or "task <id>") would count `bytes`, past maxTaskBytes. */
export function checkTaskBytes(limits: Limits, bytes: number, what: string): void {
  if (bytes > limits.maxTaskBytes) {
    throw quotaExceeded("task bytes", `this write would make ${what} ${n(bytes)} bytes, past the limit of ${n(limits.maxTaskBytes)} (maxTaskBytes)`);
  }
}
