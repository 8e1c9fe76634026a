// A leaf both push delivery (push/deliver.ts) and the JWKS fetch (auth/jwt.ts) import. One webhook POST (or
// JWKS GET) that reaches only a checked address (§13.2, against SSRF and DNS rebinding). The URL's
// host is classified; an address is checked as is (it never reaches a resolver); a name is resolved once
// through `lookup` with {all: true}, every address it gives is checked, any refused one refuses the POST,
// and the connection is made through a `lookup` that answers only those checked addresses, so a resolver
// that answers differently a moment later is never asked. TLS still checks the name (servername). No
// redirect is followed (node:http follows none). The answer's body is read up to a bound and discarded.
// The opt-in fetch path (fetchedPost) checks the URL's host only, and asks its fetch not to follow either.
//
// node:http, node:https and node:dns are loaded on the first POST, so the server's main entry keeps
// loading where they do not exist (the fetch adapter's runtimes), and keeps its import time.

import { classifyHost } from "@a2a-bindgen/kit";
import { describeRange, hostRefusal, rangeAllowed } from "./destination.js";

/** One address a resolver answered. */
export interface LookupAddress {
  readonly address: string;
  readonly family: number;
}

/** A resolver as node's dns.lookup is called with {all: true}; tests pass one to play DNS. */
export type PushLookup = (hostname: string, options: { all: true }, callback: (error: Error | null, addresses: LookupAddress[]) => void) => void;

/** What one POST came to: a 2xx, another status, a failure, or a refused destination (never retried). */
export interface PostOutcome {
  readonly ok: boolean;
  readonly status?: number | undefined;
  readonly error: string;
  readonly refused?: boolean | undefined;
}

/** How much of a webhook's answer is read (and discarded) before the connection is closed. */
export const MAX_ANSWER_BYTES = 64 * 1024;

/** One POST: what to send, when to give up, how to resolve and what the policy opens. */
export interface PinnedPost {
  readonly headers: Record<string, string>;
  readonly body: string;
  readonly signal: AbortSignal;
  readonly lookup: PushLookup | undefined;
  readonly allowPrivateNetworks: boolean;
}

type Http = typeof import("node:http");
let modules: Promise<{ http: Http; https: typeof import("node:https"); dns: typeof import("node:dns") }> | undefined;

function load() {
  modules ??= Promise.all([import("node:http"), import("node:https"), import("node:dns")]).then(([http, https, dns]) => ({ http, https, dns }));
  return modules;
}

function refused(error: string): PostOutcome {
  return { ok: false, error: `refused: ${error}`, refused: true };
}

