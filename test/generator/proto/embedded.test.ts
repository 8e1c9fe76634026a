// The embedded default: with no --spec-dir, --spec or A2A_SPEC_DIR for a release, its files are the copies
// the package ships in proto/, hash-checked like any other source. Run on a package root of its own (a
// temp folder holding proto/), so one copy can be altered without touching the repository's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resolveSpecSources } from "../../../generator/src/proto/sources.js";
import { readManifest, SyncError, verifySpecFiles } from "../../../generator/src/proto/sync.js";
import { repoRoot } from "./spec-dir.js";

const noFlags = { spec: [], acceptSha256: [] };

function packageRoot(): { root: string; done: () => void } {
  const root = mkdtempSync(join(tmpdir(), "embedded-"));
  cpSync(join(repoRoot, "proto"), join(root, "proto"), { recursive: true });
  return { root, done: () => rmSync(root, { recursive: true, force: true }) };
}

test("no source given: every release from the package's proto/, and one line saying so with the tags and short commits", () => {
  const s = resolveSpecSources(noFlags, repoRoot, "0.2.0", {});
  assert.equal(s.specDir, undefined);
  assert.equal(s.vendored, join(repoRoot, "proto"));
  // Tags and commits as upstream names them (proto/SOURCES.md): v1.0.1 at 3303592…, v0.3.0 at 8d57eba….
  assert.equal(s.embeddedNote, "using the A2A protos shipped with a2a-bindgen 0.2.0 (v1.0.1 3303592, v0.3.0 8d57eba); --spec-dir or --spec to use others");
  const v = verifySpecFiles(readManifest(join(repoRoot, "proto")), s);
  assert.deepEqual(
    v.files.map((f) => f.from),
    ["lf/a2a/v1/a2a.proto", "a2a/v1/a2a.proto", "a2a/v1/a2a.json", "lf/a2a/LICENSE"].map((d) => join(repoRoot, "proto", d)),
  );
  assert.deepEqual(v.accepted, []);
});

test("--spec-dir or A2A_SPEC_DIR replaces the default, with no note; --spec for one release leaves the other embedded, named alone", () => {
  const env = resolveSpecSources(noFlags, repoRoot, "0.2.0", { A2A_SPEC_DIR: "/somewhere/spec" });
  assert.equal(env.specDir, "/somewhere/spec");
  assert.equal(env.vendored, undefined);
  assert.equal(env.embeddedNote, undefined);
  const flag = resolveSpecSources({ ...noFlags, specDir: "/elsewhere" }, repoRoot, "0.2.0", { A2A_SPEC_DIR: "/somewhere/spec" });
  assert.equal(flag.specDir, "/elsewhere");
  const half = resolveSpecSources({ ...noFlags, spec: [{ version: "1.0", dir: "/a2a-v1.0.1" }] }, repoRoot, "0.2.0", {});
  assert.equal(half.embeddedNote, "using the A2A protos shipped with a2a-bindgen 0.2.0 (v0.3.0 8d57eba); --spec-dir or --spec to use others");
  const both = resolveSpecSources(
    {
      ...noFlags,
      spec: [
        { version: "1.0", dir: "/a" },
        { version: "0.3", dir: "/b" },
      ],
    },
    repoRoot,
    "0.2.0",
    {},
  );
  assert.equal(both.embeddedNote, undefined);
});

test("an unknown release in --spec is bad usage (exit 2) naming the pinned ones", () => {
  assert.throws(
    () => resolveSpecSources({ ...noFlags, spec: [{ version: "2.0", dir: "/x" }] }, repoRoot, "0.2.0", {}),
    (e: unknown) => e instanceof SyncError && e.exitCode === 2 && /unknown release "2\.0" .*pinned releases are 1\.0\.1, 0\.3\.0/.test(e.message),
  );
});

test("a shipped copy altered by one byte is refused naming the file, the expected and the actual sha256; --accept-sha256 still accepts it", () => {
  const p = packageRoot();
  try {
    const file = join(p.root, "proto/lf/a2a/v1/a2a.proto");
    const bytes = readFileSync(file);
    bytes[100] = bytes[100] ^ 0x01;
    writeFileSync(file, bytes);
    const actual = createHash("sha256").update(bytes).digest("hex");
    const manifest = readManifest(join(p.root, "proto"));
    const sources = resolveSpecSources(noFlags, p.root, "0.2.0", {});
    assert.throws(
      () => verifySpecFiles(manifest, sources),
      (e: unknown) => {
        assert.ok(e instanceof SyncError);
        assert.equal(e.exitCode, 1);
        // The pin of upstream v1.0.1 specification/a2a.proto (proto/SOURCES.md).
        assert.ok(
          e.message.startsWith(`${file}: sha256 mismatch: expected e195bf96ab630c69797851970203e1b2b6b19528f2e9803b7d904b91a5104016, actual ${actual}`),
          e.message,
        );
        assert.match(e.message, /a copy shipped with the package: reinstall it/);
        assert.equal(e.message.split("\n").length, 1, "the other three copies check out");
        return true;
      },
    );
    const accepted = verifySpecFiles(manifest, { ...sources, acceptSha256: [actual] });
    assert.deepEqual(accepted.accepted, [
      { dest: "lf/a2a/v1/a2a.proto", sha256: actual, pinned: "e195bf96ab630c69797851970203e1b2b6b19528f2e9803b7d904b91a5104016" },
    ]);
  } finally {
    p.done();
  }
});

test("a shipped copy that is gone is named, with its upstream origin and the options that give another source", () => {
  const p = packageRoot();
  try {
    rmSync(join(p.root, "proto/a2a/v1/a2a.json"));
    assert.throws(
      () => verifySpecFiles(readManifest(join(p.root, "proto")), resolveSpecSources(noFlags, p.root, "0.2.0", {})),
      (e: unknown) =>
        e instanceof SyncError &&
        e.message ===
          `${join(p.root, "proto/a2a/v1/a2a.json")}: missing from the copies shipped with this package (release 0.3.0, upstream specification/json/a2a.json at tag v0.3.0, commit 8d57eba286de756176892518a8fc39b0ac2ccefb). Reinstall it, or pass --spec-dir DIR or --spec 0.3.0=DIR.`,
    );
  } finally {
    p.done();
  }
});
