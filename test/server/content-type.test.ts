// Bodies are read only as JSON. The Fetch standard lets a page send, cross-site and without a CORS
// preflight, a POST whose Content-Type is text/plain, application/x-www-form-urlencoded or
// multipart/form-data (the CORS-safelisted request-header rule), or a POST with no body and no
// Content-Type at all. None of them may reach the agent: each is 415 Unsupported Media Type (RFC 9110
// §15.5.16) in the binding's error form, on every POST route of both versions and on JSON-RPC, through
// both adapters. application/json and any +json type (RFC 6839 §3.1), in any case and with parameters, are
// read. Routes that bind no body (GET, DELETE) need no Content-Type.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import * as v0_3 from "@a2a-bindgen/a2a/v0_3/routes";
import * as v1_0 from "@a2a-bindgen/a2a/v1_0/routes";
import type { Agent } from "@a2a-bindgen/server";
import { fixtureAgent, fixtureCard } from "./fixture-agent.ts";
import { type Adapter, type Running, start } from "./harness.ts";
import { send } from "../support/raw-http.js";

/** A concrete path for a route template: {tenant} → t1, {id=*} → x1, {name=tasks/*} → tasks/x1. */
function pathOf(template: string): string {
  return template.replace(/\{([^}=]+)(?:=([^}]*))?\}/g, (_m, _name: string, pattern: string | undefined) =>
    pattern === undefined ? "t1" : pattern.replace(/\*\*?/g, "x1"),
  );
}

interface Route {
  version: "1.0" | "0.3";
  method: string;
  path: string;
  body: string | null;
  operation: string;
}

const routes: Route[] = [];
for (const [version, tables] of [
  ["1.0", v1_0],
  ["0.3", v0_3],
] as const) {
  for (const b of [...tables.routeTableSpec.bindings, ...tables.alternativeRouteTableSpec.bindings]) {
    routes.push({ version, method: b.method, path: pathOf(b.template), body: b.body, operation: b.operation });
  }
}
const posts = routes.filter((r) => r.method === "POST" && r.body !== null);
const bodiless = routes.filter((r) => r.method === "GET" || r.method === "DELETE");

const json = JSON.stringify({ message: { messageId: "ct", role: "ROLE_USER", parts: [{ text: "hi" }] } });
/** What a page can send without a preflight (Fetch: CORS-safelisted Content-Type values, or none), and look-alikes. */
const refused: { name: string; headers: Record<string, string>; body?: string }[] = [
  { name: "text/plain", headers: { "content-type": "text/plain" }, body: json },
  { name: "text/plain;charset=UTF-8 (what fetch sends for a string)", headers: { "content-type": "text/plain;charset=UTF-8" }, body: json },
  { name: "TEXT/PLAIN", headers: { "content-type": "TEXT/PLAIN" }, body: json },
  { name: "text/plain with a JSON-looking parameter", headers: { "content-type": "text/plain; x=application/json" }, body: json },
  { name: "form", headers: { "content-type": "application/x-www-form-urlencoded" }, body: `a=${encodeURIComponent(json)}` },
  {
    name: "multipart",
    headers: { "content-type": "multipart/form-data; boundary=xyz" },
    body: `--xyz\r\ncontent-disposition: form-data; name="a"\r\n\r\n${json}\r\n--xyz--\r\n`,
  },
  { name: "no Content-Type, a JSON body", headers: {}, body: json },
  { name: "no Content-Type, no body", headers: {} },
  { name: "application/jsonx", headers: { "content-type": "application/jsonx" }, body: json },
  { name: "application/+json (no subtype before the suffix)", headers: { "content-type": "application/+json" }, body: json },
  { name: "json (no type)", headers: { "content-type": "json" }, body: json },
  { name: "an empty Content-Type", headers: { "content-type": "" }, body: json },
];

