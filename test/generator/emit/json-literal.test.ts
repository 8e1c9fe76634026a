// jsonParse prints plain data as JSON.parse(`…`), formatted JSON in a template literal (the generated
// tables are read at import, and JSON is far cheaper for V8 than an object literal; Oxc keeps a template
// literal's lines): the printed text, its value, and what it refuses.
import { test } from "node:test";
import assert from "node:assert/strict";
import { jsonParse } from "../../../generator/src/emit/json-literal.js";
import { GenerationError } from "../../../generator/src/model/errors.js";

/** The value the printed TypeScript (here plain JavaScript) evaluates to. */
const run = (source: string): unknown => new Function(`return ${source};`)();

test("backslashes, backticks and ${ are escaped for a template literal, JSON's own escapes kept", () => {
  // b is x`y\z${w} (one backslash; the "$" + "{" spelled apart): JSON writes the backslash twice, the template doubles both.
  const b = "x`y\\z$" + "{w}";
  assert.equal(jsonParse({ a: 1, b }, "v"), 'JSON.parse(`{"a":1,"b":"x\\`y\\\\\\\\z\\$' + '{w}"}`)');
  assert.equal(jsonParse(['say "hi"'], "v"), 'JSON.parse(`["say \\\\"hi\\\\""]`)');
  assert.deepEqual(run(jsonParse({ a: 1, b, c: ['say "hi"', "$", "{", "$ {"] }, "v")), { a: 1, b, c: ['say "hi"', "$", "{", "$ {"] });
});

test("the source is ASCII: other characters are \\u escapes, and the value is unchanged", () => {
  const value = { note: "v0.3 \u21c4 v1.0 \u2192 \u00a75", sep: "a\u2028b\u2029c", nl: "one\ntwo\ttab", nul: "\u0000" };
  const source = jsonParse(value, "v");
  assert.match(source, /^[\x20-\x7e\n\t]*$/);
  assert.ok(source.includes(String.raw`\u21c4`), source);
  assert.deepEqual(run(source), value);
});

test("formatted JSON: a container that fits on a line stays on one, a longer one puts an entry a line, a tab a level", () => {
  const small = { b: [{ x: 1 }, { y: [2, 3] }], a: "z" };
  assert.equal(jsonParse(small, "v"), 'JSON.parse(`{"b":[{"x":1},{"y":[2,3]}],"a":"z"}`)');
  const long = "w".repeat(150);
  const value = { list: [long, { k: long }], short: [1, 2] };
  assert.equal(jsonParse(value, "v"), `JSON.parse(\`{\n\t"list":[\n\t\t"${long}",\n\t\t{"k":"${long}"}\n\t],\n\t"short":[1,2]\n}\`)`);
  assert.deepEqual(run(jsonParse(value, "v")), value);
  // Keys keep the value's own order (the model's).
  assert.deepEqual(Object.keys(run(jsonParse({ z: 1, a: 2, m: 3 }, "v")) as object), ["z", "a", "m"]);
});

test("a long string is cut after spaces with line continuations, which add nothing to the value", () => {
  const note = Array.from({ length: 120 }, (_, i) => `word${i}`).join(" ");
  const source = jsonParse({ note }, "v");
  const lines = source.split("\n");
  assert.ok(lines.length > 4, source);
  for (const line of lines) assert.ok(line.length <= 161, `${line.length}: ${line}`);
  // Every line of the note but its last ends with a space and the continuation's backslash.
  assert.ok(lines.filter((l) => l.endsWith(" \\")).length >= 4, source);
  assert.deepEqual(run(source), { note });
  // A run with no space to cut at stays one line (the formatter does not cut inside a word or an escape).
  const word = "x".repeat(400);
  assert.deepEqual(run(jsonParse({ word }, "v")), { word });
});

test("__proto__, constructor and toString are own keys of the parsed value, never the prototype", () => {
  const value = JSON.parse('{"__proto__": {"polluted": true}, "constructor": 1, "toString": "s"}') as Record<string, unknown>;
  const parsed = run(jsonParse(value, "v")) as Record<string, unknown>;
  assert.equal(Object.getPrototypeOf(parsed), Object.prototype);
  assert.deepEqual(Object.keys(parsed), ["__proto__", "constructor", "toString"]);
  assert.deepEqual(Object.getOwnPropertyDescriptor(parsed, "__proto__")?.value, { polluted: true });
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
});

test("undefined properties are left out, as in a literal; empty containers print as themselves", () => {
  assert.equal(jsonParse({ a: undefined, b: null }, "v"), 'JSON.parse(`{"b":null}`)');
  assert.equal(jsonParse([], "v"), "[]");
  assert.equal(jsonParse({}, "v"), "{}");
  assert.equal(jsonParse({ gone: undefined }, "v"), "{}");
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
      () => jsonParse(value, "plan"),
      (e: unknown) => e instanceof GenerationError && message.test(e.message),
      String(message),
    );
  }
});
