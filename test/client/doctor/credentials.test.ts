// The doctor's credentials (credentials.ts, schemes.ts, auth.ts): the options read (env:NAME from the environment,
// a missing variable a usage error naming it, never a value in a message), and what the calls carry against a
// recording agent on 127.0.0.1 — the forms RFC 6750 §2.1 (Bearer), RFC 7617 §2 (Basic) and the card's APIKey
// scheme (header or query, v1.0 and v0.3 cards) give — and an agent that echoes the secret back: scrubbed.

import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "node:test";
import { servers } from "./local-servers.js";
import { doctorOptions, parseCredentials, readSecret, runDoctor, UsageError } from "../../../client/src/doctor/index.js";

test("readSecret: the text, or env:NAME read; a variable unset or empty is a usage error naming it", () => {
  assert.equal(readSecret("--bearer", "abc", {}), "abc");
  assert.equal(readSecret("--bearer", "env:T", { T: "from-env" }), "from-env");
  assert.throws(() => readSecret("--bearer", "env:NOT_SET", {}), new UsageError("--bearer env:NOT_SET: the environment variable NOT_SET is not set"));
  assert.throws(() => readSecret("--basic", "env:E", { E: "" }), /--basic env:E: the environment variable E is empty/);
  assert.throws(() => readSecret("--bearer", "env:1-bad", {}), /not an environment variable name/);
  // A name inherited from Object.prototype is not a variable.
  assert.throws(() => readSecret("--bearer", "env:constructor", {}), /constructor is not set/);
});

test("parseCredentials: each flag's form; a bad one is a usage error that quotes no value", () => {
  const secret = "s3cr3t-value-1234";
  assert.deepEqual(parseCredentials({ bearer: secret, apiKey: [`X-API-Key=env:K`], basic: `carol:a:b` }, { K: secret }).credentials, [
    { kind: "bearer", token: secret },
    { kind: "apiKey", name: "X-API-Key", key: secret },
    // RFC 7617 §2: the user-id holds no colon; the first one separates, the password may hold more.
    { kind: "basic", username: "carol", password: "a:b" },
  ]);
  const bad: [object, RegExp][] = [
    [{ basic: secret }, /^--basic: expected USER:PASS/],
    [{ apiKey: [secret] }, /^--api-key: expected NAME=VALUE/],
    [{ apiKey: ["X-API-Key="] }, /^--api-key X-API-Key: the value is empty/],
    [{ bearer: `${secret}\n` }, /^--bearer: the token holds a control character/],
    [{ basic: `:${secret}` }, /^--basic: the user is empty/],
  ];
  for (const [raw, message] of bad) {
    assert.throws(
      () => parseCredentials(raw, {}),
      (e: Error) => e instanceof UsageError && message.test(e.message) && !e.message.includes(secret),
      JSON.stringify(raw),
    );
  }
  // An origin is no secret: it is quoted.
  assert.throws(() => parseCredentials({ credentialOrigin: ["https://a.example/path"] }, {}), {
    name: "UsageError",
    message: /^--credential-origin "https:\/\/a\.example\/path": not an http\(s\) origin/,
  });
});

interface Seen {
  url: string;
  authorization?: string;
  apiKey?: string;
}

/** An agent whose card declares `schemes` (all ORed) and one JSON-RPC 1.0 interface; it records each call and answers 401 with `echo`. */
async function recording(schemes: Record<string, unknown>, v03 = false, echo = "") {
  const seen: Seen[] = [];
  const s = http.createServer((req, res) => {
    if (req.url === "/.well-known/agent-card.json") {
      const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}/a2a`;
      const card = v03
        ? { name: "r", url, preferredTransport: "JSONRPC", protocolVersion: "0.3.0", securitySchemes: schemes }
        : { name: "r", supportedInterfaces: [{ url, protocolBinding: "JSONRPC", protocolVersion: "1.0" }], securitySchemes: schemes };
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(card));
      return;
    }
    seen.push({ url: req.url ?? "", authorization: req.headers.authorization, apiKey: req.headers["x-api-key"] as string | undefined });
    res
      .writeHead(401, { "content-type": "application/json" })
      .end(JSON.stringify({ jsonrpc: "2.0", id: 1, error: { code: -32098, message: `refused ${echo}` } }));
  });
  servers.push(s);
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  return { cardUrl: `http://127.0.0.1:${(s.address() as AddressInfo).port}/.well-known/agent-card.json`, seen };
}

test("what each credential puts on the wire: Bearer (RFC 6750 §2.1), Basic (RFC 7617 §2's example), an API key in a header or the query", async () => {
  const v10 = {
    b: { httpAuthSecurityScheme: { scheme: "bearer" } },
    basic: { httpAuthSecurityScheme: { scheme: "Basic" } },
    h: { apiKeySecurityScheme: { location: "header", name: "X-API-Key" } },
    q: { apiKeySecurityScheme: { location: "query", name: "api_key" } },
  };
  const cases: [object, Partial<Seen>][] = [
    [{ bearer: "mF_9.B5f-4.1JqM" }, { authorization: "Bearer mF_9.B5f-4.1JqM" }],
    [{ basic: "Aladdin:open sesame" }, { authorization: "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==" }],
    [{ apiKey: ["x-api-key=k 1"] }, { apiKey: "k 1" }],
    [{ apiKey: ["api_key=k&1"] }, { url: "/a2a?api_key=k%261" }],
  ];
  for (const [raw, expected] of cases) {
    const agent = await recording(v10);
    await runDoctor(doctorOptions(agent.cardUrl, { ...raw, timeout: "5" }, {}));
    assert.equal(agent.seen.length, 1, JSON.stringify(raw));
    for (const [k, v] of Object.entries(expected)) assert.equal(agent.seen[0]?.[k as keyof Seen], v, JSON.stringify(raw));
  }
  // A v0.3 card's schemes (a2a.json: type, in, name) take the same flags.
  const v03 = await recording({ k: { type: "apiKey", in: "header", name: "X-API-Key" } }, true);
  await runDoctor(doctorOptions(v03.cardUrl, { apiKey: ["k=v03-key"], timeout: "5" }, {}));
  assert.equal(v03.seen[0]?.apiKey, "v03-key");
});

test("an agent that echoes the credential back: the report holds it nowhere", async () => {
  const token = "echoed-token-7c1d9e";
  const agent = await recording({ b: { httpAuthSecurityScheme: { scheme: "Bearer" } } }, false, token);
  const report = await runDoctor(doctorOptions(agent.cardUrl, { bearer: token, timeout: "5" }, {}));
  assert.equal(report.failure?.diagnosis, "unauthenticated");
  assert.equal(JSON.stringify(report).includes(token), false);
  assert.match(report.failure?.saw ?? "", /refused \(redacted\)/);
});
