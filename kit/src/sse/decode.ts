// Server-sent events, decoded as the WHATWG HTML standard's "event stream interpretation" reads them
// (§9.2.6): lines end in CRLF, LF or CR; a blank line dispatches; ":" starts a comment; one space after
// the field's colon is dropped; data lines join with LF; id and retry follow their own rules. Chunks may
// split anywhere (inside a UTF-8 sequence, between CR and LF). What the decoder holds is bounded by
// maxEventSize, so an endless or huge stream ends in an SseError, never in exhausted memory.

/** One dispatched event. */
export interface SseEvent {
  /** The `event` field, or "message" when the event named none. */
  type: string;
  /** The `data` lines joined with "\n". */
  data: string;
  /** The last event ID buffer at dispatch: it persists across events until an `id` line changes it. */
  lastEventId: string;
  /** The reconnection time (ms) from the last valid `retry` line so far; absent when there was none. */
  retry?: number | undefined;
}

export interface SseDecodeOptions {
  /**
   * The most characters (UTF-16 code units) one line or one event's data may hold; past it the decoder
   * throws an SseError. Default 4 MiB, the default of @a2a-js/sdk 1.3.0's parser.
   */
  maxEventSize?: number | undefined;
  /**
   * What a stream that ends inside an event (no closing blank line) does with it. "discard" (the
   * default for plain SSE): dropped, as the standard says. "error": decodeSse throws an SseError whose
   * `what` is "truncated" — an A2A stream cut there lost an update, so decodeA2aStream defaults to it.
   */
  truncated?: "discard" | "error" | undefined;
}

/** The default of maxEventSize: 4 Mi characters. */
export const DEFAULT_MAX_EVENT_SIZE = 4 * 1024 * 1024;

/** A stream that cannot be decoded within the limits: says what grew too large and at which event. */
export class SseError extends Error {
  constructor(
    message: string,
    /** "line": one line without an end; "data": one event's data lines together; "truncated": the stream ended inside an event. */
    readonly what: "line" | "data" | "truncated",
    /** 0-based index of the event being read (events dispatched before it). */
    readonly eventIndex: number,
  ) {
    super(message);
    this.name = "SseError";
  }
}

const LF = 10;
const COLON = 58;
const SPACE = 32;

/**
 * The incremental decoder: feed bytes (push) or text (pushText) in any chunking, then end(). Events
 * are handed to the callback as they complete. The same input gives the same events however it is split.
 */
export class SseDecoder {
  private readonly max: number;
  private readonly utf8 = new TextDecoder("utf-8", { ignoreBOM: true });
  /** The first bytes of a UTF-8 sequence the last chunk cut (at most 3). */
  private carry: Uint8Array | null = null;
  /** The start of an unfinished line carried over from the previous chunk. */
  private pending = "";
  /** The previous chunk ended in CR: a LF first in the next one belongs to that line end. */
  private skipLF = false;
  private started = false;
  private type = "";
  private data = "";
  private dataLines = 0;
  private lastId = "";
  private retryMs: number | undefined = undefined;
  private dispatched = 0;

  constructor(options: SseDecodeOptions = {}) {
    const max = options.maxEventSize ?? DEFAULT_MAX_EVENT_SIZE;
    if (!Number.isSafeInteger(max) || max < 1) throw new RangeError(`maxEventSize must be a positive integer, got ${String(max)}`);
    this.max = max;
  }

  /** Characters held between calls (the unfinished line and the event's data so far): never above 2 × maxEventSize. */
  get buffered(): number {
    return this.pending.length + this.data.length + this.type.length;
  }

  /** Decodes a chunk of UTF-8 bytes; a sequence split across chunks is joined, invalid bytes become U+FFFD. */
  push(bytes: Uint8Array, onEvent: (event: SseEvent) => void): void {
    let b = bytes;
    if (this.carry !== null) {
      b = new Uint8Array(this.carry.length + bytes.length);
      b.set(this.carry);
      b.set(bytes, this.carry.length);
      this.carry = null;
    }
    // Whole sequences are decoded in one non-streaming call (several times faster than a streaming
    // decoder); the bytes of a sequence cut by the chunk's end wait for the next chunk. The output is
    // the same as a streaming decode's: UTF-8 decoding does not depend on where the input was cut.
    const whole = completeLength(b);
    if (whole < b.length) this.carry = b.slice(whole);
    if (whole > 0) this.pushText(this.utf8.decode(whole === b.length ? b : b.subarray(0, whole)), onEvent);
  }

