/// <reference types="node" />
// The gRPC Transport: connect-node's gRPC transport over HTTP/2, speaking lf.a2a.v1.A2AService (v1.0) or
// a2a.v1.A2AService (v0.3; the caller still sees v1.0 types, through the compat converters). It sends the
// version and extensions as metadata (names from the generated tables) and the interface's tenant in the
// request, and turns a failed status into the version's A2AError (kit decodeGrpcError over the trailers)
// or a TransportError.

import { type DescMessage, fromJson, type JsonValue, type Message, toJson } from "@bufbuild/protobuf";
import { serviceParameters } from "@a2a-bindgen/a2a/protocol";
import { v1_0 } from "@a2a-bindgen/a2a";
import { A2AError, extensionParameters, parseExtensions } from "@a2a-bindgen/kit";
import { decodeGrpcError } from "@a2a-bindgen/kit/grpc";
import { Code, ConnectError, type Transport as ConnectTransport } from "@connectrpc/connect";
import { createGrpcTransport, Http2SessionManager } from "@connectrpc/connect-node";
import type { CallMeta, CallOptions, OperationName, Transport, TransportTarget } from "../transport.js";
import { byteOption, defaultMaxResponseBytes } from "../bounds.js";
import { withLosses } from "../common.js";
import { TransportError } from "../errors.js";
import { type Converted, type GrpcRpc, type GrpcWireVersion, wireVersion } from "./versions.js";

/** What a gRPC answer carried besides its body: the activated extensions, and what did not cross versions (JSON path, why). */
export type GrpcCallMeta = CallMeta & { readonly losses?: readonly { readonly path: string; readonly reason: string }[] };

/** Call options of the gRPC transport: `onMeta` hears the answer's GrpcCallMeta (a unary call's once decoded, a stream's once open). */
export interface GrpcCallOptions extends CallOptions {
  readonly onMeta?: (meta: GrpcCallMeta) => void;
}

/** A gRPC transport; close() ends its HTTP/2 connection. */
export interface GrpcTransport extends Transport {
  close(): void;
}

/** The validators of the v1.0 responses, by operation. */
const responses = v1_0.operations as unknown as Readonly<
  Record<string, { schemas: { response: { safeParse(v: unknown): { success: boolean; data?: unknown; error?: unknown } } } }>
>;

/** "host:port" (a card's GRPC url, plain HTTP/2) or an http(s) URL → the base URL connect dials; anything else is refused. */
function baseUrlOf(url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (typeof url !== "string" || url === "" || /^[a-z][a-z0-9+.-]*:\/\//i.test(url) || /[\s/?#]/.test(url)) {
    throw new TypeError(`a gRPC interface url is host:port or an http(s) URL, not ${JSON.stringify(String(url).slice(0, 200))}`);
  }
  return `http://${url}`;
}

function short(text: string): string {
  const one = text.replace(/\s+/g, " ").trim();
  return one.length > 200 ? `${one.slice(0, 200)}…` : one;
}

/** connect's largest readMaxBytes (4 GiB - 1). */
const maxReadMaxBytes = 0xffffffff;

/** A failure connect raised itself when a message passed readMaxBytes (not a status the server sent). */
function overReadMax(e: ConnectError): boolean {
  return e.code === Code.ResourceExhausted && /larger than configured readMaxBytes/.test(e.rawMessage);
}

/**
 * Builds the gRPC transport of one card interface (a TransportFactory): `grpcTransport({ url: "127.0.0.1:50051",
 * protocolVersion: "1.0", tenant: undefined, timeoutMs: 5000 })`. Each message read (a unary answer, each
 * stream event) is bounded by `maxResponseBytes` (default 16 MiB; connect's readMaxBytes): a larger one is a
 * `body` (unary) or `stream` failure. No write bound: the requests are the caller's own, and the server
 * bounds what it reads. Throws a TypeError for a version gRPC does not speak, a url that is neither
 * host:port nor an http(s) URL, or a bad maxResponseBytes.
 */
