// ajv's draft 2020-12 build in strict mode (with ajv-formats) over a set of defs, one validator per def:
// what the schema tests use as the JSON Schema side of each comparison.

import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { JsonSchema } from "../../../../generator/src/openapi/schemas/index.js";

export type Check = (value: unknown) => boolean;

const ID = "https://a2a-bindgen.test/schemas.json";

/** `#/$defs/<local>`: the refs of a standalone bundle. */
export const defsRef = (local: string) => `#/$defs/${local}`;

/** Compiles every def (strict: unknown keywords, loose types and stray `required` are errors) and returns a check per def. */
export function compileDefs(defs: Record<string, JsonSchema>): Record<string, Check> {
  // allowUnionTypes: `type: ["integer", "string"]` is how the schemas say "a number or its string form".
  const ajv = new Ajv2020.default({ strict: true, allowUnionTypes: true, allErrors: false });
  addFormats.default(ajv);
  ajv.addVocabulary(["x-a2a-printed-from"]);
  ajv.addSchema({ $id: ID, $defs: defs });
  const out: Record<string, Check> = {};
  for (const key of Object.keys(defs)) {
    const v = ajv.getSchema(`${ID}#/$defs/${key}`);
    if (v === undefined) throw new Error(`ajv: no schema for ${key}`);
    out[key] = (value) => v(value) === true;
  }
  return out;
}
