// A real @a2a-js/sdk 1.3.0 server (express 5) for interop tests and recordings.
//
// One process-local HTTP server on 127.0.0.1, port 0 (a free port):
//   /.well-known/agent-card.json   public agent card (AGENT_CARD_PATH; v0.3 hybrid card for A2A-Version 0.3)
//   /a2a/jsonrpc                   JSON-RPC binding, protocol versions 1.0 and 0.3
//   /a2a/rest                      HTTP+JSON binding, protocol versions 1.0 and 0.3 (v0.3 under the SDK's own /v1 routes)
//   /webhook                       push-notification receiver (accepts and counts every POST)
// legacyCompat is on for every handler and the card lists every binding at 1.0 and 0.3
// (duplicateInterfacesForLegacy). Streaming and push notifications are on; an extended card is configured.
//
// The executor picks its behaviour from the first text part of the user message:
//   "message: …"  answers with a Message (no task)
//   "wait: …"     creates a task that stays TASK_STATE_WORKING until it is cancelled
//   anything else creates a task that goes SUBMITTED → WORKING → artifact "echo: …" → COMPLETED
// Agent-side ids (reply message ids, artifact ids) derive from the user's messageId, so they are stable;
// task and context ids come from the SDK (random UUIDs).

import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import express from "express";
import { AGENT_CARD_PATH, Role, TaskState } from "@a2a-js/sdk";
import type { AgentCard, Message, Part } from "@a2a-js/sdk";
import {
  AgentEvent,
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

export interface Peer {
  /** http://127.0.0.1:PORT */
  baseUrl: string;
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

interface Parked {
  contextId: string;
  release: () => void;
}

class EchoExecutor implements AgentExecutor {
  /** "wait:" executions, by task id. */
  readonly parked = new Map<string, Parked>();

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
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => done(), WAIT_CAP_MS);
        const done = () => {
          clearTimeout(timer);
          this.parked.delete(taskId);
          resolve();
        };
        this.parked.set(taskId, { contextId, release: done });
      });
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
    for (const p of [...this.parked.values()]) p.release();
  }
}

function buildCard(baseUrl: string): AgentCard {
  const interfaces = [
    { url: `${baseUrl}${JSONRPC_MOUNT}`, protocolBinding: "JSONRPC", tenant: "", protocolVersion: "1.0" },
    { url: `${baseUrl}${REST_MOUNT}`, protocolBinding: "HTTP+JSON", tenant: "", protocolVersion: "1.0" },
  ];
  return {
    name: "a2a-bindgen echo peer",
    description: "@a2a-js/sdk 1.3.0 echo agent used as an interop peer by a2a-bindgen's tests.",
    supportedInterfaces: duplicateInterfacesForLegacy(interfaces, ["JSONRPC", "HTTP+JSON"]),
    provider: { url: "https://a2a-bindgen.example", organization: "a2a-bindgen" },
    version: "1.0.0",
    documentationUrl: "",
    capabilities: {
      streaming: true,
      pushNotifications: true,
      extendedAgentCard: true,
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

/** Starts the peer on 127.0.0.1 with a free port. */
export async function startPeer(): Promise<Peer> {
  const server = http.createServer();
  const sockets = new Set<Socket>();
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const card = buildCard(baseUrl);
  const extendedCard = buildExtendedCard(card);
  const executor = new EchoExecutor();
  const pushStore = new InMemoryPushNotificationStore();
  const sender = createLegacyAwarePushNotificationSender(pushStore, { timeout: 2000 });
  const requestHandler = new DefaultRequestHandler(
    card,
    new InMemoryTaskStore(),
    executor,
    undefined,
    pushStore,
    sender,
    // A provider function, not the card itself: given an AgentCard object, 1.3.0 serves it only to
    // authenticated users and silently answers everyone else (this peer has no auth) with the public card.
    async () => extendedCard,
  );
  const legacyCompat = { enabled: true };

  const app = express();
  app.post(WEBHOOK_MOUNT, express.json({ type: () => true }), (_req, res) => {
    res.status(200).end();
  });
  app.use(`/${AGENT_CARD_PATH}`, agentCardHandler({ agentCardProvider: requestHandler, legacyCompat }));
  app.use(JSONRPC_MOUNT, jsonRpcHandler({ requestHandler, userBuilder: UserBuilder.noAuthentication, legacyCompat }));
  app.use(REST_MOUNT, restHandler({ requestHandler, userBuilder: UserBuilder.noAuthentication, legacyCompat }));
  server.on("request", app);

  let closed: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closed ??= new Promise<void>((resolve, reject) => {
      executor.releaseAll();
      server.close((err) => (err ? reject(err) : resolve()));
      server.closeAllConnections();
      for (const s of sockets) s.destroy();
    });
    return closed;
  };

  return { baseUrl, jsonRpcUrl: `${baseUrl}${JSONRPC_MOUNT}`, restUrl: `${baseUrl}${REST_MOUNT}`, close };
}
