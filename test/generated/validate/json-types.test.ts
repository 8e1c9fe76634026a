// Compile-time check: every value of a JSON type that protoc-gen-es generates (json_types=true,
// committed under generated/es/) is assignable to the input type of our schema for that message.
// The assignments are written into a scratch file (one per message, listed from the schemas
// themselves) and type-checked by tsc; a deliberately wrong assignment proves the check bites.

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";

const root = join(import.meta.dirname, "../../..");

interface Dialect {
  module: "v1_0" | "v0_3";
  es: string;
  messages: string[];
}

function typeCheck(source: string): string {
  const dir = mkdtempSync(join(root, ".tmp", "json-types-"));
  try {
    writeFileSync(join(dir, "check.ts"), source);
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, module: "nodenext", moduleResolution: "nodenext", target: "es2022", skipLibCheck: false, types: [] },
        files: ["check.ts"],
      }),
    );
    const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
    const run = spawnSync(process.execPath, [tsc, "-p", dir], { encoding: "utf8" });
    return run.status === 0 ? "" : run.stdout + run.stderr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

mkdirSync(join(root, ".tmp"), { recursive: true });

test("protoc-gen-es JSON types are assignable to the schemas' input types, for every message of both ProtoJSON dialects", () => {
  const dialects: Dialect[] = [
    { module: "v1_0", es: "generated/es/lf/a2a/v1/a2a_pb.js", messages: [...v1_0.messageNames] },
    { module: "v0_3", es: "generated/es/a2a/v1/a2a_pb.js", messages: [...v0_3.messageNames] },
  ];
  assert.ok(dialects[0].messages.length >= 40, `v1_0 messages: ${dialects[0].messages.length}`);
  assert.ok(dialects[1].messages.length >= 40, `v0_3 messages: ${dialects[1].messages.length}`);
  const dir = join(root, ".tmp", "x");
  const rel = (p: string) => relative(dir, join(root, p)).replace(/\\/g, "/");
  const lines = [`import type { input } from "zod";`, `import type { ${dialects.map((d) => d.module).join(", ")} } from "${rel("generated/index.js")}";`];
  for (const d of dialects) {
    lines.push(`import type * as es_${d.module} from "${rel(d.es)}";`);
    for (const m of d.messages) {
      lines.push(`export const ${d.module}_${m}: input<typeof ${d.module}.schemas.${m}> = null as unknown as es_${d.module}.${m}Json;`);
    }
  }
  const errors = typeCheck(lines.join("\n") + "\n");
  assert.equal(errors, "", errors);
  // The control: a value of the wrong JSON type must not type-check.
  const wrong = typeCheck(
    lines.join("\n") + `\nexport const wrong: input<typeof v1_0.schemas.Task> = null as unknown as es_v1_0.MessageJson & { id: number };\n`,
  );
  assert.match(wrong, /error TS/);
});
