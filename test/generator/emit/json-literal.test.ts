// jsonParse prints plain data as JSON.parse('…') (the generated tables are read at import, and JSON
// is far cheaper for V8 than an object literal): the printed text, its value, and what it refuses.
import { test } from "node:test";
import assert from "node:assert/strict";
import { jsonParse } from "../../../generator/src/emit/json-literal.js";
import { GenerationError } from "../../../generator/src/model/errors.js";

/** The value the printed TypeScript (here plain JavaScript) evaluates to. */
const run = (source: string): unknown => new Function(`return ${source};`)();

test("quotes and backslashes are escaped for a single-quoted string, JSON's own escapes kept", () => {
  // b is x'y\z (one backslash): JSON writes the backslash twice, the JS string doubles both.
  assert.equal(jsonParse({ a: 1, b: "x'y\\z" }, 0, "v"), String.raw`JSON.parse('{"a":1,"b":"x\'y\\\\z"}')`);
  assert.equal(jsonParse(['say "hi"'], 0, "v"), String.raw`JSON.parse('["say \\"hi\\""]')`);
});

test("the source is ASCII: other characters are \\u escapes, and the value is unchanged", () => {
  const value = { note: "v0.3 ⇄ v1.0 → §5", sep: "a\u2028b\u2029c", nl: "one\ntwo\ttab", nul: "\u0000" };
  const source = jsonParse(value, 1, "v");
  assert.match(source, /^[\x20-\x7e\n]*$/);
  assert.ok(source.includes(String.raw`\u21c4`), source);
  assert.deepEqual(run(source), value);
});

test("entries above depth sit one per line (a line continuation, not part of the value)", () => {
  const value = { b: [{ x: 1 }, { y: [2, 3] }], a: "z" };
  assert.equal(jsonParse(value, 2, "v"), 'JSON.parse(\'{\\\n"b": [\\\n{"x":1},\\\n{"y":[2,3]}\\\n],\\\n"a": "z"\\\n}\')');
  assert.deepEqual(run(jsonParse(value, 2, "v")), value);
  assert.deepEqual(run(jsonParse(value, 5, "v")), value);
});

test("__proto__, constructor and toString are own keys of the parsed value, never the prototype", () => {
  const value = JSON.parse('{"__proto__": {"polluted": true}, "constructor": 1, "toString": "s"}') as Record<string, unknown>;
  const parsed = run(jsonParse(value, 1, "v")) as Record<string, unknown>;
  assert.equal(Object.getPrototypeOf(parsed), Object.prototype);
  assert.deepEqual(Object.keys(parsed), ["__proto__", "constructor", "toString"]);
  assert.deepEqual(Object.getOwnPropertyDescriptor(parsed, "__proto__")?.value, { polluted: true });
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
});

test("undefined properties are left out, as in a literal; empty containers print as themselves", () => {
  assert.equal(jsonParse({ a: undefined, b: null }, 1, "v"), "JSON.parse('{\\\n\"b\": null\\\n}')");
  assert.equal(jsonParse([], 1, "v"), "[]");
  assert.equal(jsonParse({}, 1, "v"), "{}");
  assert.equal(jsonParse({ gone: undefined }, 1, "v"), "{}");
});

test("what JSON cannot carry is refused, naming where", () => {
  const cases: [unknown, RegExp][] = [
    [{ t: { n: Number.NaN } }, /^plan\.t\.n: NaN has no JSON form$/],
    [{ list: [1, -0] }, /^plan\.list\[1\]: -0 has no JSON form$/],
    [{ f: () => 1 }, /^plan\.f: a value of type function has no JSON form$/],
    [[undefined], /^plan\[0\]: a value of type undefined has no JSON form$/],
    [{ big: 1n }, /^plan\.big: a value of type bigint has no JSON form$/],
  ];
  for (const [value, message] of cases) {
    assert.throws(
      () => jsonParse(value, 1, "plan"),
      (e: unknown) => e instanceof GenerationError && message.test(e.message),
      String(message),
    );
  }
});
