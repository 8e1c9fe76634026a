// The client's OpenTelemetry, on @opentelemetry/api only, built as an interceptor (./call/interceptors.ts):
// a CLIENT span per call named and attributed per the RPC (JSON-RPC, gRPC) or HTTP (HTTP+JSON) semantic
// conventions of kit's `semconvVersion`, plus A2A's attributes; its W3C Trace Context injected into the
// call's headers (gRPC: metadata) by the propagator the application registered; the call's duration in
// rpc.client.call.duration or http.client.request.duration. Without an SDK registered the span does not
// record and the histogram is the API's no-op: nothing is built per call but the span itself.

import {
  type Attributes,
  type Histogram,
  type MeterProvider,
  type Span,
  SpanKind,
  SpanStatusCode,
  type TracerProvider,
  context,
  createNoopMeter,
  metrics,
  propagation,
  trace,
} from "@opentelemetry/api";
import { A2AError, attributes as keys, type Binding, clientMetricSpecs, durationBuckets, kitVersion, schemaUrl, streamEventName } from "@a2a-bindgen/kit";
import type { CallInfo, CallOutcome, Interceptor } from "./call/interceptors.js";
import { TransportError } from "./errors.js";

/** The client's telemetry option (connect(), clientForCard(), a transport's target). */
export interface ClientTelemetryOptions {
  /** Where spans go (default: the global one the application registered with @opentelemetry/api; none: no-op). */
  readonly tracerProvider?: TracerProvider | undefined;
  /** Where the call durations go (default: the global one; none: no-op). */
  readonly meterProvider?: MeterProvider | undefined;
}

/** The instrumentation scope: the package. */
export const scopeName = "@a2a-bindgen/client";

/** The telemetry option, checked (a TypeError naming it). */
export function readTelemetry(value: unknown, where: string): ClientTelemetryOptions | undefined {
  const t = value as Record<string, { getTracer?: unknown; getMeter?: unknown } | undefined> | undefined;
  if (t !== undefined && (t === null || typeof t !== "object" || !isProvider(t.tracerProvider, "getTracer") || !isProvider(t.meterProvider, "getMeter")))
    throw new TypeError(`${where}: give { tracerProvider?, meterProvider? }, providers of @opentelemetry/api`);
  return t as ClientTelemetryOptions | undefined;
}

const isProvider = (p: { getTracer?: unknown; getMeter?: unknown } | undefined, method: "getTracer" | "getMeter"): boolean =>
  p === undefined || (p !== null && typeof p[method] === "function");

/** The most stream events recorded on one span (later ones are counted, not recorded). */
export const maxSpanEvents = 128;

/** The rpc.system.name of a binding, or null for HTTP+JSON (HTTP's conventions). */
function rpcSystem(binding: Binding): string | null {
  return binding === "grpc" ? "grpc" : binding === "jsonrpc" ? "jsonrpc" : null;
}

/** server.address and server.port of an interface url (a gRPC card's host:port too); none when it is not one. */
function serverOf(url: string): Attributes {
  try {
    const u = new URL(url.includes("://") ? url : `http://${url}`);
    return { [keys.serverAddress]: u.hostname.replace(/^\[|\]$/g, ""), [keys.serverPort]: Number(u.port || (u.protocol === "https:" ? 443 : 80)) };
  } catch {
    return {};
  }
}

/** The task and context ids an answer or a stream event names, and the state (answers are validated: strings). */
function idsOf(value: unknown): { taskId?: string | undefined; contextId?: string | undefined; state?: string | undefined } {
  type Part = { id?: string | undefined; taskId?: string | undefined; contextId?: string | undefined; status?: { state?: string | undefined } | undefined };
  const v = (value ?? {}) as Part & { task?: Part | undefined; message?: Part | undefined; statusUpdate?: Part | undefined; artifactUpdate?: Part | undefined };
  const inner = v.task ?? v.message ?? v.statusUpdate ?? v.artifactUpdate ?? v;
  const isTask = v.task !== undefined || (inner === v && v.status !== undefined);
  return { taskId: (isTask ? inner.id : inner.taskId) || undefined, contextId: inner.contextId || undefined, state: inner.status?.state };
}

/** What the tracing interceptor is told of its transport. */
export interface TracedTransport {
  readonly binding: Binding;
  readonly url: string;
  /** Whether an error is the version's internal error (its table's code). */
  readonly isInternal: (e: A2AError) => boolean;
  /** A gRPC status code's name ("NOT_FOUND"); gRPC only. */
  readonly statusName?: ((code: number) => string) | undefined;
}

interface Open {
  readonly span: Span;
  taskId?: string | undefined;
  contextId?: string | undefined;
}

