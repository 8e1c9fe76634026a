// Generated output a reviewer can read (issue 36): no line of what the generator prints passes 1,000
// characters. Data tables are formatted JSON, long types and conjunctions are wrapped, REFERENCE.md's
// long cells are list items. The one exception is protoc-gen-es's output (generated/es/), whose
// embedded file descriptors (`fileDesc("…")`, one base64 string) are not ours to format; and in the
// OpenAPI documents and JSON Schemas (--openapi), a line that is one `"pattern"` alone: a JSON string
// cannot wrap, and the exact 32-bit integer forms (decimal, hex, octal, binary, each with its range) are long.
// Checked over every committed file under generated/ and over what the generator prints for the
// scenarios (their expected/ folders, which the scenario tests hold byte for byte to a fresh run).

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { test } from "node:test";

const root = resolve(import.meta.dirname, "../../..");
const LIMIT = 1000;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

/** A JSON line that is one "pattern" property: the one long line a document may have. */
const patternLine = (path: string) => (line: string) => path.endsWith(".json") && /^\s*"pattern": "(?:[^"\\]|\\.)*",?$/.test(line);

/** "file:line (length)" for every line of `path` over the limit that `allowed` does not excuse. */
function longLines(path: string, allowed: (line: string) => boolean = patternLine(path)): string[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .flatMap((line, i) => (line.length > LIMIT && !allowed(line) ? [`${relative(root, path)}:${i + 1} (${line.length})`] : []));
}

test("no line of generated/ passes 1,000 characters, protoc-gen-es's embedded descriptors aside", () => {
  const all = files(join(root, "generated"));
  const es = all.filter((f) => relative(root, f).startsWith(join("generated", "es")));
  const ours = all.filter((f) => !es.includes(f));
  // The check reads what it claims to: the converters, the plans, both versions' modules, REFERENCE.md.
  for (const f of [
    "compat/plans.js",
    "compat/to-v0_3-jsonrpc.js",
    "v0_3/jsonrpc.js",
    "v1_0/core.js",
    "v1_0/validators.d.ts",
    "REFERENCE.md",
    "v0_3/openapi.json",
  ])
    assert.ok(ours.includes(join(root, "generated", f)), `generated/${f} is checked`);
  assert.deepEqual(
    ours.flatMap((f) => longLines(f)),
    [],
  );
  // In generated/es only a descriptor's line may be long: `fileDesc("<base64>"` and nothing else.
  assert.deepEqual(
    es.flatMap((f) => longLines(f, (line) => /^\s*fileDesc\("[A-Za-z0-9+/=]+"/.test(line))),
    [],
  );
});

test("no line the generator prints for the scenarios passes 1,000 characters", () => {
  const scenarios = join(root, "test/generator/scenarios");
  const expected = readdirSync(scenarios, { withFileTypes: true })
    .filter((e) => e.isDirectory() && readdirSync(join(scenarios, e.name)).includes("expected"))
    .flatMap((e) => files(join(scenarios, e.name, "expected")));
  assert.ok(expected.length >= 3 * 7, `the scenarios' printed files: ${expected.length}`);
  assert.deepEqual(
    expected.flatMap((f) => longLines(f)),
    [],
  );
});
