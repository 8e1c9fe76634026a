/// <reference types="node" />
// The node:http adapter: a request listener that reads the body into bytes (stopping at the size limit
// with a 413), hands plain values to the core, and writes its answer; SSE chunks are written as they come
// and the agent's stream is stopped when the client goes away. No Web Request/Response objects are built.
// A 413 is written whole at once but ended only after the rest of the body is read and dropped, as
// nginx's and Apache's lingering close do: closing a connection with unread bytes resets it, and a client
// that sends its whole body before it reads (or is slower to read than the reset) would then see
// ECONNRESET or EPIPE instead of the 413. The dropping is bounded in bytes and in time.

import http, { type IncomingMessage, type RequestListener, type ServerResponse } from "node:http";
import { normalizeBasePath } from "@a2a-bindgen/kit";
import type { BodyAnswer, ServerAnswer, ServerRequest } from "./answer.js";
import { type ClientCertificate, repeatedNames } from "./auth/credentials.js";
import { verifiedCertificate } from "./auth/peer.js";
import { checkFillable, fillsFromAddress } from "./card-check.js";
import { type A2AServer, type ServerOptions, createA2AServer } from "./core.js";
import { onAbort } from "./gone.js";
import { hostForUrl, listen, stopped } from "./listen.js";
import { type CloseOptions, Drain, LATE_ANSWER_MS, closeOnce } from "./shutdown.js";

/** The headers, names lowercased, repeated ones joined with ", ": read from rawHeaders, so Node's own header object is never built. */
function headersOf(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i].toLowerCase();
    const value = raw[i + 1];
    out[name] = Object.hasOwn(out, name) ? `${out[name]}, ${value}` : value;
  }
  return out;
}

/** The body as bytes, or null when it passed `limit` (reading stops there). */
function readBody(req: IncomingMessage, headers: Readonly<Record<string, string>>, limit: number): Promise<Uint8Array | null> {
  const declared = Object.hasOwn(headers, "content-length") ? Number(headers["content-length"]) : Number.NaN;
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    req.on("data", (chunk: Uint8Array) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners("data");
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (size > limit) return;
      if (chunks.length === 1) resolve(chunks[0]);
      else {
        const out = new Uint8Array(size);
        let at = 0;
        for (const c of chunks) {
          out.set(c, at);
          at += c.length;
        }
        resolve(out);
      }
    });
    req.on("error", reject);
  });
}

/** How long the rest of a refused body is read before the connection is closed anyway. */
const DRAIN_MS = 5_000;
/** How much of a refused body is read and dropped, in multiples of the limit (at least DRAIN_MIN bytes). */
const DRAIN_FACTOR = 16;
const DRAIN_MIN = 1024 * 1024;

/**
 * Writes the 413 `answer` (Connection: close), then reads and drops the rest of the body — at most
 * DRAIN_FACTOR times the limit, for at most DRAIN_MS — before ending the answer, so that closing the
 * connection sends no reset while the client is still writing.
 */
function refuse(req: IncomingMessage, res: ServerResponse, answer: BodyAnswer, limit: number): void {
  const head: string[] = [];
  for (const name of Object.keys(answer.headers)) head.push(name, answer.headers[name]);
  head.push("content-length", String(answer.body.length));
  res.writeHead(answer.status, head);
  res.write(answer.body);
  if (req.complete) {
    res.end();
    return;
  }
  let left = Math.max(DRAIN_FACTOR * limit, DRAIN_MIN);
  const finish = () => {
    clearTimeout(timer);
    req.off("data", drop);
    req.off("end", finish);
    req.off("error", finish);
    if (!res.writableEnded) res.end();
  };
  const drop = (chunk: Uint8Array) => {
    left -= chunk.length;
    if (left < 0) finish();
  };
  const timer = setTimeout(finish, DRAIN_MS);
  req.on("data", drop);
  req.on("end", finish);
  req.on("error", finish);
  res.on("close", finish);
  req.resume();
}

