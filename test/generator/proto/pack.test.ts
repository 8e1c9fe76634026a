// The generator's tarball ships the protos it uses by default: every manifest `dest` under proto/, the
// upstream LICENSE and the provenance file, byte counts as upstream gives them (proto/SOURCES.md).
// `npm pack --dry-run` lists what `npm publish` would put in the tarball without writing one.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { pinnedFiles, repoRoot } from "./spec-dir.js";

test("npm pack lists the vendored protos, their LICENSE and SOURCES.md beside the manifest", () => {
  const r = spawnSync(process.platform === "win32" ? "npm.cmd" : "npm", ["pack", "--dry-run", "--json", "--ignore-scripts", "--loglevel=error"], {
    cwd: repoRoot,
    encoding: "utf8",
    timeout: 120_000,
  });
  assert.equal(r.status, 0, r.stderr);
  const [pack] = JSON.parse(r.stdout) as { name: string; files: { path: string; size: number }[] }[];
  assert.equal(pack?.name, "a2a-bindgen");
  const sizes = new Map(pack.files.map((f) => [f.path, f.size]));
  const upstreamBytes: Record<string, number> = {
    "proto/lf/a2a/v1/a2a.proto": 35844,
    "proto/a2a/v1/a2a.proto": 26958,
    "proto/a2a/v1/a2a.json": 103940,
    "proto/lf/a2a/LICENSE": 11358,
  };
  for (const [path, bytes] of Object.entries(upstreamBytes)) assert.equal(sizes.get(path), bytes, path);
  // Whatever the manifest pins is what ships (a pin added later cannot be left out of "files").
  for (const f of pinnedFiles()) assert.ok(sizes.has(`proto/${f.dest}`), `proto/${f.dest} is not in the tarball`);
  assert.ok(sizes.has("proto/manifest.json"));
  assert.ok(sizes.has("proto/SOURCES.md"));
  // Only those: nothing else under proto/ (a maintainer's scratch file) is published.
  assert.deepEqual([...sizes.keys()].filter((p) => p.startsWith("proto/")).sort(), [
    "proto/SOURCES.md",
    "proto/a2a/v1/a2a.json",
    "proto/a2a/v1/a2a.proto",
    "proto/lf/a2a/LICENSE",
    "proto/lf/a2a/v1/a2a.proto",
    "proto/manifest.json",
  ]);
});
