// One tenant floods the packed server's store (working tasks, bytes of metadata, open streams) until it
// is refused; another tenant still creates, reads and streams, and keeps its finished task: quotas are
// reserved per tenant and eviction never crosses tenants (issue 20, "Store bounds"). A refusal is the
// quota error (A2A defines none; the decision recorded in the rules file: HTTP 429, RESOURCE_EXHAUSTED,
// JSON-RPC -32099) naming the quota, never -32603 or "store is full" for the quiet tenant.

import { assertNothingRefused } from "./support/guard.ts";
import assert from "node:assert/strict";
import http from "node:http";
import { afterEach, describe, test } from "node:test";
import { type CarriedError, errorOf, rest, rpc, type VersionWire, versionHeader, wire } from "./support/a2a.ts";
import { type Agent, events, type Reply, startAgent, userMessage } from "./support/server.ts";

afterEach(assertNothingRefused);

const QUOTA = { code: -32099, http: 429, status: "RESOURCE_EXHAUSTED" };
const FLOODER = "flooder";
const QUIET = "quiet";
const KiB = 1024;

/** Asserts the quota error in the answer's form, its message naming `quota`. */
function assertQuota(r: Reply, quota: RegExp, what: string): CarriedError {
  const e = errorOf(r);
  assert.ok(e !== null, `${what}: not refused: ${r.status} ${r.text.slice(0, 200)}`);
  if (e.form === "jsonrpc" || (e.form === "sse" && r.json === undefined && e.status === undefined))
    assert.equal(e.code, QUOTA.code, `${what}: ${r.text.slice(0, 300)}`);
  else {
    assert.equal(e.status, QUOTA.status, `${what}: ${r.text.slice(0, 300)}`);
    if (e.form !== "sse") assert.equal(r.status, QUOTA.http, what);
  }
  assert.match(e.message, quota, `${what}: the refusal does not name the quota`);
  return e;
}

/** A task that stays working, created for `tenant` over HTTP+JSON, with `metadata`. */
function working(s: Agent, v1: VersionWire, tenant: string, metadata?: Record<string, unknown>): Promise<Reply> {
  return rest(s.base, v1, "SendMessage", {
    tenant,
    message: userMessage("wait: flood"),
    configuration: { returnImmediately: true },
    ...(metadata === undefined ? {} : { metadata }),
  });
}

/** Sends `send` until it is refused, at most `max` times; answers the refusal and how many were accepted. */
async function floodUntilRefused(send: () => Promise<Reply>, max: number): Promise<{ refused: Reply; accepted: number }> {
  for (let accepted = 0; accepted <= max; accepted++) {
    const r = await send();
    if (errorOf(r) !== null) return { refused: r, accepted };
  }
  assert.fail(`not refused after ${max + 1} requests`);
}

/** The quiet tenant's round: creates a task, reads it, streams another to its end. */
async function quietTenantWorks(s: Agent, v1: VersionWire): Promise<void> {
  const created = await rest(s.base, v1, "SendMessage", { tenant: QUIET, message: userMessage("hello") });
  assert.equal(created.status, 200, `the quiet tenant could not create a task: ${created.text.slice(0, 300)}`);
  const id = created.json.task.id;
  const read = await rest(s.base, v1, "GetTask", { tenant: QUIET, id });
  assert.equal(read.status, 200, read.text.slice(0, 300));
  assert.equal(read.json.id, id);
  const streamed = await rest(s.base, v1, "SendStreamingMessage", { tenant: QUIET, message: userMessage("hello") });
  assert.equal(streamed.status, 200, streamed.text.slice(0, 300));
  const last = events(streamed.text).at(-1);
  assert.equal(last?.statusUpdate?.status?.state ?? last?.task?.status?.state, "TASK_STATE_COMPLETED", streamed.text.slice(0, 500));
}

describe("a tenant flooding tasks", () => {
  test("is refused with the quota error; the quiet tenant keeps its finished task and can use its quota", async () => {
    const v1 = await wire("1.0");
    const quota = 5;
    const s = await startAgent({ echo: { storeOptions: { maxTasks: 40, maxTenants: 4, tenantQuota: { tasks: quota } } } });
    try {
      const before = await rest(s.base, v1, "SendMessage", { tenant: QUIET, message: userMessage("finished before the flood") });
      assert.equal(before.status, 200, before.text);
      const finished = before.json.task.id;
      const { refused, accepted } = await floodUntilRefused(() => working(s, v1, FLOODER), 40);
      assert.ok(accepted >= quota, `the flooder was refused after ${accepted} tasks, inside its own quota of ${quota}`);
      assertQuota(refused, /tasks/i, "HTTP+JSON");
      assertQuota(
        await rpc(s.base, v1, "SendMessage", { tenant: FLOODER, message: userMessage("wait: more"), configuration: { returnImmediately: true } }),
        /tasks/i,
        "JSON-RPC",
      );
      const kept = await rest(s.base, v1, "GetTask", { tenant: QUIET, id: finished });
      assert.equal(kept.status, 200, `the flood evicted another tenant's finished task: ${kept.text.slice(0, 200)}`);
      // The quiet tenant can hold its quota of working tasks, whatever the flooder did.
      for (let i = 0; i < quota - 1; i++) assert.equal((await working(s, v1, QUIET)).status, 200, `quiet task ${i}`);
      await quietTenantWorks(s, v1);
    } finally {
      await s.close();
    }
  });
});

