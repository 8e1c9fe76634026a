// CORS on the packed server. Verdicts from the Fetch standard: a CORS-preflight (§4.8) succeeds only with
// an ok status (200–299), Access-Control-Allow-Origin equal to the request's origin (never `*` when
// credentials are included, then with Access-Control-Allow-Credentials: true), every non-safelisted
// method (DELETE) in Access-Control-Allow-Methods and every requested header in
// Access-Control-Allow-Headers; an actual answer passes the CORS check (§4.9) with the same origin rule;
// answers whose Access-Control-Allow-Origin depends on the Origin carry Vary: Origin, for other and
// absent origins too (§3.2.5, whatwg/fetch#564). The server: CORS is off unless `cors` is given
// (then no Access-Control-* header at all); the preflight is answered before version negotiation and
// routing, on every route of both versions, the JSON-RPC endpoint and the card's path outside the base
// path; every answer (errors, SSE) carries the headers; A2A's headers are allowed and exposed.

import { assertNothingRefused } from "./support/guard.ts";
import assert from "node:assert/strict";
import type http from "node:http";
import { after, afterEach, before, describe, test } from "node:test";
import { cardPath, instantiate, rest, rpc, versionHeader, wire } from "./support/a2a.ts";
import { packed } from "./support/packed.ts";
import { type Agent, type Reply, request, startAgent, userMessage } from "./support/server.ts";

afterEach(assertNothingRefused);

const ALLOWED = "https://app.example";
const DISALLOWED = "https://evil.example";
const BASE = "/a2a";

/** A header's comma-separated list, lowercased. */
function list(headers: http.IncomingHttpHeaders, name: string): string[] {
  const v = headers[name];
  const text = Array.isArray(v) ? v.join(",") : (v ?? "");
  return text
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== "");
}

/** The routes a browser may reach: every canonical route of each version, JSON-RPC at the base path, the card. */
async function everyRoute(): Promise<{ what: string; method: string; path: string }[]> {
  const out: { what: string; method: string; path: string }[] = [];
  for (const v of [await wire("1.0"), await wire("0.3")]) {
    for (const b of v.bindings)
      out.push({ what: `${v.version} ${b.method} ${b.template}`, method: b.method, path: BASE + instantiate(b.template, { tenant: "acme" }) });
  }
  out.push({ what: "JSON-RPC", method: "POST", path: BASE });
  out.push({ what: "the card", method: "GET", path: await cardPath() });
  return out;
}

/** The request headers a browser's A2A client sends that need the preflight's permission. */
async function requestedHeaders(): Promise<string[]> {
  const { serviceParameters } = await packed("@a2a-bindgen/a2a/protocol");
  const names = [
    serviceParameters.version.headers,
    serviceParameters.extensions.headers,
    ...serviceParameters.extensions.byVersion["0.3"].send.map((s) => s.headers),
    "Content-Type",
    "Authorization",
    "X-Agent-Key", // the card's API-key scheme (support/server.ts securityCard)
  ];
  // Fetch §4.8: the names lowercased, sorted, without duplicates, joined by ",".
  return [...new Set(names.map((n) => n.toLowerCase()))].sort();
}

function preflight(origin: string, method: string, path: string, headers: string[], s: Agent): Promise<Reply> {
  return request(s.origin + path, {
    method: "OPTIONS",
    headers: { origin, "access-control-request-method": method, "access-control-request-headers": headers.join(",") },
  });
}

/** The CORS check of Fetch §4.9 for an answer to `origin` with credentials included, and Vary: Origin. */
function passesCorsCheck(r: Reply, origin: string, what: string): void {
  assert.equal(r.headers["access-control-allow-origin"], origin, `${what}: Access-Control-Allow-Origin`);
  assert.equal(r.headers["access-control-allow-credentials"], "true", `${what}: Access-Control-Allow-Credentials`);
  assert.ok(list(r.headers, "vary").includes("origin"), `${what}: no Vary: Origin (${r.headers.vary})`);
}

