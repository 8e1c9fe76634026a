// Hand-written tests of each runtime helper the generated converters import
// (runtime/src/compat/helpers.ts, losses.ts, direction.ts): expected values from plan.ts's rules, ProtoJSON
// (implicit-presence defaults, base64, RFC 3339) and JSON, never printed by the helpers themselves.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { fromJson } from "@bufbuild/protobuf";
import { base64Decode } from "@bufbuild/protobuf/wire";
import { TimestampSchema } from "@bufbuild/protobuf/wkt";
import {
  adopt,
  compileTemplate,
  CompatError,
  copySet,
  deepCopy,
  describe as describeValue,
  direction,
  isBase64,
  isDefault,
  isEmptyObj,
  isObj,
  isTimestamp,
  keyFragment,
  listOf,
  lose,
  mapOf,
  matchTemplate,
  nested,
  pathFragment,
  prefixLosses,
  sameMinor,
  setKey,
  unknownKey,
  type Loss,
} from "@a2a-bindgen/runtime/compat";

describe("value tests", () => {
  it("isObj: objects only, not arrays or null", () => {
    assert.deepEqual([{}, { a: 1 }, [], null, "x", 0, undefined].map(isObj), [true, true, false, false, false, false, false]);
    assert.deepEqual([Object.create(null), [[]], -0, false, "{}", new Array(2)].map(isObj), [true, false, false, false, false, false]);
  });
  it("isEmptyObj", () => {
    assert.equal(isEmptyObj({}), true);
    assert.equal(isEmptyObj({ a: undefined }), false);
  });
  it("isDefault: ProtoJSON's implicit defaults are '', 0, false, [] and {}", () => {
    for (const v of ["", 0, false, [], {}]) assert.equal(isDefault(v), true, JSON.stringify(v));
    for (const v of ["0", 1, true, [0], { a: 0 }, null, undefined, "false"]) assert.equal(isDefault(v), false, JSON.stringify(v));
    // -0 is 0; a string is a default only when empty, whatever it spells; a hole-only list is not empty.
    [-0, "", [], Object.create(null)].forEach((v, i) => assert.equal(isDefault(v), true, `default case ${i}`));
    [" ", "\u0000", new Array(1), [undefined], [null], { "": "" }, Number.NaN, -1].forEach((v, i) =>
      assert.equal(isDefault(v), false, `non-default case ${i}`),
    );
  });
  it("isBase64: both alphabets, optional padding, skipped white space; a dangling digit is not base64", () => {
    for (const s of ["", "aGk=", "aGk", "aGVsbG8gd29ybGQ=", "-_8=", "aG k=\n"]) assert.equal(isBase64(s), true, s);
    for (const s of ["a", "a$", "aGk=a", "é"]) assert.equal(isBase64(s), false, s);
  });
  it("isTimestamp: RFC 3339 with T, Z or an offset, up to 9 fraction digits", () => {
    for (const s of ["2025-01-01T00:00:00Z", "2025-01-01T00:00:00.123456789Z", "2025-01-01T01:00:00+01:00"]) assert.equal(isTimestamp(s), true, s);
    for (const s of ["2025-01-01", "2025-01-01 00:00:00Z", "2025-01-01T00:00:00", "2025-01-01T00:00:00.1234567891Z", "yesterday"])
      assert.equal(isTimestamp(s), false, s);
  });
});

