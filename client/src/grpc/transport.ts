/// <reference types="node" />
// The gRPC Transport: connect-node's gRPC transport over HTTP/2, speaking lf.a2a.v1.A2AService (v1.0) or
// a2a.v1.A2AService (v0.3; the caller still sees v1.0 types, through the compat converters). It sends the
// version and extensions as metadata (names from the generated tables) and the interface's tenant in the
// request, and turns a failed status into the version's A2AError (kit decodeGrpcError over the trailers)
// or a TransportError.

import { type DescMessage, fromJson, type JsonValue, type Message, toJson } from "@bufbuild/protobuf";
import { serviceParameters } from "@a2a-bindgen/a2a/protocol";
import { operations } from "@a2a-bindgen/a2a/v1_0/validators";
import { A2AError, extensionParameters, parseExtensions } from "@a2a-bindgen/kit";
import { decodeGrpcError } from "@a2a-bindgen/kit/grpc";
import { Code, ConnectError, type Transport as ConnectTransport } from "@connectrpc/connect";
import { createGrpcTransport, Http2SessionManager } from "@connectrpc/connect-node";
import type { CallMeta, CallOptions, OperationName, Transport, TransportTarget } from "../transport.js";
import { byteOption, defaultMaxResponseBytes } from "../bounds.js";
import { withLosses } from "../common.js";
import { type CallSignal, callSignal, untilAborted } from "../abort.js";
import { type Presented, presentWithin } from "../auth/credentials.js";
import { authFailure, challengeHeader, decodedCause, TransportError } from "../errors.js";
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
const responses = operations as unknown as Readonly<
  Record<string, { validators: { response: { safeParse(v: unknown): { success: boolean; data?: unknown; error?: unknown } } } }>
>;

/**
 * TLS for the gRPC connection (node:tls options, PEM): `ca` the roots trusted for the server's certificate
 * (default: Node's bundled roots), `cert` and `key` the client's certificate for mutual TLS, `servername` the
 * name checked in the server's certificate when it is not the url's host. The server's certificate is always
 * verified: there is no option to turn that off.
 */
export interface GrpcTls {
  readonly ca?: string | readonly string[];
  readonly cert?: string;
  readonly key?: string;
  readonly servername?: string;
}

/** Settings of a gRPC transport beyond its target. */
export interface GrpcSettings {
  /** Speak TLS: a card's "host:port" is dialed as https://host:port (default: plain HTTP/2 for host:port, TLS for https:// URLs). */
  readonly tls?: GrpcTls;
}

/**
 * "host:port" (a card's GRPC url: plain HTTP/2, or TLS when `tls` is given) or an http(s) URL → the base URL
 * connect dials; anything else is refused, and so is an http:// URL with `tls` (it says plain text).
 */
function baseUrlOf(url: string, tls: boolean): string {
  if (/^https?:\/\//i.test(url)) {
    if (tls && /^http:/i.test(url))
      throw new TypeError(`tls was given, but the gRPC interface url ${JSON.stringify(url.slice(0, 200))} is http:// (plain text)`);
    return url;
  }
  if (typeof url !== "string" || url === "" || /^[a-z][a-z0-9+.-]*:\/\//i.test(url) || /[\s/?#]/.test(url)) {
    throw new TypeError(`a gRPC interface url is host:port or an http(s) URL, not ${JSON.stringify(String(url).slice(0, 200))}`);
  }
  return `${tls ? "https" : "http"}://${url}`;
}

