// The reference server serving the OpenAPI documents (issue 40, option `openapi`), on the core's plain values:
// off by default; on, GET and HEAD `<path>/<version>.json` answer the generated document of each version
// whose HTTP+JSON interface the card declares, with `servers` equal to that interface's url as the served
// card gives it; any other version 404 like any unknown path; public like the card (no credential asked,
// CORS like the card); a bad option value refused naming `openapi`.

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { type Agent, type ServerOptions, createA2AServer } from "@a2a-bindgen/server";
import { bareCard } from "../../support/cards.js";

const agent: Agent = { SendMessage: () => ({ message: { messageId: "r", role: "ROLE_AGENT", parts: [{ text: "hi" }] } }) };
const quiet = { onError: () => {} };
const publicUrl = "https://agent.example/a2a";

type Answer = { status: number; headers: Record<string, string>; json: any };

async function call(server: ReturnType<typeof createA2AServer>, path: string, method = "GET", headers: Record<string, string> = {}): Promise<Answer> {
  const a = await server.handle({ method, path, headers, body: new Uint8Array() });
  assert.ok("body" in a, `${method} ${path}: a whole body`);
  const text = new TextDecoder().decode(a.body);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: a.status, headers: a.headers, json };
}

const build = (more: Partial<ServerOptions> = {}) => createA2AServer({ agent, card: bareCard("docs"), basePath: "/a2a", publicUrl, ...quiet, ...more });

/** The card's HTTP+JSON interface urls of `version`, read from the served v1.0 card's list. */
async function cardUrls(server: ReturnType<typeof createA2AServer>, version: string): Promise<string[]> {
  const card = (await call(server, "/.well-known/agent-card.json", "GET", { "a2a-version": "1.0" })).json;
  return card.supportedInterfaces.filter((i: any) => i.protocolBinding === "HTTP+JSON" && i.protocolVersion === version).map((i: any) => i.url);
}

describe("serving the OpenAPI documents", () => {
  it("off by default, and with false: the document paths are 404 like any unknown path", async () => {
    for (const openapi of [undefined, false]) {
      const s = build(openapi === undefined ? {} : { openapi });
      for (const path of ["/openapi/1.0.json", "/openapi/0.3.json"]) assert.equal((await call(s, path)).status, 404, `${String(openapi)} ${path}`);
    }
  });

  it("on: each served version's document, OpenAPI 3.1.0, application/json, servers = the card's HTTP+JSON interface url", async () => {
    const s = build({ openapi: true });
    for (const version of ["1.0", "0.3"]) {
      const a = await call(s, `/openapi/${version}.json`);
      assert.equal(a.status, 200, version);
      assert.match(a.headers["content-type"] ?? "", /^application\/json\b/);
      assert.equal(a.json.openapi, "3.1.0");
      assert.ok(Object.keys(a.json.paths).length > 0, `${version}: paths`);
      const urls = await cardUrls(s, version);
      assert.deepEqual(urls, [publicUrl], `${version}: the card declares its HTTP+JSON interface at publicUrl`);
      assert.deepEqual(
        a.json.servers.map((x: { url: string }) => x.url),
        urls,
      );
    }
    // v1.0 has ListTasks; v0.3 has not (its HTTP+JSON routes are /v1/…).
    const v1 = (await call(s, "/openapi/1.0.json")).json;
    const v0 = (await call(s, "/openapi/0.3.json")).json;
    assert.ok(Object.values(v1.paths).some((item: any) => item.get?.operationId === "ListTasks"));
    assert.ok(Object.keys(v0.paths).every((p) => p.startsWith("/v1/")));
  });

  it("HEAD: the GET's status and content type; the same bytes on every request (built once)", async () => {
    const s = build({ openapi: true });
    const h = await s.handle({ method: "HEAD", path: "/openapi/1.0.json", headers: {}, body: new Uint8Array() });
    assert.equal(h.status, 200);
    assert.match(h.headers["content-type"] ?? "", /^application\/json\b/);
    const one = await s.handle({ method: "GET", path: "/openapi/1.0.json", headers: {}, body: new Uint8Array() });
    const two = await s.handle({ method: "GET", path: "/openapi/1.0.json?x=1", headers: {}, body: new Uint8Array() });
    assert.ok("body" in one && "body" in two);
    assert.deepEqual(one.body, two.body);
  });

  it("a version not served, or served without an HTTP+JSON interface in the card, has no document (404)", async () => {
    assert.equal((await call(build({ openapi: true, versions: ["1.0"] }), "/openapi/0.3.json")).status, 404);
    const card = {
      ...bareCard("jsonrpc-only-0.3"),
      supportedInterfaces: [
        { url: publicUrl, protocolBinding: "HTTP+JSON", protocolVersion: "1.0" },
        { url: publicUrl, protocolBinding: "JSONRPC", protocolVersion: "0.3" },
      ],
    };
    const s = createA2AServer({ agent, card, basePath: "/a2a", openapi: true, ...quiet });
    assert.equal((await call(s, "/openapi/1.0.json")).status, 200);
    assert.equal((await call(s, "/openapi/0.3.json")).status, 404);
    assert.equal((await call(s, "/openapi/2.0.json")).status, 404);
  });

  it("a path of its own: { path } serves there and not at the default", async () => {
    const s = build({ openapi: { path: "/docs/api" } });
    assert.equal((await call(s, "/docs/api/1.0.json")).status, 200);
    assert.equal((await call(s, "/openapi/1.0.json")).status, 404);
  });

  it("several HTTP+JSON interfaces: one server each, in card order; a tenant is a note, not a server variable", async () => {
    const card = {
      ...bareCard("tenants"),
      supportedInterfaces: [
        { url: "https://eu.agent.example/a2a", protocolBinding: "HTTP+JSON", protocolVersion: "1.0", tenant: "acme" },
        { url: "https://us.agent.example/a2a", protocolBinding: "HTTP+JSON", protocolVersion: "1.0" },
        { url: "https://us.agent.example/a2a", protocolBinding: "JSONRPC", protocolVersion: "1.0" },
      ],
    };
    const doc = (await call(createA2AServer({ agent, card, openapi: true, ...quiet }), "/openapi/1.0.json")).json;
    assert.deepEqual(
      doc.servers.map((x: any) => [x.url, x["x-a2a-tenant"]]),
      [
        ["https://eu.agent.example/a2a", "acme"],
        ["https://us.agent.example/a2a", undefined],
      ],
    );
    assert.equal(doc.servers[0].variables, undefined);
    assert.match(doc.servers[0].description, /\/\{tenant\}.*"acme"/);
  });

  it("a bad option value: a TypeError naming openapi (or openapi.path) when the server is built", () => {
    for (const openapi of ["yes", 1, null, [], () => {}]) {
      assert.throws(
        () => build({ openapi: openapi as never }),
        (e: unknown) => e instanceof TypeError && /^openapi: give true, false or \{ path \}/.test(e.message),
        String(openapi),
      );
    }
    for (const path of ["openapi", "/openapi/", "/", "", "/a/../b", "/a b", 5]) {
      assert.throws(
        () => build({ openapi: { path: path as never } }),
        (e: unknown) => e instanceof TypeError && e.message.startsWith("openapi.path: "),
        String(path),
      );
    }
    // At the root, /tasks/1.0.json is GetTask's route (GET /tasks/{id}).
    assert.throws(
      () => build({ basePath: "", openapi: { path: "/tasks" } }),
      /^TypeError: openapi\.path: "\/tasks" puts the 1\.0 document at \/tasks\/1\.0\.json, an A2A route/,
    );
  });
});