describe("format tests agree with protobuf-es itself on random strings", () => {
  const accepts = (f: () => unknown) => {
    try {
      f();
      return true;
    } catch {
      return false;
    }
  };
  it("isBase64 ⇔ base64Decode does not throw", () => {
    const alphabet = fc.constantFrom(..."AZaz09+/-_= \n\t\r.$é".split(""));
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 12 }), (s) =>
        assert.equal(
          isBase64(s),
          accepts(() => base64Decode(s)),
          s,
        ),
      ),
      { numRuns: 3000 },
    );
  });
  it("isTimestamp ⇔ fromJson(Timestamp) does not throw", () => {
    const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, "0"));
    const ts = fc
      .tuple(
        fc.integer({ min: 0, max: 10000 }),
        two(13),
        two(32),
        two(25),
        two(60),
        two(61),
        fc.option(fc.stringMatching(/^[0-9]{0,10}$/)),
        fc.constantFrom("Z", "+01:00", "-23:59", "+24:00", "z", ""),
      )
      .map(([y, mo, d, h, mi, se, frac, zone]) => `${String(y).padStart(4, "0")}-${mo}-${d}T${h}:${mi}:${se}${frac === null ? "" : `.${frac}`}${zone}`);
    fc.assert(
      fc.property(fc.oneof(ts, fc.string({ maxLength: 8 })), (s) =>
        assert.equal(
          isTimestamp(s),
          accepts(() => fromJson(TimestampSchema, s)),
          s,
        ),
      ),
      { numRuns: 3000 },
    );
  });
});

describe("copies and writes", () => {
  it("deepCopy: equal, not aliased, key order kept, holes read as undefined", () => {
    const v = { b: [1, { c: "x" }], a: { d: null } };
    const c = deepCopy(v);
    assert.deepStrictEqual(c, v);
    assert.notEqual(c.b, v.b);
    assert.notEqual(c.b[1], v.b[1]);
    assert.deepEqual(Object.keys(c), ["b", "a"]);
    // eslint-disable-next-line no-sparse-arrays
    // biome-ignore lint/suspicious/noSparseArray: a hole in the input is the case under test
    assert.deepStrictEqual(deepCopy([1, , 3]), [1, undefined, 3]);
    assert.equal(deepCopy("s"), "s");
    // Primitives come back as they are (-0 stays -0); null is not an object to copy.
    for (const p of [null, undefined, 0, -0, "", false, true, 1.5]) assert.ok(Object.is(deepCopy(p), p), String(p));
    assert.deepStrictEqual(deepCopy({}), {});
    assert.deepStrictEqual(deepCopy([]), []);
  });
  it("deepCopy: 100,000 levels deep, without a RangeError", () => {
    let v: unknown = 1;
    for (let i = 0; i < 100_000; i++) v = i % 2 ? [v] : { k: v };
    let c = deepCopy(v);
    let n = 0;
    while (typeof c === "object") {
      c = Array.isArray(c) ? c[0] : (c as { k: unknown }).k;
      n++;
    }
    assert.equal(n, 100_000);
    assert.equal(c, 1);
  });
  it("deepCopy and setKey keep a __proto__ key as an own key", () => {
    const c = deepCopy(JSON.parse('{"__proto__": {"x": 1}}'));
    assert.ok(Object.hasOwn(c, "__proto__"));
    assert.equal(Object.getPrototypeOf(c), Object.prototype);
    const o: Record<string, unknown> = {};
    setKey(o, "__proto__", 5);
    assert.deepEqual(Object.getOwnPropertyDescriptor(o, "__proto__")?.value, 5);
    assert.equal(Object.getPrototypeOf(o), Object.prototype);
  });
  it("copySet: unset (absent or ProtoJSON's defaults) is undefined; null and any other value a copy", () => {
    for (const v of [undefined, "", 0, false, [], {}]) assert.equal(copySet(v), undefined, JSON.stringify(v));
    for (const v of [null, "x", 1, -1, true, "0", 0.5]) assert.equal(copySet(v), v, JSON.stringify(v));
    const text = '{"a":[{"b":1}],"__proto__":{"c":2}}';
    const input = JSON.parse(text);
    const copied = copySet(input) as Record<string, unknown>;
    assert.deepEqual(copied, JSON.parse(text));
    assert.notEqual(copied, input);
    assert.ok(Object.hasOwn(copied, "__proto__"));
    assert.equal(Object.getPrototypeOf(copied), Object.prototype);
    const list = [[1]];
    assert.notEqual(copySet(list), list);
    assert.notEqual((copySet(list) as unknown[][])[0], list[0]);
  });
  it("adopt: an empty output becomes the value; objects merge; anything else keeps the output", () => {
    assert.deepEqual(adopt({}, [1]), [1]);
    assert.deepEqual(adopt({ a: 1 }, { b: 2 }), { a: 1, b: 2 });
    assert.deepEqual(adopt({ a: 1 }, "x"), { a: 1 });
  });
});

