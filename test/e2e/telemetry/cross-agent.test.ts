// One trace across agents (issue 37, "Traces"): client A → server B, whose task agent (createTaskAgent)
// calls server C with the client inside its executor → client B → server C, on each binding (JSON-RPC,
// HTTP+JSON, gRPC) at protocol 1.0 and 0.3. The application registered the OpenTelemetry SDK globally (the
// async-hooks context manager, the W3C Trace Context propagator, a tracer provider): nothing is passed to the
// packages. Expected, from the issue and OpenTelemetry's conventions (semconv 1.40: span kinds, RPC spans
// named {rpc.method}, HTTP server spans {METHOD} {http.route}, HTTP client spans {METHOD}; W3C Trace Context
// carries the trace between processes): every span of the exchange in one trace; client A's span the root,
// then B's SERVER span, B's executor span ("a2a.execute", INTERNAL), client B's CLIENT span, C's SERVER span
// and C's executor span, each the parent of the next; the A2A attributes (operation, binding, protocol
// version, task and context id, final state, request id) on each; the SendStreamingMessage hop's spans carry
// one event per stream event.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { attributes as A, type Binding } from "@a2a-bindgen/kit";
import { createEchoAgent, createTaskAgent } from "@a2a-bindgen/server";
import { SpanKind, SpanStatusCode } from "@opentelemetry/api";
import type { ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { type Served, serve, transportTo, userMessage, type Version, wireNames } from "./agents.ts";
import { kindName, registerTracing, spanOf, tree, until } from "../../support/telemetry.ts";

const { exporter } = registerTracing();
const EXECUTE = "a2a.execute";
const COMPLETED = "TASK_STATE_COMPLETED";

const cases: { binding: Binding; version: Version }[] = [
  { binding: "jsonrpc", version: "1.0" },
  { binding: "http+json", version: "1.0" },
  { binding: "grpc", version: "1.0" },
  { binding: "jsonrpc", version: "0.3" },
  { binding: "http+json", version: "0.3" },
  { binding: "grpc", version: "0.3" },
];

/** The span name OpenTelemetry's conventions give a call: SERVER and CLIENT, RPC and HTTP. */
function expectedName(binding: Binding, operation: string, version: Version, kind: SpanKind): string {
  const w = wireNames(binding, operation, version);
  if (w.rpcMethod !== undefined) return w.rpcMethod;
  return kind === SpanKind.SERVER ? `${w.httpMethod} ${w.route}` : `${w.httpMethod}`;
}

/** The wire attributes of the binding's conventions, on a span of `kind` that succeeded. */
function assertWire(span: ReadableSpan, binding: Binding, operation: string, version: Version, kind: SpanKind) {
  const w = wireNames(binding, operation, version);
  const a = span.attributes;
  if (binding === "http+json") {
    assert.equal(a["http.request.method"], w.httpMethod, `${span.name}: http.request.method`);
    assert.equal(a["http.response.status_code"], 200, `${span.name}: http.response.status_code`);
    if (kind === SpanKind.SERVER) assert.equal(a["http.route"], w.route, `${span.name}: http.route is the template`);
    else assert.equal(a["http.route"], undefined, `${span.name}: http.route is the server's attribute`);
    assert.equal(a["rpc.system.name"], undefined);
  } else {
    assert.equal(a["rpc.system.name"], binding, `${span.name}: rpc.system.name`);
    assert.equal(a["rpc.method"], w.rpcMethod, `${span.name}: rpc.method`);
    if (binding === "grpc") assert.equal(a["rpc.response.status_code"], "OK", `${span.name}: a gRPC status is its name`);
  }
  // The concrete path carries task ids: never on a span (http.route is the template).
  assert.equal(a["url.path"], undefined, `${span.name}: no url.path`);
}

for (const { binding, version } of cases) {
  describe(`one trace across two agents over ${binding} at ${version}`, () => {
    let c: Served;
    let b: Served;
    const echo = createEchoAgent();
    const toC: { transport?: ReturnType<typeof transportTo> } = {};
    let cTask: types.Task | undefined;
    const relay = createTaskAgent({
      // B: asks C (the client inside execute continues the run's trace), then completes with C's answer.
      async execute(context, events) {
        await events.status("TASK_STATE_WORKING");
        const text = context.message.parts?.[0]?.text ?? "";
        const r = await toC.transport!.unary("SendMessage", { message: userMessage(`from B: ${text}`, `b-${context.message.messageId}`) });
        cTask = r.task;
        await events.artifact({ artifactId: "relayed", parts: [{ text: cTask?.artifacts?.[0]?.parts?.[0]?.text ?? "" }] });
        await events.status(COMPLETED);
      },
    });
    const items: types.StreamResponse[] = [];
    let spans: ReadableSpan[] = [];

    before(async () => {
      c = await serve(binding, echo, "C");
      b = await serve(binding, relay, "B");
      toC.transport = transportTo(binding, c, version);
      exporter.reset();
      const toB = transportTo(binding, b, version);
      try {
        for await (const item of toB.stream("SendStreamingMessage", { message: userMessage("hello", "a-1") })) items.push(item);
      } finally {
        toB.close?.();
      }
      // Spans are exported when they end: the servers' after their answer, the executors' at the final state.
      // A missing span fails the tests below, which name it; here the wait is only bounded.
      await until("the six spans of the exchange", () => {
        const got = exporter.getFinishedSpans();
        const count = (k: SpanKind) => got.filter((s) => s.kind === k && s.name !== EXECUTE).length;
        return count(SpanKind.CLIENT) >= 2 && count(SpanKind.SERVER) >= 2 && got.filter((s) => s.name === EXECUTE).length >= 2 ? true : undefined;
      }).catch(() => {});
      spans = exporter.getFinishedSpans();
    });
    after(async () => {
      toC.transport?.close?.();
      await b?.close();
      await c?.close();
      await relay.close();
      await echo.close();
    });

    test("the stream answered the relayed task (the exchange worked)", () => {
      const last = items.at(-1);
      const state = last?.statusUpdate?.status?.state ?? last?.task?.status?.state;
      assert.equal(state, COMPLETED, JSON.stringify(items));
      assert.equal(cTask?.status?.state, COMPLETED);
    });

    test("every span is in one trace, each hop the child of the one before", () => {
      const shown = tree(spans);
      const clientA = spans.find((s) => s.kind === SpanKind.CLIENT && s.parentSpanContext === undefined);
      assert.ok(clientA, `client A's span is a root:\n${shown}`);
      const traceId = clientA.spanContext().traceId;
      for (const s of spans) assert.equal(s.spanContext().traceId, traceId, `${s.name} is in client A's trace:\n${shown}`);

      const serverB = spans.find((s) => s.kind === SpanKind.SERVER && s.parentSpanContext?.spanId === clientA.spanContext().spanId);
      assert.ok(serverB, `B's server span is the child of client A's:\n${shown}`);
      const executeB = spans.find((s) => s.name === EXECUTE && s.parentSpanContext?.spanId === serverB.spanContext().spanId);
      assert.ok(executeB, `B's executor span is the child of B's server span:\n${shown}`);
      const clientB = spans.find((s) => s.kind === SpanKind.CLIENT && s.parentSpanContext?.spanId === executeB.spanContext().spanId);
      assert.ok(clientB, `client B's span is the child of B's executor span:\n${shown}`);
      const serverC = spans.find((s) => s.kind === SpanKind.SERVER && s.parentSpanContext?.spanId === clientB.spanContext().spanId);
      assert.ok(serverC, `C's server span is the child of client B's:\n${shown}`);
      const executeC = spans.find((s) => s.name === EXECUTE && s.parentSpanContext?.spanId === serverC.spanContext().spanId);
      assert.ok(executeC, `C's executor span is the child of C's server span:\n${shown}`);

      assert.equal(kindName(executeB.kind), "INTERNAL");
      assert.equal(kindName(executeC.kind), "INTERNAL");
      assert.equal(spanOf(spans, serverB.parentSpanContext), clientA);
      assert.equal(serverB.parentSpanContext?.isRemote, true, "B's parent came over the wire (W3C traceparent)");
      assert.equal(serverC.parentSpanContext?.isRemote, true, "C's parent came over the wire (W3C traceparent)");
    });

    test("names, kinds and attributes of each span per the conventions and A2A", () => {
      const shown = tree(spans);
      const client = (operation: string) => spans.find((s) => s.kind === SpanKind.CLIENT && s.attributes[A.operation] === operation);
      const server = (operation: string) => spans.find((s) => s.kind === SpanKind.SERVER && s.attributes[A.operation] === operation);
      const clientA = client("SendStreamingMessage");
      const serverB = server("SendStreamingMessage");
      const clientB = client("SendMessage");
      const serverC = server("SendMessage");
      assert.ok(clientA && serverB && clientB && serverC, `a client and a server span per hop, named by operation:\n${shown}`);
      const taskB = items[0]?.task;
      assert.ok(taskB?.id && taskB.contextId && cTask?.id && cTask.contextId, "both tasks have ids");

      for (const [span, kind, operation] of [
        [clientA, SpanKind.CLIENT, "SendStreamingMessage"],
        [serverB, SpanKind.SERVER, "SendStreamingMessage"],
        [clientB, SpanKind.CLIENT, "SendMessage"],
        [serverC, SpanKind.SERVER, "SendMessage"],
      ] as const) {
        assert.equal(span.name, expectedName(binding, operation, version, kind), `${kindName(kind)} ${operation}: name`);
        assert.equal(span.kind, kind);
        assert.equal(span.attributes[A.binding], binding, `${span.name}: binding`);
        assert.equal(span.attributes[A.protocolVersion], version, `${span.name}: protocol version`);
        assert.notEqual(span.status.code, SpanStatusCode.ERROR, `${span.name}: not an error`);
        assert.equal(span.attributes[A.errorType], undefined, `${span.name}: no error.type`);
        assertWire(span, binding, operation, version, kind);
      }
      for (const span of [clientA, clientB]) {
        assert.equal(span.attributes["server.address"], "127.0.0.1", `${span.name}: server.address`);
      }
      assert.equal(clientA.attributes["server.port"], b.port);
      assert.equal(clientB.attributes["server.port"], c.port);

      // Task ids, context ids and the final state: B's task on hop A→B, C's on hop B→C.
      // (The final state is the server's attribute; a client span has the ids, and its stream events the states.)
      for (const span of [clientA, serverB]) {
        assert.equal(span.attributes[A.taskId], taskB.id, `${span.name}: B's task id`);
        assert.equal(span.attributes[A.contextId], taskB.contextId, `${span.name}: B's context id`);
      }
      for (const span of [clientB, serverC]) {
        assert.equal(span.attributes[A.taskId], cTask.id, `${span.name}: C's task id`);
        assert.equal(span.attributes[A.contextId], cTask.contextId, `${span.name}: C's context id`);
      }
      assert.equal(serverB.attributes[A.taskState], COMPLETED, `${serverB.name}: the last state streamed`);
      assert.equal(serverC.attributes[A.taskState], COMPLETED, `${serverC.name}: the final state answered`);

      // Request ids: the server's (X-Request-Id) is the one its client read from the answer and the one its executor carries.
      const executeOf = (s: ReadableSpan) => spans.find((e) => e.name === EXECUTE && e.parentSpanContext?.spanId === s.spanContext().spanId);
      for (const [clientSpan, serverSpan] of [
        [clientA, serverB],
        [clientB, serverC],
      ] as const) {
        const id = serverSpan.attributes[A.requestId];
        assert.ok(typeof id === "string" && id.length > 0, `${serverSpan.name}: a request id`);
        assert.equal(clientSpan.attributes[A.requestId], id, `${clientSpan.name}: the request id the server answered with`);
        assert.equal(executeOf(serverSpan)?.attributes[A.requestId], id, "the executor carries the request id of the call that started its run");
      }
      assert.notEqual(serverB.attributes[A.requestId], serverC.attributes[A.requestId], "two calls, two request ids");

      // The executors' spans: their task, its final state.
      const executeB = executeOf(serverB);
      const executeC = executeOf(serverC);
      assert.ok(executeB && executeC);
      assert.equal(executeB.attributes[A.taskId], taskB.id);
      assert.equal(executeB.attributes[A.contextId], taskB.contextId);
      assert.equal(executeB.attributes[A.taskState], COMPLETED);
      assert.equal(executeC.attributes[A.taskId], cTask.id);
      assert.equal(executeC.attributes[A.taskState], COMPLETED);
      assert.notEqual(executeB.status.code, SpanStatusCode.ERROR);
    });

    test("the stream's spans record one event per stream event; unary spans none", () => {
      const serverB = spans.find((s) => s.kind === SpanKind.SERVER && s.attributes[A.operation] === "SendStreamingMessage");
      const clientA = spans.find((s) => s.kind === SpanKind.CLIENT && s.attributes[A.operation] === "SendStreamingMessage");
      assert.ok(serverB && clientA);
      assert.ok(items.length >= 3, `the stream had the task, the artifact and the final status: ${items.length}`);
      const streamEvents = serverB.events.filter((e) => e.name === "a2a.stream.event");
      assert.equal(streamEvents.length, items.length, `B's server span: one "a2a.stream.event" per event sent`);
      assert.equal(streamEvents.at(-1)?.attributes?.[A.taskState], COMPLETED, "the last event is the final status");
      assert.equal(clientA.events.length, items.length, "client A's span: one event per event received");
      assert.equal(clientA.events.at(-1)?.attributes?.[A.taskState], COMPLETED, "client A's last event is the final status");
      assert.equal(serverB.attributes[A.streamEvents], items.length, "the stream's event count");
      const serverC = spans.find((s) => s.kind === SpanKind.SERVER && s.attributes[A.operation] === "SendMessage");
      assert.equal(serverC?.events.filter((e) => e.name === "a2a.stream.event").length, 0, "a unary call has no stream events");
    });
  });
}
