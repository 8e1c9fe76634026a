// The server's enforcement, built once from the card and the `auth` option: which schemes need which
// verifier, what a card with schemes but no requirements means, the per-call check (with the extended
// card served only to authenticated callers) and each skill's own requirements for checkSkillSecurity.

import { isObject, type OperationName } from "@a2a-bindgen/kit";
import { type CardSecurity, type RequirementEntry, cardSecurity, readRequirements } from "./card.js";
import type { CredentialSource } from "./credentials.js";
import { type AuthOutcome, type CallPrincipal, type Requirements, type Verified, type Verifier, challenges, requirements } from "./policy.js";

/** The `auth` option of the servers (createA2AServer, grpcRoutes, startGrpcServer). */
export interface AuthOptions {
  /**
   * A verifier per scheme name of the card's securitySchemes. Every scheme a requirement (the card's or a
   * skill's) names needs one; a verifier for a scheme the card does not declare is refused (a typo would
   * otherwise leave the scheme unchecked).
   */
  readonly verifiers: Readonly<Record<string, Verifier>>;
  /**
   * The owner key of a principal: the tasks it creates are its own, and another owner's calls answer
   * TaskNotFound (default: principal.subject). Give one when subjects of different schemes could collide
   * (an API key's subject and a token's `sub`), e.g. (p) => `${p.schemes[0]}:${p.subject}`.
   */
  readonly owner?: ((principal: CallPrincipal) => string) | undefined;
  /** Where start-up warnings go (default console.warn). */
  readonly warn?: ((message: string) => void) | undefined;
}

/** What one call's authentication gives the core. */
export type CallAuth = { readonly ok: true; readonly principal: CallPrincipal | undefined; readonly owner: string } | Extract<AuthOutcome, { ok: false }>;

/** The per-call state checkSkillSecurity reuses: the call's credentials and what was verified already. */
export interface CallAuthState {
  readonly enforcer: Enforcer;
  readonly source: CredentialSource;
  readonly verified: Verified;
}

/** The enforcement of one server. */
export interface Enforcer {
  readonly security: CardSecurity;
  /** Authenticates one call of `operation` (a v1.0 operation name). */
  authenticate(source: CredentialSource, operation: string, verified: Verified): Promise<CallAuth>;
  /** A skill's own requirements: undefined when it names none, null when the card has no skill `id`. */
  skill(id: string): Requirements | undefined | null;
}

/** The operation served only to authenticated callers (the v0.3 "authenticated extended card"); typed by the generated operations table. */
const extendedCardOperation: OperationName = "GetExtendedAgentCard";

/** Each skill's requirements (v1.0 securityRequirements, v0.3 security), by id. */
function skillEntries(card: unknown, security: CardSecurity): Map<string, RequirementEntry[] | null> {
  const out = new Map<string, RequirementEntry[] | null>();
  const skills = isObject(card) && Object.hasOwn(card, "skills") ? card.skills : undefined;
  if (!Array.isArray(skills)) return out;
  skills.forEach((skill, i) => {
    if (!isObject(skill) || typeof skill.id !== "string") return;
    const v1 = Object.hasOwn(skill, "securityRequirements");
    const raw = v1 ? skill.securityRequirements : Object.hasOwn(skill, "security") ? skill.security : undefined;
    const entries = readRequirements(raw, security.schemes, `card.skills[${i}].${v1 ? "securityRequirements" : "security"}`, v1);
    out.set(skill.id, entries);
  });
  return out;
}

/**
 * The enforcement of `card` under `options`; throws naming a scheme without a verifier, a verifier
 * without a scheme, or a card that cannot be enforced. A card that declares schemes but no requirements
 * is read as "any one declared scheme, no scopes" (the secure reading; OpenAPI would read no
 * requirement), with a warning; a card that declares nothing lets every call through anonymously, with a
 * warning too (only GetExtendedAgentCard is then refused to everyone).
 */
