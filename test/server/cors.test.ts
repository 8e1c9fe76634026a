// CORS, by the Fetch standard's CORS protocol: off unless configured; when on, a preflight (OPTIONS with
// Origin and Access-Control-Request-Method) from an allowed origin is answered with an ok status (2xx) and
// the allow headers before version negotiation and routing, on every route, at JSON-RPC's path and at the
// card's path outside the base path; a refused origin's preflight carries no allow headers (the browser
// then fails it, whatever the status; this server says 403). Every answer, errors and SSE included,
// carries Vary: Origin and, for an allowed origin, Access-Control-Allow-Origin with that origin — never "*"
// with credentials. The card is answered with Vary: A2A-Version (its answer depends on the version asked).

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import * as v0_3 from "@a2a-bindgen/a2a/v0_3/routes";
import * as v1_0 from "@a2a-bindgen/a2a/v1_0/routes";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { type ServerOptions, createA2AServer } from "@a2a-bindgen/server";
import { fixtureAgent, fixtureCard } from "./fixture-agent.ts";
import { type Adapter, type Running, start } from "./harness.ts";
import { type RawAnswer as Answer, send } from "../support/raw-http.js";

const APP = "https://app.example";
const EVIL = "https://evil.example";
const CARD = "/.well-known/agent-card.json";

/** A comma-separated header as a lowercased list (header names compare case-insensitively). */
const list = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value.join(",") : (value ?? ""))
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter((v) => v !== "");

function pathOf(template: string): string {
  return template.replace(/\{([^}=]+)(?:=([^}]*))?\}/g, (_m, _n: string, pattern: string | undefined) =>
    pattern === undefined ? "t1" : pattern.replace(/\*\*?/g, "x1"),
  );
}

const routes: { method: string; path: string; version: string }[] = [];
for (const [version, t] of [
  ["1.0", v1_0],
  ["0.3", v0_3],
] as const) {
  for (const b of [...t.routeTableSpec.bindings, ...t.alternativeRouteTableSpec.bindings]) routes.push({ method: b.method, path: pathOf(b.template), version });
}

function securedCard(): types.AgentCard {
  return {
    ...fixtureCard(),
    securitySchemes: {
      key: { apiKeySecurityScheme: { location: "header", name: "X-API-Key" } },
      query: { apiKeySecurityScheme: { location: "query", name: "api_key" } },
      bearer: { httpAuthSecurityScheme: { scheme: "Bearer" } },
    },
  };
}

function agentFor(card: types.AgentCard): ServerOptions["agent"] {
  return fixtureAgent(card).agent;
}

const message = (id: string) => ({ message: { messageId: id, role: "ROLE_USER", parts: [{ text: "hi" }] } });
const JSON_V1 = { "content-type": "application/json", "a2a-version": "1.0" };

/** The CORS headers of an answer to an allowed origin (no credentials). */
function allowed(a: Answer, origin: string, where: string): void {
  assert.equal(a.headers["access-control-allow-origin"], origin, where);
  assert.ok(list(a.headers.vary).includes("origin"), `${where}: Vary ${a.headers.vary}`);
  assert.equal(a.headers["access-control-allow-credentials"], undefined, where);
}

