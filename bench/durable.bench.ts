// Durable stores side by side with @a2a-js/sdk 1.3.0's DatabaseTaskStore (issue 38), in one run. The
// workload (bench/durable-load.ts): JSON-RPC over node:http, 32 keep-alive connections on 127.0.0.1, half
// the requests a blocking SendMessage answered with the completed echo task, half a GetTask of an earlier
// task; the load client and each server in a process of its own (bench/durable-server.ts); a first warm-up
// per target, then interleaved rounds, each with its own warm-up; medians of req/s, p50, p99 printed.
//   1. SQLite: theirs on better-sqlite3 (WAL, synchronous=FULL) vs ours, openSqliteStores' defaults
//      (synchronous FULL: fsynced before the answer, group commit). Target >= 3x.
//   2. PostgreSQL (a throwaway cluster, fsync and synchronous_commit on, a database per target, a Pool of
//      POOL_SIZE each side): theirs vs ours, openPostgresStores. Target >= 1.5x.
//   3. Two instances of ours on one database, the connections spread over both, interleaved with A
//      alone; and the stream latency: a "wait: …" task made on A, subscribed to (SubscribeToTask) on A,
//      then on B, continued on A; for each event the subscriber receives, the time from the commit's
//      status timestamp (A's clock, taken before its COMMIT) and from the request to A, to its arrival.
// Without PostgreSQL (not installed, will not start) 2 and 3 are skipped loudly; under CI=true it fails.

import { fork } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { connect } from "@a2a-bindgen/client";
import { type PostgresCluster, startPostgres } from "../test/support/postgres.ts";
import type { DurableLoadJob, DurableLoadResult, Percentiles } from "./durable-load.ts";
import type { DurableServerAnswer, DurableServerKind } from "./durable-server.ts";
import { median } from "./harness.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 300);
const FIRST_WARMUP = Number(process.env.BENCH_FIRST_WARMUP ?? 1_000);
const PROBES = Number(process.env.BENCH_STREAM_PROBES ?? 100);
/** Connections to PostgreSQL per server process, the same on both sides. */
const POOL_SIZE = 10;

type Stats = Extract<DurableServerAnswer, { stats: unknown }>["stats"];

/** A server of bench/durable-server.ts in a process of its own; its URLs once it is ready. */
async function serve(kind: DurableServerKind, where: string) {
  const child = fork(new URL("./durable-server.ts", import.meta.url), [kind, where, String(POOL_SIZE)], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  const next = (what: string) =>
    new Promise<DurableServerAnswer>((resolve, reject) => {
      const settle = (why?: string) => (a?: DurableServerAnswer) => {
        clearTimeout(timer);
        child.off("exit", gone);
        child.off("message", heard);
        if (why === undefined) resolve(a!);
        else reject(new Error(`durable server ${kind}: ${why}`));
      };
      const heard = settle();
      const gone = settle(`exited before its ${what}`);
      const timer = setTimeout(settle(`no ${what} in 60 s`), 60_000);
      child.once("exit", gone);
      child.once("message", heard);
    });
  const ready = await next("URLs");
  if (!("urls" in ready)) throw new Error(`durable server ${kind}: its first message is not its URLs`);
  return {
    ...ready.urls,
    stats: async (): Promise<Stats> => {
      const answer = next("stats");
      child.send("stats");
      return ((await answer) as { stats: Stats }).stats;
    },
    close: async () => {
      if (child.connected) child.send("close");
      await exited;
    },
  };
}
type Server = Awaited<ReturnType<typeof serve>>;

const loader = fork(new URL("./durable-load.ts", import.meta.url), [], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
function remote(job: DurableLoadJob, limitMs = 300_000): Promise<Exclude<DurableLoadResult, { error: string }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`load client: no answer in ${limitMs} ms`)), limitMs);
    loader.once("message", (r: DurableLoadResult) => {
      clearTimeout(timer);
      if ("error" in r) reject(new Error(r.error));
      else resolve(r);
    });
    loader.send(job);
  });
}

interface Target {
  readonly name: string;
  readonly servers: readonly Server[];
}
interface Figure {
  rps: number;
  all: Percentiles;
  send: Percentiles;
  get: Percentiles;
  /** Server CPU-seconds (every process of the target) per 1,000 requests. */
  cpu: number;
  /** Writes per commit of ours (group commit), NaN for theirs. */
  batch: number;
  /** Queries (round trips) to PostgreSQL per request, NaN on SQLite. */
  queries: number;
}

const cpuOf = async (t: Target) => {
  let cpu = 0;
  let commits = 0;
  let writes = 0;
  let queries = 0;
  for (const s of t.servers) {
    const x = await s.stats();
    cpu += x.cpuMicros;
    commits += x.commits;
    writes += x.writes;
    queries += x.queries;
  }
  return { cpu, commits, writes, queries };
};

