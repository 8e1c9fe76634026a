// Tenants' holdings and the arithmetic that keeps a quiet tenant's quota free whatever another does.
//
// A resource (tasks, bytes) of total T is split: each of maxTenants tenants has `quota` reserved, and
// the rest, S = T − maxTenants × quota, is shared. A tenant holding u has borrowed max(0, u − quota)
// from the shared part; the borrowings of all tenants together never pass S. So a tenant may hold
// up to quota + S − (what the others borrowed), and never less than its quota, since the others'
// borrowings come out of S alone. Its own finished tasks are the only ones evicted to make it room.

import type { TaskRecord } from "./record.js";

/** One resource shared by reservation: each tenant is guaranteed `quota`, the rest is first come. */
export class Pool {
  /** What all tenants together hold past their quotas; never more than `shared`. */
  #borrowed = 0;

  /**
   * @param quota what each tenant is guaranteed
   * @param shared what the store holds beyond every tenant's quota
   */
  constructor(
    readonly quota: number,
    readonly shared: number,
  ) {}

  #over(used: number): number {
    return used > this.quota ? used - this.quota : 0;
  }

  /** The most a tenant that now holds `used` may hold: its quota, and the shared part the others left. */
  limitFor(used: number): number {
    return this.quota + this.shared - (this.#borrowed - this.#over(used));
  }

  /** A tenant's holding changed from `before` to `after` (within limitFor(before)). */
  move(before: number, after: number): void {
    this.#borrowed += this.#over(after) - this.#over(before);
  }
}

/** One tenant's holdings in the store. */
export class Tenant {
  readonly tasks = new Map<string, TaskRecord>();
  /** What its tasks count (size.ts). */
  bytes = 0;
  /** How many of its tasks are finished, and what they count: what evicting all of them would free. */
  finishedCount = 0;
  finishedBytes = 0;
  /** Its finished tasks in the order they finished (the eviction and retention order); read from #head on, skipping those already gone. */
  #finished: TaskRecord[] = [];
  #head = 0;

  constructor(readonly name: string) {}

  /** Nothing held: the tenant may leave the store (and free its place among maxTenants). */
  get empty(): boolean {
    return this.tasks.size === 0;
  }

  /** A task of this tenant reached a terminal state. */
  finish(r: TaskRecord): void {
    this.#finished.push(r);
    this.finishedCount++;
    this.finishedBytes += r.bytes;
  }

  /** Its finished task that finished first, if any is still in the store; `skip` (the task being written) never. */
  oldestFinished(skip?: TaskRecord): TaskRecord | undefined {
    while (this.#head < this.#finished.length && this.#finished[this.#head]!.gone) this.#head++;
    for (let i = this.#head; i < this.#finished.length; i++) {
      const r = this.#finished[i]!;
      if (!r.gone && r !== skip) return r;
    }
    return undefined;
  }

  /** Drops the entries of tasks that left from the front, now and then, so the array does not grow with every task ever finished. */
  compact(): void {
    this.oldestFinished();
    if (this.#head > 1024 && this.#head * 2 > this.#finished.length) {
      this.#finished = this.#finished.slice(this.#head);
      this.#head = 0;
    }
  }
}
