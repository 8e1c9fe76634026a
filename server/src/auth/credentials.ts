// Reading one declared scheme's credential off a call: an API key from its header, query parameter or
// cookie; the Authorization header's credentials for HTTP schemes (RFC 9110 §11.6.2), Basic decoded
// (RFC 7617 §2) and Bearer's token68 (RFC 6750 §2.1), for OAuth 2.0 and OpenID Connect too; the client
// certificate the TLS layer verified for mutualTLS. A credential is absent, readable, or malformed: present
// at the scheme's location but unreadable (a Bearer token with a space, an empty one, Basic that is not
// base64 or has no colon, an empty or oversized value) or repeated (two Authorization headers, a key's
// header, query parameter or cookie twice): a malformed one is a failed login, never "no credential"
// (policy.ts). A request never crashes the reading; everything read is bounded in length.

import type { DeclaredScheme } from "./card.js";

/** A client certificate the TLS layer verified against the server's trusted CAs (never an unverified one). */
export interface ClientCertificate {
  /** The certificate, DER. */
  readonly raw: Uint8Array;
  /** The subject, one RDN a line ("O=Example\nCN=agent-7"), as node:crypto X509Certificate.subject gives it. */
  readonly subject: string;
  /** The issuer, in the same form. */
  readonly issuer: string;
  /** SHA-256 of the DER, colon-separated hex (X509Certificate.fingerprint256). */
  readonly fingerprint256: string;
  /** The subjectAltName extension as text ("DNS:a, URI:spiffe://…"), when present. */
  readonly subjectAltName?: string | undefined;
}

/** One scheme's credential as read from the call; what a verifier is given. */
export type Credential =
  | { readonly kind: "apiKey"; readonly key: string }
  | { readonly kind: "bearer"; readonly token: string }
  | { readonly kind: "basic"; readonly username: string; readonly password: string }
  | { readonly kind: "http"; readonly scheme: string; readonly value: string }
  | { readonly kind: "certificate"; readonly certificate: ClientCertificate };

/** What the credentials are read from: headers (names lowercased), the raw query, the verified client certificate. */
export interface CredentialSource {
  /** Repeated headers joined with ", " (as node:http and fetch's Headers do). */
  readonly headers: Readonly<Record<string, string>>;
  /** The query string without "?" ("" on gRPC). */
  readonly query: string;
  readonly certificate?: ClientCertificate | undefined;
  /**
   * The header (metadata) names that arrived more than once, lowercased, when the adapter can tell
   * (node:http, the gRPC handler; fetch's Headers cannot): a credential's header among them is malformed.
   */
  readonly repeated?: ReadonlySet<string> | undefined;
}

/** A credential present at a scheme's location that cannot be read as one; `reason` names what and where, never the value. */
export interface MalformedCredential {
  readonly kind: "malformed";
  readonly reason: string;
}

/** The longest credential value read (a header line is bounded by the adapter; a query or cookie value here). */
const MAX_VALUE = 16 * 1024;
/** The longest query string read (an API key there cannot be told apart in a longer one: malformed). */
const MAX_QUERY = 64 * 1024;

const malformed = (reason: string): MalformedCredential => ({ kind: "malformed", reason });
const shown = (name: string) => JSON.stringify(name.slice(0, 100));

function header(headers: Readonly<Record<string, string>>, name: string): string | undefined {
  return Object.hasOwn(headers, name) ? headers[name] : undefined;
}

/** The header names of a raw list (name, value, name, value…) that occur more than once, lowercased; undefined for none. */
export function repeatedNames(raw: readonly string[], except?: string): ReadonlySet<string> | undefined {
  const seen = new Set<string>();
  let repeated: Set<string> | undefined;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i].toLowerCase();
    if (name === except) continue;
    if (seen.has(name)) (repeated ??= new Set()).add(name);
    else seen.add(name);
  }
  return repeated;
}

/** A query parameter's value, percent-decoded ("+" as space, as forms encode it); malformed when repeated or undecodable. */
function queryParameter(query: string, name: string): string | MalformedCredential | undefined {
  if (query === "") return undefined;
  if (query.length > MAX_QUERY) return malformed(`the query string is longer than ${MAX_QUERY} characters: its parameter ${shown(name)} cannot be read`);
  let found: string | undefined;
  for (const pair of query.split("&")) {
    const eq = pair.indexOf("=");
    let key: string;
    try {
      key = decodeURIComponent((eq === -1 ? pair : pair.slice(0, eq)).replace(/\+/g, " "));
    } catch {
      continue; // not the parameter: its name would decode
    }
    if (key !== name) continue;
    if (found !== undefined) return malformed(`the query parameter ${shown(name)} is repeated`);
    try {
      found = decodeURIComponent((eq === -1 ? "" : pair.slice(eq + 1)).replace(/\+/g, " "));
    } catch {
      return malformed(`the query parameter ${shown(name)} is not percent-encoded UTF-8`);
    }
  }
  return found;
}

/** A cookie's value (RFC 6265 §5.4: "name=value" pairs joined by "; "), quotes around it removed; malformed when the name repeats. */
function cookie(source: CredentialSource, name: string): string | MalformedCredential | undefined {
  const all = header(source.headers, "cookie");
  if (all === undefined) return undefined;
  // Cookie headers that node:http joined with ", ": a comma is no cookie-octet (RFC 6265 §4.1.1), so it splits them again.
  const pairs = all.split(source.repeated?.has("cookie") === true ? /[;,]\s*/ : /;\s*/);
  let found: string | undefined;
  for (const pair of pairs) {
    const eq = pair.indexOf("=");
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    if (found !== undefined) return malformed(`the cookie ${shown(name)} is repeated`);
    const value = pair.slice(eq + 1).trim();
    found = value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  }
  return found;
}

