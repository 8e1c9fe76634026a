// Where the spec comes from (generate, check, sync: the package's own copies unless told otherwise), which tables the read commands read
// (routes, match, build), and what check accepts (the README's protoc recipe made with the same options).
// Each case runs the command as a user does: a child process, in a directory of its own.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readManifest, SyncError, verifySpecFiles } from "../../../generator/src/proto/sync.js";
import { manifestHint, userPaths } from "../../../generator/src/cli/stage.js";
import { difference } from "../../../generator/src/cli/generate.js";
import { writeSpecDir } from "../proto/spec-dir.js";

const root = join(import.meta.dirname, "../../..");
const bin = join(root, "bin/a2a-bindgen");

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

/** Every file below `dir`, relative, with its bytes. */
function tree(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of readdirSync(dir, { recursive: true, encoding: "utf8" }).sort()) {
    const p = join(dir, f);
    if (statSync(p).isFile()) out.set(f, readFileSync(p, "latin1"));
  }
  return out;
}

const embeddedNote = (version: string) =>
  `a2a-bindgen: using the A2A protos shipped with a2a-bindgen ${version} (v1.0.1 3303592, v0.3.0 8d57eba); --spec-dir or --spec to use others\n`;

test("no spec source: generate, check and sync use the copies the package ships, say so in one line, and generate what --spec-dir does", () => {
  const s = scratch();
  try {
    const version = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version;
    const embedded = run(s.dir, ["generate", "--out", "embedded"]);
    assert.equal(embedded.code, 0, embedded.stderr);
    assert.ok(embedded.stderr.startsWith(embeddedNote(version)), embedded.stderr);
    assert.doesNotMatch(embedded.stderr, /shared/);
    const given = run(s.dir, ["generate", "--spec-dir", writeSpecDir(join(s.dir, "spec")), "--out", "given"]);
    assert.equal(given.code, 0, given.stderr);
    assert.doesNotMatch(given.stderr, /shipped/);
    assert.deepEqual(tree(join(s.dir, "embedded")), tree(join(s.dir, "given")));

    const checked = run(s.dir, ["check", "--out", "given"]);
    assert.equal(checked.code, 0, checked.stderr);
    assert.equal(checked.stderr, `${embeddedNote(version)}given is up to date\n`);

    const synced = run(s.dir, ["sync", "--to", "proto"]);
    assert.equal(synced.code, 0, synced.stderr);
    assert.equal(synced.stderr, `${embeddedNote(version)}copied 4 pinned files into proto\n`);
    for (const f of ["lf/a2a/v1/a2a.proto", "a2a/v1/a2a.proto", "a2a/v1/a2a.json", "lf/a2a/LICENSE"])
      assert.ok(readFileSync(join(s.dir, "proto", f)).equals(readFileSync(join(root, "proto", f))), f);
    // The package's own proto/ synced onto itself (this repository's `npm run sync`): checked, nothing written.
    const inPlace = run(root, ["sync", "--to", "proto"]);
    assert.equal(inPlace.code, 0, inPlace.stderr);
    assert.equal(inPlace.stderr, `${embeddedNote(version)}proto holds the 4 pinned files (checked): nothing to copy\n`);

    // A2A_SPEC_DIR still names a spec directory: no note, and its absence is an error naming it.
    const env = run(s.dir, ["sync", "--to", "proto2"], { A2A_SPEC_DIR: join(s.dir, "no-spec") });
    assert.equal(env.code, 1);
    assert.match(env.stderr, /^a2a-bindgen: .*no-spec\/v1\.0\.1\/a2a\.proto: missing .*A2A_SPEC_DIR/);
    assert.doesNotMatch(env.stderr, /shipped/);
    // An unknown release is bad usage, before anything is read.
    const unknown = run(s.dir, ["generate", "--spec", `9.9=${s.dir}`, "--out", "x"]);
    assert.equal(unknown.code, 2);
    assert.equal(unknown.stderr, 'a2a-bindgen: unknown release "9.9" in --spec 9.9=DIR: the pinned releases are 1.0.1, 0.3.0\n');
    assert.equal(existsSync(join(s.dir, "x")), false);
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

/** The README's protoc recipe, run as written against this repository's proto tree (the committed copies), into `out`. */
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
    const esm = run(app, ["check", "--out", "src/a2a"]);
    assert.equal(esm.code, 0, esm.stderr);
    const version = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version;
    assert.match(
      esm.stderr,
      new RegExp(
        `^a2a-bindgen: using the A2A protos shipped[^\n]*\nnote: \\d+ files name protoc-gen-a2a v${version.replaceAll(".", "\\.")} \\(made without elide_plugin_version=true\\), otherwise the same bytes\n`,
      ),
    );
    assert.match(esm.stderr, /src\/a2a is up to date\n$/);

    // npm init -y's app: "type": "commonjs". The recipe wrote no package.json: that is the one difference.
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", type: "commonjs" }));
    const cjs = run(app, ["check", "--out", "src/a2a"]);
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
    const edited = run(app, ["check", "--out", "src/a2a"]);
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
    writeSpecDir(spec);
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
    writeSpecDir(spec);
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
