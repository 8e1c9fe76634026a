// The JSON-RPC binding (§9; v0.3.0 §3.2.1): every call a POST of {jsonrpc, id, method, params} to the
// interface url, the method from the version's operations table; streams are SSE whose lines are JSON-RPC
// responses. It only encodes and decodes: the call path around it is ../../call/pipeline.ts.

import { decodeJsonRpcError, parseResponse, serializeRequest } from "@a2a-bindgen/kit";
import { answerError, challengeHeader, excerpt, isAuthStatus, TransportError } from "../../errors.js";
import {
  activated,
  answerBound,
  exchangeOf,
  type HttpTransportSettings,
  mediaType,
  networkFailure,
  readText,
  requestHeaders,
  send,
  type Sent,
} from "../../http.js";
import { type Codec, noteAnswer, pipelineTransport, viewOf, type WireCall } from "../../call/pipeline.js";
import type { Transport, TransportFactory, TransportTarget } from "../../transport.js";
import { sseStream } from "../sse.js";

// Plain JSON both ways: the only media type every known JSON-RPC server accepts (@a2a-js/sdk 1.3.0 refuses others).
const jsonType = "application/json";
const eventStreamType = "text/event-stream";

let lastId = 0;

/** A JSON-RPC transport to one interface. */
export function jsonRpcTransport(target: TransportTarget, settings: HttpTransportSettings = {}): Transport {
  const view = viewOf(target);
  const exchange = exchangeOf(target, "jsonrpc", view.protocolVersion, settings);
  const url = target.url;

  async function post(c: WireCall, streaming: boolean): Promise<{ sent: Sent; id: number }> {
    const { wire, request, options, call } = c;
    if (wire.jsonRpcMethod === null) throw new TransportError("request", url, `${wire.name} has no JSON-RPC method in protocol ${view.protocolVersion}`);
    const id = ++lastId;
    let body: string;
    try {
      body = serializeRequest(wire.jsonRpcMethod, request, id);
    } catch (e) {
      throw new TransportError("request", url, e instanceof Error ? e.message : String(e));
    }
    const own = { "content-type": jsonType, accept: streaming ? `${eventStreamType}, ${jsonType}` : jsonType };
    const headers = requestHeaders(exchange, view.protocolVersion, options, own, c.added);
    const sent = await send(exchange, { method: "POST", url, headers, body }, call.signal);
    noteAnswer(c, sent.response.headers, sent.response.status);
    return { sent, id };
  }

  /** A JSON body answering the call: its result, or the error it carries thrown. An answer to another id is not this call's. */
  async function resultOf(sent: Sent, id: number): Promise<unknown> {
    const text = await readText(sent, answerBound(sent, exchange.maxResponseBytes));
    const status = sent.response.status;
    const challenge = sent.response.headers.get(challengeHeader);
    const decodeError = () => decodeJsonRpcError(view.errorTable, { status, body: text });
    if (isAuthStatus(status, challenge)) {
      throw answerError(decodeError(), { url: sent.url, status, body: text, challenge, refused: status === 403 ? "forbidden" : "unauthenticated" });
    }
    const parsed = parseResponse(text);
    if (parsed.kind !== "invalid" && parsed.echo.id !== id && !(parsed.kind === "error" && parsed.echo.id === null)) {
      throw new TransportError("body", url, `the answer's id ${JSON.stringify(parsed.echo.id)} is not the request's ${id}`, { status });
    }
    if (parsed.kind === "result") return parsed.result;
    if (parsed.kind === "error") throw answerError(decodeError(), { url, status, body: text, challenge, refused: false });
    const type = sent.response.headers.get("content-type") ?? "no content type";
    const failure = status >= 200 && status < 300 ? "body" : "status";
    throw new TransportError(failure, url, `not a JSON-RPC response (${parsed.reason}); ${type}: ${excerpt(text) || "an empty body"}`, { status });
  }

  const codec: Codec = {
    binding: "jsonrpc",
    dialect: "jsonrpc",
    async unary(c) {
      const { sent, id } = await post(c, false);
      const result = await resultOf(sent, id);
      return { result, url, status: sent.response.status, activated: activated(sent.response, view.protocolVersion) };
    },
    async stream(c) {
      const { sent, id } = await post(c, true);
      // An error before the stream opens is a plain JSON-RPC response, not SSE (@a2a-js/sdk 1.3.0 and 0.3.14).
      if (mediaType(sent.response) !== eventStreamType) {
        await resultOf(sent, id);
        const type = sent.response.headers.get("content-type") ?? "no content type";
        throw new TransportError("body", url, `expected an event stream, got ${type}`, { status: sent.response.status });
      }
      const decodeError = (payload: unknown) => decodeJsonRpcError(view.errorTable, { body: { error: payload } });
      return sseStream(sent, "jsonrpc", activated(sent.response, view.protocolVersion), decodeError, exchange.maxEventSize);
    },
    failure: (e) => networkFailure(e, url),
    method: (wire) => wire.jsonRpcMethod ?? wire.name,
  };
  return pipelineTransport(target, view, codec);
}

/** The JSON-RPC TransportFactory. */
export const jsonRpcFactory: TransportFactory = (target) => jsonRpcTransport(target);
