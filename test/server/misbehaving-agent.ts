// An agent that fails on purpose, for the onError and answer-validation tests. Behaviour by the first text
// part of the message (SendMessage, SendStreamingMessage) or by the task id (GetTask):
//   "ok"        a valid answer (a Message; a stream of a Task, then its final status update)
//   "throw"     throws a plain Error whose message holds SECRET (the internal error, reported as "handler")
//   "internal"  throws the A2A InternalError, its message holding SECRET (also reported)
//   "notfound"  throws TaskNotFoundError (an A2A error: answered, not reported)
//   "bad"       answers {id: 42} (SendMessageResponse has no field id; Task.id is a string)
//   "badpath"   answers a task whose status.state is no TaskState
//   "unknown"   answers a valid Message plus a field Message lacks ("kind", as v0.3 had)
//   "bigint"    answers a Message whose metadata holds a BigInt (no JSON can carry it)
// and for streams: "midthrow" (a Task, then a throw), "badfirst" (an invalid first item), "baditem" (a Task,
// then a status update whose taskId is a number).

import { errorTable } from "@a2a-bindgen/a2a/v1_0/errors";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { a2aError } from "@a2a-bindgen/kit";
import type { Agent } from "@a2a-bindgen/server";

/** What the failures' messages hold: it must reach onError's error, never the client or a context field. */
export const SECRET = "s3cret-7f1";

export function misbehavingCard(): types.AgentCard {
  return {
    name: "misbehaving",
    description: "fails on purpose",
    version: "1.0.0",
    capabilities: { streaming: true, pushNotifications: true },
    defaultInputModes: ["text/plain"],
    defaultOutputModes: ["text/plain"],
    skills: [{ id: "fail", name: "fail", description: "fails", tags: ["fail"] }],
  };
}

function textOf(message: types.Message | undefined): string {
  const part = message?.parts?.[0];
  return typeof part?.text === "string" ? part.text : "";
}

const task = (id: string, state = "TASK_STATE_WORKING") => ({ id, contextId: `ctx-${id}`, status: { state } });

function unary(text: string, messageId: string): unknown {
  const reply = { messageId: `reply-${messageId}`, role: "ROLE_AGENT", parts: [{ text: `echo: ${text}` }] };
  switch (text) {
    case "throw":
      throw new Error(`a crash with ${SECRET} in it`);
    case "internal":
      throw a2aError(errorTable, "InternalError", { message: `internal, ${SECRET}` });
    case "notfound":
      throw a2aError(errorTable, "TaskNotFoundError", { message: "Task not found: nope" });
    case "bad":
      return { id: 42 };
    case "badpath":
      return { task: { ...task(messageId), status: { state: "TASK_STATE_BOGUS" } } };
    case "unknown":
      return { message: { ...reply, kind: "message" } };
    case "bigint":
      return { message: { ...reply, metadata: { n: 1n } } };
    default:
      return { message: reply };
  }
}

export function misbehavingAgent(): Agent {
  const agent = {
    SendMessage(r: types.SendMessageRequest) {
      return unary(textOf(r.message), r.message?.messageId ?? "");
    },
    async *SendStreamingMessage(r: types.SendMessageRequest) {
      const text = textOf(r.message);
      const id = `task-${r.message?.messageId ?? ""}`;
      if (text === "badfirst") {
        yield { bogus: 1 };
        return;
      }
      yield { task: task(id) };
      if (text === "midthrow") throw new Error(`a crash mid-stream with ${SECRET}`);
      if (text === "baditem") {
        yield { statusUpdate: { taskId: 5, contextId: `ctx-${id}`, status: { state: "TASK_STATE_COMPLETED" } } };
        return;
      }
      yield { statusUpdate: { taskId: id, contextId: `ctx-${id}`, status: { state: "TASK_STATE_COMPLETED" } } };
    },
    GetTask(r: types.GetTaskRequest) {
      if (r.id === "bad") return { id: 42, contextId: "c", status: { state: "TASK_STATE_COMPLETED" } };
      return task(r.id ?? "", "TASK_STATE_COMPLETED");
    },
    DeleteTaskPushNotificationConfig() {
      return undefined;
    },
  };
  return agent as unknown as Agent;
}
