// What the field, value and layout printers (fields.ts, values.ts, layout.ts) ask of the converter
// printer (generator.ts): declared here, in a leaf module, so that the printers and the Generator that
// calls them import this file and not each other (no import circle, type-only ones included).

import type { DialectPlan, FieldPlan, HoistPlan, ValuePlan } from "@a2a-bindgen/runtime";

/** "toOlder": newer input, older output. "toNewer": older input, newer output. */
export type Direction = "toOlder" | "toNewer";

export interface Printer {
  readonly plan: DialectPlan;
  readonly toOld: boolean;
  /** The output side as a loss reason names it: "0.3 (rest)" or "1.0". */
  readonly otherVersion: string;
  /** A fresh temporary name in the function being printed (`p` and a number). */
  tmp(p: string): string;
  /** The name of a module-level constant whose JavaScript source is `expr` (evaluated once, at import). */
  konst(expr: string): string;
  /** The converter function of a plan type (printed once, on drain). */
  type(id: string): string;
  /** The converter of a hoisted list's elements (the type without the fields the whole object shares). */
  hoistElement(h: HoistPlan): string;
  inPaths(f: FieldPlan): string[];
  outPaths(f: FieldPlan): string[];
  read(segs: string[], base: string, into: string): string;
  write(segs: string[], val: string, target?: string): string;
  value(vp: ValuePlan, loss: string | undefined, x: string, frag: string, extra: string | undefined, res: string): string;
}
