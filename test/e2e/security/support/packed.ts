// The packages as an app installs them, for the security suite: the workspaces packed with `npm pack`
// (runtime, the generated tables @a2a-bindgen/a2a, kit, client, server: what would be published, from
// the dist that `npm run build` left), unpacked into a temporary app's node_modules as real folders, with
// copies of their dependencies (zod, @bufbuild/protobuf, @connectrpc/connect, @connectrpc/connect-node, jose
// and the peer @opentelemetry/api, none of which has dependencies of its own) from the repository's node_modules: no registry is asked.
//
// The app lives in os.tmpdir()/a2a-security-packed/<hash of the tarballs and dependency versions>, so the
// test files of one run (node --test runs them in parallel processes) share one install: each process
// packs (half a second), and the first to find no install for that hash builds it under a lock directory
// (mkdir is atomic; a lock whose process is gone is taken over), in a staging folder renamed into place.
// Installs unused for a day are removed.

import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** The entries the suite imports, typed as the workspace modules they are packed from. */
export interface PackedEntries {
  "@a2a-bindgen/server": typeof import("@a2a-bindgen/server");
  "@a2a-bindgen/server/node": typeof import("@a2a-bindgen/server/node");
  "@a2a-bindgen/server/fetch": typeof import("@a2a-bindgen/server/fetch");
  "@a2a-bindgen/server/grpc": typeof import("@a2a-bindgen/server/grpc");
  "@a2a-bindgen/client": typeof import("@a2a-bindgen/client");
  "@a2a-bindgen/kit": typeof import("@a2a-bindgen/kit");
  "@a2a-bindgen/a2a/protocol": typeof import("@a2a-bindgen/a2a/protocol");
  "@a2a-bindgen/a2a/v1_0": typeof import("@a2a-bindgen/a2a/v1_0");
  "@a2a-bindgen/a2a/v0_3": typeof import("@a2a-bindgen/a2a/v0_3");
  "@a2a-bindgen/a2a/v1_0/routes": typeof import("@a2a-bindgen/a2a/v1_0/routes");
  "@a2a-bindgen/a2a/v0_3/routes": typeof import("@a2a-bindgen/a2a/v0_3/routes");
}

/** The repository root. */
export const repo = join(import.meta.dirname, "../../../..");

/** Workspace folder and package name, in dependency order. */
const workspaces = [
  ["runtime", "@a2a-bindgen/runtime"],
  ["generated", "@a2a-bindgen/a2a"],
  ["kit", "@a2a-bindgen/kit"],
  ["client", "@a2a-bindgen/client"],
  ["server", "@a2a-bindgen/server"],
] as const;

/** The packages' dependencies from outside the repository, copied from its node_modules. */
const dependencies = ["zod", "@bufbuild/protobuf", "@connectrpc/connect", "@connectrpc/connect-node", "jose", "@opentelemetry/api"] as const;

/** Where the installs are kept (A2A_SECURITY_PACKED_ROOT: another folder, for the test of this file). */
const root = process.env.A2A_SECURITY_PACKED_ROOT ?? join(tmpdir(), "a2a-security-packed");
const lock = join(root, "lock");
const dayMs = 24 * 60 * 60 * 1000;

