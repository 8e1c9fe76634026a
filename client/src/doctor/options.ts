// The doctor's options, checked: a bad value is a usage error (exit 2) naming the option and the value.
// Bindings and versions are checked against the generated card vocabulary and version list, as own
// properties, so `__proto__` or `toString` is an unknown binding like any other.

import { interfaceDeclarations, protocolVersions, serviceParameters } from "@a2a-bindgen/a2a/protocol";
import { readFileSync } from "node:fs";
import { normalizeVersion } from "@a2a-bindgen/kit";
import type { CardKeys } from "../signature.js";
import type { HeaderOption } from "./headers.js";
import { transportOf } from "./probe.js";
import { controlCharacter, shown, UsageError } from "./usage.js";
import { type DoctorCredential, type Environment, parseCredentials, type RawCredentialOptions } from "./credentials.js";

export { UsageError };
export type { DoctorCredential, Environment, RawCredentialOptions };

export type { HeaderOption };

/** What the doctor is asked to check. */
export interface DoctorOptions {
  /** The agent card's URL (http or https). */
  readonly cardUrl: string;
  /** Only interfaces of this binding (the card's spelling, e.g. "HTTP+JSON", whichever was given); null: every binding the doctor speaks. */
  readonly binding: string | null;
  /** Only interfaces of this version (Major.Minor); null: every version the doctor speaks. */
  readonly protocol: string | null;
  /** The extension URIs to declare. */
  readonly extensions: readonly string[];
  /** The tenant to send instead of the entry's; null: the entry's own. */
  readonly tenant: string | null;
  /** Extra headers (gRPC: metadata), in order; a later one wins. */
  readonly headers: readonly HeaderOption[];
  /** The bound on every request, in milliseconds. */
  readonly timeoutMs: number;
  /** Verify the card's signatures against these keys (--card-keys, a JWK Set file); null: not verified. */
  readonly cardKeys?: CardKeys | null;
  /** Credentials to present as the card's securitySchemes ask (--bearer, --api-key, --basic); none: nothing is presented. */
  readonly credentials?: readonly DoctorCredential[];
  /** Origins besides the card's that may receive the credentials (http(s) origins; the client's credentialOrigins). */
  readonly credentialOrigins?: readonly string[];
}

/** The raw option values, as a command line gives them (a credential's value may be `env:NAME`). */
export interface RawDoctorOptions extends RawCredentialOptions {
  binding?: string;
  protocol?: string;
  extension?: string[];
  tenant?: string;
  header?: string[];
  timeout?: string;
  /** A file holding a JWK Set of the public keys trusted to sign the card. */
  cardKeys?: string;
}

/** The default bound on every request, in seconds. */
export const defaultTimeoutSeconds = 10;
const maxTimeoutSeconds = 600;
// RFC 9110 §5.6.2 token characters: what a header (field) name may hold.
const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** `Name: value` → a header; `Name:` removes the header. Throws UsageError naming the option. */
export function parseHeader(text: string): HeaderOption {
  const colon = text.indexOf(":");
  if (colon <= 0) throw new UsageError(`--header ${shown(text)}: expected "Name: value" (or "Name:" to send no such header)`);
  const name = text.slice(0, colon).trim();
  const value = text.slice(colon + 1).trim();
  if (!token.test(name)) throw new UsageError(`--header ${shown(text)}: ${shown(name)} is not a header name`);
  // The value may be a secret (an Authorization header): only the name is quoted.
  if (controlCharacter(value)) throw new UsageError(`--header ${shown(name)}: the value holds a control character`);
  return { name, value: value === "" ? null : value };
}

/** `--timeout S`: seconds, a positive number up to 600. */
export function parseTimeout(text: string | undefined): number {
  if (text === undefined) return defaultTimeoutSeconds * 1000;
  const s = /^[0-9]+(\.[0-9]+)?$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (!(s > 0 && s <= maxTimeoutSeconds)) throw new UsageError(`--timeout ${shown(text)}: expected seconds, a number above 0 and at most ${maxTimeoutSeconds}`);
  return Math.max(1, Math.round(s * 1000));
}

