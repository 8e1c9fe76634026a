// One server of the telemetry bench (bench/telemetry.bench.ts), in a process of its own: what an
// application registers is process-wide (the context manager, the propagator, the providers), so the
// server without an SDK and the server with one cannot share a process. argv[2] is the workload: "message"
// (SendMessage answered with a Message by a small agent, as bench/server.bench.ts) or "task" (the echo
// agent on the task runtime: a blocking SendMessage answered with the completed task); argv[3] the mode:
// "none" (no OpenTelemetry SDK registered: @opentelemetry/api's no-ops) or "sdk" (registered globally as
// docs/observability.md shows: the async-hooks context manager, the W3C propagator, a tracer provider
// sampling every span (AlwaysOnSampler) into a BatchSpanProcessor and an InMemorySpanExporter, a
// MeterProvider with a periodic reader into an InMemoryMetricExporter). IPC: "url" answers the server's
// URL; "stats" the process's CPU time so far (µs) and the spans exported so far (a flush first; the
// exporter is counted and emptied every 200 ms, so the heap does not hold a round's spans); "close" stops
// everything.

import http from "node:http";
import type { AddressInfo } from "node:net";
import { type Agent, createA2AServer, createEchoAgent } from "@a2a-bindgen/server";
import { nodeListener } from "@a2a-bindgen/server/node";
import { context, metrics, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { AggregationTemporality, InMemoryMetricExporter, MeterProvider, PeriodicExportingMetricReader } from "@opentelemetry/sdk-metrics";
import { AlwaysOnSampler, BasicTracerProvider, BatchSpanProcessor, InMemorySpanExporter } from "@opentelemetry/sdk-trace-base";
import { echoCard } from "./corpus.ts";

export type TelemetryWorkload = "message" | "task";
export type TelemetryMode = "none" | "sdk";
export type TelemetryServerAnswer = { readonly url: string } | { readonly cpuMicros: number; readonly spans: number };

const workload = process.argv[2] as TelemetryWorkload;
const mode = process.argv[3] as TelemetryMode;
if (!["message", "task"].includes(workload) || !["none", "sdk"].includes(mode))
  throw new Error(`telemetry-server: give "message"|"task" and "none"|"sdk", not ${process.argv.slice(2).join(" ")}`);

let exported = 0;
let sdk: { flush(): Promise<void>; shutdown(): Promise<void> } | undefined;
if (mode === "sdk") {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const spans = new InMemorySpanExporter();
  const tracerProvider = new BasicTracerProvider({ sampler: new AlwaysOnSampler(), spanProcessors: [new BatchSpanProcessor(spans)] });
  // BENCH_SDK names what is registered besides the context manager and the propagator (default both):
  // "trace", "metrics" or "trace,metrics", to tell the two costs apart.
  const parts = (process.env.BENCH_SDK ?? "trace,metrics").split(",");
  if (parts.includes("trace")) trace.setGlobalTracerProvider(tracerProvider);
  const metricExporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
  const meterProvider = new MeterProvider({ readers: [new PeriodicExportingMetricReader({ exporter: metricExporter, exportIntervalMillis: 1_000 })] });
  if (parts.includes("metrics")) metrics.setGlobalMeterProvider(meterProvider);
  // The in-memory exporter keeps what it is given: count and drop it every 200 ms, as an exporter that sends
  // its batches away holds none (the spans of a whole round held in the heap would make every GC pay).
  const drain = () => {
    exported += spans.getFinishedSpans().length;
    spans.reset();
    metricExporter.reset();
  };
  const drainer = setInterval(drain, 200);
  drainer.unref();
  sdk = {
    async flush() {
      await tracerProvider.forceFlush();
      drain();
    },
    shutdown: async () => {
      clearInterval(drainer);
      await tracerProvider.shutdown();
      await meterProvider.shutdown();
    },
  };
}

// The message workload's agent answers "echo: <text>" in a Message (bench/server.bench.ts's behaviour).
let contexts = 0;
const replier: Agent = {
  SendMessage({ message }) {
    const text = message?.parts?.[0]?.text ?? "";
    const contextId = message?.contextId ?? `ctx-${++contexts}`;
    return { message: { messageId: `reply-${message?.messageId}`, contextId, role: "ROLE_AGENT", parts: [{ text: `echo: ${text}` }] } };
  },
};
const echo = workload === "task" ? createEchoAgent() : undefined;
const server = http.createServer({ keepAliveTimeout: 30_000 }, nodeListener(createA2AServer({ agent: echo ?? replier, card: echoCard })));
await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

process.on("message", async (m: "url" | "stats" | "close") => {
  if (m === "url") process.send?.({ url } satisfies TelemetryServerAnswer);
  else if (m === "stats") {
    await sdk?.flush();
    const cpu = process.cpuUsage();
    process.send?.({ cpuMicros: cpu.user + cpu.system, spans: exported } satisfies TelemetryServerAnswer);
  } else if (m === "close") {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await echo?.close();
    await sdk?.shutdown();
    process.disconnect();
  }
});
process.on("disconnect", () => process.exit(0));
