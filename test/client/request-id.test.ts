// Request ids on the client: the id an answer carries in X-Request-Id (an HTTP header; gRPC initial metadata)
// is surfaced as `requestId` on the A2AError or TransportError the call fails with, and to interceptors as
// `call.requestId`; a caller's own id (CallOptions.requestId) is sent as X-Request-Id, and one that is not
// 1–128 visible ASCII characters is refused before anything is sent. First against a plain node:http server
// written here (the error bodies by hand: JSON-RPC 2.0 §5.1 with A2A's TaskNotFoundError -32001; the
// HTTP+JSON google.rpc.Status with ErrorInfo reason TASK_NOT_FOUND, A2A §11.6), then against our servers on
// every binding (the server keeps the caller's id, or makes one: docs/observability.md).

import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, test } from "node:test";
import { A2AError } from "@a2a-bindgen/kit";
import { type CallInfo, httpJsonTransport, jsonRpcTransport, TransportError } from "@a2a-bindgen/client";
import { matrix, useHeardAgent } from "./heard-agent.js";

const REQUEST_ID = "x-request-id";

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

describe("request ids from a plain HTTP server", () => {
  let server: http.Server;
  let url = "";
  let next: (body: string) => Answer = () => ({ status: 500, headers: {}, body: "" });
  const heard: http.IncomingHttpHeaders[] = [];
  before(async () => {
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => {
        body += c;
      });
      req.on("end", () => {
        heard.push(req.headers);
        const a = next(body);
        res.writeHead(a.status, a.headers);
        res.end(a.body);
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const target = (path: string) => ({ url: `${url}${path}`, protocolVersion: "1.0", tenant: undefined, timeoutMs: 5_000 });
  const failureOf = (p: Promise<unknown>) =>
    p.then(
      () => assert.fail("the call succeeded"),
      (e: unknown) => e,
    );

  test("JSON-RPC: an error answer's X-Request-Id is the A2AError's requestId", async () => {
    next = (body) => ({
      status: 200,
      headers: { "content-type": "application/json", "X-Request-Id": "req-jsonrpc-1" },
      body: JSON.stringify({ jsonrpc: "2.0", id: JSON.parse(body).id, error: { code: -32001, message: "Task not found: t-9" } }),
    });
    const e = await failureOf(jsonRpcTransport(target("/rpc")).unary("GetTask", { id: "t-9" }));
    assert.ok(e instanceof A2AError);
    assert.equal(e.name, "TaskNotFoundError");
    assert.equal(e.requestId, "req-jsonrpc-1");
  });

  test("HTTP+JSON: an error answer's X-Request-Id is the A2AError's requestId", async () => {
    next = () => ({
      status: 404,
      headers: { "content-type": "application/json", "x-request-id": "req-rest-1" },
      body: JSON.stringify({
        error: {
          code: 404,
          status: "NOT_FOUND",
          message: "Task not found: t-9",
          details: [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "TASK_NOT_FOUND", domain: "a2a-protocol.org" }],
        },
      }),
    });
    const e = await failureOf(httpJsonTransport(target("/rest")).unary("GetTask", { id: "t-9" }));
    assert.ok(e instanceof A2AError);
    assert.equal(e.name, "TaskNotFoundError");
    assert.equal(e.requestId, "req-rest-1");
  });

  test("an answer that is not A2A's (a proxy's 502): the TransportError's requestId, and its message unchanged", async () => {
    next = () => ({ status: 502, headers: { "content-type": "text/html", "X-Request-Id": "req-proxy-7" }, body: "<h1>Bad Gateway</h1>" });
    const e = await failureOf(httpJsonTransport(target("/rest")).unary("GetTask", { id: "t-9" }));
    assert.ok(e instanceof TransportError);
    assert.equal(e.failure, "status");
    assert.equal(e.status, 502);
    assert.equal(e.requestId, "req-proxy-7");
  });

  test("no X-Request-Id, or one that is not 1–128 visible ASCII: no requestId", async () => {
    for (const id of [undefined, "has space", "x".repeat(129)]) {
      next = () => ({ status: 502, headers: { "content-type": "text/html", ...(id === undefined ? {} : { "X-Request-Id": id }) }, body: "bad" });
      const e = await failureOf(httpJsonTransport(target("/rest")).unary("GetTask", { id: "t-9" }));
      assert.ok(e instanceof TransportError);
      assert.equal(e.requestId, undefined, `for ${JSON.stringify(id)}`);
    }
  });

  test("a success: interceptors see the answer's id; the caller's own id is sent as X-Request-Id", async () => {
    const task = { id: "t-1", contextId: "c-1", status: { state: "TASK_STATE_COMPLETED" } };
    next = (body) => ({
      status: 200,
      headers: { "content-type": "application/json", "X-Request-Id": "req-ok-1" },
      body: JSON.stringify({ jsonrpc: "2.0", id: JSON.parse(body).id, result: task }),
    });
    const seen: CallInfo[] = [];
    const t = jsonRpcTransport({ ...target("/rpc"), interceptors: [{ after: (call) => seen.push(call) }] });
    await t.unary("GetTask", { id: "t-1" }, { requestId: "caller-chosen-42" });
    assert.equal(heard.at(-1)?.[REQUEST_ID], "caller-chosen-42");
    assert.equal(seen[0].requestId, "req-ok-1");
  });

  test("a caller's id that is not 1–128 visible ASCII: a TypeError naming requestId, nothing sent", async () => {
    const n = heard.length;
    const t = jsonRpcTransport(target("/rpc"));
    for (const id of ["", "with space", "é", "x".repeat(129)]) {
      await assert.rejects(t.unary("GetTask", { id: "t-1" }, { requestId: id }), (e: unknown) => e instanceof TypeError && /requestId/.test(e.message));
    }
    assert.equal(heard.length, n);
  });
});

describe("request ids from our servers, every binding", () => {
  const agent = useHeardAgent();
  for (const { binding, version } of matrix) {
    test(`${binding} ${version}: the caller's id round-trips onto the error; without one the server's id is on it`, async () => {
      const t = agent.transport(binding, version);
      const kept = await t.unary("GetTask", { id: "missing" }, { requestId: "round-trip-1" }).then(
        () => assert.fail("GetTask of an unknown task succeeded"),
        (e: unknown) => e,
      );
      assert.ok(kept instanceof A2AError);
      assert.equal(kept.requestId, "round-trip-1");
      const made = await t.unary("GetTask", { id: "missing" }).then(
        () => assert.fail("GetTask of an unknown task succeeded"),
        (e: unknown) => e,
      );
      assert.ok(made instanceof A2AError);
      assert.equal(typeof made.requestId, "string");
      assert.match(made.requestId ?? "", /^[\x21-\x7e]{1,128}$/);
    });
  }
});
