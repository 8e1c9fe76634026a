// Version negotiation (§3.6, the quick reference's table "how a server reads A2A-Version"): the
// version parameter from a header (any case; gRPC metadata arrives lowercase) or the query, and the
// versions an endpoint serves → the version to serve, or VersionNotSupportedError as plain data.
// Every decision (missing means 0.3, patch dropped, header before query) is read from the generated table.

import { serviceParameters, versionNegotiation } from "@a2a-bindgen/a2a/protocol";
import { type ParameterCarrier, type QueryCarrier, readParameter, readQuery, reported, trimOws } from "./parameters.js";

/** Where the version was read: the header (or gRPC metadata), the query parameter, or neither (the default applied). */
export type VersionSource = "header" | "query" | "missing";

/** VersionNotSupportedError as data: the errors helper turns it into each binding's error. */
export interface VersionNotSupported {
  kind: "versionNotSupported";
  /** The version asked for: the value as received (trimmed, cut to 256 characters), or the default when none was sent. */
  value: string;
  /** The versions served, Major.Minor, in the order given. */
  supported: string[];
  /** "notOneVersion": the value is not one Major.Minor version (`1.0, 0.3`, `v1`, `1`); "notServed": a version this endpoint does not serve. */
  reason: "notOneVersion" | "notServed";
  from: VersionSource;
}

export type Negotiated = { ok: true; version: string; from: VersionSource } | { ok: false; error: VersionNotSupported };

export interface NegotiateInput {
  /** HTTP headers (any case) or gRPC metadata. */
  headers?: ParameterCarrier | undefined;
  /** The request's query: a raw query string, URLSearchParams or a plain object. */
  query?: QueryCarrier | undefined;
  /** The versions this endpoint serves for the binding ("1.0", "0.3"; a patch is dropped). */
  served: readonly string[];
}

// Major.Minor with an optional patch, digits only, no leading zeros; at most 9 digits a part so the
// numbers stay exact and the work is bounded whatever the input length.
const versionText = /^(0|[1-9][0-9]{0,8})\.(0|[1-9][0-9]{0,8})(?:\.(0|[1-9][0-9]{0,8}))?$/;

/**
 * A version as Major.Minor ("1.0.1" → "1.0" when the rules drop patches), or null when the text is not
 * one version. Surrounding whitespace is ignored.
 */
export function normalizeVersion(text: unknown): string | null {
  if (typeof text !== "string" || text.length > 40) return null;
  const m = versionText.exec(trimOws(text));
  if (m === null) return null;
  if (m[3] !== undefined && versionNegotiation.patch !== "drop") return null;
  return `${m[1]}.${m[2]}`;
}

/** The first source, in the rules' precedence, that holds a non-empty value; several values of one source are one value "a, b". */
function requested(input: NegotiateInput): { text: string; from: VersionSource } | null {
  for (const source of versionNegotiation.precedence) {
    const values =
      source === "header" ? readParameter(input.headers, serviceParameters.version.headers) : readQuery(input.query, serviceParameters.version.query);
    const texts = values.map(trimOws).filter((t) => t !== "");
    if (texts.length > 0) return { text: texts.join(", "), from: source };
  }
  return null;
}

/**
 * The version to serve for a request, or VersionNotSupportedError naming the value and the versions served.
 * Missing or empty: the rules' default (0.3); the header wins over the query parameter.
 */
export function negotiateVersion(input: NegotiateInput): Negotiated {
  const supported: string[] = [];
  for (const s of Array.isArray(input?.served) ? input.served : []) {
    const v = normalizeVersion(s);
    if (v !== null && !supported.includes(v)) supported.push(v);
  }
  const asked = requested(input ?? { served: [] });
  const from: VersionSource = asked?.from ?? "missing";
  const text = asked?.text ?? versionNegotiation.missing;
  const version = normalizeVersion(text);
  if (version === null) return { ok: false, error: { kind: "versionNotSupported", value: reported(text), supported, reason: "notOneVersion", from } };
  if (!supported.includes(version)) return { ok: false, error: { kind: "versionNotSupported", value: reported(text), supported, reason: "notServed", from } };
  return { ok: true, version, from };
}
