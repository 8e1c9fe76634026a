// One HTTP exchange of a transport: the headers every call carries (the version, the extensions, the
// caller's), the per-request deadline joined with the caller's signal, and the failures that are not an
// A2A error turned into TransportErrors naming the url.

import { extensionParameters, readExtensions } from "@a2a-bindgen/kit";
import { excerpt, TransportError } from "./errors.js";
import type { CallOptions } from "./transport.js";

/** What every call of one transport shares. */
export interface Exchange {
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
  /** The version parameter (its name and Major.Minor value); null sends none. */
  readonly version: { readonly name: string; readonly value: string } | null;
  readonly extensions: readonly string[];
  readonly headers: Readonly<Record<string, string>>;
}

/** An answer with its body still unread. */
export interface Sent {
  readonly url: string;
  readonly response: Response;
  /** Stops the deadline (after the body has been read). */
  readonly done: () => void;
  /** Restarts the deadline: a stream is bounded by its silence, not its length. */
  readonly rearm: () => void;
  readonly signal: AbortSignal;
}

/** A response's Content-Type without parameters, lower case. */
export function mediaType(response: Response): string {
  return (response.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

/** The request headers of a call: the caller's, then the version and the extensions (which the caller cannot unset by accident). */
export function requestHeaders(x: Exchange, version: string, options: CallOptions | undefined, own: Record<string, string>): Headers {
  const h = new Headers();
  for (const [k, v] of Object.entries(x.headers)) h.set(k, v);
  for (const [k, v] of Object.entries(options?.headers ?? {})) h.set(k, v);
  for (const [k, v] of Object.entries(own)) h.set(k, v);
  if (x.version !== null) h.set(x.version.name, x.version.value);
  const uris = [...x.extensions, ...(options?.extensions ?? [])];
  for (const [k, v] of Object.entries(extensionParameters(uris, { version }))) h.set(k, v);
  return h;
}

/** The extensions an answer says were activated. */
export function activated(response: Response, version: string): string[] {
  return readExtensions(response.headers, { version });
}

/**
 * Sends one request, bounded by the transport's timeout and the caller's signal (a stream rearms the
 * deadline at each event; `done` stops it). Network failures and timeouts become TransportErrors.
 */
export async function send(
  x: Pick<Exchange, "fetch" | "timeoutMs">,
  init: { method: string; url: string; headers: Headers; body?: string },
  options?: CallOptions,
): Promise<Sent> {
  const deadline = new AbortController();
  const fire = () => deadline.abort(new TransportError("timeout", init.url, `no answer within ${x.timeoutMs} ms`));
  let timer = setTimeout(fire, x.timeoutMs);
  const signal = options?.signal === undefined ? deadline.signal : anySignal([deadline.signal, options.signal]);
  const done = () => clearTimeout(timer);
  const rearm = () => {
    clearTimeout(timer);
    if (!signal.aborted) timer = setTimeout(fire, x.timeoutMs);
  };
  try {
    const response = await x.fetch(init.url, { method: init.method, headers: init.headers, body: init.body, signal });
    return { url: init.url, response, done, rearm, signal };
  } catch (e) {
    done();
    throw failureOf(e, init.url, signal);
  }
}

/** Reads a body as text within the deadline; a failure while reading becomes a TransportError. */
export async function readText(sent: Sent): Promise<string> {
  try {
    return await sent.response.text();
  } catch (e) {
    throw failureOf(e, sent.url, sent.signal);
  } finally {
    sent.done();
  }
}

/** The TransportError for something thrown while sending or reading. */
export function failureOf(e: unknown, url: string, signal: AbortSignal): TransportError {
  if (e instanceof TransportError) return e;
  if (signal.aborted) {
    const reason = signal.reason;
    if (reason instanceof TransportError) return reason;
    return new TransportError("timeout", url, `aborted by the caller${reason instanceof Error ? `: ${reason.message}` : ""}`, { cause: e });
  }
  return new TransportError("network", url, e instanceof Error ? e.message : String(e), { cause: e });
}

/** Parses a JSON body; a body that is not JSON is a TransportError quoting it. */
export function parseJson(text: string, sent: Sent): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const type = sent.response.headers.get("content-type") ?? "no content type";
    throw new TransportError("body", sent.url, `expected JSON, got ${type}: ${excerpt(text) || "an empty body"}`, { status: sent.response.status });
  }
}

function anySignal(signals: AbortSignal[]): AbortSignal {
  const any = (AbortSignal as unknown as { any?: (s: AbortSignal[]) => AbortSignal }).any;
  if (typeof any === "function") return any(signals);
  const c = new AbortController();
  for (const s of signals) {
    if (s.aborted) {
      c.abort(s.reason);
      break;
    }
    s.addEventListener("abort", () => c.abort(s.reason), { once: true });
  }
  return c.signal;
}
