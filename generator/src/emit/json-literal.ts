// Prints plain data as `JSON.parse('…')`: the large tables of the generated modules (route bindings,
// message shapes, compat plans) are read at import, and V8 scans one string and parses JSON several
// times faster than it parses, compiles and runs the same data written as an object literal (the
// "cost of JavaScript" advice for data over ~10 kB). The text stays diff-friendly: a line
// continuation (backslash, newline) inside the string, which adds nothing to its value, puts every
// entry of the outer levels on a line of its own. The source is kept ASCII (\u escapes), so V8
// holds it as a one-byte string.

import { GenerationError } from "../model/errors.js";

/** JSON.stringify's text of `value`, refusing what JSON cannot carry (so the parsed value is the value). */
function json(value: unknown, where: string): string {
  if (value === null || typeof value === "string" || typeof value === "boolean") return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value) || Object.is(value, -0)) throw new GenerationError(`${where}: ${Object.is(value, -0) ? "-0" : value} has no JSON form`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v, i) => json(v, `${where}[${i}]`)).join(",")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${json(v, `${where}.${k}`)}`).join(",")}}`;
  }
  throw new GenerationError(`${where}: a value of type ${typeof value} has no JSON form`);
}

/** JSON text with the entries of containers above `depth` one per line (lines joined by `\n`). */
function lines(value: unknown, depth: number, where: string): string {
  if (depth <= 0 || value === null || typeof value !== "object") return json(value, where);
  const inner = (entries: string[], open: string, close: string) => (entries.length === 0 ? open + close : `${open}\n${entries.join(",\n")}\n${close}`);
  if (Array.isArray(value))
    return inner(
      value.map((v, i) => lines(v, depth - 1, `${where}[${i}]`)),
      "[",
      "]",
    );
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return inner(
    entries.map(([k, v]) => `${JSON.stringify(k)}: ${lines(v, depth - 1, `${where}.${k}`)}`),
    "{",
    "}",
  );
}

/**
 * `JSON.parse('…')` (TypeScript source) whose value is `value`: plain data only (null, booleans,
 * finite numbers, strings, arrays, objects; undefined properties are left out, as a literal would).
 * Containers above `depth` put each entry on its own source line; `where` names the value in errors.
 */
export function jsonParse(value: unknown, depth: number, where: string): string {
  // Nothing to parse: the empty literal itself.
  if (Array.isArray(value) && value.length === 0) return "[]";
  if (value !== null && typeof value === "object" && !Array.isArray(value) && Object.values(value).every((v) => v === undefined)) return "{}";
  const text = lines(value, depth, where)
    .replace(/[\\']/g, (c) => `\\${c}`)
    .replace(/[^\x20-\x7e\n]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
    .replace(/\n/g, "\\\n");
  return `JSON.parse('${text}')`;
}
