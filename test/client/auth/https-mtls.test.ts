// Mutual TLS over HTTP: the client takes no TLS options of its own; the caller gives connect() a fetch
// that speaks TLS with its certificate (here a small fetch over node:https with ca, cert and key; undici's
// Agent({ connect: { ca, cert, key } }) as a dispatcher does the same). Our server behind node:https with
// requestCert and a mutualTLS scheme in the card: the certificate issued by the CA is the credential, the
// call goes through; without it the call is refused 401, an `auth` failure.

import assert from "node:assert/strict";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { after, before, describe, test } from "node:test";
import { connect, TransportError } from "@a2a-bindgen/client";
import { createA2AServer, createEchoAgent } from "@a2a-bindgen/server";
import { nodeListener } from "@a2a-bindgen/server/node";
import { createTestPki, type TestPki } from "../../support/tls.js";

/** A fetch over node:https with these TLS options (request and response bodies buffered; enough for unary calls). */
function tlsFetch(tls: https.RequestOptions): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(String(input));
      const headers: Record<string, string> = {};
      new Headers(init?.headers).forEach((v, k) => {
        headers[k] = v;
      });
      const req = https.request(url, { ...tls, method: init?.method ?? "GET", headers, signal: init?.signal ?? undefined }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === "string") h.set(k, v);
          const status = res.statusCode ?? 500;
          resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: h }));
        });
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(typeof init?.body === "string" ? init.body : undefined);
    });
}

let pki: TestPki;
let server: https.Server;
let url: string;

before(async () => {
  pki = createTestPki();
  let handler: (q: never, s: never) => void = () => {};
  server = https.createServer({ key: pki.server.key, cert: pki.server.cert, ca: pki.ca, requestCert: true, rejectUnauthorized: false }, (q, s) =>
    handler(q as never, s as never),
  );
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const card = {
    name: "mtls",
    description: "an echo agent behind mutual TLS",
    version: "1.0.0",
    capabilities: {},
    defaultInputModes: ["text/plain"],
    defaultOutputModes: ["text/plain"],
    skills: [{ id: "echo", name: "echo", description: "echoes", tags: ["echo"] }],
    securitySchemes: { mtls: { mtlsSecurityScheme: {} } },
    securityRequirements: [{ schemes: { mtls: { list: [] } } }],
  };
  const verifiers = {
    mtls: (c: { kind: string; certificate?: { subject: string } }) => (c.kind === "certificate" ? { subject: c.certificate?.subject ?? "" } : null),
  };
  handler = nodeListener(
    createA2AServer({
      agent: createEchoAgent(),
      card: card as never,
      basePath: "/a2a",
      publicUrl: `${url}/a2a`,
      auth: { verifiers: verifiers as never, warn: () => {} },
    }),
  ) as never;
});

after(async () => {
  server?.closeAllConnections();
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  pki?.dispose();
});

const send = { message: { messageId: "m1", role: "ROLE_USER", parts: [{ text: "hi" }] } } as never;

describe("mutual TLS over HTTP through the caller's fetch", () => {
  test("with the client certificate: the call goes through", async () => {
    const fetch = tlsFetch({ ca: pki.ca, cert: pki.client.cert, key: pki.client.key });
    const client = await connect(url, { fetch, credentials: { mtls: true }, bindings: ["JSONRPC"], timeoutMs: 5000 });
    const r = (await client.unary("SendMessage", send)) as { task?: unknown; message?: unknown };
    assert.ok(r.task !== undefined || r.message !== undefined);
  });

  test("without it, or with one from another CA: 401, an auth failure naming the MutualTLS challenge", async () => {
    for (const tls of [{ ca: pki.ca }, { ca: pki.ca, cert: pki.rogueClient.cert, key: pki.rogueClient.key }]) {
      const client = await connect(url, { fetch: tlsFetch(tls), credentials: { mtls: true }, bindings: ["JSONRPC"], timeoutMs: 5000 });
      const e = await client.unary("SendMessage", send).catch((x) => x);
      assert.ok(e instanceof TransportError, String(e));
      assert.deepEqual([e.failure, e.status], ["auth", 401]);
      assert.equal(e.challenges[0]?.scheme, "MutualTLS");
    }
  });
});
