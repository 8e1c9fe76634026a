// The generator needs none of its own output: its package.json depends on none of the A2A package, the kit,
// the server or the client, and `--version`, `generate` and `check` load none of them — traced by a preload
// that records every module the process (and the plugin process buf starts, through NODE_OPTIONS) resolves.
// The doctor lives beside the client; without it, `a2a-bindgen doctor` names what to install.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { doctorTimeoutHelp, loadDoctor } from "../../../generator/src/cli/doctor.js";
import { CliError } from "../../../generator/src/cli/stage.js";
import { defaultTimeoutSeconds } from "../../../client/src/doctor/index.js";

const root = join(import.meta.dirname, "../../..");
const bin = join(root, "bin/a2a-bindgen");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string; dependencies: Record<string, string> };

/** The generator's own output and the packages built on it: the workspaces' folders, as Node resolves them (real paths). */
const forbidden = ["generated", "kit", "server", "client"].map((d) => realpathSync(join(root, d)) + "/");
const forbiddenNames = /node_modules\/@a2a-bindgen\/(a2a|kit|server|client)\//;

test("the generator's package.json depends on none of @a2a-bindgen/a2a, kit, server or client", () => {
  for (const name of ["@a2a-bindgen/a2a", "@a2a-bindgen/kit", "@a2a-bindgen/server", "@a2a-bindgen/client"]) {
    assert.equal(Object.hasOwn(pkg.dependencies, name), false, name);
  }
  // What generated code imports stays: the runtime.
  assert.equal(Object.hasOwn(pkg.dependencies, "@a2a-bindgen/runtime"), true);
});

test("--version, generate and check load nothing of the A2A package, the kit, the server or the client", () => {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "own-output-")));
  try {
    const trace = join(dir, "trace.txt");
    writeFileSync(trace, "");
    // ES modules through a resolve hook (it runs on the hooks thread), CommonJS through the resolver require uses.
    writeFileSync(
      join(dir, "hooks.mjs"),
      'import { appendFileSync } from "node:fs";\n' +
        "export async function resolve(specifier, context, next) {\n" +
        "  const r = await next(specifier, context);\n" +
        '  appendFileSync(process.env.TRACE_FILE, r.url + "\\n");\n' +
        "  return r;\n" +
        "}\n",
    );
    writeFileSync(
      join(dir, "preload.mjs"),
      'import { appendFileSync } from "node:fs";\n' +
        'import Module, { register } from "node:module";\n' +
        'register(new URL("./hooks.mjs", import.meta.url));\n' +
        "const original = Module._resolveFilename;\n" +
        "Module._resolveFilename = function (...args) {\n" +
        "  const f = original.apply(this, args);\n" +
        '  appendFileSync(process.env.TRACE_FILE, f + "\\n");\n' +
        "  return f;\n" +
        "};\n",
    );
    const env = { ...process.env, TRACE_FILE: trace, NODE_OPTIONS: `--import ${pathToFileURL(join(dir, "preload.mjs")).href}` };
    const run = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { cwd: dir, env, encoding: "utf8", timeout: 300_000 });

    const version = run("--version");
    assert.equal(version.status, 0, version.stderr);
    assert.equal(version.stdout.trim(), pkg.version);
    const generated = run("generate", "--out", join(dir, "out"));
    assert.equal(generated.status, 0, generated.stderr);
    const checked = run("check", "--out", join(dir, "out"));
    assert.equal(checked.status, 0, checked.stderr);

    const loaded = readFileSync(trace, "utf8").split("\n").filter(Boolean);
    // The trace saw the CLI, and the plugin process buf started (it loads the runtime, which is allowed).
    assert.ok(
      loaded.some((u) => u.includes("/generator/dist/cli/main.js")),
      "the trace recorded the CLI",
    );
    assert.ok(
      loaded.some((u) => u.includes("/generator/dist/plugin/main.js")),
      "the trace recorded the plugin process",
    );
    const paths = loaded.map((u) => (u.startsWith("file:") ? decodeURIComponent(new URL(u).pathname) : u));
    const offending = paths.filter((p) => forbidden.some((f) => p.startsWith(f)) || forbiddenNames.test(p));
    assert.deepEqual(offending, []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("doctor without @a2a-bindgen/client (or with one that has no ./doctor) names what to install", async () => {
  const fail = (code: string) => () => Promise.reject(Object.assign(new Error(`not found (${code})`), { code }));
  await assert.rejects(loadDoctor([fail("ERR_MODULE_NOT_FOUND"), fail("MODULE_NOT_FOUND")]), (e: unknown) => {
    assert.ok(e instanceof CliError);
    assert.equal(e.exitCode, 1);
    assert.equal(
      e.message,
      `doctor: the doctor is part of @a2a-bindgen/client, which is not installed here; install it: npm i -D @a2a-bindgen/client@${pkg.version}`,
    );
    return true;
  });
  await assert.rejects(loadDoctor([fail("ERR_PACKAGE_PATH_NOT_EXPORTED"), fail("ERR_PACKAGE_PATH_NOT_EXPORTED")]), (e: unknown) => {
    assert.ok(e instanceof CliError);
    assert.match(
      e.message,
      /the installed @a2a-bindgen\/client has no \.\/doctor entry; install the client of this a2a-bindgen: npm i -D @a2a-bindgen\/client@/,
    );
    return true;
  });
  // Any other failure is not "missing": it is named as it is.
  await assert.rejects(loadDoctor([() => Promise.reject(new SyntaxError("broken"))]), /doctor: cannot load @a2a-bindgen\/client\/doctor: broken/);
  // The first importer that finds it wins.
  const found = { runDoctor() {} };
  assert.equal(await loadDoctor([fail("ERR_MODULE_NOT_FOUND"), () => Promise.resolve(found)]), found);
});

test("the doctor's --timeout help states the doctor's own default", () => {
  assert.equal(doctorTimeoutHelp, defaultTimeoutSeconds);
});
