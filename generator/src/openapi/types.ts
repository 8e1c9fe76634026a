// The shapes the OpenAPI printer works with: plain JSON objects, built from the model and printed with
// JSON.stringify. Nothing here knows A2A: its specifics come from the model (the rules file's data).

/** A JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) as a plain object, or a boolean schema. */
export type JsonSchema = { [key: string]: unknown } | boolean;

/** A JSON object of the document. */
export type JsonObject = { [key: string]: unknown };

/** Where the message schemas come from (openapi/schemas): every message and enum, and one message without some fields. */
export interface SchemaSource {
  /** Local name ("Task", "google.protobuf.Timestamp") → schema; refs inside point at `#/components/schemas/<local>`. */
  defs: Record<string, JsonSchema>;
  /** What JSON Schema cannot state of the validators (rules file), listed in the document. */
  notStated: readonly { subject: string; rule: string; reason: string }[];
  /** The local name of a message or enum by its full name ("lf.a2a.v1.Task" → "Task"). */
  local(fullName: string): string;
  /** A message's schema without the fields named (proto names): the body of a route that binds them in its path. */
  without(fullName: string, omit: ReadonlySet<string>): JsonSchema;
}

/** `#/components/schemas/<local>` */
export function componentRef(local: string): string {
  return `#/components/schemas/${local.replace(/~/g, "~0").replace(/\//g, "~1")}`;
}
