// Requests that are not calls (issue 37: an operator sees every request): the card, a path outside the base
// path, a route no operation has, a JSON-RPC body that does not parse, a version the server does not serve
// and a body over the limit never reach the call path, yet each is one access entry (method, path without
// its query, status, request id; binding and version when known) and one http.server.request.duration
// point (OpenTelemetry's HTTP server metric: http.request.method, http.response.status_code, error.type the
// status for 4xx/5xx, http.route only for a route). A call is recorded once, by the call path, never also
// by the edge. No span for them: the tracer sees none.

import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { attributes as A, metricSpecs as M } from "@a2a-bindgen/kit";
import { type AccessEntry, createEchoAgent } from "@a2a-bindgen/server";
import { type NodeServer, startNodeServer } from "@a2a-bindgen/server/node";
import { countWhere, metricReader, pointsOf } from "../../support/telemetry.ts";
import { bareCard } from "../../support/cards.ts";
import { call } from "../harness.ts";

const reader = metricReader();
const entries: AccessEntry[] = [];
let server: NodeServer;
const CARD = "/.well-known/agent-card.json";

before(async () => {
  server = await startNodeServer({
    server: {
      agent: createEchoAgent(),
      card: bareCard("edge", "edge"),
      basePath: "/a2a",
      maxBodySize: 1024,
      onError: () => {},
      accessLog: (e) => entries.push(e),
      telemetry: { meterProvider: reader.meterProvider },
    },
  });
});
after(async () => {
  await server.close();
  await reader.shutdown();
});

test("each request that is not a call is one access entry and one http.server.request.duration point; a call is recorded once", async () => {
  const base = server.url.replace(/\/a2a$/, "");
  const v1 = { "content-type": "application/json", "a2a-version": "1.0" };
  const card = await call(`${base}${CARD}?secret=q`);
  assert.equal(card.status, 200);
  assert.equal((await call(`${base}/elsewhere`)).status, 404);
  assert.equal((await call(`${base}/a2a/no/such/route`, { headers: v1 })).status, 404);
  assert.equal((await call(`${base}/a2a`, { method: "POST", headers: v1, raw: "{not json" })).status, 200, "a JSON-RPC parse error is answered 200");
  assert.equal((await call(`${base}/a2a/tasks/t-1`, { headers: { "a2a-version": "9.9" } })).status, 400);
  assert.equal((await call(`${base}/a2a`, { method: "POST", headers: v1, raw: `"${"x".repeat(2048)}"` })).status, 413);
  // One call: recorded by the call path (with its operation), not by the edge.
  const sent = await call(`${base}/a2a`, {
    method: "POST",
    headers: v1,
    body: { jsonrpc: "2.0", id: 1, method: "SendMessage", params: { message: { messageId: "m-1", role: "ROLE_USER", parts: [{ text: "hi" }] } } },
  });
  assert.equal(sent.status, 200);

  const edge = entries.filter((e) => e.operation === undefined);
  assert.deepEqual(
    edge.map((e) => [e.method, e.path, e.status, e.binding, e.protocolVersion]),
    [
      ["GET", CARD, 200, undefined, undefined],
      ["GET", "/elsewhere", 404, undefined, undefined],
      ["GET", "/a2a/no/such/route", 404, "http+json", "1.0"],
      ["POST", "/a2a", 200, "jsonrpc", "1.0"],
      ["GET", "/a2a/tasks/t-1", 400, "http+json", undefined],
      ["POST", "/a2a", 413, "jsonrpc", "1.0"],
    ],
  );
  for (const e of edge) {
    assert.ok(typeof e.requestId === "string" && e.requestId !== "", "a request id");
    assert.ok(typeof e.durationMs === "number" && e.durationMs >= 0);
    assert.ok(!JSON.stringify(e).includes("secret=q"), "the query is never logged");
  }
  const calls = entries.filter((e) => e.operation !== undefined);
  assert.deepEqual(
    calls.map((e) => [e.operation, e.binding]),
    [["SendMessage", "jsonrpc"]],
    "the call is one entry, the call path's",
  );

  const metrics = await reader.collect();
  const http = M.serverHttpDuration.name;
  assert.equal(countWhere(metrics, http, { [A.httpRoute]: CARD, [A.httpResponseStatusCode]: 200 }), 1, "the card, by its route");
  assert.equal(countWhere(metrics, http, { [A.httpRequestMethod]: "GET", [A.httpResponseStatusCode]: 404, [A.errorType]: "404" }), 2);
  assert.equal(countWhere(metrics, http, { [A.httpResponseStatusCode]: 413, [A.errorType]: "413" }), 1);
  assert.equal(countWhere(metrics, http, { [A.httpResponseStatusCode]: 400 }), 1);
  const edgePoints = pointsOf(metrics, http).filter((p) => p.attributes[A.operation] === undefined);
  for (const p of edgePoints) assert.equal(p.attributes[A.httpRoute] === undefined || p.attributes[A.httpRoute] === CARD, true, "no route made of a path");
  assert.equal(countWhere(metrics, M.serverRpcDuration.name, { [A.operation]: "SendMessage" }), 1, "the call, by the call path");
});