/** The most bytes of a --card-keys file read. */
const maxKeysFile = 1 << 20;

/** `--card-keys FILE`: a JWK Set ({ "keys": [public JWKs] }) read from a file. Throws UsageError naming the file. */
export function readCardKeys(file: string): CardKeys {
  let text: string;
  try {
    const bytes = readFileSync(file);
    if (bytes.length > maxKeysFile) throw new Error(`larger than ${maxKeysFile} bytes`);
    text = bytes.toString("utf8");
  } catch (e) {
    throw new UsageError(`--card-keys ${shown(file)}: cannot read it (${(e as Error).message.slice(0, 100)})`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UsageError(`--card-keys ${shown(file)}: not JSON; expected a JWK Set { "keys": [...] }`);
  }
  const keys = value !== null && typeof value === "object" && !Array.isArray(value) ? (value as { keys?: unknown }).keys : undefined;
  if (!Array.isArray(keys) || keys.length === 0) throw new UsageError(`--card-keys ${shown(file)}: expected a JWK Set { "keys": [public JWKs] }`);
  return { keys: keys as CardKeys["keys"] };
}

/** Checks the card URL and the options (`env:NAME` values read from `env`); throws UsageError naming what is wrong, never a secret. */
export function doctorOptions(cardUrl: string, raw: RawDoctorOptions, env: Environment = process.env): DoctorOptions {
  let url: URL;
  try {
    url = new URL(cardUrl);
  } catch {
    throw new UsageError(`<card-url> ${shown(cardUrl)}: not a URL (e.g. http://127.0.0.1:8080/.well-known/agent-card.json)`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UsageError(`<card-url> ${shown(cardUrl)}: expected an http or https URL`);
  const bindings = Object.keys(interfaceDeclarations.bindings);
  // The card's spelling ("GRPC", "HTTP+JSON") or the client's ("grpc", "http+json"): both name one binding.
  const binding =
    raw.binding === undefined
      ? null
      : Object.hasOwn(interfaceDeclarations.bindings, raw.binding)
        ? raw.binding
        : (bindings.find((b) => transportOf(b) === raw.binding) ?? undefined);
  if (binding === undefined) {
    throw new UsageError(
      `--binding ${shown(raw.binding ?? "")}: unknown binding; the doctor speaks ${bindings.join(", ")} (or ${bindings
        .map((b) => transportOf(b))
        .filter(Boolean)
        .join(", ")})`,
    );
  }
  let protocol: string | null = null;
  if (raw.protocol !== undefined) {
    protocol = normalizeVersion(raw.protocol);
    if (protocol === null || !(protocolVersions as readonly string[]).includes(protocol)) {
      throw new UsageError(`--protocol ${shown(raw.protocol)}: unknown version; the doctor speaks ${protocolVersions.join(", ")}`);
    }
  }
  const extensions: string[] = [];
  for (const uri of raw.extension ?? []) {
    const u = uri.trim();
    if (u === "" || u.includes(serviceParameters.extensions.separator) || controlCharacter(u))
      throw new UsageError(`--extension ${shown(uri)}: expected one extension URI`);
    if (!extensions.includes(u)) extensions.push(u);
  }
  if (raw.tenant !== undefined && (raw.tenant === "" || controlCharacter(raw.tenant))) {
    throw new UsageError(`--tenant ${shown(raw.tenant)}: expected a non-empty tenant`);
  }
  return {
    cardUrl: url.href,
    binding,
    protocol,
    extensions,
    tenant: raw.tenant ?? null,
    headers: (raw.header ?? []).map(parseHeader),
    timeoutMs: parseTimeout(raw.timeout),
    cardKeys: raw.cardKeys === undefined ? null : readCardKeys(raw.cardKeys),
    ...parseCredentials(raw, env),
  };
}
