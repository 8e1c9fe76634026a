// Credentials per scheme name, presented as the card's requirements ask (OpenAPI's Security Requirement
// Object: the list ORed, an entry's schemes ANDed) and only to the card's origin. A crafted agent on
// 127.0.0.1 records what each request carried. The expected header forms are written from RFC 6750 §2.1
// (Bearer), RFC 7617 §2 (Basic: base64 of "user:pass" in UTF-8) and OpenAPI 3's apiKey (in: header, query, cookie).

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { clientForCard, connect, type CredentialRequest, TransportError } from "@a2a-bindgen/client";
import { type Agent, posts, TASK, agentsPerFile } from "../security-agent.js";

let a: Agent;
let b: Agent;
agentsPerFile(2, (x, y) => {
  a = x;
  b = y;
});

const cardRequests = (x: Agent) => x.seen.filter((s) => s.method === "GET");

/** A v1.0 card at `url` with these schemes and requirements (v1.0 shapes). */
function card(url: string, schemes: Record<string, unknown>, requirements?: Record<string, string[]>[]): unknown {
  const c: Record<string, unknown> = {
    name: "secured",
    version: "1.0.0",
    supportedInterfaces: [{ url, protocolBinding: "JSONRPC", protocolVersion: "1.0" }],
    securitySchemes: schemes,
  };
  if (requirements !== undefined)
    c.securityRequirements = requirements.map((r) => ({ schemes: Object.fromEntries(Object.entries(r).map(([k, v]) => [k, { list: v }])) }));
  return c;
}

const SCHEMES = {
  key: { apiKeySecurityScheme: { location: "header", name: "X-API-Key" } },
  queryKey: { apiKeySecurityScheme: { location: "query", name: "api_key" } },
  cookieKey: { apiKeySecurityScheme: { location: "cookie", name: "session" } },
  bearer: { httpAuthSecurityScheme: { scheme: "Bearer", bearerFormat: "JWT" } },
  basic: { httpAuthSecurityScheme: { scheme: "basic" } },
  oauth: { oauth2SecurityScheme: { flows: { clientCredentials: { tokenUrl: "https://auth.example/token", scopes: { read: "read" } } } } },
  oidc: { openIdConnectSecurityScheme: { openIdConnectUrl: "https://auth.example/.well-known/openid-configuration" } },
  mtls: { mtlsSecurityScheme: {} },
};

async function call(credentials: Record<string, unknown>, options: Record<string, unknown> = {}) {
  const client = await connect(a.cardUrl, { credentials: credentials as never, timeoutMs: 5000, ...options });
  assert.deepEqual(await client.unary("GetTask", { id: "t" }), TASK);
  return posts(a).at(-1)!;
}

