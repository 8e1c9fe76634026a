// Run inside the downstream app (copied there as reference.js) from the installed tarballs: the reference
// server and client, every binding at both versions. Prints what each call saw as one JSON line.

import http from "node:http";
import { createA2AServer, createEchoAgent } from "@a2a-bindgen/server";
import { nodeListener } from "@a2a-bindgen/server/node";
import { startGrpcServer } from "@a2a-bindgen/server/grpc";
import { connect } from "@a2a-bindgen/client";
import { grpcTransport } from "@a2a-bindgen/client/grpc";

const agent = createEchoAgent();
const card = {
  name: "echo",
  description: "echoes",
  version: "1.0.0",
  capabilities: { streaming: true },
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "echo", name: "echo", description: "echoes text", tags: ["echo"] }],
  supportedInterfaces: [],
};
let listener = (_req, res) => res.writeHead(503).end();
const web = http.createServer((req, res) => listener(req, res));
await new Promise((resolve) => web.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${web.address().port}`;
const grpc = await startGrpcServer({ agent, card });
for (const v of ["1.0", "0.3"]) {
  card.supportedInterfaces.push(
    { url: `${origin}/a2a`, protocolBinding: "JSONRPC", protocolVersion: v },
    { url: `${origin}/a2a`, protocolBinding: "HTTP+JSON", protocolVersion: v },
    { url: grpc.address, protocolBinding: "GRPC", protocolVersion: v },
  );
}
listener = nodeListener(createA2AServer({ agent, card, basePath: "/a2a" }));
const calls = [];
try {
  for (const binding of ["jsonrpc", "http+json", "grpc"]) {
    for (const version of ["1.0", "0.3"]) {
      const client = await connect(origin, { transports: { grpc: grpcTransport }, bindings: [binding], versions: [version], timeoutMs: 5000 });
      const r = await client.unary("SendMessage", { message: { messageId: `m-${binding}-${version}`, role: "ROLE_USER", parts: [{ text: "hi" }] } });
      let missing;
      try {
        await client.unary("GetTask", { id: "no-such-task" });
      } catch (e) {
        missing = e.name;
      }
      calls.push({
        binding: client.selected.binding,
        version: client.selected.protocolVersion,
        state: r.task?.status?.state,
        artifact: r.task?.artifacts?.[0]?.parts?.[0]?.text,
        missing,
      });
      client.transport.close?.();
    }
  }
} finally {
  await grpc.close();
  await new Promise((resolve) => web.close(resolve));
  agent.close();
}
console.log(JSON.stringify(calls));
