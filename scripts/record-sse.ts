// Records raw SSE bodies from the real @a2a-js/sdk 1.3.0 peer (test/e2e/peer/server.ts) into test/support/fixtures/sse/.
//
//   npm run build && node --import tsx scripts/record-sse.ts
//
// Each file is the response body byte for byte, as the peer wrote it (ids and timestamps as they came):
//   jsonrpc-1.0.sse   SendStreamingMessage over JSON-RPC, A2A-Version 1.0 (JSON-RPC envelopes)
//   rest-1.0.sse      SendStreamingMessage over HTTP+JSON, 1.0 (bare StreamResponse)
//   jsonrpc-0.3.sse   SendStreamingMessage's v0.3 method over JSON-RPC, 0.3 (the legacy dispatcher: v0.3 `kind` objects)
//   rest-0.3.sse      SendStreamingMessage's v0.3 route over HTTP+JSON, 0.3 (v0.3 proto JSON)
//   jsonrpc-0.3-error.sse  TaskSubscription's v0.3 method on an unknown task, 0.3: `event: error` with a JSON-RPC error
// Routes come from the generated route tables, JSON-RPC methods from the generated operations, the header
// name from the SDK.

import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { A2A_VERSION_HEADER } from "@a2a-js/sdk";
import { startPeer } from "../test/e2e/peer/server.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "test/support/fixtures/sse");
const TIMEOUT_MS = 10_000;

async function body(url: string, method: string, version: string, payload: unknown): Promise<Uint8Array> {
  const res = await fetch(url, {
    method,
    headers: { [A2A_VERSION_HEADER]: version, "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const type = res.headers.get("content-type") ?? "";
  if (!type.startsWith("text/event-stream")) throw new Error(`${method} ${url}: ${res.status} ${type}: ${await res.text()}`);
  return new Uint8Array(await res.arrayBuffer());
}

const peer = await startPeer();
try {
  await mkdir(OUT, { recursive: true });
  const v1 = v1_0.protocolVersion;
  const v03 = v0_3.protocolVersion;
  const v1Send = (id: string) => ({
    message: { messageId: id, role: "ROLE_USER", parts: [{ text: `stream ${id}`, mediaType: "text/plain" }] },
    configuration: { acceptedOutputModes: ["text/plain"] },
  });
  const files: [string, () => Promise<Uint8Array>][] = [
    [
      "jsonrpc-1.0.sse",
      () => body(peer.jsonRpcUrl, "POST", v1, { jsonrpc: "2.0", id: 7, method: v1_0.operations.SendStreamingMessage.jsonRpcMethod, params: v1Send("rec-1") }),
    ],
    [
      "rest-1.0.sse",
      () => {
        const b = v1_0.routes.build(v1_0.operations.SendStreamingMessage.name, v1Send("rec-2"));
        return body(peer.restUrl + b.url, b.method, v1, b.body);
      },
    ],
    [
      "jsonrpc-0.3.sse",
      () =>
        body(peer.jsonRpcUrl, "POST", v03, {
          jsonrpc: "2.0",
          id: 8,
          method: v0_3.operations.SendStreamingMessage.jsonRpcMethod,
          params: { message: { kind: "message", messageId: "rec-3", role: "user", parts: [{ kind: "text", text: "stream rec-3" }] } },
        }),
    ],
    [
      "rest-0.3.sse",
      () => {
        const b = v0_3.routes.build(v0_3.operations.SendStreamingMessage.name, {
          request: { messageId: "rec-4", role: "ROLE_USER", content: [{ text: "stream rec-4" }] },
        });
        return body(peer.restUrl + b.url, b.method, v03, b.body);
      },
    ],
    [
      "jsonrpc-0.3-error.sse",
      () => body(peer.jsonRpcUrl, "POST", v03, { jsonrpc: "2.0", id: 11, method: v0_3.operations.TaskSubscription.jsonRpcMethod, params: { id: "nope" } }),
    ],
  ];
  for (const [name, get] of files) {
    const bytes = await get();
    await writeFile(path.join(OUT, name), bytes);
    console.log(`${name}: ${bytes.length} bytes`);
  }
} finally {
  await peer.close();
}
