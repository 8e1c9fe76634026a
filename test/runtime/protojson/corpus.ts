// Edge-case inputs and fast-check arbitraries shared by the protojson tests.

import fc from "fast-check";
import type { ScalarName } from "../../../runtime/src/protojson/index.js";

/** Numeric strings around every integer boundary, plus the spellings Number()/BigInt() disagree on. */
export const NUMERIC_STRINGS = [
  "0",
  "-0",
  "+0",
  "00",
  "1",
  "-1",
  "+1",
  "01",
  "-01",
  "00012",
  "-00012",
  "1e3",
  "1E3",
  "1e-3",
  "1.0",
  "1.5",
  "-1.5",
  ".5",
  "5.",
  "0.0",
  "1e400",
  "-1e-400",
  "1e21",
  "0x10",
  "-0x10",
  "0X1f",
  "0b11",
  "0o7",
  "0x",
  "1_000",
  "١",
  "١٢",
  " 1",
  "1 ",
  "\n1",
  "1\t",
  "\u00a01",
  "\ufeff1",
  "",
  " ",
  "-",
  "+",
  "abc",
  "1a",
  "Infinity",
  "-Infinity",
  "+Infinity",
  "NaN",
  "nan",
  "inf",
  "Infinity1",
  "2147483647",
  "2147483648",
  "-2147483648",
  "-2147483649",
  "4294967295",
  "4294967296",
  "-4294967295",
  "9007199254740991",
  "9007199254740992",
  "9007199254740993",
  "-9007199254740993",
  "9223372036854775807",
  "9223372036854775808",
  "-9223372036854775808",
  "-9223372036854775809",
  "18446744073709551615",
  "18446744073709551616",
  "-18446744073709551615",
  "99999999999999999999999",
  "1e19",
  "1.8446744073709552e19",
  "3.4028234663852886e38",
  "3.4028235677973366e38",
  "3.402823466385289e38",
  "3.5e38",
  "-3.5e38",
  "1e-50",
];

export const NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.5,
  -1.5,
  0.1,
  1e-7,
  1000,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32 - 1,
  2 ** 32,
  -(2 ** 32),
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  2 ** 63,
  -(2 ** 63),
  2 ** 64,
  -(2 ** 64),
  1e21,
  1e300,
  -1e300,
  3.4028234663852886e38,
  3.4028235677973366e38,
  3.402823466385289e38,
  -3.402823466385289e38,
  3.5e38,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.EPSILON,
  NaN,
  Infinity,
  -Infinity,
];

export const BASE64 = [
  "",
  "AA==",
  "AA",
  "AA=",
  "AAA=",
  "AAA",
  "A",
  "A=",
  "A==",
  "A===",
  "====",
  "=",
  "==",
  "AB=C",
  "AA==AA==",
  "AA=AA",
  "-_-_",
  "+/+/",
  "-_",
  "+/",
  "-+_/",
  "YW Jj",
  "YW\nJj",
  "YWJj\t",
  "YW\rJj",
  "YW\fJj",
  "YWJj!",
  "YW.Jj",
  "ä",
  "YWJj\u00a0",
  "QUJDRA",
  "QUJDRA==",
  "QUJDRA=",
  "QUJDRA===",
  "Zm9v",
  "Zm9vYg",
  "Zm9vYg==",
  "Zm9vYmE=",
  "Zm9vYmE",
  "Zm9vYmFy",
  "SGVsbG8gV29ybGQ=",
  "SGVsbG8gV29ybGQ",
  "SGVsbG8_V29ybGQ-",
  " ",
  "\n",
  "=AAA",
  "A=A=",
];

export const STRINGS = ["", "a", "hello", "\ud800", "\udc00x", "x\ud83d", "\ud83d\ude00", "😀", "x\u0000y", "\ufeff", "日本語"];

export const OTHER = [null, true, false, [], [1], {}, { a: 1 }, undefined];

/** Inputs worth trying for each scalar kind (everything for everyone: kinds reject each other's forms). */
export function scalarCorpus(kind: ScalarName): unknown[] {
  const base = [...NUMERIC_STRINGS, ...NUMBERS, ...STRINGS, ...OTHER, "true", "false", 10n, -(2n ** 63n), 2n ** 64n];
  return kind === "bytes" ? [...base, ...BASE64] : base;
}

