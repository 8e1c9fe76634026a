// The four servers of the interop matrix, each as a test/e2e/peer RunningPeer (so the peer triggers and checks
// apply to all four): our reference server (createA2AServer + createEchoAgent + startGrpcServer, every binding
// at 1.0 and 0.3 on one base URL and one gRPC port), @a2a-js/sdk 1.3.0 strict and legacyCompat, and 0.3.14.
// One instance each ("limited" is the same instance: the interop scenarios need no capability off). Ours also
// serves two variants of the same agent: 1.0 only (I3) under /only-1.0, and
// a card with a required extension (I7) under /required. Loopback, free ports; close() stops everything.

import type http from "node:http";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { interfaceDeclarations } from "@a2a-bindgen/a2a/protocol";
import { createA2AServer, createEchoAgent } from "@a2a-bindgen/server";
import { startGrpcServer } from "@a2a-bindgen/server/grpc";
import { nodeListener } from "@a2a-bindgen/server/node";
import type { BindingName, Instance, PeerInterface, PeerName, RunningPeer, Version } from "../peer/peers.js";
import { listenHttp, startPeer, stopper } from "../peer/server.js";
import { startPeerV03 } from "../peer/server-v03.js";
import { bareCard } from "../../support/cards.js";

/** The matrix's server names: ours first, then the three peers. */
export type ServerName = "a2a-bindgen" | PeerName;
export const SERVER_NAMES: readonly ServerName[] = ["a2a-bindgen", "1.3.0-strict", "1.3.0-compat", "0.3.14"];

/**
 * A running server of the matrix. Ours only: `only10` is the same agent serving 1.0 alone (I3), `required` the
 * same agent behind a card that declares REQUIRED_EXTENSION required (I7).
 */
export interface MatrixServer extends RunningPeer {
  server: ServerName;
  only10?: Instance;
  required?: Instance;
}

/** Ours: the extension the echo agent activates when asked (declared, not required), and the one the `required` variant requires. */
export const OUR_EXTENSION = "https://a2a-bindgen.example/ext/interop-echo";
export const REQUIRED_EXTENSION = "https://a2a-bindgen.example/ext/interop-required";

const BINDINGS: readonly BindingName[] = ["JSONRPC", "HTTP+JSON", "GRPC"];

function interfaces(versions: readonly Version[], rpc: string, rest: string, grpc: string): PeerInterface[] {
  const url = { JSONRPC: rpc, "HTTP+JSON": rest, GRPC: grpc };
  return versions.flatMap((protocolVersion) => BINDINGS.map((binding) => ({ binding, protocolVersion, url: url[binding] })));
}

function asRunning(server: ServerName, main: Instance, variants: { only10?: Instance; required?: Instance } = {}): MatrixServer {
  // RunningPeer's name is the peer harness's; ours is recorded under `server`.
  return { name: server as PeerName, server, main, limited: main, ...variants, close: main.close };
}

type Card = Parameters<typeof createA2AServer>[0]["card"];

/** One variant of ours under a path prefix: its own card and versions, HTTP under `${prefix}/a2a`, its own gRPC port. */
async function variant(
  agent: Parameters<typeof createA2AServer>[0]["agent"],
  base: string,
  card: Card,
  versions: readonly Version[],
): Promise<{ listener: http.RequestListener; instance: Instance; close: () => Promise<void> }> {
  const grpc = await startGrpcServer({ agent, card, versions });
  const listener = nodeListener(createA2AServer({ agent, card, basePath: "/a2a", versions }));
  const instance: Instance = {
    cardUrl: `${base}${interfaceDeclarations.card.path}`,
    baseUrl: base,
    interfaces: interfaces(versions, `${base}/a2a`, `${base}/a2a`, grpc.address),
    close: async () => {},
  };
  return { listener, instance, close: () => grpc.close() };
}

const BOTH: readonly Version[] = [v1_0.protocolVersion, v0_3.protocolVersion];

async function startOurs(): Promise<MatrixServer> {
  const agent = createEchoAgent({ extensions: [OUR_EXTENSION] });
  const web = await listenHttp();
  const card = {
    ...bareCard("echo", "echoes", { streaming: true, extensions: [{ uri: OUR_EXTENSION, required: false }] }),
    supportedInterfaces: [] as { url: string; protocolBinding: string; protocolVersion: string }[],
  };
  const grpc = await startGrpcServer({ agent, card });
  const ifaces = interfaces(BOTH, `${web.baseUrl}/a2a`, `${web.baseUrl}/a2a`, grpc.address);
  for (const i of ifaces) card.supportedInterfaces.push({ url: i.url, protocolBinding: i.binding, protocolVersion: i.protocolVersion });
  const both = nodeListener(createA2AServer({ agent, card, basePath: "/a2a" }));
  const v1 = [v1_0.protocolVersion] as const;
  const only10 = await variant(agent, `${web.baseUrl}/only-1.0`, card, v1);
  const requiredCard = {
    ...card,
    capabilities: { ...card.capabilities, extensions: [...card.capabilities.extensions, { uri: REQUIRED_EXTENSION, required: true }] },
  };
  const required = await variant(agent, `${web.baseUrl}/required`, requiredCard, v1);
  const prefixes: [string, http.RequestListener][] = [
    ["/only-1.0", only10.listener],
    ["/required", required.listener],
  ];
  web.server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    for (const [prefix, listener] of prefixes)
      if (req.url?.startsWith(`${prefix}/`)) {
        req.url = req.url.slice(prefix.length);
        return listener(req, res);
      }
    both(req, res);
  });
  const stopWeb = stopper(web, undefined, () => agent.close());
  const close = async () => void (await Promise.all([grpc.close(), only10.close(), required.close(), stopWeb()]));
  const main: Instance = { cardUrl: `${web.baseUrl}${interfaceDeclarations.card.path}`, baseUrl: web.baseUrl, interfaces: ifaces, close };
  return asRunning("a2a-bindgen", main, { only10: only10.instance, required: required.instance });
}

async function start13(mode: "strict" | "compat"): Promise<MatrixServer> {
  const p = await startPeer({ mode, grpc: true });
  const versions: readonly Version[] = mode === "compat" ? BOTH : [v1_0.protocolVersion];
  const main: Instance = {
    cardUrl: p.cardUrl,
    baseUrl: p.baseUrl,
    interfaces: interfaces(versions, p.jsonRpcUrl, p.restUrl, p.grpcAddress!),
    close: p.close,
  };
  return asRunning(mode === "strict" ? "1.3.0-strict" : "1.3.0-compat", main);
}

async function start03(): Promise<MatrixServer> {
  const p = await startPeerV03({});
  const main: Instance = {
    cardUrl: p.cardUrl,
    baseUrl: p.baseUrl,
    interfaces: interfaces([v0_3.protocolVersion], p.jsonRpcUrl, p.restUrl, p.grpcAddress),
    close: p.close,
  };
  return asRunning("0.3.14", main);
}

/** Starts all four; if one fails to start, the ones already started are stopped. */
export async function startMatrix(): Promise<MatrixServer[]> {
  const started: MatrixServer[] = [];
  try {
    for (const start of [startOurs, () => start13("strict"), () => start13("compat"), start03]) started.push(await start());
  } catch (e) {
    await Promise.all(started.map((s) => s.close()));
    throw e;
  }
  return started;
}
