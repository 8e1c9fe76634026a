// The messages both benchmarks feed their contenders: the same parts in v1.0 ProtoJSON and in the v0.3
// JSON-RPC dialect (text, file bytes, file url, data with part metadata).

import type { types } from "@a2a-bindgen/a2a/v1_0";

/** The agent card the server benchmarks serve (an echo agent). */
export const echoCard: types.AgentCard = {
  name: "bench",
  description: "echo",
  version: "1.0.0",
  // The server checks its card at build: it lists an interface (the benchmarks' clients never read it).
  supportedInterfaces: [{ url: "http://127.0.0.1/", protocolBinding: "JSONRPC", protocolVersion: "1.0" }],
  capabilities: { streaming: true },
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "echo", name: "echo", description: "echo", tags: ["echo"] }],
};

export const bytes = Buffer.from("a2a-bindgen benchmark payload ".repeat(8)).toString("base64");
export const data = { query: "weather", location: { city: "Lisbon", lat: 38.72, lon: -9.14 }, days: [1, 2, 3], flags: { metric: true, detail: null } };

export function message03(i: number, role: string) {
  return {
    kind: "message",
    messageId: `msg-${i}`,
    contextId: "ctx-1",
    taskId: "task-1",
    role,
    parts: [
      { kind: "text", text: `hello number ${i}` },
      { kind: "file", file: { bytes, name: "payload.bin", mimeType: "application/octet-stream" } },
      { kind: "file", file: { uri: "https://example.com/file.pdf", name: "file.pdf", mimeType: "application/pdf" } },
      { kind: "data", data, metadata: { schema: "weather/v1" } },
    ],
    metadata: { source: "bench", n: i },
  };
}

export function message10(i: number, role: string) {
  return {
    messageId: `msg-${i}`,
    contextId: "ctx-1",
    taskId: "task-1",
    role,
    parts: [
      // A text part's mediaType has no v0.3 form: dropped by a2a-js, reported as a loss by us.
      { text: `hello number ${i}`, mediaType: "text/plain" },
      { raw: bytes, filename: "payload.bin", mediaType: "application/octet-stream" },
      { url: "https://example.com/file.pdf", filename: "file.pdf", mediaType: "application/pdf" },
      { data, mediaType: "application/json", metadata: { schema: "weather/v1" } },
    ],
    metadata: { source: "bench", n: i },
  };
}
