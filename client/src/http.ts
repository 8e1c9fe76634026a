// One HTTP exchange (the JSON-RPC and HTTP+JSON bindings, and the card request): the headers every call
// carries (the version, the extensions, the caller's), within the call's signal (its deadline and the
// caller's abort), redirects followed by hand (so that credentials never follow one to another origin and
// every hop meets the address policy), bounded body reads, and the failures that are not an A2A error
// turned into TransportErrors naming the url.

import { type Binding, extensionParameters, readExtensions, versionParameterName } from "@a2a-bindgen/kit";
import { byteOption, type ByteBound, defaultMaxResponseBytes, maxErrorBytes, readBoundedText } from "./bounds.js";
import { abortFailure, excerpt, TransportError } from "./errors.js";
import { sameOrigin } from "./origins.js";
import { untilAborted } from "./abort.js";
import { type Presented, presentWithin } from "./auth/credentials.js";
import { cardBindingOf } from "./bindings/names.js";
import type { CallOptions, RequestGuard, TransportTarget } from "./transport.js";

/** Further settings a transport of this package takes besides its target. */
export interface HttpTransportSettings {
  /** Extension URIs declared on every call. */
  readonly extensions?: readonly string[] | undefined;
  /** Headers sent on every call. */
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** Send no version parameter (a diagnosis of what a server does without one; a client always sends it). */
  readonly omitVersion?: boolean | undefined;
}

/** What every call of one transport shares. */
export interface Exchange {
  readonly fetch: typeof fetch;
  /** The version parameter (its name and Major.Minor value); null sends none. */
  readonly version: { readonly name: string; readonly value: string } | null;
  readonly extensions: readonly string[];
  readonly headers: Readonly<Record<string, string>>;
  /** Most bytes of an answer read (maxResponseBytes). */
  readonly maxResponseBytes: number;
  /** Most characters of one stream event (the kit's maxEventSize; undefined: its default). */
  readonly maxEventSize: number | undefined;
  /** The connection's credentials by origin and address policy, applied to redirects; undefined: none. */
  readonly guard: RequestGuard | undefined;
  /** The credentials each call presents (TransportTarget.present); undefined: none. */
  readonly present?: ((url: string) => Promise<Presented>) | undefined;
}

/** The exchange settings of an HTTP binding's target at a version (Major.Minor). */
export function exchangeOf(target: TransportTarget, binding: Binding, version: string, settings: HttpTransportSettings = {}): Exchange {
  const f = target.fetch ?? globalThis.fetch;
  return {
    fetch: (input, init) => f(input, init),
    version: settings.omitVersion ? null : { name: versionParameterName(cardBindingOf(binding) ?? binding), value: version },
    extensions: settings.extensions ?? [],
    headers: settings.headers ?? {},
    maxResponseBytes: byteOption(target.maxResponseBytes, "maxResponseBytes", defaultMaxResponseBytes),
    maxEventSize: target.maxEventSize === undefined ? undefined : byteOption(target.maxEventSize, "maxEventSize", 0, "characters"),
    guard: target.guard,
    present: target.present,
  };
}

/** A request's headers: all of them, and the protocol's own (what a redirect to another origin keeps). */
export interface RequestHeaders {
  readonly all: Headers;
  readonly bare: Headers;
}

/** An answer with its body still unread. */
export interface Sent {
  /** The URL that answered (the last of any redirects). */
  readonly url: string;
  readonly response: Response;
  /** The call's signal: its deadline and the caller's abort. */
  readonly signal: AbortSignal;
}

