// buf reads only files below buf.yaml, and npm may have installed a package in a parent folder's node_modules
// (a workspace hoists it there): copy what the pipeline reads from packages into vendor/, wherever npm put them.
import { cpSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const vendor = join(import.meta.dirname, "vendor");

rmSync(vendor, { recursive: true, force: true });
// The google.api annotations (http rules, field behaviour, client) the A2A protos import.
cpSync(join(packageDir("google-proto-files"), "google/api"), join(vendor, "googleapis/google/api"), { recursive: true });
// The rules file: where the specs disagree, what protoc-gen-a2a decides ("the proto wins").
cpSync(join(packageDir("a2a-bindgen"), "rules/a2a.rules.json"), join(vendor, "a2a.rules.json"));
