// Graceful shutdown, shared by the core and the adapters: calls in flight are counted, close() waits for
// them up to a grace period, and streams end (cleanly: after a whole event) when shutdown starts, since a
// stream may last as long as its task (the client resubscribes, SubscribeToTask, to the next process).
// Every timer here is cleared when it is no longer needed: a closed server keeps nothing alive.

/** How long close() lets calls in flight finish. */
export interface CloseOptions {
  /**
   * Milliseconds the unary calls in flight get to finish before their connections are closed (default
   * 10,000: under the 30 s a container orchestrator such as Kubernetes waits by default, leaving time to
   * close the store). 0 closes them at once.
   */
  readonly graceMs?: number;
}

/** The default grace period (see CloseOptions.graceMs). */
export const DEFAULT_GRACE_MS = 10_000;

/** `options.graceMs` checked: a TypeError names it when it is not a finite number of 0 or more. */
export function graceOf(options: CloseOptions | undefined): number {
  const g = options?.graceMs ?? DEFAULT_GRACE_MS;
  if (typeof g !== "number" || !Number.isFinite(g) || g < 0) throw new TypeError(`close: graceMs must be a number of milliseconds, 0 or more, got ${String(g)}`);
  return g;
}

/** The calls in flight, and the signal that ends streams once shutdown starts. */
export class Drain {
  #inflight = 0;
  #idle: (() => void)[] = [];
  readonly #stop = new AbortController();

  /** Aborted when shutdown starts: open streams end after their current event. */
  get signal(): AbortSignal {
    return this.#stop.signal;
  }

  /** True once shutdown started. */
  get closing(): boolean {
    return this.#stop.signal.aborted;
  }

  /** Counts one call until `done` settles. */
  track<T>(done: Promise<T>): Promise<T> {
    this.#inflight++;
    const leave = () => {
      if (--this.#inflight === 0) for (const f of this.#idle.splice(0)) f();
    };
    done.then(leave, leave);
    return done;
  }

  /** Starts shutdown (streams end) and resolves true once no call is in flight, or false after `graceMs`. */
  drain(graceMs: number): Promise<boolean> {
    this.#stop.abort();
    if (this.#inflight === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        const i = this.#idle.indexOf(done);
        if (i >= 0) this.#idle.splice(i, 1);
        resolve(false);
      }, graceMs);
      this.#idle.push(done);
    });
  }
}

/**
 * `source` read until it ends or `signal` aborts; on abort the source is returned (its generator's
 * finally runs, a subscription is released) and the iteration ends without an error.
 */
export async function* untilAborted<T>(source: AsyncIterable<T>, signal: AbortSignal): AsyncGenerator<T> {
  const it = source[Symbol.asyncIterator]();
  let aborted: Promise<IteratorResult<T>> | undefined;
  let onAbort: (() => void) | undefined;
  try {
    if (signal.aborted) return;
    aborted = new Promise<IteratorResult<T>>((resolve) => {
      onAbort = () => resolve({ done: true, value: undefined });
      signal.addEventListener("abort", onAbort, { once: true });
    });
    for (;;) {
      const pending = it.next();
      const next = await Promise.race([pending, aborted]);
      // A next() left behind by the abort may still fail: that failure has no reader.
      if (signal.aborted) pending.catch(() => {});
      if (next.done) return;
      yield next.value;
      if (signal.aborted) return;
    }
  } finally {
    if (onAbort !== undefined) signal.removeEventListener("abort", onAbort);
    // Not awaited: a generator still inside the next() the abort left runs its return after that settles.
    it.return?.()?.catch(() => {});
  }
}
