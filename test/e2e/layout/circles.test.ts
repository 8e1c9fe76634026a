// No import circles in the hand-written sources of any package (issue 36): a cycle, type-only imports included,
// means two files can only be read together; what they share belongs in a small leaf module both import.
// There is no allowlist: a new cycle fails here, naming its files as a path a → b → a.

import assert from "node:assert/strict";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { cycles, describeCycle, importGraph, sourceFiles, specifiers } from "./import-graph.ts";

const root = join(import.meta.dirname, "../../..");

/** The hand-written source folders of every package. */
const packages = ["generator/src", "runtime/src", "kit/src", "client/src", "server/src", "store-sqlite/src", "store-postgres/src"];

/** Not hand-written: protoc-gen-es's output for the google.api protos (`npm run bootstrap`). */
const generated = [join(root, "generator/src/gen/")];

test("the checker reads every import form TypeScript knows", () => {
  const text = [
    'import a from "./a.js";',
    'import type { B } from "./b.js";',
    'import { type C } from "./c.js";',
    'export { d } from "./d.js";',
    'export type * from "./e.js";',
    'export * as f from "./f.js";',
    'const g = await import("./g.js");',
    'type H = import("./h.js").H;',
    'import i = require("./i.js");',
    'const j = require("./j.js");',
    'import "./k.js";',
    'import zod from "zod";',
  ].join("\n");
  assert.deepEqual(specifiers("x.ts", text).sort(), [
    "./a.js",
    "./b.js",
    "./c.js",
    "./d.js",
    "./e.js",
    "./f.js",
    "./g.js",
    "./h.js",
    "./i.js",
    "./j.js",
    "./k.js",
    "zod",
  ]);
});

test("the checker names a type-only cycle, a longer cycle and an index import, and passes a tree without one", () => {
  const dir = mkdtempSync(join(tmpdir(), "circles-"));
  try {
    mkdirSync(join(dir, "sub"));
    // a → b → a through `import type` only; c → sub (its index) → d → c; e imports c but is in no cycle.
    writeFileSync(join(dir, "a.ts"), 'import type { B } from "./b.js";\nexport type A = B;\n');
    writeFileSync(join(dir, "b.ts"), 'import type { A } from "./a.js";\nexport interface B { a?: A }\n');
    writeFileSync(join(dir, "c.ts"), 'export { s } from "./sub";\nexport const c = 1;\n');
    writeFileSync(join(dir, "sub/index.ts"), 'export { d as s } from "../d.js";\n');
    writeFileSync(join(dir, "d.ts"), 'export const d = async () => (await import("./c.js")).c;\n');
    writeFileSync(join(dir, "e.ts"), 'import { c } from "./c.js";\nexport const e = c;\n');
    const found = cycles(importGraph(sourceFiles(dir))).map((c) => describeCycle(dir, c));
    assert.deepEqual(found, ["a.ts → b.ts → a.ts", "c.ts → sub/index.ts → d.ts → c.ts"]);

    writeFileSync(join(dir, "b.ts"), "export interface B { a?: string }\n");
    writeFileSync(join(dir, "d.ts"), "export const d = 2;\n");
    assert.deepEqual(cycles(importGraph(sourceFiles(dir))), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("no package's hand-written sources import in a circle", () => {
  const files = packages.flatMap((p) => sourceFiles(join(root, p))).filter((f) => !generated.some((g) => f.startsWith(g)));
  // Guard against a scan that silently finds nothing (a moved folder).
  for (const p of packages)
    assert.ok(
      files.some((f) => f.startsWith(join(root, p))),
      `no sources under ${p}`,
    );
  const found = cycles(importGraph(files)).map((c) => describeCycle(root, c));
  assert.deepEqual(found, [], `import circles (break each with a leaf module both sides import):\n${found.join("\n")}`);
});
