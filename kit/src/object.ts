// Reading untrusted JSON: a plain object (never an array or null) and its own properties only, so that a
// key such as "__proto__" or "constructor" never reads the prototype. One definition for the kit, the
// server and the client.

/** True for a JSON object (not null, not an array). */
export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** `value[key]` when `value` is a JSON object that has `key` as its own property; otherwise undefined. */
export function own(value: unknown, key: string): unknown {
  return isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}
