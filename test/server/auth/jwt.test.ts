// The packed server's jwtVerifier against the JWT attacks (RFC 8725 §2: alg none, algorithm confusion,
// and the claims of RFC 7519 §4.1): a good RS256 token is accepted with its sub and scopes; "none", an
// HS256 token keyed with the RSA public key, a wrong iss or aud, an expired or not-yet-valid token, a
// kid absent from the JWKS and a tampered signature are refused (null), each for its jose reason; so are a
// token without exp (RFC 9068 §2.2 makes it REQUIRED, §4 says the resource server MUST check it) unless
// allowTokensWithoutExpiry opens that, an iat later than now + clockTolerance, and with maxTokenAge a
// token issued too long ago or without iat. The
// JWKS URL goes through the SSRF guard: a private address (literal or resolved) is refused before any
// connection; loopback only with allowPrivateNetworks. Tokens are made with jose in the test.

import { assertNothingRefused, guard } from "../../e2e/security/support/guard.ts";
import assert from "node:assert/strict";
import { after, afterEach, before, describe, test } from "node:test";
import { type JWK, SignJWT, exportJWK, exportSPKI, generateKeyPair } from "jose";
import type { Credential, Verifier } from "@a2a-bindgen/server";
import { packed } from "../../e2e/security/support/packed.ts";
import { type Listening, listen } from "../../e2e/security/support/server.ts";

const ISS = "https://issuer.example";
const AUD = "https://agent.example/a2a";
let key: CryptoKey;
let jwk: JWK;
let publicPem: string;
let verify: Verifier;
const refusals: string[] = [];

before(async () => {
  const pair = await generateKeyPair("RS256", { extractable: true });
  key = pair.privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  publicPem = await exportSPKI(pair.publicKey);
  const { jwtVerifier } = await packed("@a2a-bindgen/server");
  verify = jwtVerifier({ keys: { keys: [jwk] }, issuer: ISS, audience: AUD, onRefusal: (e) => refusals.push((e as { code?: string }).code ?? e.message) });
});

afterEach(() => assertNothingRefused());

const bearer = (token: string): Credential => ({ kind: "bearer", token });
const context = { scheme: "oauth", declared: { name: "oauth", kind: "oauth2" as const } };

function token(claims: Record<string, unknown> = {}, header: Record<string, unknown> = { alg: "RS256", kid: "k1" }) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub: "alice", scope: "read write", ...claims })
    .setProtectedHeader(header as never)
    .setIssuer((claims.iss as string) ?? ISS)
    .setAudience((claims.aud as string) ?? AUD)
    .setIssuedAt(now)
    .setExpirationTime((claims.exp as number) ?? now + 300)
    .sign(key);
}

/** base64url of JSON (RFC 7515 §2), for the tokens jose refuses to make. */
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");

async function refusedFor(t: string): Promise<string> {
  refusals.length = 0;
  assert.equal(await verify(bearer(t), context), null);
  assert.equal(refusals.length, 1);
  return refusals[0];
}

