// `--target` on the CLI, with the plugin's values (protoc-gen-es's target option): the ts output of the CLI
// and of the plugin run through buf compiles with an app's own tsc into an outDir (rootDir src, outDir dist,
// strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess, nodenext) and runs from dist/; js and dts alone write what they name; a bad value is bad usage.
// The protos are the ones the package ships (no spec option), so nothing beside the clone is needed.

import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { parseTarget } from "../../../generator/src/cli/target.js";

const root = join(import.meta.dirname, "../../..");
const bin = join(root, "bin/a2a-bindgen");
const buf = join(root, "node_modules/@bufbuild/buf/bin/buf");
const tsc = join(root, "node_modules/typescript/bin/tsc");

function exec(file: string, args: string[], cwd: string) {
  const r = spawnSync(file, args, { cwd, encoding: "utf8", timeout: 300_000 });
  return { code: r.status, stdout: r.stdout, stderr: `${r.stderr}${r.error ? String(r.error) : ""}` };
}
const cli = (cwd: string, ...args: string[]) => exec(process.execPath, [bin, ...args], cwd);

function files(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d).sort()) statSync(join(d, e)).isDirectory() ? walk(join(d, e)) : out.push(relative(dir, join(d, e)));
  };
  walk(dir);
  return out;
}

/** The files of an output that are not modules: the reference page and the generator's manifest. */
const notModules = (f: string) => f === "REFERENCE.md" || f === ".a2a-bindgen-manifest.json";

function scratch(): { dir: string; done: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "a2a-target-"));
  return { dir, done: () => rmSync(dir, { recursive: true, force: true }) };
}

/** What an app's code does with the tables (the quick reference, §2): match, build with a tenant, validate. */
const appSource = (tables: string) => `import { v1_0 } from "./${tables}/index.js";

const matched = v1_0.routes.match("GET", "/tasks/abc");
const built = v1_0.routes.build("GetTask", { id: "abc", tenant: "t1" });
const noId = v1_0.schemas.Task.safeParse({ contextId: "c1", status: { state: "TASK_STATE_WORKING" } });
const withId = v1_0.schemas.Task.safeParse({ id: "t1", contextId: "c1", status: { state: "TASK_STATE_WORKING" } });
console.log(JSON.stringify({
  kind: matched.kind,
  operation: matched.kind === "match" ? matched.operation : null,
  request: matched.kind === "match" ? matched.request : null,
  method: built.method,
  url: built.url,
  noId: noId.success ? null : noId.error.issues.map((i) => i.path.join(".")),
  withId: withId.success,
}));
`;

test("--target ts from the CLI and target=ts from the plugin through buf: the app's tsc compiles both into dist/, which runs", () => {
  const s = scratch();
  try {
    const app = s.dir;
    symlinkSync(join(root, "node_modules"), join(app, "node_modules"), "dir");
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", private: true, type: "module" }));
    // No @types/node: the app's code needs none, and tsc stays quick.
    const compilerOptions = {
      rootDir: "src",
      outDir: "dist",
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      module: "nodenext",
      moduleResolution: "nodenext",
      target: "ES2022",
      types: [],
    };
    writeFileSync(join(app, "tsconfig.json"), JSON.stringify({ compilerOptions, include: ["src"] }));

    const generated = cli(app, "generate", "--target", "ts", "--out", "src/a2a");
    assert.equal(generated.code, 0, generated.stderr);
    const written = files(join(app, "src/a2a"));
    assert.ok(written.includes("index.ts") && written.includes("v1_0/core.ts"), written.join(" "));
    assert.deepEqual(
      written.filter((f) => !f.endsWith(".ts") || f.endsWith(".d.ts")).filter((f) => !notModules(f)),
      [],
      "target ts writes TypeScript only: no .js, no .d.ts, and no package.json (the .ts files take the app's module format)",
    );

    // The plugin with the docs' buf recipe, target=ts, beside the CLI's output.
    const synced = cli(app, "sync", "--to", "proto");
    assert.equal(synced.code, 0, synced.stderr);
    writeFileSync(
      join(app, "buf.yaml"),
      "version: v2\nmodules:\n  - path: proto\n  - path: node_modules/google-proto-files\n    includes:\n      - node_modules/google-proto-files/google/api\n",
    );
    const opt = ["target=ts", `rules=${join(root, "rules/a2a.rules.json")}`, "json_schema=0.3.0=proto/a2a/v1/a2a.json", "runtime=@a2a-bindgen/runtime"];
    writeFileSync(
      join(app, "buf.gen.yaml"),
      `version: v2\nplugins:\n  - local: ${JSON.stringify([process.execPath, join(root, "bin/protoc-gen-a2a")])}\n    out: src/a2a-buf\n    strategy: all\n    opt: ${JSON.stringify(opt)}\n`,
    );
    const bufRun = exec(buf, ["generate", "proto", "--template", "buf.gen.yaml"], app);
    assert.equal(bufRun.code, 0, bufRun.stderr);
    assert.deepEqual(
      files(join(app, "src/a2a-buf")).filter((f) => !notModules(f)),
      written.filter((f) => !notModules(f)),
      "the plugin's target=ts writes the files the CLI's --target ts does",
    );

    // check compares the same target's output: the recipe's ts output is current for --target ts (it names
    // the plugin version, which check notes), and no package.json is asked of it.
    const checked = cli(app, "check", "--target", "ts", "--out", "src/a2a-buf");
    assert.equal(checked.code, 0, checked.stderr);
    assert.match(checked.stderr, /^note: \d+ files name protoc-gen-a2a v\S+ \(made without elide_plugin_version=true\), otherwise the same bytes$/m);

    writeFileSync(join(app, "src/cli.ts"), appSource("a2a"));
    writeFileSync(join(app, "src/buf.ts"), appSource("a2a-buf"));
    const compiled = exec(process.execPath, [tsc, "-p", join(app, "tsconfig.json"), "--pretty", "false"], app);
    assert.equal(compiled.code, 0, `tsc: ${compiled.stdout}${compiled.stderr}`);
    for (const main of ["cli", "buf"]) {
      const ran = exec(process.execPath, [join(app, "dist", `${main}.js`)], app);
      assert.equal(ran.code, 0, `node dist/${main}.js: ${ran.stderr}`);
      assert.deepEqual(JSON.parse(ran.stdout), {
        kind: "match",
        operation: "GetTask",
        request: { id: "abc" },
        method: "GET",
        url: "/t1/tasks/abc",
        noId: ["id"],
        withId: true,
      });
    }
  } finally {
    s.done();
  }
});