/** Writes `answer`; `signal` (the connection's) is given for a stream. */
async function write(res: ServerResponse, answer: ServerAnswer, signal: AbortSignal | undefined): Promise<void> {
  if ("body" in answer) {
    // The flat [name, value, …] form: Node takes it without walking an object.
    const head: string[] = [];
    for (const name of Object.keys(answer.headers)) head.push(name, answer.headers[name]);
    head.push("content-length", String(answer.body.length));
    res.writeHead(answer.status, head);
    res.end(answer.body);
    return;
  }
  if (signal === undefined) throw new TypeError("a stream is written with the connection's signal");
  res.writeHead(answer.status, answer.headers);
  res.flushHeaders();
  const it = answer.stream[Symbol.asyncIterator]();
  try {
    while (!signal.aborted) {
      const next = await it.next();
      if (next.done) break;
      if (!res.write(next.value) && !signal.aborted) {
        // Wait for the socket to drain, or for the client to go away (then the loop ends).
        await new Promise<void>((r) => {
          const done = () => {
            signal.removeEventListener("abort", done);
            res.off("drain", done);
            r();
          };
          res.once("drain", done);
          signal.addEventListener("abort", done, { once: true });
        });
      }
    }
  } finally {
    if (signal.aborted) await it.return?.();
    res.end();
  }
}

/**
 * One request's connection state: its AbortSignal is made only when someone reads it (a stream, an agent
 * that waits), and the close listener registered then; a unary call that never looks pays for neither.
 */
class Exchange {
  private controller: AbortController | undefined;
  constructor(private readonly res: ServerResponse) {}
  signal(): AbortSignal {
    if (this.controller !== undefined) return this.controller.signal;
    const controller = new AbortController();
    this.controller = controller;
    const res = this.res;
    // Gone already (closed before the answer was finished), or when that happens later.
    if (res.closed && !res.writableFinished) controller.abort();
    else
      res.once("close", () => {
        if (!res.writableFinished) controller.abort();
      });
    return controller.signal;
  }
  /** The caller gone, without an AbortSignal: a listener on the response's close, or the signal's when it was made. */
  onGone(listener: () => void): () => void {
    if (this.controller !== undefined) return onAbort(this.controller.signal, listener);
    const res = this.res;
    if (res.closed) {
      if (!res.writableFinished) listener();
      return () => {};
    }
    const closed = () => {
      if (!res.writableFinished) listener();
    };
    res.once("close", closed);
    return () => res.off("close", closed);
  }
}

/** A request as the core reads it; a class, so that making one is a plain allocation (an object literal with a getter is not). */
class NodeRequest implements ServerRequest {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly headers: Record<string, string>,
    readonly body: Uint8Array,
    private readonly exchange: Exchange,
    private readonly req: IncomingMessage,
  ) {}
  get signal(): AbortSignal {
    return this.exchange.signal();
  }
  onGone(listener: () => void): () => void {
    return this.exchange.onGone(listener);
  }
  // Read only when a mutualTLS scheme asks: an HTTPS server with requestCert verified it (auth/peer.ts).
  get clientCertificate(): ClientCertificate | undefined {
    return verifiedCertificate(this.req.socket);
  }
  // Read when a call is authenticated: headers joins a repeated header, rawHeaders still tells (a repeated credential is malformed).
  get repeatedHeaders(): ReadonlySet<string> | undefined {
    return repeatedNames(this.req.rawHeaders);
  }
}

const EMPTY = new Uint8Array(0);

/**
 * A node:http request listener serving `server` (or a server built from `options`). It serves HTTPS
 * unchanged on `https.createServer({ key, cert, ca, requestCert: true }, listener)`: a client certificate the
 * TLS layer verified against `ca` is then the mutualTLS credential (docs/security.md, Server TLS).
 */
export function nodeListener(server: A2AServer | ServerOptions): RequestListener {
  return listener("handle" in server ? server : createA2AServer(server), undefined);
}

