// The gRPC client over TLS and mutual TLS (grpcFactory({ tls })) against our gRPC server with TLS
// (startGrpcServer's tls), with test certificates made by openssl at test time (test/support/tls.ts):
// the server's certificate verified against the CA given, a client certificate presented for mutual TLS,
// refusals when the roots or the client certificate do not fit; and, through connect(), a bearer
// credential as metadata and UNAUTHENTICATED without it as an `auth` failure.

import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, test } from "node:test";
import { connect, TransportError } from "@a2a-bindgen/client";
import { grpcFactory, grpcTransport } from "@a2a-bindgen/client/grpc";
import { createEchoAgent } from "@a2a-bindgen/server";
import { type GrpcServer, startGrpcServer } from "@a2a-bindgen/server/grpc";
import { createTestPki, type TestPki } from "../../support/tls.js";

const baseCard = {
  name: "grpc-tls",
  description: "an echo agent over gRPC with TLS",
  version: "1.0.0",
  capabilities: {},
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "echo", name: "echo", description: "echoes", tags: ["echo"] }],
};
const send = { message: { messageId: "m1", role: "ROLE_USER", parts: [{ text: "hi" }] } } as never;
const ok = (r: unknown) => {
  const x = r as { task?: unknown; message?: unknown };
  assert.ok(x.task !== undefined || x.message !== undefined);
};

/** A transport refused before any answer: by the TLS layer (network), or a stream closed without an A2A answer (status); then closed. */
async function refused(t: { unary: (op: string, req: unknown) => Promise<unknown>; close: () => void }): Promise<void> {
  try {
    const e = await t.unary("SendMessage", send).catch((x) => x);
    assert.ok(e instanceof TransportError, String(e));
    assert.ok(e.failure === "network" || e.failure === "status", e.message);
  } finally {
    t.close();
  }
}

/** The client's SendMessage is answered; then its transport is closed. */
async function answered(client: { unary: (op: "SendMessage", req: typeof send) => Promise<unknown>; transport: unknown }): Promise<void> {
  try {
    ok(await client.unary("SendMessage", send));
  } finally {
    (client.transport as { close?: () => void }).close?.();
  }
}

let pki: TestPki;
let tlsServer: GrpcServer;
let mtlsServer: GrpcServer;
let authServer: GrpcServer;
let cardServer: http.Server;
let cardUrl: string;

before(async () => {
  pki = createTestPki();
  const card = { ...baseCard, supportedInterfaces: [{ url: "127.0.0.1:1", protocolBinding: "GRPC", protocolVersion: "1.0" }] };
  tlsServer = await startGrpcServer({ agent: createEchoAgent(), card: card as never, tls: { key: pki.server.key, cert: pki.server.cert } });
  mtlsServer = await startGrpcServer({
    agent: createEchoAgent(),
    card: card as never,
    tls: { key: pki.server.key, cert: pki.server.cert, ca: pki.ca, clientCertificate: "require" },
  });
  const secured = {
    ...card,
    securitySchemes: { bearer: { httpAuthSecurityScheme: { scheme: "Bearer" } }, mtls: { mtlsSecurityScheme: {} } },
    securityRequirements: [{ schemes: { bearer: { list: [] } } }, { schemes: { mtls: { list: [] } } }],
  };
  const verifiers = {
    bearer: (c: { kind: string; token?: string }) => (c.kind === "bearer" && c.token === "good" ? { subject: "alice" } : null),
    mtls: (c: { kind: string; certificate?: { subject: string } }) =>
      c.kind === "certificate" && /CN=a2a-test-client/.test(c.certificate?.subject ?? "") ? { subject: "client-cert" } : null,
  };
  authServer = await startGrpcServer({
    agent: createEchoAgent(),
    card: secured as never,
    auth: { verifiers: verifiers as never, warn: () => {} },
    tls: { key: pki.server.key, cert: pki.server.cert, ca: pki.ca, clientCertificate: "request" },
  });
  // The card on its own HTTP origin, naming the gRPC interface as an https URL (TLS).
  const served = { ...secured, supportedInterfaces: [{ url: `https://${authServer.address}`, protocolBinding: "GRPC", protocolVersion: "1.0" }] };
  cardServer = http.createServer((_q, s) => s.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(served)));
  await new Promise<void>((r) => cardServer.listen(0, "127.0.0.1", r));
  cardUrl = `http://127.0.0.1:${(cardServer.address() as AddressInfo).port}`;
});

after(async () => {
  cardServer?.closeAllConnections();
  await Promise.all([tlsServer?.close(), mtlsServer?.close(), authServer?.close(), new Promise<void>((r) => (cardServer ? cardServer.close(() => r()) : r()))]);
  pki?.dispose();
});

