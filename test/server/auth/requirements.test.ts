// The card's security read and evaluated: both card generations' field names (v1.0 a2a.proto
// securitySchemes/securityRequirements; v0.3 a2a.json securitySchemes {type, in, name}/security),
// credentials read per scheme (RFC 7617 Basic, RFC 6750 Bearer, API key in header/query/cookie), and the
// requirements as OpenAPI 3 defines them: entries ORed, schemes of an entry ANDed, scopes, an empty
// entry anonymous. Expected values are written from those documents.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { CallPrincipal, Credential } from "@a2a-bindgen/server";
import { cardSecurity } from "../../../server/src/auth/card.ts";
import { readCredential } from "../../../server/src/auth/credentials.ts";
import { everySecurityScheme } from "../../support/cards.js";
import { createEnforcer } from "../../../server/src/auth/enforce.ts";

const v1Card = { name: "auth test", securitySchemes: everySecurityScheme };

describe("cardSecurity", () => {
  test("v1.0: each SecurityScheme oneof member and the requirements' StringList scopes", () => {
    const s = cardSecurity({ ...v1Card, securityRequirements: [{ schemes: { oauth: { list: ["read"] }, key: { list: [] } } }, {}] });
    assert.deepEqual(
      [...s.schemes.values()],
      [
        { name: "key", kind: "apiKey", location: "header", parameter: "x-api-key" },
        { name: "q", kind: "apiKey", location: "query", parameter: "api_key" },
        { name: "c", kind: "apiKey", location: "cookie", parameter: "session" },
        { name: "basic", kind: "http", httpScheme: "basic" },
        { name: "bearer", kind: "http", httpScheme: "bearer" },
        { name: "oauth", kind: "oauth2" },
        { name: "oidc", kind: "openIdConnect" },
        { name: "mtls", kind: "mutualTLS" },
      ],
    );
    assert.deepEqual(
      s.requirements?.map((e) => [...e]),
      [
        [
          ["oauth", ["read"]],
          ["key", []],
        ],
        [],
      ],
    );
  });

  test("v0.3 (a2a.json): type/in/name schemes and security [{name: scopes}]", () => {
    const s = cardSecurity({
      securitySchemes: { key: { type: "apiKey", in: "header", name: "X-API-Key" }, tok: { type: "http", scheme: "bearer" }, m: { type: "mutualTLS" } },
      security: [{ tok: ["admin"] }, { key: [], m: [] }],
    });
    assert.deepEqual(s.schemes.get("key"), { name: "key", kind: "apiKey", location: "header", parameter: "x-api-key" });
    assert.deepEqual(s.schemes.get("m"), { name: "m", kind: "mutualTLS" });
    assert.deepEqual(
      s.requirements?.map((e) => [...e]),
      [
        [["tok", ["admin"]]],
        [
          ["key", []],
          ["m", []],
        ],
      ],
    );
  });

  test("a requirement naming an undeclared scheme, a bad location, a hostile name: refused naming the field", () => {
    assert.throws(
      () => cardSecurity({ ...v1Card, securityRequirements: [{ schemes: { nope: { list: [] } } }] }),
      /securityRequirements\[0\]: scheme "nope" is not declared/,
    );
    assert.throws(
      () => cardSecurity({ securitySchemes: { k: { apiKeySecurityScheme: { location: "body", name: "k" } } } }),
      /securitySchemes\.k\.apiKeySecurityScheme: location "body"/,
    );
    assert.throws(
      () => cardSecurity({ securitySchemes: { __proto__: { mtlsSecurityScheme: {} } }, securityRequirements: [{ schemes: { toString: { list: [] } } }] }),
      /not declared/,
    );
    assert.deepEqual(cardSecurity({}).requirements, null);
  });
});

