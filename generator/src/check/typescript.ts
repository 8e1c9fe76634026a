// The TypeScript compiler the generator uses (the one ts-morph bundles, so the checked and the fast
// path print the same bytes), loaded with require: an ESM import of a CommonJS module first scans
// its whole source for export names (cjs-module-lexer), which for these 12 MB costs about as much
// as loading them.

import { createRequire } from "node:module";

const tsMorph = createRequire(import.meta.url)("ts-morph") as typeof import("ts-morph");

/** TypeScript's compiler API (ts-morph's bundled copy). */
export const ts: typeof import("ts-morph").ts = tsMorph.ts;

/** ts-morph's Project, for the checked path. */
export const Project: typeof import("ts-morph").Project = tsMorph.Project;
