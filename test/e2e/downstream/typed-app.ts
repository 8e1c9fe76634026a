// A strict TypeScript app over the installed packages (copied into the downstream app as app.ts and compiled
// there, under moduleResolution nodenext and bundler; never run): the route table, the operations table,
// a schema's parse, a compat converter, the client's typed card and a call, and a server with an agent.
import { compat } from "@a2a-bindgen/a2a/compat";
import { operations, routes, schemas, type types } from "@a2a-bindgen/a2a/v1_0";
import { type ClientCard, connect } from "@a2a-bindgen/client";
import { type Agent, createA2AServer, type ServerAnswer } from "@a2a-bindgen/server";

// Routes: a match is read by kind; a request is built for an operation.
const matched = routes.match("GET", "/tasks/abc?historyLength=2");
const operation: string | undefined = matched.kind === "match" ? matched.operation : undefined;
const built = routes.build("GetTask", { id: "abc" });
const url: string = built.url;

// The operations table: each operation's JSON-RPC method and gRPC path as literals.
const method: "GetTask" = operations.GetTask.jsonRpcMethod;
const grpcPath: string = operations.GetTask.grpcMethod;

// A parse: the data is the validator's output type.
const task: types.Task = { id: "t-1", contextId: "c-1", status: { state: "TASK_STATE_COMPLETED" } };
const parsed = schemas.Task.safeParse(task);
const parsedId: string | undefined = parsed.success ? parsed.data.id : undefined;

// A converter toward v0.3 (a2a.json's JSON-RPC dialect): the value and what did not cross.
const older = compat.toV0_3.jsonrpc.task(task);
const lost: number = older.losses.length;

// The client: the card by the form that validated, then a typed call.
export async function call(agentUrl: string): Promise<string | undefined> {
  const client = await connect(agentUrl);
  const card: ClientCard = client.card;
  const name: string | undefined = card.form === "1.0" || card.form === "hybrid" ? card.v1_0.name : card.form === "0.3" ? card.v0_3.name : undefined;
  const answer = await client.unary("GetTask", { id: "t-1", historyLength: 1 });
  return `${name ?? "an agent"}: ${answer.status?.state ?? "no state"}`;
}

// The server: an agent's handlers typed per operation.
const agent: Agent = {
  GetTask: async (request) => ({ ...task, id: request.id ?? task.id ?? "" }),
  SendMessage: async (request) => ({
    message: { messageId: "m-1", role: "ROLE_AGENT", parts: request.message?.parts ?? [] },
  }),
  SendStreamingMessage: async function* () {
    yield { task };
  },
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
export const answer: Promise<ServerAnswer> = server.handle({ method: "GET", path: "/tasks/t-1", headers: {}, body: new Uint8Array() });
export const seen = { operation, url, method, grpcPath, parsedId, lost };
