// The A2A layer over SSE (§9.4.2, §11.7; scenario I11): on JSON-RPC each `data:` is a JSON-RPC response
// whose result is a StreamResponse; on HTTP+JSON each `data:` is a bare StreamResponse. Errors mid-stream
// arrive as a JSON-RPC error response (JSON-RPC), or on an `event: error` line as a google.rpc.Status body
// (@a2a-js/sdk 1.3.0, HTTP+JSON v1.0) or a bare {code, message} (v0.3 REST: 1.3.0's legacy router,
// 0.3.14). This layer only frames: the raw payload is handed on with its form marked; typed errors and
// v0.3 conversion are the errors and compat modules' work.

import { parseResponse } from "../jsonrpc/parse.js";
import { isObject } from "../object.js";
import { serializeError, serializeResult } from "../jsonrpc/serialize.js";
import type { JsonRpcErrorObject, JsonRpcIdEcho } from "../jsonrpc/types.js";
import type { SseDecodeOptions, SseEvent } from "./decode.js";
import { decodeSse, type SseSource } from "./stream.js";
import { encodeSseEvent } from "./encode.js";

/** The binding a stream is framed for: JSON-RPC wraps each line in a response, HTTP+JSON does not. */
export type StreamBinding = "jsonrpc" | "http+json";

/**
 * How an error arrived: "jsonrpc" — a JSON-RPC error response (payload: its `error` member);
 * "status" — a google.rpc.Status JSON body `{error: {code, status, message, details}}` (payload: the body);
 * "code-message" — a bare `{code, message}` with a JSON-RPC code, v0.3 REST's form (payload: the body).
 */
export type StreamErrorForm = "jsonrpc" | "status" | "code-message";

/** One item of an A2A stream. */
export type StreamItem =
  /** A StreamResponse (unwrapped from `result` on JSON-RPC). `echo`: the JSON-RPC id, to compare with the request's. */
  | { kind: "response"; response: unknown; echo?: JsonRpcIdEcho | undefined; event: SseEvent }
  /** An error the peer sent mid-stream, as sent. */
  | { kind: "error"; form: StreamErrorForm; payload: unknown; echo?: JsonRpcIdEcho | undefined; event: SseEvent }
  /** An event that is neither: says what and where (event index, JSON path). */
  | { kind: "invalid"; reason: string; event: SseEvent };

const ERROR_EVENT = "error";

/** Classifies one event's data (already decoded SSE) for `binding`; `index` is the event's position, for messages. */
export function readStreamEvent(event: SseEvent, binding: StreamBinding, index = 0): StreamItem {
  if (binding === "jsonrpc") {
    const r = parseResponse(event.data);
    if (r.kind === "result") return { kind: "response", response: r.result, echo: r.echo, event };
    if (r.kind === "error") return { kind: "error", form: "jsonrpc", payload: r.error, echo: r.echo, event };
    return { kind: "invalid", reason: `event #${index}: ${r.reason}`, event };
  }
  let value: unknown;
  try {
    value = JSON.parse(event.data);
  } catch (e) {
    return { kind: "invalid", reason: `event #${index}: the data is not JSON: ${e instanceof Error ? e.message : String(e)}`, event };
  }
  if (!isObject(value)) return { kind: "invalid", reason: `event #${index}: the data must be a JSON object`, event };
  // A StreamResponse has no `error` member, and no numeric `code` beside a string `message`.
  if (Object.hasOwn(value, "error") && isObject(value.error)) return { kind: "error", form: "status", payload: value, event };
  if (typeof value.code === "number" && Object.hasOwn(value, "code") && typeof value.message === "string") {
    return { kind: "error", form: "code-message", payload: value, event };
  }
  if (event.type === ERROR_EVENT) return { kind: "invalid", reason: `event #${index}: an error event whose data is no known error form`, event };
  return { kind: "response", response: value, event };
}

/**
 * Decodes an A2A stream of `binding` into its items. SSE framing errors (size bounds) throw SseError, and
 * so does a stream that ends inside an event (`truncated` defaults to "error" here: that update is lost,
 * which a clean end would hide).
 */
export function decodeA2aStream(source: SseSource, binding: StreamBinding, options: SseDecodeOptions = {}): AsyncIterableIterator<StreamItem> {
  const events = decodeSse(source, { ...options, truncated: options.truncated ?? "error" });
  let index = 0;
  const items: AsyncIterableIterator<StreamItem> = {
    next: () => events.next().then((r) => (r.done ? r : { value: readStreamEvent(r.value, binding, index++), done: false })),
    return: () => events.return!() as Promise<IteratorReturnResult<undefined>>,
    [Symbol.asyncIterator]: () => items,
  };
  return items;
}

/** One StreamResponse as an SSE event of `binding`; on JSON-RPC `to` is the request (its id is echoed). */
export function encodeStreamResponse(binding: StreamBinding, response: unknown, to: JsonRpcIdEcho = {}): string {
  const data = binding === "jsonrpc" ? serializeResult(to, response) : JSON.stringify(response);
  return encodeSseEvent({ data });
}

/**
 * An error mid-stream as an SSE event, on an `event: error` line as @a2a-js/sdk 1.3.0 writes it: on
 * JSON-RPC a JSON-RPC error response to `to`; on HTTP+JSON `body` as given (the google.rpc.Status body).
 */
export function encodeStreamError(binding: "jsonrpc", error: JsonRpcErrorObject, to: JsonRpcIdEcho): string;
export function encodeStreamError(binding: "http+json", body: unknown): string;
export function encodeStreamError(binding: StreamBinding, payload: unknown, to: JsonRpcIdEcho = {}): string {
  const data = binding === "jsonrpc" ? serializeError(to, payload as JsonRpcErrorObject) : JSON.stringify(payload);
  return encodeSseEvent({ event: ERROR_EVENT, data });
}
