// CORS (Fetch standard, "CORS protocol"), off unless configured: a page on an allowed origin may call the
// agent from a browser. The preflight (OPTIONS with Origin and Access-Control-Request-Method) is answered
// before version negotiation, routing and authentication: a preflight carries no credentials and no
// A2A-Version, so it could pass none of them. Allowed request headers are the A2A service parameters of
// every served version (from the generated tables), Content-Type, Authorization, X-Request-Id and the card's
// API-key headers; exposed answer headers are the extensions parameter's names, WWW-Authenticate and
// X-Request-Id (the page's client reads the id its error names). Every answer
// carries `Vary: Origin` (its CORS headers depend on the Origin), and Access-Control-Allow-Origin only for
// an allowed origin, echoed (or "*" for the allow-all list without credentials, never "*" with them).

import { serviceParameters } from "@a2a-bindgen/a2a/protocol";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { requestIdHeader } from "@a2a-bindgen/kit";
import type { BodyAnswer, ServerAnswer } from "./answer.js";

/** Which browser origins may call the agent. */
export interface CorsOptions {
  /**
   * The origins allowed, as a browser sends them ("https://app.example": scheme, host, port if not the
   * default; no path), or ["*"] for any origin (refused together with `credentials`), or a predicate
   * (called with the request's Origin value, which may be "null" for sandboxed and file: pages; a
   * predicate that throws allows nothing). Every allowed origin can drive the agent from its pages with
   * the visitor's browser: allow only origins you trust.
   */
  readonly origins: readonly string[] | ((origin: string) => boolean);
  /**
   * Access-Control-Allow-Credentials: true (default false): the browser then sends the visitor's cookies and
   * HTTP authentication to the agent and lets the allowed page read the answers. Opens the agent's
   * cookie- or browser-authenticated operations to every allowed origin; never combined with "*".
   */
  readonly credentials?: boolean | undefined;
  /** Access-Control-Max-Age in seconds: how long a browser may reuse a preflight (default: not sent, the browser's 5 s). */
  readonly maxAge?: number | undefined;
}

/** A CORS policy built once from the options. */
export interface Cors {
  /** The preflight's answer, or undefined when the request is not a preflight. */
  preflight(method: string, headers: Readonly<Record<string, string>>): BodyAnswer | undefined;
  /** `answer` with the CORS headers for the request's origin (and Vary: Origin) added. */
  decorate(answer: ServerAnswer, headers: Readonly<Record<string, string>>): ServerAnswer;
}

/** RFC 9110 token: a header name that can be listed. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Methods the routes use besides the CORS-safelisted GET, HEAD and POST. */
const METHODS = "GET, HEAD, POST, DELETE";

/** Names added once each, case-insensitively, in order. */
function names(list: Iterable<string>): string {
  const seen = new Map<string, string>();
  for (const n of list) if (TOKEN.test(n) && !seen.has(n.toLowerCase())) seen.set(n.toLowerCase(), n);
  return [...seen.values()].join(", ");
}

/** The extensions parameter's header names (read, sent and answered) of each served version. */
function extensionHeaders(served: readonly string[]): string[] {
  const all = serviceParameters.extensions.byVersion as Readonly<
    Record<string, { read: readonly { headers: string }[]; send: readonly { headers: string }[]; respond: { headers: string } }>
  >;
  const out: string[] = [serviceParameters.extensions.headers];
  for (const v of served) {
    if (!Object.hasOwn(all, v)) continue;
    for (const n of all[v].read) out.push(n.headers);
    for (const n of all[v].send) out.push(n.headers);
    out.push(all[v].respond.headers);
  }
  return out;
}

/** Header names of the card's API-key security schemes sent in a header. */
function apiKeyHeaders(card: types.AgentCard): string[] {
  const schemes = card.securitySchemes;
  if (typeof schemes !== "object" || schemes === null) return [];
  const out: string[] = [];
  for (const key of Object.keys(schemes)) {
    const scheme = (schemes as Record<string, types.SecurityScheme | undefined>)[key];
    const apiKey = typeof scheme === "object" && scheme !== null ? scheme.apiKeySecurityScheme : undefined;
    if (typeof apiKey !== "object" || apiKey === null) continue;
    if (typeof apiKey.location === "string" && apiKey.location.toLowerCase() === "header" && typeof apiKey.name === "string") out.push(apiKey.name);
  }
  return out;
}

