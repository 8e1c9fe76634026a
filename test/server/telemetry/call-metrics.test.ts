// The server's call metrics and access log (issue 37, "Metrics" and "Access log"), read after a known
// workload and asserted by value: a2a.server.calls by operation, binding, version and outcome (ok, or the
// error type); rpc.server.call.duration (JSON-RPC, gRPC) and http.server.request.duration (HTTP+JSON) in
// seconds, per OpenTelemetry's RPC and HTTP metric conventions 1.40; a2a.server.streams.open back to 0 when
// the streams end (the caller going away included); a2a.server.auth.refusals by scheme and reason; the
// tenant only when the deployment opts in (tenantMetrics); one access log entry per call. The names and
// units come from kit's metricSpecs; the MeterProvider (sdk-metrics) is given through the `telemetry` option.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { operations as v1Operations } from "@a2a-bindgen/a2a/v1_0";
import { routes as v1Routes } from "@a2a-bindgen/a2a/v1_0/routes";
import { errorTable as v1Errors } from "@a2a-bindgen/a2a/v1_0/errors";
import { attributes as A, a2aError, metricSpecs as M, requestIdHeader } from "@a2a-bindgen/kit";
import { type AccessEntry, type Agent, createEchoAgent, type Verifier } from "@a2a-bindgen/server";
import { type NodeServer, startNodeServer } from "@a2a-bindgen/server/node";
import { countWhere, metricReader, pointsOf, valueWhere } from "../../support/telemetry.ts";
import { bareCard } from "../../support/cards.ts";
import { call, sse } from "../harness.ts";

type Row = { identity: string; jsonRpcMethod: string | null };
const jsonRpcMethod = (identity: string) => {
  const row = Object.values(v1Operations as unknown as Record<string, Row>).find((o) => o.identity === identity);
  assert.ok(row?.jsonRpcMethod);
  return row.jsonRpcMethod;
};
const SEND = jsonRpcMethod("SendMessage");
const STREAM = jsonRpcMethod("SendStreamingMessage");
const message = (text: string, extra: Record<string, unknown> = {}) => ({
  ...extra,
  message: { messageId: `m-${text}`, role: "ROLE_USER", parts: [{ text }] },
});

const echo = createEchoAgent({ waitMs: 10_000 });
const agent: Agent = {
  ...echo,
  async SendMessage(request, ctx) {
    if ((request.message.parts[0] as { text?: string } | undefined)?.text === "boom") throw new Error("boom");
    return echo.SendMessage(request, ctx);
  },
} as Agent;

const plain = metricReader();
const tenanted = metricReader();
const authed = metricReader();
const entries: AccessEntry[] = [];
let server: NodeServer;
let tenantServer: NodeServer;
let authServer: NodeServer;

const verifiers: Record<string, Verifier> = { key: (c) => (c.kind === "apiKey" && c.key === "k-alice" ? { subject: "alice" } : null) };
const authCard = {
  ...bareCard("telemetry auth", "auth", { streaming: true }),
  securitySchemes: { key: { apiKeySecurityScheme: { location: "header", name: "x-agent-key" } } },
  securityRequirements: [{ schemes: { key: { list: [] } } }],
};

before(async () => {
  const card = bareCard("telemetry metrics", "metrics", { streaming: true });
  server = await startNodeServer({ server: { agent, card, basePath: "/a2a", onError: () => {}, telemetry: { meterProvider: plain.meterProvider } } });
  tenantServer = await startNodeServer({
    server: { agent, card, basePath: "/a2a", onError: () => {}, telemetry: { meterProvider: tenanted.meterProvider, tenantMetrics: true } },
  });
  authServer = await startNodeServer({
    server: {
      agent,
      card: authCard,
      basePath: "/a2a",
      onError: () => {},
      auth: { verifiers, warn: () => {} },
      accessLog: (e) => entries.push(e),
      telemetry: { meterProvider: authed.meterProvider },
    },
  });
});
after(async () => {
  await server?.close();
  await tenantServer?.close();
  await authServer?.close();
  await echo.close();
  await Promise.all([plain.shutdown(), tenanted.shutdown(), authed.shutdown()]);
});

const jsonRpc = (url: string, method: string, params: unknown, headers: Record<string, string> = {}) =>
  call(`${url}/a2a`, { headers: { "a2a-version": "1.0", ...headers }, body: { jsonrpc: "2.0", id: 1, method, params } });

const base = { [A.binding]: "jsonrpc", [A.protocolVersion]: "1.0" };

