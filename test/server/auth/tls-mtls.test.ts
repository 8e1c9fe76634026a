// Server TLS and mutual TLS with certificates made at test time (test/support/tls.ts): the gRPC server
// (startGrpcServer's `tls`) and the node adapter behind node:https. The mutualTLS scheme's credential is
// the client certificate the TLS layer verified; the verifier maps its subject to the principal. A client
// without a certificate: the handshake fails when certificates are required, UNAUTHENTICATED / 401 with
// the MutualTLS challenge when only requested; a certificate from another CA is never taken as a credential.

import { assertNothingRefused } from "../../e2e/security/support/guard.ts";
import assert from "node:assert/strict";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { after, afterEach, before, describe, test } from "node:test";
import { Code, ConnectError, createClient } from "@connectrpc/connect";
import { createGrpcTransport } from "@connectrpc/connect-node";
import { A2AService } from "@a2a-bindgen/a2a/es/v1_0";
import { serviceParameters } from "@a2a-bindgen/a2a/protocol";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { type Agent, type Credential, type ServerOptions, createA2AServer } from "@a2a-bindgen/server";
import { type GrpcServer, startGrpcServer } from "@a2a-bindgen/server/grpc";
import { nodeListener } from "@a2a-bindgen/server/node";
import { type TestPki, createTestPki } from "../../support/tls.ts";

const T = { timeout: 20_000 };
let pki: TestPki;

const card = {
  name: "mtls",
  description: "mutual TLS",
  version: "1.0.0",
  capabilities: {},
  securitySchemes: { mtls: { mtlsSecurityScheme: {} } },
  securityRequirements: [{ schemes: { mtls: { list: [] } } }],
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "who", name: "who", description: "who am I", tags: ["who"] }],
} as types.AgentCard;

const agent: Agent = {
  SendMessage: (_r, context) => ({ message: { messageId: "r", role: "ROLE_AGENT", parts: [{ text: `${context.principal?.subject ?? "-"}` }] } }),
};

/** The verifier: the certificate's CN, when its issuer is the test CA (the TLS layer checked the chain). */
const auth: ServerOptions["auth"] = {
  verifiers: {
    mtls: (c: Credential) => {
      if (c.kind !== "certificate") return null;
      const cn = /^CN=(.*)$/m.exec(c.certificate.subject)?.[1];
      return cn === undefined ? null : { subject: cn, claims: { fingerprint256: c.certificate.fingerprint256 } };
    },
  },
  warn: () => {},
};

before(() => {
  pki = createTestPki({ clientName: "agent-7" });
});
after(() => pki.dispose());
afterEach(() => assertNothingRefused());

const request = { message: { messageId: "m1", role: 1, parts: [{ content: { case: "text" as const, value: "hi" } }] } };

describe("gRPC over TLS", () => {
  let required: GrpcServer;
  let requested: GrpcServer;
  before(async () => {
    const tls = { key: pki.server.key, cert: pki.server.cert, ca: pki.ca };
    required = await startGrpcServer({ agent, card, auth, onError: () => {}, tls: { ...tls, clientCertificate: "require" } });
    requested = await startGrpcServer({ agent, card, auth, onError: () => {}, tls: { ...tls, clientCertificate: "request" } });
  });
  after(async () => {
    await required.close();
    await requested.close();
  });

  function client(server: GrpcServer, options: { cert?: string; key?: string; ca?: string } = {}) {
    const transport = createGrpcTransport({
      baseUrl: `https://127.0.0.1:${server.port}`,
      nodeOptions: { ca: options.ca ?? pki.ca, ...(options.cert === undefined ? {} : { cert: options.cert, key: options.key }) },
    });
    return createClient(A2AService, transport);
  }
  // The version metadata, from the protocol facts (v1.0's service reads it; absent means 0.3).
  const call = (c: ReturnType<typeof client>) => c.sendMessage(request as never, { timeoutMs: 5_000, headers: { [serviceParameters.version.headers]: "1.0" } });
  const textOf = (r: any) => r.payload.value.parts[0].content.value;

  test("mutual TLS: the client certificate is the mutualTLS credential; its CN reaches the handler", T, async () => {
    assert.equal(textOf(await call(client(required, pki.client))), "agent-7");
    assert.equal(textOf(await call(client(requested, pki.client))), "agent-7");
  });

  test("certificates required: a client without one fails the handshake, no call is made", T, async () => {
    // TLS 1.3 certificate_required alert (RFC 8446 §6.2, alert 116), surfaced by connect-node as INTERNAL.
    await assert.rejects(call(client(required)), (e: unknown) => e instanceof ConnectError && /certificate required/.test(e.message));
  });

  test("certificates requested: without one, or with one of another CA, the call is UNAUTHENTICATED", T, async () => {
    await assert.rejects(call(client(requested)), (e: unknown) => e instanceof ConnectError && e.code === Code.Unauthenticated);
    await assert.rejects(call(client(requested, pki.rogueClient)), (e: unknown) => e instanceof ConnectError && e.code === Code.Unauthenticated);
  });

  test("a client that does not trust the CA refuses the server", T, async () => {
    await assert.rejects(
      call(client(required, { ...pki.client, ca: pki.rogueCa })),
      (e: unknown) => e instanceof ConnectError && /self-signed certificate in certificate chain/.test(e.message),
    );
  });

  test("tls options are checked: certificates asked for without a CA", T, async () => {
    await assert.rejects(
      startGrpcServer({ agent, card, auth, tls: { key: pki.server.key, cert: pki.server.cert, clientCertificate: "require" } }),
      /tls\.ca: give the CAs/,
    );
  });
});

describe("HTTPS with the node adapter (requestCert)", () => {
  let server: https.Server;
  let port: number;
  before(async () => {
    // requestCert without rejectUnauthorized: a client without a (valid) certificate reaches the server, whose requirements answer it.
    let handler: https.RequestListener = (_q, s) => s.writeHead(503).end();
    server = https.createServer({ key: pki.server.key, cert: pki.server.cert, ca: pki.ca, requestCert: true, rejectUnauthorized: false }, (q, s) =>
      handler(q, s),
    );
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
    // The card names the address bound (the server checks its card when built).
    handler = nodeListener(createA2AServer({ agent, card, auth, onError: () => {}, publicUrl: `https://127.0.0.1:${port}` }));
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  function post(client?: { cert: string; key: string }): Promise<{ status: number; headers: Record<string, unknown>; body: any }> {
    return new Promise((resolve, reject) => {
      const body = JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "SendMessage",
        params: { message: { messageId: "m", role: "ROLE_USER", parts: [{ text: "hi" }] } },
      });
      const req = https.request(
        {
          host: "127.0.0.1",
          port,
          path: "/",
          method: "POST",
          ca: pki.ca,
          agent: false,
          timeout: 5_000,
          headers: { "content-type": "application/json", "a2a-version": "1.0" },
          ...client,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) }));
        },
      );
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", reject);
      req.end(body);
    });
  }

  test("a verified client certificate: served as its CN", T, async () => {
    const r = await post(pki.client);
    assert.equal(r.status, 200);
    assert.equal(r.body.result.message.parts[0].text, "agent-7");
  });

  test("no certificate, or one of another CA: 401 with the MutualTLS challenge", T, async () => {
    for (const client of [undefined, pki.rogueClient]) {
      const r = await post(client);
      assert.equal(r.status, 401);
      assert.equal(r.headers["www-authenticate"], 'MutualTLS realm="mtls"');
      assert.equal(r.body.error.code, -32098);
    }
  });
});
