// A genuine A2A v0.3 peer: @a2a-js/sdk 0.3.14 (installed under the npm alias a2a-js-sdk-0.3), express 5,
// on 127.0.0.1 with free ports — the same mounts as server.ts (JSON-RPC at /a2a/jsonrpc, HTTP+JSON at
// /a2a/rest with the SDK's /v1 routes, the card at AGENT_CARD_PATH, a webhook) plus gRPC (a2a.v1.A2AService)
// on a port of its own. 0.3.14 reads no A2A-Version at all; its card is a v0.3 card (url,
// preferredTransport, additionalInterfaces, protocolVersion).
//
// Same behaviour switch as server.ts, on the first text part of the user message:
//   "message: …"  answers with a Message (no task)
//   "wait: …"     creates a task that stays "working" until it is cancelled
//   anything else creates a task that goes submitted → working → artifact "echo: …" → completed

import type { AgentCard, Message, Part } from "a2a-js-sdk-0.3";
import { AGENT_CARD_PATH } from "a2a-js-sdk-0.3";
import {
  DefaultPushNotificationSender,
  DefaultRequestHandler,
  type ExecutionEventBus,
  InMemoryPushNotificationStore,
  InMemoryTaskStore,
  type RequestContext,
} from "a2a-js-sdk-0.3/server";
import { agentCardHandler, jsonRpcHandler, restHandler, UserBuilder } from "a2a-js-sdk-0.3/server/express";
import { A2AService, grpcService, UserBuilder as GrpcUserBuilder } from "a2a-js-sdk-0.3/server/grpc";
import express from "express";
import { bindGrpcServer, JSONRPC_MOUNT, listenHttp, PEER_EXTENSION, type PeerOptions, REST_MOUNT, stopper, WEBHOOK_MOUNT } from "./server.js";
import { Parking } from "./parking.js";

/** What startPeerV03 returns: like server.ts's Peer, gRPC always on. */
export interface PeerV03 {
  baseUrl: string;
  cardUrl: string;
  jsonRpcUrl: string;
  restUrl: string;
  grpcAddress: string;
  close(): Promise<void>;
}

/** A parked "wait:" task is released after this long even if nobody cancels it. */
const WAIT_CAP_MS = 30_000;

const now = () => new Date().toISOString();

function firstText(message: Message | undefined): string {
  for (const p of message?.parts ?? []) if (p.kind === "text") return p.text;
  return "";
}

function textPart(text: string): Part {
  return { kind: "text", text };
}

class EchoExecutorV03 {
  readonly parked = new Parking();

  execute = async (rc: RequestContext, bus: ExecutionEventBus): Promise<void> => {
    const user = rc.userMessage;
    const text = firstText(user);
    const { taskId, contextId } = rc;
    if (text.startsWith("message:")) {
      bus.publish({ kind: "message", messageId: `reply-${user.messageId}`, role: "agent", contextId, parts: [textPart(`echo: ${text}`)] });
      bus.finished();
      return;
    }
    if (text.startsWith("wait:")) {
      bus.publish({ kind: "task", id: taskId, contextId, status: { state: "working", timestamp: now() }, history: [user] });
      await this.parked.wait(taskId, contextId, WAIT_CAP_MS);
      bus.finished();
      return;
    }
    bus.publish({ kind: "task", id: taskId, contextId, status: { state: "submitted", timestamp: now() }, history: [user] });
    bus.publish({ kind: "status-update", taskId, contextId, final: false, status: { state: "working", timestamp: now() } });
    bus.publish({
      kind: "artifact-update",
      taskId,
      contextId,
      lastChunk: true,
      artifact: { artifactId: `artifact-${user.messageId}`, name: "echo", parts: [textPart(`echo: ${text}`)] },
    });
    bus.publish({ kind: "status-update", taskId, contextId, final: true, status: { state: "completed", timestamp: now() } });
    bus.finished();
  };