describe("readCredential", () => {
  const schemes = cardSecurity(v1Card).schemes;
  const read = (name: string, headers: Record<string, string>, query = ""): Credential | undefined => readCredential(schemes.get(name)!, { headers, query });

  test("API key from a header (name case-insensitive), a query parameter (percent-decoded), a cookie", () => {
    assert.deepEqual(read("key", { "x-api-key": "k1" }), { kind: "apiKey", key: "k1" });
    assert.deepEqual(read("q", {}, "a=1&api_key=k%202"), { kind: "apiKey", key: "k 2" });
    assert.deepEqual(read("c", { cookie: 'a=b; session="s3"' }), { kind: "apiKey", key: "s3" });
    assert.equal(read("key", {}), undefined);
    assert.equal(read("q", {}, "api_key=%E0%A4%A"), undefined);
  });

  test("Basic (RFC 7617 §2: base64 of user-id ':' password, UTF-8) and Bearer (RFC 6750 §2.1 b64token), scheme name in any case", () => {
    // "Aladdin:open sesame" is RFC 7617 §2's example: QWxhZGRpbjpvcGVuIHNlc2FtZQ==.
    assert.deepEqual(read("basic", { authorization: "basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==" }), { kind: "basic", username: "Aladdin", password: "open sesame" });
    assert.equal(read("basic", { authorization: "Basic !!!" }), undefined);
    assert.equal(read("basic", { authorization: "Bearer abc" }), undefined);
    assert.deepEqual(read("bearer", { authorization: "Bearer mF_9.B5f-4.1JqM" }), { kind: "bearer", token: "mF_9.B5f-4.1JqM" });
    assert.deepEqual(read("oauth", { authorization: "BEARER abc==" }), { kind: "bearer", token: "abc==" });
    assert.deepEqual(read("oidc", { authorization: "Bearer x" }), { kind: "bearer", token: "x" });
    assert.equal(read("bearer", { authorization: "Bearer two words" }), undefined);
    assert.equal(read("bearer", { authorization: "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==" }), undefined);
  });

  test("mutualTLS: only the certificate the source carries", () => {
    assert.equal(read("mtls", { authorization: "Bearer x" }), undefined);
    const certificate = { raw: new Uint8Array([1]), subject: "CN=a", issuer: "CN=ca", fingerprint256: "AA" };
    assert.deepEqual(readCredential(schemes.get("mtls")!, { headers: {}, query: "", certificate }), { kind: "certificate", certificate });
  });
});

