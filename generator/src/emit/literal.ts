// Prints plain data as a TypeScript literal: deterministic, identifier keys unquoted, one line.
// The view uses it so that templates only place prepared text.

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function literal(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "undefined";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(", ")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return "{}";
    return `{ ${entries.map(([k, v]) => `${identifier.test(k) ? k : JSON.stringify(k)}: ${literal(v)}`).join(", ")} }`;
  }
  throw new TypeError(`cannot print ${typeof value} as a literal`);
}

/** Text safe inside a JSDoc block: no comment terminator. */
export function docText(text: string): string {
  return text.replace(/\*\//g, "*\\/");
}

/** Text safe inside a Markdown table cell. */
export function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\n/g, " ");
}
