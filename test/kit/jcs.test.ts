// RFC 8785, the JSON Canonicalization Scheme, against the RFC's own text: the §3.2.2 example, the §3.2.3
// sorting example and the Appendix B number vectors (IEEE 754 bits → text), written here from the RFC.
// And what JSON cannot carry (§3.1, I-JSON) refused with a TypeError naming where, never a stack overflow.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { canonicalJson, maxCanonicalJsonDepth } from "@a2a-bindgen/kit/card-signature";

describe("RFC 8785's examples", () => {
  test("§3.2.2: literals, numbers and strings, members sorted, no whitespace", () => {
    // The RFC's input text, as JSON.parse reads it (the numbers are parsed to IEEE 754 doubles first).
    const input = String.raw`{
      "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
      "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
      "literals": [null, true, false]
    }`;
    const expected = String.raw`{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\u000f\nA'B\"\\\\\"/"}`;
    assert.equal(canonicalJson(JSON.parse(input)), expected);
  });

  test("§3.2.3: members sorted by the UTF-16 code units of their names", () => {
    const input = {
      "\u20ac": "Euro Sign",
      "\r": "Carriage Return",
      "\ufb33": "Hebrew Letter Dalet With Dagesh",
      "1": "One",
      "\ud83d\ude00": "Emoji: Grinning Face",
      "\u0080": "Control",
      "\u00f6": "Latin Small Letter O With Diaeresis",
    };
    const order = [
      "Carriage Return",
      "One",
      "Control",
      "Latin Small Letter O With Diaeresis",
      "Euro Sign",
      "Emoji: Grinning Face",
      "Hebrew Letter Dalet With Dagesh",
    ];
    const text = canonicalJson(input);
    assert.deepEqual(Object.values(JSON.parse(text) as Record<string, string>).length, 7);
    const at = order.map((v) => text.indexOf(`"${v}"`));
    assert.deepEqual(
      at,
      [...at].sort((a, b) => a - b),
      text,
    );
    // Non-ASCII is written as itself (only what JSON requires is escaped).
    assert.equal(
      text,
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis","\u20ac":"Euro Sign","\ud83d\ude00":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
  });

  test("Appendix B: the number vectors", () => {
    const vectors: [string, string][] = [
      ["0000000000000000", "0"],
      ["8000000000000000", "0"],
      ["0000000000000001", "5e-324"],
      ["8000000000000001", "-5e-324"],
      ["7fefffffffffffff", "1.7976931348623157e+308"],
      ["ffefffffffffffff", "-1.7976931348623157e+308"],
      ["4340000000000000", "9007199254740992"],
      ["c340000000000000", "-9007199254740992"],
      ["4430000000000000", "295147905179352830000"],
      ["44b52d02c7e14af5", "9.999999999999997e+22"],
      ["44b52d02c7e14af6", "1e+23"],
      ["44b52d02c7e14af7", "1.0000000000000001e+23"],
      ["444b1ae4d6e2ef4e", "999999999999999700000"],
      ["444b1ae4d6e2ef4f", "999999999999999900000"],
      ["444b1ae4d6e2ef50", "1e+21"],
      ["3eb0c6f7a0b5ed8c", "9.999999999999997e-7"],
      ["3eb0c6f7a0b5ed8d", "0.000001"],
      ["41b3de4355555553", "333333333.3333332"],
      ["41b3de4355555554", "333333333.33333325"],
      ["41b3de4355555555", "333333333.3333333"],
      ["41b3de4355555556", "333333333.3333334"],
      ["41b3de4355555557", "333333333.33333343"],
      ["becbf647612f3696", "-0.0000033333333333333333"],
      ["43143ff3c1cb0959", "1424953923781206.2"],
    ];
    const double = (hex: string) => new DataView(Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16)).buffer).getFloat64(0);
    for (const [bits, text] of vectors) {
      assert.equal(canonicalJson(double(bits)), text, bits);
      assert.equal(canonicalJson([double(bits)]), `[${text}]`, bits);
    }
    // The two vectors the RFC marks as errors: NaN and Infinity.
    for (const bits of ["7fffffffffffffff", "7ff0000000000000"]) assert.throws(() => canonicalJson({ n: double(bits) }), TypeError, bits);
  });
});

