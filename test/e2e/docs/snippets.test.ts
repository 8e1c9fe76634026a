// Every ```ts block of the README, docs/*.md and the package READMEs compiles in a strict app: each block is
// written as a module of a temporary app (outside the repository, its node_modules the repository's, where
// the workspace packages are linked) and one tsc run checks them all with the strictest options an app uses —
// strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess, module nodenext, skipLibCheck off. A block
// that cannot be a module (a signature, a fragment) is marked `<!-- snippet: fragment -->` on the line right
// before it; those are listed below, so that adding one is a visible decision. A block marked
// `<!-- excerpt: examples/… -->` is an example's own code: the examples run type-checks it in its app, and
// test/e2e/docs/excerpts.test.ts keeps the block equal to it.

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { strictCompilerOptions } from "../../support/strict-app.js";

const root = join(import.meta.dirname, "../../..");
const tsc = join(root, "node_modules/typescript/bin/tsc");
const FRAGMENT = "<!-- snippet: fragment -->";
const EXCERPT = /^<!-- excerpt: \S+ -->$/;

/** The blocks marked as fragments ("file#block"): not compiled. */
const fragments: string[] = ["docs/openapi.md#2", "docs/stores.md#1", "docs/stores.md#3"];

const sources = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => `docs/${f}`),
  ...["client", "server", "store-sqlite", "store-postgres", "kit", "runtime", "generated"].map((p) => `${p}/README.md`),
];

interface Block {
  /** "docs/agents.md#2": the file and the block's number in it (from 1). */
  readonly id: string;
  /** The line of the file where the block's code starts. */
  readonly line: number;
  readonly code: string;
  readonly fragment: boolean;
  readonly excerpt: boolean;
}

/** The ```ts blocks of a markdown file, in order. */
function blocksOf(file: string): Block[] {
  const lines = readFileSync(join(root, file), "utf8").split("\n");
  const out: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]?.trim() !== "```ts") continue;
    const end = lines.findIndex((l, j) => j > i && l.trim() === "```");
    assert.ok(end > i, `${file}:${i + 1}: a \`\`\`ts block that never closes`);
    out.push({
      id: `${file}#${out.length + 1}`,
      line: i + 2,
      code: lines.slice(i + 1, end).join("\n"),
      fragment: lines[i - 1]?.trim() === FRAGMENT,
      excerpt: EXCERPT.test(lines[i - 1]?.trim() ?? ""),
    });
    i = end;
  }
  return out;
}

test("every ```ts block of the README and docs compiles in a strict app", () => {
  const blocks = sources.flatMap(blocksOf);
  assert.ok(blocks.length > 0, "no ```ts blocks found");
  assert.deepEqual(
    blocks.filter((b) => b.fragment).map((b) => b.id),
    fragments,
    "the blocks marked as fragments are not the ones listed in this test",
  );
  const app = mkdtempSync(join(tmpdir(), "a2a-snippets-"));
  try {
    symlinkSync(join(root, "node_modules"), join(app, "node_modules"), "dir");
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "snippets", private: true, type: "module" }));
    const byFile = new Map<string, Block>();
    for (const b of blocks.filter((x) => !x.fragment && !x.excerpt)) {
      const name = `${b.id.replace(/\.md#/, "-").replace(/[^A-Za-z0-9-]/g, "_")}.ts`;
      byFile.set(name, b);
      // `export {}` makes every block a module (its own scope, top-level await) without moving its lines.
      writeFileSync(join(app, name), `${b.code}\nexport {};\n`);
    }
    writeFileSync(join(app, "tsconfig.json"), JSON.stringify({ compilerOptions: strictCompilerOptions, include: [...byFile.keys()] }));
    const r = spawnSync(process.execPath, [tsc, "-p", join(app, "tsconfig.json"), "--pretty", "false"], { cwd: app, encoding: "utf8", timeout: 300_000 });
    // "name.ts(3,7): error TS2741: …" → the markdown file, block and line.
    const errors = `${r.stdout}${r.stderr}`
      .split("\n")
      .filter((l) => l.trim() !== "")
      .map((l) => {
        const m = /^([^(]+)\((\d+),(\d+)\): (.*)$/.exec(l);
        const b = m === null ? undefined : byFile.get(m[1] ?? "");
        return m === null || b === undefined ? l : `${b.id} (${b.id.split("#")[0]}:${b.line + Number(m[2]) - 1}): ${m[4]}`;
      });
    assert.equal(r.status, 0, `tsc over ${byFile.size} blocks:\n${errors.join("\n")}`);
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
});
