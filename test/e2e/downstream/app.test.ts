// The packages as an app gets them: the workspaces packed (generator, runtime, the generated tables
// @a2a-bindgen/a2a, the kit, the reference server and client), installed from the tarballs into a temporary app outside the repository
// (other packages from the npm registry or cache), tables generated there with the CLI and with the
// README's buf and protoc recipes, dev dependencies pruned, and the app run under
// --disallow-code-generation-from-strings, on its own tables and on the kit with the installed tables; a
// strict TypeScript app compiled against the installed packages. Prints the production footprint.

import { test } from "node:test";
import assert from "node:assert/strict";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { appManifest, files, lockedVersion, npm, ok, packWorkspaces, quiet, repo, sh, size, touchedSince, typeCheckApp, zodVersion } from "./support.ts";
import { writeSpecDir } from "../../generator/proto/spec-dir.ts";

/** The environment without A2A_SPEC_DIR: the installed CLI's own default is what these runs show. */
const { A2A_SPEC_DIR: _specDirEnv, ...withoutSpecDir } = process.env;
const noSpecEnv = { env: withoutSpecDir };
/** The line the CLI prints when it reads the protos it ships (tags and short commits from proto/SOURCES.md). */
const embeddedNote =
  /^a2a-bindgen: using the A2A protos shipped with a2a-bindgen 0\.2\.0 \(v1\.0\.1 3303592, v0\.3\.0 8d57eba\); --spec-dir or --spec to use others$/m;

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
      - openapi=true
