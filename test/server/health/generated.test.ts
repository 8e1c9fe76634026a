// The committed grpc.health.v1 types (server/src/gen/, protoc-gen-es output) are what buf generates from
// server/proto with buf.gen.health.yaml (`npm run bootstrap:health`), byte for byte: the proto cannot be
// edited without the code that serves it, nor the code edited by hand.

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { test } from "node:test";

const root = join(import.meta.dirname, "../../..");

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

test("server/src/gen is buf generate of server/proto with buf.gen.health.yaml", { timeout: 60_000 }, () => {
  const out = mkdtempSync(join(tmpdir(), "a2a-health-gen-"));
  try {
    execFileSync(join(root, "node_modules/.bin/buf"), ["generate", "server/proto", "--template", "buf.gen.health.yaml", "--output", out], {
      cwd: root,
      stdio: "pipe",
      timeout: 50_000,
    });
    const fresh = join(out, "server/src/gen");
    const committed = join(root, "server/src/gen");
    assert.deepEqual(files(committed), files(fresh));
    assert.ok(files(fresh).length > 0, "buf generated the health types");
    for (const f of files(fresh)) assert.equal(readFileSync(join(committed, f), "utf8"), readFileSync(join(fresh, f), "utf8"), f);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
