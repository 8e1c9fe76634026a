// Our reference servers (node:http for JSON-RPC and HTTP+JSON, startGrpcServer for gRPC) on 127.0.0.1:0
// in front of the gRPC tests' agent (test/server/grpc-agent.ts), which records the headers (gRPC: metadata)
// each SendMessage and SendStreamingMessage handler receives in its CallContext: what the client's
// interceptors and telemetry put on the wire is read where the server reads it. `transport(binding,
// version, target)` builds our transport of that binding to them.

import { after, before } from "node:test";
import { httpJsonTransport, jsonRpcTransport, type Transport, type TransportTarget } from "@a2a-bindgen/client";
import { type GrpcTransport, grpcTransport } from "@a2a-bindgen/client/grpc";
import type { CallContext } from "@a2a-bindgen/server";
import { type GrpcServer, startGrpcServer } from "@a2a-bindgen/server/grpc";
import { type NodeServer, startNodeServer } from "@a2a-bindgen/server/node";
import { testAgent, testCard } from "../server/grpc-agent.js";
import { bareCard } from "../support/cards.js";

export type BindingName = "jsonrpc" | "http+json" | "grpc";

/** Every binding at both versions. */
export const matrix: readonly { readonly binding: BindingName; readonly version: string }[] = [
  { binding: "jsonrpc", version: "1.0" },
  { binding: "jsonrpc", version: "0.3" },
  { binding: "http+json", version: "1.0" },
  { binding: "http+json", version: "0.3" },
  { binding: "grpc", version: "1.0" },
  { binding: "grpc", version: "0.3" },
];

export interface HeardAgent {
  /** The headers (names lowercased) each SendMessage and SendStreamingMessage received, in order. */
  readonly heard: Readonly<Record<string, string>>[];
  /** Our transport of `binding` at `version` to the servers, with the target's further fields. */
  transport(binding: BindingName, version: string, more?: Partial<TransportTarget>): Transport;
  close(): Promise<void>;
}

export async function startHeardAgent(): Promise<HeardAgent> {
  const heard: Readonly<Record<string, string>>[] = [];
  const agent = testAgent(testCard());
  const send = agent.SendMessage.bind(agent);
  const stream = agent.SendStreamingMessage.bind(agent);
  agent.SendMessage = ((request: never, context: CallContext) => {
    heard.push(context.headers);
    return send(request, context);
  }) as never;
  agent.SendStreamingMessage = async function* (request: never, context: CallContext) {
    heard.push(context.headers);
    yield* stream(request, context);
  } as never;
  const web: NodeServer = await startNodeServer({ server: { agent, card: bareCard("heard", "records headers", { streaming: true }), basePath: "/a2a" } });
  const grpc: GrpcServer = await startGrpcServer({ agent, card: testCard() });
  const grpcClients: GrpcTransport[] = [];
  return {
    heard,
    transport(binding, version, more = {}) {
      const base = { protocolVersion: version, tenant: undefined, timeoutMs: 5_000, ...more };
      if (binding === "jsonrpc") return jsonRpcTransport({ url: `${web.url}/a2a`, ...base });
      if (binding === "http+json") return httpJsonTransport({ url: `${web.url}/a2a`, ...base });
      const t = grpcTransport({ url: grpc.address, ...base });
      grpcClients.push(t);
      return t;
    },
    async close() {
      for (const t of grpcClients) t.close();
      await Promise.all([web.close(), grpc.close()]);
    },
  };
}

/**
 * The heard agent of the enclosing describe: started before its first test and closed after its last
 * (node:test hooks). Call it in the describe's body; read it in the tests, once the agent runs.
 */
export function useHeardAgent(): Omit<HeardAgent, "close"> {
  let running: HeardAgent | undefined;
  before(async () => {
    running = await startHeardAgent();
  });
  after(async () => {
    await running?.close();
  });
  const live = (): HeardAgent => {
    if (running === undefined) throw new Error("useHeardAgent: the agent is not running (read it in a test, not in the describe's body)");
    return running;
  };
  return {
    get heard() {
      return live().heard;
    },
    transport: (binding, version, more) => live().transport(binding, version, more),
  };
}

/** The method each binding names on the wire for SendMessage and SendStreamingMessage, by version: from the protos and a2a.json. */
export const wireMethods: Record<BindingName, Record<string, { SendMessage: string; SendStreamingMessage: string }>> = {
  // v1.0 JSON-RPC methods are the proto rpc names (A2A §9.1); v0.3's are a2a.json's "message/send", "message/stream".
  jsonrpc: {
    "1.0": { SendMessage: "SendMessage", SendStreamingMessage: "SendStreamingMessage" },
    "0.3": { SendMessage: "message/send", SendStreamingMessage: "message/stream" },
  },
  // lf/a2a/v1/a2a.proto: `post: "/message:send"`, `post: "/message:stream"`; v0.3 a2a.proto: `post: "/v1/message:send"` and `:stream`.
  "http+json": { "1.0": { SendMessage: "POST", SendStreamingMessage: "POST" }, "0.3": { SendMessage: "POST", SendStreamingMessage: "POST" } },
  // The service's full name and the rpc (package lf.a2a.v1 at 1.0, a2a.v1 at 0.3; service A2AService).
  grpc: {
    "1.0": { SendMessage: "lf.a2a.v1.A2AService/SendMessage", SendStreamingMessage: "lf.a2a.v1.A2AService/SendStreamingMessage" },
    "0.3": { SendMessage: "a2a.v1.A2AService/SendMessage", SendStreamingMessage: "a2a.v1.A2AService/SendStreamingMessage" },
  },
};
