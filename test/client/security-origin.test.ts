// Credentials follow fetch's rule (the Fetch standard's origin: scheme, host, port): the headers given to
// connect() reach the card's origin only; an interface on another origin is called without them;
// originHeaders gives an origin its own; a redirect to another origin carries none (Node 20's own fetch
// drops Authorization there but keeps an API-key header); a redirect loop ends at fetch's 20 with
// "redirect count exceeded". Two crafted agents on 127.0.0.1 ports are two origins.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { interfaceDeclarations } from "@a2a-bindgen/a2a/protocol";
import {
  type CallOptions,
  clientForCard,
  type ConnectOptions,
  connect,
  fetchCard,
  type Transport,
  type TransportFactory,
  TransportError,
} from "@a2a-bindgen/client";
import { type Agent, cardOf, posts, TASK, agentsPerFile } from "./security-agent.js";

const CREDENTIALS = { authorization: "Bearer card-origin", "x-api-key": "card-key" };
const CARD_PATH = interfaceDeclarations.card.path;

let a: Agent;
let b: Agent;
agentsPerFile(2, (x, y) => {
  a = x;
  b = y;
});

const cards = (x: Agent) => x.seen.filter((s) => s.method === "GET" && s.path === CARD_PATH);

describe("headers go to the card's origin only", () => {
  test("an interface on the card's origin: the card request and the call carry them", async () => {
    a.card = cardOf(`${a.origin}/rpc`);
    const client = await connect(a.cardUrl, { headers: CREDENTIALS, timeoutMs: 5000 });
    assert.deepEqual(await client.unary("GetTask", { id: "t" }), TASK);
    assert.equal(cards(a)[0].headers.authorization, "Bearer card-origin");
    assert.equal(posts(a).length, 1);
    assert.equal(posts(a)[0].headers.authorization, "Bearer card-origin");
    assert.equal(posts(a)[0].headers["x-api-key"], "card-key");
  });

  test("an interface on another origin (another port): called, without them", async () => {
    a.card = cardOf(`${b.origin}/rpc`);
    const client = await connect(a.cardUrl, { headers: CREDENTIALS, timeoutMs: 5000 });
    assert.deepEqual(await client.unary("GetTask", { id: "t" }), TASK);
    assert.equal(posts(b).length, 1);
    assert.equal(posts(b)[0].headers.authorization, undefined);
    assert.equal(posts(b)[0].headers["x-api-key"], undefined);
    assert.equal(posts(a).length, 0);
  });

  test("originHeaders: each origin gets its own entry, the card origin's `headers` stay there", async () => {
    a.card = cardOf(`${b.origin}/rpc`);
    const originHeaders = { [b.origin]: { authorization: "Bearer b" }, [`${a.origin}/`]: { "x-extra": "for-a" } };
    const client = await connect(a.cardUrl, { headers: CREDENTIALS, originHeaders, timeoutMs: 5000 });
    await client.unary("GetTask", { id: "t" });
    assert.equal(posts(b)[0].headers.authorization, "Bearer b");
    assert.equal(posts(b)[0].headers["x-api-key"], undefined);
    assert.equal(posts(b)[0].headers["x-extra"], undefined);
    const card = cards(a)[0].headers;
    assert.deepEqual([card.authorization, card["x-api-key"], card["x-extra"]], ["Bearer card-origin", "card-key", "for-a"]);
  });

  test("an origin key is normalized: case and the scheme's default port do not matter", async () => {
    const originHeaders = { "HTTP://127.0.0.1:9": { "x-b": "1" }, "HTTPS://API.Example.com:443": { "x-api": "2" } };
    assert.deepEqual(await headersSent(cardOf("https://api.example.com/rpc"), { originHeaders }, "https://example.com/card"), { "x-api": "2" });
    assert.deepEqual(await headersSent(cardOf("http://127.0.0.1:9/rpc"), { originHeaders }, "http://127.0.0.1:8080/card"), { "x-b": "1" });
  });

  test("a card on example.com naming api.example.com: chosen, and without the card's headers unless originHeaders gives them", async () => {
    const card = cardOf("https://api.example.com/rpc");
    assert.equal(
      (await clientForCard(card, { headers: CREDENTIALS }, "https://example.com/.well-known/agent-card.json")).selected.url,
      "https://api.example.com/rpc",
    );
    assert.deepEqual(await headersSent(card, { headers: CREDENTIALS }, "https://example.com/.well-known/agent-card.json"), {});
    const originHeaders = { "https://api.example.com": { authorization: "Bearer api" } };
    assert.deepEqual(await headersSent(card, { headers: CREDENTIALS, originHeaders }, "https://example.com/x"), { authorization: "Bearer api" });
  });

  test("any transport gets the rule: a gRPC interface (host:port) on another port has no credentials, on the card's it has them", async () => {
    const options: ConnectOptions = { headers: CREDENTIALS, bindings: ["grpc"] };
    assert.deepEqual(await headersSent(cardOf("127.0.0.1:50051", "GRPC"), options, "http://127.0.0.1:8080/card"), {});
    assert.deepEqual(await headersSent(cardOf("127.0.0.1:8080", "GRPC"), options, "http://127.0.0.1:8080/card"), CREDENTIALS);
  });

  test("a card given without its URL: `headers` go nowhere (its origin is unknown)", async () => {
    assert.deepEqual(await headersSent(cardOf("https://api.example.com/rpc"), { headers: CREDENTIALS }), {});
  });
});

