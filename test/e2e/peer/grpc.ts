// A raw gRPC client for the peer tests: @grpc/grpc-js with identity (de)serializers, so what goes on the wire
// is protobuf-es binary built from proto JSON (the es fixture's schemas, found by the request type the
// generated operations table names), and what comes back is kept as bytes — no SDK client in between.
//
// Also a small reader of google.rpc.Status (grpc-status-details-bin) for the tests' expectations: which
// details it carries and the ErrorInfo reason/domain, read straight from the protobuf wire format.

import * as grpc from "@grpc/grpc-js";
import { type DescMessage, fromJson, type JsonValue, toBinary } from "@bufbuild/protobuf";
import { BinaryReader, WireType } from "@bufbuild/protobuf/wire";
import { file_a2a_v1_a2a } from "@a2a-bindgen/a2a/es/v0_3";
import { file_lf_a2a_v1_a2a } from "@a2a-bindgen/a2a/es/v1_0";

/** Per-call deadline (unary and whole stream). */
export const GRPC_DEADLINE_MS = 5_000;

/** What a gRPC call ended with: the status, its trailers, and every response message as bytes. */
export interface GrpcAnswer {
  code: number;
  details: string;
  /** Response header metadata (before the first message), lower-case keys; `-bin` values as bytes. */
  headers: Record<string, (string | Uint8Array)[]>;
  /** Trailers, lower-case keys; `-bin` values (grpc-status-details-bin) as bytes. */
  metadata: Record<string, (string | Uint8Array)[]>;
  /** Response messages in arrival order (one for a successful unary call). */
  messages: Uint8Array[];
}

const files = [file_lf_a2a_v1_a2a, file_a2a_v1_a2a];

/** The protobuf-es descriptor of a fully-qualified message name (e.g. a table's `requestType`). */
export function messageSchema(typeName: string): DescMessage {
  for (const f of files) {
    const m = f.messages.find((d) => d.typeName === typeName);
    if (m !== undefined) return m;
  }
  throw new Error(`no message ${typeName} in the es fixture`);
}

/** Encodes a proto JSON request as the binary message `typeName`. */
export function encodeRequest(typeName: string, json: JsonValue): Uint8Array {
  const schema = messageSchema(typeName);
  return toBinary(schema, fromJson(schema, json));
}

function plain(m: grpc.Metadata | undefined): Record<string, (string | Uint8Array)[]> {
  const out: Record<string, (string | Uint8Array)[]> = Object.create(null);
  if (m === undefined) return out;
  for (const key of Object.keys(m.getMap())) {
    out[key] = m.get(key).map((v) => (typeof v === "string" ? v : new Uint8Array(v)));
  }
  return out;
}

const identity = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);
const keep = (b: Buffer) => new Uint8Array(b);

/**
 * One raw call: `path` is the gRPC method path (a table's `grpcMethod`, or a made-up one), `request` the
 * encoded request, `metadata` plain string pairs. Server-streaming when `stream`; the answer always carries
 * the final status and trailers, never throws for a gRPC error.
 */
export function callGrpc(address: string, path: string, request: Uint8Array, metadata: Record<string, string>, stream: boolean): Promise<GrpcAnswer> {
  const client = new grpc.Client(address, grpc.credentials.createInsecure());
  const md = new grpc.Metadata();
  for (const [k, v] of Object.entries(metadata)) md.set(k, v);
  const options = { deadline: Date.now() + GRPC_DEADLINE_MS };
  const messages: Uint8Array[] = [];
  let headers: grpc.Metadata | undefined;
  return new Promise<GrpcAnswer>((resolve) => {
    const onStatus = (s: grpc.StatusObject) => {
      client.close();
      resolve({ code: s.code, details: s.details, headers: plain(headers), metadata: plain(s.metadata), messages });
    };
    if (stream) {
      const call = client.makeServerStreamRequest(path, identity, keep, request, md, options);
      call.on("metadata", (m) => (headers = m));
      call.on("data", (b: Uint8Array) => messages.push(b));
      call.on("error", () => {}); // the status event carries the same facts
      call.on("status", onStatus);
    } else {
      const call = client.makeUnaryRequest(path, identity, keep, request, md, options, (_err, value) => {
        if (value !== undefined) messages.push(value);
      });
      call.on("metadata", (m) => (headers = m));
      call.on("status", onStatus);
    }
  });
}

/** google.rpc.Status as read from grpc-status-details-bin: code, message, and each detail's type URL (+ ErrorInfo). */
export interface StatusDetails {
  code: number;
  message: string;
  details: { typeUrl: string; errorInfo?: { reason: string; domain: string; metadata: Record<string, string> } }[];
}

const ERROR_INFO_TYPE_URL_SUFFIX = "/google.rpc.ErrorInfo";

function readErrorInfo(bytes: Uint8Array): { reason: string; domain: string; metadata: Record<string, string> } {
  const r = new BinaryReader(bytes);
  const info = { reason: "", domain: "", metadata: Object.create(null) as Record<string, string> };
  while (r.pos < r.len) {
    const [field, wt] = r.tag();
    if (field === 1 && wt === WireType.LengthDelimited) info.reason = r.string();
    else if (field === 2 && wt === WireType.LengthDelimited) info.domain = r.string();
    else if (field === 3 && wt === WireType.LengthDelimited) {
      const e = new BinaryReader(r.bytes());
      let k = "";
      let v = "";
      while (e.pos < e.len) {
        const [f] = e.tag();
        if (f === 1) k = e.string();
        else v = e.string();
      }
      info.metadata[k] = v;
    } else r.skip(wt);
  }
  return info;
}

/** Decodes a google.rpc.Status (the grpc-status-details-bin trailer). Throws on bytes that are not one. */
export function readStatusDetails(bytes: Uint8Array): StatusDetails {
  const r = new BinaryReader(bytes);
  const out: StatusDetails = { code: 0, message: "", details: [] };
  while (r.pos < r.len) {
    const [field, wt] = r.tag();
    if (field === 1 && wt === WireType.Varint) out.code = r.int32();
    else if (field === 2 && wt === WireType.LengthDelimited) out.message = r.string();
    else if (field === 3 && wt === WireType.LengthDelimited) {
      const any = new BinaryReader(r.bytes());
      let typeUrl = "";
      let value = new Uint8Array();
      while (any.pos < any.len) {
        const [f, w] = any.tag();
        if (f === 1 && w === WireType.LengthDelimited) typeUrl = any.string();
        else if (f === 2 && w === WireType.LengthDelimited) value = any.bytes();
        else any.skip(w);
      }
      out.details.push(typeUrl.endsWith(ERROR_INFO_TYPE_URL_SUFFIX) ? { typeUrl, errorInfo: readErrorInfo(value) } : { typeUrl });
    } else r.skip(wt);
  }
  return out;
}
