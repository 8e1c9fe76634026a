// What the attack files share: the packed reference server on 127.0.0.1 (port 0) with the echo agent, a
// plain HTTP server for hostile peers, a loopback webhook receiver, and one HTTP request at a time bounded
// in time, sent with node:http so that every header (or its absence) is the test's own.

import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { EchoAgent, EchoAgentOptions, ServerOptions } from "@a2a-bindgen/server";
import { packed } from "./packed.ts";

/** A server listening on 127.0.0.1. */
export interface Listening {
  /** http://127.0.0.1:PORT */
  readonly origin: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Starts a node:http server on `host` (a loopback address), port 0; close() ends its connections too. */
export async function listen(listener: http.RequestListener, host = "127.0.0.1"): Promise<Listening> {
  const sockets = new Set<Socket>();
  const server = http.createServer(listener);
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, host, r));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

/** The card of the agents under attack: streaming and push declared, an API-key scheme in a header. */
export function securityCard(extra: Partial<types.AgentCard> = {}): types.AgentCard {
  return {
    name: "security",
    description: "the agent the security suite attacks",
    version: "1.0.0",
    capabilities: { streaming: true, pushNotifications: true },
    securitySchemes: { key: { apiKeySecurityScheme: { location: "header", name: "X-Agent-Key" } } },
    defaultInputModes: ["text/plain"],
    defaultOutputModes: ["text/plain"],
    skills: [{ id: "echo", name: "echo", description: "echoes", tags: ["echo"] }],
    ...extra,
  };
}

/** A running packed server with its echo agent. */
export interface Agent extends Listening {
  /** origin + base path */
  readonly base: string;
  readonly agent: EchoAgent;
}

/**
 * Starts the packed server (node adapter) with the echo agent; the served card lists the listening URL.
 * `server` takes further ServerOptions (cors, maxBodySize, …), `wrap` sees every request first.
 */
export async function startAgent(
  options: {
    echo?: EchoAgentOptions;
    server?: Partial<ServerOptions>;
    basePath?: string;
    card?: types.AgentCard;
    wrap?: (req: http.IncomingMessage) => void;
    /** The loopback address to listen on (default 127.0.0.1). */
    host?: string;
  } = {},
): Promise<Agent> {
  const { createA2AServer, createEchoAgent } = await packed("@a2a-bindgen/server");
  const { nodeListener } = await packed("@a2a-bindgen/server/node");
  const agent = createEchoAgent({ waitMs: 60_000, ...options.echo });
  let handle: http.RequestListener = () => {};
  const running = await listen((req, res) => {
    options.wrap?.(req);
    handle(req, res);
  }, options.host);
  const basePath = options.basePath ?? "";
  const base = running.origin + basePath;
  const core = createA2AServer({ agent, card: options.card ?? securityCard(), basePath, publicUrl: base, ...options.server } as ServerOptions);
  handle = nodeListener(core);
  return {
    ...running,
    base,
    agent,
    close: async () => {
      agent.close();
      await running.close();
    },
  };
}

/** An answer as read. */
export { type RawAnswer as Reply, rawRequest as request } from "../../../support/raw-http.js";

/** The data of each event of an SSE text, parsed as JSON. */
export function events(text: string): any[] {
  const out: unknown[] = [];
  for (const block of text.split(/\r?\n\r?\n/)) {
    const data = block
      .split(/\r?\n/)
      .filter((l) => l.startsWith("data:"))
      .map((l) => l.slice(5).replace(/^ /, ""));
    if (data.length > 0) out.push(JSON.parse(data.join("\n")));
  }
  return out;
}

/** A v1.0 user message. */
export function userMessage(text: string, messageId: string = crypto.randomUUID()): types.Message {
  return { messageId, role: "ROLE_USER", parts: [{ text }] };
}

/** A webhook on 127.0.0.1 that records every request and answers 200. */
export interface Receiver extends Listening {
  readonly url: string;
  readonly received: { method: string; path: string; headers: http.IncomingHttpHeaders; body: string }[];
}

export async function startReceiver(): Promise<Receiver> {
  const received: Receiver["received"] = [];
  const running = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200).end();
    });
  });
  return { ...running, url: `${running.origin}/hook`, received };
}

/** Resolves when `done()` holds, checking every 10 ms; rejects naming `what` after `ms`. */
export async function until(done: () => boolean, what: string, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** `promise`, or a rejection naming `what` after `ms` (the timer is cleared either way). */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
