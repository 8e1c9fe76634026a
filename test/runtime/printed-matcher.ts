// The matcher the generator prints for a route table spec: the printed source is written to a scratch module and
// imported, exactly as generated/<version>/routes.ts holds it. It needs the runtime's types only (a printed
// matcher gets the runtime's helpers when called), so it loads the runtime neither way: tests of the source
// and tests of the built package share it.

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { RouteMatcher, RouteTableSpec } from "@a2a-bindgen/runtime/routes";
import { printRouteMatcher } from "../../generator/src/emit/routes-matcher.js";

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
