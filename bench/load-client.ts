// The load client of bench/server.bench.ts, run as a child process (fork, IPC) so that it does not share
// the servers' event loop, and kept light so that it is not what bounds the figures: `concurrency`
// keep-alive HTTP/1.1 connections on 127.0.0.1, one request in flight on each, the request's bytes
// built once and written whole, and of the answer only the status, Content-Length or chunked framing
// read (the connection loop: bench/load-run.ts). Every request is bounded in time. For each job it answers {seconds, p50, p99} (ms) or {error}.

import { drive } from "./load-run.ts";

/** One measurement the parent asks for. */
export interface LoadJob {
  readonly url: string;
  readonly body: string;
  readonly count: number;
  readonly concurrency: number;
  /** Authorization header values, one per request in turn (bench/auth.bench.ts: a fresh token each); none sent when absent. */
  readonly authorizations?: readonly string[];
}

/** What the child answers. */
export type LoadResult = { seconds: number; p50: number; p99: number } | { error: string };

const HEAD_END = Buffer.from("\r\n\r\n");
const CRLF = Buffer.from("\r\n");

const LENGTH_NAMES = [Buffer.from("\r\ncontent-length:"), Buffer.from("\r\nContent-Length:")];

/** The value of the Content-Length header in buf[0, headEnd), or -1 (read from the bytes: no string per answer). */
function contentLength(buf: Buffer, headEnd: number): number {
  for (const name of LENGTH_NAMES) {
    const at = buf.indexOf(name);
    if (at === -1 || at >= headEnd) continue;
    let value = 0;
    let i = at + name.length;
    while (buf[i] === 0x20) i++;
    for (let c = buf[i]!; c >= 0x30 && c <= 0x39; c = buf[++i]!) value = value * 10 + (c - 0x30);
    return value;
  }
  return -1;
}

/** The length of the first whole answer in `buf` and its status, or null when more bytes are needed. */
export function answerLength(buf: Buffer): { length: number; status: number } | null {
  const headEnd = buf.indexOf(HEAD_END);
  if (headEnd === -1) return null;
  const status = (buf[9]! - 0x30) * 100 + (buf[10]! - 0x30) * 10 + (buf[11]! - 0x30);
  const cl = contentLength(buf, headEnd);
  if (cl !== -1) {
    const length = headEnd + 4 + cl;
    return buf.length >= length ? { length, status } : null;
  }
  const head = buf.toString("latin1", 0, headEnd).toLowerCase();
  if (/\r\ncontent-length:/.test(head)) throw new Error(`a Content-Length header spelled neither content-length nor Content-Length (status ${status})`);
  if (!/\r\ntransfer-encoding:[^\r]*chunked/.test(head)) throw new Error(`an answer with neither Content-Length nor chunked framing (status ${status})`);
  let at = headEnd + 4;
  for (;;) {
    const lineEnd = buf.indexOf(CRLF, at);
    if (lineEnd === -1) return null;
    const size = Number.parseInt(buf.toString("latin1", at, lineEnd), 16);
    if (!Number.isFinite(size)) throw new Error("a bad chunk size");
    // The last chunk: "0\r\n" then the (empty) trailer section's "\r\n".
    if (size === 0) return buf.length >= lineEnd + 4 ? { length: lineEnd + 4, status } : null;
    at = lineEnd + 2 + size + 2;
    if (buf.length < at) return null;
  }
}

function load(job: LoadJob): Promise<LoadResult> {
  const url = new URL(job.url);
  const body = Buffer.from(job.body);
  const head = `POST ${url.pathname}${url.search} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\na2a-version: 1.0\r\n`;
  const request = Buffer.concat([Buffer.from(`${head}\r\n`, "latin1"), body]);
  const auth = job.authorizations;
  const latencies = new Float64Array(job.count);
  return drive({
    count: job.count,
    concurrency: job.concurrency,
    target: () => ({ host: url.hostname, port: Number(url.port) }),
    // With authorizations, request i carries the i-th (in turn): built when sent, the rest of the bytes once.
    request: (i) =>
      auth === undefined || auth.length === 0
        ? request
        : Buffer.concat([Buffer.from(`${head}authorization: ${auth[i % auth.length]}\r\n\r\n`, "latin1"), body]),
    parse: answerLength,
    answered: (_, i, ms) => {
      latencies[i] = ms;
      return undefined;
    },
  }).then((r) => {
    if ("error" in r) return r;
    latencies.sort();
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
    return { seconds: r.seconds, p50: pct(50), p99: pct(99) };
  });
}

process.on("message", (job: LoadJob) => {
  load(job).then(
    (r) => process.send?.(r),
    (e) => process.send?.({ error: String(e) }),
  );
});
// Stop with the parent.
process.on("disconnect", () => process.exit(0));
