// The server's span per call (issue 37, "Traces"): one SERVER span per call on every binding and version,
// named and attributed per OpenTelemetry's semantic conventions 1.40 (RPC spans for JSON-RPC and gRPC:
// name `{rpc.method}`, rpc.system.name, rpc.response.status_code; HTTP server spans for HTTP+JSON: name
// `{http.request.method} {http.route}`, the route template, never the path with its ids), plus A2A's
// attributes; the parent is the W3C traceparent the caller sent (HTTP header or gRPC metadata, W3C Trace
// Context §3.2); the handler runs inside the span; a stream's span records its events and ends with it; an
// internal error sets the span's status to ERROR and records the exception (name and message only).
// The SDK (sdk-trace-base) is given through the `telemetry` option; the context manager and the W3C
// propagator are registered globally, as an application registers them.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { context, propagation, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { BasicTracerProvider, InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { errorTable as v1Errors, operations as v1Operations } from "@a2a-bindgen/a2a/v1_0";
import { operations as v03Operations } from "@a2a-bindgen/a2a/v0_3";
import { routes as v1Routes } from "@a2a-bindgen/a2a/v1_0/routes";
import { attributes as A, findError, requestIdHeader } from "@a2a-bindgen/kit";
import { grpcServiceV0_3, grpcServiceV1_0 } from "@a2a-bindgen/kit/grpc";
import { type Agent, createEchoAgent } from "@a2a-bindgen/server";
import { type GrpcServer, startGrpcServer } from "@a2a-bindgen/server/grpc";
import { type NodeServer, startNodeServer } from "@a2a-bindgen/server/node";
import { callGrpc, encodeRequest, messageSchema } from "../../e2e/peer/grpc.ts";
import { fromBinary, toJson } from "@bufbuild/protobuf";
import { bareCard } from "../../support/cards.ts";
import { call, sse } from "../harness.ts";

const manager = new AsyncLocalStorageContextManager().enable();
context.setGlobalContextManager(manager);
propagation.setGlobalPropagator(new W3CTraceContextPropagator());

const exporter = new InMemorySpanExporter();
const tracerProvider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });

// W3C Trace Context §3.2: version 00, a trace id, the caller's span id (the parent), sampled.
const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
const PARENT = "00f067aa0ba902b7";
const traceparent = `00-${TRACE}-${PARENT}-01`;

const echo = createEchoAgent();
/** The span active in the handler of each call, by the request id the test sent. */
const seen = new Map<string, string | undefined>();
const agent: Agent = {
  ...echo,
  async SendMessage(request, ctx) {
    seen.set(ctx.requestId ?? "", trace.getActiveSpan()?.spanContext().spanId);
    const text = (request.message.parts[0] as { text?: string } | undefined)?.text;
    if (text === "boom") throw new Error("the agent failed: boom");
    return echo.SendMessage(request, ctx);
  },
} as Agent;

let http: NodeServer;
let grpc: GrpcServer;
const base = () => `${http.url}/a2a`;

before(async () => {
  const card = bareCard("telemetry spans", "spans", { streaming: true });
  http = await startNodeServer({ server: { agent, card, basePath: "/a2a", onError: () => {}, telemetry: { tracerProvider } } });
  grpc = await startGrpcServer({ agent, card, onError: () => {}, telemetry: { tracerProvider } });
});
after(async () => {
  await http?.close();
  await grpc?.close();
  await echo.close();
  await tracerProvider.shutdown();
});

type Row = { identity: string; jsonRpcMethod: string | null };
const jsonRpcMethod = (ops: unknown, identity: string) => {
  const row = Object.values(ops as Record<string, Row>).find((o) => o.identity === identity);
  assert.ok(row?.jsonRpcMethod, `${identity} has a JSON-RPC method`);
  return row.jsonRpcMethod;
};
const SEND = jsonRpcMethod(v1Operations, "SendMessage");
const STREAM = jsonRpcMethod(v1Operations, "SendStreamingMessage");
const GET = jsonRpcMethod(v1Operations, "GetTask");
const SEND_03 = jsonRpcMethod(v03Operations, "SendMessage");

const message = (text: string, id = "m-1") => ({ message: { messageId: id, role: "ROLE_USER", parts: [{ text }] } });

