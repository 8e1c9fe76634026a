// Reading service parameters (§3.2.6) from whatever carries them: a plain header object (Node's
// IncomingHttpHeaders, any key case), a Headers-like object (fetch Headers, grpc-js Metadata: `get`),
// or nothing. Total: a hostile carrier (throwing getters, odd values) reads as "absent".

/** Something that carries service parameters: a plain object keyed by name (any case) or an object with `get(name)`. */
export type ParameterCarrier = { get(name: string): unknown } | Readonly<Record<string, unknown>> | null | undefined;

/** Something that carries query parameters: a raw query string ("a=1&b=2", with or without "?"), URLSearchParams, or a plain object. */
export type QueryCarrier = string | { getAll(name: string): string[] } | Readonly<Record<string, unknown>> | null | undefined;

/** Strings of a value: a string, or the strings of an array (grpc-js metadata values are arrays; binary values are skipped). */
function strings(value: unknown, out: string[]): void {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) if (typeof v === "string") out.push(v);
}

/**
 * Every value the carrier holds for `name`, compared without case (HTTP headers are case-insensitive;
 * gRPC metadata keys arrive lowercase, so a lowercase lookup finds them). Empty when absent.
 */
export function readParameter(carrier: ParameterCarrier, name: string): string[] {
  const out: string[] = [];
  if (carrier === null || typeof carrier !== "object") return out;
  const wanted = name.toLowerCase();
  try {
    const get = (carrier as { get?: unknown }).get;
    if (typeof get === "function") {
      strings(get.call(carrier, wanted), out);
      return out;
    }
    for (const key of Object.keys(carrier)) {
      if (key.length === wanted.length && key.toLowerCase() === wanted) strings((carrier as Record<string, unknown>)[key], out);
    }
  } catch {
    // A carrier whose accessors throw holds nothing we can read.
    return [];
  }
  return out;
}

/** Every value of the query parameter `name` (exact name: query names are case-sensitive). */
export function readQuery(query: QueryCarrier, name: string): string[] {
  const out: string[] = [];
  try {
    if (typeof query === "string") {
      const text = query.startsWith("?") ? query.slice(1) : query;
      return new URLSearchParams(text).getAll(name);
    }
    if (query === null || typeof query !== "object") return out;
    const getAll = (query as { getAll?: unknown }).getAll;
    if (typeof getAll === "function") {
      strings(getAll.call(query, name), out);
      return out;
    }
    if (Object.hasOwn(query, name)) strings((query as Record<string, unknown>)[name], out);
  } catch {
    return [];
  }
  return out;
}

/** Optional whitespace (RFC 9110 §5.6.3: space and horizontal tab) trimmed from both ends. */
export function trimOws(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && (text.charCodeAt(start) === 0x20 || text.charCodeAt(start) === 0x09)) start++;
  while (end > start && (text.charCodeAt(end - 1) === 0x20 || text.charCodeAt(end - 1) === 0x09)) end--;
  return text.slice(start, end);
}

/** The longest value text an error repeats; longer values are cut (marked with "…") so errors stay small. */
export const maxReportedLength = 256;

/** `text` as an error reports it: at most maxReportedLength characters. */
export function reported(text: string): string {
  return text.length <= maxReportedLength ? text : text.slice(0, maxReportedLength) + "…";
}
