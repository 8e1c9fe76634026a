// A loopback webhook for the push tests: node:http on 127.0.0.1, port 0, recording every request
// (method, path, headers, body, arrival time) and answering with the status the test chooses: a number, a
// status with headers (a redirect's Location), a promise of a status (held until the test settles it), or
// "hang" (never answers).

import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  readonly method: string;
  readonly path: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
  /** performance.now() when the request's body had arrived. */
  readonly at: number;
}

/** How the receiver answers one request. */
export type Answer = number | "hang" | { readonly status: number; readonly headers: Record<string, string> } | Promise<number>;

export interface Receiver {
  /** http://127.0.0.1:PORT/hook */
  readonly url: string;
  readonly received: Received[];
  /** Resolves once `n` requests arrived; rejects after `ms`. */
  waitFor(n: number, ms?: number): Promise<Received[]>;
  close(): Promise<void>;
}

/** Starts a receiver; `answer(i, request)` gives the answer to the i-th request (0-based). */
export async function startReceiver(answer: (i: number, request: Received) => Answer = () => 200): Promise<Receiver> {
  const received: Received[] = [];
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const i = received.length;
      const r: Received = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        at: performance.now(),
      };
      received.push(r);
      for (const w of [...waiters]) w();
      const a = answer(i, r);
      if (a === "hang") return;
      if (typeof a === "number") res.writeHead(a).end();
      else if (a instanceof Promise) void a.then((status) => res.writeHead(status).end());
      else res.writeHead(a.status, a.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    waitFor(n, ms = 3_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < n) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received.slice());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${received.length} of ${n} requests after ${ms} ms`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
