import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SyncError, readManifest, syncProtos } from "../../../generator/src/proto/sync.js";

const specDir = process.env.A2A_SPEC_DIR ?? join(import.meta.dirname, "../../../../shared/a2a-spec");

function scratch(): { spec: string; proto: string; done: () => void } {
  const root = mkdtempSync(join(tmpdir(), "sync-test-"));
  const spec = join(root, "spec");
  const proto = join(root, "proto");
  cpSync(specDir, spec, { recursive: true });
  mkdirSync(proto);
  cpSync(join(import.meta.dirname, "../../../proto/manifest.json"), join(proto, "manifest.json"));
  return { spec, proto, done: () => rmSync(root, { recursive: true, force: true }) };
}

test("the manifest pins the three upstream schema files and the licence by the hashes of SOURCES.md", () => {
  const m = readManifest(join(import.meta.dirname, "../../../proto"));
  const byDest = Object.fromEntries(m.files.map((f) => [f.dest, f]));
  // Values from ../shared/a2a-spec/SOURCES.md.
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
