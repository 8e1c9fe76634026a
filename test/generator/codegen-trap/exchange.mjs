// Run by trap.test.ts in a child node under test/support/no-code-from-strings.mjs: the reference server (node
// adapter on 127.0.0.1, port 0, and its gRPC server) and the reference client at one protocol version
// (argv[2], "1.0" or "0.3"), over JSON-RPC, HTTP+JSON and gRPC, with valid and invalid bodies. Plain
// JavaScript on the built packages, so that no loader runs in the child besides the trap. Expected values by
// hand: the echo agent (server/src/echo.ts: "message: …" answers a Message "echo: …", other text a task
// completed with an artifact "echo: …"), JSON-RPC 2.0 (-32602 Invalid params), the quick reference §5
// (InvalidParams is HTTP 400, TaskNotFound -32001 and HTTP 404). Prints "ok <count of checks>" on success.

import assert from "node:assert/strict";
import http from "node:http";
import { protocolVersions, serviceParameters } from "@a2a-bindgen/a2a/protocol";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { connect } from "@a2a-bindgen/client";
import { grpcTransport } from "@a2a-bindgen/client/grpc";
import { A2AError } from "@a2a-bindgen/kit";
import { createA2AServer, createEchoAgent } from "@a2a-bindgen/server";
import { startGrpcServer } from "@a2a-bindgen/server/grpc";
import { nodeListener } from "@a2a-bindgen/server/node";

const version = process.argv[2];
assert.ok(version === "1.0" || version === "0.3", `give a version, 1.0 or 0.3, not ${version}`);
assert.ok(protocolVersions.includes(version));
const tables = version === "1.0" ? v1_0 : v0_3;
const timeoutMs = 5_000;
// Nothing here may hang the test: the whole run is bounded.
setTimeout(() => {
  process.stderr.write("exchange: not done in 20 s\n");
  process.exit(2);
}, 20_000).unref();

const card = {
  name: "trap",
  description: "the agent of the code-from-strings trap",
  version: "1.0.0",
  capabilities: { streaming: true },
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "echo", name: "echo", description: "echoes text", tags: ["echo"] }],
};

const agent = createEchoAgent({ push: false });
const listener = http.createServer();
await new Promise((r) => listener.listen(0, "127.0.0.1", r));
const origin = `http://127.0.0.1:${listener.address().port}`;
const server = createA2AServer({ agent, card, basePath: "/a2a", publicUrl: `${origin}/a2a` });
listener.on("request", nodeListener(server));
const grpc = await startGrpcServer({ agent, card });

let checks = 0;
let n = 0;
const user = (text) => ({ message: { messageId: `trap-${++n}`, role: "ROLE_USER", parts: [{ text }] } });

/** The v1.0 calls every binding makes; the caller sees v1.0 types whatever the wire. */
async function calls(transport, binding) {
  const m = await transport.unary("SendMessage", user("message: hi"));
  assert.equal(m.message?.parts[0]?.text, "echo: message: hi", `${binding}: ${JSON.stringify(m)}`);
  const t = await transport.unary("SendMessage", { ...user("hello"), configuration: { returnImmediately: false } });
  assert.equal(t.task?.status?.state, "TASK_STATE_COMPLETED", `${binding}: ${JSON.stringify(t)}`);
  const got = await transport.unary("GetTask", { id: t.task.id });
  assert.equal(got.artifacts?.[0]?.parts[0]?.text, "echo: hello");
  const events = [];
  for await (const e of transport.stream("SendStreamingMessage", user("streamed"))) events.push(e);
  const last = events.at(-1);
  assert.equal(last?.statusUpdate?.status?.state ?? last?.task?.status?.state, "TASK_STATE_COMPLETED", `${binding}: ${JSON.stringify(events)}`);
  await assert.rejects(transport.unary("GetTask", { id: "no-such-task" }), (e) => e instanceof A2AError && e.name === "TaskNotFoundError");
  checks += 5;
}

for (const binding of ["jsonrpc", "http+json"]) {
  const client = await connect(origin, { bindings: [binding], versions: [version], timeoutMs });
  assert.equal(client.selected.protocolVersion, version);
  await calls(client, binding);
}
const g = grpcTransport({ url: grpc.address, protocolVersion: version, tenant: undefined, timeoutMs });
try {
  await calls(g, "grpc");
  // A request that does not fit the wire message is refused by the client before sending.
  await assert.rejects(g.unary("SendMessage", { message: { messageId: "x", role: "ROLE_USER", parts: 5 } }));
  checks++;
} finally {
  g.close();
}

// Invalid bodies straight to the server, in this version's own wire form.
const headers = { "content-type": "application/json", [serviceParameters.version.headers]: version };
async function post(path, body) {
  const r = await fetch(origin + path, { method: "POST", headers, body, signal: AbortSignal.timeout(timeoutMs) });
  return { status: r.status, json: await r.json() };
}
const sendMethod = Object.keys(tables.jsonRpcMethods).find((k) => tables.jsonRpcMethods[k] === "SendMessage");
const badMessage = { messageId: 7, role: "nobody", parts: "none" };
for (const params of [{ message: badMessage }, { message: { ...badMessage, kind: "message" }, configuration: [] }, []]) {
  const r = await post("/a2a", JSON.stringify({ jsonrpc: "2.0", id: 1, method: sendMethod, params }));
  assert.equal(r.json.error?.code, -32602, JSON.stringify(r.json));
  checks++;
}
const rest = tables.routes.build("SendMessage", {});
for (const body of [JSON.stringify({ message: badMessage }), JSON.stringify({ message: { parts: [{ text: 1 }] } })]) {
  const r = await post(`/a2a${rest.url}`, body);
  assert.equal(r.status, 400, JSON.stringify(r.json));
  checks++;
}

agent.close();
await grpc.close();
listener.closeAllConnections();
await new Promise((r) => listener.close(r));
console.log(`ok ${checks}`);
