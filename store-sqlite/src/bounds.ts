// The bounds of the task store, checked inside each write: what each tenant holds (tasks, bytes), the
// quotas, eviction and retention. The in-memory store's arithmetic (quota.ts there): each of maxTenants
// tenants has tenantQuota reserved, the rest is shared first come; a tenant without room evicts its own
// finished tasks, oldest first, and is refused when that is not enough.
//
// Why memory beside the file: the quotas read every tenant's holdings on every write, and at steady
// state every creation evicts one task; reading both from SQLite cost more than the write itself. The
// holdings are read from the tenants table once, at open, and kept in the same writes as the table; the
// oldest finished tasks are read from the index a page at a time and consumed from the front (a task
// that finishes later sorts after every one read, and a finished task changes only by its push configs,
// which drop the list: resized). Whatever a write changes here it registers an undo for
// (GroupCommit.undo), so a write that rolls back leaves memory as the file is. Memory here is sized by
// maxTenants and the pages read, never by the tasks the file holds (a million by default).
//
// Expired tasks leave EXPIRE_BATCH at a time: the sweep makes a write of each batch, so that no
// transaction holds the event loop for a day's expirations; a write that would be refused for want of
// room (or of a tenant's place) removes batches until it has it, and calls the sweep for the rest.

import type { Database, Statement } from "better-sqlite3";
import { type Limits, quotaExceeded, roomRefused, roomToMake, thousands as n } from "@a2a-bindgen/server/store";
import type { GroupCommit } from "./writer.js";

interface Held {
  tasks: number;
  bytes: number;
}

/** A finished task in eviction order (finished_at, then seq). */
interface Finished {
  readonly id: string;
  readonly bytes: number;
  readonly finished_at: number;
  readonly seq: number;
}

/** The oldest finished tasks of a tenant read so far: list[next…] are still in the file. */
interface Oldest {
  list: Finished[];
  next: number;
}

const PAGE = 64;

/** The most expired tasks one write removes (the sweep loops over writes of this many). */
export const EXPIRE_BATCH = 1_000;

/** The holdings, quotas and eviction of one file's tasks. */
export class Bounds {
  readonly #writer: GroupCommit;
  readonly #limits: Limits;
  /** Called in the write for the tasks that leave (the task store's notes, push configs). */
  readonly #left: (tenant: string, ids: readonly string[]) => void;
  /** Called when a write found more expired tasks than it may remove: the sweep takes the rest. */
  readonly #behind: () => void;
  readonly #held = new Map<string, Held>();
  readonly #oldest = new Map<string, Oldest>();
  readonly #s: Record<string, Statement>;

