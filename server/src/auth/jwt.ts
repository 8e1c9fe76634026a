/// <reference types="node" />
// The verifier of OAuth 2.0 and OpenID Connect bearer tokens that are JWTs (RFC 7519, RFC 9068), on jose:
// no JWT or JWKS code of ours. The keys come from the application (a JWKS) or from a JWKS URL fetched
// through the push delivery's SSRF guard (every resolved address checked, the connection pinned to them,
// no redirect, the body bounded). Only asymmetric algorithms are accepted: "none" and HMAC are refused at
// construction, so that a token signed with HMAC keyed by the public key (the RS256/HS256 confusion) can
// never verify. jose checks the signature, exp and nbf (with the clock tolerance), iss and aud; a token
// whose kid is absent from the JWKS finds no key and is refused. exp is required (RFC 9068 §2.2 makes it
// REQUIRED in an access token, §4 says the resource server MUST check it; jose checks it only when present)
// unless allowTokensWithoutExpiry; an iat later than now + tolerance is refused (jose checks iat only with
// maxTokenAge), and maxTokenAge bounds a token's age by its iat.

import type { JSONWebKeySet, JWTPayload } from "jose";
import { type PushLookup, pinnedGet } from "../net/pinned-fetch.js";
import type { Verifier } from "./policy.js";

/** Options of jwtVerifier. */
export interface JwtVerifierOptions {
  /** The JWKS of the issuer's keys (give this or jwksUrl). */
  readonly keys?: JSONWebKeySet | undefined;
  /**
   * Where the issuer publishes its JWKS (https; give this or keys). Fetched when a token names a key not
   * yet known (at most once per 30 s), cached for 10 minutes, through the SSRF guard: refused when the
   * host is or resolves to a private, loopback, link-local or otherwise special address.
   */
  readonly jwksUrl?: string | undefined;
  /** The `iss` a token must carry (one, or any of a list). */
  readonly issuer: string | readonly string[];
  /** The `aud` a token must carry (one, or any of a list). */
  readonly audience: string | readonly string[];
  /**
   * The `alg` values accepted (default RS256, RS384, RS512, PS256, PS384, PS512, ES256, ES384, ES512,
   * EdDSA). "none" and HS256/384/512 are refused: this verifier holds no shared secret.
   */
  readonly algorithms?: readonly string[] | undefined;
  /** Seconds of clock difference accepted on exp, nbf and iat (default 30). */
  readonly clockTolerance?: number | undefined;
  /**
   * Accepts tokens without an `exp` claim (default false: refused, RFC 9068 §2.2 and §4). Opens the door to
   * tokens that never expire: a leaked one works forever. Give maxTokenAge with it to bound them by `iat`.
   */
  readonly allowTokensWithoutExpiry?: boolean | undefined;
  /**
   * The oldest token accepted, by its `iat` (seconds, or a duration such as "10m", "1 hour", "2d"); a token
   * without `iat` is then refused. Default: no bound besides `exp`.
   */
  readonly maxTokenAge?: number | string | undefined;
  /** The principal's subject (default the `sub` claim; a token without one is refused). */
  readonly subject?: ((payload: JWTPayload) => string | undefined) | undefined;
  /** The scopes (default the `scope` claim split on spaces, RFC 9068 §2.2.3, else an `scp` list). */
  readonly scopes?: ((payload: JWTPayload) => readonly string[]) | undefined;
  /**
   * Told why each refused token was refused: jose's error (code ERR_JWT_EXPIRED, ERR_JWKS_NO_MATCHING_KEY,
   * ERR_JWT_CLAIM_VALIDATION_FAILED with `claim` "exp" for a missing exp, "iat" for an iat in the future, …).
   */
  readonly onRefusal?: ((error: Error) => void) | undefined;
  /**
   * Lets jwksUrl point at loopback, private-use, unique-local and shared addresses (default false): opens
   * the server to fetching from its own network on the configuration's word. Link-local (cloud metadata)
   * stays refused.
   */
  readonly allowPrivateNetworks?: boolean | undefined;
  /** Accepts an http: jwksUrl (default false): anyone on the path could then substitute keys and forge tokens. */
  readonly allowHttp?: boolean | undefined;
  /** The largest JWKS document read, in bytes (default 64 KiB). */
  readonly maxJwksBytes?: number | undefined;
  /** How long a JWKS fetch may take, in ms (default 5000). */
  readonly timeoutMs?: number | undefined;
  /** The resolver the guard asks (default node's dns.lookup); tests pass one to play DNS. */
  readonly lookup?: PushLookup | undefined;
}

