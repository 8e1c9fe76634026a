// The client scenarios (I9, I10, I14): our client (@a2a-bindgen/client) reading crafted cards served on
// 127.0.0.1 that point at the matrix's real servers (the card server, the refusing proxy and the recording
// fetch of test/client/crafted.ts). One cell per server, at the interface the scenario reaches.

import assert from "node:assert/strict";
import { connect } from "@a2a-bindgen/client";
import { grpcTransport } from "@a2a-bindgen/client/grpc";
import { type RefusingProxy, recordingFetch, type Served, serveCard, startProxy } from "../../client/crafted.js";
import { isSubscribe, subscribeAndCancel } from "../../support/subscribe.js";
import type { BindingName, PeerInterface, Version } from "../peer/peers.js";
import type { Result } from "./report.js";
import type { MatrixServer } from "./servers.js";

const TIMEOUT_MS = 10_000;
const started: (Served | RefusingProxy)[] = [];

/** Stops every card server and proxy these scenarios started. */
export async function stopCrafted(): Promise<void> {
  await Promise.all(started.splice(0).map((s) => s.close()));
}

const entry = (i: PeerInterface, url = i.url) => ({ url, protocolBinding: i.binding, protocolVersion: i.protocolVersion });

async function card(supportedInterfaces: unknown[]): Promise<string> {
  const s = await serveCard({ name: "crafted", description: "a crafted card", version: "1.0.0", capabilities: { streaming: true }, supportedInterfaces });
  started.push(s);
  return s.cardUrl;
}

function find(s: MatrixServer, binding: BindingName, version: Version): PeerInterface | undefined {
  return s.main.interfaces.find((i) => i.binding === binding && i.protocolVersion === version);
}

/** The newest version a server serves (its first interface's: 1.0 where served). */
export const newest = (s: MatrixServer): Version => s.main.interfaces[0].protocolVersion;

let n = 0;
const hi = () => ({ message: { messageId: `interop-client-${++n}`, role: "ROLE_USER" as const, parts: [{ text: "message: hi" }] } });

/** I9: a card listing JSONRPC first, then GRPC; a client that speaks only gRPC calls the second entry's url. */
export async function grpcOnlyCell(s: MatrixServer): Promise<Result | undefined> {
  const v = newest(s);
  const rpc = find(s, "JSONRPC", v);
  const grpc = find(s, "GRPC", v);
  assert.ok(rpc && grpc, "a JSONRPC and a GRPC interface");
  const url = await card([entry(rpc), entry(grpc)]);
  const client = await connect(url, { bindings: ["grpc"], transports: { grpc: grpcTransport }, timeoutMs: TIMEOUT_MS });
  assert.deepEqual([client.selected.url, client.selected.binding, client.selected.at], [grpc.url, "grpc", "$.supportedInterfaces[1]"]);
  const r = await client.unary("SendMessage", hi());
  assert.equal(r.message?.parts?.[0]?.text, "echo: message: hi", JSON.stringify(r));
  return undefined;
}

/** I10: HTTP+JSON at 0.3 listed before HTTP+JSON at 1.0; the client calls the entry of the version it sends. */
export async function twoVersionsCell(s: MatrixServer): Promise<Result | undefined> {
  const old = find(s, "HTTP+JSON", "0.3");
  const cur = find(s, "HTTP+JSON", "1.0");
  if (old === undefined || cur === undefined) return `n/a: ${s.server} serves HTTP+JSON at one version only`;
  // The 0.3 entry's url differs by a trailing slash, so the chosen entry shows in `selected.at`.
  const url = await card([entry(old, `${old.url}/`), entry(cur)]);
  for (const [versions, at, sent, path] of [
    [undefined, "$.supportedInterfaces[1]", "1.0", "/message:send"],
    [["0.3"], "$.supportedInterfaces[0]", "0.3", "/v1/message:send"],
  ] as const) {
    const rec = recordingFetch();
    const client = await connect(url, { fetch: rec.fetch, timeoutMs: TIMEOUT_MS, ...(versions ? { versions } : {}) });
    assert.deepEqual([client.selected.protocolVersion, client.selected.at], [sent, at]);
    const r = await client.unary("SendMessage", hi());
    assert.equal(r.message?.parts?.[0]?.text, "echo: message: hi", JSON.stringify(r));
    assert.deepEqual([rec.log[0]?.url, rec.log[0]?.headers["a2a-version"]], [`${cur.url}${path}`, sent]);
  }
  return undefined;
}

/** I14: subscribe over HTTP+JSON sends GET; a proxy refuses it with 405 (a method error) and the POST retry streams. */
export async function subscribeCell(s: MatrixServer, i: PeerInterface): Promise<Result | undefined> {
  const rest = new URL(i.url).pathname;
  const proxiedCard = (base: string) =>
    i.protocolVersion === "1.0"
      ? { name: "proxied", capabilities: { streaming: true }, supportedInterfaces: [entry(i, `${base}${rest}`)] }
      : { name: "proxied", capabilities: { streaming: true }, protocolVersion: "0.3.0", url: `${base}${rest}`, preferredTransport: "HTTP+JSON" };
  const refuse = (m: string, p: string) => (m === "GET" && isSubscribe(p) ? { status: 405, type: "text/plain", body: "Method Not Allowed" } : null);
  const proxy = await startProxy(s.main.baseUrl, refuse, proxiedCard);
  started.push(proxy);
  const client = await connect(proxy.cardUrl, { timeoutMs: TIMEOUT_MS });
  assert.equal(client.selected.protocolVersion, i.protocolVersion);
  const { id, states } = await subscribeAndCancel(client, "interop-client");
  const route = i.protocolVersion === "1.0" ? `${rest}/tasks/${id}:subscribe` : `${rest}/v1/tasks/${id}:subscribe`;
  assert.deepEqual(
    proxy.seen.filter((x) => isSubscribe(x.split(" ")[1])),
    [`GET ${route}`, `POST ${route}`],
  );
  assert.ok(states.includes("TASK_STATE_CANCELED"), states.join(" "));
  return undefined;
}
