// The liveness and readiness endpoints (issue 37, Health and readiness), over the node adapter on 127.0.0.1
// and the fetch adapter: GET and HEAD only (RFC 9110 §15.5.6: 405 carries Allow), 200 "ok" or 503 "not
// ready" as text/plain with Cache-Control: no-store (RFC 9111 §5.2.2.5: no cache between the prober and
// the server keeps an answer), nothing about the agent; outside CORS (no Access-Control-* header, even for
// an allowed origin) and outside authentication (no credential needed on a server whose card requires
// one); off the A2A routes and the card's well-known path, which the paths may not take. The readiness
// sources: the `ready` option (false, a throw, no answer within its bound), Agent.ready.

import assert from "node:assert/strict";
import { test } from "node:test";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { type Agent, type ServerOptions, createA2AServer } from "@a2a-bindgen/server";
import { fetchHandler } from "@a2a-bindgen/server/fetch";
import { bareCard, hello } from "../../support/cards.js";
import { rawRequest } from "../../support/raw-http.js";
import { serve } from "./serve.ts";

const T = { timeout: 20_000 };
const card = (): types.AgentCard => ({
  ...bareCard("health"),
  supportedInterfaces: [{ url: "http://127.0.0.1/a2a", protocolBinding: "JSONRPC", protocolVersion: "1.0" }],
});
const agent: Agent = { SendMessage: () => ({ message: { messageId: "r", role: "ROLE_AGENT", parts: [{ text: "hi" }] } }) };
const quiet = { onError: () => {} };

const accessControl = (headers: Record<string, unknown>) => Object.keys(headers).filter((h) => h.toLowerCase().startsWith("access-control-"));

test("node adapter: GET /livez and /readyz answer 200 ok, text/plain, no-store; HEAD the same head; a query is ignored", T, async () => {
  const s = await serve({ agent, card: card(), basePath: "/a2a", ...quiet });
  try {
    for (const path of ["/livez", "/readyz", "/readyz?verbose"]) {
      const a = await rawRequest(s.origin + path);
      assert.equal(a.status, 200, path);
      assert.equal(a.text, "ok", path);
      assert.match(String(a.headers["content-type"]), /^text\/plain\b/, path);
      assert.equal(a.headers["cache-control"], "no-store", path);
      // Every answer carries a request id (issue 37), a probe's too; the caller's is kept.
      assert.ok(typeof a.headers["x-request-id"] === "string" && a.headers["x-request-id"] !== "", `${path}: X-Request-Id`);
      const kept = await rawRequest(s.origin + path, { headers: { "x-request-id": "probe-1" } });
      assert.equal(kept.headers["x-request-id"], "probe-1", `${path}: the caller's X-Request-Id kept`);
      const h = await rawRequest(s.origin + path, { method: "HEAD" });
      assert.equal(h.status, 200, `HEAD ${path}`);
      assert.equal(h.text, "", `HEAD ${path}: no body`);
      assert.equal(h.headers["cache-control"], "no-store", `HEAD ${path}`);
    }
  } finally {
    await s.close();
  }
});

test("other methods are 405 with Allow: GET, HEAD", T, async () => {
  const s = await serve({ agent, card: card(), ...quiet });
  try {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
      for (const path of ["/livez", "/readyz"]) {
        const a = await rawRequest(s.origin + path, { method, body: method === "POST" ? "{}" : undefined });
        assert.equal(a.status, 405, `${method} ${path}`);
        assert.deepEqual(
          String(a.headers.allow)
            .split(",")
            .map((m) => m.trim())
            .sort(),
          ["GET", "HEAD"],
          `${method} ${path}`,
        );
      }
    }
  } finally {
    await s.close();
  }
});

