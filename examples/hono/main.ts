// The A2A server's fetch handler inside a Hono app served by @hono/node-server, next to a route of the app's
// own: the reference client calls the agent through Hono, and the app's route still answers.

import assert from "node:assert/strict";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { connect } from "@a2a-bindgen/client";
import { createA2AServer, createEchoAgent } from "@a2a-bindgen/server";
import { fetchHandler } from "@a2a-bindgen/server/fetch";

// The card names the address bound (port 0 here), so the handler is made once the port is known; with a
// fixed port and publicUrl you would make it first and route to it directly.
let a2aFetch = async (_request: Request) => new Response(null, { status: 503 });

// #region quickstart
const app = new Hono();
app.get("/status", (c) => c.json({ app: "notes", ok: true }));
// Every other path goes to the A2A server as the Web Request it is: the card, JSON-RPC, HTTP+JSON, SSE streams.
app.all("*", (c) => a2aFetch(c.req.raw));

const web = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 });
await new Promise((resolve) => web.once("listening", resolve));
const origin = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
const agent = createEchoAgent();
const a2a = createA2AServer({
  agent,
  card: {
    name: "notes-echo",
    description: "an echo agent inside a Hono app",
    version: "0.3.0",
    capabilities: { streaming: true },
    defaultInputModes: ["text/plain"],
    defaultOutputModes: ["text/plain"],
    skills: [{ id: "echo", name: "repeat", description: "answers with the text it was sent", tags: ["hono"] }],
  },
  basePath: "/a2a",
  publicUrl: `${origin}/a2a`,
});
a2aFetch = fetchHandler(a2a);
// #endregion quickstart

try {
  const client = await connect(origin, { bindings: ["http+json"] }); // the card and the calls go through Hono
  const note = (messageId: string, text: string) => ({ message: { messageId, role: "ROLE_USER" as const, parts: [{ text }] } });
  const saved = await client.unary("SendMessage", note("note-1", "buy milk"));
  assert.equal(saved.task?.artifacts?.[0]?.parts?.[0]?.text, "echo: buy milk");
  const read = await client.unary("GetTask", { id: saved.task?.id ?? "" });
  assert.equal(read.status?.state, "TASK_STATE_COMPLETED");
  const states = [];
  for await (const event of client.stream("SendStreamingMessage", note("note-2", "call back"))) {
    if (event.statusUpdate?.status?.state !== undefined) states.push(event.statusUpdate.status.state);
  }
  assert.equal(states.at(-1), "TASK_STATE_COMPLETED");
  console.log(`A2A HTTP+JSON through Hono: "${saved.task?.artifacts?.[0]?.parts?.[0]?.text}", GetTask ${read.status?.state}, a stream: ${states.join(" → ")}`);

  const own = await fetch(`${origin}/status`);
  assert.match(own.headers.get("content-type") ?? "", /^application\/json/);
  assert.deepEqual(await own.json(), { app: "notes", ok: true });
  console.log(`the app's own GET /status: ${own.status}, Hono's JSON`);
} finally {
  await a2a.close();
  await agent.close();
  await new Promise((resolve) => web.close(resolve));
}
