// The agent the request-id tests call: it keeps the request id each call's context carried (CallContext.requestId),
// answers "throw" with a plain Error holding SECRET (the internal error), and streams a task then its final status.

import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { Agent, CallContext } from "@a2a-bindgen/server";

/** What a thrown failure holds: it must reach the report's error, never the client. */
export const SECRET = "s3cret-req-9c4";

const textOf = (r: types.SendMessageRequest) => (typeof r.message?.parts?.[0]?.text === "string" ? r.message.parts[0].text : "");

export function idAgent(seen: (string | undefined)[]): Agent {
  const agent = {
    SendMessage(r: types.SendMessageRequest, context: CallContext) {
      seen.push(context.requestId);
      if (textOf(r) === "throw") throw new Error(`a crash with ${SECRET} in it`);
      return { message: { messageId: `reply-${r.message?.messageId ?? ""}`, role: "ROLE_AGENT", parts: [{ text: "ok" }] } };
    },
    async *SendStreamingMessage(r: types.SendMessageRequest, context: CallContext) {
      seen.push(context.requestId);
      const id = `task-${r.message?.messageId ?? ""}`;
      yield { task: { id, contextId: `ctx-${id}`, status: { state: "TASK_STATE_WORKING" } } };
      if (textOf(r) === "throw") throw new Error(`a crash mid-stream with ${SECRET}`);
      yield { statusUpdate: { taskId: id, contextId: `ctx-${id}`, status: { state: "TASK_STATE_COMPLETED" } } };
    },
  };
  return agent as unknown as Agent;
}

export function idCard(): types.AgentCard {
  return {
    name: "request ids",
    description: "keeps the request ids it sees",
    version: "1.0.0",
    capabilities: { streaming: true },
    defaultInputModes: ["text/plain"],
    defaultOutputModes: ["text/plain"],
    skills: [{ id: "echo", name: "echo", description: "echoes", tags: ["echo"] }],
  } as types.AgentCard;
}

/** A v1.0 message, a v0.3 JSON-RPC one (a2a.json) and a v0.3 HTTP+JSON one (the v0.3 proto's ProtoJSON). */
export const messages = {
  v1: (id: string, text: string) => ({ message: { messageId: id, role: "ROLE_USER", parts: [{ text }] } }),
  jsonrpc03: (id: string, text: string) => ({ message: { kind: "message", messageId: id, role: "user", parts: [{ kind: "text", text }] } }),
  rest03: (id: string, text: string) => ({ message: { messageId: id, role: "ROLE_USER", content: [{ text }] } }),
};

/** A request id as RFC-less practice and kit's keptRequestId agree on: 1–128 characters U+0021–U+007E. */
export function isVisibleAscii(id: string | null | undefined): boolean {
  return typeof id === "string" && id.length >= 1 && id.length <= 128 && /^[\x21-\x7e]+$/.test(id);
}
