// Runs examples/ as a user gets them: from the packed packages, not the workspace links. Packs the generator and
// every workspace (the dist `npm run build` left: --ignore-scripts, so nothing recompiles), copies examples/ to a
// folder outside the repository, points every a2a-bindgen dependency at its tarball, installs once (one
// workspace for all examples: one install is what keeps CI inside its time), type-checks once, then runs
// `npm start` in each, bounded, each in its own process group so a timeout kills what it started.
//
//   node --import tsx scripts/examples.ts [name …]     (EXAMPLES_KEEP=1 keeps the work folder)
//
// Named examples: only those are installed, type-checked and run. A failing example does not stop the others:
// each failure prints its output, and the run exits 1 naming them all. An example whose package.json says
// `"a2a-example": { "needs": ["postgresql"] }` gets DATABASE_URL (a database of its own on a throwaway cluster,
// test/support/postgres.ts), `"chromium"` gets CHROMIUM_PATH.

import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { type PostgresCluster, startPostgres } from "../test/support/postgres.js";

const repo = join(import.meta.dirname, "..");
/** EXAMPLES_SOURCE: another folder laid out as examples/ (to try the runner itself on an example that fails). */
const source = process.env.EXAMPLES_SOURCE ?? join(repo, "examples");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const timeoutMs = 60_000;
/**
 * npm install's flags: no audit or funding calls, the cache first, errors only; and --engine-strict, so that a
 * dependency whose engines refuse this Node (an EBADENGINE warning otherwise hidden) fails the install.
 */
const quiet = ["--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error", "--engine-strict"];
/** What an example may ask the runner for, and the variable it gets. */
const known = new Set(["postgresql", "chromium"]);

interface Manifest {
  name?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  workspaces?: string[];
  overrides?: Record<string, string>;
  "a2a-example"?: { needs?: string[] };
}

class Failure extends Error {}

const readJson = (path: string): Manifest => {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as Manifest;
  } catch (e) {
    throw new Failure(`${path}: not readable JSON (${e instanceof Error ? e.message : String(e)})`);
  }
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs a command to completion; throws with its output (the tail) when it fails. */
function run(cmd: string, args: string[], cwd: string): string {
  const r = spawnSync(cmd, args, { cwd, encoding: "utf8", timeout: 900_000, maxBuffer: 64 << 20 });
  if (r.status !== 0) {
    const out = `${r.stderr ?? ""}${r.stdout ?? ""}${r.error ? String(r.error) : ""}`.trim().slice(-8000);
    throw new Failure(`${cmd} ${args.join(" ")} (in ${cwd}) failed (exit ${r.status ?? r.signal}):\n${out}`);
  }
  return r.stdout;
}

/** The folders packed: the root (the generator) and every workspace, each with the file its dist must hold. */
function packages(): { dir: string; name: string }[] {
  const root = readJson(join(repo, "package.json"));
  const dirs = ["", ...(root.workspaces ?? [])];
  return dirs.map((d) => {
    const dir = join(repo, d);
    const name = readJson(join(dir, "package.json")).name;
    if (name === undefined) throw new Failure(`${join(dir, "package.json")} has no name`);
    const built = d === "" ? join(dir, "generator/dist/cli/bin.js") : d === "generated" ? join(dir, "index.js") : join(dir, "dist/index.js");
    if (!existsSync(built)) throw new Failure(`${built} is missing: run npm run build first (the runner packs what the build left)`);
    return { dir, name };
  });
}

/** Packs each package into `into` (local only: --offline); answers the tarball per package name. */
function pack(into: string): Map<string, string> {
  const tarballs = new Map<string, string>();
  for (const { dir, name } of packages()) {
    const out = run(npm, ["pack", "--json", "--ignore-scripts", "--offline", "--loglevel=error", "--pack-destination", into], dir);
    const file = (JSON.parse(out) as { filename: string }[])[0]?.filename;
    if (file === undefined) throw new Failure(`npm pack in ${dir} named no tarball`);
    tarballs.set(name, join(into, file));
  }
  return tarballs;
}

const ours = (name: string) => name === "a2a-bindgen" || name.startsWith("@a2a-bindgen/");

