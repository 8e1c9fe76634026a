// One call as OpenTelemetry and the access log see it: a SERVER span per call (OpenTelemetry's RPC
// conventions for JSON-RPC and gRPC, its HTTP conventions for HTTP+JSON, semconv `semconvVersion`), its
// parent the trace context the caller sent (W3C traceparent in HTTP headers or gRPC metadata, read with
// the propagator the application registered), the call's metrics and its access log entry. The pipeline
// (call/run.ts) runs the whole call inside the span's context, through a form that records what the call
// answers (the binding's own form, wrapped): the error, the result's task, each stream event. Nothing is
// built when nothing observes: no SDK registered, no access log.

import { type Attributes, type Context, type Span, SpanStatusCode, context, isSpanContextValid, propagation, trace } from "@opentelemetry/api";
import { errorTable as v1Errors } from "@a2a-bindgen/a2a/v1_0/errors";
import { A2AError, a2aError, attributes as key, spanNames } from "@a2a-bindgen/kit";
import type { Binding } from "../agent.js";
import { inTable } from "../answer.js";
import { authErrors } from "../auth/skills.js";
import type { BindingForm, CallServer, Issues, Refusal } from "../call/form.js";
import { type AccessEntry, requestId as freshRequestId } from "../report.js";
import type { VersionOperation, VersionView } from "../versions.js";
import { type Obj, caseOf, isObj, obj, str } from "./answer-ids.js";
import { type Telemetry, setOf, withTenant } from "./instruments.js";
import type { WireName } from "./wire.js";

/** The gRPC status codes a server span reports as errors (OpenTelemetry's gRPC conventions). */
const grpcServerErrors = new Set(["UNKNOWN", "DEADLINE_EXCEEDED", "UNIMPLEMENTED", "INTERNAL", "UNAVAILABLE", "DATA_LOSS"]);
/** The gRPC status of a stream the caller cancelled. */
const cancelled = "CANCELLED";
/** error.type of the internal error (an A2A error's is its name). */
const internalType = "internal";
/** At most this many stream events are recorded on a span; a2a.stream.events counts them all. */
export const maxSpanEvents = 128;

/**
 * One call being observed: its span, its start, what is learned of it as it runs, and the form that
 * records what the binding's form answers. Made only when something observes (observe below).
 */
export class CallObservation<A, L> implements BindingForm<A, L> {
  readonly binding: Binding;
  readonly dialect: BindingForm<A, L>["dialect"];
  readonly carrier: BindingForm<A, L>["carrier"];
  readonly #start = performance.now();
  /** The context the call runs in (its span's), when there is a trace to carry. */
  readonly #context: Context | undefined;
  #tenant: string | undefined;
  #subject: string | undefined;
  #taskId: string | undefined;
  #contextId: string | undefined;
  #taskState: string | undefined;
  /** The error answered, in the answered version's table, and what was thrown when it is the internal error. */
  #error: A2AError | undefined;
  #internal = false;
  #thrown: unknown;
  #streamed = false;
  #events = 0;
  #bytes: number | undefined;
  #gone = false;
  #ended = false;
  #status: number | string | undefined;

  constructor(
    private readonly server: CallServer,
    private readonly t: Telemetry,
    private readonly v: VersionView<unknown>,
    private readonly inner: BindingForm<A, L>,
    private readonly op: VersionOperation,
    private readonly wire: WireName,
    private readonly span: Span,
    private readonly recording: boolean,
    carried: Context | undefined,
    private readonly metered: boolean,
    private readonly requestId: string,
  ) {
    this.binding = inner.binding;
    this.dialect = inner.dialect;
    this.carrier = inner.carrier;
    this.#context = carried;
  }

  /** Runs `fn` inside the call's span context (when there is one to carry). */
  run<T>(fn: () => T): T {
    return this.#context === undefined ? fn() : context.with(this.#context, fn);
  }

  /** What the pipeline learns once the request is read: the tenant, the task and context it names. */
  request(v1: unknown, tenant: string | undefined): void {
    this.#tenant = tenant;
    if (!this.recording || !isObj(v1)) return;
    const message = obj(v1, "message");
    this.#taskId = str(v1, "taskId") ?? (message === undefined ? str(v1, "id") : str(message, "taskId"));
    this.#contextId = message === undefined ? undefined : str(message, "contextId");
  }

