// The pattern pieces of the JSON Schemas, against what the ProtoJSON mapping and JavaScript define:
// digit-string bounds against BigInt arithmetic, the white space class against ECMAScript's \s (what
// BigInt() and trim() skip), and hand-picked values from the ProtoJSON spec.

import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { atMost, DURATION, int32Pattern, int64Pattern, TIMESTAMP, WS } from "../../../../generator/src/openapi/schemas/patterns.js";

const full = (p: string) => new RegExp(p, "u");

test("atMost(max, radix) matches exactly the digit strings (leading zeros allowed) of value <= max", () => {
  for (const [max, radix] of [
    [2n ** 63n - 1n, 10],
    [2n ** 64n - 1n, 16],
    [2n ** 31n, 8],
    [2n ** 32n - 1n, 2],
    [315576000000n, 10],
    [7n, 10],
  ] as const) {
    const re = new RegExp(`^${atMost(max.toString(radix), radix)}$`);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: max * 3n }), fc.nat(3), fc.boolean(), (n, zeros, upper) => {
        let s = "0".repeat(zeros) + n.toString(radix);
        if (upper) s = s.toUpperCase();
        assert.equal(re.test(s), n <= max, `${s} (radix ${radix}) against ${max}`);
      }),
      { numRuns: 300 },
    );
    assert.equal(re.test(max.toString(radix)), true);
    assert.equal(re.test((max + 1n).toString(radix)), false);
    assert.equal(re.test(""), false);
  }
  assert.throws(() => atMost("012", 10), /leading zeros/);
  assert.throws(() => atMost("19", 8), /outside radix 8/);
});

test("the white space class is ECMAScript's \\s, every BMP code point", () => {
  const ours = new RegExp(`^${WS}$`, "u");
  for (let c = 0; c < 0x10000; c++) {
    const s = String.fromCharCode(c);
    assert.equal(ours.test(s), /^\s$/u.test(s), `U+${c.toString(16)}`);
  }
});

test("int64 strings: the ProtoJSON decimal form with its exact range, and what BigInt() also reads", () => {
  const signed = full(int64Pattern(false));
  const unsigned = full(int64Pattern(true));
  for (const [s, ok] of [
    ["9223372036854775807", true],
    ["-9223372036854775808", true],
    ["9223372036854775808", false],
    ["-9223372036854775809", false],
    ["0", true],
    ["-0", true],
    ["+5", true],
    [" 5 ", true],
    ["0x7fffffffffffffff", true],
    ["0x8000000000000000", false],
    ["-0x1", false],
    ["1.5", false],
    ["1e3", false],
    ["", false],
    ["  ", true], // BigInt("  ") is 0n
    ["00x10", false],
  ] as const) {
    assert.equal(signed.test(s), ok, JSON.stringify(s));
  }
  assert.equal(unsigned.test("18446744073709551615"), true);
  assert.equal(unsigned.test("18446744073709551616"), false);
  assert.equal(unsigned.test("-1"), false);
  assert.equal(unsigned.test("-00"), true);
  // A map key loses its leading zeros first: "00x10" is the key 0x10.
  assert.equal(full(int64Pattern(false, true)).test("00x10"), true);
});

test("int32 strings: integers in range, an all-zero fraction, no surrounding white space", () => {
  const signed = full(int32Pattern(false));
  for (const [s, ok] of [
    ["2147483647", true],
    ["-2147483648", true],
    ["2147483648", false],
    ["5.", true],
    ["5.000", true],
    ["-.0", true],
    ["0x7FFFFFFF", true],
    ["0x80000000", false],
    [" 1", false],
    ["1.5", false],
    ["", false],
  ] as const) {
    assert.equal(signed.test(s), ok, JSON.stringify(s));
  }
  assert.equal(full(int32Pattern(true)).test("4294967295"), true);
  assert.equal(full(int32Pattern(true)).test("-1"), false);
});

test("Timestamp: RFC 3339 as the validators read it; Duration: seconds within ±315576000000, up to 9 fraction digits", () => {
  const ts = full(TIMESTAMP);
  for (const [s, ok] of [
    ["1972-01-01T10:00:20.021Z", true],
    ["1972-01-01T10:00:20.021-05:00", true],
    ["2026-12-02T10:00:00.123456789Z", true],
    ["2026-12-02T10:00:00.1234567891Z", false],
    ["2026-12-02t10:00:00z", false],
    ["0000-12-31T23:59:59Z", false],
    ["10000-01-01T00:00:00Z", false],
    ["2026-12-02T10:00:00", false],
    ["2026-12-02T10:00:00+24:00", false],
  ] as const) {
    assert.equal(ts.test(s), ok, s);
  }
  const d = full(DURATION);
  for (const [s, ok] of [
    ["1.5s", true],
    ["-0.000000001s", true],
    ["315576000000s", true],
    ["315576000001s", false],
    ["-315576000000.999999999s", true],
    ["1.0000000001s", false],
    ["1m", false],
    ["1sfoo", true], // fromJson's pattern has no end anchor
  ] as const) {
    assert.equal(d.test(s), ok, s);
  }
});
