// The main job: sync the pinned protos, run buf with protoc-gen-a2a into a scratch directory, and
// only when that fully succeeds swap it in for the output directory (nothing half-written).

import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { syncProtos } from "../proto/sync.js";

/** The package root (where buf.yaml, buf.gen.yaml, proto/, rules/ and templates/ live). */
export const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

export class CliError extends Error {
  constructor(message: string, readonly exitCode: number) {
    super(message);
  }
}

function bufBinary(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("@bufbuild/buf/package.json")), "bin", "buf");
}

/** Runs sync + buf generate into a fresh scratch dir under the package root and returns its output directory. */
export function generateToScratch(specDir: string): { dir: string; cleanup: () => void } {
  syncProtos(specDir, join(packageRoot, "proto"));
  mkdirSync(join(packageRoot, ".tmp"), { recursive: true });
  const scratch = mkdtempSync(join(packageRoot, ".tmp", "generate-"));
  const cleanup = () => rmSync(scratch, { recursive: true, force: true });
  const run = spawnSync(bufBinary(), ["generate", "proto", "--template", "buf.gen.yaml", "-o", scratch], {
    cwd: packageRoot,
    encoding: "utf8",
  });
  if (run.status !== 0) {
    cleanup();
    throw new CliError(`buf generate failed; nothing was written:\n${(run.stderr || run.stdout || String(run.error)).trim()}`, 1);
  }
  return { dir: join(scratch, "generated"), cleanup };
}

export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(dir, p));
    }
  };
  walk(dir);
  return out;
}

/** Lists what the generator wrote into an output directory, so a later run replaces only those files. */
export const manifestName = ".a2a-bindgen-manifest.json";

function readManifestFiles(target: string): string[] {
  const path = join(target, manifestName);
  if (!existsSync(path)) return [];
  try {
    const m = JSON.parse(readFileSync(path, "utf8")) as { files?: unknown };
    return Array.isArray(m.files) ? m.files.filter((f): f is string => typeof f === "string" && !f.includes("..")) : [];
  } catch {
    return [];
  }
}

/**
 * Generates into a stage beside the output directory (same filesystem, so every move is a rename),
 * then moves the new files in and removes the files of the previous run that are no longer produced.
 * Files the generator did not write (a package.json, a README) stay. On failure the output is untouched.
 */
export function generate(specDir: string, outDir: string): string[] {
  const { dir, cleanup } = generateToScratch(specDir);
  try {
    const files = listFiles(dir);
    const target = resolve(outDir);
    const previous = readManifestFiles(target);
    mkdirSync(target, { recursive: true });
    for (const f of files) {
      mkdirSync(dirname(join(target, f)), { recursive: true });
      copyFileSync(join(dir, f), join(target, f));
    }
    for (const f of previous) if (!files.includes(f)) rmSync(join(target, f), { force: true });
    writeFileSync(join(target, manifestName), JSON.stringify({ generator: "a2a-bindgen", files }, null, 2) + "\n");
    return files;
  } finally {
    cleanup();
  }
}

export interface Staleness {
  missing: string[];
  extra: string[];
  changed: string[];
}

export function check(specDir: string, outDir: string): Staleness {
  const { dir, cleanup } = generateToScratch(specDir);
  try {
    const fresh = listFiles(dir);
    const current = listFiles(outDir).filter((f) => f !== manifestName && (fresh.includes(f) || readManifestFiles(resolve(outDir)).includes(f)));
    const missing = fresh.filter((f) => !current.includes(f));
    const extra = current.filter((f) => !fresh.includes(f));
    const changed = fresh.filter((f) => current.includes(f) && !readFileSync(join(dir, f)).equals(readFileSync(join(outDir, f))));
    return { missing, extra, changed };
  } finally {
    cleanup();
  }
}