test("fetch adapter: the same probes, answered by the same core", T, async () => {
  let ready = true;
  const core = createA2AServer({ agent, card: card(), ready: () => ready, ...quiet });
  const handler = fetchHandler(core);
  try {
    const live = await handler(new Request("http://agent.example/livez"));
    assert.equal(live.status, 200);
    assert.equal(await live.text(), "ok");
    assert.equal(live.headers.get("cache-control"), "no-store");
    assert.equal((await handler(new Request("http://agent.example/readyz"))).status, 200);
    ready = false;
    const r = await handler(new Request("http://agent.example/readyz"));
    assert.equal(r.status, 503);
    assert.equal(await r.text(), "not ready");
    assert.equal(r.headers.get("cache-control"), "no-store");
    assert.equal((await handler(new Request("http://agent.example/livez"))).status, 200, "liveness does not depend on readiness");
  } finally {
    await core.close({ graceMs: 0 });
  }
});

test("probes need no credential on a server whose card requires one, and carry no CORS header for an allowed origin", T, async () => {
  const APP = "https://app.example";
  const secured: types.AgentCard = {
    ...card(),
    securitySchemes: { key: { apiKeySecurityScheme: { location: "header", name: "X-Agent-Key" } } },
    securityRequirements: [{ schemes: { key: { list: [] } } }],
  } as types.AgentCard;
  const s = await serve({
    agent,
    card: secured,
    basePath: "/a2a",
    auth: { verifiers: { key: (c) => (c.kind === "apiKey" && c.key === "k-right" ? { subject: "alice" } : null) }, warn: () => {} },
    cors: { origins: [APP] },
    ...quiet,
  });
  try {
    // The same server refuses an A2A call without the key, and decorates its answer for the allowed origin.
    const call = await rawRequest(`${s.origin}/a2a`, {
      method: "POST",
      headers: { "content-type": "application/json", "a2a-version": "1.0", origin: APP },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "SendMessage", params: hello }),
    });
    assert.equal(call.status, 401, "auth is on");
    assert.equal(call.headers["access-control-allow-origin"], APP, "CORS is on");
    for (const path of ["/livez", "/readyz"]) {
      const a = await rawRequest(s.origin + path, { headers: { origin: APP } });
      assert.equal(a.status, 200, path);
      assert.equal(a.text, "ok", path);
      assert.deepEqual(accessControl(a.headers), [], `${path}: no CORS header`);
      assert.equal(a.headers["www-authenticate"], undefined, `${path}: no challenge`);
      // A preflight for a probe is no CORS preflight either: the probe's 405.
      const pre = await rawRequest(s.origin + path, { method: "OPTIONS", headers: { origin: APP, "access-control-request-method": "GET" } });
      assert.equal(pre.status, 405, `${path} preflight`);
      assert.deepEqual(accessControl(pre.headers), [], `${path} preflight: no CORS header`);
    }
  } finally {
    await s.close();
  }
});

test("the probe answers say nothing about the agent: the same bytes for two different agents", T, async () => {
  const a = await serve({ agent, card: card(), ...quiet });
  const b = await serve({ agent: {}, card: { ...card(), name: "another", description: "another agent" }, ...quiet });
  try {
    for (const path of ["/livez", "/readyz"]) {
      const x = await rawRequest(a.origin + path);
      const y = await rawRequest(b.origin + path);
      assert.equal(x.text, y.text, path);
      // The date and the request id differ per answer, whatever the agent.
      const { date: _d1, "x-request-id": _r1, ...hx } = x.headers;
      const { date: _d2, "x-request-id": _r2, ...hy } = y.headers;
      assert.deepEqual(hx, hy, path);
    }
  } finally {
    await a.close();
    await b.close();
  }
});

test("health: paths of one's own are served instead; health: false serves none", T, async () => {
  const own = await serve({ agent, card: card(), basePath: "/a2a", health: { live: "/ops/live", ready: "/ops/ready" }, ...quiet });
  const off = await serve({ agent, card: card(), basePath: "/a2a", health: false, ...quiet });
  try {
    assert.equal((await rawRequest(`${own.origin}/ops/live`)).text, "ok");
    assert.equal((await rawRequest(`${own.origin}/ops/ready`)).text, "ok");
    // Not probes any more: outside the base path, the server's 404.
    assert.equal((await rawRequest(`${own.origin}/livez`)).status, 404);
    assert.equal((await rawRequest(`${off.origin}/livez`)).status, 404);
    assert.equal((await rawRequest(`${off.origin}/readyz`)).status, 404);
  } finally {
    await own.close();
    await off.close();
  }
});

