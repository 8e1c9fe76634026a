// The caller's credentials, by the card's scheme names, presented as the card asks: the requirements
// (securityRequirements; v0.3 `security`) are a list ORed, the schemes of an entry ANDed (OpenAPI's Security
// Requirement Object, which A2A's cards carry); the client takes the first entry whose every scheme it holds
// a credential for, and presents those credentials and no others. A card that declares schemes but no
// requirements is read as "any one declared scheme" (the reading that fails closed). Credentials go only to
// the card's origin (origins.ts): an interface on another origin, or a card whose origin is unknown, gets none.

import { isObject, own } from "@a2a-bindgen/kit";
import { TransportError } from "../errors.js";
import { interfaceUrl, originKey } from "../origins.js";

/** A scheme's kind: OpenAPI 3's Security Scheme types, as both card generations carry them. */
export type SchemeKind = "apiKey" | "http" | "oauth2" | "openIdConnect" | "mutualTLS";

/**
 * A credential: a string (an API key; a bearer or other HTTP token; an OAuth 2.0 / OpenID Connect access
 * token), `{ username, password }` for HTTP Basic, or `true` for mutual TLS (the certificate travels in the
 * TLS layer: the fetch or agent given to connect(), or the gRPC transport's tls options).
 */
export type CredentialValue = string | { readonly username: string; readonly password: string } | true;

/** What a credential provider is asked for: the scheme (its card name and kind), the scopes the entry asks, and the request's URL. */
export interface CredentialRequest {
  readonly scheme: string;
  readonly kind: SchemeKind;
  readonly scopes: readonly string[];
  readonly url: string;
}

/** A credential computed per request (a token refreshed, fetched from a vault…). */
export type CredentialProvider = (request: CredentialRequest) => CredentialValue | Promise<CredentialValue>;

/** ConnectOptions.credentials: by the card's scheme name (its securitySchemes key). */
export type CredentialsByScheme = Readonly<Record<string, CredentialValue | CredentialProvider>>;

/** What a request carries for the chosen entry. */
export interface Presented {
  readonly headers: readonly (readonly [string, string])[];
  readonly query: readonly (readonly [string, string])[];
}

/** The chosen requirement entry of a connection, or none. */
export interface Presenter {
  /** The schemes presented (card names, in the entry's order); empty when none is. */
  readonly schemes: readonly string[];
  /** What a request to `url` carries (the providers asked now); throws Error naming the scheme (never its value) when a credential is unusable. */
  present(url: string): Promise<Presented>;
}

/**
 * Checks ConnectOptions.credentials: false when absent; a TypeError naming the scheme for a value that is
 * neither a credential nor a provider (never quoting the value).
 */
export function checkCredentials(credentials: unknown): credentials is CredentialsByScheme {
  if (credentials === undefined) return false;
  if (!isObject(credentials)) throw new TypeError("credentials must be an object of scheme names to credentials");
  for (const name of Object.keys(credentials)) {
    const v = credentials[name];
    const ok =
      typeof v === "string" || v === true || typeof v === "function" || (isObject(v) && typeof v.username === "string" && typeof v.password === "string");
    if (!ok)
      throw new TypeError(
        `credentials[${JSON.stringify(name.slice(0, 100))}]: give a string, { username, password }, true (mutual TLS) or a provider function`,
      );
  }
  return true;
}

/**
 * ConnectOptions.credentialOrigins checked: each an http(s) origin (scheme://host[:port]), as origin keys;
 * anything else is a TypeError naming it.
 */
export function readCredentialOrigins(value: unknown): ReadonlySet<string> {
  const out = new Set<string>();
  if (value === undefined) return out;
  if (!Array.isArray(value)) throw new TypeError("credentialOrigins must be a list of origins");
  for (const [i, v] of value.entries()) {
    let u: URL | undefined;
    try {
      u = typeof v === "string" ? new URL(v) : undefined;
    } catch {}
    const key = u === undefined ? null : originKey(u);
    if (u === undefined || key === null || u.pathname !== "/" || u.username !== "" || u.password !== "" || /[?#]/.test(String(v))) {
      throw new TypeError(`credentialOrigins[${i}]: not an http(s) origin (scheme://host[:port])`);
    }
    out.add(key);
  }
  return out;
}

/**
 * What `present` gives a request to `url`, within `signal`: a credential that cannot be presented is an
 * `auth` TransportError (nothing sent); an abort (the deadline, the caller) rejects with the signal's reason.
 */
export function presentWithin(present: (url: string) => Promise<Presented>, url: string, signal: AbortSignal): Promise<Presented> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<Presented>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    present(url)
      .then(resolve, (e: unknown) => reject(new TransportError("auth", url, `nothing sent: ${e instanceof Error ? e.message : String(e)}`, { cause: e })))
      .finally(() => signal.removeEventListener("abort", onAbort));
  });
}
