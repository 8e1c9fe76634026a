// Server-sent events, encoded so that the WHATWG decoder (decode.ts, or a browser's EventSource) reads
// back exactly what was given: data split into one `data:` line per line, whatever its line ends.

/** What one event carries when written; every field is optional but at least one must be present. */
export interface SseEventInit {
  /** The payload; CR, LF and CRLF inside it become separate `data:` lines. */
  data?: string | undefined;
  /** The event type (`event:`); omit for the default "message". */
  event?: string | undefined;
  /** The event ID (`id:`); may be "" (which resets the client's last event ID). */
  id?: string | undefined;
  /** The reconnection time in ms (`retry:`), a non-negative safe integer. */
  retry?: number | undefined;
  /** A comment line (`:`), e.g. a keep-alive; ignored by readers. */
  comment?: string | undefined;
}

/** An event that cannot be written as given: names the field and why. */
export class SseEncodeError extends Error {
  constructor(
    message: string,
    readonly field: keyof SseEventInit,
  ) {
    super(message);
    this.name = "SseEncodeError";
  }
}

const LINE_END = /\r\n|\r|\n/;

/**
 * One event as text, ending in the blank line that dispatches it. Throws SseEncodeError for a field a
 * reader would split or drop (a line end in `event` or `id`, NUL in `id`, a retry that is not a
 * non-negative integer).
 */
export function encodeSseEvent(init: SseEventInit): string {
  let out = "";
  if (init.comment !== undefined) for (const line of init.comment.split(LINE_END)) out += ":" + line + "\n";
  if (init.event !== undefined) {
    if (LINE_END.test(init.event)) throw new SseEncodeError("SSE field `event` must not contain CR or LF", "event");
    out += "event: " + init.event + "\n";
  }
  if (init.id !== undefined) {
    if (LINE_END.test(init.id) || init.id.includes("\0")) throw new SseEncodeError("SSE field `id` must not contain CR, LF or NUL", "id");
    out += "id: " + init.id + "\n";
  }
  if (init.retry !== undefined) {
    if (!Number.isSafeInteger(init.retry) || init.retry < 0) {
      throw new SseEncodeError(`SSE field \`retry\` must be a non-negative integer, got ${String(init.retry)}`, "retry");
    }
    out += "retry: " + init.retry + "\n";
  }
  if (init.data !== undefined) {
    // The common payload (one JSON line) is written without splitting.
    if (init.data.indexOf("\n") === -1 && init.data.indexOf("\r") === -1) out += "data: " + init.data + "\n";
    else for (const line of init.data.split(LINE_END)) out += "data: " + line + "\n";
  }
  if (out === "") throw new SseEncodeError("an SSE event needs at least one of data, event, id, retry or comment", "data");
  // A comment-only block dispatches nothing; the blank line still ends it, which keeps framing simple.
  return out + "\n";
}