test("a probe path that an A2A route, the base path or the card's well-known path has is refused, naming the option", () => {
  const refused: [ServerOptions["health"], string, RegExp][] = [
    // GetTask's route (v1.0 GET /tasks/{id}) at the root base path.
    [{ ready: "/tasks/x" }, "", /health\.ready: "\/tasks\/x" is an A2A route/],
    // SendMessage's route (POST /message:send).
    [{ live: "/message:send" }, "", /health\.live: "\/message:send" is an A2A route/],
    [{ live: "/a2a/tasks/x" }, "/a2a", /health\.live: .* is an A2A route/],
    [{ live: "/a2a" }, "/a2a", /health\.live: .*JSON-RPC endpoint/],
    [{ ready: "/.well-known/agent-card.json" }, "", /health\.ready: .*well-known path/],
    [{ live: "livez" }, "", /health\.live: "livez" is not an absolute path/],
    [{ live: "/a/../livez" }, "", /health\.live: .* is not an absolute path/],
    [{ live: "/same", ready: "/same" }, "", /health: live and ready are both "\/same"/],
  ];
  for (const [health, basePath, message] of refused) {
    assert.throws(() => createA2AServer({ agent, card: card(), basePath, health, ...quiet }), message, JSON.stringify(health));
  }
  assert.throws(() => createA2AServer({ agent, card: card(), ready: true as never, ...quiet }), /ready: give a function/);
  // Under a base path, the root is the probes': the defaults are taken.
  createA2AServer({ agent, card: card(), basePath: "/a2a", ...quiet });
});

test("readyz is 503 while the ready option answers false, throws, rejects, or does not answer within its bound; livez stays 200", T, async () => {
  let mode: "yes" | "no" | "throw" | "reject" | "hang" = "yes";
  const s = await serve({
    agent,
    card: card(),
    ready: () => {
      if (mode === "no") return false;
      if (mode === "throw") throw new Error("the database is down");
      if (mode === "reject") return Promise.reject(new Error("the database is down"));
      if (mode === "hang") return new Promise<boolean>(() => {});
      return Promise.resolve(true);
    },
    ...quiet,
  });
  try {
    for (const m of ["yes", "no", "throw", "reject", "hang", "yes"] as const) {
      mode = m;
      const started = Date.now();
      const r = await rawRequest(`${s.origin}/readyz`, { timeoutMs: 10_000 });
      assert.equal(r.status, m === "yes" ? 200 : 503, m);
      assert.equal(r.text, m === "yes" ? "ok" : "not ready", m);
      // Bounded: a check that never answers is "not ready" well before a prober's own timeout runs out.
      assert.ok(Date.now() - started < 8_000, `${m}: answered in ${Date.now() - started} ms`);
      assert.equal((await rawRequest(`${s.origin}/livez`)).status, 200, `${m}: livez`);
    }
  } finally {
    await s.close();
  }
});

test("readyz follows Agent.ready: false or a throw is 503", T, async () => {
  let state: boolean | "throw" = true;
  const readyAgent: Agent = {
    ...agent,
    ready: () => {
      if (state === "throw") throw new Error("broken");
      return state;
    },
  };
  const s = await serve({ agent: readyAgent, card: card(), ...quiet });
  try {
    assert.equal((await rawRequest(`${s.origin}/readyz`)).status, 200);
    state = false;
    assert.equal((await rawRequest(`${s.origin}/readyz`)).status, 503);
    state = "throw";
    assert.equal((await rawRequest(`${s.origin}/readyz`)).status, 503);
    state = true;
    assert.equal((await rawRequest(`${s.origin}/readyz`)).status, 200);
  } finally {
    await s.close();
  }
});
