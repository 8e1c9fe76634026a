// Peers that answer on a schedule or not at all, for the client's deadline and abort tests, on 127.0.0.1:0:
// an HTTP server (JSON-RPC at /rpc, HTTP+JSON under /rest: SSE streams) and an HTTP/2 server speaking just
// enough gRPC (length-prefixed messages, grpc-status in the trailers; the gRPC over HTTP/2 spec). A stream
// sends its events `everyMs` apart, then ends or stays open; a unary call is answered, or stalls before its
// headers or inside its body. Each peer counts the calls still open, so a test can see the client let go,
// and records the header fields each call carried as they arrived.

import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo, Socket } from "node:net";
import { type A2AClient, type ConnectOptions, clientForCard } from "@a2a-bindgen/client";
import { type GrpcTransport, grpcTransport } from "@a2a-bindgen/client/grpc";
import { after, before } from "node:test";
import { encodeRequest } from "../e2e/peer/grpc.js";

/** What the peer does with the next calls. */
export interface Plan {
  /** A unary call: answered with `task` at once, stalled before any header, or stalled inside its body. */
  unary: "answer" | "stall" | "stall-body";
  /** A stream's StreamResponses (v1.0 JSON), sent `everyMs` apart (the first at once). */
  events: readonly unknown[];
  everyMs: number;
  /** After the events: end the stream, or leave it open and silent. */
  close: boolean;
}

/** A v1.0 Task in `state`. */
export const task = (state: string) => ({ id: "t-1", contextId: "c-1", status: { state } });

/** n WORKING status updates, then the COMPLETED one (final in the protos' sense: a terminal state). */
export function updates(n: number): unknown[] {
  const update = (state: string) => ({ statusUpdate: { taskId: "t-1", contextId: "c-1", status: { state } } });
  return [{ task: task("TASK_STATE_SUBMITTED") }, ...Array.from({ length: n }, () => update("TASK_STATE_WORKING")), update("TASK_STATE_COMPLETED")];
}

export interface PacedPeer {
  /** http://127.0.0.1:PORT (HTTP) or 127.0.0.1:PORT (gRPC, a card's host:port). */
  readonly url: string;
  plan: Plan;
  /** Calls seen, and calls whose exchange has not closed yet. */
  readonly calls: { seen: number; open: number };
  /** Each call's header fields as they arrived (name lower case, value), a repeated field repeated. */
  readonly heard: [string, string][][];
  close(): Promise<void>;
}

const silent: Plan = { unary: "stall", events: [], everyMs: 0, close: false };

/** Node's raw header list (name, value, name, value…) as pairs, names lower case. */
function pairs(raw: readonly string[]): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) out.push([raw[i].toLowerCase(), raw[i + 1]]);
  return out;
}

/** Sends `events` `everyMs` apart through `write`, then `end` when the plan closes; stops when `gone()`. */
function pace(plan: Plan, write: (event: unknown) => void, end: () => void, gone: () => boolean): void {
  let i = 0;
  const step = () => {
    if (gone()) return;
    if (i < plan.events.length) {
      write(plan.events[i++]);
      setTimeout(step, plan.everyMs);
    } else if (plan.close) end();
  };
  step();
}

/** The HTTP peer: JSON-RPC at /rpc (each event a JSON-RPC response echoing the request's id), HTTP+JSON elsewhere. */
export async function startHttpPeer(): Promise<PacedPeer> {
  const server = http.createServer();
  const peer: PacedPeer = { url: "", plan: silent, calls: { seen: 0, open: 0 }, heard: [], close: async () => {} };
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    peer.heard.push(pairs(req.rawHeaders));
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => {
      body += c;
    });
    req.on("end", () => {
      const plan = peer.plan;
      peer.calls.seen++;
      peer.calls.open++;
      res.on("close", () => peer.calls.open--);
      const jsonRpc = req.url === "/rpc";
      let id: unknown = null;
      if (jsonRpc) id = JSON.parse(body).id;
      const wrap = (result: unknown) => JSON.stringify(jsonRpc ? { jsonrpc: "2.0", id, result } : result);
      if (String(req.headers.accept).includes("text/event-stream")) {
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.flushHeaders();
        pace(
          plan,
          (e) => res.write(`data: ${wrap(e)}\n\n`),
          () => res.end(),
          () => res.destroyed,
        );
        return;
      }
      if (plan.unary === "stall") return;
      res.writeHead(200, { "content-type": "application/json" });
      const text = wrap(task("TASK_STATE_WORKING"));
      if (plan.unary === "stall-body") res.write(text.slice(0, 10));
      else res.end(text);
    });
  });
  const { port, close } = await listenLocal(server);
  Object.assign(peer, { url: `http://127.0.0.1:${port}`, close });
  return peer;
}