/** No permission for `origin`: no Access-Control-Allow-Origin naming it or `*`, no credentials; Vary: Origin still (§3.2.5). */
function refusedTo(r: Reply, what: string): void {
  assert.equal(r.headers["access-control-allow-origin"], undefined, `${what}: Access-Control-Allow-Origin ${r.headers["access-control-allow-origin"]}`);
  assert.equal(r.headers["access-control-allow-credentials"], undefined, `${what}: Access-Control-Allow-Credentials`);
  assert.ok(list(r.headers, "vary").includes("origin"), `${what}: no Vary: Origin (${r.headers.vary})`);
}

/** The answers a browser page can provoke, each with what it is. */
async function answers(s: Agent, origin: string | undefined): Promise<[string, Reply][]> {
  const v1 = await wire("1.0");
  const v03 = await wire("0.3");
  const o: Record<string, string> = origin === undefined ? {} : { origin };
  const version = await versionHeader();
  const small = JSON.stringify({ message: userMessage("hello") });
  const big = JSON.stringify({ message: userMessage("x".repeat(8_192)) });
  return [
    ["the card", await request(s.origin + (await cardPath()), { headers: o })],
    ["SendMessage over JSON-RPC 1.0", await rpc(s.base, v1, "SendMessage", { message: userMessage("hello") }, o)],
    [
      "SendMessage over HTTP+JSON 0.3",
      await rest(s.base, v03, "SendMessage", { message: { messageId: "m-03", role: "ROLE_USER", parts: [{ text: "hello" }] } }, o),
    ],
    ["an A2A error (GetTask of an unknown task) over HTTP+JSON", await rest(s.base, v1, "GetTask", { id: "no-such-task" }, o)],
    ["an A2A error over JSON-RPC", await rpc(s.base, v1, "GetTask", { id: "no-such-task" }, o)],
    ["an unsupported version", await request(`${s.base}/tasks/x`, { headers: { ...o, [version]: "9.9" } })],
    ["an unknown route", await request(`${s.base}/no/such/route`, { headers: { ...o, [version]: "1.0" } })],
    [
      "a non-JSON body (415)",
      await request(`${s.base}/message:send`, { method: "POST", headers: { ...o, [version]: "1.0", "content-type": "text/plain" }, body: small }),
    ],
    [
      "a body over maxBodySize (413)",
      await request(`${s.base}/message:send`, { method: "POST", headers: { ...o, [version]: "1.0", "content-type": "application/json" }, body: big }),
    ],
    ["an SSE stream over HTTP+JSON", await rest(s.base, v1, "SendStreamingMessage", { message: userMessage("hello") }, o)],
    ["an SSE stream over JSON-RPC", await rpc(s.base, v1, "SendStreamingMessage", { message: userMessage("hello") }, o)],
  ];
}

