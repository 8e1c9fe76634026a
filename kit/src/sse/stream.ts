// decodeSse: an event stream (a fetch body or any async iterable of chunks) as an async iterator of
// its events, over the incremental SseDecoder.

import { SseDecoder, type SseDecodeOptions, type SseEvent } from "./decode.js";

/** What decodeSse reads: a fetch body, or any async iterable of byte or text chunks. */
export type SseSource = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array | string>;

/**
 * Decodes an event stream into its events, chunk by chunk. Throws SseError when a line or an event's
 * data exceeds maxEventSize. The reader is released (and the stream cancelled) when iteration stops early
 * or fails.
 */
export function decodeSse(source: SseSource, options: SseDecodeOptions = {}): AsyncIterableIterator<SseEvent> {
  return new EventIterator(source, new SseDecoder(options));
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
  private readonly reader: ReadableStreamDefaultReader<Uint8Array> | null;
  private readonly chunks: AsyncIterator<Uint8Array | string> | null;
  private readonly collect = (e: SseEvent): void => {
    this.queue.push(e);
  };

  constructor(
    source: SseSource,
    private readonly decoder: SseDecoder,
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
    if (this.finished) return Promise.resolve(DONE);
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
          this.decoder.end(this.collect);
          await this.release(false);
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
    return this.head < this.queue.length ? { value: this.queue[this.head++], done: false } : DONE;
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
