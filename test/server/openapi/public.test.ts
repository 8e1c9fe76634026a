// The served OpenAPI document and security (issue 40): the card's schemes and requirements as OpenAPI 3.1
// states them (§4.8.27 Security Scheme Object: the `type` of each kind; §4.8.30 Security Requirement
// Object), the document as public as the card (no credential asked on a server that enforces the card,
// nothing of `auth`'s secrets and nothing of the extended card in it), CORS like the card, and the served
// document valid for the OpenAPI 3.1 validator and clean for the linter under the generated documents'
// ruleset with `no-empty-servers` and `security-defined` back on (the generated document leaves both to the server). Over the node adapter
// on 127.0.0.1: `servers` is the url the card names for the address bound.

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { type Agent, type Credential, createA2AServer, jwtVerifier } from "@a2a-bindgen/server";
import { startNodeServer } from "@a2a-bindgen/server/node";
import { documentOf, describe as findings, lintDocumentFindings, ruleset, validateDocument } from "../../generated/openapi/tools.js";
import { bareCard, everySecurityScheme } from "../../support/cards.js";
import { rawRequest } from "../../support/raw-http.js";

const T = { timeout: 30_000 };
const agent: Agent = { SendMessage: () => ({ message: { messageId: "r", role: "ROLE_AGENT", parts: [{ text: "hi" }] } }) };
const quiet = { onError: () => {} };
const publicUrl = "https://agent.example/a2a";
const API_KEY = "sk-live-never-in-the-document-7f3a";
const JWKS_URL = "https://idp.example/jwks?access_token=jwks-secret-c41e";
const EXTENDED_ONLY = "extended-card-only-skill-9d2b";

/** OAuth 2.0 with the device code flow (RFC 8628; OAuthFlows is a oneof: its only flow), which OpenAPI 3.1 has no form for. */
const deviceCode = { deviceAuthorizationUrl: "https://auth.example/device", tokenUrl: "https://auth.example/token", scopes: {} };
const schemes = { ...everySecurityScheme, device: { oauth2SecurityScheme: { flows: { deviceCode } } } };

/** The generated documents' ruleset with the two rules only a served document can meet turned back on. */
const served = { ...ruleset, rules: { ...ruleset.rules, "no-empty-servers": "error", "security-defined": "error" } };

const card = (security: Record<string, unknown>) => ({
  ...bareCard("secured", "a card with security", { streaming: true, extendedAgentCard: true }),
  ...security,
});

async function document(server: ReturnType<typeof createA2AServer>, path = "/openapi/1.0.json", headers: Record<string, string> = {}) {
  const a = await server.handle({ method: "GET", path, headers, body: new Uint8Array() });
  assert.ok("body" in a);
  return { status: a.status, headers: a.headers, text: new TextDecoder().decode(a.body) };
}

