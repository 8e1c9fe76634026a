// The card's security as OpenAPI 3.1 states it: each A2A v1.0 SecurityScheme (a oneof modelled on OpenAPI
// 3.2's Security Scheme Object) as a Security Scheme Object (apiKey, http, oauth2, openIdConnect,
// mutualTLS), and securityRequirements as the Security Requirement list (ORed; an entry's schemes ANDed,
// each with its scopes or roles; {} anonymous). What 3.1 has no field for is kept in an `x-a2a-` extension,
// never dropped silently: the device authorization flow and oauth2MetadataUrl (both new in 3.2), PKCE.
// A card with schemes and no requirements is read as the server enforces it (rules decision
// schemes-without-requirements: any one declared scheme), not as OpenAPI would (nothing required).

import type { types } from "@a2a-bindgen/a2a/v1_0";
import { isObject, own } from "@a2a-bindgen/kit";

type Json = Record<string, unknown>;

/** A Security Requirement Object: scheme name → scopes (OAuth 2.0, OpenID Connect) or roles (the others). */
export type SecurityRequirementObject = Record<string, string[]>;

/** What the served document says of security. */
export interface DocumentSecurity {
  /** components.securitySchemes (empty when the card declares none). */
  readonly securitySchemes: Record<string, Json>;
  /** The top-level `security`, or undefined when the card declares no scheme (every call anonymous). */
  readonly security: SecurityRequirementObject[] | undefined;
  /**
   * `security` without its anonymous entries, for the extended card's operations (served only to
   * authenticated callers), or undefined when that is `security` itself or nothing is left to name.
   */
  readonly authenticated: SecurityRequirementObject[] | undefined;
  /** Why `security` is not the card's list as written, when it is not. */
  readonly reading: string | undefined;
  /** The schemes OpenAPI 3.1 has no form for (an OAuth 2.0 scheme with no flow it can state), each with why. */
  readonly unmappedSchemes: Record<string, Json>;
  /** The requirement entries left out of `security` because they name an unmapped scheme. */
  readonly unmappedRequirements: SecurityRequirementObject[];
}

/** OpenAPI 3.1 Components Object: the keys a component map may use. */
const COMPONENT_KEY = /^[a-zA-Z0-9.\-_]+$/;

/** How one A2A flow becomes one OAuth Flow Object: its OpenAPI name and the URLs OpenAPI 3.1 requires of it. */
const FLOWS: readonly { a2a: string; openapi: string; urls: readonly string[] }[] = [
  { a2a: "authorizationCode", openapi: "authorizationCode", urls: ["authorizationUrl", "tokenUrl"] },
  { a2a: "clientCredentials", openapi: "clientCredentials", urls: ["tokenUrl"] },
  { a2a: "implicit", openapi: "implicit", urls: ["authorizationUrl"] },
  { a2a: "password", openapi: "password", urls: ["tokenUrl"] },
];
const DEVICE_CODE = "deviceCode";

const fail = (where: string, why: string) => new TypeError(`openapi: ${where}: ${why}`);
const show = (v: unknown) => JSON.stringify(String(v)).slice(0, 80);

function text(value: unknown, where: string): string {
  if (typeof value !== "string" || value === "") throw fail(where, "give a non-empty string");
  return value;
}

/** `description` (when the card gives one) and the rest. */
function described(source: Json, rest: Json): Json {
  const d = own(source, "description");
  return typeof d === "string" && d !== "" ? { ...rest, description: d } : rest;
}

function scopesOf(flow: Json, where: string): Record<string, string> {
  const s = own(flow, "scopes");
  if (s === undefined || s === null) return {};
  if (!isObject(s) || !Object.values(s).every((v) => typeof v === "string")) throw fail(`${where}.scopes`, "give a map of scope → description");
  return { ...(s as Record<string, string>) };
}

