// Losses: what a version-diff conversion could not carry across, and the error strict mode throws.
// A loss names the place in the INPUT (a JSON path from "$") so that a caller can point at the
// offending value of the message it was handed, not at a place in a value it never saw.

/** One value (or key) of the input that has no form on the other side. */
export interface Loss {
  /** JSON path into the input: "$.config.limit", "$.items[2].file", '$.metadata["a-b"]'. */
  path: string;
  /** Why it could not be carried (the mapping's reason where the plan gives one). */
  reason: string;
}

/** Thrown in strict mode (all losses of one conversion at once), and for conversions that cannot exist. */
export class CompatError extends Error {
  readonly losses: readonly Loss[];

  constructor(losses: readonly Loss[], where?: string) {
    const shown = losses
      .slice(0, 3)
      .map((l) => `${l.path}: ${l.reason}`)
      .join("; ");
    const more = losses.length > 3 ? `; and ${losses.length - 3} more` : "";
    super(`${where ? `${where}: ` : ""}${losses.length} loss${losses.length === 1 ? "" : "es"}: ${shown}${more}`);
    this.name = "CompatError";
    this.losses = losses;
  }
}

// A key is written ".key" when it is an identifier and ["key"] otherwise, so paths stay unambiguous
// for keys holding dots, brackets or quotes (map keys are arbitrary strings).
function isIdentifier(key: string): boolean {
  const n = key.length;
  if (n === 0) return false;
  for (let i = 0; i < n; i++) {
    const c = key.charCodeAt(i);
    const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36;
    if (!letter && (i === 0 || c < 48 || c > 57)) return false;
  }
  return true;
}

/** The path fragment of one object key: ".key" or '["key"]'. */
export function keyFragment(key: string): string {
  return isIdentifier(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

/** The path fragment of a dotted plan path ("a.b" -> ".a.b"); "" (the value itself) -> "". */
export function pathFragment(path: string): string {
  return path === "" ? "" : splitPath(path).map(keyFragment).join("");
}

/** A plan path's segments: "" is the value itself (no segment). */
export function splitPath(path: string): string[] {
  return path === "" ? [] : path.split(".");
}

/** A full JSON path from stack entries: strings are fragments (already formatted), numbers are list indices. */
export function formatPath(stack: readonly (string | number)[], tail = ""): string {
  let s = "$";
  for (let i = 0; i < stack.length; i++) {
    const e = stack[i];
    s += typeof e === "number" ? `[${e}]` : e;
  }
  return s + tail;
}
