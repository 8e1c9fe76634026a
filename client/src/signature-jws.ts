// The JWS half of card signature checks (./signature.ts): jose and the card canonicalizer, in a module of
// its own so that a bundler puts them in a chunk loaded only when a card's signatures are checked.

import { cardSignaturesField, cardSigningPayload } from "@a2a-bindgen/kit/card-signature";
import { base64url, createLocalJWKSet, decodeProtectedHeader, flattenedVerify, type JSONWebKeySet, type JWSHeaderParameters } from "jose";
import { type CardVerification, maxCardSignatures, short } from "./signature-verdict.js";

/** The longest protected header or signature read, in characters (an RSA-8192 signature is 1366). */
const maxPartLength = 8192;

interface Keys {
  readonly jwks: ReturnType<typeof createLocalJWKSet>;
  readonly algorithms: readonly string[];
}

/** Why one signature entry does not verify, or null when it does (the header read is returned for the answer). */
async function check(entry: unknown, payload: string, keys: Keys): Promise<{ header: JWSHeaderParameters } | { why: string }> {
  if (entry === null || typeof entry !== "object" || Array.isArray(entry)) return { why: "not an object" };
  const e = entry as Record<string, unknown>;
  if (typeof e.protected !== "string" || e.protected === "") return { why: "no protected header" };
  if (typeof e.signature !== "string" || e.signature === "") return { why: "no signature" };
  if (e.protected.length > maxPartLength || e.signature.length > maxPartLength) return { why: `a part longer than ${maxPartLength} characters` };
  if (e.header !== undefined && (e.header === null || typeof e.header !== "object" || Array.isArray(e.header)))
    return { why: "the unprotected header is not an object" };
  let header: JWSHeaderParameters;
  try {
    header = decodeProtectedHeader({ protected: e.protected, payload: "", signature: e.signature });
  } catch (x) {
    return { why: `the protected header does not decode (${x instanceof Error ? x.message : String(x)})` };
  }
  const alg = header.alg;
  const kid = typeof header.kid === "string" ? `kid ${short(header.kid)}` : "no kid";
  if (typeof alg !== "string" || !keys.algorithms.includes(alg)) {
    return { why: `${kid}: algorithm ${typeof alg === "string" ? short(alg) : "missing"} is not accepted (${keys.algorithms.join(", ")})` };
  }
  try {
    await flattenedVerify({ protected: e.protected, signature: e.signature, payload, header: e.header as JWSHeaderParameters | undefined }, keys.jwks, {
      algorithms: [...keys.algorithms],
    });
    return { header };
  } catch (x) {
    const code = (x as { code?: unknown }).code;
    const why =
      code === "ERR_JWKS_NO_MATCHING_KEY"
        ? "no trusted key has this kid and algorithm"
        : code === "ERR_JWS_SIGNATURE_VERIFICATION_FAILED"
          ? "the signature does not verify over the card (the card was changed, or signed by another key)"
          : x instanceof Error
            ? x.message
            : String(x);
    return { why: `${kid}, ${alg}: ${why}` };
  }
}

/**
 * The signatures listed (at most maxCardSignatures, of `total`) checked over the card's canonical form: the
 * first that verifies, or why each did not. The keys were checked by the caller (readKeys).
 */
export async function verifyListed(
  card: object,
  listed: readonly unknown[],
  trusted: { keys: JSONWebKeySet["keys"]; algorithms: readonly string[] },
  total: number,
): Promise<CardVerification> {
  let jwks: Keys["jwks"];
  try {
    jwks = createLocalJWKSet({ keys: [...trusted.keys] });
  } catch (e) {
    throw new TypeError(`cardKeys: not a JWK Set: ${e instanceof Error ? e.message : String(e)}`);
  }
  const canonical = cardSigningPayload(card);
  if (!canonical.ok) return { ok: false, refusals: [canonical.why] };
  const payload = base64url.encode(canonical.payload);
  const refusals: string[] = [];
  for (const [i, entry] of listed.entries()) {
    const r = await check(entry, payload, { jwks, algorithms: trusted.algorithms });
    if ("header" in r) return { ok: true, index: i, kid: typeof r.header.kid === "string" ? r.header.kid : undefined, alg: String(r.header.alg) };
    refusals.push(`${cardSignaturesField}[${i}]: ${r.why}`);
  }
  if (total > maxCardSignatures) refusals.push(`${total - maxCardSignatures} more signatures not read (at most ${maxCardSignatures})`);
  return { ok: false, refusals };
}
