// The extensions service parameter (§3.2.6, §3.3.4; I7): parse and format its comma-separated list,
// read it under the names each version uses (v0.3 peers use X-A2A-Extensions), check a card's required
// extensions against what a client declared, and form the activated-extensions answer.
// Names and the separator come from the generated table.

import { interfaceDeclarations, serviceParameters } from "@a2a-bindgen/a2a/protocol";
import { type ParameterCarrier, readParameter, reported, trimOws } from "./parameters.js";

/** Which carrier a parameter travels in: HTTP headers or gRPC metadata. */
export type Carrier = "headers" | "metadata";

type ByVersion = (typeof serviceParameters.extensions.byVersion)[keyof typeof serviceParameters.extensions.byVersion];

/** The names for a version; the version-independent name when the table has none for it. */
function namesOf(version: string | undefined): ByVersion {
  const all = serviceParameters.extensions.byVersion;
  if (typeof version === "string" && Object.hasOwn(all, version)) return all[version as keyof typeof all];
  const name = { headers: serviceParameters.extensions.headers, metadata: serviceParameters.extensions.metadata };
  return { read: [name], send: [name], respond: name } as unknown as ByVersion;
}

/**
 * The URIs of an extensions value, in order: split at the separator, whitespace trimmed, empty values and
 * repeats dropped. Several values (a repeated header) are read as one list. Anything else reads as none.
 */
export function parseExtensions(value: unknown): string[] {
  const values = typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  const seen = new Set<string>();
  for (const v of values) {
    for (const part of v.split(serviceParameters.extensions.separator)) {
      const uri = trimOws(part);
      if (uri !== "") seen.add(uri);
    }
  }
  return [...seen];
}

/** A URI that cannot travel in the list: it holds the separator, or a control character (which would split or forge a header). */
export class ExtensionUriError extends Error {
  constructor(readonly uri: string) {
    super(
      `extension URI "${reported(uri)}" cannot be sent in ${serviceParameters.extensions.headers}: it holds "${serviceParameters.extensions.separator}" or a control character`,
    );
    this.name = "ExtensionUriError";
  }
}

/** Control characters and DEL: never valid in a header value. */
function unsafe(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/** The list as sent: URIs joined with ", ", trimmed, empty ones and repeats dropped. Throws ExtensionUriError for a URI that cannot travel. */
export function formatExtensions(uris: Iterable<string, unknown, undefined>): string {
  const seen = new Set<string>();
  for (const raw of uris) {
    if (typeof raw !== "string") continue;
    const uri = trimOws(raw);
    if (uri === "") continue;
    if (uri.includes(serviceParameters.extensions.separator) || unsafe(uri)) throw new ExtensionUriError(uri);
    seen.add(uri);
  }
  return [...seen].join(`${serviceParameters.extensions.separator} `);
}

/** The extension URIs a request declares, read under every name its version uses (in the table's order). */
export function readExtensions(carrier: ParameterCarrier, options: { version?: string | undefined; carrier?: Carrier | undefined } = {}): string[] {
  const on = options.carrier ?? "headers";
  const values: string[] = [];
  for (const name of namesOf(options.version).read) values.push(...readParameter(carrier, name[on]));
  return parseExtensions(values);
}

/** What a client sends to declare its extensions: each name its version uses → the list; empty when there is none. */
export function extensionParameters(
  uris: Iterable<string, unknown, undefined>,
  options: { version?: string | undefined; carrier?: Carrier | undefined } = {},
): Record<string, string> {
  const value = formatExtensions(uris);
  if (value === "") return {};
  const on = options.carrier ?? "headers";
  const out: Record<string, string> = Object.create(null);
  for (const name of namesOf(options.version).send) out[name[on]] = value;
  return out;
}

/** The answer naming the extensions a server activated: the name for the version and carrier and the list, or null when none was activated. */
export function activatedExtensions(
  activated: Iterable<string, unknown, undefined>,
  options: { version?: string | undefined; carrier?: Carrier | undefined } = {},
): { name: string; value: string } | null {
  const value = formatExtensions(activated);
  if (value === "") return null;
  return { name: namesOf(options.version).respond[options.carrier ?? "headers"], value };
}

/** The extensions a card declares: each URI and whether it is required. Total: unreadable entries are skipped. */
export function cardExtensions(card: unknown): { uri: string; required: boolean }[] {
  const E = interfaceDeclarations.extensions;
  let node: unknown = card;
  for (const key of E.path) {
    if (node === null || typeof node !== "object" || Array.isArray(node) || !Object.hasOwn(node, key)) return [];
    node = (node as Record<string, unknown>)[key];
  }
  if (!Array.isArray(node)) return [];
  const out: { uri: string; required: boolean }[] = [];
  for (const e of node) {
    if (e === null || typeof e !== "object" || !Object.hasOwn(e, E.uri)) continue;
    const uri = (e as Record<string, unknown>)[E.uri];
    if (typeof uri !== "string" || uri === "") continue;
    out.push({ uri, required: Object.hasOwn(e, E.required) && (e as Record<string, unknown>)[E.required] === true });
  }
  return out;
}

/** ExtensionSupportRequiredError as data: the required extensions the request did not declare. */
export interface ExtensionSupportRequired {
  kind: "extensionSupportRequired";
  uris: string[];
}

/** Every extension the card marks required must be among those declared; otherwise the missing ones (I7). */
export function checkRequiredExtensions(
  card: unknown,
  declared: Iterable<string, unknown, undefined>,
): { ok: true } | { ok: false; error: ExtensionSupportRequired } {
  const have = new Set<string>();
  for (const d of declared) if (typeof d === "string") have.add(d);
  const missing = [
    ...new Set(
      cardExtensions(card)
        .filter((e) => e.required && !have.has(e.uri))
        .map((e) => e.uri),
    ),
  ];
  return missing.length === 0 ? { ok: true } : { ok: false, error: { kind: "extensionSupportRequired", uris: missing } };
}
