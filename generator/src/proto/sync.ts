// Copies the pinned upstream schema files from the spec directory into proto/, verifying each
// sha256 against proto/manifest.json. Nothing is copied unless every file checks out.

import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

export interface ManifestFile {
  version: string;
  tag: string;
  commit: string;
  upstreamPath: string;
  source: string;
  dest: string;
  sha256: string;
}

export interface Manifest {
  upstream: string;
  files: ManifestFile[];
}

export class SyncError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SyncError";
  }
}

export function readManifest(protoDir: string): Manifest {
  const path = join(protoDir, "manifest.json");
  try {
    return JSON.parse(readFileSync(path, "utf8")) as Manifest;
  } catch (e) {
    throw new SyncError(`cannot read ${path}: ${(e as Error).message}`);
  }
}

function sha256(path: string): string {
  return createHash("sha256").update(readFileSync(path)).digest("hex");
}

/** Verifies every pinned file in specDir, then copies them into protoDir. Returns the copied destinations. */
export function syncProtos(specDir: string, protoDir: string): string[] {
  const manifest = readManifest(protoDir);
  const problems: string[] = [];
  for (const f of manifest.files) {
    const src = resolve(specDir, f.source);
    if (!existsSync(src)) {
      problems.push(
        `${src}: missing (release ${f.version}, upstream ${f.upstreamPath} at tag ${f.tag}, commit ${f.commit}). ` +
          `Put the upstream file there, or point A2A_SPEC_DIR (or --spec-dir) at a directory that has it.`,
      );
      continue;
    }
    const actual = sha256(src);
    if (actual !== f.sha256) {
      problems.push(
        `${src}: sha256 mismatch: expected ${f.sha256}, actual ${actual}. ` +
          `It is not the pinned upstream ${f.upstreamPath} at ${f.tag} (${f.commit}): restore the byte-exact upstream file, ` +
          `or, if the pin itself should move, update proto/manifest.json and review the rules file against the new spec.`,
      );
    }
  }
  if (problems.length > 0) throw new SyncError(problems.join("\n"));
  const copied: string[] = [];
  for (const f of manifest.files) {
    const dest = join(protoDir, f.dest);
    mkdirSync(dirname(dest), { recursive: true });
    copyFileSync(resolve(specDir, f.source), dest);
    copied.push(dest);
  }
  return copied;
}
