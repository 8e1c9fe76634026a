// A connection's presenter: which of the card's requirement entries the caller's credentials meet, and what
// each request then carries (credentials.ts says the rules). Loaded only when the caller gives credentials
// (client.ts imports it on demand), so that a client without any does not carry this code.

import { isObject, own } from "@a2a-bindgen/kit";
import { interfaceUrl, originKey } from "../origins.js";
import { checkCredentials, type CredentialProvider, type CredentialValue, type Presented, type Presenter, type SchemeKind } from "./credentials.js";

/** One declared scheme, as the client presents its credential. */
interface Scheme {
  readonly name: string;
  readonly kind: SchemeKind;
  readonly location?: string | undefined;
  readonly parameter?: string | undefined;
  readonly httpScheme?: string | undefined;
}

const text = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);

/** One scheme of either generation (v1.0: a oneof of *SecurityScheme members; v0.3: a2a.json's `type`), or null when unreadable. */
function readScheme(name: string, s: unknown): Scheme | null {
  if (!isObject(s)) return null;
  const type = own(s, "type");
  if (typeof type === "string") {
    if (type === "apiKey") return { name, kind: "apiKey", location: text(own(s, "in")), parameter: text(own(s, "name")) };
    if (type === "http") return { name, kind: "http", httpScheme: text(own(s, "scheme")) };
    if (type === "oauth2" || type === "openIdConnect" || type === "mutualTLS") return { name, kind: type };
    return null;
  }
  const api = own(s, "apiKeySecurityScheme");
  if (isObject(api)) return { name, kind: "apiKey", location: text(own(api, "location")), parameter: text(own(api, "name")) };
  const http = own(s, "httpAuthSecurityScheme");
  if (isObject(http)) return { name, kind: "http", httpScheme: text(own(http, "scheme")) };
  if (isObject(own(s, "oauth2SecurityScheme"))) return { name, kind: "oauth2" };
  if (isObject(own(s, "openIdConnectSecurityScheme"))) return { name, kind: "openIdConnect" };
  if (isObject(own(s, "mtlsSecurityScheme"))) return { name, kind: "mutualTLS" };
  return null;
}

/** The most requirement entries and schemes read from one card. */
const maxEntries = 64;

/** The card's requirements as entries of (scheme name, scopes); null when it declares none. */
function readRequirements(card: unknown): [string, string[]][][] | null {
  const newer = own(card, "securityRequirements");
  const list = Array.isArray(newer) ? newer : own(card, "security");
  if (!Array.isArray(list) || list.length === 0) return null;
  const out: [string, string[]][][] = [];
  for (const entry of list.slice(0, maxEntries)) {
    // v1.0: { schemes: { name: { list: [scopes] } } }; v0.3: { name: [scopes] }.
    const map = Array.isArray(newer) ? own(entry, "schemes") : entry;
    const pairs: [string, string[]][] = [];
    if (isObject(map)) {
      for (const name of Object.keys(map).slice(0, maxEntries)) {
        const v = map[name];
        const scopes = Array.isArray(v) ? v : own(v, "list");
        pairs.push([name, Array.isArray(scopes) ? scopes.filter((x): x is string => typeof x === "string") : []]);
      }
    }
    out.push(pairs);
  }
  return out;
}

/** The unusable-credential error: names the scheme and why, never the value. */
function unusable(scheme: string, why: string): Error {
  return new Error(`the credential for ${JSON.stringify(scheme.slice(0, 100))} ${why}`);
}

async function credentialOf(scheme: Scheme, given: CredentialValue | CredentialProvider, scopes: readonly string[], url: string): Promise<CredentialValue> {
  if (typeof given !== "function") return given;
  try {
    return await given({ scheme: scheme.name, kind: scheme.kind, scopes, url });
  } catch (e) {
    throw unusable(scheme.name, `could not be obtained: its provider failed (${e instanceof Error ? e.message : String(e)})`);
  }
}

/** A value for one header, checked the way Headers checks it. */
function headerValue(scheme: string, value: string): string {
  try {
    new Headers().set("x", value);
  } catch {
    throw unusable(scheme, "is not a valid header value (a control character or a line break)");
  }
  return value;
}

const utf8 = new TextEncoder();

function basic(scheme: string, v: CredentialValue): string {
  if (typeof v !== "object" || typeof v.username !== "string" || typeof v.password !== "string")
    throw unusable(scheme, "must be { username, password } for HTTP Basic");
  if (v.username.includes(":")) throw unusable(scheme, "has a username with a colon (RFC 7617 §2 forbids it)");
  let binary = "";
  for (const b of utf8.encode(`${v.username}:${v.password}`)) binary += String.fromCharCode(b);
  return `Basic ${btoa(binary)}`;
}