const target = (server: GrpcServer) => ({ url: server.address, protocolVersion: "1.0", tenant: undefined, timeoutMs: 5000 });

describe("TLS", () => {
  test("the server's certificate verified against the CA given: the call goes through", async () => {
    const t = grpcTransport(target(tlsServer), { tls: { ca: pki.ca } });
    try {
      ok(await t.unary("SendMessage", send));
    } finally {
      t.close();
    }
  });

  test("without the CA (Node's roots only), or plain text to a TLS port: a network failure, no answer read", async () => {
    for (const settings of [{ tls: {} }, {}]) {
      await refused(grpcTransport(target(tlsServer), settings));
    }
  });

  test("bad tls options: a TypeError naming the field", () => {
    assert.throws(() => grpcFactory({ tls: { cert: pki.client.cert } }), /give cert and key together/);
    assert.throws(() => grpcFactory({ tls: { ca: [] } }), /tls\.ca must be/);
    assert.throws(() => grpcTransport({ ...target(tlsServer), url: `http://${tlsServer.address}` }, { tls: { ca: pki.ca } }), /is http:\/\/ \(plain text\)/);
  });
});

describe("mutual TLS", () => {
  test("a client certificate issued by the server's CA: the call goes through", async () => {
    const t = grpcTransport(target(mtlsServer), { tls: { ca: pki.ca, cert: pki.client.cert, key: pki.client.key } });
    try {
      ok(await t.unary("SendMessage", send));
    } finally {
      t.close();
    }
  });

  test("no client certificate, or one from another CA: refused in the handshake", async () => {
    for (const tls of [{ ca: pki.ca }, { ca: pki.ca, cert: pki.rogueClient.cert, key: pki.rogueClient.key }]) {
      await refused(grpcTransport(target(mtlsServer), { tls }));
    }
  });
});

describe("connect() over gRPC with the card's requirements", () => {
  test("an API key the card puts in the query cannot travel over gRPC: an auth failure, nothing sent", async () => {
    const t = grpcTransport({ ...target(tlsServer), present: async () => ({ headers: [], query: [["api_key", "k"]] }) }, { tls: { ca: pki.ca } });
    try {
      const e = await t.unary("SendMessage", send).catch((x) => x);
      assert.equal(e.failure, "auth");
      assert.match(e.seen, /^nothing sent: an API key "in" query \(api_key\) cannot travel over gRPC/);
    } finally {
      t.close();
    }
  });

  const grpcOrigin = () => `https://${authServer.address}`;

  test("no credential: UNAUTHENTICATED is an auth failure (gRPC status 16)", async () => {
    const client = await connect(cardUrl, { transports: { grpc: grpcFactory({ tls: { ca: pki.ca } }) }, timeoutMs: 5000 });
    try {
      const e = await client.unary("SendMessage", send).catch((x) => x);
      assert.ok(e instanceof TransportError, String(e));
      assert.deepEqual([e.failure, e.status], ["auth", 16]);
      assert.match(e.message, /\(gRPC status 16\): not authenticated/);
      assert.equal((e.cause as Error | undefined)?.name, "UnauthenticatedError");
    } finally {
      (client.transport as { close?: () => void }).close?.();
    }
  });

  test("the bearer token as metadata, on an origin the caller named in credentialOrigins: accepted", async () => {
    const client = await connect(cardUrl, {
      transports: { grpc: grpcFactory({ tls: { ca: pki.ca } }) },
      credentials: { bearer: "good" },
      credentialOrigins: [grpcOrigin()],
      timeoutMs: 5000,
    });
    await answered(client);
  });

  test("the same token without credentialOrigins (the gRPC port is another origin): not sent, refused", async () => {
    const client = await connect(cardUrl, { transports: { grpc: grpcFactory({ tls: { ca: pki.ca } }) }, credentials: { bearer: "good" }, timeoutMs: 5000 });
    try {
      const e = await client.unary("SendMessage", send).catch((x) => x);
      assert.equal(e.failure, "auth");
    } finally {
      (client.transport as { close?: () => void }).close?.();
    }
  });

  test("mutualTLS: the client certificate satisfies the mtls requirement", async () => {
    const client = await connect(cardUrl, {
      transports: { grpc: grpcFactory({ tls: { ca: pki.ca, cert: pki.client.cert, key: pki.client.key } }) },
      credentials: { mtls: true },
      credentialOrigins: [grpcOrigin()],
      timeoutMs: 5000,
    });
    await answered(client);
  });
});
