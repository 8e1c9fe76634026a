// Small loopback servers for the client's selection and fallback tests: a card server (a crafted card at
// the well-known path, pointing at real peers), a forwarding proxy that refuses chosen requests and passes
// the rest to a real peer, and a fetch that records what the client put on the wire. 127.0.0.1, port 0.

import http from "node:http";
import { interfaceDeclarations } from "@a2a-bindgen/a2a/protocol";
import { listenHttp, stopper } from "../e2e/peer/server.js";

export interface Served {
  baseUrl: string;
  /** The card's URL (the well-known path). */
  cardUrl: string;
  close(): Promise<void>;
}

/** Serves `card` (a value, or its JSON text as is) at the well-known path; anything else is an HTML 404 like express's. */
export async function serveCard(card: unknown): Promise<Served> {
  const web = await listenHttp();
  const text = typeof card === "string" ? card : JSON.stringify(card);
  web.server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.method === "GET" && req.url === interfaceDeclarations.card.path) {
      res.writeHead(200, { "content-type": "application/json" }).end(text);
    } else res.writeHead(404, { "content-type": "text/html" }).end(`<pre>Cannot ${req.method} ${req.url}</pre>`);
  });
  return { baseUrl: web.baseUrl, cardUrl: `${web.baseUrl}${interfaceDeclarations.card.path}`, close: stopper(web, undefined, () => {}) };
}

/** What a refusing proxy answers instead of forwarding: a status, a content type and a body. */
export interface Refusal {
  status: number;
  type: string;
  body: string;
}

export interface RefusingProxy extends Served {
  /** Every request seen, "METHOD /path", in order. */
  seen: string[];
}

/**
 * A proxy on 127.0.0.1:0 that forwards every request to `upstream` (origin), streaming the answer, unless
 * `refuse` returns a refusal for it (a forwarded path may be rewritten first). It also serves `card(base)`
 * at the well-known path when given.
 */
export async function startProxy(
  upstream: string,
  refuse: (method: string, path: string) => Refusal | null,
  card?: (base: string) => unknown,
  rewrite: (path: string) => string = (p) => p,
): Promise<RefusingProxy> {
  const web = await listenHttp();
  const seen: string[] = [];
  web.server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const method = req.method ?? "GET";
    const path = req.url ?? "/";
    if (card !== undefined && method === "GET" && path === interfaceDeclarations.card.path) {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(card(web.baseUrl)));
      return;
    }
    seen.push(`${method} ${path}`);
    const r = refuse(method, path);
    if (r !== null) {
      req.resume();
      res.writeHead(r.status, { "content-type": r.type }).end(r.body);
      return;
    }
    const up = http.request(`${upstream}${rewrite(path)}`, { method, headers: req.headers, timeout: 10_000 }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    up.on("timeout", () => up.destroy(new Error("upstream timeout")));
    up.on("error", () => res.destroy());
    req.pipe(up);
  });
  return { baseUrl: web.baseUrl, cardUrl: `${web.baseUrl}${interfaceDeclarations.card.path}`, seen, close: stopper(web, undefined, () => {}) };
}

/** One request as the client sent it. */
export interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A fetch that records each request (method, url, headers in lower case, parsed JSON body) and then sends it:
 * card requests in `cards`, the calls in `log`.
 */
export function recordingFetch(): { fetch: typeof fetch; log: Recorded[]; cards: Recorded[] } {
  const log: Recorded[] = [];
  const cards: Recorded[] = [];
  const f: typeof fetch = async (input, init) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => {
      headers[k] = v;
    });
    const text = typeof init?.body === "string" ? init.body : undefined;
    const url = String(input);
    (url.endsWith(interfaceDeclarations.card.path) ? cards : log).push({
      method: init?.method ?? "GET",
      url,
      headers,
      body: text === undefined ? undefined : JSON.parse(text),
    });
    return fetch(input, init);
  };
  return { fetch: f, log, cards };
}
