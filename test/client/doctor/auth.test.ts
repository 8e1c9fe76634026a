// a2a-bindgen doctor against our reference server enforcing its card (the server's `auth` option): schemes of
// each kind the doctor's flags give — HTTP Bearer, an API key in a header, one in the query, HTTP Basic — ORed
// (securityRequirements). Expected by hand from docs/security.md and RFC 6750 / RFC 7617: no credential is 401
// (gRPC UNAUTHENTICATED), a valid one of any entry passes, a refused one is 401, one without the entry's role is
// 403 (gRPC PERMISSION_DENIED). No secret appears in stdout, stderr or the JSON report.

import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, test } from "node:test";
import { createA2AServer, createEchoAgent, type Credential, type EchoAgent } from "@a2a-bindgen/server";
import { startGrpcServer, type GrpcServer } from "@a2a-bindgen/server/grpc";
import { nodeListener } from "@a2a-bindgen/server/node";
import { doctor, doctorJson, type Run } from "./harness.js";
import { doctorOptions, doctorReportSchema, type RawDoctorOptions, runDoctor } from "../../../client/src/doctor/index.js";
import { bareCard } from "../../support/cards.js";

// Secrets long enough to be unmistakable in any output.
const TOKEN = "tok-5f3a9c1e7b2d4e6f8a0b";
const WEAK = "tok-weak-0c2e4a6b8d0f1a3c";
const KEY = "key-9d8c7b6a5f4e3d2c1b0a";
const PASSWORD = "pw-3e1d5c7b9a2f4e6d";
const secrets = [TOKEN, WEAK, KEY, PASSWORD, Buffer.from(`carol:${PASSWORD}`).toString("base64")];

let agent: EchoAgent;
let web: http.Server;
let grpc: GrpcServer;
let cardUrl = "";
let grpcOrigin = "";
const runs: Run[] = [];
/** The JSON of every report made in this process. */
const reports: string[] = [];

const schemes = {
  bearer: { httpAuthSecurityScheme: { scheme: "Bearer" } },
  key: { apiKeySecurityScheme: { location: "header", name: "X-API-Key" } },
  q: { apiKeySecurityScheme: { location: "query", name: "api_key" } },
  basic: { httpAuthSecurityScheme: { scheme: "Basic" } },
};
// The bearer entry asks the role "call": WEAK verifies without it (403); the other entries ask none.
const securityRequirements = [
  { schemes: { bearer: { list: ["call"] } } },
  { schemes: { key: { list: [] } } },
  { schemes: { q: { list: [] } } },
  { schemes: { basic: { list: [] } } },
];

function verify(c: Credential) {
  if (c.kind === "bearer") return c.token === TOKEN ? { subject: "t", scopes: ["call"] } : c.token === WEAK ? { subject: "w", scopes: [] } : null;
  if (c.kind === "apiKey") return c.key === KEY ? { subject: "k" } : null;
  if (c.kind === "basic") return c.username === "carol" && c.password === PASSWORD ? { subject: "carol" } : null;
  return null;
}

before(async () => {
  agent = createEchoAgent();
  const card = { ...bareCard("secured", "an agent that authenticates"), securitySchemes: schemes, securityRequirements, supportedInterfaces: [] as unknown[] };
  const auth = { verifiers: { bearer: verify, key: verify, q: verify, basic: verify }, warn: () => {} };
  let listener: http.RequestListener = (_req, res) => res.writeHead(503).end();
  web = http.createServer((req, res) => listener(req, res));
  await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  grpc = await startGrpcServer({ agent, card, auth, onError: () => {} });
  grpcOrigin = `http://${grpc.address}`;
  card.supportedInterfaces.push(
    { url: `${origin}/a2a`, protocolBinding: "JSONRPC", protocolVersion: "1.0" },
    { url: `${origin}/a2a`, protocolBinding: "HTTP+JSON", protocolVersion: "1.0" },
    { url: `${origin}/a2a`, protocolBinding: "JSONRPC", protocolVersion: "0.3" },
    { url: grpc.address, protocolBinding: "GRPC", protocolVersion: "1.0" },
  );
  listener = nodeListener(createA2AServer({ agent, card, basePath: "/a2a", auth, onError: () => {} }));
  cardUrl = `${origin}/.well-known/agent-card.json`;
});

