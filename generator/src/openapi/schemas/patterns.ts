// Regular expressions (ECMA-262, as JSON Schema's `pattern` is read) for the ProtoJSON string forms the
// runtime engine accepts: integer strings with their exact ranges, numeric strings, base64, RFC 3339
// and durations. Each mirrors one reader of runtime/src/protojson (named at each constant).

/** JavaScript's white space as String.prototype.trim and BigInt() skip it (\s, spelled out so other regex dialects agree). */
export const WS = "[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]";

/** One digit of `radix` (hex letters in both cases). */
function anyDigit(radix: number): string {
  return radix === 16 ? "[0-9a-fA-F]" : radix === 10 ? "[0-9]" : `[0-${radix - 1}]`;
}

/** The digits (0-9, then letters as hex has them) whose value is below `d`, as a character class; null when there is none. */
function digitsBelow(d: number): string | null {
  if (d === 0) return null;
  const dec = Math.min(d, 10);
  let cls = dec === 1 ? "0" : `0-${dec - 1}`;
  if (d > 10) {
    const last = String.fromCharCode(96 + d - 10); // the highest letter below d: 11 → "a"
    cls += d === 11 ? "aA" : `a-${last}A-${last.toUpperCase()}`;
  }
  return `[${cls}]`;
}

/** One digit as a literal: a hex letter in either case. */
function literalDigit(c: string): string {
  return /[a-f]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c;
}

/**
 * Digit strings of `radix` (leading zeros allowed) whose value is at most `max` (its digits, lower
 * case, no leading zero): shorter strings, or as long with a smaller digit after a common prefix.
 */
export function atMost(max: string, radix: number): string {
  if (!/^[0-9a-f]+$/.test(max) || (max.length > 1 && max[0] === "0")) throw new Error(`atMost: "${max}" is not a digit string without leading zeros`);
  const any = anyDigit(radix);
  const alts: string[] = [];
  if (max.length > 1) alts.push(max.length === 2 ? any : `${any}{1,${max.length - 1}}`);
  for (let i = 0; i < max.length; i++) {
    const d = Number.parseInt(max[i] as string, 16);
    if (d >= radix) throw new Error(`atMost: "${max}" has a digit outside radix ${radix}`);
    const cls = digitsBelow(d);
    if (cls === null) continue;
    const rest = max.length - i - 1;
    const tail = rest === 0 ? "" : rest === 1 ? any : `${any}{${rest}}`;
    alts.push([...max.slice(0, i)].map(literalDigit).join("") + cls + tail);
  }
  alts.push([...max].map(literalDigit).join(""));
  return `0*(?:${alts.join("|")})`;
}

/** The digits of a non-negative bigint in `radix`. */
const digits = (n: bigint, radix: number) => n.toString(radix);

/** Non-decimal literals (0x, 0o, 0b) of values up to `max`, each behind `prefix` (a regex for the part before the letter). */
function nonDecimal(max: bigint, prefix: string): string {
  return [`${prefix}[xX]${atMost(digits(max, 16), 16)}`, `${prefix}[oO]${atMost(digits(max, 8), 8)}`, `${prefix}[bB]${atMost(digits(max, 2), 2)}`].join("|");
}

/**
 * 64-bit integers as strings (scalars.ts readInt64): any non-empty string BigInt() reads — surrounding
 * white space, a sign on decimals, 0x/0o/0b literals, white space alone (0) — within the range.
 * `mapKey`: int64 map keys lose their leading zeros first (message.ts canonInt64Key), so "00x10" is 16.
 */
export function int64Pattern(unsigned: boolean, mapKey = false): string {
  const max = unsigned ? 2n ** 64n - 1n : 2n ** 63n - 1n;
  const neg = unsigned ? "-0+" : `-${atMost(digits(2n ** 63n, 10), 10)}`;
  const body = [`\\+?${atMost(digits(max, 10), 10)}`, neg, nonDecimal(max, mapKey ? "0+" : "0")].join("|");
  return `^(?:${WS}+|${WS}*(?:${body})${WS}*)$`;
}

