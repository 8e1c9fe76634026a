// Shared by the scenario tests and scripts/update-scenarios.ts. A scenario is a folder
// test/generator/scenarios/<name>/ with proto/ (its .proto files, a module of test/generator/scenarios/buf.yaml),
// parameters.txt (the plugin options, as protoc's --a2a_opt would pass them) and either expected/
// (the committed plugin output) or expected-error.txt (the message the plugin must fail with).
// All protos are built with the real buf, once per process; the plugin runs in-process on a
// CodeGeneratorRequest built in memory.

import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { create, createFileRegistry, fromBinary, type DescFile } from "@bufbuild/protobuf";
import { CodeGeneratorRequestSchema, FileDescriptorSetSchema, type CodeGeneratorRequest, type FileDescriptorSet } from "@bufbuild/protobuf/wkt";
import { plugin } from "../../../generator/src/plugin/plugin.js";

export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
export const scenariosDir = fileURLToPath(new URL("./", import.meta.url));
const bufBin = join(repoRoot, "node_modules/@bufbuild/buf/bin/buf");

/** The runtime specifier the scenarios pass: the plugin's type check maps it to the runtime package's declarations. */
export const runtime = "@a2a-bindgen/runtime";

/** Every scenario folder (those with a proto/ folder), sorted. */
export function scenarioNames(): string[] {
  return readdirSync(scenariosDir)
    .filter((n) => existsSync(join(scenariosDir, n, "proto")))
    .sort();
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
}

/** The proto files of a scenario, as buf names them (relative to its proto/ folder). */
export function protoFiles(name: string): string[] {
  const root = join(scenariosDir, name, "proto");
  return walk(root)
    .filter((f) => f.endsWith(".proto"))
    .map((f) => relative(root, f).split("\\").join("/"));
}

let built: FileDescriptorSet | undefined;

/** `buf build test/generator/scenarios` limited to the scenarios' own files (not all of googleapis), decoded. */
export function descriptorSet(): FileDescriptorSet {
  if (built) return built;
  const paths = scenarioNames().flatMap((n) =>
    readdirSync(join(scenariosDir, n, "proto")).flatMap((top) => ["--path", `test/generator/scenarios/${n}/proto/${top}`]),
  );
  const r = spawnSync(bufBin, ["build", "test/generator/scenarios", ...paths, "--as-file-descriptor-set", "-o", "-"], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.error) throw r.error;
  if (r.status !== 0)
    throw new Error(
      `buf build test/generator/scenarios failed (${r.status}); is every scenario's proto/ a module in test/generator/scenarios/buf.yaml?\n${r.stderr.toString()}`,
    );
  return (built = fromBinary(FileDescriptorSetSchema, r.stdout));
}

/**
 * The scenario's parameters.txt (one line; blank lines and # comments allowed), with a relative
 * `rules=` path taken from the scenario folder, as the file says.
 */
export function parameters(name: string): string {
  const text = readFileSync(join(scenariosDir, name, "parameters.txt"), "utf8");
  const line = text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"))
    .join(",");
  return line
    .split(",")
    .map((kv) => (kv.startsWith("rules=") ? `rules=${resolve(scenariosDir, name, kv.slice("rules=".length))}` : kv))
    .join(",");
}

export function codeGeneratorRequest(parameter: string, fileToGenerate: string[]): CodeGeneratorRequest {
  return create(CodeGeneratorRequestSchema, { parameter, fileToGenerate, protoFile: descriptorSet().file });
}

/** The DescFiles of `names`, as protoplugin hands them to the plugin. */
export function descFiles(names: string[]): DescFile[] {
  const registry = createFileRegistry(descriptorSet());
  return names.map((n) => {
    const f = registry.getFile(n);
    if (!f) throw new Error(`no file ${n} in the scenarios' descriptor set`);
    return f;
  });
}

/** Runs the plugin on a scenario: its output files by name, in the order the plugin gives them. */
export function generate(name: string): Map<string, string> {
  const res = plugin.run(codeGeneratorRequest(parameters(name), protoFiles(name)));
  if (res.error) throw new Error(`scenario ${name}: the plugin answered with an error: ${res.error}`);
  const files = new Map(res.file.map((f) => [f.name, f.content]));
  if (files.size !== res.file.length) throw new Error(`scenario ${name}: a file was produced twice`);
  return files;
}

/** The committed expected/ output of a scenario, by path relative to expected/. */
export function expectedFiles(name: string): Map<string, string> {
  const root = join(scenariosDir, name, "expected");
  return new Map(walk(root).map((f) => [relative(root, f).split("\\").join("/"), readFileSync(f, "utf8")]));
}

export const expectedDir = (name: string) => join(scenariosDir, name, "expected");
