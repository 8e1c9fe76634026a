// The duplicate-code check (`npm run duplicates`, a step of .ci/run): jscpd over the hand-written sources,
// six lines or more, and every clone must be explained by an entry of .ci/duplicates.allow.json (a pair of
// files and why the copy stays). An entry that no longer matches a clone fails too, so the list stays short
// and true (`npm run duplicates -- --list` prints every clone). Generated output, scenario expectations and fixtures are data, not hand-written code.

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = resolve(fileURLToPath(new URL("..", import.meta.url)));

/** The folders scanned: every hand-written source of the repository. */
export const roots = [
  "generator/src",
  "runtime/src",
  "kit/src",
  "client/src",
  "server/src",
  "store-sqlite/src",
  "store-postgres/src",
  "bench",
  "scripts",
  "test",
  "examples",
];
/** Not hand-written (printed by the generator or protoc-gen-es, or recorded), or not code. */
export const ignored = [
  "**/node_modules/**",
  "examples/*/src/a2a/**",
  "examples/*/src/gen/**",
  "examples/*/vendor/**",
  "examples/*/proto/**",
  "**/dist/**",
  "generated/**",
  "generator/src/gen/**",
  "test/**/expected/**",
  "test/**/fixtures/**",
];
export const minLines = 6;
/** Import statements name what a file uses; two files using the same things share no logic. */
export const skipped = String.raw`import\s[^;]+;`;

export interface Clone {
  /** Repository-relative paths, in jscpd's order. */
  a: { file: string; start: number; end: number };
  b: { file: string; start: number; end: number };
  lines: number;
}

export interface Allowance {
  files: [string, string];
  why: string;
}

/** Runs jscpd over `dirs` (relative to `cwd`) and returns its clones with paths relative to `cwd`. */
export function findClones(cwd: string = repoRoot, dirs: readonly string[] = roots): Clone[] {
  const out = mkdtempSync(join(tmpdir(), "duplicates-"));
  try {
    const bin = join(repoRoot, "node_modules", ".bin", "jscpd");
    const args = [
      "--min-lines",
      String(minLines),
      "--format",
      "typescript,javascript",
      "--ignore",
      ignored.join(","),
      "--ignore-pattern",
      skipped,
      "--reporters",
      "json",
    ];
    const run = spawnSync(bin, [...args, "--output", out, "--absolute", "--silent", "--no-tips", ...dirs], { cwd, encoding: "utf8", timeout: 120_000 });
    if (run.status !== 0) throw new Error(`jscpd failed (exit ${run.status ?? run.signal}): ${run.stderr || run.stdout || run.error?.message}`);
    const report = JSON.parse(readFileSync(join(out, "jscpd-report.json"), "utf8")) as { duplicates: JscpdClone[] };
    const side = (f: JscpdFile) => ({ file: relative(cwd, f.name), start: f.start, end: f.end });
    return report.duplicates.map((d) => ({ a: side(d.firstFile), b: side(d.secondFile), lines: d.lines }));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

interface JscpdFile {
  name: string;
  start: number;
  end: number;
}
interface JscpdClone {
  firstFile: JscpdFile;
  secondFile: JscpdFile;
  lines: number;
}

/** Reads and checks the allowlist: every entry names two files and says why, in a sentence. */
export function readAllowlist(path: string): Allowance[] {
  const data = JSON.parse(readFileSync(path, "utf8")) as { allow?: unknown };
  if (!Array.isArray(data.allow)) throw new Error(`${path}: expected {"allow": [...]}`);
  return data.allow.map((e: unknown, i: number) => {
    const entry = e as Partial<Allowance>;
    const ok =
      Array.isArray(entry.files) && entry.files.length === 2 && entry.files.every((f) => typeof f === "string" && f !== "") && typeof entry.why === "string";
    if (!ok) throw new Error(`${path}: allow[${i}] must be {"files": [two paths], "why": "..."}`);
    if (entry.why!.trim().length < 20) throw new Error(`${path}: allow[${i}] (${entry.files!.join(", ")}) must say why the copy stays`);
    return { files: [entry.files![0], entry.files![1]], why: entry.why! };
  });
}

function samePair(c: Clone, e: Allowance): boolean {
  const [x, y] = e.files;
  return (c.a.file === x && c.b.file === y) || (c.a.file === y && c.b.file === x);
}

/** The clones no entry explains, and the entries that explain no clone. */
export function judge(clones: readonly Clone[], allow: readonly Allowance[]): { unexplained: Clone[]; stale: Allowance[] } {
  return {
    unexplained: clones.filter((c) => !allow.some((e) => samePair(c, e))),
    stale: allow.filter((e) => !clones.some((c) => samePair(c, e))),
  };
}

function main(): number {
  const allowPath = join(repoRoot, ".ci", "duplicates.allow.json");
  const clones = findClones();
  // --list: every clone, explained or not (to write or prune the allowlist).
  if (process.argv.includes("--list")) {
    for (const c of clones) console.log(`${c.lines} lines: ${c.a.file}:${c.a.start}-${c.a.end} and ${c.b.file}:${c.b.start}-${c.b.end}`);
    return 0;
  }
  const allow = readAllowlist(allowPath);
  const { unexplained, stale } = judge(clones, allow);
  for (const c of unexplained) console.error(`duplicate (${c.lines} lines): ${c.a.file}:${c.a.start}-${c.a.end} and ${c.b.file}:${c.b.start}-${c.b.end}`);
  for (const e of stale) console.error(`stale allowlist entry (no clone between them any more; delete it): ${e.files.join(" and ")}`);
  const explained = clones.length - unexplained.length;
  console.log(
    `duplicates: ${clones.length} clones of ${minLines}+ lines, ${explained} explained by ${relative(repoRoot, allowPath)}, ${unexplained.length} not`,
  );
  if (unexplained.length > 0) console.error("Move the shared code into one module (tests: test/support/), or add an entry saying why the copy stays.");
  return unexplained.length > 0 || stale.length > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main();
