// What tracing and metrics cost the server (issue 37, "Overhead"): the server's two workloads of
// bench/server.bench.ts over JSON-RPC — "message" (SendMessage answered with a Message) and "task" (a blocking
// SendMessage on the task runtime, answered with the completed task) — each served twice, side by side in one
// run, each server in a process of its own (bench/telemetry-server.ts: what an application registers is
// process-wide):
//   (a) no OpenTelemetry SDK registered (@opentelemetry/api's no-ops: what every deployment that does not
//       opt in pays; target: within 2% of the tree before issue 37, or the per-round band when wider —
//       compared by running bench/server.bench.ts on both trees, whose units these are);
//   (b) the SDK registered: every span sampled (AlwaysOnSampler), a BatchSpanProcessor into an in-memory
//       exporter, a MeterProvider with a periodic reader (target: at most 20% below (a)).
// The load client is bench/load-client.ts in its own process (bench/harness.ts). Each target is measured
// ROUNDS times, interleaved (a burst of load elsewhere falls on all of them); printed: the median req/s with
// each round's figure and their band, p50/p99, and the server process's CPU per request; then per workload
// the ratio (b)/(a) of req/s with the band of the per-round ratios, the spans per call (exported by (b)), and
// the cost per span: the extra server CPU per call of (b) over (a), divided by the spans per call. The
// machine is shared: read the ratios of one run. BENCH_REQUESTS, BENCH_ROUNDS, BENCH_CONCURRENCY, BENCH_WARMUP,
// BENCH_FIRST_WARMUP; BENCH_SDK=trace or =metrics registers only that part in (b), to tell the costs apart.

import { fork } from "node:child_process";
import http from "node:http";
import os from "node:os";
import { operations } from "@a2a-bindgen/a2a/v1_0";
import { loadClient, median, once } from "./harness.ts";
import type { TelemetryMode, TelemetryServerAnswer, TelemetryWorkload } from "./telemetry-server.ts";

/** A number from the environment (the knobs every server bench shares), or its default. */
const knob = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const REQUESTS = knob("BENCH_REQUESTS", 5_000);
const ROUNDS = knob("BENCH_ROUNDS", 3);
const CONCURRENCY = knob("BENCH_CONCURRENCY", 32);
const WARMUP = knob("BENCH_WARMUP", 1_000);
/** Requests each server serves before the first round, unmeasured: the code optimized, the task store past its first growth. */
const FIRST_WARMUP = knob("BENCH_FIRST_WARMUP", 4_000);

const loads = (l: number[]) => l.map((x) => x.toFixed(2)).join(" ");
const body = (text: string) =>
  JSON.stringify({
    jsonrpc: "2.0",
    id: 1,
    method: operations.SendMessage.jsonRpcMethod,
    params: { message: { messageId: "m-1", role: "ROLE_USER", parts: [{ text }] } },
  });
const answered: Record<TelemetryWorkload, (j: any) => boolean> = {
  message: (j) => j?.result?.message?.parts?.[0]?.text === "echo: message: hi",
  task: (j) => j?.result?.task?.status?.state === "TASK_STATE_COMPLETED" && j?.result?.task?.artifacts?.[0]?.parts?.[0]?.text === "echo: task: hi",
};

/** A server of telemetry-server.ts in its own process, asked over IPC. */
function child(workload: TelemetryWorkload, mode: TelemetryMode) {
  const proc = fork(new URL("./telemetry-server.ts", import.meta.url), [workload, mode], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<void>((r) => proc.once("exit", () => r()));
  const ask = (m: "url" | "stats") =>
    new Promise<TelemetryServerAnswer>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`telemetry server ${workload}/${mode}: no answer to ${m} in 60 s`)), 60_000);
      proc.once("message", (a: TelemetryServerAnswer) => {
        clearTimeout(timer);
        resolve(a);
      });
      proc.send(m);
    });
  return {
    url: async () => (await ask("url")) as { url: string },
    stats: async () => (await ask("stats")) as { cpuMicros: number; spans: number },
    close: async () => {
      if (proc.connected) proc.send("close");
      await exited;
    },
  };
}

interface Round {
  rps: number;
  p50: number;
  p99: number;
  /** The server process's CPU per request (µs). */
  cpuUs: number;
  /** Spans exported per request (0 without the SDK). */
  spans: number;
}

