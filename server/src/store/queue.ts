// A bounded queue read as an async iterator: the store pushes a task's events into one queue per
// subscriber, the subscriber's stream reads them in order. Bounded so a reader that stops reading
// cannot grow memory without end: past the bound the queue fails with the error the store gives.

/** The async iterator of one subscriber: events in the order pushed, then the end (or an error). */
export class EventQueue<T> implements AsyncIterableIterator<T> {
  readonly #items: T[] = [];
  readonly #max: number;
  readonly #overflow: () => Error;
  readonly #onClose: () => void;
  #waiting: { resolve: (r: IteratorResult<T>) => void; reject: (e: unknown) => void } | undefined;
  #ended = false;
  #error: unknown;
  #closed = false;

  /**
   * @param max how many events may wait unread
   * @param overflow the error the reader gets when more than `max` wait
   * @param onClose called once when the queue closes (ended and drained, failed, or returned early)
   */
  constructor(max: number, overflow: () => Error, onClose: () => void) {
    this.#max = max;
    this.#overflow = overflow;
    this.#onClose = onClose;
  }

  /** True once no more events will be accepted. */
  get ended(): boolean {
    return this.#ended;
  }

  /** Adds an event; ignored once the queue ended. Past the bound the queue fails instead. */
  push(item: T): void {
    if (this.#ended) return;
    const w = this.#waiting;
    if (w !== undefined) {
      this.#waiting = undefined;
      w.resolve({ value: item, done: false });
      return;
    }
    if (this.#items.length >= this.#max) {
      this.fail(this.#overflow());
      return;
    }
    this.#items.push(item);
  }

  /** No more events: the reader gets those already queued, then the end. */
  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    if (this.#items.length === 0) this.#settle();
  }

  /** Drops what is queued; the reader's next read rejects with `error`. */
  fail(error: unknown): void {
    if (this.#closed) return;
    this.#ended = true;
    this.#error = error;
    this.#items.length = 0;
    this.#settle();
  }

  #settle(): void {
    const w = this.#waiting;
    this.#waiting = undefined;
    this.#close();
    if (w === undefined) return;
    if (this.#error !== undefined) w.reject(this.#error);
    else w.resolve({ value: undefined, done: true });
  }

  #close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#onClose();
  }

  next(): Promise<IteratorResult<T>> {
    if (this.#items.length > 0) {
      const value = this.#items.shift() as T;
      if (this.#ended && this.#items.length === 0) this.#close();
      return Promise.resolve({ value, done: false });
    }
    if (this.#error !== undefined) {
      const error = this.#error;
      this.#error = undefined; // reported once; later reads see the end
      return Promise.reject(error);
    }
    if (this.#ended) {
      this.#close();
      return Promise.resolve({ value: undefined, done: true });
    }
    if (this.#waiting !== undefined) return Promise.reject(new TypeError("EventQueue: one read at a time"));
    return new Promise((resolve, reject) => {
      this.#waiting = { resolve, reject };
    });
  }

  /** The reader stops early (a for-await loop that breaks, a caller that goes away). */
  return(): Promise<IteratorResult<T>> {
    this.#ended = true;
    this.#items.length = 0;
    this.#error = undefined;
    const w = this.#waiting;
    this.#waiting = undefined;
    w?.resolve({ value: undefined, done: true });
    this.#close();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}