/** int64 input strings whose value is 0 (the proto default, for REQUIRED). */
export function int64ZeroPattern(mapKey = false): string {
  return `^${WS}*(?:[+-]?0+|${mapKey ? "0+" : "0"}[xXoObB]0+)?${WS}*$`;
}

/**
 * 32-bit integers as strings (scalars.ts readInt32): what Number() reads without surrounding white space
 * and is an integer in range. Stated: decimal integers with an all-zero fraction, and 0x/0o/0b literals.
 * Exponent forms and fractions that round away are in the rules file's notStated.
 */
export function int32Pattern(unsigned: boolean): string {
  const max = unsigned ? 2n ** 32n - 1n : 2n ** 31n - 1n;
  const frac = "(?:\\.0*)?";
  const neg = unsigned ? `-0+${frac}` : `-${atMost(digits(2n ** 31n, 10), 10)}${frac}`;
  return `^(?:\\+?${atMost(digits(max, 10), 10)}${frac}|${neg}|[+-]?\\.0+|${nonDecimal(max, "0")})$`;
}

/** int32 input strings whose value is 0. */
export const INT32_ZERO = "^(?:[+-]?(?:0+(?:\\.0*)?|\\.0+)|0[xXoObB]0+)$";

/** float and double as strings (scalars.ts readFloat): the three constants, or what Number() reads without white space. */
export const FLOAT_STRING = "^(?:NaN|-?Infinity|[+-]?(?:[0-9]+\\.?[0-9]*|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?|0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+)$";

/** float and double strings whose value is +0 (-0 is a set value). */
export const FLOAT_ZERO = "^(?:\\+?(?:0+\\.?0*|\\.0+)(?:[eE][+-]?[0-9]+)?|0[xXoObB]0+)$";

/** The largest float32 magnitude plus half an ulp: from here on Math.fround gives Infinity. */
export const FLOAT32_LIMIT = 2 ** 128 - 2 ** 103;

/**
 * bytes (formats.ts isBase64): both alphabets, \t \n \r and space skipped, "=" anywhere (it ends a group);
 * after the last "=", the digit count must not leave a single dangling digit (4n+1).
 */
const B64 = "[A-Za-z0-9+/_-]";
const B64_WS = "[\\t\\n\\r ]";
export const BASE64 = `^(?:[A-Za-z0-9+/_\\t\\n\\r -]*=)*${B64_WS}*(?:(?:${B64}${B64_WS}*){4})*(?:(?:${B64}${B64_WS}*){2,3})?$`;

/** bytes input strings that decode to no byte (the default): padding and white space only. */
export const BASE64_EMPTY = "^[=\\t\\n\\r ]*$";

/** Strings without a lone surrogate (scalars.ts isWellFormed: fromJson refuses them as invalid UTF-8). */
export const WELL_FORMED = "^[^\\ud800-\\udfff]*$";

/**
 * google.protobuf.Timestamp (formats.ts TIMESTAMP, then Date.parse as V8 reads it): day 01–31 in any month
 * (V8 rolls "02-30" over), 24:00:00 allowed, offsets up to ±23:59, years 0001–9999. Where an offset or
 * 24:00:00 moves a time across the range's ends is in notStated.
 */
export const TIMESTAMP =
  "^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])" +
  "T(?:(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]|24:00:00)(?:\\.[0-9]{1,9})?(?:Z|[+-](?:[01][0-9]|2[0-3]):[0-5][0-9])$";

/** google.protobuf.Duration (wkt.ts DURATION): fromJson's pattern has no end anchor, so text after the "s" is ignored. */
export const DURATION = `^-?${atMost("315576000000", 10)}(?:\\.[0-9]{1,9})?s`;

/** google.protobuf.FieldMask (wkt.ts): lowerCamel paths, so no "_". */
export const FIELD_MASK = "^[^_]*$";
