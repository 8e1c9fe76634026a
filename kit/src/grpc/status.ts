// google.rpc.Status in protobuf binary, as grpc-status-details-bin carries it: Status {int32 code = 1;
// string message = 2; repeated google.protobuf.Any details = 3}, Any {string type_url = 1; bytes value = 2},
// ErrorInfo {string reason = 1; string domain = 2; map<string, string> metadata = 3}
// (google/rpc/status.proto, google/protobuf/any.proto, google/rpc/error_details.proto). Unknown fields are skipped.

import { BinaryReader, BinaryWriter, WireType } from "@bufbuild/protobuf/wire";

/** A google.protobuf.Any: the type URL and the message's bytes. */
export interface AnyMessage {
  readonly typeUrl: string;
  readonly value: Uint8Array;
}

/** A google.rpc.Status. */
export interface RpcStatus {
  readonly code: number;
  readonly message: string;
  readonly details: readonly AnyMessage[];
}

/** A google.rpc.ErrorInfo. */
export interface BinaryErrorInfo {
  readonly reason: string;
  readonly domain: string;
  readonly metadata: Readonly<Record<string, string>>;
}

/** google.rpc.Status → bytes. */
export function encodeRpcStatus(status: RpcStatus): Uint8Array {
  const w = new BinaryWriter();
  if (status.code !== 0) w.tag(1, WireType.Varint).int32(status.code);
  if (status.message !== "") w.tag(2, WireType.LengthDelimited).string(status.message);
  for (const d of status.details) {
    w.tag(3, WireType.LengthDelimited).fork();
    if (d.typeUrl !== "") w.tag(1, WireType.LengthDelimited).string(d.typeUrl);
    if (d.value.length > 0) w.tag(2, WireType.LengthDelimited).bytes(d.value);
    w.join();
  }
  return w.finish();
}

/** google.rpc.ErrorInfo → bytes. */
export function encodeErrorInfo(info: BinaryErrorInfo): Uint8Array {
  const w = new BinaryWriter();
  if (info.reason !== "") w.tag(1, WireType.LengthDelimited).string(info.reason);
  if (info.domain !== "") w.tag(2, WireType.LengthDelimited).string(info.domain);
  for (const [k, v] of Object.entries(info.metadata)) {
    w.tag(3, WireType.LengthDelimited).fork().tag(1, WireType.LengthDelimited).string(k).tag(2, WireType.LengthDelimited).string(v).join();
  }
  return w.finish();
}

/** Bytes → google.rpc.Status. Throws on bytes that are not one (the caller turns that into an answer). */
export function decodeRpcStatus(bytes: Uint8Array): RpcStatus {
  const r = new BinaryReader(bytes);
  let code = 0;
  let message = "";
  const details: AnyMessage[] = [];
  while (r.pos < r.len) {
    const [field, wire] = r.tag();
    if (field === 1 && wire === WireType.Varint) code = r.int32();
    else if (field === 2 && wire === WireType.LengthDelimited) message = r.string();
    else if (field === 3 && wire === WireType.LengthDelimited) details.push(decodeAny(r.bytes()));
    else r.skip(wire, field);
  }
  return { code, message, details };
}

function decodeAny(bytes: Uint8Array): AnyMessage {
  const r = new BinaryReader(bytes);
  let typeUrl = "";
  let value: Uint8Array = new Uint8Array(0);
  while (r.pos < r.len) {
    const [field, wire] = r.tag();
    if (field === 1 && wire === WireType.LengthDelimited) typeUrl = r.string();
    else if (field === 2 && wire === WireType.LengthDelimited) value = r.bytes();
    else r.skip(wire, field);
  }
  return { typeUrl, value };
}

/** Bytes → google.rpc.ErrorInfo. Throws on bytes that are not one. */
export function decodeErrorInfo(bytes: Uint8Array): BinaryErrorInfo {
  const r = new BinaryReader(bytes);
  let reason = "";
  let domain = "";
  // A null-prototype map: a key such as __proto__ is data, never the prototype.
  const metadata: Record<string, string> = Object.create(null);
  while (r.pos < r.len) {
    const [field, wire] = r.tag();
    if (field === 1 && wire === WireType.LengthDelimited) reason = r.string();
    else if (field === 2 && wire === WireType.LengthDelimited) domain = r.string();
    else if (field === 3 && wire === WireType.LengthDelimited) {
      const e = new BinaryReader(r.bytes());
      let k = "";
      let v = "";
      while (e.pos < e.len) {
        const [f, t] = e.tag();
        if (f === 1 && t === WireType.LengthDelimited) k = e.string();
        else if (f === 2 && t === WireType.LengthDelimited) v = e.string();
        else e.skip(t, f);
      }
      metadata[k] = v;
    } else r.skip(wire, field);
  }
  return { reason, domain, metadata };
}