describe("templates and versions", () => {
  it("matchTemplate: each variable one non-empty segment", () => {
    const t = compileTemplate("tasks/{taskId}/pushNotificationConfigs/{id}");
    assert.deepEqual(t.vars, ["taskId", "id"]);
    assert.deepEqual(matchTemplate(t, "tasks/t1/pushNotificationConfigs/c1"), ["t1", "c1"]);
    for (const s of [
      "tasks//pushNotificationConfigs/c1",
      "tasks/t1/pushNotificationConfigs/c1/x",
      "tasks/t1/pushNotificationConfigs",
      "task/t1/pushNotificationConfigs/c1",
      "tasks/a/b/pushNotificationConfigs/c",
    ]) {
      assert.equal(matchTemplate(t, s), undefined, s);
    }
  });
  it("sameMinor: empty, or the same major and minor", () => {
    const yes: unknown[] = [undefined, null, "", "0.3", "0.3.0", "0.3.5"];
    const no: unknown[] = ["0.30", "0.4", "1.3", "0", "03", 3];
    for (const v of yes) assert.equal(sameMinor(v, "0", "3"), true, String(v));
    for (const v of no) assert.equal(sameMinor(v, "0", "3"), false, String(v));
    assert.equal(sameMinor("1", "1", "0"), true);
  });
});