/** Points every dependency on our packages at its tarball; refuses a name that was not packed. */
function rewrite(deps: Record<string, string> | undefined, tarballs: Map<string, string>, where: string): void {
  for (const name of Object.keys(deps ?? {})) {
    if (!ours(name) || deps === undefined) continue;
    const tarball = tarballs.get(name);
    if (tarball === undefined) throw new Failure(`${where} depends on ${name}, which is not a package of this repository`);
    deps[name] = `file:${tarball}`;
  }
}

/**
 * better-sqlite3 from the repository's install as a local prebuild (the same version, compiled from the same
 * source for this Node): prebuild-install takes it as it would a downloaded one instead of compiling SQLite
 * again (minutes on CI's two cores, where GitHub's prebuilds are out of reach). prebuild-install reads its
 * settings from a .prebuild-installrc found upward from the package, so `work` holds one beside the examples.
 */
function sqlitePrebuild(work: string): void {
  const dir = join(repo, "node_modules/better-sqlite3");
  if (!existsSync(join(dir, "build/Release/better_sqlite3.node"))) return;
  const { version } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { version: string };
  // glibc's name (musl's has "musl" after the platform: not found there, so compiled as before).
  const file = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  const prebuilds = join(work, "prebuilds");
  mkdirSync(prebuilds);
  run("tar", ["-czf", join(prebuilds, file), "build/Release/better_sqlite3.node"], dir);
  writeFileSync(join(work, ".prebuild-installrc"), `local-prebuilds=${prebuilds}\n`);
}

interface Example {
  readonly name: string;
  readonly dir: string;
  readonly needs: readonly string[];
}

/** The examples in `dir` (each folder with a package.json), sorted; throws naming a chosen one that is not there. */
function names(dir: string, chosen: readonly string[]): string[] {
  if (!existsSync(join(dir, "package.json"))) throw new Failure(`${dir} holds no examples (no package.json)`);
  const all = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, "package.json")))
    .map((e) => e.name)
    .sort();
  const unknown = chosen.filter((n) => !all.includes(n));
  if (unknown.length > 0) throw new Failure(`no example named ${unknown.join(", ")} (examples: ${all.join(", ")})`);
  return all;
}

/** Copies examples/ (without node_modules) into `into` and rewrites the manifests; answers the examples chosen. */
function prepare(into: string, tarballs: Map<string, string>, chosen: readonly string[]): Example[] {
  cpSync(source, into, { recursive: true, filter: (p) => !["node_modules", "package-lock.json"].includes(basename(p)) });
  const all = names(into, chosen);
  const examples: Example[] = [];
  for (const name of all) {
    const path = join(into, name, "package.json");
    const manifest = readJson(path);
    const where = `examples/${name}/package.json`;
    rewrite(manifest.dependencies, tarballs, where);
    rewrite(manifest.devDependencies, tarballs, where);
    writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
    const needs: unknown = manifest["a2a-example"]?.needs ?? [];
    if (!Array.isArray(needs) || !needs.every((n) => typeof n === "string")) throw new Failure(`${where}: "a2a-example".needs must be a list of names`);
    const strange = needs.filter((n) => !known.has(n));
    if (strange.length > 0) throw new Failure(`${where}: "needs" holds ${strange.join(", ")}; the runner provides ${[...known].join(", ")}`);
    if (chosen.length === 0 || chosen.includes(name)) examples.push({ name, dir: join(into, name), needs });
  }
  // The packages' dependencies on one another (`@a2a-bindgen/a2a: 0.2.0`) resolve to the same tarballs, never the registry.
  const rootPath = join(into, "package.json");
  const root = readJson(rootPath);
  root.overrides = { ...root.overrides, ...Object.fromEntries([...tarballs].map(([n, t]) => [n, `file:${t}`])) };
  if (chosen.length > 0) {
    // Named examples only: install and type-check just those (a quicker loop while writing one).
    root.workspaces = examples.map((e) => e.name);
    const config = JSON.parse(readFileSync(join(into, "tsconfig.json"), "utf8")) as Record<string, unknown>;
    config.include = examples.flatMap((e) => ["ts", "mts", "cts"].map((x) => `${e.name}/*.${x}`));
    writeFileSync(join(into, "tsconfig.json"), `${JSON.stringify(config, null, 2)}\n`);
  }
  writeFileSync(rootPath, `${JSON.stringify(root, null, 2)}\n`);
  return examples;
}

