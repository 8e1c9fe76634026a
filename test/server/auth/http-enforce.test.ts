// The packed server enforcing its card on JSON-RPC and HTTP+JSON, at protocol 1.0 and 0.3: each scheme
// kind accepted and refused (API key in a header, the query and a cookie; HTTP Basic; an OAuth 2.0 bearer
// JWT with a scope), failures answered as decision auth-failure says (401 with WWW-Authenticate, 403 for a
// missing scope; JSON-RPC body code -32098/-32097 with the request's id; google.rpc.Status on v1.0
// HTTP+JSON, the bare form on v0.3), the principal and owner reaching the handler, the extended card
// only for authenticated callers, and @a2a-js/sdk 1.3.0's clients presenting credentials.

import { assertNothingRefused } from "../../e2e/security/support/guard.ts";
import assert from "node:assert/strict";
import { after, afterEach, before, describe, test } from "node:test";
import { ClientFactory, ClientFactoryOptions, JsonRpcTransportFactory, RestTransportFactory, createAuthenticatingFetchWithRetry } from "@a2a-js/sdk/client";
import { SignJWT, exportJWK, generateKeyPair } from "jose";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { Agent, Credential, Verifier } from "@a2a-bindgen/server";
import { packed } from "../../e2e/security/support/packed.ts";
import { type VersionWire, rest, rpc, wire } from "../../e2e/security/support/a2a.ts";
import { type Agent as Running, startAgent, userMessage } from "../../e2e/security/support/server.ts";
import { assertText13, request13 } from "../sdk13.ts";

const ISS = "https://issuer.example";
const AUD = "a2a-auth-test";
let sign: (claims: Record<string, unknown>) => Promise<string>;
let verifiers: Record<string, Verifier>;
const T = { timeout: 20_000 };

const schemes = {
  key: { apiKeySecurityScheme: { location: "header", name: "X-Agent-Key" } },
  q: { apiKeySecurityScheme: { location: "query", name: "api_key" } },
  c: { apiKeySecurityScheme: { location: "cookie", name: "agent_session" } },
  basic: { httpAuthSecurityScheme: { scheme: "Basic" } },
  oauth: { oauth2SecurityScheme: { flows: { clientCredentials: { tokenUrl: "https://issuer.example/token", scopes: { "a2a.call": "call the agent" } } } } },
};

function card(requirements: types.AgentCard["securityRequirements"]): types.AgentCard {
  return {
    name: "auth e2e",
    description: "the agent the auth suite calls",
    version: "1.0.0",
    capabilities: { streaming: true, extendedAgentCard: true },
    securitySchemes: schemes,
    securityRequirements: requirements,
    defaultInputModes: ["text/plain"],
    defaultOutputModes: ["text/plain"],
    skills: [{ id: "echo", name: "echo", description: "echoes", tags: ["echo"] }],
  } as types.AgentCard;
}

const entry = (name: string, scopes: string[] = []) => ({ schemes: { [name]: { list: scopes } } });

/** An agent that answers SendMessage with "<subject>|<owner>|<binding>", and the extended card. */
function whoAmI(extended: types.AgentCard): Agent {
  return {
    SendMessage: (_request, context) => ({
      message: { messageId: "r", role: "ROLE_AGENT", parts: [{ text: `${context.principal?.subject ?? "-"}|${context.owner}|${context.binding}` }] },
    }),
    GetExtendedAgentCard: () => extended,
  };
}

before(async () => {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "k", alg: "RS256" };
  sign = (claims) =>
    new SignJWT({ sub: "tok-user", ...claims })
      .setProtectedHeader({ alg: "RS256", kid: "k" })
      .setIssuer(ISS)
      .setAudience(AUD)
      .setExpirationTime("5m")
      .sign(privateKey);
  const { jwtVerifier } = await packed("@a2a-bindgen/server");
  const apiKeys: Record<string, string> = { "k-alice": "alice", "k-bob": "bob" };
  const byKey = (c: Credential) => (c.kind === "apiKey" && Object.hasOwn(apiKeys, c.key) ? { subject: apiKeys[c.key] } : null);
  verifiers = {
    key: byKey,
    q: byKey,
    c: byKey,
    basic: (c) => (c.kind === "basic" && c.username === "carol" && c.password === "s3cret" ? { subject: "carol" } : null),
    oauth: jwtVerifier({ keys: { keys: [jwk] }, issuer: ISS, audience: AUD }),
  };
});

