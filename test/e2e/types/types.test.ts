// Runs tsc over the type tests (test/e2e/types/*.types.ts) with the strictest options an app uses
// (strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess, skipLibCheck off, so the shipped .d.ts are
// checked too). A correct use that does not compile, or a misuse that does (an unused @ts-expect-error),
// fails it, naming the file and line.

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";

const here = import.meta.dirname;
const tsc = join(here, "../../../node_modules/typescript/bin/tsc");

test("the type tests compile under strict, exactOptionalPropertyTypes and noUncheckedIndexedAccess", () => {
  const files = readdirSync(here).filter((f) => f.endsWith(".types.ts"));
  assert.ok(files.length > 0, "no type test files");
  const r = spawnSync(process.execPath, [tsc, "-p", join(here, "tsconfig.json")], { encoding: "utf8", timeout: 300_000 });
  assert.equal(r.status, 0, `tsc over ${files.join(", ")}:\n${r.stdout}${r.stderr}`);
});
