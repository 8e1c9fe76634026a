// The server checks its cards when it is built and refuses to start, naming the field by its JSON path:
// a card that lists no interface once publicUrl has filled it (lf/a2a/v1/a2a.proto AgentCard.supported_interfaces
// is REQUIRED; a client finds nothing to call, quick reference step 1), an interface url that is not absolute
// (AgentInterface.url: "Must be a valid absolute HTTPS URL in production"), and anything else the v1.0
// AgentCard message refuses. The extended card (GetExtendedAgentCard) likewise. On the HTTP server
// (createA2AServer) and the gRPC one (grpcRoutes, grpcHandler).

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createA2AServer, createEchoAgent, type ServerOptions } from "@a2a-bindgen/server";
import { grpcHandler, grpcRoutes } from "@a2a-bindgen/server/grpc";
import { bareCard } from "../support/cards.js";

/** A card that lists no interface; every other REQUIRED field of the v1.0 AgentCard is set. */
const bare = (name = "checked"): Record<string, unknown> => bareCard(name, "a card the server checks", { streaming: true, extendedAgentCard: true });

const jsonrpc = (url: string) => ({ url, protocolBinding: "JSONRPC", protocolVersion: "1.0" });

function build(options: Partial<ServerOptions> & Record<string, unknown>): () => unknown {
  return () => createA2AServer({ agent: createEchoAgent(), card: bare() as never, ...options } as ServerOptions);
}

/** Asserts that `fn` throws an error whose message has every one of `parts`. */
function refused(fn: () => unknown, ...parts: string[]): void {
  assert.throws(fn, (e: unknown) => {
    assert.ok(e instanceof Error, `not an Error: ${String(e)}`);
    for (const p of parts) assert.ok(e.message.includes(p), `"${e.message}" does not name ${p}`);
    return true;
  });
}

describe("createA2AServer checks its card when it is built", () => {
  test("a card without interfaces and no publicUrl is refused, naming the field and both remedies", () => {
    refused(build({}), "card.supportedInterfaces", "publicUrl");
    refused(build({ card: { ...bare(), supportedInterfaces: [] } as never }), "card.supportedInterfaces", "publicUrl");
  });

  test("a relative or non-absolute interface url is refused with its JSON path and value", () => {
    refused(build({ card: { ...bare(), supportedInterfaces: [jsonrpc("a2a")] } as never }), 'card.supportedInterfaces[0].url: "a2a" is not an absolute URL');
    refused(
      build({ card: { ...bare(), supportedInterfaces: [jsonrpc("https://agent.example/a2a"), jsonrpc("/a2a")] } as never }),
      'card.supportedInterfaces[1].url: "/a2a"',
    );
    // JSON-RPC and HTTP+JSON are served over HTTP: their urls are http: or https: URLs.
    refused(build({ card: { ...bare(), supportedInterfaces: [jsonrpc("ftp://agent.example/a2a")] } as never }), "card.supportedInterfaces[0].url");
  });

  test("a publicUrl that is not an absolute http(s) URL is refused by its name", () => {
    refused(build({ publicUrl: "a2a" }), 'publicUrl: "a2a"');
    refused(build({ publicUrl: "agent.example:443/a2a" }), "publicUrl");
  });

  test("a schema error is refused with the issue's JSON path", () => {
    const skills = [{ id: "echo", name: "echo", description: "echoes" }]; // tags is REQUIRED
    refused(build({ card: { ...bare(), skills } as never, publicUrl: "http://127.0.0.1:9/a2a" }), "card.skills[0].tags");
    refused(build({ card: { ...bare(), capabilities: { streaming: "yes" } } as never, publicUrl: "http://127.0.0.1:9/a2a" }), "card.capabilities.streaming");
    // A field the v1.0 card lacks (the v0.3 single form's url) is the application's mistake, not something to serve.
    refused(build({ card: { ...bare(), url: "http://127.0.0.1:9/a2a" } as never, publicUrl: "http://127.0.0.1:9/a2a" }), "card.url");
  });

  test("a card with interfaces, or without them and with a publicUrl, builds", () => {
    assert.doesNotThrow(build({ card: { ...bare(), supportedInterfaces: [jsonrpc("http://127.0.0.1:9/a2a")] } as never }));
    assert.doesNotThrow(build({ publicUrl: "https://agent.example/a2a" }));
  });

  test("the extended card is checked the same way, by its own name", () => {
    const publicUrl = "http://127.0.0.1:9/a2a";
    refused(
      build({ publicUrl, extendedCard: { ...bare("extended"), supportedInterfaces: [jsonrpc("a2a")] } }),
      'extendedCard.supportedInterfaces[0].url: "a2a"',
    );
    refused(build({ publicUrl, extendedCard: { ...bare("extended"), skills: [{ id: "x" }] } }), "extendedCard.skills[0].name");
    refused(build({ extendedCard: { ...bare("extended"), supportedInterfaces: [jsonrpc(publicUrl)] } }), "card.supportedInterfaces");
    assert.doesNotThrow(build({ publicUrl, extendedCard: bare("extended") as never }));
  });

  test("an extended card the public card does not announce is refused", () => {
    // capabilities.extendedAgentCard not true: GetExtendedAgentCard answers ExtendedAgentCardNotConfiguredError (rules file).
    const card = { ...bare(), capabilities: { streaming: true } };
    refused(
      build({ card: card as never, publicUrl: "http://127.0.0.1:9/a2a", extendedCard: bare("extended") as never }),
      "card.capabilities.extendedAgentCard",
    );
  });
});

describe("the gRPC builders check their card when they are built", () => {
  const agent = createEchoAgent();
  const grpc = (url: string) => ({ url, protocolBinding: "GRPC", protocolVersion: "1.0" });

  test("no interface, and no publicUrl to fill one", () => {
    refused(() => grpcRoutes({ agent, card: bare() as never }), "card.supportedInterfaces", "publicUrl");
    refused(() => grpcHandler({ agent, card: bare() as never }), "card.supportedInterfaces", "publicUrl");
  });

  test("a gRPC url is an absolute URL or host:port; anything else is refused", () => {
    assert.doesNotThrow(() => grpcRoutes({ agent, card: { ...bare(), supportedInterfaces: [grpc("127.0.0.1:50051")] } as never }));
    assert.doesNotThrow(() => grpcRoutes({ agent, card: { ...bare(), supportedInterfaces: [grpc("https://grpc.example.com/a2a")] } as never }));
    refused(() => grpcRoutes({ agent, card: { ...bare(), supportedInterfaces: [grpc("a2a")] } as never }), 'card.supportedInterfaces[0].url: "a2a"');
  });

  test("a schema error, and the extended card", () => {
    const card = { ...bare(), supportedInterfaces: [grpc("127.0.0.1:50051")] };
    refused(() => grpcRoutes({ agent, card: { ...card, defaultInputModes: "text/plain" } as never }), "card.defaultInputModes");
    refused(
      () => grpcRoutes({ agent, card: card as never, extendedCard: { ...bare("x"), supportedInterfaces: [grpc("/a2a")] } as never }),
      "extendedCard.supportedInterfaces[0].url",
    );
  });
});
