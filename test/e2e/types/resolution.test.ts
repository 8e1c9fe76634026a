// Types resolve for an app whatever its moduleResolution: every entry of every shipped package
// (resolution/entries.ts) compiles under nodenext, node16 and bundler (the `types` conditions of each
// package.json `exports`), and under node10, which reads no `exports`, through each package's top-level
// `types` and its `typesVersions` (with esModuleInterop, as `tsc --init` writes it: zod's own CommonJS
// declarations default-import their locales). skipLibCheck is off, so every declaration file reached is
// checked in that mode.

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { test } from "node:test";

const here = join(import.meta.dirname, "resolution");
const tsc = join(import.meta.dirname, "../../../node_modules/typescript/bin/tsc");
const strict = [
  "--noEmit",
  "--strict",
  "--exactOptionalPropertyTypes",
  "--noUncheckedIndexedAccess",
  "--skipLibCheck",
  "false",
  "--target",
  "ES2022",
  "--types",
  "node",
];

const modes: [string, string[]][] = [
  ["nodenext", ["--module", "NodeNext", "--moduleResolution", "NodeNext"]],
  ["node16", ["--module", "Node16", "--moduleResolution", "Node16"]],
  ["bundler", ["--module", "ESNext", "--moduleResolution", "Bundler"]],
  ["node10", ["--module", "CommonJS", "--moduleResolution", "Node10", "--esModuleInterop"]],
];

for (const [name, flags] of modes) {
  test(`every package entry's types resolve under moduleResolution ${name}`, () => {
    const r = spawnSync(process.execPath, [tsc, ...strict, ...flags, "entries.ts"], { cwd: here, encoding: "utf8", timeout: 300_000 });
    assert.equal(r.status, 0, `tsc (${name}):\n${r.stdout}${r.stderr}`);
  });
}
