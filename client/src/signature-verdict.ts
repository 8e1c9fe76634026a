// What both halves of a card signature check share (./signature.ts reads the keys, ./signature-jws.ts
// verifies): the verdict, the bound on signatures read, and how a value is quoted. A leaf, so that neither
// half imports the other.

/** The most signatures of one card checked; later ones are not read. */
export const maxCardSignatures = 16;

/** A card's signatures checked: the one that verified, or why each did not. */
export type CardVerification =
  | { readonly ok: true; readonly index: number; readonly kid: string | undefined; readonly alg: string }
  | { readonly ok: false; readonly refusals: readonly string[] };

/** A value quoted short, on one line. */
export function short(text: string): string {
  const one = text.replace(/\s+/g, " ");
  return JSON.stringify(one.length > 60 ? `${one.slice(0, 60)}…` : one);
}