const surrogateish = fc.integer({ min: 0xd7f0, max: 0xe010 }).map((c) => String.fromCharCode(c));

/** Targeted random inputs for a scalar kind. */
export function scalarArb(kind: ScalarName): fc.Arbitrary<unknown> {
  const ints = fc.oneof(
    fc.integer(),
    fc.integer({ min: -(2 ** 32), max: 2 ** 32 }),
    fc.bigInt({ min: -(2n ** 65n), max: 2n ** 65n }).map(Number),
    fc.maxSafeInteger(),
  );
  const big = fc.oneof(
    fc.bigInt({ min: -(2n ** 64n) - 2n, max: 2n ** 64n + 2n }),
    fc.constantFrom(2n ** 63n - 1n, 2n ** 63n, -(2n ** 63n), -(2n ** 63n) - 1n, 2n ** 64n - 1n, 2n ** 64n),
  );
  const common = fc.oneof(
    fc.constantFrom(...scalarCorpus(kind)),
    ints,
    ints.map(String),
    big.map(String),
    big.map((b) => ` ${b}`),
    big.map((b) => `0${b}`),
    big.map((b) => (b >= 0n ? `0x${b.toString(16)}` : `-0x${(-b).toString(16)}`)),
    fc.double(),
    fc.double().map(String),
    fc.float().map(String),
    fc.string(),
    fc.string({ unit: surrogateish, maxLength: 3 }),
    fc.jsonValue({ maxDepth: 1 }),
  );
  if (kind === "bytes") {
    const b64 = fc.uint8Array({ maxLength: 12 }).map((u) => Buffer.from(u).toString("base64"));
    return fc.oneof(
      common,
      b64,
      b64.map((s) => s.replace(/=+$/, "")),
      fc.uint8Array({ maxLength: 12 }).map((u) => Buffer.from(u).toString("base64url")),
      fc.string({ unit: fc.constantFrom(..."AZaz09+/-_= \n\t\r\f.!"), maxLength: 10 }),
    );
  }
  if (kind === "int64" || kind === "uint64" || kind === "sint64" || kind === "fixed64" || kind === "sfixed64") {
    return fc.oneof(common, big);
  }
  return common;
}

/** RFC 3339-shaped strings with every component allowed to go out of range, and different zones. */
export const timestampArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.integer({ min: 0, max: 10000 }),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
    fc.integer({ min: 0, max: 25 }),
    fc.integer({ min: 0, max: 61 }),
    fc.integer({ min: 0, max: 61 }),
    fc.option(fc.stringMatching(/^[0-9]{0,11}$/), { nil: undefined }),
    fc.oneof(
      fc.constantFrom("Z", "z", "", "+00:00", "-00:00"),
      fc
        .tuple(fc.constantFrom("+", "-"), fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 }))
        .map(([s, h, m]) => `${s}${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`),
    ),
    fc.constantFrom("T", "t", " "),
  )
  .map(([y, mo, d, h, mi, s, frac, zone, t]) => {
    const p2 = (n: number) => String(n).padStart(2, "0");
    const date = `${String(y).padStart(4, "0")}-${p2(mo)}-${p2(d)}`;
    return `${date}${t}${p2(h)}:${p2(mi)}:${p2(s)}${frac === undefined ? "" : "." + frac}${zone}`;
  });

/** Valid timestamps, canonical or not. */
export const validTimestampArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true }),
    fc.integer({ min: 0, max: 999_999_999 }),
    fc.constantFrom(0, 3, 6, 9),
  )
  .map(([d, nanos, digits]) => {
    const base = d.toISOString().slice(0, 19);
    const frac = digits === 0 ? "" : "." + String(nanos).padStart(9, "0").slice(0, digits);
    return `${base}${frac}Z`;
  });

