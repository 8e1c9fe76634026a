// The a2a-bindgen command as a user runs it: a child process, its stdout/stderr and exit code.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "../../..");
const bin = join(root, "bin/a2a-bindgen");

function run(...args: string[]) {
  return runIn({}, ...args);
}

function runIn(opts: { input?: string; cwd?: string }, ...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: opts.cwd ?? root, input: opts.input, encoding: "utf8", timeout: 300_000, maxBuffer: 64 << 20 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test("--help works on the program and on every command, exit 0", () => {
  for (const args of [["--help"], ["generate", "--help"], ["check", "--help"], ["routes", "--help"], ["match", "--help"], ["build", "--help"]]) {
    const r = run(...args);
    assert.equal(r.code, 0, `${args.join(" ")}: ${r.stderr}`);
    assert.match(r.stdout, /Usage: a2a-bindgen/);
  }
});

test("bad usage exits 2 with the reason on stderr", () => {
  const cases: [string[], RegExp][] = [
    [["frobnicate"], /unknown command 'frobnicate'/],
    [["match", "GET", "/tasks/a"], /required option '-p, --protocol <version>' not specified/],
    [["match", "--protocol", "9.9", "GET", "/tasks/a"], /unknown --protocol "9\.9": generated versions are 1\.0, 0\.3/],
    [["build", "--protocol", "1.0", "GetTask", "{not json"], /<request> is not JSON/],
    [["build", "--protocol", "1.0", "GetTask", "[1]"], /<request> must be a JSON object/],
    [["build", "--protocol", "1.0", "NoSuchThing", "{}"], /no operation "NoSuchThing" in protocol 1\.0/],
    [["build", "--protocol", "1.0", "GetTask", "{}"], /GetTask: /],
    [["routes", "--protocol", "1.0", "--bogus"], /unknown option '--bogus'/],
    // Names from the command line are looked up as own properties: Object's are unknown like any other.
    [["match", "--protocol", "__proto__", "GET", "/tasks/a"], /unknown --protocol "__proto__": generated versions are 1\.0, 0\.3/],
    [["match", "--protocol", "constructor", "GET", "/tasks/a"], /unknown --protocol "constructor": generated versions are 1\.0, 0\.3/],
    [["routes", "--protocol", "toString"], /unknown --protocol "toString": generated versions are 1\.0, 0\.3/],
    [["build", "--protocol", "1.0", "toString", "{}"], /no operation "toString" in protocol 1\.0/],
    [["build", "--protocol", "1.0", "__proto__", "{}"], /no operation "__proto__" in protocol 1\.0/],
    [["build", "--protocol", "0.3", "constructor", "{}"], /no operation "constructor" in protocol 0\.3/],
    [["generate", "--spec", "__proto__=/nowhere"], /unknown release "__proto__" in --spec __proto__=DIR: the pinned releases are 1\.0\.1, 0\.3\.0/],
    [["check", "--spec", "toString=/nowhere"], /unknown release "toString"/],
    [["generate", "--spec", "1.0"], /--spec 1\.0: expected RELEASE=DIR/],
    [["generate", "--accept-sha256", "abc"], /--accept-sha256 abc: expected 64 hex digits/],
  ];
  for (const [args, message] of cases) {
    const r = run(...args);
    assert.equal(r.code, 2, `${args.join(" ")} → ${r.code}: ${r.stderr}`);
    assert.match(r.stderr, message, args.join(" "));
    assert.equal(r.stdout, "", `${args.join(" ")} printed to stdout`);
    // The reason is the first line (commander adds the usage after it); never a stack trace.
    assert.match(r.stderr.split("\n")[0], message, args.join(" "));
    assert.doesNotMatch(r.stderr, /^\s+at /m, `${args.join(" ")}: a stack trace:\n${r.stderr}`);
  }
});

test("--version prints the package version; --help documents the exit codes, match's included", () => {
  const v = run("--version");
  assert.equal(v.code, 0);
  assert.equal(v.stdout.trim(), JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version);
  const h = run("--help");
  assert.match(h.stdout, /Exit codes: 0 success \(match: a route matched\); 1 .*match found no route/s);
});

test("a request nested 100,000 deep gets an answer, read from stdin or a file, never a RangeError", () => {
  const deep = '{"a":'.repeat(100_000) + "1" + "}".repeat(100_000);
  const r = runIn({ input: `{"id":"x","tenant":"t1","metadata":${deep}}` }, "build", "--protocol", "1.0", "SendMessage", "-");
  assert.equal(r.code, 0, r.stderr);
  const b = JSON.parse(r.stdout);
  assert.equal(b.method, "POST");
  assert.equal(b.path, "/t1/message:send");
  let depth = 0;
  for (let v = b.body.metadata; typeof v === "object"; v = v.a) depth++;
  assert.equal(depth, 100_000);
  // Deeper than V8's JSON.parse can go is still the input's fault: exit 2, one line.
  const arrays = runIn({ input: "[".repeat(10_000_000) }, "build", "--protocol", "1.0", "GetTask", "-");
  assert.equal(arrays.code, 2, arrays.stderr);
  assert.doesNotMatch(arrays.stderr, /\n\s+at /);
  const dir = mkdtempSync(join(tmpdir(), "req-"));
  try {
    writeFileSync(join(dir, "req.json"), '{"id":"a/b","tenant":"t1"}');
    const f = run("build", "--protocol", "1.0", "GetTask", "@" + join(dir, "req.json"));
    assert.equal(f.code, 0, f.stderr);
    assert.equal(JSON.parse(f.stdout).path, "/t1/tasks/a%2Fb");
    const missing = run("build", "--protocol", "1.0", "GetTask", "@" + join(dir, "nope.json"));
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /cannot read <request> from .*nope\.json/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("match prints the match as JSON; a path with no route exits 1", () => {
  const r = run("match", "--protocol", "1.0", "GET", "/t1/tasks/abc");
  assert.equal(r.code, 0, r.stderr);
  const m = JSON.parse(r.stdout);
  assert.equal(m.kind, "match");
  assert.equal(m.operation, "GetTask");
  assert.deepEqual(m.path, { tenant: "t1", id: "abc" });
  assert.equal(m.binding.template, "/{tenant}/tasks/{id=*}");
  assert.equal(m.binding.pattern, undefined, "the compiled pattern is not printed");

  const na = run("match", "--protocol", "1.0", "DELETE", "/tasks/a/pushNotificationConfigs");
  assert.equal(na.code, 1);
  assert.deepEqual(JSON.parse(na.stdout), { kind: "method_not_allowed", allowed: ["GET", "POST"] });

  const alt = run("match", "--protocol", "0.3", "--alternatives", "POST", "/v1/tasks/abc/pushNotificationConfigs");
  assert.equal(alt.code, 0, alt.stderr);
  const a = JSON.parse(alt.stdout);
  assert.equal(a.operation, "CreateTaskPushNotificationConfig");
  assert.equal(a.binding.alternative.disagreement, "v0.3-create-push-config-path");
});

test("build prints method, path, query and body", () => {
  const r = run("build", "--protocol", "1.0", "GetTask", '{"id":"a/b","tenant":"t1"}');
  assert.equal(r.code, 0, r.stderr);
  const b = JSON.parse(r.stdout);
  assert.equal(b.method, "GET");
  assert.equal(b.path, "/t1/tasks/a%2Fb");
  assert.equal(b.query, "");
  assert.equal(b.body, undefined);
  // Any name of the operation works, in any version's spelling.
  const v03 = run("build", "--protocol", "0.3", "tasks/get", '{"name":"tasks/x y"}');
  assert.equal(v03.code, 0, v03.stderr);
  assert.equal(JSON.parse(v03.stdout).path, "/v1/tasks/x%20y");
});

test("routes prints every canonical route in precedence order, then the flagged alternatives", () => {
  const r = run("routes", "--protocol", "0.3");
  assert.equal(r.code, 0, r.stderr);
  const lines = r.stdout.trimEnd().split("\n");
  assert.match(lines[0], /^RANK\s+METHOD\s+TEMPLATE/);
  const canonical = lines.filter((l) => /^\d+ /.test(l));
  const alternatives = lines.filter((l) => l.startsWith("alt "));
  assert.equal(canonical.length, 10);
  assert.equal(alternatives.length, 2);
  assert.match(canonical[0], /^0\s+GET\s+\/v1\/card\s+GetAgentCard/);
});

test("check exits 0 when generated/ is current, 1 listing missing, extra and changed files", () => {
  const current = run("check", "--openapi");
  assert.equal(current.code, 0, current.stderr);
  const dir = mkdtempSync(join(tmpdir(), "check-"));
  try {
    const out = join(dir, "generated");
    cpSync(join(root, "generated"), out, { recursive: true });
    appendFileSync(join(out, "v1_0/index.js"), "\n// hand edit\n");
    unlinkSync(join(out, "v0_3/index.d.ts"));
    // A file the generator did not write is the user's, never stale; one it wrote before and no longer writes is.
    writeFileSync(join(out, "mine.js"), "");
    writeFileSync(join(out, "retired.js"), "");
    const manifest = JSON.parse(readFileSync(join(out, ".a2a-bindgen-manifest.json"), "utf8"));
    manifest.files.push("retired.js");
    writeFileSync(join(out, ".a2a-bindgen-manifest.json"), JSON.stringify(manifest));
    const r = run("check", "--out", out, "--openapi");
    assert.equal(r.code, 1);
    assert.match(r.stderr, /is stale \(3 files\)/);
    assert.match(r.stderr, /missing\s+v0_3\/index\.d\.ts/);
    assert.match(r.stderr, /extra\s+retired\.js/);
    assert.doesNotMatch(r.stderr, /mine\.js/);
    assert.match(r.stderr, /changed\s+v1_0\/index\.js/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("generate from a spec directory that lacks a pinned file fails, names it, and writes nothing", () => {
  const dir = mkdtempSync(join(tmpdir(), "gen-"));
  try {
    const out = join(dir, "out");
    const r = run("generate", "--spec-dir", join(dir, "no-spec-here"), "--out", out);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /no-spec-here\/v1\.0\.1\/a2a\.proto: missing/);
    assert.equal(existsSync(out), false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("generate is deterministic, and its default (no full type check) gives the bytes of the checked path committed in generated/", () => {
  const dir = mkdtempSync(join(tmpdir(), "gen-"));
  try {
    const out = join(dir, "generated");
    const r = run("generate", "--out", out, "--openapi");
    assert.equal(r.code, 0, r.stderr);
    const diff = diffWithCommitted(out);
    assert.equal(diff.status, 0, diff.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("without --openapi the output is what it was before the option: no documents, REFERENCE.md without their links, every other file the same", () => {
  const dir = mkdtempSync(join(tmpdir(), "gen-"));
  try {
    const out = join(dir, "generated");
    const r = run("generate", "--out", out);
    assert.equal(r.code, 0, r.stderr);
    for (const f of ["v1_0/openapi.json", "v1_0/schemas.json", "v0_3/openapi.json", "v0_3/schemas.json"]) assert.equal(existsSync(join(out, f)), false, f);
    // REFERENCE.md is the committed one without the two lines per version that link the documents.
    const committed = readFileSync(join(root, "generated/REFERENCE.md"), "utf8");
    const links = /\n\nThe HTTP\+JSON binding as an OpenAPI 3\.1 document: [^\n]*\n\(draft 2020-12\) bundle: [^\n]*/g;
    assert.equal(committed.match(links)?.length, 2, "the committed REFERENCE.md links both versions' documents");
    assert.equal(readFileSync(join(out, "REFERENCE.md"), "utf8"), committed.replace(links, ""));
    const diff = diffWithCommitted(out, ["REFERENCE.md", "openapi.json", "schemas.json"]);
    assert.equal(diff.status, 0, diff.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** `diff -r` of a generated folder against generated/, without the package's own files and generated/es (protoc-gen-es output, buf.gen.es.yaml). */
function diffWithCommitted(out: string, alsoExcluded: readonly string[] = []) {
  const excluded = ["package.json", "LICENSE", "README.md", "es", ".a2a-bindgen-manifest.json", ...alsoExcluded];
  return spawnSync("diff", ["-r", ...excluded.map((e) => `--exclude=${e}`), out, join(root, "generated")], { encoding: "utf8" });
}
