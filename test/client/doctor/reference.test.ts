// a2a-bindgen doctor against our reference server (@a2a-bindgen/server with the echo agent): a card listing
// JSONRPC, HTTP+JSON and GRPC at 1.0 and 0.3 on one base URL and one gRPC port. Every entry connects (exit 0);
// with the version header removed, step 2 fails as the quick reference's §5 row 5 says. Expected by hand.

import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, test } from "node:test";
import { createA2AServer, createEchoAgent, type EchoAgent } from "@a2a-bindgen/server";
import { startGrpcServer, type GrpcServer } from "@a2a-bindgen/server/grpc";
import { nodeListener } from "@a2a-bindgen/server/node";
import { doctorJson } from "./harness.js";
import { bareCard } from "../../support/cards.js";

let agent: EchoAgent;
let web: http.Server;
let grpc: GrpcServer;
let origin = "";

before(async () => {
  agent = createEchoAgent();
  const card = { ...bareCard("echo", "echoes"), supportedInterfaces: [] as { url: string; protocolBinding: string; protocolVersion: string }[] };
  let listener: http.RequestListener = (_req, res) => res.writeHead(503).end();
  web = http.createServer((req, res) => listener(req, res));
  await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  grpc = await startGrpcServer({ agent, card });
  for (const v of ["1.0", "0.3"]) {
    card.supportedInterfaces.push(
      { url: `${origin}/a2a`, protocolBinding: "JSONRPC", protocolVersion: v },
      { url: `${origin}/a2a`, protocolBinding: "HTTP+JSON", protocolVersion: v },
      { url: grpc.address, protocolBinding: "GRPC", protocolVersion: v },
    );
  }
  const both = nodeListener(createA2AServer({ agent, card, basePath: "/a2a" }));
  // The same agent serving 1.0 only, its card and interfaces under /only-1.0.
  const onlyCard = {
    ...card,
    supportedInterfaces: [{ url: `${origin}/only-1.0/a2a`, protocolBinding: "JSONRPC", protocolVersion: "1.0" }],
  };
  const only = nodeListener(createA2AServer({ agent, card: onlyCard, basePath: "/a2a", versions: ["1.0"] }));
  listener = (req, res) => {
    if (req.url?.startsWith("/only-1.0/")) {
      req.url = req.url.slice("/only-1.0".length);
      only(req, res);
    } else both(req, res);
  };
});

after(async () => {
  await grpc?.close();
  web?.closeAllConnections();
  await new Promise((resolve) => web?.close(resolve));
  agent?.close();
});

test("our reference server connects on all six entries: TaskNotFound with an ErrorInfo at 1.0, by its code at 0.3", async () => {
  const { run, report } = await doctorJson([`${origin}/.well-known/agent-card.json`]);
  assert.equal(run.code, 0, run.stdout + run.stderr);
  assert.equal(report.failure, null);
  assert.deepEqual(
    report.calls.map((c) => `${c.binding}@${c.version}`),
    ["JSONRPC@1.0", "HTTP+JSON@1.0", "GRPC@1.0", "JSONRPC@0.3", "HTTP+JSON@0.3", "GRPC@0.3"],
  );
  assert.ok(
    report.calls.every((c) => c.connects),
    JSON.stringify(report.calls),
  );
  for (const c of report.calls.filter((c) => c.version === "1.0")) assert.match(c.answer, /TASK_NOT_FOUND/, c.answer);
  for (const c of report.calls.filter((c) => c.version === "0.3" && c.binding !== "GRPC")) assert.match(c.answer, /-32001/, c.answer);
});

test("without the version header, the 1.0 JSON-RPC entry fails at step 2", async () => {
  const args = [`${origin}/.well-known/agent-card.json`, "--protocol", "1.0", "--binding", "JSONRPC", "--header", "A2A-Version:"];
  // Serving 1.0 and 0.3 at one URL, a call without the header is a 0.3 call (§3.6.2: missing means 0.3), so
  // GetTask is an unknown method there: the interface answers like v0.3 (§5 row 1).
  const both = await doctorJson(args);
  assert.equal(both.run.code, 1, both.run.stdout + both.run.stderr);
  assert.deepEqual([both.report.failure?.step, both.report.failure?.diagnosis], [2, "jsonRpcServesV03"]);
  // Serving 1.0 only, the same call is VersionNotSupportedError (I3; §5 row 5).
  const only = await doctorJson(args.map((a) => a.replace(`${origin}/`, `${origin}/only-1.0/`)));
  assert.equal(only.run.code, 1, only.run.stdout + only.run.stderr);
  assert.deepEqual([only.report.failure?.step, only.report.failure?.diagnosis], [2, "versionNotSupported"]);
});
