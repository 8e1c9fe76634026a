// Shared by the plugin tests: compiles a fixture module with the real buf binary (once per module
// per test file) and builds CodeGeneratorRequests in memory, so the plugin runs in-process.

import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { create, createFileRegistry, fromBinary, type DescFile } from "@bufbuild/protobuf";
import {
  CodeGeneratorRequestSchema,
  FileDescriptorSetSchema,
  type CodeGeneratorRequest,
  type FileDescriptorSet,
} from "@bufbuild/protobuf/wkt";

export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
export const fixturesDir = fileURLToPath(new URL("../fixtures/", import.meta.url));
const bufBin = fileURLToPath(new URL("../../node_modules/@bufbuild/buf/bin/buf", import.meta.url));

/** The runtime specifier to pass: the plugin's type check maps it to the runtime package's declarations. */
export const runtime = "@a2a-bindgen/runtime";

/**
 * `buf build test/fixtures/<module> --as-file-descriptor-set -o -`, decoded. buf lists the files in
 * dependency order (imports first), which is what CodeGeneratorRequest.proto_file needs.
 */
export function buildModule(module: string): FileDescriptorSet {
  const r = spawnSync(bufBin, ["build", `test/fixtures/${module}`, "--as-file-descriptor-set", "-o", "-"], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`buf build test/fixtures/${module} failed (${r.status}):\n${r.stderr.toString()}`);
  return fromBinary(FileDescriptorSetSchema, r.stdout);
}

export function codeGeneratorRequest(set: FileDescriptorSet, parameter: string, fileToGenerate: string[]): CodeGeneratorRequest {
  return create(CodeGeneratorRequestSchema, { parameter, fileToGenerate, protoFile: set.file });
}

/** The DescFiles of `names` (proto file names as buf gives them), as protoplugin hands them to the plugin. */
export function descFiles(set: FileDescriptorSet, names: string[]): DescFile[] {
  const registry = createFileRegistry(set);
  return names.map((n) => {
    const f = registry.getFile(n);
    if (!f) throw new Error(`no file ${n} in the descriptor set`);
    return f;
  });
}
