// lazyRouteTable: createRouteTable with the indexing put off to the first match / first build.
// The answers are createRouteTable's (hand-written expectations on the fixture), the work and
// the errors come at first use, and after that the table holds the built function itself.

import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { lazyRouteTable, type RouteTableSpec } from "../../runtime/src/routes/index.js";
import { spec } from "./fixture.js";
import { printedMatcher } from "./printed.js";

test("a lazy table matches and builds like createRouteTable, with the printed matcher and with the walk", async () => {
  for (const table of [lazyRouteTable(spec, await printedMatcher(spec)), lazyRouteTable(spec)]) {
    const m = table.match("GET", "/v1/shelves/s1/books/latest?x=1");
    assert.equal(m.kind, "match");
    assert.equal(m.kind === "match" && m.operation, "GetLatestBook");
    assert.deepEqual(m.kind === "match" && m.request, { shelfId: "s1" });
    assert.deepEqual(m.kind === "match" && m.unknownQuery, ["x"]);
    assert.deepEqual(table.match("DELETE", "/v1/shelves"), { kind: "method_not_allowed", allowed: ["GET"] });
    assert.deepEqual(table.match("GET", "/nowhere"), { kind: "not_found" });
    const b = table.build("GetTask", { task_id: "abc", history_length: 0 });
    assert.equal(b.url, "/v1/tasks/abc?historyLength=0");
  }
});

test("bindings are there before any use, frozen, in spec order", () => {
  const table = lazyRouteTable(spec);
  assert.equal(table.bindings.length, spec.bindings.length);
  assert.equal(table.bindings[0], spec.bindings[0]);
  assert.ok(Object.isFrozen(table.bindings));
});

test("after the first call the table holds the built function; a copy taken before still answers", () => {
  const table = lazyRouteTable(spec);
  const early = table.match;
  const earlyBuild = table.build;
  assert.equal(early("GET", "/v1/shelves").kind, "match");
  assert.notEqual(table.match, early, "the forwarder is replaced by the built match");
  const built = table.match;
  assert.equal(early("GET", "/v1/shelves").kind, "match");
  assert.equal(table.match, built, "built once");
  assert.equal(earlyBuild("GetTask", { taskId: "t" }).path, "/v1/tasks/t");
  assert.notEqual(table.build, earlyBuild);
});

test("a spec the runtime refuses throws at first use, not at creation; build is independent of match", async () => {
  const matcher = await printedMatcher(spec);
  const other: RouteTableSpec = { ...spec, bindings: spec.bindings.slice(1) };
  const table = lazyRouteTable(other, matcher);
  assert.throws(
    () => table.match("GET", "/v1/shelves"),
    /printed for other bindings \(binding 0: table has "GET \/v1\/shelves", matcher "GET \/v1\/shelves\/featured"\)/,
  );
  // The matcher is only match's: build has what it needs.
  assert.equal(table.build("GetTask", { taskId: "t" }).path, "/v1/tasks/t");
  const broken: RouteTableSpec = { ...spec, bindings: [{ ...spec.bindings[3], requestType: "lib.v1.NoSuchRequest" }] };
  const lazy = lazyRouteTable(broken);
  assert.throws(() => lazy.build("GetLatestBook", { shelfId: "s" }), /NoSuchRequest/);
});

test("the generated routes entry indexes nothing at import: its tables are forwarders until the first match", () => {
  const script =
    'import { routes, alternativeRoutes } from "@a2a-bindgen/a2a/v1_0/routes";\n' +
    "const before = routes.match, alt = alternativeRoutes.match;\n" +
    'const r = routes.match("GET", "/tasks/abc");\n' +
    "console.log(r.kind, r.operation, routes.match !== before, alternativeRoutes.match === alt);";
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8", cwd: resolve("."), timeout: 30_000 });
  assert.equal(r.stderr, "");
  assert.equal(r.stdout.trim(), "match GetTask true true");
});
