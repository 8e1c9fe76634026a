// Reading one declared scheme's credential off a call: an API key from its header, query parameter or
// cookie; the Authorization header's credentials for HTTP schemes (RFC 9110 §11.6.2), Basic decoded
// (RFC 7617 §2) and Bearer's token68 (RFC 6750 §2.1), for OAuth 2.0 and OpenID Connect too; the client
// certificate the TLS layer verified for mutualTLS. Absent or malformed is "no credential" (undefined):
// a request never crashes the reading. Everything read is bounded in length.

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
  readonly subjectAltName?: string;
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
  readonly headers: Readonly<Record<string, string>>;
  /** The query string without "?" ("" on gRPC). */
  readonly query: string;
  readonly certificate?: ClientCertificate;
}

/** The longest credential value read (a header line is bounded by the adapter; a query or cookie value here). */
const MAX_VALUE = 16 * 1024;

function header(headers: Readonly<Record<string, string>>, name: string): string | undefined {
  return Object.hasOwn(headers, name) ? headers[name] : undefined;
}

/** A query parameter's value, percent-decoded ("+" as space, as forms encode it); undefined when absent or undecodable. */
function queryParameter(query: string, name: string): string | undefined {
  if (query === "" || query.length > 64 * 1024) return undefined;
  for (const pair of query.split("&")) {
    const eq = pair.indexOf("=");
    const key = eq === -1 ? pair : pair.slice(0, eq);
    try {
      if (decodeURIComponent(key.replace(/\+/g, " ")) !== name) continue;
      return decodeURIComponent((eq === -1 ? "" : pair.slice(eq + 1)).replace(/\+/g, " "));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A cookie's value (RFC 6265 §5.4: "name=value" pairs joined by "; "), quotes around it removed. */
function cookie(headers: Readonly<Record<string, string>>, name: string): string | undefined {
  const all = header(headers, "cookie");
  if (all === undefined) return undefined;
  for (const pair of all.split(/;\s*/)) {
    const eq = pair.indexOf("=");
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    const value = pair.slice(eq + 1).trim();
    return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  }
  return undefined;
}

/** The Authorization header as (scheme lowercased, the rest), or undefined. */
function authorization(headers: Readonly<Record<string, string>>): { scheme: string; rest: string } | undefined {
  const value = header(headers, "authorization");
  if (value === undefined || value.length > MAX_VALUE) return undefined;
  const m = /^\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)(?:\s+(.*?))?\s*$/.exec(value);
  return m === null ? undefined : { scheme: m[1].toLowerCase(), rest: m[2] ?? "" };
}

/** RFC 6750 §2.1 b64token (token68), or undefined. */
function token68(rest: string): string | undefined {
  return /^[A-Za-z0-9\-._~+/]+=*$/.test(rest) ? rest : undefined;
}

/** RFC 7617 §2: base64 of "user-id:password" (UTF-8); undefined when it is not. */
function basic(rest: string): { username: string; password: string } | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(rest) || rest.length % 4 !== 0) return undefined;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(atob(rest), (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
  const colon = text.indexOf(":");
  return colon === -1 ? undefined : { username: text.slice(0, colon), password: text.slice(colon + 1) };
}

function bearer(headers: Readonly<Record<string, string>>): Credential | undefined {
  const a = authorization(headers);
  if (a === undefined || a.scheme !== "bearer") return undefined;
  const token = token68(a.rest);
  return token === undefined ? undefined : { kind: "bearer", token };
}

/** The credential `scheme` finds in `source`, or undefined when there is none (or it is malformed). */
export function readCredential(scheme: DeclaredScheme, source: CredentialSource): Credential | undefined {
  switch (scheme.kind) {
    case "apiKey": {
      const p = scheme.parameter as string;
      const key =
        scheme.location === "header" ? header(source.headers, p) : scheme.location === "query" ? queryParameter(source.query, p) : cookie(source.headers, p);
      return key === undefined || key === "" || key.length > MAX_VALUE ? undefined : { kind: "apiKey", key };
    }
    case "http": {
      if (scheme.httpScheme === "bearer") return bearer(source.headers);
      const a = authorization(source.headers);
      if (a === undefined || a.scheme !== scheme.httpScheme) return undefined;
      if (a.scheme === "basic") {
        const b = basic(a.rest);
        return b === undefined ? undefined : { kind: "basic", ...b };
      }
      return a.rest === "" ? undefined : { kind: "http", scheme: a.scheme, value: a.rest };
    }
    case "oauth2":
    case "openIdConnect":
      return bearer(source.headers);
    case "mutualTLS":
      return source.certificate === undefined ? undefined : { kind: "certificate", certificate: source.certificate };
  }
}