test("--target js writes no .d.ts; --target dts only .d.ts; check compares the target it is given", () => {
  const s = scratch();
  try {
    const js = cli(s.dir, "generate", "--target", "js", "--out", "out");
    assert.equal(js.code, 0, js.stderr);
    const jsFiles = files(join(s.dir, "out")).filter((f) => !notModules(f));
    assert.ok(jsFiles.includes("index.js"), jsFiles.join(" "));
    assert.deepEqual(
      jsFiles.filter((f) => !f.endsWith(".js")),
      ["package.json"],
      "modules only, with the package.json that makes them ES modules",
    );
    assert.equal(cli(s.dir, "check", "--target", "js", "--out", "out").code, 0);
    const asDefault = cli(s.dir, "check", "--out", "out");
    assert.equal(asDefault.code, 1, "the default target, js+dts, wants the declarations too");
    assert.match(asDefault.stderr, /^ {2}missing {2}index\.d\.ts$/m);

    // Into the same folder: the generator's .js files and its package.json go, as files it no longer writes.
    const dts = cli(s.dir, "generate", "--target", "dts", "--out", "out");
    assert.equal(dts.code, 0, dts.stderr);
    const dtsFiles = files(join(s.dir, "out")).filter((f) => !notModules(f));
    assert.ok(dtsFiles.includes("index.d.ts"), dtsFiles.join(" "));
    assert.deepEqual(
      dtsFiles.filter((f) => !f.endsWith(".d.ts")),
      [],
    );
    assert.equal(existsSync(join(s.dir, "out/REFERENCE.md")), true, "the reference page comes with every target");
  } finally {
    s.done();
  }
});

test("--target with a value that is not ts, js or dts joined by + is bad usage (exit 2) naming it and the targets", () => {
  const s = scratch();
  try {
    mkdirSync(join(s.dir, "out"));
    const allowed = "the targets are ts, js, dts, joined by + (e.g. --target ts or --target js+dts)";
    const cases: [string, string][] = [
      ["ts+java", `--target "ts+java": unknown target "java"; ${allowed}`],
      ["TS", `--target "TS": unknown target "TS"; ${allowed}`],
      ["js+", `--target "js+": unknown target ""; ${allowed}`],
      ["__proto__", `--target "__proto__": unknown target "__proto__"; ${allowed}`],
    ];
    const runs = [...cases.map(([value, message]) => ["generate", value, message]), ["check", ...cases[0]!]];
    for (const [command, value, message] of runs) {
      const r = cli(s.dir, command!, "--target", value!, "--out", "out");
      assert.equal(r.code, 2, `${command} --target ${value}`);
      assert.equal(r.stderr, `a2a-bindgen: ${message}\n`);
    }
    assert.deepEqual(readdirSync(join(s.dir, "out")), [], "nothing written");
  } finally {
    s.done();
  }
});

test("parseTarget: each target once, in the order given; an empty or very long value still gives a short message", () => {
  assert.equal(parseTarget("ts"), "ts");
  assert.equal(parseTarget("dts+js"), "dts+js");
  assert.equal(parseTarget("js+js+dts"), "js+dts");
  assert.throws(() => parseTarget(""), { message: /^--target needs a value: ts, js, dts, joined by \+/ });
  assert.throws(
    () => parseTarget(`ts+${"x".repeat(100_000)}`),
    (e: Error) => e.message.length < 300 && e.message.includes('unknown target "xxxx'),
  );
});