describe("each scheme presented as its kind says", () => {
  test("apiKey in a header, in the query, in a cookie", async () => {
    a.card = card(`${a.origin}/rpc`, SCHEMES, [{ key: [] }]);
    assert.equal((await call({ key: "k-123" })).headers["x-api-key"], "k-123");
    a.card = card(`${a.origin}/rpc`, SCHEMES, [{ queryKey: [] }]);
    assert.equal((await call({ queryKey: "q 1&2" })).path, "/rpc?api_key=q+1%262");
    a.card = card(`${a.origin}/rpc`, SCHEMES, [{ cookieKey: [] }]);
    assert.equal((await call({ cookieKey: "c1" })).headers.cookie, "session=c1");
  });

  test("HTTP Bearer and Basic (RFC 6750 §2.1, RFC 7617 §2: UTF-8, base64)", async () => {
    a.card = card(`${a.origin}/rpc`, SCHEMES, [{ bearer: [] }]);
    assert.equal((await call({ bearer: "tok.en" })).headers.authorization, "Bearer tok.en");
    a.card = card(`${a.origin}/rpc`, SCHEMES, [{ basic: [] }]);
    // "Aladdin:open sesame" is RFC 7617's own example: QWxhZGRpbjpvcGVuIHNlc2FtZQ==; "tëst:pw" in UTF-8: dMOrc3Q6cHc=.
    assert.equal((await call({ basic: { username: "Aladdin", password: "open sesame" } })).headers.authorization, "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==");
    assert.equal((await call({ basic: { username: "tëst", password: "pw" } })).headers.authorization, "Basic dMOrc3Q6cHc=");
  });

  test("OAuth 2.0 and OpenID Connect: the access token as a bearer token; mutual TLS adds nothing to the request", async () => {
    a.card = card(`${a.origin}/rpc`, SCHEMES, [{ oauth: ["read"] }]);
    assert.equal((await call({ oauth: "at-1" })).headers.authorization, "Bearer at-1");
    a.card = card(`${a.origin}/rpc`, SCHEMES, [{ oidc: [] }]);
    assert.equal((await call({ oidc: "id-at" })).headers.authorization, "Bearer id-at");
    a.card = card(`${a.origin}/rpc`, SCHEMES, [{ mtls: [] }]);
    const seen = await call({ mtls: true });
    assert.equal(seen.headers.authorization, undefined);
  });

  test("a v0.3 card's shapes (type, in, security) read the same", async () => {
    a.card = {
      name: "v03",
      version: "1.0.0",
      url: `${a.origin}/rpc`,
      preferredTransport: "JSONRPC",
      protocolVersion: "0.3.0",
      securitySchemes: { key: { type: "apiKey", in: "header", name: "X-Key" }, bearer: { type: "http", scheme: "bearer" } },
      security: [{ bearer: [] }],
    };
    // The crafted agent answers a v1.0 task, which the v0.3 client does not take: only the request matters here.
    const client = await connect(a.cardUrl, { credentials: { key: "k", bearer: "b-03" }, timeoutMs: 5000 });
    await client.unary("GetTask", { id: "t" }).catch(() => undefined);
    const seen = posts(a)[0];
    assert.equal(seen.headers.authorization, "Bearer b-03");
    assert.equal(seen.headers["x-key"], undefined);
  });

  test("a provider is asked per request, with the scheme, its kind, the entry's scopes and the URL", async () => {
    a.card = card(`${a.origin}/rpc`, SCHEMES, [{ oauth: ["read", "write"] }]);
    const asked: CredentialRequest[] = [];
    let n = 0;
    const client = await connect(a.cardUrl, {
      credentials: {
        oauth: async (r) => {
          asked.push(r);
          return `fresh-${++n}`;
        },
      },
      timeoutMs: 5000,
    });
    await client.unary("GetTask", { id: "t" });
    await client.unary("GetTask", { id: "t" });
    assert.deepEqual(
      posts(a).map((p) => p.headers.authorization),
      ["Bearer fresh-1", "Bearer fresh-2"],
    );
    assert.deepEqual(asked[0], { scheme: "oauth", kind: "oauth2", scopes: ["read", "write"], url: `${a.origin}/rpc` });
  });
});

describe("only where the requirements ask", () => {
  test("OR of ANDs: the first entry whose every scheme is held; nothing of any other scheme", async () => {
    a.card = card(`${a.origin}/rpc`, SCHEMES, [{ bearer: [], key: [] }, { oauth: [] }, { cookieKey: [] }]);
    // bearer AND key not both held: the second entry (oauth) is taken; the key and the cookie are not sent.
    let seen = await call({ key: "k", oauth: "o", cookieKey: "c" });
    assert.deepEqual([seen.headers.authorization, seen.headers["x-api-key"], seen.headers.cookie], ["Bearer o", undefined, undefined]);
    // Both held: the first entry, both presented.
    seen = await call({ key: "k", bearer: "b", oauth: "o" });
    assert.deepEqual([seen.headers.authorization, seen.headers["x-api-key"]], ["Bearer b", "k"]);
  });

  test("an entry with no scheme allows anonymous calls: nothing is presented unless an earlier entry is held", async () => {
    a.card = card(`${a.origin}/rpc`, SCHEMES, [{}, { bearer: [] }]);
    const seen = await call({ bearer: "b" });
    // The first satisfiable entry with a scheme is preferred over anonymous: the caller gave a credential for it.
    assert.equal(seen.headers.authorization, "Bearer b");
    a.card = card(`${a.origin}/rpc`, SCHEMES, [{}]);
    assert.equal((await call({ bearer: "b" })).headers.authorization, undefined);
  });

  test("no requirements and no schemes: nothing; schemes without requirements: any one declared scheme held", async () => {
    a.card = card(`${a.origin}/rpc`, {}, undefined);
    assert.equal((await call({ bearer: "b" })).headers.authorization, undefined);
    a.card = card(`${a.origin}/rpc`, { key: SCHEMES.key, bearer: SCHEMES.bearer }, undefined);
    const seen = await call({ bearer: "b", key: "k" });
    assert.deepEqual([seen.headers["x-api-key"], seen.headers.authorization], ["k", undefined]);
  });

  test("a credential for a scheme the card does not declare, or a requirement naming an undeclared scheme: never sent", async () => {
    a.card = card(`${a.origin}/rpc`, { bearer: SCHEMES.bearer }, [{ ghost: [] }]);
    const seen = await call({ ghost: "g", bearer: "b" });
    assert.equal(seen.headers.authorization, undefined);
  });

  test("the card request carries no scheme credential", async () => {
    a.card = card(`${a.origin}/rpc`, SCHEMES, [{ bearer: [] }]);
    await call({ bearer: "b" });
    assert.equal(cardRequests(a)[0].headers.authorization, undefined);
  });
});

