/// <reference types="node" />
// The gRPC binding on its own port: connect-node's adapter (gRPC only) on an HTTP/2 server, without TLS
// (as gRPC clients expect of a plain "host:port" interface url) or with TLS and, asked for, mutual TLS: the
// client certificate the TLS layer verified is the mutualTLS credential. Loopback and a free port unless told otherwise.

import http2 from "node:http2";
import { type ConnectRouter, createContextValues } from "@connectrpc/connect";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { connectNodeAdapter } from "@connectrpc/connect-node";
import { type CloseOptions, Drain, LATE_ANSWER_MS, closeOnce, drained } from "../../shutdown.js";
import { verifiedCertificate } from "../../auth/peer.js";
import { filledCard, grpcBindings, grpcInterfaceUrl } from "../../card.js";
import { checkFillable, fillsFromAddress } from "../../card-check.js";
import { repeatedNames } from "../../auth/credentials.js";
import { hostForUrl, listen, stopped } from "../../listen.js";
import { byteCountOption, onCloseOption } from "../../options.js";
import { type GrpcOptions, clientCertificateKey, grpcRoutes, repeatedMetadataKey, requestIdKey, requestIdKeyName, requestIdOf } from "./routes.js";
import { grpcVersions } from "./views.js";
import { type ReadinessOptions, readiness, readyOption } from "../../health.js";
import { healthRoutes } from "./health.js";
import { type GrpcUrlForm, grpcUrlFormOf, hostPort } from "../../interface-url.js";

/** TLS for the gRPC server (PEM strings or bytes, as node:tls takes them). */
export interface GrpcTlsOptions {
  /** The server's private key. */
  readonly key: string | Uint8Array;
  /** The server's certificate chain. */
  readonly cert: string | Uint8Array;
  /** The CAs client certificates are verified against (mutual TLS; default: Node's bundled roots). */
  readonly ca?: string | Uint8Array | readonly (string | Uint8Array)[] | undefined;
  /**
   * "require": every connection presents a client certificate issued by `ca`, or the handshake fails;
   * "request": one is asked for and, when sent and verified, is the mutualTLS credential; a connection
   * without one proceeds (the card's requirements decide); "none" (default): none is asked for.
   */
  readonly clientCertificate?: "none" | "request" | "require" | undefined;
}

/**
 * Where to listen, besides what to serve. Without `publicUrl`, a card that lists no interfaces lists the
 * address bound (port 0 included): one GRPC entry per served version at http://host:port (https with `tls`);
 * then `host` must be an address clients can use, not 0.0.0.0 or :: (refused, naming publicUrl).
 */
export interface GrpcServerOptions extends GrpcOptions, ReadinessOptions {
  /**
   * Serve grpc.health.v1.Health (Check and Watch; default true) from the server's readiness, as the HTTP
   * server's /readyz: SERVING for "" and each served A2A service while ready, NOT_SERVING while draining
   * (from close()), while the agent is not ready (Agent.ready) or while `ready` says so. Outside `auth`.
   */
  readonly health?: boolean | undefined;
  /** Default 127.0.0.1. */
  readonly host?: string | undefined;
  /** Default 0: a free port. */
  readonly port?: number | undefined;
  /**
   * Called once by close(), after the calls in flight finished (or the grace period passed): close what
   * the agent holds here, as ServerOptions.onClose (default: nothing).
   */
  readonly onClose?: (() => void | Promise<void>) | undefined;
  /** Serve over TLS (default: plaintext HTTP/2), with mutual TLS when `tls.clientCertificate` asks. */
  readonly tls?: GrpcTlsOptions | undefined;
  /**
   * How the card's gRPC interfaces name the address bound, when the server fills them (rules file decision
   * grpc-interface-url): "url" (default) http://host:port (https:// with `tls`), the absolute URL
   * lf/a2a/v1/a2a.proto AgentInterface.url asks for; "host:port", the address gRPC clients dial, for clients
   * that take the url as their gRPC target (@a2a-js/sdk's gRPC clients). A v0.3 card says host:port either way.
   */
  readonly grpcUrlForm?: GrpcUrlForm | undefined;
}

