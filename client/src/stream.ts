// Reading an A2A stream (§9.4.2, §11.7; I11) as v1.0 StreamResponses: JSON-RPC lines unwrapped, HTTP+JSON
// lines bare, an older version's events through the compat converters, errors mid-stream thrown as the
// A2A error of the wire version's table, anything else as a TransportError naming the event.

import {
  type CompatStreamItem,
  decodeA2aStream,
  decodeCompatStream,
  decodeHttpError,
  decodeJsonRpcError,
  type OperationName,
  type StreamBinding,
  SseError,
} from "@a2a-bindgen/kit";
import { untilAborted } from "./abort.js";
import { errorOf, TransportError } from "./errors.js";
import { failureOf, type Sent } from "./http.js";
import { withLosses } from "./common.js";
import { checkResponse, type WireVersion } from "./wire.js";

/** The error an error event stands for. */
function streamError(item: Extract<CompatStreamItem, { kind: "error" }>, wire: WireVersion, sent: Sent): Error {
  const text = JSON.stringify(item.payload) ?? "";
  const status = sent.response.status;
  if (item.form === "jsonrpc") return errorOf(decodeJsonRpcError(wire.errorTable, { body: { error: item.payload } }), sent.url, status, text);
  // Mid-stream an error has no HTTP status of its own: the google.rpc.Status body's code, or v0.3's bare code, decides.
  return errorOf(decodeHttpError(wire.errorTable, { body: item.payload }), sent.url, status, text);
}

/**
 * The StreamResponses of an opened SSE answer, as v1.0 values, validated. Each event rearms the deadline;
 * the body is released when the caller stops early, and at once when the call's signal aborts (the caller's
 * or the deadline), even while a read is pending. An event over `maxEventSize` characters (the kit's
 * default when undefined) is a `stream` failure, like any event that does not decode.
 */
export async function* readStream(
  sent: Sent,
  binding: StreamBinding,
  wire: WireVersion,
  operation: OperationName,
  maxEventSize?: number,
): AsyncGenerator<unknown, void, undefined> {
  const body = sent.response.body;
  if (body === null) {
    sent.done();
    throw new TransportError("stream", sent.url, "an event stream without a body", { status: sent.response.status });
  }
  const bounds = maxEventSize === undefined ? {} : { maxEventSize };
  const items: AsyncIterableIterator<CompatStreamItem> =
    wire.stream === null
      ? (decodeA2aStream(body, binding, bounds) as AsyncIterableIterator<CompatStreamItem>)
      : decodeCompatStream(body, binding, wire.stream, bounds);
  let index = 0;
  try {
    for (;;) {
      let next: IteratorResult<CompatStreamItem>;
      try {
        // Raced against the call's signal: an abort ends a read the peer never answers (the body is cancelled below).
        next = await untilAborted(items.next(), sent.signal);
      } catch (e) {
        // The kit's SSE decoder names the bound (maxEventSize) and the event; a stream failure, not the network's.
        if (e instanceof SseError) throw new TransportError("stream", sent.url, e.message, { status: sent.response.status, cause: e });
        throw failureOf(e, sent.url, sent.signal);
      }
      if (next.done) return;
      sent.rearm();
      const item = next.value;
      const at = index++;
      if (item.kind === "error") throw streamError(item, wire, sent);
      if (item.kind === "invalid") throw new TransportError("stream", sent.url, item.reason, { status: sent.response.status });
      const checked = checkResponse(operation, item.response);
      if (!checked.ok) {
        const problem = "losses" in item ? withLosses(checked.problem, wire.version, item.losses) : checked.problem;
        throw new TransportError("stream", sent.url, `event #${at}: ${problem}`, { status: sent.response.status });
      }
      yield checked.value;
    }
  } finally {
    sent.done();
    // After an abort the body is cancelled without waiting for it: the call has ended already.
    if (sent.signal.aborted) items.return?.().catch(() => undefined);
    else await items.return?.();
  }
}
