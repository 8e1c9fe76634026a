// The bus's LISTEN connection: one pg.Client outside the pool (a pooled connection is handed to
// others, and PgBouncer in transaction mode drops a LISTEN), reconnected with a growing delay when it
// drops. Notifications sent while it was down are lost: `connected` tells the bus to catch up.

import pg from "pg";

/** What the connection tells the bus. */
export interface ListenHandlers {
  /** A notification on the channel (its payload, unparsed). */
  notification(payload: string): void;
  /** Listening (again): what was sent meanwhile was not heard. */
  connected(): void;
}

const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;
const noop = () => {};

/** The LISTEN connection of one channel. */
export class ListenConnection {
  readonly #config: pg.ClientConfig;
  readonly #channel: string;
  readonly #schema: string;
  readonly #handlers: ListenHandlers;
  #client: pg.Client | undefined;
  #connecting: Promise<void> | undefined;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #attempt = 0;
  #closed = false;

  constructor(config: pg.ClientConfig, channel: string, schema: string, handlers: ListenHandlers) {
    if (typeof config !== "object" || config === null)
      throw new TypeError(`the LISTEN connection of schema "${schema}": its settings must be a pg.ClientConfig`);
    this.#config = config;
    this.#channel = channel;
    this.#schema = schema;
    this.#handlers = handlers;
  }

  /** True while listening. */
  get connected(): boolean {
    return this.#client !== undefined;
  }

  /** The first connection: rejects naming the schema and the cause when it cannot be made. */
  async start(): Promise<void> {
    try {
      await this.#connectOnce();
    } catch (e) {
      throw new Error(`the LISTEN connection of schema "${this.#schema}" could not be made: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
  }

  #connectOnce(): Promise<void> {
    const p = this.#connect().finally(() => {
      if (this.#connecting === p) this.#connecting = undefined;
    });
    this.#connecting = p;
    return p;
  }

  async #connect(): Promise<void> {
    // A dead peer is noticed by TCP keepalive, not only when the server closes the connection.
    const client = new pg.Client({ connectionTimeoutMillis: 10_000, keepAlive: true, application_name: "a2a-bindgen-listen", ...this.#config });
    client.on("error", () => this.#lost(client));
    client.on("end", () => this.#lost(client));
    client.on("notification", (m) => {
      if (m.channel === this.#channel && typeof m.payload === "string") this.#handlers.notification(m.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${this.#channel}"`);
    } catch (e) {
      client.end().catch(noop);
      throw e;
    }
    if (this.#closed) {
      await client.end().catch(noop);
      return;
    }
    this.#client = client;
    this.#attempt = 0;
    this.#handlers.connected();
  }

  #lost(client: pg.Client): void {
    if (client !== this.#client) return; // a connection still being made, or one already given up
    this.#client = undefined;
    client.end().catch(noop);
    this.#schedule();
  }

  #schedule(): void {
    if (this.#closed) return;
    // 100 ms, doubling to 5 s, jittered so instances that lost the server together do not return together.
    const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** this.#attempt) * (0.5 + Math.random() / 2);
    this.#attempt = Math.min(this.#attempt + 1, 16);
    this.#retry = setTimeout(() => {
      this.#retry = undefined;
      this.#connectOnce().catch(() => this.#schedule());
    }, delay);
    this.#retry.unref();
  }

  /** Stops listening and reconnecting. Idempotent. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    await this.#connecting?.catch(noop);
    const c = this.#client;
    this.#client = undefined;
    await c?.end().catch(noop);
  }
}