describe("losses", () => {
  it("keyFragment and pathFragment: identifiers dotted, anything else bracketed", () => {
    assert.equal(keyFragment("url"), ".url");
    assert.equal(keyFragment("$a_1"), ".$a_1");
    assert.equal(keyFragment("a-b"), '["a-b"]');
    assert.equal(keyFragment("1a"), '["1a"]');
    assert.equal(keyFragment(""), '[""]');
    assert.equal(keyFragment('a"b'), '["a\\"b"]');
    assert.equal(pathFragment("a.b-c"), '.a["b-c"]');
    assert.equal(pathFragment(""), "");
  });
  it("prefixLosses prefixes from the given index on", () => {
    const L: Loss[] = [
      { path: ".a", reason: "r" },
      { path: ".b", reason: "r" },
      { path: "", reason: "r" },
    ];
    prefixLosses(L, 1, "$.x");
    assert.deepEqual(
      L.map((l) => l.path),
      [".a", "$.x.b", "$.x"],
    );
  });
  it("lose records one loss, path and reason as given, and answers undefined", () => {
    const L: Loss[] = [{ path: ".a", reason: "r" }];
    assert.equal(lose(L, "", "expected an object"), undefined);
    assert.equal(lose(L, '["a-b"][0]', ""), undefined);
    assert.deepStrictEqual(L, [
      { path: ".a", reason: "r" },
      { path: "", reason: "expected an object" },
      { path: '["a-b"][0]', reason: "" },
    ]);
  });
  it("unknownKey: lost with the key's fragment, unless the enclosing type's keys hold it", () => {
    const L: Loss[] = [];
    unknownKey(L, undefined, "extra", " is not a field of a2a.v1.Part");
    unknownKey(L, new Set(["kind", "text"]), "text", " is not a field of T");
    unknownKey(L, new Set(["kind"]), "a-b", " is not a field of T");
    unknownKey(L, new Set<string>(), "__proto__", " is not a field of T");
    unknownKey(L, undefined, "toString", " is not a field of T");
    unknownKey(L, undefined, "", " is not a field of T");
    assert.deepStrictEqual(L, [
      { path: ".extra", reason: "extra is not a field of a2a.v1.Part" },
      { path: '["a-b"]', reason: "a-b is not a field of T" },
      { path: ".__proto__", reason: "__proto__ is not a field of T" },
      { path: ".toString", reason: "toString is not a field of T" },
      { path: '[""]', reason: " is not a field of T" },
    ]);
  });
  it("nested prefixes the losses from the given index on and answers the result as it is", () => {
    const L: Loss[] = [{ path: ".a", reason: "r" }];
    const r = { x: 1 };
    assert.equal(nested(L, L.length, ".message", (L.push({ path: ".parts[0]", reason: "p" }, { path: "", reason: "q" }), r)), r);
    assert.deepEqual(
      L.map((l) => l.path),
      [".a", ".message.parts[0]", ".message"],
    );
    // No loss added: nothing is touched; falsy results come back unchanged.
    for (const v of [undefined, null, 0, -0, "", false, []]) assert.ok(Object.is(nested(L, L.length, ".b", v), v));
    assert.deepEqual(
      L.map((l) => l.path),
      [".a", ".message.parts[0]", ".message"],
    );
  });
  it("listOf and mapOf: each element converted, a lost one left out, its losses under its index or key", () => {
    // A converter that keeps strings, loses anything else at its own path "", and notes a loss inside "bad".
    const convert = (v: unknown, L: Loss[]) => {
      if (typeof v !== "string") return lose(L, "", "expected a string");
      if (v === "bad") lose(L, ".inner", "kept, with a loss");
      return v.toUpperCase();
    };
    const L: Loss[] = [{ path: ".before", reason: "earlier" }];
    assert.deepEqual(listOf(L, ["a", 1, "bad"], ".parts", convert), ["A", "BAD"]);
    assert.deepEqual(L, [
      { path: ".before", reason: "earlier" },
      { path: ".parts[1]", reason: "expected a string" },
      { path: ".parts[2].inner", reason: "kept, with a loss" },
    ]);
    const M: Loss[] = [];
    const out = mapOf(M, JSON.parse('{"x":"a","y z":2,"__proto__":"p"}'), ".scopes", convert) as Record<string, unknown>;
    assert.deepEqual(Object.keys(out), ["x", "__proto__"]);
    assert.equal(out.x, "A");
    assert.ok(Object.hasOwn(out, "__proto__"));
    assert.equal(Object.getPrototypeOf(out), Object.prototype);
    assert.deepEqual(M, [{ path: '.scopes["y z"]', reason: "expected a string" }]);
  });
  it("listOf and mapOf: not a list, not an object: undefined, one loss at the path", () => {
    const L: Loss[] = [];
    const keep = (v: unknown) => v;
    assert.equal(listOf(L, { 0: "a" }, ".parts", keep), undefined);
    assert.equal(mapOf(L, ["a"], ".scopes", keep), undefined);
    assert.equal(mapOf(L, null, ".scopes", keep), undefined);
    assert.deepEqual(L, [
      { path: ".parts", reason: "expected a list" },
      { path: ".scopes", reason: "expected an object" },
      { path: ".scopes", reason: "expected an object" },
    ]);
    assert.deepEqual(listOf(L, [], ".parts", keep), []);
    assert.equal(L.length, 3);
  });
  it("describe: JSON text, or a note where JSON cannot print the value", () => {
    assert.equal(describeValue("a"), '"a"');
    assert.equal(describeValue(undefined), "undefined");
    assert.equal(describeValue(10n), "(a value too deep or too large to print)");
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    assert.equal(describeValue(deep), "(a value too deep or too large to print)");
  });
  it("CompatError shows three losses and counts the rest", () => {
    const ls = [1, 2, 3, 4, 5].map((i) => ({ path: `$.a${i}`, reason: "r" }));
    const e = new CompatError(ls, "toX.y");
    assert.equal(e.message, "toX.y: 5 losses: $.a1: r; $.a2: r; $.a3: r; and 2 more");
    assert.equal(e.name, "CompatError");
    assert.equal(new CompatError([ls[0]]).message, "1 loss: $.a1: r");
  });
});

