// The wire pieces against the real @a2a-js/sdk 1.3.0, both ways, on 127.0.0.1 (port 0), every request
// bounded in time:
//   A. the kit as a client of the 1.3.0 peer (test/e2e/peer/server.ts): its streams decode, its JSON-RPC
//      answers parse, a mounted route table builds the peer's URLs under its base path;
//   B. the 1.3.0 client (JsonRpcTransportFactory / RestTransportFactory) against a node:http server built
//      from the kit (mount, request assembly, JSON-RPC envelopes and method lookup, SSE encoders): the SDK
//      reads our streams, including a multi-line data event and an error mid-stream, into its own types.
// Expected values are written by hand from the peer notes (a2a-peers.md I11, §1b) and what the server sends.

import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, test } from "node:test";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { A2A_VERSION_HEADER, AgentCard, SendMessageRequest } from "@a2a-js/sdk";
import { JsonRpcTransportFactory, RestTransportFactory } from "@a2a-js/sdk/client";
import { TaskNotFoundError } from "@a2a-js/sdk/errors";
import {
  assembleRequest,
  basePathOf,
  decodeA2aStream,
  encodeSseEvent,
  encodeStreamError,
  encodeStreamResponse,
  jsonRpcMethods,
  mountRoutes,
  parseRequest,
  parseResponse,
  serializeError,
  serializeRequest,
  type StreamItem,
} from "@a2a-bindgen/kit";
import { standardErrors } from "../support/jsonrpc-errors.js";
import { startPeer, trackSockets, type Peer } from "../e2e/peer/server.js";

const TIMEOUT_MS = 10_000;
// JSON-RPC 2.0 §5.1, by hand.
const errors = standardErrors;

const sendParams = (id: string) => ({
  message: { messageId: id, role: "ROLE_USER", parts: [{ text: `stream ${id}`, mediaType: "text/plain" }] },
  configuration: { acceptedOutputModes: ["text/plain"] },
});

const caseOf = (i: StreamItem): string => (i.kind === "response" ? Object.keys(i.response as object).join(",") : i.kind);

