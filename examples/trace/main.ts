// One trace across two agents: a client asks a trip planner, whose executor asks a weather agent with the
// reference client. The OpenTelemetry SDK records every span in memory; the example checks that they form one
// trace, each hop the parent of the next, and prints the tree. In production swap the in-memory exporter for
// a BatchSpanProcessor and an OTLP exporter (docs/observability.md).

import assert from "node:assert/strict";
import { type A2AClient, connect } from "@a2a-bindgen/client";
import { type AgentCardInit, createTaskAgent, type Executor } from "@a2a-bindgen/server";
import { startNodeServer } from "@a2a-bindgen/server/node";
import { context, propagation, SpanKind } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BasicTracerProvider, InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";

// #region quickstart
// 1. The SDK, before any agent or client. The context manager carries the active span through async work (a
//    client called inside an executor); the W3C propagator sends it to the next agent as `traceparent`.
context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
propagation.setGlobalPropagator(new W3CTraceContextPropagator());
const exporter = new InMemorySpanExporter();
const tracerFor = (service: string) =>
  new BasicTracerProvider({ resource: resourceFromAttributes({ "service.name": service }), spanProcessors: [new SimpleSpanProcessor(exporter)] });

// 2. Each agent passes its own provider as `telemetry` to its runtime and its server (and its clients):
//    its spans carry its service.name. (`trace.setGlobalTracerProvider(provider)` instead: no option needed.)
async function serve(service: string, card: AgentCardInit, execute: Executor) {
  const telemetry = { tracerProvider: tracerFor(service) };
  const agent = createTaskAgent({ execute, telemetry });
  const server = await startNodeServer({ host: "127.0.0.1", port: 0, server: { agent, card, telemetry, onClose: () => agent.close() } });
  return { url: server.url, telemetry, close: () => server.close() };
}
// #endregion quickstart

const cardOf = (name: string, skill: string): AgentCardInit => ({
  name,
  description: `${name}: ${skill}`,
  version: "0.1.0",
  capabilities: {},
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: skill, name: skill, description: skill, tags: [name] }],
});
const textOf = (parts: readonly { text?: string | undefined }[] | undefined) => (parts ?? []).map((p) => p.text ?? "").join("");
const ask = (text: string) => ({ message: { messageId: crypto.randomUUID(), role: "ROLE_USER" as const, parts: [{ text }] } });

const weather = await serve("weather", cardOf("weather", "forecast"), async (ctx, events) => {
  await events.artifact({ artifactId: "forecast", parts: [{ text: `sunny in ${textOf(ctx.message.parts)}` }] }, { lastChunk: true });
  await events.status("TASK_STATE_COMPLETED");
});

let toWeather: A2AClient | undefined;
const planner = await serve("planner", cardOf("planner", "plan"), async (ctx, events) => {
  await events.status("TASK_STATE_WORKING");
  // Called inside the run: this call's span is a child of the run's `a2a.execute` span, in the caller's trace.
  const answer = await toWeather?.unary("SendMessage", ask(textOf(ctx.message.parts)));
  const forecast = textOf(answer?.task?.artifacts?.[0]?.parts);
  await events.artifact({ artifactId: "plan", parts: [{ text: `pack for: ${forecast}` }] }, { lastChunk: true });
  await events.status("TASK_STATE_COMPLETED");
});
toWeather = await connect(weather.url, { telemetry: planner.telemetry });

try {
  const user = { tracerProvider: tracerFor("cli") };
  const toPlanner = await connect(planner.url, { telemetry: user });
  const answer = await toPlanner.unary("SendMessage", ask("Lisbon"));
  assert.equal(textOf(answer.task?.artifacts?.[0]?.parts), "pack for: sunny in Lisbon");
  console.log(`the planner answered "${textOf(answer.task?.artifacts?.[0]?.parts)}"`);

  // A run's span ends when its task does, a moment after the answer: wait for the weather agent's (bounded).
  const service = (s: ReadableSpan) => String(s.resource.attributes["service.name"]);
  const runOf = (name: string) => exporter.getFinishedSpans().find((s) => s.name === "a2a.execute" && service(s) === name);
  for (let waited = 0; (runOf("planner") === undefined || runOf("weather") === undefined) && waited < 5_000; waited += 20) {
    await new Promise((r) => setTimeout(r, 20));
  }
  const spans = exporter.getFinishedSpans();

  // The chain, each found as the child of the one before: client → planner server → run → client → weather server → run.
  const childOf = (parent: ReadableSpan | undefined, what: string, match: (s: ReadableSpan) => boolean) => {
    const found = spans.find((s) => match(s) && s.parentSpanContext?.spanId === parent?.spanContext().spanId);
    assert.ok(found, `no ${what} under ${parent?.name ?? "the root"}`);
    return found;
  };
  const root = childOf(undefined, "client span", (s) => s.kind === SpanKind.CLIENT && service(s) === "cli");
  const plannerServer = childOf(root, "planner server span", (s) => s.kind === SpanKind.SERVER && service(s) === "planner");
  const plannerRun = childOf(plannerServer, "planner a2a.execute", (s) => s.name === "a2a.execute");
  const plannerClient = childOf(plannerRun, "planner client span", (s) => s.kind === SpanKind.CLIENT);
  const weatherServer = childOf(plannerClient, "weather server span", (s) => s.kind === SpanKind.SERVER && service(s) === "weather");
  childOf(weatherServer, "weather a2a.execute", (s) => s.name === "a2a.execute");
  const traceId = root.spanContext().traceId;
  assert.ok(
    spans.every((s) => s.spanContext().traceId === traceId),
    "every span is in the client's trace",
  );
  assert.equal(plannerServer.parentSpanContext?.isRemote, true, "the planner's parent came over HTTP (traceparent)");
  assert.equal(weatherServer.parentSpanContext?.isRemote, true, "the weather agent's parent came over HTTP (traceparent)");

  // The tree, as a trace viewer shows it.
  console.log(`trace ${traceId}, ${spans.length} spans:`);
  const print = (span: ReadableSpan, depth: number) => {
    console.log(`${"  ".repeat(depth)}${span.name} (${SpanKind[span.kind]}, ${service(span)})`);
    const children = spans.filter((s) => s.parentSpanContext?.spanId === span.spanContext().spanId);
    children.sort((x, y) => x.startTime[0] - y.startTime[0] || x.startTime[1] - y.startTime[1]);
    for (const child of children) print(child, depth + 1);
  };
  print(root, 1);
} finally {
  await planner.close();
  await weather.close();
}
