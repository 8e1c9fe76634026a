// The four servers of the interop matrix, each as a test/peer RunningPeer (so the peer triggers and checks
// apply to all four): our reference server (createA2AServer + createEchoAgent + startGrpcServer, every binding
// at 1.0 and 0.3 on one base URL and one gRPC port), @a2a-js/sdk 1.3.0 strict and legacyCompat, and 0.3.14.
// One instance each ("limited" is the same instance: the interop scenarios need no capability off). Ours also
// serves a 1.0-only variant (I3) under /only-1.0. Loopback, free ports; close() stops everything.

import type http from "node:http";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { interfaceDeclarations } from "@a2a-bindgen/a2a/protocol";
import { createA2AServer, createEchoAgent } from "@a2a-bindgen/server";
import { startGrpcServer } from "@a2a-bindgen/server/grpc";
import { nodeListener } from "@a2a-bindgen/server/node";
import type { BindingName, Instance, PeerInterface, PeerName, RunningPeer, Version } from "../peer/peers.js";
import { listenHttp, startPeer, stopper } from "../peer/server.js";
import { startPeerV03 } from "../peer/server-v03.js";

/** The matrix's server names: ours first, then the three peers. */
export type ServerName = "a2a-bindgen" | PeerName;
export const SERVER_NAMES: readonly ServerName[] = ["a2a-bindgen", "1.3.0-strict", "1.3.0-compat", "0.3.14"];

/** A running server of the matrix; `only10` (ours only) is the same agent serving 1.0 alone. */
export interface MatrixServer extends RunningPeer {
  server: ServerName;
  only10?: Instance;
}

const BINDINGS: readonly BindingName[] = ["JSONRPC", "HTTP+JSON", "GRPC"];

function interfaces(versions: readonly Version[], rpc: string, rest: string, grpc: string): PeerInterface[] {
  const url = { JSONRPC: rpc, "HTTP+JSON": rest, GRPC: grpc };
  return versions.flatMap((protocolVersion) => BINDINGS.map((binding) => ({ binding, protocolVersion, url: url[binding] })));
}

function asRunning(server: ServerName, main: Instance, only10?: Instance): MatrixServer {
  // RunningPeer's name is the peer harness's; ours is recorded under `server`.
  return { name: server as PeerName, server, main, limited: main, only10, close: main.close };
}

const BOTH: readonly Version[] = [v1_0.protocolVersion, v0_3.protocolVersion];

async function startOurs(): Promise<MatrixServer> {
  const agent = createEchoAgent();
  const web = await listenHttp();
  const card = {
    name: "echo",
    description: "echoes",
    version: "1.0.0",
    capabilities: { streaming: true },
    defaultInputModes: ["text/plain"],
    defaultOutputModes: ["text/plain"],
    skills: [],
    supportedInterfaces: [] as { url: string; protocolBinding: string; protocolVersion: string }[],
  };
  const grpc = await startGrpcServer({ agent, card });
  const ifaces = interfaces(BOTH, `${web.baseUrl}/a2a`, `${web.baseUrl}/a2a`, grpc.address);
  for (const i of ifaces) card.supportedInterfaces.push({ url: i.url, protocolBinding: i.binding, protocolVersion: i.protocolVersion });
  const both = nodeListener(createA2AServer({ agent, card, basePath: "/a2a" }));
  const onlyBase = `${web.baseUrl}/only-1.0`;
  const onlyCard = {
    ...card,
    supportedInterfaces: [{ url: `${onlyBase}/a2a`, protocolBinding: "JSONRPC", protocolVersion: v1_0.protocolVersion }],
  };
  const only = nodeListener(createA2AServer({ agent, card: onlyCard, basePath: "/a2a", versions: [v1_0.protocolVersion] }));
  const only10Grpc = await startGrpcServer({ agent, card: onlyCard, versions: [v1_0.protocolVersion] });
  web.server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url?.startsWith("/only-1.0/")) {
      req.url = req.url.slice("/only-1.0".length);
      only(req, res);
    } else both(req, res);
  });
  const stopWeb = stopper(web, undefined, () => agent.close());
  const close = async () => void (await Promise.all([grpc.close(), only10Grpc.close(), stopWeb()]));
  const main: Instance = { cardUrl: `${web.baseUrl}${interfaceDeclarations.card.path}`, baseUrl: web.baseUrl, interfaces: ifaces, close };
  const only10: Instance = {
    cardUrl: `${onlyBase}${interfaceDeclarations.card.path}`,
    baseUrl: onlyBase,
    interfaces: interfaces([v1_0.protocolVersion], `${onlyBase}/a2a`, `${onlyBase}/a2a`, only10Grpc.address),
    close: async () => {},
  };
  return asRunning("a2a-bindgen", main, only10);
}

async function start13(mode: "strict" | "compat"): Promise<MatrixServer> {
  const p = await startPeer({ mode, grpc: true });
  const versions = mode === "compat" ? BOTH : [v1_0.protocolVersion];
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