/** The OAuth Flows Object, and the A2A flows it cannot hold (kept beside it, with why). */
function flowsOf(flows: unknown, where: string): { flows: Json; unmapped: Json } {
  if (!isObject(flows)) throw fail(where, "give the OAuthFlows object");
  const out: Json = {};
  const unmapped: Json = {};
  for (const f of FLOWS) {
    const flow = own(flows, f.a2a);
    if (flow === undefined || flow === null) continue;
    if (!isObject(flow)) throw fail(`${where}.${f.a2a}`, "give an object");
    const missing = f.urls.filter((u) => typeof own(flow, u) !== "string" || own(flow, u) === "");
    if (missing.length > 0) {
      unmapped[f.a2a] = { reason: `OpenAPI 3.1's ${f.openapi} flow requires ${missing.join(" and ")}, which the card leaves out`, flow };
      continue;
    }
    const o: Json = {};
    for (const u of ["authorizationUrl", "tokenUrl", "refreshUrl"]) if (typeof own(flow, u) === "string" && own(flow, u) !== "") o[u] = own(flow, u);
    o.scopes = scopesOf(flow, `${where}.${f.a2a}`);
    if (own(flow, "pkceRequired") === true) o["x-a2a-pkce-required"] = true;
    out[f.openapi] = o;
  }
  const device = own(flows, DEVICE_CODE);
  if (device !== undefined && device !== null) {
    unmapped[DEVICE_CODE] = {
      reason: "OpenAPI 3.1 has no device authorization flow (RFC 8628); OpenAPI 3.2 adds it as deviceAuthorization",
      flow: device,
    };
  }
  return { flows: out, unmapped };
}

/** One A2A v1.0 SecurityScheme as an OpenAPI 3.1 Security Scheme Object. */
export function securitySchemeObject(scheme: unknown, where: string): Json {
  if (!isObject(scheme)) throw fail(where, "give a SecurityScheme object");
  const api = own(scheme, "apiKeySecurityScheme");
  if (isObject(api)) {
    const at = `${where}.apiKeySecurityScheme`;
    const location = own(api, "location");
    if (location !== "header" && location !== "query" && location !== "cookie")
      throw fail(`${at}.location`, `${show(location)} is not "header", "query" or "cookie", the places OpenAPI 3.1 can name`);
    return described(api, { type: "apiKey", name: text(own(api, "name"), `${at}.name`), in: location });
  }
  const http = own(scheme, "httpAuthSecurityScheme");
  if (isObject(http)) {
    const format = own(http, "bearerFormat");
    const out: Json = { type: "http", scheme: text(own(http, "scheme"), `${where}.httpAuthSecurityScheme.scheme`) };
    if (typeof format === "string" && format !== "") out.bearerFormat = format;
    return described(http, out);
  }
  const oauth = own(scheme, "oauth2SecurityScheme");
  if (isObject(oauth)) {
    const { flows, unmapped } = flowsOf(own(oauth, "flows"), `${where}.oauth2SecurityScheme.flows`);
    const out: Json = { type: "oauth2", flows };
    const metadata = own(oauth, "oauth2MetadataUrl");
    // OpenAPI 3.2's oauth2MetadataUrl (RFC 8414), which 3.1 lacks.
    if (typeof metadata === "string" && metadata !== "") out["x-a2a-oauth2-metadata-url"] = metadata;
    if (Object.keys(unmapped).length > 0) out["x-a2a-unmapped-flows"] = unmapped;
    return described(oauth, out);
  }
  const oidc = own(scheme, "openIdConnectSecurityScheme");
  if (isObject(oidc)) {
    const url = text(own(oidc, "openIdConnectUrl"), `${where}.openIdConnectSecurityScheme.openIdConnectUrl`);
    return described(oidc, { type: "openIdConnect", openIdConnectUrl: url });
  }
  const mtls = own(scheme, "mtlsSecurityScheme");
  if (isObject(mtls)) return described(mtls, { type: "mutualTLS" });
  throw fail(where, "no scheme set (apiKeySecurityScheme, httpAuthSecurityScheme, oauth2SecurityScheme, openIdConnectSecurityScheme, mtlsSecurityScheme)");
}

