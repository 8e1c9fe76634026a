// The printed matchers against their oracle, the walk. The two share no matching code: the
// printed code comes from the generator's own automaton (generator/src/emit/routes-automaton.ts),
// the walk from the runtime's (runtime/src/routes/automaton.ts). What both call is the query
// reader and the result factory for keys a literal cannot hold; those have hand-written tests
// (match.test.ts, "match: query values", and below).

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { createRouteTable, type FieldShape, type RouteBinding, type RouteTable, type RouteTableSpec } from "@a2a-bindgen/runtime/routes";
import * as v1_0 from "@a2a-bindgen/a2a/v1_0/routes";
import * as v0_3 from "@a2a-bindgen/a2a/v0_3/routes";
import { versions } from "@a2a-bindgen/a2a";
import { spec } from "./fixture.js";
import { printedMatcher } from "./printed-matcher.js";
import { printRouteMatcher } from "../../generator/src/emit/routes-matcher.js";

/** The table with its printed matcher, built by the runtime as the package ships it. */
const printedTable = async (spec: RouteTableSpec): Promise<RouteTable> => createRouteTable(spec, await printedMatcher(spec));

/** A table of one GET "/<literal>/{<field>}" binding whose request p.Req has `fields`. */
function oneGet(template: string, literal: string, field: string, fields: FieldShape[]): RouteTableSpec {
  const pattern = { segments: [literal, "*"], verb: null, variables: [{ fieldPath: [field], start: 1, end: 2, multiSegment: false }] };
  return {
    bindings: [{ operation: "Get", binding: "primary", method: "GET", template, pattern, body: null, responseBody: null, requestType: "p.Req", precedence: 0 }],
    messages: { "p.Req": { name: "p.Req", fields } },
    enums: {},
  };
}

/** Path pieces drawn from the table itself, plus the shapes that trip matchers: empty, verb-only, "a:", "%". */
function pieces(bindings: readonly RouteBinding[]): string[] {
  const literals = new Set<string>();
  const verbs = new Set<string>();
  for (const b of bindings) {
    for (const s of b.pattern.segments) if (s !== "*" && s !== "**") literals.add(s);
    if (b.pattern.verb !== null) verbs.add(b.pattern.verb);
  }
  const out = [...literals, "id1", "", "a:", ":", "a:b", "%61", "x%2Fy", "%zz", "é"];
  for (const v of verbs) out.push(`:${v}`, `id1:${v}`, `${[...literals][0]}:${v}`, `id1:${v}x`);
  return out;
}

/** Requests made of the table's own pieces: most of them reach deep into the automaton. */
function requests(bindings: readonly RouteBinding[]) {
  const piece = fc.constantFrom(...pieces(bindings));
  const methods = [...new Set(bindings.map((b) => b.method))];
  const method = fc.constantFrom(...methods, ...methods.map((m) => m.toLowerCase()), "PUT", "PATCH", "OPTIONS");
  const tail = fc.constantFrom("", "?", "?x=1", "?tenant=t&historyLength=2", "?historyLength=x", "#f", "?a=b#f");
  // A real template filled in, one piece replaced or appended now and then.
  const filled = fc.tuple(fc.constantFrom(...bindings), fc.array(piece, { maxLength: 3 }), fc.nat(7)).map(([b, extra, k]) => {
    const segs = b.pattern.segments.map((s) => (s === "*" ? "id1" : s === "**" ? "x/y" : s));
    if (k < segs.length && extra.length > 0) segs[k] = extra[0];
    else segs.push(...extra.slice(1));
    return "/" + segs.join("/") + (b.pattern.verb !== null && k !== 7 ? `:${b.pattern.verb}` : "");
  });
  const random = fc.array(piece, { maxLength: 7 }).map((p) => "/" + p.join("/"));
  return fc.tuple(method, fc.oneof(filled, random), tail);
}

function agree(name: string, spec: RouteTableSpec, runs: number): void {
  test(`${name}: printed matcher and walk answer alike`, async () => {
    if (spec.bindings.length === 0) return;
    const printed = await printedTable(spec);
    const walk = createRouteTable(spec);
    fc.assert(
      fc.property(requests(spec.bindings), ([m, path, tail]) => {
        assert.deepEqual(printed.match(m, path + tail), walk.match(m, path + tail), `${m} ${path}${tail}`);
      }),
      { numRuns: runs },
    );
  });
}

