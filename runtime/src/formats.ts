// Text formats of the ProtoJSON mapping that more than one area checks: base64 (bytes) and RFC 3339
// (google.protobuf.Timestamp). Plain functions without zod, so the converters' helpers can use them
// without loading the validators.

// 1 = base64 digit (standard or URL-safe alphabet), 2 = padding, 3 = skipped white space.
const B64 = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_") B64[c.charCodeAt(0)] = 1;
B64["=".charCodeAt(0)] = 2;
for (const c of "\n\r\t ") B64[c.charCodeAt(0)] = 3;

/** The base64 character classes: 1 digit, 2 padding, 3 skipped white space, 0 anything else (ASCII only). */
export function base64Class(c: number): number {
  return c < 128 ? B64[c] : 0;
}

const DIGITS_THEN_PADDING = /^[A-Za-z0-9+/_-]*=*$/;

/**
 * Would protobuf-es' base64Decode accept this string? It mirrors its portable decoder: both
 * alphabets, padding optional and allowed inside (it restarts a group), \n \r \t and space
 * skipped, and a dangling single digit in the last group rejected. Deliberate difference: on
 * runtimes with the native Uint8Array.prototype.setFromBase64 (Node 20 has none) protobuf-es
 * tries that first, which also skips a form feed; we keep to the portable decoder's rules.
 */
export function isBase64(s: string): boolean {
  // The usual spelling (digits, then padding at most) in one regexp scan, about twice the speed of the
  // loop: padding resets the group, so only an unpadded length of 4n+1 leaves a dangling digit.
  if (DIGITS_THEN_PADDING.test(s)) return s.charCodeAt(s.length - 1) === 61 || (s.length & 3) !== 1;
  let group = 0;
  for (let i = 0; i < s.length; i++) {
    const t = base64Class(s.charCodeAt(i));
    if (t === 1) group = (group + 1) & 3;
    else if (t === 2) group = 0;
    else if (t !== 3) return false;
  }
  return group !== 1;
}

/** protobuf-es fromJson's pattern: upper-case T and Z only, 1 to 9 fraction digits, Z or a ±hh:mm offset. */
export const TIMESTAMP = /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]{1,9}))?(?:Z|([+-][0-9][0-9]:[0-9][0-9]))$/;
export const TIMESTAMP_MS_MIN = Date.parse("0001-01-01T00:00:00Z");
export const TIMESTAMP_MS_MAX = Date.parse("9999-12-31T23:59:59Z");

/** The milliseconds of a TIMESTAMP match as Date.parse reads the date (fraction aside); NaN when it is no date. */
export function timestampMs(m: RegExpExecArray): number {
  return Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${m[8] ?? "Z"}`);
}

/** An RFC 3339 timestamp as ProtoJSON's google.protobuf.Timestamp accepts it (within 0001..9999). */
export function isTimestamp(s: string): boolean {
  const m = TIMESTAMP.exec(s);
  if (m === null) return false;
  const ms = timestampMs(m);
  return !Number.isNaN(ms) && ms >= TIMESTAMP_MS_MIN && ms <= TIMESTAMP_MS_MAX;
}
