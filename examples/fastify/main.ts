// The A2A server inside a Fastify 5 app, next to a route of the app's own: the reference client calls the
// agent through Fastify, and the app's route still answers.

import assert from "node:assert/strict";
import type { RequestListener } from "node:http";
import Fastify from "fastify";
import { connect } from "@a2a-bindgen/client";
import { createA2AServer, createEchoAgent } from "@a2a-bindgen/server";
import { nodeListener } from "@a2a-bindgen/server/node";

const app = Fastify();
app.post("/orders", async (request) => ({ received: request.body })); // Fastify parses this JSON body itself

// The card names the address bound (port 0 here), so the A2A server is built once Fastify listens; with a
// fixed port and publicUrl you would build it first and pass nodeListener(server) straight in.
let a2aListener: RequestListener = (_req, res) => void res.writeHead(503).end();

// #region quickstart
await app.register(async (a2aScope) => {
  // Fastify reads bodies with its content-type parsers; the A2A listener reads the raw body itself (its size
  // limit, 415 for what is not JSON). In this encapsulated scope only, one parser leaves every body unread
  // (the app's own routes keep Fastify's JSON parser).
  a2aScope.removeAllContentTypeParsers();
  a2aScope.addContentTypeParser("*", (_request, _payload, done) => done(null));
  // Every path the app's own routes do not take: the card, the JSON-RPC endpoint, the HTTP+JSON routes.
  a2aScope.all("/*", (request, reply) => {
    reply.hijack(); // the listener writes the answer, SSE streams included: Fastify must not
    a2aListener(request.raw, reply.raw);
  });
});
const origin = await app.listen({ host: "127.0.0.1", port: 0 });
const agent = createEchoAgent();
const card = {
  name: "ledger-echo",
  description: "an echo agent inside a Fastify app",
  version: "0.2.0",
  capabilities: { streaming: true },
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "echo", name: "echo back", description: "repeats the text", tags: ["demo", "fastify"] }],
};
const a2a = createA2AServer({ agent, card, basePath: "/a2a", publicUrl: `${origin}/a2a` });
a2aListener = nodeListener(a2a);
// #endregion quickstart

try {
  for (const binding of ["jsonrpc", "http+json"] as const) {
    const client = await connect(origin, { bindings: [binding] }); // the card and the calls go through Fastify
    const r = await client.unary("SendMessage", { message: { messageId: `m-${binding}`, role: "ROLE_USER", parts: [{ text: "ping" }] } });
    assert.equal(r.task?.artifacts?.[0]?.parts?.[0]?.text, "echo: ping");
    const events = [];
    for await (const event of client.stream("SendStreamingMessage", { message: { messageId: `s-${binding}`, role: "ROLE_USER", parts: [{ text: "pong" }] } }))
      events.push(event);
    assert.equal(events.at(-1)?.statusUpdate?.status?.state, "TASK_STATE_COMPLETED");
    console.log(`A2A ${binding} through Fastify: "${r.task?.artifacts?.[0]?.parts?.[0]?.text}", then a stream of ${events.length} events`);
  }

  const order = { item: "ledger paper", quantity: 3 };
  const own = await fetch(`${origin}/orders`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(order) });
  assert.equal(own.status, 200);
  assert.deepEqual(await own.json(), { received: order });
  console.log("the app's own POST /orders: 200, its JSON body parsed by Fastify (the parsers step aside in the A2A scope only)");
} finally {
  await a2a.close();
  await agent.close();
  await app.close();
}
