/// <reference types="node" />
// What the conformance cases share: how a case opens its stores (a fresh place, a clock it drives), the
// error checks, and small readers.

import assert from "node:assert/strict";
import type { Scope, Stores } from "../store/contract.js";
import type { TaskStoreOptions } from "../store/limits.js";
import { StoreFacade } from "./facade.js";

/** The options a case opens its stores with: the task store's bounds (and clock), the push configs' bound. */
export interface ConformanceStoreOptions extends TaskStoreOptions {
  readonly push?: { readonly maxConfigsPerTask?: number | undefined } | undefined;
}

/**
 * Opens the stores of `place` with `options`. Each case asks for a place of its own; reopen-after-close
 * asks for the same place again after closing it (a durable store then finds what was committed there,
 * e.g. one file per place in a temporary directory).
 */
export type OpenStores = (options: ConformanceStoreOptions, place: string) => Promise<Stores>;

/** What the kit knows of the store under test. */
export interface Kit {
  readonly open: OpenStores;
  /** A fresh place name for a case. */
  place(): string;
  /** Hears when a task leaves the store (evicted or expired); without it the cases check eviction only by its effects. */
  readonly onEvict: ((stores: Stores, listener: (scope: Scope, taskId: string) => void) => void) | undefined;
}

/** A store on a clock the case sets, and the tasks that left it (undefined when the store does not tell). */
export async function open(kit: Kit, options: ConformanceStoreOptions) {
  const clock = { now: Date.UTC(2026, 0, 1) };
  const stores = await kit.open({ now: () => clock.now, ...options }, kit.place());
  const evicted: string[] | undefined = kit.onEvict === undefined ? undefined : [];
  kit.onEvict?.(stores, (scope, id) => evicted!.push(`${scope.tenant}/${id}`));
  return { store: new StoreFacade(stores), stores, clock, evicted };
}

/** The tasks announced as evicted are these (when the store announces them). */
export function sawEvicted(evicted: readonly string[] | undefined, expected: readonly string[], message?: string): void {
  if (evicted !== undefined) assert.deepEqual(evicted, expected, message);
}

/** A QuotaExceededError (-32099) naming `quota` and the option that sets its limit. */
export function quota(name: string, option: RegExp) {
  return (e: unknown) => {
    assert.ok(e instanceof Error, `not an error: ${String(e)}`);
    const { code } = e as Error & { code?: number | undefined };
    assert.equal(e.name, "QuotaExceededError", e.message);
    assert.equal(code, -32099);
    assert.ok(e.message.includes(`${name}:`), `${JSON.stringify(e.message)} does not name the quota ${name}`);
    assert.match(e.message, option);
    return true;
  };
}

/** An A2AError of `code`, its message matching `pattern` when given. */
export function a2aCode(code: number, pattern?: RegExp) {
  return (e: unknown) => {
    assert.equal((e as { code?: unknown })?.code, code, String(e));
    if (pattern !== undefined) assert.match((e as Error).message, pattern);
    return true;
  };
}

/** The error `write` throws or rejects with; undefined when it succeeds. */
export async function refusal(write: () => unknown): Promise<unknown> {
  try {
    await write();
    return undefined;
  } catch (e) {
    return e;
  }
}

/** TaskNotFoundError (-32001). */
export function notFound(e: unknown) {
  assert.equal((e as { code?: number | undefined }).code, -32001, String(e));
  return true;
}

/** Reads a stream to its end, or throws after `ms`. */
export async function collect<T>(stream: { [Symbol.asyncIterator](): AsyncIterator<T> }, ms = 2_000): Promise<T[]> {
  const items: T[] = [];
  const read = (async () => {
    for await (const item of stream) items.push(item);
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`stream not ended after ${ms} ms; got ${JSON.stringify(items).slice(0, 2_000)}`)), ms);
  });
  try {
    await Promise.race([read, timeout]);
  } finally {
    clearTimeout(timer);
  }
  return items;
}

/** A user message with one text part. */
export function userMessage(text: string, messageId: string, extra: Record<string, unknown> = {}) {
  return { messageId, role: "ROLE_USER" as const, parts: [{ text }], ...extra };
}
