// Signed cards (A2A v1.0 §8.4): the payload is RFC 8785 JCS of the card without `signatures`, its unset
// values left out; the signature a detached JWS (RFC 7515 Appendix F). Our signer (server signCard) and
// verifier (client verifyCardSignatures) against each other and against @a2a-js/sdk 1.3.0's, a card
// changed after signing refused with the signature named, hostile signatures answered, never thrown.

import assert from "node:assert/strict";
import { generateKeyPairSync } from "node:crypto";
import { describe, test } from "node:test";
import { generateAgentCardSignature, verifyAgentCardSignature } from "@a2a-js/sdk";
import { verifyCardSignatures } from "@a2a-bindgen/client";
import { cardSigningPayload } from "@a2a-bindgen/kit/card-signature";
import { signCard } from "@a2a-bindgen/server";
import { base64url, exportJWK } from "jose";

const card = {
  name: "signed",
  description: "a signed agent",
  version: "1.0.0",
  supportedInterfaces: [{ url: "http://127.0.0.1:1/a2a", protocolBinding: "JSONRPC", protocolVersion: "1.0" }],
  capabilities: { streaming: true },
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "s", name: "s", description: "d", tags: ["t"] }],
};

const ec = generateKeyPairSync("ec", { namedCurve: "P-256" });
const other = generateKeyPairSync("ec", { namedCurve: "P-256" });
const publicJwk = async (kid: string, key = ec.publicKey) => ({ ...(await exportJWK(key)), kid, alg: "ES256" });
const signer = { key: ec.privateKey, protectedHeader: { alg: "ES256", kid: "k1" } };

