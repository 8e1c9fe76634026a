// A JSON Schema the rules name, as the loader read it: declared apart from load.ts because the loader's
// parts (error-table.ts) read it too, and load.ts imports them.

/** A JSON Schema named by the rules, read once. */
export interface LoadedSchema {
  /** Absolute path (for messages). */
  path: string;
  /** Its file name ("a2a.json"), as generated notes cite it. */
  file: string;
  doc: unknown;
}
