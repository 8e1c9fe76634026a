// The card member that holds the signatures: a module of its own, so that code that only looks for the member
// (the client's check of whether a card is signed) does not bring in the canonicalizer (./card-signature.ts).

/** The card member that holds the signatures, left out of what they sign. */
export const cardSignaturesField = "signatures";