describe("the text of JSON values", () => {
  test("strings escape only what JSON requires, short forms first, other controls as lowercase \\u00xx", () => {
    assert.equal(canonicalJson('\b\t\n\f\r"\\'), String.raw`"\b\t\n\f\r\"\\"`);
    assert.equal(canonicalJson("\u0000\u001f\u007f/\u2028"), '"\\u0000\\u001f\u007f/\u2028"');
  });

  test("nesting, members whose value is undefined left out, a shared (not cyclic) value written twice", () => {
    const shared = { b: [1, { z: true, a: null }] };
    assert.equal(canonicalJson({ y: shared, x: shared, u: undefined }), '{"x":{"b":[1,{"a":null,"z":true}]},"y":{"b":[1,{"a":null,"z":true}]}}');
    assert.equal(canonicalJson([]), "[]");
    assert.equal(canonicalJson({}), "{}");
    assert.equal(canonicalJson(Object.create(null)), "{}");
    assert.equal(canonicalJson(JSON.parse('{"__proto__":{"a":1},"b":2}')), '{"__proto__":{"a":1},"b":2}');
  });
});

describe("what JSON cannot carry: a TypeError naming the JSON path", () => {
  const cyclic: Record<string, unknown> = { a: [1] };
  (cyclic.a as unknown[]).push(cyclic);
  // An object whose constructor's name throws when read.
  const hostileConstructor = Object.defineProperty(() => {}, "name", {
    get() {
      throw new Error("no");
    },
  });
  const hostile: unknown = Object.create({ constructor: hostileConstructor });
  const cases: [string, unknown, RegExp][] = [
    ["NaN", { a: [0, Number.NaN] }, /^\$\.a\[1\]: NaN/],
    ["Infinity", { a: Number.POSITIVE_INFINITY }, /^\$\.a: Infinity/],
    ["-Infinity", [Number.NEGATIVE_INFINITY], /^\$\[0\]: -Infinity/],
    ["undefined in an array", { list: [1, undefined] }, /^\$\.list\[1\]: undefined/],
    ["a hole in an array", Object.assign([1], { 2: 3 }), /^\$\[1\]: undefined/],
    ["undefined itself", undefined, /^\$: undefined/],
    ["a function", { "a b": { f: () => 1 } }, /^\$\["a b"\]\.f: a function/],
    ["a bigint", { n: 1n }, /^\$\.n: a bigint/],
    ["a symbol", { s: Symbol("s") }, /^\$\.s: a symbol/],
    ["a cycle", cyclic, /^\$\.a\[1\]: a cycle/],
    ["a lone surrogate in a string", { s: "a\ud800b" }, /^\$\.s: Lone surrogate in a string/],
    ["a lone surrogate in a name", { "\udc00": 1 }, /^\$\["\\udc00"\]: Lone surrogate in a string/],
    ["a Date", { when: new Date(0) }, /^\$\.when: a Date is not a JSON array or object/],
    ["a Map", [new Map()], /^\$\[0\]: a Map/],
    ["a boxed number", { n: new Number(1) }, /^\$\.n: a Number/],
    ["a hostile constructor", { h: hostile }, /^\$\.h: an object of another kind/],
  ];
  for (const [name, value, message] of cases) {
    test(name, () => {
      assert.throws(
        () => canonicalJson(value),
        (e: unknown) => e instanceof TypeError && message.test(e.message),
      );
    });
  }

  test("a long name or a deep path is shortened in the message", () => {
    const long = "k".repeat(100_000);
    assert.throws(
      () => canonicalJson({ [long]: Number.NaN }),
      (e: unknown) => e instanceof TypeError && e.message.length < 400,
    );
  });
});

describe("nesting is bounded", () => {
  const nested = (levels: number): unknown => {
    let v: unknown = 0;
    for (let i = 0; i < levels; i++) v = i % 2 === 0 ? [v] : { a: v };
    return v;
  };

  test(`${maxCanonicalJsonDepth} levels are written; one more is a RangeError naming the depth`, () => {
    assert.equal(maxCanonicalJsonDepth, 1000);
    assert.ok(canonicalJson(nested(maxCanonicalJsonDepth)).endsWith("]}]}"));
    assert.throws(
      () => canonicalJson(nested(maxCanonicalJsonDepth + 1)),
      (e: unknown) => e instanceof RangeError && /nested deeper than 1000 levels/.test(e.message) && e.message.length < 400,
    );
  });

  test("a hostile depth (a million levels) is the same RangeError, never a stack overflow", () => {
    assert.throws(() => canonicalJson(nested(1_000_000)), RangeError);
  });
});
