// Signed cards (A2A v1.0 §8.4): an AgentCardSignature is a JWS (RFC 7515) whose payload is the card's
// canonical form (the kit's cardSigningPayload: RFC 8785 JCS of the card without `signatures`), detached:
// the signature carries the protected header and the signature, and the verifier rebuilds the payload from
// the card it read (RFC 7515 Appendix F). Signing is the application's opt-in: it gives the key, and signs
// the card it serves (after filledCard, so that the interfaces the server fills are covered too).

import { cardSignaturesField, cardSigningPayload } from "@a2a-bindgen/kit/card-signature";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { FlattenedSign, type JWK, type JWSHeaderParameters, type KeyObject } from "jose";

/** How to sign a card: the private key and the JWS protected header. */
export interface CardSigner {
  /** The private key: a CryptoKey, a node:crypto KeyObject, or a private JWK (with `alg`). */
  readonly key: CryptoKey | KeyObject | JWK;
  /**
   * The JWS protected header: `alg` (an asymmetric JWS algorithm: ES256, EdDSA, RS256, PS256…) and `kid` (the
   * name verifiers pick their trusted key by) are required; `typ` defaults to "JOSE" (§8.4's example); `jku`
   * may say where the key set is published (verifiers here never fetch it: they trust the keys they are given).
   */
  readonly protectedHeader: JWSHeaderParameters & { readonly alg: string; readonly kid: string };
  /** The unprotected JWS header, if any (not signed). */
  readonly header?: JWSHeaderParameters | undefined;
}

/** Algorithms refused for a card: none (no signature), and HMAC (a shared secret no other party can verify without being able to sign). */
function refusedAlgorithm(alg: unknown): string | null {
  if (typeof alg !== "string" || alg === "") return "protectedHeader.alg is required";
  if (alg === "none") return 'protectedHeader.alg "none" signs nothing';
  if (/^HS\d+$/.test(alg)) return `protectedHeader.alg ${alg} is HMAC: a card's verifiers would need the signing secret; use an asymmetric algorithm`;
  return null;
}

/**
 * The card with one more AgentCardSignature, over its canonical form (its existing signatures are kept and
 * are not signed). Throws a TypeError naming what is wrong: a card that is not an object or cannot be
 * canonicalized, a missing `alg` or `kid`, `alg` "none" or HMAC; jose's error for a key that does not fit `alg`.
 */
export async function signCard(card: types.AgentCard, signer: CardSigner): Promise<types.AgentCard> {
  const header = signer?.protectedHeader;
  if (header === null || typeof header !== "object") throw new TypeError("signCard: give protectedHeader { alg, kid }");
  const refused = refusedAlgorithm(header.alg);
  if (refused !== null) throw new TypeError(`signCard: ${refused}`);
  if (typeof header.kid !== "string" || header.kid === "")
    throw new TypeError("signCard: protectedHeader.kid is required (verifiers pick their trusted key by it)");
  const payload = cardSigningPayload(card);
  if (!payload.ok) throw new TypeError(`signCard: ${payload.why}`);
  const sign = new FlattenedSign(new TextEncoder().encode(payload.payload)).setProtectedHeader({ typ: "JOSE", ...header });
  if (signer.header !== undefined) sign.setUnprotectedHeader(signer.header);
  const jws = await sign.sign(signer.key);
  const signature: types.AgentCardSignature = { protected: jws.protected ?? "", signature: jws.signature };
  if (jws.header !== undefined) (signature as { header?: unknown }).header = jws.header;
  const earlier = (card as unknown as Record<string, unknown>)[cardSignaturesField];
  return { ...card, [cardSignaturesField]: [...(Array.isArray(earlier) ? earlier : []), signature] };
}
