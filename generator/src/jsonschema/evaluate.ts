// Runs the text zodDefinitions produced, for tests and tools that want live schemas without writing a
// module: the expressions are evaluated in order, in one scope, with `z` as their only free name.

import { z } from "zod";
import type { ZodDefinition } from "./zod-source.js";

/** Definition name → its zod schema. */
export function evaluateZodDefinitions(defs: readonly ZodDefinition[]): Map<string, z.ZodType> {
  const body =
    defs.map((d) => `const ${d.ident} = ${d.expr};`).join("\n") +
    `\nreturn [${defs.map((d) => `[${JSON.stringify(d.name)}, ${d.ident}]`).join(", ")}];`;
  const entries = new Function("z", body)(z) as [string, z.ZodType][];
  return new Map(entries);
}
