// Graceful shutdown, shared by the core and the adapters: calls in flight are counted, close() waits for
// them up to a grace period, and streams end (cleanly: after a whole event) when shutdown starts, since a
// stream may last as long as its task (the client resubscribes, SubscribeToTask, to the next process).
// Streams are ended at the agent's iterable (drained): an async generator suspended at an await (the
// binding's encoder waiting for the agent's next event) only returns once that await settles, so ending
// an outer one would wait for the agent's next event, maybe for ever. For the same reason a stream also
// ends there when its caller goes away. No listener of a call stays on anything the calls share.
// Every timer here is cleared when it is no longer needed: a closed server keeps nothing alive.

import { v1_0 } from "@a2a-bindgen/a2a";
import type { Agent, CallContext } from "./agent.js";
import { onAbort } from "./gone.js";

/** How long close() lets calls in flight finish. */
export interface CloseOptions {
  /**
   * Milliseconds the unary calls in flight get to finish (default 10,000: under the 30 s a container
   * orchestrator such as Kubernetes waits by default, leaving time to close the store). Past it onClose
   * runs, then the connections still open are closed (see LATE_ANSWER_MS). 0: no wait.
   */
  readonly graceMs?: number | undefined;
}

/** The default grace period (see CloseOptions.graceMs). */
export const DEFAULT_GRACE_MS = 10_000;

/**
 * Past the grace, how long the answers onClose brings get to be written before the connections that remain
 * are closed: the task runtime's close stops its runs, and a blocking SendMessage waiting on one is then
 * answered with its task as it stands (TASK_STATE_WORKING, say), so that its caller learns the task id.
 */
export const LATE_ANSWER_MS = 1_000;

/** `options.graceMs` checked: a TypeError names it when it is not a finite number of 0 or more. */
export function graceOf(options: CloseOptions | undefined): number {
  const g = options?.graceMs ?? DEFAULT_GRACE_MS;
  if (typeof g !== "number" || !Number.isFinite(g) || g < 0)
    throw new TypeError(`close: graceMs must be a number of milliseconds, 0 or more, got ${String(g)}`);
  return g;
}

/**
 * The calls in flight, and the open streams to end once shutdown starts. The streams are a Set, not abort
 * listeners on one AbortSignal shared by every stream: an EventTarget warns past ten listeners
 * (MaxListenersExceededWarning), which operators read as a leak, with only eleven streams open.
 */
export class Drain {
  #inflight = 0;
  #idle: (() => void)[] = [];
  #closing = false;
  readonly #streams = new Set<() => void>();

  /** True once shutdown started. */
  get closing(): boolean {
    return this.#closing;
  }

  /** Calls `stop` once when shutdown starts (at once when it has); answers a function that forgets it. */
  onClosing(stop: () => void): () => void {
    if (this.#closing) {
      stop();
      return () => {};
    }
    this.#streams.add(stop);
    return () => this.#streams.delete(stop);
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
    if (!this.#closing) {
      this.#closing = true;
      const stops = [...this.#streams];
      this.#streams.clear();
      for (const stop of stops) stop();
    }
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
 * `source` read until it ends, shutdown starts (`drain`) or the caller goes away (`gone`, the call's own
 * CallContext.onGone); then the source is returned (its generator's finally runs, a subscription is
 * released) and the iteration ends without an error. Ending at the caller's leaving matters for a source
 * that waits (a subscription with no event to send): the adapter reading it would wait with it, and the
 * source would be released only at its next event. Both registrations go when the iteration ends.
 */
export async function* untilAborted<T>(
  source: AsyncIterable<T, unknown, undefined>,
  drain: Drain,
  gone?: (listener: () => void) => () => void,
): AsyncGenerator<T, void, undefined> {
  const it = source[Symbol.asyncIterator]();
  let stopped = false;
  let end: (r: IteratorResult<T>) => void = () => {};
  const ended = new Promise<IteratorResult<T>>((resolve) => (end = resolve));
  const stop = () => {
    stopped = true;
    end({ done: true, value: undefined });
  };
  const forgetClosing = drain.onClosing(stop);
  const forgetCaller = gone?.(stop) ?? (() => {});
  try {
    for (;;) {
      if (stopped) return;
      const pending = it.next();
      const next = await Promise.race([pending, ended]);
      // A next() left behind by the stop may still fail: that failure has no reader.
      if (stopped) pending.catch(() => {});
      if (next.done) return;
      yield next.value;
    }
  } finally {
    forgetClosing();
    forgetCaller();
    // Not awaited: a generator still inside the next() the stop left runs its return after that settles.
    it.return?.()?.catch(() => {});
  }
}

/** How a call hears its caller go: its onGone (the node adapter's costs no AbortSignal), else its signal. */
function goneOf(context: unknown): ((listener: () => void) => () => void) | undefined {
  const c = context as Partial<CallContext> | null | undefined;
  if (typeof c?.onGone === "function") return (listener) => c.onGone!(listener);
  const signal = c?.signal;
  return signal === undefined ? undefined : (listener) => onAbort(signal, listener);
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
      out[name] = (request: unknown, context: unknown) => untilAborted(handler.call(agent, request, context), drain, goneOf(context));
    } else if (trackUnary) {
      out[name] = (request: unknown, context: unknown) => drain.track(Promise.resolve().then(() => handler.call(agent, request, context)));
    }
  }
  return out as Agent;
}

/**
 * A close(options) that checks its options, then runs `run(graceMs)` once: later calls share the first
 * call's promise (a bad option rejects that call only).
 */
export function closeOnce(run: (graceMs: number) => Promise<void>): (options?: CloseOptions) => Promise<void> {
  let closed: Promise<void> | undefined;
  return (options) => {
    if (closed !== undefined) return closed;
    let graceMs: number;
    try {
      graceMs = graceOf(options);
    } catch (e) {
      return Promise.reject(e);
    }
    closed = run(graceMs);
    return closed;
  };
}
