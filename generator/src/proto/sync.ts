// Copies the pinned upstream schema files into a proto tree, verifying each sha256 against
// proto/manifest.json. Nothing is copied unless every file checks out (or its hash is accepted).

import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";

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
  /** 1: a file is missing or unpinned; 2: the request itself is bad (an unknown version). */
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
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

/** Where the pinned files are read from. */
export interface SpecSources {
  /** A directory laid out like the manifest's `source` paths (v1.0.1/a2a.proto, v0.3.0/a2a.json, …). */
  specDir?: string | undefined;
  /**
   * A proto tree laid out like the manifest's `dest` paths: the copies this package ships, used for a
   * release neither perVersion nor specDir gives.
   */
  vendored?: string | undefined;
  /**
   * Per release ("1.0", "0.3", "1.0.1"): a directory holding that release's files, either an upstream
   * checkout at its tag (specification/…) or a flat folder (a2a.proto, a2a.json). Overrides specDir.
   */
  perVersion?: readonly { version: string; dir: string }[];
  /** sha256 values the user accepted for files that differ from their pin. */
  acceptSha256?: readonly string[];
}

/** A file whose bytes differ from the pin but whose hash was accepted explicitly. */
export interface AcceptedFile {
  dest: string;
  sha256: string;
  pinned: string;
}

export interface Verified {
  files: { from: string; dest: string }[];
  accepted: AcceptedFile[];
}

/** Matches a release given by the user ("1.0") against the manifest's ("1.0.1"). */
function releaseMatches(given: string, pinned: string): boolean {
  return pinned === given || pinned.startsWith(given + ".");
}

/**
 * Every file the manifest pins, located and hash-checked; throws listing every problem. `editableManifest`:
 * the manifest's path when moving a pin there is a remedy (this repository), undefined for an installed
 * package, whose users accept a file with --accept-sha256 instead.
 */
export function verifySpecFiles(manifest: Manifest, sources: SpecSources, editableManifest?: string): Verified {
  const releases = [...new Set(manifest.files.map((f) => f.version))];
  for (const { version } of sources.perVersion ?? []) {
    if (!releases.some((r) => releaseMatches(version, r))) {
      throw new SyncError(`unknown release "${version}" in --spec ${version}=DIR: the pinned releases are ${releases.join(", ")}`, 2);
    }
  }
  const accept = new Set((sources.acceptSha256 ?? []).map((h) => h.toLowerCase()));
  const problems: string[] = [];
  const files: Verified["files"] = [];
  const accepted: AcceptedFile[] = [];
  for (const f of manifest.files) {
    const given = (sources.perVersion ?? []).find((p) => releaseMatches(p.version, f.version));
    const fromVendored = !given && sources.specDir === undefined && sources.vendored !== undefined;
    const candidates = given
      ? [...new Set([join(given.dir, f.upstreamPath), join(given.dir, f.source), join(given.dir, basename(f.source))])].map((p) => resolve(p))
      : sources.specDir !== undefined
        ? [resolve(sources.specDir, f.source)]
        : sources.vendored !== undefined
          ? [resolve(sources.vendored, f.dest)]
          : [];
    const src = candidates.find((p) => existsSync(p) && statSync(p).isFile());
    if (src === undefined) {
      const origin = `release ${f.version}, upstream ${f.upstreamPath} at tag ${f.tag}, commit ${f.commit}`;
      if (candidates.length === 0) {
        problems.push(`no source for ${f.dest} (${origin}): pass --spec-dir DIR or --spec ${f.version}=DIR`);
      } else if (fromVendored) {
        problems.push(
          `${candidates[0]}: missing from the copies shipped with this package (${origin}). Reinstall it, or pass --spec-dir DIR or --spec ${f.version}=DIR.`,
        );
      } else {
        const flag = given ? `--spec ${given.version}=DIR` : "--spec-dir (or A2A_SPEC_DIR)";
        problems.push(`${candidates.join(" or ")}: missing (${origin}). Put the upstream file there, or point ${flag} at a directory that has it.`);
      }
      continue;
    }
    const actual = sha256(src);
    if (actual !== f.sha256) {
      if (accept.has(actual)) {
        accepted.push({ dest: f.dest, sha256: actual, pinned: f.sha256 });
      } else {
        problems.push(
          `${src}: sha256 mismatch: expected ${f.sha256}, actual ${actual}. ` +
            `It is not the pinned upstream ${f.upstreamPath} at ${f.tag} (${f.commit}): restore the byte-exact upstream file` +
            (fromVendored ? " (this is a copy shipped with the package: reinstall it, or in its repository `git checkout -- proto/`), " : ", ") +
            `or accept this one: pass --accept-sha256 ${actual} (recorded in the generated headers)` +
            (editableManifest ? `, or, if the pin itself should move, update ${editableManifest} and review the rules file against the new spec.` : "."),
        );
      }
    }
    files.push({ from: src, dest: f.dest });
  }
  if (problems.length > 0) throw new SyncError(problems.join("\n"));
  return { files, accepted };
}

/** Copies verified files into protoDir at their manifest `dest`; a file onto itself (the vendored copy synced in place) is left alone. */
export function copyVerified(v: Verified, protoDir: string): string[] {
  return v.files.map(({ from, dest }) => {
    const to = join(protoDir, dest);
    if (existsSync(to) && realpathSync(to) === realpathSync(from)) return to;
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(from, to);
    return to;
  });
}

/** Whether every verified file already is its copy in protoDir (the vendored copies synced onto themselves). */
export function inPlace(v: Verified, protoDir: string): boolean {
  return v.files.every(({ from, dest }) => existsSync(join(protoDir, dest)) && realpathSync(join(protoDir, dest)) === realpathSync(from));
}

/** Verifies every pinned file in specDir, then copies them into protoDir (which holds manifest.json). */
export function syncProtos(specDir: string, protoDir: string): string[] {
  return copyVerified(verifySpecFiles(readManifest(protoDir), { specDir }), protoDir);
}
