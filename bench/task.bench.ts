// The task workload (issue 23): a blocking SendMessage whose answer is the completed task and its
// artifact, over JSON-RPC and HTTP+JSON, node:http, 32 connections on 127.0.0.1, the load client in its
// own process (bench/load-client.ts, as bench/server.bench.ts), each server in a process of its own too
// (bench/task-server.ts: no server's garbage collections mark another's heap). Side by side in one run,
// interleaved:
//   @a2a-js/sdk 1.3.0 express with its in-memory task store and an executor doing the same (test/e2e/peer);
//   ours on the in-memory stores;
//   ours on @a2a-bindgen/store-sqlite: every write fsynced before the answer (the WAL, on the thread
//   pool), concurrent requests' writes sharing commits and fsyncs (group commit).
// Targets: in-memory ≥ 3×, SQLite ≥ 1.5× (stretch 2×) the req/s of 1.3.0; p50 and p99 printed, and the
// requests per second of each server process's own CPU time (task-server.ts reports it). Then,
// for the SQLite store: fsyncs, commits and writes per request, bytes on disk per small task, and the
// time to reopen a store of 100,000 tasks (open: pragmas, migrations, the retention sweep and recovery).

import { fork } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import { join } from "node:path";
import { openSqliteStores } from "@a2a-bindgen/store-sqlite";
import { loadClient, median, once } from "./harness.ts";
import type { TaskServerAnswer, TaskServerKind } from "./task-server.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1_000);
/**
 * Requests each server serves unmeasured before the first round of a binding: past our stores' bound
 * (maxTasks 10,000), so that the rounds measure the steady state, eviction included, with the code
 * optimized; the first round otherwise caught each server cold and its store filling.
 */
const FIRST_WARMUP = Number(process.env.BENCH_FIRST_WARMUP ?? 12_000);
const REOPEN_TASKS = Number(process.env.BENCH_REOPEN_TASKS ?? 100_000);

const userMessage = (text: string) => ({ messageId: "m-1", role: "ROLE_USER", parts: [{ text }] });
const isTask = (t: any) => t?.status?.state === "TASK_STATE_COMPLETED" && t?.artifacts?.[0]?.parts?.[0]?.text === "echo: task: hi";

interface Target {
  name: string;
  /** The server process's CPU time so far (µs). */
  cpu(): Promise<number>;
  url: URL;
  body: string;
  check(json: any): boolean;
}

interface Figure {
  rps: number;
  /** Requests per second of the server process's CPU time (user + system, its libuv threads included). */
  perCpu: number;
  p50: number;
  p99: number;
}

const client = loadClient();
const remote = client.remote;

async function measure(t: Target): Promise<Figure> {
  const first = await once(t, http.globalAgent);
  if (first.status !== 200 || !t.check(JSON.parse(first.text))) throw new Error(`${t.name}: unexpected answer ${first.status} ${first.text.slice(0, 300)}`);
  const job = { url: t.url.href, body: t.body, concurrency: CONCURRENCY };
  await remote({ ...job, count: WARMUP }, 120_000);
  const cpu = await t.cpu();
  const r = await remote({ ...job, count: REQUESTS }, 300_000);
  return { rps: REQUESTS / r.seconds, perCpu: REQUESTS / (((await t.cpu()) - cpu) / 1e6), p50: r.p50, p99: r.p99 };
}

async function rounds(targets: readonly Target[]): Promise<Figure[]> {
  for (const t of targets) await remote({ url: t.url.href, body: t.body, concurrency: CONCURRENCY, count: FIRST_WARMUP }, 300_000);
  const all: Figure[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) for (const [i, t] of targets.entries()) all[i]!.push(await measure(t));
  return targets.map((t, i) => {
    const each = all[i]!;
    const f = {
      rps: median(each.map((x) => x.rps)),
      perCpu: median(each.map((x) => x.perCpu)),
      p50: median(each.map((x) => x.p50)),
      p99: median(each.map((x) => x.p99)),
    };
    console.log(
      `${t.name.padEnd(44)} ${f.rps.toFixed(0).padStart(6)} req/s (${each.map((x) => x.rps.toFixed(0)).join("/")})   p50 ${f.p50.toFixed(2)} ms   p99 ${f.p99.toFixed(2)} ms   ${f.perCpu.toFixed(0)} req per server CPU-second`,
    );
    return f;
  });
}

/** A server of bench/task-server.ts in a process of its own, and what it answers. */
function serve(kind: TaskServerKind, ...args: string[]) {
  const child = fork(new URL("./task-server.ts", import.meta.url), [kind, ...args], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const ask = <K extends "urls" | "stats">(m: K) =>
    new Promise<Extract<TaskServerAnswer, Record<K, unknown>>[K]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`task server ${kind}: no answer to ${m} in 60 s`)), 60_000);
      child.once("message", (a: TaskServerAnswer) => {
        clearTimeout(timer);
        resolve((a as Record<K, never>)[m]);
      });
      child.send(m);
    });
  const closed = new Promise<void>((r) => child.once("exit", () => r()));
  return {
    urls: () => ask("urls"),
    stats: () => ask("stats"),
    close: async () => {
      if (child.connected) child.send("close");
      await closed;
    },
  };
}

