// Base paths. An HTTP+JSON interface is served at the path of its card url (e.g. https://host/api), and
// its routes are relative to that; a table matched against the full target would read
// `/api/<operation path>` as the `/{tenant}/<operation path>` form with tenant "api". A mounted table strips the
// base path first and answers "not_mounted" for a target outside it, and builds under it.
//
// It lives in the kit rather than the runtime's routes: the base path is the path of an A2A interface
// url (basePathOf), and a mounted table is a thin wrapper over any RouteTable, so the runtime's
// matchers are untouched.

import type { BuiltRequest, MatchResult, RouteTable } from "@a2a-bindgen/runtime/routes";

/** The answer for a target outside the base path: not this server's (404, or the next handler's). */
export interface NotMounted {
  kind: "not_mounted";
  basePath: string;
}

/** A route table served under a base path. */
export interface MountedRoutes {
  /** The normalised base path: "" (the root) or "/seg/…" without a trailing "/". */
  readonly basePath: string;
  readonly table: RouteTable;
  /** Matches `target` (path and query, as received) after taking the base path off; outside it: not_mounted. */
  match(method: string, target: string): MatchResult | NotMounted;
  /** Builds like the table, with the base path in front of `path` and `url`. */
  build(operation: string, request: Record<string, unknown>): BuiltRequest;
}

/** A base path that cannot be one: names the value and why. */
export class BasePathError extends Error {
  constructor(
    readonly basePath: string,
    reason: string,
  ) {
    super(`base path ${JSON.stringify(basePath.length > 80 ? basePath.slice(0, 80) + "…" : basePath)}: ${reason}`);
    this.name = "BasePathError";
  }
}

/**
 * "" for the root, "/a/b" otherwise: a leading "/" is required (or the value is empty), one trailing "/"
 * is dropped. It is compared with the raw target as sent, so give it in the spelling clients send.
 */
export function normalizeBasePath(basePath: string): string {
  if (basePath === "" || basePath === "/") return "";
  if (basePath.charCodeAt(0) !== 0x2f) throw new BasePathError(basePath, 'must start with "/"');
  if (basePath.includes("?") || basePath.includes("#")) throw new BasePathError(basePath, 'must not contain "?" or "#"');
  const out = basePath.endsWith("/") ? basePath.slice(0, -1) : basePath;
  if (out.includes("//")) throw new BasePathError(basePath, "must not contain an empty segment");
  return out;
}

/**
 * The part of `target` (path and query) under `basePath` (normalised), starting with "/"; null when the
 * target is outside it. "/api" holds "/api", "/api/…" and "/api?…", not "/apiv2".
 */
export function stripBasePath(basePath: string, target: string): string | null {
  if (basePath === "") return target;
  if (!target.startsWith(basePath)) return null;
  const n = basePath.length;
  if (target.length === n) return "/";
  const c = target.charCodeAt(n);
  if (c === 0x2f) return target.slice(n);
  if (c === 0x3f) return "/" + target.slice(n);
  return null;
}

/**
 * The base path of an interface url (its path, normalised); undefined when the url is not an absolute
 * http(s) URL (a gRPC "host:port" has none).
 */
export function basePathOf(interfaceUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(interfaceUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  return normalizeBasePath(url.pathname);
}

/** `table` served under `basePath` (e.g. mountRoutes(v1_0.routes, "/api"), or basePathOf(card interface url)). */
export function mountRoutes(table: RouteTable, basePath: string): MountedRoutes {
  const base = normalizeBasePath(basePath);
  const notMounted: NotMounted = Object.freeze({ kind: "not_mounted", basePath: base }) as NotMounted;
  return {
    basePath: base,
    table,
    match(method, target) {
      const inner = stripBasePath(base, target);
      return inner === null ? notMounted : table.match(method, inner);
    },
    build(operation, request) {
      const built = table.build(operation, request);
      if (base === "") return built;
      return { ...built, path: base + built.path, url: base + built.url };
    },
  };
}
