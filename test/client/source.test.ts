// The client is built only from the tables: its source (client/src, the grpc helper's folder aside) spells
// no A2A route, method, header name, card path, error code, binding name or version, uses no Node-only
// global and compiles nothing from strings, so it runs in browsers and edge runtimes like the kit.

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const A2A_LITERALS =
  /"(1\.0|0\.3)"|A2A-Version|A2A-Extensions|a2a-version|a2a-extensions|\.well-known|message:send|message:stream|message\/send|\/v1\/|:subscribe|-320\d\d|a2a-protocol\.org|"JSONRPC"|"HTTP\+JSON"|"GRPC"|TASK_NOT_FOUND|\/tasks/;

test("client/src names no A2A fact, no Node-only global, no eval", () => {
  const root = fileURLToPath(new URL("../../client/src/", import.meta.url));
  const files = readdirSync(root).filter((n) => n.endsWith(".ts"));
  assert.ok(files.length >= 8, files.join(", "));
  for (const name of files) {
    const code = readFileSync(join(root, name), "utf8")
      .replace(/^\s*\/\/.*$/gm, "")
      .replace(/\/\*[\s\S]*?\*\//g, "");
    assert.doesNotMatch(code, /\b(Buffer|process|require)\b|new Function|\beval\(|from "node:/, name);
    assert.doesNotMatch(code, A2A_LITERALS, name);
  }
});