interface Contender {
  readonly name: string;
  readonly workload: TelemetryWorkload;
  readonly mode: TelemetryMode;
  readonly server: ReturnType<typeof child>;
  readonly url: URL;
  readonly body: string;
  readonly rounds: Round[];
}

const client = loadClient();

/** One measured round of a contender: a warm-up, then REQUESTS requests, the server's CPU and spans read around them. */
async function measureOnce(c: Contender): Promise<void> {
  const job = { url: c.url.href, body: c.body, concurrency: CONCURRENCY };
  await client.remote({ ...job, count: WARMUP }, 120_000);
  const before = await c.server.stats();
  const r = await client.remote({ ...job, count: REQUESTS }, 300_000);
  const after = await c.server.stats();
  c.rounds.push({
    rps: REQUESTS / r.seconds,
    p50: r.p50,
    p99: r.p99,
    cpuUs: (after.cpuMicros - before.cpuMicros) / REQUESTS,
    spans: (after.spans - before.spans) / REQUESTS,
  });
}

const med = (c: Contender, key: keyof Round) => median(c.rounds.map((r) => r[key]));

console.log(
  `telemetry bench: SendMessage over JSON-RPC, ${ROUNDS} rounds of ${REQUESTS} requests, ${CONCURRENCY} in flight, keep-alive, 127.0.0.1, each server in its own process; (b) registers ${process.env.BENCH_SDK ?? "trace,metrics"} (Node ${process.version}; load average ${loads(os.loadavg())})`,
);
const contenders: Contender[] = [];
try {
  for (const workload of ["message", "task"] as const) {
    for (const mode of ["none", "sdk"] as const) {
      const server = child(workload, mode);
      const name = `${workload}, ${mode === "none" ? "(a) no SDK registered" : "(b) SDK, every span sampled, batch + in-memory"}`;
      contenders.push({ name, workload, mode, server, url: new URL((await server.url()).url), body: body(`${workload}: hi`), rounds: [] });
    }
  }
  for (const c of contenders) {
    const first = await once({ name: c.name, url: c.url, body: c.body, check: answered[c.workload] }, new http.Agent());
    if (first.status !== 200 || !answered[c.workload](JSON.parse(first.text)))
      throw new Error(`${c.name}: unexpected answer ${first.status} ${first.text.slice(0, 300)}`);
    await client.remote({ url: c.url.href, body: c.body, concurrency: CONCURRENCY, count: FIRST_WARMUP }, 300_000);
  }
  for (let round = 0; round < ROUNDS; round++) for (const c of contenders) await measureOnce(c);

  for (const c of contenders) {
    const rps = c.rounds.map((r) => r.rps);
    console.log(
      `${c.name.padEnd(58)} ${med(c, "rps").toFixed(0).padStart(6)} req/s (${rps.map((x) => x.toFixed(0)).join("/")}; band ${Math.min(...rps).toFixed(0)}–${Math.max(...rps).toFixed(0)})   p50 ${med(c, "p50").toFixed(2)} ms   p99 ${med(c, "p99").toFixed(2)} ms   server CPU ${med(c, "cpuUs").toFixed(0)} µs/req`,
    );
  }
  console.log("\n(b) / (a), per workload (target: (b) at most 20% below (a), a ratio >= 0.80):");
  for (const workload of ["message", "task"] as const) {
    const [a, b] = [
      contenders.find((c) => c.workload === workload && c.mode === "none")!,
      contenders.find((c) => c.workload === workload && c.mode === "sdk")!,
    ];
    const per = b.rounds.map((r, i) => r.rps / a.rounds[i]!.rps);
    const spans = med(b, "spans");
    const extraUs = med(b, "cpuUs") - med(a, "cpuUs");
    console.log(
      `  ${workload}: ${(med(b, "rps") / med(a, "rps")).toFixed(3)}x req/s (per round ${Math.min(...per).toFixed(3)}–${Math.max(...per).toFixed(3)}x), ` +
        `server CPU ${(med(b, "cpuUs") / med(a, "cpuUs")).toFixed(3)}x; ${spans.toFixed(2)} spans per call, ` +
        `cost per span ${spans > 0 ? (extraUs / spans).toFixed(1) : "n/a"} µs of server CPU (${extraUs.toFixed(0)} µs extra per call)`,
    );
  }
  console.log(`load average after: ${loads(os.loadavg())}`);
} finally {
  client.disconnect();
  await Promise.all(contenders.map((c) => c.server.close()));
}
