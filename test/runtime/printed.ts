// Route tables with the matcher the generator prints, for specs that are not in generated/ (the
// fixture, tables made up by a test): the printed source is written to a scratch module and
// imported, exactly as generated/<version>/routes.ts holds it.

import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { printRouteMatcher } from "../../generator/src/emit/routes-matcher.js";
import { createRouteTable, type MatchResult, type RouteMatcher, type RouteTable, type RouteTableSpec } from "../../runtime/src/routes/index.js";

const scratch = resolve(".tmp");

/** The matcher the generator prints for `spec`, loaded as a module. */
export async function printedMatcher(spec: RouteTableSpec): Promise<RouteMatcher> {
  mkdirSync(scratch, { recursive: true });
  const dir = mkdtempSync(join(scratch, "printed-matcher-"));
  const file = join(dir, "routes.ts");
  const runtime = pathToFileURL(resolve("runtime/src/routes/index.js")).href;
  writeFileSync(
    file,
    `import type { MatcherRuntime, MatchResult, Miss, RouteMatcher } from ${JSON.stringify(runtime)};\n` +
      `export const matcher: RouteMatcher = ${printRouteMatcher(spec.bindings, spec.messages)};\n`,
  );
  return ((await import(pathToFileURL(file).href)) as { matcher: RouteMatcher }).matcher;
}

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
