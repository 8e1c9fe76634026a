// The interop matrix (issue 13): the quick reference's scenarios I1–I14 (§6) against our reference server,
// @a2a-js/sdk 1.3.0 strict and legacyCompat, and 0.3.14, over every interface each card declares. Each test
// records one cell per server and interface (report.ts); the last test writes (INTEROP_WRITE=1) or compares
// test/interop/REPORT.md. Expected values by hand from the quick reference, the spec sections it cites and the
// peer notes (a2a-peers.md, a2a-peers-2.md); a peer's known departures come from test/peer/expectations.ts.

import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { connect } from "@a2a-bindgen/client";
import { grpcTransport } from "@a2a-bindgen/client/grpc";
import { checkRaw } from "../peer/check.js";
import { EXPECTED } from "../peer/expectations.js";
import { interfaceKey, type PeerInterface } from "../peer/peers.js";
import { collect, type Trigger } from "../peer/triggers.js";
import { assertSpecError, TASK_NOT_FOUND, VERSION_NOT_SUPPORTED, type SpecError } from "./errors.js";
import { checkAll, cell, type Result, writeOrCompare } from "./report.js";
import { type MatrixServer, startMatrix } from "./servers.js";
import { sendMessage, servedMessage } from "./wire.js";

let servers: MatrixServer[] = [];

before(async () => {
  servers = await startMatrix();
});

after(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

const TIMEOUT_MS = 10_000;
const lower = { JSONRPC: "jsonrpc", "HTTP+JSON": "http+json", GRPC: "grpc" } as const;

/** Runs `check` for every interface of every server, one cell each. */
function eachInterface(scenario: string, check: (s: MatrixServer, i: PeerInterface) => Promise<Result | undefined>): Promise<void> {
  return checkAll(servers.flatMap((s) => s.main.interfaces.map((i) => () => cell(scenario, s.server, interfaceKey(i), () => check(s, i)))));
}

/**
 * A trigger's answer: the spec's error (pass), or, where test/peer/expectations.ts names the peer's departure
 * or says the trigger does not apply, that answer as observed (deviation / n/a).
 */
async function triggerCell(s: MatrixServer, i: PeerInterface, trigger: Trigger, e: SpecError): Promise<Result> {
  const raw = await collect(s, interfaceKey(i), trigger);
  const known = s.server === "a2a-bindgen" ? undefined : EXPECTED[s.name]?.[interfaceKey(i)]?.[trigger];
  if (known?.notApplicable !== undefined) {
    checkRaw(raw, known, trigger);
    return `n/a: ${known.notApplicable}`;
  }
  if (known?.deviation !== undefined) {
    checkRaw(raw, known, trigger);
    return `deviation: ${known.deviation}`;
  }
  assertSpecError(i, raw, e);
  return "pass";
}

const V1_ONLY = "n/a: the scenario sends A2A-Version 1.0; this is a 0.3 interface";

test("I1 (§5.1): the same message on every interface gives the same completed task with the artifact 'echo: hello'", () =>
  eachInterface("I1", async (s, i) => {
    const client = await connect(s.main.cardUrl, {
      bindings: [lower[i.binding]],
      versions: [i.protocolVersion],
      transports: { grpc: grpcTransport },
      timeoutMs: TIMEOUT_MS,
    });
    assert.equal(client.selected.binding.toUpperCase(), i.binding);
    assert.equal(client.selected.protocolVersion, i.protocolVersion);
    const r = await client.unary("SendMessage", {
      message: { messageId: `i1-${i.binding}-${i.protocolVersion}`, role: "ROLE_USER", parts: [{ text: "hello" }] },
    });
    assert.equal(r.task?.status?.state, "TASK_STATE_COMPLETED", JSON.stringify(r));
    assert.deepEqual(
      r.task?.artifacts?.flatMap((a) => a.parts.map((p) => p.text)),
      ["echo: hello"],
    );
    return undefined;
  }));

test("I2 (§5.4, §9.5, §10.6, §11.6): GetTask of an unknown id is the binding's TaskNotFoundError (ErrorInfo TASK_NOT_FOUND at 1.0)", () =>
  eachInterface("I2", (s, i) => triggerCell(s, i, "unknown-task", TASK_NOT_FOUND)));

test("I4 (§3.6.2): A2A-Version 1.0 is served, then 9.9 is VersionNotSupportedError", () =>
  eachInterface("I4", async (s, i) => {
    if (i.protocolVersion !== "1.0") return V1_ONLY;
    servedMessage(i, await sendMessage(i, { headers: { "A2A-Version": "1.0" } }));
    return triggerCell(s, i, "version-not-supported", VERSION_NOT_SUPPORTED);
  }));

test("I13 (§5.7): an unknown field in a request is ignored and the request is served", () =>
  eachInterface("I13", async (_s, i) => {
    const headers: Record<string, string> = i.protocolVersion === "1.0" ? { "A2A-Version": "1.0" } : {};
    servedMessage(i, await sendMessage(i, { headers, unknownField: true }));
    return undefined;
  }));

test("REPORT.md is what this run computed", () => {
  const difference = writeOrCompare();
  assert.equal(difference, null, difference ?? "");
});
