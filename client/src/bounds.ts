// Every body the client reads is bounded: the card, a unary answer, an error answer (and, in the kit's SSE
// decoder, each stream event). A declared Content-Length over the bound fails before a byte is read; a body
// without one is read chunk by chunk and cancelled at the bound, so a hostile peer's 100 MB costs the bound,
// not 100 MB (plus the strings made of it).

import { untilAborted } from "./abort.js";
import { TransportError, type TransportFailure } from "./errors.js";

/** Default bound of a card, in bytes (1 MiB): real cards are a few kB, a large one with many skills tens of kB. */
export const defaultMaxCardBytes = 1024 * 1024;

/** Default bound of a unary answer, in bytes (16 MiB): room for a long task history with inline artifacts. */
export const defaultMaxResponseBytes = 16 * 1024 * 1024;

/**
 * Most of an error answer read, in bytes (1 MiB, or maxResponseBytes when lower): an A2A error is a code, a
 * message and a few details, kilobytes at most; a proxy's error page is quoted only by its first 200 characters.
 * It never carries the task histories or artifacts the answer bound makes room for.
 */
export const maxErrorBytes = 1024 * 1024;

/** A bound on one read: its size in bytes, the option that sets it, and what is read. */
export interface ByteBound {
  readonly bytes: number;
  /** The ConnectOptions field that sets it, named in the failure. */
  readonly option: string;
  /** What the bound is on ("the card", "the answer", "the error answer"), for the message. */
  readonly what: string;
  /** The failure kind of a body over the bound. */
  readonly failure: TransportFailure;
}

/** A bound option's value: a positive safe integer, or the default when undefined; anything else is a TypeError naming the option. */
export function byteOption(value: unknown, option: string, fallback: number, unit = "bytes"): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value <= 0) {
    throw new TypeError(`${option} must be a positive whole number of ${unit}, not ${typeof value === "number" ? String(value) : typeof value}`);
  }
  return value;
}

/** A body's declared length (Content-Length), or null when absent or not a plain number. */
function declaredLength(response: Response): number | null {
  const h = response.headers.get("content-length");
  return h !== null && /^\s*\d+\s*$/.test(h) ? Number(h) : null;
}

function overBound(bound: ByteBound, url: string, status: number, seen: string): TransportError {
  return new TransportError(bound.failure, url, `${bound.what} ${seen} the bound of ${bound.bytes} bytes (${bound.option}): not read further`, { status });
}

/**
 * Reads a body as UTF-8 text, at most `bound.bytes` bytes: a declared length over the bound fails before
 * reading; a body that grows past it is cancelled there. Invalid UTF-8 becomes U+FFFD, as Response.text() does.
 * When `signal` aborts, the read stops at once and the body is cancelled: its reason is thrown. Read failures
 * are thrown as they come (the caller names them).
 */
export async function readBoundedText(response: Response, bound: ByteBound, url: string, signal?: AbortSignal): Promise<string> {
  const declared = declaredLength(response);
  if (declared !== null && declared > bound.bytes) {
    await response.body?.cancel().catch(() => undefined);
    throw overBound(bound, url, response.status, `declares ${declared} bytes (Content-Length), over`);
  }
  const body = response.body;
  if (body === null) return "";
  const reader = body.getReader();
  const utf8 = new TextDecoder();
  let text = "";
  let read = 0;
  try {
    for (;;) {
      const r = signal === undefined ? await reader.read() : await untilAborted(reader.read(), signal);
      if (r.done) break;
      read += r.value.byteLength;
      if (read > bound.bytes) {
        await reader.cancel().catch(() => undefined);
        throw overBound(bound, url, response.status, "exceeds");
      }
      text += utf8.decode(r.value, { stream: true });
    }
  } catch (e) {
    // Cancelling ends a read still pending (an abort won the race), so the lock can be released.
    reader.cancel().catch(() => undefined);
    throw e;
  } finally {
    reader.releaseLock();
  }
  return text + utf8.decode();
}
