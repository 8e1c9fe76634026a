// The node:http adapter inside an express 5 app: `app.use(nodeListener(server))` is the whole wiring
// (no body parser in front of it: the adapter reads the body itself). The client reads the card and calls
// over JSON-RPC and HTTP+JSON at both versions; expected values by hand from the echo agent's contract
// (README: "anything else makes a completed task with an `echo: …` artifact").

import assert from "node:assert/strict";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { after, before, test } from "node:test";
import express from "express";
import { connect } from "@a2a-bindgen/client";
import { createA2AServer, createEchoAgent, type EchoAgent } from "@a2a-bindgen/server";
import { nodeListener } from "@a2a-bindgen/server/node";
import { bareCard } from "../support/cards.js";

let agent: EchoAgent;
let http: Server;
let origin = "";

before(async () => {
  agent = createEchoAgent();
  const app = express();
  let listener: ReturnType<typeof nodeListener> | undefined;
  app.use((req, res) => listener?.(req, res));
  http = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const card = bareCard("echo", "echoes", {});
  listener = nodeListener(createA2AServer({ agent, card, basePath: "/a2a", publicUrl: `${origin}/a2a` }));
});

after(async () => {
  http?.closeAllConnections();
  await new Promise((resolve) => http?.close(resolve));
  agent?.close();
});

for (const binding of ["jsonrpc", "http+json"] as const) {
  for (const version of ["1.0", "0.3"]) {
    test(`express: SendMessage and an unknown GetTask over ${binding} at ${version}`, { timeout: 10_000 }, async () => {
      const client = await connect(origin, { bindings: [binding], versions: [version], timeoutMs: 5000 });
      assert.deepEqual([client.selected.binding, client.selected.protocolVersion], [binding, version]);
      const r = await client.unary("SendMessage", { message: { messageId: `m-${binding}-${version}`, role: "ROLE_USER", parts: [{ text: "hi" }] } });
      assert.equal(r.task?.status?.state, "TASK_STATE_COMPLETED");
      assert.equal(r.task?.artifacts?.[0]?.parts?.[0]?.text, "echo: hi");
      await assert.rejects(client.unary("GetTask", { id: "no-such-task" }), (e: unknown) => (e as Error).name === "TaskNotFoundError");
    });
  }
}