/** What to undo when the runner is interrupted: the example running, the cluster, the work folder. */
const cleanup: { child?: number | undefined; postgres?: PostgresCluster; work?: string } = {};
const killGroup = (pid: number) => {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // The group is already gone.
  }
};

interface Outcome {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly timedOut: boolean;
  readonly output: string;
  readonly ms: number;
}

/** `npm start` in the example's folder, in a process group of its own, killed whole at the timeout. */
function start(example: Example, env: NodeJS.ProcessEnv): Promise<Outcome> {
  const began = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ["start", "--silent"], { cwd: example.dir, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (b: Buffer) => (output += b));
    child.stderr.on("data", (b: Buffer) => (output += b));
    let timedOut = false;
    cleanup.child = child.pid;
    const kill = () => {
      if (child.pid !== undefined) killGroup(child.pid);
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, timeoutMs);
    child.once("error", (e) => (output += `\n${String(e)}`));
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      kill(); // Anything the example left running in its group goes with it.
      cleanup.child = undefined;
      resolve({ code, signal, timedOut, output, ms: performance.now() - began });
    });
  });
}

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    if (cleanup.child !== undefined) killGroup(cleanup.child);
    cleanup.postgres?.stop();
    if (cleanup.work !== undefined && process.env.EXAMPLES_KEEP !== "1") rmSync(cleanup.work, { recursive: true, force: true });
    process.exit(signal === "SIGINT" ? 130 : 143);
  });

/** Runs each example in turn (all of them, so one run names every failure); answers the names that failed. */
async function runAll(examples: readonly Example[]): Promise<string[]> {
  const failed: string[] = [];
  if (examples.some((e) => e.needs.includes("postgresql"))) cleanup.postgres = await startPostgres();
  for (const example of examples) {
    const env: NodeJS.ProcessEnv = { ...process.env };
    if (cleanup.postgres !== undefined && example.needs.includes("postgresql"))
      env.DATABASE_URL = cleanup.postgres.createDatabase(`example_${example.name.replace(/\W/g, "_")}`);
    if (example.needs.includes("chromium")) env.CHROMIUM_PATH = "/usr/bin/chromium";
    const r = await start(example, env);
    if (r.code === 0) {
      console.log(`example ${example.name}: ok in ${seconds(r.ms)}`);
      continue;
    }
    failed.push(example.name);
    const why = r.timedOut ? `did not finish within ${seconds(timeoutMs)}` : `exited ${r.code ?? r.signal}`;
    console.error(`example ${example.name}: FAILED (${why}) after ${seconds(r.ms)}; its output:\n${r.output.trimEnd()}\n`);
  }
  return failed;
}

/** Times a step and prints it. */
function step<T>(what: string, f: () => T): [T, number] {
  const t = performance.now();
  const value = f();
  const ms = performance.now() - t;
  console.log(`examples: ${what} in ${seconds(ms)}`);
  return [value, ms];
}

async function main(chosen: readonly string[]): Promise<number> {
  const began = performance.now();
  const work = mkdtempSync(join(tmpdir(), "a2a-examples-"));
  cleanup.work = work;
  try {
    names(source, chosen); // a misspelt name fails before anything is packed
    const packed = join(work, "packed");
    mkdirSync(packed);
    const [tarballs] = step("packed", () => pack(packed));
    const root = join(work, "examples");
    const examples = prepare(root, tarballs, chosen);
    sqlitePrebuild(work);
    const [, installMs] = step("installed", () => run(npm, ["install", ...quiet], root));
    const [, tscMs] = step("type-checked", () => run(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.json"], root));
    const failed = await runAll(examples);
    const total = seconds(performance.now() - began);
    const times = `in ${total} (install ${seconds(installMs)}, tsc ${seconds(tscMs)})`;
    if (failed.length > 0) {
      console.error(`examples: ${failed.length} of ${examples.length} FAILED (${failed.join(", ")}) ${times}`);
      return 1;
    }
    console.log(`examples: ${examples.length} ok ${times}`);
    return 0;
  } catch (e) {
    console.error(e instanceof Failure ? `examples: ${e.message}` : e);
    return 1;
  } finally {
    cleanup.postgres?.stop();
    if (process.env.EXAMPLES_KEEP === "1") console.log(`examples: work folder kept at ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

process.exitCode = await main(process.argv.slice(2));