  /** Reads a chunk of already-decoded text. */
  pushText(text: string, onEvent: (event: SseEvent) => void): void {
    let pos = 0;
    const n = text.length;
    if (!this.started && n > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) pos = 1; // one leading BOM is not content
    }
    if (this.skipLF && pos < n) {
      this.skipLF = false;
      if (text.charCodeAt(pos) === LF) pos++;
    }
    let lf = text.indexOf("\n", pos);
    let cr = text.indexOf("\r", pos);
    while (true) {
      if (lf !== -1 && lf < pos) lf = text.indexOf("\n", pos);
      if (cr !== -1 && cr < pos) cr = text.indexOf("\r", pos);
      let end: number;
      let next: number;
      if (cr === -1 || (lf !== -1 && lf < cr)) {
        if (lf === -1) break;
        end = lf;
        next = lf + 1;
      } else {
        end = cr;
        if (cr + 1 < n) next = text.charCodeAt(cr + 1) === LF ? cr + 2 : cr + 1;
        else {
          next = n;
          this.skipLF = true;
        }
      }
      if (this.pending.length > 0) {
        if (this.pending.length + (end - pos) > this.max) this.tooLarge("line");
        const line = this.pending + text.slice(pos, end);
        this.pending = "";
        this.line(line, 0, line.length, onEvent);
      } else {
        if (end - pos > this.max) this.tooLarge("line");
        this.line(text, pos, end, onEvent);
      }
      pos = next;
    }
    if (pos < n) {
      if (this.pending.length + (n - pos) > this.max) this.tooLarge("line");
      this.pending += text.slice(pos);
    }
  }

  /** How many events were dispatched so far. */
  get eventCount(): number {
    return this.dispatched;
  }

  /**
   * The end of the stream. As the standard says, an event without its closing blank line is discarded;
   * returns true when something was discarded (a truncated stream), false after a clean end.
   */
  end(onEvent: (event: SseEvent) => void): boolean {
    if (this.carry !== null) {
      const rest = this.utf8.decode(this.carry); // a sequence cut by the end of the stream: U+FFFD
      this.carry = null;
      this.pushText(rest, onEvent);
    }
    const discarded = this.pending.length > 0 || this.dataLines > 0 || this.type.length > 0;
    this.pending = "";
    this.resetEvent();
    return discarded;
  }

  private line(s: string, start: number, end: number, onEvent: (event: SseEvent) => void): void {
    if (start === end) {
      this.dispatch(onEvent);
      return;
    }
    const c0 = s.charCodeAt(start);
    if (c0 === COLON) return; // a comment
    // The common line first: "data:" without slicing the field name out.
    if (
      c0 === 100 &&
      end - start >= 5 &&
      s.charCodeAt(start + 1) === 97 &&
      s.charCodeAt(start + 2) === 116 &&
      s.charCodeAt(start + 3) === 97 &&
      s.charCodeAt(start + 4) === COLON
    ) {
      let v = start + 5;
      if (v < end && s.charCodeAt(v) === SPACE) v++;
      this.appendData(s.slice(v, end));
      return;
    }
    let colon = s.indexOf(":", start);
    if (colon === -1 || colon >= end) colon = end;
    const field = s.slice(start, colon);
    let v = colon + 1;
    if (v < end && s.charCodeAt(v) === SPACE) v++;
    const value = v < end ? s.slice(v, end) : "";
    switch (field) {
      case "event":
        this.type = value;
        break;
      case "data":
        this.appendData(value);
        break;
      case "id":
        if (value.indexOf("\0") === -1) this.lastId = value;
        break;
      case "retry":
        if (isDigits(value)) {
          const ms = Number(value);
          // Digits too many for an exact integer are ignored rather than rounded.
          if (Number.isSafeInteger(ms)) this.retryMs = ms;
        }
        break;
      default:
        break; // unknown fields are ignored
    }
  }

  private appendData(value: string): void {
    if (this.dataLines === 0) {
      if (value.length > this.max) this.tooLarge("data");
      this.data = value;
    } else {
      if (this.data.length + 1 + value.length > this.max) this.tooLarge("data");
      this.data += "\n" + value;
    }
    this.dataLines++;
  }

  private dispatch(onEvent: (event: SseEvent) => void): void {
    if (this.dataLines === 0) {
      this.type = "";
      return;
    }
    const event: SseEvent = { type: this.type === "" ? "message" : this.type, data: this.data, lastEventId: this.lastId };
    if (this.retryMs !== undefined) event.retry = this.retryMs;
    this.resetEvent();
    this.dispatched++;
    onEvent(event);
  }

  private resetEvent(): void {
    this.type = "";
    this.data = "";
    this.dataLines = 0;
  }

  private tooLarge(what: "line" | "data"): never {
    const subject = what === "line" ? "an SSE line" : "the data of an SSE event";
    const at = this.dispatched;
    this.pending = "";
    this.resetEvent();
    throw new SseError(`${subject} exceeds maxEventSize (${this.max} characters) at event #${at}`, what, at);
  }
}

/**
 * How many leading bytes of `b` are whole UTF-8 sequences (or bytes no later byte can complete): all
 * but a lead byte in the last three positions still missing continuation bytes, and those it has.
 */
function completeLength(b: Uint8Array): number {
  const n = b.length;
  for (let k = 1; k <= 3 && k <= n; k++) {
    const c = b[n - k];
    if (c < 0x80) return n;
    if (c >= 0xc0) {
      const need = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
      return k < need ? n - k : n;
    }
  }
  return n;
}

function isDigits(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}
