// build is total: hostile requests (nesting 100,000 deep, names every object inherits) get an
// answer or a BuildError naming the field, never a RangeError or an inherited value.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { BuildError, createRouteTable, type FieldShape, type RouteBinding, type RouteTableSpec } from "../../runtime/src/routes/index.js";

const str = (name: string): FieldShape => ({ name, jsonName: name, kind: "scalar", scalar: "string", repeated: false, explicitPresence: false });
const child: FieldShape = { name: "child", jsonName: "child", kind: "message", message: "p.Node", repeated: false, explicitPresence: true };

function binding(
  operation: string,
  method: string,
  template: string,
  segments: string[],
  variables: RouteBinding["pattern"]["variables"],
  body: string | null,
  precedence: number,
): RouteBinding {
  return {
    operation,
    binding: "primary",
    method,
    template,
    pattern: { segments, verb: null, variables },
    body,
    responseBody: null,
    requestType: "p.Node",
    precedence,
  };
}

/** A recursive message (Node.child is a Node) and fields named like Object.prototype's members. */
const spec: RouteTableSpec = {
  bindings: [
    binding("Get", "GET", "/nodes/{id}", ["nodes", "*"], [{ fieldPath: ["id"], start: 1, end: 2, multiSegment: false }], null, 0),
    binding("Put", "POST", "/nodes/{id}:put", ["nodes", "*"], [{ fieldPath: ["id"], start: 1, end: 2, multiSegment: false }], "*", 1),
  ],
  messages: { "p.Node": { name: "p.Node", fields: [str("id"), str("constructor"), str("toString"), str("__proto__"), child] } },
  enums: {},
};
spec.bindings[1].pattern.verb = "put";
const table = createRouteTable(spec);

function deep(levels: number, leaf: Record<string, unknown>): Record<string, unknown> {
  let v = leaf;
  for (let i = 0; i < levels; i++) v = { child: v };
  return v;
}

function refusal(operation: string, request: Record<string, unknown>): BuildError {
  try {
    table.build(operation, request);
  } catch (e) {
    assert.ok(e instanceof BuildError, `not a BuildError: ${String(e)}`);
    return e;
  }
  assert.fail("built");
}

describe("build: totality", () => {
  test("a request nested 100,000 messages deep is refused, naming where, without a RangeError", () => {
    const e = refusal("Get", { id: "n", ...deep(100_000, { id: "x" }) });
    assert.equal(e.field, Array(101).fill("child").join("."));
    assert.match(e.message, /nested more than 100 messages deep/);
  });

  test("100 levels are still written (ProtoJSON's recursion limit), as dotted keys match reads back", () => {
    const r = table.build("Get", { id: "n", ...deep(100, { id: "x" }) });
    const key = Array(100).fill("child").join(".") + ".id";
    assert.equal(r.query, `${key}=x`);
    const m = table.match("GET", r.url);
    assert.equal(m.kind, "match");
  });

  test("a value nested 100,000 deep where a scalar belongs is a typed refusal", () => {
    assert.equal(refusal("Get", { id: deep(100_000, {}) }).field, "id");
    assert.equal(refusal("Get", { id: "n", constructor: deep(100_000, {}) }).field, "constructor");
  });

  test('a body "*" nested 100,000 deep travels as given', () => {
    const request = { id: "n", ...deep(100_000, {}) };
    const r = table.build("Put", request);
    assert.equal(r.path, "/nodes/n:put");
    assert.equal((r.body as Record<string, unknown>).child, request.child);
  });

  test("fields named constructor, toString, __proto__ are read as own properties only", () => {
    // A plain {} inherits constructor and toString: they are not request fields.
    assert.equal(table.build("Get", { id: "n" }).url, "/nodes/n");
    const own = JSON.parse('{"id": "n", "constructor": "c", "toString": "t", "__proto__": "p"}') as Record<string, unknown>;
    assert.equal(table.build("Get", own).query, "constructor=c&toString=t&__proto__=p");
  });

  test('a body keeps an own "__proto__" key as a key, and a plain prototype', () => {
    const request = JSON.parse('{"id": "n", "__proto__": {"polluted": true}}') as Record<string, unknown>;
    const body = table.build("Put", request).body as Record<string, unknown>;
    assert.equal(Object.getPrototypeOf(body), Object.prototype);
    assert.deepEqual(Object.getOwnPropertyDescriptor(body, "__proto__")?.value, { polluted: true });
    assert.equal((body as { polluted?: unknown }).polluted, undefined);
  });

  test("operation names every object inherits are unknown operations", () => {
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      const e = refusal(name, { id: "n" });
      assert.match(e.message, /unknown operation/);
    }
  });

  test("a query key nested 100,000 deep is matched without a RangeError", () => {
    const key = Array(100_000).fill("child").join(".") + ".id";
    const r = table.match("GET", `/nodes/n?${key}=x`);
    assert.equal(r.kind, "match");
  });
});