describe("the served document's security", () => {
  const requirements = [{ schemes: { bearer: { list: [] }, key: { list: [] } } }, { schemes: { oauth: { list: ["read"] } } }, {}];
  const build = () =>
    createA2AServer({
      agent,
      card: card({ securitySchemes: schemes, securityRequirements: requirements }),
      extendedCard: { ...card({ securitySchemes: everySecurityScheme }), skills: [{ id: EXTENDED_ONLY, name: EXTENDED_ONLY, description: "x", tags: ["x"] }] },
      publicUrl,
      basePath: "/a2a",
      openapi: true,
      auth: {
        verifiers: {
          key: (c: Credential) => (c.kind === "apiKey" && c.key === API_KEY ? { subject: "k" } : null),
          bearer: jwtVerifier({ jwksUrl: JWKS_URL, issuer: "https://idp.example", audience: "agent" }),
          oauth: () => null,
        },
        warn: () => {},
      },
      ...quiet,
    });

  it("each A2A scheme kind is the OpenAPI Security Scheme Object of its type", async () => {
    const doc = JSON.parse((await document(build())).text);
    const s = doc.components.securitySchemes;
    assert.deepEqual(s.key, { type: "apiKey", name: "X-API-Key", in: "header" });
    assert.deepEqual(s.q, { type: "apiKey", name: "api_key", in: "query" });
    assert.deepEqual(s.c, { type: "apiKey", name: "session", in: "cookie" });
    assert.deepEqual(s.basic, { type: "http", scheme: "Basic" });
    assert.deepEqual(s.bearer, { type: "http", scheme: "Bearer", bearerFormat: "JWT" });
    assert.deepEqual(s.oauth, { type: "oauth2", flows: { clientCredentials: { tokenUrl: "https://auth.example/token", scopes: { read: "", write: "" } } } });
    assert.deepEqual(s.oidc, { type: "openIdConnect", openIdConnectUrl: "https://auth.example/.well-known/openid-configuration" });
    assert.deepEqual(s.mtls, { type: "mutualTLS" });
    // The device code scheme is never silently dropped: OpenAPI 3.1 requires a flow it can state, so the scheme
    // is kept aside in an x-a2a- extension, with the flow and why.
    assert.equal(s.device, undefined);
    const aside = doc.components["x-a2a-unmapped-security-schemes"].device;
    assert.deepEqual(aside.scheme["x-a2a-unmapped-flows"].deviceCode.flow, deviceCode);
    assert.match(aside.scheme["x-a2a-unmapped-flows"].deviceCode.reason, /no device authorization flow/);
  });

  it("security: the card's requirements (ORed list, ANDed entries, scopes); the extended card's operations without the anonymous entry", async () => {
    const doc = JSON.parse((await document(build())).text);
    assert.deepEqual(doc.security, [{ bearer: [], key: [] }, { oauth: ["read"] }, {}]);
    const ops = Object.values(doc.paths).flatMap((item: any) => Object.values(item)) as any[];
    const extended = ops.filter((o) => /^GetExtendedAgentCard(_|$)/.test(o.operationId));
    assert.ok(extended.length >= 1);
    for (const o of extended) assert.deepEqual(o.security, [{ bearer: [], key: [] }, { oauth: ["read"] }], o.operationId);
    for (const o of ops.filter((x) => !extended.includes(x))) assert.equal(o.security, undefined, o.operationId);
    const v0 = JSON.parse((await document(build(), "/openapi/0.3.json")).text);
    const card03 = Object.values(v0.paths).flatMap((item: any) => Object.values(item)) as any[];
    assert.deepEqual(card03.find((o) => o.operationId === "GetAgentCard")?.security, [{ bearer: [], key: [] }, { oauth: ["read"] }]);
  });

  it("public like the card: served without credentials where the card's requirements refuse a call", async () => {
    const s = createA2AServer({
      agent,
      card: card({ securitySchemes: { key: everySecurityScheme.key }, securityRequirements: [{ schemes: { key: { list: [] } } }] }),
      publicUrl,
      basePath: "/a2a",
      openapi: true,
      auth: { verifiers: { key: () => null }, warn: () => {} },
      ...quiet,
    });
    const call = await s.handle({ method: "GET", path: "/a2a/tasks/t-1", headers: { "a2a-version": "1.0" }, body: new Uint8Array() });
    assert.equal(call.status, 401, "the card's requirements are enforced on the A2A routes");
    assert.equal((await document(s)).status, 200);
  });

  it("holds no configured secret and nothing of the extended card", async () => {
    const s = build();
    for (const path of ["/openapi/1.0.json", "/openapi/0.3.json"]) {
      const { text } = await document(s, path);
      for (const secret of [API_KEY, "jwks-secret-c41e", JWKS_URL, EXTENDED_ONLY]) assert.equal(text.includes(secret), false, `${path} holds ${secret}`);
    }
  });

  // The generated documents are held to both tools by test/generated/openapi/document.test.ts; here, serving
  // them adds no finding, with the two rules only a served document can meet turned back on.
  it("the served documents add no finding to the generated ones: valid OpenAPI 3.1, servers and security defined", T, async () => {
    const s = build();
    const lines = async (doc: unknown, rules: object) => findings([...(await validateDocument(doc)), ...(await lintDocumentFindings(doc, rules))]).split("\n");
    for (const [path, version] of [
      ["/openapi/1.0.json", "v1_0"],
      ["/openapi/0.3.json", "v0_3"],
    ] as const) {
      const doc = JSON.parse((await document(s, path)).text);
      const before = new Set(await lines(documentOf(version), ruleset));
      assert.deepEqual(
        (await lines(doc, served)).filter((l) => !before.has(l)),
        [],
        path,
      );
    }
  });
});

describe("over the node adapter", () => {
  it("servers = the card's HTTP+JSON url for the address bound; HEAD has no body; CORS like the card", T, async () => {
    const server = await startNodeServer({
      server: { agent, card: bareCard("bound"), basePath: "/a2a", openapi: true, cors: { origins: ["https://app.example"] }, ...quiet },
    });
    try {
      const card = (await rawRequest(`${server.url}/.well-known/agent-card.json`, { headers: { "a2a-version": "1.0" } })).json;
      const urls = card.supportedInterfaces.filter((i: any) => i.protocolBinding === "HTTP+JSON" && i.protocolVersion === "1.0").map((i: any) => i.url);
      assert.deepEqual(urls, [`${server.url}/a2a`]);
      const origin = { origin: "https://app.example" };
      const a = await rawRequest(`${server.url}/openapi/1.0.json`, { headers: origin });
      assert.equal(a.status, 200);
      assert.deepEqual(
        a.json.servers.map((x: { url: string }) => x.url),
        urls,
      );
      assert.equal(a.headers["access-control-allow-origin"], "https://app.example");
      const h = await rawRequest(`${server.url}/openapi/1.0.json`, { method: "HEAD" });
      assert.equal(h.status, 200);
      assert.equal(h.text, "");
      const pre = await rawRequest(`${server.url}/openapi/1.0.json`, {
        method: "OPTIONS",
        headers: { ...origin, "access-control-request-method": "GET", "access-control-request-headers": "a2a-version" },
      });
      assert.equal(pre.status, 204);
      assert.equal(pre.headers["access-control-allow-origin"], "https://app.example");
    } finally {
      await server.close({ graceMs: 0 });
    }
  });
});
