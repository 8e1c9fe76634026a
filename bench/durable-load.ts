// The load client of bench/durable.bench.ts, in a process of its own (fork, IPC), like bench/load-client.ts
// but with a request body per request: every other request is a JSON-RPC GetTask of a task an earlier
// SendMessage of the same target made (picked at random among the last KEEP), the others a blocking
// SendMessage. Connections are spread over `urls` in turn (connection c speaks to urls[c % n]: two
// instances of one database get half each, and a GetTask may read on one a task the other made). Every
// answer is read whole and checked: a SendMessage must answer the completed echo task, a GetTask the task
// asked for (the connection loop: bench/load-run.ts). It answers { seconds, all, send, get } (p50/p99 in ms) or { error }.

import { drive } from "./load-run.ts";

export interface DurableLoadJob {
  /** Names the target whose task ids GetTask picks from (each target has its own database). */
  readonly key: string;
  readonly urls: readonly string[];
  readonly count: number;
  readonly concurrency: number;
  /** Whether every other request is a GetTask (otherwise SendMessage only). */
  readonly mix: boolean;
}

export interface Percentiles {
  readonly p50: number;
  readonly p99: number;
}

export type DurableLoadResult = { seconds: number; all: Percentiles; send: Percentiles; get: Percentiles } | { error: string };

const KEEP = 20_000;
const HEAD_END = Buffer.from("\r\n\r\n");
const send = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "SendMessage",
  params: { message: { messageId: "m-1", role: "ROLE_USER", parts: [{ text: "task: hi" }] } },
});
const getTask = (id: string) => JSON.stringify({ jsonrpc: "2.0", id: 1, method: "GetTask", params: { id } });

/** Task ids each target answered, newest last (at most KEEP). */
const known = new Map<string, string[]>();

function request(url: URL, body: string): Buffer {
  const b = Buffer.from(body);
  const head = `POST ${url.pathname} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\ncontent-length: ${b.length}\r\na2a-version: 1.0\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, "latin1"), b]);
}

/**
 * The first whole answer in `buf` (Content-Length or chunked framing): its status, length and body; null
 * when more bytes are needed. (bench/load-client.ts reads only the framing; this load checks the bodies.)
 */
function answerOf(buf: Buffer): { status: number; length: number; body: string } | null {
  const headEnd = buf.indexOf(HEAD_END);
  if (headEnd === -1) return null;
  const status = Number(buf.toString("latin1", 9, 12));
  const head = buf.toString("latin1", 0, headEnd).toLowerCase();
  const start = headEnd + 4;
  const cl = /\r\ncontent-length: *(\d+)/.exec(head);
  if (cl !== null) {
    const length = start + Number(cl[1]);
    return buf.length < length ? null : { status, length, body: buf.toString("utf8", start, length) };
  }
  if (!/\r\ntransfer-encoding:[^\r]*chunked/.test(head)) throw new Error(`an answer with neither Content-Length nor chunked framing (status ${status})`);
  const parts: Buffer[] = [];
  for (let at = start; ; ) {
    const eol = buf.indexOf("\r\n", at);
    if (eol === -1) return null;
    const size = Number.parseInt(buf.toString("latin1", at, eol), 16);
    if (!Number.isFinite(size)) throw new Error("a bad chunk size");
    // The last chunk: "0\r\n" then the (empty) trailer section's "\r\n".
    if (size === 0) return buf.length < eol + 4 ? null : { status, length: eol + 4, body: Buffer.concat(parts).toString("utf8") };
    if (buf.length < eol + 2 + size + 2) return null;
    parts.push(buf.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? Number.NaN;
const percentiles = (xs: number[]): Percentiles => {
  xs.sort((a, b) => a - b);
  return { p50: pct(xs, 50), p99: pct(xs, 99) };
};

function load(job: DurableLoadJob): Promise<DurableLoadResult> {
  const urls = job.urls.map((u) => new URL(u));
  const sendBytes = urls.map((u) => request(u, send));
  const ids = known.get(job.key) ?? [];
  known.set(job.key, ids);
  const sendLatencies: number[] = [];
  const getLatencies: number[] = [];
  /** The task id request i asked for (GetTask), undefined for a SendMessage. */
  const asked: (string | undefined)[] = [];
  return drive({
    count: job.count,
    concurrency: job.concurrency,
    // Connection c speaks to urls[c % n].
    target: (c) => ({ host: urls[c % urls.length]!.hostname, port: Number(urls[c % urls.length]!.port) }),
    request: (i, c) => {
      const id = job.mix && i % 2 === 1 && ids.length > 0 ? ids[Math.floor(Math.random() * ids.length)] : undefined;
      asked[i] = id;
      return id === undefined ? sendBytes[c % urls.length]! : request(urls[c % urls.length]!, getTask(id));
    },
    parse: answerOf,
    answered: (answer, i, ms) => {
      const text = answer.body!;
      const result = JSON.parse(text).result;
      const id = asked[i];
      if (id === undefined) {
        const task = result?.task;
        if (task?.status?.state !== "TASK_STATE_COMPLETED" || task?.artifacts?.[0]?.parts?.[0]?.text !== "echo: task: hi")
          return `SendMessage: not the completed echo task: ${text.slice(0, 300)}`;
        ids.push(String(task.id));
        if (ids.length > KEEP) ids.splice(0, ids.length - KEEP);
        sendLatencies.push(ms);
      } else {
        if (result?.id !== id) return `GetTask ${id}: another answer: ${text.slice(0, 300)}`;
        getLatencies.push(ms);
      }
      return undefined;
    },
  }).then((r) => {
    if ("error" in r) return { error: `${job.key}: ${r.error}` };
    const all = percentiles([...sendLatencies, ...getLatencies]);
    return { seconds: r.seconds, all, send: percentiles(sendLatencies), get: percentiles(getLatencies) };
  });
}

process.on("message", (job: DurableLoadJob) => {
  load(job).then(
    (r) => process.send?.(r),
    (e) => process.send?.({ error: `${job.key}: ${String(e)}` }),
  );
});
// Stop with the parent.
process.on("disconnect", () => process.exit(0));