describe("call metrics after a known workload", () => {
  test("calls by operation, binding, version and outcome; durations per the RPC and HTTP conventions; streams back to 0", async () => {
    for (let i = 0; i < 3; i++) assert.equal((await jsonRpc(server.url, SEND, message(`ok-${i}`))).status, 200);
    const get = v1Routes.build("GetTask", { id: "no-such-task" });
    for (let i = 0; i < 2; i++)
      assert.equal((await call(`${server.url}/a2a${get.url}`, { method: get.method, headers: { "a2a-version": "1.0" } })).status, 404);
    const streamed = await jsonRpc(server.url, STREAM, message("streamed"));
    assert.ok(sse(streamed.text).length >= 3);
    const boom = v1Routes.build("SendMessage", message("boom") as never);
    assert.equal((await call(`${server.url}/a2a${boom.url}`, { method: boom.method, headers: { "a2a-version": "1.0" }, body: boom.body })).status, 500);

    const m = await plain.collect();
    const calls = M.serverCalls.name;
    assert.equal(valueWhere(m, calls, { ...base, [A.operation]: "SendMessage", [A.outcome]: "ok" }), 3);
    assert.equal(valueWhere(m, calls, { [A.operation]: "GetTask", [A.binding]: "http+json", [A.outcome]: "TaskNotFoundError" }), 2);
    assert.equal(valueWhere(m, calls, { ...base, [A.operation]: "SendStreamingMessage", [A.outcome]: "ok" }), 1);
    assert.equal(valueWhere(m, calls, { [A.operation]: "SendMessage", [A.binding]: "http+json", [A.outcome]: "internal" }), 1);
    assert.equal(
      pointsOf(m, calls).reduce((sum, p) => sum + (p.value as number), 0),
      7,
      "every call counted once",
    );

    const rpc = m.find((x) => x.descriptor.name === M.serverRpcDuration.name);
    assert.equal(rpc?.descriptor.unit, "s");
    assert.equal(countWhere(m, M.serverRpcDuration.name, { [A.rpcSystemName]: "jsonrpc", [A.rpcMethod]: SEND, [A.operation]: "SendMessage" }), 3);
    assert.equal(countWhere(m, M.serverRpcDuration.name, { [A.rpcMethod]: STREAM }), 1);
    const route = `/a2a${get.binding.template}`;
    assert.equal(
      countWhere(m, M.serverHttpDuration.name, {
        [A.httpRequestMethod]: get.method,
        [A.httpRoute]: route,
        [A.httpResponseStatusCode]: 404,
        [A.errorType]: "TaskNotFoundError",
      }),
      2,
    );
    assert.equal(
      countWhere(m, M.serverHttpDuration.name, { [A.httpRoute]: `/a2a${boom.binding.template}`, [A.httpResponseStatusCode]: 500, [A.errorType]: "internal" }),
      1,
    );
    for (const name of [calls, M.serverRpcDuration.name, M.serverHttpDuration.name])
      for (const p of pointsOf(m, name)) {
        for (const id of [A.taskId, A.contextId, A.requestId, A.tenant]) assert.equal(p.attributes[id], undefined, `${name} carries no ${id}`);
      }
    assert.equal(valueWhere(m, M.serverStreams.name, { [A.operation]: "SendStreamingMessage" }), 0, "the ended stream is closed");
  });

  test("a stream counts open until the caller goes away", async () => {
    const ac = new AbortController();
    const r = await fetch(`${server.url}/a2a`, {
      method: "POST",
      headers: { "content-type": "application/json", "a2a-version": "1.0" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: STREAM, params: message("wait: held") }),
      signal: ac.signal,
    });
    const reader = r.body?.getReader();
    assert.ok(reader);
    await reader.read();
    const open = { [A.operation]: "SendStreamingMessage" };
    assert.equal(valueWhere(await plain.collect(), M.serverStreams.name, open), 1);
    ac.abort();
    await reader.cancel().catch(() => {});
    const end = Date.now() + 5_000;
    while (valueWhere(await plain.collect(), M.serverStreams.name, open) !== 0) {
      if (Date.now() > end) assert.fail("the stream still counts open after the caller went away");
      await new Promise((res) => setTimeout(res, 20));
    }
  });

  test("the tenant is a metric attribute only when the deployment opts in", async () => {
    assert.equal((await jsonRpc(tenantServer.url, SEND, message("t", { tenant: "acme" }))).status, 200);
    assert.equal((await jsonRpc(server.url, SEND, message("t", { tenant: "acme" }))).status, 200);
    const withTenant = await tenanted.collect();
    assert.equal(valueWhere(withTenant, M.serverCalls.name, { ...base, [A.operation]: "SendMessage", [A.tenant]: "acme" }), 1);
    const without = await plain.collect();
    assert.ok(pointsOf(without, M.serverCalls.name).every((p) => !(A.tenant in p.attributes)));
  });
});

