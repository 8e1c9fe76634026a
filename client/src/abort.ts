// A call's own signal: its deadline joined with the caller's AbortSignal. However many calls share one
// caller's signal, the client holds one listener on it, and none once they have ended: a shared signal never
// reaches Node's MaxListenersExceededWarning, nor keeps what the calls held. (AbortSignal.any is not used: on
// Node 20 each composite stays in the source signal's set of dependants for good; measured, +27 MB on one
// long-lived signal after 500,000 composites.) Every wait of a call is raced against its signal, so an abort
// ends the call at once even when the fetch or the body it waits on ignores its signal.

/** The calls watching each caller's signal, and the one listener they share. */
const watching = new WeakMap<AbortSignal, { readonly calls: Set<() => void>; readonly listener: () => void }>();

/** Calls `onAbort` when `signal` aborts, until the returned function is called (which lets go of it). */
function watch(signal: AbortSignal, onAbort: () => void): () => void {
  let entry = watching.get(signal);
  if (entry === undefined) {
    const calls = new Set<() => void>();
    const listener = () => {
      watching.delete(signal);
      for (const call of [...calls]) call();
      calls.clear();
    };
    entry = { calls, listener };
    watching.set(signal, entry);
    signal.addEventListener("abort", listener, { once: true });
  }
  const { calls, listener } = entry;
  calls.add(onAbort);
  return () => {
    if (!calls.delete(onAbort) || calls.size > 0) return;
    signal.removeEventListener("abort", listener);
    if (watching.get(signal)?.calls === calls) watching.delete(signal);
  };
}

/** The signal of one call, with its deadline. */
export interface CallSignal {
  /** Aborted by the deadline (with the deadline's reason) or by the caller (with theirs). */
  readonly signal: AbortSignal;
  /** Restarts the deadline (a stream: at each event); nothing once the call has ended. */
  readonly rearm: () => void;
  /** Ends the call: stops the deadline and lets go of the caller's signal. */
  readonly done: () => void;
  /** Aborts the call's signal (what it opened is released), then ends it. */
  readonly abort: (reason?: unknown) => void;
}

/**
 * The signal of a call bounded by `timeoutMs` (undefined: no deadline) and the caller's `caller`; when the
 * deadline passes, the signal aborts with `expired()`.
 */
export function callSignal(caller: AbortSignal | undefined, timeoutMs: number | undefined, expired: () => unknown): CallSignal {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;
  let unwatch = () => {};
  const end = (reason: unknown) => {
    done();
    if (!controller.signal.aborted) controller.abort(reason);
  };
  const done = () => {
    ended = true;
    clearTimeout(timer);
    unwatch();
  };
  const rearm = () => {
    if (ended || timeoutMs === undefined) return;
    clearTimeout(timer);
    timer = setTimeout(() => end(expired()), timeoutMs);
  };
  if (caller?.aborted) end(caller.reason);
  else {
    if (caller !== undefined) unwatch = watch(caller, () => end(caller.reason));
    rearm();
  }
  return { signal: controller.signal, rearm, done, abort: (reason) => end(reason) };
}

/**
 * Settles as `work` does, or rejects with the signal's reason as soon as it aborts. `late` receives what
 * `work` resolves with after the abort won (a response whose body is then cancelled, say).
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal, late?: (value: T) => void): Promise<T> {
  if (signal.aborted) {
    work.then(late, () => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      work.then(late, () => undefined);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** Default per-request timeout when a target gives none (milliseconds). */
export const defaultTimeoutMs = 30_000;

// setTimeout's largest delay; a longer one would fire at once.
const maxTimeoutMs = 2 ** 31 - 1;

/** A usable timeout: positive and finite (else the default), at most what setTimeout can wait. */
export function timeoutOf(ms: unknown): number {
  return typeof ms === "number" && Number.isFinite(ms) && ms > 0 ? Math.min(ms, maxTimeoutMs) : defaultTimeoutMs;
}
