// Authentication from the agent card: schemes and requirements read from the card, credentials read per
// scheme, verifiers the application gives per scheme name, the JWT verifier on jose, skills' requirements.

export { cardSecurity } from "./card.js";
export type { CardSecurity, DeclaredScheme, RequirementEntry, SchemeKind } from "./card.js";
export type { ClientCertificate, Credential, CredentialSource } from "./credentials.js";
export { readCredential } from "./credentials.js";
export type { AuthOptions } from "./enforce.js";
export { jwtVerifier } from "./jwt.js";
export type { JwtVerifierOptions } from "./jwt.js";
export type { CallPrincipal, Principal, Verifier, VerifyContext } from "./policy.js";
export { checkSkillSecurity } from "./skills.js";
