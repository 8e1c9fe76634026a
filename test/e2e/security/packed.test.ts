// The suite's packed install: entries resolve inside a temporary app outside the repository, as real
// folders (no link back into the repository), the packages find each other there, and processes started
// together share one install.

import { guard } from "./support/guard.ts";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { lstatSync, mkdtempSync, readdirSync, realpathSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { after, test } from "node:test";
import { packed, packedApp, packedPath, repo } from "./support/packed.ts";

const inside = (path: string, dir: string) => !relative(dir, path).startsWith("..") && !relative(dir, path).startsWith(sep);

after(() => assert.deepEqual(guard.refused, []));

test("an entry resolves and loads from the temporary app, not the repository", async () => {
  const app = await packedApp();
  assert.ok(!inside(app, repo), `${app} is inside the repository`);
  for (const entry of ["@a2a-bindgen/server/node", "@a2a-bindgen/client", "@a2a-bindgen/kit", "@a2a-bindgen/a2a/protocol"] as const) {
    const path = realpathSync(await packedPath(entry));
    assert.ok(inside(path, join(app, "node_modules")), `${entry} resolved to ${path}`);
  }
  const server = await packed("@a2a-bindgen/server/node");
  assert.equal(typeof server.nodeListener, "function");
  const client = await packed("@a2a-bindgen/client");
  assert.equal(typeof client.connect, "function");
});

test("the packages and their dependencies are real folders, and find each other inside the app", async () => {
  const app = await packedApp();
  const modules = join(app, "node_modules");
  for (const name of [
    "@a2a-bindgen/runtime",
    "@a2a-bindgen/a2a",
    "@a2a-bindgen/kit",
    "@a2a-bindgen/client",
    "@a2a-bindgen/server",
    "zod",
    "@bufbuild/protobuf",
    "@connectrpc/connect",
    "@connectrpc/connect-node",
    "jose",
  ]) {
    assert.ok(lstatSync(join(modules, name)).isDirectory() && !lstatSync(join(modules, name)).isSymbolicLink(), `${name} is not a real folder`);
  }
  // What the server package imports resolves beside it in the app.
  const fromServer = createRequire(join(modules, "@a2a-bindgen/server/package.json"));
  for (const dep of ["@a2a-bindgen/kit", "@a2a-bindgen/a2a/v1_0/errors", "@connectrpc/connect-node", "zod", "jose"]) {
    const path = realpathSync(fromServer.resolve(dep));
    assert.ok(inside(path, modules), `${dep} from the server resolved to ${path}`);
  }
  // What was packed is what `files` ships: compiled JavaScript, no TypeScript sources.
  assert.ok(!readdirSync(join(modules, "@a2a-bindgen/server")).includes("src"), "the server's src was packed");
});

test("processes started together share one install (a lock, a staging folder renamed into place)", { timeout: 180_000 }, async () => {
  const root = mkdtempSync(join(tmpdir(), "a2a-security-packed-test-"));
  try {
    const script = `import { packedApp } from ${JSON.stringify(join(import.meta.dirname, "support/packed.ts"))}; process.stdout.write(await packedApp());`;
    const one = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
          env: { ...process.env, A2A_SECURITY_PACKED_ROOT: root },
          stdio: ["ignore", "pipe", "pipe"],
          timeout: 170_000,
        });
        let out = "";
        let err = "";
        child.stdout.on("data", (c) => {
          out += c;
        });
        child.stderr.on("data", (c) => {
          err += c;
        });
        child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`exited ${code}: ${err}`))));
      });
    const apps = await Promise.all([one(), one(), one()]);
    assert.equal(new Set(apps).size, 1, apps.join(", "));
    assert.deepEqual(readdirSync(root), [relative(root, apps[0])], "one install, no stage and no lock left");
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
