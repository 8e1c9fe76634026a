// The three real peers of issue 12's proof, each started twice (a "main" instance with every capability on and
// an extended card configured, and a "limited" one with streaming and push notifications off and an extended
// card declared but not configured), every binding each has, on 127.0.0.1 with free ports:
//   1.3.0-strict  @a2a-js/sdk 1.3.0, v1.0 only: JSONRPC, HTTP+JSON, GRPC (lf.a2a.v1.A2AService)
//   1.3.0-compat  @a2a-js/sdk 1.3.0 with legacyCompat: each binding at 1.0 and at 0.3 (gRPC: both services, one port)
//   0.3.14        @a2a-js/sdk 0.3.14, a genuine v0.3 server: JSONRPC, HTTP+JSON (/v1/…), GRPC (a2a.v1.A2AService)
// An interface here is one binding at one protocol version, at the URL (or host:port) that serves it.

import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { type PeerOptions, startPeer } from "./server.js";
import { startPeerV03 } from "./server-v03.js";

export type PeerName = "1.3.0-strict" | "1.3.0-compat" | "0.3.14";
export type BindingName = "JSONRPC" | "HTTP+JSON" | "GRPC";
export type Version = typeof v1_0.protocolVersion | typeof v0_3.protocolVersion;

/** One binding at one protocol version. `url`: the JSON-RPC endpoint, the HTTP+JSON base, or gRPC host:port. */
export interface PeerInterface {
  binding: BindingName;
  protocolVersion: Version;
  url: string;
}

/** One running server: its card URL, its interfaces, and a close() that stops everything it started. */
export interface Instance {
  cardUrl: string;
  /** Base URL of the HTTP server (the card and the webhook live under it). */
  baseUrl: string;
  interfaces: PeerInterface[];
  close(): Promise<void>;
}

export interface RunningPeer {
  name: PeerName;
  /** Every capability on, extended card configured. */
  main: Instance;
  /** Streaming and push notifications off, extended card declared but not configured. */
  limited: Instance;
  close(): Promise<void>;
}

export const PEER_NAMES: readonly PeerName[] = ["1.3.0-strict", "1.3.0-compat", "0.3.14"];

const LIMITED: PeerOptions = { streaming: false, pushNotifications: false, extendedCard: "not-configured" };

/** `JSONRPC@1.0`: how interfaces are named in the expectation table. */
export function interfaceKey(i: { binding: BindingName; protocolVersion: Version }): string {
  return `${i.binding}@${i.protocolVersion}`;
}

async function start13(mode: "strict" | "compat", options: PeerOptions): Promise<Instance> {
  const p = await startPeer({ ...options, mode, grpc: true });
  const versions: Version[] = mode === "compat" ? [v1_0.protocolVersion, v0_3.protocolVersion] : [v1_0.protocolVersion];
  const interfaces: PeerInterface[] = [];
  for (const protocolVersion of versions) {
    interfaces.push({ binding: "JSONRPC", protocolVersion, url: p.jsonRpcUrl });
    interfaces.push({ binding: "HTTP+JSON", protocolVersion, url: p.restUrl });
    interfaces.push({ binding: "GRPC", protocolVersion, url: p.grpcAddress! });
  }
  return { cardUrl: p.cardUrl, baseUrl: p.baseUrl, interfaces, close: p.close };
}

async function start03(options: PeerOptions): Promise<Instance> {
  const p = await startPeerV03(options);
  const interfaces: PeerInterface[] = [
    { binding: "JSONRPC", protocolVersion: v0_3.protocolVersion, url: p.jsonRpcUrl },
    { binding: "HTTP+JSON", protocolVersion: v0_3.protocolVersion, url: p.restUrl },
    { binding: "GRPC", protocolVersion: v0_3.protocolVersion, url: p.grpcAddress },
  ];
  return { cardUrl: p.cardUrl, baseUrl: p.baseUrl, interfaces, close: p.close };
}

/** Starts one peer (both instances). */
export async function startNamedPeer(name: PeerName): Promise<RunningPeer> {
  const start = (o: PeerOptions) => (name === "0.3.14" ? start03(o) : start13(name === "1.3.0-strict" ? "strict" : "compat", o));
  const main = await start({});
  let limited: Instance;
  try {
    limited = await start(LIMITED);
  } catch (e) {
    await main.close();
    throw e;
  }
  return { name, main, limited, close: async () => void (await Promise.all([main.close(), limited.close()])) };
}

/** Starts every peer; if one fails to start, the ones already started are stopped. */
export async function startAllPeers(): Promise<RunningPeer[]> {
  const started: RunningPeer[] = [];
  try {
    for (const name of PEER_NAMES) started.push(await startNamedPeer(name));
  } catch (e) {
    await Promise.all(started.map((p) => p.close()));
    throw e;
  }
  return started;
}
