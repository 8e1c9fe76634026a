// startNodeServer and startGrpcServer without a publicUrl, on port 0, with a card that lists no interface:
// the card names the address they bound, and @a2a-bindgen/client's connect() reaches the agent through it.
// Expected entries by hand: one per binding and version, newest version first (docs/server.md), at the bound
// origin plus the base path; a gRPC entry as an absolute URL (lf/a2a/v1/a2a.proto AgentInterface.url: "a valid
// absolute HTTPS URL", http for plaintext HTTP/2). Listening on every address (0.0.0.0, ::) gives no URL a
// client can use: refused, naming publicUrl.

import assert from "node:assert/strict";
import { test } from "node:test";
import { connect } from "@a2a-bindgen/client";
import { createEchoAgent } from "@a2a-bindgen/server";
import { startGrpcServer } from "@a2a-bindgen/server/grpc";
import { startNodeServer } from "@a2a-bindgen/server/node";
import { bareCard, hello } from "../support/cards.js";
import { connectToGrpcCard } from "../support/connect-grpc.js";

const bare = (name = "started") => bareCard(name, "a card without interfaces", { streaming: true, extendedAgentCard: true });

test("startNodeServer, port 0, no publicUrl: both cards name the bound port and connect() reaches the agent", async () => {
  const agent = createEchoAgent();
  const server = await startNodeServer({ server: { agent, card: bare(), extendedCard: bare("extended"), basePath: "/a2a", onClose: () => agent.close() } });
  try {
    assert.notEqual(server.port, 0);
    const at = `http://127.0.0.1:${server.port}/a2a`;
    const expected = [
      { url: at, protocolBinding: "JSONRPC", protocolVersion: "1.0" },
      { url: at, protocolBinding: "HTTP+JSON", protocolVersion: "1.0" },
      { url: at, protocolBinding: "JSONRPC", protocolVersion: "0.3" },
      { url: at, protocolBinding: "HTTP+JSON", protocolVersion: "0.3" },
    ];
    const client = await connect(server.url, { timeoutMs: 5_000 });
    assert.equal(client.card.form, "1.0");
    assert.deepEqual(client.card.form === "1.0" ? client.card.v1_0.supportedInterfaces : undefined, expected);
    assert.equal(client.selected.url, at);
    const r = await client.unary("SendMessage", hello);
    assert.equal(r.task?.status?.state, "TASK_STATE_COMPLETED");
    assert.equal(r.task?.artifacts?.[0]?.parts?.[0]?.text, "echo: hello");
    const extended = await client.unary("GetExtendedAgentCard", {});
    assert.equal(extended.name, "extended");
    assert.deepEqual(extended.supportedInterfaces, expected);
  } finally {
    await server.close();
  }
});

test("startGrpcServer, port 0, no publicUrl: its card names the bound port and connect() reaches the agent over gRPC", async () => {
  const agent = createEchoAgent();
  const grpc = await startGrpcServer({ agent, card: bare(), onClose: () => agent.close() });
  // The gRPC server serves no card of its own: the HTTP server serves its card as given (it lists interfaces).
  const web = await startNodeServer({ server: { agent, card: grpc.card } });
  let close: () => void = () => {};
  try {
    const at = `http://127.0.0.1:${grpc.port}`;
    const grpcClient = await connectToGrpcCard(grpc.card, at, web.url);
    close = grpcClient.close;
    const client = grpcClient.client;
    const r = await client.unary("SendMessage", hello);
    assert.equal(r.task?.status?.state, "TASK_STATE_COMPLETED");
    assert.equal(r.task?.artifacts?.[0]?.parts?.[0]?.text, "echo: hello");
  } finally {
    close();
    await web.close();
    await grpc.close();
  }
});

test("listening on every address without a publicUrl is refused, naming publicUrl; with one it starts", async () => {
  const agent = createEchoAgent();
  for (const host of ["0.0.0.0", "::"]) {
    await assert.rejects(startNodeServer({ host, server: { agent, card: bare() } }), (e: Error) => e.message.includes("publicUrl") && e.message.includes(host));
    await assert.rejects(startGrpcServer({ host, agent, card: bare() }), (e: Error) => e.message.includes("publicUrl") && e.message.includes(host));
  }
  const server = await startNodeServer({ host: "0.0.0.0", server: { agent, card: bare(), publicUrl: "https://agent.example/a2a" } });
  await server.close();
  await agent.close();
});

test("a card refused once the port is bound closes the server again", async () => {
  const agent = createEchoAgent();
  // skills is REQUIRED: [] is refused (AgentCard.skills). Had the server stayed open, this file would never end.
  await assert.rejects(startNodeServer({ server: { agent, card: { ...bare(), skills: [] } } }), /card\.skills/);
  await assert.rejects(startGrpcServer({ agent, card: { ...bare(), skills: [] } }), /card\.skills/);
  await agent.close();
});
