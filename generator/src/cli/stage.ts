// One buf run in a throw-away work directory: the pinned protos, the googleapis files they import,
// and a buf.yaml/buf.gen.yaml written for this run. Nothing is read from or written to the
// package's own folder except the rules, manifest, templates and plugin it ships.

import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { copyVerified, readManifest, verifySpecFiles, type AcceptedFile, type SpecSources } from "../proto/sync.js";

/** The package root (bin/, rules/, templates/, proto/manifest.json). */
export const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

export interface JobOptions extends SpecSources {
  /** Module specifier generated code imports the runtime from. */
  runtime: string;
  /** Run the plugin's full TypeScript check (slower; CI turns it on). */
  typeCheck: boolean;
  /** The plugin's target option, checked: "ts", "js", "dts" joined by "+" (default "js+dts"). */
  target: string;
  /** The plugin's openapi option: each version's OpenAPI document and JSON Schema bundle too. */
  openapi?: boolean | undefined;
}

const require = createRequire(import.meta.url);

/**
 * Where a moved pin is recorded, for a hash mismatch's message: this repository's proto/manifest.json;
 * none for an installed package (its manifest is in node_modules, and editing it is no remedy).
 */
export function manifestHint(root: string = packageRoot): string | undefined {
  return root.split(/[\\/]/).includes("node_modules") ? undefined : join(root, "proto", "manifest.json");
}

/** Resolved from this package, wherever npm put it (hoisted to the app or nested under us). */
function packageDir(name: string): string {
  try {
    return dirname(require.resolve(`${name}/package.json`));
  } catch (e) {
    throw new CliError(`cannot find ${name}, a dependency of a2a-bindgen: ${(e as Error).message}; reinstall a2a-bindgen`, 1);
  }
}

const importLine = /^\s*import\s+(?:public\s+|weak\s+)?"([^"]+)"\s*;/gm;

/** Copies the googleapis files the protos import (transitively) out of google-proto-files; buf ships google/protobuf. */
function copyGoogleApis(protoFiles: string[], into: string): void {
  const from = packageDir("google-proto-files");
  const seen = new Set<string>();
  const queue = protoFiles.flatMap((f) => [...readFileSync(f, "utf8").matchAll(importLine)].map((m) => m[1]));
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name) || name.startsWith("google/protobuf/")) continue;
    seen.add(name);
    const src = join(from, name);
    if (!existsSync(src)) continue; // not a googleapis file: buf names it if nothing provides it
    mkdirSync(dirname(join(into, name)), { recursive: true });
    copyFileSync(src, join(into, name));
    queue.push(...[...readFileSync(src, "utf8").matchAll(importLine)].map((m) => m[1]));
  }
}

function bufBinary(): string {
  return join(packageDir("@bufbuild/buf"), "bin", "buf");
}

/** A YAML scalar buf reads back as exactly this string. */
const yamlString = (s: string) => JSON.stringify(s);

/** The plugin options of a run; the same list buf.gen.yaml in the repository shows. */
export function pluginOptions(o: {
  target: string;
  rules: string;
  runtime: string;
  typeCheck: boolean;
  jsonSchemas: [string, string][];
  accepted: AcceptedFile[];
  openapi?: boolean | undefined;
}): string[] {
  const opts = [`target=${o.target}`, `rules=${o.rules}`, `runtime=${o.runtime}`, "elide_plugin_version=true"];
  for (const [version, path] of o.jsonSchemas) opts.push(`json_schema=${version}=${path}`);
  for (const a of o.accepted) opts.push(`unpinned=${a.dest}:${a.sha256}`);
  if (o.typeCheck) opts.push("check=true");
  if (o.openapi) opts.push("openapi=true");
  for (const opt of opts)
    if (opt.includes(",")) throw new CliError(`a path or specifier given to the plugin contains a comma, which protoc's option syntax cannot carry: ${opt}`, 2);
  return opts;
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A message with every path of a staged copy (absolute, `proto/…` or the import path buf and the plugin
 * print) replaced by the user's file it was copied from: the copies are byte-equal, so lines and columns hold.
 */
export function userPaths(message: string, work: string, files: readonly { from: string; dest: string }[]): string {
  if (files.length === 0) return message;
  const byDest = new Map(files.map((f) => [f.dest, f.from]));
  const dests = [...byDest.keys()].sort((a, b) => b.length - a.length).map(escaped);
  // Not inside a longer path: "a2a/v1/a2a.proto" must not match the tail of "lf/a2a/v1/a2a.proto".
  const pattern = new RegExp(`(?<![\\w./-])(?:${escaped(join(work, "proto"))}/|proto/)?(${dests.join("|")})(?![\\w/-])`, "g");
  return message.replace(pattern, (_all, dest: string) => byDest.get(dest) ?? dest);
}

/**
 * Verifies and copies the pinned files into `work`, writes the buf configuration and runs buf with
 * protoc-gen-a2a into `work/out`. Returns that directory. The caller removes `work`.
 */
export function runJob(work: string, o: JobOptions): { out: string; accepted: AcceptedFile[] } {
  const manifest = readManifest(join(packageRoot, "proto"));
  const verified = verifySpecFiles(manifest, o, manifestHint());
  const protoDir = join(work, "proto");
  const copied = copyVerified(verified, protoDir);
  copyGoogleApis(
    copied.filter((f) => f.endsWith(".proto")),
    join(work, "googleapis"),
  );
  // The rules name the v0.3 JSON Schema relative to their own folder, which is not shipped: point
  // each schema-named version at the verified copy instead.
  const jsonSchemas: [string, string][] = verified.files
    .filter((f) => f.dest.endsWith(".json"))
    .map((f) => [manifest.files.find((m) => m.dest === f.dest)!.version, join(protoDir, f.dest)]);
  const opts = pluginOptions({
    target: o.target,
    rules: join(packageRoot, "rules", "a2a.rules.json"),
    runtime: o.runtime,
    typeCheck: o.typeCheck,
    openapi: o.openapi,
    jsonSchemas,
    accepted: verified.accepted,
  });
  writeFileSync(join(work, "buf.yaml"), ["version: v2", "modules:", "  - path: proto", "  - path: googleapis", ""].join("\n"));
  writeFileSync(
    join(work, "buf.gen.yaml"),
    [
      "version: v2",
      "plugins:",
      `  - local: [${yamlString(process.execPath)}, ${yamlString(join(packageRoot, "bin", "protoc-gen-a2a"))}]`,
      "    out: out",
      "    strategy: all",
      `    opt: [${opts.map(yamlString).join(", ")}]`,
      "",
    ].join("\n"),
  );
  const run = spawnSync(bufBinary(), ["generate", "proto", "--template", "buf.gen.yaml"], { cwd: work, encoding: "utf8" });
  if (run.status !== 0) {
    const why = (run.stderr || run.stdout || String(run.error ?? `exit ${run.status}`)).trim();
    throw new CliError(`buf generate failed; the output directory was not touched:\n${userPaths(why, work, verified.files)}`, 1);
  }
  return { out: join(work, "out"), accepted: verified.accepted };
}
