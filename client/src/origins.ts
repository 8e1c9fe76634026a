// Credentials follow fetch's rule: what the caller gives connect() goes only to the card's origin (scheme,
// host, port); another origin gets only what originHeaders gives it. The loopback names localhost,
// 127.0.0.1 and [::1] with one scheme and port are one origin here: a server bound on 127.0.0.1 whose
// card says localhost (or the reverse) is the same agent on the caller's own machine, and that card is
// normal. Only these three are joined: 127.0.0.2 or *.localhost stay origins of their own.

/** The loopback names joined into one origin, as URL.hostname writes them. */
const loopbackNames: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Headers by origin (keys normalized by originKey). */
export type OriginHeaders = ReadonlyMap<string, readonly (readonly [string, string])[]>;

/**
 * The URL of a card interface: an absolute URL, or a gRPC card's "host:port" read as plain HTTP/2 (as the
 * gRPC transport dials it). Null when it is neither.
 */
export function interfaceUrl(url: string): URL | null {
  if (typeof url !== "string") return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://${url}`);
  } catch {
    return null;
  }
}

/**
 * The origin of a URL as credentials see it: scheme, host and port (the scheme's default port left out),
 * the loopback names as one host; null for a URL that is not http(s) (it has no origin to share).
 */
export function originKey(url: URL): string | null {
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = loopbackNames.has(url.hostname) ? "localhost" : url.hostname;
  return `${url.protocol}//${host}${url.port === "" ? "" : `:${url.port}`}`;
}

/** Whether two URLs share an origin (originKey); URLs without one share nothing. */
export function sameOrigin(a: URL, b: URL): boolean {
  const k = originKey(a);
  return k !== null && k === originKey(b);
}

/** One header table checked: its own string entries (or a Headers' entries), each name and value one Headers accepts. */
function headerEntries(value: unknown, where: string): [string, string][] {
  if (value instanceof Headers) {
    const out: [string, string][] = [];
    value.forEach((v, k) => out.push([k, v]));
    return out;
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new TypeError(`${where} must be an object of header names to values`);
  const out: [string, string][] = [];
  for (const [name, v] of Object.entries(value)) {
    if (typeof v !== "string") throw new TypeError(`${where}[${JSON.stringify(name)}] must be a string, not ${v === null ? "null" : typeof v}`);
    try {
      new Headers().set(name, v);
    } catch (e) {
      throw new TypeError(`${where}[${JSON.stringify(name)}] is not a valid header: ${e instanceof Error ? e.message : String(e)}`);
    }
    out.push([name, v]);
  }
  return out;
}

/**
 * ConnectOptions.originHeaders checked and keyed by origin: each key an http(s) origin ("https://api.example.com",
 * an optional trailing "/"), normalized (case, default port, the loopback names as one). A key that is not an
 * origin, two keys naming one origin, or a value that is not a header table is a TypeError naming it.
 */
export function readOriginHeaders(value: unknown): OriginHeaders {
  const out = new Map<string, [string, string][]>();
  if (value === undefined) return out;
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new TypeError("originHeaders must be an object of origins to header tables");
  const keyOf = new Map<string, string>();
  for (const key of Object.keys(value)) {
    const named = `originHeaders[${JSON.stringify(key.length > 200 ? `${key.slice(0, 200)}…` : key)}]`;
    let u: URL | undefined;
    try {
      u = new URL(key);
    } catch {}
    const origin = u === undefined ? null : originKey(u);
    if (u === undefined || origin === null) throw new TypeError(`${named}: not an http(s) origin (scheme://host[:port])`);
    if (u.username !== "" || u.password !== "" || u.pathname !== "/" || /[?#]/.test(key)) {
      throw new TypeError(`${named}: an origin is scheme://host[:port], without user, path, query or fragment`);
    }
    const earlier = keyOf.get(origin);
    if (earlier !== undefined) throw new TypeError(`${named}: the same origin as ${JSON.stringify(earlier)} (${origin})`);
    keyOf.set(origin, key);
    out.set(origin, headerEntries((value as Record<string, unknown>)[key], named));
  }
  return out;
}

/** The headers given to connect(), checked (undefined is none). */
export function readHeaders(value: unknown): [string, string][] {
  return value === undefined ? [] : headerEntries(value, "headers");
}

/**
 * The credentials of one connection: the caller's headers for the card's origin, and originHeaders for
 * any origin. `for(url)` is what a request to that URL carries (the card origin's first, then its own entry).
 */
export class Credentials {
  private readonly cardOrigin: string | null;
  /** `cardUrl` null: the card's origin is unknown, and `headers` go nowhere. */
  constructor(
    cardUrl: URL | null,
    private readonly headers: readonly (readonly [string, string])[],
    private readonly byOrigin: OriginHeaders,
  ) {
    this.cardOrigin = cardUrl === null ? null : originKey(cardUrl);
  }

  /** The headers a request to `url` carries, in order (a later one replaces an earlier one of the same name). */
  for(url: URL): [string, string][] {
    const origin = originKey(url);
    if (origin === null) return [];
    const out: [string, string][] = origin === this.cardOrigin ? this.headers.map((h) => [h[0], h[1]]) : [];
    for (const h of this.byOrigin.get(origin) ?? []) out.push([h[0], h[1]]);
    return out;
  }
}