/** The client's tracing and call-duration interceptor of one transport (made when the transport is). */
export function telemetryInterceptor(options: ClientTelemetryOptions | undefined, t: TracedTransport): Interceptor {
  const tracer = (options?.tracerProvider ?? trace.getTracerProvider()).getTracer(scopeName, kitVersion, { schemaUrl });
  const meter = (options?.meterProvider ?? metrics.getMeterProvider()).getMeter(scopeName, kitVersion, { schemaUrl });
  const system = rpcSystem(t.binding);
  const spec = system === null ? clientMetricSpecs.clientHttpDuration : clientMetricSpecs.clientRpcDuration;
  const histogram: Histogram = meter.createHistogram(spec.name, {
    description: spec.description,
    unit: spec.unit,
    advice: { explicitBucketBoundaries: [...durationBuckets] },
  });
  // The API's no-op: no attributes are built for it.
  const measuring = histogram.constructor !== createNoopMeter().createHistogram(spec.name).constructor;
  const server = serverOf(t.url);
  const open = new WeakMap<CallInfo, Open>();
  /** The attributes of a call that its span and its duration share. */
  const callAttributes = (call: CallInfo): Attributes => ({
    ...(system === null ? { [keys.httpRequestMethod]: call.method } : { [keys.rpcSystemName]: system, [keys.rpcMethod]: call.method }),
    [keys.operation]: call.operation,
    [keys.binding]: t.binding,
    [keys.protocolVersion]: call.protocolVersion,
  });
  // The attributes a span starts with, the same for every call of an operation: made once.
  const started = new Map<string, Attributes>();
  const startAttributes = (call: CallInfo): Attributes => {
    let a = started.get(call.operation);
    if (a === undefined) started.set(call.operation, (a = Object.freeze({ ...callAttributes(call), ...server })));
    return a;
  };

  /** The status code attribute's value: gRPC's name, a JSON-RPC error's code, the HTTP status; undefined when none. */
  const statusCode = (call: CallInfo, error: Error | undefined): string | number | undefined => {
    if (t.binding === "grpc") return call.status === undefined ? undefined : (t.statusName?.(call.status) ?? String(call.status));
    if (t.binding === "jsonrpc") return error instanceof A2AError ? String(error.code) : undefined;
    return call.status;
  };
  /** error.type as the server writes it: the A2A error's name (`internal` for the internal error), else the TransportError's failure, else the error's name. */
  const errorType = (error: Error): string =>
    error instanceof A2AError ? (t.isInternal(error) ? "internal" : error.name) : error instanceof TransportError ? error.failure : error.name || "_OTHER";

  return {
    before(call) {
      const parent = context.active();
      const span = tracer.startSpan(call.method, { kind: SpanKind.CLIENT, attributes: startAttributes(call) }, parent);
      open.set(call, { span });
      propagation.inject(trace.setSpan(parent, span), call.headers);
    },
    event(call, event) {
      const o = open.get(call);
      if (o === undefined || !o.span.isRecording()) return;
      const ids = idsOf(event);
      if (o.taskId === undefined && ids.taskId !== undefined) o.taskId = ids.taskId;
      if (o.contextId === undefined && ids.contextId !== undefined) o.contextId = ids.contextId;
      if (call.events > maxSpanEvents) return;
      const kind = event !== null && typeof event === "object" ? (Object.keys(event)[0] ?? "unknown") : "unknown";
      const a: Attributes = { [keys.streamEventKind]: kind };
      if (ids.state !== undefined) a[keys.taskState] = ids.state;
      o.span.addEvent(streamEventName, a);
    },
    after(call, outcome: CallOutcome) {
      const o = open.get(call);
      open.delete(call);
      const error = outcome.ok ? undefined : outcome.error;
      const recording = o?.span.isRecording() === true;
      if (!recording && !measuring) {
        o?.span.end();
        return;
      }
      const code = statusCode(call, error);
      const type = error === undefined ? undefined : errorType(error);
      if (o !== undefined && recording) {
        const span = o.span;
        const a: Attributes = {};
        if (code !== undefined) a[system === null ? keys.httpResponseStatusCode : keys.rpcResponseStatusCode] = code;
        if (type !== undefined) a[keys.errorType] = type;
        if (call.requestId !== undefined) a[keys.requestId] = call.requestId;
        if (outcome.ok && outcome.result !== undefined) {
          const ids = idsOf(outcome.result);
          o.taskId ??= ids.taskId;
          o.contextId ??= ids.contextId;
        }
        if (o.taskId !== undefined) a[keys.taskId] = o.taskId;
        if (o.contextId !== undefined) a[keys.contextId] = o.contextId;
        if (call.streaming) a[keys.streamEvents] = call.events;
        if (error instanceof A2AError) a[keys.errorCode] = error.code;
        span.setAttributes(a);
        if (error !== undefined) {
          const failed = !(error instanceof A2AError) || t.isInternal(error);
          if (failed) span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
        }
        span.end();
      } else o?.span.end();
      if (measuring) {
        const m = callAttributes(call);
        if (code !== undefined) m[system === null ? keys.httpResponseStatusCode : keys.rpcResponseStatusCode] = code;
        if (type !== undefined) m[keys.errorType] = type;
        histogram.record((performance.now() - call.startTime) / 1000, m);
      }
    },
  };
}