after(async () => {
  await grpc?.close();
  web?.closeAllConnections();
  await new Promise((resolve) => web?.close(resolve));
  agent?.close();
  // Every run of this file: no secret in anything the doctor printed.
  for (const run of runs) for (const s of secrets) assert.equal(`${run.stdout}${run.stderr}`.includes(s), false, `a secret in ${run.stdout}${run.stderr}`);
  for (const r of reports) for (const s of secrets) assert.equal(r.includes(s), false, `a secret in ${r}`);
});

/** The doctor in this process (the CLI's own runs are below): the report, checked against its schema. */
async function check(raw: RawDoctorOptions) {
  const report = doctorReportSchema().parse(await runDoctor(doctorOptions(cardUrl, { ...raw, timeout: "5" }, {})));
  reports.push(JSON.stringify(report));
  return { report, code: report.exitCode };
}

test("no credential: every call is refused, step 1 fails `unauthenticated`, naming the card's schemes, the requirements and the flags", async () => {
  const { run, report } = await doctorJson([cardUrl]);
  runs.push(run);
  assert.equal(run.code, 1, run.stdout + run.stderr);
  assert.deepEqual(
    report.calls.map((c) => `${c.binding}@${c.version} ${c.diagnosis}`),
    ["JSONRPC@1.0 unauthenticated", "HTTP+JSON@1.0 unauthenticated", "JSONRPC@0.3 unauthenticated", "GRPC@1.0 unauthenticated"],
  );
  assert.deepEqual([report.failure?.step, report.failure?.name, report.failure?.diagnosis], [1, "interface", "unauthenticated"]);
  const saw = report.failure?.saw ?? "";
  assert.match(saw, /^HTTP 401 /);
  for (const s of [
    '"bearer": bearer (Authorization header)',
    '"key": apiKey X-API-Key (header)',
    '"q": apiKey api_key (query)',
    '"basic": basic (Authorization header)',
  ])
    assert.ok(saw.includes(s), saw);
  assert.ok(saw.includes('requirements: "bearer" [call], or "key", or "q", or "basic"'), saw);
  assert.ok(saw.includes("sent: no credential"), saw);
  assert.ok(saw.includes("pass --bearer TOKEN or --api-key X-API-Key=VALUE or --api-key api_key=VALUE or --basic USER:PASS"), saw);
  // The old advice for a bare 400 is gone; the remedy names the flags.
  assert.doesNotMatch(JSON.stringify(report.failure), /HTTP 400 that does not match/);
  assert.match(report.failure?.remedy.action ?? "", /--bearer TOKEN.*--api-key NAME=VALUE.*--basic USER:PASS/);
});

test("--bearer: every call on the card's origin carries it and connects; gRPC on another port only with --credential-origin", async () => {
  const own = await check({ bearer: TOKEN });
  assert.equal(own.code, 1);
  const grpcCall = own.report.calls.find((c) => c.binding === "GRPC");
  assert.equal(grpcCall?.diagnosis, "unauthenticated");
  assert.deepEqual(grpcCall?.credentials, []);
  assert.ok(
    own.report.notes.some((n) => n.includes(`credentials go only to the card's origin; this interface is on ${grpcOrigin}`)),
    own.report.notes.join("\n"),
  );
  for (const c of own.report.calls.filter((c) => c.binding !== "GRPC")) {
    assert.equal(c.connects, true, c.answer);
    assert.deepEqual(c.credentials, ['scheme "bearer": bearer (Authorization header)']);
    assert.ok(
      c.sent.some(([n, v]) => n.toLowerCase() === "authorization" && v === "(credential)"),
      JSON.stringify(c.sent),
    );
  }
  const all = await check({ bearer: TOKEN, credentialOrigin: [grpcOrigin] });
  assert.equal(all.code, 0, JSON.stringify(all.report.calls));
  assert.ok(all.report.calls.every((c) => c.connects));
});