/** A running gRPC server. */
export interface GrpcServer {
  /** host:port, the address a gRPC client (grpc-js, say) dials; a card names it as `grpcUrlForm` says. */
  readonly address: string;
  readonly port: number;
  /**
   * The v1.0 card as this server holds it, interfaces filled and checked: serve it over HTTP (startNodeServer,
   * createA2AServer: a card that lists interfaces is served as given) so that clients find the gRPC interface.
   */
  readonly card: types.AgentCard;
  /**
   * Graceful shutdown: stops accepting sessions and sends each open one GOAWAY (no new calls); open
   * streaming calls end with OK after their current message; unary calls in flight get `graceMs`
   * (default 10,000) to finish. Then onClose runs; past the grace it runs first, so that what it answers
   * (a blocking SendMessage whose run the task runtime stops: its task as it stands) is written (up to
   * 1 s) before every session left is destroyed (its calls cancelled). Resolves when all that is done; no
   * timer is left behind. Later calls share the first call's promise.
   */
  close(options?: CloseOptions): Promise<void>;
}

type NodeHandler = ReturnType<typeof connectNodeAdapter>;
type NodeHeaders = Record<string, string | string[] | undefined>;

const grpcMessage = "grpc-message";

/**
 * grpc-message percent-encoded as the gRPC spec does it (PROTOCOL-HTTP2.md: only "%" and bytes outside
 * 0x20–0x7E). connect-node encodes as encodeURIComponent does, ":" as %3A, and grpc-js (so @a2a-js/sdk's
 * clients) decodes with decodeURI, which leaves %3A: "Task not found%3A x". Both decode this form alike.
 */