/** jose's duration units (its secs()), without the sign and "ago"/"from now" it also takes: an age is positive. */
const durationUnits: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800, y: 31557600 };
const durationPattern = /^(\d+|\d+\.\d+) ?(seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)$/i;

/** maxTokenAge in seconds; throws naming the option when it is no age. */
function tokenAge(value: unknown): number {
  const m = typeof value === "string" ? durationPattern.exec(value) : null;
  const seconds = typeof value === "number" ? value : m === null ? Number.NaN : Math.round(Number.parseFloat(m[1]) * durationUnits[m[2][0].toLowerCase()]);
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new TypeError('jwtVerifier.maxTokenAge: give seconds (a number, 0 or more) or a duration such as "10m", "1 hour", "2d"');
  return seconds;
}

const defaultAlgorithms = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"];

function scopesOf(payload: JWTPayload): readonly string[] {
  if (typeof payload.scope === "string") return payload.scope.split(" ").filter((s) => s !== "");
  if (Array.isArray(payload.scp)) return payload.scp.filter((s): s is string => typeof s === "string");
  return [];
}

/** A failure of the token itself (answered 401), as opposed to the verifier's own (a JWKS that cannot be fetched). */
const tokenFailures = new Set([
  "ERR_JOSE_ALG_NOT_ALLOWED",
  "ERR_JOSE_NOT_SUPPORTED",
  "ERR_JWS_INVALID",
  "ERR_JWT_INVALID",
  "ERR_JWS_SIGNATURE_VERIFICATION_FAILED",
  "ERR_JWT_EXPIRED",
  "ERR_JWT_CLAIM_VALIDATION_FAILED",
  "ERR_JWKS_NO_MATCHING_KEY",
  "ERR_JWKS_MULTIPLE_MATCHING_KEYS",
]);

/**
 * A Verifier for bearer credentials (oauth2, openIdConnect, http bearer schemes) that are signed JWTs;
 * throws at construction naming a bad option. The principal: subject (sub), scopes, and the payload as claims.
 */
