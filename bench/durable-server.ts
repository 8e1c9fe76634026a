// One server of the durable-store bench (bench/durable.bench.ts), in a process of its own so that no
// target's heap or event loop is another's: argv[2] is the kind, argv[3] where its data lives (a SQLite
// file or a PostgreSQL URL), argv[4] the size of the PostgreSQL Pool (POOL_SIZE of the bench).
//   theirs-sqlite, theirs-pg  @a2a-js/sdk 1.3.0 express, DefaultRequestHandler on its DatabaseTaskStore
//                             (Kysely: SqliteDialect on better-sqlite3 in WAL with synchronous=FULL, or
//                             PostgresDialect on a pg Pool of POOL_SIZE), tables made by its a2a-db CLI;
//                             the executor does what test/e2e/peer's echo does for a plain text.
//   ours-sqlite, ours-pg      createEchoAgent on openSqliteStores (defaults: synchronous FULL) or
//                             openPostgresStores (its own Pool of POOL_SIZE).
// Push notifications are off on both sides (no card declares them): the workload posts no configs.
// Once serving it sends the parent its URLs ({ jsonRpc, base }); then it answers the parent's IPC
// messages: "stats" (the store's commits and writes, 0 for theirs; the queries sent on the Pool's
// connections, each a round trip to PostgreSQL; this process's CPU time so far in µs) and "close" (stops
// all, then exits).

import { execFileSync } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { AgentCard, Message } from "@a2a-js/sdk";
import { TaskState } from "@a2a-js/sdk";
import { AgentEvent, type AgentExecutor, DefaultRequestHandler, type ExecutionEventBus, type RequestContext } from "@a2a-js/sdk/server";
import { DatabaseTaskStore } from "@a2a-js/sdk/server/database";
import { jsonRpcHandler, UserBuilder } from "@a2a-js/sdk/server/express";
import { createA2AServer, createEchoAgent } from "@a2a-bindgen/server";
import { nodeListener } from "@a2a-bindgen/server/node";
import type { Stores } from "@a2a-bindgen/server/store";
import { openSqliteStores } from "@a2a-bindgen/store-sqlite";
import Database from "better-sqlite3";
import express from "express";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { echoCard } from "./corpus.ts";

export type DurableServerKind = "theirs-sqlite" | "theirs-pg" | "ours-sqlite" | "ours-pg";
export type DurableServerRequest = "stats" | "close";
export type DurableServerAnswer =
  | { readonly urls: { readonly jsonRpc: string; readonly base: string } }
  | { readonly stats: { readonly commits: number; readonly writes: number; readonly queries: number; readonly cpuMicros: number } };

/** A node:http server on 127.0.0.1 (port 0, keep-alive) whose handler is attached once its URL is known. */
async function listen(): Promise<{ server: http.Server; base: string; close: () => Promise<void> }> {
  const server = http.createServer({ keepAliveTimeout: 30_000 });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    server,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

let queries = 0;

/** A Pool of POOL_SIZE whose connections count the queries sent (both sides' stores query through pooled clients). */
function countedPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: POOL_SIZE });
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      queries++;
      return query(...args);
    };
  });
  return pool;
}

const stamp = () => new Date().toISOString();
const text = (value: string) => ({ content: { $case: "text" as const, value }, mediaType: "text/plain", filename: "", metadata: undefined });

function firstText(message: Message | undefined): string {
  for (const p of message?.parts ?? []) if (p.content?.$case === "text") return p.content.value;
  return "";
}

/** SUBMITTED → WORKING → the echo artifact → COMPLETED, as the peer harness's executor does for plain text. */
const echoExecutor: AgentExecutor = {
  execute: async (rc: RequestContext, bus: ExecutionEventBus) => {
    const { taskId, contextId, userMessage: user } = rc;
    const status = (state: TaskState) => ({ taskId, contextId, status: { state, message: undefined, timestamp: stamp() }, metadata: undefined });
    bus.publish(
      AgentEvent.task({
        id: taskId,
        contextId,
        status: { state: TaskState.TASK_STATE_SUBMITTED, message: undefined, timestamp: stamp() },
        artifacts: [],
        history: [user],
        metadata: undefined,
      }),
    );
    bus.publish(AgentEvent.statusUpdate(status(TaskState.TASK_STATE_WORKING)));
    bus.publish(
      AgentEvent.artifactUpdate({
        taskId,
        contextId,
        artifact: {
          artifactId: `artifact-${user.messageId}`,
          name: "echo",
          description: "",
          parts: [text(`echo: ${firstText(user)}`)],
          metadata: undefined,
          extensions: [],
        },
        append: false,
        lastChunk: true,
        metadata: undefined,
      }),
    );
    bus.publish(AgentEvent.statusUpdate(status(TaskState.TASK_STATE_COMPLETED)));
    bus.finished();
  },
  cancelTask: async () => {},
};

