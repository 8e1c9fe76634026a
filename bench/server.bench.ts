// Requests per second for SendMessage over JSON-RPC and HTTP+JSON: our server's node:http adapter side
// by side, in one process, with @a2a-js/sdk 1.3.0's express server (test/peer/server.ts, strict v1.0),
// both answering with the same echo behaviour (a "message: …" text is answered with a Message
// "echo: message: …", no task), driven by the same load client: a fixed number of requests, a bounded
// number in flight, over keep-alive node:http connections on 127.0.0.1. It prints req/s, p50 and p99
// latency and the ratio ours / 1.3.0 (target ≥ 2×), and the fetch adapter's figure for reference (behind
// a small node:http → Request bridge, which it pays for), after the ceiling: bare node:http answering a
// fixed body through the same client (the client runs in this process too, so it bounds every figure). Before timing, each server's answer is checked.
// The machine is shared: the figures are noisy; the ratio, measured in one run, is the figure to read.

import http from "node:http";
import type { AddressInfo } from "node:net";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { type Agent, createA2AServer } from "@a2a-bindgen/server";
import { fetchHandler } from "@a2a-bindgen/server/fetch";
import { nodeListener } from "@a2a-bindgen/server/node";
import { startPeer } from "../test/peer/server.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const WARMUP = 2_000;

const card: types.AgentCard = {
  name: "bench",
  description: "echo",
  version: "1.0.0",
  capabilities: { streaming: true },
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "echo", name: "echo", description: "echo", tags: ["echo"] }],
};

let contexts = 0;
const agent: Agent = {
  SendMessage(r) {
    const m = r.message;
    const text = m?.parts?.[0]?.text ?? "";
    return {
      message: { messageId: `reply-${m?.messageId}`, contextId: m?.contextId ?? `ctx-${++contexts}`, role: "ROLE_AGENT", parts: [{ text: `echo: ${text}` }] },
    };
  },
};

interface Target {
  name: string;
  url: URL;
  body: string;
  check(json: any): boolean;
}

const message = { messageId: "m-1", role: "ROLE_USER", parts: [{ text: "message: hi" }] };
const jsonRpcBody = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "SendMessage", params: { message } });
const restBody = JSON.stringify({ message });
const isReply = (m: any) => m?.messageId === "reply-m-1" && m?.parts?.[0]?.text === "echo: message: hi";

function once(t: Target, agentPool: http.Agent): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      t.url,
      {
        method: "POST",
        agent: agentPool,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(t.body), "a2a-version": "1.0" },
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

/** `count` requests, at most CONCURRENCY in flight; latencies in ms. */
async function load(t: Target, count: number): Promise<{ seconds: number; latencies: number[] }> {
  const pool = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  let next = 0;
  const start = performance.now();
  const worker = async () => {
    while (next < count) {
      next++;
      const t0 = performance.now();
      const r = await once(t, pool);
      latencies.push(performance.now() - t0);
      if (r.status !== 200) throw new Error(`${t.name}: status ${r.status}: ${r.text.slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - start) / 1000;
  pool.destroy();
  return { seconds, latencies };
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(t: Target): Promise<number> {
  const first = await once(t, new http.Agent());
  if (first.status !== 200 || !t.check(JSON.parse(first.text))) throw new Error(`${t.name}: unexpected answer ${first.status} ${first.text.slice(0, 300)}`);
  await load(t, WARMUP);
  const { seconds, latencies } = await load(t, REQUESTS);
  latencies.sort((a, b) => a - b);
  const rps = REQUESTS / seconds;
  console.log(`${t.name.padEnd(44)} ${rps.toFixed(0).padStart(7)} req/s   p50 ${pct(latencies, 50).toFixed(2)} ms   p99 ${pct(latencies, 99).toFixed(2)} ms`);
  return rps;
}

async function listen(listener: http.RequestListener): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer({ keepAliveTimeout: 30_000 }, listener);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function bridge(handler: (r: Request) => Promise<Response>): http.RequestListener {
  return (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const response = await handler(new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) }));
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  };
}

const core = createA2AServer({ agent, card });
const ours = await listen(nodeListener(core));
const viaFetch = await listen(bridge(fetchHandler(core)));
const peer = await startPeer({ mode: "strict" });
const bareBody = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  result: { message: { messageId: "reply-m-1", contextId: "c", role: "ROLE_AGENT", parts: [{ text: "echo: message: hi" }] } },
});
const bare = await listen((req, res) => {
  req.resume();
  req.on("end", () => {
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(bareBody) });
    res.end(bareBody);
  });
});

console.log(`server bench: SendMessage, ${REQUESTS} requests, ${CONCURRENCY} in flight, keep-alive, 127.0.0.1 (Node ${process.version})`);
try {
  // The ceiling on this machine: node:http answering a fixed body, no parsing, through the same client.
  await measure({
    name: "bare node:http (fixed answer, the ceiling)",
    url: new URL(bare.url),
    body: jsonRpcBody,
    check: (j: any) => isReply(j?.result?.message),
  });
  for (const binding of ["JSON-RPC", "HTTP+JSON"] as const) {
    const jsonRpc = binding === "JSON-RPC";
    const body = jsonRpc ? jsonRpcBody : restBody;
    const check = jsonRpc ? (j: any) => isReply(j?.result?.message) : (j: any) => isReply(j?.message);
    const path = jsonRpc ? "/" : "/message:send";
    const a2ajs = await measure({ name: `@a2a-js/sdk 1.3.0 express, ${binding}`, url: new URL(jsonRpc ? peer.jsonRpcUrl : peer.restUrl + path), body, check });
    const node = await measure({ name: `ours, node:http adapter, ${binding}`, url: new URL(ours.url + path), body, check });
    await measure({ name: `ours, fetch adapter (via a bridge), ${binding}`, url: new URL(viaFetch.url + path), body, check });
    console.log(`  ratio ours (node) / 1.3.0 over ${binding}: ${(node / a2ajs).toFixed(2)}x (target >= 2x)`);
  }
} finally {
  await peer.close();
  for (const s of [ours.server, viaFetch.server, bare.server]) s.closeAllConnections();
  await new Promise((r) => ours.server.close(r));
  await new Promise((r) => viaFetch.server.close(r));
  await new Promise((r) => bare.server.close(r));
}
