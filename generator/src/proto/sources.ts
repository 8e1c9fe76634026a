// Where a run's spec files come from, per pinned release: --spec RELEASE=DIR, else --spec-dir, else
// $A2A_SPEC_DIR, else the copies this package ships in proto/ (the embedded default). Every source is
// hash-checked against proto/manifest.json the same way (verifySpecFiles); only the choice is made here.

import { join, resolve } from "node:path";
import { readManifest, type SpecSources, SyncError } from "./sync.js";

/** The environment variable that names a spec directory, as --spec-dir does. */
export const specDirEnv = "A2A_SPEC_DIR";

/** The spec options as commander parses them. */
export interface SpecFlags {
  specDir?: string;
  spec: { version: string; dir: string }[];
  acceptSha256: string[];
}

export interface ResolvedSources extends SpecSources {
  /** One line for stderr when a release is read from the package's own copies; undefined otherwise. */
  embeddedNote: string | undefined;
}

/** Same test as verifySpecFiles': "1.0" names the pinned "1.0.1". */
const releaseMatches = (given: string, pinned: string) => pinned === given || pinned.startsWith(`${given}.`);

/**
 * The sources of a run from its flags and environment. `packageRoot`: the folder holding proto/ (manifest
 * and vendored copies); `packageVersion`: named in the note, so a user knows which copies answered.
 */
export function resolveSpecSources(
  flags: SpecFlags,
  packageRoot: string,
  packageVersion: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): ResolvedSources {
  const protoRoot = join(packageRoot, "proto");
  const manifest = readManifest(protoRoot);
  const releases = [...new Set(manifest.files.map((f) => f.version))];
  for (const { version } of flags.spec)
    if (!releases.some((r) => releaseMatches(version, r)))
      throw new SyncError(`unknown release "${version}" in --spec ${version}=DIR: the pinned releases are ${releases.join(", ")}`, 2);
  const fromEnv = env[specDirEnv];
  const specDir = flags.specDir ? resolve(flags.specDir) : fromEnv ? resolve(fromEnv) : undefined;
  const base = { specDir, perVersion: flags.spec, acceptSha256: flags.acceptSha256 };
  if (specDir !== undefined) return { ...base, embeddedNote: undefined };
  const embedded = releases.filter((r) => !flags.spec.some((s) => releaseMatches(s.version, r)));
  if (embedded.length === 0) return { ...base, embeddedNote: undefined };
  // Each embedded release by its tag and short commit: what a user compares with upstream.
  const named = embedded.map((r) => {
    const f = manifest.files.find((m) => m.version === r);
    return f ? `${f.tag} ${f.commit.slice(0, 7)}` : `v${r}`;
  });
  return {
    ...base,
    vendored: protoRoot,
    embeddedNote: `using the A2A protos shipped with a2a-bindgen ${packageVersion} (${named.join(", ")}); --spec-dir or --spec to use others`,
  };
}