describe("only to the card's origin", () => {
  test("an interface on another origin (another port) gets none; credentialOrigins opens it", async () => {
    a.card = card(`${b.origin}/rpc`, SCHEMES, [{ bearer: [], key: [] }]);
    let client = await connect(a.cardUrl, { credentials: { bearer: "b", key: "k" }, timeoutMs: 5000 });
    await client.unary("GetTask", { id: "t" });
    assert.deepEqual([posts(b)[0].headers.authorization, posts(b)[0].headers["x-api-key"]], [undefined, undefined]);
    client = await connect(a.cardUrl, { credentials: { bearer: "b", key: "k" }, credentialOrigins: [b.origin], timeoutMs: 5000 });
    await client.unary("GetTask", { id: "t" });
    assert.deepEqual([posts(b)[1].headers.authorization, posts(b)[1].headers["x-api-key"]], ["Bearer b", "k"]);
  });

  test("clientForCard without the card's URL: no interface gets them (the origin they are bound to is unknown); credentialOrigins opens one", async () => {
    const credentials = { bearer: "b", key: "k", queryKey: "q", cookieKey: "c" };
    const both = card(`${a.origin}/rpc`, SCHEMES, [{ bearer: [], key: [] }]);
    const inUrl = card(`${a.origin}/rpc`, SCHEMES, [{ queryKey: [], cookieKey: [] }]);
    // The card counts as one from a public host then: its loopback interface needs allowPrivateNetworks.
    const options = { credentials, allowPrivateNetworks: true, timeoutMs: 5000 };
    const sent = async (c: unknown, cardUrl?: string, more: Record<string, unknown> = {}) => {
      const client = await clientForCard(c, { ...options, ...more }, cardUrl);
      assert.deepEqual(await client.unary("GetTask", { id: "t" }), TASK);
      const p = posts(a).at(-1)!;
      return [p.path, p.headers.authorization, p.headers["x-api-key"], p.headers.cookie];
    };
    assert.deepEqual(await sent(both), ["/rpc", undefined, undefined, undefined]);
    assert.deepEqual(await sent(inUrl), ["/rpc", undefined, undefined, undefined]);
    // The same cards with their URL on the interface's origin: presented.
    assert.deepEqual(await sent(both, a.cardUrl), ["/rpc", "Bearer b", "k", undefined]);
    assert.deepEqual(await sent(inUrl, a.cardUrl), ["/rpc?api_key=q", undefined, undefined, "session=c"]);
    // credentialOrigins names the origin the caller trusts: presented there without a card URL.
    assert.deepEqual(await sent(both, undefined, { credentialOrigins: [a.origin] }), ["/rpc", "Bearer b", "k", undefined]);
  });

  test("a redirect to another origin carries none (the query key neither); one on the same origin keeps them", async () => {
    a.card = card(`${a.origin}/rpc`, SCHEMES, [{ bearer: [], queryKey: [] }]);
    a.scripts.push((req, res) => {
      if (req.method !== "POST" || !req.url?.startsWith("/rpc")) return false;
      res.writeHead(307, { location: `${b.origin}/elsewhere` }).end();
      return true;
    });
    await call({ bearer: "b", queryKey: "q" }).catch(() => undefined);
    assert.equal(posts(a)[0].path, "/rpc?api_key=q");
    assert.equal(posts(a)[0].headers.authorization, "Bearer b");
    assert.deepEqual([posts(b)[0].path, posts(b)[0].headers.authorization], ["/elsewhere", undefined]);
    a.scripts.length = 0;
    a.scripts.push((req, res) => {
      if (req.method !== "POST" || !req.url?.startsWith("/rpc")) return false;
      res.writeHead(307, { location: "/moved" }).end();
      return true;
    });
    await call({ bearer: "b", queryKey: "q" });
    const moved = posts(a).find((p) => p.path === "/moved");
    assert.equal(moved?.headers.authorization, "Bearer b");
  });

  test("a query key never appears in an error message", async () => {
    a.card = card(`${a.origin}/rpc`, SCHEMES, [{ queryKey: [] }]);
    a.scripts.push((req, res) => {
      if (req.method !== "POST") return false;
      res.writeHead(502, { "content-type": "text/html" }).end("<html>bad gateway</html>");
      return true;
    });
    const client = await connect(a.cardUrl, { credentials: { queryKey: "SECRET-KEY" }, timeoutMs: 5000 });
    const e = await client.unary("GetTask", { id: "t" }).catch((x) => x);
    assert.ok(e instanceof TransportError);
    assert.doesNotMatch(`${e.message} ${e.url}`, /SECRET-KEY/);
  });
});