export function createEnforcer(card: unknown, options: AuthOptions): Enforcer {
  if (!isObject(options) || !isObject(options.verifiers))
    throw new TypeError("auth: give { verifiers: { <scheme name>: (credential, context) => principal | null } }");
  const warn = options.warn ?? ((m: string) => console.warn(m));
  if (typeof warn !== "function") throw new TypeError("auth.warn: give a function (message) => void");
  const ownerOf = options.owner ?? ((p: CallPrincipal) => p.subject);
  if (typeof ownerOf !== "function") throw new TypeError("auth.owner: give a function (principal) => string");
  const security = cardSecurity(card);
  const verifiers = new Map<string, Verifier>();
  for (const name of Object.keys(options.verifiers)) {
    const v = options.verifiers[name];
    if (typeof v !== "function") throw new TypeError(`auth.verifiers.${name}: give a function (credential, context) => principal | null`);
    if (!security.schemes.has(name))
      throw new TypeError(
        `auth.verifiers.${name}: the card declares no security scheme ${JSON.stringify(name)} (declared: ${[...security.schemes.keys()].join(", ") || "none"})`,
      );
    verifiers.set(name, v);
  }
  const realm = isObject(card) && typeof card.name === "string" ? card.name : "a2a";
  let entries = security.requirements;
  if (entries === null && security.schemes.size > 0) {
    entries = [...security.schemes.keys()].map((k) => new Map([[k, []]]));
    warn(
      `a2a auth: the card declares security schemes (${[...security.schemes.keys()].join(", ")}) but no securityRequirements: any one of them is required. Add an empty requirement ({}) to allow anonymous calls.`,
    );
  } else if (entries === null) {
    entries = [new Map()];
    warn("a2a auth: the card declares no security scheme: every call is anonymous and GetExtendedAgentCard is refused to all.");
  }
  const skills = skillEntries(card, security);
  for (const list of [entries, ...skills.values()]) {
    for (const entry of list ?? []) {
      for (const name of entry.keys())
        if (!verifiers.has(name)) throw new TypeError(`auth.verifiers: the card's requirements name scheme ${JSON.stringify(name)}: give its verifier`);
    }
  }
  const callPolicy = requirements(security, entries, verifiers, realm);
  const named = entries.filter((e) => e.size > 0);
  const skillPolicies = new Map([...skills].map(([id, list]) => [id, list === null ? undefined : requirements(security, list, verifiers, realm)] as const));
  return {
    security,
    async authenticate(source, operation, verified) {
      const r = await callPolicy.check(source, verified);
      if (!r.ok) return r;
      if (r.principal === undefined) {
        if (operation === extendedCardOperation)
          return {
            ok: false,
            status: 401,
            message: "the extended agent card is served only to authenticated callers",
            challenge: challenges(security.schemes, named, realm),
            reason: "missing",
            scheme: named[0]?.keys().next().value ?? "",
          };
        return { ok: true, principal: undefined, owner: "" };
      }
      const owner = ownerOf(r.principal);
      if (typeof owner !== "string" || owner === "") throw new TypeError("auth.owner: returned no non-empty string");
      return { ok: true, principal: r.principal, owner };
    },
    skill: (id) => (skillPolicies.has(id) ? skillPolicies.get(id) : null),
  };
}

/** Warns once at start-up when the card declares security schemes that nothing enforces (no `auth` option). */
export function warnUnenforced(card: unknown): void {
  const schemes =
    typeof card === "object" && card !== null && Object.hasOwn(card, "securitySchemes") ? (card as { securitySchemes: unknown }).securitySchemes : undefined;
  if (typeof schemes === "object" && schemes !== null && Object.keys(schemes).length > 0)
    console.warn(
      `a2a server: the card declares security schemes (${Object.keys(schemes).join(", ")}) but no \`auth\` option enforces them: every call is served anonymously`,
    );
}
