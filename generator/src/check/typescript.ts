// The TypeScript compiler the check uses (the one ts-morph bundles), loaded on first use only: the
// default path (no check=true) never loads it, and these 12 MB cost about half a second to load.
// Loaded with require: an ESM import of a CommonJS module first scans its whole source for export
// names (cjs-module-lexer), which for 12 MB costs about as much as loading it.

import { createRequire } from "node:module";

let tsMorph: typeof import("ts-morph") | undefined;

/** ts-morph (its Project, and its bundled TypeScript as `.ts`), loaded on the first call. */
export function loadTsMorph(): typeof import("ts-morph") {
  tsMorph ??= createRequire(import.meta.url)("ts-morph") as typeof import("ts-morph");
  return tsMorph;
}
