// The card's security schemes as the client presents credentials for them, and which scheme each of the
// doctor's credentials goes to. Each scheme is read by the client's own code (presenterFor, given a probe
// value for that one scheme), so the doctor describes exactly what a client would send, and where.

import { isObject, own } from "@a2a-bindgen/kit";
import type { CredentialValue, SchemeKind } from "../auth/credentials.js";
import { presenterFor } from "../auth/presenter.js";
import type { DoctorCredential } from "./credentials.js";
import { shown, UsageError } from "./usage.js";

/** What a flag of the doctor gives: a bearer token, Basic user and password, an API key. */
export type Takes = "bearer" | "basic" | "apiKey";

/** One scheme of the card (a securitySchemes key), as the client presents a credential for it. */
export interface CardScheme {
  readonly name: string;
  /** Null: the client cannot read the scheme. */
  readonly kind: SchemeKind | null;
  /** The flag that gives its credential; null when none does (mutual TLS, another HTTP scheme, nowhere to send it). */
  readonly takes: Takes | null;
  /** The credential and where it travels: "bearer (Authorization header)", "apiKey X-API-Key (header)". */
  readonly sent: string;
  /** An API key's header, query parameter or cookie name. */
  readonly parameter?: string;
  readonly location?: "header" | "query" | "cookie";
}

/** The most schemes read from one card (the client's bound). */
const maxSchemes = 64;
const probeUrl = new URL("http://scheme.invalid/");
const probeValue = "x";

function single(name: string, value: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  out[name] = value;
  return out;
}

/** What the client presents for `scheme` given `value`: the kind it was asked for and the headers and query, or null when unusable. */
async function presentOnce(name: string, scheme: unknown, value: CredentialValue) {
  let kind: SchemeKind | null = null;
  const provider = (r: { kind: SchemeKind }) => {
    kind = r.kind;
    return value;
  };
  const presenter = presenterFor({ securitySchemes: single(name, scheme) }, single(name, provider), probeUrl, probeUrl.href);
  if (presenter.schemes.length === 0) return { kind, presented: null };
  // The provider tells the kind when present() runs: read it after.
  const presented = await presenter.present(probeUrl.href).catch(() => null);
  return { kind: kind as SchemeKind | null, presented };
}

async function readOne(name: string, scheme: unknown): Promise<CardScheme> {
  const first = await presentOnce(name, scheme, probeValue);
  const kind = first.kind;
  if (kind === "mutualTLS") return { name, kind, takes: null, sent: "mutualTLS (a TLS client certificate: not one the doctor sends)" };
  let p = first.presented;
  if (p === null && kind === "http") p = (await presentOnce(name, scheme, { username: probeValue, password: probeValue })).presented;
  if (p === null) return { name, kind, takes: null, sent: kind === null ? "unreadable" : `${kind} (nowhere the client can send it)` };
  const header = p.headers[0];
  const query = p.query[0];
  if (query) return { name, kind, takes: "apiKey", sent: `apiKey ${query[0]} (query)`, parameter: query[0], location: "query" };
  if (header === undefined) return { name, kind, takes: null, sent: `${kind} (nothing to send)` };
  const [h, v] = header;
  if (kind === "apiKey") {
    const cookie = h.toLowerCase() === "cookie" ? v.slice(0, v.indexOf("=")) : undefined;
    return cookie === undefined
      ? { name, kind, takes: "apiKey", sent: `apiKey ${h} (header)`, parameter: h, location: "header" }
      : { name, kind, takes: "apiKey", sent: `apiKey ${cookie} (cookie)`, parameter: cookie, location: "cookie" };
  }
  const auth = v.slice(0, v.indexOf(" "));
  const takes: Takes | null = auth === "Bearer" ? "bearer" : auth === "Basic" ? "basic" : null;
  return { name, kind, takes, sent: `${takes ?? auth} (Authorization header)` };
}