describe("loopback names: localhost, 127.0.0.1 and [::1] on one scheme and port are one origin", () => {
  test("a card fetched from 127.0.0.1:P naming localhost:P is called, with the card's headers", async () => {
    a.card = cardOf(`http://localhost:${a.port}/rpc`);
    const client = await connect(a.cardUrl, { headers: CREDENTIALS, timeoutMs: 5000 });
    assert.equal(client.selected.url, `http://localhost:${a.port}/rpc`);
    assert.deepEqual(await client.unary("GetTask", { id: "t" }), TASK);
    assert.equal(posts(a)[0].headers.authorization, "Bearer card-origin");
    assert.equal(posts(a)[0].headers.host, `localhost:${a.port}`);
  });

  test("[::1] and 127.0.0.1 share an origin; another port, another scheme or 127.0.0.2 does not", async () => {
    const cardUrl = "http://[::1]:8080/.well-known/agent-card.json";
    const options = { headers: CREDENTIALS };
    assert.deepEqual(await headersSent(cardOf("http://127.0.0.1:8080/rpc"), options, cardUrl), CREDENTIALS);
    assert.deepEqual(await headersSent(cardOf("http://localhost:8080/rpc"), options, cardUrl), CREDENTIALS);
    assert.deepEqual(await headersSent(cardOf("http://127.0.0.1:8081/rpc"), options, cardUrl), {});
    assert.deepEqual(await headersSent(cardOf("https://127.0.0.1:8080/rpc"), options, cardUrl), {});
    assert.deepEqual(await headersSent(cardOf("http://127.0.0.2:8080/rpc"), options, cardUrl), {});
    assert.deepEqual(await headersSent(cardOf("http://app.localhost:8080/rpc"), options, cardUrl), {});
  });

  test("an originHeaders key on localhost applies to 127.0.0.1 on that port", async () => {
    const originHeaders = { "http://localhost:9000": { "x-local": "1" } };
    assert.deepEqual(await headersSent(cardOf("http://127.0.0.1:9000/rpc"), { originHeaders }, "http://127.0.0.1:8080/"), { "x-local": "1" });
  });
});

describe("originHeaders keys and values are checked", () => {
  const bad: [string, Record<string, unknown>, RegExp][] = [
    ["no scheme", { "api.example.com": {} }, /originHeaders\["api\.example\.com"\]: not an http\(s\) origin/],
    ["not http(s)", { "ftp://api.example.com": {} }, /originHeaders\["ftp:\/\/api\.example\.com"\]: not an http\(s\) origin/],
    ["a path", { "https://api.example.com/v1": {} }, /originHeaders\["https:\/\/api\.example\.com\/v1"\]: an origin is scheme:\/\/host\[:port\]/],
    ["a query", { "https://api.example.com?x=1": {} }, /an origin is scheme:\/\/host\[:port\]/],
    ["a user", { "https://me@api.example.com": {} }, /an origin is scheme:\/\/host\[:port\]/],
    ["one origin twice", { "https://api.example.com": {}, "https://API.example.com:443/": {} }, /the same origin as "https:\/\/api\.example\.com"/],
    ["loopback names twice", { "http://localhost:80": {}, "http://127.0.0.1": {} }, /the same origin as "http:\/\/localhost:80"/],
    ["a value that is not a table", { "https://api.example.com": "Bearer x" }, /originHeaders\["https:\/\/api\.example\.com"\] must be an object/],
    ["a header value that is not a string", { "https://api.example.com": { authorization: 5 } }, /\["authorization"\] must be a string, not number/],
    ["a header name that is not one", { "https://api.example.com": { "bad name": "x" } }, /\["bad name"\] is not a valid header/],
  ];
  for (const [what, originHeaders, message] of bad) {
    test(`${what}: a TypeError naming it, before anything is sent`, async () => {
      await assert.rejects(connect(a.cardUrl, { originHeaders: originHeaders as never }), (e: unknown) => {
        assert.ok(e instanceof TypeError, String(e));
        assert.match(e.message, message);
        return true;
      });
      assert.equal(a.seen.length, 0);
    });
  }
});

describe("`headers` are checked the same way", () => {
  test("a Headers object is read like a table; a value that is not a string is a TypeError naming it", async () => {
    assert.deepEqual(
      await headersSent(cardOf("https://example.com/rpc"), { headers: new Headers({ Authorization: "Bearer h" }) as never }, "https://example.com/"),
      {
        authorization: "Bearer h",
      },
    );
    await assert.rejects(connect(a.cardUrl, { headers: { authorization: 5 } as never }), /headers\["authorization"\] must be a string, not number/);
    assert.equal(a.seen.length, 0);
  });

  test("fetchCard with a card URL that is not one: a card failure", async () => {
    await assert.rejects(fetchCard("not a url"), (e: unknown) => e instanceof TransportError && e.failure === "card" && /not a URL/.test(e.seen));
  });
});