export function grpcTransport(target: TransportTarget): GrpcTransport {
  const wire = wireVersion(target.protocolVersion);
  if (wire === undefined) throw new TypeError(`gRPC speaks protocol 1.0 and 0.3, not ${JSON.stringify(target.protocolVersion)}`);
  const url = target.url;
  const baseUrl = baseUrlOf(url);
  const readMaxBytes = Math.min(byteOption(target.maxResponseBytes, "maxResponseBytes", defaultMaxResponseBytes), maxReadMaxBytes);
  const sessions = new Http2SessionManager(baseUrl);
  const transport = createGrpcTransport({ baseUrl, sessionManager: sessions, defaultTimeoutMs: target.timeoutMs, readMaxBytes });

  // The interface is chosen: its version's converters start loading now; a call awaits them (ready), and meets a failure there.
  wire.load().catch(() => {});
  const ready = async (): Promise<void> => {
    try {
      await wire.load();
    } catch (e) {
      throw new TransportError("request", url, `the protocol ${wire.protocolVersion} converters did not load: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  const rpcOf = (operation: OperationName): GrpcRpc => {
    const rpc = wire.rpcs.get(operation);
    if (rpc === undefined) throw new TransportError("request", url, `protocol ${wire.protocolVersion} has no gRPC rpc for ${operation}`);
    return rpc;
  };

  const metadata = (options: CallOptions | undefined): Headers => {
    const h = new Headers();
    for (const [k, v] of Object.entries(options?.headers ?? {})) h.set(k, v);
    h.set(serviceParameters.version.metadata, wire.protocolVersion);
    const ext = extensionParameters(options?.extensions ?? [], { version: wire.protocolVersion, carrier: "metadata" });
    for (const [k, v] of Object.entries(ext)) h.set(k, v);
    return h;
  };

  const encode = (rpc: GrpcRpc, request: unknown): { message: Message; losses: Converted["losses"] } => {
    let r = request !== null && typeof request === "object" && !Array.isArray(request) ? { ...(request as Record<string, unknown>) } : {};
    if (wire.tenant && target.tenant !== undefined && target.tenant !== "" && (r.tenant === undefined || r.tenant === "")) r = { ...r, tenant: target.tenant };
    try {
      const crossed = wire.request(rpc.operation, r);
      return { message: fromJson(rpc.method.input, (crossed.value ?? {}) as JsonValue, { ignoreUnknownFields: false }), losses: crossed.losses };
    } catch (e) {
      throw new TransportError(
        "request",
        url,
        `the ${rpc.operation} request does not fit ${rpc.method.input.typeName}: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
  };

  const decode = (rpc: GrpcRpc, output: DescMessage, message: Message, convert: GrpcWireVersion["response"]): Converted => {
    let crossed: Converted;
    try {
      crossed = convert(rpc.operation, toJson(output, message as never));
    } catch (e) {
      throw new TransportError("body", url, `the ${wire.protocolVersion} answer does not convert: ${e instanceof Error ? e.message : String(e)}`);
    }
    const checked = responses[rpc.operation].schemas.response.safeParse(crossed.value ?? {});
    if (!checked.success)
      throw new TransportError(
        "body",
        url,
        withLosses(
          `the ${rpc.operation} answer is not a v1.0 ${rpc.operation} response: ${short(String(checked.error))}`,
          wire.protocolVersion,
          crossed.losses,
        ),
      );
    return { value: checked.data, losses: crossed.losses };
  };

  const failure = (e: unknown, signal: AbortSignal | undefined, streaming = false): Error => {
    if (e instanceof TransportError || e instanceof A2AError) return e;
    if (!(e instanceof ConnectError)) return new TransportError("network", url, e instanceof Error ? e.message : String(e), { cause: e });
    if (overReadMax(e)) {
      const what = streaming ? "a stream message" : "the answer";
      return new TransportError(
        streaming ? "stream" : "body",
        url,
        `${what} exceeds the bound of ${readMaxBytes} bytes (maxResponseBytes): ${short(e.rawMessage)}`,
        {
          status: e.code,
          cause: e,
          grpc: true,
        },
      );
    }
    if (e.code === Code.DeadlineExceeded || (e.code === Code.Canceled && signal?.aborted === true)) {
      return new TransportError("timeout", url, e.rawMessage, { status: e.code, cause: e, grpc: true });
    }
    const decoded = decodeGrpcError(wire.errorTable, { code: e.code, message: e.rawMessage, metadata: e.metadata });
    if (decoded.kind === "error") return decoded.error;
    if (decoded.kind === "ambiguous") {
      return new TransportError("ambiguous", url, `${decoded.candidates.map((c) => c.name).join(" or ")} (${decoded.why}): ${short(decoded.message)}`, {
        status: e.code,
        cause: e,
        grpc: true,
      });
    }
    const kind = e.code === Code.Unavailable ? "network" : "status";
    return new TransportError(kind, url, `not an A2A error (${decoded.why}): ${short(e.rawMessage)}`, { status: e.code, cause: e, grpc: true });
  };

  const activated = (header: Headers): string[] => parseExtensions(header.get(serviceParameters.extensions.metadata) ?? "");

  const conn: ConnectTransport = transport;
  return {
    binding: "grpc",
    protocolVersion: wire.protocolVersion,
    url,
    tenant: target.tenant,
    async unary(operation, request, options?: GrpcCallOptions) {
      const rpc = rpcOf(operation);
      await ready();
      const sent = encode(rpc, request);
      try {
        const answer = await conn.unary(rpc.method as never, options?.signal, target.timeoutMs, metadata(options), sent.message as never, undefined);
        const got = decode(rpc, rpc.method.output, answer.message as Message, wire.response);
        options?.onMeta?.({ activatedExtensions: activated(answer.header), losses: [...sent.losses, ...got.losses] });
        return got.value as never;
      } catch (e) {
        throw failure(e, options?.signal);
      }
    },
    async *stream(operation, request, options?: GrpcCallOptions) {
      const rpc = rpcOf(operation);
      await ready();
      const sent = encode(rpc, request);
      try {
        const answer = await conn.stream(
          rpc.method as never,
          options?.signal,
          target.timeoutMs,
          metadata(options),
          (async function* () {
            yield sent.message as never;
          })(),
          undefined,
        );
        options?.onMeta?.({ activatedExtensions: activated(answer.header), losses: sent.losses });
        for await (const item of answer.message) yield decode(rpc, rpc.method.output, item as Message, wire.event).value as never;
      } catch (e) {
        throw failure(e, options?.signal, true);
      }
    },
    close() {
      sessions.abort();
    },
  };
}
