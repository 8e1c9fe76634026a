/// <reference types="node" />
// Listening, shared by startNodeServer (node:http) and startGrpcServer (node:http2): bind host:port and
// wait for it, stop again. (Their close runs once: shutdown.ts closeOnce.)

import type { AddressInfo } from "node:net";

/** What both node:http and node:http2 servers have. */
interface Listening {
  once(event: "error", listener: (e: Error) => void): unknown;
  off(event: "error", listener: (e: Error) => void): unknown;
  listen(port: number, host: string, callback: () => void): unknown;
  address(): AddressInfo | string | null;
  close(callback?: (e?: Error) => void): unknown;
}

/** Binds `server` to host:port and answers the address bound; rejects with the listen error. */
export async function listen(server: Listening, host: string, port: number): Promise<AddressInfo> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return server.address() as AddressInfo;
}

/** Stops `server` accepting and resolves when it has closed. */
export function stopped(server: Listening): Promise<void> {
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The `host:port` or origin form of a bound host (an IPv6 address in brackets). */
export function hostForUrl(host: string): string {
  return host.includes(":") ? `[${host}]` : host;
}
