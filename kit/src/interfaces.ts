// Interface selection (§8.3.2, §3.6.2-3.6.3; I9, I10): read the interfaces an agent card declares
// (a v1.0 list, a v0.3 url + preferredTransport + additionalInterfaces with one version, or a hybrid of
// both) and choose the one to call. The card vocabulary comes from the generated table.

import { interfaceDeclarations, serviceParameters } from "@a2a-bindgen/a2a/protocol";
import { normalizeVersion } from "./negotiate.js";
import { own } from "./object.js";
import { reported } from "./parameters.js";

/** One interface a card declares. */
export interface CardInterface {
  url: string;
  /** The binding name as the card writes it ("JSONRPC", "GRPC", "HTTP+JSON" or another). */
  binding: string;
  /** Major.Minor. */
  version: string;
  /** The tenant to copy into every request, or null when the entry has none. */
  tenant: string | null;
  /** Where the card declares it (JSON path). */
  at: string;
  /** Required fields the entry lacks, each named with the default read in its place (empty when none). */
  notes: string[];
}

/** The interfaces of a card, in card order, and what could not be read (JSON path and why; at most 20). */
export interface CardInterfaces {
  interfaces: CardInterface[];
  problems: string[];
}

const maxProblems = 20;

function problem(out: CardInterfaces, text: string): void {
  if (out.problems.length < maxProblems) out.problems.push(text);
}

function add(out: CardInterfaces, seen: Set<string>, entry: CardInterface): void {
  const key = JSON.stringify([entry.url, entry.binding, entry.version, entry.tenant]);
  if (seen.has(key)) return;
  seen.add(key);
  out.interfaces.push(entry);
}

/** The note for a required field the card leaves unset, and the default read in its place. */
function missingNote(at: string, fallback: string): string {
  return `${at} is required but missing: read as ${fallback}`;
}

function versionOf(value: unknown, missing: string, at: string, out: CardInterfaces, notes: string[]): string | null {
  if (value === undefined || value === null || value === "") {
    notes.push(missingNote(at, missing));
    return normalizeVersion(missing);
  }
  const v = normalizeVersion(value);
  if (v === null) problem(out, `${at}: ${typeof value === "string" ? `"${reported(value)}"` : typeof value} is not a Major.Minor version`);
  return v;
}

function text(value: unknown, at: string, out: CardInterfaces): string | null {
  if (typeof value === "string" && value !== "") return value;
  problem(out, `${at}: ${value === undefined ? "missing" : "not a non-empty string"}`);
  return null;
}

/**
 * The interfaces a card declares, in card order: the list form first, then the single form (url with its
 * binding, then the additional interfaces, all at the card's one version); an entry declared by both counts once.
 * Total: any value reads as a (possibly empty) list with the problems named.
 */
export function readInterfaces(card: unknown): CardInterfaces {
  const out: CardInterfaces = { interfaces: [], problems: [] };
  const seen = new Set<string>();
  const L = interfaceDeclarations.list;
  const S = interfaceDeclarations.single;
  if (card === null || typeof card !== "object" || Array.isArray(card)) {
    problem(out, "$: the card is not an object");
    return out;
  }
  const list = own(card, L.field);
  if (list !== undefined) {
    if (!Array.isArray(list)) problem(out, `$.${L.field}: not a list`);
    else {
      for (let i = 0; i < list.length; i++) {
        const at = `$.${L.field}[${i}]`;
        const e = list[i];
        const url = text(own(e, L.url), `${at}.${L.url}`, out);
        const binding = text(own(e, L.binding), `${at}.${L.binding}`, out);
        const notes: string[] = [];
        const version = versionOf(own(e, L.version), L.versionMissing, `${at}.${L.version}`, out, notes);
        const tenant = own(e, L.tenant);
        if (url === null || binding === null || version === null) continue;
        add(out, seen, { url, binding, version, tenant: typeof tenant === "string" && tenant !== "" ? tenant : null, at, notes });
      }
    }
  }
  const mainUrl = own(card, S.url);
  if (mainUrl !== undefined) {
    // The card's one version applies to every entry of the single form, and so does its note.
    const notes: string[] = [];
    const version = versionOf(own(card, S.version), S.versionDefault, `$.${S.version}`, out, notes);
    const url = text(mainUrl, `$.${S.url}`, out);
    const declared = own(card, S.binding);
    const binding = declared === undefined ? S.bindingDefault : text(declared, `$.${S.binding}`, out);
    if (version !== null) {
      if (url !== null && binding !== null) add(out, seen, { url, binding, version, tenant: null, at: "$", notes: [...notes] });
      const more = own(card, S.more);
      if (more !== undefined && !Array.isArray(more)) problem(out, `$.${S.more}: not a list`);
      if (Array.isArray(more)) {
        for (let i = 0; i < more.length; i++) {
          const at = `$.${S.more}[${i}]`;
          const u = text(own(more[i], S.moreUrl), `${at}.${S.moreUrl}`, out);
          const b = text(own(more[i], S.moreBinding), `${at}.${S.moreBinding}`, out);
          if (u !== null && b !== null) add(out, seen, { url: u, binding: b, version, tenant: null, at, notes: [...notes] });
        }
      }
    }
  }
  if (list === undefined && mainUrl === undefined) problem(out, `$: neither ${L.field} nor ${S.url}: the card declares no interface`);
  return out;
}

