/// <reference types="node" />
// The gRPC binding on its own port: connect-node's adapter (gRPC only) on an HTTP/2 server without TLS,
// as gRPC clients expect of a plain "host:port" interface url. Loopback and a free port unless told otherwise.

import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { connectNodeAdapter } from "@connectrpc/connect-node";
import { type GrpcOptions, grpcRoutes } from "./routes.js";

/** Where to listen, besides what to serve. */
export interface GrpcServerOptions extends GrpcOptions {
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** Default 0: a free port. */
  readonly port?: number;
}

/** A running gRPC server. */
export interface GrpcServer {
  /** host:port, as a card's GRPC interface url names it. */
  readonly address: string;
  readonly port: number;
  /** Stops listening and ends every open HTTP/2 session (streams in flight are cancelled). */
  close(): Promise<void>;
}

/** The node:http2 request handler serving both A2A gRPC services (for a server of your own). */
export function grpcHandler(options: GrpcOptions): ReturnType<typeof connectNodeAdapter> {
  return connectNodeAdapter({ routes: grpcRoutes(options), grpc: true, grpcWeb: false, connect: false });
}

/** Starts an HTTP/2 server (no TLS) serving both A2A gRPC services with one agent. */
export async function startGrpcServer(options: GrpcServerOptions): Promise<GrpcServer> {
  const server = http2.createServer(grpcHandler(options));
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
