// A small agent for the server's tests (the tasks helper's store and echo agent land separately):
// deterministic ids, an in-memory task map per tenant, and push configs. Behaviour by the first text part:
//   "message: …"  answers with a Message
//   "fail"        throws a plain Error (the internal error, message hidden)
//   anything else a task COMPLETED with an artifact "echo: …"; ids task-<messageId>, ctx-<messageId>
// It records the last CallContext so tests can check tenant, binding, version and extensions.

import { a2aError } from "@a2a-bindgen/kit";
import { errorTable } from "@a2a-bindgen/a2a/v1_0/errors";
import type { Agent, CallContext } from "@a2a-bindgen/server";
import type { types } from "@a2a-bindgen/a2a/v1_0";

export const EXT_A = "https://example.com/ext/a";
export const EXT_B = "https://example.com/ext/b";
export const EXT_REQUIRED = "https://example.com/ext/required";

export function fixtureCard(options: { required?: boolean; streaming?: boolean; push?: boolean; extended?: boolean } = {}): types.AgentCard {
  return {
    name: "fixture",
    description: "the server tests' agent",
    version: "1.0.0",
    capabilities: {
      streaming: options.streaming ?? true,
      pushNotifications: options.push ?? true,
      extendedAgentCard: options.extended ?? true,
      extensions: [{ uri: EXT_A }, { uri: EXT_B }, ...(options.required ? [{ uri: EXT_REQUIRED, required: true }] : [])],
    },
    defaultInputModes: ["text/plain"],
    defaultOutputModes: ["text/plain"],
    skills: [{ id: "echo", name: "echo", description: "echoes", tags: ["echo"] }],
  };
}

export interface Fixture {
  agent: Agent;
  last(): CallContext | undefined;
  tasks: Map<string, types.Task>;
}

function textOf(message: types.Message | undefined): string {
  const part = message?.parts?.[0];
  return typeof part?.text === "string" ? part.text : "";
}

export function fixtureAgent(card: types.AgentCard): Fixture {
  let last: CallContext | undefined;
  const tasks = new Map<string, types.Task>();
  const configs = new Map<string, types.TaskPushNotificationConfig>();
  const key = (c: CallContext, id: string) => `${c.tenant ?? ""}/${id}`;
  const find = (c: CallContext, id: string | undefined): types.Task => {
    const t = tasks.get(key(c, id ?? ""));
    if (t === undefined) throw a2aError(errorTable, "TaskNotFoundError", { message: `Task not found: ${id}` });
    return t;
  };
  const see = (c: CallContext) => {
    last = c;
    for (const uri of c.extensions) if (uri === EXT_A) c.activateExtension(uri);
  };
  const send = (r: types.SendMessageRequest, c: CallContext): types.SendMessageResponse => {
    see(c);
    const text = textOf(r.message);
    const id = r.message?.messageId ?? "none";
    if (text === "fail") throw new Error("secret detail");
    if (text.startsWith("message: ")) {
      return { message: { messageId: `reply-${id}`, role: "ROLE_AGENT", parts: [{ text: `echo: ${text.slice(9)}` }] } };
    }
    const task: types.Task = {
      id: `task-${id}`,
      contextId: `ctx-${id}`,
      status: { state: "TASK_STATE_COMPLETED" },
      artifacts: [{ artifactId: `art-${id}`, parts: [{ text: `echo: ${text}` }] }],
      history: r.message === undefined ? [] : [r.message],
    };
    tasks.set(key(c, task.id as string), task);
    return { task };
  };
  const agent: Agent = {
    SendMessage: send,
    async *SendStreamingMessage(r, c) {
      const res = send(r, c);
      if (res.message) {
        yield { message: res.message };
        return;
      }
      const t = res.task as types.Task;
      yield { task: { id: t.id, contextId: t.contextId, status: { state: "TASK_STATE_SUBMITTED" } } };
      yield { statusUpdate: { taskId: t.id, contextId: t.contextId, status: { state: "TASK_STATE_WORKING" } } };
      yield { artifactUpdate: { taskId: t.id, contextId: t.contextId, artifact: t.artifacts?.[0] } };
      if (textOf(r.message) === "break") throw a2aError(errorTable, "UnsupportedOperationError", { message: "broken mid-stream" });
      yield { statusUpdate: { taskId: t.id, contextId: t.contextId, status: { state: "TASK_STATE_COMPLETED" } } };
    },
    GetTask(r, c) {
      see(c);
      const t = find(c, r.id);
      const n = r.historyLength;
      return n === undefined ? t : { ...t, history: (t.history ?? []).slice(-n || (t.history ?? []).length + 1) };
    },
    ListTasks(r, c) {
      see(c);
      const all = [...tasks.entries()].filter(([k]) => k.startsWith(`${c.tenant ?? ""}/`)).map(([, t]) => t);
      const chosen = all.filter((t) => (r.contextId === undefined || t.contextId === r.contextId) && (r.status === undefined || t.status?.state === r.status));
      const size = r.pageSize ?? 50;
      return { tasks: chosen.slice(0, size), nextPageToken: "", pageSize: size, totalSize: chosen.length };
    },
    CancelTask(r, c) {
      see(c);
      const t = find(c, r.id);
      if (t.status?.state === "TASK_STATE_COMPLETED") throw a2aError(errorTable, "TaskNotCancelableError", { message: `Task ${r.id} is completed` });
      return t;
    },
    async *SubscribeToTask(r, c) {
      see(c);
      yield { task: find(c, r.id) };
    },
    CreateTaskPushNotificationConfig(r, c) {
      see(c);
      find(c, r.taskId);
      const config = { ...r, id: r.id || `cfg-${configs.size + 1}` };
      delete config.tenant;
      configs.set(key(c, `${r.taskId}/${config.id}`), config);
      return config;
    },
    GetTaskPushNotificationConfig(r, c) {
      see(c);
      const config = configs.get(key(c, `${r.taskId}/${r.id}`));
      if (config === undefined) throw a2aError(errorTable, "TaskNotFoundError", { message: `no push config ${r.id} for task ${r.taskId}` });
      return config;
    },
    ListTaskPushNotificationConfigs(r, c) {
      see(c);
      find(c, r.taskId);
      const prefix = key(c, `${r.taskId}/`);
      return { configs: [...configs.entries()].filter(([k]) => k.startsWith(prefix)).map(([, v]) => v) };
    },
    DeleteTaskPushNotificationConfig(r, c) {
      see(c);
      if (!configs.delete(key(c, `${r.taskId}/${r.id}`))) throw a2aError(errorTable, "TaskNotFoundError", { message: `no push config ${r.id}` });
      return {};
    },
    GetExtendedAgentCard(_r, c) {
      see(c);
      const url = "http://127.0.0.1/extended";
      const supportedInterfaces = ["1.0", "0.3"].map((protocolVersion) => ({ url, protocolBinding: "JSONRPC", protocolVersion }));
      return { ...card, name: "fixture (extended)", supportedInterfaces };
    },
  };
  return { agent, last: () => last, tasks };
}
