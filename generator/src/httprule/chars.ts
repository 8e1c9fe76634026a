// Character classes of the path-template grammar: RFC 3986 pchar for literals and verbs,
// proto identifiers for field paths. Kept apart so the parser reads as grammar, not as ASCII tables.

// pchar = unreserved / pct-encoded / sub-delims / ":" / "@"; letters and digits are checked separately.
const PCHAR_PUNCT = new Set("-._~!$&'()*+,;=:@");

const isAlpha = (c: string): boolean => (c >= "A" && c <= "Z") || (c >= "a" && c <= "z");
export const isDigit = (c: string): boolean => c >= "0" && c <= "9";
const isHex = (c: string | undefined): boolean => c !== undefined && (isDigit(c) || (c >= "A" && c <= "F") || (c >= "a" && c <= "f"));

/** [A-Za-z0-9_]: the characters an IDENT may contain (the first one must not be a digit). */
export const isIdentChar = (c: string): boolean => isAlpha(c) || isDigit(c) || c === "_";

/** Index of the first character of `text` that is not a pchar (a malformed "%XX" reports its "%"), or -1. */
export function firstNonPchar(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "%") {
      if (!isHex(text[i + 1]) || !isHex(text[i + 2])) return i;
      i += 2;
    } else if (!isAlpha(c) && !isDigit(c) && !PCHAR_PUNCT.has(c)) {
      return i;
    }
  }
  return -1;
}