`;
const protocArgs = [
  "-I",
  "proto",
  "-I",
  "node_modules/google-proto-files",
  "--plugin=protoc-gen-a2a=node_modules/.bin/protoc-gen-a2a",
  "--a2a_out=target=js+dts,rules=node_modules/a2a-bindgen/rules/a2a.rules.json,json_schema=0.3.0=proto/a2a/v1/a2a.json,runtime=@a2a-bindgen/runtime,openapi=true:src/a2a",
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
// loading @bufbuild/protobuf, which the app installs for it), the JSON-RPC envelope and SSE decoding.
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

// The SQLite store as an app uses it: open a file, a task written and finished, closed, opened again, read.
const sqliteMain = `
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqliteStores } from "@a2a-bindgen/store-sqlite";
const dir = mkdtempSync(join(tmpdir(), "a2a-app-sqlite-"));
const scope = { tenant: "", owner: "" };
let s = await openSqliteStores({ path: join(dir, "tasks.db") });
const { task } = await s.tasks.create(scope, { state: "TASK_STATE_WORKING" });
await s.tasks.update(scope, task.id, [
  { kind: "artifact", artifact: { artifactId: "a", parts: [{ text: "echo: hi" }] } },
  { kind: "status", state: "TASK_STATE_COMPLETED" },
]);
await s.close();
s = await openSqliteStores({ path: join(dir, "tasks.db") });
const got = await s.tasks.get(scope, task.id);
await s.close();
rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify({ state: got.task.status.state, artifact: got.task.artifacts[0].parts[0].text, version: got.version }));
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
    // The pinned protos ship with their licence and provenance: generate needs nothing downloaded (test/generator/proto/pack.test.ts lists them all).
    for (const f of ["proto/lf/a2a/v1/a2a.proto", "proto/a2a/v1/a2a.proto", "proto/a2a/v1/a2a.json", "proto/lf/a2a/LICENSE", "proto/SOURCES.md"])
      assert.ok(generatorFiles.includes(f), `the generator package ships ${f}`);

    const app = join(root, "app");
    mkdirSync(app);
    // The runtime, tables and kit from their tarballs; the packages' own dependencies on them are pointed at the same ones.
    const manifest = appManifest(
      "downstream-app",
      { runtime: runtimeTgz, a2a: a2aTgz, kit: kitTgz, server: serverTgz, client: clientTgz },
      // The kit's ./grpc entry (kit.js below) needs it: an optional peer, installed by the app that uses gRPC.
      { "@bufbuild/protobuf": lockedVersion("@bufbuild/protobuf") },
    );
    writeFileSync(join(app, "package.json"), JSON.stringify(manifest, null, 2));
    ok(npm, ["install", ...quiet], app);
    ok(npm, ["install", ...quiet, "--save-dev", generatorTgz], app);

    // The README's recipes first (they write src/a2a, moved aside after each): the pinned files the package
    // ships copied into proto/ (nothing downloaded), then buf with the local plugin, and plain protoc.
    const synced = ok(npm, ["exec", "--", "a2a-bindgen", "sync", "--to", "proto"], app, noSpecEnv);
    assert.match(synced.stderr, embeddedNote);
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
    const gen = ok(npm, ["exec", "--", "a2a-bindgen", "generate", "--out", "src/a2a", "--openapi"], app, noSpecEnv);
    assert.match(gen.stderr, embeddedNote);
    // The same files as the repository's own generation (its committed manifest), all present.
    const committed = JSON.parse(readFileSync(join(repo, "generated/.a2a-bindgen-manifest.json"), "utf8")).files as string[];
    // Plus the package.json that makes the output ES modules in any app (the repository's generated/ has its own).
    assert.match(gen.stderr, new RegExp(`generated ${committed.length + 1} files into src/a2a`));
    for (const f of committed) assert.ok(existsSync(join(app, "src/a2a", f)), `generated ${f}`);
    assert.deepEqual(touchedSince(join(app, "node_modules"), before), [], "generate wrote inside node_modules");
    assert.deepEqual(readdirSync(join(app, "src")), ["a2a"], "a stage or temporary folder was left");
    ok(npm, ["exec", "--", "a2a-bindgen", "check", "--out", "src/a2a", "--openapi"], app, noSpecEnv);
    assert.deepEqual(touchedSince(join(app, "node_modules"), before), [], "check wrote inside node_modules");

    // The recipes give the same files; protoc and buf the same bytes.
    const cliFiles = files(join(app, "src/a2a")).filter((f) => f !== ".a2a-bindgen-manifest.json" && f !== "package.json");
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

    // A strict TypeScript app (test/e2e/downstream/typed-app.ts: routes, operations, a parse, a converter, the
    // client's card and a call, a server with an agent) compiled against the installed packages, once under
    // moduleResolution nodenext and once bundler, with the repository's TypeScript (no network); skipLibCheck
    // off, so the packed declaration files are checked as the app reaches them.
    copyFileSync(join(import.meta.dirname, "typed-app.ts"), join(app, "app.ts"));
    for (const [module, moduleResolution] of [
      ["NodeNext", "NodeNext"],
      ["ESNext", "Bundler"],
    ]) {
      typeCheckApp(app, module, moduleResolution);
    }

    const footprint = size(join(app, "node_modules")) + size(join(app, "src/a2a"));
    console.log(`production footprint (node_modules + src/a2a after npm prune --omit=dev, with @bufbuild/protobuf): ${(footprint / 1e6).toFixed(2)} MB`);
    assert.ok(footprint <= 20e6, `production footprint ${footprint} bytes exceeds 20 MB`);
    assert.equal(existsSync(join(app, "node_modules/better-sqlite3")), false, "an app on the in-memory stores installs no SQLite");

    // The SQLite store, added to the same app: better-sqlite3 built from source here (no prebuilt download),
    // a task written, the file closed and opened again. Its footprint is printed apart (a native addon and its build).
    const storeTgz = join(tgz, packed(["--workspace", "store-sqlite"]));
    ok(npm, ["install", ...quiet, "--omit=dev", storeTgz], app);
    writeFileSync(join(app, "sqlite.js"), sqliteMain);
    const stored = JSON.parse(ok(process.execPath, ["--disallow-code-generation-from-strings", "sqlite.js"], app).stdout);
    assert.deepEqual(stored, { state: "TASK_STATE_COMPLETED", artifact: "echo: hi", version: 2 });
    // Its declarations as a strict TypeScript app reads them: skipLibCheck off, and no @types/better-sqlite3
    // (not the app's to install), so the public declarations must name no better-sqlite3 type.
    writeFileSync(
      join(app, "store.ts"),
      [
        `import { failOnRestart, openSqliteStores, type RecoverHook, SCHEMA_VERSION } from "@a2a-bindgen/store-sqlite";`,
        "const onRecover: RecoverHook = failOnRestart;",
        `export const open = () => openSqliteStores({ path: "tasks.db", onRecover });`,
        "export const version: number = SCHEMA_VERSION;",
        "",
      ].join("\n"),
    );
    const storeOptions = {
      target: "ES2022",
      module: "NodeNext",
      moduleResolution: "NodeNext",
      strict: true,
      exactOptionalPropertyTypes: true,
      skipLibCheck: false,
      noEmit: true,
      typeRoots: [join(repo, "node_modules/@types")],
      types: ["node"],
    };
    writeFileSync(join(app, "tsconfig.json"), JSON.stringify({ compilerOptions: storeOptions, files: ["store.ts"] }, null, 2));
    ok(process.execPath, [join(repo, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.json"], app);
    const withSqlite = size(join(app, "node_modules")) + size(join(app, "src/a2a"));
    console.log(
      `@a2a-bindgen/store-sqlite adds ${((withSqlite - footprint) / 1e6).toFixed(2)} MB (better-sqlite3 ${(size(join(app, "node_modules/better-sqlite3")) / 1e6).toFixed(2)} MB with its build)`,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

// A CommonJS app as `npm init -y` makes it ("type": "commonjs"): the packages through require() (Node 20.19+
// loads ES modules that way), the generated output through require() and import(); and the CLI as installed,
// in an app with nothing beside it: no spec source is the protos it ships (said so), --spec-dir another, the read commands read
// the installed tables or --from, and the doctor loads from the installed client (and names it when it is gone).
const commonJsMain = `
const http = require("node:http");
const { versions } = require("@a2a-bindgen/a2a");
const { negotiateVersion } = require("@a2a-bindgen/kit");
const { createA2AServer, createEchoAgent } = require("@a2a-bindgen/server");
const { nodeListener } = require("@a2a-bindgen/server/node");
const { connect } = require("@a2a-bindgen/client");
const required = require("./src/a2a/index.js");
(async () => {
  const imported = await import("./src/a2a/index.js");
  const agent = createEchoAgent();
  const card = { name: "echo", description: "echoes", version: "1.0.0", capabilities: {}, defaultInputModes: ["text/plain"],
    defaultOutputModes: ["text/plain"], skills: [{ id: "echo", name: "echo", description: "echoes text", tags: ["echo"] }] };
  const web = http.createServer();
  await new Promise((resolve) => web.listen(0, "127.0.0.1", resolve));
  const origin = "http://127.0.0.1:" + web.address().port;
  web.on("request", nodeListener(createA2AServer({ agent, card, basePath: "/a2a", publicUrl: origin + "/a2a" })));
  try {
    const client = await connect(origin, { bindings: ["jsonrpc"], versions: ["1.0"], timeoutMs: 5000 });
    const r = await client.unary("SendMessage", { message: { messageId: "m-1", role: "ROLE_USER", parts: [{ text: "hi" }] } });
    console.log(JSON.stringify({
      installed: versions["1.0"].routes.match("GET", "/tasks/abc").operation,
      required: required.versions["1.0"].routes.match("GET", "/t1/tasks/abc").path,
      imported: Object.keys(imported.compat).sort(),
      negotiated: negotiateVersion({ headers: { "a2a-version": "1.0" }, served: ["1.0"] }).version,
      artifact: r.task && r.task.artifacts[0].parts[0].text,
    }));
  } finally {
    await new Promise((resolve) => web.close(resolve));
    agent.close();
  }
})();
`;

test("a CommonJS app (npm init -y) requires the packages and loads the generated output; the installed CLI says when it uses the protos it ships", {
  timeout: 20 * 60_000,
}, () => {
  const root = mkdtempSync(join(tmpdir(), "a2a-downstream-cjs-"));
  try {
    const tgz = join(root, "tgz");
    mkdirSync(tgz);
    const t = packWorkspaces(tgz);
    const app = join(root, "app");
    mkdirSync(app);
    ok(npm, ["init", "-y"], app);
    const made = JSON.parse(readFileSync(join(app, "package.json"), "utf8")) as { type?: string };
    assert.notEqual(made.type, "module", "npm init -y makes a CommonJS app");
    ok(
      npm,
      [
        "pkg",
        "set",
        "overrides.@a2a-bindgen/runtime=$@a2a-bindgen/runtime",
        "overrides.@a2a-bindgen/a2a=$@a2a-bindgen/a2a",
        "overrides.@a2a-bindgen/kit=$@a2a-bindgen/kit",
      ],
      app,
    );
    ok(npm, ["install", ...quiet, t.runtime, t.a2a, t.kit, t.server, t.client, `zod@${zodVersion}`], app);
    ok(npm, ["install", ...quiet, "--save-dev", t.generator], app);
    const cli = (...args: string[]) => sh(npm, ["exec", "--", "a2a-bindgen", ...args], app, noSpecEnv);

    // No spec source: the protos the package ships, said so in one line; nothing beside the app is read.
    const bare = cli("generate", "--out", "src/a2a");
    assert.equal(bare.code, 0, bare.stderr);
    assert.match(bare.stderr, embeddedNote);
    assert.doesNotMatch(bare.stderr, /shared/);
    // A spec directory in the app (--spec-dir): the same pinned bytes, no note.
    writeSpecDir(join(app, "spec"));
    const gen = cli("generate", "--spec-dir", "spec", "--out", "src/a2a");
    assert.doesNotMatch(gen.stderr, /shipped/);
    assert.equal(gen.code, 0, gen.stderr);
    assert.equal(JSON.parse(readFileSync(join(app, "src/a2a/package.json"), "utf8")).type, "module");
    assert.ok((JSON.parse(readFileSync(join(app, "src/a2a/.a2a-bindgen-manifest.json"), "utf8")).files as string[]).includes("package.json"));
    const checked = cli("check", "--spec-dir", "spec", "--out", "src/a2a");
    assert.equal(checked.code, 0, checked.stderr);

    // The read commands: the installed tables by default, --from the user's; each says which it read.
    const installed = cli("match", "--protocol", "1.0", "GET", "/tasks/abc");
    assert.equal(installed.code, 0, installed.stderr);
    assert.match(installed.stderr, /^read @a2a-bindgen\/a2a 0\.2\.0 \(.*node_modules\/@a2a-bindgen\/a2a\)$/m);
    const fromOut = cli("routes", "--from", "src/a2a", "--protocol", "0.3");
    assert.equal(fromOut.code, 0, fromOut.stderr);
    assert.match(fromOut.stderr, /^read src\/a2a$/m);

    // The app: packages by require(), the generated output by require() and import().
    writeFileSync(join(app, "main.js"), commonJsMain);
    const run = ok(process.execPath, ["main.js"], app);
    const r = JSON.parse(run.stdout);
    assert.equal(r.installed, "GetTask");
    assert.deepEqual(r.required, { tenant: "t1", id: "abc" });
    assert.deepEqual(r.imported, ["toV0_3", "toV1_0"]);
    assert.equal(r.negotiated, "1.0");
    assert.equal(r.artifact, "echo: hi");

    // The doctor from the installed client (port 9 on loopback: nothing answers, step 1 fails, exit 1) …
    const doctor = cli("doctor", "http://127.0.0.1:9/.well-known/agent-card.json", "--timeout", "2");
    assert.equal(doctor.code, 1, doctor.stderr);
    assert.match(doctor.stdout, /^ {2}1 interface {4}fail {8}/m);
    // … and without the client, the one line that says what to install.
    ok(npm, ["uninstall", ...quiet, "@a2a-bindgen/client"], app);
    const gone = cli("doctor", "http://127.0.0.1:9/.well-known/agent-card.json");
    assert.equal(gone.code, 1);
    assert.match(
      gone.stderr,
      /doctor: the doctor is part of @a2a-bindgen\/client, which is not installed here; install it: npm i -D @a2a-bindgen\/client@0\.2\.0/,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