function listener(core: A2AServer, drain: Drain | undefined): RequestListener {
  return (req, res) => {
    if (drain !== undefined) {
      // Counted until the answer is written (or the connection is gone); during shutdown the connection closes after it.
      drain.track(new Promise((resolve) => res.once("close", resolve)));
      if (drain.closing) res.shouldKeepAlive = false;
    }
    const exchange = new Exchange(res);
    const method = req.method ?? "GET";
    const path = req.url ?? "/";
    const headers = headersOf(req);
    readBody(req, headers, core.maxBodySize)
      .then(async (body) => {
        if (body === null) {
          const refused = core.tooLarge(new NodeRequest(method, path, headers, EMPTY, exchange, req));
          if ("body" in refused) return refuse(req, res, refused, core.maxBodySize);
          return write(res, refused, exchange.signal());
        }
        const answer = await core.handle(new NodeRequest(method, path, headers, body, exchange, req));
        await write(res, answer, "body" in answer ? undefined : exchange.signal());
      })
      .catch(() => {
        // The connection failed while reading or writing: nothing can be answered on it.
        if (!res.headersSent) {
          res.statusCode = 400;
          res.end();
        } else res.destroy();
      });
  };
}

/** Where startNodeServer listens, and what it serves. */
export interface NodeServerOptions {
  /**
   * The server (or the options to build one). Options without `publicUrl` whose card lists no interfaces
   * get the address bound as their publicUrl (http://host:port + basePath, port 0 included): then `host`
   * must be an address clients can use, not 0.0.0.0 or :: (refused, naming publicUrl). The server is built,
   * and its cards checked, once the port is bound; a refusal closes it again.
   */
  readonly server: A2AServer | ServerOptions;
  /** Default 127.0.0.1. */
  readonly host?: string | undefined;
  /** Default 0: a free port. */
  readonly port?: number | undefined;
}

/** A running node:http server. */
export interface NodeServer {
  /** http://host:port, the origin clients reach (add the server's basePath for the A2A interfaces). */
  readonly url: string;
  readonly port: number;
  /**
   * Graceful shutdown: stops accepting connections and closes idle ones; open streams end after their
   * current event; requests in flight get `graceMs` (default 10,000) to be answered, each on a
   * connection that then closes. Then the server's close runs (ServerOptions.onClose: the agent, its
   * stores); past the grace it runs first, so that what it answers (a blocking SendMessage whose run the
   * task runtime stops: its task as it stands) is written (up to 1 s) before the remaining connections are
   * closed. Resolves when all that is done; nothing is left that keeps the process alive. Later calls
   * share the first call's promise.
   */
  close(options?: CloseOptions): Promise<void>;
}

/**
 * Starts a node:http server serving `options.server` on host:port (default 127.0.0.1 and a free port); without
 * a publicUrl and card interfaces, the card names the address bound. Rejects naming what cannot be served.
 */
export async function startNodeServer(options: NodeServerOptions): Promise<NodeServer> {
  const given = options.server;
  const fill = !("handle" in given) && fillsFromAddress(given);
  const host = options.host ?? "127.0.0.1";
  if (fill) checkFillable(host);
  // Built before listening when nothing waits for the port, so that a refused option binds nothing.
  let core = "handle" in given ? given : fill ? undefined : createA2AServer(given);
  const drain = new Drain();
  const server = http.createServer();
  const bound = await listen(server, host, options.port ?? 0);
  const port = bound.port;
  const url = `http://${hostForUrl(host)}:${port}`;
  if (core === undefined) {
    try {
      checkFillable(bound.address);
      const options = given as ServerOptions;
      core = createA2AServer({ ...options, publicUrl: url + normalizeBasePath(options.basePath ?? "") });
    } catch (e) {
      await stopped(server);
      throw e;
    }
  }
  // Added before this function yields to I/O again (the await above resumes in a microtask): no request is read before it.
  server.on("request", listener(core, drain));
  const a2a = core;
  return {
    url,
    port,
    close: closeOnce(async (graceMs) => {
      const closing = stopped(server);
      server.closeIdleConnections();
      // The core ends its streams at once and waits for its calls; the adapter waits for their answers to be written.
      const coreClosed = a2a.close({ graceMs });
      if (!(await drain.drain(graceMs))) {
        // Past the grace the core runs onClose, which may answer what was waiting (a blocking SendMessage
        // whose run the task runtime stops): those answers are written before the connections go.
        await coreClosed.catch(() => {});
        await drain.drain(LATE_ANSWER_MS);
      }
      // Every answer in flight is written (or the time passed): what connections remain are idle or late.
      server.closeAllConnections();
      await closing;
      await coreClosed;
    }),
  };
}

export type { A2AServer, ServerOptions } from "./core.js";
export type { CloseOptions } from "./shutdown.js";