for (const adapter of ["node", "fetch"] as Adapter[]) {
  describe(`CORS through the ${adapter} adapter`, () => {
    let s: Running;
    before(async () => {
      const card = securedCard();
      s = await start(
        { agent: agentFor(card), card, basePath: "/a2a", maxBodySize: 64 * 1024, cors: { origins: [APP], maxAge: 600 }, onError: () => {} },
        adapter,
      );
    });
    after(() => s.close());

    test("a preflight on every route of both versions, at JSON-RPC's path and at the card's: 2xx with the allow headers, no A2A-Version needed", async () => {
      const targets = [
        ...routes.map((r) => ({ method: r.method, url: s.base + r.path })),
        { method: "POST", url: s.base },
        { method: "GET", url: s.origin + CARD },
      ];
      const asked = ["a2a-version", "a2a-extensions", "x-a2a-extensions", "content-type", "authorization", "x-api-key"];
      for (const t of targets) {
        const a = await send(t.url, "OPTIONS", { origin: APP, "access-control-request-method": t.method, "access-control-request-headers": asked.join(", ") });
        const where = `${t.method} ${t.url}`;
        assert.ok(a.status >= 200 && a.status < 300, `${where}: ${a.status} ${a.text}`);
        allowed(a, APP, where);
        // GET, HEAD and POST are CORS-safelisted methods; DELETE must be listed.
        if (!["GET", "HEAD", "POST"].includes(t.method))
          assert.ok((a.headers["access-control-allow-methods"] ?? "").split(/\s*,\s*/).includes(t.method), where);
        const headers = list(a.headers["access-control-allow-headers"]);
        for (const h of asked) assert.ok(headers.includes(h), `${where}: ${h} in ${headers}`);
        assert.ok(!headers.includes("api_key"), "a query API key is no header");
        assert.equal(a.headers["access-control-max-age"], "600", where);
      }
    });

    test("a refused origin's preflight: no allow headers, 403", async () => {
      for (const url of [s.base, `${s.base}/message:send`, s.origin + CARD]) {
        const a = await send(url, "OPTIONS", { origin: EVIL, "access-control-request-method": "POST", "access-control-request-headers": "content-type" });
        assert.equal(a.status, 403, url);
        for (const h of ["access-control-allow-origin", "access-control-allow-methods", "access-control-allow-headers", "access-control-allow-credentials"]) {
          assert.equal(a.headers[h], undefined, `${url}: ${h}`);
        }
        assert.ok(list(a.headers.vary).includes("origin"), url);
      }
    });

    test("answers to an allowed origin carry its CORS headers: success, errors and SSE", async () => {
      const o = { origin: APP };
      const answers: [string, Answer][] = [
        [
          "JSON-RPC 200",
          await send(s.base, "POST", { ...o, ...JSON_V1 }, JSON.stringify({ jsonrpc: "2.0", id: 1, method: "SendMessage", params: message("c1") })),
        ],
        ["HTTP+JSON 200", await send(`${s.base}/message:send`, "POST", { ...o, ...JSON_V1 }, JSON.stringify(message("c2")))],
        ["404 no route", await send(`${s.base}/nothing`, "GET", { ...o, "a2a-version": "1.0" })],
        ["404 outside the base path", await send(`${s.origin}/elsewhere`, "GET", o)],
        ["405", await send(`${s.base}/message:send`, "GET", { ...o, "a2a-version": "1.0" })],
        ["415", await send(`${s.base}/message:send`, "POST", { ...o, "a2a-version": "1.0", "content-type": "text/plain" }, "{}")],
        ["version not supported", await send(`${s.base}/tasks/x`, "GET", { ...o, "a2a-version": "9.9" })],
        ["task not found", await send(`${s.base}/tasks/nope`, "GET", { ...o, "a2a-version": "1.0" })],
        ["413", await send(`${s.base}/message:send`, "POST", { ...o, ...JSON_V1 }, "x".repeat(70 * 1024))],
      ];
      for (const [name, a] of answers) {
        allowed(a, APP, name);
        const exposed = list(a.headers["access-control-expose-headers"]);
        for (const h of ["a2a-extensions", "x-a2a-extensions", "www-authenticate"]) assert.ok(exposed.includes(h), `${name}: ${h} in ${exposed}`);
      }
      assert.deepEqual(
        answers.map(([, a]) => a.status),
        [200, 200, 404, 404, 405, 415, 400, 404, 413],
      );
      const stream = await send(`${s.base}/message:stream`, "POST", { ...o, ...JSON_V1 }, JSON.stringify(message("c3")));
      assert.match(stream.headers["content-type"] ?? "", /^text\/event-stream/);
      allowed(stream, APP, "SSE");
    });

    test("the card: CORS headers, and Vary names both A2A-Version and Origin", async () => {
      const a = await send(s.origin + CARD, "GET", { origin: APP });
      assert.equal(a.status, 200);
      allowed(a, APP, "card");
      assert.ok(list(a.headers.vary).includes("a2a-version"), String(a.headers.vary));
    });

    test("Vary names Origin exactly once and keeps the answer's other names: preflights, answers and the card", async () => {
      const pre = { "access-control-request-method": "POST", "access-control-request-headers": "content-type" };
      const answers: [string, Answer][] = [
        ["allowed preflight", await send(`${s.base}/message:send`, "OPTIONS", { origin: APP, ...pre })],
        ["refused preflight", await send(`${s.base}/message:send`, "OPTIONS", { origin: EVIL, ...pre })],
        ["card preflight", await send(s.origin + CARD, "OPTIONS", { origin: APP, "access-control-request-method": "GET" })],
        ["answer", await send(`${s.base}/message:send`, "POST", { origin: APP, ...JSON_V1 }, JSON.stringify(message("v1")))],
        ["error", await send(`${s.base}/tasks/nope`, "GET", { origin: APP, "a2a-version": "1.0" })],
        ["card", await send(s.origin + CARD, "GET", { origin: APP })],
      ];
      for (const [name, a] of answers) {
        assert.equal(list(a.headers.vary).filter((n) => n === "origin").length, 1, `${name}: Vary ${a.headers.vary}`);
      }
      assert.deepEqual(list(answers[5][1].headers.vary).sort(), ["a2a-version", "origin"], "the card keeps A2A-Version");
    });

    test("a refused origin, or none: the answer has no Access-Control-Allow-Origin, still Vary: Origin", async () => {
      for (const headers of [{ origin: EVIL }, { origin: "null" }, {}]) {
        const a = await send(
          `${s.base}/message:send`,
          "POST",
          { ...headers, ...JSON_V1 },
          JSON.stringify(message(`r${Object.keys(headers).length}${headers.origin ?? ""}`)),
        );
        assert.equal(a.status, 200);
        assert.equal(a.headers["access-control-allow-origin"], undefined);
        assert.equal(a.headers["access-control-expose-headers"], undefined);
        assert.ok(list(a.headers.vary).includes("origin"));
      }
    });
  });
}

