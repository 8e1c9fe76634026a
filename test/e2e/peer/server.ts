// A real @a2a-js/sdk 1.3.0 server (express 5) for interop tests and recordings.
//
// One process-local HTTP server on 127.0.0.1, port 0 (a free port):
//   /.well-known/agent-card.json   public agent card (AGENT_CARD_PATH; v0.3 hybrid card for A2A-Version 0.3)
//   /a2a/jsonrpc                   JSON-RPC binding, protocol versions 1.0 and 0.3
//   /a2a/rest                      HTTP+JSON binding, protocol versions 1.0 and 0.3 (v0.3 under the SDK's own /v1 routes)
//   /webhook                       push-notification receiver (accepts and counts every POST)
// and, with `grpc: true`, a grpc-js server on its own free port: lf.a2a.v1.A2AService, plus the legacy
// a2a.v1.A2AService on the same port in compat mode.
// By default (mode "compat") legacyCompat is on for every handler and the card lists every binding at 1.0
// and 0.3 (duplicateInterfacesForLegacy); mode "strict" is v1.0 only (no legacyCompat, 1.0 interfaces only).
// Streaming and push notifications are on and an extended card is configured unless the options say
// otherwise (a second instance with them off is how tests reach the "not supported" errors).
//
// The executor picks its behaviour from the first text part of the user message:
//   "message: …"  answers with a Message (no task)
//   "wait: …"     creates a task that stays TASK_STATE_WORKING until it is cancelled
//   anything else creates a task that goes SUBMITTED → WORKING → artifact "echo: …" → COMPLETED
// Agent-side ids (reply message ids, artifact ids) derive from the user's messageId, so they are stable;
// task and context ids come from the SDK (random UUIDs).

import http from "node:http";
import * as grpc from "@grpc/grpc-js";
import type { AddressInfo, Socket } from "node:net";
import express from "express";
import { AGENT_CARD_PATH, Role, TaskState } from "@a2a-js/sdk";
import type { AgentCard, Message, Part } from "@a2a-js/sdk";
import {
  AgentEvent,
  DefaultPushNotificationSender,
  DefaultRequestHandler,
  InMemoryPushNotificationStore,
  InMemoryTaskStore,
  type AgentExecutor,
  type ExecutionEventBus,
  type RequestContext,
} from "@a2a-js/sdk/server";
import { agentCardHandler, jsonRpcHandler, restHandler, UserBuilder } from "@a2a-js/sdk/server/express";
import { duplicateInterfacesForLegacy } from "@a2a-js/sdk/compat/v0_3";
import { createLegacyAwarePushNotificationSender } from "@a2a-js/sdk/compat/v0_3/server";
import { legacyGrpcService, LegacyA2AService } from "@a2a-js/sdk/compat/v0_3/server/grpc";
import { A2AService, grpcService, UserBuilder as GrpcUserBuilder } from "@a2a-js/sdk/server/grpc";
import { Parking } from "./parking.js";

/** How to start the peer; every field optional (the defaults are the original compat peer). */
export interface PeerOptions {
  /** "compat" (default): v1.0 and v0.3 (legacyCompat); "strict": v1.0 only. */
  mode?: "compat" | "strict";
  /** Also serve gRPC on a free port (default false). */
  grpc?: boolean;
  /** capabilities.streaming (default true). */
  streaming?: boolean;
  /** capabilities.pushNotifications (default true). */
  pushNotifications?: boolean;
  /**
   * "configured" (default): declared and served; "not-configured": declared (capabilities.extendedAgentCard)
   * but no card given to the handler; "unsupported": not declared.
   */
  extendedCard?: "configured" | "not-configured" | "unsupported";
  /** The user builder of the JSON-RPC and HTTP+JSON handlers (default UserBuilder.noAuthentication); bench/auth.bench.ts verifies a JWT in it. */
  userBuilder?: UserBuilder;
}

export interface Peer {
  /** http://127.0.0.1:PORT */
  baseUrl: string;
  /** The public agent card's URL (AGENT_CARD_PATH under baseUrl). */
  cardUrl: string;
  /** host:port of the gRPC server, when started with `grpc: true`. */
  grpcAddress?: string;
  /** Where the JSON-RPC binding is mounted. */
  jsonRpcUrl: string;
  /** Where the HTTP+JSON binding is mounted; append route-table paths to it. */
  restUrl: string;
  /** Stops the server, drops every open socket (keep-alive, SSE) and releases parked executors. */
  close(): Promise<void>;
}

/** Mount points of this harness (our own choice, not A2A routes). */
export const JSONRPC_MOUNT = "/a2a/jsonrpc";
export const REST_MOUNT = "/a2a/rest";
export const WEBHOOK_MOUNT = "/webhook";

/** The extension the card declares (not required); the executor activates it when asked for. */
export const PEER_EXTENSION = "https://a2a-bindgen.example/ext/echo-v1";

/** A parked "wait:" task is released after this long even if nobody cancels it. */
const WAIT_CAP_MS = 30_000;

