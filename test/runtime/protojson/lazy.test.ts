import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { lazyRecord } from "../../../runtime/src/protojson/lazy.js";
import { isWellKnown, scalars, wkt } from "../../../runtime/src/protojson/index.js";

describe("lazyRecord", () => {
  test("builds nothing until a key is read, then each value once", () => {
    const made: string[] = [];
    const r = lazyRecord(["a", "b"], (k) => {
      made.push(k);
      return { k };
    });
    assert.deepEqual(made, []);
    assert.deepEqual(Object.keys(r), ["a", "b"]);
    const first = r.a;
    assert.equal(r.a, first, "the same value on every read");
    assert.deepEqual(made, ["a"]);
    assert.deepEqual(r.b, { k: "b" });
    assert.deepEqual(made, ["a", "b"]);
  });

  test("a key such as __proto__ is an own property and sets no prototype", () => {
    const r = lazyRecord(["__proto__", "constructor"], (k) => k.length);
    assert.equal(Object.hasOwn(r, "__proto__"), true);
    assert.equal(Object.getPrototypeOf(r), Object.prototype);
    assert.equal(Reflect.get(r, "__proto__"), 9);
    assert.equal(r.constructor, 11);
  });

  test("a name that is not a key is absent, not inherited", () => {
    const r = lazyRecord(["a"], () => 1) as Record<string, number>;
    assert.equal(Object.hasOwn(r, "toString"), false);
    assert.equal(r.b, undefined);
  });
});

describe("the runtime's lazy schema records", () => {
  test("scalars and wkt list every kind and type, and each read gives one schema", () => {
    assert.deepEqual(Object.keys(scalars).sort(), [
      "bool",
      "bytes",
      "double",
      "fixed32",
      "fixed64",
      "float",
      "int32",
      "int64",
      "sfixed32",
      "sfixed64",
      "sint32",
      "sint64",
      "string",
      "uint32",
      "uint64",
    ]);
    assert.equal(scalars.int32, scalars.int32);
    assert.equal(scalars.int32.safeParse(2 ** 31).success, false);
    assert.equal(isWellKnown("google.protobuf.Timestamp"), true);
    assert.equal(isWellKnown("toString"), false);
    assert.equal(isWellKnown("__proto__"), false);
    assert.equal(wkt["google.protobuf.Timestamp"].safeParse("1970-01-01T00:00:00Z").success, true);
    assert.ok(Object.keys(wkt).includes("google.protobuf.BoolValue"));
  });
});