const dir = mkdtempSync(join(os.tmpdir(), "a2a-task-bench-"));
const peer = serve("peer");
const oursMemory = serve("memory");
const oursSqlite = serve("sqlite", join(dir, "bench.db"));

console.log(
  `task bench: blocking SendMessage answered with the completed task, ${ROUNDS} rounds of ${REQUESTS} requests, ${CONCURRENCY} in flight, keep-alive, 127.0.0.1, each server in its own process (Node ${process.version}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")})`,
);
try {
  const [peerUrls, memoryUrls, sqliteUrls] = [await peer.urls(), await oursMemory.urls(), await oursSqlite.urls()];
  const summary: string[] = [];
  for (const binding of ["JSON-RPC", "HTTP+JSON"] as const) {
    const jsonRpc = binding === "JSON-RPC";
    const body = jsonRpc
      ? JSON.stringify({ jsonrpc: "2.0", id: 1, method: "SendMessage", params: { message: userMessage("task: hi") } })
      : JSON.stringify({ message: userMessage("task: hi") });
    const check = jsonRpc ? (j: any) => isTask(j?.result?.task) : (j: any) => isTask(j?.task);
    const url = (u: { jsonRpc: string; rest: string }) => new URL(jsonRpc ? u.jsonRpc : u.rest);
    console.log(`\n${binding}`);
    const before = await oursSqlite.stats();
    const [a2ajs, mem, sql] = await rounds([
      { name: `@a2a-js/sdk 1.3.0 express (in-memory), ${binding}`, url: url(peerUrls), body, check, cpu: async () => (await peer.stats()).cpuMicros },
      { name: `ours, in-memory stores, ${binding}`, url: url(memoryUrls), body, check, cpu: async () => (await oursMemory.stats()).cpuMicros },
      { name: `ours, SQLite (fsync before answering), ${binding}`, url: url(sqliteUrls), body, check, cpu: async () => (await oursSqlite.stats()).cpuMicros },
    ]);
    const after = await oursSqlite.stats();
    const requests = FIRST_WARMUP + ROUNDS * (REQUESTS + WARMUP) + ROUNDS;
    summary.push(
      `${binding}: in-memory ${(mem!.rps / a2ajs!.rps).toFixed(2)}x (target >= 3x), SQLite ${(sql!.rps / a2ajs!.rps).toFixed(2)}x (target >= 1.5x, stretch 2x); ` +
        `SQLite: ${((after.syncs - before.syncs) / requests).toFixed(3)} fsyncs, ${((after.commits - before.commits) / requests).toFixed(3)} commits and ${((after.writes - before.writes) / requests).toFixed(1)} writes per request`,
      `${binding}, requests per server CPU-second (what the machine's sharing does not move): in-memory ${(mem!.perCpu / a2ajs!.perCpu).toFixed(2)}x, SQLite ${(sql!.perCpu / a2ajs!.perCpu).toFixed(2)}x`,
    );
  }
  console.log("\nratios ours / @a2a-js/sdk 1.3.0:");
  for (const line of summary) console.log(`  ${line}`);
} finally {
  client.disconnect();
  await Promise.all([peer.close(), oursMemory.close(), oursSqlite.close()]);
}

// Bytes on disk per small task, and the time to reopen a store of REOPEN_TASKS tasks.
{
  const path = join(dir, "reopen.db");
  const s = await openSqliteStores({
    path,
    maxTasks: REOPEN_TASKS * 2,
    maxTotalBytes: 2 ** 30,
    tenantQuota: { tasks: 0, bytes: 0 },
    retentionMs: Number.POSITIVE_INFINITY,
  });
  const scope = { tenant: "", owner: "" };
  const BATCH = 1_000;
  for (let i = 0; i < REOPEN_TASKS; i += BATCH) {
    await Promise.all(
      Array.from({ length: Math.min(BATCH, REOPEN_TASKS - i) }, async (_, j) => {
        const { task } = await s.tasks.create(scope, { message: { messageId: `m-${i + j}`, role: "ROLE_USER", parts: [{ text: `task: ${i + j}` }] } });
        await s.tasks.update(scope, task.id!, [
          { kind: "artifact", artifact: { artifactId: "echo", parts: [{ text: `echo: task: ${i + j}` }] } },
          { kind: "status", state: "TASK_STATE_COMPLETED" },
        ]);
      }),
    );
  }
  await s.close();
  const bytes = statSync(path).size;
  console.log(
    `\nSQLite: ${REOPEN_TASKS.toLocaleString("en-US")} small tasks (a message, an artifact, completed): ${(bytes / REOPEN_TASKS).toFixed(0)} bytes on disk per task`,
  );
  const t0 = performance.now();
  const reopened = await openSqliteStores({
    path,
    maxTasks: REOPEN_TASKS * 2,
    maxTotalBytes: 2 ** 30,
    tenantQuota: { tasks: 0, bytes: 0 },
    retentionMs: Number.POSITIVE_INFINITY,
  });
  const ms = performance.now() - t0;
  const listed = await reopened.tasks.list(scope, { pageSize: 1 });
  console.log(`SQLite: reopening the store of ${(listed.totalSize ?? 0).toLocaleString("en-US")} tasks took ${ms.toFixed(1)} ms (ready to serve)`);
  await reopened.close();
}
rmSync(dir, { recursive: true, force: true });
