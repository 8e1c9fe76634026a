// Request ids over HTTP (issue 37): every answer carries X-Request-Id — the caller's when it is 1–128 visible
// ASCII characters (U+0021–U+007E), else one the server makes —, the call's context carries the same id, and
// the internal error a client sees names it (and says nothing of the failure). Through both adapters (node:http
// and fetch), JSON-RPC and HTTP+JSON, protocol 1.0 and 0.3, unary and streaming; and the answers that are no
// call (404, 405, 413, 415, the card, a CORS preflight, a JSON-RPC notification) carry one too.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { type ErrorContext, createA2AServer } from "@a2a-bindgen/server";
import { type Adapter, type Reply, type Running, call, rpc, sse, start } from "../harness.ts";
import { SECRET, idAgent, idCard, isVisibleAscii, messages } from "./agent.ts";

const ID = "req-7Hq2_zz.9~!";
const V1 = { "A2A-Version": "1.0" };

type Case = {
  name: string;
  binding: "jsonrpc" | "http+json";
  stream: boolean;
  send: (base: string, id: string, text: string, headers: Record<string, string>) => Promise<Reply>;
};
const cases: Case[] = [
  { name: "JSON-RPC 1.0", binding: "jsonrpc", stream: false, send: (b, id, t, h) => rpc(b, "SendMessage", messages.v1(id, t), { ...V1, ...h }) },
  { name: "JSON-RPC 0.3", binding: "jsonrpc", stream: false, send: (b, id, t, h) => rpc(b, "message/send", messages.jsonrpc03(id, t), h) },
  { name: "JSON-RPC 1.0 stream", binding: "jsonrpc", stream: true, send: (b, id, t, h) => rpc(b, "SendStreamingMessage", messages.v1(id, t), { ...V1, ...h }) },
  { name: "JSON-RPC 0.3 stream", binding: "jsonrpc", stream: true, send: (b, id, t, h) => rpc(b, "message/stream", messages.jsonrpc03(id, t), h) },
  {
    name: "HTTP+JSON 1.0",
    binding: "http+json",
    stream: false,
    send: (b, id, t, h) => call(`${b}/message:send`, { body: messages.v1(id, t), headers: { ...V1, ...h } }),
  },
  {
    name: "HTTP+JSON 0.3",
    binding: "http+json",
    stream: false,
    send: (b, id, t, h) => call(`${b}/v1/message:send`, { body: messages.rest03(id, t), headers: h }),
  },
  {
    name: "HTTP+JSON 1.0 stream",
    binding: "http+json",
    stream: true,
    send: (b, id, t, h) => call(`${b}/message:stream`, { body: messages.v1(id, t), headers: { ...V1, ...h } }),
  },
  {
    name: "HTTP+JSON 0.3 stream",
    binding: "http+json",
    stream: true,
    send: (b, id, t, h) => call(`${b}/v1/message:stream`, { body: messages.rest03(id, t), headers: h }),
  },
];

/** The internal error's message as the binding carries it (a stream's error event, or the body). */
function internalMessage(c: Case, r: Reply): string {
  if (c.stream) {
    const last = sse(r.text).at(-1);
    assert.equal(last?.event, "error", `${c.name}: the stream ends with an error event`);
    return c.binding === "jsonrpc" ? last.data.error.message : (last.data.error?.message ?? last.data.message);
  }
  if (c.binding === "jsonrpc") {
    assert.equal(r.json.error.code, -32603, c.name);
    return r.json.error.message;
  }
  assert.equal(r.status, 500, c.name);
  return r.json.error?.message ?? r.json.message;
}

