// startGrpcServer serves grpc.health.v1.Health (issue 37) from the server's readiness, called with
// @grpc/grpc-js (an independent implementation) and the messages encoded here from the upstream
// grpc/health/v1/health.proto (HealthCheckRequest.service = 1, string; HealthCheckResponse.status = 1, enum
// ServingStatus UNKNOWN 0, SERVING 1, NOT_SERVING 2, SERVICE_UNKNOWN 3) and doc/health-checking.md: Check
// of "" and of each served service answers SERVING or NOT_SERVING, of another name NOT_FOUND; Watch answers
// the status now and then each change. Outside authentication. On 127.0.0.1, port 0, bounded.

import assert from "node:assert/strict";
import { test } from "node:test";
import * as grpc from "@grpc/grpc-js";
import { BinaryReader, BinaryWriter, WireType } from "@bufbuild/protobuf/wire";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { Agent } from "@a2a-bindgen/server";
import { type GrpcServerOptions, startGrpcServer } from "@a2a-bindgen/server/grpc";
import { bareCard } from "../../support/cards.js";
import { raw, V1 } from "../grpc-raw.ts";

const T = { timeout: 30_000 };
const CHECK = "/grpc.health.v1.Health/Check";
const WATCH = "/grpc.health.v1.Health/Watch";
const SERVING = 1;
const NOT_SERVING = 2;
const SERVICE_UNKNOWN = 3;
/** gRPC status codes (grpc/doc/statuscodes.md). */
const NOT_FOUND = 5;
const UNIMPLEMENTED = 12;
const UNAUTHENTICATED = 16;

const agent: Agent = { SendMessage: () => ({ message: { messageId: "r", role: "ROLE_AGENT", parts: [{ text: "hi" }] } }) };

const request = (service: string) => Buffer.from(new BinaryWriter().tag(1, WireType.LengthDelimited).string(service).finish());

/** HealthCheckResponse.status (0 when absent, proto3's default). */
function statusOf(bytes: Uint8Array): number {
  const r = new BinaryReader(bytes);
  let status = 0;
  while (r.pos < r.len) {
    const [field, wire] = r.tag();
    if (field === 1 && wire === WireType.Varint) status = r.int32();
    else r.skip(wire);
  }
  return status;
}

const keep = (b: Buffer) => new Uint8Array(b);
const identity = (b: Buffer) => b;

async function check(address: string, service: string): Promise<{ code: number; status?: number }> {
  const client = new grpc.Client(address, grpc.credentials.createInsecure());
  try {
    return await new Promise((resolve) => {
      client.makeUnaryRequest(CHECK, identity, keep, request(service), new grpc.Metadata(), { deadline: Date.now() + 5_000 }, (err, value) => {
        resolve(err ? { code: err.code ?? -1 } : { code: 0, status: statusOf(value!) });
      });
    });
  } finally {
    client.close();
  }
}

/** A Watch call: the statuses as they arrive, the final gRPC status once it ends. */
function watch(address: string, service: string) {
  const client = new grpc.Client(address, grpc.credentials.createInsecure());
  const statuses: number[] = [];
  const waiters: (() => void)[] = [];
  const call = client.makeServerStreamRequest(WATCH, identity, keep, request(service), new grpc.Metadata(), { deadline: Date.now() + 20_000 });
  call.on("data", (b: Uint8Array) => {
    statuses.push(statusOf(b));
    for (const w of waiters.splice(0)) w();
  });
  call.on("error", () => {});
  const ended = new Promise<number>((resolve) =>
    call.on("status", (s: grpc.StatusObject) => {
      client.close();
      resolve(s.code);
    }),
  );
  return {
    statuses,
    ended,
    /** Resolves once `n` statuses arrived. */
    async count(n: number): Promise<void> {
      while (statuses.length < n) await new Promise<void>((r) => waiters.push(r));
    },
    cancel: () => {
      call.cancel();
      client.close();
    },
  };
}

function start(options: Partial<GrpcServerOptions> = {}) {
  return startGrpcServer({ agent, card: bareCard("grpc health") as types.AgentCard, onError: () => {}, ...options });
}

