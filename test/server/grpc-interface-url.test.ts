// How a card names a gRPC interface (rules file decision "grpc-interface-url"). lf/a2a/v1/a2a.proto v1.0.1
// AgentInterface.url: "Must be a valid absolute HTTPS URL in production. Example: ...,
// https://grpc.example.com/a2a": by default the server fills http://host:port (startGrpcServer, see
// start-url.test.ts). `grpcUrlForm: "host:port"` fills the address gRPC clients dial, which @a2a-js/sdk's
// gRPC clients need (they hand the url to grpc-js as its target). A v0.3 card names a gRPC interface by
// host:port whatever the v1.0 card says: @a2a-js/sdk 0.3.x's gRPC client dials nothing else. Our client
// takes both forms. Everything on 127.0.0.1, port 0.

import assert from "node:assert/strict";
import { test } from "node:test";
import { Role, TaskState } from "@a2a-js/sdk";
import { ClientFactory, ClientFactoryOptions } from "@a2a-js/sdk/client";
import { GrpcTransportFactory } from "@a2a-js/sdk/client/grpc";
import * as client03 from "a2a-js-sdk-0.3/client";
import * as grpc03 from "a2a-js-sdk-0.3/client/grpc";
import { createA2AServer, createEchoAgent } from "@a2a-bindgen/server";
import { startGrpcServer } from "@a2a-bindgen/server/grpc";
import { startNodeServer } from "@a2a-bindgen/server/node";
import { bareCard, hello } from "../support/cards.js";
import { connectToGrpcCard } from "../support/connect-grpc.js";

const bare = () => bareCard("grpc-url");

test('grpcUrlForm "host:port": the card names the bound address as host:port; our client and @a2a-js/sdk 1.3.0\'s gRPC client reach the agent through it', async () => {
  const agent = createEchoAgent();
  const grpc = await startGrpcServer({ agent, card: bare(), grpcUrlForm: "host:port", onClose: () => agent.close() });
  const web = await startNodeServer({ server: { agent, card: grpc.card } });
  let close: () => void = () => {};
  try {
    const at = `127.0.0.1:${grpc.port}`;
    // Ours, from the card served over HTTP.
    const grpcClient = await connectToGrpcCard(grpc.card, at, web.url);
    close = grpcClient.close;
    const client = grpcClient.client;
    assert.equal((await client.unary("SendMessage", hello)).task?.status?.state, "TASK_STATE_COMPLETED");

    // @a2a-js/sdk 1.3.0's, from the same interface (its own card shape).
    const options = ClientFactoryOptions.createFrom(ClientFactoryOptions.default, {
      transports: [new GrpcTransportFactory()],
      preferredTransports: ["GRPC"],
    } as never);
    const sdk: any = await new ClientFactory(options).createFromAgentCard({
      ...bare(),
      documentationUrl: "",
      iconUrl: "",
      signatures: [],
      supportedInterfaces: [{ ...grpc.card.supportedInterfaces[0], tenant: "" }],
      capabilities: { streaming: true, pushNotifications: false, extendedAgentCard: false, extensions: [] },
      securitySchemes: {},
      securityRequirements: [],
    } as never);
    const t = await sdk.sendMessage({
      tenant: "",
      message: {
        messageId: "m-sdk",
        role: Role.ROLE_USER,
        contextId: "",
        taskId: "",
        parts: [{ content: { $case: "text", value: "hello" }, filename: "", mediaType: "text/plain" }],
        extensions: [],
        referenceTaskIds: [],
      },
    });
    assert.equal(t.status.state, TaskState.TASK_STATE_COMPLETED);
  } finally {
    close();
    await web.close();
    await grpc.close();
  }
});

test("default (url): the v1.0 card says http://host:port, the v0.3 card host:port, and @a2a-js/sdk 0.3.14's gRPC client reaches the agent through the v0.3 card", async () => {
  const agent = createEchoAgent();
  const grpc = await startGrpcServer({ agent, card: bare(), onClose: () => agent.close() });
  const web = await startNodeServer({ server: { agent, card: grpc.card } });
  try {
    assert.deepEqual(
      grpc.card.supportedInterfaces?.map((i) => i.url),
      [`http://127.0.0.1:${grpc.port}`, `http://127.0.0.1:${grpc.port}`],
    );
    // A request without A2A-Version is a v0.3 client's (§3.6.2): the v0.3 card (and the v1.0 list beside it).
    const card = await (await fetch(`${web.url}/.well-known/agent-card.json`)).json();
    assert.equal(card.url, `127.0.0.1:${grpc.port}`);
    assert.equal(card.preferredTransport, "GRPC");
    assert.deepEqual(
      card.supportedInterfaces.map((i: { url: string }) => i.url),
      [`http://127.0.0.1:${grpc.port}`, `http://127.0.0.1:${grpc.port}`],
    );

    const options = client03.ClientFactoryOptions.createFrom(client03.ClientFactoryOptions.default, {
      transports: [new grpc03.GrpcTransportFactory()],
      preferredTransports: ["GRPC"],
    } as never);
    const sdk: any = await new client03.ClientFactory(options).createFromAgentCard(card);
    const t = await sdk.sendMessage({ message: { kind: "message", messageId: "m-03", role: "user", parts: [{ kind: "text", text: "hello" }] } });
    assert.equal(t.status.state, "completed");
  } finally {
    await web.close();
    await grpc.close();
  }
});

test("a v0.3 card names a gRPC interface host:port (the scheme's port when none is given); a url with a path stays as written", async () => {
  const card = {
    ...bare(),
    supportedInterfaces: [
      { url: "https://grpc.example.com", protocolBinding: "GRPC", protocolVersion: "0.3" },
      { url: "https://a2a.example.com/a2a", protocolBinding: "JSONRPC", protocolVersion: "0.3" },
      { url: "https://grpc.example.com:8443/a2a", protocolBinding: "GRPC", protocolVersion: "0.3" },
      { url: "http://[::1]:50051/", protocolBinding: "GRPC", protocolVersion: "0.3" },
    ],
  };
  const server = createA2AServer({ agent: {}, card, cardVersion: "0.3" });
  const answer = await server.handle({ method: "GET", path: "/.well-known/agent-card.json", headers: {}, body: new Uint8Array() });
  assert.ok("body" in answer);
  const v03 = JSON.parse(new TextDecoder().decode(answer.body));
  assert.equal(v03.url, "grpc.example.com:443");
  assert.equal(v03.preferredTransport, "GRPC");
  assert.deepEqual(v03.additionalInterfaces, [
    { url: "grpc.example.com:443", transport: "GRPC" },
    { url: "https://a2a.example.com/a2a", transport: "JSONRPC" },
    { url: "https://grpc.example.com:8443/a2a", transport: "GRPC" },
    { url: "[::1]:50051", transport: "GRPC" },
  ]);
});

test('startGrpcServer refuses a grpcUrlForm other than "url" or "host:port", naming it', async () => {
  await assert.rejects(startGrpcServer({ agent: {}, card: bare(), grpcUrlForm: "grpc" as never }), {
    name: "TypeError",
    message: /grpcUrlForm: "url" or "host:port", not "grpc"/,
  });
});
