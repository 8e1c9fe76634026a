// The JSON-RPC binding (§9; v0.3.0 §3.2.1): every call a POST of {jsonrpc, id, method, params} to the
// interface url, the method from the wire version's operations table, an older version's params and
// results through the compat converters. Streams are SSE whose lines are JSON-RPC responses.

import {
  decodeJsonRpcError,
  type OperationName,
  parseResponse,
  serializeRequest,
  type StreamingOperationName,
  type UnaryOperationName,
} from "@a2a-bindgen/kit";
import { crossRequest, decodeResult, type HttpTransportSettings, prepare, wireOperation } from "./common.js";
import { authFailure, challengeHeader, decodedCause, errorOf, excerpt, isAuthStatus, TransportError } from "./errors.js";
import { activated, answerBound, mediaType, readText, requestHeaders, send, type Sent } from "./http.js";
import { readStream } from "./stream.js";
import type { CallOptions, Transport, TransportFactory, TransportTarget } from "./transport.js";
import type { RequestOf, ResponseOf } from "@a2a-bindgen/kit";

// Plain JSON both ways: the only media type every known JSON-RPC server accepts (@a2a-js/sdk 1.3.0 refuses others).
const jsonType = "application/json";
const eventStreamType = "text/event-stream";

let lastId = 0;

/** A JSON-RPC transport to one interface. */
export function jsonRpcTransport(target: TransportTarget, settings: HttpTransportSettings = {}): Transport {
  const { wire, exchange } = prepare(target, "jsonrpc", settings);
  const url = target.url;

  async function call(operation: OperationName, request: unknown, streaming: boolean, options: CallOptions | undefined) {
    const op = await wireOperation(wire, operation, url);
    if (op.jsonRpcMethod === null) throw new TransportError("request", url, `${op.name} has no JSON-RPC method in protocol ${wire.version}`);
    const crossed = await crossRequest(wire, operation, "jsonrpc", request, target.tenant, url);
    const id = ++lastId;
    let body: string;
    try {
      body = serializeRequest(op.jsonRpcMethod, crossed.value, id);
    } catch (e) {
      throw new TransportError("request", url, e instanceof Error ? e.message : String(e));
    }
    const headers = requestHeaders(exchange, wire.version, options, {
      "content-type": jsonType,
      accept: streaming ? `${eventStreamType}, ${jsonType}` : jsonType,
    });
    const sent = await send(exchange, { method: "POST", url, headers, body }, options);
    return { sent, crossed, id };
  }

  /** A JSON body answering the call: its result, or the error it carries thrown. An answer to another id is not this call's. */
  async function resultOf(sent: Sent, id: number): Promise<unknown> {
    const text = await readText(sent, answerBound(sent, exchange.maxResponseBytes));
    const status = sent.response.status;
    // A2A defines authentication failures at the transport only (401 with its challenge, 403): whatever the body says.
    if (isAuthStatus(status, sent.response.headers.get(challengeHeader))) {
      const cause = decodedCause(decodeJsonRpcError(wire.errorTable, { status, body: text }));
      throw authFailure(sent.url, status, sent.response.headers.get(challengeHeader), text, undefined, cause);
    }
    const parsed = parseResponse(text);
    if (parsed.kind !== "invalid" && parsed.echo.id !== id && !(parsed.kind === "error" && parsed.echo.id === null)) {
      throw new TransportError("body", url, `the answer's id ${JSON.stringify(parsed.echo.id)} is not the request's ${id}`, { status });
    }
    if (parsed.kind === "result") return parsed.result;
    if (parsed.kind === "error") throw errorOf(decodeJsonRpcError(wire.errorTable, { status, body: text }), url, status, text);
    const type = sent.response.headers.get("content-type") ?? "no content type";
    throw new TransportError(
      status >= 200 && status < 300 ? "body" : "status",
      url,
      `not a JSON-RPC response (${parsed.reason}); ${type}: ${excerpt(text) || "an empty body"}`,
      {
        status,
      },
    );
  }

  return {
    binding: "jsonrpc",
    protocolVersion: wire.version,
    url,
    tenant: target.tenant,
    async unary<K extends UnaryOperationName>(operation: K, request: RequestOf<K>, options?: CallOptions): Promise<ResponseOf<K>> {
      const { sent, crossed, id } = await call(operation, request, false, options);
      const result = await resultOf(sent, id);
      const ext = activated(sent.response, wire.version);
      return decodeResult(wire, operation, "jsonrpc", result, url, sent.response.status, ext, options, crossed.losses) as ResponseOf<K>;
    },
    async *stream<K extends StreamingOperationName>(operation: K, request: RequestOf<K>, options?: CallOptions): AsyncIterable<ResponseOf<K>> {
      const { sent, crossed, id } = await call(operation, request, true, options);
      // An error before the stream opens is a plain JSON-RPC response, not SSE (@a2a-js/sdk 1.3.0 and 0.3.14).
      if (mediaType(sent.response) !== eventStreamType) {
        await resultOf(sent, id);
        throw new TransportError("body", url, `expected an event stream, got ${sent.response.headers.get("content-type") ?? "no content type"}`, {
          status: sent.response.status,
        });
      }
      options?.onMeta?.({ activatedExtensions: activated(sent.response, wire.version), losses: crossed.losses });
      yield* readStream(sent, "jsonrpc", wire, operation, exchange.maxEventSize) as AsyncGenerator<ResponseOf<K>>;
    },
  };
}

/** The JSON-RPC TransportFactory. */
export const jsonRpcFactory: TransportFactory = (target) => jsonRpcTransport(target);