describe("jwtVerifier with keys", () => {
  test("a good RS256 token: subject from sub, scopes from scope (RFC 9068 §2.2.3), claims", async () => {
    const p = await verify(bearer(await token()), context);
    assert.equal(p?.subject, "alice");
    assert.deepEqual(p?.scopes, ["read", "write"]);
    assert.equal(p?.claims?.iss, ISS);
  });

  test('alg "none" (RFC 8725 §2.1) is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    const t = `${b64({ alg: "none" })}.${b64({ sub: "mallory", iss: ISS, aud: AUD, exp: now + 300 })}.`;
    assert.equal(await refusedFor(t), "ERR_JOSE_ALG_NOT_ALLOWED");
  });

  test("HS256 keyed with the RSA public key (algorithm confusion, RFC 8725 §2.1) is refused", async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ sub: "mallory" })
      .setProtectedHeader({ alg: "HS256", kid: "k1" })
      .setIssuer(ISS)
      .setAudience(AUD)
      .setExpirationTime(now + 300)
      .sign(new TextEncoder().encode(publicPem));
    assert.equal(await refusedFor(forged), "ERR_JOSE_ALG_NOT_ALLOWED");
  });

  test("a wrong issuer, a wrong audience (RFC 7519 §4.1.1, §4.1.3) are refused", async () => {
    assert.equal(await refusedFor(await token({ iss: "https://evil.example" })), "ERR_JWT_CLAIM_VALIDATION_FAILED");
    assert.equal(await refusedFor(await token({ aud: "https://other.example" })), "ERR_JWT_CLAIM_VALIDATION_FAILED");
  });

  test("expired past the 30 s tolerance, not yet valid (RFC 7519 §4.1.4, §4.1.5) are refused; inside the tolerance accepted", async () => {
    const now = Math.floor(Date.now() / 1000);
    assert.equal(await refusedFor(await token({ exp: now - 120 })), "ERR_JWT_EXPIRED");
    assert.equal(await refusedFor(await token({ nbf: now + 600 })), "ERR_JWT_CLAIM_VALIDATION_FAILED");
    assert.equal((await verify(bearer(await token({ exp: now - 10 })), context))?.subject, "alice");
  });

  test("a kid absent from the JWKS finds no key; a tampered payload fails the signature", async () => {
    assert.equal(await refusedFor(await token({}, { alg: "RS256", kid: "k2" })), "ERR_JWKS_NO_MATCHING_KEY");
    const [h, , s] = (await token()).split(".");
    assert.equal(
      await refusedFor(`${h}.${b64({ sub: "root", iss: ISS, aud: AUD, exp: Math.floor(Date.now() / 1000) + 300 })}.${s}`),
      "ERR_JWS_SIGNATURE_VERIFICATION_FAILED",
    );
  });

  test("a token without sub, and a credential that is not a bearer token, prove nothing", async () => {
    assert.equal(await verify(bearer(await token({ sub: undefined })), context), null);
    assert.equal(await verify({ kind: "apiKey", key: await token() }, context), null);
  });

  test("construction refuses none and HMAC in the allow-list, both or neither key source, an http JWKS URL", async () => {
    const { jwtVerifier } = await packed("@a2a-bindgen/server");
    const base = { issuer: ISS, audience: AUD };
    assert.throws(() => jwtVerifier({ ...base, keys: { keys: [jwk] }, algorithms: ["none"] }), /"none" is refused/);
    assert.throws(() => jwtVerifier({ ...base, keys: { keys: [jwk] }, algorithms: ["HS256"] }), /"HS256" is refused/);
    assert.throws(() => jwtVerifier({ ...base }), /exactly one of keys and jwksUrl/);
    assert.throws(() => jwtVerifier({ ...base, jwksUrl: "http://issuer.example/jwks" }), /http: is not https/);
  });
});

/** A token signed with the test key carrying exactly `payload` (no claim added). */
const signed = (payload: Record<string, unknown>) => new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid: "k1" }).sign(key);

describe("jwtVerifier: exp required, iat not in the future, maxTokenAge", () => {
  const now = () => Math.floor(Date.now() / 1000);
  /** A verifier with `extra` options and the errors it reports. */
  async function verifierWith(extra: Record<string, unknown>): Promise<{ v: Verifier; errors: Error[] }> {
    const { jwtVerifier } = await packed("@a2a-bindgen/server");
    const errors: Error[] = [];
    return { v: jwtVerifier({ keys: { keys: [jwk] }, issuer: ISS, audience: AUD, onRefusal: (e) => errors.push(e), ...extra }), errors };
  }

  test("a token without exp is refused (RFC 9068 §2.2: exp REQUIRED; §4: the resource server MUST check it)", async () => {
    const t = await signed({ sub: "alice", iss: ISS, aud: AUD, iat: now() });
    assert.equal(await refusedFor(t), "ERR_JWT_CLAIM_VALIDATION_FAILED");
    const { v, errors } = await verifierWith({});
    assert.equal(await v(bearer(t), context), null);
    assert.match(errors[0].message, /"exp"/);
    assert.equal((errors[0] as { claim?: string }).claim, "exp");
  });

  test("allowTokensWithoutExpiry: true accepts a token without exp; an expired one stays refused", async () => {
    const { v } = await verifierWith({ allowTokensWithoutExpiry: true });
    assert.equal((await v(bearer(await signed({ sub: "alice", iss: ISS, aud: AUD })), context))?.subject, "alice");
    assert.equal(await v(bearer(await signed({ sub: "alice", iss: ISS, aud: AUD, exp: now() - 120 })), context), null);
  });

  test("iat a day in the future is refused (RFC 7519 §4.1.6: the time the token was issued); within clockTolerance accepted", async () => {
    const future = await signed({ sub: "alice", iss: ISS, aud: AUD, iat: now() + 86_400, exp: now() + 90_000 });
    assert.equal(await refusedFor(future), "ERR_JWT_CLAIM_VALIDATION_FAILED");
    const { v, errors } = await verifierWith({});
    assert.equal(await v(bearer(future), context), null);
    assert.match(errors[0].message, /"iat"/);
    assert.equal((errors[0] as { claim?: string }).claim, "iat");
    // 10 s ahead is inside the default 30 s tolerance: a clock slightly ahead at the issuer.
    assert.equal((await verify(bearer(await signed({ sub: "alice", iss: ISS, aud: AUD, iat: now() + 10, exp: now() + 300 })), context))?.subject, "alice");
    // clockTolerance 0: 10 s ahead is refused.
    const strict = await verifierWith({ clockTolerance: 0 });
    assert.equal(await strict.v(bearer(await signed({ sub: "alice", iss: ISS, aud: AUD, iat: now() + 10, exp: now() + 300 })), context), null);
  });

  test("maxTokenAge: older than the age (plus tolerance) refused, younger accepted, no iat refused; seconds or a duration", async () => {
    for (const maxTokenAge of [600, "10m", "10 minutes"]) {
      const { v, errors } = await verifierWith({ maxTokenAge });
      assert.equal((await v(bearer(await signed({ sub: "alice", iss: ISS, aud: AUD, iat: now() - 300, exp: now() + 300 })), context))?.subject, "alice");
      assert.equal(await v(bearer(await signed({ sub: "alice", iss: ISS, aud: AUD, iat: now() - 1_200, exp: now() + 300 })), context), null);
      assert.equal((errors.at(-1) as { claim?: string }).claim, "iat");
      assert.equal(await v(bearer(await signed({ sub: "alice", iss: ISS, aud: AUD, exp: now() + 300 })), context), null);
      assert.match(String(errors.at(-1)?.message), /missing required "iat"/);
    }
  });

  test("construction refuses a maxTokenAge that is no age and an allowTokensWithoutExpiry that is not a boolean", async () => {
    const { jwtVerifier } = await packed("@a2a-bindgen/server");
    const base = { keys: { keys: [jwk] }, issuer: ISS, audience: AUD };
    for (const bad of [-1, Number.NaN, "soon", "-5m", "5m ago", {}])
      assert.throws(() => jwtVerifier({ ...base, maxTokenAge: bad as never }), /jwtVerifier\.maxTokenAge: give seconds/);
    assert.throws(() => jwtVerifier({ ...base, allowTokensWithoutExpiry: "yes" as never }), /jwtVerifier\.allowTokensWithoutExpiry: give true or false/);
  });
});