export const durationArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom("", "-", "+", " "),
    fc.oneof(fc.stringMatching(/^[0-9]{1,13}$/), fc.bigInt({ min: 0n, max: 315576000002n }).map(String)),
    fc.option(fc.stringMatching(/^[0-9]{0,11}$/), { nil: undefined }),
    fc.constantFrom("s", "S", "", "sx", "s ", "ms"),
  )
  .map(([sign, secs, frac, suffix]) => `${sign}${secs}${frac === undefined ? "" : "." + frac}${suffix}`);

export const TIMESTAMPS = [
  "1972-01-01T10:00:20.021-05:00",
  "1972-01-01T10:00:20.021Z",
  "1972-01-01T10:00:20.021+05:30",
  "2024-01-01T00:00:00Z",
  "2024-01-01T00:00:00.123456789Z",
  "2024-01-01T00:00:00.1234567891Z",
  "2024-01-01t00:00:00z",
  "2024-01-01T00:00:00z",
  "2024-01-01t00:00:00Z",
  "0000-01-01T00:00:00Z",
  "0001-01-01T00:00:00Z",
  "0001-01-01T00:00:00+00:01",
  "0001-01-01T00:00:00-00:01",
  "0001-01-01T00:00:00.000000001Z",
  "9999-12-31T23:59:59Z",
  "9999-12-31T23:59:59.999999999Z",
  "9999-12-31T23:59:59-00:01",
  "9999-12-31T23:59:59+00:01",
  "10000-01-01T00:00:00Z",
  "+002024-01-01T00:00:00Z",
  "2021-02-29T00:00:00Z",
  "2020-02-29T00:00:00Z",
  "1900-02-29T00:00:00Z",
  "2000-02-29T00:00:00Z",
  "2021-02-30T00:00:00Z",
  "2021-02-31T00:00:00Z",
  "2021-02-32T00:00:00Z",
  "2021-04-31T00:00:00Z",
  "2021-13-01T00:00:00Z",
  "2021-00-10T00:00:00Z",
  "2021-01-00T00:00:00Z",
  "2021-01-01T24:00:00Z",
  "2021-01-01T24:00:01Z",
  "2021-01-01T23:60:00Z",
  "2021-01-01T23:59:60Z",
  "2021-01-01T00:00:00+24:00",
  "2021-01-01T00:00:00+23:59",
  "2021-01-01T00:00:00+00:60",
  "2021-01-01T00:00:00-23:59",
  "2021-01-01 00:00:00Z",
  "2021-01-01T00:00Z",
  "2021-01-01T00:00:00.Z",
  "2021-01-01T00:00:00.000Z",
  "2021-01-01T00:00:00.100Z",
  "2021-01-01T00:00:00.100000Z",
  "2021-01-01T00:00:00.000000001Z",
  "2021-01-01T00:00:00.120Z",
  "2021-01-01T00:00:00.1Z",
  "2021-01-01T00:00:00.12345Z",
  "2021-01-01T00:00:00+0000",
  "2021-01-01T00:00:00",
  "2021-01-01",
  "",
  " 2021-01-01T00:00:00Z",
  0,
  1e12,
  null,
  true,
  {},
  [],
];

export const DURATIONS = [
  "0s",
  "1s",
  "-1s",
  "+1s",
  "1.5s",
  "-1.5s",
  "-0.5s",
  "0.5s",
  "-0s",
  "-0.0s",
  "00001s",
  "-00001.1s",
  "1.000000001s",
  "1.0000000001s",
  "1.000000000s",
  "1.000s",
  "1.100000s",
  "1.120s",
  "1.s",
  ".5s",
  "1",
  "1S",
  "1sfoo",
  "1s ",
  " 1s",
  "1 s",
  "1e3s",
  "0x1s",
  "315576000000s",
  "315576000001s",
  "-315576000000s",
  "-315576000001s",
  "315576000000.999999999s",
  "-315576000000.999999999s",
  "3155760000000000000000000s",
  "",
  "s",
  "-s",
  1,
  1.5,
  null,
  true,
  {},
  [],
];

export const FIELD_MASKS = ["", "a", "a,b", "fooBar,baz.qux", "foo_bar", "a,,b", ",", "FooBar", "a.b_c", "_", "a b", "😀", 1, null, [], {}];
