// Issue 12's proof for the error decoders: every cell of the peer matrix (peer × `BINDING@version` × trigger
// or probe, raw answers from real @a2a-js/sdk 1.3.0 strict, 1.3.0 legacyCompat and 0.3.14 servers on
// 127.0.0.1) run through kit's decoder for its binding with its version's generated error table, against
// the hand-written expectations in decodings.ts. Also: every stream the peers send parses with
// decodeA2aStream, and every card they serve selects the right interface.

import assert from "node:assert/strict";
import { test } from "node:test";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { type DecodeResult, decodeA2aStream, decodeHttpError, decodeJsonRpcError, type StreamItem, selectInterface } from "@a2a-bindgen/kit";
import { decodeGrpcError } from "@a2a-bindgen/kit/grpc";
import { type Decoding, DECODINGS } from "./decodings.js";
import { withMatrix } from "./matrix.js";
import { type BindingName, interfaceKey, PEER_NAMES, type PeerName } from "./peers.js";
import { collectCard, collectStream, type HttpRaw, type Raw } from "./triggers.js";

const tables = { "1.0": v1_0.errorTable, "0.3": v0_3.errorTable } as const;

const matrix = withMatrix();

const isSse = (raw: HttpRaw) => (raw.headers["content-type"] ?? "").startsWith("text/event-stream");

async function* once(text: string): AsyncIterable<string> {
  yield text;
}

async function streamItems(body: string, binding: "jsonrpc" | "http+json"): Promise<StreamItem[]> {
  const items: StreamItem[] = [];
  for await (const item of decodeA2aStream(once(body), binding)) items.push(item);
  return items;
}

/** The decoder of the interface's binding over a raw answer; an SSE answer's first error event goes through decodeA2aStream first. */
async function decode(binding: BindingName, version: "1.0" | "0.3", raw: Raw): Promise<DecodeResult> {
  const table = tables[version];
  if (raw.kind === "grpc") return decodeGrpcError(table, { code: raw.code, details: raw.details, trailers: raw.metadata });
  const framing = binding === "JSONRPC" ? "jsonrpc" : "http+json";
  if (isSse(raw)) {
    const items = await streamItems(raw.body, framing);
    const err = items.find((i) => i.kind === "error");
    if (err === undefined)
      return framing === "jsonrpc" ? decodeJsonRpcError(table, { body: { result: {} } }) : decodeHttpError(table, { status: raw.status, body: "" });
    return framing === "jsonrpc" ? decodeJsonRpcError(table, { body: err.payload }) : decodeHttpError(table, { body: err.payload });
  }
  return framing === "jsonrpc"
    ? decodeJsonRpcError(table, { status: raw.status, headers: raw.headers, body: raw.body })
    : decodeHttpError(table, { status: raw.status, headers: raw.headers, body: raw.body });
}

/** The decoding as the expectation's shape (names sorted for ambiguous answers), or a mismatch message. */
function compare(result: DecodeResult, expected: Decoding, raw: Raw): string | null {
  const got =
    result.kind === "error"
      ? `error ${result.error.spec.name} (${result.basis})`
      : result.kind === "ambiguous"
        ? `ambiguous ${result.candidates
            .map((c) => c.name)
            .sort()
            .join(" / ")}`
        : `not-a2a (${result.why})`;
  switch (expected.kind) {
    case "error":
      return result.kind === "error" && result.error.spec.name === expected.name && result.basis === expected.basis ? null : got;
    case "ambiguous":
      return result.kind === "ambiguous" && got === `ambiguous ${[...expected.candidates].sort().join(" / ")}` ? null : got;
    case "not-a2a":
      return result.kind === "not-a2a" ? null : got;
    case "success": {
      // The peer served the request: a 2xx or gRPC OK, which no decoder takes for an error.
      const served = raw.kind === "grpc" ? raw.code === 0 : raw.status >= 200 && raw.status < 300;
      return served && result.kind === "not-a2a" ? null : `${got}; served: ${served}`;
    }
  }
}