function textPart(text: string): Part {
  return { content: { $case: "text", value: text }, mediaType: "text/plain", filename: "", metadata: undefined };
}

function firstText(message: Message | undefined): string {
  for (const p of message?.parts ?? []) if (p.content?.$case === "text") return p.content.value;
  return "";
}

function now(): string {
  return new Date().toISOString();
}

class EchoExecutor implements AgentExecutor {
  /** "wait:" executions, by task id. */
  readonly parked = new Parking();

  execute = async (rc: RequestContext, bus: ExecutionEventBus): Promise<void> => {
    if (rc.context.requestedExtensions?.includes(PEER_EXTENSION)) rc.context.addActivatedExtension(PEER_EXTENSION);
    const user = rc.userMessage;
    const text = firstText(user);
    const { taskId, contextId } = rc;

    if (text.startsWith("message:")) {
      bus.publish(
        AgentEvent.message({
          messageId: `reply-${user.messageId}`,
          contextId,
          taskId: "",
          role: Role.ROLE_AGENT,
          parts: [textPart(`echo: ${text}`)],
          metadata: undefined,
          extensions: [],
          referenceTaskIds: [],
        }),
      );
      bus.finished();
      return;
    }

    if (text.startsWith("wait:")) {
      // One event only, so a non-blocking send always answers WORKING (no SUBMITTED/WORKING race).
      bus.publish(
        AgentEvent.task({
          id: taskId,
          contextId,
          status: { state: TaskState.TASK_STATE_WORKING, message: undefined, timestamp: now() },
          artifacts: [],
          history: [user],
          metadata: undefined,
        }),
      );
      await this.parked.wait(taskId, contextId, WAIT_CAP_MS);
      bus.finished();
      return;
    }

    bus.publish(
      AgentEvent.task({
        id: taskId,
        contextId,
        status: { state: TaskState.TASK_STATE_SUBMITTED, message: undefined, timestamp: now() },
        artifacts: [],
        history: [user],
        metadata: undefined,
      }),
    );
    bus.publish(
      AgentEvent.statusUpdate({
        taskId,
        contextId,
        status: { state: TaskState.TASK_STATE_WORKING, message: undefined, timestamp: now() },
        metadata: undefined,
      }),
    );
    bus.publish(
      AgentEvent.artifactUpdate({
        taskId,
        contextId,
        artifact: {
          artifactId: `artifact-${user.messageId}`,
          name: "echo",
          description: "",
          parts: [textPart(`echo: ${text}`)],
          metadata: undefined,
          extensions: [],
        },
        append: false,
        lastChunk: true,
        metadata: undefined,
      }),
    );
    bus.publish(
      AgentEvent.statusUpdate({
        taskId,
        contextId,
        status: { state: TaskState.TASK_STATE_COMPLETED, message: undefined, timestamp: now() },
        metadata: undefined,
      }),
    );
    bus.finished();
  };

  cancelTask = async (taskId: string, bus: ExecutionEventBus): Promise<void> => {
    // The handler reads the CANCELED status from this bus; then the parked execution may return.
    const parked = this.parked.get(taskId);
    bus.publish(
      AgentEvent.statusUpdate({
        taskId,
        contextId: parked?.contextId ?? "",
        status: { state: TaskState.TASK_STATE_CANCELED, message: undefined, timestamp: now() },
        metadata: undefined,
      }),
    );
    parked?.release();
  };

  releaseAll(): void {
    this.parked.releaseAll();
  }
}

function buildCard(baseUrl: string, grpcAddress: string | undefined, o: Required<Omit<PeerOptions, "grpc">>): AgentCard {
  const interfaces = [
    { url: `${baseUrl}${JSONRPC_MOUNT}`, protocolBinding: "JSONRPC", tenant: "", protocolVersion: "1.0" },
    { url: `${baseUrl}${REST_MOUNT}`, protocolBinding: "HTTP+JSON", tenant: "", protocolVersion: "1.0" },
  ];
  if (grpcAddress !== undefined) interfaces.push({ url: grpcAddress, protocolBinding: "GRPC", tenant: "", protocolVersion: "1.0" });
  return {
    name: "a2a-bindgen echo peer",
    description: "@a2a-js/sdk 1.3.0 echo agent used as an interop peer by a2a-bindgen's tests.",
    supportedInterfaces:
      o.mode === "compat"
        ? duplicateInterfacesForLegacy(
            interfaces,
            interfaces.map((i) => i.protocolBinding),
          )
        : interfaces,
    provider: { url: "https://a2a-bindgen.example", organization: "a2a-bindgen" },
    version: "1.0.0",
    documentationUrl: "",
    capabilities: {
      streaming: o.streaming,
      pushNotifications: o.pushNotifications,
      extendedAgentCard: o.extendedCard !== "unsupported",
      extensions: [{ uri: PEER_EXTENSION, description: "Echo extension (activated on request).", required: false, params: undefined }],
    },
    securitySchemes: {},
    securityRequirements: [],
    defaultInputModes: ["text/plain"],
    defaultOutputModes: ["text/plain"],
    skills: [
      {
        id: "echo",
        name: "Echo",
        description: "Echoes the text; 'message: …' answers with a message, 'wait: …' works until cancelled.",
        tags: ["echo"],
        examples: ["hello", "message: hi", "wait: forever"],
        inputModes: ["text/plain"],
        outputModes: ["text/plain"],
        securityRequirements: [],
      },
    ],
    signatures: [],
  };
}

