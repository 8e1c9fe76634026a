// What the in-memory task store holds, tenant by tenant, and the arithmetic of its bounds (task-store.ts
// documents them; quota.ts splits each resource between tenants): which tenants are in, each tenant's
// tasks and what they count, making room by evicting a tenant's own oldest finished tasks, retention
// and its sweep, and the onEvict listeners. The task store measures each write and applies it; this
// decides whether it fits.

import type { Scope } from "./contract.js";
import { quotaExceeded, shown, taskNotFound, thousands } from "./errors.js";
import type { Limits } from "./limits.js";
import { Pool, Tenant } from "./quota.js";
import { release, type TaskRecord } from "./record.js";

/** The longest the retention sweep waits between runs; a shorter retention sweeps as often as it lasts. */
const SWEEP_MAX_MS = 60_000;
const SWEEP_MIN_MS = 10;

const n = thousands;

/** The tenants and their tasks, within the store's bounds. */
export class Holdings {
  readonly #tenants = new Map<string, Tenant>();
  #size = 0;
  readonly #evictListeners = new Set<(scope: Scope, taskId: string) => void>();
  readonly #limits: Limits;
  readonly #tasks: Pool;
  readonly #bytes: Pool;
  readonly #now: () => number;
  #sweeper: ReturnType<typeof setInterval> | undefined;
  #closed = false;

  constructor(limits: Limits, now: () => number) {
    this.#limits = limits;
    this.#tasks = new Pool(limits.quota.tasks, limits.maxTasks - limits.maxTenants * limits.quota.tasks);
    this.#bytes = new Pool(limits.quota.bytes, limits.maxTotalBytes - limits.maxTenants * limits.quota.bytes);
    this.#now = now;
  }

  /** How many tasks are held, all tenants together. */
  get size(): number {
    return this.#size;
  }

  /** The tenant of that name, if it holds tasks. */
  tenant(name: string): Tenant | undefined {
    return this.#tenants.get(name);
  }

  onEvict(listener: (scope: Scope, taskId: string) => void): () => void {
    this.#evictListeners.add(listener);
    return () => this.#evictListeners.delete(listener);
  }

