// The packed packages. A signed card served by our server and checked by connect({ cardKeys }) and by the doctor's --card-keys:
// the card the server signed is accepted (the call goes through), a card changed after signing is refused
// before any call (a `signature` failure, the doctor's cardSignature at step 1), and the hybrid card a
// request without a version gets carries no signature that does not cover it.

import assert from "node:assert/strict";
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { exportJWK } from "jose";
import { doctorJson } from "../doctor/harness.js";
import { packed } from "../../e2e/security/support/packed.ts";
import { bareCard } from "../../support/cards.js";

// The packages as an app installs them (npm pack of the built workspaces); the doctor is the CLI's.
const { connect, TransportError } = await packed("@a2a-bindgen/client");
const { createA2AServer, createEchoAgent, filledCard, signCard } = await packed("@a2a-bindgen/server");
const { nodeListener } = await packed("@a2a-bindgen/server/node");

const CARD_PATH = "/.well-known/agent-card.json";
const key = generateKeyPairSync("ec", { namedCurve: "P-256" });
const stranger = generateKeyPairSync("ec", { namedCurve: "P-256" });

const base = bareCard("signed", "a signed echo agent");

interface Running {
  url: string;
  close(): Promise<void>;
}

/** Our server on 127.0.0.1:0 serving `card(publicUrl)` (signed by the test). */
async function serve(make: (publicUrl: string) => Promise<Record<string, unknown>>): Promise<Running> {
  let handler: http.RequestListener = (_q, s) => s.writeHead(503).end();
  const server = http.createServer((q, s) => handler(q, s));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const card = await make(`${url}/a2a`);
  handler = nodeListener(createA2AServer({ agent: createEchoAgent(), card: card as never, basePath: "/a2a", publicUrl: `${url}/a2a` }));
  return {
    url,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

let good: Running;
let changed: Running;
let dir: string;
let keysFile: string;
let strangerFile: string;
const jwk = async (k = key.publicKey) => ({ ...(await exportJWK(k)), kid: "card-1", alg: "ES256" });

before(async () => {
  const signer = { key: key.privateKey, protectedHeader: { alg: "ES256", kid: "card-1" } };
  // The card as served: interfaces filled from publicUrl first, so that they are signed too.
  good = await serve(async (publicUrl) => (await signCard(filledCard(base as never, publicUrl, ["1.0", "0.3"]), signer)) as never);
  changed = await serve(async (publicUrl) => {
    const signed = (await signCard(filledCard(base as never, publicUrl, ["1.0", "0.3"]), signer)) as unknown as Record<string, unknown>;
    return { ...signed, description: "changed after signing" };
  });
  dir = mkdtempSync(join(tmpdir(), "a2a-card-keys-"));
  keysFile = join(dir, "keys.json");
  strangerFile = join(dir, "stranger.json");
  writeFileSync(keysFile, JSON.stringify({ keys: [await jwk()] }));
  writeFileSync(strangerFile, JSON.stringify({ keys: [await jwk(stranger.publicKey)] }));
});

after(async () => {
  await Promise.all([good?.close(), changed?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

const send = { message: { messageId: "m1", role: "ROLE_USER", parts: [{ text: "hi" }] } } as never;

describe("connect({ cardKeys })", () => {
  test("the card our server signed verifies, and the call goes through", async () => {
    const client = await connect(good.url, { cardKeys: { keys: [await jwk()] }, timeoutMs: 5000 });
    const r = (await client.unary("SendMessage", send)) as { task?: unknown; message?: unknown };
    assert.ok(r.task !== undefined || r.message !== undefined);
  });

  test("a card changed after signing: a signature failure naming the signature, nothing called", async () => {
    const e = await connect(changed.url, { cardKeys: { keys: [await jwk()] }, timeoutMs: 5000 }).catch((x) => x);
    assert.ok(e instanceof TransportError);
    assert.equal(e.failure, "signature");
    assert.match(e.seen, /signatures\[0\]: kid "card-1", ES256: the signature does not verify over the card/);
  });

  test("a key the caller does not trust: refused; without cardKeys the same card is used as before (opt-in)", async () => {
    const e = await connect(good.url, { cardKeys: { keys: [{ ...(await jwk(stranger.publicKey)), kid: "other" }] }, timeoutMs: 5000 }).catch((x) => x);
    assert.equal(e.failure, "signature");
    assert.match(e.seen, /no trusted key has this kid/);
    await connect(changed.url, { timeoutMs: 5000 });
  });

  test("the card asked without a version (the hybrid v0.3 form) carries no signature it does not cover", async () => {
    const res = await fetch(`${good.url}${CARD_PATH}`, { signal: AbortSignal.timeout(5000) });
    const hybrid = (await res.json()) as Record<string, unknown>;
    assert.equal(typeof hybrid.url, "string");
    assert.equal(Object.hasOwn(hybrid, "signatures"), false);
  });
});

test("bad cardKeys (not a JWK Set, a private key, HMAC allowed): a TypeError before anything is sent", async () => {
  for (const cardKeys of [{ keys: "x" }, { keys: [{ kty: "EC", d: "secret" }] }, { keys: [], algorithms: ["HS256"] }, null]) {
    await assert.rejects(connect("http://127.0.0.1:9/", { cardKeys: cardKeys as never }), TypeError);
  }
});

describe("the doctor's --card-keys", () => {
  test("a card that verifies: step 1 passes and the note names the signature", async () => {
    const { run, report } = await doctorJson([`${good.url}${CARD_PATH}`, "--card-keys", keysFile]);
    assert.equal(report.steps[0].status, "pass", run.stdout);
    assert.ok(report.notes.includes('card: signatures[0] verifies (ES256, kid "card-1")'), report.notes.join("\n"));
  });

  test("a changed card, or a key not trusted: step 1 fails with cardSignature, exit 1", async () => {
    for (const [url, file, why] of [
      [changed.url, keysFile, /the signature does not verify over the card/],
      [good.url, strangerFile, /the signature does not verify over the card/],
    ] as const) {
      const { run, report } = await doctorJson([`${url}${CARD_PATH}`, "--card-keys", file]);
      assert.equal(run.code, 1);
      assert.equal(report.failure?.diagnosis, "cardSignature");
      assert.equal(report.failure?.step, 1);
      assert.match(report.failure?.saw ?? "", why);
    }
  });

  test("a keys file that is not a JWK Set: a usage error (exit 2)", async () => {
    const bad = join(dir, "bad.json");
    writeFileSync(bad, '{"keys": "no"}');
    const { doctor } = await import("../doctor/harness.js");
    const run = await doctor([`${good.url}${CARD_PATH}`, "--card-keys", bad]);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /--card-keys .*expected a JWK Set/);
  });
});