describe("CORS options", () => {
  // For the servers built and refused at construction: nothing reads their card.
  const publicUrl = "http://127.0.0.1:9/a2a";
  const servers: Running[] = [];
  after(async () => {
    for (const s of servers) await s.close();
  });
  const serve = async (cors: ServerOptions["cors"]) => {
    const card = fixtureCard();
    const s = await start({ agent: agentFor(card), card, cors, onError: () => {} });
    servers.push(s);
    return s;
  };
  const preflight = (s: Running, origin: string) => send(s.base, "OPTIONS", { origin, "access-control-request-method": "POST" });

  test("off by default: a preflight gets no allow headers; the card varies on A2A-Version alone", async () => {
    const s = await serve(undefined);
    const a = await preflight(s, APP);
    assert.equal(a.headers["access-control-allow-origin"], undefined);
    assert.equal(a.headers["access-control-allow-methods"], undefined);
    const card = await send(s.origin + CARD, "GET", { origin: APP });
    assert.equal(card.headers["access-control-allow-origin"], undefined);
    assert.deepEqual(list(card.headers.vary), ["a2a-version"]);
  });

  test("credentials: Allow-Credentials true and the origin echoed, on the preflight and the answer", async () => {
    const s = await serve({ origins: [APP], credentials: true });
    const pre = await preflight(s, APP);
    assert.equal(pre.headers["access-control-allow-origin"], APP);
    assert.equal(pre.headers["access-control-allow-credentials"], "true");
    assert.equal(pre.headers["access-control-max-age"], undefined, "no Max-Age unless configured");
    const a = await send(s.origin + CARD, "GET", { origin: APP });
    assert.equal(a.headers["access-control-allow-origin"], APP);
    assert.equal(a.headers["access-control-allow-credentials"], "true");
  });

  test('["*"]: any origin gets "*"; with credentials it is refused at construction', async () => {
    const s = await serve({ origins: ["*"] });
    for (const origin of [APP, EVIL]) {
      assert.equal((await preflight(s, origin)).headers["access-control-allow-origin"], "*");
      assert.equal((await send(s.origin + CARD, "GET", { origin })).headers["access-control-allow-origin"], "*");
    }
    const card = fixtureCard();
    assert.throws(() => createA2AServer({ agent: agentFor(card), card, publicUrl, cors: { origins: ["*"], credentials: true } }), TypeError);
  });

  test("a predicate decides; one that throws allows nothing", async () => {
    const s = await serve({ origins: (o) => o.endsWith(".example.org") });
    assert.equal((await preflight(s, "https://a.example.org")).headers["access-control-allow-origin"], "https://a.example.org");
    assert.equal((await preflight(s, APP)).status, 403);
    const t = await serve({
      origins: () => {
        throw new Error("no");
      },
    });
    assert.equal((await preflight(t, APP)).status, 403);
  });

  test("origins not as a browser sends them, and bad maxAge, are refused at construction", () => {
    const card = fixtureCard();
    for (const origin of ["https://app.example/", "app.example", "null", "https://app.example/path", "HTTPS://APP.EXAMPLE", ""]) {
      assert.throws(() => createA2AServer({ agent: agentFor(card), card, publicUrl, cors: { origins: [origin] } }), TypeError, origin);
    }
    for (const maxAge of [-1, 1.5, Number.NaN]) {
      assert.throws(() => createA2AServer({ agent: agentFor(card), card, publicUrl, cors: { origins: [APP], maxAge } }), TypeError, String(maxAge));
    }
  });
});
