// Raw SendMessage requests for the wire scenarios (I3–I7, I13): exact header names (node:http sends them as
// written, so `a2a-version` really goes out in lower case), an extra field, and a reader that says whether the
// answer is a served Message in the interface's own dialect. Methods, routes, gRPC paths and message types
// come from the generated tables; every request is bounded (HTTP_TIMEOUT_MS, the gRPC deadline).

import http from "node:http";
import { fromBinary, type JsonValue, toJson } from "@bufbuild/protobuf";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { callGrpc, encodeRequest, messageSchema } from "../peer/grpc.js";
import type { PeerInterface } from "../peer/peers.js";
import { HTTP_TIMEOUT_MS, type Raw } from "../peer/triggers.js";

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** The request dialect of an interface: v1.0, v0.3 JSON-RPC (kind-tagged), or v0.3 proto JSON (REST, gRPC). */
export type Dialect = "v1_0" | "v0_3" | "v0_3.jsonrpc";
export const dialectOf = (i: PeerInterface): Dialect =>
  i.protocolVersion === v1_0.protocolVersion ? "v1_0" : i.binding === "JSONRPC" ? "v0_3.jsonrpc" : "v0_3";

let next = 1;

/** A SendMessage request with one text part, in the dialect's shape (v0.3 proto JSON: `content`, the field `request` whose JSON name is `message`). */
export function sendRequest(d: Dialect, text: string): Obj {
  const messageId = `interop-${next++}`;
  if (d === "v1_0") return { message: { messageId, role: "ROLE_USER", parts: [{ text }] } };
  if (d === "v0_3.jsonrpc") return { message: { kind: "message", messageId, role: "user", parts: [{ kind: "text", text }] } };
  return { message: { messageId, role: "ROLE_USER", content: [{ text }] } };
}

/** What to send: headers exactly as named, an optional extra field at the request's top level (JSON) or as unknown bytes (gRPC). */
export interface Send {
  headers: Record<string, string>;
  text?: string;
  unknownField?: boolean;
}

/** The made-up field I13 adds (JSON) and its binary twin: field 999, varint 1 (tag 999 << 3 = 0xb8 0x3e). */
export const UNKNOWN_FIELD = "interopUnknownField";
const UNKNOWN_BYTES = [0xb8, 0x3e, 0x01];

function request(url: string, method: string, headers: Record<string, string>, body: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = http.request(u, { method, headers: { ...headers, "content-length": String(Buffer.byteLength(body)) }, timeout: HTTP_TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const out: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) out[k] = Array.isArray(v) ? v.join(", ") : v;
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({ kind: "http", request: { method, path: u.pathname, headers, body }, status: res.statusCode ?? 0, headers: out, body: text });
      });
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`no answer from ${url} within ${HTTP_TIMEOUT_MS} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** Sends one SendMessage ("message: hi" unless `text` says otherwise) to an interface, raw. */
export async function sendMessage(i: PeerInterface, s: Send): Promise<Raw> {
  const d = dialectOf(i);
  const op = d === "v1_0" ? v1_0.operations.SendMessage : v0_3.operations.SendMessage;
  const params = sendRequest(d, s.text ?? "message: hi");
  if (i.binding === "GRPC") {
    const bytes = encodeRequest(op.requestType, params as JsonValue);
    const body = s.unknownField ? new Uint8Array([...bytes, ...UNKNOWN_BYTES]) : bytes;
    const answer = await callGrpc(i.url, op.grpcMethod, body, s.headers, false);
    return { kind: "grpc", request: { path: op.grpcMethod, metadata: s.headers }, ...answer };
  }
  const extra = s.unknownField ? { [UNKNOWN_FIELD]: { nested: [1, "two"] } } : {};
  const json = { "content-type": "application/json", accept: "application/json" };
  if (i.binding === "JSONRPC") {
    const body = JSON.stringify({ jsonrpc: "2.0", id: next++, method: op.jsonRpcMethod, params: { ...params, ...extra } });
    return request(i.url, "POST", { ...s.headers, ...json }, body);
  }
  const table = d === "v1_0" ? v1_0 : v0_3;
  const r = table.routes.build(op.name, params as never);
  return request(i.url + r.url, r.method, { ...s.headers, ...json }, JSON.stringify({ ...(r.body as Obj), ...extra }));
}

/** The agent's Message in a served SendMessage answer, in the interface's dialect; throws saying what came instead. */
export function servedMessage(i: PeerInterface, raw: Raw): Obj {
  const d = dialectOf(i);
  let body: unknown;
  if (raw.kind === "grpc") {
    if (raw.code !== 0 || raw.messages.length !== 1) throw new Error(`gRPC status ${raw.code} (${raw.details}), not a served call`);
    const op = d === "v1_0" ? v1_0.operations.SendMessage : v0_3.operations.SendMessage;
    const schema = messageSchema(op.responseType);
    body = toJson(schema, fromBinary(schema, raw.messages[0]));
  } else {
    if (raw.status < 200 || raw.status > 299) throw new Error(`HTTP ${raw.status}: ${raw.body.slice(0, 300)}`);
    body = JSON.parse(raw.body);
    if (i.binding === "JSONRPC") {
      if (!isObj(body) || !isObj(body.result)) throw new Error(`no JSON-RPC result: ${raw.body.slice(0, 300)}`);
      body = body.result;
    }
  }
  if (!isObj(body)) throw new Error("the answer is not an object");
  // v1.0 and v0.3 proto JSON: {message} (v0.3's field msg has the JSON name message); v0.3 JSON-RPC: the Message, kind "message".
  const m = d === "v0_3.jsonrpc" ? (body.kind === "message" ? body : undefined) : body.message;
  if (!isObj(m)) throw new Error(`no Message in the ${d} form: ${JSON.stringify(body).slice(0, 300)}`);
  const agentRole = d === "v0_3.jsonrpc" ? "agent" : "ROLE_AGENT";
  if (m.role !== agentRole) throw new Error(`role ${String(m.role)}, not ${agentRole}`);
  return m;
}
