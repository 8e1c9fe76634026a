// The test PKI (test/support/tls.ts) does what the TLS tests rely on: a TLS server with its server
// certificate, requiring client certificates issued by its CA, completes a handshake with `client`,
// refuses `rogueClient` and a client without a certificate, and is verified by a client trusting `ca`
// for 127.0.0.1 (RFC 6125 §6.2.1: an IP reference identity matches an iPAddress subjectAltName).

import assert from "node:assert/strict";
import { X509Certificate } from "node:crypto";
import { after, before, test } from "node:test";
import tls from "node:tls";
import { type TestPki, createTestPki } from "../../support/tls.ts";

let pki: TestPki;
let server: tls.Server;
let port: number;

before(async () => {
  pki = createTestPki({ clientName: "agent-7" });
  server = tls.createServer({ key: pki.server.key, cert: pki.server.cert, ca: pki.ca, requestCert: true, rejectUnauthorized: true }, (socket) => {
    socket.end(`${socket.getPeerX509Certificate()?.subject ?? "none"}\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});

after(async () => {
  await new Promise((resolve) => server.close(resolve));
  pki.dispose();
});

/** Connects with `options`; the text the server wrote, or the error. */
function connect(options: tls.ConnectionOptions): Promise<string | Error> {
  return new Promise((resolve) => {
    let text = "";
    const socket = tls.connect({ host: "127.0.0.1", port, ca: pki.ca, timeout: 5000, ...options });
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      text += chunk;
    });
    socket.on("end", () => resolve(text));
    socket.on("error", (error) => resolve(error));
    socket.on("timeout", () => socket.destroy(new Error("timeout")));
  });
}

test("the CA-issued client certificate is accepted and its subject reaches the server", async () => {
  const text = await connect({ key: pki.client.key, cert: pki.client.cert });
  assert.equal(text, "O=a2a-bindgen tests\nCN=agent-7\n");
});

test("a client certificate from another CA is refused", async () => {
  const result = await connect({ key: pki.rogueClient.key, cert: pki.rogueClient.cert });
  assert.ok(result instanceof Error || result === "", `handshake must fail, got ${String(result)}`);
});

test("a client without a certificate is refused", async () => {
  const result = await connect({});
  assert.ok(result instanceof Error || result === "", `handshake must fail, got ${String(result)}`);
});

test("a client not trusting the CA refuses the server", async () => {
  const result = await connect({ ca: pki.rogueCa, key: pki.client.key, cert: pki.client.cert });
  assert.ok(result instanceof Error);
  // The server sends its chain with the CA in it (the CA was in its `ca`), so the untrusted root is named.
  assert.match(String((result as NodeJS.ErrnoException).code), /^(SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_VERIFY_LEAF_SIGNATURE)$/);
});

test("the certificates carry the extensions RFC 5280 asks of a CA and its leaves", () => {
  const ca = new X509Certificate(pki.ca);
  const serverCert = new X509Certificate(pki.server.cert);
  const client = new X509Certificate(pki.client.cert);
  assert.equal(ca.ca, true);
  assert.equal(serverCert.ca, false);
  assert.equal(serverCert.checkIssued(ca), true);
  assert.equal(client.checkIssued(ca), true);
  assert.equal(new X509Certificate(pki.rogueClient.cert).checkIssued(ca), false);
  assert.equal(serverCert.checkIP("127.0.0.1"), "127.0.0.1");
  assert.equal(serverCert.checkHost("localhost"), "localhost");
  assert.deepEqual(client.keyUsage, ["1.3.6.1.5.5.7.3.2"]);
  assert.deepEqual(serverCert.keyUsage, ["1.3.6.1.5.5.7.3.1"]);
});
