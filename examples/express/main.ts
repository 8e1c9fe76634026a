// The A2A server inside an Express 5 app, next to a route of the app's own: the reference client calls the
// agent through Express, and the app's route still answers.

import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { connect } from "@a2a-bindgen/client";
import { createA2AServer, createEchoAgent } from "@a2a-bindgen/server";
import { nodeListener } from "@a2a-bindgen/server/node";

const app = express();
app.get("/status", (_req, res) => {
  res.json({ app: "storefront", ok: true });
});
const web = http.createServer(app);
await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;

// #region quickstart
const agent = createEchoAgent();
const a2a = createA2AServer({
  agent,
  card: {
    name: "storefront-echo",
    description: "an echo agent inside an Express app",
    version: "0.1.0",
    capabilities: { streaming: true },
    defaultInputModes: ["text/plain"],
    defaultOutputModes: ["text/plain"],
    skills: [{ id: "echo", name: "echo", description: "echoes the text it gets", tags: ["demo"] }],
  },
  basePath: "/a2a",
  publicUrl: `${origin}/a2a`, // the card names this address (here the port just bound)
});
// After the app's own routes, and no body parser in front: the listener reads the body itself (its size limit,
// 415 for what is not JSON). It answers every path it reaches, unknown ones with A2A's 404.
app.use(nodeListener(a2a));
// #endregion quickstart

try {
  const client = await connect(origin); // reads /.well-known/agent-card.json through Express
  const r = await client.unary("SendMessage", { message: { messageId: "m-1", role: "ROLE_USER", parts: [{ text: "ping" }] } });
  assert.equal(r.task?.status?.state, "TASK_STATE_COMPLETED");
  assert.equal(r.task?.artifacts?.[0]?.parts?.[0]?.text, "echo: ping");
  console.log(`A2A through Express (${client.selected.binding} ${client.selected.protocolVersion}): ${r.task?.artifacts?.[0]?.parts?.[0]?.text}`);

  const events = [];
  for await (const event of client.stream("SendStreamingMessage", { message: { messageId: "m-2", role: "ROLE_USER", parts: [{ text: "pong" }] } }))
    events.push(event);
  assert.equal(events.at(-1)?.statusUpdate?.status?.state, "TASK_STATE_COMPLETED");
  console.log(`a stream through Express: ${events.length} events, the last ${events.at(-1)?.statusUpdate?.status?.state}`);

  const own = await fetch(`${origin}/status`);
  assert.equal(own.status, 200);
  assert.deepEqual(await own.json(), { app: "storefront", ok: true });
  console.log("the app's own GET /status: 200", JSON.stringify({ app: "storefront", ok: true }));
} finally {
  await a2a.close();
  await agent.close();
  web.closeAllConnections();
  await new Promise((resolve) => web.close(resolve));
}
