// Percent-encoding and decoding at the byte level, as google/api/http.proto asks (RFC 3986
// unreserved kept, every other UTF-8 byte as upper-case %XX). Expected bytes are worked out by
// hand from UTF-8 (RFC 3629). Added for survivors of the mutation run (stryker-summary.md).
import { test } from "node:test";
import assert from "node:assert/strict";
import { decodePathSegments, decodeQueryComponent, escapePathSegments, escapePathValue } from "../../runtime/src/routes/escape.js";

const rows: [string, string, string][] = [
  ["a control byte is two hex digits", "\n", "%0A"],
  ["NUL", "\u0000", "%00"],
  ["0x0F and 0x10: one or two hex digits of the byte", "\u000f\u0010", "%0F%10"],
  ["tab", "a\tb", "a%09b"],
  ["DEL (last ASCII)", "\u007f", "%7F"],
  ["U+0080, the first two-byte character", "\u0080", "%C2%80"],
  ["U+0080 after an escaped byte", " \u0080", "%20%C2%80"],
  ["U+07FF, the last two-byte character", "\u07ff", "%DF%BF"],
  ["U+0800, the first three-byte character", "\u0800", "%E0%A0%80"],
  ["euro sign", "€", "%E2%82%AC"],
  ["U+FFFF", "\uffff", "%EF%BF%BF"],
  ["U+10000 (D800 DC00)", "\ud800\udc00", "%F0%90%80%80"],
  ["U+103FF (D800 DFFF)", "\ud800\udfff", "%F0%90%8F%BF"],
  ["U+10FFFF (DBFF DFFF)", "\udbff\udfff", "%F4%8F%BF%BF"],
  ["an emoji between letters", "a😀b", "a%F0%9F%98%80b"],
];

for (const [what, value, escaped] of rows) {
  test(`escapePathValue: ${what}`, () => {
    assert.equal(escapePathValue(value), escaped);
    assert.equal(escapePathSegments(value), escaped);
    assert.equal(decodeURIComponent(escaped), value, "the escape reads back");
  });
}

const lone: [string, number][] = [
  ["\ud800", 0],
  ["a\ud800", 1],
  ["\udc00", 0],
  ["\udfff", 0],
  ["\ud800x", 0],
  ["\ud800\ue000", 0], // a high surrogate followed by a non-surrogate
  ["ab\udbff", 2],
];
for (const [value, index] of lone) {
  test(`escapePathValue: a lone surrogate is a URIError naming its index (${JSON.stringify(value)})`, () => {
    assert.throws(
      () => escapePathValue(value),
      (e: unknown) => e instanceof URIError && e.message === `lone surrogate at index ${index}`,
    );
  });
}

test("decodePathSegments: an escape at index 0 is decoded, an escaped slash at index 0 is kept", () => {
  assert.equal(decodePathSegments("%41/b"), "A/b");
  assert.equal(decodePathSegments("%2Fa"), "%2Fa");
  assert.equal(decodePathSegments("%2fa%20b"), "%2fa b");
  assert.equal(decodePathSegments("a2Fb"), "a2Fb");
});

test("decodeQueryComponent: a leading '+' is a space too", () => {
  assert.equal(decodeQueryComponent("+a"), " a");
  assert.equal(decodeQueryComponent("a+b+"), "a b ");
  assert.equal(decodeQueryComponent("%2B+"), "+ ");
});
