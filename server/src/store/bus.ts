// The in-process event bus of the contract (contract.ts EventBus): each task's commits to its
// subscribers and to the listeners (push delivery), in version order. A subscription buffers from the
// moment it is made; start(v) drops what the snapshot already holds and releases the rest in order,
// holding back an update published ahead of its turn until the ones before it arrive. Bounded like the
// streams of the task store were: open subscriptions per task and per tenant, updates waiting unread.

import type { EventBus, Scope, TaskSubscription, TaskUpdate } from "./contract.js";
import { fail, quotaExceeded, shown, thousands } from "./errors.js";
import { defaults } from "./limits.js";
import { EventQueue } from "./queue.js";

/** The bus's bounds; every field optional (the defaults are the task store's). */
export interface EventBusOptions {
  /** Open subscriptions per task (default 100). */
  readonly maxSubscribers?: number | undefined;
  /** Updates waiting unread per subscription (default 1,000); past it the subscription fails with InternalError. */
  readonly maxQueued?: number | undefined;
  /** Open subscriptions per tenant (default 1,000). */
  readonly tenantQuota?: { readonly streams?: number | undefined } | undefined;
}

const n = thousands;

function count(value: unknown, fallback: number, name: string, min: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`EventBus: ${name} must be an integer of at least ${min}, got ${String(value)}`);
  }
  return value;
}

/** Tenant and task id as one map key (a tenant may hold any character, so the tenant's length leads). */
const keyOf = (scope: Scope, taskId: string) => `${scope.tenant.length}:${scope.tenant}${taskId}`;

/** One subscription: a bounded queue, the version it starts after, and updates held back until their turn. */
class Subscription implements TaskSubscription {
  readonly queue: EventQueue<TaskUpdate>;
  readonly owner: string;
  /** The next version to release; undefined until start. */
  #turn: number | undefined;
  /** Updates buffered before start, or ahead of their turn, by version. */
  readonly #held = new Map<number, TaskUpdate>();
  readonly #max: number;

  constructor(queue: EventQueue<TaskUpdate>, owner: string, max: number) {
    this.queue = queue;
    this.owner = owner;
    this.#max = max;
  }

  start(after: number): void {
    if (this.#turn !== undefined) throw new TypeError("TaskSubscription: start may be called once");
    if (!Number.isSafeInteger(after) || after < 0) throw new RangeError(`TaskSubscription: start takes a version of 0 or more, got ${String(after)}`);
    this.#turn = after + 1;
    for (const v of [...this.#held.keys()]) if (v <= after) this.#held.delete(v);
    this.#release();
  }

  offer(update: TaskUpdate): void {
    if (this.queue.ended) return;
    if (this.#turn !== undefined && update.version < this.#turn) return; // in the snapshot, or a duplicate
    this.#held.set(update.version, update);
    if (this.#held.size > this.#max) {
      this.queue.fail(fail("InternalError", `the stream of task ${shown(update.taskId)} fell ${this.#max} events behind (the store's maxQueued)`));
      return;
    }
    this.#release();
  }

  #release(): void {
    if (this.#turn === undefined) return;
    for (let u = this.#held.get(this.#turn); u !== undefined; u = this.#held.get(this.#turn)) {
      this.#held.delete(this.#turn);
      this.#turn++;
      this.queue.push(u);
      if (u.final) {
        this.queue.end();
        return;
      }
    }
  }

  next(): Promise<IteratorResult<TaskUpdate>> {
    return this.queue.next();
  }

  return(): Promise<IteratorResult<TaskUpdate>> {
    return this.queue.return();
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

/** The in-process event bus. */
export class MemoryEventBus implements EventBus {
  readonly #subscribers = new Map<string, Set<Subscription>>();
  readonly #streams = new Map<string, number>();
  readonly #listeners = new Set<(update: TaskUpdate) => void>();
  readonly #maxSubscribers: number;
  readonly #maxQueued: number;
  readonly #streamQuota: number;
  #closed = false;

  constructor(options: EventBusOptions = {}) {
    this.#maxSubscribers = count(options.maxSubscribers, defaults.maxSubscribers, "maxSubscribers", 1);
    this.#maxQueued = count(options.maxQueued, defaults.maxQueued, "maxQueued", 1);
    this.#streamQuota = count(options.tenantQuota?.streams, defaults.streams, "tenantQuota.streams", 0);
  }

  publish(update: TaskUpdate): void {
    const subs = this.#subscribers.get(keyOf(update.scope, update.taskId));
    if (subs !== undefined) for (const s of [...subs]) if (s.owner === update.scope.owner) s.offer(update);
    // A listener's failure is its own (push delivery records its errors); it never breaks the update.
    for (const l of [...this.#listeners]) {
      try {
        l(update);
      } catch {}
    }
  }

  subscribe(scope: Scope, taskId: string, signal?: AbortSignal): TaskSubscription {
    if (this.#closed) throw fail("InternalError", "the event bus is closed");
    const key = keyOf(scope, taskId);
    let subs = this.#subscribers.get(key);
    if ((subs?.size ?? 0) >= this.#maxSubscribers) {
      throw quotaExceeded("task streams", `task ${shown(taskId)} has ${n(subs!.size)} open streams, the limit (maxSubscribers)`);
    }
    const open = this.#streams.get(scope.tenant) ?? 0;
    if (open >= this.#streamQuota) {
      throw quotaExceeded(
        "tenant streams",
        `this stream would make tenant ${shown(scope.tenant)} hold ${n(open + 1)} open streams, past its quota of ${n(this.#streamQuota)} (tenantQuota.streams)`,
      );
    }
    this.#streams.set(scope.tenant, open + 1);
    if (subs === undefined) {
      subs = new Set();
      this.#subscribers.set(key, subs);
    }
    const set = subs;
    const onAbort = () => void queue.return();
    const max = this.#maxQueued;
    const queue: EventQueue<TaskUpdate> = new EventQueue(
      max,
      () => fail("InternalError", `the stream of task ${shown(taskId)} fell ${max} events behind (the store's maxQueued)`),
      () => {
        set.delete(sub);
        if (set.size === 0 && this.#subscribers.get(key) === set) this.#subscribers.delete(key);
        signal?.removeEventListener("abort", onAbort);
        const left = (this.#streams.get(scope.tenant) ?? 1) - 1;
        if (left <= 0) this.#streams.delete(scope.tenant);
        else this.#streams.set(scope.tenant, left);
      },
    );
    const sub = new Subscription(queue, scope.owner, this.#maxQueued);
    set.add(sub);
    if (signal?.aborted) queue.end();
    else signal?.addEventListener("abort", onAbort, { once: true });
    return sub;
  }

  listen(listener: (update: TaskUpdate) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const subs of [...this.#subscribers.values()]) for (const s of [...subs]) s.queue.end();
  }
}
