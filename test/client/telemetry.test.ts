// The client's OpenTelemetry on every binding at both versions, against our reference servers
// (test/client/heard-agent.ts), with the SDK's BasicTracerProvider, an in-memory span exporter and an
// in-memory metric reader passed through the transport's `telemetry` option, and W3C Trace Context and the
// async-hooks context manager registered globally, as an application would. Expectations from the semantic
// conventions 1.40 (RPC spans: name `{rpc.method}`, kind CLIENT, rpc.system.name "jsonrpc"/"grpc", gRPC's
// rpc.response.status_code by name, JSON-RPC's the error code as a string; HTTP client spans: name
// `{http.request.method}`, http.response.status_code; error.type; rpc.client.call.duration and
// http.client.request.duration in seconds) and W3C Trace Context (traceparent
// "00-<trace-id>-<parent-id>-<flags>"), with A2A's attributes from kit's table.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { context, propagation, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { type DataPoint, type Histogram, MeterProvider, MetricReader } from "@opentelemetry/sdk-metrics";
import { BasicTracerProvider, InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { clientForCard, jsonRpcTransport, type Transport } from "@a2a-bindgen/client";
import { type BindingName, type HeardAgent, matrix, startHeardAgent, wireMethods } from "./heard-agent.js";
import { startHttpPeer, updates } from "./paced-peer.js";

const user = (id: string, text: string) => ({ messageId: id, role: "ROLE_USER" as const, parts: [{ text }] });

class TestReader extends MetricReader {
  protected async onForceFlush(): Promise<void> {}
  protected async onShutdown(): Promise<void> {}
}

const exporter = new InMemorySpanExporter();
// The SDK's own limit (128 events a span by default) raised, so that the client's bound is the one tested.
const tracerProvider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)], spanLimits: { eventCountLimit: 10_000 } });
const appTracer = tracerProvider.getTracer("the-app");

/** The client spans exported since `from`. */
const clientSpans = (from: number): ReadableSpan[] =>
  exporter
    .getFinishedSpans()
    .slice(from)
    .filter((s) => s.instrumentationScope.name === "@a2a-bindgen/client");

/** The traceparent the server heard, parsed (W3C Trace Context §3.2: version-traceid-parentid-flags). */
function traceparentOf(headers: Readonly<Record<string, string>>): { traceId: string; parentId: string; flags: string } {
  const m = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/.exec(headers.traceparent ?? "");
  assert.ok(m, `no W3C traceparent at the server: ${JSON.stringify(headers.traceparent)}`);
  return { traceId: m[1], parentId: m[2], flags: m[3] };
}

const isRpc = (b: BindingName) => b !== "http+json";

before(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
});
after(() => {
  context.disable();
  propagation.disable();
});

