// The packages as an app gets them: the workspaces packed (generator, runtime, the generated tables
// @a2a-bindgen/a2a, the kit, the reference server and client), installed from the tarballs into a temporary app outside the repository
// (other packages from the npm registry or cache), tables generated there with the CLI and with the
// README's buf and protoc recipes, dev dependencies pruned, and the app run under
// --disallow-code-generation-from-strings, on its own tables and on the kit with the installed tables; a
// strict TypeScript app compiled against the installed packages. Prints the production footprint.

import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const repo = join(import.meta.dirname, "../..");
const specDir = process.env.A2A_SPEC_DIR ?? join(repo, "../shared/a2a-spec");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const zodVersion = (JSON.parse(readFileSync(join(repo, "node_modules/zod/package.json"), "utf8")) as { version: string }).version;

function sh(cmd: string, args: string[], cwd: string, opts: SpawnSyncOptions = {}) {
  const r = spawnSync(cmd, args, { cwd, encoding: "utf8", timeout: 300_000, maxBuffer: 64 << 20, ...opts });
  const out = { code: r.status, stdout: String(r.stdout ?? ""), stderr: String(r.stderr ?? "") + (r.error ? String(r.error) : "") };
  return out;
}

function ok(cmd: string, args: string[], cwd: string, opts: SpawnSyncOptions = {}) {
  const r = sh(cmd, args, cwd, opts);
  assert.equal(r.code, 0, `${cmd} ${args.join(" ")} (in ${cwd}) exited ${r.code}:\n${r.stderr}\n${r.stdout}`);
  return r;
}

function size(path: string): number {
  const s = statSync(path, { throwIfNoEntry: false });
  if (!s) return 0;
  if (!s.isDirectory()) return s.size;
  return readdirSync(path).reduce((n, e) => n + size(join(path, e)), 0);
}

function files(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string, rel: string) => {
    for (const e of readdirSync(d).sort()) {
      const p = join(d, e);
      if (statSync(p).isDirectory()) walk(p, rel + e + "/");
      else out.push(rel + e);
    }
  };
  walk(dir, "");
  return out;
}

/** Files under `dir` modified after `since` (ms). */
function touchedSince(dir: string, since: number): string[] {
  return files(dir).filter((f) => statSync(join(dir, f)).mtimeMs > since);
}

// The README's recipes, as written there (see the report's README section).
const bufYaml = `version: v2
modules:
  - path: proto
  - path: node_modules/google-proto-files
    includes:
      - node_modules/google-proto-files/google/api
`;
const bufGenYaml = `version: v2
plugins:
  - local: protoc-gen-a2a
    out: src/a2a
    strategy: all
    opt:
      - target=js+dts
      - rules=node_modules/a2a-bindgen/rules/a2a.rules.json
      - json_schema=0.3.0=proto/a2a/v1/a2a.json
      - runtime=@a2a-bindgen/runtime
`;
const protocArgs = [
  "-I",
  "proto",
  "-I",
  "node_modules/google-proto-files",
  "--plugin=protoc-gen-a2a=node_modules/.bin/protoc-gen-a2a",
  "--a2a_out=target=js+dts,rules=node_modules/a2a-bindgen/rules/a2a.rules.json,json_schema=0.3.0=proto/a2a/v1/a2a.json,runtime=@a2a-bindgen/runtime:src/a2a",
  "lf/a2a/v1/a2a.proto",
  "a2a/v1/a2a.proto",
];

const appMain = `
import { versions, compat, runtimeRange } from "./src/a2a/index.js";
const v1 = versions["1.0"];
const match = v1.routes.match("GET", "/t1/tasks/abc");
const task = { id: "t1", contextId: "c1", status: { state: "TASK_STATE_COMPLETED" } };
const good = v1.schemas.Task.safeParse(task);
const bad = v1.schemas.Task.safeParse({ ...task, status: { state: "done" } });
const older = compat.toV0_3.jsonrpc.task(task);
console.log(JSON.stringify({ runtimeRange, match: { kind: match.kind, operation: match.operation, path: match.path }, good: good.success, bad: bad.success, older: older.value, losses: older.losses.length }));
`;