for (const peer of PEER_NAMES) {
  for (const key of Object.keys(DECODINGS[peer])) {
    test(`decoders over ${peer} ${key}: every trigger and probe decodes as written by hand`, async () => {
      const [binding, version] = key.split("@") as [BindingName, "1.0" | "0.3"];
      const mine = matrix.cells.filter((c) => c.peer === peer && c.interface === key);
      assert.equal(mine.length, Object.keys(DECODINGS[peer][key]).length, "one cell per trigger and probe");
      const wrong: string[] = [];
      for (const cell of mine) {
        const expected = DECODINGS[peer][key][cell.trigger];
        const result = await decode(binding, expected.table ?? version, cell.raw);
        const mismatch = compare(result, expected, cell.raw);
        if (mismatch !== null) wrong.push(`${cell.trigger}: expected ${JSON.stringify(expected)}, got ${mismatch}`);
      }
      assert.deepEqual(wrong, []);
    });
  }
}

test("0.3.14's gRPC FAILED_PRECONDITION and UNIMPLEMENTED answers are ambiguous, and say which peer sends them", async () => {
  const cell = matrix.cells.find((c) => c.peer === "0.3.14" && c.interface === "GRPC@0.3" && c.trigger === "task-not-cancelable");
  assert.ok(cell && cell.raw.kind === "grpc");
  const r = decodeGrpcError(v0_3.errorTable, { code: cell.raw.code, details: cell.raw.details, trailers: cell.raw.metadata });
  assert.equal(r.kind, "ambiguous");
  assert.match(r.kind === "ambiguous" ? r.why : "", /0\.3\.14/);
});

test("0.3.14's own REST statuses (409, 500) decode by code, with a note naming the peer that sends them", async () => {
  const notes = (trigger: string) => {
    const cell = matrix.cells.find((c) => c.peer === "0.3.14" && c.interface === "HTTP+JSON@0.3" && c.trigger === trigger);
    assert.ok(cell && cell.raw.kind === "http");
    const r = decodeHttpError(v0_3.errorTable, { status: cell.raw.status, body: cell.raw.body });
    assert.equal(r.kind, "error");
    return r.kind === "error" ? r.notes : [];
  };
  // a2a-peers-2.md §2.1(b): -32002 → 409, -32007 → 500 (the v0.3 table gives 400 for both).
  assert.equal(notes("task-not-cancelable").length, 1);
  assert.match(notes("task-not-cancelable")[0], /HTTP 409 .*0\.3\.14/);
  assert.match(notes("extended-card-not-configured")[0], /HTTP 500 .*0\.3\.14/);
  // 404 is the table's own status for -32001: nothing to note.
  assert.deepEqual(notes("unknown-task"), []);
});

test("v0.3 resubscribe errors arrive as one SSE `event: error` whose data line is a JSON-RPC error (decodeA2aStream)", async () => {
  for (const peer of ["1.3.0-compat", "0.3.14"] as const) {
    const cell = matrix.cells.find((c) => c.peer === peer && c.interface === "JSONRPC@0.3" && c.trigger === "subscribe-unknown-task");
    assert.ok(cell && cell.raw.kind === "http" && isSse(cell.raw), peer);
    const items = await streamItems(cell.raw.body, "jsonrpc");
    assert.deepEqual(
      items.map((i) => [i.kind, i.kind === "error" ? i.form : null, i.event.type]),
      [["error", "jsonrpc", "error"]],
      peer,
    );
  }
});

test("1.3.0-compat's VersionNotSupported (-32009) reaching a v0.3 client is no error of the v0.3 table", async () => {
  // v0.3.0's a2a.json defines no -32009: read with the v0.3 table it is not-a2a, naming the code; read with
  // the v1.0 table (the version the peer answered in) it is VersionNotSupportedError (decodings.ts).
  const cell = matrix.cells.find((c) => c.peer === "1.3.0-compat" && c.interface === "JSONRPC@0.3" && c.trigger === "version-not-supported");
  assert.ok(cell && cell.raw.kind === "http");
  const r = decodeJsonRpcError(v0_3.errorTable, { body: cell.raw.body });
  assert.equal(r.kind, "not-a2a");
  assert.match(r.kind === "not-a2a" ? r.why : "", /-32009/);
});

// ---------------------------------------------------------------------------------------------------------
// Streams: every streaming interface's SendStreamingMessage ("hello") parses into StreamResponses only.

const STREAMING: Record<PeerName, string[]> = {
  "1.3.0-strict": ["JSONRPC@1.0", "HTTP+JSON@1.0"],
  "1.3.0-compat": ["JSONRPC@1.0", "HTTP+JSON@1.0", "JSONRPC@0.3", "HTTP+JSON@0.3"],
  "0.3.14": ["JSONRPC@0.3", "HTTP+JSON@0.3"],
};