for (const adapter of ["node", "fetch"] as Adapter[]) {
  describe(`bodies are JSON only, through the ${adapter} adapter`, () => {
    let s: Running;
    let calls = 0;
    before(async () => {
      const card = fixtureCard();
      const inner = fixtureAgent(card).agent as Record<string, (...a: unknown[]) => unknown>;
      const counted: Record<string, unknown> = {};
      for (const name of Object.keys(inner)) {
        counted[name] = (...a: unknown[]) => {
          calls++;
          return inner[name].apply(inner, a);
        };
      }
      s = await start({ agent: counted as Agent, card, onError: () => {} }, adapter);
    });
    after(() => s.close());

    test("every POST route that binds a body, both versions: 415 in the version's HTTP+JSON error form, and the agent never runs", async () => {
      assert.ok(posts.length >= 10, `${posts.length} POST routes`);
      calls = 0;
      for (const r of posts) {
        for (const c of refused) {
          const headers = { ...(r.version === "1.0" ? { "A2A-Version": "1.0" } : {}), ...c.headers };
          const a = await send(s.base + r.path, "POST", headers, c.body);
          const where = `${r.version} POST ${r.path}, ${c.name}`;
          assert.equal(a.status, 415, where);
          if (r.version === "1.0") {
            // v1.0: google.rpc.Status, code = the HTTP status.
            assert.equal(a.json.error.code, 415, where);
            assert.equal(typeof a.json.error.message, "string", where);
          } else {
            // v0.3: the bare {code, message}.
            assert.equal(typeof a.json.code, "number", where);
            assert.equal(typeof a.json.message, "string", where);
          }
        }
      }
      assert.equal(calls, 0, "no handler ran");
    });

    test("JSON-RPC, both versions: 415 with a JSON-RPC Invalid Request (-32600) to id null", async () => {
      calls = 0;
      const rpc = JSON.stringify({ jsonrpc: "2.0", id: 7, method: "SendMessage", params: JSON.parse(json) });
      for (const version of [{ "A2A-Version": "1.0" }, {}]) {
        for (const c of refused) {
          const a = await send(s.base, "POST", { ...version, ...c.headers }, c.body === undefined ? undefined : rpc);
          assert.equal(a.status, 415, c.name);
          assert.equal(a.json.jsonrpc, "2.0", c.name);
          assert.equal(a.json.id, null, c.name);
          assert.equal(a.json.error.code, -32600, c.name);
        }
      }
      assert.equal(calls, 0, "no handler ran");
    });

    test("application/json and +json types, any case, with parameters, are read", async () => {
      const types = ["application/json", "application/json; charset=utf-8", "Application/JSON", "application/a2a+json", "application/vnd.example+json; v=1"];
      for (const [i, type] of types.entries()) {
        const body = JSON.stringify({ message: { messageId: `ok${i}`, role: "ROLE_USER", parts: [{ text: "hi" }] } });
        const r = await send(`${s.base}/message:send`, "POST", { "A2A-Version": "1.0", "content-type": type }, body);
        assert.equal(r.status, 200, type);
        assert.equal(r.json.task.id, `task-ok${i}`, type);
        const j = await send(
          s.base,
          "POST",
          { "A2A-Version": "1.0", "content-type": type },
          JSON.stringify({ jsonrpc: "2.0", id: i, method: "GetTask", params: { id: `task-ok${i}` } }),
        );
        assert.equal(j.status, 200, type);
        assert.equal(j.json.result.id, `task-ok${i}`, type);
      }
    });

    test("a bodiless POST that names its empty body JSON is read (as an empty request)", async () => {
      const r = await send(`${s.base}/tasks/none:cancel`, "POST", { "A2A-Version": "1.0", "content-type": "application/json" });
      // The route ran: the task is unknown.
      assert.equal(r.status, 404);
    });

    test("every route that binds no body (GET, DELETE), both versions: no body and no Content-Type is fine", async () => {
      assert.ok(bodiless.length >= 10, `${bodiless.length} body-less routes`);
      for (const r of bodiless) {
        const a = await send(s.base + r.path, r.method, r.version === "1.0" ? { "A2A-Version": "1.0" } : {});
        // Answered by the route: the card, a list, or the fixture's task-not-found for the made-up ids.
        assert.ok([200, 404].includes(a.status), `${r.version} ${r.method} ${r.path}: ${a.status}`);
        if (a.status === 404) {
          const code = r.version === "1.0" ? a.json.error.details[0]?.reason : a.json.code;
          assert.ok(code === "TASK_NOT_FOUND" || code === -32001, `${r.version} ${r.method} ${r.path}: ${JSON.stringify(a.json)}`);
        }
      }
    });

    test("a body sent to a route that binds none is still JSON only", async () => {
      const a = await send(`${s.base}/tasks/x1/pushNotificationConfigs/c1`, "DELETE", { "A2A-Version": "1.0", "content-type": "text/plain" }, "{}");
      assert.equal(a.status, 415);
    });
  });
}
