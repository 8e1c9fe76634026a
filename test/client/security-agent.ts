// A crafted agent for the client's security tests, on 127.0.0.1:0: it serves a card (set per test) at the
// well-known path, answers JSON-RPC GetTask with a fixed task, and lets a test script any other answer
// (redirects, huge bodies). It records every request it saw (method, path, headers). Plus a fetch that
// serves chosen URLs from memory and refuses anything but 127.0.0.1, so that cards on public names can be
// played without a packet leaving loopback.

import type http from "node:http";
import { after, before, beforeEach } from "node:test";
import { interfaceDeclarations } from "@a2a-bindgen/a2a/protocol";
import { listenHttp, stopper } from "../e2e/peer/server.js";

/** One request as the agent saw it. */
export interface Seen {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
}

/** A scripted answer: return true when it answered the request. */
export type Script = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => boolean;

export interface Agent {
  /** http://127.0.0.1:PORT */
  origin: string;
  port: number;
  cardUrl: string;
  /** The card served (replace it per test). */
  card: unknown;
  seen: Seen[];
  /** Answers tried before the defaults, first that answers wins. */
  scripts: Script[];
  close(): Promise<void>;
}

/** The task every GetTask is answered with: a valid v1.0 Task. */
export const TASK = { id: "t", contextId: "c", status: { state: "TASK_STATE_COMPLETED" } };

/** Starts a crafted agent. Defaults: the card at the well-known path, a JSON-RPC GetTask answer at any POST, else 404. */
export async function startAgent(): Promise<Agent> {
  const web = await listenHttp();
  const port = Number(new URL(web.baseUrl).port);
  const agent: Agent = {
    origin: web.baseUrl,
    port,
    cardUrl: `${web.baseUrl}${interfaceDeclarations.card.path}`,
    card: {},
    seen: [],
    scripts: [],
    close: stopper(web, undefined, () => {}),
  };
  web.server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    agent.seen.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers });
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => {
      if (body.length < 1_000_000) body += c;
    });
    req.on("end", () => {
      for (const s of agent.scripts) if (s(req, res, body)) return;
      if (req.method === "GET" && req.url === interfaceDeclarations.card.path) {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(agent.card));
        return;
      }
      if (req.method === "POST") {
        let id: unknown = null;
        try {
          id = JSON.parse(body).id;
        } catch {}
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ jsonrpc: "2.0", id, result: TASK }));
        return;
      }
      res.writeHead(404, { "content-type": "text/plain" }).end("not here");
    });
  });
  return agent;
}

/** A v1.0 card of one interface. */
export function cardOf(url: string, protocolBinding = "JSONRPC"): unknown {
  return { name: "crafted", version: "1.0.0", supportedInterfaces: [{ url, protocolBinding, protocolVersion: "1.0" }] };
}

/**
 * A fetch that answers the URLs in `memory` itself (a card on a public name, say) and passes requests for
 * 127.0.0.1 to the real fetch; anything else is refused before a connection is tried. `asked` lists every URL.
 */
export function loopbackFetch(memory: Record<string, () => Response>): { fetch: typeof fetch; asked: string[] } {
  const asked: string[] = [];
  const f: typeof fetch = async (input, init) => {
    const url = String(input);
    asked.push(url);
    if (Object.hasOwn(memory, url)) return memory[url]();
    if (new URL(url).hostname !== "127.0.0.1") throw new Error(`test guard: no request leaves loopback (${url})`);
    return fetch(input, init);
  };
  return { fetch: f, asked };
}

/** A JSON answer, for loopbackFetch's memory. */
export function json(value: unknown): () => Response {
  return () => new Response(JSON.stringify(value), { status: 200, headers: { "content-type": "application/json" } });
}

/**
 * For a test file: `count` agents (each its own origin), started before its tests, their records and scripts
 * cleared before each, closed after. `use` receives them once started.
 */
export function agentsPerFile(count: number, use: (...agents: Agent[]) => void): void {
  let agents: Agent[] = [];
  before(async () => {
    for (let i = 0; i < count; i++) agents.push(await startAgent());
    use(...agents);
  });
  after(async () => {
    await Promise.all(agents.map((x) => x.close()));
    agents = [];
  });
  beforeEach(() => {
    for (const x of agents) {
      x.seen.length = 0;
      x.scripts.length = 0;
    }
  });
}

/** The calls (POST requests) an agent received. */
export const posts = (x: Agent) => x.seen.filter((s) => s.method === "POST");