function run(cmd: string, args: string[], cwd: string): string {
  const r = spawnSync(cmd, args, { cwd, encoding: "utf8", timeout: 120_000, maxBuffer: 16 << 20 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} (in ${cwd}) exited ${r.status}:\n${r.stderr}${r.error ? String(r.error) : ""}`);
  return r.stdout;
}

function versionOf(dir: string): string {
  return (JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { version: string }).version;
}

/** Packs the workspaces into `into`; answers the tarball per package name. */
function pack(into: string): Map<string, string> {
  for (const [folder] of workspaces) {
    const main = folder === "generated" ? join(repo, folder, "index.js") : join(repo, folder, "dist/index.js");
    if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` before the security tests (npm test does)`);
  }
  // Packing is local: --offline and no update check, so npm itself asks no registry either.
  const args = [
    "pack",
    "--json",
    "--ignore-scripts",
    "--offline",
    "--no-update-notifier",
    "--pack-destination",
    into,
    ...workspaces.flatMap(([folder]) => ["--workspace", folder]),
  ];
  const out = JSON.parse(run("npm", args, repo)) as { name: string; filename: string }[];
  return new Map(out.map((p) => [p.name, join(into, p.filename)]));
}

/** The install's key: the tarballs' bytes and the dependencies' versions. */
function keyOf(tarballs: Map<string, string>): string {
  const h = createHash("sha256");
  for (const [, name] of workspaces) h.update(`${name}\0`).update(readFileSync(tarballs.get(name) as string));
  for (const d of dependencies) h.update(`${d}@${versionOf(join(repo, "node_modules", d))}\0`);
  return h.digest("hex").slice(0, 24);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock directory, waiting (bounded) while a live process holds it. */
async function acquire(): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, "pid"), String(process.pid));
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
    let holder = Number.NaN;
    try {
      holder = Number(readFileSync(join(lock, "pid"), "utf8"));
    } catch {}
    // A holder that died left its lock: take it over. A lock without a pid is being made, unless it is
    // older than a few seconds (its maker died between mkdir and writing the pid).
    const orphan = Number.isNaN(holder) && Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 10_000;
    if (orphan || (Number.isSafeInteger(holder) && holder > 0 && !isAlive(holder))) rmSync(lock, { recursive: true, force: true });
    else if (Date.now() > deadline) throw new Error(`${lock} is still held by process ${holder} after 180 s`);
    else await new Promise((r) => setTimeout(r, 100));
  }
}

function release(): void {
  rmSync(lock, { recursive: true, force: true });
}

/** Builds the app for `key` in a staging folder and renames it into place. */
function build(key: string, tarballs: Map<string, string>): void {
  const stage = mkdtempSync(join(root, ".stage-"));
  try {
    const modules = join(stage, "node_modules");
    for (const [, name] of workspaces) {
      const into = join(modules, name);
      mkdirSync(into, { recursive: true });
      run("tar", ["xzf", tarballs.get(name) as string, "-C", into, "--strip-components=1"], stage);
    }
    for (const d of dependencies) cpSync(join(repo, "node_modules", d), join(modules, d), { recursive: true, dereference: true });
    const manifest = {
      name: "security-app",
      private: true,
      type: "module",
      dependencies: Object.fromEntries([
        ...workspaces.map(([folder, name]) => [name, versionOf(join(repo, folder))]),
        ...dependencies.map((d) => [d, versionOf(join(modules, d))]),
      ]),
    };
    writeFileSync(join(stage, "package.json"), JSON.stringify(manifest, null, 2));
    writeFileSync(join(stage, "ready"), key);
    renameSync(stage, join(root, key));
  } catch (e) {
    rmSync(stage, { recursive: true, force: true });
    throw e;
  }
}

/** Removes installs unused for a day (their `ready` file is touched at each use). */
function sweep(keep: string): void {
  for (const name of readdirSync(root)) {
    if (name === keep || name === "lock") continue;
    const ready = join(root, name, "ready");
    const used = existsSync(ready) ? statSync(ready).mtimeMs : statSync(join(root, name)).mtimeMs;
    if (Date.now() - used > dayMs) rmSync(join(root, name), { recursive: true, force: true });
  }
}

async function install(): Promise<string> {
  mkdirSync(root, { recursive: true });
  const tgz = mkdtempSync(join(tmpdir(), "a2a-security-tgz-"));
  try {
    const tarballs = pack(tgz);
    const key = keyOf(tarballs);
    const app = join(root, key);
    if (!existsSync(join(app, "ready"))) {
      await acquire();
      try {
        if (!existsSync(join(app, "ready"))) {
          rmSync(app, { recursive: true, force: true });
          build(key, tarballs);
        }
        sweep(key);
      } finally {
        release();
      }
    }
    const now = new Date();
    utimesSync(join(app, "ready"), now, now);
    return app;
  } finally {
    rmSync(tgz, { recursive: true, force: true });
  }
}

let installed: Promise<string> | undefined;

/** The temporary app's folder (packing and installing on first use in this process). */
export function packedApp(): Promise<string> {
  installed ??= install();
  return installed;
}

/** The file an entry resolves to from inside the temporary app. */
export async function packedPath(entry: keyof PackedEntries): Promise<string> {
  const app = await packedApp();
  return createRequire(join(app, "package.json")).resolve(entry);
}

/** Imports an entry of the packed packages, as the app would. */
export async function packed<K extends keyof PackedEntries>(entry: K): Promise<PackedEntries[K]> {
  return (await import(pathToFileURL(await packedPath(entry)).href)) as PackedEntries[K];
}
