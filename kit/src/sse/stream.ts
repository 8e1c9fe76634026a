// decodeSse: an event stream (a fetch body or any async iterable of chunks) as an async iterator of
// its events, over the incremental SseDecoder.

import { SseDecoder, type SseDecodeOptions, SseError, type SseEvent } from "./decode.js";

/** What decodeSse reads: a fetch body, or any async iterable of byte or text chunks. */
export type SseSource = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array | string>;

/**
 * Decodes an event stream into its events, chunk by chunk. Throws SseError when a line or an event's
 * data exceeds maxEventSize, and with `truncated: "error"` when the stream ends inside an event (after
 * the events before it). The reader is released (and the stream cancelled) when iteration stops early
 * or fails.
 */
export function decodeSse(source: SseSource, options: SseDecodeOptions = {}): AsyncIterableIterator<SseEvent> {
  return new EventIterator(source, new SseDecoder(options), options.truncated === "error");
}

const DONE: IteratorReturnResult<undefined> = Object.freeze({ value: undefined, done: true }) as IteratorReturnResult<undefined>;

/**
 * An iterator rather than an async generator: events already decoded are handed out with one resolved
 * promise each, without a generator's extra turns, and the next chunk is read only when they are gone
 * (held memory stays one chunk's worth).
 */
class EventIterator implements AsyncIterableIterator<SseEvent> {
  private queue: SseEvent[] = [];
  private head = 0;
  private finished = false;
  private filling: Promise<IteratorResult<SseEvent>> | null = null;
  /** Set when the stream ended inside event #n and that is an error: thrown once the events before it are out. */
  private truncatedAt = -1;
  private readonly reader: ReadableStreamDefaultReader<Uint8Array> | null;
  private readonly chunks: AsyncIterator<Uint8Array | string> | null;
  private readonly collect = (e: SseEvent): void => {
    this.queue.push(e);
  };

  constructor(
    source: SseSource,
    private readonly decoder: SseDecoder,
    private readonly strictEnd: boolean,
  ) {
    if (isReadableStream(source)) {
      this.reader = source.getReader();
      this.chunks = null;
    } else {
      this.reader = null;
      this.chunks = source[Symbol.asyncIterator]();
    }
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<SseEvent> {
    return this;
  }

  next(): Promise<IteratorResult<SseEvent>> {
    if (this.filling !== null) return this.filling.then(() => this.next());
    if (this.head < this.queue.length) return Promise.resolve({ value: this.queue[this.head++], done: false });
    if (this.finished) {
      try {
        return Promise.resolve(this.ended());
      } catch (e) {
        return Promise.reject(e);
      }
    }
    const filling = this.fill().finally(() => {
      this.filling = null;
    });
    this.filling = filling;
    return filling;
  }

  async return(): Promise<IteratorResult<SseEvent>> {
    if (!this.finished) {
      this.finished = true;
      this.queue = [];
      this.head = 0;
      await this.release(true);
    }
    return DONE;
  }

  private async fill(): Promise<IteratorResult<SseEvent>> {
    this.queue = [];
    this.head = 0;
    try {
      while (this.queue.length === 0) {
        const r = this.reader !== null ? await this.reader.read() : await this.chunks!.next();
        if (r.done) {
          this.finished = true;
          const at = this.decoder.eventCount;
          const discarded = this.decoder.end(this.collect);
          await this.release(false);
          if (discarded && this.strictEnd) this.truncatedAt = at;
          break;
        }
        const chunk = r.value;
        if (typeof chunk === "string") this.decoder.pushText(chunk, this.collect);
        else this.decoder.push(chunk, this.collect);
      }
    } catch (e) {
      this.finished = true;
      this.queue = [];
      await this.release(true);
      throw e;
    }
    return this.head < this.queue.length ? { value: this.queue[this.head++], done: false } : this.ended();
  }

  /** After the last event: done, or once the SseError of a stream that ended inside an event. */
  private ended(): IteratorReturnResult<undefined> {
    if (this.truncatedAt < 0) return DONE;
    const at = this.truncatedAt;
    this.truncatedAt = -1;
    throw new SseError(`the stream ended inside event #${at} (no closing blank line): that event is lost`, "truncated", at);
  }

  private async release(cancel: boolean): Promise<void> {
    if (this.reader !== null) {
      if (cancel) await this.reader.cancel().catch(() => undefined);
      this.reader.releaseLock();
    } else if (cancel && this.chunks?.return !== undefined) {
      await this.chunks.return().catch(() => undefined);
    }
  }
}

function isReadableStream(source: SseSource): source is ReadableStream<Uint8Array> {
  return typeof (source as ReadableStream<Uint8Array>).getReader === "function";
}