async function measure(t: Target): Promise<Figure> {
  const job = { key: t.name, urls: t.servers.map((s) => s.jsonRpc), concurrency: CONCURRENCY, mix: true };
  await remote({ ...job, count: WARMUP });
  const before = await cpuOf(t);
  const r = await remote({ ...job, count: REQUESTS });
  const after = await cpuOf(t);
  const commits = after.commits - before.commits;
  return {
    rps: REQUESTS / r.seconds,
    all: r.all,
    send: r.send,
    get: r.get,
    cpu: (after.cpu - before.cpu) / 1e6 / (REQUESTS / 1000),
    batch: commits === 0 ? Number.NaN : (after.writes - before.writes) / commits,
    queries: after.queries === 0 ? Number.NaN : (after.queries - before.queries) / REQUESTS,
  };
}

const mid = (xs: Percentiles[]) => ({ p50: median(xs.map((x) => x.p50))!, p99: median(xs.map((x) => x.p99))! });
const ms = (p: Percentiles) => `p50 ${p.p50.toFixed(2)} ms  p99 ${p.p99.toFixed(2)} ms`;

/** Each target's rounds, interleaved (a burst of load elsewhere falls on all of them); medians printed. */
async function rounds(targets: readonly Target[]): Promise<Figure[]> {
  for (const t of targets) await remote({ key: t.name, urls: t.servers.map((s) => s.jsonRpc), concurrency: CONCURRENCY, mix: true, count: FIRST_WARMUP });
  const all: Figure[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) for (const [i, t] of targets.entries()) all[i]!.push(await measure(t));
  return targets.map((t, i) => {
    const each = all[i]!;
    const f: Figure = {
      rps: median(each.map((x) => x.rps))!,
      all: mid(each.map((x) => x.all)),
      send: mid(each.map((x) => x.send)),
      get: mid(each.map((x) => x.get)),
      cpu: median(each.map((x) => x.cpu))!,
      batch: median(each.map((x) => x.batch))!,
      queries: median(each.map((x) => x.queries))!,
    };
    console.log(
      `${t.name.padEnd(50)} ${f.rps.toFixed(0).padStart(6)} req/s (${each.map((x) => x.rps.toFixed(0)).join("/")})   ${ms(f.all)}   ` +
        `SendMessage ${ms(f.send)}   GetTask ${ms(f.get)}   ${f.cpu.toFixed(2)} server CPU-s per 1k req` +
        (Number.isNaN(f.batch) ? "" : `   ${f.batch.toFixed(1)} writes per commit`) +
        (Number.isNaN(f.queries) ? "" : `   ${f.queries.toFixed(1)} PostgreSQL round trips per request`),
    );
    return f;
  });
}

const ratio = (name: string, ours: Figure, theirs: Figure, target: number) =>
  `${name}: ${(ours.rps / theirs.rps).toFixed(2)}x req/s (target >= ${target}x); p50 ${(theirs.all.p50 / ours.all.p50).toFixed(2)}x, p99 ${(theirs.all.p99 / ours.all.p99).toFixed(2)}x lower; ` +
  `${(theirs.cpu / ours.cpu).toFixed(2)}x less server CPU per request`;

/** The cross-instance stream latency: tasks made and continued on A, watched from B. */
async function streamLatency(a: Server, b: Server): Promise<{ stamp: Percentiles; request: Percentiles; events: number }> {
  const [ca, cb] = [await connect(a.base, { allowPrivateNetworks: true }), await connect(b.base, { allowPrivateNetworks: true })];
  const fromStamp: number[] = [];
  const fromRequest: number[] = [];
  const now = () => performance.timeOrigin + performance.now();
  for (let i = 0; i < PROBES; i++) {
    const made = await ca.unary("SendMessage", {
      message: { messageId: `probe-${i}`, role: "ROLE_USER", parts: [{ text: "wait: probe" }] },
      configuration: { returnImmediately: true },
    });
    const id = String(made.task?.id);
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), 10_000);
    let sentAt = 0;
    let continued: Promise<unknown> | undefined;
    try {
      for await (const e of cb.stream("SubscribeToTask", { id }, { signal: abort.signal })) {
        const at = now();
        if (continued === undefined) {
          // The first event is the task as B read it: the subscription is live, continue the task on A.
          sentAt = now();
          continued = ca.unary("SendMessage", { message: { messageId: `probe-${i}-more`, role: "ROLE_USER", taskId: id, parts: [{ text: "more" }] } });
          continue;
        }
        const stamp = e.statusUpdate?.status?.timestamp;
        if (stamp !== undefined) fromStamp.push(at - Date.parse(String(stamp)));
        fromRequest.push(at - sentAt);
        if (e.statusUpdate?.status?.state === "TASK_STATE_COMPLETED") break;
      }
    } finally {
      clearTimeout(timer);
    }
    if (abort.signal.aborted) throw new Error(`stream latency: task ${id}: B's stream did not see it complete in 10 s`);
    await continued;
  }
  const p = (xs: number[]) => {
    xs.sort((x, y) => x - y);
    return { p50: xs[Math.floor(xs.length / 2)]!, p99: xs[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))]! };
  };
  return { stamp: p(fromStamp), request: p(fromRequest), events: fromRequest.length };
}

