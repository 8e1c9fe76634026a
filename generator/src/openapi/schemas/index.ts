// The JSON Schema (draft 2020-12) of every message and enum of a validator model, stating what the
// printed ProtoJSON validators accept (runtime/src/protojson, default options). Pure: no I/O. What JSON
// Schema cannot state comes from the rules file ($.jsonSchema.notStated) and is handed back with the defs.

import { GenerationError } from "../../model/errors.js";
import type { ValidatorModel, ValidatorType } from "../../model/validators.js";
import type { JsonSchemaRules } from "../../rules/json-schema-rules.js";
import { buildMessageSchema, namesOf, type Ref } from "./message.js";
import type { JsonSchema } from "./scalars.js";
import { wellKnownSchema } from "./wkt.js";

export type { JsonSchema } from "./scalars.js";
export { wellKnownSchema } from "./wkt.js";

export interface NotStated {
  id: string;
  subject: string;
  rule: string;
  reason: string;
  source: string;
}

export interface SchemaSet {
  /** Local name ("Task", "google.protobuf.Timestamp") → schema: every message and enum of the model and every WKT reached. */
  defs: Record<string, JsonSchema>;
  /** What JSON Schema cannot state (the rules file's jsonSchema section), for the document: the rules whose kinds the model reaches. */
  notStated: NotStated[];
}

export interface JsonSchemasOptions {
  /** Well-known types to include even if no field reaches them (an rpc's google.protobuf.Empty). */
  wellKnown?: readonly string[];
}

/** The kinds a type reaches, as the rules' `kinds` name them: scalar names, WKT full names, "enum", "message", "map". */
function kindsOf(model: ValidatorModel, wkts: Iterable<string>): Set<string> {
  const kinds = new Set<string>(wkts);
  if (model.enums.length > 0) kinds.add("enum");
  if (model.messages.length > 0) kinds.add("message");
  for (const m of model.messages) {
    for (const f of m.fields) {
      if (f.type.kind === "scalar") kinds.add(f.type.scalar);
      if (f.mapKey !== null) kinds.add(`map<${f.mapKey}>`);
      if (f.required && f.presence === "implicit" && f.type.kind === "scalar") kinds.add(`required ${f.type.scalar}`);
    }
  }
  return kinds;
}

/** Every message and enum of `model` (and every WKT reached) as JSON Schema; `ref(local)` gives a def's $ref. */
export function jsonSchemas(model: ValidatorModel, ref: (local: string) => string, rules?: JsonSchemaRules, options: JsonSchemasOptions = {}): SchemaSet {
  const names = namesOf(model);
  const defs: Record<string, JsonSchema> = {};
  const put = (key: string, schema: JsonSchema, what: string) => {
    if (Object.hasOwn(defs, key)) throw new GenerationError(`JSON Schema: two definitions are named "${key}" (the second is ${what})`);
    defs[key] = schema;
  };
  for (const e of model.enums) {
    const numbers = { type: "integer", minimum: -(2 ** 31), maximum: 2 ** 31 - 1 };
    put(e.local, { "x-a2a-printed-from": e.name, anyOf: [{ type: "string", enum: e.values.map((v) => v.name) }, numbers] }, `enum ${e.name}`);
  }
  for (const m of model.messages) put(m.local, buildMessageSchema(m, names, ref), `message ${m.name}`);
  const wkts = new Set<string>(options.wellKnown ?? []);
  const reach = (t: ValidatorType) => t.kind === "wkt" && wkts.add(t.name);
  for (const m of model.messages) for (const f of m.fields) reach(f.type);
  for (const w of [...wkts].sort()) put(w, wellKnownSchema(w), `well-known type ${w}`);
  const kinds = kindsOf(model, wkts);
  const notStated = (rules?.notStated ?? [])
    .filter((r) => r.kinds === undefined || r.kinds.some((k) => kinds.has(k)))
    .map(({ id, subject, rule, reason, source }) => ({ id, subject, rule, reason, source }));
  return { defs, notStated };
}

/**
 * One message's schema without some fields (the HTTP body of a route that binds fields in its path): the
 * fields named in `omit` (proto names) are left out of properties, required, oneofs and spellings.
 */
export function messageSchema(model: ValidatorModel, message: string, ref: Ref, omit?: ReadonlySet<string>): JsonSchema {
  const m = model.messages.find((x) => x.name === message);
  if (m === undefined) throw new GenerationError(`JSON Schema: no message ${message} in the validator model`);
  if (omit !== undefined) {
    for (const name of omit) {
      if (!m.fields.some((f) => f.proto === name)) throw new GenerationError(`JSON Schema: ${message} has no field "${name}" to leave out`);
    }
  }
  return buildMessageSchema(m, namesOf(model), ref, omit);
}
