// The wire format, not only the in-memory exporter (issue 37, "Tests"): the server's spans exported with
// OpenTelemetry's OTLP/HTTP exporter (@opentelemetry/exporter-trace-otlp-http 0.223, JSON encoding, its
// default) through a BatchSpanProcessor, as an application ships them, to a receiver this test starts on
// 127.0.0.1 (node:http, recording each POST /v1/traces). The tracer provider is passed in the server's and
// the task agent's `telemetry` option (none registered globally); the application registered the W3C
// propagator, so a traceparent the caller sends is the server span's parent. Expected, from the OTLP
// specification (OTLP/HTTP: POST /v1/traces, Content-Type application/json; OTLP/JSON: trace and span ids as
// hex, enums as integers, SPAN_KIND_SERVER = 2, SPAN_KIND_INTERNAL = 1, STATUS_CODE_ERROR = 2), W3C Trace
// Context and the issue: the resource's service.name; the scope named by the package with the pinned schema
// URL; a SERVER span per call named by its rpc.method (HTTP+JSON: by its method and route template), in the
// caller's trace with the caller's parent, with its A2A attributes; the executor's span its child; span status
// ERROR for a JSON-RPC error object (semconv's JSON-RPC spans), not for an HTTP 4xx (semconv's HTTP server spans).

import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "node:test";
import { gunzipSync } from "node:zlib";
import { serviceParameters } from "@a2a-bindgen/a2a/protocol";
import { routes } from "@a2a-bindgen/a2a/v1_0/routes";
import { attributes as A, schemaUrl } from "@a2a-bindgen/kit";
import { createTaskAgent } from "@a2a-bindgen/server";
import { context, propagation } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BasicTracerProvider, BatchSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { serve, userMessage, wireNames } from "./agents.ts";
import { until } from "../../support/telemetry.ts";

/** OTLP/JSON's shapes, as far as this test reads them (opentelemetry-proto, trace/v1 and common/v1). */
interface AnyValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface KeyValue {
  key: string;
  value: AnyValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string | number;
  endTimeUnixNano: string | number;
  attributes?: KeyValue[];
  status?: { code?: number };
}
interface ExportRequest {
  resourceSpans: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans: { scope?: { name?: string; version?: string }; schemaUrl?: string; spans: OtlpSpan[] }[];
  }[];
}

const SPAN_KIND_INTERNAL = 1;
const SPAN_KIND_SERVER = 2;
const STATUS_CODE_ERROR = 2;

/** The value of attribute `key` as a plain value (intValue may be a string in OTLP/JSON: int64). */
function attr(list: readonly KeyValue[] | undefined, key: string): string | number | boolean | undefined {
  const v = list?.find((kv) => kv.key === key)?.value;
  if (v === undefined) return undefined;
  if (v.intValue !== undefined) return Number(v.intValue);
  return v.stringValue ?? v.boolValue ?? v.doubleValue;
}

/** A receiver of OTLP/HTTP trace exports on 127.0.0.1: every request's method, path, content type and body. */
async function startCollector() {
  const received: { method: string; path: string; contentType: string; body: Buffer }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      let body = Buffer.concat(chunks);
      if (req.headers["content-encoding"] === "gzip") body = gunzipSync(body);
      received.push({ method: req.method ?? "", path: req.url ?? "", contentType: String(req.headers["content-type"] ?? ""), body });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    /** Every span received so far, with its scope. */
    spans(): { span: OtlpSpan; scope: string | undefined; schemaUrl: string | undefined; resource: KeyValue[] | undefined }[] {
      return received.flatMap((r) =>
        (JSON.parse(r.body.toString("utf8")) as ExportRequest).resourceSpans.flatMap((rs) =>
          rs.scopeSpans.flatMap((ss) => ss.spans.map((span) => ({ span, scope: ss.scope?.name, schemaUrl: ss.schemaUrl, resource: rs.resource?.attributes }))),
        ),
      );
    },
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}

