// Request assembly for HTTP+JSON: a route match (its path and query values, already typed by the
// runtime), plus the parsed body, placed by the binding's `body` (google.api.http): "*" — the body is
// the request message, path values set into it; a field name — the body is that field (v0.3 create push
// config: body "config"); none — no body. Path values win: a body value that disagrees with one is
// dropped and listed in `conflicts`, never silently. Only the spine down to each path value is copied;
// the rest of the body is shared, so a deep or huge body costs nothing extra.

import { isObject } from "./object.js";

/** What assembly reads of a route match (the runtime's MatchResult of kind "match"). */
export interface RequestMatch {
  operation: string;
  binding: { body: string | null };
  /** Path and query values merged, nested by JSON name (MatchResult.request). */
  request: Record<string, unknown>;
}

/** A body value dropped because the path (or query) set the same field to another value. */
export interface RequestConflict {
  /** The field's JSON path in the request message, dotted ("tenant", "config.id"). */
  field: string;
  /** The value the path gave (it is the one kept). */
  path: unknown;
  /** The value the body gave (dropped). */
  body: unknown;
}

export type AssembledRequest =
  | { ok: true; operation: string; request: Record<string, unknown>; conflicts: RequestConflict[] }
  /** The body cannot be placed: `field` is where (a JSON path), `reason` what is wrong. */
  | { ok: false; operation: string; field: string; reason: string };

/** Sets an own property; "__proto__" becomes an ordinary key instead of the prototype. */
function put(o: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  else o[key] = value;
}

function shallowCopy(o: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(o)) put(out, k, o[k]);
  return out;
}

/** A path value (a string) and a body scalar agree when they spell the same value (the body may send 5 for "5"). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === "string" && (typeof b === "number" || typeof b === "boolean" || typeof b === "bigint")) return a === String(b);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  return false;
}

/**
 * Lays the path/query tree `from` over `into` (a copy owned by the caller), copying nested body objects
 * only where a path value goes. The walk is bounded by the path tree's depth (a few levels), not the body's.
 */
function overlay(into: Record<string, unknown>, from: Record<string, unknown>, prefix: string, conflicts: RequestConflict[]): void {
  for (const key of Object.keys(from)) {
    const value = from[key];
    const field = prefix === "" ? key : prefix + "." + key;
    const has = Object.hasOwn(into, key);
    const current = has ? into[key] : undefined;
    if (isObject(value)) {
      if (has && current !== null && current !== undefined && !isObject(current)) {
        conflicts.push({ field, path: value, body: current });
        put(into, key, shallowCopy(value));
        continue;
      }
      const next = isObject(current) ? shallowCopy(current) : {};
      overlay(next, value, field, conflicts);
      put(into, key, next);
      continue;
    }
    if (has && current !== undefined && current !== null && !sameValue(value, current)) conflicts.push({ field, path: value, body: current });
    put(into, key, value);
  }
}

/**
 * The request message of a matched HTTP+JSON call: `match` is the runtime's match result, `body` the
 * parsed JSON body (undefined when there was none). A body with content on a binding without one is an error, as
 * is a body "*" that is not a JSON object (null counts as empty: Go and Python v0.3 clients send it).
 */
export function assembleRequest(match: RequestMatch, body: unknown): AssembledRequest {
  const operation = match.operation;
  const place = match.binding.body;
  const conflicts: RequestConflict[] = [];
  let request: Record<string, unknown>;
  if (place === null) {
    // An empty object is no content (clients that send a JSON content type on every call send it).
    if (body !== undefined && body !== null && !(isObject(body) && Object.keys(body).length === 0)) {
      return { ok: false, operation, field: "$", reason: `${operation}'s route carries no body, but one was sent` };
    }
    request = {};
  } else if (place === "*") {
    if (body === undefined || body === null) request = {};
    else if (!isObject(body)) return { ok: false, operation, field: "$", reason: `the body must be a JSON object (the request message), got ${kindOf(body)}` };
    else request = shallowCopy(body);
  } else {
    request = {};
    if (body !== undefined) put(request, place, body);
  }
  overlay(request, match.request, "", conflicts);
  return { ok: true, operation, request, conflicts };
}

function kindOf(v: unknown): string {
  if (Array.isArray(v)) return "an array";
  return `a ${typeof v}`;
}
