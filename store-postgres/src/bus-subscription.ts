// What the PostgreSQL bus keeps per task its subscribers follow (an interest) and the subscription it
// hands out: the in-process bus's subscription (it orders updates, holds back one ahead of its turn,
// drops duplicates and bounds the queue), wrapped so the bus knows where each one started and when it
// ends, and can fail it when the task's stored events cannot be read.

import type { Scope, TaskSubscription, TaskUpdate } from "@a2a-bindgen/server/store";

/** The subscribers of one task in one scope on this instance, and how far their updates were offered. */
export interface Interest {
  readonly key: string;
  readonly scope: Scope;
  readonly taskId: string;
  readonly members: Set<PgSubscription>;
  /** Subscriptions not yet started: while any, a final update does not end the interest. */
  unstarted: number;
  /**
   * Every version up to this one has been offered to the subscriptions, in one unbroken run (undefined
   * until the first start): the bus reads the task's events after it.
   */
  after: number | undefined;
  /** A read of the task's events is under way; `again` asks it for one more round. */
  pumping: boolean;
  again: boolean;
  /** No longer followed (every member ended, or the final update was offered to all). */
  dropped: boolean;
}

/** An interest's key: tenant, owner and task (a tenant or owner may hold any character, so lengths lead). */
export const interestKey = (scope: Scope, taskId: string) => `${scope.tenant.length}:${scope.tenant}${scope.owner.length}:${scope.owner}${taskId}`;

/** What the bus does when a subscription starts and ends. */
export interface SubscriptionHooks {
  started(sub: PgSubscription, after: number): void;
  ended(sub: PgSubscription): void;
}

/** One subscriber's subscription. */
export class PgSubscription implements TaskSubscription {
  readonly interest: Interest;
  /** Whether the interest had offered versions when this subscription was made (see PgEventBus.#started). */
  readonly joinedLate: boolean;
  readonly #inner: TaskSubscription;
  readonly #hooks: SubscriptionHooks;
  #started = false;
  #ended = false;
  #failure: unknown;

  constructor(inner: TaskSubscription, interest: Interest, hooks: SubscriptionHooks) {
    this.#inner = inner;
    this.interest = interest;
    this.joinedLate = interest.after !== undefined;
    this.#hooks = hooks;
  }

  get started(): boolean {
    return this.#started;
  }

  start(after: number): void {
    this.#inner.start(after); // throws on a second start or a bad version, before anything changes here
    this.#started = true;
    if (!this.#ended) this.#hooks.started(this, after);
  }

  async next(): Promise<IteratorResult<TaskUpdate>> {
    let r: IteratorResult<TaskUpdate>;
    try {
      r = await this.#inner.next();
    } catch (e) {
      this.#end();
      throw e;
    }
    if (r.done) {
      this.#end();
      const failure = this.#failure;
      if (failure !== undefined) {
        this.#failure = undefined; // reported once; later reads see the end
        throw failure;
      }
    }
    return r;
  }

  return(): Promise<IteratorResult<TaskUpdate>> {
    this.#failure = undefined;
    this.#end();
    return this.#inner.return();
  }

  /** Ends the subscription with `error`: the reader's next read rejects with it (what is queued is dropped). */
  fail(error: Error): void {
    if (this.#ended) return;
    this.#failure = error;
    this.#end();
    void this.#inner.return();
  }

  /** The subscription ended (read to its end, returned, aborted, failed, or the bus closed). Idempotent. */
  ended(): void {
    this.#end();
  }

  #end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#hooks.ended(this);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