describe("credentials that cannot be presented", () => {
  test("bad option values are a TypeError before anything is sent, never quoting the value", async () => {
    a.card = card(`${a.origin}/rpc`, SCHEMES, [{ bearer: [] }]);
    for (const credentials of [{ bearer: 42 }, { bearer: null }, { bearer: { username: 1 } }, "token", JSON.parse('{"__proto__": 5}')]) {
      await assert.rejects(connect(a.cardUrl, { credentials: credentials as never, timeoutMs: 5000 }), TypeError);
    }
    await assert.rejects(
      connect(a.cardUrl, { credentials: { bearer: "b" }, credentialOrigins: ["https://x.example/path"], timeoutMs: 5000 }),
      /credentialOrigins\[0\]/,
    );
    assert.equal(a.seen.length, 0);
  });

  test("a value a header cannot carry, a provider that throws, Basic without a username: an auth failure, nothing sent", async () => {
    for (const [requirements, credentials, why] of [
      [[{ bearer: [] }], { bearer: "a\r\nx-injected: 1" }, /"bearer" is not a valid header value/],
      [[{ bearer: [] }], { bearer: () => Promise.reject(new Error("vault down")) }, /"bearer" could not be obtained: its provider failed \(vault down\)/],
      [[{ basic: [] }], { basic: "user:pass" }, /must be \{ username, password \}/],
      [[{ bearer: [], oauth: [] }], { bearer: "b", oauth: "o" }, /both send Authorization/],
    ] as const) {
      a.card = card(`${a.origin}/rpc`, SCHEMES, requirements as never);
      const client = await connect(a.cardUrl, { credentials: credentials as never, timeoutMs: 5000 });
      const e = await client.unary("GetTask", { id: "t" }).catch((x) => x);
      assert.ok(e instanceof TransportError);
      assert.equal(e.failure, "auth");
      assert.match(e.seen, why);
      assert.doesNotMatch(e.message, /injected/);
    }
    assert.equal(posts(a).length, 0);
  });
});

describe("a provider that never answers", () => {
  test("is bounded by the request's timeout: a timeout failure, nothing sent", async () => {
    a.card = card(`${a.origin}/rpc`, SCHEMES, [{ bearer: [] }]);
    const client = await connect(a.cardUrl, { credentials: { bearer: () => new Promise<string>(() => {}) }, timeoutMs: 200 });
    const started = Date.now();
    const e = await client.unary("GetTask", { id: "t" }).catch((x) => x);
    assert.ok(e instanceof TransportError);
    assert.equal(e.failure, "timeout");
    assert.ok(Date.now() - started < 5000);
    assert.equal(posts(a).length, 0);
  });
});

describe("refusals from a crafted agent", () => {
  test("the card request answered 401: an auth failure with its challenge, whatever the body", async () => {
    a.scripts.push((req, res) => {
      if (req.method !== "GET") return false;
      res.writeHead(401, { "www-authenticate": 'Bearer realm="cards", error="invalid_token"', "content-type": "text/html" }).end("<h1>no</h1>");
      return true;
    });
    const e = await connect(a.cardUrl, { timeoutMs: 5000 }).catch((x) => x);
    assert.ok(e instanceof TransportError);
    assert.deepEqual([e.failure, e.status], ["auth", 401]);
    assert.deepEqual(JSON.parse(JSON.stringify(e.challenges)), [{ scheme: "Bearer", params: { realm: "cards", error: "invalid_token" } }]);
  });

  test("a 403 whose body is a JSON-RPC error, and hostile challenge headers: an auth failure, never a crash", async () => {
    a.card = card(`${a.origin}/rpc`, SCHEMES, [{ bearer: [] }]);
    const headers = [
      'Bearer realm="x", error="insufficient_scope"',
      // Over the parser's 8 KiB, under fetch's own 16 KiB header bound.
      `Bearer realm="${"r".repeat(12_000)}"`,
      '__proto__ constructor="1", __proto__=2',
      '"""===,,,\t\t=',
    ];
    for (const challenge of headers) {
      a.scripts.length = 0;
      a.scripts.push((req, res, body) => {
        if (req.method !== "POST") return false;
        const id = JSON.parse(body).id;
        res.writeHead(403, { "www-authenticate": challenge, "content-type": "application/json" });
        res.end(JSON.stringify({ jsonrpc: "2.0", id, error: { code: -32001, message: "Task not found" } }));
        return true;
      });
      const client = await connect(a.cardUrl, { credentials: { bearer: "b" }, timeoutMs: 5000 });
      const e = await client.unary("GetTask", { id: "t" }).catch((x) => x);
      assert.ok(e instanceof TransportError, String(e));
      assert.deepEqual([e.failure, e.status], ["auth", 403]);
      assert.ok(e.message.length < 1000);
    }
  });
});