// The kit from the installed packages: negotiation, errors per binding (HTTP+JSON and gRPC, the latter
// loading @bufbuild/protobuf), the JSON-RPC envelope and SSE decoding.
const kitMain = String.raw`
import { a2aError, decodeSse, encodeHttpError, negotiateVersion, parseRequest, versionNotSupportedError } from "@a2a-bindgen/kit";
import { decodeGrpcError, encodeGrpcError } from "@a2a-bindgen/kit/grpc";
import { errorTable, standardErrors } from "@a2a-bindgen/a2a/v1_0/errors";
const served = negotiateVersion({ headers: { "a2a-version": "1.0.1" }, served: ["1.0"] });
const refused = negotiateVersion({ headers: { "A2A-Version": "9.9" }, served: ["1.0"] });
const refusedHttp = encodeHttpError(errorTable, versionNotSupportedError(errorTable, refused.error));
const notFound = encodeHttpError(errorTable, a2aError(errorTable, "TaskNotFoundError", { message: "Task not found: t-1" }));
const request = parseRequest('{"jsonrpc":"2.0","id":7,"method":"SendMessage","params":{}}', standardErrors);
const invalid = parseRequest("{", standardErrors);
async function* body() {
  yield 'data: {"a":1}\n\nevent: e\ndata: x\r';
  yield "\ndata: y\n\n";
}
const events = [];
for await (const e of decodeSse(body())) events.push({ type: e.type, data: e.data });
const grpc = encodeGrpcError(errorTable, a2aError(errorTable, "TaskNotFoundError"));
const back = decodeGrpcError(errorTable, grpc);
console.log(JSON.stringify({
  served, refusedHttp, notFound,
  request: { kind: request.kind, method: request.request?.method, id: request.request?.id },
  invalid: { kind: invalid.kind, error: invalid.error },
  events,
  grpc: { code: grpc.code, metadata: Object.keys(grpc.metadata) },
  back: back.kind === "error" ? back.error.name : back.kind,
}));
`;