/** One gRPC message: the compressed flag, the big-endian length, the bytes. */
export function frame(bytes: Uint8Array): Buffer {
  const out = Buffer.alloc(5 + bytes.length);
  out.writeUInt32BE(bytes.length, 1);
  out.set(bytes, 5);
  return out;
}

/** Listens on 127.0.0.1, port 0; `close` ends every open connection (HTTP/1.1 socket or HTTP/2 session), then the server. */
export async function listenLocal(server: http.Server | http2.Http2Server): Promise<{ port: number; close: () => Promise<void> }> {
  const open = new Set<Socket | http2.ServerHttp2Session>();
  const track = (c: Socket | http2.ServerHttp2Session) => {
    open.add(c);
    c.on("close", () => open.delete(c));
    c.on("error", () => {});
  };
  if (server instanceof http.Server) server.on("connection", track);
  else server.on("session", track);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const close = () =>
    new Promise<void>((r) => {
      for (const c of open) c.destroy();
      server.close(() => r());
    });
  return { port: (server.address() as AddressInfo).port, close };
}

/** The gRPC peer: a path ending in SendStreamingMessage or SubscribeToTask streams StreamResponses, any other answers a Task. */
export async function startGrpcPeer(): Promise<PacedPeer> {
  const server = http2.createServer();
  const peer: PacedPeer = { url: "", plan: silent, calls: { seen: 0, open: 0 }, heard: [], close: async () => {} };
  server.on("stream", (stream: http2.ServerHttp2Stream, headers: http2.IncomingHttpHeaders, _flags: number, rawHeaders: string[]) => {
    peer.heard.push(pairs(rawHeaders));
    stream.on("error", () => {});
    stream.resume();
    const plan = peer.plan;
    peer.calls.seen++;
    peer.calls.open++;
    stream.on("close", () => peer.calls.open--);
    const streaming = /\/(SendStreamingMessage|SubscribeToTask)$/.test(String(headers[":path"]));
    if (!streaming && plan.unary === "stall") return;
    stream.respond({ ":status": 200, "content-type": "application/grpc+proto" }, { waitForTrailers: true });
    stream.on("wantTrailers", () => stream.sendTrailers({ "grpc-status": "0" }));
    if (streaming) {
      pace(
        plan,
        (e) => stream.write(frame(encodeRequest("lf.a2a.v1.StreamResponse", e as never))),
        () => stream.end(),
        () => stream.destroyed,
      );
      return;
    }
    const answer = frame(encodeRequest("lf.a2a.v1.Task", task("TASK_STATE_WORKING")));
    if (plan.unary === "stall-body") stream.write(answer.subarray(0, 8));
    else stream.end(answer);
  });
  const { port, close } = await listenLocal(server);
  Object.assign(peer, { url: `127.0.0.1:${port}`, close });
  return peer;
}

/** The three bindings, each with the peer that serves it and the interface url on that peer. */
export const pacedBindings = [
  { binding: "JSONRPC", start: startHttpPeer, at: (p: PacedPeer) => `${p.url}/rpc` },
  { binding: "HTTP+JSON", start: startHttpPeer, at: (p: PacedPeer) => `${p.url}/rest` },
  { binding: "GRPC", start: startGrpcPeer, at: (p: PacedPeer) => p.url },
];

/** A client of a card naming one interface, read with the card's URL on the peer's host (so its loopback interface is allowed). */
export async function pacedClient(binding: string, url: string, timeoutMs: number, options: { fetch?: typeof fetch } = {}): Promise<A2AClient> {
  const card = {
    name: "paced",
    version: "1.0.0",
    capabilities: { streaming: true },
    supportedInterfaces: [{ url, protocolBinding: binding, protocolVersion: "1.0" }],
  };
  const host = url.startsWith("http") ? url : `http://${url}`;
  const connect: ConnectOptions = { transports: { grpc: grpcTransport }, timeoutMs, ...options };
  return clientForCard(card, connect, `${new URL(host).origin}/card`);
}

/**
 * For a describe block of one binding: its paced peer and a client of it (timeoutMs), made before its tests and
 * closed after. `use` receives them once made.
 */
export function pacedSuite(b: (typeof pacedBindings)[number], timeoutMs: number, use: (peer: PacedPeer, client: A2AClient) => void): void {
  let peer: PacedPeer | undefined;
  let client: A2AClient | undefined;
  before(async () => {
    peer = await b.start();
    client = await pacedClient(b.binding, b.at(peer), timeoutMs);
    use(peer, client);
  });
  after(async () => {
    (client?.transport as GrpcTransport | undefined)?.close?.();
    await peer?.close();
  });
}
