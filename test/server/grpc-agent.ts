// A small in-memory agent for the gRPC tests: every v1.0 operation over a Map of tasks and push configs.
// Deterministic ids (task-1, task-2, …; context-<messageId>) so expectations are written by hand.
//   text "message: …"  answers with a Message (no task)
//   text "wait: …"     a task that stays TASK_STATE_WORKING (cancelable)
//   text "boom"        throws a plain Error (the binding must answer INTERNAL without its message)
//   anything else      a completed task with one artifact "echo: <text>"
// It activates ECHO_EXTENSION when asked for it, and reports the extensions and tenant it saw in the
// reply's metadata, so the tests see what the binding handed the agent.

import { v1_0 } from "@a2a-bindgen/a2a";
import { a2aError } from "@a2a-bindgen/kit";
import type { Agent, CallContext } from "@a2a-bindgen/server";
import { type GrpcServer, startGrpcServer } from "@a2a-bindgen/server/grpc";
import { after, before } from "node:test";

export const ECHO_EXTENSION = "urn:a2a-bindgen:test:echo";
export const OTHER_EXTENSION = "urn:a2a-bindgen:test:other";
export const REQUIRED_EXTENSION = "urn:a2a-bindgen:test:required";

type Json = Record<string, any>;

/** The v1.0 card of the test agent; `over` replaces capabilities. */
export function testCard(capabilities: Json = { streaming: true, pushNotifications: true, extendedAgentCard: true }): any {
  return {
    name: "grpc-test",
    description: "gRPC binding test agent",
    version: "1.0.0",
    supportedInterfaces: [{ url: "127.0.0.1:1", protocolBinding: "GRPC", protocolVersion: "1.0" }],
    capabilities,
    defaultInputModes: ["text/plain"],
    defaultOutputModes: ["text/plain"],
    skills: [{ id: "echo", name: "echo", description: "echoes", tags: ["echo"] }],
  };
}

function firstText(message: Json | undefined): string {
  for (const p of message?.parts ?? []) if (typeof p.text === "string") return p.text;
  return "";
}

function seen(context: CallContext): Json {
  return { extensions: context.extensions.join(","), tenant: context.tenant ?? "", version: context.protocolVersion };
}

function notFound(id: string): Error {
  return a2aError(v1_0.errorTable, "TaskNotFoundError", { message: `Task not found: ${id}` });
}

/** A fresh agent (its own store) and the card it serves. */
export function testAgent(card: Json = testCard()): Agent & { tasks: Map<string, Json> } {
  const tasks = new Map<string, Json>();
  const configs = new Map<string, Json>();
  let n = 0;
  const activate = (context: CallContext) => {
    if (context.extensions.includes(ECHO_EXTENSION)) context.activateExtension(ECHO_EXTENSION);
  };
  const newTask = (request: Json, context: CallContext): Json => {
    const text = firstText(request.message);
    if (text === "boom") throw new Error("secret detail of a crash");
    const id = `task-${++n}`;
    const waits = text.startsWith("wait:");
    const task: Json = {
      id,
      contextId: `context-${request.message.messageId}`,
      status: { state: waits ? "TASK_STATE_WORKING" : "TASK_STATE_COMPLETED" },
      artifacts: waits ? [] : [{ artifactId: `artifact-${request.message.messageId}`, parts: [{ text: `echo: ${text}` }] }],
      history: [request.message],
      metadata: seen(context),
    };
    tasks.set(id, task);
    return task;
  };
  const agent: Agent & { tasks: Map<string, Json> } = {
    tasks,
    SendMessage(request: Json, context) {
      activate(context);
      const text = firstText(request.message);
      if (text.startsWith("message:")) {
        return {
          message: {
            messageId: `reply-${request.message.messageId}`,
            role: "ROLE_AGENT",
            parts: [{ text: `echo: ${text}` }],
            metadata: seen(context),
          },
        } as never;
      }
      return { task: newTask(request, context) } as never;
    },
    async *SendStreamingMessage(request: Json, context) {
      activate(context);
      const task = newTask(request, context);
      const { id, contextId } = task;
      yield { task: { id, contextId, status: { state: "TASK_STATE_SUBMITTED" } } } as never;
      yield { statusUpdate: { taskId: id, contextId, status: { state: "TASK_STATE_WORKING" } } } as never;
      yield { artifactUpdate: { taskId: id, contextId, artifact: task.artifacts[0], lastChunk: true } } as never;
      yield { statusUpdate: { taskId: id, contextId, status: { state: "TASK_STATE_COMPLETED" } } } as never;
    },
    GetTask(request: Json) {
      const task = tasks.get(request.id);
      if (task === undefined) throw notFound(request.id);
      return task as never;
    },
    ListTasks(request: Json) {
      const all = [...tasks.values()].filter((t) => request.contextId === undefined || t.contextId === request.contextId);
      // page_size is REQUIRED and answers the size used: the request's, or this agent's default of 50.
      return { tasks: all, nextPageToken: "", pageSize: request.pageSize ?? 50, totalSize: all.length } as never;
    },
    CancelTask(request: Json) {
      const task = tasks.get(request.id);
      if (task === undefined) throw notFound(request.id);
      if (task.status.state === "TASK_STATE_COMPLETED")
        throw a2aError(v1_0.errorTable, "TaskNotCancelableError", { message: `Task not cancelable: ${request.id}` });
      task.status = { state: "TASK_STATE_CANCELED" };
      return task as never;
    },
    async *SubscribeToTask(request: Json) {
      const task = tasks.get(request.id);
      if (task === undefined) throw notFound(request.id);
      yield { task } as never;
    },
    CreateTaskPushNotificationConfig(request: Json) {
      if (!tasks.has(request.taskId)) throw notFound(request.taskId);
      const config = { id: request.id || `config-${configs.size + 1}`, taskId: request.taskId, url: request.url, token: request.token ?? "" };
      configs.set(`${config.taskId}/${config.id}`, config);
      return config as never;
    },
    GetTaskPushNotificationConfig(request: Json) {
      const config = configs.get(`${request.taskId}/${request.id}`);
      if (config === undefined) throw notFound(request.taskId);
      return config as never;
    },
    ListTaskPushNotificationConfigs(request: Json) {
      return { configs: [...configs.values()].filter((c) => c.taskId === request.taskId) } as never;
    },
    DeleteTaskPushNotificationConfig(request: Json) {
      if (!configs.delete(`${request.taskId}/${request.id}`)) throw notFound(request.taskId);
      return {} as never;
    },
    GetExtendedAgentCard() {
      return { ...card, name: "grpc-test (extended)" } as never;
    },
  };
  return agent;
}

/** For a describe block: the test agent's gRPC server on 127.0.0.1:0, started before its tests and closed after. */
export function grpcSuite(): { server: { readonly address: string }; card: any } {
  const card = testCard();
  let running: GrpcServer | undefined;
  before(async () => {
    running = await startGrpcServer({ agent: testAgent(card), card });
  });
  after(() => running?.close());
  return {
    server: {
      get address() {
        if (running === undefined) throw new Error("the gRPC server is not started (read the address inside a test)");
        return running.address;
      },
    },
    card,
  };
}