  /** Stops the retention sweep (idempotent). */
  close(): void {
    this.#closed = true;
    if (this.#sweeper !== undefined) clearInterval(this.#sweeper);
    this.#sweeper = undefined;
  }

  /** A new task `r` of tenant `t` (admitted, its room made) is held, counting `bytes`. */
  add(t: Tenant, r: TaskRecord, bytes: number): void {
    this.#tenants.set(t.name, t);
    t.tasks.set(r.id, r);
    this.#tasks.move(t.tasks.size - 1, t.tasks.size);
    this.#size++;
    this.grow(t, r, bytes);
  }

  /** The record, or undefined when this scope has none by that id; a finished task past its retention leaves here. */
  find(scope: Scope, id: string | undefined): TaskRecord | undefined {
    if (typeof id !== "string" || typeof scope?.tenant !== "string") return undefined;
    const t = this.#tenants.get(scope.tenant);
    const r = t?.tasks.get(id);
    if (r === undefined || r.owner !== scope.owner) return undefined;
    if (r.finishedAt === undefined || !this.expired(r, this.#now())) return r;
    this.remove(t!, r);
    return undefined;
  }

  /** A tenant new to the store, refused ("tenants") when maxTenants are there; the default tenant "" always has its place. */
  admit(tenant: string): Tenant {
    const named = () => this.#tenants.size - (this.#tenants.has("") ? 1 : 0);
    if (tenant !== "" && named() >= this.#limits.maxTenants - 1) this.sweep(); // tenants whose tasks all expired leave first
    if (tenant !== "" && named() >= this.#limits.maxTenants - 1) {
      throw quotaExceeded(
        "tenants",
        `the store holds the tasks of ${n(named())} named tenants, the most maxTenants (${n(this.#limits.maxTenants)}) allows beside the default tenant ""`,
      );
    }
    return new Tenant(tenant);
  }

  /**
   * Makes room for `tasks` more tasks and `bytes` more bytes of tenant `t`: within its limit (quota.ts)
   * nothing happens; past it, its own finished tasks leave, oldest first, when that is enough; otherwise
   * the write is refused and nothing changed. `keep`: the task being written, never evicted to make its
   * own room.
   */
  room(t: Tenant, tasks: number, bytes: number, keep?: TaskRecord): void {
    this.#room(t, tasks, bytes, keep, false);
  }

  #room(t: Tenant, tasks: number, bytes: number, keep: TaskRecord | undefined, swept: boolean): void {
    const needTasks = t.tasks.size + tasks - this.#tasks.limitFor(t.tasks.size);
    const needBytes = t.bytes + bytes - this.#bytes.limitFor(t.bytes);
    if (needTasks <= 0 && needBytes <= 0) return;
    const kept = keep?.finishedAt !== undefined;
    const finishedCount = t.finishedCount - (kept ? 1 : 0);
    const finishedBytes = t.finishedBytes - (kept ? keep.bytes : 0);
    if (needTasks > finishedCount || needBytes > finishedBytes) {
      // Expired tasks of any tenant may still hold shared room until swept: sweep once before refusing.
      if (!swept) {
        this.sweep();
        if (keep?.gone === true) throw taskNotFound(keep.id); // its retention ended meanwhile
        this.#room(t, tasks, bytes, keep, true);
        return;
      }
      if (needTasks > finishedCount) this.#refuse(t, "tasks", t.tasks.size + tasks);
      this.#refuse(t, "bytes", t.bytes + bytes);
    }
    let freedTasks = 0;
    let freedBytes = 0;
    while (freedTasks < needTasks || freedBytes < needBytes) {
      const r = t.oldestFinished(keep)!;
      freedTasks++;
      freedBytes += r.bytes;
      this.remove(t, r);
    }
  }

  #refuse(t: Tenant, what: "tasks" | "bytes", would: number): never {
    const quota = what === "tasks" ? this.#limits.quota.tasks : this.#limits.quota.bytes;
    const pool = what === "tasks" ? this.#tasks : this.#bytes;
    const total = what === "tasks" ? `maxTasks ${n(this.#limits.maxTasks)}` : `maxTotalBytes ${n(this.#limits.maxTotalBytes)}`;
    throw quotaExceeded(
      `tenant ${what}`,
      `this write would make tenant ${shown(t.name)} hold ${n(would)} ${what}, past its quota of ${n(quota)} (tenantQuota.${what}), ` +
        `and the ${n(pool.shared)} ${what} shared beyond the quotas (${total}) cannot take it; ` +
        (t.finishedCount === 0 ? "it has no finished task to evict" : `evicting its ${n(t.finishedCount)} finished tasks would not make room`),
    );
  }

  /** The task's bytes change by `delta` (within the bounds checked). */
  grow(t: Tenant, r: TaskRecord, delta: number): void {
    if (delta === 0) return;
    r.bytes += delta;
    if (r.finishedAt !== undefined) t.finishedBytes += delta; // a finished task's push configs
    const before = t.bytes;
    t.bytes += delta;
    this.#bytes.move(before, t.bytes);
  }

  /** Task `r` reached a terminal state at `at`: it may be evicted from now on, and expires retentionMs later (the sweep starts). */
  finish(t: Tenant, r: TaskRecord, at: number): void {
    r.finishedAt = at;
    t.finish(r);
    if (this.#sweeper === undefined && !this.#closed && Number.isFinite(this.#limits.retentionMs)) {
      const every = Math.max(SWEEP_MIN_MS, Math.min(this.#limits.retentionMs, SWEEP_MAX_MS));
      this.#sweeper = setInterval(() => this.sweep(), every);
      // Never keeps the process alive: retention is also checked on access.
      (this.#sweeper as { unref?: (() => void) | undefined }).unref?.();
    }
  }

  /** Whether `r` finished retentionMs ago or more. */
  expired(r: TaskRecord, now: number): boolean {
    return r.finishedAt !== undefined && now - r.finishedAt >= this.#limits.retentionMs;
  }

  /** The tenant's finished tasks past their retention leave, from the first finished on. */
  expire(t: Tenant, now: number): void {
    for (let r = t.oldestFinished(); r !== undefined && this.expired(r, now); r = t.oldestFinished()) this.remove(t, r);
  }

  /** Every tenant's expired tasks leave. */
  sweep(): void {
    const now = this.#now();
    for (const t of [...this.#tenants.values()]) this.expire(t, now);
  }

  /** A finished task leaves (evicted or expired): its work stops, its streams end, onEvict listeners hear of it. */
  remove(t: Tenant, r: TaskRecord): void {
    r.gone = true;
    t.tasks.delete(r.id);
    this.#tasks.move(t.tasks.size + 1, t.tasks.size);
    this.#size--;
    const before = t.bytes;
    t.bytes -= r.bytes;
    this.#bytes.move(before, t.bytes);
    t.finishedCount--;
    t.finishedBytes -= r.bytes;
    release(r);
    t.compact();
    this.#leaveIfEmpty(t);
    for (const l of [...this.#evictListeners]) {
      try {
        l({ tenant: r.tenant, owner: r.owner }, r.id);
      } catch {}
    }
  }

  /** A tenant that holds nothing gives back its place among maxTenants. */
  #leaveIfEmpty(t: Tenant): void {
    if (t.empty && this.#tenants.get(t.name) === t) this.#tenants.delete(t.name);
  }
}
