// A peer that misbehaves the same way on every binding and version, for test/client/verdicts.test.ts: it
// answers every call with one `Misbehaviour`, each in the wire form the spec gives it per binding (A2A v1.0.1
// §9.5, §10.6, §11.6, the error table of the quick reference §3; v0.3 forms as @a2a-js/sdk answers them,
// ../shared/reference/a2a-peers.md). The HTTP peer serves JSON-RPC at /rpc and HTTP+JSON under /rest; the
// gRPC peer answers raw HTTP/2, its messages built with protobuf-es from the protos.

import http from "node:http";
import http2 from "node:http2";
import { BinaryWriter, WireType } from "@bufbuild/protobuf/wire";
import { encodeRequest } from "../e2e/peer/grpc.js";
import { frame, listenLocal } from "./paced-peer.js";

export type Misbehaviour = "auth" | "version" | "not-found" | "malformed";
export type Version = "1.0" | "0.3";

export interface Peer {
  url: string;
  version: Version;
  misbehaviour: Misbehaviour;
  close(): Promise<void>;
}

const challenge = 'Bearer realm="agent", error="invalid_token"';
const domain = "a2a-protocol.org";
const errorInfoType = "type.googleapis.com/google.rpc.ErrorInfo";

/** The A2A error each misbehaviour stands for at a version (the v0.3 table has no version error: a v0.3 agent refuses with -32004). */
const errors = {
  version: {
    "1.0": { code: -32009, message: "Version not supported", reason: "VERSION_NOT_SUPPORTED", http: 400, status: "FAILED_PRECONDITION", grpc: 9 },
    "0.3": { code: -32004, message: "This operation is not supported", reason: "UNSUPPORTED_OPERATION", http: 400, status: "FAILED_PRECONDITION", grpc: 9 },
  },
  "not-found": {
    "1.0": { code: -32001, message: "Task not found: t-1", reason: "TASK_NOT_FOUND", http: 404, status: "NOT_FOUND", grpc: 5 },
    "0.3": { code: -32001, message: "Task not found: t-1", reason: "TASK_NOT_FOUND", http: 404, status: "NOT_FOUND", grpc: 5 },
  },
} as const;

/** A Task without its REQUIRED id, in the version's JSON-RPC dialect (v0.3: kind-tagged) or ProtoJSON. */
function idlessTask(version: Version, jsonRpc: boolean): Record<string, unknown> {
  if (version === "0.3" && jsonRpc) return { kind: "task", contextId: "c-1", status: { state: "working" } };
  return { contextId: "c-1", status: { state: "TASK_STATE_WORKING" } };
}

/** The malformed stream event: a StreamResponse whose task has no id (v0.3 JSON-RPC: the kind-tagged Task itself). */
function idlessEvent(version: Version, jsonRpc: boolean): Record<string, unknown> {
  return version === "0.3" && jsonRpc ? idlessTask(version, true) : { task: idlessTask(version, false) };
}

const streaming = (path: string) => /subscribe|resubscribe|Subscri/i.test(path);

export async function startHttpPeer(): Promise<Peer> {
  const server = http.createServer();
  const peer: Peer = { url: "", version: "1.0", misbehaviour: "auth", close: async () => {} };
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => {
      body += c;
    });
    req.on("end", () => {
      const { version, misbehaviour } = peer;
      const jsonRpc = req.url?.startsWith("/rpc") === true;
      const id: unknown = jsonRpc ? JSON.parse(body).id : null;
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
        res.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(value));
      if (misbehaviour === "auth") return json(401, {}, { "www-authenticate": challenge });
      if (misbehaviour === "malformed") {
        const wantsStream = String(req.headers.accept).includes("text/event-stream");
        if (!wantsStream) return json(200, jsonRpc ? { jsonrpc: "2.0", id, result: idlessTask(version, jsonRpc) } : idlessTask(version, false));
        const event = idlessEvent(version, jsonRpc);
        res.writeHead(200, { "content-type": "text/event-stream" });
        return res.end(`data: ${JSON.stringify(jsonRpc ? { jsonrpc: "2.0", id, result: event } : event)}\n\n`);
      }
      const e = errors[misbehaviour][version];
      const info = { "@type": errorInfoType, reason: e.reason, domain };
      if (jsonRpc) return json(200, { jsonrpc: "2.0", id, error: { code: e.code, message: e.message, ...(version === "1.0" ? { data: [info] } : {}) } });
      if (version === "0.3") return json(e.http, { code: e.code, message: e.message });
      return json(e.http, { error: { code: e.http, status: e.status, message: e.message, details: [info] } });
    });
  });
  const { port, close } = await listenLocal(server);
  return Object.assign(peer, { url: `http://127.0.0.1:${port}`, close });
}

/** google.rpc.Status (code 1, message 2, details 3: Any) with an ErrorInfo (reason 1, domain 2) when given, base64 for grpc-status-details-bin. */
function statusDetails(code: number, message: string, reason: string | null): string {
  const w = new BinaryWriter().tag(1, WireType.Varint).int32(code).tag(2, WireType.LengthDelimited).string(message);
  if (reason !== null) {
    const info = new BinaryWriter().tag(1, WireType.LengthDelimited).string(reason).tag(2, WireType.LengthDelimited).string(domain).finish();
    const any = new BinaryWriter().tag(1, WireType.LengthDelimited).string(errorInfoType).tag(2, WireType.LengthDelimited).bytes(info).finish();
    w.tag(3, WireType.LengthDelimited).bytes(any);
  }
  return Buffer.from(w.finish()).toString("base64");
}

export async function startGrpcPeer(): Promise<Peer> {
  const server = http2.createServer();
  const peer: Peer = { url: "", version: "1.0", misbehaviour: "auth", close: async () => {} };
  server.on("stream", (stream: http2.ServerHttp2Stream, headers: http2.IncomingHttpHeaders) => {
    stream.on("error", () => {});
    stream.resume();
    const { version, misbehaviour } = peer;
    const head = { ":status": 200, "content-type": "application/grpc+proto" };
    // A failure is trailers-only: the status in the one HEADERS frame that ends the stream.
    const fail = (status: Record<string, string>) => stream.respond({ ...head, ...status }, { endStream: true });
    if (misbehaviour === "auth") return fail({ "grpc-status": "16", "grpc-message": "no valid credential", "www-authenticate": challenge });
    if (misbehaviour === "malformed") {
      const pkg = version === "1.0" ? "lf.a2a.v1" : "a2a.v1";
      const message = streaming(String(headers[":path"]))
        ? encodeRequest(`${pkg}.StreamResponse`, idlessEvent(version, false) as never)
        : encodeRequest(`${pkg}.Task`, idlessTask(version, false) as never);
      stream.respond(head, { waitForTrailers: true });
      stream.on("wantTrailers", () => stream.sendTrailers({ "grpc-status": "0" }));
      return stream.end(frame(message));
    }
    const e = errors[misbehaviour][version];
    // @a2a-js/sdk 0.3.14 sends no details: its NOT_FOUND is known by the code alone (I2); the others carry an ErrorInfo.
    const reason = version === "0.3" && misbehaviour === "not-found" ? null : e.reason;
    const status: Record<string, string> = { "grpc-status": String(e.grpc), "grpc-message": encodeURIComponent(e.message) };
    if (reason !== null) status["grpc-status-details-bin"] = statusDetails(e.grpc, e.message, reason);
    return fail(status);
  });
  const { port, close } = await listenLocal(server);
  return Object.assign(peer, { url: `127.0.0.1:${port}`, close });
}