afterEach(() => assertNothingRefused());

/** A served server with `requirements` and the whoAmI agent. */
async function serve(requirements: types.AgentCard["securityRequirements"]): Promise<Running> {
  const c = card(requirements);
  return startAgent({
    card: c,
    basePath: "/a2a",
    server: {
      agent: whoAmI({
        ...c,
        name: "auth e2e (extended)",
        supportedInterfaces: [{ url: "http://127.0.0.1/a2a", protocolBinding: "JSONRPC", protocolVersion: "1.0" }],
      }),
      auth: { verifiers, warn: () => {} },
      onError: () => {},
    },
  });
}

const send = { message: userMessage("hi") };
const sendV03 = { message: { kind: "message", messageId: "m", role: "user", parts: [{ kind: "text", text: "hi" }] } };

for (const version of ["1.0", "0.3"] as const) {
  describe(`protocol ${version}`, () => {
    let s: Running;
    let w: VersionWire;
    before(async () => {
      w = await wire(version);
      s = await serve([entry("key"), entry("q"), entry("c"), entry("basic"), entry("oauth", ["a2a.call"])]);
    });
    after(() => s.close());
    const params = version === "1.0" ? send : sendV03;
    // v0.3 HTTP+JSON is ProtoJSON of the v0.3 proto (Message.content, ROLE_USER); v0.3 JSON-RPC is a2a.json.
    const restBody = version === "1.0" ? send : { message: { messageId: "m", role: "ROLE_USER", content: [{ text: "hi" }] } };

    const calls = {
      jsonrpc: (headers: Record<string, string> = {}, query = "") => rpc(s.base + query, w, "SendMessage", params, headers, 7),
      "http+json": (headers: Record<string, string> = {}) => rest(s.base, w, "SendMessage", restBody, headers),
    };

    for (const binding of ["jsonrpc", "http+json"] as const) {
      test(`${binding}: no credential is 401 with a challenge per scheme (RFC 9110 §15.5.2) and the binding's error body`, T, async () => {
        const r = await calls[binding]();
        assert.equal(r.status, 401);
        assert.equal(
          r.headers["www-authenticate"],
          'APIKey realm="auth e2e", in="header", name="x-agent-key", APIKey realm="auth e2e", in="query", name="api_key", APIKey realm="auth e2e", in="cookie", name="agent_session", Basic realm="auth e2e", charset="UTF-8", Bearer realm="auth e2e"',
        );
        if (binding === "jsonrpc") {
          assert.equal(r.json.jsonrpc, "2.0");
          assert.equal(r.json.id, 7);
          assert.equal(r.json.error.code, -32098);
          assert.equal(r.json.error.data, undefined);
        } else if (version === "1.0") {
          assert.equal(r.json.error.status, "UNAUTHENTICATED");
          assert.equal(r.json.error.code, 401);
        } else {
          assert.equal(r.json.code, -32098);
        }
      });

      test(`${binding}: API key in its header, Basic, a scoped bearer JWT: accepted, the principal reaches the handler`, T, async () => {
        const key = await calls[binding]({ "X-Agent-Key": "k-alice" });
        assert.equal(key.status, 200, key.text);
        assert.match(key.text, new RegExp(`alice\\|alice\\|${binding.replace("+", "\\+")}`));
        const basic = await calls[binding]({ authorization: `Basic ${Buffer.from("carol:s3cret").toString("base64")}` });
        assert.match(basic.text, /carol\|carol\|/);
        const jwt = await calls[binding]({ authorization: `Bearer ${await sign({ scope: "a2a.call" })}` });
        assert.match(jwt.text, /tok-user\|tok-user\|/);
      });

      test(`${binding}: a refused key, a bad password, a wrong scheme are 401; a token without the scope is 403 insufficient_scope`, T, async () => {
        assert.equal((await calls[binding]({ "X-Agent-Key": "k-mallory" })).status, 401);
        assert.equal((await calls[binding]({ authorization: `Basic ${Buffer.from("carol:guess").toString("base64")}` })).status, 401);
        // A2A's API key sent as a bearer token: the oauth scheme refuses it, no scheme reads it as a key.
        assert.equal((await calls[binding]({ authorization: "Bearer k-alice" })).status, 401);
        const scopeless = await calls[binding]({ authorization: `Bearer ${await sign({ scope: "other" })}` });
        assert.equal(scopeless.status, 403);
        assert.match(String(scopeless.headers["www-authenticate"]), /Bearer realm="auth e2e", error="insufficient_scope", scope="a2a\.call"/);
        if (binding === "jsonrpc") assert.equal(scopeless.json.error.code, -32097);
        else if (version === "1.0") assert.equal(scopeless.json.error.status, "PERMISSION_DENIED");
        else assert.equal(scopeless.json.code, -32097);
      });
    }

    test("jsonrpc: the API key in the query and in a cookie", T, async () => {
      assert.match((await calls.jsonrpc({}, "?api_key=k-bob")).text, /bob\|bob\|jsonrpc/);
      assert.match((await calls.jsonrpc({ cookie: "theme=dark; agent_session=k-alice" })).text, /alice\|alice\|jsonrpc/);
    });
  });
}

