// The message schemas (openapi/schemas) as the document and the bundle take them: every message and
// enum of the version, and the well-known types its rpcs take or answer with (google.protobuf.Empty).

import type { DocumentRulesModel, VersionModel } from "../model/types.js";
import { jsonSchemas, messageSchema } from "./schemas/index.js";
import type { JsonObject, SchemaSource } from "./types.js";

/** Well-known types an rpc of `v` takes or answers with: no field reaches them, the document does. */
function rpcWellKnown(v: VersionModel): string[] {
  return [...new Set(v.operations.flatMap((o) => [o.requestType, o.responseType]).filter((t) => t.startsWith("google.protobuf.")))].sort();
}

export function schemaSource(v: VersionModel, rules: DocumentRulesModel, ref: (local: string) => string): SchemaSource {
  const model = v.validators;
  const set = jsonSchemas(model, ref, rules.jsonSchema ?? undefined, { wellKnown: rpcWellKnown(v) });
  const locals = new Map<string, string>([...model.messages, ...model.enums].map((m) => [m.name, m.local]));
  return {
    defs: set.defs,
    notStated: set.notStated,
    local: (fullName) => locals.get(fullName) ?? fullName,
    without: (fullName, omit) => messageSchema(model, fullName, ref, omit),
  };
}

/** A version's messages as one JSON Schema (draft 2020-12) bundle: every schema under $defs. */
export function schemaBundle(v: VersionModel, rules: DocumentRulesModel, generatedBy: string): JsonObject {
  const set = schemaSource(v, rules, (local) => `#/$defs/${local}`);
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: `urn:a2a-bindgen:${v.package}:schemas.json`,
    title: `The messages of ${v.package} in ProtoJSON, as the generated validators accept them`,
    "x-a2a-generated-by": generatedBy,
    "x-a2a-printed-from": v.files.join(", "),
    ...(set.notStated.length > 0 ? { "x-a2a-not-stated": set.notStated } : {}),
    $defs: set.defs,
  };
}
