// What the two HTTP bindings (JSON-RPC and HTTP+JSON) share when they decode and encode: the body read as
// UTF-8, a refusal's answer with its challenges, and a stream as server-sent events.

import { errorTable as v1Errors } from "@a2a-bindgen/a2a/v1_0/errors";
import { type CompatStreamLine, a2aError } from "@a2a-bindgen/kit";
import { type BodyAnswer, SSE_TYPE, type ServerAnswer, type StreamAnswer } from "../answer.js";
import { authErrors } from "../auth/skills.js";
import type { Refusal } from "../call/form.js";

// One decoder for every call: a whole (non-streaming) decode keeps no state between calls, even after a failure.
const decoder = new TextDecoder("utf-8", { fatal: true });

/** Reads the body as UTF-8 text; undefined when it is not UTF-8. */
export function utf8(body: Uint8Array): string | undefined {
  try {
    return decoder.decode(body);
  } catch {
    return undefined;
  }
}

const encoder = new TextEncoder();

/** One SSE event's text as the bytes sent. */
export function sseBytes(event: string): Uint8Array {
  return encoder.encode(event);
}

/** A stream line converted for a peer of the other version: its SSE event's bytes, or a TypeError with why it could not be converted. */
export function compatSseBytes(line: CompatStreamLine): Uint8Array {
  if (line.ok) return sseBytes(line.event);
  throw new TypeError(line.error);
}

/** A stream of SSE events, with the headers the call earned. */
export function sseAnswer(items: AsyncIterable<Uint8Array, void, undefined>, headers: Record<string, string>): StreamAnswer {
  return { status: 200, headers: { ...headers, "content-type": SSE_TYPE, "cache-control": "no-cache" }, stream: items };
}

/** An HTTP answer's status, as telemetry and the access log record it. */
export function httpStatus(answer: ServerAnswer): number {
  return answer.status;
}

/** The bytes of a whole answer's body or of one SSE event as sent; undefined for a stream (its events are counted). */
export function httpBytes(item: ServerAnswer | Uint8Array): number | undefined {
  if (item instanceof Uint8Array) return item.length;
  return "body" in item ? item.body.length : undefined;
}

/** The answer to a call the requirements refuse: the binding's error form with 400, 401 or 403 and the challenges (decision auth-failure). */
export function authFailure(error: (e: unknown) => BodyAnswer, refused: Refusal): BodyAnswer {
  const a = error(a2aError(v1Errors, authErrors[refused.status], { message: refused.message }));
  const headers = refused.challenge === "" ? a.headers : { ...a.headers, "www-authenticate": refused.challenge };
  return { status: refused.status, headers, body: a.body };
}
