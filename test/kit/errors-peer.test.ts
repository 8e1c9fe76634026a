// The decoders against a real @a2a-js/sdk 1.3.0 server (test/e2e/peer/server.ts, legacyCompat on, 127.0.0.1):
// peer × binding × trigger → the decoding expected from the peer notes (a2a-peers.md §1b, the unknown-task
// and I3/I4 captures), written by hand below. Requests are built from the generated tables.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { errorTable as e03 } from "@a2a-bindgen/a2a/v0_3/errors";
import { errorTable as e10 } from "@a2a-bindgen/a2a/v1_0/errors";
import { type DecodeResult, decodeHttpError, decodeJsonRpcError } from "@a2a-bindgen/kit";
import { type Peer, startPeer } from "../e2e/peer/server.js";

const TIMEOUT_MS = 5_000;

async function send(method: string, url: string, version: string, body?: unknown) {
  const headers: Record<string, string> = { "A2A-Version": version, accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  const r = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT_MS) });
  return { status: r.status, headers: r.headers, body: new Uint8Array(await r.arrayBuffer()) };
}

/** "kind name basis" of a decoding, or "not-a2a". */
const shape = (r: DecodeResult) => (r.kind === "error" ? `${r.error.spec.name} by ${r.basis}` : r.kind === "ambiguous" ? `ambiguous` : "not-a2a");

describe("decoding @a2a-js/sdk 1.3.0's errors", { timeout: 60_000 }, () => {
  let peer: Peer | undefined;
  let completed = "";
  let id = 0;
  const rpc = (version: string, method: string, params: unknown) => send("POST", peer!.jsonRpcUrl, version, { jsonrpc: "2.0", id: ++id, method, params });
  const rest = (version: "1.0" | "0.3", operation: string, request: Record<string, unknown>) => {
    const b = (version === "1.0" ? v1_0 : v0_3).routes.build(operation, request);
    return send(b.method, peer!.restUrl + b.url, version, b.body);
  };

  before(async () => {
    peer = await startPeer();
    const sent = await rpc("1.0", v1_0.operations.SendMessage.jsonRpcMethod, {
      message: { messageId: "err-1", role: "ROLE_USER", parts: [{ text: "hello" }] },
    });
    completed = JSON.parse(new TextDecoder().decode(sent.body)).result.task.id;
    assert.ok(completed.length > 0);
  });
  after(async () => {
    await peer?.close();
  });

  const cases: [label: string, expected: string, run: () => Promise<DecodeResult>][] = [
    [
      "1.0 JSON-RPC, unknown task",
      "TaskNotFoundError by code",
      async () => decodeJsonRpcError(e10, await rpc("1.0", v1_0.operations.GetTask.jsonRpcMethod, { id: "does-not-exist" })),
    ],
    ["1.0 HTTP+JSON, unknown task", "TaskNotFoundError by errorInfo", async () => decodeHttpError(e10, await rest("1.0", "GetTask", { id: "does-not-exist" }))],
    [
      "0.3 JSON-RPC, unknown task",
      "TaskNotFoundError by code",
      async () => decodeJsonRpcError(e03, await rpc("0.3", v0_3.operations.GetTask.jsonRpcMethod, { id: "does-not-exist" })),
    ],
    [
      "0.3 HTTP+JSON, unknown task",
      "TaskNotFoundError by code",
      async () => decodeHttpError(e03, await rest("0.3", "GetTask", { name: "tasks/does-not-exist" })),
    ],
    [
      "1.0 JSON-RPC, cancel a completed task",
      "TaskNotCancelableError by code",
      async () => decodeJsonRpcError(e10, await rpc("1.0", v1_0.operations.CancelTask.jsonRpcMethod, { id: completed })),
    ],
    [
      "1.0 HTTP+JSON, cancel a completed task",
      "TaskNotCancelableError by errorInfo",
      async () => decodeHttpError(e10, await rest("1.0", "CancelTask", { id: completed })),
    ],
    [
      "0.3 JSON-RPC, cancel a completed task",
      "TaskNotCancelableError by code",
      async () => decodeJsonRpcError(e03, await rpc("0.3", v0_3.operations.CancelTask.jsonRpcMethod, { id: completed })),
    ],
    [
      "0.3 HTTP+JSON, cancel a completed task",
      "TaskNotCancelableError by code",
      async () => decodeHttpError(e03, await rest("0.3", "CancelTask", { name: `tasks/${completed}` })),
    ],
    [
      "1.0 JSON-RPC, version 9.9",
      "VersionNotSupportedError by code",
      async () => decodeJsonRpcError(e10, await rpc("9.9", v1_0.operations.GetTask.jsonRpcMethod, { id: completed })),
    ],
    [
      "1.0 HTTP+JSON, version 9.9",
      "VersionNotSupportedError by errorInfo",
      async () => {
        const b = v1_0.routes.build("GetTask", { id: completed });
        return decodeHttpError(e10, await send(b.method, peer!.restUrl + b.url, "9.9"));
      },
    ],
    ["1.0 JSON-RPC, unknown method", "MethodNotFoundError by code", async () => decodeJsonRpcError(e10, await rpc("1.0", "NoSuchMethod", {}))],
    ["0.3 JSON-RPC, unknown method", "MethodNotFoundError by code", async () => decodeJsonRpcError(e03, await rpc("0.3", "no/such", {}))],
    [
      "1.0 HTTP+JSON, unknown route (Express's HTML 404)",
      "not-a2a",
      async () => decodeHttpError(e10, await send("GET", `${peer!.restUrl}/no/such/route`, "1.0")),
    ],
  ];
  for (const [label, expected, run] of cases) {
    test(`${label} → ${expected}`, async () => {
      const r = await run();
      assert.equal(shape(r), expected, JSON.stringify(r));
    });
  }
});