describe("requirements (OpenAPI 3 Security Requirement Object semantics)", () => {
  const keys: Record<string, { subject: string; scopes: string[] }> = {
    alice: { subject: "alice", scopes: ["read"] },
    admin: { subject: "root", scopes: ["read", "write"] },
  };
  const verifiers = {
    key: (c: Credential) => (c.kind === "apiKey" && Object.hasOwn(keys, c.key) ? keys[c.key] : null),
    bearer: (c: Credential) => (c.kind === "bearer" && c.token === "good" ? { subject: "token-user", scopes: ["write"] } : null),
  };
  const enforcer = (requirements: unknown[]) =>
    createEnforcer(
      { ...v1Card, securitySchemes: { key: v1Card.securitySchemes.key, bearer: v1Card.securitySchemes.bearer }, securityRequirements: requirements },
      { verifiers, warn: () => {} },
    );
  const call = (e: ReturnType<typeof enforcer>, headers: Record<string, string>, operation = "GetTask") =>
    e.authenticate({ headers, query: "" }, operation, new Map());

  test("entries are ORed: either scheme alone admits", async () => {
    const e = enforcer([{ schemes: { key: { list: [] } } }, { schemes: { bearer: { list: [] } } }]);
    const a = await call(e, { "x-api-key": "alice" });
    assert.ok(a.ok);
    assert.equal((a.principal as CallPrincipal).subject, "alice");
    assert.equal(a.owner, "alice");
    const b = await call(e, { authorization: "Bearer good" });
    assert.ok(b.ok && b.principal?.subject === "token-user");
    const none = await call(e, {});
    assert.deepEqual(none, {
      ok: false,
      status: 401,
      message: "credentials required",
      challenge: 'APIKey realm="auth test", in="header", name="x-api-key", Bearer realm="auth test"',
      // No credential: reason "missing", the first scheme the requirements name (the refusals metric's attributes).
      reason: "missing",
      scheme: "key",
    });
  });

  test("schemes of one entry are ANDed: both credentials needed, the first scheme's subject, every scope", async () => {
    const e = enforcer([{ schemes: { key: { list: [] }, bearer: { list: [] } } }]);
    assert.equal((await call(e, { "x-api-key": "alice" })).ok, false);
    const both = await call(e, { "x-api-key": "alice", authorization: "Bearer good" });
    assert.ok(both.ok);
    assert.deepEqual(both.principal?.schemes, ["key", "bearer"]);
    assert.deepEqual(both.principal?.scopes, ["read", "write"]);
    assert.equal(both.principal?.subject, "alice");
  });

  test("scopes (roles for an API key): a valid credential without them is 403 insufficient_scope (RFC 6750 §3.1)", async () => {
    const e = enforcer([{ schemes: { key: { list: ["write"] } } }]);
    const r = await call(e, { "x-api-key": "alice" });
    assert.equal(r.ok, false);
    assert.equal(!r.ok && r.status, 403);
    assert.equal(!r.ok && r.challenge, 'APIKey realm="auth test", in="header", name="x-api-key"');
    assert.ok((await call(e, { "x-api-key": "admin" })).ok);
    const bearerScoped = enforcer([{ schemes: { bearer: { list: ["admin"] } } }]);
    const b = await call(bearerScoped, { authorization: "Bearer good" });
    assert.equal(!b.ok && b.challenge, 'Bearer realm="auth test", error="insufficient_scope", scope="admin"');
  });

  test("an empty entry admits anonymous callers, but never one whose credential was refused", async () => {
    const e = enforcer([{ schemes: { key: { list: [] } } }, {}]);
    assert.deepEqual(await call(e, {}), { ok: true, principal: undefined, owner: "" });
    const refused = await call(e, { "x-api-key": "mallory" });
    assert.equal(!refused.ok && refused.status, 401);
    assert.equal(!refused.ok && refused.message, "the credentials presented were refused");
    assert.ok((await call(e, { "x-api-key": "alice" })).ok);
  });

  test('a refused bearer token is challenged with error="invalid_token" (RFC 6750 §3.1); a refused API key is not a token', async () => {
    const e = enforcer([{ schemes: { key: { list: [] } } }, { schemes: { bearer: { list: [] } } }]);
    const token = await call(e, { authorization: "Bearer bad" });
    assert.equal(!token.ok && token.challenge, 'APIKey realm="auth test", in="header", name="x-api-key", Bearer realm="auth test", error="invalid_token"');
    const key = await call(e, { "x-api-key": "mallory" });
    assert.equal(!key.ok && key.challenge, 'APIKey realm="auth test", in="header", name="x-api-key", Bearer realm="auth test"');
    assert.equal(!key.ok && key.message, "the credentials presented were refused");
  });

  test("a skill's check reuses the call's verifications: a token refused for the call is still refused, not anonymous", async () => {
    const e = createEnforcer(
      {
        ...v1Card,
        securitySchemes: { key: v1Card.securitySchemes.key, bearer: v1Card.securitySchemes.bearer },
        securityRequirements: [{ schemes: { key: { list: [] } } }, { schemes: { bearer: { list: [] } } }],
        skills: [{ id: "s", securityRequirements: [{ schemes: { bearer: { list: [] } } }, {}] }],
      },
      { verifiers, warn: () => {} },
    );
    const verified = new Map();
    const source = { headers: { "x-api-key": "alice", authorization: "Bearer bad" }, query: "" };
    assert.ok((await e.authenticate(source, "SendMessage", verified)).ok);
    const skill = e.skill("s");
    assert.ok(skill !== null && skill !== undefined);
    const r = await skill.check(source, verified);
    assert.equal(!r.ok && r.status, 401);
    const anonymous = await skill.check({ headers: { "x-api-key": "alice" }, query: "" }, new Map());
    assert.deepEqual(anonymous, { ok: true, principal: undefined });
  });

  test("a malformed credential fails the call even where another entry passes: 400 invalid_request for a bearer scheme (RFC 6750 §3.1)", async () => {
    const e = enforcer([{ schemes: { key: { list: [] } } }, { schemes: { bearer: { list: [] } } }, {}]);
    const r = await call(e, { "x-api-key": "alice", authorization: "Bearer" });
    assert.equal(!r.ok && r.status, 400);
    assert.equal(!r.ok && r.challenge, 'APIKey realm="auth test", in="header", name="x-api-key", Bearer realm="auth test", error="invalid_request"');
    const key = await call(e, { "x-api-key": "" });
    assert.equal(!key.ok && key.status, 401);
    assert.equal(!key.ok && key.challenge, 'APIKey realm="auth test", in="header", name="x-api-key", Bearer realm="auth test"');
  });

  test("an Authorization header no required scheme reads is refused where anonymous calls pass; with no scheme named it is no credential", async () => {
    const keyOnly = enforcer([{ schemes: { key: { list: [] } } }, {}]);
    const r = await call(keyOnly, { authorization: "Bearer good" });
    assert.equal(!r.ok && r.status, 401);
    assert.equal(!r.ok && r.challenge, 'APIKey realm="auth test", in="header", name="x-api-key"');
    const both = enforcer([{ schemes: { bearer: { list: [] } } }, {}]);
    // A Basic header where only Bearer is declared: RFC 6750 §3.1, an unsupported method gets no error code.
    const basic = await call(both, { authorization: "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==" });
    assert.equal(!basic.ok && basic.status, 401);
    assert.equal(!basic.ok && basic.challenge, 'Bearer realm="auth test"');
    const nothing = createEnforcer({ name: "open" }, { verifiers: {}, warn: () => {} });
    assert.deepEqual(await nothing.authenticate({ headers: { authorization: "Bearer x" }, query: "" }, "GetTask", new Map()), {
      ok: true,
      principal: undefined,
      owner: "",
    });
  });

  test("GetExtendedAgentCard is refused to an anonymous caller even where anonymous calls pass", async () => {
    const e = enforcer([{ schemes: { key: { list: [] } } }, {}]);
    const r = await call(e, {}, "GetExtendedAgentCard");
    assert.equal(!r.ok && r.status, 401);
    assert.ok((await call(e, { "x-api-key": "alice" }, "GetExtendedAgentCard")).ok);
  });

  test("a wrong scheme's credential does not stand in for the required one", async () => {
    const e = enforcer([{ schemes: { bearer: { list: [] } } }]);
    assert.equal((await call(e, { "x-api-key": "admin" })).ok, false);
    assert.equal((await call(e, { authorization: "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==" })).ok, false);
    assert.equal((await call(e, { authorization: "Bearer bad" })).ok, false);
  });

  test("a scheme is verified once per call, whatever number of entries name it", async () => {
    let calls = 0;
    const e = createEnforcer(
      {
        securitySchemes: { key: v1Card.securitySchemes.key },
        securityRequirements: [{ schemes: { key: { list: ["x"] } } }, { schemes: { key: { list: ["y"] } } }],
      },
      {
        verifiers: {
          key: () => {
            calls++;
            return { subject: "s", scopes: [] };
          },
        },
        warn: () => {},
      },
    );
    await call(e, { "x-api-key": "k" });
    assert.equal(calls, 1);
  });

  test("construction: a required scheme without a verifier, a verifier without a scheme, schemes without requirements (warned)", () => {
    assert.throws(
      () => createEnforcer({ ...v1Card, securityRequirements: [{ schemes: { key: { list: [] } } }] }, { verifiers: {} }),
      /requirements name scheme "key": give its verifier/,
    );
    assert.throws(() => createEnforcer(v1Card, { verifiers: { kee: () => null } }), /auth\.verifiers\.kee: the card declares no security scheme "kee"/);
    const warnings: string[] = [];
    const e = createEnforcer({ securitySchemes: { key: v1Card.securitySchemes.key } }, { verifiers: { key: verifiers.key }, warn: (m) => warnings.push(m) });
    assert.match(warnings[0], /declares security schemes \(key\) but no securityRequirements: any one of them is required/);
    return call(e, {}).then((r) => assert.equal(r.ok, false));
  });
});

