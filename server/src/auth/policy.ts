// Enforcement of the card's requirements for one call. Entries are tried in the card's order; an entry
// passes when every scheme in it has a credential its verifier accepts and the verified principal holds
// every scope the entry lists (RFC 6749 §3.3 scopes; roles for the other kinds). A scheme is verified at
// most once per call, whatever number of entries name it. The first passing entry gives the principal. An
// empty entry lets an anonymous call through, unless the caller presented a credential that was refused,
// or an Authorization header none of the requirements' schemes reads: a caller who tried to authenticate
// and failed is told so (401), never silently served as anonymous. Before any entry is tried, a credential
// present but malformed or repeated at the location of a scheme the requirements name fails the call,
// whatever the other entries hold (RFC 6750 §3.1 invalid_request: the request is malformed): 400 when a
// bearer scheme's is among them, else 401. Failures: 401 when no entry found its credentials valid, 403
// when one did but lacked a scope (RFC 6750 §3.1 insufficient_scope), each with the challenges of the
// schemes the requirements name.

import type { CardSecurity, DeclaredScheme, RequirementEntry } from "./card.js";
import { type Credential, type CredentialSource, authorizationScheme, presentedAuthorizationScheme, readScheme } from "./credentials.js";

/** What a verifier answers for a credential it accepts. */
export interface Principal {
  /** Who the caller is, unique across every scheme that can admit a caller (the owner of the tasks they create, by default). */
  readonly subject: string;
  /** The scopes (OAuth 2.0, OpenID Connect) or roles (other kinds) the caller holds. */
  readonly scopes?: readonly string[] | undefined;
  /** What the verifier learned besides (a JWT's payload, a certificate's subject): for the handlers. */
  readonly claims?: Readonly<Record<string, unknown>> | undefined;
}

/** What a verifier is told besides the credential. */
export interface VerifyContext {
  /** The scheme's name in the card. */
  readonly scheme: string;
  /** The scheme as the card declares it. */
  readonly declared: DeclaredScheme;
}

/**
 * Checks one scheme's credential: the principal it proves, or null/undefined when it proves nothing
 * (unknown key, bad password, a token that does not verify): the call is then refused 401. A throw is the
 * server's failure (a key store down), answered as the internal error and reported: never a pass.
 */
export type Verifier = (credential: Credential, context: VerifyContext) => Principal | null | undefined | Promise<Principal | null | undefined>;

/** The principal of an authenticated call, as handlers read it from CallContext.principal. */
export interface CallPrincipal extends Principal {
  /** Scheme names of the entry that admitted the call, in the card's order; `subject` is the first one's. */
  readonly schemes: readonly string[];
  /** Every scope or role the admitting schemes' principals hold. */
  readonly scopes: readonly string[];
  /** The principal each admitting scheme's verifier answered. */
  readonly bySchemes: Readonly<Record<string, Principal>>;
}

/** Why a call was refused (the a2a.server.auth.refusals metric's reason): no credential, one refused, a scope lacking, one malformed. */
export type RefusalReason = "missing" | "invalid" | "forbidden" | "malformed";

/** How one call fared. */
export type AuthOutcome =
  | { readonly ok: true; readonly principal: CallPrincipal | undefined }
  | {
      readonly ok: false;
      readonly status: 400 | 401 | 403;
      readonly message: string;
      readonly challenge: string;
      /** Why: "malformed" (400, or 401 for a non-bearer scheme), "forbidden" (403), "invalid" (a credential refused), "missing" (none). */
      readonly reason: RefusalReason;
      /**
       * The card's scheme the refusal concerns: the malformed, refused or scope-lacking one (the first in the
       * card's order); for a missing credential, the first scheme the requirements name ("" when they name none).
       */
      readonly scheme: string;
    };

/** What each scheme of one call came to, so that a scheme is verified once: its principal, or no credential, a refused or a malformed one. */
export type Verified = Map<string, Principal | "absent" | "refused" | "malformed">;

/** What the schemes of one check refused: whether any (the first one's name), and whether a bearer token was among them (RFC 6750 invalid_token). */
interface Refusals {
  any: boolean;
  token: boolean;
  first?: string | undefined;
}

const isBearer = (s: DeclaredScheme) => s.kind === "oauth2" || s.kind === "openIdConnect" || (s.kind === "http" && s.httpScheme === "bearer");

