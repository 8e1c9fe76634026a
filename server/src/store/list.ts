// ListTasks (spec §3.1.4; a2a.proto v1.0.1 ListTasksRequest/Response): filters, newest status first,
// cursor paging. The cursor is the position in the store's update order (TaskRecord.seq), which only
// grows: each page starts strictly after the last task of the previous one, so paging cannot loop, and
// a task updated between pages moves to the front (a new listing sees it) instead of repeating.

import type { types } from "@a2a-bindgen/a2a/v1_0";
import { invalidParams } from "./errors.js";
import type { TaskRecord } from "./record.js";

/** ListTasksRequest.page_size: "If unspecified, at most 50 tasks will be returned. The minimum value is 1. The maximum value is 100." */
const PAGE_SIZE = { default: 50, min: 1, max: 100 };

/** Longest page token this store issues (a decimal seq), with room to spare. */
const TOKEN = /^[1-9][0-9]{0,15}$/;

type Snapshot = (r: TaskRecord, historyLength?: number, includeArtifacts?: boolean) => types.Task;

function pageSize(request: types.ListTasksRequest): number {
  const n = request.pageSize;
  if (n === undefined) return PAGE_SIZE.default;
  if (!Number.isInteger(n) || n < PAGE_SIZE.min || n > PAGE_SIZE.max) {
    throw invalidParams("pageSize", `must be between ${PAGE_SIZE.min} and ${PAGE_SIZE.max}, got ${n}`);
  }
  return n;
}

/** The seq the page starts below, or Infinity for the first page. */
function cursor(request: types.ListTasksRequest): number {
  const t = request.pageToken;
  if (t === undefined || t === "") return Number.POSITIVE_INFINITY;
  if (!TOKEN.test(t)) throw invalidParams("pageToken", "not a page token this server issued (pass nextPageToken of the previous page)");
  return Number(t);
}

function after(request: types.ListTasksRequest): number | undefined {
  const t = request.statusTimestampAfter;
  if (t === undefined || t === "") return undefined;
  const ms = Date.parse(t);
  if (Number.isNaN(ms)) throw invalidParams("statusTimestampAfter", "not an ISO 8601 timestamp");
  return ms;
}

/** The status filter: undefined for none (unset or TASK_STATE_UNSPECIFIED, proto3's default). */
function statusFilter(request: types.ListTasksRequest): types.TaskState | undefined {
  const s = request.status;
  return s === undefined || s === "TASK_STATE_UNSPECIFIED" || s === 0 ? undefined : s;
}

/** One page of `records` (one tenant's tasks, in any order) for `request`. */
export function listTasks(records: readonly TaskRecord[], request: types.ListTasksRequest, snapshot: Snapshot): types.ListTasksResponse {
  const size = pageSize(request);
  const below = cursor(request);
  const since = after(request);
  const status = statusFilter(request);
  const contextId = request.contextId === undefined || request.contextId === "" ? undefined : request.contextId;
  const historyLength = request.historyLength;
  if (historyLength !== undefined && historyLength < 0) throw invalidParams("historyLength", `must be 0 or more, got ${historyLength}`);
  const includeArtifacts = request.includeArtifacts === true;

  const matching = records.filter(
    (r) =>
      (contextId === undefined || r.contextId === contextId) &&
      (status === undefined || r.status.state === status) &&
      (since === undefined || r.updatedAt >= since),
  );
  // Newest status first (§3.1.4 "Ordering"); seq breaks ties of equal timestamps in update order.
  matching.sort((a, b) => b.seq - a.seq);
  const rest = matching.filter((r) => r.seq < below);
  const page = rest.slice(0, size);
  const more = rest.length > size;
  const tasks = page.map((r) => {
    const task = snapshot(r, historyLength, includeArtifacts);
    // §3.1.4: with includeArtifacts the field is present, an empty array when the task has none.
    if (includeArtifacts && task.artifacts === undefined) task.artifacts = [];
    return task;
  });
  return {
    tasks,
    nextPageToken: more ? String(page[page.length - 1]!.seq) : "",
    pageSize: size,
    totalSize: matching.length,
  };
}
