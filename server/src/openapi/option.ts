// The `openapi` option of createA2AServer, checked when the server is built: off by default; on, the path
// the documents are served under, absolute from the root like the card's well-known path, and clear of
// the card's path, the JSON-RPC endpoint and every A2A route of the served versions.

import { interfaceDeclarations } from "@a2a-bindgen/a2a/protocol";
import type { RoutedVersion } from "../health.js";

/** Where the OpenAPI documents are served. */
export interface OpenApiPaths {
  /** The path the documents are under (default "/openapi": `/openapi/1.0.json`, `/openapi/0.3.json`). */
  readonly path?: string | undefined;
}

/** The OpenAPI option of createA2AServer. */
export interface OpenApiOptions {
  /**
   * Serve the OpenAPI 3.1 document of each version whose HTTP+JSON interface the card declares, at
   * GET `<path>/<version>.json` (default off; true: path "/openapi"), with the card's HTTP+JSON interface
   * URLs as `servers` and its security schemes and requirements. Public like the card: no credentials
   * asked. See docs/openapi.md#serving.
   */
  readonly openapi?: boolean | OpenApiPaths | undefined;
}

/** The default path of the documents. */
export const DEFAULT_OPENAPI_PATH = "/openapi";

/** HTTP's methods, to ask each served version's routes whether a document path is theirs. */
const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

/** The path of the document of `version` under `path`. */
export function documentPath(path: string, version: string): string {
  return `${path}/${version}.json`;
}

/**
 * The option checked: the path the documents are under, or undefined when off. Throws a TypeError naming
 * `openapi` (or `openapi.path`) for another value, a path that is not absolute or that would take the card's
 * path, the base path or an A2A route of a served version.
 */
export function openApiPath(value: unknown, basePath: string, views: readonly RoutedVersion[]): string | undefined {
  if (value === undefined || value === false) return undefined;
  if (value !== true && (value === null || typeof value !== "object" || Array.isArray(value)))
    throw new TypeError("openapi: give true, false or { path } (where the documents are served)");
  const given = value === true ? undefined : (value as OpenApiPaths).path;
  const path = given ?? DEFAULT_OPENAPI_PATH;
  if (typeof path !== "string" || !/^(\/[A-Za-z0-9._~!$&'()*+,;=:@-]+)+$/.test(path) || /(^|\/)\.\.?(\/|$)/.test(path))
    throw new TypeError(`openapi.path: ${JSON.stringify(String(path)).slice(0, 200)} is not an absolute path without a trailing slash ("/openapi")`);
  for (const view of views) {
    const at = documentPath(path, view.protocolVersion);
    const taken = (why: string) =>
      new TypeError(`openapi.path: ${JSON.stringify(path)} puts the ${view.protocolVersion} document at ${at}, ${why}; choose another path`);
    if (at === interfaceDeclarations.card.path) throw taken("the agent card's well-known path");
    if (at === basePath) throw taken("the JSON-RPC endpoint (the base path)");
    for (const routes of view.routes) {
      for (const method of methods) {
        const m = routes.match(method, at);
        if (m.kind !== "not_found" && m.kind !== "not_mounted") throw taken(`an A2A route of protocol ${view.protocolVersion} (${method})`);
      }
    }
  }
  return path;
}
