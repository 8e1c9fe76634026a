// What each call carries for the card's security, by the client's rule (presenterFor: the first requirement
// entry whose every scheme holds a credential; only to the card's origin and the origins allowed), what the
// report may say of it (the scheme and the kind, never the value), and the words of an authentication failure.

import { type CredentialValue, readCredentialOrigins } from "../auth/credentials.js";
import { presenterFor } from "../auth/presenter.js";
import { interfaceUrl, originKey } from "../origins.js";
import type { DoctorCredential } from "./credentials.js";
import { type CardScheme, credentialsByScheme, flagFor, readCardSchemes, requirementsText, schemesText } from "./schemes.js";
import { UsageError } from "./usage.js";

/** The security side of one run: the card's schemes and the credentials by scheme. */
export interface DoctorAuth {
  readonly card: unknown;
  readonly cardUrl: URL;
  readonly schemes: readonly CardScheme[];
  readonly byScheme: Readonly<Record<string, CredentialValue>>;
  readonly alsoTo: ReadonlySet<string>;
  readonly given: boolean;
}

/** What one interface's calls carry: headers and query parameters (all of them secret), and their description. */
export interface Presentation {
  readonly headers: readonly (readonly [string, string])[];
  readonly query: readonly (readonly [string, string])[];
  /** `scheme "b": bearer (Authorization header)`, one per scheme presented. */
  readonly described: readonly string[];
  /** Why nothing is presented although credentials were given; null otherwise. */
  readonly why: string | null;
}

/** The security side of a run; a credential that no scheme of the card takes is a UsageError naming the schemes. */
export async function doctorAuth(card: unknown, cardUrl: string, credentials: readonly DoctorCredential[], origins: readonly string[]): Promise<DoctorAuth> {
  const schemes = await readCardSchemes(card);
  return {
    card,
    cardUrl: new URL(cardUrl),
    schemes,
    byScheme: credentialsByScheme(credentials, schemes),
    alsoTo: readCredentialOrigins(origins),
    given: credentials.length > 0,
  };
}

/** What the calls to an interface at `url` carry. */
export async function presentationFor(auth: DoctorAuth, url: string): Promise<Presentation> {
  const none = (why: string | null): Presentation => ({ headers: [], query: [], described: [], why });
  if (!auth.given) return none(null);
  const presenter = presenterFor(auth.card, auth.byScheme, auth.cardUrl, url, auth.alsoTo);
  if (presenter.schemes.length === 0) {
    const at = interfaceUrl(url);
    const origin = at === null ? null : originKey(at);
    if (origin !== originKey(auth.cardUrl) && (origin === null || !auth.alsoTo.has(origin)))
      return none(
        `credentials go only to the card's origin${origin === null || at === null ? "" : `; this interface is on ${at.origin}: pass --credential-origin ${at.origin} to send them there`}`,
      );
    const required = requirementsText(auth.card);
    return none(`no requirement entry of the card is met by the credentials given${required === null ? "" : ` (requirements: ${required})`}`);
  }
  let presented: Awaited<ReturnType<typeof presenter.present>>;
  try {
    presented = await presenter.present(url);
  } catch (e) {
    // The client's messages name the scheme and why, never the value.
    throw new UsageError(`the credentials cannot be presented: ${(e as Error).message}`);
  }
  const described = presenter.schemes.map((name) => `scheme ${JSON.stringify(name)}: ${auth.schemes.find((s) => s.name === name)?.sent ?? "a credential"}`);
  return { headers: presented.headers, query: presented.query, described, why: null };
}

/** The words added to an authentication failure: the card's schemes and requirements, what was sent, the flags to pass. */
export function authContext(auth: DoctorAuth | null, presentation: Presentation | null): string {
  const schemes = auth?.schemes ?? [];
  const required = auth === null ? null : requirementsText(auth.card);
  const sent =
    presentation === null || presentation.described.length === 0
      ? `no credential${presentation?.why ? ` (${presentation.why})` : ""}`
      : presentation.described.join(", ");
  const flags = [...new Set(schemes.map(flagFor).filter((f): f is string => f !== null))];
  const parts = [`the card's schemes: ${schemesText(schemes)}`];
  parts.push(`requirements: ${required ?? "none listed (any one declared scheme)"}`);
  parts.push(`sent: ${sent}`);
  if (flags.length > 0) parts.push(`pass ${flags.join(" or ")} (a value may be env:NAME)`);
  else parts.push('the card names no scheme the doctor can present: pass the credential with --header "Name: value"');
  return parts.join("; ");
}

/** RFC 4648 base64 of the UTF-8 bytes, as HTTP Basic carries user and password (RFC 7617 §2). */
function base64(text: string): string {
  let binary = "";
  for (const b of new TextEncoder().encode(text)) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** The forms of the secrets that could appear in what an agent answers (at least 4 characters: a shorter one would blank common words). */
export function secretsOf(credentials: readonly DoctorCredential[]): string[] {
  const out = new Set<string>();
  for (const c of credentials) {
    const values =
      c.kind === "bearer"
        ? [c.token]
        : c.kind === "apiKey"
          ? [c.key, encodeURIComponent(c.key)]
          : [c.password, `${c.username}:${c.password}`, base64(`${c.username}:${c.password}`)];
    for (const v of values) if (v.length >= 4) out.add(v);
  }
  // Longest first: a secret that holds another is replaced whole.
  return [...out].sort((a, b) => b.length - a.length);
}

/** `value` with every string in it scrubbed of the secrets. */
export function scrub<T>(value: T, secrets: readonly string[]): T {
  if (secrets.length === 0) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return secrets.reduce((s, secret) => s.split(secret).join("(redacted)"), v);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}
