// The load client of bench/durable.bench.ts, in a process of its own (fork, IPC), like bench/load-client.ts
// but with a request body per request: every other request is a JSON-RPC GetTask of a task an earlier
// SendMessage of the same target made (picked at random among the last KEEP), the others a blocking
// SendMessage. Connections are spread over `urls` in turn (connection c speaks to urls[c % n]: two
// instances of one database get half each, and a GetTask may read on one a task the other made). Every
// answer is read whole and checked: a SendMessage must answer the completed echo task, a GetTask the task
// asked for. It answers { seconds, all, send, get } (p50/p99 in ms) or { error }.

import net from "node:net";

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

const TIMEOUT_MS = 10_000;
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
  let sent = 0;
  let done = 0;
  let failure: string | undefined;
  const sockets: net.Socket[] = [];
  return new Promise((resolve) => {
    const start = performance.now();
    const finish = () => {
      for (const s of sockets) s.destroy();
      if (failure !== undefined) return resolve({ error: `${job.key}: ${failure}` });
      const seconds = (performance.now() - start) / 1000;
      const all = percentiles([...sendLatencies, ...getLatencies]);
      resolve({ seconds, all, send: percentiles(sendLatencies), get: percentiles(getLatencies) });
    };
    const fail = (why: string) => {
      if (failure !== undefined) return;
      failure = why;
      finish();
    };
    const connection = (c: number) => {
      const u = c % urls.length;
      const socket = net.connect({ host: urls[u]!.hostname, port: Number(urls[u]!.port), noDelay: true });
      sockets.push(socket);
      let pending: Buffer = Buffer.alloc(0);
      let t0 = 0;
      let asked: string | undefined;
      const next = () => {
        if (sent >= job.count) return;
        const i = sent++;
        asked = job.mix && i % 2 === 1 && ids.length > 0 ? ids[Math.floor(Math.random() * ids.length)] : undefined;
        t0 = performance.now();
        socket.write(asked === undefined ? sendBytes[u]! : request(urls[u]!, getTask(asked)));
      };
      socket.setTimeout(TIMEOUT_MS, () => fail("a request timed out"));
      socket.on("connect", next);
      socket.on("error", (e) => fail(e.message));
      socket.on("close", () => {
        if (done < job.count) fail("the server closed a connection");
      });
      socket.on("data", (chunk: Buffer) => {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        let answer: ReturnType<typeof answerOf>;
        try {
          answer = answerOf(pending);
        } catch (e) {
          return fail(String(e));
        }
        if (answer === null) return;
        const ms = performance.now() - t0;
        const text = answer.body;
        if (answer.status !== 200) return fail(`status ${answer.status}: ${text.slice(0, 300)}`);
        if (answer.length !== pending.length) return fail("bytes after the answer (one request is in flight per connection)");
        pending = Buffer.alloc(0);
        const result = JSON.parse(text).result;
        if (asked === undefined) {
          const task = result?.task;
          if (task?.status?.state !== "TASK_STATE_COMPLETED" || task?.artifacts?.[0]?.parts?.[0]?.text !== "echo: task: hi")
            return fail(`SendMessage: not the completed echo task: ${text.slice(0, 300)}`);
          ids.push(String(task.id));
          if (ids.length > KEEP) ids.splice(0, ids.length - KEEP);
          sendLatencies.push(ms);
        } else {
          if (result?.id !== asked) return fail(`GetTask ${asked}: another answer: ${text.slice(0, 300)}`);
          getLatencies.push(ms);
        }
        if (++done === job.count) return finish();
        next();
      });
    };
    for (let c = 0; c < Math.min(job.concurrency, job.count); c++) connection(c);
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
