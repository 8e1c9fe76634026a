// What a run's writes share (split from execution.ts): the `committed` wrapper of a store write, the
// batching of queued events into one commit, and a deferred promise.

import type { TaskChange } from "../store/contract.js";
import { isInterrupted, isTerminal } from "../store/states.js";

/** A store write with its `committed` option: resolves at commit (or at the promise, for a store that does not say), with the durable promise. */
export function committed<T>(write: (committed: (value: T) => void) => Promise<T>): Promise<{ value: T; durable: Promise<T> }> {
  return new Promise((resolve, reject) => {
    let early: { value: T } | undefined;
    let durable: Promise<T> | undefined;
    durable = write((value) => {
      if (durable === undefined) early = { value };
      else resolve({ value, durable });
    });
    if (early !== undefined) resolve({ value: early.value, durable });
    durable.then((value) => resolve({ value, durable: durable! }), reject);
  });
}

/** A published event waiting for its write; `alone` once its batch failed and it is written by itself. */
export interface Pending {
  readonly change: TaskChange;
  readonly resolve: () => void;
  readonly reject: (e: unknown) => void;
  readonly alone?: boolean | undefined;
}

/** Most changes in one batch: a bound on one write's size beside the store's own. */
const maxBatch = 64;

/**
 * How many of the pending changes go in the next write: a run of statuses and artifacts, ending at a status
 * that ends or interrupts the task (nothing may follow a terminal state in one update, and a blocking send
 * is answered at an interrupted one); a message, or a change retried alone, is written by itself.
 */
export function batchLength(pending: readonly Pending[]): number {
  let n = 0;
  for (const p of pending) {
    const c = p.change;
    if (p.alone === true || c.kind === "message") return n === 0 ? 1 : n;
    n++;
    if (n >= maxBatch || (c.kind === "status" && (isTerminal(c.state) || isInterrupted(c.state)))) return n;
  }
  return n;
}

export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