/** The addresses of `name`, through `lookup` with {all: true}; rejects when `signal` aborts first. */
function resolve(lookup: PushLookup, name: string, signal: AbortSignal): Promise<LookupAddress[]> {
  return new Promise((done, fail) => {
    const abort = () => fail(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener("abort", abort, { once: true });
    try {
      lookup(name, { all: true }, (error, addresses) => {
        signal.removeEventListener("abort", abort);
        if (error) fail(error);
        // A lookup that ignores {all: true} answers (error, address, family): take it as a list of one.
        else if (typeof addresses === "string") done([{ address: addresses, family: 0 }]);
        else done(Array.isArray(addresses) ? addresses : []);
      });
    } catch (e) {
      signal.removeEventListener("abort", abort);
      fail(e);
    }
  });
}

/** Checks every resolved address; the first refused one, or the checked list. */
function checkAll(name: string, addresses: readonly LookupAddress[], allowPrivate: boolean): PostOutcome | LookupAddress[] {
  if (addresses.length === 0) return { ok: false, error: `${name} resolved to no address` };
  const checked: LookupAddress[] = [];
  for (const a of addresses) {
    const c = classifyHost(String(a?.address));
    if (c.kind !== "address") return refused(`${name} resolved to ${JSON.stringify(String(a?.address).slice(0, 64))}, not an IP address`);
    if (!rangeAllowed(c.range, allowPrivate)) return refused(`${name} resolved to ${c.address}, in ${describeRange(c.range!)}`);
    checked.push({ address: c.address, family: c.family });
  }
  return checked;
}

/** The `lookup` a connection uses: only the checked addresses, whatever name and options it is asked with. */
function pinned(addresses: readonly LookupAddress[]) {
  return (_host: string, options: { all?: boolean | undefined; family?: number | string | undefined }, callback: (...args: unknown[]) => void) => {
    const family = options?.family === 4 || options?.family === "IPv4" ? 4 : options?.family === 6 || options?.family === "IPv6" ? 6 : 0;
    const list = addresses.filter((a) => family === 0 || a.family === family);
    if (list.length === 0) {
      const e = Object.assign(new Error(`no checked IPv${family} address`), { code: "ENOTFOUND" });
      return process.nextTick(() => callback(e, options?.all ? [] : undefined));
    }
    if (options?.all)
      process.nextTick(() =>
        callback(
          null,
          list.map((a) => ({ ...a })),
        ),
      );
    else process.nextTick(() => callback(null, list[0]!.address, list[0]!.family));
  };
}

/** POSTs `body` to `url`, connected only to checked addresses. Never throws. */
export async function pinnedPost(url: string, o: PinnedPost): Promise<PostOutcome> {
  try {
    return await post(url, o);
  } catch (e) {
    // node:http throws synchronously for what it cannot send (a header value it refuses, say).
    return { ok: false, error: `POST failed: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** Where a checked request goes: its URL, the classified host and the addresses a connection may use. */
interface CheckedTarget {
  readonly target: URL;
  readonly host: { kind: "address"; address: string } | { kind: "name"; name: string };
  readonly addresses: LookupAddress[];
  readonly tls: boolean;
  readonly modules: Awaited<ReturnType<typeof load>>;
}

/** The checked target of `url`, or the outcome that refuses it (not http(s), a refused host or resolved address). */
async function checkTarget(
  url: string,
  o: { signal: AbortSignal; lookup: PushLookup | undefined; allowPrivateNetworks: boolean },
): Promise<CheckedTarget | PostOutcome> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { ok: false, error: "not an absolute URL" };
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") return refused(`${target.protocol} is not http or https`);
  const host = classifyHost(target.hostname);
  const refusal = hostRefusal(host, o.allowPrivateNetworks);
  if (refusal !== null) return refused(refusal);
  const modules = await load();
  if (host.kind === "address") return { target, host, addresses: [{ address: host.address, family: host.family }], tls: target.protocol === "https:", modules };
  if (host.kind !== "name") return refused("not a host");
  let answer: LookupAddress[];
  try {
    answer = await resolve(o.lookup ?? (modules.dns.lookup as PushLookup), host.name, o.signal);
  } catch (e) {
    return { ok: false, error: `resolving ${host.name} failed: ${e instanceof Error ? e.message : String(e)}` };
  }
  const checked = checkAll(host.name, answer, o.allowPrivateNetworks);
  if (!Array.isArray(checked)) return checked;
  return { target, host, addresses: checked, tls: target.protocol === "https:", modules };
}

/** The request options that connect only to the checked addresses of `t`. */
function pinnedRequest(t: CheckedTarget, method: string, headers: Record<string, string>, signal: AbortSignal) {
  return {
    method,
    // A literal connects to itself (node resolves no IP); a name connects through the pinned lookup.
    host: t.host.kind === "address" ? t.host.address : t.host.name,
    port: t.target.port === "" ? (t.tls ? 443 : 80) : Number(t.target.port),
    path: `${t.target.pathname}${t.target.search}`,
    headers: { ...headers, Host: t.target.host },
    lookup: pinned(t.addresses) as never,
    // TLS checks the certificate against the URL's name (and sends it as SNI); never an IP literal.
    ...(t.tls && t.host.kind === "name" ? { servername: t.host.name } : {}),
    agent: false,
    signal,
  };
}

async function post(url: string, o: PinnedPost): Promise<PostOutcome> {
  const t = await checkTarget(url, o);
  if (!("target" in t)) return t;
  const { http, https } = t.modules;
  return new Promise<PostOutcome>((done) => {
    const req = (t.tls ? https : http).request(pinnedRequest(t, "POST", { ...o.headers, "Content-Length": String(Buffer.byteLength(o.body)) }, o.signal));
    req.on("error", (e) => done({ ok: false, error: `POST failed: ${e.message}` }));
    req.on("response", (res) => {
      const status = res.statusCode ?? 0;
      const outcome: PostOutcome =
        status >= 200 && status < 300 ? { ok: true, status, error: "" } : { ok: false, status, error: `the webhook answered HTTP ${status}` };
      let read = 0;
      res.on("data", (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_ANSWER_BYTES) res.destroy();
      });
      res.on("error", () => {});
      res.on("close", () => done(outcome));
    });
    req.end(o.body);
  });
}

/**
 * The opt-in fetch path (PushDeliveryOptions.fetch): the URL's host checked as when stored, then whatever the
 * fetch connects to. `redirect: "manual"`: a redirect is answered as its status, never followed (a browser's
 * fetch answers status 0, opaque): either way a failure. Never throws.
 */
export async function fetchedPost(
  fetch: typeof globalThis.fetch,
  url: string,
  o: { headers: Record<string, string>; body: string; signal: AbortSignal; allowPrivateNetworks: boolean },
): Promise<PostOutcome> {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return { ok: false, error: "not an absolute URL" };
  }
  const refusal = hostRefusal(classifyHost(host), o.allowPrivateNetworks);
  if (refusal !== null) return refused(refusal);
  try {
    const res = await fetch(url, { method: "POST", headers: o.headers, body: o.body, signal: o.signal, redirect: "manual" });
    await res.body?.cancel().catch(() => {});
    if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status, error: "" };
    return { ok: false, status: res.status, error: `the webhook answered HTTP ${res.status}` };
  } catch (e) {
    return { ok: false, error: `POST failed: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** What one checked GET came to: its status and body (whole, at most maxBytes), or why not. */
export interface GetOutcome extends PostOutcome {
  readonly body?: Uint8Array | undefined;
}

/**
 * A GET of `url` under the same checks as a webhook POST (scheme, host, every resolved address, a
 * connection pinned to them, no redirect followed), its body read up to `maxBytes` (a longer one fails).
 * Never throws. Used for documents the server fetches from URLs it was configured with (a JWKS).
 */
export async function pinnedGet(
  url: string,
  o: { headers: Record<string, string>; signal: AbortSignal; lookup: PushLookup | undefined; allowPrivateNetworks: boolean; maxBytes: number },
): Promise<GetOutcome> {
  try {
    const t = await checkTarget(url, o);
    if (!("target" in t)) return t;
    const { http, https } = t.modules;
    return await new Promise<GetOutcome>((done) => {
      const req = (t.tls ? https : http).request(pinnedRequest(t, "GET", o.headers, o.signal));
      req.on("error", (e) => done({ ok: false, error: `GET failed: ${e.message}` }));
      req.on("response", (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let read = 0;
        let over = false;
        res.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > o.maxBytes) {
            over = true;
            res.destroy();
          } else chunks.push(chunk);
        });
        res.on("error", () => {});
        res.on("close", () => {
          if (over) done({ ok: false, status, error: `the answer is larger than ${o.maxBytes} bytes` });
          else if (!res.complete) done({ ok: false, status, error: "the answer ended early" });
          else
            done({
              ok: status >= 200 && status < 300,
              status,
              error: status >= 200 && status < 300 ? "" : `answered HTTP ${status}`,
              body: Buffer.concat(chunks),
            });
        });
      });
      req.end();
    });
  } catch (e) {
    return { ok: false, error: `GET failed: ${e instanceof Error ? e.message : String(e)}` };
  }
}
