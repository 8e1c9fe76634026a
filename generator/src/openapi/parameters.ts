// Query parameters and the text forms of path and query values. http.proto: every field bound by neither
// the path nor the body may be set from the query, by its dotted field path, when it is a single value
// (scalar, enum, or a well-known type that travels as one JSON scalar) or a repeated one; a message field
// is entered, a map or a repeated message cannot be set. The runtime's query reader (runtime/src/routes/
// query.ts) follows the same rules, reading JSON or proto names; the document names the JSON ones.

import type { FieldShape, MessageShape, ScalarKind } from "@a2a-bindgen/runtime";
import type { JsonObject, JsonSchema, SchemaSource } from "./types.js";
import { componentRef } from "./types.js";

const INT64 = "^-?[0-9]+$";
const UINT64 = "^[0-9]+$";

/** A scalar as text in a path or a query (what the runtime's parseText reads), as OpenAPI types it. */
const scalarText: Record<ScalarKind, JsonObject> = {
  string: { type: "string" },
  bytes: { type: "string", contentEncoding: "base64" },
  bool: { type: "boolean" },
  double: { type: "number", format: "double" },
  float: { type: "number", format: "float" },
  int32: { type: "integer", format: "int32" },
  sint32: { type: "integer", format: "int32" },
  sfixed32: { type: "integer", format: "int32" },
  uint32: { type: "integer", minimum: 0, maximum: 4294967295 },
  fixed32: { type: "integer", minimum: 0, maximum: 4294967295 },
  int64: { type: "string", format: "int64", pattern: INT64 },
  sint64: { type: "string", format: "int64", pattern: INT64 },
  sfixed64: { type: "string", format: "int64", pattern: INT64 },
  uint64: { type: "string", pattern: UINT64 },
  fixed64: { type: "string", pattern: UINT64 },
};

/** Well-known types that travel as one JSON scalar (runtime/src/routes/shapes.ts WKT_KINDS), as text. */
const wktText: Record<string, JsonObject> = {
  "google.protobuf.Timestamp": { type: "string", format: "date-time" },
  "google.protobuf.Duration": { type: "string", pattern: "^-?[0-9]+(\\.[0-9]{1,9})?s$" },
  "google.protobuf.FieldMask": { type: "string" },
  "google.protobuf.StringValue": scalarText.string,
  "google.protobuf.BytesValue": scalarText.bytes,
  "google.protobuf.BoolValue": scalarText.bool,
  "google.protobuf.DoubleValue": scalarText.double,
  "google.protobuf.FloatValue": scalarText.float,
  "google.protobuf.Int32Value": scalarText.int32,
  "google.protobuf.UInt32Value": scalarText.uint32,
  "google.protobuf.Int64Value": scalarText.int64,
  "google.protobuf.UInt64Value": scalarText.uint64,
};

/** The schema of one value of `field` as text (a path segment, a query value); null when it has no text form. */
export function textSchema(field: FieldShape, schemas: SchemaSource): JsonSchema {
  return valueSchema(field, schemas) ?? { type: "string" };
}

function valueSchema(field: FieldShape, schemas: SchemaSource): JsonSchema | null {
  if (field.kind === "scalar" && field.scalar !== undefined) return { ...scalarText[field.scalar] };
  if (field.kind === "enum" && field.enum !== undefined) return { $ref: componentRef(schemas.local(field.enum)) };
  if (field.kind === "message" && field.message !== undefined && Object.hasOwn(wktText, field.message)) return { ...wktText[field.message] };
  return null;
}

/**
 * The query parameters of a binding: every field of the request reachable by a dotted path through
 * singular message fields, bound by neither the path (`boundJson`) nor the body (`body`: null, "*" or a
 * JSON field name). A message already on the way is not entered again (a recursive message would never end).
 */
export function queryParameters(
  requestType: string,
  body: string | null,
  boundJson: ReadonlySet<string>,
  messages: Record<string, MessageShape>,
  schemas: SchemaSource,
): JsonObject[] {
  if (body === "*") return [];
  const out: JsonObject[] = [];
  const walk = (message: string, prefix: string, trail: readonly string[]) => {
    for (const f of messages[message]?.fields ?? []) {
      const name = prefix + f.jsonName;
      if (prefix === "" && f.jsonName === body) continue;
      if (boundJson.has(name) || f.kind === "map" || (f.kind === "message" && f.repeated)) continue;
      const value = valueSchema(f, schemas);
      if (value !== null) {
        out.push({
          name,
          in: "query",
          required: false,
          ...(f.repeated ? { style: "form", explode: true } : {}),
          schema: f.repeated ? { type: "array", items: value } : value,
          "x-a2a-printed-from": `${message}.${f.name}`,
        });
        continue;
      }
      if (f.kind === "message" && f.message !== undefined && messages[f.message] !== undefined && !trail.includes(f.message)) {
        walk(f.message, `${name}.`, [...trail, f.message]);
      }
    }
  };
  walk(requestType, "", [requestType]);
  return out;
}
