// The OpenAPI document and the JSON Schema bundle of a version, as files: printed as JSON (two-space
// indent, a final newline) through the `json.hbs` template, which places the text as it is.

import type { Model, VersionModel } from "../model/types.js";
import { openApiDocument } from "../openapi/document.js";
import { schemaBundle, schemaSource } from "../openapi/source.js";
import { componentRef } from "../openapi/types.js";

/** A file as view.ts's OutputFile has it (declared here: view.ts imports this module). */
interface JsonFile {
  name: string;
  template: "json.hbs";
  context: { text: string };
}

export function openApiFiles(v: VersionModel, model: Model, generatedBy: string, unpinned: readonly { file: string; sha256: string }[]): JsonFile[] {
  const doc = openApiDocument(v, model.protocol, {
    generatedBy,
    schemas: schemaSource(v, model.documents, componentRef),
    streamErrorEvent: v.errors === null ? null : (model.documents.streamErrorEvent?.name ?? null),
    license: model.documents.license,
    unpinned,
  });
  const bundle = schemaBundle(v, model.documents, generatedBy);
  return [
    { name: `${v.module}/openapi.json`, template: "json.hbs", context: { text: JSON.stringify(doc, null, 2) } },
    { name: `${v.module}/schemas.json`, template: "json.hbs", context: { text: JSON.stringify(bundle, null, 2) } },
  ];
}
