// The expressions are TypeScript too: a module declaring them in order compiles under strict mode
// (recursive definitions with the `z.ZodType` annotation their doc asks for), and the inferred types
// say what the schema says.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ModuleKind, ModuleResolutionKind, Project, ScriptTarget, ts } from "ts-morph";
import { zodDefinitions, type ZodDefinition } from "../../../generator/src/emit/zod-text.js";
import { schemaConstructs } from "../../support/schema-constructs.js";

const A2A = JSON.parse(readFileSync(new URL("../../../proto/a2a/v1/a2a.json", import.meta.url), "utf8"));

function moduleText(defs: ZodDefinition[], extra = ""): string {
  const lines = defs.map((d) => `export const ${d.ident}${d.recursive ? ": z.ZodType" : ""} = ${d.expr};`);
  return `import * as z from "zod";\n\n${lines.join("\n\n")}\n${extra}`;
}

/** Diagnostics of one in-memory file placed here (so "zod" resolves to this repository's node_modules). */
function diagnostics(text: string): string[] {
  const project = new Project({
    skipAddingFilesFromTsConfig: true,
    compilerOptions: {
      target: ScriptTarget.ES2022,
      module: ModuleKind.ES2022,
      moduleResolution: ModuleResolutionKind.Bundler,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    },
  });
  const path = fileURLToPath(new URL("./__zod_source_check__.ts", import.meta.url));
  const file = project.createSourceFile(path, text, { overwrite: true }); // in memory, never saved
  return project
    .getPreEmitDiagnostics()
    .filter((d) => d.getSourceFile() === file)
    .map((d) => `${d.getLineNumber()}: TS${d.getCode()}: ${ts.flattenDiagnosticMessageText(d.getMessageText() as string | ts.DiagnosticMessageChain, " ")}`);
}

test("the a2a.json module type-checks, and its inferred types follow the schema", () => {
  const extra = `
type TaskState = z.infer<typeof J_TaskState>;
export const s1: TaskState = "input-required";
// @ts-expect-error snake case is not a TaskState
export const s2: TaskState = "input_required";
type Part = z.infer<typeof J_Part>;
export const kinds = (p: Part): "text" | "file" | "data" => p.kind;
export const text = (p: Part) => (p.kind === "text" ? p.text : undefined);
type Req = z.infer<typeof J_SendMessageRequest>;
export const id = (r: Req): string | number => r.id;
// @ts-expect-error a request id is never null
export const nid = (r: Req): null => r.id;
export const extra = (m: z.infer<typeof J_Message>) => m["anything-else"];
`;
  assert.deepEqual(diagnostics(moduleText(zodDefinitions(A2A, "a2a.json"), extra)), []);
});

test("every construct the generator can emit type-checks (oneOf, allOf, cycles, const objects, untyped keywords)", () => {
  const defs = zodDefinitions(
    {
      definitions: {
        ...schemaConstructs,
        C: { enum: [{ a: [1, "x", null] }, [], {}, true] },
        U: { properties: { a: { type: "string" } }, items: { type: "null" } },
        V: { properties: { a: { type: "string" } } },
        W: { items: { type: "null" } },
        N: false,
        Y: true,
      },
    },
    "synthetic.json",
  );
  assert.ok(defs.find((d) => d.name === "Tree")!.recursive);
  assert.deepEqual(diagnostics(moduleText(defs)), []);
});

test("the check itself can fail", () => {
  assert.ok(diagnostics('import * as z from "zod";\nexport const bad: number = z.string();\n').length > 0);
});
