// The interop matrix (issue 13): the quick reference's scenarios I1–I14 (§6) against our reference server,
// @a2a-js/sdk 1.3.0 strict and legacyCompat, and 0.3.14, over every interface each card declares. Each test
// records one cell per server and interface (report.ts); the last test writes (INTEROP_WRITE=1) or compares
// test/e2e/interop/REPORT.md. Expected values by hand from the quick reference, the spec sections it cites and the
// peer notes (a2a-peers.md, a2a-peers-2.md); a peer's known departures come from test/e2e/peer/expectations.ts.

import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { connect } from "@a2a-bindgen/client";
import { grpcTransport } from "@a2a-bindgen/client/grpc";
import { checkRaw } from "../peer/check.js";
import { EXPECTED } from "../peer/expectations.js";
import { interfaceKey, type PeerInterface } from "../peer/peers.js";
import { PEER_EXTENSION } from "../peer/server.js";
import { sseEvents } from "../peer/sse.js";
import { collect, collectStream, type Raw, type Trigger } from "../peer/triggers.js";
import { assertSpecError, EXTENSION_SUPPORT_REQUIRED, TASK_NOT_FOUND, VERSION_NOT_SUPPORTED, type SpecError } from "./errors.js";
import { checkAll, cell, type Result, writeOrCompare } from "./report.js";
import { type MatrixServer, OUR_EXTENSION, REQUIRED_EXTENSION, startMatrix } from "./servers.js";
import { grpcOnlyCell, newest, stopCrafted, subscribeCell, twoVersionsCell } from "./client.js";
import { listCell, tenantCell } from "./tasks.js";
import { sendMessage, servedMessage } from "./wire.js";

let servers: MatrixServer[] = [];

before(async () => {
  servers = await startMatrix();
});

after(async () => {
  await stopCrafted();
  await Promise.all(servers.map((s) => s.close()));
});

const TIMEOUT_MS = 10_000;
const lower = { JSONRPC: "jsonrpc", "HTTP+JSON": "http+json", GRPC: "grpc" } as const;

/** Runs `check` for every interface of every server, one cell each. */
function eachInterface(scenario: string, check: (s: MatrixServer, i: PeerInterface) => Promise<Result | undefined>): Promise<void> {
  return checkAll(servers.flatMap((s) => s.main.interfaces.map((i) => () => cell(scenario, s.server, interfaceKey(i), () => check(s, i)))));
}

/**
 * A trigger's answer: the spec's error (pass), or, where test/e2e/peer/expectations.ts names the peer's departure
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

const V1_ONLY = "n/a: a 0.3 interface (the scenario calls a 1.0 interface)";

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
      r.task?.artifacts?.flatMap((a) => (a.parts ?? []).map((p) => p.text)),
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

const OURS = "a2a-bindgen";
const NO_V1 = "n/a: 0.3.14 has no 1.0 interface";
const v1Only = (s: MatrixServer): Result => (s.server === "0.3.14" ? NO_V1 : V1_ONLY);

test("I3 (§3.6.2): a 1.0-only interface called without A2A-Version answers VersionNotSupportedError", async () => {
  const ours = servers.find((s) => s.server === OURS)!;
  await checkAll([
    // Ours serves 1.0 and 0.3 at one URL (there, no version is a 0.3 call); its 1.0-only variant is the scenario's.
    ...ours.only10!.interfaces.map(
      (i) => () =>
        cell("I3", OURS, `${interfaceKey(i)} (1.0-only variant)`, async () => {
          assertSpecError(i, await sendMessage(i, { headers: {} }), VERSION_NOT_SUPPORTED);
          return undefined;
        }),
    ),
  ]);
  await eachInterface("I3", async (s, i) => {
    if (i.protocolVersion !== "1.0") return v1Only(s);
    if (s.server !== "1.3.0-strict") return "n/a: this URL serves 0.3 too, and a call without A2A-Version is a 0.3 call (§3.6.2)";
    assertSpecError(i, await sendMessage(i, { headers: {} }), VERSION_NOT_SUPPORTED);
    return undefined;
  });
});

test("I5 (§3.6, §14.2.1): A2A-Version 1.0.1 (recorded: ours serves it as 1.0, patch versions are not considered)", () =>
  eachInterface("I5", async (s, i) => {
    if (i.protocolVersion !== "1.0") return v1Only(s);
    const raw = await sendMessage(i, { headers: { "A2A-Version": "1.0.1" } });
    if (s.server === OURS) {
      servedMessage(i, raw);
      return undefined;
    }
    assertSpecError(i, raw, VERSION_NOT_SUPPORTED);
    return "deviation: rejects 1.0.1 with VersionNotSupportedError (exact match); §3.6 says the patch version is not considered (a2a-peers.md, I5)";
  }));

test("I6 (§3.2.6, §9.2, §10.2, §11.2): the version as lower-case a2a-version is handled exactly as A2A-Version", () =>
  eachInterface("I6", async (s, i) => {
    if (i.protocolVersion !== "1.0") return v1Only(s);
    // node:http sends header names as written; gRPC metadata keys are lower case anyway.
    servedMessage(i, await sendMessage(i, { headers: { "a2a-version": "1.0" } }));
    assertSpecError(i, await sendMessage(i, { headers: { "a2a-version": "9.9" } }), VERSION_NOT_SUPPORTED);
    return undefined;
  }));

/** The activated extensions an answer sends back: the a2a-extensions header (HTTP) or metadata (gRPC, headers or trailers). */
function activated(raw: Raw): string[] {
  const values =
    raw.kind === "http" ? [raw.headers["a2a-extensions"] ?? ""] : [...(raw.headers["a2a-extensions"] ?? []), ...(raw.metadata["a2a-extensions"] ?? [])];
  return values
    .flatMap((v) => String(v).split(","))
    .map((v) => v.trim())
    .filter((v) => v !== "");
}

