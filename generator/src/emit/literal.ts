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

/** A property key as TypeScript prints it: unquoted when an identifier. */
function key(k: string): string {
  return identifier.test(k) ? k : JSON.stringify(k);
}

/**
 * The type TypeScript infers for literal(value) under `as const`: literal types, readonly tuples
 * and readonly properties. Printed beside a value so its declaration needs no inference.
 */
export function constType(value: unknown): string {
  if (Array.isArray(value)) return `readonly [${value.map(constType).join(", ")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return entries.length === 0 ? "{}" : `{ ${entries.map(([k, v]) => `readonly ${key(k)}: ${constType(v)};`).join(" ")} }`;
  }
  return literal(value);
}

/**
 * The type TypeScript infers for literal(value) outside a const context (spread into an `as const`
 * object, say): primitives widened to string, number, boolean; arrays mutable; null stays null.
 */
export function widenedType(value: unknown): string {
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return typeof value;
  if (Array.isArray(value)) {
    const elements = [...new Set(value.map(widenedType))];
    return elements.length === 0 ? "never[]" : elements.length === 1 ? `${elements[0]}[]` : `(${elements.join(" | ")})[]`;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return entries.length === 0 ? "{}" : `{ ${entries.map(([k, v]) => `${key(k)}: ${widenedType(v)};`).join(" ")} }`;
  }
  return literal(value);
}

/** Text safe inside a JSDoc block: no comment terminator. */
export function docText(text: string): string {
  return text.replace(/\*\//g, "*\\/");
}

/** Text safe inside a Markdown table cell. */
export function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\n/g, " ");
}

/**
 * Markdown prose (a list item's text, say) wrapped at spaces into lines of about `width` characters,
 * the lines after the first starting with `indent`. A break never puts at the start of a line what
 * Markdown would read as a block there (a list marker, a heading, a quote, a table row).
 */
export function prose(text: string, indent: string, width = 110): string {
  const words = text.replace(/\s+/g, " ").trim().split(" ");
  const lines: string[] = [];
  let line = "";
  for (const w of words) {
    const opensBlock = /^([-+*#>|=]|\d+[.)])/.test(w);
    if (line !== "" && line.length + 1 + w.length > width && !opensBlock) {
      lines.push(line);
      line = w;
    } else line = line === "" ? w : `${line} ${w}`;
  }
  lines.push(line);
  return lines.join(`\n${indent}`);
}
