// The span of one run of a task agent's executor: "a2a.execute" (INTERNAL), a child of the call that
// started it (SendMessage or SendStreamingMessage: the context active when the run starts), the
// application's execute running inside it, so that an agent calling another agent with the client from
// execute continues the trace. It ends when the task reaches a terminal or interrupted state, or when the
// run ends otherwise (superseded, canceled, the agent closing: the reason is its a2a.outcome), with status
// ERROR when execute threw. A run outlives a non-blocking call: the call's end does not end it. Its span
// context and the call's request id travel with every update it publishes (TaskUpdate.origin), so push
// deliveries link to it and their reports name the call.

import { type Context, context, type Span, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { attributes, spanNames } from "@a2a-bindgen/kit";
import type { UpdateOrigin } from "../store/contract.js";
import type { Telemetry } from "./instruments.js";
import type { State, StoreTelemetry } from "./store.js";

/** One run's span and what its commits and publications carry. */
export class RunTrace {
  readonly #span: Span;
  /** The run's context: its span set in the context of the call that started it. */
  readonly context: Context;
  /** Whether the run has a trace to carry (its span records, or continues a valid trace): else execute need not run inside `context`. */
  readonly carries: boolean;
  /** What each update of the run carries (one object per run). */
  readonly origin: UpdateOrigin;
  /** The store telemetry of the run's scope. */
  readonly store: StoreTelemetry;
  #ended = false;

  constructor(t: Telemetry, store: StoreTelemetry, tenant: string, requestId: string | undefined) {
    const parent = context.active();
    const span = t.tracer.startSpan(spanNames.execute, { kind: SpanKind.INTERNAL }, parent);
    if (span.isRecording()) {
      span.setAttribute(attributes.tenant, tenant);
      if (requestId !== undefined) span.setAttribute(attributes.requestId, requestId);
    }
    this.#span = span;
    this.carries = span.isRecording() || trace.isSpanContextValid(span.spanContext());
    this.context = trace.setSpan(parent, span);
    this.store = store;
    const sc = span.spanContext();
    this.origin = trace.isSpanContextValid(sc)
      ? requestId === undefined
        ? { span: sc }
        : { span: sc, requestId }
      : requestId === undefined
        ? {}
        : { requestId };
  }

  /** The run's trace id, when its span has a valid one (a report names it). */
  get traceId(): string | undefined {
    const sc = this.#span.spanContext();
    return trace.isSpanContextValid(sc) ? sc.traceId : undefined;
  }

  /** The task is known: its id and context id. */
  task(id: string | undefined, contextId: string | undefined): void {
    if (!this.#span.isRecording()) return;
    if (id !== undefined) this.#span.setAttribute(attributes.taskId, id);
    if (contextId !== undefined) this.#span.setAttribute(attributes.contextId, contextId);
  }

  /** execute threw: the span's status is ERROR (unless it already ended at a final state). */
  failed(e: unknown): void {
    if (this.#ended || !this.#span.isRecording()) return;
    this.#span.setAttribute(attributes.errorType, e instanceof Error ? e.name : typeof e);
    this.#span.setStatus({ code: SpanStatusCode.ERROR, message: e instanceof Error ? e.message : String(e) });
  }

  /** Ends the span (once) with the task's state, and why the run stopped when it was stopped. */
  end(state: State | undefined, stopped?: string): void {
    if (this.#ended) return;
    this.#ended = true;
    if (this.#span.isRecording()) {
      // A stopped run's own view of the state is stale (a cancel is another writer's commit): its reason says it.
      if (stopped !== undefined) this.#span.setAttribute(attributes.outcome, stopped);
      else if (state !== undefined) this.#span.setAttribute(attributes.taskState, String(state));
    }
    this.#span.end();
  }
}