describe("cors: { origins: [an origin], credentials: true, maxAge }", () => {
  let s: Agent;
  before(async () => {
    s = await startAgent({ basePath: BASE, server: { cors: { origins: [ALLOWED], credentials: true, maxAge: 600 }, maxBodySize: 4_096 } });
  });
  after(() => s?.close());

  test("the preflight of an allowed origin succeeds on every route of both versions, JSON-RPC and the card path, without a version", async () => {
    const headers = await requestedHeaders();
    const routes = await everyRoute();
    assert.ok(
      routes.some((r) => r.method === "DELETE"),
      "the tables have a DELETE route",
    );
    for (const route of routes) {
      const r = await preflight(ALLOWED, route.method, route.path, headers, s);
      assert.ok(r.status >= 200 && r.status <= 299, `${route.what}: preflight answered ${r.status} ${r.text.slice(0, 200)}`);
      passesCorsCheck(r, ALLOWED, route.what);
      const methods = list(r.headers, "access-control-allow-methods");
      // GET, HEAD and POST are CORS-safelisted methods (Fetch §2.2.1): the others must be listed by name.
      if (!["GET", "HEAD", "POST"].includes(route.method))
        assert.ok(methods.includes(route.method.toLowerCase()), `${route.what}: ${route.method} not in ${methods}`);
      const allowed = list(r.headers, "access-control-allow-headers");
      for (const h of headers) assert.ok(allowed.includes(h), `${route.what}: ${h} not in Access-Control-Allow-Headers (${allowed})`);
      assert.equal(r.headers["access-control-max-age"], "600", route.what);
    }
  });

  test("the preflight of another origin gets no permission on any route", async () => {
    const headers = await requestedHeaders();
    for (const route of await everyRoute()) refusedTo(await preflight(DISALLOWED, route.method, route.path, headers, s), route.what);
  });

  test("every answer to an allowed origin passes the CORS check and exposes A2A's headers: successes, errors, 413, 415, SSE", async () => {
    const { serviceParameters } = await packed("@a2a-bindgen/a2a/protocol");
    const exposed = [serviceParameters.extensions.headers, serviceParameters.extensions.byVersion["0.3"].respond.headers, "WWW-Authenticate"].map((h) =>
      h.toLowerCase(),
    );
    for (const [what, r] of await answers(s, ALLOWED)) {
      passesCorsCheck(r, ALLOWED, what);
      const list_ = list(r.headers, "access-control-expose-headers");
      for (const h of exposed) assert.ok(list_.includes(h), `${what}: ${h} not exposed (${list_})`);
    }
  });

  test("the answers the list checks are what they say (a stream is an SSE answer, errors are errors)", async () => {
    const got = new Map(await answers(s, ALLOWED));
    assert.equal(got.get("the card")?.status, 200);
    assert.match(String(got.get("an SSE stream over HTTP+JSON")?.headers["content-type"]), /^text\/event-stream/);
    assert.match(String(got.get("an SSE stream over JSON-RPC")?.headers["content-type"]), /^text\/event-stream/);
    assert.equal(got.get("a body over maxBodySize (413)")?.status, 413);
    assert.equal(got.get("a non-JSON body (415)")?.status, 415);
    assert.equal(got.get("an unknown route")?.status, 404);
  });

  test("the card varies by A2A-Version", async () => {
    const version = (await versionHeader()).toLowerCase();
    const r = await request(s.origin + (await cardPath()), { headers: { origin: ALLOWED } });
    assert.ok(list(r.headers, "vary").includes(version), `Vary: ${r.headers.vary}`);
  });

  test("answers to another origin, or to no origin, carry no permission (and Vary: Origin)", async () => {
    for (const [what, r] of await answers(s, DISALLOWED)) refusedTo(r, `${what} (another origin)`);
    for (const [what, r] of await answers(s, undefined)) refusedTo(r, `${what} (no Origin)`);
  });
});

describe("cors: { origins: a predicate } without credentials", () => {
  let s: Agent;
  before(async () => {
    s = await startAgent({ basePath: BASE, server: { cors: { origins: (origin: string) => origin.endsWith(".example.org") } } });
  });
  after(() => s?.close());

  test("an origin the predicate accepts is echoed (not `*`), without Access-Control-Allow-Credentials; another gets nothing", async () => {
    const headers = await requestedHeaders();
    const v1 = await wire("1.0");
    const ok = await preflight("https://ui.example.org", "POST", `${BASE}/message:send`, headers, s);
    assert.ok(ok.status >= 200 && ok.status <= 299, String(ok.status));
    assert.equal(ok.headers["access-control-allow-origin"], "https://ui.example.org");
    assert.equal(ok.headers["access-control-allow-credentials"], undefined);
    const sent = await rpc(s.base, v1, "SendMessage", { message: userMessage("hello") }, { origin: "https://ui.example.org" });
    assert.equal(sent.headers["access-control-allow-origin"], "https://ui.example.org");
    refusedTo(await preflight("https://example.org.evil.example", "POST", `${BASE}/message:send`, headers, s), "a look-alike origin");
    refusedTo(await rpc(s.base, v1, "SendMessage", { message: userMessage("hello") }, { origin: "https://example.org.evil.example" }), "a look-alike origin");
  });
});

describe("no cors option: the default", () => {
  let s: Agent;
  before(async () => {
    s = await startAgent({ basePath: BASE, server: { maxBodySize: 4_096 } });
  });
  after(() => s?.close());

  test("no Access-Control-* header on any preflight or answer", async () => {
    const headers = await requestedHeaders();
    const seen: [string, Reply][] = [];
    for (const route of await everyRoute()) seen.push([`preflight ${route.what}`, await preflight(ALLOWED, route.method, route.path, headers, s)]);
    seen.push(...(await answers(s, ALLOWED)));
    for (const [what, r] of seen) {
      const cors = Object.keys(r.headers).filter((h) => h.startsWith("access-control-"));
      assert.deepEqual(cors, [], `${what}: ${cors.join(", ")}`);
    }
  });
});
