// Route tables with the matcher the generator prints (printed-matcher.ts), for specs that are not in
// generated/ (the fixture, tables made up by a test), built by the runtime's source.

import assert from "node:assert/strict";
import { createRouteTable, type MatchResult, type RouteTable, type RouteTableSpec } from "../../runtime/src/routes/index.js";
import { printedMatcher } from "./printed-matcher.js";

export { printedMatcher };

/** The table with its printed matcher. */
export async function printedTable(spec: RouteTableSpec): Promise<RouteTable> {
  return createRouteTable(spec, await printedMatcher(spec));
}

/**
 * A table whose match asks both the printed matcher and the walk, asserts they agree and answers
 * the printed one's result: hand-written expectations then hold for both.
 */
export async function bothTables(spec: RouteTableSpec): Promise<RouteTable> {
  const printed = await printedTable(spec);
  const walk = createRouteTable(spec);
  return {
    bindings: printed.bindings,
    build: printed.build,
    match(method: string, target: string): MatchResult {
      const r = printed.match(method, target);
      assert.deepEqual(r, walk.match(method, target), `printed matcher and walk differ on ${method} ${target}`);
      return r;
    },
  };
}
