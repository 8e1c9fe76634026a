// The connection loop both load clients run (bench/load-client.ts, bench/durable-load.ts; each in a child
// process of its own, which registers the IPC handler: this module registers nothing, so either may import
// it): `concurrency` keep-alive HTTP/1.1 connections, one request in flight on each, the next request written
// when the answer is read whole. Every request is bounded in time; the first failure ends the run.

import net from "node:net";

const TIMEOUT_MS = 10_000;

/** The first whole answer read from a connection: its status, its length in bytes, and its body when read. */
export interface Answer {
  readonly status: number;
  readonly length: number;
  readonly body?: string;
}

/** One run: how many requests, on how many connections, and what each client does with them. */
export interface Run {
  readonly count: number;
  readonly concurrency: number;
  /** Where connection `c` connects. */
  target(c: number): { readonly host: string; readonly port: number };
  /** The bytes of request `i`, written on connection `c`. */
  request(i: number, c: number): Buffer;
  /** The first whole answer in `buf`, or null when more bytes are needed; throws on framing it cannot read. */
  parse(buf: Buffer): Answer | null;
  /** Request `i` answered 200, `ms` after it was written: a failure to end the run with, or undefined (a throw is one too). */
  answered(answer: Answer, i: number, ms: number): string | undefined;
}

/** Runs `run` to its end: the seconds it took, or the first failure. */
export function drive(run: Run): Promise<{ seconds: number } | { error: string }> {
  let sent = 0;
  let done = 0;
  let failure: string | undefined;
  const sockets: net.Socket[] = [];
  return new Promise((resolve) => {
    const start = performance.now();
    const finish = () => {
      for (const s of sockets) s.destroy();
      resolve(failure !== undefined ? { error: failure } : { seconds: (performance.now() - start) / 1000 });
    };
    const fail = (why: string) => {
      if (failure !== undefined) return;
      failure = why;
      finish();
    };
    const connection = (c: number) => {
      const socket = net.connect({ ...run.target(c), noDelay: true });
      sockets.push(socket);
      let pending: Buffer = Buffer.alloc(0);
      let t0 = 0;
      let index = -1;
      const next = () => {
        if (sent >= run.count) return;
        index = sent++;
        t0 = performance.now();
        socket.write(run.request(index, c));
      };
      socket.setTimeout(TIMEOUT_MS, () => fail("a request timed out"));
      socket.on("connect", next);
      socket.on("error", (e) => fail(e.message));
      socket.on("close", () => {
        if (done < run.count) fail("the server closed a connection");
      });
      socket.on("data", (chunk: Buffer) => {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        let answer: Answer | null;
        try {
          answer = run.parse(pending);
        } catch (e) {
          return fail(String(e));
        }
        if (answer === null) return;
        const ms = performance.now() - t0;
        if (answer.status !== 200) return fail(`status ${answer.status}${answer.body === undefined ? "" : `: ${answer.body.slice(0, 300)}`}`);
        if (answer.length !== pending.length) return fail("bytes after the answer (one request is in flight per connection)");
        pending = Buffer.alloc(0);
        let why: string | undefined;
        try {
          why = run.answered(answer, index, ms);
        } catch (e) {
          why = `request ${index}: ${String(e)}`;
        }
        if (why !== undefined) return fail(why);
        if (++done === run.count) return finish();
        next();
      });
    };
    for (let c = 0; c < Math.min(run.concurrency, run.count); c++) connection(c);
  });
}