/** RFC 9110 §5.6.4 quoted-string of `text` (controls and non-ASCII dropped, quote and backslash escaped). */
function quoted(text: string): string {
  let out = "";
  for (const ch of text.slice(0, 200)) {
    const c = ch.charCodeAt(0);
    // Controls and non-ASCII are dropped: a header value is visible ASCII (RFC 9110 §5.5).
    if (c < 0x20 || c > 0x7e) continue;
    out += ch === '"' || ch === "\\" ? `\\${ch}` : ch;
  }
  return `"${out}"`;
}

/**
 * The challenges (RFC 9110 §11.6.1) of the schemes `entries` name: Bearer for HTTP bearer, OAuth 2.0 and
 * OpenID Connect (RFC 6750 §3, with error="invalid_token" when one was refused, "invalid_request" when one
 * was malformed (400), or "insufficient_scope" and the scope on 403), Basic with its realm (RFC 7617 §2),
 * an HTTP scheme's own name, and for the kinds HTTP has no challenge for (API key, mutual TLS) their
 * OpenAPI type with where the key goes: 401 needs at least one challenge (RFC 9110 §15.5.2), and these
 * tell a client what to present.
 */
export function challenges(
  schemes: ReadonlyMap<string, DeclaredScheme>,
  entries: readonly RequirementEntry[],
  realm: string,
  error?: "invalid_token" | "invalid_request" | "insufficient_scope",
  scope?: readonly string[],
): string {
  const out: string[] = [];
  const add = (c: string) => {
    if (!out.includes(c)) out.push(c);
  };
  const r = `realm=${quoted(realm)}`;
  for (const entry of entries) {
    for (const name of entry.keys()) {
      const s = schemes.get(name) as DeclaredScheme;
      if (isBearer(s)) {
        const extra =
          error === undefined
            ? ""
            : `, error=${quoted(error)}${error === "insufficient_scope" && scope !== undefined ? `, scope=${quoted(scope.join(" "))}` : ""}`;
        add(`Bearer ${r}${extra}`);
      } else if (s.kind === "http" && s.httpScheme === "basic") add(`Basic ${r}, charset="UTF-8"`);
      else if (s.kind === "http") add(`${s.httpScheme} ${r}`);
      else if (s.kind === "apiKey") add(`APIKey ${r}, in=${quoted(s.location as string)}, name=${quoted(s.parameter as string)}`);
      else add(`MutualTLS ${r}`);
    }
  }
  return out.join(", ");
}

/** The enforcement of one requirements list, ready to run per call. */
export interface Requirements {
  /** Authenticates a call against the list; `verified` is shared by the checks of one call. */
  check(source: CredentialSource, verified: Verified): Promise<AuthOutcome>;
}

/** The principal each scheme of `entry` proves, or the first failure. */
async function verifyEntry(
  entry: RequirementEntry,
  schemes: ReadonlyMap<string, DeclaredScheme>,
  verifiers: ReadonlyMap<string, Verifier>,
  source: CredentialSource,
  verified: Verified,
  refused: Refusals,
): Promise<{ ok: true; principals: [string, Principal][] } | { ok: false; missingScopes?: readonly string[] | undefined; scheme?: string | undefined }> {
  const principals: [string, Principal][] = [];
  for (const [name, wanted] of entry) {
    const declared = schemes.get(name) as DeclaredScheme;
    let p = verified.get(name);
    if (p === undefined) {
      const credential = readScheme(declared, source);
      p = credential === undefined ? "absent" : "malformed";
      if (credential !== undefined && credential.kind !== "malformed") {
        const answered = await (verifiers.get(name) as Verifier)(credential, { scheme: name, declared });
        p = answered !== null && answered !== undefined && typeof answered.subject === "string" ? answered : "refused";
      }
      verified.set(name, p);
    }
    if (p === "refused") {
      refused.any = true;
      refused.first ??= name;
      if (isBearer(declared)) refused.token = true;
    }
    if (p === "absent" || p === "refused" || p === "malformed") return { ok: false };
    const held = p.scopes ?? [];
    const missing = wanted.filter((s) => !held.includes(s));
    if (missing.length > 0) return { ok: false, missingScopes: wanted, scheme: name };
    principals.push([name, p]);
  }
  return { ok: true, principals };
}