/** A binding the client speaks, at these versions (Major.Minor; a patch is dropped). */
export interface Speaks {
  binding: string;
  versions: readonly string[];
}

/** The interface to call, and the version parameter to send with every request to it. */
export interface SelectedInterface {
  ok: true;
  url: string;
  binding: string;
  version: string;
  tenant: string | null;
  /** The version parameter: its name for the binding's carrier (header, or lowercase gRPC metadata) and the Major.Minor value. */
  versionHeader: { name: string; value: string };
  /** The card entry chosen. */
  at: string;
  /** Required fields the chosen entry lacks, each named with the default read in its place (empty when none). */
  notes: string[];
}

/**
 * No card entry fits: what the card offers, what the client speaks, and what could not be read. `message`
 * names the first few offers and their count (under 1,000 characters); the lists hold every one.
 */
export interface NoInterface {
  kind: "noInterface";
  offers: { url: string; binding: string; version: string }[];
  speaks: { binding: string; versions: string[] }[];
  problems: string[];
  message: string;
}

/**
 * The interface to call: for each version the client speaks, newest first, the first card entry in card
 * order whose binding the client speaks at that version. The card's order decides between bindings (I9),
 * the version between entries of one binding (I10).
 */
export function selectInterface(card: unknown, options: { speaks: readonly Speaks[] }): SelectedInterface | { ok: false; error: NoInterface } {
  const read = readInterfaces(card);
  const speaks: { binding: string; versions: string[] }[] = [];
  for (const s of Array.isArray(options?.speaks) ? options.speaks : []) {
    if (typeof s?.binding !== "string") continue;
    const versions = (Array.isArray(s.versions) ? (s.versions as unknown[]) : []).map((v) => normalizeVersion(v)).filter((v): v is string => v !== null);
    speaks.push({ binding: s.binding, versions: [...new Set(versions)] });
  }
  const versions = [...new Set(speaks.flatMap((s) => s.versions))].sort(newestFirst);
  for (const version of versions) {
    for (const entry of read.interfaces) {
      if (entry.version !== version) continue;
      if (!speaks.some((s) => s.binding === entry.binding && s.versions.includes(version))) continue;
      return {
        ok: true,
        url: entry.url,
        binding: entry.binding,
        version,
        tenant: entry.tenant,
        versionHeader: { name: versionParameterName(entry.binding), value: version },
        at: entry.at,
        notes: [...entry.notes],
      };
    }
  }
  const offers = read.interfaces.map((i) => ({ url: i.url, binding: i.binding, version: i.version }));
  const offered = offers.length
    ? `${offers.length === 1 ? "" : `${offers.length} interfaces: `}${fewOf(offers, (o) => `${short(o.binding, 24)} ${o.version} at ${short(o.url, 80)}`)}`
    : "no readable interface";
  const spoken = speaks.length ? fewOf(speaks, (s) => `${short(s.binding, 24)} ${short(s.versions.join("/"), 24) || "(no version)"}`) : "nothing";
  return {
    ok: false,
    error: {
      kind: "noInterface",
      offers,
      speaks,
      problems: read.problems,
      message: `no card interface fits: the card offers ${offered}; the client speaks ${spoken}`,
    },
  };
}

/** How many offers (and spoken bindings) a NoInterface message lists; `offers` and `speaks` hold them all. */
const listedInMessage = 5;

/** The first few items of a list, "; "-joined, and how many more there are: a card of 10,000 entries gets a short message. */
function fewOf<T>(items: readonly T[], text: (item: T) => string): string {
  const listed = items.slice(0, listedInMessage).map(text).join("; ");
  return items.length > listedInMessage ? `${listed}; and ${items.length - listedInMessage} more` : listed;
}

function short(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

/** The version parameter's name on a binding: the lowercase metadata key for a metadata binding (gRPC), else the header. */
export function versionParameterName(binding: string): string {
  const b = Object.hasOwn(interfaceDeclarations.bindings, binding)
    ? interfaceDeclarations.bindings[binding as keyof typeof interfaceDeclarations.bindings]
    : undefined;
  return b?.parameters === "metadata" ? serviceParameters.version.metadata : serviceParameters.version.headers;
}

function newestFirst(a: string, b: string): number {
  const [am, an] = a.split(".").map(Number);
  const [bm, bn] = b.split(".").map(Number);
  return bm - am || bn - an;
}
