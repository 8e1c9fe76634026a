// The real A2A protos of proto/ (both versions), built once per process with the real buf: the file
// descriptors the generator's model is built from in tests that build it in memory.

import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { createFileRegistry, type DescFile, fromBinary } from "@bufbuild/protobuf";
import { FileDescriptorSetSchema } from "@bufbuild/protobuf/wkt";

const root = resolve(import.meta.dirname, "../..");
let files: DescFile[] | undefined;

/** proto/a2a/v1/a2a.proto (v0.3) and proto/lf/a2a/v1/a2a.proto (v1.0), as buf builds them. */
export function a2aProtoFiles(): DescFile[] {
  if (files !== undefined) return files;
  const built = spawnSync(join(root, "node_modules/@bufbuild/buf/bin/buf"), ["build", "proto", "--as-file-descriptor-set", "-o", "-"], {
    cwd: root,
    maxBuffer: 64 << 20,
  });
  if (built.status !== 0) throw new Error(`buf build proto failed: ${built.stderr}`);
  const registry = createFileRegistry(fromBinary(FileDescriptorSetSchema, built.stdout));
  files = ["a2a/v1/a2a.proto", "lf/a2a/v1/a2a.proto"].map((n) => {
    const f = registry.getFile(n);
    if (f === undefined) throw new Error(`buf build proto: no ${n}`);
    return f;
  });
  return files;
}