/** The malformed credentials among the schemes `names` (read once per call): the first one's reason, and whether a bearer scheme's is among them. */
function malformedAmong(
  names: readonly string[],
  schemes: ReadonlyMap<string, DeclaredScheme>,
  source: CredentialSource,
  verified: Verified,
): { reason: string; bearer: boolean; scheme: string } | undefined {
  let found: { reason: string; bearer: boolean; scheme: string } | undefined;
  for (const name of names) {
    const known = verified.get(name);
    if (known !== undefined && known !== "malformed") continue;
    const declared = schemes.get(name) as DeclaredScheme;
    const r = readScheme(declared, source);
    if (r === undefined || r.kind !== "malformed") continue;
    verified.set(name, "malformed");
    found ??= { reason: r.reason, bearer: false, scheme: name };
    if (isBearer(declared)) found.bearer = true;
  }
  return found;
}

function callPrincipal(principals: readonly [string, Principal][]): CallPrincipal {
  const scopes: string[] = [];
  const bySchemes: Record<string, Principal> = Object.create(null);
  for (const [name, p] of principals) {
    bySchemes[name] = p;
    for (const s of p.scopes ?? []) if (!scopes.includes(s)) scopes.push(s);
  }
  const first = principals[0][1];
  return Object.freeze({
    subject: first.subject,
    ...(first.claims === undefined ? {} : { claims: first.claims }),
    schemes: Object.freeze(principals.map(([n]) => n)),
    scopes: Object.freeze(scopes),
    bySchemes: Object.freeze(bySchemes),
  });
}

/** The enforcement of `entries` (a card's or a skill's) with the card's schemes and the application's verifiers. */
export function requirements(
  security: CardSecurity,
  entries: readonly RequirementEntry[],
  verifiers: ReadonlyMap<string, Verifier>,
  realm: string,
): Requirements {
  const anonymous = entries.some((e) => e.size === 0);
  const named = entries.filter((e) => e.size > 0);
  // The schemes the entries name, and the auth-schemes of those that read the Authorization header.
  const readers = [...new Set(named.flatMap((e) => [...e.keys()]))];
  const authSchemes = new Set(readers.map((n) => authorizationScheme(security.schemes.get(n) as DeclaredScheme)));
  return {
    async check(source, verified) {
      const bad = malformedAmong(readers, security.schemes, source, verified);
      if (bad !== undefined)
        return {
          ok: false,
          status: bad.bearer ? 400 : 401,
          message: `the credentials presented are malformed: ${bad.reason}`,
          challenge: challenges(security.schemes, named, realm, bad.bearer ? "invalid_request" : undefined),
          reason: "malformed",
          scheme: bad.scheme,
        };
      const refused: Refusals = { any: false, token: false };
      let insufficient: readonly string[] | undefined;
      let lacking = "";
      for (const entry of named) {
        const r = await verifyEntry(entry, security.schemes, verifiers, source, verified, refused);
        if (r.ok) return { ok: true, principal: callPrincipal(r.principals) };
        if (r.missingScopes !== undefined && insufficient === undefined) {
          insufficient = r.missingScopes;
          lacking = r.scheme ?? "";
        }
      }
      if (insufficient !== undefined)
        return {
          ok: false,
          status: 403,
          message: `the credentials lack a scope or role the requirements ask for (${insufficient.join(" ")})`,
          challenge: challenges(security.schemes, named, realm, "insufficient_scope", insufficient),
          reason: "forbidden",
          scheme: lacking,
        };
      // An Authorization header no scheme here reads is a login these requirements do not take (Basic where only
      // Bearer is declared): refused, not anonymous. Where no scheme is named there is nothing to challenge.
      const presented = readers.length === 0 ? undefined : presentedAuthorizationScheme(source);
      const unclaimed = presented !== undefined && !authSchemes.has(presented);
      if (anonymous && !refused.any && !unclaimed) return { ok: true, principal: undefined };
      if (anonymous && !refused.any)
        return {
          ok: false,
          status: 401,
          message: "the Authorization header's auth-scheme is not one the requirements accept",
          challenge: challenges(security.schemes, named, realm),
          reason: "invalid",
          scheme: readers[0] ?? "",
        };
      return {
        ok: false,
        status: 401,
        message: refused.any ? "the credentials presented were refused" : "credentials required",
        challenge: challenges(security.schemes, named, realm, refused.token ? "invalid_token" : undefined),
        reason: refused.any ? "invalid" : "missing",
        scheme: refused.first ?? readers[0] ?? "",
      };
    },
  };
}
