// The default path: .js and .d.ts without the full type check (getPreEmitDiagnostics), from the same
// project, options and file order as the checked path, so the same bytes (TypeScript numbers types
// in the order it meets them and prints unions in that order); a test compares both. The .d.ts
// still need the checker (zod schemas' declared types are inferred; transpileDeclaration silently
// prints `any` for a type it cannot see), and that inference is most of the cost.

import { emitChecked, newProject, type SourceText } from "./check.js";

export function emitFast(files: SourceText[], runtimeImport: string): SourceText[] {
  return emitChecked(newProject(files, runtimeImport));
}
