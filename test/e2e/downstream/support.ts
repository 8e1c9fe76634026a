// What the downstream tests share: commands run bounded, the workspaces packed, sizes and the packages an
// app's install holds.

import assert from "node:assert/strict";
import { type SpawnSyncOptions, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const repo = join(import.meta.dirname, "../../..");
export const npm = process.platform === "win32" ? "npm.cmd" : "npm";
/** npm install's flags in every downstream app: no audit or funding calls, the cache first, errors only. */
export const quiet = ["--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"];

/** The version of `name` the repository's lock installed (the same bytes the tests ran against). */
export function lockedVersion(name: string): string {
  return (JSON.parse(readFileSync(join(repo, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
}

export const zodVersion = lockedVersion("zod");

export function sh(cmd: string, args: string[], cwd: string, opts: SpawnSyncOptions = {}) {
  const r = spawnSync(cmd, args, { cwd, encoding: "utf8", timeout: 300_000, maxBuffer: 64 << 20, ...opts });
  return { code: r.status, stdout: String(r.stdout ?? ""), stderr: String(r.stderr ?? "") + (r.error ? String(r.error) : "") };
}

export function ok(cmd: string, args: string[], cwd: string, opts: SpawnSyncOptions = {}) {
  const r = sh(cmd, args, cwd, opts);
  assert.equal(r.code, 0, `${cmd} ${args.join(" ")} (in ${cwd}) exited ${r.code}:\n${r.stderr}\n${r.stdout}`);
  return r;
}

/** Bytes under `path` (a file's size, or every file below a folder). */
export function size(path: string): number {
  const s = statSync(path, { throwIfNoEntry: false });
  if (!s) return 0;
  if (!s.isDirectory()) return s.size;
  return readdirSync(path).reduce((n, e) => n + size(join(path, e)), 0);
}

/** Every file below `dir`, relative, sorted. */
export function files(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string, rel: string) => {
    for (const e of readdirSync(d).sort()) {
      const p = join(d, e);
      if (statSync(p).isDirectory()) walk(p, `${rel}${e}/`);
      else out.push(rel + e);
    }
  };
  walk(dir, "");
  return out;
}

/** Files under `dir` modified after `since` (ms). */
export function touchedSince(dir: string, since: number): string[] {
  return files(dir).filter((f) => statSync(join(dir, f)).mtimeMs > since);
}

export interface Tarballs {
  readonly generator: string;
  readonly runtime: string;
  readonly a2a: string;
  readonly kit: string;
  readonly server: string;
  readonly client: string;
}

/**
 * The workspaces packed into `into`: each tarball's path. `prepack: false` packs the dist `npm run build` left
 * (no compile per package, as the security suite does); by default each package's prepack builds it first.
 */
export function packWorkspaces(into: string, { prepack = true }: { prepack?: boolean } = {}): Tarballs {
  const flags = prepack ? [] : ["--ignore-scripts"];
  const packed = (args: string[]) =>
    join(into, (JSON.parse(ok(npm, ["pack", "--json", ...flags, "--pack-destination", into, ...args], repo).stdout) as { filename: string }[])[0].filename);
  return {
    runtime: packed(["--workspace", "runtime"]),
    generator: packed([]),
    a2a: packed(["--workspace", "generated"]),
    kit: packed(["--workspace", "kit"]),
    server: packed(["--workspace", "server"]),
    client: packed(["--workspace", "client"]),
  };
}

/** Every package an app's install holds (nested ones too), by name, from npm's record of node_modules. */
export function installedPackages(app: string): string[] {
  const lock = JSON.parse(readFileSync(join(app, "node_modules/.package-lock.json"), "utf8")) as { packages: Record<string, unknown> };
  return Object.keys(lock.packages)
    .map((p) => p.slice(p.lastIndexOf("node_modules/") + "node_modules/".length))
    .sort();
}

/**
 * An app's package.json: the packed runtime, tables, kit, server and client, zod, and `extra`; the packages' own
 * dependencies on the runtime, tables and kit are pointed at the same tarballs.
 */
export function appManifest(name: string, t: Omit<Tarballs, "generator">, extra: Record<string, string> = {}) {
  return {
    name,
    private: true,
    type: "module",
    dependencies: {
      "@a2a-bindgen/runtime": `file:${t.runtime}`,
      "@a2a-bindgen/a2a": `file:${t.a2a}`,
      "@a2a-bindgen/kit": `file:${t.kit}`,
      "@a2a-bindgen/server": `file:${t.server}`,
      "@a2a-bindgen/client": `file:${t.client}`,
      zod: zodVersion,
      ...extra,
    },
    overrides: {
      "@a2a-bindgen/runtime": "$@a2a-bindgen/runtime",
      "@a2a-bindgen/a2a": "$@a2a-bindgen/a2a",
      "@a2a-bindgen/kit": "$@a2a-bindgen/kit",
    },
  };
}

/**
 * Type-checks the app's app.ts with the repository's TypeScript (no network), strict, skipLibCheck off, so the
 * packed declaration files are checked as the app reaches them.
 */
export function typeCheckApp(app: string, module: string, moduleResolution: string): void {
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
