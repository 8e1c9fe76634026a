// The default path: .js and .d.ts without the full type check. .js is a per-file transpile; .d.ts
// a declaration-only emit of the project (zod schemas' declared types must be inferred, and
// transpileDeclaration silently prints `any` for a type it cannot see, e.g. typeof an imported
// namespace). Same project, options and file order as the checked path (TypeScript numbers types in
// the order it meets them, and prints unions in that order), so the same bytes: a test compares both.

import { ts } from "ts-morph";
import { compilerOptions, newProject, root, type SourceText } from "./check.js";
import { GenerationError } from "../model/errors.js";

export function emitFast(files: SourceText[], runtimeImport: string): SourceText[] {
  const options = compilerOptions(runtimeImport);
  const out: SourceText[] = [];
  for (const f of files.filter((x) => x.name.endsWith(".ts"))) {
    const js = ts.transpileModule(f.content, { compilerOptions: options, fileName: root + f.name });
    out.push({ name: f.name.replace(/\.ts$/, ".js"), content: js.outputText });
  }
  const result = newProject(files, runtimeImport).emitToMemory({ emitOnlyDtsFiles: true });
  if (result.getEmitSkipped()) throw new GenerationError("TypeScript declaration emit was skipped for the generated files; nothing was written");
  for (const f of result.getFiles()) if (f.filePath.startsWith(root)) out.push({ name: f.filePath.slice(root.length), content: f.text });
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