test("the server's spans reach an OTLP/HTTP receiver as OTLP/JSON, in the caller's trace, with their A2A attributes", { timeout: 30_000 }, async () => {
  const manager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(manager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const collector = await startCollector();
  const tracerProvider = new BasicTracerProvider({
    resource: resourceFromAttributes({ "service.name": "otlp-e2e" }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${collector.url}/v1/traces` }))],
  });
  const agent = createTaskAgent({
    telemetry: { tracerProvider },
    async execute(_, events) {
      await events.status("TASK_STATE_WORKING");
      await events.status("TASK_STATE_COMPLETED");
    },
  });
  const served = await serve("jsonrpc", agent, "exported", { telemetry: { tracerProvider } });
  try {
    // The caller's trace: W3C traceparent "00-<trace id>-<parent id>-01" (sampled).
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    const parentId = "00f067aa0ba902b7";
    const call = async (operation: string, params: unknown) => {
      const response = await fetch(served.url, {
        method: "POST",
        headers: { "content-type": "application/json", [serviceParameters.version.headers]: "1.0", traceparent: `00-${traceId}-${parentId}-01` },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: wireNames("jsonrpc", operation, "1.0").rpcMethod, params }),
        signal: AbortSignal.timeout(10_000),
      });
      return (await response.json()) as any;
    };
    const sent = await call("SendMessage", { message: userMessage("work", "m-1") });
    const task = sent.result?.task;
    assert.equal(task?.status?.state, "TASK_STATE_COMPLETED", JSON.stringify(sent));
    const missing = await call("GetTask", { id: "no-such-task" });
    assert.ok(missing.error, JSON.stringify(missing));
    const built = routes.build("GetTask", { id: "no-such-task" });
    const notFound = await fetch(served.url + built.url, {
      headers: { [serviceParameters.version.headers]: "1.0", traceparent: `00-${traceId}-${parentId}-01` },
      signal: AbortSignal.timeout(10_000),
    });
    assert.equal(notFound.status, 404);
    await notFound.arrayBuffer();

    // The batch processor exports ended spans on a flush: flush until the three spans have arrived (bounded).
    const names = { send: wireNames("jsonrpc", "SendMessage", "1.0").rpcMethod, get: wireNames("jsonrpc", "GetTask", "1.0").rpcMethod };
    const spans = await until("the exported spans", () => {
      void tracerProvider.forceFlush();
      const got = collector.spans();
      const has = (name: string | undefined) => got.some((s) => s.span.name === name);
      return has(names.send) && has(names.get) && has(`GET ${built.binding.template}`) && has("a2a.execute") ? got : undefined;
    });

    for (const r of collector.received) {
      assert.equal(r.method, "POST");
      assert.equal(r.path, "/v1/traces");
      assert.match(r.contentType, /^application\/json\b/, "OTLP/JSON");
    }
    const server = spans.find((s) => s.span.name === names.send);
    assert.ok(server);
    assert.equal(attr(server.resource, "service.name"), "otlp-e2e", "the application's resource");
    assert.equal(server.scope, "@a2a-bindgen/server", "the instrumentation scope is the package");
    assert.equal(server.schemaUrl, schemaUrl, "the pinned semantic conventions");
    const s = server.span;
    assert.equal(s.kind, SPAN_KIND_SERVER);
    assert.equal(s.traceId, traceId, "the caller's trace (hex)");
    assert.equal(s.parentSpanId, parentId, "the caller's span is the parent");
    assert.match(s.spanId, /^[0-9a-f]{16}$/);
    assert.ok(BigInt(s.endTimeUnixNano) >= BigInt(s.startTimeUnixNano));
    assert.equal(attr(s.attributes, A.operation), "SendMessage");
    assert.equal(attr(s.attributes, A.binding), "jsonrpc");
    assert.equal(attr(s.attributes, A.protocolVersion), "1.0");
    assert.equal(attr(s.attributes, A.rpcSystemName), "jsonrpc");
    assert.equal(attr(s.attributes, A.rpcMethod), names.send);
    assert.equal(attr(s.attributes, A.taskId), task.id);
    assert.equal(attr(s.attributes, A.contextId), task.contextId);
    assert.equal(attr(s.attributes, A.taskState), "TASK_STATE_COMPLETED");
    assert.notEqual(s.status?.code, STATUS_CODE_ERROR);

    const executor = spans.find((x) => x.span.name === "a2a.execute")?.span;
    assert.equal(executor?.kind, SPAN_KIND_INTERNAL);
    assert.equal(executor?.traceId, traceId);
    assert.equal(executor?.parentSpanId, s.spanId, "the run is the call's child");

    const failed = spans.find((x) => x.span.name === names.get)?.span;
    assert.equal(failed?.kind, SPAN_KIND_SERVER);
    assert.equal(attr(failed?.attributes, A.errorType), "TaskNotFoundError");
    assert.equal(String(attr(failed?.attributes, A.errorCode)), String(missing.error.code), "the A2A error code answered");
    assert.equal(failed?.status?.code, STATUS_CODE_ERROR, "JSON-RPC's conventions: an answer with an error object is an error");

    // HTTP's conventions: a 4xx answer is not a server span's error.
    const rest = spans.find((x) => x.span.name === `GET ${built.binding.template}`)?.span;
    assert.ok(rest, `the HTTP+JSON call's span, named by its route template: ${spans.map((x) => x.span.name).join(", ")}`);
    assert.equal(rest.kind, SPAN_KIND_SERVER);
    assert.equal(attr(rest.attributes, A.httpResponseStatusCode), 404);
    assert.equal(attr(rest.attributes, A.errorType), "TaskNotFoundError");
    assert.notEqual(rest.status?.code, STATUS_CODE_ERROR, "an HTTP 404 is the caller's, not the server's failure");
  } finally {
    await served.close();
    await agent.close();
    await tracerProvider.shutdown();
    await collector.close();
    manager.disable();
  }
});
