import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SyncError, readManifest, syncProtos } from "../../../generator/src/proto/sync.js";
import { writeSpecDir } from "./spec-dir.js";

function scratch(): { spec: string; proto: string; done: () => void } {
  const root = mkdtempSync(join(tmpdir(), "sync-test-"));
  const spec = join(root, "spec");
  const proto = join(root, "proto");
  writeSpecDir(spec);
  mkdirSync(proto);
  cpSync(join(import.meta.dirname, "../../../proto/manifest.json"), join(proto, "manifest.json"));
  return { spec, proto, done: () => rmSync(root, { recursive: true, force: true }) };
}

test("the manifest pins the three upstream schema files and the licence by the hashes of SOURCES.md", () => {
  const m = readManifest(join(import.meta.dirname, "../../../proto"));
  const byDest = Object.fromEntries(m.files.map((f) => [f.dest, f]));
  // Values from the upstream provenance (proto/SOURCES.md, copied from the spec snapshot's SOURCES.md).
  assert.equal(byDest["lf/a2a/v1/a2a.proto"].sha256, "e195bf96ab630c69797851970203e1b2b6b19528f2e9803b7d904b91a5104016");
  assert.equal(byDest["lf/a2a/v1/a2a.proto"].commit, "3303592588e388e62e0f69f701af531d2f4e3991");
  assert.equal(byDest["a2a/v1/a2a.proto"].sha256, "012d8072227377f7e0d2dbafc13f85359c566bcb3bb5c2621d72e667b1eb3f40");
  assert.equal(byDest["a2a/v1/a2a.proto"].tag, "v0.3.0");
  assert.equal(byDest["a2a/v1/a2a.json"].sha256, "97d6e2435336836cd1d41dffacf83a1a97902b62b826ef14ec5704db85c95f17");
  assert.equal(m.files.length, 4);
});

test("sync copies each pinned file into the layout of its package, byte for byte", () => {
  const s = scratch();
  try {
    const copied = syncProtos(s.spec, s.proto);
    assert.equal(copied.length, 4);
    for (const [dest, src] of [
      ["lf/a2a/v1/a2a.proto", "v1.0.1/a2a.proto"],
      ["a2a/v1/a2a.proto", "v0.3.0/a2a.proto"],
      ["a2a/v1/a2a.json", "v0.3.0/a2a.json"],
    ]) {
      assert.ok(readFileSync(join(s.proto, dest)).equals(readFileSync(join(s.spec, src))), dest);
    }
  } finally {
    s.done();
  }
});

test("a wrong hash stops the sync naming the file, the expected and actual hash and what to do; nothing is copied", () => {
  const s = scratch();
  try {
    const tampered = join(s.spec, "v0.3.0/a2a.proto");
    writeFileSync(tampered, readFileSync(tampered, "utf8") + "\n// local edit\n");
    const actual = createHash("sha256").update(readFileSync(tampered)).digest("hex");
    assert.throws(
      () => syncProtos(s.spec, s.proto),
      (e: unknown) => {
        assert.ok(e instanceof SyncError);
        assert.ok(e.message.includes(tampered), e.message);
        assert.ok(e.message.includes("expected 012d8072227377f7e0d2dbafc13f85359c566bcb3bb5c2621d72e667b1eb3f40"), e.message);
        assert.ok(e.message.includes(`actual ${actual}`), e.message);
        assert.match(e.message, /restore the byte-exact upstream file/);
        return true;
      },
    );
    // All-or-nothing: not even the files that did check out were copied.
    assert.equal(existsSync(join(s.proto, "lf/a2a/v1/a2a.proto")), false);
  } finally {
    s.done();
  }
});

test("a missing file stops the sync naming it, its upstream origin and A2A_SPEC_DIR", () => {
  const s = scratch();
  try {
    rmSync(join(s.spec, "v0.3.0/a2a.json"));
    assert.throws(
      () => syncProtos(s.spec, s.proto),
      (e: unknown) => {
        assert.ok(e instanceof SyncError);
        assert.ok(e.message.includes(join(s.spec, "v0.3.0/a2a.json")), e.message);
        assert.match(e.message, /missing/);
        assert.match(e.message, /specification\/json\/a2a\.json at tag v0\.3\.0/);
        assert.match(e.message, /A2A_SPEC_DIR/);
        return true;
      },
    );
    assert.equal(existsSync(join(s.proto, "a2a")), false);
  } finally {
    s.done();
  }
});

test("the committed copies are the upstream files: sha256, git blob and size as the upstream provenance gives them", () => {
  // Each row from the provenance table (SOURCES.md of the spec snapshot, copied to proto/SOURCES.md).
  const upstream: [dest: string, sha256: string, blob: string, bytes: number][] = [
    ["lf/a2a/v1/a2a.proto", "e195bf96ab630c69797851970203e1b2b6b19528f2e9803b7d904b91a5104016", "400cdbad934654e27d7abbae1e145923eb40ac52", 35844],
    ["a2a/v1/a2a.proto", "012d8072227377f7e0d2dbafc13f85359c566bcb3bb5c2621d72e667b1eb3f40", "7e346de4b520c0c13e7df37124b1970cef80d4b9", 26958],
    ["a2a/v1/a2a.json", "97d6e2435336836cd1d41dffacf83a1a97902b62b826ef14ec5704db85c95f17", "7e0da25e6f262435a000184cf0f780001d94f9c4", 103940],
    ["lf/a2a/LICENSE", "cfc7749b96f63bd31c3c42b5c471bf756814053e847c10f3eb003417bc523d30", "d645695673349e3947e8e5ae42332d0ac3164cd7", 11358],
  ];
  const protoDir = join(import.meta.dirname, "../../../proto");
  const sources = readFileSync(join(protoDir, "SOURCES.md"), "utf8");
  assert.deepEqual(
    readManifest(protoDir)
      .files.map((f) => f.dest)
      .sort(),
    upstream.map(([dest]) => dest).sort(),
  );
  for (const [dest, sha256, blob, bytes] of upstream) {
    const data = readFileSync(join(protoDir, dest));
    assert.equal(createHash("sha256").update(data).digest("hex"), sha256, dest);
    // A git blob id: sha1 of "blob <size>\0" and the bytes (what `git hash-object` prints).
    assert.equal(createHash("sha1").update(`blob ${data.length}\0`).update(data).digest("hex"), blob, dest);
    assert.equal(data.length, bytes, dest);
    // The provenance file names each copy with the same blob and hash.
    const row = sources.split("\n").find((l) => l.startsWith(`| \`${dest}\` |`));
    assert.ok(row?.includes(blob) && row.includes(sha256) && row.includes(String(bytes)), `proto/SOURCES.md row for ${dest}`);
  }
});

test("the copies are committed: .gitignore keeps out nothing under proto/", () => {
  const ignore = readFileSync(join(import.meta.dirname, "../../../.gitignore"), "utf8").split("\n");
  assert.deepEqual(
    ignore.filter((l) => /^\/?proto\b/.test(l.trim())),
    [],
  );
});
