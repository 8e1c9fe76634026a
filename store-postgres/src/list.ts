// ListTasks (§3.1.4) on PostgreSQL: the filters become the WHERE of an index range scan (by tenant and
// owner, then context or state, ending in seq), newest first; the page token is the seq of the previous
// page's last task (the update order only grows: paging cannot loop, and a task updated between pages
// moves to the front instead of repeating). totalSize is a count of the same filters before paging.

import type { types } from "@a2a-bindgen/a2a/v1_0";
import { listPage, listQuery, type Scope } from "@a2a-bindgen/server/store";
import type pg from "pg";
import { plain } from "./scope.js";

/** One page of `scope`'s tasks for `request`; `expiredBefore`: tasks finished at or before it are gone (-Infinity: none). */
export async function listTasks(
  pool: pg.Pool,
  s: string,
  scope: Scope,
  request: types.ListTasksRequest,
  expiredBefore: number,
): Promise<types.ListTasksResponse> {
  const query = listQuery(request);
  const { size, since, status, contextId, below } = query;
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
  // Dynamic only in which fixed filters are present: the values are bound, never spliced in.
  const [count, rows] = await Promise.all([
    pool.query<{ c: string }>(`SELECT count(*) AS c FROM ${s}.tasks WHERE ${where}`, args),
    pool.query<{ seq: string; task: string }>(
      `SELECT seq, task FROM ${s}.tasks WHERE ${where}${below === undefined ? "" : ` AND seq < $${args.length + 1}`} ORDER BY seq DESC LIMIT ${size + 1}`,
      below === undefined ? args : [...args, below],
    ),
  ]);
  return listPage(rows.rows, query, Number(count.rows[0]!.c));
}