export function specGrpcMessage(encoded: string): string {
  let text: string;
  try {
    text = decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
  let out = "";
  for (const b of new TextEncoder().encode(text)) {
    out += b >= 0x20 && b <= 0x7e && b !== 0x25 ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

function respell(headers: unknown): void {
  if (headers === null || typeof headers !== "object" || !Object.hasOwn(headers, grpcMessage)) return;
  const h = headers as NodeHeaders;
  const value = h[grpcMessage];
  if (typeof value === "string") h[grpcMessage] = specGrpcMessage(value);
}

const MiB = 1024 * 1024;

/**
 * The node:http2 request handler serving both A2A gRPC services (for a server of your own); `more`: other
 * services on the same port (startGrpcServer adds grpc.health.v1.Health). Every answer carries the call's
 * request id in its headers (x-request-id: the caller's when kept, else a fresh one), those connect-node
 * gives itself (an unknown method, a message over readMaxBytes) included.
 */
export function grpcHandler(options: GrpcOptions, more?: (router: ConnectRouter) => void): NodeHandler {
  /** Each call's request id, chosen before connect-node reads the call. */
  const ids = new WeakMap<object, string>();
  // connect-node takes at most 2^32 - 1 (the gRPC frame's length field).
  const readMaxBytes = byteCountOption("readMaxBytes", options.readMaxBytes, 4 * MiB, 0xffffffff);
  const a2a = grpcRoutes(options);
  const handler = connectNodeAdapter({
    routes:
      more === undefined
        ? a2a
        : (router) => {
            a2a(router);
            more(router);
          },
    grpc: true,
    grpcWeb: false,
    connect: false,
    readMaxBytes,
    // The certificate the TLS layer verified (none on plaintext): the mutualTLS credential of each call. The
    // repeated keys, but cookie: HTTP/2 splits it into crumbs (RFC 9113 §8.2.3), which node joins with "; ".
    contextValues: (req) =>
      createContextValues()
        .set(clientCertificateKey, verifiedCertificate(req.socket))
        .set(repeatedMetadataKey, repeatedNames(req.rawHeaders, "cookie"))
        .set(requestIdKey, ids.get(req)),
  });
  return (req, res) => {
    const sent = req.headers[requestIdKeyName];
    const id = requestIdOf(typeof sent === "string" ? sent : undefined);
    ids.set(req, id);
    // Merged into the headers connect-node writes: the initial metadata (or the trailers-only answer's one header block).
    res.setHeader(requestIdKeyName, id);
    // The status message travels in the headers (trailers-only answer) or in the trailers.
    const r = res as unknown as { writeHead(...a: unknown[]): unknown; addTrailers(t: unknown): void };
    const writeHead = r.writeHead;
    const addTrailers = r.addTrailers;
    r.writeHead = function (this: unknown, ...a: unknown[]) {
      for (const x of a) respell(x);
      return writeHead.apply(this, a);
    };
    r.addTrailers = function (this: unknown, t: unknown) {
      respell(t);
      return addTrailers.call(this, t);
    };
    handler(req, res);
  };
}

/** The HTTP/2 server, its request handler added later: plaintext, or TLS (and mutual TLS) as `tls` asks; throws naming a bad tls option. */
function createServer(options: GrpcServerOptions): http2.Http2Server | http2.Http2SecureServer {
  const tls = options.tls;
  if (tls === undefined) return http2.createServer();
  const mode = tls.clientCertificate ?? "none";
  if (mode !== "none" && mode !== "request" && mode !== "require")
    throw new TypeError(`tls.clientCertificate: ${String(mode)} is not "none", "request" or "require"`);
  if (mode !== "none" && tls.ca === undefined) throw new TypeError("tls.ca: give the CAs that issue client certificates (mutual TLS)");
  return http2.createSecureServer({
    key: tls.key as string,
    cert: tls.cert as string,
    ...(tls.ca === undefined ? {} : { ca: tls.ca as string[] }),
    requestCert: mode !== "none",
    // "request": the handshake completes without a (valid) certificate; verifiedCertificate reads only a verified one.
    rejectUnauthorized: mode === "require",
    allowHTTP1: false,
    minVersion: "TLSv1.2",
  });
}

/**
 * Starts an HTTP/2 server (plaintext, or TLS with `tls`) serving both A2A gRPC services with one agent; without
 * a publicUrl and card interfaces, the card names the address bound. Rejects naming what cannot be served.
 */
export async function startGrpcServer(options: GrpcServerOptions): Promise<GrpcServer> {
  const onClose = onCloseOption(options.onClose);
  const urlForm = grpcUrlFormOf(options.grpcUrlForm, "grpcUrlForm");
  const drain = new Drain();
  const host = options.host ?? "127.0.0.1";
  const fill = fillsFromAddress(options);
  if (fill) checkFillable(host);
  const serving = { ...options, agent: drained(options.agent, drain, true) };
  if (options.health !== undefined && typeof options.health !== "boolean") throw new TypeError(`health: ${String(options.health)} is not a boolean`);
  // grpc.health.v1.Health: "" and the A2A services served, from the readiness the HTTP server's /readyz answers.
  const services = grpcVersions
    .filter((v) => options.versions === undefined || options.versions.includes(v.protocolVersion))
    .map((v) => v.grpc.service.typeName);
  const isReady = readiness(options.agent, readyOption(options.ready), () => drain.closing);
  const health = options.health === false ? undefined : healthRoutes(services, isReady, drain);
  // Built before listening when nothing waits for the port, so that a refused option binds nothing.
  let handler = fill ? undefined : grpcHandler(serving, health);
  const server = createServer(options);
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on("session", (s) => {
    sessions.add(s);
    s.on("close", () => sessions.delete(s));
  });
  const bound = await listen(server, host, options.port ?? 0);
  const port = bound.port;
  const publicUrl = options.publicUrl ?? (urlForm === "host:port" ? hostPort(host, port) : grpcInterfaceUrl(host, port, options.tls !== undefined));
  if (handler === undefined) {
    try {
      checkFillable(bound.address);
      handler = grpcHandler({ ...serving, publicUrl }, health);
    } catch (e) {
      await stopped(server);
      throw e;
    }
  }
  // Added before this function yields to I/O again (the await above resumes in a microtask): no call is read before it.
  server.on("request", handler);
  // The card grpcRoutes checked: filled for the served versions, newest first.
  const versions = grpcVersions.map((v) => v.protocolVersion).filter((v) => options.versions === undefined || options.versions.includes(v));
  const card = filledCard(options.card, publicUrl, versions, grpcBindings);
  return {
    address: `${hostForUrl(host)}:${port}`,
    port,
    card,
    close: closeOnce(async (graceMs) => {
      const closing = stopped(server);
      // GOAWAY: a session closes by itself once its calls are answered (the streams end at once, below).
      for (const s of sessions) s.close();
      const ended = drain.drain(graceMs);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const wait = (ms: number) => new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
      const done = await Promise.race([ended.then(() => closing).then(() => true), wait(graceMs)]);
      clearTimeout(timer);
      // Past the grace, onClose first: it may answer what was waiting (a blocking SendMessage whose run the
      // task runtime stops), and those answers get LATE_ANSWER_MS to be written before the sessions go.
      const late = done ? undefined : (async () => onClose?.())();
      if (late !== undefined) {
        await late.catch(() => {});
        await Promise.race([closing, wait(LATE_ANSWER_MS)]);
        clearTimeout(timer);
      }
      // What is left of the sessions goes (its calls are cancelled).
      for (const s of sessions) s.destroy();
      await closing;
      await (late ?? onClose?.());
    }),
  };
}