describe("the signed content (kit cardSigningPayload)", () => {
  test("RFC 8785 §3.2.3: members sorted by UTF-16 code units", () => {
    const r = cardSigningPayload({
      "\u20ac": "Euro Sign",
      "\r": "Carriage Return",
      "\ufb33": "Hebrew",
      "1": "One",
      "\ud83d\ude00": "Emoji",
      "\u0080": "Control",
      "\u00f6": "o",
    });
    assert.deepEqual(r, {
      ok: true,
      payload: '{"\\r":"Carriage Return","1":"One","\u0080":"Control","\u00f6":"o","\u20ac":"Euro Sign","\ud83d\ude00":"Emoji","\ufb33":"Hebrew"}',
    });
  });

  test("RFC 8785 §3.2.2: numbers in ECMAScript form, strings escaped minimally", () => {
    const r = cardSigningPayload(
      JSON.parse(
        '{"numbers":[333333333.33333329,1E30,4.50,2e-3,0.000000000000000000000000001],"string":"\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/","literals":[true,false]}',
      ),
    );
    assert.deepEqual(r, {
      ok: true,
      payload: '{"literals":[true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    });
  });

  test('signatures are left out; null, "", [] and {} are unset and left out; false and 0 stay', () => {
    const r = cardSigningPayload({
      b: false,
      a: 0,
      signatures: [{ protected: "x", signature: "y" }],
      e: "",
      n: null,
      l: [],
      o: { x: [], y: {} },
      k: [["", null]],
    });
    assert.deepEqual(r, { ok: true, payload: '{"a":0,"b":false}' });
  });

  test("hostile cards: not an object, nested past 64 levels, a lone surrogate, __proto__ — an answer, never a throw", () => {
    let deep: unknown = "x";
    for (let i = 0; i < 100_000; i++) deep = { d: deep };
    for (const [value, why] of [
      [null, /not a JSON object/],
      [[1], /not a JSON object/],
      [deep, /nested deeper than 64/],
      [{ s: "\ud800" }, /Lone surrogate/],
    ] as const) {
      const r = cardSigningPayload(value);
      assert.equal(r.ok, false);
      assert.match((r as { why: string }).why, why);
    }
    assert.deepEqual(cardSigningPayload(JSON.parse('{"__proto__":{"polluted":1},"a":"b"}')), { ok: true, payload: '{"__proto__":{"polluted":1},"a":"b"}' });
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });
});

describe("signCard → verifyCardSignatures", () => {
  test("a card signed with the trusted key verifies: its index, kid and alg named", async () => {
    const signed = await signCard(card as never, signer);
    const sigs = (signed as unknown as { signatures: { protected: string }[] }).signatures;
    assert.equal(sigs.length, 1);
    assert.deepEqual(JSON.parse(new TextDecoder().decode(base64url.decode(sigs[0].protected))), { alg: "ES256", kid: "k1", typ: "JOSE" });
    assert.deepEqual(await verifyCardSignatures(signed, { keys: [await publicJwk("k1")] }), { ok: true, index: 0, kid: "k1", alg: "ES256" });
  });

  test("a card changed after signing is refused, naming the signature and why", async () => {
    const signed = await signCard(card as never, signer);
    const changed = { ...signed, supportedInterfaces: [{ url: "http://127.0.0.1:2/evil", protocolBinding: "JSONRPC", protocolVersion: "1.0" }] };
    const r = await verifyCardSignatures(changed, { keys: [await publicJwk("k1")] });
    assert.equal(r.ok, false);
    assert.match((r as { refusals: string[] }).refusals[0], /^signatures\[0\]: kid "k1", ES256: the signature does not verify over the card/);
  });

  test("a key the caller does not trust, or another key under the trusted kid: refused", async () => {
    const signed = await signCard(card as never, signer);
    const r1 = await verifyCardSignatures(signed, { keys: [await publicJwk("k2")] });
    assert.deepEqual(r1, { ok: false, refusals: ['signatures[0]: kid "k1", ES256: no trusted key has this kid and algorithm'] });
    const r2 = await verifyCardSignatures(signed, { keys: [await publicJwk("k1", other.publicKey)] });
    assert.equal(r2.ok, false);
  });

  test("a signature carrying its own key (jwk, jku) under the trusted kid: the caller's key decides, refused", async () => {
    const attacker = {
      key: other.privateKey,
      protectedHeader: { alg: "ES256", kid: "k1", jwk: await exportJWK(other.publicKey), jku: "https://127.0.0.1:9/jwks" },
    };
    const forged = await signCard(card as never, attacker as never);
    const r = await verifyCardSignatures(forged, { keys: [await publicJwk("k1")] });
    assert.equal(r.ok, false);
    assert.match((r as { refusals: string[] }).refusals[0], /the signature does not verify over the card/);
  });

  test("one valid signature among bad ones is enough; an unsigned card is refused", async () => {
    const signed = await signCard(card as never, signer);
    const good = (signed as unknown as { signatures: unknown[] }).signatures[0];
    const mixed = { ...card, signatures: ["junk", { protected: "e30", signature: "AA" }, good] };
    assert.deepEqual(await verifyCardSignatures(mixed, { keys: [await publicJwk("k1")] }), { ok: true, index: 2, kid: "k1", alg: "ES256" });
    const r = await verifyCardSignatures(card, { keys: [await publicJwk("k1")] });
    assert.equal(r.ok, false);
    assert.match((r as { refusals: string[] }).refusals[0], /carries no signatures/);
  });

  test("alg none and HMAC are refused whatever the keys say, on both sides", async () => {
    await assert.rejects(signCard(card as never, { key: ec.privateKey, protectedHeader: { alg: "none", kid: "k" } }), /"none" signs nothing/);
    await assert.rejects(signCard(card as never, { key: ec.privateKey, protectedHeader: { alg: "HS256", kid: "k" } }), /HMAC/);
    await assert.rejects(signCard(card as never, { key: ec.privateKey, protectedHeader: { alg: "ES256" } as never }), /kid is required/);
    const payload = cardSigningPayload(card);
    assert.ok(payload.ok);
    const none = { protected: base64url.encode(JSON.stringify({ alg: "none", kid: "k1" })), signature: "AA" };
    const hs = { protected: base64url.encode(JSON.stringify({ alg: "HS256", kid: "k1" })), signature: "AA" };
    const r = await verifyCardSignatures({ ...card, signatures: [none, hs] }, { keys: [await publicJwk("k1")] });
    assert.deepEqual(r, {
      ok: false,
      refusals: [
        'signatures[0]: kid "k1": algorithm "none" is not accepted (ES256, ES384, ES512, EdDSA, Ed25519, RS256, RS384, RS512, PS256, PS384, PS512)',
        'signatures[1]: kid "k1": algorithm "HS256" is not accepted (ES256, ES384, ES512, EdDSA, Ed25519, RS256, RS384, RS512, PS256, PS384, PS512)',
      ],
    });
    await assert.rejects(verifyCardSignatures(card, { keys: [], algorithms: ["HS256"] }), /no HMAC/);
    await assert.rejects(verifyCardSignatures(card, { keys: [{ kty: "oct", k: "AAAA" }] }), /private or symmetric/);
  });

  test("hostile signatures: huge, malformed, __proto__, many — each answered, never thrown", async () => {
    const keys = { keys: [await publicJwk("k1")] };
    const hostile = [
      null,
      42,
      [],
      { protected: "x".repeat(100_000), signature: "AA" },
      { protected: "!!!", signature: "AA" },
      { protected: base64url.encode("[1]"), signature: "AA" },
      { protected: base64url.encode(JSON.stringify({ alg: "ES256", kid: "k1" })), signature: "not base64 !" },
      JSON.parse('{"__proto__":{"alg":"ES256"},"protected":"e30","signature":"AA"}'),
      { protected: base64url.encode(JSON.stringify({ alg: "ES256", kid: "k1", crit: ["zzz"], zzz: 1 })), signature: "AA" },
      { protected: "e30", signature: "AA", header: "not an object" },
    ];
    const r = await verifyCardSignatures({ ...card, signatures: hostile }, keys);
    assert.equal(r.ok, false);
    const refusals = (r as { refusals: string[] }).refusals;
    assert.equal(refusals.length, hostile.length);
    assert.deepEqual(refusals.slice(0, 4), [
      "signatures[0]: not an object",
      "signatures[1]: not an object",
      "signatures[2]: not an object",
      "signatures[3]: a part longer than 8192 characters",
    ]);
    const many = await verifyCardSignatures({ ...card, signatures: Array.from({ length: 1000 }, () => "x") }, keys);
    assert.equal((many as { refusals: string[] }).refusals.length, 17);
    assert.match((many as { refusals: string[] }).refusals[16], /984 more signatures not read/);
    for (const value of [undefined, "card", { signatures: "x" }, { signatures: {} }]) assert.equal((await verifyCardSignatures(value, keys)).ok, false);
  });
});

describe("with @a2a-js/sdk 1.3.0 (the same canonical form both ways)", () => {
  test("a card @a2a-js signs verifies here; one signed here verifies there", async () => {
    const jwk = await publicJwk("k1");
    const theirs = await generateAgentCardSignature(ec.privateKey as never, { alg: "ES256", kid: "k1", typ: "JOSE" })(card as never);
    assert.deepEqual(await verifyCardSignatures(theirs, { keys: [jwk] }), { ok: true, index: 0, kid: "k1", alg: "ES256" });
    const ours = await signCard(card as never, signer);
    await verifyAgentCardSignature(async () => ec.publicKey as never)(ours as never);
    const changed = { ...ours, name: "changed" };
    await assert.rejects(verifyAgentCardSignature(async () => ec.publicKey as never)(changed as never), /No valid signatures/);
  });
});