describe("the extended card and anonymous calls", () => {
  let s: Running;
  let w: VersionWire;
  before(async () => {
    w = await wire("1.0");
    s = await serve([entry("key"), {}]);
  });
  after(() => s.close());

  test('an empty requirement admits an anonymous call (owner ""); a refused key is still 401', T, async () => {
    const anon = await rpc(s.base, w, "SendMessage", send);
    assert.equal(anon.status, 200);
    assert.match(anon.text, /-\|\|jsonrpc/);
    assert.equal((await rpc(s.base, w, "SendMessage", send, { "X-Agent-Key": "nope" })).status, 401);
  });

  for (const binding of ["jsonrpc", "http+json"] as const) {
    test(`${binding}: GetExtendedAgentCard without credentials is 401; with them, the extended card`, T, async () => {
      const call = (headers: Record<string, string>) =>
        binding === "jsonrpc" ? rpc(s.base, w, "GetExtendedAgentCard", {}, headers) : rest(s.base, w, "GetExtendedAgentCard", {}, headers);
      const anon = await call({});
      assert.equal(anon.status, 401);
      assert.equal(anon.headers["www-authenticate"], 'APIKey realm="auth e2e", in="header", name="x-agent-key"');
      assert.doesNotMatch(anon.text, /auth e2e \(extended\)/);
      const authed = await call({ "X-Agent-Key": "k-alice" });
      assert.equal(authed.status, 200, authed.text);
      assert.match(authed.text, /auth e2e \(extended\)/);
    });
  }
});

describe("@a2a-js/sdk 1.3.0 clients with credentials (createAuthenticatingFetchWithRetry)", () => {
  let s: Running;
  before(async () => {
    s = await serve([entry("key")]);
  });
  after(() => s.close());

  for (const binding of ["JSONRPC", "HTTP+JSON"] as const) {
    test(`${binding}: with the key the call is served as its principal; without it the SDK sees the refusal`, T, async () => {
      const client = async (key: string | undefined) => {
        const fetchImpl = createAuthenticatingFetchWithRetry(fetch, {
          headers: async () => (key === undefined ? {} : { "X-Agent-Key": key }),
          shouldRetryWithHeaders: async () => undefined,
        });
        const transport = binding === "JSONRPC" ? new JsonRpcTransportFactory({ fetchImpl }) : new RestTransportFactory({ fetchImpl });
        const options = ClientFactoryOptions.createFrom(ClientFactoryOptions.default, { transports: [transport], preferredTransports: [binding] } as never);
        const c = card([entry("key")]);
        const card13 = {
          ...c,
          documentationUrl: "",
          iconUrl: "",
          signatures: [],
          supportedInterfaces: [{ url: s.base, protocolBinding: binding, tenant: "", protocolVersion: "1.0" }],
          capabilities: { ...c.capabilities, extensions: [] },
        };
        return new ClientFactory(options).createFromAgentCard(card13 as never);
      };
      const request = request13(`sdk-${binding}`, "hi");
      const ok: any = await (await client("k-bob")).sendMessage(request as never, { signal: AbortSignal.timeout(5_000) });
      assertText13(ok, `bob|bob|${binding === "JSONRPC" ? "jsonrpc" : "http+json"}`);
      await assert.rejects((await client(undefined)).sendMessage(request as never, { signal: AbortSignal.timeout(5_000) }));
    });
  }
});