function buildExtendedCard(card: AgentCard): AgentCard {
  return {
    ...card,
    description: `${card.description} (extended card)`,
    skills: [
      ...card.skills,
      {
        id: "echo-extended",
        name: "Echo (extended)",
        description: "Only listed on the extended agent card.",
        tags: ["echo", "extended"],
        examples: ["hello"],
        inputModes: ["text/plain"],
        outputModes: ["text/plain"],
        securityRequirements: [],
      },
    ],
  };
}

/** Binds a grpc-js server on 127.0.0.1 with a free port (services are added once the card, which names the port, exists). */
export async function bindGrpcServer(): Promise<{ address: string; server: grpc.Server }> {
  const server = new grpc.Server();
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))),
  );
  return { address: `127.0.0.1:${port}`, server };
}

/** The server's open sockets, kept up to date: what a close() must drop (keep-alive, SSE). */
export function trackSockets(server: http.Server): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  return sockets;
}

/** Listens on 127.0.0.1 with a free port, tracking sockets so that close() can drop them. */
export async function listenHttp(): Promise<{ server: http.Server; sockets: Set<Socket>; baseUrl: string }> {
  const server = http.createServer();
  const sockets = trackSockets(server);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return { server, sockets, baseUrl: `http://127.0.0.1:${port}` };
}

/** Stops an HTTP server (dropping keep-alive and SSE sockets) and a gRPC server, once. */
export function stopper(web: { server: http.Server; sockets: Set<Socket> }, grpcServer: grpc.Server | undefined, before: () => void): () => Promise<void> {
  let closed: Promise<void> | undefined;
  return () => {
    closed ??= new Promise<void>((resolve, reject) => {
      before();
      grpcServer?.forceShutdown();
      web.server.close((err) => (err ? reject(err) : resolve()));
      web.server.closeAllConnections();
      for (const s of web.sockets) s.destroy();
    });
    return closed;
  };
}

/** Starts the peer on 127.0.0.1 with free ports. */
export async function startPeer(options: PeerOptions = {}): Promise<Peer> {
  const o = {
    mode: options.mode ?? "compat",
    streaming: options.streaming ?? true,
    pushNotifications: options.pushNotifications ?? true,
    extendedCard: options.extendedCard ?? "configured",
  } as const;
  const legacy = o.mode === "compat";
  const web = await listenHttp();
  const { baseUrl } = web;

  const rpc = options.grpc ? await bindGrpcServer() : undefined;

  const card = buildCard(baseUrl, rpc?.address, o);
  const extendedCard = buildExtendedCard(card);
  const executor = new EchoExecutor();
  const pushStore = new InMemoryPushNotificationStore();
  const sender = legacy
    ? createLegacyAwarePushNotificationSender(pushStore, { timeout: 2000 })
    : new DefaultPushNotificationSender(pushStore, { timeout: 2000 });
  const requestHandler = new DefaultRequestHandler(
    card,
    new InMemoryTaskStore(),
    executor,
    undefined,
    pushStore,
    sender,
    // A provider function, not the card itself: given an AgentCard object, 1.3.0 serves it only to
    // authenticated users and silently answers everyone else (this peer has no auth) with the public card.
    o.extendedCard === "configured" ? async () => extendedCard : undefined,
  );
  const compat = legacy ? { legacyCompat: { enabled: true } } : {};
  if (rpc !== undefined) {
    rpc.server.addService(A2AService, grpcService({ requestHandler, userBuilder: GrpcUserBuilder.noAuthentication }));
    if (legacy) rpc.server.addService(LegacyA2AService, legacyGrpcService({ requestHandler, userBuilder: GrpcUserBuilder.noAuthentication }));
  }

  const app = express();
  app.post(WEBHOOK_MOUNT, express.json({ type: () => true }), (_req, res) => {
    res.status(200).end();
  });
  app.use(`/${AGENT_CARD_PATH}`, agentCardHandler({ agentCardProvider: requestHandler, ...compat }));
  const userBuilder = options.userBuilder ?? UserBuilder.noAuthentication;
  app.use(JSONRPC_MOUNT, jsonRpcHandler({ requestHandler, userBuilder, ...compat }));
  app.use(REST_MOUNT, restHandler({ requestHandler, userBuilder, ...compat }));
  web.server.on("request", app);

  return {
    baseUrl,
    cardUrl: `${baseUrl}/${AGENT_CARD_PATH}`,
    ...(rpc === undefined ? {} : { grpcAddress: rpc.address }),
    jsonRpcUrl: `${baseUrl}${JSONRPC_MOUNT}`,
    restUrl: `${baseUrl}${REST_MOUNT}`,
    close: stopper(web, rpc?.server, () => executor.releaseAll()),
  };
}