const UNKNOWN_EXTENSION = "https://unknown.example/ext";

test("I7 (§3.3.4, §9.2): A2A-Extensions with two comma-separated URIs; a required extension omitted", async () => {
  await eachInterface("I7", async (s, i) => {
    if (i.protocolVersion !== "1.0") return v1Only(s);
    const declared = s.server === OURS ? OUR_EXTENSION : PEER_EXTENSION;
    const raw = await sendMessage(i, { headers: { "A2A-Version": "1.0", "A2A-Extensions": `${UNKNOWN_EXTENSION}, ${declared}` } });
    servedMessage(i, raw);
    // Both URIs were read: the declared one is activated and sent back, the unknown one dropped.
    assert.deepEqual(activated(raw), [declared]);
    return undefined;
  });
  const ours = servers.find((s) => s.server === OURS)!;
  await checkAll(
    servers.flatMap((s) =>
      s.main.interfaces.map(
        (i) => () =>
          cell("I7", s.server, `${interfaceKey(i)} (required omitted)`, async () => {
            if (i.protocolVersion !== "1.0") return v1Only(s);
            if (s.server !== OURS) return "n/a: the peer's card declares no required extension, and @a2a-js/sdk does not enforce `required` (a2a-peers.md)";
            const r = ours.required!.interfaces.find((x) => x.binding === i.binding)!;
            const headers = { "A2A-Version": "1.0", "A2A-Extensions": OUR_EXTENSION };
            assertSpecError(r, await sendMessage(r, { headers }), EXTENSION_SUPPORT_REQUIRED);
            servedMessage(r, await sendMessage(r, { headers: { ...headers, "A2A-Extensions": `${OUR_EXTENSION}, ${REQUIRED_EXTENSION}` } }));
            return undefined;
          }),
      ),
    ),
  );
});

const STREAM_MEMBERS = ["task", "message", "statusUpdate", "artifactUpdate"];

test("I11 (§9.4.2, §11.7): JSON-RPC stream lines are JSON-RPC responses; HTTP+JSON lines are bare StreamResponses", () =>
  eachInterface("I11", async (s, i) => {
    if (i.binding === "GRPC") return "n/a: I11 is about SSE lines (JSON-RPC and HTTP+JSON)";
    const raw = await collectStream(s, interfaceKey(i));
    assert.equal(raw.kind, "http");
    if (raw.kind !== "http") return undefined;
    assert.equal(raw.status, 200);
    assert.match(raw.headers["content-type"] ?? "", /^text\/event-stream/);
    const lines = sseEvents(raw.body).map((e) => JSON.parse(e.data) as Record<string, unknown>);
    assert.ok(lines.length >= 2, `task, updates: ${raw.body.slice(0, 300)}`);
    for (const line of lines) {
      if (i.binding === "JSONRPC") {
        assert.equal(line.jsonrpc, "2.0");
        assert.ok("id" in line && line.error === undefined, JSON.stringify(line));
        const result = line.result as Record<string, unknown>;
        // v1.0: a StreamResponse (one member); v0.3 JSON-RPC: a kind-tagged event.
        if (i.protocolVersion === "1.0") assert.equal(Object.keys(result).filter((k) => STREAM_MEMBERS.includes(k)).length, 1, JSON.stringify(result));
        else assert.ok(["task", "message", "status-update", "artifact-update"].includes(String(result.kind)), JSON.stringify(result));
      } else {
        assert.equal(line.jsonrpc, undefined, JSON.stringify(line));
        assert.deepEqual(Object.keys(line).length, 1, JSON.stringify(line));
        assert.ok(STREAM_MEMBERS.includes(Object.keys(line)[0]), JSON.stringify(line));
      }
    }
    return undefined;
  }));

test("I8 (§8.3.2, the proto): over HTTP+JSON the tenant as a field and as the /{tenant} prefix reach the same tenant", () => eachInterface("I8", tenantCell));

test("I12 (§11.5): GET /tasks?contextId=…&status=TASK_STATE_WORKING&pageSize=… — the filters and the page size take effect", () =>
  eachInterface("I12", listCell));

/** Runs `check` once per server, one cell at `where(server)`. */
function eachServer(scenario: string, where: (s: MatrixServer) => string, check: (s: MatrixServer) => Promise<Result | undefined>): Promise<void> {
  return checkAll(servers.map((s) => () => cell(scenario, s.server, where(s), () => check(s))));
}

test("I9 (§8.3.2, client): JSONRPC listed first, then GRPC; a client speaking only gRPC calls the second entry's url", () =>
  eachServer("I9", (s) => `GRPC@${newest(s)}`, grpcOnlyCell));

test("I10 (§3.6.2, §3.6.3, client): HTTP+JSON at 0.3 and at 1.0; the client calls the entry of the version it sends", () =>
  eachServer("I10", () => "HTTP+JSON@0.3+1.0", twoVersionsCell));

test("I14 (§5.3, §11.3.2, the proto, client): subscribe over HTTP+JSON sends GET; on a method error it retries with POST", () =>
  eachInterface("I14", async (s, i) => {
    if (i.binding !== "HTTP+JSON") return "n/a: I14 is about the HTTP+JSON subscribe route";
    return subscribeCell(s, i);
  }));

test("REPORT.md is what this run computed", () => {
  const difference = writeOrCompare();
  assert.equal(difference, null, difference ?? "");
});
