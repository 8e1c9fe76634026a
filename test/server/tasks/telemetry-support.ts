// What the task runtime's telemetry tests share: the async-hooks context manager and the W3C Trace Context
// propagator registered globally (as an application registers them: context.with follows async work only
// with a context manager), and a tracer provider and a meter provider of the OpenTelemetry SDK passed to the
// runtime through its `telemetry` option, their spans in an in-memory exporter and their metrics read on
// demand (test/support/telemetry.ts). Nothing here is a mock: the SDK an application installs.

import type { DataPoint, MetricData } from "@opentelemetry/sdk-metrics";
import { BasicTracerProvider, InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { metricReader, pointsOf, registerContext } from "../../support/telemetry.js";

export { until } from "../../support/telemetry.js";

/** A tracer provider whose spans are exported at their end to `exporter`, and a meter provider read by `collect()`. */
export function sdk() {
  registerContext();
  const exporter = new InMemorySpanExporter();
  const tracerProvider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const metrics = metricReader();
  return {
    exporter,
    tracerProvider,
    meterProvider: metrics.meterProvider,
    spans: (): ReadableSpan[] => exporter.getFinishedSpans(),
    collect: metrics.collect,
    async shutdown() {
      await tracerProvider.shutdown();
      await metrics.shutdown();
    },
  };
}

/** The data point of the metric `name` whose attributes are exactly `where`, or undefined. */
function pointAt(metrics: readonly MetricData[], name: string, where: Record<string, string>): DataPoint<unknown> | undefined {
  const key = JSON.stringify(Object.entries(where).sort());
  return pointsOf(metrics, name).find((d) => JSON.stringify(Object.entries(d.attributes).sort()) === key);
}

/** A sum's value at the point whose attributes are exactly `where` (0 when none). */
export function sumAt(metrics: readonly MetricData[], name: string, where: Record<string, string>): number {
  const p = pointAt(metrics, name, where);
  if (p === undefined) return 0;
  if (typeof p.value !== "number") throw new Error(`${name}: not a sum: ${JSON.stringify(p.value)}`);
  return p.value;
}

/** A histogram's recordings at the point whose attributes are exactly `where` (0 when none): count and sum. */
export function histogramAt(metrics: readonly MetricData[], name: string, where: Record<string, string>): { count: number; sum: number } {
  const p = pointAt(metrics, name, where);
  if (p === undefined) return { count: 0, sum: 0 };
  const v = p.value as { count: number; sum: number };
  return { count: v.count, sum: v.sum };
}

/** One line per span (name, ids, parent): what a failed assertion prints. */
export function listed(spans: readonly ReadableSpan[]): string {
  return spans.map((s) => `${s.name} ${s.spanContext().traceId.slice(0, 8)}/${s.spanContext().spanId} parent=${s.parentSpanContext?.spanId ?? "-"}`).join("\n");
}
