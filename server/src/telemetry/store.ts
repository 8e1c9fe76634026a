// What the task runtime reports of its store writes: a span "a2a.store.commit" around each commit it makes
// (task creation, update, cancel), whatever the store (memory, SQLite, an application's), a child of the
// run or call that made it; the commit metrics (duration until durable, changes in the batch, outcome);
// the tasks-by-state metric (each transition this process commits moves one task from its old state to
// its new one); and quota refusals, by the quota the store named. Without an SDK every piece is the API's
// no-op: no attribute object is built for a span that does not record.

import { type Attributes, type Context, context, type Span, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { attributes, spanNames } from "@a2a-bindgen/kit";
import type { UpdateOrigin } from "../store/contract.js";
import { quotaOf } from "../store/errors.js";
import { type Telemetry, withTenant } from "./instruments.js";

const ok: Attributes = Object.freeze({ [attributes.outcome]: "ok" });
const error: Attributes = Object.freeze({ [attributes.outcome]: "error" });
/** One attribute set per task state, made once. */
const byState = new Map<string, Attributes>();

/** A task's state as the runtime holds it (an enum name; a number for a value the enum lacks). */
export type State = string | number;

function stateAttributes(state: State): Attributes {
  const name = String(state);
  let a = byState.get(name);
  if (a === undefined) {
    a = Object.freeze({ [attributes.taskState]: name });
    byState.set(name, a);
  }
  return a;
}

/** The error's type for a span: its name (an A2AError's class name, QuotaExceededError's included). */
function errorName(e: unknown): string {
  return e instanceof Error ? e.name : typeof e;
}

/** Ends a span as failed with `e` (its message kept, its stack not: reports have stacks). */
export function failSpan(span: Span, e: unknown): void {
  if (!span.isRecording()) return;
  span.setAttribute(attributes.errorType, errorName(e));
  span.setStatus({ code: SpanStatusCode.ERROR, message: e instanceof Error ? e.message : String(e) });
}

/** The store side of one task runtime: commits, tasks by state, quota refusals. */
export class StoreTelemetry {
  readonly #t: Telemetry;
  readonly #tenant: string | undefined;
  readonly #metered: boolean;

  constructor(t: Telemetry, tenant?: string) {
    this.#t = t;
    this.#tenant = tenant;
    this.#metered = t.metered;
  }

  /** The same, for `tenant` (the tenant is added to metrics only when the deployment opted in). */
  forTenant(tenant: string): StoreTelemetry {
    return this.#t.tenantMetrics ? new StoreTelemetry(this.#t, tenant) : this;
  }

  #with(base: Attributes): Attributes {
    return this.#tenant === undefined ? base : withTenant(this.#t, base, this.#tenant);
  }

  /**
   * Runs `write` (one commit of `changes` changes) as a span "a2a.store.commit", a child of `parent`
   * (default: the active context), with the store called inside it (a store may link its own spans to it:
   * SQLite's fsync does). The span and the duration end when the write's promise settles (durable).
   * `from`: the task's state before (undefined for a creation); `stateOf` reads the state after.
   * Answers `write`'s own promise.
   */
  commit<T>(
    changes: number,
    from: State | undefined,
    stateOf: (value: T) => State | undefined,
    write: () => Promise<T>,
    parent: Context = context.active(),
  ): Promise<T> {
    const t = this.#t;
    const span = t.tracer.startSpan(spanNames.storeCommit, { kind: SpanKind.INTERNAL }, parent);
    const recording = span.isRecording();
    // Nothing records (no SDK): the write alone, at the cost of the no-op span.
    if (!recording && !this.#metered) {
      span.end();
      return write();
    }
    span.setAttribute(attributes.storeChanges, changes);
    const started = performance.now();
    let p: Promise<T>;
    try {
      p = recording ? context.with(trace.setSpan(parent, span), write) : write();
    } catch (e) {
      p = Promise.reject(e);
    }
    // A side branch (the caller gets `write`'s own promise): it never rejects, whatever a store answered.
    p.then(
      (value) => {
        try {
          const outcome = this.#with(ok);
          t.instruments.storeCommitDuration.record((performance.now() - started) / 1000, outcome);
          t.instruments.storeCommitChanges.record(changes, outcome);
          this.moved(from, stateOf(value));
        } finally {
          span.end();
        }
      },
      (e: unknown) => {
        const outcome = this.#with(error);
        t.instruments.storeCommitDuration.record((performance.now() - started) / 1000, outcome);
        t.instruments.storeCommitChanges.record(changes, outcome);
        this.refused(e);
        failSpan(span, e);
        span.end();
      },
    ).catch(() => {});
    return p;
  }

  /** A committed transition: one task leaves `from` (none: it was created) for `to`. */
  moved(from: State | undefined, to: State | undefined): void {
    if (from === to || !this.#metered) return;
    const tasks = this.#t.instruments.tasks;
    if (from !== undefined) tasks.add(-1, this.#with(stateAttributes(from)));
    if (to !== undefined) tasks.add(1, this.#with(stateAttributes(to)));
  }

  /** Counts `e` in quotaRefusals when it is a store's QuotaExceededError (quotaExceeded names its quota). */
  refused(e: unknown): void {
    if (!this.#metered) return;
    const quota = quotaOf(e);
    if (quota !== undefined) this.#t.instruments.quotaRefusals.add(1, this.#with({ [attributes.quota]: quota }));
  }
}

/** What an update made by a call (not a run: a cancel) carries: the active span and the call's request id. */
export function callOrigin(requestId: string | undefined): UpdateOrigin | undefined {
  const sc = trace.getSpan(context.active())?.spanContext();
  const span = sc !== undefined && trace.isSpanContextValid(sc) ? sc : undefined;
  if (span === undefined) return requestId === undefined ? undefined : { requestId };
  return requestId === undefined ? { span } : { span, requestId };
}