/** The node:http2 session options of `tls`, checked (a TypeError naming the field). */
function tlsOptions(tls: GrpcTls | undefined): Record<string, unknown> | undefined {
  if (tls === undefined) return undefined;
  if (tls === null || typeof tls !== "object") throw new TypeError("tls must be an object { ca?, cert?, key?, servername? }");
  const out: Record<string, unknown> = {};
  for (const field of ["cert", "key", "servername"] as const) {
    const v = tls[field];
    if (v === undefined) continue;
    if (typeof v !== "string" || v === "") throw new TypeError(`tls.${field} must be a non-empty string (PEM for cert and key)`);
    out[field] = v;
  }
  if ((out.cert === undefined) !== (out.key === undefined)) throw new TypeError("tls: give cert and key together (the client certificate and its private key)");
  if (tls.ca !== undefined) {
    const list = typeof tls.ca === "string" ? [tls.ca] : tls.ca;
    if (!Array.isArray(list) || list.length === 0 || list.some((c) => typeof c !== "string" || c === ""))
      throw new TypeError("tls.ca must be a PEM string or a list of them");
    out.ca = [...list];
  }
  return out;
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
  const wire = wireVersion(target.protocolVersion);
  if (wire === undefined) throw new TypeError(`gRPC speaks protocol 1.0 and 0.3, not ${JSON.stringify(target.protocolVersion)}`);
  const url = target.url;
  const tls = tlsOptions(settings.tls);
  const baseUrl = baseUrlOf(url, tls !== undefined);
  const readMaxBytes = Math.min(byteOption(target.maxResponseBytes, "maxResponseBytes", defaultMaxResponseBytes), maxReadMaxBytes);
  const sessions = new Http2SessionManager(baseUrl, undefined, tls);
  // No defaultTimeoutMs: a unary call passes its own; a stream has none (its deadline is its silence, ours).
  const transport = createGrpcTransport({ baseUrl, sessionManager: sessions, readMaxBytes });

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

  /** The call's metadata: the caller's, the credentials presented for the card's requirements, then the protocol's own. */
  const metadata = async (options: CallOptions | undefined, call: CallSignal): Promise<Headers> => {
    const h = new Headers();
    for (const [k, v] of Object.entries(options?.headers ?? {})) h.set(k, v);
    if (target.present !== undefined) {
      // Within the call's deadline and the caller's signal: connect's deadline starts only once the call does.
      let presented: Presented;
      try {
        presented = await presentWithin(target.present, baseUrl, call.signal);
      } catch (e) {
        if (e instanceof TransportError && e.failure === "auth") throw e;
        // The caller's abort says so; the deadline, that it passed while the credential was being obtained.
        const byCaller = call.signal.aborted && !(call.signal.reason instanceof TransportError);
        if (byCaller) throw aborted(call.signal);
        throw new TransportError("timeout", url, `no credential within ${target.timeoutMs} ms`, { cause: e });
      }
      if (presented.query.length > 0) {
        throw new TransportError("auth", url, `nothing sent: an API key "in" query (${presented.query.map(([k]) => k).join(", ")}) cannot travel over gRPC`);
      }
      for (const [k, v] of presented.headers) h.set(k, v);
    }
    h.set(serviceParameters.version.metadata, wire.protocolVersion);
    const ext = extensionParameters(options?.extensions ?? [], { version: wire.protocolVersion, carrier: "metadata" });
    for (const [k, v] of Object.entries(ext)) h.set(k, v);
    return h;
  };

  /** The call's deadline (`timeoutMs`: a unary call's whole length, a stream's longest silence) joined with the caller's signal. */
  const callOf = (options: CallOptions | undefined): CallSignal =>
    callSignal(options?.signal, target.timeoutMs, () => new TransportError("timeout", url, `no answer within ${target.timeoutMs} ms`));

  /** The failure of a call whose signal aborted: the deadline's own, or the caller's abort (as the HTTP transports say it); null when not aborted. */
  const aborted = (signal: AbortSignal): TransportError | null => {
    if (!signal.aborted) return null;
    const reason: unknown = signal.reason;
    if (reason instanceof TransportError) return reason;
    return new TransportError("timeout", url, `aborted by the caller${reason instanceof Error ? `: ${reason.message}` : ""}`, { cause: reason });
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
    const checked = responses[rpc.operation].validators.response.safeParse(crossed.value ?? {});
    if (!checked.success)
      throw new TransportError(
        "body",
        url,
        withLosses(
          `the ${rpc.operation} answer is not a v1.0 ${rpc.operation} response: ${short(checked.error instanceof Error ? checked.error.message : String(checked.error))}`,
          wire.protocolVersion,
          crossed.losses,
        ),
      );
    return { value: checked.data, losses: crossed.losses };
  };

  const failure = (e: unknown, signal: AbortSignal, streaming = false): Error => {
    if (e instanceof TransportError || e instanceof A2AError) return e;
    const stopped = aborted(signal);
    if (stopped !== null) return stopped;
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
    if (e.code === Code.DeadlineExceeded) {
      return new TransportError("timeout", url, e.rawMessage, { status: e.code, cause: e, grpc: true });
    }
    // Raised by the client itself (connect-node keeps the node error as its cause): a TLS handshake refused,
    // a connection reset. No server answered, so it is no A2A error, whatever code connect gave it.
    if (e.cause instanceof Error && !(e.cause instanceof ConnectError)) {
      return new TransportError("network", url, short(e.rawMessage), { status: e.code, cause: e, grpc: true });
    }
    // A2A defines authentication failures at the transport only: gRPC UNAUTHENTICATED or PERMISSION_DENIED.
    const decoded = decodeGrpcError(wire.errorTable, { code: e.code, message: e.rawMessage, metadata: e.metadata });
    if (e.code === Code.Unauthenticated || e.code === Code.PermissionDenied) {
      const unauthenticated = e.code === Code.Unauthenticated;
      return authFailure(url, e.code, e.metadata.get(challengeHeader), e.rawMessage, { unauthenticated }, decodedCause(decoded) ?? e);
    }
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
      const call = callOf(options);
      try {
        const headers = await metadata(options, call);
        call.signal.throwIfAborted();
        // connect's own deadline too: it sends it as grpc-timeout, so the server stops with the caller.
        const answer = await untilAborted(
          conn.unary(rpc.method as never, call.signal, target.timeoutMs, headers, sent.message as never, undefined),
          call.signal,
        );
        const got = decode(rpc, rpc.method.output, answer.message as Message, wire.response);
        options?.onMeta?.({ activatedExtensions: activated(answer.header), losses: [...sent.losses, ...got.losses] });
        return got.value as never;
      } catch (e) {
        throw failure(e, call.signal);
      } finally {
        call.done();
      }
    },
    async *stream(operation, request, options?: GrpcCallOptions) {
      const rpc = rpcOf(operation);
      await ready();
      const sent = encode(rpc, request);
      // The deadline is the longest silence, rearmed at each message: no grpc-timeout, which would bound the whole stream.
      const call = callOf(options);
      try {
        const headers = await metadata(options, call);
        call.signal.throwIfAborted();
        const answer = await untilAborted(
          conn.stream(
            rpc.method as never,
            call.signal,
            undefined,
            headers,
            (async function* () {
              yield sent.message as never;
            })(),
            undefined,
          ),
          call.signal,
        );
        call.rearm();
        options?.onMeta?.({ activatedExtensions: activated(answer.header), losses: sent.losses });
        const messages = answer.message[Symbol.asyncIterator]();
        for (;;) {
          const next = await untilAborted(messages.next(), call.signal);
          if (next.done === true) return;
          call.rearm();
          yield decode(rpc, rpc.method.output, next.value as Message, wire.event).value as never;
        }
      } catch (e) {
        throw failure(e, call.signal, true);
      } finally {
        // Ends the rpc if it is still open (the caller stopped early, or an abort won a race) and lets go of the caller's signal.
        call.abort();
      }
    },
    close() {
      sessions.abort();
    },
  };
}
