// No code compiled from strings, dependencies included: each published entry of every workspace package (read
// from its package.json "exports"), imported in a fresh node and every exported value's own properties read
// (so that lazy tables are built), and a client/server exchange at each protocol version, all under
// test/support/no-code-from-strings.mjs, which refuses and records every Function-family constructor, eval
// and node:vm compile. A fresh process per case: zod probes `new Function("")` once per process, so one
// case's probe cannot hide another's. A control first shows the trap sees each form, a caught probe included.

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, describe, test } from "node:test";

const root = resolve(".");
const trap = resolve("test/support/no-code-from-strings.mjs");
const dir = mkdtempSync(join(tmpdir(), "codegen-trap-"));
after(() => rmSync(dir, { recursive: true, force: true }));

interface Recorded {
  what: string;
  stack: string;
}

let runs = 0;
/** Runs `args` in a child node with the trap preloaded; answers its exit status, output and the calls it recorded. */
function trapped(args: string[]): { status: number | null; stdout: string; stderr: string; calls: Recorded[] } {
  const report = join(dir, `report-${++runs}.json`);
  const r = spawnSync(process.execPath, ["--import", trap, ...args], {
    cwd: root,
    encoding: "utf8",
    timeout: 30_000,
    env: { ...process.env, NO_CODE_FROM_STRINGS_REPORT: report, NODE_OPTIONS: "" },
  });
  let calls: Recorded[] = [];
  try {
    calls = JSON.parse(readFileSync(report, "utf8"));
  } catch {
    // No report: the child died before its exit handler; its status and stderr say why.
  }
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, calls };
}

/** The calls as a readable failure message: what, and the first frames outside zod. */
function shown(calls: Recorded[]): string {
  return calls.map((c) => `${c.what}\n${c.stack.split("\n").slice(0, 8).join("\n")}`).join("\n\n");
}

describe("control: the trap refuses and records each way of compiling code from strings", () => {
  test("Function (called, constructed, through a function's constructor), the async and generator constructors, eval, vm", () => {
    const script = `
      import vm from "node:vm";
      const forms = [
        () => new Function("return 1"),
        () => Function("return 1"),
        () => (function () {}).constructor("return 1"),
        () => Function.prototype.constructor("return 1"),
        () => (async () => {}).constructor("return 1"),
        () => (function* () {}).constructor("yield 1"),
        () => new (async function* () {}).constructor("yield 1"),
        () => eval("1"),
        () => (0, eval)("1"),
        () => vm.runInThisContext("1"),
        () => new vm.Script("1"),
      ];
      let refused = 0;
      for (const f of forms) try { f(); } catch (e) { if (e instanceof EvalError) refused++; }
      console.log(refused);`;
    const r = trapped(["--input-type=module", "-e", script]);
    assert.equal(r.stdout.trim(), "11", r.stderr);
    assert.deepEqual(
      r.calls.map((c) => c.what),
      [
        "new Function",
        "Function",
        "Function",
        "Function",
        "AsyncFunction",
        "GeneratorFunction",
        "new AsyncGeneratorFunction",
        "eval",
        "eval",
        "vm.runInThisContext",
        "new vm.Script",
      ],
    );
    assert.equal(r.status, 1, "a run that compiled code from strings exits 1");
  });

  test("a probe the caller catches is still recorded (zod's $ZodObject probe, as a browser page's CSP reports it)", () => {
    const r = trapped(["--input-type=module", "-e", `import * as z from "zod"; console.log(z.object({ a: z.string() }).parse({ a: "x" }).a);`]);
    assert.equal(r.stdout.trim(), "x", r.stderr);
    assert.ok(r.calls.length >= 1, "the probe is recorded");
    assert.equal(r.calls[0]?.what, "new Function");
    assert.match(r.calls[0]?.stack ?? "", /node_modules\/zod\//);
  });

  test("a clean run records nothing and exits 0", () => {
    const r = trapped(["--input-type=module", "-e", "console.log([1, 2].map((x) => x * 2).join())"]);
    assert.deepEqual(r.calls, []);
    assert.equal(r.status, 0);
    assert.equal(r.stdout.trim(), "2,4");
  });
});

/** Every JavaScript entry the workspace packages publish, as `name/subpath`. */
function publishedEntries(): string[] {
  const workspaces: string[] = JSON.parse(readFileSync("package.json", "utf8")).workspaces;
  const out: string[] = [];
  for (const w of workspaces) {
    const pkg = JSON.parse(readFileSync(join(w, "package.json"), "utf8"));
    for (const [subpath, target] of Object.entries(pkg.exports as Record<string, unknown>)) {
      const file = typeof target === "string" ? target : (target as { default: string }).default;
      if (!file.endsWith(".js")) continue;
      out.push(subpath === "." ? pkg.name : `${pkg.name}${subpath.slice(1)}`);
    }
  }
  return out;
}

const entries = publishedEntries();

test("the entries read from the packages include each package's main entry and the ones named in the issue", () => {
  for (const e of [
    "@a2a-bindgen/runtime",
    "@a2a-bindgen/runtime/routes",
    "@a2a-bindgen/a2a",
    "@a2a-bindgen/a2a/v0_3",
    "@a2a-bindgen/a2a/v1_0/routes",
    "@a2a-bindgen/a2a/compat",
    "@a2a-bindgen/kit",
    "@a2a-bindgen/client",
    "@a2a-bindgen/client/grpc",
    "@a2a-bindgen/client/doctor",
    "@a2a-bindgen/server",
    "@a2a-bindgen/server/node",
    "@a2a-bindgen/server/fetch",
    "@a2a-bindgen/server/grpc",
  ]) {
    assert.ok(entries.includes(e), e);
  }
  assert.ok(!entries.some((e) => e.endsWith("package.json") || e.endsWith(".md")));
});

// Reading exported objects' own properties, four levels deep, builds lazy tables (a version's schemas, its
// JSON-RPC schemas under v0_3.jsonrpc.schemas); each schema met (a value with safeParse) then checks an empty
// object, as the first body a server reads would.
const readAll = `
  const m = await import(process.argv[1]);
  const seen = new Set();
  let read = 0;
  const walk = (value, depth) => {
    read++;
    if (value === null || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    if (typeof value.safeParse === "function") return void value.safeParse({});
    if (depth < 4) for (const key of Object.keys(value)) walk(value[key], depth + 1);
  };
  for (const value of Object.values(m)) walk(value, 1);
  console.log("read " + read);`;

describe("each published entry imports, and its exports read, with no code compiled from strings", () => {
  for (const entry of entries) {
    test(entry, () => {
      const r = trapped(["--input-type=module", "-e", readAll, entry]);
      assert.deepEqual(r.calls, [], shown(r.calls));
      assert.equal(r.status, 0, r.stderr);
      assert.match(r.stdout.trim(), /^read \d+$/);
    });
  }
});

describe("a client/server exchange with no code compiled from strings", () => {
  for (const version of ["1.0", "0.3"]) {
    test(`protocol ${version}: JSON-RPC, HTTP+JSON and gRPC, valid and invalid bodies`, () => {
      const r = trapped(["test/generator/codegen-trap/exchange.mjs", version]);
      assert.deepEqual(r.calls, [], shown(r.calls));
      assert.equal(r.status, 0, r.stderr);
      assert.equal(r.stdout.trim(), "ok 21");
    });
  }
});