test('Check: SERVING for the server ("") and each served A2A service; NOT_FOUND for another name; NOT_SERVING while not ready', T, async () => {
  let ready = true;
  let agentReady = true;
  const server = await start({ agent: { ...agent, ready: () => agentReady }, ready: () => ready });
  try {
    for (const service of ["", "lf.a2a.v1.A2AService", "a2a.v1.A2AService"])
      assert.deepEqual(await check(server.address, service), { code: 0, status: SERVING }, service);
    assert.equal((await check(server.address, "no.such.Service")).code, NOT_FOUND);
    ready = false;
    for (const service of ["", "lf.a2a.v1.A2AService"]) assert.deepEqual(await check(server.address, service), { code: 0, status: NOT_SERVING }, service);
    ready = true;
    agentReady = false;
    assert.deepEqual(await check(server.address, ""), { code: 0, status: NOT_SERVING }, "Agent.ready false");
    agentReady = true;
    assert.deepEqual(await check(server.address, ""), { code: 0, status: SERVING });
  } finally {
    await server.close({ graceMs: 0 });
  }
});

test(
  "Watch: SERVING now, NOT_SERVING when readiness changes, SERVING again; on close() NOT_SERVING and the call ends OK without holding the close",
  T,
  async () => {
    let ready = true;
    const server = await start({ ready: () => ready });
    const w = watch(server.address, "");
    try {
      await w.count(1);
      assert.deepEqual(w.statuses, [SERVING]);
      ready = false;
      await w.count(2);
      ready = true;
      await w.count(3);
      assert.deepEqual(w.statuses, [SERVING, NOT_SERVING, SERVING]);
      const started = Date.now();
      const closed = server.close({ graceMs: 10_000 });
      assert.equal(await w.ended, 0, "the Watch ends with OK");
      assert.deepEqual(w.statuses, [SERVING, NOT_SERVING, SERVING, NOT_SERVING], "NOT_SERVING once closing");
      await closed;
      assert.ok(Date.now() - started < 5_000, `an open Watch does not hold close() for the grace (${Date.now() - started} ms)`);
    } finally {
      w.cancel();
      await server.close({ graceMs: 0 });
    }
  },
);

test("Watch of an unknown service answers SERVICE_UNKNOWN and holds the call", T, async () => {
  const server = await start();
  const w = watch(server.address, "no.such.Service");
  try {
    await w.count(1);
    assert.deepEqual(w.statuses, [SERVICE_UNKNOWN]);
  } finally {
    w.cancel();
    await server.close({ graceMs: 0 });
  }
});

test("Check needs no credential on a server whose card requires one", T, async () => {
  const card = {
    ...bareCard("grpc health auth"),
    securitySchemes: { key: { apiKeySecurityScheme: { location: "header", name: "x-agent-key" } } },
    securityRequirements: [{ schemes: { key: { list: [] } } }],
  } as types.AgentCard;
  const server = await start({
    card,
    auth: { verifiers: { key: (c) => (c.kind === "apiKey" && c.key === "k-right" ? { subject: "alice" } : null) }, warn: () => {} },
  });
  try {
    const a2a = await raw(server.address, V1, "GetTask", "lf.a2a.v1.GetTaskRequest", { id: "t-1" }, null, { "a2a-version": "1.0" });
    assert.equal(a2a.code, UNAUTHENTICATED, "auth is on");
    assert.deepEqual(await check(server.address, ""), { code: 0, status: SERVING });
  } finally {
    await server.close({ graceMs: 0 });
  }
});

test("versions: only the served services are known; health: false serves no health service", T, async () => {
  const v1only = await start({ versions: ["1.0"] });
  const off = await start({ health: false });
  try {
    assert.deepEqual(await check(v1only.address, "lf.a2a.v1.A2AService"), { code: 0, status: SERVING });
    assert.equal((await check(v1only.address, "a2a.v1.A2AService")).code, NOT_FOUND, "v0.3 not served");
    assert.equal((await check(off.address, "")).code, UNIMPLEMENTED);
  } finally {
    await v1only.close({ graceMs: 0 });
    await off.close({ graceMs: 0 });
  }
});