describe("hostile input", () => {
  test("a scheme named __proto__ (an own key, as JSON.parse makes it) is an ordinary name", async () => {
    const card = JSON.parse(
      '{"name":"h","securitySchemes":{"__proto__":{"apiKeySecurityScheme":{"location":"header","name":"X-K"}}},"securityRequirements":[{"schemes":{"__proto__":{"list":[]}}}]}',
    );
    const verifiers = Object.defineProperty({}, "__proto__", {
      value: (c: Credential) => (c.kind === "apiKey" && c.key === "ok" ? { subject: "p" } : null),
      enumerable: true,
    });
    const e = createEnforcer(card, { verifiers, warn: () => {} });
    assert.equal((await e.authenticate({ headers: { "x-k": "ok" }, query: "" }, "GetTask", new Map())).ok, true);
    assert.equal((await e.authenticate({ headers: {}, query: "" }, "GetTask", new Map())).ok, false);
  });

  test("huge or malformed credentials are no credential, never a crash", () => {
    const schemes = cardSecurity(v1Card).schemes;
    const read = (name: string, headers: Record<string, string>, query = "") => readCredential(schemes.get(name)!, { headers, query });
    assert.equal(read("bearer", { authorization: `Bearer ${"a".repeat(1 << 20)}` }), undefined);
    assert.equal(read("key", { "x-api-key": "k".repeat(1 << 20) }), undefined);
    assert.equal(read("q", {}, `api_key=${"%".repeat(100_000)}`), undefined);
    assert.equal(read("basic", { authorization: "Basic //79" }), undefined, "not UTF-8 (RFC 7617 §2.1: the charset is UTF-8)");
    assert.equal(read("c", { cookie: ";;;=;session" }), undefined);
  });

  test("a hostile card is refused naming the field, whatever its shape", () => {
    assert.throws(() => cardSecurity({ securitySchemes: [] }), /card\.securitySchemes: give an object/);
    assert.throws(() => cardSecurity({ securitySchemes: { k: "x" } }), /card\.securitySchemes\.k: give an object/);
    assert.throws(
      () => cardSecurity({ securitySchemes: { k: { mtlsSecurityScheme: {} } }, securityRequirements: [{ schemes: { k: { list: [1] } } }] }),
      /list: give a list of strings/,
    );
    assert.throws(() => cardSecurity({ securitySchemes: { k: { type: "magic" } } }), /type "magic" is not apiKey/);
  });
});