describe("direction(): the public converters around generated type converters", () => {
  const echo = (v: unknown, L: Loss[]) => {
    if (v === "bad") L.push({ path: ".x", reason: "bad x" });
    return v;
  };
  const d = direction<"thing">({
    label: "toZ.d",
    operations: {
      Op: { outRpc: "Op", params: echo, result: { empty: null }, event: echo },
      Gone: { outRpc: "Gone", absent: "Z has no Gone operation", params: null, result: null, event: null },
      Bare: { outRpc: "BareRpc", params: null, result: null, event: null },
    },
    kinds: { thing: echo },
    errors: [[-1, -2, "no -1 here"]],
  });
  it("adds $ to every loss path, and strict mode throws them all at once", () => {
    assert.deepEqual(d.thing("bad"), { value: "bad", losses: [{ path: "$.x", reason: "bad x" }] });
    assert.throws(
      () => d.params("Op", "bad", { strict: true }),
      (e: Error) => e instanceof CompatError && e.message === "toZ.d.params(Op): 1 loss: $.x: bad x",
    );
  });
  it("an empty result is answered as given, its keys lost", () => {
    assert.deepEqual(d.result("Op", { a: 1 }), { value: null, losses: [{ path: "$.a", reason: "a is not a field of an empty result" }] });
  });
  it("operations without params convert to {} and lose every meaningful key", () => {
    assert.deepEqual(d.params("Bare", { a: 1, b: "" }), { value: {}, losses: [{ path: "$.a", reason: "a has no counterpart: BareRpc takes no parameters" }] });
  });
  it("an operation the other version lacks is a CompatError; an unknown or inherited name a TypeError", () => {
    assert.throws(
      () => d.params("Gone", {}),
      (e: Error) => e instanceof CompatError && e.message === "toZ.d(Gone): 1 loss: $: Z has no Gone operation",
    );
    for (const n of ["Nope", "__proto__", "constructor", "toString"])
      assert.throws(
        () => d.params(n, {}),
        (e: Error) => e instanceof TypeError && e.message === `toZ.d: unknown operation "${n}"; known: Op, Gone, Bare`,
      );
  });
  it("stream events: the one event type, or by operation", () => {
    assert.deepEqual(d.streamEvent("v").value, "v");
    assert.deepEqual(d.streamEvent("v", { operation: "Op" }).value, "v");
    assert.throws(() => d.streamEvent("v", { operation: "Bare" }), /does not stream/);
  });
  it("errors: a code with no older form converts with a loss; unknown keys are lost; data is copied", () => {
    const data = { a: [1] };
    const r = d.error({ code: -1, message: "m", data, x: 1 });
    assert.deepEqual(r.value, { code: -2, message: "m", data: { a: [1] } });
    assert.notEqual((r.value as { data: unknown }).data, data);
    assert.deepEqual(r.losses, [
      { path: "$.x", reason: "x is not a field of an error object" },
      { path: "$.code", reason: "no -1 here" },
    ]);
    assert.deepEqual(d.error({ code: -5 }), { value: { code: -5 }, losses: [] });
    assert.deepEqual(d.error("x"), { value: undefined, losses: [{ path: "$", reason: "expected an object" }] });
  });
  it("a converter that overflows the stack answers with one loss", () => {
    const deep = direction({
      label: "l",
      operations: {},
      kinds: {
        r: function r(v: unknown, L: Loss[]): unknown {
          return r(v, L);
        },
      },
      errors: [],
    });
    assert.deepEqual(deep.r(1), { value: undefined, losses: [{ path: "$", reason: "nested too deeply to convert" }] });
  });
  it("a kind named like a core converter is refused", () => {
    assert.throws(() => direction({ label: "l", operations: {}, kinds: { params: echo }, errors: [] }), /kind "params" collides/);
  });
});
