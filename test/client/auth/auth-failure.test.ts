// The packed client against the packed server. Auth failures against our server with the card's security enforced (server `auth`): a call without
// the credential, or with one the verifier refuses, is 401 with a WWW-Authenticate challenge (JSON-RPC and
// HTTP+JSON), a call lacking a scope 403; the client turns each into an `auth` TransportError carrying the
// parsed challenges; with the credential the call goes through. Plus the challenge parser itself on RFC
// 9110 §11.6.1's example and hostile headers.

import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, test } from "node:test";
import { packed } from "../../e2e/security/support/packed.ts";

// The packages as an app installs them (npm pack of the built workspaces).
const { connect, parseChallenges, TransportError } = await packed("@a2a-bindgen/client");
const { createA2AServer, createEchoAgent } = await packed("@a2a-bindgen/server");
const { nodeListener } = await packed("@a2a-bindgen/server/node");

const card = (publicUrl: string) => ({
  name: "secured",
  description: "an echo agent behind a bearer token",
  version: "1.0.0",
  supportedInterfaces: [
    { url: publicUrl, protocolBinding: "JSONRPC", protocolVersion: "1.0" },
    { url: publicUrl, protocolBinding: "HTTP+JSON", protocolVersion: "1.0" },
  ],
  capabilities: { streaming: true },
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "echo", name: "echo", description: "echoes", tags: ["echo"] }],
  securitySchemes: { bearer: { httpAuthSecurityScheme: { scheme: "Bearer" } } },
  securityRequirements: [{ schemes: { bearer: { list: ["write"] } } }],
});

let url: string;
let server: http.Server;

before(async () => {
  let handler: http.RequestListener = (_q, s) => s.writeHead(503).end();
  server = http.createServer((q, s) => handler(q, s));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const verifiers = {
    bearer: (c: { kind: string; token?: string }) =>
      c.kind !== "bearer"
        ? null
        : c.token === "good"
          ? { subject: "alice", scopes: ["write"] }
          : c.token === "reader"
            ? { subject: "bob", scopes: ["read"] }
            : null,
  };
  handler = nodeListener(
    createA2AServer({
      agent: createEchoAgent(),
      card: card(`${url}/a2a`) as never,
      basePath: "/a2a",
      publicUrl: `${url}/a2a`,
      auth: { verifiers: verifiers as never, warn: () => {} },
    }),
  );
});

