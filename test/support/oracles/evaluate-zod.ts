// Test oracle: runs the text zodDefinitions produced, in memory, without writing a module: the
// expressions are evaluated in order, in one scope, with `z` as their only free name. new Function
// lives here, under test/, because the generator only prints code and never evaluates it.

import * as z from "zod";
import type { ZodDefinition } from "../../../generator/src/emit/zod-text.js";

/** Definition name → its zod schema. */
export function evaluateZodDefinitions(defs: readonly ZodDefinition[]): Map<string, z.ZodType> {
  const body =
    defs.map((d) => `const ${d.ident} = ${d.expr};`).join("\n") + `\nreturn [${defs.map((d) => `[${JSON.stringify(d.name)}, ${d.ident}]`).join(", ")}];`;
  const entries = new Function("z", body)(z) as [string, z.ZodType][];
  return new Map(entries);
}
