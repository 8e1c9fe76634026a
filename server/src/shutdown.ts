// Graceful shutdown, shared by the core and the adapters: calls in flight are counted, close() waits for
// them up to a grace period, and streams end (cleanly: after a whole event) when shutdown starts, since a
// stream may last as long as its task (the client resubscribes, SubscribeToTask, to the next process).
// Streams are ended at the agent's iterable (drained): an async generator suspended at an await (the
// binding's encoder waiting for the agent's next event) only returns once that await settles, so ending
// an outer one would wait for the agent's next event, maybe for ever.
// Every timer here is cleared when it is no longer needed: a closed server keeps nothing alive.

import { v1_0 } from "@a2a-bindgen/a2a";
import type { Agent } from "./agent.js";

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
  if (typeof g !== "number" || !Number.isFinite(g) || g < 0)
    throw new TypeError(`close: graceMs must be a number of milliseconds, 0 or more, got ${String(g)}`);
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
export async function* untilAborted<T>(source: AsyncIterable<T, unknown, undefined>, signal: AbortSignal): AsyncGenerator<T, void, undefined> {
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

const operations = v1_0.operations as unknown as Readonly<Record<string, { readonly streaming: string }>>;

/** The agent with its streams ended when shutdown starts (and with `trackUnary`, its unary calls counted by `drain`). */
export function drained(agent: Agent, drain: Drain, trackUnary: boolean): Agent {
  // The agent's own properties, so that a handler reading `this` finds what it found before.
  const out: Record<string, unknown> = Object.assign(Object.create(null), agent);
  const handlers = agent as unknown as Readonly<Record<string, ((request: unknown, context: unknown) => any) | undefined>>;
  for (const name of Object.keys(operations)) {
    const handler = Object.hasOwn(agent, name) ? handlers[name] : undefined;
    if (typeof handler !== "function") continue;
    if (operations[name]!.streaming === "server_streaming") {
      out[name] = (request: unknown, context: unknown) => untilAborted(handler.call(agent, request, context), drain.signal);
    } else if (trackUnary) {
      out[name] = (request: unknown, context: unknown) => drain.track(Promise.resolve().then(() => handler.call(agent, request, context)));
    }
  }
  return out as Agent;
}
