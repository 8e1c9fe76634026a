// The default path (target js+dts, no check=true) loads no TypeScript: the plugin process, run as
// protoc runs it (a CodeGeneratorRequest on stdin), lists the CommonJS modules it loaded at exit.
// check=true must load ts-morph (it type-checks): that run shows the probe can see it.

import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fromBinary, toBinary } from "@bufbuild/protobuf";
import { CodeGeneratorRequestSchema, CodeGeneratorResponseSchema } from "@bufbuild/protobuf/wkt";
import { codeGeneratorRequest, parameters, protoFiles, repoRoot } from "../scenarios/support.js";

function run(check: boolean): { loaded: string[]; files: string[] } {
  const dir = mkdtempSync(join(tmpdir(), "default-path-"));
  try {
    const probe = join(dir, "probe.mjs");
    writeFileSync(
      probe,
      'import { createRequire } from "node:module";\nimport { writeFileSync } from "node:fs";\nconst require = createRequire(import.meta.url);\n' +
        'process.on("exit", () => writeFileSync(process.env.LOADED_LIST, JSON.stringify(Object.keys(require.cache))));\n',
    );
    const parameter = parameters("library")
      .split(",")
      .filter((kv) => !kv.startsWith("target="))
      .concat("target=js+dts", ...(check ? ["check=true"] : []))
      .join(",");
    const request = toBinary(CodeGeneratorRequestSchema, codeGeneratorRequest(parameter, protoFiles("library")));
    const list = join(dir, "loaded.json");
    const r = spawnSync(process.execPath, ["--import", probe, join(repoRoot, "bin/protoc-gen-a2a")], {
      input: request,
      env: { ...process.env, LOADED_LIST: list },
      timeout: 300_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    assert.equal(r.status, 0, r.stderr.toString());
    const response = fromBinary(CodeGeneratorResponseSchema, r.stdout);
    assert.ok(!response.error, response.error);
    return { loaded: JSON.parse(readFileSync(list, "utf8")) as string[], files: response.file.map((f) => f.name).sort() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const typescript = (path: string) => /[\\/]node_modules[\\/](typescript|ts-morph|@ts-morph[\\/]common)[\\/]/.test(path);

test("target=js+dts without check=true emits .js and .d.ts and loads neither typescript nor ts-morph", { timeout: 300_000 }, () => {
  const { loaded, files } = run(false);
  assert.ok(files.includes("library_v1/core.js") && files.includes("library_v1/core.d.ts"), files.join(", "));
  assert.ok(!files.some((f) => f.endsWith(".ts") && !f.endsWith(".d.ts")), files.join(", "));
  assert.ok(
    loaded.some((p) => /oxc-transform/.test(p)),
    "the emit's transformer is among the loaded modules (the probe sees CommonJS loads)",
  );
  assert.deepEqual(loaded.filter(typescript), []);
});

test("check=true loads ts-morph (the full type check) and gives the same files", { timeout: 300_000 }, () => {
  const { loaded, files } = run(true);
  assert.ok(loaded.some(typescript), "ts-morph was loaded");
  assert.deepEqual(files, run(false).files);
});
