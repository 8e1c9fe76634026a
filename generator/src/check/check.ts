// Type-checks the emitted TypeScript with ts-morph before anything is written (check=true), and
// emits .js + .d.ts with the checker (the oracle the tests compare the default emit with). A template
// that produces invalid TypeScript fails generation naming file and line. ts-morph loads on the first
// call, never on import: the default path imports this module's types and nothing else.

import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Project as ProjectType, ts as TS } from "ts-morph";
import { loadTsMorph } from "./typescript.js";
import { GenerationError } from "../model/errors.js";

export interface SourceText {
  name: string;
  content: string;
}

/**
 * The runtime's type declarations: the @a2a-bindgen/runtime package this generator depends on. The
 * generated code's runtime specifier (which may name a vendored copy) is mapped onto it for the check.
 */
function runtimeTypesDir(): string {
  let dir: string;
  try {
    dir = dirname(createRequire(import.meta.url).resolve("@a2a-bindgen/runtime/package.json"));
  } catch (e) {
    throw new GenerationError(`cannot find @a2a-bindgen/runtime to type-check the generated code against: ${(e as Error).message}`);
  }
  const types = join(dir, "dist");
  if (!existsSync(join(types, "index.d.ts"))) throw new GenerationError(`@a2a-bindgen/runtime at ${dir} has no dist/index.d.ts (build it first)`);
  return types;
}

/** zod's types: generated schemas import "zod/mini" (the runtime "zod/v4/core"), resolved from this package. */
function zodTypes(sub: string): string {
  return join(dirname(createRequire(import.meta.url).resolve("zod/package.json")), sub, "index.d.ts");
}

function runtimePaths(runtimeImport: string): Record<string, string[]> {
  const types = runtimeTypesDir();
  return {
    [runtimeImport]: [join(types, "index.d.ts")],
    [`${runtimeImport}/*`]: [join(types, "*", "index.d.ts")],
    zod: [zodTypes(".")],
    "zod/mini": [zodTypes("mini")],
    "zod/v4/core": [zodTypes("v4/core")],
  };
}

/** A virtual root: the files are checked in memory, never written here. */
export const root = "/__protoc_gen_check__/";

/** The compiler options of the check and of the checker's emit. */
export function compilerOptions(runtimeImport: string): TS.CompilerOptions {
  const { ts } = loadTsMorph();
  return {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    declaration: true,
    skipLibCheck: true,
    // Only the generated files are judged (below); the runtime's own sources may need lib types we do not load.
    noEmitOnError: false,
    types: [],
    paths: runtimePaths(runtimeImport),
  };
}

/** The generated .ts files in a project (in memory under `root`), not yet checked. */
export function newProject(files: SourceText[], runtimeImport: string): ProjectType {
  const project = new (loadTsMorph().Project)({
    useInMemoryFileSystem: false,
    skipAddingFilesFromTsConfig: true,
    compilerOptions: compilerOptions(runtimeImport),
  });
  for (const f of files) if (f.name.endsWith(".ts")) project.createSourceFile(root + f.name, f.content, { overwrite: true });
  return project;
}

export function createCheckedProject(files: SourceText[], runtimeImport: string): ProjectType {
  const project = newProject(files, runtimeImport);
  const diagnostics = project.getPreEmitDiagnostics().filter((d) => d.getSourceFile()?.getFilePath().startsWith(root));
  if (diagnostics.length > 0) {
    const { ts } = loadTsMorph();
    const lines = diagnostics.slice(0, 10).map((d) => {
      const file = d.getSourceFile()!.getFilePath().slice(root.length);
      const line = d.getLineNumber() ?? 0;
      return `${file}:${line}: TS${d.getCode()}: ${ts.flattenDiagnosticMessageText(d.compilerObject.messageText, " ")}`;
    });
    throw new GenerationError(`generated TypeScript does not compile (a template bug; nothing was written):\n  ${lines.join("\n  ")}`);
  }
  return project;
}

/** .js and .d.ts for every checked .ts file, named like the source. */
export function emitChecked(project: ProjectType): SourceText[] {
  const out: SourceText[] = [];
  const result = project.emitToMemory();
  if (result.getEmitSkipped()) throw new GenerationError("TypeScript emit was skipped for the generated files; nothing was written");
  for (const f of result.getFiles()) {
    if (!f.filePath.startsWith(root)) continue;
    out.push({ name: f.filePath.slice(root.length), content: f.text });
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
