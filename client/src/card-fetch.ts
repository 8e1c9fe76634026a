// Where a card is read from: the one rule for card URLs (connect() and the doctor share it), and the card
// request itself, bounded by the timeout and maxCardBytes, carrying the card origin's headers.

import { interfaceDeclarations, protocolVersions } from "@a2a-bindgen/a2a/protocol";
import { versionParameterName } from "@a2a-bindgen/kit";
import { callSignal, timeoutOf } from "./abort.js";
import { cardBindingOf } from "./bindings/names.js";
import { authFailure, challengeHeader, excerpt, isAuthStatus, TransportError } from "./errors.js";
import { parseJson, readText, send } from "./http.js";
import { type Checked, checked, type ConnectOptions, guardOf } from "./options.js";

/** The well-known card URL of a URL: the url itself when its path ends with the well-known path, else that path appended to the url's path. */
export function cardUrlOf(url: string): string {
  const path = interfaceDeclarations.card.path;
  const u = new URL(url);
  if (u.pathname.endsWith(path)) return u.toString();
  u.pathname = u.pathname.replace(/\/+$/, "") + path;
  return u.toString();
}

/**
 * Fetches and parses a card at exactly `url`, bounded by the timeout and maxCardBytes; anything but a JSON
 * object is a TransportError. It carries `headers` and the card origin's `originHeaders`; a redirect to
 * another origin carries only that origin's, and must pass the address policy. (`locateCard` applies the
 * rule for base URLs.)
 */
export async function fetchCard(url: string, options: ConnectOptions = {}): Promise<unknown> {
  return fetchChecked(url, options, checked(options, url));
}

/** A card found by `locateCard`: the card, the URL that served it, and every URL asked, in order. */
export interface LocatedCard {
  readonly card: unknown;
  /** The URL asked that answered the card (before any redirect). */
  readonly url: string;
  readonly tried: readonly string[];
}

/** Whether a JSON object reads as a card: it declares interfaces in either form (supportedInterfaces, or url). */
function looksLikeCard(value: unknown): boolean {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  return Object.hasOwn(value, interfaceDeclarations.list.field) || Object.hasOwn(value, interfaceDeclarations.single.url);
}

/**
 * The one rule for card URLs (connect() and the doctor): a URL that serves a card is used as given; a base
 * URL gets the well-known path. A URL whose path ends with the well-known path, or is the origin's root, is
 * asked once (the well-known URL). Any other URL is asked as given first: a 2xx JSON object declaring
 * interfaces (supportedInterfaces or url) is the card; any other answer (an error status, HTML, JSON that is
 * not a card) sends the client to the well-known path under the URL (cardUrlOf). A network failure or a
 * timeout is thrown at once. When both fail, the well-known URL's failure is thrown, saying what the URL as
 * given answered. A URL that is not one is a `card` TransportError.
 */
export async function locateCard(url: string, options: ConnectOptions = {}): Promise<LocatedCard> {
  return locate(url, options, checked(options, url));
}

export async function locate(url: string, options: ConnectOptions, c: Checked): Promise<LocatedCard> {
  if (c.cardUrl === null) throw new TransportError("card", String(typeof url), "not a URL");
  const wellKnown = cardUrlOf(c.cardUrl.href);
  const path = c.cardUrl.pathname;
  if (wellKnown === c.cardUrl.href || path === "" || path === "/") {
    return { card: await fetchChecked(wellKnown, options, c), url: wellKnown, tried: [wellKnown] };
  }
  let first: TransportError;
  try {
    const card = await fetchChecked(url, options, c);
    if (looksLikeCard(card)) return { card, url, tried: [url] };
    first = new TransportError(
      "card",
      url,
      `a JSON object that declares no interface (neither ${interfaceDeclarations.list.field} nor ${interfaceDeclarations.single.url})`,
    );
  } catch (e) {
    if (!(e instanceof TransportError) || e.failure === "network" || e.failure === "timeout") throw e;
    first = e;
  }
  try {
    return { card: await fetchChecked(wellKnown, options, c), url: wellKnown, tried: [url, wellKnown] };
  } catch (e) {
    if (!(e instanceof TransportError)) throw e;
    const status = first.status === undefined ? "" : ` ${first.status}`;
    throw new TransportError(e.failure, e.url, `${e.seen}; asked first as given, ${url} answered${status}: ${first.seen}`, {
      status: e.status,
      cause: e,
      challenges: e.challenges,
    });
  }
}

export async function fetchChecked(url: string, options: ConnectOptions, c: Checked): Promise<unknown> {
  const newest = (options.versions ?? protocolVersions)[0];
  const bare = new Headers({ accept: "application/json" });
  // The version parameter names the newest version spoken: a server that keeps one card per version serves that one.
  if (newest !== undefined) bare.set(versionParameterName(cardBindingOf("http+json") ?? "http+json"), newest);
  const all = new Headers();
  for (const [k, v] of c.cardUrl === null ? [] : c.credentials.for(c.cardUrl)) all.set(k, v);
  bare.forEach((v, k) => all.set(k, v));
  const f = options.fetch ?? globalThis.fetch;
  const exchange = { fetch: (input: RequestInfo | URL, init?: RequestInit) => f(input, init), guard: guardOf(c) };
  const timeoutMs = timeoutOf(options.timeoutMs);
  // One deadline for the request, its redirects and the body.
  const call = callSignal(undefined, timeoutMs, () => new TransportError("timeout", url, `no answer within ${timeoutMs} ms`));
  let sent: Awaited<ReturnType<typeof send>>;
  let text: string;
  try {
    sent = await send(exchange, { method: "GET", url, headers: { all, bare } }, call.signal);
    text = await readText(sent, { bytes: c.maxCardBytes, option: "maxCardBytes", what: "the card", failure: "card" });
  } finally {
    call.done();
  }
  const status = sent.response.status;
  if (isAuthStatus(status, sent.response.headers.get(challengeHeader))) throw authFailure(sent.url, status, sent.response.headers.get(challengeHeader), text);
  if (status < 200 || status > 299)
    throw new TransportError("card", sent.url, `the card request was answered ${status}: ${excerpt(text) || "an empty body"}`, { status });
  const card = parseJson(text, sent);
  if (card === null || typeof card !== "object" || Array.isArray(card))
    throw new TransportError("card", sent.url, `the card is not a JSON object: ${excerpt(text)}`, { status });
  return card;
}
