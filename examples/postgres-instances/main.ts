// Two server instances of one agent on one PostgreSQL database: a task runs on A, a client subscribed on B
// sees its events, a cancel sent to B stops the run on A, and GetTask answers the same on both. In production
// each instance is its own process behind a load balancer; here both live in this process, each with its own
// pool, stores and HTTP server, which is all an instance is.

import assert from "node:assert/strict";
import { setTimeout as sleep } from "node:timers/promises";
import { connect, type types } from "@a2a-bindgen/client";
import { type AgentCardInit, createTaskAgent, type Executor } from "@a2a-bindgen/server";
import { startNodeServer } from "@a2a-bindgen/server/node";
import { openPostgresStores } from "@a2a-bindgen/store-postgres";
import pg from "pg";

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl === undefined || databaseUrl === "") {
  console.error("Set DATABASE_URL to a PostgreSQL database this example may write to, e.g. postgres://postgres@127.0.0.1:5432/postgres");
  process.exit(2);
}
// Both instances share the schema; a schema of its own keeps the example out of the database's other tables.
const schema = "example_instances";

const card: AgentCardInit = {
  name: "ledger-writer",
  description: "writes numbered ledger lines at a given pace",
  version: "1.0.0",
  capabilities: { streaming: true },
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "lines", name: "lines", description: "n ledger lines", tags: ["ledger"] }],
};

/** Which instance ran which task, and why each run stopped early (its signal's reason). */
const ranOn = new Map<string, string>();
const stoppedBecause = new Map<string, string>();

/** The executor of instance `name`: "<n> <ms>" writes n lines of artifact "ledger", ms apart, then completes. */
function ledgerWriter(name: string): Executor {
  return async (context, events) => {
    const [lines = 1, pace = 100] = (context.message.parts?.find((p) => p.text !== undefined)?.text ?? "").split(" ").map(Number);
    await events.status("TASK_STATE_WORKING");
    const taskId = events.taskId ?? "";
    ranOn.set(taskId, name);
    // A cancel on any instance aborts this signal: the run stops writing.
    context.signal.addEventListener("abort", () => stoppedBecause.set(taskId, String(context.signal.reason)), { once: true });
    for (let i = 1; i <= lines; i++) {
      await sleep(pace, undefined, { signal: context.signal }).catch(() => {});
      if (context.signal.aborted) return;
      await events.artifact({ artifactId: "ledger", parts: [{ text: `line ${i}\n` }] }, { append: i > 1, lastChunk: i === lines });
    }
    await events.status("TASK_STATE_COMPLETED");
  };
}

// #region quickstart
async function startInstance(name: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  // Migrates the schema (once, whoever comes first), takes this instance's lease, listens for the others' events.
  const stores = await openPostgresStores({ pool, schema });
  const agent = createTaskAgent({ execute: ledgerWriter(name), stores });
  const server = await startNodeServer({
    host: "127.0.0.1",
    port: 0,
    server: {
      agent,
      card,
      onClose: async () => {
        await agent.close();
        await stores.close();
      },
    },
  });
  const close = async () => {
    await server.close();
    // The pool is the application's: stores.close() leaves it open.
    await pool.end();
  };
  return { url: server.url, close };
}
// #endregion quickstart

const a = await startInstance("A");
let b: Awaited<ReturnType<typeof startInstance>> | undefined;
try {
  b = await startInstance("B");
  console.log(`instance A at ${a.url}, instance B at ${b.url}, one database, schema ${schema}`);
  const onA = await connect(a.url, { timeoutMs: 10_000 });
  const onB = await connect(b.url, { timeoutMs: 10_000 });
  const text = (message: string): { message: types.Message } => ({
    message: { messageId: crypto.randomUUID(), role: "ROLE_USER", parts: [{ text: message }] },
  });
  const linesOf = (parts: readonly { text?: string | undefined }[] | undefined) => (parts ?? []).map((p) => p.text ?? "").join("");

  // 1. A task runs on A; a client subscribes to it on B and hears it through to the end.
  const started = await onA.unary("SendMessage", { ...text("6"), configuration: { returnImmediately: true } });
  const taskId = started.task?.id;
  assert.ok(taskId !== undefined, "SendMessage answered a task");
  let heardOnB = "";
  let lastState: unknown;
  for await (const event of onB.stream("SubscribeToTask", { id: taskId })) {
    // The first event is the task as it stands (the lines so far), then each later line.
    heardOnB += linesOf(event.task?.artifacts?.[0]?.parts) + linesOf(event.artifactUpdate?.artifact?.parts);
    lastState = event.task?.status?.state ?? event.statusUpdate?.status?.state ?? lastState;
  }
  assert.equal(ranOn.get(taskId), "A", "the task ran where its message was sent");
  assert.equal(lastState, "TASK_STATE_COMPLETED");
  assert.equal(heardOnB, "line 1\nline 2\nline 3\nline 4\nline 5\nline 6\n", "B's stream: the task so far, then every later line once");
  console.log(`task ${taskId} ran on A; B's subscription heard ${heardOnB.split("\n").length - 1} lines and ${lastState}`);

  // 2. A long task on A, canceled through B: A's run hears the cancel (its signal aborts) and stops.
  const long = await onA.unary("SendMessage", { ...text("60 1000"), configuration: { returnImmediately: true } });
  const longId = long.task?.id;
  assert.ok(longId !== undefined);
  // Wait until B reads a line A wrote (bounded: the run writes one a second), then cancel between two lines.
  for (let waited = 0; waited < 5_000; waited += 50) {
    const seen = await onB.unary("GetTask", { id: longId });
    if (linesOf(seen.artifacts?.[0]?.parts) !== "") break;
    await sleep(50);
  }
  const canceled = await onB.unary("CancelTask", { id: longId });
  assert.equal(canceled.status?.state, "TASK_STATE_CANCELED", "B answers the canceled task at once");
  for (let waited = 0; !stoppedBecause.has(longId) && waited < 5_000; waited += 5) await sleep(5);
  assert.equal(ranOn.get(longId), "A");
  assert.equal(stoppedBecause.get(longId), "canceled", "the run on A stopped because of the cancel sent to B");
  console.log(`task ${longId} on A canceled through B: A's run stopped (${stoppedBecause.get(longId)})`);

  // 3. Either instance answers the same task: the database is the one truth.
  const fromA = await onA.unary("GetTask", { id: longId });
  const fromB = await onB.unary("GetTask", { id: longId });
  assert.deepEqual(fromB, fromA);
  assert.equal(fromA.status?.state, "TASK_STATE_CANCELED");
  const written = linesOf(fromA.artifacts?.[0]?.parts).split("\n").length - 1;
  assert.ok(written >= 1 && written < 60, `some lines, not all, before the cancel: ${written}`);
  console.log(`GetTask on A and on B: the same canceled task (lines written before the cancel: ${written})`);
} finally {
  await b?.close();
  await a.close();
  // Leave the database as we found it.
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
  console.log(`instances stopped, schema ${schema} dropped`);
}
