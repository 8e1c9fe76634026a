// Reading the card for step 1: by the client's rule for card URLs, with the --header options and nothing
// else (the public card needs no credentials: discovery comes first). Why it could not be read is kept apart:
// no answer at all (`unreachable`), a refusal (401/403: an authentication step), or an answer that is no card.

import { interfaceDeclarations, protocolVersions, serviceParameters } from "@a2a-bindgen/a2a/protocol";
import { v1_0 } from "@a2a-bindgen/a2a";
import { challengeHeader, isAuthStatus } from "../errors.js";
import type { DoctorOptions } from "./options.js";
import { httpRequest, maxBody } from "./wire.js";

/** Why the card could not be read: `network` when nothing answered, `refused` when the answer was an authentication refusal. */
export interface CardFailure {
  readonly why: string;
  readonly network: boolean;
  readonly refused: "unauthenticated" | "forbidden" | null;
}

type Fetched = { card: Record<string, unknown> } | CardFailure;

/** The HTTP status of the decided PermissionDeniedError (403), read from the error table. */
const forbiddenStatus = v1_0.errorTable.decidedErrors.find((e) => e.grpcCode === v1_0.errorTable.rpcCodes.PERMISSION_DENIED)?.httpStatus;

/** The refusal an HTTP answer is, if any: 403 forbidden; 401, or 400 with a challenge, unauthenticated. */
export function refusalOf(status: number, challenge: string | null | undefined): CardFailure["refused"] {
  if (!isAuthStatus(status, challenge)) return null;
  return status === forbiddenStatus ? "forbidden" : "unauthenticated";
}

/** Fetches one URL as a card (redirects followed, bounded): the parsed object, or why not. */
async function fetchOne(url: string, options: DoctorOptions): Promise<Fetched> {
  const headers: [string, string][] = [];
  // Asked for one version: ask the card in it too (a compat server answers a v0.3 card to a request without it).
  // Checking signatures: ask for the newest card, the form a server signs.
  const version = options.protocol ?? (options.cardKeys ? protocolVersions[0] : null);
  if (version !== null && version !== undefined) headers.push([serviceParameters.version.headers, version]);
  for (const h of options.headers) {
    const i = headers.findIndex(([n]) => n.toLowerCase() === h.name.toLowerCase());
    if (i >= 0) headers.splice(i, 1);
    if (h.value !== null) headers.push([h.name, h.value]);
  }
  const a = await httpRequest({ method: "GET", url, headers, timeoutMs: options.timeoutMs, follow: true });
  if (a.kind === "none") return { why: a.why, network: true, refused: null };
  const failed = (why: string): CardFailure => ({ why, network: false, refused: null });
  if (a.status < 200 || a.status > 299) {
    const challenge = a.challenge ? `, ${challengeHeader}: ${a.challenge.slice(0, 200)}` : "";
    return { why: `HTTP ${a.status} (${a.contentType || "no content type"}${challenge})`, network: false, refused: refusalOf(a.status, a.challenge) };
  }
  if (a.body.length >= maxBody) return failed(`the card is larger than ${maxBody} characters`);
  let card: unknown;
  try {
    card = JSON.parse(a.body);
  } catch (e) {
    return failed(`HTTP ${a.status} (${a.contentType || "no content type"}): the body is not JSON (${(e as Error).message.slice(0, 100)})`);
  }
  if (card === null || typeof card !== "object" || Array.isArray(card)) return failed("the card is not a JSON object");
  return { card: card as Record<string, unknown> };
}

/** The well-known card URL under `url` (§8.2): the URL itself when its path already ends so. */
function wellKnownOf(url: URL): string {
  const path = interfaceDeclarations.card.path;
  if (url.pathname.endsWith(path)) return url.href;
  const u = new URL(url.href);
  u.pathname = u.pathname.replace(/\/+$/, "") + path;
  return u.href;
}

/**
 * The card, by the client's rule for card URLs (locateCard): a URL that serves a card is used as given; a
 * base URL gets the well-known path. A URL at the well-known path or the origin's root is asked once, at the
 * well-known path; any other is asked as given, and unless that answers a JSON object declaring interfaces
 * (supportedInterfaces or url), at the well-known path under it. No answer at all stops at once.
 */
export async function fetchCard(options: DoctorOptions): Promise<{ card: Record<string, unknown>; url: string } | CardFailure> {
  const given = new URL(options.cardUrl);
  const wellKnown = wellKnownOf(given);
  if (wellKnown === given.href || given.pathname === "/" || given.pathname === "") {
    const only = await fetchOne(wellKnown, options);
    return "card" in only ? { card: only.card, url: wellKnown } : only;
  }
  const first = await fetchOne(given.href, options);
  const declares = (card: Record<string, unknown>) =>
    Object.hasOwn(card, interfaceDeclarations.list.field) || Object.hasOwn(card, interfaceDeclarations.single.url);
  if ("card" in first && declares(first.card)) return { card: first.card, url: given.href };
  if ("network" in first && first.network) return first;
  const firstWhy =
    "card" in first
      ? `a JSON object that declares no interface (neither ${interfaceDeclarations.list.field} nor ${interfaceDeclarations.single.url})`
      : first.why;
  const second = await fetchOne(wellKnown, options);
  if ("card" in second) return { card: second.card, url: wellKnown };
  const refused = second.refused ?? ("refused" in first ? first.refused : null);
  return { why: `${wellKnown}: ${second.why}; asked first as given, ${given.href} answered ${firstWhy}`, network: second.network, refused };
}
