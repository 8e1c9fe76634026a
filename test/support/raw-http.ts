// One HTTP request exactly as written: only the given headers besides Host, Connection and (for a body)
// Content-Length, no agent (a fresh connection), bounded in time. For the tests of what a server answers to
// requests a client library would not send (test/server, test/e2e/security).

import http from "node:http";

export interface RawAnswer {
  readonly status: number;
  /** Header names lowercased. */
  readonly headers: http.IncomingHttpHeaders;
  readonly text: string;
  /** The body parsed as JSON, or undefined. */
  readonly json: any;
}

/** One request through node:http (5 s at most); only the headers given are sent, besides Host, Connection and Content-Length of a body. */
export function rawRequest(
  url: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Uint8Array;
    timeoutMs?: number;
    /** Answer once the head arrives, then close the connection (an SSE stream of a working task never ends). */
    headOnly?: boolean;
  } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers["content-length"] = String(Buffer.byteLength(init.body));
    const req = http.request(
      { host: u.hostname.replace(/^\[|\]$/g, ""), port: u.port, path: u.pathname + u.search, method: init.method ?? "GET", headers, agent: false },
      (res) => {
        if (init.headOnly === true) {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: "", json: undefined });
          req.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {}
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
        res.on("error", reject);
      },
    );
    const timer = setTimeout(() => req.destroy(new Error(`no complete answer from ${url} within ${init.timeoutMs ?? 5_000} ms`)), init.timeoutMs ?? 5_000);
    req.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    req.end(init.body);
  });
}

/** rawRequest by position: method, headers and body. */
export function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  return rawRequest(url, { method, headers, body });
}
