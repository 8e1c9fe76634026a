// The bus's reads: a followed task's stored events after the version its subscribers hold (in version
// order, in pages), which followed tasks have newer events than that, and which watched tasks another
// instance finished. Plain pool queries (read committed): a commit is in task_events with its task, so
// what a read sees is whole and, per task, has no gap.

import { fail, shown, type TaskUpdate } from "@a2a-bindgen/server/store";
import type pg from "pg";
import type { Interest } from "./bus-subscription.js";

const PAGE = 100;
/** Keys per catch-up query. */
const CHUNK = 500;

/** A key PostgreSQL cannot store (text holds no NUL): no task has it, and no query is sent for it. */
const storable = (...parts: string[]) => parts.every((p) => !p.includes("\u0000"));

/** The task's stored events cannot be offered as they are; its subscribers get `error`. */
export class Unreadable extends Error {
  readonly error: Error;
  constructor(error: Error) {
    super(error.message);
    this.error = error;
  }
}

/** One watch as the reader sees it. */
export interface WatchKey {
  readonly scope: { readonly tenant: string; readonly owner: string };
  readonly taskId: string;
}

export class TaskEventReader {
  static readonly Unreadable = Unreadable;
  readonly #pool: pg.Pool;
  readonly #page: string;
  readonly #behind: string;
  readonly #elsewhere: string;

  constructor(pool: pg.Pool, schema: string) {
    this.#pool = pool;
    const s = `"${schema}"`;
    this.#page = `SELECT version, final, events FROM ${s}.task_events WHERE tenant = $1 AND task_id = $2 AND owner = $3 AND version > $4 ORDER BY version LIMIT ${PAGE}`;
    this.#behind = `SELECT w.k FROM unnest($1::text[], $2::text[], $3::text[], $4::integer[]) WITH ORDINALITY AS w(tenant, task_id, owner, after, k)
      WHERE EXISTS (SELECT 1 FROM ${s}.task_events e WHERE e.tenant = w.tenant AND e.task_id = w.task_id AND e.owner = w.owner AND e.version > w.after)`;
    // A task last written by another instance: a watch is made after this instance's own commit of it.
    this.#elsewhere = `SELECT w.k, t.version, t.finished_at IS NOT NULL AS final FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS w(tenant, id, owner, k)
      JOIN ${s}.tasks t ON t.tenant = w.tenant AND t.id = w.id AND t.owner = w.owner
      WHERE t.instance IS DISTINCT FROM $4::uuid`;
  }

  /**
   * Offers the task's events after it.after, in version order, page by page, until none is left or the
   * interest is dropped. Throws Unreadable for a gap (events pruned) or a damaged row.
   */
  async read(it: Interest, closed: () => boolean, offer: (update: TaskUpdate) => void): Promise<void> {
    const { scope, taskId } = it;
    if (!storable(scope.tenant, scope.owner, taskId)) return;
    for (;;) {
      const after = it.after;
      if (after === undefined) return;
      const r = await this.#pool.query<{ version: number; final: boolean; events: string }>(this.#page, [scope.tenant, taskId, scope.owner, after]);
      if (closed() || it.dropped) return;
      for (const row of r.rows) {
        const held = it.after;
        if (held === undefined) return;
        if (row.version <= held) continue; // offered meanwhile (this process's own publish)
        if (row.version > held + 1) {
          // A subscription started from an older version meanwhile: read again from there.
          if (held < after) {
            it.again = true;
            return;
          }
          throw new Unreadable(fail("InternalError", `the events of task ${shown(taskId)} after version ${held} are no longer stored`));
        }
        let events: unknown;
        try {
          events = JSON.parse(row.events);
        } catch {}
        if (!Array.isArray(events))
          throw new Unreadable(fail("InternalError", `the stored events of task ${shown(taskId)} at version ${row.version} cannot be read`));
        offer({ scope, taskId, version: row.version, events, final: row.final === true });
        if (it.dropped) return;
      }
      if (r.rows.length < PAGE) return;
    }
  }

  /** The interests (each with `after` set) whose task has events after it. */
  async behind(interests: readonly Interest[]): Promise<Interest[]> {
    const keys = interests.filter((it) => it.after !== undefined && storable(it.scope.tenant, it.scope.owner, it.taskId));
    const found: Interest[] = [];
    for (let i = 0; i < keys.length; i += CHUNK) {
      const chunk = keys.slice(i, i + CHUNK);
      const r = await this.#pool.query<{ k: string }>(this.#behind, [
        chunk.map((it) => it.scope.tenant),
        chunk.map((it) => it.taskId),
        chunk.map((it) => it.scope.owner),
        chunk.map((it) => it.after),
      ]);
      for (const row of r.rows) found.push(chunk[Number(row.k) - 1]!);
    }
    return found;
  }

  /** The watches whose task was last written by an instance other than `instance`, with the task's version and whether it is finished. */
  async changedElsewhere<W extends WatchKey>(watches: readonly W[], instance: string): Promise<{ watch: W; version: number; final: boolean }[]> {
    const keys = watches.filter((w) => storable(w.scope.tenant, w.scope.owner, w.taskId));
    const found: { watch: W; version: number; final: boolean }[] = [];
    for (let i = 0; i < keys.length; i += CHUNK) {
      const chunk = keys.slice(i, i + CHUNK);
      const r = await this.#pool.query<{ k: string; version: number; final: boolean }>(this.#elsewhere, [
        chunk.map((w) => w.scope.tenant),
        chunk.map((w) => w.taskId),
        chunk.map((w) => w.scope.owner),
        instance,
      ]);
      for (const row of r.rows) found.push({ watch: chunk[Number(row.k) - 1]!, version: row.version, final: row.final });
    }
    return found;
  }
}
