// How a call is named on the wire, for its span and duration metric (OpenTelemetry's RPC conventions for
// JSON-RPC and gRPC, its HTTP conventions for HTTP+JSON): made once per JSON-RPC method, gRPC rpc or HTTP
// route by the bindings, so that a call's span starts with its name and attributes already built.

import { type Attributes, type SpanOptions, SpanKind } from "@opentelemetry/api";
import { attributes as key } from "@a2a-bindgen/kit";

/** How a call is named on the wire, for its span and duration metric: made once per JSON-RPC method, gRPC rpc or HTTP route. */
export interface WireName {
  /** "jsonrpc" or "grpc" (an RPC span, rpc.system.name) or "http" (an HTTP server span: HTTP+JSON). */
  readonly system: "jsonrpc" | "grpc" | "http";
  /** `{rpc.method}` (RPC), `{http.request.method} {http.route}` (HTTP). */
  readonly spanName: string;
  /** rpc.method: JSON-RPC's method name, gRPC's "package.Service/Method". */
  readonly rpcMethod?: string | undefined;
  /** http.request.method (JSON-RPC over HTTP and HTTP+JSON). */
  readonly httpMethod?: string | undefined;
  /** http.route: the route template of the generated table under the base path (never the path with its ids). */
  readonly httpRoute?: string | undefined;
  /** The span's kind and the attributes known at its start (given at creation, as semconv asks, for samplers). */
  readonly options: SpanOptions;
}

function frozen(system: WireName["system"], spanName: string, attrs: Attributes, extra: Omit<WireName, "system" | "spanName" | "options">): WireName {
  return Object.freeze({ system, spanName, ...extra, options: Object.freeze({ kind: SpanKind.SERVER, attributes: Object.freeze(attrs) }) });
}

/** A JSON-RPC method's name (the method the call named, found in the version's method map), over HTTP `httpMethod`. */
export function jsonRpcWire(method: string, httpMethod: string): WireName {
  return frozen(
    "jsonrpc",
    method,
    { [key.rpcSystemName]: "jsonrpc", [key.rpcMethod]: method, [key.httpRequestMethod]: httpMethod },
    {
      rpcMethod: method,
      httpMethod,
    },
  );
}

/** A gRPC rpc's name from its path ("/package.Service/Method"). */
export function grpcWire(path: string): WireName {
  const method = path.startsWith("/") ? path.slice(1) : path;
  return frozen("grpc", method, { [key.rpcSystemName]: "grpc", [key.rpcMethod]: method }, { rpcMethod: method });
}

/** An HTTP+JSON route's name: `httpMethod` and the route template under the base path. */
export function httpWire(httpMethod: string, route: string): WireName {
  return frozen("http", `${httpMethod} ${route}`, { [key.httpRequestMethod]: httpMethod, [key.httpRoute]: route }, { httpMethod, httpRoute: route });
}