describe("jwtVerifier with a JWKS URL (the push delivery's SSRF guard)", () => {
  let jwks: Listening;
  let fetched = 0;
  before(async () => {
    jwks = await listen((req, res) => {
      fetched++;
      // /big.json: a JWKS padded past 64 KiB (the default bound).
      const padding = req.url === "/big.json" ? [{ kty: "oct", k: "x".repeat(70_000) }] : [];
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [jwk, ...padding] }));
    });
  });
  after(() => jwks.close());

  test("a JWKS at a private address (10.0.0.1, RFC 1918) is refused before any connection", async () => {
    const { jwtVerifier } = await packed("@a2a-bindgen/server");
    const v = jwtVerifier({ jwksUrl: "https://10.0.0.1/jwks.json", issuer: ISS, audience: AUD });
    await assert.rejects(async () => v(bearer(await token()), context), /10\.0\.0\.1 is in Private-Use/);
    assert.deepEqual(guard.refused, [], "nothing tried to connect");
  });

  test("a name resolving to link-local (169.254.169.254, cloud metadata) is refused, even with allowPrivateNetworks", async () => {
    const { jwtVerifier } = await packed("@a2a-bindgen/server");
    const lookup = (_n: string, _o: { all: true }, cb: (e: Error | null, a: { address: string; family: number }[]) => void) =>
      cb(null, [{ address: "169.254.169.254", family: 4 }]);
    const v = jwtVerifier({ jwksUrl: "https://keys.example/jwks.json", issuer: ISS, audience: AUD, lookup, allowPrivateNetworks: true });
    await assert.rejects(async () => v(bearer(await token()), context), /keys\.example resolved to 169\.254\.169\.254/);
  });

  test("loopback is refused by default and fetched with allowPrivateNetworks; a good token verifies, an unknown kid does not", async () => {
    const { jwtVerifier } = await packed("@a2a-bindgen/server");
    const url = `${jwks.origin}/jwks.json`;
    const closed = jwtVerifier({ jwksUrl: url, issuer: ISS, audience: AUD, allowHttp: true });
    await assert.rejects(async () => closed(bearer(await token()), context), /127\.0\.0\.1 is in Loopback/);
    assert.equal(fetched, 0);
    const open = jwtVerifier({ jwksUrl: url, issuer: ISS, audience: AUD, allowHttp: true, allowPrivateNetworks: true });
    assert.equal((await open(bearer(await token()), context))?.subject, "alice");
    assert.equal(fetched, 1);
    assert.equal(await open(bearer(await token({}, { alg: "RS256", kid: "absent" })), context), null);
  });

  test("a JWKS larger than maxJwksBytes (default 64 KiB) is refused, not parsed", async () => {
    const { jwtVerifier } = await packed("@a2a-bindgen/server");
    const v = jwtVerifier({ jwksUrl: `${jwks.origin}/big.json`, issuer: ISS, audience: AUD, allowHttp: true, allowPrivateNetworks: true });
    await assert.rejects(async () => v(bearer(await token()), context), /larger than 65536 bytes/);
  });
});