/** The Authorization header as (auth-scheme lowercased, the rest), undefined when absent, malformed when repeated or unreadable. */
function authorization(source: CredentialSource): { scheme: string; rest: string } | MalformedCredential | undefined {
  const value = header(source.headers, "authorization");
  if (value === undefined) return undefined;
  if (source.repeated?.has("authorization") === true) return malformed("the Authorization header is repeated");
  if (value.length > MAX_VALUE) return malformed(`the Authorization header is longer than ${MAX_VALUE} characters`);
  const v = value.trim();
  const space = v.search(/[ \t]/);
  const scheme = space === -1 ? v : v.slice(0, space);
  // RFC 9110 §11.6.2: credentials = auth-scheme [ 1*SP ( token68 / #auth-param ) ]; auth-scheme is a token.
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(scheme)) return malformed("the Authorization header names no auth-scheme (RFC 9110 §11.6.2)");
  return { scheme: scheme.toLowerCase(), rest: space === -1 ? "" : v.slice(space).trim() };
}

/** The auth-scheme (lowercased) a declared scheme reads from the Authorization header, undefined for the kinds that read none. */
export function authorizationScheme(scheme: DeclaredScheme): string | undefined {
  if (scheme.kind === "oauth2" || scheme.kind === "openIdConnect") return "bearer";
  return scheme.kind === "http" ? scheme.httpScheme : undefined;
}

/** The auth-scheme (lowercased) the call's Authorization header names, "" when it names none readable, undefined when it has none. */
export function presentedAuthorizationScheme(source: CredentialSource): string | undefined {
  const a = authorization(source);
  return a === undefined ? undefined : "kind" in a ? "" : a.scheme;
}

/** RFC 7617 §2: base64 of "user-id:password" (UTF-8); malformed when it is not. */
function basic(rest: string): Credential | MalformedCredential {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(rest) || rest.length % 4 !== 0) return malformed("the Basic credentials are not base64 (RFC 7617 §2)");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(atob(rest), (c) => c.charCodeAt(0)));
  } catch {
    return malformed("the Basic credentials are not UTF-8 (RFC 7617 §2.1)");
  }
  const colon = text.indexOf(":");
  if (colon === -1) return malformed("the Basic credentials have no colon between user-id and password (RFC 7617 §2)");
  return { kind: "basic", username: text.slice(0, colon), password: text.slice(colon + 1) };
}

/** RFC 6750 §2.1: "Bearer" 1*SP b64token; malformed when the token is empty or not a b64token (a space, a comma of a joined header). */
function bearer(rest: string): Credential | MalformedCredential {
  if (rest === "") return malformed("the Authorization header's Bearer token is empty (RFC 6750 §2.1)");
  if (!/^[A-Za-z0-9\-._~+/]+=*$/.test(rest)) return malformed("the Authorization header's Bearer token is not a b64token (RFC 6750 §2.1)");
  return { kind: "bearer", token: rest };
}

/**
 * What `scheme` finds in `source`: its credential, undefined when there is none at its location (or, for
 * the Authorization header, one of another auth-scheme), or malformed (present but unreadable, or repeated).
 */
export function readScheme(scheme: DeclaredScheme, source: CredentialSource): Credential | MalformedCredential | undefined {
  if (scheme.kind === "mutualTLS") return source.certificate === undefined ? undefined : { kind: "certificate", certificate: source.certificate };
  if (scheme.kind === "apiKey") {
    const p = scheme.parameter as string;
    let key: string | MalformedCredential | undefined;
    if (scheme.location === "header") {
      key = header(source.headers, p);
      if (key !== undefined && source.repeated?.has(p) === true) return malformed(`the header ${shown(p)} is repeated`);
    } else key = scheme.location === "query" ? queryParameter(source.query, p) : cookie(source, p);
    if (key === undefined || typeof key !== "string") return key;
    const where = `${scheme.location === "header" ? "the header" : scheme.location === "query" ? "the query parameter" : "the cookie"} ${shown(p)}`;
    if (key === "") return malformed(`${where} is empty`);
    return key.length > MAX_VALUE ? malformed(`${where} is longer than ${MAX_VALUE} characters`) : { kind: "apiKey", key };
  }
  const wanted = authorizationScheme(scheme) as string;
  const a = authorization(source);
  if (a === undefined || "kind" in a) return a;
  if (a.scheme !== wanted) return undefined;
  if (wanted === "bearer") return bearer(a.rest);
  if (wanted === "basic") return basic(a.rest);
  return a.rest === "" ? malformed(`the Authorization header's ${shown(wanted)} credentials are empty`) : { kind: "http", scheme: a.scheme, value: a.rest };
}

/** The credential `scheme` finds in `source`, or undefined when there is none or it is malformed (readScheme tells which). */
export function readCredential(scheme: DeclaredScheme, source: CredentialSource): Credential | undefined {
  const r = readScheme(scheme, source);
  return r === undefined || r.kind === "malformed" ? undefined : r;
}