export function jwtVerifier(options: JwtVerifierOptions): Verifier {
  if (typeof options !== "object" || options === null) throw new TypeError("jwtVerifier: give { keys | jwksUrl, issuer, audience }");
  if ((options.keys === undefined) === (options.jwksUrl === undefined)) throw new TypeError("jwtVerifier: give exactly one of keys and jwksUrl");
  const algorithms = [...(options.algorithms ?? defaultAlgorithms)];
  if (algorithms.length === 0) throw new TypeError("jwtVerifier.algorithms: give at least one algorithm");
  for (const a of algorithms) {
    if (typeof a !== "string" || a.toLowerCase() === "none" || /^HS/i.test(a))
      throw new TypeError(`jwtVerifier.algorithms: ${JSON.stringify(a)} is refused (no "none", no HMAC: only asymmetric algorithms)`);
  }
  const list = (v: unknown, what: string): string[] => {
    const l = typeof v === "string" ? [v] : Array.isArray(v) ? [...v] : [];
    if (l.length === 0 || !l.every((x) => typeof x === "string" && x !== ""))
      throw new TypeError(`jwtVerifier.${what}: give a non-empty string or list of them`);
    return l;
  };
  const issuer = list(options.issuer, "issuer");
  const audience = list(options.audience, "audience");
  const clockTolerance = options.clockTolerance ?? 30;
  if (!Number.isFinite(clockTolerance) || clockTolerance < 0 || clockTolerance > 3600)
    throw new TypeError("jwtVerifier.clockTolerance: give seconds, 0 to 3600");
  const withoutExpiry = options.allowTokensWithoutExpiry ?? false;
  if (typeof withoutExpiry !== "boolean") throw new TypeError("jwtVerifier.allowTokensWithoutExpiry: give true or false");
  const maxTokenAge = options.maxTokenAge === undefined ? undefined : tokenAge(options.maxTokenAge);
  const verifyOptions = {
    issuer,
    audience,
    algorithms,
    clockTolerance,
    ...(withoutExpiry ? {} : { requiredClaims: ["exp"] }),
    ...(maxTokenAge === undefined ? {} : { maxTokenAge }),
  };
  const maxBytes = options.maxJwksBytes ?? 64 * 1024;
  const timeoutMs = options.timeoutMs ?? 5000;
  let url: URL | undefined;
  if (options.jwksUrl !== undefined) {
    try {
      url = new URL(options.jwksUrl);
    } catch {
      throw new TypeError(`jwtVerifier.jwksUrl: ${JSON.stringify(String(options.jwksUrl).slice(0, 100))} is not an absolute URL`);
    }
    if (url.protocol !== "https:" && !(url.protocol === "http:" && options.allowHttp === true))
      throw new TypeError(`jwtVerifier.jwksUrl: ${url.protocol} is not https (allowHttp opens http:)`);
  }
  const subjectOf = options.subject ?? ((p: JWTPayload) => p.sub);
  const scopes = options.scopes ?? scopesOf;
  const allowPrivateNetworks = options.allowPrivateNetworks === true;

  // jose is loaded on the first token, so that a server without JWTs never loads it; then kept, with the key set.
  type Jose = typeof import("jose");
  type Loaded = { jose: Jose; keys: Parameters<Jose["jwtVerify"]>[1] };
  let loaded: Loaded | undefined;
  let loading: Promise<Loaded> | undefined;
  const load = (): Promise<Loaded> => {
    loading ??= import("jose").then((jose) => {
      if (url === undefined) return { jose, keys: jose.createLocalJWKSet(options.keys as JSONWebKeySet) as never };
      const guardedFetch = async (target: string, init: { headers: Headers; signal: AbortSignal }) => {
        const headers: Record<string, string> = {};
        init.headers.forEach((v, k) => {
          headers[k] = v;
        });
        const r = await pinnedGet(target, { headers, signal: init.signal, lookup: options.lookup, allowPrivateNetworks, maxBytes });
        if (r.body === undefined) throw new Error(`JWKS ${target}: ${r.error}`);
        return new Response(r.body as Uint8Array<ArrayBuffer>, { status: r.status ?? 0, headers: { "content-type": "application/json" } });
      };
      return { jose, keys: jose.createRemoteJWKSet(url, { timeoutDuration: timeoutMs, [jose.customFetch]: guardedFetch as never }) as never };
    });
    return loading.then((l) => {
      loaded = l;
      return l;
    });
  };

  return async (credential) => {
    if (credential.kind !== "bearer") return null;
    const { jose, keys } = loaded ?? (await load());
    let payload: JWTPayload;
    try {
      ({ payload } = await jose.jwtVerify(credential.token, keys, verifyOptions));
      // jose checks iat only with maxTokenAge: a token issued in the future is refused here, as jose words it.
      if (typeof payload.iat === "number" && payload.iat > Math.floor(Date.now() / 1000) + clockTolerance)
        throw new jose.errors.JWTClaimValidationFailed('"iat" claim timestamp check failed (it should be in the past)', payload, "iat", "check_failed");
    } catch (e) {
      const code = (e as { code?: unknown })?.code;
      if (typeof code === "string" && tokenFailures.has(code)) {
        options.onRefusal?.(e as Error);
        return null;
      }
      throw e;
    }
    const subject = subjectOf(payload);
    if (typeof subject !== "string" || subject === "") {
      options.onRefusal?.(new Error("the token has no subject"));
      return null;
    }
    return { subject, scopes: scopes(payload), claims: payload as Readonly<Record<string, unknown>> };
  };
}