describe("differential: printed matcher vs walk", () => {
  agree("library fixture", spec, 4000);
  agree("A2A v1.0 canonical", v1_0.routeTableSpec, 3000);
  agree("A2A v1.0 alternative", v1_0.alternativeRouteTableSpec, 1000);
  agree("A2A v0.3 canonical", v0_3.routeTableSpec, 3000);
  agree("A2A v0.3 alternative", v0_3.alternativeRouteTableSpec, 1000);
  // A literal with "%" (compared decoded) and a verb holding ":": the printed code leaves such a table to the walk.
  agree(
    "a table left to the walk",
    {
      ...spec,
      bindings: [
        { ...spec.bindings[0], template: "/v1/a%2Fb", pattern: { segments: ["v1", "a%2Fb"], verb: null, variables: [] }, precedence: 0 },
        { ...spec.bindings[1], template: "/v1/c:x:y", pattern: { segments: ["v1", "c"], verb: "x:y", variables: [] }, precedence: 1 },
      ],
    },
    300,
  );

  test("a table left to the walk: the printed create hands back the walk itself", () => {
    const s: RouteTableSpec = {
      ...spec,
      bindings: [{ ...spec.bindings[0], template: "/v1/a%2Fb", pattern: { segments: ["v1", "a%2Fb"], verb: null, variables: [] }, precedence: 0 }],
    };
    assert.match(
      printRouteMatcher(s.bindings, s.messages),
      /create\(rt: MatcherRuntime\): \(method: string, target: string\) => MatchResult \{\s*return rt\.walk;\s*\}/,
    );
    assert.doesNotMatch(printRouteMatcher(spec.bindings, spec.messages), /return rt\.walk;/);
  });

  test("the generated routes are the printed matchers: the same answers as the walk on every template filled in", () => {
    // The version index re-exports the routes module's tables: one object, not a second table.
    assert.equal(versions["1.0"].routes, v1_0.routes);
    assert.equal(versions["1.0"].alternativeRoutes, v1_0.alternativeRoutes);
    assert.equal(versions["0.3"].routes, v0_3.routes);
    const pairs: [RouteTable, RouteTableSpec][] = [
      [v1_0.routes, v1_0.routeTableSpec],
      [v0_3.routes, v0_3.routeTableSpec],
    ];
    for (const [routes, s] of pairs) {
      const walk = createRouteTable(s);
      for (const b of s.bindings) {
        const path = "/" + b.pattern.segments.map((x) => (x === "*" ? "id1" : x === "**" ? "x/y" : x)).join("/") + (b.pattern.verb ? `:${b.pattern.verb}` : "");
        for (const m of [b.method, "PUT"]) assert.deepEqual(routes.match(m, path), walk.match(m, path), `${m} ${path}`);
      }
    }
  });
});

describe("hand-written: what the printed matcher must not accept", () => {
  test('an empty id before a verb is no id: /v1/tasks/:cancel is the plain segment ":cancel"', async () => {
    const printed = await printedTable(spec);
    // Only GET /v1/tasks/{task_id} takes a plain last segment after /v1/tasks/ (CancelTask needs a non-empty id).
    assert.deepEqual(printed.match("POST", "/v1/tasks/:cancel"), { kind: "method_not_allowed", allowed: ["GET"] });
    const r = printed.match("GET", "/v1/tasks/:subscribe");
    assert.equal(r.kind === "match" && r.operation, "GetTask");
    assert.deepEqual(r.kind === "match" && r.path, { taskId: ":subscribe" });
    // A verb-only segment where the template has a literal: /messages:send exists, /:send does not.
    assert.deepEqual(printed.match("POST", "/:send"), { kind: "not_found" });
  });

  test('empty segments match no "*" and no literal', async () => {
    const printed = await printedTable(spec);
    assert.deepEqual(printed.match("GET", "/v1/tasks/"), { kind: "not_found" });
    assert.deepEqual(printed.match("GET", "/v1//tasks/t1"), { kind: "not_found" });
    assert.deepEqual(printed.match("GET", "/v1/shelves//books/b1"), { kind: "not_found" });
  });

  test('an empty verb ("a:") is no verb: the segment is read whole', async () => {
    const printed = await printedTable(spec);
    const r = printed.match("POST", "/v1/tasks/a:");
    assert.deepEqual(r, { kind: "method_not_allowed", allowed: ["GET"] });
    const g = printed.match("GET", "/v1/tasks/a:");
    assert.deepEqual(g.kind === "match" && g.path, { taskId: "a:" });
  });

  test("a matcher printed for other bindings is refused", async () => {
    const matcher = await printedMatcher(spec);
    const other: RouteTableSpec = { ...spec, bindings: spec.bindings.slice(1) };
    assert.throws(
      () => createRouteTable(other, matcher),
      /printed for other bindings \(binding 0: table has "GET \/v1\/shelves", matcher "GET \/v1\/shelves\/featured"\)/,
    );
  });

  test('a "__proto__" key in a result is an own key, on the printed matcher and on the walk', async () => {
    const s = oneGet("/things/{__proto__}", "things", "__proto__", [
      { name: "__proto__", jsonName: "__proto__", kind: "scalar", scalar: "string", repeated: false, explicitPresence: false },
    ]);
    for (const t of [await printedTable(s), createRouteTable(s)]) {
      const r = t.match("GET", "/things/x");
      assert.equal(r.kind, "match");
      if (r.kind !== "match") return;
      assert.ok(Object.hasOwn(r.path, "__proto__"));
      // An own "__proto__" key of the result is the case under test.
      assert.equal(Object.getOwnPropertyDescriptor(r.path, "__proto__")?.value, "x");
      assert.equal(Object.getPrototypeOf(r.request), Object.prototype);
      assert.equal(Object.getOwnPropertyDescriptor(r.request, "__proto__")?.value, "x");
    }
  });
});

test("a template field path names proto fields, even where another field's json_name is that name", async () => {
  // Field "b" (proto name) and field "a" whose json_name is "b": "{b}" binds field b, whose JSON name is "bee".
  const s = oneGet("/x/{b}", "x", "b", [
    { name: "a", jsonName: "b", kind: "scalar", scalar: "string", repeated: false, explicitPresence: false },
    { name: "b", jsonName: "bee", kind: "scalar", scalar: "string", repeated: false, explicitPresence: false },
  ]);
  for (const t of [await printedTable(s), createRouteTable(s)]) {
    const r = t.match("GET", "/x/1");
    assert.deepEqual(r.kind === "match" && r.path, { bee: "1" });
    assert.equal(t.build("Get", { bee: "2" }).path, "/x/2");
  }
});