after(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

const send = { message: { messageId: "m1", role: "ROLE_USER", parts: [{ text: "hi" }] } } as never;

for (const binding of ["JSONRPC", "HTTP+JSON"]) {
  describe(`${binding}: refusals are auth failures with the challenge`, () => {
    const open = (credentials?: Record<string, string>) => connect(url, { bindings: [binding as never], credentials, timeoutMs: 5000 });

    test("no credential: 401, not authenticated, the Bearer challenge parsed", async () => {
      const e = await (await open()).unary("SendMessage", send).catch((x) => x);
      assert.ok(e instanceof TransportError, String(e));
      assert.equal(e.failure, "auth");
      assert.equal(e.status, 401);
      assert.match(e.seen, /^not authenticated; challenges: Bearer/);
      assert.equal(e.challenges[0]?.scheme, "Bearer");
      assert.equal(typeof e.challenges[0]?.params.realm, "string");
      // The body's A2A error (decision auth-failure: UnauthenticatedError) is kept as the cause.
      assert.equal((e.cause as Error | undefined)?.name, "UnauthenticatedError");
    });

    test("a token the verifier refuses: 401; one without the scope: 403 (insufficient_scope)", async () => {
      const bad = await (await open({ bearer: "wrong" })).unary("SendMessage", send).catch((x) => x);
      assert.deepEqual([bad.failure, bad.status], ["auth", 401]);
      const reader = await (await open({ bearer: "reader" })).unary("SendMessage", send).catch((x) => x);
      assert.deepEqual([reader.failure, reader.status], ["auth", 403]);
      assert.match(reader.seen, /^not permitted/);
      assert.equal(reader.challenges[0]?.params.error, "insufficient_scope");
      assert.equal(reader.challenges[0]?.params.scope, "write");
      assert.equal((reader.cause as Error | undefined)?.name, "PermissionDeniedError");
    });

    test("a token the server cannot read (a space inside): 400 with error=invalid_request is an auth failure (RFC 6750 §3.1)", async () => {
      const e = await (await open({ bearer: "two words" })).unary("SendMessage", send).catch((x) => x);
      assert.ok(e instanceof TransportError, String(e));
      assert.deepEqual([e.failure, e.status], ["auth", 400]);
      assert.match(e.seen, /^not authenticated: the credentials sent could not be read/);
      assert.equal(e.challenges[0]?.scheme, "Bearer");
      assert.equal(e.challenges[0]?.params.error, "invalid_request");
      assert.ok(!e.message.includes("two words"), "the credential is not quoted back");
    });

    test("the token the card asks for: the call goes through", async () => {
      const r = (await (await open({ bearer: "good" })).unary("SendMessage", send)) as { task?: unknown; message?: unknown };
      assert.ok(r.task !== undefined || r.message !== undefined);
    });
  });
}

describe("parseChallenges (RFC 9110 §11.6.1)", () => {
  test("the RFC's example: two challenges, parameters with quoted-pairs", () => {
    const r = parseChallenges('Newauth realm="apps", type=1, title="Login to \\"apps\\"", Basic realm="simple"');
    assert.deepEqual(JSON.parse(JSON.stringify(r)), {
      challenges: [
        { scheme: "Newauth", params: { realm: "apps", type: "1", title: 'Login to "apps"' } },
        { scheme: "Basic", params: { realm: "simple" } },
      ],
      problems: [],
    });
  });

  test("token68, bare schemes, parameter names case-insensitive, repeated names (first kept)", () => {
    const r = parseChallenges('Negotiate YIIB==, Basic, Bearer REALM="r", error="invalid_token", realm="again"');
    assert.deepEqual(JSON.parse(JSON.stringify(r.challenges)), [
      { scheme: "Negotiate", params: {}, token68: "YIIB==" },
      { scheme: "Basic", params: {} },
      { scheme: "Bearer", params: { realm: "r", error: "invalid_token" } },
    ]);
    assert.deepEqual(r.problems, ['"Bearer": the parameter "realm" is repeated: the first was kept']);
  });

  test("hostile headers: huge, malformed, __proto__, unterminated — an answer with the problems named, never a throw", () => {
    const proto = parseChallenges('__proto__ __proto__="x", constructor=1');
    assert.equal(proto.challenges[0].scheme, "__proto__");
    assert.equal(Object.getOwnPropertyDescriptor(proto.challenges[0].params, "__proto__")?.value, "x");
    assert.equal(proto.challenges[0].params.constructor, "1");
    assert.equal(({} as Record<string, unknown>).x, undefined);
    const huge = parseChallenges(`Bearer realm="${"a".repeat(1_000_000)}"`);
    assert.match(huge.problems[0], /^the header is 1000015 characters; the first 8192 were read/);
    const many = parseChallenges(Array.from({ length: 100 }, (_, i) => `S${i}`).join(", "));
    assert.equal(many.challenges.length, 16);
    assert.match(many.problems.at(-1) ?? "", /more than 16 challenges/);
    for (const h of ['"', "=", ",,,", 'Bearer realm="open', "Bearer a=b=c", "\u0000\u0001", "Basic =x", "a".repeat(10_000), null, undefined, 42 as never]) {
      const r = parseChallenges(h);
      assert.ok(Array.isArray(r.challenges) && Array.isArray(r.problems));
    }
    assert.deepEqual(parseChallenges('Bearer realm="open').problems, ['at 7: "realm=\\"open" is not an auth-param of "Bearer"']);
  });
});
