// One server of the task bench (bench/task.bench.ts), in a process of its own, so that no target's heap
// (the peer's store grows without bound; ours holds up to maxTasks) is marked by another's garbage
// collections: argv[2] is "peer", "memory" or "sqlite" (argv[3]: the database file). It answers the
// parent's IPC messages: "urls" with the URLs a blocking SendMessage is posted to ({ jsonRpc, rest }), "stats" with the SQLite store's counters and the process's CPU time so far (µs, user + system), and
// "close" by stopping everything it started and exiting.

import http from "node:http";
import type { AddressInfo } from "node:net";
import { type Agent, createA2AServer, createEchoAgent } from "@a2a-bindgen/server";
import { nodeListener } from "@a2a-bindgen/server/node";
import { openSqliteStores, type SqliteStores } from "@a2a-bindgen/store-sqlite";
import { startPeer } from "../test/e2e/peer/server.ts";
import { echoCard } from "./corpus.ts";

export type TaskServerKind = "peer" | "memory" | "sqlite";
export type TaskServerRequest = "urls" | "stats" | "close";
export type TaskServerAnswer =
  | { readonly urls: { readonly jsonRpc: string; readonly rest: string } }
  | { readonly stats: { readonly commits: number; readonly writes: number; readonly syncs: number; readonly cpuMicros: number } };

async function listen(agent: Agent): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer({ keepAliveTimeout: 30_000 }, nodeListener(createA2AServer({ agent, card: echoCard })));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

const kind = process.argv[2] as TaskServerKind;
let urls: { jsonRpc: string; rest: string };
let stop: () => Promise<void>;
let sqlite: SqliteStores | undefined;
if (kind === "peer") {
  const peer = await startPeer({ mode: "strict" });
  urls = { jsonRpc: peer.jsonRpcUrl, rest: `${peer.restUrl}/message:send` };
  stop = () => peer.close();
} else if (kind === "memory" || kind === "sqlite") {
  // The echo agent (an executor on the task runtime, createTaskAgent) on each store.
  const stores = kind === "sqlite" ? await openSqliteStores({ path: process.argv[3]! }) : undefined;
  sqlite = stores;
  const agent = createEchoAgent(stores === undefined ? {} : { stores });
  const server = await listen(agent);
  urls = { jsonRpc: `${server.url}/`, rest: `${server.url}/message:send` };
  stop = async () => {
    await server.close();
    await agent.close();
    await stores?.close();
  };
} else throw new Error(`task-server: unknown kind ${JSON.stringify(kind)}`);

process.on("message", async (m: TaskServerRequest) => {
  if (m === "urls") process.send?.({ urls } satisfies TaskServerAnswer);
  else if (m === "stats") {
    const cpu = process.cpuUsage();
    process.send?.({ stats: { ...(sqlite?.stats() ?? { commits: 0, writes: 0, syncs: 0 }), cpuMicros: cpu.user + cpu.system } } satisfies TaskServerAnswer);
  } else if (m === "close") {
    await stop();
    process.disconnect();
  }
});
// Stop with the parent.
process.on("disconnect", () => process.exit(0));