  cancelTask = async (taskId: string, bus: ExecutionEventBus): Promise<void> => {
    const parked = this.parked.get(taskId);
    bus.publish({ kind: "status-update", taskId, contextId: parked?.contextId ?? "", final: true, status: { state: "canceled", timestamp: now() } });
    parked?.release();
  };

  releaseAll(): void {
    this.parked.releaseAll();
  }
}

function buildCard(baseUrl: string, grpcAddress: string, o: Required<Omit<PeerOptions, "grpc" | "mode">>): AgentCard {
  const jsonRpcUrl = `${baseUrl}${JSONRPC_MOUNT}`;
  return {
    protocolVersion: "0.3.0",
    name: "a2a-bindgen echo peer (v0.3)",
    description: "@a2a-js/sdk 0.3.14 echo agent used as a genuine v0.3 interop peer by a2a-bindgen's tests.",
    version: "1.0.0",
    url: jsonRpcUrl,
    preferredTransport: "JSONRPC",
    additionalInterfaces: [
      { url: jsonRpcUrl, transport: "JSONRPC" },
      { url: `${baseUrl}${REST_MOUNT}`, transport: "HTTP+JSON" },
      { url: grpcAddress, transport: "GRPC" },
    ],
    capabilities: {
      streaming: o.streaming,
      pushNotifications: o.pushNotifications,
      extensions: [{ uri: PEER_EXTENSION, description: "Echo extension.", required: false }],
    },
    supportsAuthenticatedExtendedCard: o.extendedCard !== "unsupported",
    defaultInputModes: ["text/plain"],
    defaultOutputModes: ["text/plain"],
    skills: [
      {
        id: "echo",
        name: "Echo",
        description: "Echoes the text; 'message: …' answers with a message, 'wait: …' works until cancelled.",
        tags: ["echo"],
        examples: ["hello", "message: hi", "wait: forever"],
      },
    ],
  };
}

/** Starts the 0.3.14 peer (JSON-RPC, HTTP+JSON, gRPC) on 127.0.0.1 with free ports. `mode` and `grpc` are ignored. */
export async function startPeerV03(options: PeerOptions = {}): Promise<PeerV03> {
  const o = {
    streaming: options.streaming ?? true,
    pushNotifications: options.pushNotifications ?? true,
    extendedCard: options.extendedCard ?? "configured",
  } as const;
  const web = await listenHttp();
  const rpc = await bindGrpcServer();
  const card = buildCard(web.baseUrl, rpc.address, o);
  const extendedCard: AgentCard = { ...card, description: `${card.description} (extended card)` };
  const executor = new EchoExecutorV03();
  const pushStore = new InMemoryPushNotificationStore();
  const requestHandler = new DefaultRequestHandler(
    card,
    new InMemoryTaskStore(),
    executor,
    undefined,
    pushStore,
    new DefaultPushNotificationSender(pushStore, { timeout: 2000 }),
    o.extendedCard === "configured" ? async () => extendedCard : undefined,
  );
  rpc.server.addService(A2AService, grpcService({ requestHandler, userBuilder: GrpcUserBuilder.noAuthentication }));

  const app = express();
  app.post(WEBHOOK_MOUNT, express.json({ type: () => true }), (_req, res) => {
    res.status(200).end();
  });
  app.use(`/${AGENT_CARD_PATH}`, agentCardHandler({ agentCardProvider: requestHandler }));
  app.use(JSONRPC_MOUNT, jsonRpcHandler({ requestHandler, userBuilder: UserBuilder.noAuthentication }));
  app.use(REST_MOUNT, restHandler({ requestHandler, userBuilder: UserBuilder.noAuthentication }));
  web.server.on("request", app);

  return {
    baseUrl: web.baseUrl,
    cardUrl: `${web.baseUrl}/${AGENT_CARD_PATH}`,
    jsonRpcUrl: `${web.baseUrl}${JSONRPC_MOUNT}`,
    restUrl: `${web.baseUrl}${REST_MOUNT}`,
    grpcAddress: rpc.address,
    close: stopper(web, rpc.server, () => executor.releaseAll()),
  };
}
