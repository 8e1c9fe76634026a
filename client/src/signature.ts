// Verifying a fetched card's signatures (A2A v1.0 §8.4): each AgentCardSignature is a detached JWS over
// the card's canonical form (the kit's cardSigningPayload: RFC 8785 JCS of the card without `signatures`),
// checked against the keys the caller trusts, never against a key the card points to (a `jku` is not
// fetched: whoever can change the card can change the key set it names). One signature that verifies is
// enough; when none does, each is named with why.

import { cardSignaturesField } from "@a2a-bindgen/kit";
import type { JSONWebKeySet } from "jose";
import { type CardVerification, maxCardSignatures, short } from "./signature-verdict.js";

export type { CardVerification };

/** The keys a caller trusts to sign cards. */
export interface CardKeys {
  /** A JWK Set of public keys; a signature's `kid` (and `alg`) picks its key, as jose's createLocalJWKSet does. */
  readonly keys: JSONWebKeySet["keys"];
  /** JWS algorithms accepted (default: the asymmetric ones, defaultCardAlgorithms; "none" and HMAC are never accepted). */
  readonly algorithms?: readonly string[] | undefined;
}

/** The algorithms accepted by default: RFC 7518's asymmetric ones and EdDSA (RFC 8037); no "none", no HMAC. */
export const defaultCardAlgorithms: readonly string[] = ["ES256", "ES384", "ES512", "EdDSA", "Ed25519", "RS256", "RS384", "RS512", "PS256", "PS384", "PS512"];

/**
 * The keys checked once (a TypeError naming what is wrong), and the algorithms allowed. Without jose: it
 * loads (a dynamic import, with the card canonicalizer) only when a card's signatures are checked.
 */
function readKeys(trust: CardKeys): { keys: JSONWebKeySet["keys"]; algorithms: string[] } {
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
  return { keys: [...trust.keys], algorithms };
}

/** Checks `cardKeys` before anything is sent (the TypeError verifyCardSignatures would throw). */
export function checkCardKeys(trust: unknown): void {
  if (trust !== undefined) readKeys(trust as CardKeys);
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
  const { verifyListed } = await import("./signature-jws.js");
  return verifyListed(card, list.slice(0, maxCardSignatures), keys, list.length);
}
