// The rows a batch of the writer works on (batch.ts reads and writes them, writer.ts and tasks.ts change
// them): a task row as read, what the batch's writes add and change, and every tenant's holdings. A leaf:
// tx.ts, batch.ts and writer.ts all import it.

/** A task row as the writes of a batch read and change it (the columns a write reads). */
export interface TaskRow {
  readonly tenant: string;
  readonly id: string;
  readonly owner: string;
  readonly state: string;
  readonly updated_at: number | string;
  readonly version: number;
  readonly finished_at: number | string | null;
  readonly bytes: number | string;
  readonly task: string;
}

/** The columns of TaskRow, as SQL. */
export const TASK_ROW = "tenant, id, owner, state, updated_at, version, finished_at, bytes, task";

/**
 * What writes add and change, written for the whole batch at once: new tasks, task rows changed (the last
 * state of each, `bump` when a status or content changed: a new seq and this instance; a push config's
 * bytes alone keep them), events rows.
 */
export class Deferred {
  readonly tasks: (readonly unknown[])[] = [];
  readonly events: (readonly unknown[])[] = [];
  readonly updates = new Map<string, { row: TaskRow; bump: boolean }>();

  /** `parent`: the batch's, which a write's merges into once it succeeded. */
  constructor(readonly parent?: Deferred) {}

  get empty(): boolean {
    return this.tasks.length === 0 && this.events.length === 0 && this.updates.size === 0;
  }

  update(key: string, row: TaskRow, bump: boolean): void {
    const had = this.updates.get(key)?.bump === true || this.parent?.updates.get(key)?.bump === true;
    this.updates.set(key, { row, bump: bump || had });
  }

  /** The task left: no change of it is written (here nor in the batch's). */
  drop(key: string): void {
    this.updates.delete(key);
    this.parent?.drop(key);
  }

  merge(from: Deferred): void {
    for (const r of from.tasks) this.tasks.push(r);
    for (const r of from.events) this.events.push(r);
    for (const [k, u] of from.updates) this.update(k, u.row, u.bump);
  }
}

export interface Held {
  readonly tasks: number;
  readonly bytes: number;
}

/** Every tenant's holdings in one bounded batch: as read after the totals lock, then as its writes change them. */
export class Holdings {
  #now: Map<string, Held>;
  readonly #read: ReadonlyMap<string, Held>;

  constructor(read: Map<string, Held>) {
    this.#read = read;
    this.#now = new Map(read);
  }

  get(tenant: string): Held | undefined {
    return this.#now.get(tenant);
  }

  has(tenant: string): boolean {
    return this.#now.has(tenant);
  }

  /** Tenants holding tasks, the default tenant "" left out. */
  get named(): number {
    return this.#now.size - (this.#now.has("") ? 1 : 0);
  }

  /** Every tenant's holding as this batch has changed it. */
  all(): ReadonlyMap<string, Held> {
    return this.#now;
  }

  /** Adds to what `tenant` holds (negative: takes away); a tenant left with no task leaves (and frees its place among maxTenants). */
  add(tenant: string, tasks: number, bytes: number): void {
    const had = this.#now.get(tenant) ?? { tasks: 0, bytes: 0 };
    const now = { tasks: had.tasks + tasks, bytes: had.bytes + bytes };
    if (now.tasks <= 0) this.#now.delete(tenant);
    else this.#now.set(tenant, now);
  }

  /** What restore() goes back to (a write refused gives back what it changed). */
  save(): Map<string, Held> {
    return new Map(this.#now);
  }

  restore(saved: Map<string, Held>): void {
    this.#now = saved;
  }

  /** The rows to write back: the tenants changed (absolute values), the tenants gone, and the totals' deltas. */
  changes(): { upsert: [string, Held][]; gone: string[]; tasks: number; bytes: number; tenants: number } {
    const upsert: [string, Held][] = [];
    const gone: string[] = [];
    let tasks = 0;
    let bytes = 0;
    for (const [t, h] of this.#now) {
      const was = this.#read.get(t);
      if (was !== undefined && was.tasks === h.tasks && was.bytes === h.bytes) continue;
      upsert.push([t, h]);
      tasks += h.tasks - (was?.tasks ?? 0);
      bytes += h.bytes - (was?.bytes ?? 0);
    }
    for (const [t, was] of this.#read) {
      if (this.#now.has(t)) continue;
      gone.push(t);
      tasks -= was.tasks;
      bytes -= was.bytes;
    }
    const tenants = upsert.filter(([t]) => !this.#read.has(t)).length - gone.length;
    return { upsert, gone, tasks, bytes, tenants };
  }
}
