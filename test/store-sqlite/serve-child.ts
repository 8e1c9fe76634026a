// A server process on a SQLite file for the crash test: the echo agent (an executor on the task
// runtime) on @a2a-bindgen/store-sqlite, webhooks to loopback allowed (the test's receiver is on
// 127.0.0.1), node:http on 127.0.0.1 and a free port. argv: the file, and lockTimeoutMs (default 0).
// Prints "opening" before it opens the file, then "ready <port> <recovered>"; when the open is
// refused, "refused: <message>" on stderr and exit code 1. On SIGTERM it closes gracefully (the server,
// then the agent, then the stores).

import type { types } from "@a2a-bindgen/a2a/v1_0";
import { createEchoAgent } from "@a2a-bindgen/server";
import { startNodeServer } from "@a2a-bindgen/server/node";
import { openSqliteStores } from "@a2a-bindgen/store-sqlite";

const card: types.AgentCard = {
  name: "durable echo",
  description: "echo on SQLite",
  version: "1.0.0",
  capabilities: { streaming: true, pushNotifications: true },
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "echo", name: "echo", description: "echo", tags: ["echo"] }],
};

process.stdout.write("opening\n");
const stores = await openSqliteStores({ path: process.argv[2]!, lockTimeoutMs: Number(process.argv[3] ?? 0) }).catch((e: Error) => {
  process.stderr.write(`refused: ${e.message}\n`);
  process.exit(1);
});
const agent = createEchoAgent({ stores, push: { allowPrivateNetworks: true, retryDelayMs: 50 } });
const server = await startNodeServer({
  server: {
    agent,
    card,
    onClose: async () => {
      await agent.close();
      await stores.close();
    },
  },
});
process.once("SIGTERM", () => void server.close({ graceMs: 2_000 }));
process.stdout.write(`ready ${server.port} ${stores.recovered}\n`);