describe("a tenant flooding bytes through metadata", () => {
  test("is refused naming the bytes quota; one task over maxTaskBytes is refused; the quiet tenant still works", async () => {
    const v1 = await wire("1.0");
    const s = await startAgent({
      echo: { storeOptions: { maxTotalBytes: 1024 * KiB, maxTaskBytes: 64 * KiB, maxTenants: 4, tenantQuota: { bytes: 128 * KiB } } },
    });
    try {
      const big = (n: number) => ({ blob: "x".repeat(n) });
      const { refused, accepted } = await floodUntilRefused(() => working(s, v1, FLOODER, big(32 * KiB)), 40);
      assert.ok(accepted >= 3, `refused after ${accepted} tasks of 32 KiB, inside the tenant's 128 KiB`);
      assertQuota(refused, /bytes/i, "the tenant's bytes");
      const one = await rest(s.base, v1, "SendMessage", { tenant: QUIET, message: userMessage("hello"), metadata: big(96 * KiB) });
      assertQuota(one, /bytes/i, "a task over maxTaskBytes");
      // The quiet tenant's reservation: three tasks of 32 KiB fit in its 128 KiB.
      for (let i = 0; i < 3; i++) assert.equal((await working(s, v1, QUIET, big(32 * KiB))).status, 200, `quiet task ${i}`);
      await quietTenantWorks(s, v1);
    } finally {
      await s.close();
    }
  });
});

/** A stream opened with node:http and kept open: its head and first event, and close(). */
interface OpenStream {
  readonly reply: Reply;
  close(): void;
}

/** POSTs a streaming request and answers once the first event (or a whole non-stream answer) arrived, within 5 s. */
function openStream(url: string, headers: Record<string, string>, body: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        agent: false,
      },
      (res) => {
        let text = "";
        const sse = String(res.headers["content-type"]).startsWith("text/event-stream");
        const done = () => {
          clearTimeout(timer);
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve({ reply: { status: res.statusCode ?? 0, headers: res.headers, text, json }, close: () => req.destroy() });
        };
        res.on("data", (c: Buffer) => {
          text += c.toString("utf8");
          if (sse && /\r?\n\r?\n/.test(text)) done();
        });
        res.on("end", done);
        res.on("error", () => {});
      },
    );
    const timer = setTimeout(() => req.destroy(new Error(`no first event from ${url} within 5000 ms`)), 5_000);
    req.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    req.end(body);
  });
}

describe("a tenant flooding open streams", () => {
  test("is refused past its stream quota; the quiet tenant streams; a closed stream gives its place back", async () => {
    const v1 = await wire("1.0");
    const version = await versionHeader();
    const streams = 2;
    const s = await startAgent({ echo: { storeOptions: { tenantQuota: { streams } } } });
    const open: OpenStream[] = [];
    try {
      const stream = (tenant: string) => {
        const built = v1.build("SendStreamingMessage", { tenant, message: userMessage("wait: stream") });
        return openStream(s.base + built.url, { "content-type": "application/json", [version]: "1.0" }, JSON.stringify(built.body));
      };
      for (let i = 0; i < streams; i++) {
        const o = await stream(FLOODER);
        open.push(o);
        assert.equal(errorOf(o.reply), null, `stream ${i} within the quota: ${o.reply.text.slice(0, 200)}`);
        assert.equal(o.reply.status, 200);
      }
      const over = await stream(FLOODER);
      open.push(over);
      assertQuota(over.reply, /streams/i, "a stream past the quota");
      await quietTenantWorks(s, v1);
      // A closed stream releases its place (the server sees the connection go).
      open.shift()?.close();
      // The server learns of the close asynchronously: a few tries, 50 ms apart.
      let again: OpenStream | undefined;
      for (let i = 0; i < 20 && (again === undefined || errorOf(again.reply) !== null); i++) {
        again?.close();
        await new Promise((r) => setTimeout(r, 50));
        again = await stream(FLOODER);
      }
      open.push(again!);
      assert.equal(errorOf(again!.reply), null, `a stream after one closed: ${again!.reply.text.slice(0, 200)}`);
    } finally {
      for (const o of open) o.close();
      await s.close();
    }
  });
});
