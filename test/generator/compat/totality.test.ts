// Totality of the emitted converters: hostile input (nesting 100,000 deep, values JSON cannot print, keys
// and operation names like __proto__, constructor, toString) gets an answer, never a RangeError or a
// polluted prototype; and a request the older version sends without params converts. Run against the
// converters the generator prints for the hand-written plans (fixtures/plans.ts).

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { emitCompat } from "./emitted.js";
import { same } from "./same.js";
import { semantics } from "./fixtures/plans.js";

const { jsonrpc, rest } = semantics;
const compat = await emitCompat([jsonrpc, rest]);
const kindsCompat = await emitCompat([{ ...jsonrpc, kinds: { node: "Node", security: "Security" } }]);
const up = compat.toV1_0.jsonrpc;
const down = compat.toV0_3.jsonrpc;

describe("a request without params where the older version declares none", () => {
  it("old -> v1: absent or null params are the empty request, without a loss", () => {
    same(up.params("GetCardNoParams", undefined), {});
    same(up.params("GetCardNoParams", null), {});
    same(up.params("GetCardNoParams", {}), {});
  });
  it("old -> v1: a params value that is not an object is still an error of shape", () => {
    same(up.params("GetCardNoParams", 5), undefined, [{ path: "$", reason: "expected an object" }]);
  });
});

describe("totality: hostile input gets an answer", () => {
  const deep = (n: number, leaf: unknown, key: string): unknown => {
    let v: unknown = leaf;
    for (let i = 0; i < n; i++) v = { [key]: v };
    return v;
  };
  const depth = (v: unknown, key: string): number => {
    let n = 0;
    while (typeof v === "object" && v !== null && key in v) {
      v = (v as Record<string, unknown>)[key];
      n++;
    }
    return n;
  };

  it("any JSON nested 100,000 levels converts in full, both ways", () => {
    const meta = deep(100_000, "end", "a");
    const down1 = down.message({ messageId: "m", metadata: meta });
    assert.deepEqual(down1.losses, []);
    assert.equal(depth((down1.value as { metadata: unknown }).metadata, "a"), 100_000);
    assert.notEqual((down1.value as { metadata: unknown }).metadata, meta);
    const up1 = up.message({ kind: "message", messageId: "m", metadata: meta });
    assert.equal(depth((up1.value as { metadata: unknown }).metadata, "a"), 100_000);
    const listy = deep(100_000, 1, "x");
    const r = up.message({ kind: "message", messageId: "m", parts: [{ kind: "data", data: { deep: listy } }] });
    assert.deepEqual(r.losses, []);
  });

  it("a value nested 100,000 levels where an enum or a string is expected is a loss, not a RangeError", () => {
    const r = down.message({ messageId: "m", role: deep(100_000, "x", "a") });
    assert.deepEqual(r.losses, [{ path: "$.role", reason: "(a value too deep or too large to print) is not a value of v1.Role" }]);
  });

  it("a recursive type nested 100,000 levels is one loss at $, not a RangeError", () => {
    let node: unknown = { name: "leaf" };
    for (let i = 0; i < 100_000; i++) node = { name: "n", kids: [node] };
    const r = kindsCompat.toV1_0.jsonrpc.node(node);
    same(r, undefined, [{ path: "$", reason: "nested too deeply to convert" }]);
    assert.throws(() => kindsCompat.toV1_0.jsonrpc.node(node, { strict: true }), /nested too deeply to convert/);
  });

  it("keys __proto__, constructor and toString are unknown keys: reported, never written, no pollution", () => {
    const input = JSON.parse('{"messageId":"m","__proto__":{"polluted":1},"constructor":{"x":1},"toString":"s"}');
    const r = down.message(input);
    same(r, { kind: "message", messageId: "m" }, [
      { path: "$.__proto__", reason: "__proto__ is not a field of v1.Message" },
      { path: "$.constructor", reason: "constructor is not a field of v1.Message" },
      { path: "$.toString", reason: "toString is not a field of v1.Message" },
    ]);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal(Object.getPrototypeOf(r.value), Object.prototype);
  });

  it("a map keeps a __proto__ key as an own key of the output", () => {
    const r = kindsCompat.toV0_3.jsonrpc.security(JSON.parse('{"schemes":{"__proto__":{"list":["a"]}}}'));
    assert.deepEqual(r.losses, []);
    const v = r.value as Record<string, unknown>;
    assert.ok(Object.hasOwn(v, "__proto__"));
    assert.deepEqual(Object.getOwnPropertyDescriptor(v, "__proto__")?.value, ["a"]);
    assert.equal(Object.getPrototypeOf(v), Object.prototype);
  });

  it("operation names are own properties: __proto__, constructor and toString are unknown operations", () => {
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      assert.throws(
        () => up.params(name, {}),
        (e: Error) => e instanceof TypeError && e.message.startsWith(`toV1_0.jsonrpc: unknown operation "${name}"; known: SendMessage,`),
      );
      assert.throws(() => down.result(name, {}), /unknown operation/);
    }
  });
});
