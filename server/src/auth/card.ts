// The card's security as data the server enforces: each declared scheme (name, kind, where its credential
// travels) and the requirements (a list of entries, ORed; the schemes of an entry ANDed, each with its
// scopes: OAuth scopes, roles for the other kinds; an empty entry = anonymous). Read from a v1.0 card
// (securitySchemes: a SecurityScheme oneof per name; securityRequirements: [{schemes: {name: {list}}}]) or
// a v0.3 card (a2a.json: securitySchemes {type, in, name, scheme}; security: [{name: [scopes]}]). A card
// that cannot be enforced (an unknown kind or location, a requirement naming an undeclared scheme) throws
// naming the field.

import { isObject, own } from "@a2a-bindgen/kit";

/** The kind of a declared scheme: OpenAPI 3's Security Scheme types, as A2A carries them. */
export type SchemeKind = "apiKey" | "http" | "oauth2" | "openIdConnect" | "mutualTLS";

/** One declared scheme, as the server reads its credential. */
export interface DeclaredScheme {
  readonly name: string;
  readonly kind: SchemeKind;
  /** apiKey: where the key travels. */
  readonly location?: "header" | "query" | "cookie" | undefined;
  /** apiKey: the header (lowercased), query parameter or cookie name. */
  readonly parameter?: string | undefined;
  /** http: the authentication scheme, lowercased ("bearer", "basic"; RFC 9110 §11.1: case-insensitive). */
  readonly httpScheme?: string | undefined;
}

/** One entry of a requirements list: scheme name → scopes. An empty entry allows anonymous calls. */
export type RequirementEntry = ReadonlyMap<string, readonly string[]>;

/** The card's security, read once. */
export interface CardSecurity {
  readonly schemes: ReadonlyMap<string, DeclaredScheme>;
  /** The card's requirements, or null when it declares none (absent or an empty list). */
  readonly requirements: readonly RequirementEntry[] | null;
}

type Obj = Record<string, unknown>;

const show = (v: unknown) => JSON.stringify(String(v)).slice(0, 80);

function location(value: unknown, where: string): "header" | "query" | "cookie" {
  if (value === "header" || value === "query" || value === "cookie") return value;
  throw new TypeError(`${where}: location ${show(value)} is not "header", "query" or "cookie"`);
}

function name(value: unknown, where: string): string {
  if (typeof value !== "string" || value === "") throw new TypeError(`${where}: name must be a non-empty string`);
  return value;
}

/** A v1.0 SecurityScheme (a oneof of five messages). */
function v1Scheme(key: string, s: Obj, where: string): DeclaredScheme {
  const api = own(s, "apiKeySecurityScheme");
  if (isObject(api)) {
    const loc = location(own(api, "location"), `${where}.apiKeySecurityScheme`);
    const n = name(own(api, "name"), `${where}.apiKeySecurityScheme`);
    return { name: key, kind: "apiKey", location: loc, parameter: loc === "header" ? n.toLowerCase() : n };
  }
  const http = own(s, "httpAuthSecurityScheme");
  if (isObject(http)) return { name: key, kind: "http", httpScheme: name(own(http, "scheme"), `${where}.httpAuthSecurityScheme.scheme`).toLowerCase() };
  if (isObject(own(s, "oauth2SecurityScheme"))) return { name: key, kind: "oauth2" };
  if (isObject(own(s, "openIdConnectSecurityScheme"))) return { name: key, kind: "openIdConnect" };
  if (isObject(own(s, "mtlsSecurityScheme"))) return { name: key, kind: "mutualTLS" };
  throw new TypeError(
    `${where}: no scheme set (apiKeySecurityScheme, httpAuthSecurityScheme, oauth2SecurityScheme, openIdConnectSecurityScheme, mtlsSecurityScheme)`,
  );
}

/** A v0.3 SecurityScheme (a2a.json: discriminated by `type`). */
function v0Scheme(key: string, s: Obj, where: string): DeclaredScheme {
  const type = own(s, "type");
  if (type === "apiKey") {
    const loc = location(own(s, "in"), where);
    const n = name(own(s, "name"), where);
    return { name: key, kind: "apiKey", location: loc, parameter: loc === "header" ? n.toLowerCase() : n };
  }
  if (type === "http") return { name: key, kind: "http", httpScheme: name(own(s, "scheme"), `${where}.scheme`).toLowerCase() };
  if (type === "oauth2" || type === "openIdConnect" || type === "mutualTLS") return { name: key, kind: type };
  throw new TypeError(`${where}: type ${show(type)} is not apiKey, http, oauth2, openIdConnect or mutualTLS`);
}

function scopes(value: unknown, where: string): readonly string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((s) => typeof s === "string")) throw new TypeError(`${where}: give a list of strings`);
  return Object.freeze([...value]);
}

/** Reads a requirements list: v1.0 [{schemes: {name: {list}}}] or v0.3 [{name: [scopes]}]. */
export function readRequirements(value: unknown, declared: ReadonlyMap<string, DeclaredScheme>, where: string, v1: boolean): RequirementEntry[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) throw new TypeError(`${where}: give a list`);
  if (value.length === 0) return null;
  return value.map((entry, i) => {
    const at = `${where}[${i}]`;
    if (!isObject(entry)) throw new TypeError(`${at}: give an object`);
    const map = v1 ? own(entry, "schemes") : entry;
    const out = new Map<string, readonly string[]>();
    if (map === undefined || map === null) return out;
    if (!isObject(map)) throw new TypeError(`${at}.schemes: give an object`);
    for (const key of Object.keys(map)) {
      if (!declared.has(key)) throw new TypeError(`${at}: scheme ${show(key)} is not declared in securitySchemes`);
      const item = map[key];
      out.set(key, v1 ? scopes(isObject(item) ? own(item, "list") : item, `${at}.schemes.${key}.list`) : scopes(item, `${at}.${key}`));
    }
    return out;
  });
}

/** The security a card declares (v1.0 fields, else v0.3's); throws naming what cannot be enforced. */
export function cardSecurity(card: unknown): CardSecurity {
  const c = isObject(card) ? card : {};
  const raw = own(c, "securitySchemes");
  const schemes = new Map<string, DeclaredScheme>();
  let v1 = own(c, "securityRequirements") !== undefined || own(c, "security") === undefined;
  if (raw !== undefined && raw !== null) {
    if (!isObject(raw)) throw new TypeError("card.securitySchemes: give an object");
    const values = Object.keys(raw).map((k) => raw[k]);
    // A v0.3 scheme carries `type`; a v1.0 one a oneof member.
    if (values.some((s) => isObject(s) && Object.hasOwn(s, "type"))) v1 = false;
    for (const key of Object.keys(raw)) {
      const s = raw[key];
      const where = `card.securitySchemes.${key}`;
      if (!isObject(s)) throw new TypeError(`${where}: give an object`);
      schemes.set(key, v1 ? v1Scheme(key, s, where) : v0Scheme(key, s, where));
    }
  }
  const requirements = v1
    ? readRequirements(own(c, "securityRequirements"), schemes, "card.securityRequirements", true)
    : readRequirements(own(c, "security"), schemes, "card.security", false);
  return { schemes, requirements };
}
