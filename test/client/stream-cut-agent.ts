// The agent and servers of the stream-cut tests: our node:http server (JSON-RPC, HTTP+JSON) and our gRPC
// server, both on 127.0.0.1:0, in front of a task-runtime agent whose behaviour the message's text picks:
//   "hold"    WORKING, an artifact, then it keeps working until released (or the agent closes);
//   "done"    WORKING then COMPLETED;          "ask"  WORKING then INPUT_REQUIRED;
//   "message" a Message as the whole answer (no task);
//   "cut"     as "hold", but the agent's stream returns after its first two events, the task still WORKING
//             (a server ending a stream early without shutting down);
//   "fail"    as "hold", but the stream throws after its first event (the server sends an error event).

import { httpJsonTransport, jsonRpcTransport, type Transport } from "@a2a-bindgen/client";
import { type GrpcTransport, grpcTransport } from "@a2a-bindgen/client/grpc";
import { errorTable } from "@a2a-bindgen/a2a/v1_0/errors";
import { a2aError } from "@a2a-bindgen/kit";
import { type CallContext, createTaskAgent, type TaskAgent } from "@a2a-bindgen/server";
import { type GrpcServer, startGrpcServer } from "@a2a-bindgen/server/grpc";
import { type NodeServer, startNodeServer } from "@a2a-bindgen/server/node";
import { bareCard } from "../support/cards.js";

import type { BindingName } from "./heard-agent.js";

export { type BindingName, matrix } from "./heard-agent.js";

export const userMessage = (messageId: string, text: string) => ({ message: { messageId, role: "ROLE_USER" as const, parts: [{ text }] } });

export interface CutAgent {
  readonly agent: TaskAgent;
  /** Lets a "hold" task go on to COMPLETED. */
  release(taskId: string): void;
  /** Our transport of `binding` at `version` (`origin`: another http://host:port for the HTTP bindings, host:port for gRPC). */
  transport(binding: BindingName, version: string, origin?: string): Transport;
  readonly web: NodeServer;
  readonly grpc: GrpcServer;
  close(): Promise<void>;
}

const textOf = (request: unknown): string => String((request as { message?: { parts?: { text?: string }[] } }).message?.parts?.[0]?.text ?? "");

export async function startCutAgent(): Promise<CutAgent> {
  const releases = new Map<string, () => void>();
  const agent = createTaskAgent({
    push: false,
    onError: () => {},
    execute: async (context, events) => {
      const text = textOf(context);
      if (text === "message") {
        await events.message({ messageId: `reply-${context.message.messageId}`, role: "ROLE_AGENT", parts: [{ text: "a whole answer" }] });
        return;
      }
      await events.status("TASK_STATE_WORKING");
      if (text === "done") return events.status("TASK_STATE_COMPLETED");
      if (text === "ask") return events.status("TASK_STATE_INPUT_REQUIRED", { messageId: "ask-1", role: "ROLE_AGENT", parts: [{ text: "which one?" }] });
      await events.artifact({ artifactId: "partial", parts: [{ text: "half" }] });
      const id = events.taskId ?? "";
      await new Promise<void>((resolve) => {
        releases.set(id, resolve);
        context.signal.addEventListener("abort", () => resolve(), { once: true });
      });
      releases.delete(id);
      if (!context.signal.aborted) await events.status("TASK_STATE_COMPLETED");
    },
  });
  const streamed = agent.SendStreamingMessage.bind(agent);
  agent.SendStreamingMessage = async function* (request: never, context: CallContext) {
    const text = textOf(request);
    let n = 0;
    for await (const event of streamed(request, context)) {
      if (text === "fail" && n === 1) throw a2aError(errorTable, "UnsupportedOperationError", { message: "the test agent's stream fails here" });
      yield event;
      if (text === "cut" && ++n === 2) return;
      if (text === "fail") n++;
    }
  } as never;
  const web = await startNodeServer({ server: { agent, card: bareCard("cut", "ends streams early"), basePath: "/a2a" } });
  const grpc = await startGrpcServer({ agent, card: bareCard("cut", "ends streams early") });
  const opened: GrpcTransport[] = [];
  return {
    agent,
    web,
    grpc,
    release: (taskId) => releases.get(taskId)?.(),
    transport(binding, version, origin) {
      const target = { protocolVersion: version, tenant: undefined, timeoutMs: 5_000 };
      if (binding === "jsonrpc") return jsonRpcTransport({ url: `${origin ?? web.url}/a2a`, ...target });
      if (binding === "http+json") return httpJsonTransport({ url: `${origin ?? web.url}/a2a`, ...target });
      const t = grpcTransport({ url: origin === undefined ? grpc.address : origin.replace(/^http:\/\//, ""), ...target });
      opened.push(t);
      return t;
    },
    async close() {
      for (const t of opened) t.close();
      await Promise.all([web.close({ graceMs: 0 }), grpc.close({ graceMs: 0 })]);
      await agent.close();
    },
  };
}
