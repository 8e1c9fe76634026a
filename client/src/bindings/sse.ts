// An opened SSE answer (§9.4.2, §11.7; I11) as the version's events, for the JSON-RPC and HTTP+JSON
// bindings: JSON-RPC lines unwrapped, HTTP+JSON lines bare (the kit's decoder), an error event thrown as
// the binding decodes it, an event that does not decode (or is over maxEventSize) a `stream` failure.
// Crossing and validation are the call path's (../call/pipeline.ts).

import { type DecodeResult, decodeA2aStream, type StreamBinding, type StreamItem, SseError } from "@a2a-bindgen/kit";
import { answerError, TransportError } from "../errors.js";
import { failureOf, type Sent } from "../http.js";
import type { WireStream } from "../call/pipeline.js";

/** The events of an opened SSE answer; `decodeError` reads an error event's payload with the version's table. */
export function sseStream(
  sent: Sent,
  binding: StreamBinding,
  activated: readonly string[],
  decodeError: (payload: unknown) => DecodeResult,
  maxEventSize: number | undefined,
): WireStream {
  const status = sent.response.status;
  const body = sent.response.body;
  if (body === null) throw new TransportError("stream", sent.url, "an event stream without a body", { status });
  const items = decodeA2aStream(body, binding, maxEventSize === undefined ? {} : { maxEventSize });
  const read = (item: StreamItem): unknown => {
    if (item.kind === "response") return item.response;
    if (item.kind === "invalid") throw new TransportError("stream", sent.url, item.reason, { status });
    // Mid-stream an error has no HTTP status of its own: its payload decides.
    const text = JSON.stringify(item.payload) ?? "";
    throw answerError(decodeError(item.payload), { url: sent.url, status, body: text, challenge: null, refused: false });
  };
  const events: AsyncIterator<unknown, undefined, undefined> = {
    next: () =>
      items.next().then(
        (r) => (r.done === true ? { done: true, value: undefined } : { done: false, value: read(r.value) }),
        (e: unknown) => {
          // The kit's SSE decoder names the bound (maxEventSize) and the event: a stream failure, not the network's.
          if (e instanceof SseError) throw new TransportError("stream", sent.url, e.message, { status, cause: e });
          throw failureOf(e, sent.url, sent.signal);
        },
      ),
  };
  return {
    url: sent.url,
    status,
    activated,
    events,
    async release(aborted) {
      // After an abort the body is cancelled without waiting for it: the call has ended already.
      if (aborted) items.return?.().catch(() => undefined);
      else await items.return?.();
    },
  };
}
