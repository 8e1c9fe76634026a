// One server instance for the many-instances tests: the task runtime on @a2a-bindgen/store-postgres (the
// built package), node:http on 127.0.0.1 and a free port, webhooks to loopback allowed (the tests' receiver).
// argv[2]: JSON { connectionString, schema, leaseMs }.
//
// The executor, from the first text part of the message:
//   "chunks <n> <ms>"  working, then n chunks of artifact "out" ("c0 ", "c1 ", …) <ms> apart, then completed;
//   "hold <n> <ms>"    the same chunks, then works on until its signal aborts (at most 60 s, then completed).
// It listens to its signal throughout and says when it aborted, so a cancel from another instance is seen.
//
// stdout, one JSON object a line: {"ready":{url,port,instance,recovered}}, {"aborted":{taskId,reason}},
// {"tookOver":true} (onTakeover fired), {"takeOver":{instances,tasks,deliveries}} (answer to a "takeover"
// line on stdin: runs stores.takeOver() now), {"error":"…"}. SIGTERM: graceful close, exit 0.

import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { type AgentCardInit, createTaskAgent, type Executor } from "@a2a-bindgen/server";
import { startNodeServer } from "@a2a-bindgen/server/node";
import { openPostgresStores } from "@a2a-bindgen/store-postgres";

const say = (line: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(line)}\n`);
const { connectionString, schema, leaseMs } = JSON.parse(process.argv[2] ?? "{}") as { connectionString: string; schema: string; leaseMs: number };

const card: AgentCardInit = {
  name: "instances",
  description: "chunks and holds on PostgreSQL",
  version: "1.0.0",
  capabilities: { streaming: true, pushNotifications: true },
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "chunks", name: "chunks", description: "streams chunks", tags: ["test"] }],
};

/** Resolves after `ms`, or at once when `signal` aborts (timers/promises clears its timer then; the AbortError is the expected end). */
const pause = (ms: number, signal: AbortSignal): Promise<void> => sleep(ms, undefined, { signal }).catch(() => {});

const execute: Executor = async (context, events) => {
  const first = context.message.parts?.find((p) => typeof p.text === "string")?.text ?? "";
  const [mode, n = "3", ms = "50"] = first.split(" ");
  const signal = context.signal;
  // Heard the moment it aborts, whatever the run is doing then.
  signal.addEventListener("abort", () => say({ aborted: { taskId: events.taskId, reason: String(signal.reason) } }), { once: true });
  await events.status("TASK_STATE_WORKING");
  const chunks = Number(n);
  for (let i = 0; i < chunks && !signal.aborted; i++) {
    await pause(Number(ms), signal);
    if (signal.aborted) return;
    await events.artifact({ artifactId: "out", parts: [{ text: `c${i} ` }] }, { append: i > 0, lastChunk: mode === "chunks" && i === chunks - 1 });
  }
  if (mode === "hold") await pause(60_000, signal);
  if (!signal.aborted) await events.status("TASK_STATE_COMPLETED");
};

const stores = await openPostgresStores({ connectionString, schema, leaseMs }).catch((e: Error) => {
  say({ error: `open: ${e.message}` });
  process.exit(1);
});
stores.onTakeover(() => say({ tookOver: true }));
const agent = createTaskAgent({ execute, stores, push: { allowPrivateNetworks: true, retryDelayMs: 50, timeoutMs: 60_000 } });
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

createInterface({ input: process.stdin }).on("line", (line) => {
  if (line.trim() !== "takeover") return;
  stores.takeOver().then(
    (r) => say({ takeOver: r }),
    (e: Error) => say({ error: `takeOver: ${e.message}` }),
  );
});
process.once("SIGTERM", () => {
  process.stdin.destroy();
  void server.close({ graceMs: 2_000 });
});
say({ ready: { url: server.url, port: server.port, instance: stores.instance, recovered: stores.recovered } });
