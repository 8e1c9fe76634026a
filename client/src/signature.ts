// Verifying a fetched card's signatures (A2A v1.0 §8.4): each AgentCardSignature is a detached JWS over
// the card's canonical form (the kit's cardSigningPayload: RFC 8785 JCS of the card without `signatures`),
// checked against the keys the caller trusts, never against a key the card points to (a `jku` is not
// fetched: whoever can change the card can change the key set it names). One signature that verifies is
// enough; when none does, each is named with why.

import { cardSignaturesField, cardSigningPayload } from "@a2a-bindgen/kit";
import { base64url, createLocalJWKSet, decodeProtectedHeader, flattenedVerify, type JSONWebKeySet, type JWSHeaderParameters } from "jose";

/** The keys a caller trusts to sign cards. */
export interface CardKeys {
  /** A JWK Set of public keys; a signature's `kid` (and `alg`) picks its key, as jose's createLocalJWKSet does. */
  readonly keys: JSONWebKeySet["keys"];
  /** JWS algorithms accepted (default: the asymmetric ones, defaultCardAlgorithms; "none" and HMAC are never accepted). */
  readonly algorithms?: readonly string[];
}

/** The algorithms accepted by default: RFC 7518's asymmetric ones and EdDSA (RFC 8037); no "none", no HMAC. */
export const defaultCardAlgorithms: readonly string[] = ["ES256", "ES384", "ES512", "EdDSA", "Ed25519", "RS256", "RS384", "RS512", "PS256", "PS384", "PS512"];

/** The most signatures of one card checked; later ones are not read. */
export const maxCardSignatures = 16;
/** The longest protected header or signature read, in characters (an RSA-8192 signature is 1366). */
const maxPartLength = 8192;

/** A card's signatures checked: the one that verified, or why each did not. */
export type CardVerification =
  | { readonly ok: true; readonly index: number; readonly kid: string | undefined; readonly alg: string }
  | { readonly ok: false; readonly refusals: readonly string[] };

function short(text: string): string {
  const one = text.replace(/\s+/g, " ");
  return JSON.stringify(one.length > 60 ? `${one.slice(0, 60)}…` : one);
}

/** The keys checked once (a TypeError naming what is wrong), and the algorithms allowed. */
function readKeys(trust: CardKeys): { jwks: ReturnType<typeof createLocalJWKSet>; algorithms: string[] } {
  if (trust === null || typeof trust !== "object" || !Array.isArray(trust.keys)) throw new TypeError("cardKeys: give { keys: [public JWKs] }");
  const algorithms = trust.algorithms === undefined ? [...defaultCardAlgorithms] : [...trust.algorithms];
  for (const a of algorithms) {
    if (typeof a !== "string" || a === "none" || /^HS\d+$/.test(a))
      throw new TypeError(`cardKeys.algorithms: ${short(String(a))} is not accepted for cards (no "none", no HMAC)`);
  }
  for (const [i, k] of trust.keys.entries()) {
    if (k === null || typeof k !== "object") throw new TypeError(`cardKeys.keys[${i}] is not a JWK`);
    if (typeof (k as { d?: unknown }).d === "string" || (k as { kty?: unknown }).kty === "oct") {
      throw new TypeError(`cardKeys.keys[${i}] is a private or symmetric key: give the signer's public key`);
    }
  }
  try {
    return { jwks: createLocalJWKSet({ keys: [...trust.keys] }), algorithms };
  } catch (e) {
    throw new TypeError(`cardKeys: not a JWK Set: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Checks `cardKeys` before anything is sent (the TypeError verifyCardSignatures would throw). */
export function checkCardKeys(trust: unknown): void {
  if (trust !== undefined) readKeys(trust as CardKeys);
}

/** Why one signature entry does not verify, or null when it does (the header read is returned for the answer). */
async function check(entry: unknown, payload: string, keys: ReturnType<typeof readKeys>): Promise<{ header: JWSHeaderParameters } | { why: string }> {
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
      algorithms: keys.algorithms,
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
 * Checks a card's signatures against the keys the caller trusts: ok with the first that verifies (its
 * index, kid and alg), or every refusal as "signatures[i]: why". Total: any card value gets an answer (a
 * card without signatures, or one that cannot be canonicalized, is refused with the reason); at most 16
 * signatures are read. Throws a TypeError only for bad `trust` (not a JWK Set, a private key, "none" or HMAC).
 */
export async function verifyCardSignatures(card: unknown, trust: CardKeys): Promise<CardVerification> {
  const keys = readKeys(trust);
  if (card === null || typeof card !== "object" || Array.isArray(card)) return { ok: false, refusals: ["the card is not a JSON object"] };
  const list = Object.hasOwn(card, cardSignaturesField) ? (card as Record<string, unknown>)[cardSignaturesField] : undefined;
  if (!Array.isArray(list) || list.length === 0) {
    return {
      ok: false,
      refusals: [
        `the card carries no ${cardSignaturesField}${list === undefined ? "" : " list"} (it is unsigned, or a form of the card its signatures do not cover)`,
      ],
    };
  }
  const canonical = cardSigningPayload(card);
  if (!canonical.ok) return { ok: false, refusals: [canonical.why] };
  const payload = base64url.encode(canonical.payload);
  const refusals: string[] = [];
  for (let i = 0; i < Math.min(list.length, maxCardSignatures); i++) {
    const r = await check(list[i], payload, keys);
    if ("header" in r) return { ok: true, index: i, kid: typeof r.header.kid === "string" ? r.header.kid : undefined, alg: String(r.header.alg) };
    refusals.push(`${cardSignaturesField}[${i}]: ${r.why}`);
  }
  if (list.length > maxCardSignatures) refusals.push(`${list.length - maxCardSignatures} more signatures not read (at most ${maxCardSignatures})`);
  return { ok: false, refusals };
}