/** The card's requirements list as Security Requirement Objects, or null when it has none (absent or empty). */
function requirementsOf(value: unknown, declared: ReadonlySet<string>): SecurityRequirementObject[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) throw fail("card.securityRequirements", "give a list");
  if (value.length === 0) return null;
  return value.map((entry: unknown, i) => {
    const at = `card.securityRequirements[${i}]`;
    if (!isObject(entry)) throw fail(at, "give an object");
    const schemes = own(entry, "schemes");
    const out: SecurityRequirementObject = {};
    if (schemes === undefined || schemes === null) return out;
    if (!isObject(schemes)) throw fail(`${at}.schemes`, "give an object");
    for (const name of Object.keys(schemes)) {
      if (!declared.has(name)) throw fail(`${at}.schemes`, `scheme ${show(name)} is not declared in card.securitySchemes`);
      const item = schemes[name];
      const list = isObject(item) ? own(item, "list") : undefined;
      if (list !== undefined && list !== null && (!Array.isArray(list) || !list.every((s) => typeof s === "string")))
        throw fail(`${at}.schemes.${name}.list`, "give a list of strings");
      out[name] = Array.isArray(list) ? [...(list as string[])] : [];
    }
    return out;
  });
}

/** The schemes OpenAPI 3.1 can state, and the others (an OAuth 2.0 scheme none of whose flows it can state: 3.1 requires one). */
function schemesOf(card: unknown): { mapped: Record<string, Json>; unmapped: Record<string, Json> } {
  const raw = isObject(card) ? own(card, "securitySchemes") : undefined;
  const mapped: Record<string, Json> = {};
  const unmapped: Record<string, Json> = {};
  if (raw === undefined || raw === null) return { mapped, unmapped };
  if (!isObject(raw)) throw fail("card.securitySchemes", "give an object");
  for (const name of Object.keys(raw)) {
    if (!COMPONENT_KEY.test(name)) throw fail("card.securitySchemes", `${show(name)} cannot name an OpenAPI component (letters, digits, ".", "-", "_")`);
    const o = securitySchemeObject(raw[name], `card.securitySchemes.${name}`);
    if (o.type === "oauth2" && isObject(o.flows) && Object.keys(o.flows).length === 0)
      unmapped[name] = { reason: "OpenAPI 3.1 requires an OAuth 2.0 scheme to have a flow it can state, and this one has none", scheme: o };
    else mapped[name] = o;
  }
  return { mapped, unmapped };
}

/**
 * What the served document says of the card's security (the card in the v1.0 ProtoJSON form, JSON names).
 * A requirement entry naming a scheme OpenAPI 3.1 cannot state is left out (kept aside, with the scheme):
 * the entry's other schemes alone would admit less than the card asks. Throws a TypeError naming `openapi`
 * and the card's field when a scheme cannot be read (a name a component key cannot be, an API key location
 * other than header, query or cookie, none set) or when no entry is left (the document would say no
 * credential is needed).
 */
export function documentSecurity(card: types.AgentCard): DocumentSecurity {
  const c: unknown = card;
  const { mapped: securitySchemes, unmapped: unmappedSchemes } = schemesOf(c);
  const names = Object.keys(securitySchemes);
  const all = new Set([...names, ...Object.keys(unmappedSchemes)]);
  const listed = requirementsOf(isObject(c) ? own(c, "securityRequirements") : undefined, all);
  const none = { authenticated: undefined, reading: undefined, unmappedSchemes, unmappedRequirements: [] };
  if (all.size === 0) return { securitySchemes, security: listed ?? undefined, ...none };
  const entries = listed ?? [...all].map((n) => ({ [n]: [] }));
  const states = (e: SecurityRequirementObject) => Object.keys(e).every((n) => Object.hasOwn(securitySchemes, n));
  const security = entries.filter(states);
  const unmappedRequirements = entries.filter((e) => !states(e));
  if (security.length === 0)
    throw fail(
      listed === null ? "card.securitySchemes" : "card.securityRequirements",
      `every way in names a scheme OpenAPI 3.1 cannot state (${Object.keys(unmappedSchemes).join(", ")}): the document would say that no credential is needed`,
    );
  const reading =
    listed === null
      ? "the card declares securitySchemes but no securityRequirements: any one declared scheme is required (rules decision schemes-without-requirements)"
      : undefined;
  const named = security.filter((e) => Object.keys(e).length > 0);
  const authenticated = named.length === security.length || named.length === 0 ? undefined : named;
  return { securitySchemes, security, authenticated, reading, unmappedSchemes, unmappedRequirements };
}