  /** The authenticated principal's subject (the access log's). */
  principal(subject: string | undefined): void {
    this.#subject = subject;
  }

  /** The task, context and state an answer (a Task, a SendMessageResponse, a StreamResponse) names. */
  #learn(value: unknown): [string, Obj] | undefined {
    if (!isObj(value)) return undefined;
    const c = caseOf(value);
    const [kind, o] = c ?? ["task", value];
    const status = obj(o, "status");
    const task = kind === "task" ? str(o, "id") : str(o, "taskId");
    if (task !== undefined) this.#taskId = task;
    const ctx = str(o, "contextId");
    if (ctx !== undefined) this.#contextId = ctx;
    const state = status === undefined ? undefined : str(status, "state");
    if (state !== undefined) this.#taskState = state;
    return c;
  }

  #failed(e: unknown): void {
    const table = this.v.errorTable;
    const answered = inTable(table, e, this.inner.dialect);
    this.#error = answered;
    this.#internal = answered.code === table.standardErrors.internal.code;
    if (this.#internal) this.#thrown = e;
  }

  /** A unary call's v1.0 answer, before it is crossed back: its task, context and state as v1.0 spells them, whatever the version. */
  answer(v1: unknown): void {
    if (this.recording) this.#learn(v1);
  }

  // The form: each method records, then answers as the binding's own form does.
  result(value: unknown, headers: Record<string, string>): A {
    return this.inner.result(value, headers);
  }
  error(e: unknown, headers?: Record<string, string>): A {
    this.#failed(e);
    return this.inner.error(e, headers);
  }
  invalid(failure: Parameters<BindingForm<A, L>["invalid"]>[0]): A {
    const table = this.v.errorTable;
    this.#failed(new A2AError(table, table.standardErrors.invalidParams));
    return this.inner.invalid(failure as Issues);
  }
  check(raw: unknown): ReturnType<NonNullable<BindingForm<A, L>["check"]>> {
    return this.inner.check?.(raw);
  }
  refused(refusal: Refusal): A {
    this.#failed(a2aError(v1Errors, authErrors[refusal.status]));
    if (this.metered) this.t.instruments.authRefusals.add(1, { [key.authScheme]: refusal.scheme, [key.authReason]: refusal.reason });
    return this.inner.refused(refusal);
  }
  stream(items: AsyncIterable<L, void, undefined>, headers: Record<string, string>): A {
    this.#streamed = true;
    if (this.metered) this.t.instruments.serverStreams.add(1, this.#streamAttributes());
    return this.inner.stream(this.#tracked(items), headers);
  }
  line(response: unknown, op: VersionOperation): L {
    this.#events++;
    if (this.recording) {
      const c = this.#learn(response);
      if (this.#events <= maxSpanEvents) {
        const event: Attributes = { [key.streamEventKind]: c === undefined ? "unknown" : c[0] };
        const state = c === undefined ? undefined : obj(c[1], "status");
        const s = state === undefined ? undefined : str(state, "state");
        if (s !== undefined) event[key.taskState] = s;
        this.span.addEvent(spanNames.streamEvent, event);
      }
    }
    return this.inner.line(response, op);
  }
  errorLine(e: unknown): L {
    this.#failed(e);
    return this.inner.errorLine(e);
  }
  status(answer: A): number | string {
    return this.inner.status(answer);
  }
  bytes(item: A | L): number | undefined {
    return this.inner.bytes(item);
  }

  /** The stream's items, run in the call's context, counted, and the call finished when the stream ends (done, failed, or the caller went away). */
  #tracked(items: AsyncIterable<L, void, undefined>): AsyncIterableIterator<L, void, undefined> {
    const it = items[Symbol.asyncIterator]();
    const self = this;
    const count = (r: IteratorResult<L, void>): IteratorResult<L, void> => {
      if (r.done) self.#finish();
      else {
        const n = self.inner.bytes(r.value);
        if (n !== undefined) self.#bytes = (self.#bytes ?? 0) + n;
      }
      return r;
    };
    const fail = (e: unknown): never => {
      self.#failed(e);
      self.#finish();
      throw e;
    };
    return {
      [Symbol.asyncIterator]() {
        return this;
      },
      next: () => this.run(() => it.next()).then(count, fail),
      async return(value?: unknown) {
        // Returned before the stream ended: the caller went away (or never read it).
        if (!self.#ended) self.#gone = true;
        try {
          return ((await it.return?.(value as undefined)) ?? { done: true, value: undefined }) as IteratorResult<L, void>;
        } finally {
          self.#finish();
        }
      },
      async throw(e?: unknown) {
        if (!self.#ended) self.#gone = true;
        try {
          if (it.throw === undefined) throw e;
          return (await it.throw(e)) as IteratorResult<L, void>;
        } finally {
          self.#finish();
        }
      },
    };
  }

  /** The answer of a call: a whole answer finishes it; a stream finishes when it ends. */
  answered(answer: A): A {
    this.#status = this.inner.status(answer);
    if (!this.#streamed) {
      this.#bytes = this.inner.bytes(answer);
      this.#finish();
    }
    return answer;
  }

  /** A failure of the pipeline itself (it answers every failure, so this is a bug): the internal error, and the call finished. */
  threw(e: unknown): void {
    this.#failed(e);
    this.#finish();
  }

  #streamAttributes(): Attributes {
    return withTenant(
      this.t,
      { [key.operation]: this.op.identity, [key.binding]: this.inner.binding, [key.protocolVersion]: this.v.protocolVersion },
      this.#tenant,
    );
  }

  #finish(): void {
    if (this.#ended) return;
    this.#ended = true;
    const ms = performance.now() - this.#start;
    const error = this.#error;
    let status = this.#status;
    // A gRPC stream's status is its last word: the error item's code, or CANCELLED when the caller went away.
    if (this.#streamed && typeof status === "string") {
      if (error !== undefined) status = error.spec.grpcStatus;
      else if (this.#gone) status = cancelled;
    }
    const errorType = error === undefined ? undefined : this.#internal ? internalType : error.name;
    const wire = this.wire;
    if (this.recording) this.#endSpan(status, errorType);
    else this.span.end();
    if (this.metered) this.#measure(ms / 1000, status, errorType);
    const log = this.server.accessLog;
    if (log !== undefined) {
      const sc = this.span.spanContext();
      const entry: { -readonly [K in keyof AccessEntry]: AccessEntry[K] } = {
        operation: this.op.identity,
        binding: this.inner.binding,
        protocolVersion: this.v.protocolVersion,
        status: status ?? (wire.system === "grpc" ? "UNKNOWN" : 500),
        durationMs: ms,
        requestId: this.requestId,
      };
      if (this.#bytes !== undefined) entry.bytes = this.#bytes;
      if (this.#subject !== undefined) entry.subject = this.#subject;
      if (this.#tenant !== undefined && this.#tenant !== "") entry.tenant = this.#tenant;
      if (isSpanContextValid(sc)) entry.traceId = sc.traceId;
      try {
        log(entry);
      } catch {}
    }
  }

  #endSpan(status: number | string | undefined, errorType: string | undefined): void {
    const span = this.span;
    const error = this.#error;
    const wire = this.wire;
    const a: Attributes = {};
    if (wire.system === "grpc") {
      if (status !== undefined) a[key.rpcResponseStatusCode] = status;
    } else {
      if (typeof status === "number") a[key.httpResponseStatusCode] = status;
      if (wire.system === "jsonrpc" && error !== undefined) a[key.rpcResponseStatusCode] = String(error.code);
    }
    if (errorType !== undefined) a[key.errorType] = errorType;
    if (error !== undefined) a[key.errorCode] = error.code;
    if (this.#tenant !== undefined && this.#tenant !== "") a[key.tenant] = this.#tenant;
    if (this.#taskId !== undefined) a[key.taskId] = this.#taskId;
    if (this.#contextId !== undefined) a[key.contextId] = this.#contextId;
    if (this.#taskState !== undefined) a[key.taskState] = this.#taskState;
    if (this.#streamed) a[key.streamEvents] = this.#events;
    span.setAttributes(a);
    // Server spans (semconv): HTTP 5xx, the gRPC codes of a server's failure, any JSON-RPC error object; and the internal error on every binding.
    const failed =
      this.#internal ||
      (typeof status === "number" && status >= 500) ||
      (typeof status === "string" && grpcServerErrors.has(status)) ||
      (wire.system === "jsonrpc" && error !== undefined);
    if (failed) {
      if (this.#internal) {
        // The thrown error's name and message only (no stack, nothing of the request).
        const e = this.#thrown;
        span.recordException(e instanceof Error ? { name: e.name, message: e.message } : { name: "Error", message: String(e).slice(0, 500) });
      }
      span.setStatus({ code: SpanStatusCode.ERROR, message: errorType });
    }
    span.end();
  }

  #measure(seconds: number, status: number | string | undefined, errorType: string | undefined): void {
    const i = this.t.instruments;
    const wire = this.wire;
    const code = wire.system === "jsonrpc" && this.#error !== undefined ? String(this.#error.code) : undefined;
    const tenant = this.t.tenantMetrics ? this.#tenant : undefined;
    // The calls that share these values share their attribute sets: made once, not per call.
    const id = `${wire.spanName}\u0000${this.op.identity}\u0000${this.inner.binding}\u0000${this.v.protocolVersion}\u0000${status}\u0000${code}\u0000${errorType}\u0000${tenant}`;
    const base = () => ({ [key.operation]: this.op.identity, [key.binding]: this.inner.binding, [key.protocolVersion]: this.v.protocolVersion });
    i.serverCalls.add(
      1,
      setOf(this.t, `c\u0000${id}`, () => withTenant(this.t, { ...base(), [key.outcome]: errorType ?? "ok" }, tenant)),
    );
    const d = setOf(this.t, `d\u0000${id}`, () => {
      const a: Attributes = base();
      if (wire.system === "http") {
        a[key.httpRequestMethod] = wire.httpMethod;
        a[key.httpRoute] = wire.httpRoute;
        if (typeof status === "number") a[key.httpResponseStatusCode] = status;
      } else {
        a[key.rpcSystemName] = wire.system;
        a[key.rpcMethod] = wire.rpcMethod;
        if (wire.system === "grpc" && status !== undefined) a[key.rpcResponseStatusCode] = status;
        if (code !== undefined) a[key.rpcResponseStatusCode] = code;
      }
      if (errorType !== undefined) a[key.errorType] = errorType;
      return withTenant(this.t, a, tenant);
    });
    (wire.system === "http" ? i.serverHttpDuration : i.serverRpcDuration).record(seconds, d);
    if (this.#streamed) i.serverStreams.add(-1, this.#streamAttributes());
  }
}

/**
 * Starts observing one call of `op` named `wire` from `source`, or undefined when nothing observes it
 * (no span recording, no trace to carry, no metrics, no access log): then the call costs a no-op span.
 */
export function observe<A, L>(
  server: CallServer,
  v: VersionView<unknown>,
  form: BindingForm<A, L>,
  op: VersionOperation,
  wire: WireName,
  headers: Readonly<Record<string, string>>,
  requestId: string | undefined,
): CallObservation<A, L> | undefined {
  const t = server.telemetry;
  const parent = propagation.extract(context.active(), headers);
  const span = t.tracer.startSpan(wire.spanName, wire.options, parent);
  const recording = span.isRecording();
  const carried = recording || isSpanContextValid(span.spanContext()) ? trace.setSpan(parent, span) : undefined;
  const metered = t.metered;
  if (carried === undefined && !metered && server.accessLog === undefined) return undefined;
  if (recording) {
    span.setAttributes({
      [key.operation]: op.identity,
      [key.protocolVersion]: v.protocolVersion,
      [key.binding]: form.binding,
      ...(requestId === undefined ? {} : { [key.requestId]: requestId }),
    });
  }
  return new CallObservation(server, t, v, form, op, wire, span, recording, carried, metered, requestId ?? freshRequestId());
}