/** A response's Content-Type without parameters, lower case. */
export function mediaType(response: Response): string {
  return (response.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

/**
 * The request headers of a call: what the interceptors `added` (beneath everything else), the caller's, then
 * the protocol's own (the version, the extensions and `own`, which the caller cannot unset by accident).
 * `bare` holds only the protocol's.
 */
export function requestHeaders(
  x: Exchange,
  version: string,
  options: CallOptions | undefined,
  own: Record<string, string>,
  added: Readonly<Record<string, string>> = {},
): RequestHeaders {
  const bare = new Headers();
  for (const [k, v] of Object.entries(own)) bare.set(k, v);
  if (x.version !== null) bare.set(x.version.name, x.version.value);
  const uris = [...x.extensions, ...(options?.extensions ?? [])];
  for (const [k, v] of Object.entries(extensionParameters(uris, { version }))) bare.set(k, v);
  const all = new Headers();
  for (const [k, v] of Object.entries(added)) all.set(k, v);
  for (const [k, v] of Object.entries(x.headers)) all.set(k, v);
  for (const [k, v] of Object.entries(options?.headers ?? {})) all.set(k, v);
  bare.forEach((v, k) => all.set(k, v));
  return { all, bare };
}

/** The extensions an answer says were activated. */
export function activated(response: Response, version: string): string[] {
  return readExtensions(response.headers, { version });
}

/** The most redirects one request follows: fetch's own limit (the Fetch standard, "HTTP-redirect fetch"). */
export const maxRedirects = 20;

const redirectStatuses: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);
/** Cancels the body of an answer nobody will read. */
function release(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}

/** The request-body headers the Fetch standard drops when a redirect turns a request into a GET. */
const bodyHeaders = ["content-encoding", "content-language", "content-location", "content-type"];

function withCredentials(bare: Headers, credentials: readonly (readonly [string, string])[] | undefined): Headers {
  const h = new Headers();
  for (const [k, v] of credentials ?? []) h.set(k, v);
  bare.forEach((v, k) => h.set(k, v));
  return h;
}

/**
 * Sends a request and follows redirects by hand, as fetch would (at most 20; 303, and 301/302 after a POST,
 * become a GET without the body), except that a hop to another origin than the request's carries only the
 * protocol's headers and what the guard gives that origin, and each hop must pass the guard's address policy.
 */
async function follow(
  x: Pick<Exchange, "fetch" | "guard">,
  init: { method: string; url: string; headers: RequestHeaders; body?: string | undefined },
  signal: AbortSignal,
  presented: Presented | null,
): Promise<{ url: string; response: Response }> {
  const first = new URL(init.url);
  const all = new Headers(init.headers.all);
  // The credentials presented for the card's requirements go with every hop on the request's origin, never to another.
  for (const [k, v] of presented?.headers ?? []) all.set(k, v);
  // A query credential (an API key "in": "query") is in the first request's URL only, and never in a message.
  let sentTo = init.url;
  if (presented !== null && presented.query.length > 0) {
    const u = new URL(init.url);
    for (const [k, v] of presented.query) u.searchParams.append(k, v);
    sentTo = u.href;
  }
  const bare = new Headers(init.headers.bare);
  let at = first;
  let target = init.url;
  let method = init.method;
  let body = init.body;
  for (let hops = 0; ; hops++) {
    // Nothing is sent once the call is aborted, whatever the fetch does with an aborted signal.
    signal.throwIfAborted();
    const headers = sameOrigin(at, first) ? all : withCredentials(bare, x.guard?.credentials(at));
    // Raced against the signal: a fetch that ignores it cannot hold the call (an answer after the abort is released).
    const response = await untilAborted(x.fetch(hops === 0 ? sentTo : target, { method, headers, body, signal, redirect: "manual" }), signal, release);
    if (response.type === "opaqueredirect") {
      throw new TransportError("status", target, "a redirect the runtime does not disclose (a browser's opaque redirect): not followed");
    }
    const location = response.headers.get("location");
    const status = response.status;
    if (!redirectStatuses.has(status) || location === null) return { url: target, response };
    await response.body?.cancel().catch(() => undefined);
    if (hops >= maxRedirects) {
      throw new TransportError("status", init.url, `redirect count exceeded: more than ${maxRedirects} redirects, the last from ${excerpt(target)}`, {
        status,
      });
    }
    let next: URL;
    try {
      next = new URL(location, at);
    } catch {
      throw new TransportError("status", target, `a redirect to ${JSON.stringify(excerpt(location))}, which is not a URL`, { status });
    }
    if (next.protocol !== "http:" && next.protocol !== "https:") {
      throw new TransportError("status", target, `a redirect to a ${excerpt(next.protocol)} URL: not followed`, { status });
    }
    const refused = x.guard?.refusal(next) ?? null;
    if (refused !== null) throw new TransportError("status", target, `a redirect to ${excerpt(next.href)}, refused: ${refused}`, { status });
    if (status === 303 ? method !== "GET" && method !== "HEAD" : (status === 301 || status === 302) && method === "POST") {
      method = "GET";
      body = undefined;
      for (const h of bodyHeaders) {
        all.delete(h);
        bare.delete(h);
      }
    }
    at = next;
    target = next.href;
  }
}

/**
 * Sends one request within the call's signal (its deadline and the caller's abort); redirects are
 * followed within it. Network failures and aborts become TransportErrors.
 */
export async function send(
  x: Pick<Exchange, "fetch" | "guard" | "present">,
  init: { method: string; url: string; headers: RequestHeaders; body?: string | undefined },
  signal: AbortSignal,
): Promise<Sent> {
  try {
    // The credentials first (a provider may fetch a token): within the same deadline, or nothing is sent.
    const presented = x.present === undefined ? null : await presentWithin(x.present, init.url, signal);
    const { url, response } = await follow(x, init, signal, presented);
    return { url, response, signal };
  } catch (e) {
    throw failureOf(e, init.url, signal);
  }
}

/**
 * Reads a body as text within the deadline and the bound (a body over it is cancelled there); a failure
 * while reading becomes a TransportError.
 */
export async function readText(sent: Sent, bound: ByteBound): Promise<string> {
  try {
    return await readBoundedText(sent.response, bound, sent.url, sent.signal);
  } catch (e) {
    throw failureOf(e, sent.url, sent.signal);
  }
}

/**
 * The bound of an answer's body: maxResponseBytes for a success (and a JSON-RPC answer, whose errors come
 * with 200 too); an error status's body at most 1 MiB, or maxResponseBytes when lower.
 */
export function answerBound(sent: Sent, maxResponseBytes: number): ByteBound {
  const status = sent.response.status;
  if (status >= 200 && status <= 299) return { bytes: maxResponseBytes, option: "maxResponseBytes", what: "the answer", failure: "body" };
  return {
    bytes: Math.min(maxErrorBytes, maxResponseBytes),
    option: "error answers: 1 MiB, or maxResponseBytes when lower",
    what: `the ${status} answer`,
    failure: "status",
  };
}

/** The message of something thrown, with its cause's (fetch's "fetch failed" says why only there: "redirect count exceeded", ECONNREFUSED). */
function messageOf(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const cause = (e as { cause?: unknown }).cause;
  const why = cause instanceof Error && cause.message !== "" && !e.message.includes(cause.message) ? `: ${cause.message}` : "";
  return `${e.message}${why}`;
}

/** The TransportError for something thrown while sending or reading. */
export function failureOf(e: unknown, url: string, signal: AbortSignal): TransportError {
  if (e instanceof TransportError) return e;
  return abortFailure(signal, url, e) ?? networkFailure(e, url);
}

/** A `network` TransportError for something fetch (or the body) threw. */
export function networkFailure(e: unknown, url: string): TransportError {
  return new TransportError("network", url, messageOf(e), { cause: e });
}

/** Parses a JSON body; a body that is not JSON is a TransportError quoting it. */
export function parseJson(text: string, sent: Sent): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const type = sent.response.headers.get("content-type") ?? "no content type";
    // The parser's own reason (where the text stops being JSON), then what came.
    const why = e instanceof Error ? ` (${excerpt(e.message)})` : "";
    throw new TransportError("body", sent.url, `expected JSON${why}, got ${type}: ${excerpt(text) || "an empty body"}`, { status: sent.response.status });
  }
}