/** What one scheme's credential adds to a request. */
function apply(scheme: Scheme, v: CredentialValue, headers: [string, string][], query: [string, string][]): void {
  const str = (): string => {
    if (typeof v !== "string" || v === "") throw unusable(scheme.name, `must be a non-empty string for ${scheme.kind}`);
    return headerValue(scheme.name, v);
  };
  switch (scheme.kind) {
    case "mutualTLS":
      // The certificate is the TLS layer's: nothing to add to the request.
      return;
    case "apiKey": {
      const name = scheme.parameter;
      if (name === undefined) throw unusable(scheme.name, "has nowhere to go: the card's scheme names no parameter");
      if (scheme.location === "header") headers.push([name, str()]);
      else if (scheme.location === "query") query.push([name, str()]);
      else if (scheme.location === "cookie") headers.push(["cookie", `${name}=${str()}`]);
      else
        throw unusable(
          scheme.name,
          `has nowhere to go: the card's location ${JSON.stringify(String(scheme.location).slice(0, 40))} is not header, query or cookie`,
        );
      return;
    }
    case "http": {
      const name = scheme.httpScheme ?? "";
      if (name.toLowerCase() === "basic") headers.push(["authorization", basic(scheme.name, v)]);
      else if (/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name)) headers.push(["authorization", `${name.toLowerCase() === "bearer" ? "Bearer" : name} ${str()}`]);
      else throw unusable(scheme.name, "cannot be sent: the card's HTTP scheme is not a token");
      return;
    }
    default:
      // OAuth 2.0 and OpenID Connect: the access token as a bearer token (RFC 6750 §2.1).
      headers.push(["authorization", `Bearer ${str()}`]);
  }
}

/** No credentials: what a connection presents when the card asks for none, or the caller holds none it asks for. */
const nothing: Presenter = { schemes: [], present: async () => ({ headers: [], query: [] }) };

/**
 * The presenter of one connection: the first requirement entry of the card whose every scheme is declared
 * and held in `credentials` (an empty entry: anonymous, nothing presented); none held: nothing presented
 * (the agent answers with its challenge). Nothing is presented when the interface is neither on the card's
 * origin nor in `alsoTo` (origin keys, readCredentialOrigins), or the card's URL is unknown and it is not in `alsoTo`. `credentials` is checked: not an object, or a value that is neither
 * a credential nor a function, is a TypeError naming the scheme.
 */
export function presenterFor(
  card: unknown,
  credentials: unknown,
  cardUrl: URL | null,
  interfaceAt: string,
  alsoTo: ReadonlySet<string> = new Set(),
): Presenter {
  if (!checkCredentials(credentials)) return nothing;
  const where = interfaceUrl(interfaceAt);
  const origin = where === null ? null : originKey(where);
  const cardOrigin = cardUrl === null ? null : originKey(cardUrl);
  if (origin === null || (origin !== cardOrigin && !alsoTo.has(origin))) return nothing;
  const declared = own(card, "securitySchemes");
  const schemes = new Map<string, Scheme>();
  if (isObject(declared)) {
    for (const name of Object.keys(declared).slice(0, maxEntries)) {
      const s = readScheme(name, declared[name]);
      if (s !== null) schemes.set(name, s);
    }
  }
  const entries = readRequirements(card) ?? [...schemes.keys()].map((name): [string, string[]][] => [[name, []]]);
  const held = (name: string) => schemes.has(name) && Object.hasOwn(credentials, name);
  const chosen = entries.find((e) => e.length > 0 && e.every(([name]) => held(name)));
  if (chosen === undefined) return nothing;
  return {
    schemes: chosen.map(([name]) => name),
    async present(url) {
      const headers: [string, string][] = [];
      const query: [string, string][] = [];
      for (const [name, scopes] of chosen) {
        const scheme = schemes.get(name) as Scheme;
        apply(scheme, await credentialOf(scheme, credentials[name] as CredentialValue | CredentialProvider, scopes, url), headers, query);
      }
      const auth = headers.filter(([h]) => h === "authorization");
      if (auth.length > 1)
        throw new Error(`the schemes ${chosen.map(([n]) => JSON.stringify(n)).join(" and ")} both send Authorization: one request cannot carry both`);
      const cookies = headers.filter(([h]) => h === "cookie").map(([, v]) => v);
      const merged = headers.filter(([h]) => h !== "cookie");
      if (cookies.length > 0) merged.push(["cookie", cookies.join("; ")]);
      return { headers: merged, query };
    },
  };
}
