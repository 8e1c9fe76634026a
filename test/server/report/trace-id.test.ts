// A report carries the trace id of the call it comes from (issue 37): the call runs in its server span's
// context, and the report reads the active span. With the OpenTelemetry SDK (a tracer provider given to the
// server, the async-hooks context manager and the W3C Trace Context propagator registered), a call that
// arrives with a traceparent (W3C Trace Context §3.2) is reported with that traceparent's trace-id.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { context, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { type ErrorContext, createA2AServer } from "@a2a-bindgen/server";
import { idAgent, idCard, messages } from "../request-id/agent.ts";

const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
const PARENT = "00f067aa0ba902b7";

describe("the report's trace id", () => {
  const manager = new AsyncLocalStorageContextManager();
  before(() => {
    context.setGlobalContextManager(manager.enable());
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  });
  after(() => {
    context.disable();
    propagation.disable();
    trace.disable();
  });

  test("a call with a traceparent: the report's traceId is its trace-id; without one, a fresh trace's", async () => {
    const exporter = new InMemorySpanExporter();
    const tracerProvider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
    const got: ErrorContext[] = [];
    const core = createA2AServer({
      agent: idAgent([]),
      card: idCard(),
      publicUrl: "http://127.0.0.1:9",
      telemetry: { tracerProvider },
      onError: (_e, c) => got.push(c),
    });
    const body = new TextEncoder().encode(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "SendMessage", params: messages.v1("m-1", "throw") }));
    const headers = { "a2a-version": "1.0", "content-type": "application/json" };
    await core.handle({ method: "POST", path: "/", headers: { ...headers, traceparent: `00-${TRACE}-${PARENT}-01` }, body });
    await core.handle({ method: "POST", path: "/", headers, body });
    assert.equal(got.length, 2);
    assert.equal(got[0].traceId, TRACE);
    assert.match(got[1].traceId ?? "", /^[0-9a-f]{32}$/);
    assert.notEqual(got[1].traceId, "0".repeat(32));
    assert.notEqual(got[1].traceId, TRACE);
    // The trace ids are the server spans' (the report was made inside the call's span).
    const spans = exporter.getFinishedSpans();
    assert.deepEqual(new Set(spans.map((s) => s.spanContext().traceId)), new Set([TRACE, got[1].traceId]));
    await tracerProvider.shutdown();
  });
});
