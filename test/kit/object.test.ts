// Reading untrusted JSON (the kit's isObject and own, shared by the kit, the server and the client): a JSON
// object is neither null nor an array (RFC 8259 §4), and a member is read only when the object itself has it,
// so a key such as "__proto__", "constructor" or "toString" never reads the prototype.

import assert from "node:assert/strict";
import { test } from "node:test";
import { isObject, own } from "@a2a-bindgen/kit";

test("isObject: JSON objects only", () => {
  for (const v of [{}, { a: 1 }, JSON.parse('{"__proto__": 1}'), Object.create(null)]) assert.equal(isObject(v), true);
  for (const v of [null, undefined, [], [1], "x", 1, true]) assert.equal(isObject(v), false, String(v));
});

test("own: the object's own members, nothing inherited, nothing from a non-object", () => {
  assert.equal(own({ a: 1 }, "a"), 1);
  assert.equal(own(JSON.parse('{"__proto__": {"x": 1}}'), "__proto__") !== undefined, true);
  assert.equal(own({}, "constructor"), undefined);
  assert.equal(own({}, "toString"), undefined);
  assert.equal(own(Object.create({ a: 1 }), "a"), undefined);
  assert.equal(own(["a"], "0"), undefined);
  assert.equal(own(["a"], "length"), undefined);
  assert.equal(own("abc", "length"), undefined);
  assert.equal(own(null, "a"), undefined);
});
