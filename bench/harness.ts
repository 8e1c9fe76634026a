// The measuring harness of the server benches (server.bench.ts, auth.bench.ts): targets checked once, then
// timed from the load client (bench/load-client.ts) in a child process, so that the servers' event loop is
// theirs alone; each target measured `rounds` times, interleaved (a burst of load elsewhere falls on all of
// them), medians printed with each round's figure and the band, p50/p99 latency and this process's CPU
// time per request (the servers' own cost); ratios of the medians with the band of per-round ratios.
// task.bench.ts uses its load client, `once` and `median`.

import { fork } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { LoadJob, LoadResult } from "./load-client.ts";

/** One thing to measure: a POST of `body` to `url`, its answer checked once before timing. */
export interface Target {
  name: string;
  url: URL;
  body: string;
  check(json: any): boolean;
  /** Authorization header values, one per request in turn (a fresh token each); the first is used for the check. */
  authorizations?: readonly string[];
}

export interface Figure {
  rps: number;
  p50: number;
  p99: number;
  /** This process's CPU time (user + system) per request while the load ran: the servers' own cost, whatever the client costs. */
  cpuUs: number;
}

/** The medians of a target's rounds, and each round's figure (in the order measured). */
export interface Measured extends Figure {
  readonly each: readonly Figure[];
}

export interface HarnessOptions {
  readonly requests: number;
  readonly rounds: number;
  readonly concurrency: number;
  readonly warmup: number;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One request through node:http, for the check before timing. */
export function once(t: Target, agentPool: http.Agent): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const auth = t.authorizations?.[0];
    const req = http.request(
      t.url,
      {
        method: "POST",
        agent: agentPool,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(t.body),
          "a2a-version": "1.0",
          ...(auth === undefined ? {} : { authorization: auth }),
        },
        timeout: 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${t.name}: request timed out`)));
    req.on("error", reject);
    req.end(t.body);
  });
}

/** Ours / theirs: the ratio of the medians, and the band of the per-round ratios (rounds are interleaved, so round i of each met the same load). */
export function ratio(ours: Measured, theirs: Measured): { median: number; low: number; high: number; cpu: number } {
  const per = ours.each.map((o, i) => o.rps / theirs.each[i].rps);
  return { median: ours.rps / theirs.rps, low: Math.min(...per), high: Math.max(...per), cpu: theirs.cpuUs / ours.cpuUs };
}

/** A node:http server on 127.0.0.1, port 0, with keep-alive. */
export async function listen(listener: http.RequestListener): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer({ keepAliveTimeout: 30_000 }, listener);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The load client's process (bench/load-client.ts, its own event loop): `remote` runs a job there; disconnect() when done. */
export function loadClient() {
  const client = fork(new URL("./load-client.ts", import.meta.url), [], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });

  /** Runs `job` in the load client's process; rejects on a failed request or after `limitMs`. */
  function remote(job: LoadJob, limitMs: number): Promise<{ seconds: number; p50: number; p99: number }> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`load client: no answer in ${limitMs} ms`)), limitMs);
      client.once("message", (r: LoadResult) => {
        clearTimeout(timer);
        if ("error" in r) reject(new Error(r.error));
        else resolve(r);
      });
      client.send(job);
    });
  }

  return { remote, disconnect: () => client.disconnect() };
}

/** The load client's process and the measuring functions over it; disconnect() when done. */
export function harness(o: HarnessOptions) {
  const { remote, disconnect } = loadClient();

  /** Checks the answer once, warms up, then times `requests` requests from the load client's process. */
  async function measure(t: Target): Promise<Figure> {
    const first = await once(t, new http.Agent());
    if (first.status !== 200 || !t.check(JSON.parse(first.text))) throw new Error(`${t.name}: unexpected answer ${first.status} ${first.text.slice(0, 300)}`);
    const job = { url: t.url.href, body: t.body, concurrency: o.concurrency, ...(t.authorizations === undefined ? {} : { authorizations: t.authorizations }) };
    await remote({ ...job, count: o.warmup }, 60_000).catch((e) => Promise.reject(new Error(`${t.name}: ${e.message}`)));
    const cpu0 = process.cpuUsage();
    const r = await remote({ ...job, count: o.requests }, 120_000).catch((e) => Promise.reject(new Error(`${t.name}: ${e.message}`)));
    const cpu = process.cpuUsage(cpu0);
    return { rps: o.requests / r.seconds, p50: r.p50, p99: r.p99, cpuUs: (cpu.user + cpu.system) / o.requests };
  }

  /** Measures each target `rounds` times, interleaved, and prints the medians. */
  async function rounds(targets: readonly Target[]): Promise<Measured[]> {
    const all: Figure[][] = targets.map(() => []);
    for (let round = 0; round < o.rounds; round++) for (const [i, t] of targets.entries()) all[i].push(await measure(t));
    return targets.map((t, i) => {
      const rps = all[i].map((x) => x.rps);
      const f = {
        rps: median(rps),
        p50: median(all[i].map((x) => x.p50)),
        p99: median(all[i].map((x) => x.p99)),
        cpuUs: median(all[i].map((x) => x.cpuUs)),
        each: all[i],
      };
      const each = rps.map((x) => x.toFixed(0)).join("/");
      const band = `${Math.min(...rps).toFixed(0)}–${Math.max(...rps).toFixed(0)}`;
      console.log(
        `${t.name.padEnd(46)} ${f.rps.toFixed(0).padStart(6)} req/s (${each}; band ${band})   p50 ${f.p50.toFixed(2)} ms   p99 ${f.p99.toFixed(2)} ms   server CPU ${f.cpuUs.toFixed(0)} µs/req`,
      );
      return f;
    });
  }

  return { measure, rounds, disconnect };
}