for (const adapter of ["node", "fetch"] as Adapter[]) {
  describe(`request ids over HTTP (${adapter} adapter)`, () => {
    let s: Running;
    const seen: (string | undefined)[] = [];
    const reports: ErrorContext[] = [];
    before(async () => {
      s = await start(
        { agent: idAgent(seen), card: idCard(), cors: { origins: ["https://page.example"] }, onError: (_e, context) => reports.push(context) },
        adapter,
      );
    });
    after(() => s.close());

    test("the caller's id comes back on every binding and version, unary and streaming, and reaches the call's context", async () => {
      for (const c of cases) {
        const from = seen.length;
        const r = await c.send(s.base, `m-${c.name}`, "hi", { "x-request-id": ID });
        assert.equal(r.status, 200, `${c.name}: ${r.text}`);
        assert.equal(r.headers.get("x-request-id"), ID, c.name);
        assert.deepEqual(seen.slice(from), [ID], `${c.name}: CallContext.requestId`);
        if (c.stream) assert.ok(sse(r.text).length >= 2, `${c.name}: the stream's events came`);
      }
    });

    test("without an id, each call gets one of its own, the same in its answer and its context", async () => {
      const ids = new Set<string>();
      for (const c of cases) {
        const from = seen.length;
        const r = await c.send(s.base, `n-${c.name}`, "hi", {});
        const id = r.headers.get("x-request-id");
        assert.ok(isVisibleAscii(id), `${c.name}: ${id}`);
        assert.deepEqual(seen.slice(from), [id], c.name);
        ids.add(id as string);
      }
      assert.equal(ids.size, cases.length, "a different id for each call");
    });

    test("a hostile id is replaced by one of the server's: too long, spaces, tabs, non-ASCII, empty", async () => {
      const hostile = ["x".repeat(129), "two words", "tab\there", "caf\u00e9", ""];
      const c = cases[0];
      const ids = new Set<string>();
      for (const h of hostile) {
        const from = seen.length;
        const r = await c.send(s.base, "h-1", "hi", { "x-request-id": h });
        const id = r.headers.get("x-request-id");
        assert.ok(isVisibleAscii(id), `${JSON.stringify(h)} → ${id}`);
        assert.notEqual(id, h);
        assert.deepEqual(seen.slice(from), [id]);
        ids.add(id as string);
      }
      assert.equal(ids.size, hostile.length);
      // 128 visible characters are kept.
      const longest = "y".repeat(128);
      assert.equal((await c.send(s.base, "h-2", "hi", { "x-request-id": longest })).headers.get("x-request-id"), longest);
    });

    test("the internal error names the request id, which the report carries; nothing of the failure reaches the client", async () => {
      for (const c of cases) {
        for (const sent of [ID, undefined]) {
          const from = reports.length;
          const r = await c.send(s.base, `t-${c.name}`, "throw", sent === undefined ? {} : { "x-request-id": sent });
          const id = r.headers.get("x-request-id") as string;
          if (sent !== undefined) assert.equal(id, sent);
          const message = internalMessage(c, r);
          assert.equal(message, `Internal error (request id ${id}): see the server's error report`, c.name);
          assert.ok(!r.text.includes(SECRET), `${c.name}: ${r.text}`);
          const got = reports.slice(from);
          assert.equal(got.length, 1, c.name);
          assert.equal(got[0].requestId, id, `${c.name}: the report's request id is the answer's`);
          assert.equal(got[0].source, "handler");
        }
      }
    });

    test("the answers that are no call carry an id too: 404, 405, 415, the card, a preflight, a notification", async () => {
      const answers: [string, Reply][] = [
        ["404 outside the base path", await call(`${s.origin}/elsewhere/x`, { headers: { "x-request-id": ID } })],
        ["404 no route", await call(`${s.base}/no/such/route`, { headers: { ...V1, "x-request-id": ID } })],
        ["405", await call(`${s.base}/message:send`, { method: "PUT", body: {}, headers: { ...V1, "x-request-id": ID } })],
        ["415", await call(s.base, { raw: "x", headers: { "content-type": "text/plain", "x-request-id": ID } })],
        ["card", await call(`${s.origin}/.well-known/agent-card.json`, { headers: { "x-request-id": ID } })],
        [
          "preflight",
          await call(`${s.base}/message:send`, {
            method: "OPTIONS",
            headers: { origin: "https://page.example", "access-control-request-method": "POST", "x-request-id": ID },
          }),
        ],
        [
          "notification",
          await call(s.base, { body: { jsonrpc: "2.0", method: "SendMessage", params: messages.v1("z", "hi") }, headers: { ...V1, "x-request-id": ID } }),
        ],
      ];
      for (const [name, r] of answers) assert.equal(r.headers.get("x-request-id"), ID, `${name} (${r.status})`);
      assert.deepEqual(
        answers.map(([, r]) => r.status),
        [404, 404, 405, 415, 200, 204, 204],
      );
      const fresh = await call(`${s.origin}/elsewhere/x`);
      assert.ok(isVisibleAscii(fresh.headers.get("x-request-id")));
    });

    test("a browser page on an allowed origin may read the id (Access-Control-Expose-Headers) and send its own", async () => {
      const r = await cases[0].send(s.base, "c-1", "hi", { origin: "https://page.example", "x-request-id": ID });
      const exposed = (r.headers.get("access-control-expose-headers") ?? "").toLowerCase().split(/\s*,\s*/);
      assert.ok(exposed.includes("x-request-id"), String(exposed));
      const pre = await call(`${s.base}/message:send`, {
        method: "OPTIONS",
        headers: { origin: "https://page.example", "access-control-request-method": "POST", "access-control-request-headers": "x-request-id" },
      });
      const allowed = (pre.headers.get("access-control-allow-headers") ?? "").toLowerCase().split(/\s*,\s*/);
      assert.ok(allowed.includes("x-request-id"), String(allowed));
    });
  });
}

describe("request ids on the core (plain values)", () => {
  const seen: (string | undefined)[] = [];
  const core = createA2AServer({ agent: idAgent(seen), card: idCard(), publicUrl: "http://127.0.0.1:9", maxBodySize: 1024, onError: () => {} });
  const body = new TextEncoder().encode(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "SendMessage", params: messages.v1("p", "hi") }));
  const headers = { "a2a-version": "1.0", "content-type": "application/json" };

  test("control characters, a newline and DEL are never kept (no header can be split by an id)", async () => {
    for (const h of ["a\u0001b", "line\nbreak", "cr\rlf", "del\u007f", "nul\u0000", "\u2028", "ok\u00a0"]) {
      const from = seen.length;
      const a = await core.handle({ method: "POST", path: "/", headers: { ...headers, "x-request-id": h }, body });
      const id = a.headers["x-request-id"];
      assert.ok(isVisibleAscii(id), `${JSON.stringify(h)} → ${JSON.stringify(id)}`);
      assert.deepEqual(seen.slice(from), [id]);
    }
  });

  test("413 (tooLarge and a body over the limit given whole) carries the caller's id", async () => {
    const big = new Uint8Array(1025);
    const a = await core.handle({ method: "POST", path: "/", headers: { ...headers, "x-request-id": ID }, body: big });
    assert.equal(a.status, 413);
    assert.equal(a.headers["x-request-id"], ID);
    const t = core.tooLarge({ method: "POST", path: "/", headers: { ...headers, "x-request-id": ID } });
    assert.equal(t.status, 413);
    assert.equal(t.headers["x-request-id"], ID);
  });
});
