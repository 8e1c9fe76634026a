// The load client of bench/server.bench.ts, run as a child process (fork, IPC) so that it does not share
// the servers' event loop: a fixed number of requests, at most `concurrency` in flight, over keep-alive
// node:http connections on 127.0.0.1, with the request head and body built once. Each request is bounded
// in time. For each job it answers {seconds, p50, p99} (latencies in ms) or {error}.

import http from "node:http";

/** One measurement the parent asks for. */
export interface LoadJob {
  readonly url: string;
  readonly body: string;
  readonly count: number;
  readonly concurrency: number;
}

/** What the child answers. */
export type LoadResult = { seconds: number; p50: number; p99: number } | { error: string };

const TIMEOUT_MS = 10_000;

async function load(job: LoadJob): Promise<LoadResult> {
  const url = new URL(job.url);
  const body = Buffer.from(job.body);
  const pool = new http.Agent({ keepAlive: true, maxSockets: job.concurrency });
  const options: http.RequestOptions = {
    host: url.hostname,
    port: url.port,
    path: url.pathname + url.search,
    method: "POST",
    agent: pool,
    headers: { "content-type": "application/json", "content-length": body.length, "a2a-version": "1.0" },
    timeout: TIMEOUT_MS,
  };
  const latencies = new Float64Array(job.count);
  let next = 0;
  let failure: string | undefined;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(options, (res) => {
        if (res.statusCode !== 200) failure ??= `status ${res.statusCode}`;
        res.on("data", () => {});
        res.on("end", resolve);
        res.on("error", reject);
      });
      req.on("timeout", () => req.destroy(new Error("request timed out")));
      req.on("error", reject);
      req.end(body);
    });
  const start = performance.now();
  const worker = async () => {
    while (next < job.count && failure === undefined) {
      const i = next++;
      const t0 = performance.now();
      await one();
      latencies[i] = performance.now() - t0;
    }
  };
  try {
    await Promise.all(Array.from({ length: job.concurrency }, worker));
  } catch (e) {
    failure ??= e instanceof Error ? e.message : String(e);
  } finally {
    pool.destroy();
  }
  const seconds = (performance.now() - start) / 1000;
  if (failure !== undefined) return { error: failure };
  latencies.sort();
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { seconds, p50: pct(50), p99: pct(99) };
}

process.on("message", (job: LoadJob) => {
  load(job).then(
    (r) => process.send?.(r),
    (e) => process.send?.({ error: String(e) }),
  );
});
// Stop with the parent.
process.on("disconnect", () => process.exit(0));
