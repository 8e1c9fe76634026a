// What an AgentCardSignature signs (A2A v1.0 §8.4; a2a.proto: "a JWS signature of an AgentCard"): the card
// without its `signatures` member, its unset values left out (§8.4.1: fields with default values omitted),
// canonicalized by RFC 8785 (JCS, ./jcs.ts). "Unset" is read as @a2a-js/sdk 1.3.0 reads it,
// so that its signatures and ours verify each other: null, "", [] and {} (once their own contents are left
// out) are dropped, in objects and in lists; false and 0 stay (a ProtoJSON card carries them only when set).
// The signer (the server's signCard) and the verifiers (the client, the doctor) share this one function.

import { cardSignaturesField } from "./card-signature-field.js";
import { canonicalJson } from "./jcs.js";

export { cardSignaturesField } from "./card-signature-field.js";
export { canonicalJson, maxCanonicalJsonDepth } from "./jcs.js";

/** Deepest nesting read: a real card is a few levels deep; a hostile one may be thousands. */
export const maxCardSigningDepth = 64;

/** What a card's signatures sign, or why it cannot be read. */
export type CardSigningPayload = { readonly ok: true; readonly payload: string } | { readonly ok: false; readonly why: string };

const dropped = Symbol("dropped");

/** `value` with its unset members left out; `dropped` when it is unset itself. Throws RangeError past the depth bound. */
function withoutUnset(value: unknown, depth: number): unknown {
  if (value === null || value === undefined || value === "") return dropped;
  if (typeof value !== "object") return value;
  if (depth >= maxCardSigningDepth) throw new RangeError(`nested deeper than ${maxCardSigningDepth} levels`);
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const v of value) {
      const kept = withoutUnset(v, depth + 1);
      if (kept !== dropped) out.push(kept);
    }
    return out.length === 0 ? dropped : out;
  }
  // A null-prototype object: a member named __proto__ is an own member like any other.
  const out: Record<string, unknown> = Object.create(null);
  let any = false;
  for (const key of Object.keys(value)) {
    const kept = withoutUnset((value as Record<string, unknown>)[key], depth + 1);
    if (kept === dropped) continue;
    out[key] = kept;
    any = true;
  }
  return any ? out : dropped;
}

/**
 * The JWS payload of a card's signatures: RFC 8785 (JCS) text of the card without `signatures`, its unset
 * values left out (see above). Total: a card that is not a JSON object, is nested deeper than 64 levels,
 * or holds a lone surrogate gets `{ ok: false, why }`.
 */
export function cardSigningPayload(card: unknown): CardSigningPayload {
  if (card === null || typeof card !== "object" || Array.isArray(card)) return { ok: false, why: "the card is not a JSON object" };
  try {
    const rest: Record<string, unknown> = Object.create(null);
    for (const key of Object.keys(card)) if (key !== cardSignaturesField) rest[key] = (card as Record<string, unknown>)[key];
    const kept = withoutUnset(rest, 0);
    return { ok: true, payload: kept === dropped ? "{}" : canonicalJson(kept) };
  } catch (e) {
    return { ok: false, why: `the card cannot be canonicalized: ${e instanceof Error ? e.message : String(e)}` };
  }
}
