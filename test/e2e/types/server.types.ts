// The server's handlers: typed per operation by the v1.0 validators' output (RequestOf, ResponseOf), the
// same message schemas the server checks answers with at run time. A wrong name, a wrong shape or another
// operation's type does not compile; what only the run-time check refuses is listed at the end.
import {
  type Agent,
  type CallContext,
  createA2AServer,
  createEchoAgent,
  type Handler,
  type RequestOf,
  type ResponseOf,
  type ServerAnswer,
} from "@a2a-bindgen/server";
import type { types } from "@a2a-bindgen/a2a/v1_0";

const task: types.Task = { id: "t-1", contextId: "c-1", status: { state: "TASK_STATE_COMPLETED" } };

// Correct uses: a unary handler answers its response (sync or a promise), a streaming one yields stream items.
const agent: Agent = {
  SendMessage: async (request: RequestOf<"SendMessage">, context: CallContext) => {
    const text: string | undefined = request.message?.parts?.[0]?.text;
    void text;
    void context.protocolVersion;
    return { task };
  },
  GetTask: (request) => ({ ...task, id: request.id ?? "t-1" }),
  CancelTask: async () => ({ ...task, status: { state: "TASK_STATE_CANCELED" } }),
  SendStreamingMessage: async function* () {
    yield { task };
    yield { statusUpdate: { taskId: "t-1", contextId: "c-1", status: { state: "TASK_STATE_WORKING" } } };
  },
  DeleteTaskPushNotificationConfig: async () => ({}),
};
const card: types.AgentCard = {
  name: "typed",
  description: "a typed agent",
  version: "1.0.0",
  supportedInterfaces: [{ url: "http://127.0.0.1/", protocolBinding: "JSONRPC", protocolVersion: "1.0" }],
  capabilities: {},
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "s", name: "s", description: "s", tags: ["s"] }],
};
const server = createA2AServer({ agent, card });
const answer: Promise<ServerAnswer> = server.handle({ method: "GET", path: "/tasks/t-1", headers: {}, body: new Uint8Array() });
void answer;
void createEchoAgent;
const getTask: Handler<"GetTask"> = () => task;
const answered: ResponseOf<"GetTask"> = task;
void getTask;
void answered;

// Misuses.
const wrong: Agent = {
  // @ts-expect-error: GetTask answers a Task, not a Message
  GetTask: async () => ({ messageId: "m-1", role: "ROLE_AGENT", parts: [] }) satisfies types.Message,
  // @ts-expect-error: a state name the enum lacks
  CancelTask: async () => ({ ...task, status: { state: "TASK_STATE_DONE" } }),
  // @ts-expect-error: a streaming operation's handler yields; a promise is not a stream
  SendStreamingMessage: async () => ({ task }),
  // @ts-expect-error: a field of the wrong type (Task.id is a string)
  ListTasks: async () => ({ tasks: [{ ...task, id: 42 }] }),
};
void wrong;
const missing: Agent = {
  // @ts-expect-error: Task.id is REQUIRED and a successful parse guarantees it: an answer without it does not compile
  GetTask: () => ({ contextId: "c-1", status: { state: "TASK_STATE_WORKING" } }),
};
void missing;
// @ts-expect-error: Task.status is REQUIRED too
const statusless: Handler<"CancelTask"> = async () => ({ id: "t-1" });
void statusless;
const misnamed: Agent = {
  // @ts-expect-error: no operation GetTaskk
  GetTaskk: async () => task,
};
void misnamed;
// @ts-expect-error: a field SendMessageResponse lacks, in a literal of the response type
const extra: ResponseOf<"SendMessage"> = { task, taskId: "t-1" };
void extra;
const readsWrong: Handler<"GetTask"> = (request) => {
  // @ts-expect-error: GetTaskRequest has no messageId
  void request.messageId;
  return task;
};
void readsWrong;
// @ts-expect-error: another operation's response type
const crossed: ResponseOf<"SendMessage"> = task;
void crossed;

// What compiles and is refused only at run time (validateAnswers, on by default): values a type cannot
// state. Each is an invalid answer the server reports to onError and answers as an internal error.
const formats: Handler<"GetTask"> = () => ({ ...task, status: { state: "TASK_STATE_COMPLETED", timestamp: "yesterday" } });
const bothMembers: Handler<"SendMessage"> = () => ({ task, message: { messageId: "m-1", role: "ROLE_AGENT", parts: [{ text: "hi" }] } });
const wide = { ...task, unknownField: 1 };
const viaVariable: Handler<"GetTask"> = () => wide;
// A handler's returned literal is inferred, then compared: TypeScript checks excess fields of a function's
// return only against a declared return type.
const viaAsync: Handler<"SendMessage"> = async () => ({ task, taskId: "t-1" });
const emptyId: Handler<"GetTask"> = () => ({ ...task, id: "" });
void emptyId;
void formats;
void bothMembers;
void viaVariable;
void viaAsync;
