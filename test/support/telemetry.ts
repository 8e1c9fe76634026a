// What the telemetry tests share (test/e2e/telemetry/, and any test of spans or metrics): the OpenTelemetry
// SDK registered as an application registers it (the async-hooks context manager, the W3C Trace Context
// propagator, a tracer provider whose spans go to an in-memory exporter), a metric reader collected on
// demand, and small readers of what they recorded. The SDK is the one an application installs
// (sdk-trace-base, sdk-metrics 2.x): nothing here is a mock.

import { context, propagation, type SpanContext, SpanKind, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { type DataPoint, MeterProvider, MetricReader, type MetricData } from "@opentelemetry/sdk-metrics";
import { BasicTracerProvider, InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";

let contextRegistered = false;

/**
 * Registers the async-hooks context manager and the W3C propagator globally, once per process (each test
 * file runs in its own; a second call does nothing): context.with follows async work only with a context manager.
 */
export function registerContext(): void {
  if (contextRegistered) return;
  contextRegistered = true;
  const manager = new AsyncLocalStorageContextManager();
  manager.enable();
  if (!context.setGlobalContextManager(manager)) throw new Error("a context manager was already registered in this process");
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
}

/**
 * Registers the context manager, the W3C propagator (registerContext) and a tracer provider (every span
 * exported at its end to the returned in-memory exporter) globally, once per process: the packages then trace
 * through the global API, as in an application that registered the SDK before creating its servers and clients.
 */
export function registerTracing(): { exporter: InMemorySpanExporter; provider: BasicTracerProvider } {
  registerContext();
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  if (!trace.setGlobalTracerProvider(provider)) throw new Error("a tracer provider was already registered in this process");
  return { exporter, provider };
}

/** A metric reader collected when the test asks (no timer): every instrument's cumulative data so far. */
class OnDemandReader extends MetricReader {
  protected override async onForceFlush(): Promise<void> {}
  protected override async onShutdown(): Promise<void> {}
}

/** A MeterProvider (to pass in a `telemetry` option) and `collect()`, which reads every metric it holds now. */
export function metricReader(): { meterProvider: MeterProvider; collect(): Promise<MetricData[]>; shutdown(): Promise<void> } {
  const reader = new OnDemandReader();
  const meterProvider = new MeterProvider({ readers: [reader] });
  return {
    meterProvider,
    async collect() {
      const { resourceMetrics, errors } = await reader.collect();
      if (errors.length > 0) throw new AggregateError(errors, "collecting metrics failed");
      return resourceMetrics.scopeMetrics.flatMap((s) => s.metrics);
    },
    shutdown: () => meterProvider.shutdown(),
  };
}

/** The data points of the metric `name` (none when it recorded nothing). */
export function pointsOf(metrics: readonly MetricData[], name: string): DataPoint<unknown>[] {
  return metrics.filter((m) => m.descriptor.name === name).flatMap((m) => m.dataPoints as DataPoint<unknown>[]);
}

/** The data point of `name` whose attributes include every entry of `where`, or undefined. */
export function pointWhere(metrics: readonly MetricData[], name: string, where: Record<string, string | number>): DataPoint<unknown> | undefined {
  const found = pointsOf(metrics, name).filter((p) => Object.entries(where).every(([k, v]) => p.attributes[k] === v));
  if (found.length > 1) throw new Error(`${name}: ${found.length} points match ${JSON.stringify(where)}, expected at most one`);
  return found[0];
}

/** A counter's (or up-down counter's) value at the point matching `where`; 0 when there is no such point. */
export function valueWhere(metrics: readonly MetricData[], name: string, where: Record<string, string | number>): number {
  const p = pointWhere(metrics, name, where);
  if (p === undefined) return 0;
  if (typeof p.value !== "number") throw new Error(`${name}: the point is not a sum: ${JSON.stringify(p.value)}`);
  return p.value;
}

/** A histogram's count of recordings at the point matching `where`; 0 when there is no such point. */
export function countWhere(metrics: readonly MetricData[], name: string, where: Record<string, string | number>): number {
  const p = pointWhere(metrics, name, where);
  if (p === undefined) return 0;
  const v = p.value as { count?: unknown };
  if (typeof v?.count !== "number") throw new Error(`${name}: the point is not a histogram: ${JSON.stringify(p.value)}`);
  return v.count;
}

/** Polls `read` every 10 ms until it gives a value other than undefined; rejects naming `what` after `ms`. */
export async function until<T>(what: string, read: () => T | undefined, ms = 5_000): Promise<T> {
  const end = performance.now() + ms;
  for (;;) {
    const v = read();
    if (v !== undefined) return v;
    if (performance.now() > end) throw new Error(`${what}: not there after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const kindName = (k: SpanKind) => SpanKind[k];

/** The span whose context is `parent`, among `spans`. */
export function spanOf(spans: readonly ReadableSpan[], parent: SpanContext | undefined): ReadableSpan | undefined {
  if (parent === undefined) return undefined;
  return spans.find((s) => s.spanContext().spanId === parent.spanId && s.spanContext().traceId === parent.traceId);
}

/** The spans whose parent is `span`. */
export function childrenOf(spans: readonly ReadableSpan[], span: ReadableSpan): ReadableSpan[] {
  const id = span.spanContext().spanId;
  return spans.filter((s) => s.parentSpanContext?.spanId === id);
}

/** One line per span, indented under its parent: what a failed assertion prints. */
export function tree(spans: readonly ReadableSpan[]): string {
  const ids = new Set(spans.map((s) => s.spanContext().spanId));
  const lines: string[] = [];
  const walk = (s: ReadableSpan, depth: number) => {
    lines.push(`${"  ".repeat(depth)}${s.name} [${kindName(s.kind)}] ${s.spanContext().traceId.slice(0, 8)}/${s.spanContext().spanId}`);
    for (const c of childrenOf(spans, s)) walk(c, depth + 1);
  };
  for (const root of spans.filter((s) => s.parentSpanContext === undefined || !ids.has(s.parentSpanContext.spanId))) walk(root, 0);
  return lines.join("\n");
}