describe("client telemetry", () => {
  let agent: HeardAgent;
  let serverPort: { web: number; grpc: number };
  before(async () => {
    agent = await startHeardAgent();
    const probe = agent.transport("jsonrpc", "1.0");
    const grpc = agent.transport("grpc", "1.0");
    serverPort = { web: Number(new URL(probe.url).port), grpc: Number(grpc.url.split(":").at(-1)) };
  });
  after(async () => {
    await agent?.close();
    await tracerProvider.shutdown();
  });

  for (const { binding, version } of matrix) {
    describe(`${binding} ${version}`, () => {
      let t: Transport;
      before(() => {
        t = agent.transport(binding, version, { telemetry: { tracerProvider } });
      });

      test("unary: a CLIENT span, child of the active span, its context in the server's traceparent, attributes per semconv", async () => {
        const from = exporter.getFinishedSpans().length;
        const heard = agent.heard.length;
        let parentSpanId = "";
        let parentTraceId = "";
        const r = await appTracer.startActiveSpan("the app's work", async (parent) => {
          parentSpanId = parent.spanContext().spanId;
          parentTraceId = parent.spanContext().traceId;
          try {
            return await t.unary("SendMessage", { message: user("m-1", "hello") });
          } finally {
            parent.end();
          }
        });
        const [span] = clientSpans(from);
        assert.ok(span, "no client span");
        assert.equal(span.kind, SpanKind.CLIENT);
        assert.equal(span.name, wireMethods[binding][version].SendMessage);
        assert.equal(span.spanContext().traceId, parentTraceId);
        assert.equal(span.parentSpanContext?.spanId, parentSpanId);
        // The server received the client span's context: same trace, the client span as parent, sampled.
        const tp = traceparentOf(agent.heard[heard]);
        assert.equal(tp.traceId, span.spanContext().traceId);
        assert.equal(tp.parentId, span.spanContext().spanId);
        assert.equal(tp.flags, "01");
        const a = span.attributes;
        if (isRpc(binding)) {
          assert.equal(a["rpc.system.name"], binding);
          assert.equal(a["rpc.method"], wireMethods[binding][version].SendMessage);
          // gRPC: the status code by name, OK included; JSON-RPC: only an error response's code.
          assert.equal(a["rpc.response.status_code"], binding === "grpc" ? "OK" : undefined);
          assert.equal(a["http.request.method"], undefined);
        } else {
          assert.equal(a["http.request.method"], "POST");
          assert.equal(a["http.response.status_code"], 200);
          assert.equal(a["rpc.system.name"], undefined);
        }
        assert.equal(a["server.address"], "127.0.0.1");
        assert.equal(a["server.port"], binding === "grpc" ? serverPort.grpc : serverPort.web);
        assert.equal(a["a2a.operation"], "SendMessage");
        assert.equal(a["a2a.binding"], binding);
        assert.equal(a["a2a.protocol.version"], version);
        assert.equal(a["a2a.task.id"], r.task?.id);
        assert.equal(a["a2a.context.id"], r.task?.contextId);
        assert.equal(typeof a["a2a.request.id"], "string");
        assert.equal(a["error.type"], undefined);
        assert.equal(span.status.code, SpanStatusCode.UNSET);
        assert.equal(span.instrumentationScope.schemaUrl, "https://opentelemetry.io/schemas/1.40.0");
      });

      test("streaming: the span ends when the stream does, each event a span event", async () => {
        const from = exporter.getFinishedSpans().length;
        const heard = agent.heard.length;
        const iterator = t.stream("SendStreamingMessage", { message: user("m-2", "stream") })[Symbol.asyncIterator]();
        const first = await iterator.next();
        assert.equal(first.done, false);
        assert.equal(clientSpans(from).length, 0, "the span ended before the stream did");
        while (!(await iterator.next()).done);
        const [span] = clientSpans(from);
        assert.ok(span, "no client span");
        assert.equal(span.name, wireMethods[binding][version].SendStreamingMessage);
        assert.equal(traceparentOf(agent.heard[heard]).parentId, span.spanContext().spanId);
        // The test agent's stream: the task, WORKING, the artifact, COMPLETED (StreamResponse's cases).
        assert.deepEqual(
          span.events.map((e) => [e.name, e.attributes?.["a2a.stream.event.kind"]]),
          [
            ["a2a.stream.event", "task"],
            ["a2a.stream.event", "statusUpdate"],
            ["a2a.stream.event", "artifactUpdate"],
            ["a2a.stream.event", "statusUpdate"],
          ],
        );
        assert.equal(span.events[3].attributes?.["a2a.task.state"], "TASK_STATE_COMPLETED");
        assert.equal(span.attributes["a2a.stream.events"], 4);
        assert.equal(typeof span.attributes["a2a.task.id"], "string");
      });

      test("an A2A error: error.type and the code, status left unset; the internal error: status ERROR", async () => {
        const from = exporter.getFinishedSpans().length;
        await assert.rejects(t.unary("GetTask", { id: "no-such-task" }));
        const [notFound] = clientSpans(from);
        // TaskNotFoundError: JSON-RPC -32001, gRPC NOT_FOUND, HTTP 404 (A2A §5.4's error mapping table).
        const status = binding === "jsonrpc" ? "-32001" : binding === "grpc" ? "NOT_FOUND" : 404;
        assert.equal(notFound.attributes[isRpc(binding) ? "rpc.response.status_code" : "http.response.status_code"], status);
        // error.type as the server writes it: the A2A error's name.
        assert.equal(notFound.attributes["error.type"], "TaskNotFoundError");
        assert.equal(notFound.attributes["a2a.error.code"], -32001);
        assert.equal(notFound.status.code, SpanStatusCode.UNSET);
        // The test agent throws a plain Error for "boom": the server answers its internal error.
        await assert.rejects(t.unary("SendMessage", { message: user("m-3", "boom") }));
        const [internal] = clientSpans(from + 1);
        assert.equal(internal.status.code, SpanStatusCode.ERROR);
        // v0.3 gRPC sends INTERNAL without status details: -32603 or -32006 (an `ambiguous` TransportError), no A2A code.
        const ambiguous = binding === "grpc" && version === "0.3";
        assert.equal(internal.attributes["a2a.error.code"], ambiguous ? undefined : -32603);
        assert.equal(internal.attributes["error.type"], ambiguous ? "ambiguous" : "internal");
      });
    });
  }

  test("a long stream: the first 128 events recorded on the span, all of them counted", async () => {
    const peer = await startHttpPeer();
    try {
      // The task, 130 WORKING updates, COMPLETED: 132 events.
      peer.plan = { unary: "answer", events: updates(130), everyMs: 0, close: true };
      const from = exporter.getFinishedSpans().length;
      const t = jsonRpcTransport({ url: `${peer.url}/rpc`, protocolVersion: "1.0", tenant: undefined, timeoutMs: 5_000, telemetry: { tracerProvider } });
      let n = 0;
      for await (const _ of t.stream("SubscribeToTask", { id: "t-1" })) n++;
      assert.equal(n, 132);
      const [span] = clientSpans(from);
      assert.equal(span.events.length, 128);
      assert.equal(span.attributes["a2a.stream.events"], 132);
    } finally {
      await peer.close();
    }
  });

  test("connect options: the telemetry option reaches the transport; one that is not providers is a TypeError naming it", async () => {
    const url = agent.transport("jsonrpc", "1.0").url;
    const card = { name: "heard", version: "1.0.0", supportedInterfaces: [{ url, protocolBinding: "JSONRPC", protocolVersion: "1.0" }], capabilities: {} };
    const from = exporter.getFinishedSpans().length;
    const client = await clientForCard(card, { telemetry: { tracerProvider }, allowPrivateNetworks: true });
    await client.unary("SendMessage", { message: user("m-7", "hello") });
    assert.equal(clientSpans(from).length, 1);
    for (const bad of [{ tracerProvider: {} }, { meterProvider: null }, "global"]) {
      await assert.rejects(clientForCard(card, { telemetry: bad as never }), (e: unknown) => e instanceof TypeError && /^telemetry/.test(e.message));
    }
  });

  test("a TransportError (nobody listening): status ERROR, error.type the failure", async () => {
    const from = exporter.getFinishedSpans().length;
    const t = jsonRpcTransport({ url: "http://127.0.0.1:9/rpc", protocolVersion: "1.0", tenant: undefined, timeoutMs: 5_000, telemetry: { tracerProvider } });
    await assert.rejects(t.unary("GetTask", { id: "t-1" }));
    const [span] = clientSpans(from);
    assert.equal(span.status.code, SpanStatusCode.ERROR);
    assert.equal(span.attributes["error.type"], "network");
  });

  test("no SDK given or registered: no span, no traceparent sent, the call works", async () => {
    const from = exporter.getFinishedSpans().length;
    const heard = agent.heard.length;
    const t = agent.transport("jsonrpc", "1.0");
    const r = await t.unary("SendMessage", { message: user("m-4", "hello") });
    assert.equal(r.task?.status?.state, "TASK_STATE_COMPLETED");
    assert.equal(exporter.getFinishedSpans().length, from);
    assert.equal(agent.heard[heard].traceparent, undefined);
    assert.equal(trace.getActiveSpan(), undefined);
  });

  test("metrics: the call durations by value after a known workload, in seconds, with their attributes", async () => {
    const reader = new TestReader();
    const meterProvider = new MeterProvider({ readers: [reader] });
    const started = performance.now();
    for (const { binding, version } of matrix) {
      const t = agent.transport(binding, version, { telemetry: { meterProvider } });
      await t.unary("SendMessage", { message: user("m-5", "hello") });
      await t.unary("SendMessage", { message: user("m-6", "hello") });
      await assert.rejects(t.unary("GetTask", { id: "no-such-task" }));
    }
    const elapsed = (performance.now() - started) / 1000;
    const { resourceMetrics } = await reader.collect();
    const scope = resourceMetrics.scopeMetrics.find((s) => s.scope.name === "@a2a-bindgen/client");
    assert.ok(scope, "no metrics of the client's scope");
    const byName = new Map(scope.metrics.map((m) => [m.descriptor.name, m]));
    const rpc = byName.get("rpc.client.call.duration");
    const http = byName.get("http.client.request.duration");
    assert.ok(rpc && http, `metrics: ${[...byName.keys()].join(", ")}`);
    assert.equal(rpc.descriptor.unit, "s");
    assert.equal(http.descriptor.unit, "s");
    const points = [...rpc.dataPoints, ...http.dataPoints] as DataPoint<Histogram>[];
    const key = (p: DataPoint<Histogram>) =>
      [p.attributes["a2a.binding"], p.attributes["a2a.protocol.version"], p.attributes["a2a.operation"], p.attributes["error.type"] ?? "ok"].join(" ");
    const counts = Object.fromEntries(points.map((p) => [key(p), p.value.count]));
    const expected: Record<string, number> = {};
    for (const { binding, version } of matrix) {
      expected[`${binding} ${version} SendMessage ok`] = 2;
      expected[`${binding} ${version} GetTask TaskNotFoundError`] = 1;
    }
    assert.deepEqual(counts, expected);
    let total = 0;
    for (const p of points) {
      total += p.value.sum;
      // No id of a task, context or request is a metric attribute (unbounded cardinality).
      for (const k of ["a2a.task.id", "a2a.context.id", "a2a.request.id"]) assert.equal(p.attributes[k], undefined);
      // a2a.proto's routes: SendMessage `post: "/message:send"`, GetTask `get: "/tasks/{id=*}"` (v0.3: "/v1/tasks/{id=*}").
      if (p.attributes["a2a.binding"] === "http+json")
        assert.equal(p.attributes["http.request.method"], p.attributes["a2a.operation"] === "GetTask" ? "GET" : "POST");
      else assert.equal(p.attributes["rpc.system.name"], p.attributes["a2a.binding"]);
    }
    // Seconds: the sum of the calls' durations is positive and at most the workload's wall time.
    assert.ok(total > 0 && total <= elapsed, `sum ${total} s, workload ${elapsed} s`);
    await meterProvider.shutdown();
  });
});
