/// <reference types="node" />
// The gRPC binding: connect-node's gRPC transport over HTTP/2, speaking lf.a2a.v1.A2AService (v1.0) or
// a2a.v1.A2AService (v0.3; the caller still sees v1.0 types, through the compat converters of the "rest"
// dialect, the proto's ProtoJSON). It only encodes and decodes (the call path around it is
// ../../call/pipeline.ts): the request's ProtoJSON as the rpc's message, the version and extensions as
// metadata (names from the generated tables), the credentials presented as metadata, and the answer's
// message as ProtoJSON; a failed status is decoded from its trailers (./failure.ts).

import { fromJson, type JsonValue, type Message, toJson } from "@bufbuild/protobuf";
import { serviceParameters } from "@a2a-bindgen/a2a/protocol";
import { extensionParameters, parseExtensions } from "@a2a-bindgen/kit";
import { type GrpcRpc, type GrpcService, grpcServiceV0_3, grpcServiceV1_0, grpcStatusNames } from "@a2a-bindgen/kit/grpc";
import { ConnectError } from "@connectrpc/connect";
import { createGrpcTransport, Http2SessionManager } from "@connectrpc/connect-node";
import type { CallMeta, CallOptions, OperationName, Transport, TransportTarget } from "../../transport.js";
import { byteOption, defaultMaxResponseBytes } from "../../bounds.js";
import { type CallSignal, timeoutOf } from "../../abort.js";
import { type Presented, presentWithin } from "../../auth/credentials.js";
import { abortFailure, TransportError } from "../../errors.js";
import { type Codec, noteAnswer, pipelineTransport, viewOf, type WireCall } from "../../call/pipeline.js";
import { grpcFailure } from "./failure.js";
import { baseUrlOf, type GrpcSettings, tlsOptions } from "./tls.js";

/** What a gRPC answer carried besides its body: the activated extensions, and what did not cross versions (JSON path, why). */
export type GrpcCallMeta = CallMeta & { readonly losses?: readonly { readonly path: string; readonly reason: string }[] | undefined };

/** Call options of the gRPC transport: `onMeta` hears the answer's GrpcCallMeta (a unary call's once decoded, a stream's once open). */
export interface GrpcCallOptions extends CallOptions {
  readonly onMeta?: ((meta: GrpcCallMeta) => void) | undefined;
}

/** A gRPC transport; close() ends its HTTP/2 connection. */
export interface GrpcTransport extends Transport {
  close(): void;
}

/** The gRPC services by protocol version (Major.Minor). */
const services: readonly GrpcService[] = [grpcServiceV1_0, grpcServiceV0_3];

/** connect's largest readMaxBytes (4 GiB - 1). */
const maxReadMaxBytes = 0xffffffff;

/**
 * The gRPC TransportFactory with settings: `transports: { grpc: grpcFactory({ tls: { ca, cert, key } }) }`
 * for TLS and mutual TLS (grpcTransport itself speaks plain HTTP/2 to a card's host:port).
 */
export function grpcFactory(settings: GrpcSettings = {}): (target: TransportTarget) => GrpcTransport {
  tlsOptions(settings.tls);
  return (target) => grpcTransport(target, settings);
}

/**
 * Builds the gRPC transport of one card interface (a TransportFactory): `grpcTransport({ url: "127.0.0.1:50051",
 * protocolVersion: "1.0", tenant: undefined, timeoutMs: 5000 })`. Each message read (a unary answer, each
 * stream event) is bounded by `maxResponseBytes` (default 16 MiB; connect's readMaxBytes): a larger one is a
 * `body` (unary) or `stream` failure. No write bound: the requests are the caller's own, and the server
 * bounds what it reads. Throws a TypeError for a version gRPC does not speak, a url that is neither
 * host:port nor an http(s) URL, or a bad maxResponseBytes.
 */
