// Prints plain data as `JSON.parse(`…`)`: the large tables of the generated modules (route bindings,
// message shapes, compat plans) are read at import, and V8 scans one string and parses JSON several
// times faster than it parses, compiles and runs the same data written as an object literal (the
// "cost of JavaScript" advice for data over ~10 kB).
//
// The text is formatted JSON a reviewer can read and diff: a container that fits on a line of
// WIDTH characters (at its indentation) is printed on one, any other puts each entry on a line of its
// own; keys keep the model's order (the model builds every table in a fixed order). It sits in a
// template literal because that is the one string form Oxc's printer (check/fast-emit.ts) keeps on
// several lines: a quoted string with line continuations comes out as one line. Only `\`, "`" and
// "${" are escaped, so the JSON reads as JSON. The source is kept ASCII (\u escapes), so V8 holds it
// as a one-byte string.

import { GenerationError } from "../model/errors.js";

/** The widest line the formatter aims for (one string longer than that still makes a longer line). */
const WIDTH = 160;

/** JSON.stringify's text of a plain value, refusing what JSON cannot carry (so the parsed value is the value). */
function scalar(value: unknown, where: string): string {
  if (value === null || typeof value === "string" || typeof value === "boolean") return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value) || Object.is(value, -0)) throw new GenerationError(`${where}: ${Object.is(value, -0) ? "-0" : value} has no JSON form`);
    return JSON.stringify(value);
  }
  throw new GenerationError(`${where}: a value of type ${typeof value} has no JSON form`);
}

/** The entries of a container: [key text or undefined, value, where], undefined properties left out (as a literal would). */
function entries(value: object, where: string): [string | undefined, unknown, string][] {
  if (Array.isArray(value)) return value.map((v, i) => [undefined, v, `${where}[${i}]`]);
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => [`${JSON.stringify(k)}:`, v, `${where}.${k}`]);
}

/**
 * One-line JSON as JSON.stringify prints it (`{"a":1,"b":[2,3]}`: the tables ship in bundles, so no
 * spaces) when it is at most `budget` characters, else null, stopping as soon as it is longer: a large
 * table is not printed flat at every level of its nesting only to be found too wide (quadratic).
 */
function flatWithin(value: unknown, where: string, budget: number): string | null {
  if (value === null || typeof value !== "object") {
    const text = scalar(value, where);
    return text.length <= budget ? text : null;
  }
  // Walked in place (no entries array): a wide table is given up after its first ~budget characters.
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ",";
      const inner = flatWithin(value[i], `${where}[${i}]`, budget - out.length - 1);
      if (inner === null) return null;
      out += inner;
    }
    return out.length + 1 <= budget ? `${out}]` : null;
  }
  let out = "{";
  for (const k of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[k];
    if (v === undefined) continue;
    if (out.length > 1) out += ",";
    out += `${JSON.stringify(k)}:`;
    const inner = flatWithin(v, `${where}.${k}`, budget - out.length - 1);
    if (inner === null) return null;
    out += inner;
  }
  return out.length + 1 <= budget ? `${out}}` : null;
}

/** Formatted JSON of `value` at `indent` tabs (after `lead` characters, the key already printed on its line). */
function formatted(value: unknown, indent: number, lead: number, where: string): string {
  if (value === null || typeof value !== "object") return scalar(value, where);
  const one = flatWithin(value, where, WIDTH - indent - lead);
  if (one !== null) return one;
  const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  const items = entries(value, where);
  if (items.length === 0) return open + close;
  // A tab a level: the data ships in bundles, and a tab is one character where two spaces are two.
  const pad = "\t".repeat(indent + 1);
  const lines = items.map(([k, v, w]) => pad + (k ?? "") + formatted(v, indent + 1, (k ?? "").length, w));
  return `${open}\n${lines.join(",\n")}\n${"\t".repeat(indent)}${close}`;
}

/**
 * `JSON.parse(`…`)` (TypeScript source) whose value is `value`: plain data only (null, booleans,
 * finite numbers, strings, arrays, objects; undefined properties are left out, as a literal would),
 * formatted (see above); `where` names the value in errors.
 */
export function jsonParse(value: unknown, where: string): string {
  // Nothing to parse: the empty literal itself.
  if (Array.isArray(value) && value.length === 0) return "[]";
  if (value !== null && typeof value === "object" && !Array.isArray(value) && Object.values(value).every((v) => v === undefined)) return "{}";
  const text = formatted(value, 0, 0, where)
    .replace(/\\|`|\$\{/g, (c) => `\\${c}`)
    .replace(/[^\x20-\x7e\n\t]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
    .split("\n")
    .map(wrap)
    .join("\n");
  return `JSON.parse(\`${text}\`)`;
}

/**
 * A line of the template longer than WIDTH (a long string: a rule's note) cut after spaces with a line
 * continuation (backslash, newline), which adds nothing to the template's value. A space is never part
 * of an escape, so the backslash cannot pair with one before it.
 */
function wrap(line: string): string {
  if (line.length <= WIDTH) return line;
  const pieces: string[] = [];
  let start = 0;
  while (line.length - start > WIDTH) {
    const cut = line.lastIndexOf(" ", start + WIDTH - 1);
    if (cut <= start) break; // no space to cut at: the rest stays one line
    pieces.push(line.slice(start, cut + 1));
    start = cut + 1;
  }
  pieces.push(line.slice(start));
  return pieces.join("\\\n");
}
