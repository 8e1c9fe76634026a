// No hidden defaults: where the spec comes from (generate, check, sync), which tables the read commands read
// (routes, match, build), and what check accepts (the README's protoc recipe made with the same options).
// Each case runs the command as a user does: a child process, in a directory of its own.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readManifest, SyncError, verifySpecFiles } from "../../../generator/src/proto/sync.js";
import { manifestHint, userPaths } from "../../../generator/src/cli/stage.js";
import { difference } from "../../../generator/src/cli/generate.js";

const root = join(import.meta.dirname, "../../..");
const bin = join(root, "bin/a2a-bindgen");
const specDir = process.env.A2A_SPEC_DIR ?? join(root, "../shared/a2a-spec");

/** The command without A2A_SPEC_DIR in its environment, unless `env` sets it. */
function run(cwd: string, args: string[], env: Record<string, string> = {}) {
  const { A2A_SPEC_DIR: _, ...rest } = process.env;
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", timeout: 300_000, env: { ...rest, ...env } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function scratch(): { dir: string; done: () => void } {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "sources-")));
  return { dir, done: () => rmSync(dir, { recursive: true, force: true }) };
}

test("generate, check and sync without a spec source exit 2 naming the options that give one; nothing is read from ../shared", () => {
  const s = scratch();
  try {
    for (const command of [
      ["generate", "--out", "out"],
      ["check", "--out", "out"],
      ["sync", "--to", "proto"],
    ]) {
      const r = run(s.dir, command);
      assert.equal(r.code, 2, `${command[0]}: ${r.stderr}`);
      const line = r.stderr.trimEnd();
      assert.equal(line.split("\n").length, 1, r.stderr);
      assert.match(
        line,
        new RegExp(`^a2a-bindgen: ${command[0]}: no spec source given: pass --spec-dir DIR .*--spec 1\\.0=DIR --spec 0\\.3=DIR.*set A2A_SPEC_DIR=DIR$`),
      );
      assert.doesNotMatch(line, /shared/);
    }
    // One release given: the other is named.
    const half = run(s.dir, ["generate", "--spec", `1.0=${specDir}`, "--out", "out"]);
    assert.equal(half.code, 2);
    assert.match(half.stderr, /no source for release 0\.3\.0: pass --spec-dir DIR .*--spec 0\.3=DIR/);
    assert.doesNotMatch(half.stderr, /--spec 1\.0=DIR/);
    assert.equal(existsSync(join(s.dir, "out")), false);
    assert.equal(existsSync(join(s.dir, "proto")), false);
  } finally {
    s.done();
  }
});

test("routes, match and build read --from DIR (or the same --out), else the installed @a2a-bindgen/a2a, and say which on stderr", () => {
  const s = scratch();
  try {
    const generated = join(root, "generated");
    const from = run(s.dir, ["match", "--from", generated, "--protocol", "1.0", "GET", "/tasks/abc"]);
    assert.equal(from.code, 0, from.stderr);
    assert.equal(JSON.parse(from.stdout).operation, "GetTask");
    assert.equal(from.stderr, `read ${generated}\n`);
    const out = run(s.dir, ["routes", "--out", generated, "--protocol", "0.3"]);
    assert.equal(out.code, 0, out.stderr);
    assert.equal(out.stderr, `read ${generated}\n`);
    // No directory given: the package, found from the working directory or beside a2a-bindgen.
    const installed = run(s.dir, ["build", "--protocol", "1.0", "GetTask", '{"id":"abc"}']);
    assert.equal(installed.code, 0, installed.stderr);
    assert.equal(JSON.parse(installed.stdout).path, "/tasks/abc");
    const version = JSON.parse(readFileSync(join(generated, "package.json"), "utf8")).version;
    assert.equal(installed.stderr, `read @a2a-bindgen/a2a ${version} (${realpathSync(generated)})\n`);
    // A directory that is not there is bad usage, named.
    const missing = run(s.dir, ["routes", "--from", "src/a2a", "--protocol", "1.0"]);
    assert.equal(missing.code, 2);
    assert.equal(missing.stderr, "a2a-bindgen: --from src/a2a: no such directory (the --out you generated into)\n");
  } finally {
    s.done();
  }
});