test("packed workspaces install into an app outside the repository; generate, check, the recipes, prune, run", { timeout: 20 * 60_000 }, () => {
  const root = mkdtempSync(join(tmpdir(), "a2a-downstream-"));
  try {
    const tgz = join(root, "tgz");
    mkdirSync(tgz);
    const packed = (args: string[]) =>
      (JSON.parse(ok(npm, ["pack", "--json", "--pack-destination", tgz, ...args], repo).stdout) as { filename: string }[])[0].filename;
    const runtimeTgz = join(tgz, packed(["--workspace", "runtime"]));
    const generatorTgz = join(tgz, packed([]));
    const a2aTgz = join(tgz, packed(["--workspace", "generated"]));
    const kitTgz = join(tgz, packed(["--workspace", "kit"]));
    const serverTgz = join(tgz, packed(["--workspace", "server"]));
    const clientTgz = join(tgz, packed(["--workspace", "client"]));
    const generatorFiles = (JSON.parse(ok(npm, ["pack", "--dry-run", "--json"], repo).stdout) as { files: { path: string }[] }[])[0].files.map((f) => f.path);
    assert.ok(generatorFiles.includes("LICENSE"), "the generator package ships LICENSE");
    assert.ok(!generatorFiles.some((f) => f.startsWith("proto/") && f !== "proto/manifest.json"), "no proto copies in the package");

    const app = join(root, "app");
    mkdirSync(app);
    // The runtime, tables and kit from their tarballs; the packages' own dependencies on them are pointed at the same ones.
    const manifest = {
      name: "downstream-app",
      private: true,
      type: "module",
      dependencies: {
        "@a2a-bindgen/runtime": `file:${runtimeTgz}`,
        "@a2a-bindgen/a2a": `file:${a2aTgz}`,
        "@a2a-bindgen/kit": `file:${kitTgz}`,
        "@a2a-bindgen/server": `file:${serverTgz}`,
        "@a2a-bindgen/client": `file:${clientTgz}`,
        zod: zodVersion,
      },
      overrides: {
        "@a2a-bindgen/runtime": "$@a2a-bindgen/runtime",
        "@a2a-bindgen/a2a": "$@a2a-bindgen/a2a",
        "@a2a-bindgen/kit": "$@a2a-bindgen/kit",
      },
    };
    writeFileSync(join(app, "package.json"), JSON.stringify(manifest, null, 2));
    const quiet = ["--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"];
    ok(npm, ["install", ...quiet], app);
    ok(npm, ["install", ...quiet, "--save-dev", generatorTgz], app);

    // The README's recipes first (they write src/a2a, moved aside after each): the pinned files into
    // proto/, then buf with the local plugin, and plain protoc.
    ok(npm, ["exec", "--", "a2a-bindgen", "sync", "--spec-dir", specDir, "--to", "proto"], app);
    writeFileSync(join(app, "buf.yaml"), bufYaml);
    writeFileSync(join(app, "buf.gen.yaml"), bufGenYaml);
    ok(npm, ["exec", "--", "buf", "generate", "proto"], app);
    renameSync(join(app, "src/a2a"), join(app, "recipe-buf"));
    // Never skipped: .ci/run installs protoc before the tests.
    assert.equal(sh("protoc", ["--version"], app).code, 0, "protoc not found (apt-get install protobuf-compiler): the protoc recipe must run");
    mkdirSync(join(app, "src/a2a"));
    ok("protoc", protocArgs, app);
    renameSync(join(app, "src/a2a"), join(app, "recipe-protoc"));

    // generate: nothing written inside node_modules, no stage left beside the output.
    const before = Date.now();
    const gen = ok(npm, ["exec", "--", "a2a-bindgen", "generate", "--spec-dir", specDir, "--out", "src/a2a"], app);
    // The same files as the repository's own generation (its committed manifest), all present.
    const committed = JSON.parse(readFileSync(join(repo, "generated/.a2a-bindgen-manifest.json"), "utf8")).files as string[];
    assert.match(gen.stderr, new RegExp(`generated ${committed.length} files into src/a2a`));
    for (const f of committed) assert.ok(existsSync(join(app, "src/a2a", f)), `generated ${f}`);
    assert.deepEqual(touchedSince(join(app, "node_modules"), before), [], "generate wrote inside node_modules");
    assert.deepEqual(readdirSync(join(app, "src")), ["a2a"], "a stage or temporary folder was left");
    ok(npm, ["exec", "--", "a2a-bindgen", "check", "--spec-dir", specDir, "--out", "src/a2a"], app);
    assert.deepEqual(touchedSince(join(app, "node_modules"), before), [], "check wrote inside node_modules");

    // The recipes give the same files; protoc and buf the same bytes.
    const cliFiles = files(join(app, "src/a2a")).filter((f) => f !== ".a2a-bindgen-manifest.json");
    assert.deepEqual(files(join(app, "recipe-buf")), cliFiles);
    for (const f of cliFiles) assert.equal(readFileSync(join(app, "recipe-protoc", f), "utf8"), readFileSync(join(app, "recipe-buf", f), "utf8"), f);

    ok(npm, ["prune", "--omit=dev", ...quiet], app);
    assert.equal(existsSync(join(app, "node_modules/a2a-bindgen")), false, "the generator is a dev dependency");
    writeFileSync(join(app, "main.js"), appMain);
    const run = ok(process.execPath, ["--disallow-code-generation-from-strings", "main.js"], app);
    const r = JSON.parse(run.stdout);
    assert.equal(r.runtimeRange, ">=0.2.0 <0.3.0");
    assert.deepEqual(r.match, { kind: "match", operation: "GetTask", path: { tenant: "t1", id: "abc" } });
    assert.equal(r.good, true);
    assert.equal(r.bad, false);
    // v0.3 JSON-RPC spells the task as kind "task" and the state in lower case (a2a.json v0.3.0 TaskState).
    assert.equal(r.older.kind, "task");
    assert.equal(r.older.id, "t1");
    assert.equal(r.older.status.state, "completed");

    writeFileSync(join(app, "kit.js"), kitMain);
    const k = JSON.parse(ok(process.execPath, ["--disallow-code-generation-from-strings", "kit.js"], app).stdout);
    // §3.6: a patch takes no part, so 1.0.1 is served as 1.0.
    assert.deepEqual(k.served, { ok: true, version: "1.0", from: "header" });
    // v1.0.1 §5.4: -32009 VersionNotSupportedError is HTTP 400 FAILED_PRECONDITION, ErrorInfo VERSION_NOT_SUPPORTED.
    assert.equal(k.refusedHttp.status, 400);
    assert.equal(k.refusedHttp.body.error.status, "FAILED_PRECONDITION");
    assert.match(k.refusedHttp.body.error.message, /"9\.9".*"1\.0"/);
    assert.deepEqual(k.refusedHttp.body.error.details, [
      { "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "VERSION_NOT_SUPPORTED", domain: "a2a-protocol.org" },
    ]);
    // §5.4 -32001 TaskNotFoundError: 404 NOT_FOUND in the google.rpc.Status body.
    assert.deepEqual(k.notFound, {
      status: 404,
      body: {
        error: {
          code: 404,
          status: "NOT_FOUND",
          message: "Task not found: t-1",
          details: [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "TASK_NOT_FOUND", domain: "a2a-protocol.org" }],
        },
      },
    });
    assert.deepEqual(k.request, { kind: "request", method: "SendMessage", id: 7 });
    // JSON-RPC 2.0 §5.1.
    assert.deepEqual(k.invalid, { kind: "invalid", error: { code: -32700, message: "Parse error" } });
    // WHATWG SSE: default type "message", data lines joined with LF, a CR LF split across chunks is one line end.
    assert.deepEqual(k.events, [
      { type: "message", data: '{"a":1}' },
      { type: "e", data: "x\ny" },
    ]);
    // gRPC NOT_FOUND (5) with the binary google.rpc.Status in grpc-status-details-bin, read back by name.
    assert.deepEqual(k.grpc, { code: 5, metadata: ["grpc-status-details-bin"] });
    assert.equal(k.back, "TaskNotFoundError");

    // The reference server and client (test/downstream/reference-app.mjs): one echo agent on node:http (JSON-RPC and
    // HTTP+JSON) and gRPC, a card listing the three bindings at 1.0 and 0.3, the client calling each entry.
    copyFileSync(join(import.meta.dirname, "reference-app.mjs"), join(app, "reference.js"));
    const ref = JSON.parse(ok(process.execPath, ["--disallow-code-generation-from-strings", "reference.js"], app).stdout);
    // Every binding at both versions reaches the same echo agent; the caller sees v1.0 types at 0.3 too, and an
    // unknown task decodes as TaskNotFoundError on each (§5.4; v0.3 by its code).
    const echoed = { state: "TASK_STATE_COMPLETED", artifact: "echo: hi", missing: "TaskNotFoundError" };
    assert.deepEqual(ref, [
      { binding: "jsonrpc", version: "1.0", ...echoed },
      { binding: "jsonrpc", version: "0.3", ...echoed },
      { binding: "http+json", version: "1.0", ...echoed },
      { binding: "http+json", version: "0.3", ...echoed },
      { binding: "grpc", version: "1.0", ...echoed },
      { binding: "grpc", version: "0.3", ...echoed },
    ]);

    // A strict TypeScript app (test/downstream/typed-app.ts: routes, operations, a parse, a converter, the
    // client's card and a call, a server with an agent) compiled against the installed packages, once under
    // moduleResolution nodenext and once bundler, with the repository's TypeScript (no network); skipLibCheck
    // off, so the packed declaration files are checked as the app reaches them.
    copyFileSync(join(import.meta.dirname, "typed-app.ts"), join(app, "app.ts"));
    for (const [module, moduleResolution] of [
      ["NodeNext", "NodeNext"],
      ["ESNext", "Bundler"],
    ]) {
      const compilerOptions = {
        target: "ES2022",
        module,
        moduleResolution,
        strict: true,
        exactOptionalPropertyTypes: true,
        noUncheckedIndexedAccess: true,
        skipLibCheck: false,
        noEmit: true,
        typeRoots: [join(repo, "node_modules/@types")],
        types: ["node"],
      };
      writeFileSync(join(app, "tsconfig.json"), JSON.stringify({ compilerOptions, files: ["app.ts"] }, null, 2));
      ok(process.execPath, [join(repo, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.json"], app);
    }

    const footprint = size(join(app, "node_modules")) + size(join(app, "src/a2a"));
    console.log(`production footprint (node_modules + src/a2a after npm prune --omit=dev): ${(footprint / 1e6).toFixed(2)} MB`);
    assert.ok(footprint <= 20e6, `production footprint ${footprint} bytes exceeds 20 MB`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
