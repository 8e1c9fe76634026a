// One agent over gRPC beside JSON-RPC and HTTP+JSON: the card served over HTTP lists all three, and the
// reference client calls the agent through each binding.

import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { connect, type TransportTarget } from "@a2a-bindgen/client";
import { type GrpcTransport, grpcTransport } from "@a2a-bindgen/client/grpc";
import { createA2AServer, createEchoAgent, filledCard } from "@a2a-bindgen/server";
import { startGrpcServer } from "@a2a-bindgen/server/grpc";
import { nodeListener } from "@a2a-bindgen/server/node";

const agent = createEchoAgent();
const card = {
  name: "polyglot",
  description: "one agent, three bindings",
  version: "3.1.0",
  capabilities: { streaming: true },
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "echo", name: "echo", description: "echoes over any binding", tags: ["grpc", "jsonrpc", "rest"] }],
};

// #region quickstart
const grpc = await startGrpcServer({ agent, card }); // grpc.card: GRPC at 1.0 and 0.3, at the address it bound
const web = http.createServer();
await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(web.address() as AddressInfo).port}/a2a`;
// The card served over HTTP: JSON-RPC and HTTP+JSON at the HTTP address, then the gRPC entries.
const versions = ["1.0", "0.3"];
const served = { ...card, supportedInterfaces: [...filledCard(card, base, versions).supportedInterfaces, ...grpc.card.supportedInterfaces] };
const a2a = createA2AServer({ agent, card: served, basePath: "/a2a", versions });
web.on("request", nodeListener(a2a));

// The client speaks gRPC once given its transport (Node only; connect() leaves closing it to us).
const opened: GrpcTransport[] = [];
const openGrpc = (target: TransportTarget) => {
  const transport = grpcTransport(target);
  opened.push(transport);
  return transport;
};
const client = await connect(new URL(base).origin, { bindings: ["grpc"], transports: { grpc: openGrpc } });
// #endregion quickstart

try {
  const listed = client.card.form === "1.0" ? client.card.v1_0.supportedInterfaces : [];
  assert.deepEqual(new Set(listed.map((i) => i.protocolBinding)), new Set(["JSONRPC", "HTTP+JSON", "GRPC"]));
  console.log(`the card lists ${listed.length} interfaces: ${listed.map((i) => `${i.protocolBinding} ${i.protocolVersion}`).join(", ")}`);

  let madeOverGrpc = "";
  for (const binding of ["grpc", "jsonrpc", "http+json"] as const) {
    const c = binding === "grpc" ? client : await connect(new URL(base).origin, { bindings: [binding] });
    assert.equal(c.selected.binding, binding);
    const r = await c.unary("SendMessage", { message: { messageId: `m-${binding}`, role: "ROLE_USER", parts: [{ text: binding }] } });
    assert.equal(r.task?.artifacts?.[0]?.parts?.[0]?.text, `echo: ${binding}`);
    // One agent behind every binding: the task made over gRPC is read over each of them.
    madeOverGrpc ||= r.task?.id ?? "";
    assert.equal((await c.unary("GetTask", { id: madeOverGrpc })).id, madeOverGrpc);
    const events = [];
    for await (const event of c.stream("SendStreamingMessage", { message: { messageId: `s-${binding}`, role: "ROLE_USER", parts: [{ text: "streamed" }] } }))
      events.push(event);
    assert.equal(events.at(-1)?.statusUpdate?.status?.state, "TASK_STATE_COMPLETED");
    console.log(
      `${binding} at ${c.selected.url} (${c.selected.protocolVersion}): "${r.task?.artifacts?.[0]?.parts?.[0]?.text}", GetTask of the gRPC task, a stream of ${events.length} events`,
    );
  }
} finally {
  for (const t of opened) t.close();
  await a2a.close();
  web.closeAllConnections();
  await new Promise((resolve) => web.close(resolve));
  await grpc.close();
  await agent.close();
}