test("the read commands' help names --from and the installed package; generate's --out speaks of replacing, check's of comparing", () => {
  // commander wraps help to the terminal width: compared with runs of whitespace as one space.
  const help = (command: string) => run(root, [command, "--help"]).stdout.replace(/\s+/g, " ");
  for (const command of ["routes", "match", "build"]) {
    const h = { stdout: help(command) };
    assert.match(h.stdout, /--from <dir>\s+the generated directory to read \(what you passed to generate --out\); default: the installed @a2a-bindgen\/a2a/);
    assert.doesNotMatch(h.stdout, /replaced/);
  }
  assert.match(help("generate"), /--out <dir>\s+output directory: the generator's files in it are replaced/);
  assert.match(help("check"), /--out <dir>\s+the output directory to compare with the generator's output/);
});

/** The README's protoc recipe, run as written against this repository's synced proto tree, into `out`. */
function protocRecipe(out: string): void {
  mkdirSync(out, { recursive: true });
  const r = spawnSync(
    "protoc",
    [
      "-I",
      join(root, "proto"),
      "-I",
      join(root, "node_modules/google-proto-files"),
      `--plugin=protoc-gen-a2a=${join(root, "bin/protoc-gen-a2a")}`,
      `--a2a_out=target=js+dts,rules=${join(root, "rules/a2a.rules.json")},json_schema=0.3.0=${join(root, "proto/a2a/v1/a2a.json")},runtime=@a2a-bindgen/runtime:${out}`,
      "lf/a2a/v1/a2a.proto",
      "a2a/v1/a2a.proto",
    ],
    { encoding: "utf8" },
  );
  assert.equal(r.status, 0, r.stderr);
}

test("check accepts the README's protoc recipe output (the plugin version in it noted), and names the one difference in a CommonJS app", () => {
  const s = scratch();
  try {
    const app = join(s.dir, "app");
    const out = join(app, "src/a2a");
    protocRecipe(out);
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", type: "module" }));
    const esm = run(app, ["check", "--spec-dir", specDir, "--out", "src/a2a"]);
    assert.equal(esm.code, 0, esm.stderr);
    const version = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version;
    assert.match(
      esm.stderr,
      new RegExp(
        `^note: \\d+ files name protoc-gen-a2a v${version.replaceAll(".", "\\.")} \\(made without elide_plugin_version=true\\), otherwise the same bytes\n`,
      ),
    );
    assert.match(esm.stderr, /src\/a2a is up to date\n$/);

    // npm init -y's app: "type": "commonjs". The recipe wrote no package.json: that is the one difference.
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", type: "commonjs" }));
    const cjs = run(app, ["check", "--spec-dir", specDir, "--out", "src/a2a"]);
    assert.equal(cjs.code, 1);
    assert.match(cjs.stderr, /src\/a2a is stale \(1 files\)/);
    assert.match(
      cjs.stderr,
      new RegExp(`missing  package\\.json \\("type": "module"; without it Node reads the \\.js files as CommonJS, by ${join(app, "package.json")}\\)`),
    );

    // A hand edit is named by its line.
    writeFileSync(join(out, "package.json"), '{"type":"module"}');
    const core = join(out, "v1_0/core.js");
    const lines = readFileSync(core, "utf8").split("\n");
    lines[4] = "// edited";
    writeFileSync(core, lines.join("\n"));
    const edited = run(app, ["check", "--spec-dir", specDir, "--out", "src/a2a"]);
    assert.equal(edited.code, 1);
    assert.match(edited.stderr, /^ {2}changed {2}v1_0\/core\.js: line 5 differs$/m);
    assert.doesNotMatch(edited.stderr, /package\.json/);
  } finally {
    s.done();
  }
});

test("difference: the same bytes; this version after the plugin's name; another version named; else the first differing line", () => {
  const fresh = '// @generated by protoc-gen-a2a. DO NOT EDIT\nx;\ncheck(range, "code generated by protoc-gen-a2a");\n';
  assert.equal(difference(fresh, fresh, "v1.2.3"), null);
  const versioned = fresh.replaceAll("protoc-gen-a2a", "protoc-gen-a2a v1.2.3");
  assert.equal(difference(fresh, versioned, "v1.2.3"), "version");
  assert.equal(difference(fresh, fresh.replaceAll("protoc-gen-a2a", "protoc-gen-a2a v1.0.0"), "v1.2.3"), "made by protoc-gen-a2a v1.0.0; this is v1.2.3");
  assert.equal(difference(fresh, versioned.replace("x;", "y;"), "v1.2.3"), "line 2 differs");
  assert.equal(difference(fresh, `${fresh}more\n`, "v1.2.3"), "line 4 differs");
});

test("a proto error names the user's file and line, not the staged copy", () => {
  const s = scratch();
  try {
    const spec = join(s.dir, "spec");
    cpSync(specDir, spec, { recursive: true });
    const file = join(spec, "v1.0.1/a2a.proto");
    // Line 2 of the pinned v1.0.1 a2a.proto is its `syntax` statement: a broken one is an error at line 2.
    const text = readFileSync(file, "utf8").split("\n");
    assert.match(text[1], /^syntax = "proto3";/);
    text[1] = 'syntax = "proto9";';
    writeFileSync(file, text.join("\n"));
    const actual = createHash("sha256").update(readFileSync(file)).digest("hex");
    const r = run(s.dir, ["generate", "--spec-dir", spec, "--accept-sha256", actual, "--out", "out"]);
    assert.equal(r.code, 1);
    assert.match(r.stderr, new RegExp(`${file.replaceAll(".", "\\.")}:2:`));
    assert.doesNotMatch(r.stderr, /proto\/lf\/a2a|a2a-bindgen-stage|(^|\s)lf\/a2a\/v1\/a2a\.proto/m);
    assert.equal(existsSync(join(s.dir, "out")), false);
  } finally {
    s.done();
  }
});

test("userPaths: staged paths (absolute, proto/…, the import path) become the user's; a longer path that ends alike does not", () => {
  const files = [
    { from: "/home/u/spec/v1.0.1/a2a.proto", dest: "lf/a2a/v1/a2a.proto" },
    { from: "/home/u/spec/v0.3.0/a2a.proto", dest: "a2a/v1/a2a.proto" },
  ];
  assert.equal(
    userPaths("/tmp/w/proto/lf/a2a/v1/a2a.proto:3:1: x\nproto/a2a/v1/a2a.proto:9:2: y\nplugin: lf/a2a/v1/a2a.proto:12: z", "/tmp/w", files),
    "/home/u/spec/v1.0.1/a2a.proto:3:1: x\n/home/u/spec/v0.3.0/a2a.proto:9:2: y\nplugin: /home/u/spec/v1.0.1/a2a.proto:12: z",
  );
  assert.equal(userPaths("xlf/a2a/v1/a2a.proto.bak", "/tmp/w", files), "xlf/a2a/v1/a2a.proto.bak");
});

test("a hash mismatch tells an installed package's user to pass --accept-sha256; only this repository's own run points at its manifest", () => {
  assert.equal(manifestHint("/app/node_modules/a2a-bindgen"), undefined);
  assert.equal(manifestHint("/work/a2a-bindgen"), "/work/a2a-bindgen/proto/manifest.json");
  const s = scratch();
  try {
    const spec = join(s.dir, "spec");
    cpSync(specDir, spec, { recursive: true });
    writeFileSync(join(spec, "v0.3.0/a2a.json"), "{}");
    const actual = createHash("sha256").update("{}").digest("hex");
    const manifest = readManifest(join(root, "proto"));
    for (const [hint, mentionsManifest] of [
      [undefined, false],
      ["/work/a2a-bindgen/proto/manifest.json", true],
    ] as const) {
      assert.throws(
        () => verifySpecFiles(manifest, { specDir: spec }, hint),
        (e: unknown) => {
          assert.ok(e instanceof SyncError);
          assert.ok(e.message.includes(`pass --accept-sha256 ${actual}`), e.message);
          assert.equal(e.message.includes("manifest.json"), mentionsManifest, e.message);
          return true;
        },
      );
    }
  } finally {
    s.done();
  }
});
