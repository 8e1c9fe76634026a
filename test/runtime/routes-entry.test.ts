// The routes-only entries (@a2a-bindgen/a2a/v1_0/routes, …/v0_3/routes) load no validators: in a
// fresh node, with module hooks that refuse zod and the schemas modules, and with code generation
// from strings forbidden (the printed matchers need no eval), they load and route.

import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";

const hooks = pathToFileURL(resolve("test/runtime/deny-validators.mjs")).href;

function run(entry: string, script: string): { status: number | null; stdout: string; stderr: string } {
  const register = `data:text/javascript,import{register}from"node:module";register(${JSON.stringify(hooks)});`;
  const r = spawnSync(
    process.execPath,
    ["--disallow-code-generation-from-strings", "--import", register, "--input-type=module", "-e", `import * as m from ${JSON.stringify(entry)};\n${script}`],
    { encoding: "utf8", cwd: resolve(".") },
  );
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

// v1.0 binds GetTask to /tasks/{id}; v0.3 to /v1/{name=tasks/*} (the resource name).
for (const [entry, method, path, operation, values] of [
  ["@a2a-bindgen/a2a/v1_0/routes", "GET", "/tasks/abc", "GetTask", '{"id":"abc"}'],
  ["@a2a-bindgen/a2a/v0_3/routes", "GET", "/v1/tasks/abc", "GetTask", '{"name":"tasks/abc"}'],
] as const) {
  test(`${entry} loads without zod or schemas, under --disallow-code-generation-from-strings, and routes`, () => {
    const r = run(
      entry,
      `const x = m.routes.match(${JSON.stringify(method)}, ${JSON.stringify(path)}); console.log(x.kind, x.operation, JSON.stringify(x.path));`,
    );
    assert.equal(r.stderr, "");
    assert.equal(r.status, 0);
    assert.equal(r.stdout.trim(), `match ${operation} ${values}`);
  });
}

test("control: the hooks do refuse zod (the full version entry loads validators)", () => {
  const r = run("@a2a-bindgen/a2a/v1_0", "console.log(Object.keys(m).length);");
  assert.notEqual(r.status, 0);
  assert.match(r.stderr, /denied: .*(zod|schemas\.js)/);
});
