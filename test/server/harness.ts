// Starts our server on 127.0.0.1 (port 0) with the node adapter or the fetch adapter (the fetch handler
// behind a small node:http bridge, so both are driven by the same HTTP client), and a bounded client.

import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { createA2AServer, type ServerOptions } from "@a2a-bindgen/server";
import { fetchHandler } from "@a2a-bindgen/server/fetch";
import { nodeListener } from "@a2a-bindgen/server/node";

export type Adapter = "node" | "fetch";

export interface Running {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** origin + base path */
  base: string;
  close(): Promise<void>;
}

/** Bridges node:http to a fetch handler: builds a Request, writes the Response (streams included). */
function bridge(handler: (r: Request) => Promise<Response>): http.RequestListener {
  return (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const body = req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks);
      const controller = new AbortController();
      res.on("close", () => controller.abort());
      const response = await handler(new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body, signal: controller.signal }));
      res.writeHead(response.status, Object.fromEntries(response.headers));
      if (response.body === null) return res.end();
      const reader = response.body.getReader();
      res.on("close", () => void reader.cancel().catch(() => {}));
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          res.write(value);
        }
      } catch {
        // The client went away.
      }
      res.end();
    });
  };
}

/**
 * Starts a server. Without `publicUrl`, it is the listening URL (origin + base path), as startNodeServer fills
 * it from the address it bound: a card that lists no interfaces then lists this server's.
 */
export async function start(options: ServerOptions, adapter: Adapter = "node"): Promise<Running> {
  const sockets = new Set<Socket>();
  const server = http.createServer();
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const base = origin + (options.basePath ?? "");
  const core = createA2AServer({ ...options, publicUrl: options.publicUrl ?? base });
  server.on("request", adapter === "node" ? nodeListener(core) : bridge(fetchHandler(core)));
  return {
    origin,
    base,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

/** One request, bounded in time (5 s). */
export async function call(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown; raw?: string | Uint8Array } = {},
): Promise<Reply> {
  const body = init.raw !== undefined ? init.raw : init.body === undefined ? undefined : JSON.stringify(init.body);
  const r = await fetch(url, {
    method: init.method ?? (body === undefined ? "GET" : "POST"),
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...init.headers },
    body,
    signal: AbortSignal.timeout(5000),
  });
  const text = await r.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: r.status, headers: r.headers, text, json };
}

/** SSE data lines of a stream answer, each parsed, with their event types. */
export function sse(text: string): { event: string; data: any }[] {
  const out: { event: string; data: any }[] = [];
  for (const block of text.split("\n\n")) {
    if (block.trim() === "") continue;
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("event: ")) event = line.slice(7);
      else if (line.startsWith("data: ")) data.push(line.slice(6));
    }
    out.push({ event, data: JSON.parse(data.join("\n")) });
  }
  return out;
}

/** A JSON-RPC call to `url`. */
export function rpc(url: string, method: string, params: unknown, headers: Record<string, string> = {}, id: unknown = 1): Promise<Reply> {
  return call(url, { body: { jsonrpc: "2.0", id, method, params }, headers });
}
