// The duplicate-code check (scripts/duplicates.ts): jscpd finds a planted copy of six lines or more between two
// files (import statements aside), and the allowlist explains a clone only for the pair of files it names; an entry that
// explains nothing is stale.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Allowance, type Clone, findClones, judge, readAllowlist } from "../../../scripts/duplicates.ts";

// Distinct lines of real code, so the copy is a clone of code and not of a repeated line.
function body(name: string, lines: number): string {
  const out = [`export function ${name}(input: number): number {`, "  let total = input;"];
  for (let i = 0; i < lines; i++) out.push(`  total = total * ${i + 3} + Math.floor(total / ${i + 7}) - ${i * 11};`);
  out.push("  return total;", "}");
  return out.join("\n");
}

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "dup-test-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe("duplicate-code check", () => {
  it("finds a copied block of eight lines between two files, with both places", () => {
    const dir = tree({ "src/a.ts": `${body("first", 8)}\n`, "src/b.ts": `export const unrelated = 1;\n\n${body("first", 8)}\n` });
    try {
      const clones = findClones(dir, ["src"]);
      assert.equal(clones.length, 1, JSON.stringify(clones));
      assert.deepEqual([clones[0].a.file, clones[0].b.file].sort(), ["src/a.ts", "src/b.ts"]);
      assert.ok(clones[0].lines >= 6);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("does not report two files that share no block", () => {
    const dir = tree({ "src/a.ts": `${body("first", 8)}\n`, "src/b.ts": "export const other = [1, 2, 3].map((n) => n * 2);\n" });
    try {
      assert.deepEqual(findClones(dir, ["src"]), []);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("does not count shared import statements as a copy", () => {
    const imports = Array.from({ length: 8 }, (_, i) => `import { name${i}, other${i} } from "./module-${i}.js";`).join("\n");
    const dir = tree({ "src/a.ts": `${imports}\nexport const a = 1;\n`, "src/b.ts": `${imports}\nexport const b = [2];\n` });
    try {
      assert.deepEqual(findClones(dir, ["src"]), []);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const clone = (a: string, b: string): Clone => ({ a: { file: a, start: 1, end: 9 }, b: { file: b, start: 3, end: 11 }, lines: 9 });
  const entry = (a: string, b: string): Allowance => ({ files: [a, b], why: "a reason long enough to read" });

  it("an entry explains the clone between its two files, in either order, and no other", () => {
    const clones = [clone("x.ts", "y.ts"), clone("x.ts", "z.ts")];
    const { unexplained, stale } = judge(clones, [entry("y.ts", "x.ts")]);
    assert.deepEqual(unexplained, [clones[1]]);
    assert.deepEqual(stale, []);
  });

  it("an entry that explains no clone is stale", () => {
    const { unexplained, stale } = judge([], [entry("x.ts", "y.ts")]);
    assert.deepEqual(unexplained, []);
    assert.equal(stale.length, 1);
  });

  it("refuses an entry that does not say why", () => {
    const dir = tree({ "allow.json": JSON.stringify({ allow: [{ files: ["a.ts", "b.ts"], why: "" }] }) });
    try {
      assert.throws(() => readAllowlist(join(dir, "allow.json")), /allow\[0\].*must say why/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
