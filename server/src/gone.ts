// The caller gone, heard without more than it takes: an AbortSignal is an EventTarget, and listening on one
// costs a few microseconds a call that a blocking SendMessage need not pay (CallContext.onGone).

/** Calls `listener` once when `signal` aborts (at once when it has); answers a function that removes it. */
export function onAbort(signal: AbortSignal, listener: () => void): () => void {
  if (signal.aborted) {
    listener();
    return () => {};
  }
  signal.addEventListener("abort", listener, { once: true });
  return () => signal.removeEventListener("abort", listener);
}