/** The card's securitySchemes, each as the client reads it (at most 64). */
export async function readCardSchemes(card: unknown): Promise<CardScheme[]> {
  const declared = own(card, "securitySchemes");
  if (!isObject(declared)) return [];
  return Promise.all(
    Object.keys(declared)
      .slice(0, maxSchemes)
      .map((name) => readOne(name, declared[name])),
  );
}

/** The schemes in a line: `name: what is sent`. */
export function schemesText(schemes: readonly CardScheme[]): string {
  if (schemes.length === 0) return "none (the card declares no securitySchemes)";
  return schemes.map((s) => `${JSON.stringify(s.name)}: ${s.sent}`).join(", ");
}

/** The card's requirements in a line (v1.0 securityRequirements, v0.3 security): entries ORed, schemes ANDed; null when none. */
export function requirementsText(card: unknown): string | null {
  const newer = own(card, "securityRequirements");
  const list = Array.isArray(newer) ? newer : own(card, "security");
  if (!Array.isArray(list) || list.length === 0) return null;
  const entries = list.slice(0, maxSchemes).map((entry) => {
    const map = Array.isArray(newer) ? own(entry, "schemes") : entry;
    const names = isObject(map) ? Object.keys(map).slice(0, maxSchemes) : [];
    if (names.length === 0) return "anonymous ({})";
    return names
      .map((n) => {
        const v = (map as Record<string, unknown>)[n];
        const scopes = Array.isArray(v) ? v : own(v, "list");
        const listed = Array.isArray(scopes) ? scopes.filter((x): x is string => typeof x === "string") : [];
        return listed.length === 0 ? JSON.stringify(n) : `${JSON.stringify(n)} [${listed.join(" ")}]`;
      })
      .join(" and ");
  });
  return entries.join(", or ");
}

/** The flag that gives a scheme's credential, or null. */
export function flagFor(scheme: CardScheme): string | null {
  if (scheme.takes === "bearer") return "--bearer TOKEN";
  if (scheme.takes === "basic") return "--basic USER:PASS";
  if (scheme.takes === "apiKey") return `--api-key ${scheme.parameter ?? scheme.name}=VALUE`;
  return null;
}

function matches(c: DoctorCredential, s: CardScheme): boolean {
  if (c.kind !== "apiKey") return s.takes === c.kind;
  if (s.takes !== "apiKey") return false;
  // Header and cookie names are case-insensitive (RFC 9110 §5.1); a query parameter's is not.
  const param = s.parameter ?? "";
  return c.name === s.name || (s.location === "query" ? c.name === param : c.name.toLowerCase() === param.toLowerCase());
}

/**
 * The credentials by the card's scheme names (the client's ConnectOptions.credentials). A credential no scheme
 * of the card takes, or two for one scheme, is a UsageError naming the card's schemes, never a value.
 */
export function credentialsByScheme(credentials: readonly DoctorCredential[], schemes: readonly CardScheme[]): Record<string, CredentialValue> {
  const out: Record<string, CredentialValue> = Object.create(null);
  for (const c of credentials) {
    const option = c.kind === "apiKey" ? `--api-key ${shown(c.name)}` : `--${c.kind}`;
    const to = schemes.filter((s) => matches(c, s));
    if (to.length === 0) {
      const what =
        c.kind === "apiKey"
          ? "no APIKey scheme of the card has that name or sends a header, query parameter or cookie of that name"
          : `the card declares no scheme that takes ${c.kind === "bearer" ? "a bearer token (HTTP Bearer, OAuth 2.0, OpenID Connect)" : "HTTP Basic"}`;
      throw new UsageError(`${option}: ${what}; the card's schemes: ${schemesText(schemes)}`);
    }
    for (const s of to) {
      if (Object.hasOwn(out, s.name)) throw new UsageError(`${option}: scheme ${JSON.stringify(s.name)} already has a credential from another option`);
      out[s.name] = c.kind === "bearer" ? c.token : c.kind === "apiKey" ? c.key : { username: c.username, password: c.password };
    }
  }
  return out;
}
