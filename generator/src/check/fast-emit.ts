// The default path: .js and .d.ts without the type checker wherever the printed TypeScript allows it.
// Each file's .js is a transpile (no types needed), and its .d.ts an isolated-declarations transpile
// when every exported declaration carries its type (the JSON-RPC, schemas and routes modules do). A
// file whose declarations still need inference (TypeScript reports it instead of guessing) gets its
// .d.ts from the checker, in a project of that file and the other files' declarations, far smaller
// than all the sources. Same compiler and options as the checked path: the CLI test and the drift
// check compare the bytes with the checked output.

import { GenerationError } from "../model/errors.js";
import { compilerOptions, newProject, root, type SourceText } from "./check.js";
import { ts } from "./typescript.js";

/** .js and .d.ts for every .ts file, named like the source, sorted by name. */
export function emitFast(files: SourceText[], runtimeImport: string): SourceText[] {
  const options = compilerOptions(runtimeImport);
  const out: SourceText[] = [];
  const inferred: SourceText[] = [];
  for (const f of files) {
    if (!f.name.endsWith(".ts")) continue;
    const base = f.name.slice(0, -".ts".length);
    const fileName = root + f.name;
    out.push({ name: `${base}.js`, content: ts.transpileModule(f.content, { compilerOptions: options, fileName }).outputText });
    const d = ts.transpileDeclaration(f.content, { compilerOptions: options, fileName, reportDiagnostics: true });
    if ((d.diagnostics ?? []).length === 0) out.push({ name: `${base}.d.ts`, content: d.outputText });
    else inferred.push(f);
  }
  if (inferred.length > 0) out.push(...checkerDeclarations(inferred, out, runtimeImport));
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Declarations the checker infers for `sources`, against the declarations already emitted for the rest. */
function checkerDeclarations(sources: SourceText[], emitted: SourceText[], runtimeImport: string): SourceText[] {
  const declarations = emitted.filter((e) => e.name.endsWith(".d.ts"));
  const project = newProject([...sources, ...declarations], runtimeImport);
  const out: SourceText[] = [];
  for (const s of sources) {
    const result = project.emitToMemory({ targetSourceFile: project.getSourceFileOrThrow(root + s.name), emitOnlyDtsFiles: true });
    if (result.getEmitSkipped()) throw new GenerationError(`TypeScript emit was skipped for ${s.name}; nothing was written`);
    for (const f of result.getFiles()) if (f.filePath.startsWith(root)) out.push({ name: f.filePath.slice(root.length), content: f.text });
  }
  return out;
}
