// The client is built only from the tables: its source (client/src and its folders, the gRPC binding and the
// Node-only doctor aside) spells
// no A2A route, method, header name, card path, error code, binding name or version, uses no Node-only
// global and compiles nothing from strings, so it runs in browsers and edge runtimes like the kit.

import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const A2A_LITERALS =
  /"(1\.0|0\.3)"|A2A-Version|A2A-Extensions|a2a-version|a2a-extensions|\.well-known|message:send|message:stream|message\/send|\/v1\/|:subscribe|-320\d\d|a2a-protocol\.org|"JSONRPC"|"HTTP\+JSON"|"GRPC"|TASK_NOT_FOUND|\/tasks/;

test("client/src names no A2A fact, no Node-only global, no eval", () => {
  const root = fileURLToPath(new URL("../../client/src/", import.meta.url));
  // Every folder but the Node-only ones: the gRPC binding (and its entry) and the doctor.
  const nodeOnly = new Set(["grpc", "doctor"]);
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir)).flatMap((n) => {
      const path = dir === "" ? n : `${dir}/${n}`;
      if (statSync(join(root, path)).isDirectory()) return nodeOnly.has(n) ? [] : walk(path);
      return n.endsWith(".ts") ? [path] : [];
    });
  const files = walk("");
  assert.ok(files.length >= 8, files.join(", "));
  // The bindings and the call path are read too, not only the top folder.
  for (const f of ["call/pipeline.ts", "bindings/jsonrpc/transport.ts", "bindings/http-json/transport.ts"]) assert.ok(files.includes(f), f);
  for (const name of files) {
    const code = readFileSync(join(root, name), "utf8")
      .replace(/^\s*\/\/.*$/gm, "")
      .replace(/\/\*[\s\S]*?\*\//g, "");
    assert.doesNotMatch(code, /\b(Buffer|process|require)\b|new Function|\beval\(|from "node:/, name);
    assert.doesNotMatch(code, A2A_LITERALS, name);
  }
});