  constructor(db: Database, writer: GroupCommit, limits: Limits, left: (tenant: string, ids: readonly string[]) => void, behind: () => void = () => {}) {
    this.#writer = writer;
    this.#limits = limits;
    this.#left = left;
    this.#behind = behind;
    this.#s = {
      grow: db.prepare(
        "INSERT INTO tenants (tenant, tasks, bytes) VALUES (?, ?, ?) ON CONFLICT (tenant) DO UPDATE SET tasks = tasks + excluded.tasks, bytes = bytes + excluded.bytes",
      ),
      leave: db.prepare("DELETE FROM tenants WHERE tenant = ?"),
      first: db.prepare("SELECT id, bytes, finished_at, seq FROM tasks WHERE tenant = ? AND finished_at IS NOT NULL ORDER BY finished_at, seq LIMIT ?"),
      after: db.prepare(
        "SELECT id, bytes, finished_at, seq FROM tasks WHERE tenant = ? AND finished_at IS NOT NULL AND (finished_at, seq) > (?, ?) ORDER BY finished_at, seq LIMIT ?",
      ),
      expired: db.prepare("SELECT id, bytes FROM tasks WHERE tenant = ? AND finished_at IS NOT NULL AND finished_at <= ? ORDER BY finished_at LIMIT ?"),
      delete: db.prepare("DELETE FROM tasks WHERE tenant = ? AND id = ?"),
    };
    for (const t of db.prepare("SELECT tenant, tasks, bytes FROM tenants").all() as { tenant: string; tasks: number; bytes: number }[]) {
      this.#held.set(t.tenant, { tasks: t.tasks, bytes: t.bytes });
    }
  }

  /** Adds to what `tenant` holds (negative: takes away), in the table and in memory; a tenant left with no task leaves both. */
  grow(tenant: string, tasks: number, bytes: number): void {
    this.#s.grow.run(tenant, tasks, bytes);
    let held = this.#held.get(tenant);
    const had = held === undefined ? undefined : { ...held };
    if (held === undefined) this.#held.set(tenant, (held = { tasks: 0, bytes: 0 }));
    held.tasks += tasks;
    held.bytes += bytes;
    if (held.tasks <= 0) {
      this.#s.leave.run(tenant);
      this.#held.delete(tenant);
    }
    this.#writer.undo(() => {
      if (had === undefined) this.#held.delete(tenant);
      else this.#held.set(tenant, had);
    });
  }

  /** A tenant new to the file is refused when maxTenants hold tasks (expired tasks leave first); "" always has its place. */
  admit(tenant: string, at: number): void {
    if (tenant === "" || this.#held.has(tenant)) return;
    const named = () => this.#held.size - (this.#held.has("") ? 1 : 0);
    // Expired tasks may still hold a tenant's place: they leave a batch at a time until one left or none is left.
    while (named() >= this.#limits.maxTenants - 1) {
      if (this.expire(at, EXPIRE_BATCH) < EXPIRE_BATCH) break;
      this.#behind();
    }
    const count = named();
    if (count >= this.#limits.maxTenants - 1) {
      throw quotaExceeded(
        "tenants",
        `the store holds the tasks of ${n(count)} named tenants, the most maxTenants (${n(this.#limits.maxTenants)}) allows beside the default tenant ""`,
      );
    }
  }

  /**
   * Makes room for `tasks` more tasks and `bytes` more bytes of `tenant`: within its limit nothing
   * happens; past it, its own finished tasks leave, oldest first, when that is enough; else refused.
   * `keep`: the task being written, never evicted to make its own room.
   */
  room(tenant: string, tasks: number, bytes: number, at: number, keep?: string, allExpiredGone = false): void {
    const mine = this.#held.get(tenant) ?? { tasks: 0, bytes: 0 };
    const { tasks: needTasks, bytes: needBytes } = roomToMake(this.#limits, this.#held, tenant, mine, tasks, bytes);
    if (needTasks <= 0 && needBytes <= 0) return;
    // Its own finished tasks, oldest first, read until they free enough (all of them only when they cannot).
    const oldest = this.#oldestOf(tenant);
    let freedTasks = 0;
    let freedBytes = 0;
    const gone: string[] = [];
    let skipped = false;
    let i = oldest.next;
    for (; freedTasks < needTasks || freedBytes < needBytes; i++) {
      if (i === oldest.list.length && !this.#readMore(tenant, oldest)) break;
      const f = oldest.list[i]!;
      if (f.id === keep) {
        skipped = true;
        continue;
      }
      gone.push(f.id);
      freedTasks++;
      freedBytes += f.bytes;
    }
    if (freedTasks < needTasks || freedBytes < needBytes) {
      // Expired tasks of any tenant may still hold shared room until swept: before refusing, they leave a
      // batch at a time, the room asked again after each, until it is made or none is left.
      if (!allExpiredGone) {
        const more = this.expire(at, EXPIRE_BATCH) === EXPIRE_BATCH;
        if (more) this.#behind();
        this.room(tenant, tasks, bytes, at, keep, !more);
        return;
      }
      const would = { tasks: mine.tasks + tasks, bytes: mine.bytes + bytes };
      throw roomRefused(this.#limits, tenant, freedTasks < needTasks ? "tasks" : "bytes", would, gone.length);
    }
    oldest.next = i;
    // `keep` stays in the file but not in the list (it cannot be finished while it is written; still): read again.
    if (skipped) this.#oldest.delete(tenant);
    // Undone: the tasks are back in the file; the list is read again from there.
    this.#writer.undo(() => this.#oldest.delete(tenant));
    this.#drop(tenant, gone, freedBytes);
  }

  /**
   * A task of `tenant` finished at `at`: it sorts after every finished task read so far, unless the
   * clock stepped back; then the list is read again.
   */
  finished(tenant: string, at: number): void {
    const list = this.#oldest.get(tenant)?.list;
    if (list !== undefined && list.length > 0 && at < list[list.length - 1]!.finished_at) this.#oldest.delete(tenant);
  }

  /** A finished task of `tenant` now counts other bytes (a push config): the finished tasks are read again when next needed. */
  resized(tenant: string): void {
    this.#oldest.delete(tenant);
  }

  /** The oldest finished tasks of `tenant` read so far, the ones consumed dropped. */
  #oldestOf(tenant: string): Oldest {
    let oldest = this.#oldest.get(tenant);
    if (oldest === undefined) this.#oldest.set(tenant, (oldest = { list: [], next: 0 }));
    else if (oldest.next > PAGE && oldest.next * 2 > oldest.list.length) {
      oldest.list = oldest.list.slice(oldest.next);
      oldest.next = 0;
    }
    return oldest;
  }

  /** Reads the next page of finished tasks after the last one read; false when there are no more. */
  #readMore(tenant: string, oldest: Oldest): boolean {
    const last = oldest.list[oldest.list.length - 1];
    const page = (last === undefined ? this.#s.first.all(tenant, PAGE) : this.#s.after.all(tenant, last.finished_at, last.seq, PAGE)) as Finished[];
    for (const f of page) oldest.list.push(f);
    // What was read may be rows this batch wrote: if it does not commit, the list is read again.
    if (page.length > 0) this.#writer.undo(() => this.#oldest.delete(tenant));
    return page.length > 0;
  }

  /**
   * Tasks of any tenant finished retentionMs before `at` leave the file, at most `max` of them (each
   * tenant's oldest first); answers how many left. Per tenant (at most maxTenants), each an index range
   * scan of its finished tasks.
   */
  expire(at: number, max: number): number {
    if (!Number.isFinite(this.#limits.retentionMs)) return 0;
    const before = at - this.#limits.retentionMs;
    let gone = 0;
    for (const tenant of [...this.#held.keys()]) {
      if (gone >= max) break;
      const rows = this.#s.expired.all(tenant, before, max - gone) as { id: string; bytes: number }[];
      if (rows.length === 0) continue;
      // The tasks read as the oldest are among them: the list is read again when next needed.
      this.#oldest.delete(tenant);
      this.#drop(
        tenant,
        rows.map((r) => r.id),
        rows.reduce((a, r) => a + r.bytes, 0),
      );
      gone += rows.length;
    }
    return gone;
  }

  /** `ids` of `tenant` (`bytes` in all) leave the file. */
  #drop(tenant: string, ids: readonly string[], bytes: number): void {
    if (ids.length === 0) return;
    for (const id of ids) this.#s.delete.run(tenant, id);
    this.grow(tenant, -ids.length, -bytes);
    this.#left(tenant, ids);
  }
}
