// The entries of @a2a-bindgen/kit: the main entry reaches no @bufbuild/protobuf (HTTP-only users never
// load it), ./grpc does; the shipped error code uses no Node-only global and names no A2A fact itself.

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

/** Every bare module specifier reachable from a built file through its relative imports. */
function bareImports(file: string, seen = new Set<string>()): Set<string> {
  const out = new Set<string>();
  if (seen.has(file)) return out;
  seen.add(file);
  const text = readFileSync(file, "utf8");
  for (const m of text.matchAll(/^\s*(?:import|export)\s(?:[^"']*?\sfrom\s)?["']([^"']+)["']/gm)) {
    const spec = m[1];
    if (spec.startsWith(".")) for (const s of bareImports(resolve(dirname(file), spec), seen)) out.add(s);
    else out.add(spec);
  }
  return out;
}

test("@a2a-bindgen/kit reaches no @bufbuild/protobuf; @a2a-bindgen/kit/grpc does", () => {
  const main = bareImports(fileURLToPath(import.meta.resolve("@a2a-bindgen/kit")));
  assert.ok(![...main].some((s) => s.startsWith("@bufbuild/")), [...main].join(", "));
  const grpc = bareImports(fileURLToPath(import.meta.resolve("@a2a-bindgen/kit/grpc")));
  assert.ok(grpc.has("@bufbuild/protobuf/wire"), [...grpc].join(", "));
});

test("kit/src/errors and kit/src/grpc: no Node-only globals, no eval, no A2A literal (codes, reasons, the domain, the trailer key)", () => {
  const root = fileURLToPath(new URL("../../kit/src/", import.meta.url));
  for (const dir of ["errors", "grpc"]) {
    for (const name of readdirSync(join(root, dir))) {
      const text = readFileSync(join(root, dir, name), "utf8")
        .replace(/^\s*\/\/.*$/gm, "")
        .replace(/\/\*[\s\S]*?\*\//g, "");
      assert.doesNotMatch(text, /\b(Buffer|process|require)\b|new Function|\beval\(/, `${dir}/${name}`);
      assert.doesNotMatch(text, /-320\d\d|a2a-protocol\.org|grpc-status-details-bin|TASK_NOT_FOUND|type\.googleapis\.com/, `${dir}/${name}`);
    }
  }
});