function allowList(origins: readonly string[]): { any: boolean; set: ReadonlySet<string> } {
  let any = false;
  const set = new Set<string>();
  for (const [i, o] of origins.entries()) {
    if (o === "*") {
      any = true;
      continue;
    }
    let parsed: URL | undefined;
    try {
      parsed = typeof o === "string" ? new URL(o) : undefined;
    } catch {}
    if (parsed === undefined || parsed.origin === "null" || parsed.origin !== o) {
      throw new TypeError(`cors.origins[${i}]: ${JSON.stringify(String(o)).slice(0, 200)} is not an origin as a browser sends it (e.g. "https://app.example")`);
    }
    set.add(o);
  }
  return { any, set };
}

/** Builds the policy; throws naming the option that cannot be served. */
export function corsPolicy(options: CorsOptions, card: types.AgentCard, served: readonly string[]): Cors {
  if (typeof options !== "object" || options === null) throw new TypeError("cors: give { origins, credentials?, maxAge? }");
  const credentials = options.credentials === true;
  const maxAge = options.maxAge;
  if (maxAge !== undefined && (!Number.isSafeInteger(maxAge) || maxAge < 0)) throw new TypeError(`cors.maxAge: ${String(maxAge)} is not a number of seconds`);
  let allowed: (origin: string) => string | undefined;
  if (typeof options.origins === "function") {
    const predicate = options.origins;
    allowed = (origin) => {
      try {
        return predicate(origin) === true ? origin : undefined;
      } catch {
        return undefined;
      }
    };
  } else if (Array.isArray(options.origins)) {
    const list = allowList(options.origins);
    if (list.any && credentials)
      throw new TypeError('cors: origins ["*"] with credentials would let every site read answers made with the visitor\'s credentials');
    allowed = (origin) => (list.set.has(origin) ? origin : list.any ? "*" : undefined);
  } else {
    throw new TypeError("cors.origins: give a list of origins or a predicate");
  }
  const extensions = extensionHeaders(served);
  const allowHeaders = names([serviceParameters.version.headers, ...extensions, "Content-Type", "Authorization", requestIdHeader, ...apiKeyHeaders(card)]);
  const exposeHeaders = names([...extensions, "WWW-Authenticate", requestIdHeader]);

  // The preflight's answer is decorated too: Origin is added only when the list (RFC 9110 §12.5.5: field
  // names, case-insensitive, or "*" for anything) does not already cover it.
  function vary(headers: Record<string, string>): void {
    const v = Object.hasOwn(headers, "vary") ? headers.vary : "";
    const listed = v.split(",").map((n) => n.trim().toLowerCase());
    if (listed.includes("origin") || listed.includes("*")) return;
    headers.vary = v.trim() === "" ? "Origin" : `${v}, Origin`;
  }

  function originOf(headers: Readonly<Record<string, string>>): string | undefined {
    return Object.hasOwn(headers, "origin") ? headers.origin : undefined;
  }

  return {
    preflight(method, headers) {
      const origin = originOf(headers);
      if (method !== "OPTIONS" || origin === undefined || !Object.hasOwn(headers, "access-control-request-method")) return undefined;
      const answer = allowed(origin);
      const out: Record<string, string> = {};
      vary(out);
      // A refused origin: no CORS headers (the browser then fails the preflight) and a status that says so.
      if (answer === undefined) return { status: 403, headers: out, body: new Uint8Array(0) };
      out["access-control-allow-origin"] = answer;
      if (credentials) out["access-control-allow-credentials"] = "true";
      out["access-control-allow-methods"] = METHODS;
      out["access-control-allow-headers"] = allowHeaders;
      if (maxAge !== undefined) out["access-control-max-age"] = String(maxAge);
      return { status: 204, headers: out, body: new Uint8Array(0) };
    },
    decorate(answer, headers) {
      const out: Record<string, string> = { ...answer.headers };
      vary(out);
      const origin = originOf(headers);
      const answerOrigin = origin === undefined ? undefined : allowed(origin);
      if (answerOrigin !== undefined) {
        out["access-control-allow-origin"] = answerOrigin;
        if (credentials) out["access-control-allow-credentials"] = "true";
        out["access-control-expose-headers"] = exposeHeaders;
      }
      return "body" in answer ? { status: answer.status, headers: out, body: answer.body } : { status: answer.status, headers: out, stream: answer.stream };
    },
  };
}
