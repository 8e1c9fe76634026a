/// <reference types="node" />
// Where and how the gRPC binding dials: a card's "host:port" (plain HTTP/2, or TLS when asked) or an
// http(s) URL, and the node:http2 TLS options, each checked with a TypeError naming the field.

/**
 * TLS for the gRPC connection (node:tls options, PEM): `ca` the roots trusted for the server's certificate
 * (default: Node's bundled roots), `cert` and `key` the client's certificate for mutual TLS, `servername` the
 * name checked in the server's certificate when it is not the url's host. The server's certificate is always
 * verified: there is no option to turn that off.
 */
export interface GrpcTls {
  readonly ca?: string | readonly string[] | undefined;
  readonly cert?: string | undefined;
  readonly key?: string | undefined;
  readonly servername?: string | undefined;
}

/** Settings of a gRPC transport beyond its target. */
export interface GrpcSettings {
  /** Speak TLS: a card's "host:port" is dialed as https://host:port (default: plain HTTP/2 for host:port, TLS for https:// URLs). */
  readonly tls?: GrpcTls | undefined;
}

/**
 * "host:port" (a card's GRPC url: plain HTTP/2, or TLS when `tls` is given) or an http(s) URL → the base URL
 * connect dials; anything else is refused, and so is an http:// URL with `tls` (it says plain text).
 */
export function baseUrlOf(url: string, tls: boolean): string {
  if (/^https?:\/\//i.test(url)) {
    if (tls && /^http:/i.test(url))
      throw new TypeError(`tls was given, but the gRPC interface url ${JSON.stringify(url.slice(0, 200))} is http:// (plain text)`);
    return url;
  }
  if (typeof url !== "string" || url === "" || /^[a-z][a-z0-9+.-]*:\/\//i.test(url) || /[\s/?#]/.test(url)) {
    throw new TypeError(`a gRPC interface url is host:port or an http(s) URL, not ${JSON.stringify(String(url).slice(0, 200))}`);
  }
  return `${tls ? "https" : "http"}://${url}`;
}

/** The node:http2 session options of `tls`, checked (a TypeError naming the field). */
export function tlsOptions(tls: GrpcTls | undefined): Record<string, unknown> | undefined {
  if (tls === undefined) return undefined;
  if (tls === null || typeof tls !== "object") throw new TypeError("tls must be an object { ca?, cert?, key?, servername? }");
  const out: Record<string, unknown> = {};
  for (const field of ["cert", "key", "servername"] as const) {
    const v = tls[field];
    if (v === undefined) continue;
    if (typeof v !== "string" || v === "") throw new TypeError(`tls.${field} must be a non-empty string (PEM for cert and key)`);
    out[field] = v;
  }
  if ((out.cert === undefined) !== (out.key === undefined)) throw new TypeError("tls: give cert and key together (the client certificate and its private key)");
  if (tls.ca !== undefined) {
    const list = typeof tls.ca === "string" ? [tls.ca] : tls.ca;
    if (!Array.isArray(list) || list.length === 0 || list.some((c) => typeof c !== "string" || c === ""))
      throw new TypeError("tls.ca must be a PEM string or a list of them");
    out.ca = [...list];
  }
  return out;
}
