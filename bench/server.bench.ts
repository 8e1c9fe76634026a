// Requests per second for SendMessage over JSON-RPC and HTTP+JSON: our server's node:http adapter side
// by side, in one process, with @a2a-js/sdk 1.3.0's express server (test/e2e/peer/server.ts, strict v1.0),
// driven by the same load client (bench/load-client.ts): a fixed number of requests, a bounded number in
// flight, over keep-alive node:http connections on 127.0.0.1, run in a child process so that it does not
// share the servers' event loop. Two workloads, the same behaviour on both sides:
//   message  "message: hi" is answered with a Message "echo: message: hi", no task (ours: a small agent);
//   task     "task: hi" is a blocking SendMessage answered with the completed Task and its artifact
//            "echo: task: hi" (ours: createEchoAgent over the TaskStore; 1.3.0: its in-memory task store
//            and the peer's executor: SUBMITTED → WORKING → artifact → COMPLETED).
// Our server runs with every default on (answers validated, JSON-only bodies, onError). Each target is
// measured ROUNDS times, interleaved, and the medians printed: req/s (each round's figure and their
// min–max, the noise band), p50 and p99 latency, and the server process's CPU time per request (the
// servers' own cost, which the client and other load on the machine change least), with the ratios ours /
// 1.3.0 (target ≥ 2.9×; the band of the per-round ratios beside it), the fetch adapter's figure for
// reference (behind a small node:http → Request bridge, which it pays for) on the message workload, after
// the ceiling: bare node:http answering a fixed body through the same client. Before timing, each
// server's answer is checked. The machine is shared: the figures are noisy (the load average is printed);
// read the ratios of one run.

import type http from "node:http";
import os from "node:os";
import { type Agent, createA2AServer, createEchoAgent } from "@a2a-bindgen/server";
import { fetchHandler } from "@a2a-bindgen/server/fetch";
import { nodeListener } from "@a2a-bindgen/server/node";
import { startPeer } from "../test/e2e/peer/server.ts";
import { echoCard } from "./corpus.ts";
import { type Target, harness, listen, ratio } from "./harness.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2_000);

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

const userMessage = (text: string) => ({ messageId: "m-1", role: "ROLE_USER", parts: [{ text }] });
const jsonRpcBody = (text: string) => JSON.stringify({ jsonrpc: "2.0", id: 1, method: "SendMessage", params: { message: userMessage(text) } });
const restBody = (text: string) => JSON.stringify({ message: userMessage(text) });
const isReply = (m: any) => m?.messageId === "reply-m-1" && m?.parts?.[0]?.text === "echo: message: hi";
const isTask = (t: any) => t?.status?.state === "TASK_STATE_COMPLETED" && t?.artifacts?.[0]?.parts?.[0]?.text === "echo: task: hi";

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

// The load client runs in its own process, so that the servers' event loop is theirs alone.
const { rounds, disconnect } = harness({ requests: REQUESTS, rounds: ROUNDS, concurrency: CONCURRENCY, warmup: WARMUP });
const core = createA2AServer({ agent, card: echoCard });
const ours = await listen(nodeListener(core));
const viaFetch = await listen(bridge(fetchHandler(core)));
const echo = createEchoAgent();
const oursTasks = await listen(nodeListener(createA2AServer({ agent: echo, card: echoCard })));
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

console.log(
  `server bench: SendMessage, ${ROUNDS} rounds of ${REQUESTS} requests, ${CONCURRENCY} in flight, keep-alive, 127.0.0.1, load client in a child process (Node ${process.version}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")})`,
);
try {
  // The ceiling on this machine: node:http answering a fixed body, no parsing, through the same client.
  await rounds([
    {
      name: "bare node:http (fixed answer, the ceiling)",
      url: new URL(bare.url),
      body: jsonRpcBody("message: hi"),
      check: (j: any) => isReply(j?.result?.message),
    },
  ]);
  const summary: string[] = [];
  for (const workload of ["message", "task"] as const) {
    const text = `${workload}: hi`;
    const answered = workload === "message" ? (r: any) => isReply(r?.message) : (r: any) => isTask(r?.task);
    const oursUrl = workload === "message" ? ours.url : oursTasks.url;
    console.log(
      workload === "message"
        ? "\nworkload message: SendMessage answered with a Message"
        : "\nworkload task: a blocking SendMessage answered with the completed Task and its artifact",
    );
    for (const binding of ["JSON-RPC", "HTTP+JSON"] as const) {
      const jsonRpc = binding === "JSON-RPC";
      const body = jsonRpc ? jsonRpcBody(text) : restBody(text);
      const check = jsonRpc ? (j: any) => answered(j?.result) : answered;
      const path = jsonRpc ? "/" : "/message:send";
      const targets: Target[] = [
        { name: `@a2a-js/sdk 1.3.0 express, ${binding}`, url: new URL(jsonRpc ? peer.jsonRpcUrl : peer.restUrl + path), body, check },
        { name: `ours, node:http adapter, ${binding}`, url: new URL(oursUrl + path), body, check },
      ];
      if (workload === "message") targets.push({ name: `ours, fetch adapter (via a bridge), ${binding}`, url: new URL(viaFetch.url + path), body, check });
      const [a2ajs, node] = await rounds(targets);
      const r = ratio(node, a2ajs);
      const line = `${workload} over ${binding}: ${r.median.toFixed(2)}x req/s (per round ${r.low.toFixed(2)}–${r.high.toFixed(2)}x), ${r.cpu.toFixed(2)}x less server CPU per request (target >= 2.9x)`;
      console.log(`  ratio ours (node) / 1.3.0, ${line}`);
      summary.push(line);
    }
  }
  console.log("\nratios ours (node:http) / @a2a-js/sdk 1.3.0:");
  for (const line of summary) console.log(`  ${line}`);
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
} finally {
  disconnect();
  await peer.close();
  echo.close();
  for (const s of [ours.server, viaFetch.server, bare.server, oursTasks.server]) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
}