function theirCard(url: string): AgentCard {
  return {
    name: "bench",
    description: "echo",
    supportedInterfaces: [{ url, protocolBinding: "JSONRPC", tenant: "", protocolVersion: "1.0" }],
    provider: undefined,
    version: "1.0.0",
    documentationUrl: "",
    capabilities: { streaming: true, pushNotifications: false, extendedAgentCard: false, extensions: [] },
    securitySchemes: {},
    securityRequirements: [],
    defaultInputModes: ["text/plain"],
    defaultOutputModes: ["text/plain"],
    skills: [{ id: "echo", name: "echo", description: "echo", tags: ["echo"], examples: [], inputModes: [], outputModes: [], securityRequirements: [] }],
    signatures: [],
  };
}

/** Their tables, made the way their README says (an operator step): the a2a-db CLI's upgrade. */
function migrateTheirs(url: string): void {
  const cli = join(process.cwd(), "node_modules", ".bin", "a2a-db");
  execFileSync(cli, ["upgrade", "--url", url], { stdio: ["ignore", "ignore", "inherit"], timeout: 60_000 });
}

async function theirs(where: "sqlite" | "pg", target: string) {
  migrateTheirs(where === "sqlite" ? `sqlite:${target}` : target);
  let dialect: SqliteDialect | PostgresDialect;
  let sqlite: Database.Database | undefined;
  if (where === "sqlite") {
    sqlite = new Database(target);
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = FULL");
    dialect = new SqliteDialect({ database: sqlite });
  } else dialect = new PostgresDialect({ pool: countedPool(target) });
  const db = new Kysely<unknown>({ dialect });
  const web = await listen();
  const jsonRpc = `${web.base}/a2a/jsonrpc`;
  const handler = new DefaultRequestHandler(theirCard(jsonRpc), new DatabaseTaskStore(db), echoExecutor);
  const app = express();
  app.use("/a2a/jsonrpc", jsonRpcHandler({ requestHandler: handler, userBuilder: UserBuilder.noAuthentication }));
  web.server.on("request", app);
  return {
    urls: { jsonRpc, base: web.base },
    stats: () => ({ commits: 0, writes: 0 }),
    stop: async () => {
      await web.close();
      await db.destroy();
    },
  };
}

async function ours(where: "sqlite" | "pg", target: string) {
  let stores: Stores & { stats(): { commits: number; writes: number } };
  // The application's Pool, as theirs: the stores leave it open at close.
  let pool: pg.Pool | undefined;
  if (where === "sqlite") stores = await openSqliteStores({ path: target });
  else {
    // Imported here: the bench's SQLite half runs before store-postgres is built.
    const { openPostgresStores } = await import("@a2a-bindgen/store-postgres");
    pool = countedPool(target);
    stores = await openPostgresStores({ pool });
  }
  const web = await listen();
  const card = { ...echoCard, supportedInterfaces: [{ url: `${web.base}/`, protocolBinding: "JSONRPC", protocolVersion: "1.0" }] };
  const agent = createEchoAgent({ stores });
  web.server.on("request", nodeListener(createA2AServer({ agent, card })));
  return {
    urls: { jsonRpc: `${web.base}/`, base: web.base },
    stats: () => stores.stats(),
    stop: async () => {
      await web.close();
      await agent.close();
      await stores.close();
      await pool?.end();
    },
  };
}

const kind = process.argv[2] as DurableServerKind;
const target = process.argv[3] ?? "";
/** Connections to PostgreSQL of this server process, the same on both sides. */
const POOL_SIZE = Number(process.argv[4]);
const [side, where] = kind?.split("-") ?? [];
if ((side !== "theirs" && side !== "ours") || (where !== "sqlite" && where !== "pg") || target === "" || !(POOL_SIZE >= 1))
  throw new Error(`durable-server: unknown kind ${JSON.stringify(kind)}, or no data place (argv[3]) or pool size (argv[4])`);
const served = side === "theirs" ? await theirs(where, target) : await ours(where, target);

process.on("message", async (m: DurableServerRequest) => {
  if (m === "stats") {
    const cpu = process.cpuUsage();
    process.send?.({ stats: { ...served.stats(), queries, cpuMicros: cpu.user + cpu.system } } satisfies DurableServerAnswer);
  } else if (m === "close") {
    await served.stop();
    process.disconnect();
  }
});
// Stop with the parent.
process.on("disconnect", () => process.exit(0));
process.send?.({ urls: served.urls } satisfies DurableServerAnswer);