describe("authentication refusals and the access log", () => {
  test("refusals by scheme and reason; one access entry per call with status, request id, bytes and the subject", async () => {
    entries.length = 0;
    for (let i = 0; i < 2; i++) assert.equal((await jsonRpc(authServer.url, SEND, message("anon"), { [requestIdHeader]: `anon-${i}` })).status, 401);
    assert.equal((await jsonRpc(authServer.url, SEND, message("wrong"), { "x-agent-key": "k-mallory", [requestIdHeader]: "wrong" })).status, 401);
    const ok = await jsonRpc(authServer.url, SEND, message("alice"), {
      "x-agent-key": "k-alice",
      [requestIdHeader]: "alice-1",
      traceparent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01",
    });
    assert.equal(ok.status, 200, ok.text);

    const m = await authed.collect();
    assert.equal(valueWhere(m, M.authRefusals.name, { [A.authScheme]: "key", [A.authReason]: "missing" }), 2);
    assert.equal(valueWhere(m, M.authRefusals.name, { [A.authScheme]: "key", [A.authReason]: "invalid" }), 1);
    assert.equal(valueWhere(m, M.serverCalls.name, { ...base, [A.operation]: "SendMessage", [A.outcome]: "UnauthenticatedError" }), 3);

    assert.equal(entries.length, 4);
    const alice = entries.find((e) => e.requestId === "alice-1");
    assert.ok(alice, JSON.stringify(entries));
    assert.equal(alice.operation, "SendMessage");
    assert.equal(alice.binding, "jsonrpc");
    assert.equal(alice.protocolVersion, "1.0");
    assert.equal(alice.status, 200);
    assert.equal(alice.subject, "alice");
    assert.equal(alice.bytes, Buffer.byteLength(ok.text));
    assert.equal(alice.traceId, undefined, "no tracer provider: nothing was traced, though a traceparent came");
    assert.ok(alice.durationMs >= 0);
    const refused = entries.filter((e) => e.requestId.startsWith("anon-"));
    assert.equal(refused.length, 2);
    for (const e of refused) {
      assert.equal(e.status, 401);
      assert.equal(e.subject, undefined);
    }
  });
});

test("two A2A errors that share an HTTP status (400) and a gRPC status are two outcomes, each its own error.type", async () => {
  // UnsupportedOperationError and TaskNotCancelableError are both 400 / FAILED_PRECONDITION (the v1.0 error table).
  const reader = metricReader();
  const refusing = {
    async SendMessage(request: { message: { parts: { text?: string }[] } }) {
      throw a2aError(v1Errors, request.message.parts[0]?.text === "a" ? "UnsupportedOperationError" : "TaskNotCancelableError");
    },
  } as unknown as Agent;
  const s = await startNodeServer({
    server: { agent: refusing, card: bareCard("two errors", "two"), basePath: "/a2a", onError: () => {}, telemetry: { meterProvider: reader.meterProvider } },
  });
  try {
    for (const text of ["a", "b", "b"]) {
      const send = v1Routes.build("SendMessage", message(text) as never);
      const r = await call(`${s.url}/a2a${send.url}`, { method: send.method, headers: { "a2a-version": "1.0" }, body: send.body });
      assert.equal(r.status, 400, r.text);
    }
    const m = await reader.collect();
    const where = { [A.operation]: "SendMessage", [A.binding]: "http+json" };
    assert.equal(valueWhere(m, M.serverCalls.name, { ...where, [A.outcome]: "UnsupportedOperationError" }), 1);
    assert.equal(valueWhere(m, M.serverCalls.name, { ...where, [A.outcome]: "TaskNotCancelableError" }), 2);
    assert.equal(countWhere(m, M.serverHttpDuration.name, { ...where, [A.httpResponseStatusCode]: 400, [A.errorType]: "UnsupportedOperationError" }), 1);
    assert.equal(countWhere(m, M.serverHttpDuration.name, { ...where, [A.httpResponseStatusCode]: 400, [A.errorType]: "TaskNotCancelableError" }), 2);
  } finally {
    await s.close();
    await reader.shutdown();
  }
});
