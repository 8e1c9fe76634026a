// The default emit: .js and .d.ts from the printed TypeScript without TypeScript, by Oxc's
// transformer (oxc-transform, a native binding: the whole A2A output in tens of milliseconds). The
// .js strips types; the .d.ts is an isolated-declarations transpile, which needs every exported
// declaration to carry its type (the templates print them). A file whose declarations still need
// inference (Oxc reports it, TS9xxx, instead of guessing: a template outside this repository's
// tests, say) gets its .d.ts from the checker, loaded only then, in a project of that file and the
// other files' declarations. check=true type-checks first, then emits here too, so the option
// never changes the bytes.

import { transformSync } from "oxc-transform";
import { GenerationError } from "../model/errors.js";
import { wrapDeclarations } from "../emit/wrap-declarations.js";
import { newProject, root, type SourceText } from "./check.js";

/** Oxc's isolated-declarations diagnostics: TS9005…TS9039 ("… can't be inferred with --isolatedDeclarations"). */
const needsInference = /^TS90\d\d:/;

/**
 * The .js with every non-ASCII character as a \uXXXX escape. Why: Node decodes an ASCII file on a
 * fast path and V8 keeps it as a one-byte string; one "…" makes the whole module two-byte, which
 * decodes and scans slower (2.7 ms against 0.8 ms to decode the converters module). The escape means
 * the same character in strings, template literals, regular expressions and identifiers; in a
 * comment it only reads differently (the .d.ts and .ts keep the characters).
 */
export function asciiOnly(code: string): string {
  return code.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Line (1-based) of a character offset. */
function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** .js and .d.ts for every .ts file, named like the source, sorted by name. */
export function emitFast(files: SourceText[], runtimeImport: string): SourceText[] {
  const out: SourceText[] = [];
  const inferred: SourceText[] = [];
  for (const f of files) {
    if (!f.name.endsWith(".ts")) continue;
    const base = f.name.slice(0, -".ts".length);
    const r = transformSync(f.name, f.content, { lang: "ts", sourceType: "module", target: "es2022", typescript: { declaration: {} } });
    const broken = r.errors.filter((e) => !needsInference.test(e.message));
    if (broken.length > 0) {
      const lines = broken.slice(0, 10).map((e) => `${f.name}:${lineOf(f.content, e.labels[0]?.start ?? 0)}: ${e.message}`);
      throw new GenerationError(`generated TypeScript does not compile (a template bug; nothing was written):\n  ${lines.join("\n  ")}`);
    }
    out.push({ name: `${base}.js`, content: asciiOnly(r.code) });
    // Oxc prints each type on one line: long ones are wrapped for a reviewer (a whitespace change only).
    if (r.errors.length === 0 && r.declaration !== undefined) out.push({ name: `${base}.d.ts`, content: wrapDeclarations(r.declaration) });
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
