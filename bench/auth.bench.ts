// Requests per second for an authenticated SendMessage (answered with a Message) over JSON-RPC and
// HTTP+JSON: our server enforcing its card's OAuth 2.0 scheme with jwtVerifier, side by side with
// @a2a-js/sdk 1.3.0's express server (test/e2e/peer/server.ts, strict v1.0) whose user builder runs the same
// verifier (jose's jwtVerify with the same key set, issuer, audience and algorithms). Every request
// carries a fresh RS256 token (signed before timing, one per request, so no side can cache a verified
// token). The harness of server.bench.ts (bench/harness.ts): the load client in a child process, ROUNDS
// interleaved rounds, medians and the ratios ours / 1.3.0 (target >= 2x on both bindings).

import os from "node:os";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { type Agent, createA2AServer, jwtVerifier } from "@a2a-bindgen/server";
import { nodeListener } from "@a2a-bindgen/server/node";
import { SignJWT, exportJWK, generateKeyPair } from "jose";
import { startPeer } from "../test/e2e/peer/server.ts";
import { type Target, harness, listen, ratio } from "./harness.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1_000);
const ISS = "https://issuer.example";
const AUD = "https://agent.example/a2a";

const { privateKey, publicKey } = await generateKeyPair("RS256");
const jwk = { ...(await exportJWK(publicKey)), kid: "bench", alg: "RS256" };
const verify = jwtVerifier({ keys: { keys: [jwk] }, issuer: ISS, audience: AUD, algorithms: ["RS256"] });

// A fresh token per request: each run (warm-up or timed) takes the tokens in turn from a list longer than
// it, so that no token repeats within a run (neither side caches verified tokens anyway).
const started = performance.now();
const tokens: string[] = [];
for (let i = 0; i < REQUESTS + WARMUP + 1; i++) {
  tokens.push(
    `Bearer ${await new SignJWT({ sub: `user-${i % 100}`, scope: "a2a.call" })
      .setProtectedHeader({ alg: "RS256", kid: "bench" })
      .setJti(`t-${i}`)
      .setIssuer(ISS)
      .setAudience(AUD)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(privateKey)}`,
  );
}
console.log(`signed ${tokens.length} RS256 tokens in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const card: types.AgentCard = {
  name: "bench",
  description: "echo",
  version: "1.0.0",
  // The server checks its card at build: it lists an interface (the benchmark's client never reads it).
  supportedInterfaces: [{ url: "http://127.0.0.1/", protocolBinding: "JSONRPC", protocolVersion: "1.0" }],
  capabilities: { streaming: true },
  securitySchemes: { oauth: { oauth2SecurityScheme: { flows: { clientCredentials: { tokenUrl: `${ISS}/token`, scopes: { "a2a.call": "" } } } } } },
  securityRequirements: [{ schemes: { oauth: { list: ["a2a.call"] } } }],
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "echo", name: "echo", description: "echo", tags: ["echo"] }],
} as types.AgentCard;

const agent: Agent = {
  SendMessage(r, context) {
    const m = r.message;
    if (context.principal === undefined) throw new Error("not authenticated");
    return {
      message: {
        messageId: `reply-${m?.messageId}`,
        contextId: m?.contextId ?? "c",
        role: "ROLE_AGENT",
        parts: [{ text: `echo: ${m?.parts?.[0]?.text ?? ""}` }],
      },
    };
  },
};

const userMessage = { messageId: "m-1", role: "ROLE_USER", parts: [{ text: "message: hi" }] };
const isReply = (m: any) => m?.messageId === "reply-m-1" && m?.parts?.[0]?.text === "echo: message: hi";

const { rounds, disconnect } = harness({ requests: REQUESTS, rounds: ROUNDS, concurrency: CONCURRENCY, warmup: WARMUP });
const ours = await listen(nodeListener(createA2AServer({ agent, card, auth: { verifiers: { oauth: verify } } })));
// 1.3.0's user builder: the bearer token verified by the same verifier; a refused token fails the request.
const peer = await startPeer({
  mode: "strict",
  userBuilder: async (req) => {
    const header = String(req.headers.authorization ?? "");
    const p = header.startsWith("Bearer ")
      ? await verify({ kind: "bearer", token: header.slice(7) }, { scheme: "oauth", declared: { name: "oauth", kind: "oauth2" } })
      : null;
    if (p === null || p === undefined) throw new Error("unauthenticated");
    return { isAuthenticated: true, userName: p.subject };
  },
});

console.log(
  `auth bench: SendMessage with a fresh RS256 token per request, ${ROUNDS} rounds of ${REQUESTS} requests, ${CONCURRENCY} in flight, keep-alive, 127.0.0.1 (Node ${process.version}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")})`,
);
try {
  const summary: string[] = [];
  for (const binding of ["JSON-RPC", "HTTP+JSON"] as const) {
    const jsonRpc = binding === "JSON-RPC";
    const body = jsonRpc
      ? JSON.stringify({ jsonrpc: "2.0", id: 1, method: "SendMessage", params: { message: userMessage } })
      : JSON.stringify({ message: userMessage });
    const check = jsonRpc ? (j: any) => isReply(j?.result?.message) : (j: any) => isReply(j?.message);
    const path = jsonRpc ? "/" : "/message:send";
    console.log(`\n${binding}`);
    const targets: Target[] = [
      {
        name: `@a2a-js/sdk 1.3.0 express + jose, ${binding}`,
        url: new URL(jsonRpc ? peer.jsonRpcUrl : peer.restUrl + path),
        body,
        check,
        authorizations: tokens,
      },
      { name: `ours, jwtVerifier from the card, ${binding}`, url: new URL(ours.url + path), body, check, authorizations: tokens },
    ];
    const [a2ajs, node] = await rounds(targets);
    const r = ratio(node, a2ajs);
    const line = `${binding}: ${r.median.toFixed(2)}x req/s (per round ${r.low.toFixed(2)}–${r.high.toFixed(2)}x), ${r.cpu.toFixed(2)}x less server CPU per request (target >= 2x)`;
    console.log(`  ratio ours / 1.3.0, ${line}`);
    summary.push(line);
  }
  console.log("\nratios ours / @a2a-js/sdk 1.3.0, fresh RS256 token per request:");
  for (const line of summary) console.log(`  ${line}`);
} finally {
  disconnect();
  await peer.close();
  ours.server.closeAllConnections();
  await new Promise((r) => ours.server.close(r));
}
