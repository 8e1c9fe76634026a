// A spec directory as --spec-dir reads it (v1.0.1/a2a.proto, v0.3.0/a2a.proto, v0.3.0/a2a.json, LICENSE),
// built from the copies committed in proto/ by the manifest's `dest` → `source` pairs: the tests need
// nothing beside the clone. The manifest is read as JSON, not through the generator's source, so a
// process that loads the packages by name (the downstream tests, the benches) loads nothing twice.

import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { ManifestFile } from "../../../generator/src/proto/sync.js";

export const repoRoot = join(import.meta.dirname, "../../..");

// A type-only import: erased, so no generator source is loaded.
type Pinned = ManifestFile;

/** proto/manifest.json's files. */
export function pinnedFiles(): Pinned[] {
  return (JSON.parse(readFileSync(join(repoRoot, "proto/manifest.json"), "utf8")) as { files: Pinned[] }).files;
}

/** Writes the spec-dir layout into `into` (created if need be) and returns it. */
export function writeSpecDir(into: string): string {
  for (const f of pinnedFiles()) {
    mkdirSync(dirname(join(into, f.source)), { recursive: true });
    copyFileSync(join(repoRoot, "proto", f.dest), join(into, f.source));
  }
  return into;
}

let shared: string | undefined;

/** One spec directory for the whole process, in the system temp folder, removed when the process exits. */
export function vendoredSpecDir(): string {
  if (shared === undefined) {
    const dir = mkdtempSync(join(tmpdir(), "a2a-spec-"));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    shared = writeSpecDir(dir);
  }
  return shared;
}