const dir = mkdtempSync(join(os.tmpdir(), "a2a-durable-bench-"));
const servers: Server[] = [];
const started = async (kind: DurableServerKind, where: string) => {
  const s = await serve(kind, where);
  servers.push(s);
  return s;
};
let cluster: PostgresCluster | undefined;
const t0 = performance.now();
console.log(
  `durable-store bench: JSON-RPC, half blocking SendMessage (answered with the completed task), half GetTask of an earlier task; ${ROUNDS} rounds of ${REQUESTS} requests, ` +
    `${CONCURRENCY} in flight, keep-alive, 127.0.0.1, each server in its own process (Node ${process.version}; ${os.cpus().length} CPUs; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")})`,
);
try {
  const summary: string[] = [];
  console.log("\n1. SQLite, fsynced before answering (theirs: WAL, synchronous=FULL; ours: defaults, synchronous FULL)");
  {
    const [theirs, ours] = [await started("theirs-sqlite", join(dir, "theirs.db")), await started("ours-sqlite", join(dir, "ours.db"))];
    const [t, o] = await rounds([
      { name: "@a2a-js/sdk 1.3.0 DatabaseTaskStore, SQLite", servers: [theirs] },
      { name: "ours, openSqliteStores", servers: [ours] },
    ]);
    summary.push(ratio("SQLite", o!, t!, 3));
    await Promise.all([theirs.close(), ours.close()]);
  }

  try {
    cluster = await startPostgres();
  } catch (e) {
    if (process.env.CI === "true") throw e;
    console.log(`\n*** 2 and 3 (PostgreSQL) SKIPPED: ${e instanceof Error ? e.message : String(e)}`);
  }
  const oursBuilt = existsSync(new URL("../store-postgres/dist/index.js", import.meta.url));
  if (cluster !== undefined) {
    console.log(`\n2. PostgreSQL ${cluster.psql("SHOW server_version").trim()} (fsync on, synchronous_commit on; a Pool of ${POOL_SIZE} each side)`);
    const theirs = await started("theirs-pg", cluster.createDatabase("theirs"));
    const ours = oursBuilt ? await started("ours-pg", cluster.createDatabase("ours")) : undefined;
    const targets: Target[] = [{ name: "@a2a-js/sdk 1.3.0 DatabaseTaskStore, PostgreSQL", servers: [theirs] }];
    if (ours !== undefined) targets.push({ name: "ours, openPostgresStores", servers: [ours] });
    else console.log("*** ours SKIPPED: store-postgres/dist is not built (npx tsc -p store-postgres/tsconfig.json)");
    const [t, o] = await rounds(targets);
    if (o !== undefined) summary.push(ratio("PostgreSQL", o, t!, 1.5));
    await Promise.all([theirs.close(), ours?.close()]);

    if (oursBuilt) {
      console.log("\n3. Two instances of ours on one PostgreSQL database, connections spread over both");
      const shared = cluster.createDatabase("shared");
      // One after the other: the first migrates, the second finds the schema made.
      const a = await started("ours-pg", shared);
      const b = await started("ours-pg", shared);
      // A alone, interleaved with A + B: what the second instance adds, on the same database at the same time.
      const [one, two] = await rounds([
        { name: "ours, 1 instance (A)", servers: [a] },
        { name: "ours, 2 instances (A + B)", servers: [a, b] },
      ]);
      summary.push(`PostgreSQL, 2 instances: ${two!.rps.toFixed(0)} req/s, ${ms(two!.all)}: ${(two!.rps / one!.rps).toFixed(2)}x one instance`);
      // The same probe with A's own stream: what crossing instances (NOTIFY, B's read of the events) adds.
      for (const [name, subscriber] of [
        ["SubscribeToTask on A (same instance)", a],
        ["SubscribeToTask on B (cross-instance)", b],
      ] as const) {
        const s = await streamLatency(a, subscriber);
        const line = `stream, made and continued on A, ${name}; ${PROBES} tasks, ${s.events} events: commit stamp -> event ${ms(s.stamp)}; request to A -> event ${ms(s.request)}`;
        console.log(line);
        summary.push(line);
      }
      await Promise.all([a.close(), b.close()]);
    }
  }
  console.log("\nratios ours / @a2a-js/sdk 1.3.0 DatabaseTaskStore:");
  for (const line of summary) console.log(`  ${line}`);
  console.log(`\n(whole durable bench: ${((performance.now() - t0) / 1000).toFixed(0)} s)`);
} finally {
  loader.disconnect();
  await Promise.all(servers.map((s) => s.close()));
  cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
}