export function grpcTransport(target: TransportTarget, settings: GrpcSettings = {}): GrpcTransport {
  const service = services.find((s) => s.protocolVersion === target.protocolVersion);
  if (service === undefined) {
    throw new TypeError(`gRPC speaks protocol ${services.map((s) => s.protocolVersion).join(" and ")}, not ${JSON.stringify(target.protocolVersion)}`);
  }
  const view = viewOf(target);
  const rpcs = new Map(service.rpcs.map((r) => [r.operation, r]));
  const url = target.url;
  const timeoutMs = timeoutOf(target.timeoutMs);
  const tls = tlsOptions(settings.tls);
  const baseUrl = baseUrlOf(url, tls !== undefined);
  const readMaxBytes = Math.min(byteOption(target.maxResponseBytes, "maxResponseBytes", defaultMaxResponseBytes), maxReadMaxBytes);
  const sessions = new Http2SessionManager(baseUrl, undefined, tls);
  // No defaultTimeoutMs: a unary call passes its own; a stream has none (its deadline is its silence, the call path's).
  const conn = createGrpcTransport({ baseUrl, sessionManager: sessions, readMaxBytes });

  const rpcOf = (operation: OperationName): GrpcRpc => {
    const rpc = rpcs.get(operation);
    if (rpc === undefined) throw new TransportError("request", url, `protocol ${view.protocolVersion} has no gRPC rpc for ${operation}`);
    return rpc;
  };

  /** The call's metadata: what interceptors added, the caller's, the credentials presented for the card's requirements, then the protocol's own. */
  const metadata = async (options: CallOptions | undefined, call: CallSignal, added: Readonly<Record<string, string>>): Promise<Headers> => {
    const h = new Headers();
    for (const [k, v] of Object.entries(added)) h.set(k, v);
    for (const [k, v] of Object.entries(options?.headers ?? {})) h.set(k, v);
    if (target.present !== undefined) {
      // Within the call's deadline and the caller's signal: connect's deadline starts only once the call does.
      let presented: Presented;
      try {
        presented = await presentWithin(target.present, baseUrl, call.signal);
      } catch (e) {
        if (e instanceof TransportError && e.failure === "auth") throw e;
        // The caller's abort says so; the deadline, that it passed while the credential was being obtained.
        if (call.signal.aborted && !(call.signal.reason instanceof TransportError)) throw abortFailure(call.signal, url, e);
        throw new TransportError("timeout", url, `no credential within ${timeoutMs} ms`, { cause: e });
      }
      if (presented.query.length > 0) {
        throw new TransportError("auth", url, `nothing sent: an API key "in" query (${presented.query.map(([k]) => k).join(", ")}) cannot travel over gRPC`);
      }
      for (const [k, v] of presented.headers) h.set(k, v);
    }
    h.set(serviceParameters.version.metadata, view.protocolVersion);
    const ext = extensionParameters(options?.extensions ?? [], { version: view.protocolVersion, carrier: "metadata" });
    for (const [k, v] of Object.entries(ext)) h.set(k, v);
    return h;
  };

  /** The request's ProtoJSON as the rpc's message; one that does not fit is a `request` failure (nothing sent). */
  const encode = (rpc: GrpcRpc, request: unknown): Message => {
    try {
      return fromJson(rpc.method.input, (request ?? {}) as JsonValue, { ignoreUnknownFields: false });
    } catch (e) {
      throw new TransportError(
        "request",
        url,
        `the ${rpc.operation} request does not fit ${rpc.method.input.typeName}: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
  };

  /** Settles as `work` does; a status the server sent notes its code and request id (the error's metadata holds the answer's headers and trailers). */
  const noted = <T>(c: WireCall, work: Promise<T>): Promise<T> =>
    work.catch((e: unknown) => {
      if (e instanceof ConnectError && e.cause === undefined) noteAnswer(c, e.metadata, e.code);
      throw e;
    });

  /** An answer's message as ProtoJSON. */
  const decode = (rpc: GrpcRpc, message: unknown): unknown => toJson(rpc.method.output, message as never);

  const activated = (header: Headers): string[] => parseExtensions(header.get(serviceParameters.extensions.metadata) ?? "");

  /** The rpc, its message and its metadata; nothing is sent once the call is aborted. */
  const open = async ({ operation, request, options, call, added }: WireCall) => {
    const rpc = rpcOf(operation);
    const message = encode(rpc, request);
    const headers = await metadata(options, call, added);
    call.signal.throwIfAborted();
    return { rpc, message, headers };
  };

  const codec: Codec = {
    binding: "grpc",
    dialect: "rest",
    async unary(c) {
      const { rpc, message, headers } = await open(c);
      // connect's own deadline too: it sends it as grpc-timeout, so the server stops with the caller.
      const answer = await noted(c, conn.unary(rpc.method as never, c.call.signal, timeoutMs, headers, message as never, undefined));
      noteAnswer(c, answer.header, 0);
      return { result: decode(rpc, answer.message), url, status: undefined, activated: activated(answer.header) };
    },
    async stream(c) {
      const { rpc, message, headers } = await open(c);
      // No grpc-timeout, which would bound the whole stream: the call path's deadline is the longest silence.
      const answer = await noted(
        c,
        conn.stream(
          rpc.method as never,
          c.call.signal,
          undefined,
          headers,
          (async function* () {
            yield message as never;
          })(),
          undefined,
        ),
      );
      noteAnswer(c, answer.header, 0);
      const messages = answer.message[Symbol.asyncIterator]();
      return {
        url,
        status: undefined,
        activated: activated(answer.header),
        events: {
          next: () =>
            noted(c, messages.next()).then((r) => (r.done === true ? { done: true, value: undefined } : { done: false, value: decode(rpc, r.value) })),
        },
        // Ends the rpc if it is still open (the caller stopped early, or an abort won a race).
        release: async () => c.call.abort(),
      };
    },
    failure: (e, streaming) => grpcFailure(e, url, service.errorTable, readMaxBytes, streaming),
    method: (_wire, operation) => rpcOf(operation).grpcMethod.replace(/^\//, ""),
    statusName: (code) => grpcStatusNames[code] ?? String(code),
  };
  return { ...pipelineTransport(target, view, codec), close: () => sessions.abort() };
}