describe("A. the kit as a client of the 1.3.0 peer", () => {
  let peer: Peer;
  before(async () => {
    peer = await startPeer();
  });
  after(async () => {
    await peer?.close();
  });

  test("a JSON-RPC stream decodes to task, WORKING, artifact, COMPLETED, each line echoing our id", async () => {
    const res = await fetch(peer.jsonRpcUrl, {
      method: "POST",
      headers: { [A2A_VERSION_HEADER]: v1_0.protocolVersion, "content-type": "application/json", accept: "text/event-stream" },
      body: serializeRequest(v1_0.operations.SendStreamingMessage.jsonRpcMethod, sendParams("kit-1"), 42),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    assert.ok(res.body);
    const got: StreamItem[] = [];
    for await (const i of decodeA2aStream(res.body, "jsonrpc")) got.push(i);
    assert.deepEqual(got.map(caseOf), ["task", "statusUpdate", "artifactUpdate", "statusUpdate"]);
    assert.ok(got.every((i) => i.kind === "response" && i.echo?.id === 42));
  });

  test("an HTTP+JSON stream, built by a table mounted at the peer's base path, decodes to bare StreamResponses", async () => {
    const base = basePathOf(peer.restUrl);
    assert.equal(base, "/a2a/rest");
    const routes = mountRoutes(v1_0.routes, base ?? "");
    const built = routes.build(v1_0.operations.SendStreamingMessage.name, sendParams("kit-2"));
    assert.equal(built.url.startsWith("/a2a/rest/"), true);
    const res = await fetch(peer.baseUrl + built.url, {
      method: built.method,
      headers: { [A2A_VERSION_HEADER]: v1_0.protocolVersion, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(built.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    assert.ok(res.body);
    const got: StreamItem[] = [];
    for await (const i of decodeA2aStream(res.body, "http+json")) got.push(i);
    assert.deepEqual(got.map(caseOf), ["task", "statusUpdate", "artifactUpdate", "statusUpdate"]);
  });

  test("the peer's -32601 for a v0.3 method on a 1.0 call parses, with our string id echoed", async () => {
    const res = await fetch(peer.jsonRpcUrl, {
      method: "POST",
      headers: { [A2A_VERSION_HEADER]: v1_0.protocolVersion, "content-type": "application/json" },
      body: serializeRequest(v0_3.operations.SendMessage.jsonRpcMethod, sendParams("kit-3"), "abc"),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const r = parseResponse(await res.text());
    assert.ok(r.kind === "error", JSON.stringify(r));
    assert.equal(r.error.code, -32601);
    assert.equal(r.echo.id, "abc");
  });
});

// B. A server made of kit parts: JSON-RPC at /rpc, HTTP+JSON mounted at /api. Both answer
// SendStreamingMessage with three events (the artifact one pretty-printed, so its data spans lines)
// and then TaskNotFound mid-stream, in each binding's error form.
const EVENTS = [
  { task: { id: "task-1", contextId: "ctx-1", status: { state: "TASK_STATE_SUBMITTED" } } },
  { statusUpdate: { taskId: "task-1", contextId: "ctx-1", status: { state: "TASK_STATE_WORKING" } } },
  { artifactUpdate: { taskId: "task-1", contextId: "ctx-1", artifact: { artifactId: "a-1", parts: [{ text: "two\nlines" }] }, lastChunk: true } },
];
const TNF_REASON = { "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "TASK_NOT_FOUND", domain: "a2a-protocol.org" };

function startKitServer(): Promise<{ url: string; close: () => Promise<void>; seen: unknown[] }> {
  const methods = jsonRpcMethods(v1_0, [v0_3]);
  const api = mountRoutes(v1_0.routes, "/api");
  const seen: unknown[] = [];
  const server = http.createServer(async (req, res) => {
    let text = "";
    for await (const c of req) text += c;
    const sse = () => res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    if (req.url === "/rpc") {
      const p = parseRequest(text, errors);
      if (p.kind !== "request") return res.end(p.kind === "invalid" ? serializeError(p.echo, p.error) : "");
      const found = methods.find(p.request.method);
      if (found.kind === "unknown") return res.end(serializeError(p.request, methods.methodNotFound(found, errors)));
      seen.push(p.request.params);
      sse();
      res.write(encodeStreamResponse("jsonrpc", EVENTS[0], p.request));
      res.write(encodeStreamResponse("jsonrpc", EVENTS[1], p.request));
      res.write(encodeStreamResponse("jsonrpc", EVENTS[2], p.request));
      res.end(encodeStreamError("jsonrpc", { code: -32001, message: "Task not found: task-1", data: [TNF_REASON] }, p.request));
      return;
    }
    const m = api.match(req.method ?? "", req.url ?? "");
    if (m.kind !== "match") return res.writeHead(404).end();
    const a = assembleRequest(m, text === "" ? undefined : JSON.parse(text));
    if (!a.ok) return res.writeHead(400).end(a.reason);
    seen.push(a.request);
    sse();
    res.write(encodeStreamResponse("http+json", EVENTS[0]));
    res.write(encodeStreamResponse("http+json", EVENTS[1]));
    res.write(encodeSseEvent({ data: JSON.stringify(EVENTS[2], null, 2) }));
    res.end(encodeStreamError("http+json", { error: { code: 404, status: "NOT_FOUND", message: "Task not found: task-1", details: [TNF_REASON] } }));
  });
  const sockets = trackSockets(server);
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        seen,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

describe("B. the 1.3.0 client against a server made of kit parts", () => {
  let kit: Awaited<ReturnType<typeof startKitServer>>;
  before(async () => {
    kit = await startKitServer();
  });
  after(async () => {
    await kit?.close();
  });

  const card = () =>
    AgentCard.fromJSON({
      name: "kit",
      description: "kit server",
      version: "1.0.0",
      supportedInterfaces: [
        { url: `${kit.url}/rpc`, protocolBinding: "JSONRPC", protocolVersion: "1.0" },
        { url: `${kit.url}/api`, protocolBinding: "HTTP+JSON", protocolVersion: "1.0" },
      ],
      capabilities: { streaming: true },
      defaultInputModes: ["text/plain"],
      defaultOutputModes: ["text/plain"],
      skills: [],
    });

  async function drain(stream: AsyncGenerator<unknown>): Promise<{ cases: string[]; error: unknown }> {
    const cases: string[] = [];
    try {
      for await (const r of stream) cases.push(String((r as { payload?: { $case?: string } }).payload?.$case));
      return { cases, error: undefined };
    } catch (e) {
      return { cases, error: e };
    }
  }

  test("JSON-RPC: the SDK reads our three events, then our mid-stream error as TaskNotFound", async () => {
    const t = await new JsonRpcTransportFactory().create(`${kit.url}/rpc`, card());
    const { cases, error } = await drain(t.sendMessageStream(SendMessageRequest.fromJSON(sendParams("sdk-1")), { signal: AbortSignal.timeout(TIMEOUT_MS) }));
    assert.deepEqual(cases, ["task", "statusUpdate", "artifactUpdate"]);
    assert.ok(error instanceof Error);
    assert.ok((error as Error).cause instanceof TaskNotFoundError, String(error));
  });

  test("HTTP+JSON under /api: the SDK reads our events (one of them multi-line), then the Status error as TaskNotFound", async () => {
    const t = await new RestTransportFactory().create(`${kit.url}/api`, card());
    const before = kit.seen.length;
    const { cases, error } = await drain(t.sendMessageStream(SendMessageRequest.fromJSON(sendParams("sdk-2")), { signal: AbortSignal.timeout(TIMEOUT_MS) }));
    assert.deepEqual(cases, ["task", "statusUpdate", "artifactUpdate"]);
    assert.ok(error instanceof TaskNotFoundError, String(error));
    // The request assembled from the SDK's POST /api/message:stream: no tenant "api", the message intact.
    const request = kit.seen[before] as { tenant?: string; message?: { messageId?: string } };
    assert.equal(request.tenant, undefined);
    assert.equal(request.message?.messageId, "sdk-2");
  });
});