for (const peer of PEER_NAMES) {
  for (const key of STREAMING[peer]) {
    test(`the stream ${peer} sends on ${key} parses with decodeA2aStream: task, working, artifact, completed`, async () => {
      const p = matrix.peers.find((x) => x.name === peer)!;
      const raw = await collectStream(p, key);
      assert.ok(raw.kind === "http" && isSse(raw), "an event stream");
      const v03rpc = key === "JSONRPC@0.3";
      const items = await streamItems(raw.body, key.startsWith("JSONRPC") ? "jsonrpc" : "http+json");
      // The harness agent publishes task, status update (working), artifact update, status update
      // (completed) (server.ts, server-v03.ts). v0.3 JSON-RPC names each by `kind`; v1.0 and v0.3 REST
      // StreamResponses by their one payload member (a2a-peers.md I11, a2a-peers-2.md §2.1).
      const shape = (i: StreamItem) =>
        i.kind !== "response" ? `${i.kind}` : v03rpc ? String((i.response as { kind?: unknown }).kind) : Object.keys(i.response as object).join(",");
      assert.deepEqual(
        items.map(shape),
        v03rpc ? ["task", "status-update", "artifact-update", "status-update"] : ["task", "statusUpdate", "artifactUpdate", "statusUpdate"],
      );
      const last = items.at(-1) as { response: Record<string, unknown> };
      const update = (v03rpc ? last.response : last.response.statusUpdate) as { final?: boolean; status?: { state?: string } };
      if (key.endsWith("@1.0")) assert.equal(update.status?.state, "TASK_STATE_COMPLETED");
      else if (v03rpc) assert.deepEqual([update.final, update.status?.state], [true, "completed"]);
      else assert.deepEqual([update.final, update.status?.state], [true, "TASK_STATE_COMPLETED"]);
    });
  }
}

// ---------------------------------------------------------------------------------------------------------
// Cards: each card (A2A-Version 1.0, 0.3, none) selects, for a client speaking one binding, the peer's interface.
// a2a-peers.md §1a/§1c: the strict server serves its v1.0 card (1.0 entries only) whatever the header; the
// compat server serves the hybrid card (absent / 0.3) or the v1.0 card, both listing every binding at 1.0
// and at 0.3; 0.3.14 serves a v0.3 card (url, preferredTransport, additionalInterfaces).

const NEWEST: Record<PeerName, "1.0" | "0.3"> = { "1.3.0-strict": "1.0", "1.3.0-compat": "1.0", "0.3.14": "0.3" };
const OFFERS: Record<PeerName, ("1.0" | "0.3")[]> = { "1.3.0-strict": ["1.0"], "1.3.0-compat": ["1.0", "0.3"], "0.3.14": ["0.3"] };
const BINDINGS: BindingName[] = ["JSONRPC", "HTTP+JSON", "GRPC"];

for (const peer of PEER_NAMES) {
  for (const header of ["1.0", "0.3", null] as const) {
    test(`${peer}'s card for A2A-Version ${header ?? "(none)"} selects the right interface per binding and version`, async () => {
      const p = matrix.peers.find((x) => x.name === peer)!;
      const raw = await collectCard(p.main, header);
      assert.equal(raw.status, 200);
      const card = JSON.parse(raw.body) as unknown;
      const wrong: string[] = [];
      for (const binding of BINDINGS) {
        for (const speaks of [["1.0", "0.3"], ["1.0"], ["0.3"]] as ("1.0" | "0.3")[][]) {
          const want = speaks.includes(NEWEST[peer]) ? NEWEST[peer] : speaks.find((v) => OFFERS[peer].includes(v));
          const s = selectInterface(card, { speaks: [{ binding, versions: speaks }] });
          const label = `${binding} speaking ${speaks.join("+")}`;
          if (want === undefined) {
            if (s.ok) wrong.push(`${label}: expected no interface, got ${s.url} ${s.version}`);
            continue;
          }
          const iface = p.main.interfaces.find((i) => interfaceKey(i) === `${binding}@${want}`)!;
          if (!s.ok) wrong.push(`${label}: ${s.error.message}`);
          else if (s.url !== iface.url || s.binding !== binding || s.version !== want || s.versionHeader.value !== want)
            wrong.push(`${label}: got ${s.binding} ${s.version} ${s.url}, expected ${iface.url}`);
        }
      }
      assert.deepEqual(wrong, []);
    });
  }
}