test("--api-key in a header, --basic: each passes on every binding", async () => {
  for (const raw of [{ apiKey: [`X-API-Key=${KEY}`] }, { apiKey: [`key=${KEY}`] }, { basic: `carol:${PASSWORD}` }]) {
    const { code, report } = await check({ ...raw, credentialOrigin: [grpcOrigin] });
    assert.equal(code, 0, JSON.stringify(report.calls));
    assert.equal(report.calls.length, 4);
  }
});

test("--api-key in the query: JSON-RPC and HTTP+JSON carry ?api_key= (shown hidden) and connect; gRPC has no query string", async () => {
  const { report } = await check({ apiKey: [`api_key=${KEY}`], credentialOrigin: [grpcOrigin] });
  const byBinding = Object.fromEntries(report.calls.map((c) => [`${c.binding}@${c.version}`, c]));
  for (const name of ["JSONRPC@1.0", "HTTP+JSON@1.0", "JSONRPC@0.3"]) {
    assert.equal(byBinding[name]?.connects, true, byBinding[name]?.answer);
    assert.match(byBinding[name]?.request ?? "", /[?&]api_key=\(credential\)/);
  }
  assert.equal(byBinding["GRPC@1.0"]?.diagnosis, "unauthenticated");
  assert.ok(
    report.notes.some((n) => n.endsWith("gRPC has no query string: api_key not sent")),
    report.notes.join("\n"),
  );
});

test("a wrong token: 401, diagnosed `unauthenticated`, saying what was sent", async () => {
  const { run, report } = await doctorJson([cardUrl, "--bearer", "tok-wrong-00000000", "--binding", "JSONRPC", "--protocol", "1.0"]);
  runs.push(run);
  assert.equal(run.code, 1);
  assert.equal(run.stdout.includes("tok-wrong-00000000"), false);
  assert.equal(report.failure?.diagnosis, "unauthenticated");
  assert.match(report.failure?.saw ?? "", /^HTTP 401 .*challenges: Bearer.*sent: scheme "bearer": bearer \(Authorization header\)/);
  assert.equal(report.failure?.saw.includes("tok-wrong-00000000"), false);
});

test("a token without the entry's role: 403 on HTTP, PERMISSION_DENIED on gRPC, both `forbidden`", async () => {
  const { code, report } = await check({ bearer: WEAK, credentialOrigin: [grpcOrigin] });
  assert.equal(code, 1);
  assert.deepEqual(
    report.calls.map((c) => c.diagnosis),
    ["forbidden", "forbidden", "forbidden", "forbidden"],
  );
  assert.match(report.failure?.saw ?? "", /^HTTP 403 /);
  assert.equal(report.failure?.remedy.see.includes("403"), true);
});

test("--api-key naming no scheme of the card: exit 2, one line naming the card's schemes, never the value", async () => {
  const run = await doctor([cardUrl, "--api-key", `X-Other=${KEY}`]);
  runs.push(run);
  assert.equal(run.code, 2, run.stdout + run.stderr);
  assert.equal(run.stdout, "");
  assert.match(
    run.stderr.trim(),
    /^a2a-bindgen: doctor: --api-key "X-Other": no APIKey scheme of the card .*; the card's schemes: "bearer": bearer \(Authorization header\), "key": apiKey X-API-Key \(header\)/,
  );
  assert.equal(run.stderr.trim().split("\n").length, 1);
});

test("--bearer from the environment (env:NAME) is read and sent; the human report names the kind, not the value", async () => {
  process.env.DOCTOR_TEST_TOKEN = TOKEN;
  try {
    const run = await doctor([cardUrl, "--bearer", "env:DOCTOR_TEST_TOKEN", "--binding", "JSONRPC", "--protocol", "1.0", "--timeout", "5"]);
    runs.push(run);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /carried scheme "bearer": bearer \(Authorization header\)/);
  } finally {
    delete process.env.DOCTOR_TEST_TOKEN;
  }
});