/** The one server span whose a2a.request.id is `id` (each test call sends its own X-Request-Id). */
async function spanOf(id: string): Promise<ReadableSpan> {
  const end = Date.now() + 5_000;
  for (;;) {
    const found = exporter.getFinishedSpans().filter((s) => s.kind === SpanKind.SERVER && s.attributes[A.requestId] === id);
    if (found.length > 1) assert.fail(`${found.length} server spans for request ${id}`);
    if (found.length === 1) return found[0];
    if (Date.now() > end)
      assert.fail(
        `no server span for request ${id}: ${exporter
          .getFinishedSpans()
          .map((s) => s.name)
          .join(", ")}`,
      );
    await new Promise((r) => setTimeout(r, 10));
  }
}

let n = 0;
const nextId = () => `req-${++n}`;

function jsonRpc(method: string, params: unknown, id: string, extra: Record<string, string> = {}, version = "1.0") {
  return call(`${base()}`, {
    headers: { "a2a-version": version, [requestIdHeader]: id, ...extra },
    body: { jsonrpc: "2.0", id: 1, method, params },
  });
}

describe("one SERVER span per call, named and attributed per the semantic conventions", () => {
  test("JSON-RPC v1.0 SendMessage: an RPC span {rpc.method}, the caller's traceparent its parent, the handler inside it", async () => {
    const id = nextId();
    const r = await jsonRpc(SEND, message("hello"), id, { traceparent });
    assert.equal(r.status, 200, r.text);
    const task = r.json.result.task;
    const span = await spanOf(id);
    assert.equal(span.name, SEND);
    assert.equal(span.kind, SpanKind.SERVER);
    assert.equal(span.spanContext().traceId, TRACE);
    assert.equal(span.parentSpanContext?.spanId, PARENT);
    assert.equal(seen.get(id), span.spanContext().spanId, "the handler ran with the call's span active");
    const a = span.attributes;
    assert.equal(a[A.rpcSystemName], "jsonrpc");
    assert.equal(a[A.rpcMethod], SEND);
    assert.equal(a[A.httpRequestMethod], "POST");
    assert.equal(a[A.httpResponseStatusCode], 200);
    assert.equal(a[A.operation], "SendMessage");
    assert.equal(a[A.protocolVersion], "1.0");
    assert.equal(a[A.binding], "jsonrpc");
    assert.equal(a[A.taskId], task.id);
    assert.equal(a[A.contextId], task.contextId);
    assert.equal(a[A.taskState], task.status.state);
    assert.equal(a[A.errorType], undefined, "no error.type when the call succeeded");
    assert.equal(span.status.code, SpanStatusCode.UNSET);
  });

  test("JSON-RPC v0.3 message/send: the v0.3 method names the span, protocol 0.3", async () => {
    const id = nextId();
    const r = await jsonRpc(
      SEND_03,
      { message: { kind: "message", messageId: "m-3", role: "user", parts: [{ kind: "text", text: "hi" }] } },
      id,
      { traceparent },
      "0.3",
    );
    assert.equal(r.status, 200, r.text);
    const span = await spanOf(id);
    assert.equal(span.name, SEND_03);
    assert.equal(span.attributes[A.rpcMethod], SEND_03);
    assert.equal(span.attributes[A.protocolVersion], "0.3");
    assert.equal(span.attributes[A.taskId], r.json.result.id);
    assert.equal(span.parentSpanContext?.spanId, PARENT);
  });

  test("HTTP+JSON GetTask: an HTTP server span {METHOD} {http.route}, the route template, not the path with the id", async () => {
    const sent = await jsonRpc(SEND, message("for GetTask", "m-2"), nextId());
    const taskId: string = sent.json.result.task.id;
    const id = nextId();
    const built = v1Routes.build("GetTask", { id: taskId });
    const r = await call(`${base()}${built.url}`, { method: built.method, headers: { "a2a-version": "1.0", [requestIdHeader]: id, traceparent } });
    assert.equal(r.status, 200, r.text);
    const span = await spanOf(id);
    const template = `/a2a${built.binding.template}`;
    assert.ok(!template.includes(taskId));
    assert.equal(span.name, `${built.method} ${template}`);
    assert.equal(span.kind, SpanKind.SERVER);
    assert.equal(span.parentSpanContext?.spanId, PARENT);
    const a = span.attributes;
    assert.equal(a[A.httpRequestMethod], built.method);
    assert.equal(a[A.httpRoute], template);
    assert.equal(a[A.httpResponseStatusCode], 200);
    assert.equal(a[A.urlPath], undefined, "url.path holds ids: left out");
    assert.equal(a[A.rpcSystemName], undefined);
    assert.equal(a[A.binding], "http+json");
    assert.equal(a[A.taskId], taskId);
    assert.equal(a[A.taskState], "TASK_STATE_COMPLETED");
  });

  test("an A2A error a client caused: error.type and code; unset status on HTTP (4xx), ERROR on JSON-RPC (an error object)", async () => {
    const notFound = findError(v1Errors, "TaskNotFoundError");
    assert.ok(notFound);
    const id = nextId();
    const built = v1Routes.build("GetTask", { id: "no-such-task" });
    const r = await call(`${base()}${built.url}`, { method: built.method, headers: { "a2a-version": "1.0", [requestIdHeader]: id } });
    assert.equal(r.status, notFound.httpStatus);
    const span = await spanOf(id);
    assert.equal(span.attributes[A.httpResponseStatusCode], notFound.httpStatus);
    assert.equal(span.attributes[A.errorType], notFound.name);
    assert.equal(span.attributes[A.errorCode], notFound.code);
    assert.equal(span.attributes[A.taskId], "no-such-task");
    assert.equal(span.status.code, SpanStatusCode.UNSET, "HTTP server spans: 4xx is not the server's error");

    const id2 = nextId();
    const j = await jsonRpc(GET, { id: "no-such-task" }, id2);
    assert.equal(j.json.error.code, notFound.code);
    const s2 = await spanOf(id2);
    assert.equal(s2.attributes[A.rpcResponseStatusCode], String(notFound.code));
    assert.equal(s2.attributes[A.errorType], notFound.name);
    assert.equal(s2.status.code, SpanStatusCode.ERROR, "JSON-RPC: a response with an error object is an error");
  });

  test("a request the validators refuse: error.type is the invalid-params error's name", async () => {
    const id = nextId();
    const r = await jsonRpc(SEND, { message: 5 }, id);
    const invalid = v1Errors.standardErrors.invalidParams;
    assert.equal(r.json.error.code, invalid.code, r.text);
    const span = await spanOf(id);
    assert.equal(span.attributes[A.errorType], invalid.name);
    assert.equal(span.attributes[A.rpcResponseStatusCode], String(invalid.code));
  });

  test("an internal error: status ERROR, error.type internal, the exception's name and message recorded (no stack)", async () => {
    const id = nextId();
    const built = v1Routes.build("SendMessage", message("boom", "m-boom") as never);
    const r = await call(`${base()}${built.url}`, {
      method: built.method,
      headers: { "a2a-version": "1.0", [requestIdHeader]: id },
      body: built.body,
    });
    assert.equal(r.status, 500, r.text);
    const span = await spanOf(id);
    assert.equal(span.status.code, SpanStatusCode.ERROR);
    assert.equal(span.attributes[A.errorType], "internal");
    assert.equal(span.attributes[A.httpResponseStatusCode], 500);
    const exception = span.events.find((e) => e.name === "exception");
    assert.ok(exception, "the exception is recorded");
    assert.equal(exception.attributes?.["exception.message"], "the agent failed: boom");
    assert.equal(exception.attributes?.["exception.type"], "Error");
    assert.equal(exception.attributes?.["exception.stacktrace"], undefined);
  });

  test("a stream's span: one a2a.stream.event per event with its kind and state, ended with the stream", async () => {
    const id = nextId();
    const r = await jsonRpc(STREAM, message("streamed", "m-s"), id, { traceparent });
    assert.equal(r.status, 200);
    const events = sse(r.text).map((e) => e.data.result);
    assert.ok(events.length >= 3, r.text);
    const span = await spanOf(id);
    assert.equal(span.name, STREAM);
    assert.equal(span.parentSpanContext?.spanId, PARENT);
    const recorded = span.events.filter((e) => e.name === "a2a.stream.event");
    assert.equal(recorded.length, events.length);
    assert.equal(span.attributes[A.streamEvents], events.length);
    // Each event's StreamResponse case (the one field set) and, for a task or status update, its state.
    const kinds = events.map((e) => Object.keys(e).find((k) => ["task", "message", "statusUpdate", "artifactUpdate"].includes(k)));
    assert.deepEqual(
      recorded.map((e) => e.attributes?.[A.streamEventKind]),
      kinds,
    );
    const states = events.map((e) => e.task?.status?.state ?? e.statusUpdate?.status?.state);
    assert.deepEqual(
      recorded.map((e) => e.attributes?.[A.taskState]),
      states,
    );
    assert.equal(span.attributes[A.taskState], "TASK_STATE_COMPLETED");
    assert.equal(span.attributes[A.taskId], events[0].task?.id ?? events[0].statusUpdate?.taskId);
  });

  for (const [version, service] of [
    ["1.0", grpcServiceV1_0],
    ["0.3", grpcServiceV0_3],
  ] as const) {
    test(`gRPC v${version} SendMessage: an RPC span "package.Service/Method", status OK, the metadata's traceparent its parent`, async () => {
      const rpc = service.rpcs.find((x) => x.operation === "SendMessage");
      assert.ok(rpc);
      const id = nextId();
      const request = version === "1.0" ? message("over grpc", "m-g") : { request: { messageId: "m-g3", role: "ROLE_USER", content: [{ text: "over grpc" }] } };
      const a = await callGrpc(
        grpc.address,
        rpc.grpcMethod,
        encodeRequest(rpc.method.input.typeName, request),
        { "a2a-version": version, [requestIdHeader.toLowerCase()]: id, traceparent },
        false,
      );
      assert.equal(a.code, 0, a.details);
      const answer = toJson(messageSchema(rpc.method.output.typeName), fromBinary(messageSchema(rpc.method.output.typeName), a.messages[0])) as {
        task?: { id: string };
      };
      assert.equal(typeof answer.task?.id, "string", "the echo agent answers a task");
      const span = await spanOf(id);
      const method = rpc.grpcMethod.slice(1);
      assert.equal(span.name, method);
      assert.equal(span.kind, SpanKind.SERVER);
      assert.equal(span.spanContext().traceId, TRACE);
      assert.equal(span.parentSpanContext?.spanId, PARENT);
      assert.equal(span.attributes[A.rpcSystemName], "grpc");
      assert.equal(span.attributes[A.rpcMethod], method);
      assert.equal(span.attributes[A.rpcResponseStatusCode], "OK");
      assert.equal(span.attributes[A.binding], "grpc");
      assert.equal(span.attributes[A.protocolVersion], version);
      assert.equal(span.attributes[A.taskId], answer.task?.id);
      assert.equal(seen.get(id), span.spanContext().spanId);
    });
  }

  test("gRPC SendStreamingMessage: the stream's span ends with status OK, one event per message", async () => {
    const rpc = grpcServiceV1_0.rpcs.find((x) => x.operation === "SendStreamingMessage");
    assert.ok(rpc);
    const id = nextId();
    const a = await callGrpc(
      grpc.address,
      rpc.grpcMethod,
      encodeRequest(rpc.method.input.typeName, message("grpc stream", "m-gs")),
      { "a2a-version": "1.0", [requestIdHeader.toLowerCase()]: id, traceparent },
      true,
    );
    assert.equal(a.code, 0, a.details);
    assert.ok(a.messages.length >= 3);
    const span = await spanOf(id);
    assert.equal(span.name, rpc.grpcMethod.slice(1));
    assert.equal(span.parentSpanContext?.spanId, PARENT);
    assert.equal(span.attributes[A.rpcResponseStatusCode], "OK");
    assert.equal(span.attributes[A.streamEvents], a.messages.length);
    assert.equal(span.events.filter((e) => e.name === "a2a.stream.event").length, a.messages.length);
    assert.equal(span.attributes[A.taskState], "TASK_STATE_COMPLETED");
  });

  test("gRPC: an A2A error answers its status name (NOT_FOUND: not the server's error)", async () => {
    const rpc = grpcServiceV1_0.rpcs.find((x) => x.operation === "GetTask");
    assert.ok(rpc);
    const id = nextId();
    const a = await callGrpc(
      grpc.address,
      rpc.grpcMethod,
      encodeRequest(rpc.method.input.typeName, { id: "no-such-task" }),
      { "a2a-version": "1.0", [requestIdHeader.toLowerCase()]: id },
      false,
    );
    const notFound = findError(v1Errors, "TaskNotFoundError");
    assert.equal(a.code, notFound?.grpcCode);
    const span = await spanOf(id);
    assert.equal(span.attributes[A.rpcResponseStatusCode], notFound?.grpcStatus);
    assert.equal(span.attributes[A.errorType], notFound?.name);
    assert.equal(span.status.code, SpanStatusCode.UNSET);
  });
});
