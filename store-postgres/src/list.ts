// ListTasks (§3.1.4) on PostgreSQL: the filters become the WHERE of an index range scan (by tenant and
// owner, then context or state, ending in seq), newest first; the page token is the seq of the previous
// page's last task (the update order only grows: paging cannot loop, and a task updated between pages
// moves to the front instead of repeating). totalSize is a count of the same filters before paging.

import type { types } from "@a2a-bindgen/a2a/v1_0";
import { invalidParams, type Scope } from "@a2a-bindgen/server/store";
import type pg from "pg";
import { plain, trimHistory } from "./scope.js";

const PAGE = { default: 50, min: 1, max: 100 };
/** Longest page token this store issues (a decimal seq), with room to spare. */
const TOKEN = /^[1-9][0-9]{0,15}$/;

/** One page of `scope`'s tasks for `request`; `expiredBefore`: tasks finished at or before it are gone (-Infinity: none). */
export async function listTasks(
  pool: pg.Pool,
  s: string,
  scope: Scope,
  request: types.ListTasksRequest,
  expiredBefore: number,
): Promise<types.ListTasksResponse> {
  if (typeof request !== "object" || request === null) throw invalidParams("request", "must be a ListTasksRequest");
  const size = request.pageSize ?? PAGE.default;
  if (!Number.isInteger(size) || size < PAGE.min || size > PAGE.max)
    throw invalidParams("pageSize", `must be between ${PAGE.min} and ${PAGE.max}, got ${size}`);
  const token = request.pageToken;
  if (token !== undefined && token !== "" && (typeof token !== "string" || !TOKEN.test(token))) {
    throw invalidParams("pageToken", "not a page token this server issued (pass nextPageToken of the previous page)");
  }
  let since: number | undefined;
  const after = request.statusTimestampAfter;
  if (after !== undefined && after !== "") {
    since = typeof after === "string" ? Date.parse(after) : Number.NaN;
    if (Number.isNaN(since)) throw invalidParams("statusTimestampAfter", "not an ISO 8601 timestamp");
  }
  const h = request.historyLength;
  if (h !== undefined && (!Number.isSafeInteger(h) || h < 0)) throw invalidParams("historyLength", `must be 0 or more, got ${h}`);
  const status =
    request.status === undefined || request.status === "TASK_STATE_UNSPECIFIED" || (request.status as unknown) === 0 ? undefined : String(request.status);
  const contextId = request.contextId === undefined || request.contextId === "" ? undefined : String(request.contextId);
  const empty = { tasks: [], nextPageToken: "", pageSize: size, totalSize: 0 };
  if ((contextId !== undefined && !plain(contextId)) || (status !== undefined && !plain(status))) return empty;

  let where = "tenant = $1 AND owner = $2";
  const args: (string | number)[] = [scope.tenant, scope.owner];
  if (Number.isFinite(expiredBefore)) {
    args.push(expiredBefore);
    where += ` AND (finished_at IS NULL OR finished_at > $${args.length})`;
  }
  if (contextId !== undefined) {
    args.push(contextId);
    where += ` AND context_id = $${args.length}`;
  }
  if (status !== undefined) {
    args.push(status);
    where += ` AND state = $${args.length}`;
  }
  if (since !== undefined) {
    args.push(since);
    where += ` AND updated_at >= $${args.length}`;
  }
  const below = token === undefined || token === "" ? undefined : Number(token);
  // Dynamic only in which fixed filters are present: the values are bound, never spliced in.
  const [count, rows] = await Promise.all([
    pool.query<{ c: string }>(`SELECT count(*) AS c FROM ${s}.tasks WHERE ${where}`, args),
    pool.query<{ seq: string; task: string }>(
      `SELECT seq, task FROM ${s}.tasks WHERE ${where}${below === undefined ? "" : ` AND seq < $${args.length + 1}`} ORDER BY seq DESC LIMIT ${size + 1}`,
      below === undefined ? args : [...args, below],
    ),
  ]);
  const page = rows.rows.slice(0, size);
  const includeArtifacts = request.includeArtifacts === true;
  const tasks = page.map((r) => {
    const task = JSON.parse(r.task) as types.Task;
    trimHistory(task, h);
    if (includeArtifacts) task.artifacts ??= [];
    else delete task.artifacts;
    return task;
  });
  return {
    tasks,
    nextPageToken: rows.rows.length > size ? String(page[page.length - 1]!.seq) : "",
    pageSize: size,
    totalSize: Number(count.rows[0]!.c),
  };
}
