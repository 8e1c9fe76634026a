// One interface per selected card interface: the caller speaks v1.0 operations and v1.0 types, the
// transport speaks its binding and protocol version on the wire (v0.3 through the compat converters).
// Each binding implements it: JSON-RPC and HTTP+JSON here, gRPC in ./grpc.

import type { Presented } from "./auth/credentials.js";
import type { Interceptor } from "./call/interceptors.js";
import type { ClientTelemetryOptions } from "./telemetry.js";
import type { Binding, OperationName, RequestOf, ResponseOf, StreamingOperationName, UnaryOperationName } from "@a2a-bindgen/kit";

/** Per-call options. */
export interface CallOptions {
  /** Aborts the call (and a stream's reading). */
  readonly signal?: AbortSignal | undefined;
  /** Extension URIs to request (the extensions service parameter). */
  readonly extensions?: readonly string[] | undefined;
  /** Further headers or gRPC metadata. */
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** Receives what the answer carried besides its body: a unary call's once it is decoded, a stream's once it opens. */
  readonly onMeta?: ((meta: CallMeta) => void) | undefined;
  /**
   * The call's request id, sent as X-Request-Id (1 to 128 visible ASCII characters, else a TypeError and
   * nothing sent): a server keeps it, and names it in its error report and access log.
   */
  readonly requestId?: string | undefined;
}

/** What an answer carried besides its body. */
export interface CallMeta {
  /** Extensions the server reported as activated. */
  readonly activatedExtensions: readonly string[];
  /** What did not cross between the wire's version and v1.0 (v0.3 through compat): JSON path and why. */
  readonly losses?: readonly { readonly path: string; readonly reason: string }[] | undefined;
}

/**
 * A connection to one interface of a card (url, binding, protocol version, tenant). Failures are thrown:
 * an A2AError (@a2a-bindgen/kit) decoded from the binding's error form, or a TransportError for what is
 * not an A2A error (network, timeout, an HTML 404, an undecodable body).
 */
export interface Transport {
  readonly binding: Binding;
  /** The protocol version spoken on the wire (Major.Minor). */
  readonly protocolVersion: string;
  readonly url: string;
  readonly tenant: string | undefined;
  unary<K extends UnaryOperationName>(operation: K, request: RequestOf<K>, options?: CallOptions): Promise<ResponseOf<K>>;
  stream<K extends StreamingOperationName>(operation: K, request: RequestOf<K>, options?: CallOptions): AsyncIterable<ResponseOf<K>>;
}

/** What a transport needs to be built: the card interface it talks to. */
export interface TransportTarget {
  readonly url: string;
  readonly protocolVersion: string;
  readonly tenant: string | undefined;
  /** Per-request timeout in milliseconds. */
  readonly timeoutMs: number;
  /** The fetch to use (default: globalThis.fetch). */
  readonly fetch?: typeof fetch | undefined;
  /** Most bytes of a unary answer read (default 16 MiB); gRPC's readMaxBytes. */
  readonly maxResponseBytes?: number | undefined;
  /** Most characters of one stream event (default: the kit's maxEventSize default, 4 Mi). */
  readonly maxEventSize?: number | undefined;
  /** The connection's credentials by origin and address policy, for redirects (connect() gives it; default: none). */
  readonly guard?: RequestGuard | undefined;
  /**
   * What each call presents for the card's security requirements (connect() gives it from `credentials`):
   * headers (gRPC: metadata) and query parameters for the call's URL; default: nothing.
   */
  readonly present?: ((url: string) => Promise<Presented>) | undefined;
  /** Hooks around every call of the transport (./call/interceptors.ts): `before` in order, `after` in reverse. */
  readonly interceptors?: readonly Interceptor[] | undefined;
  /** Where the transport's spans and call durations go (default: @opentelemetry/api's global providers; none registered: no-op). */
  readonly telemetry?: ClientTelemetryOptions | undefined;
}

/**
 * What a connection applies to a redirect: a hop to another origin than the request's carries only the
 * protocol's headers and `credentials(url)`, and a hop `refusal` names a reason for is not followed.
 */
export interface RequestGuard {
  /** The headers a request to this URL carries by its origin, in order. */
  credentials(url: URL): readonly (readonly [string, string])[];
  /** Why a request may not go to this URL (the address policy), or null. */
  refusal(url: URL): string | null;
}

/** Builds the transport of one binding. */
export type TransportFactory = (target: TransportTarget) => Transport;

export type { OperationName };
