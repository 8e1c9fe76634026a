// A loopback webhook for the push tests: node:http on 127.0.0.1, port 0, recording every request
// (method, path, headers, body) and answering with the status the test chooses ("hang" never answers).

import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  readonly method: string;
  readonly path: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

export interface Receiver {
  /** http://127.0.0.1:PORT/hook */
  readonly url: string;
  readonly received: Received[];
  /** Resolves once `n` requests arrived; rejects after `ms`. */
  waitFor(n: number, ms?: number): Promise<Received[]>;
  close(): Promise<void>;
}

/** Starts a receiver; `answer(i)` gives the status of the i-th request (0-based), or "hang". */
export async function startReceiver(answer: (i: number) => number | "hang" = () => 200): Promise<Receiver> {
  const received: Received[] = [];
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const i = received.length;
      received.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      for (const w of [...waiters]) w();
      const status = answer(i);
      if (status !== "hang") res.writeHead(status).end();
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