describe("redirects", () => {
  test("the card request redirected to another origin: followed, without the credentials; originHeaders still apply there", async () => {
    a.scripts.push((req, res) => {
      if (req.url !== CARD_PATH) return false;
      res.writeHead(302, { location: `${b.origin}${CARD_PATH}` }).end();
      return true;
    });
    b.card = cardOf(`${b.origin}/rpc`);
    const client = await connect(a.cardUrl, { headers: CREDENTIALS, originHeaders: { [b.origin]: { "x-b": "b" } }, timeoutMs: 5000 });
    const got = cards(b)[0].headers;
    assert.deepEqual([got.authorization, got["x-api-key"], got["x-b"]], [undefined, undefined, "b"]);
    // The card's origin stays the one the caller named: the interface on b gets b's headers only.
    await client.unary("GetTask", { id: "t" });
    assert.deepEqual([posts(b)[0].headers.authorization, posts(b)[0].headers["x-b"]], [undefined, "b"]);
  });

  test("a call redirected (307) to another origin: the POST and its body follow, the credentials and per-call headers do not", async () => {
    a.card = cardOf(`${a.origin}/rpc`);
    a.scripts.push((req, res) => {
      if (req.method !== "POST") return false;
      res.writeHead(307, { location: `${b.origin}/elsewhere` }).end();
      return true;
    });
    const client = await connect(a.cardUrl, { headers: CREDENTIALS, timeoutMs: 5000 });
    assert.deepEqual(await client.unary("GetTask", { id: "t" }, { headers: { "x-call": "per-call" } }), TASK);
    assert.equal(posts(a)[0].headers.authorization, "Bearer card-origin");
    assert.equal(posts(a)[0].headers["x-call"], "per-call");
    const there = posts(b)[0];
    assert.equal(there.path, "/elsewhere");
    assert.deepEqual([there.headers.authorization, there.headers["x-api-key"], there.headers["x-call"]], [undefined, undefined, undefined]);
    assert.equal(there.headers["content-type"], "application/json");
  });

  test("a redirect back to the card's origin carries the credentials again (they follow the origin, not the chain)", async () => {
    a.card = cardOf(`${a.origin}/rpc`);
    a.scripts.push((req, res) => {
      if (req.method !== "POST" || req.url !== "/rpc") return false;
      res.writeHead(307, { location: `${b.origin}/hop` }).end();
      return true;
    });
    b.scripts.push((req, res) => {
      if (req.url !== "/hop") return false;
      res.writeHead(308, { location: `${a.origin}/back` }).end();
      return true;
    });
    const client = await connect(a.cardUrl, { headers: CREDENTIALS, timeoutMs: 5000 });
    assert.deepEqual(await client.unary("GetTask", { id: "t" }), TASK);
    assert.equal(posts(b)[0].headers.authorization, undefined);
    assert.deepEqual(
      posts(a).map((s) => [s.path, s.headers.authorization]),
      [
        ["/rpc", "Bearer card-origin"],
        ["/back", "Bearer card-origin"],
      ],
    );
  });

  test("a redirect loop: a TransportError saying 'redirect count exceeded' after fetch's 20 redirects (21 requests)", async () => {
    a.scripts.push((req, res) => {
      if (!req.url?.startsWith("/loop")) return false;
      res.writeHead(302, { location: "/loop/again" }).end();
      return true;
    });
    await assert.rejects(connect(`${a.origin}/loop${CARD_PATH}`, { timeoutMs: 5000 }), (e: unknown) => {
      assert.ok(e instanceof TransportError, String(e));
      assert.match(e.message, /redirect count exceeded/);
      assert.equal(e.status, 302);
      return true;
    });
    assert.equal(a.seen.length, 21);
  });
});

/**
 * The headers a call hands its transport (the credentials of the interface's origin): the card is read with
 * `clientForCard`, the JSON-RPC or gRPC transport a stub that records them and sends nothing.
 */
async function headersSent(card: unknown, options: ConnectOptions, cardUrl?: string): Promise<Record<string, string>> {
  let sent: Record<string, string> = {};
  const stub: TransportFactory = (target) =>
    ({
      binding: "jsonrpc",
      protocolVersion: target.protocolVersion,
      url: target.url,
      tenant: undefined,
      unary: async (_operation: string, _request: unknown, o?: CallOptions) => {
        sent = { ...o?.headers };
        return TASK;
      },
    }) as unknown as Transport;
  const client = await clientForCard(card, { ...options, transports: { jsonrpc: stub, grpc: stub } }, cardUrl);
  await client.unary("GetTask", { id: "t" });
  return sent;
}
