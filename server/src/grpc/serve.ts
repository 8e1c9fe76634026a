/// <reference types="node" />
// The gRPC binding on its own port: connect-node's adapter (gRPC only) on an HTTP/2 server, without TLS
// (as gRPC clients expect of a plain "host:port" interface url) or with TLS and, asked for, mutual TLS: the
// client certificate the TLS layer verified is the mutualTLS credential. Loopback and a free port unless told otherwise.

import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { createContextValues } from "@connectrpc/connect";
import { connectNodeAdapter } from "@connectrpc/connect-node";
import { verifiedCertificate } from "../auth/peer.js";
import { type GrpcOptions, clientCertificateKey, grpcRoutes } from "./routes.js";

/** TLS for the gRPC server (PEM strings or bytes, as node:tls takes them). */
export interface GrpcTlsOptions {
  /** The server's private key. */
  readonly key: string | Uint8Array;
  /** The server's certificate chain. */
  readonly cert: string | Uint8Array;
  /** The CAs client certificates are verified against (mutual TLS; default: Node's bundled roots). */
  readonly ca?: string | Uint8Array | readonly (string | Uint8Array)[];
  /**
   * "require": every connection presents a client certificate issued by `ca`, or the handshake fails;
   * "request": one is asked for and, when sent and verified, is the mutualTLS credential; a connection
   * without one proceeds (the card's requirements decide); "none" (default): none is asked for.
   */
  readonly clientCertificate?: "none" | "request" | "require";
}

/** Where to listen, besides what to serve. */
export interface GrpcServerOptions extends GrpcOptions {
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** Default 0: a free port. */
  readonly port?: number;
  /** Serve over TLS (default: plaintext HTTP/2), with mutual TLS when `tls.clientCertificate` asks. */
  readonly tls?: GrpcTlsOptions;
}

/** A running gRPC server. */
export interface GrpcServer {
  /** host:port, as a card's GRPC interface url names it. */
  readonly address: string;
  readonly port: number;
  /** Stops listening and ends every open HTTP/2 session (streams in flight are cancelled). */
  close(): Promise<void>;
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

/** The node:http2 request handler serving both A2A gRPC services (for a server of your own). */
export function grpcHandler(options: GrpcOptions): NodeHandler {
  const readMaxBytes = options.readMaxBytes ?? 4 * MiB;
  if (!Number.isSafeInteger(readMaxBytes) || readMaxBytes < 0 || readMaxBytes > 0xffffffff) {
    throw new TypeError(`readMaxBytes: ${String(readMaxBytes)} is not a byte count`);
  }
  const handler = connectNodeAdapter({
    routes: grpcRoutes(options),
    grpc: true,
    grpcWeb: false,
    connect: false,
    readMaxBytes,
    // The certificate the TLS layer verified (none on plaintext): the mutualTLS credential of each call.
    contextValues: (req) => createContextValues().set(clientCertificateKey, verifiedCertificate(req.socket)),
  });
  return (req, res) => {
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

/** The HTTP/2 server: plaintext, or TLS (and mutual TLS) as `tls` asks; throws naming a bad tls option. */
function createServer(options: GrpcServerOptions): http2.Http2Server | http2.Http2SecureServer {
  const handler = grpcHandler(options);
  const tls = options.tls;
  if (tls === undefined) return http2.createServer(handler);
  const mode = tls.clientCertificate ?? "none";
  if (mode !== "none" && mode !== "request" && mode !== "require")
    throw new TypeError(`tls.clientCertificate: ${String(mode)} is not "none", "request" or "require"`);
  if (mode !== "none" && tls.ca === undefined) throw new TypeError("tls.ca: give the CAs that issue client certificates (mutual TLS)");
  return http2.createSecureServer(
    {
      key: tls.key as string,
      cert: tls.cert as string,
      ...(tls.ca === undefined ? {} : { ca: tls.ca as string[] }),
      requestCert: mode !== "none",
      // "request": the handshake completes without a (valid) certificate; verifiedCertificate reads only a verified one.
      rejectUnauthorized: mode === "require",
      allowHTTP1: false,
      minVersion: "TLSv1.2",
    },
    handler,
  );
}

/** Starts an HTTP/2 server (plaintext, or TLS with `tls`) serving both A2A gRPC services with one agent. */
export async function startGrpcServer(options: GrpcServerOptions): Promise<GrpcServer> {
  const server = createServer(options);
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on("session", (s) => {
    sessions.add(s);
    s.on("close", () => sessions.delete(s));
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    address: `${host.includes(":") ? `[${host}]` : host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sessions) s.destroy();
      }),
  };
}
