// The error answers of a version's HTTP+JSON binding, from its error table (the rules file): one response
// per HTTP status the table uses, naming the errors answered with it, and the body's schema in the
// binding's form — google.rpc.Status as AIP-193 wraps it ({error: {code, status, message, details}}) with
// the ErrorInfo the table's domain and reasons fill, or the bare {code, message} of a version whose
// binding answers that way. Google's types are described as google/rpc/status.proto and
// error_details.proto define them; nothing here names an A2A error: they all come from the table.

import type { ErrorTableModel } from "../rules/error-table.js";
import { STANDARD_KEYS } from "../rules/error-table.js";
import { componentRef, type JsonObject, type JsonSchema } from "./types.js";

/** Component keys of the error schemas: dotted, so no message of a package (nesting joins with "_") takes them. */
export const ERROR_KEYS = {
  aip193: "google.rpc.Status.aip193",
  status: "google.rpc.Status",
  errorInfo: "google.rpc.ErrorInfo",
  badRequest: "google.rpc.BadRequest",
  bare: "jsonrpc.Error",
} as const;

/** The error schemas a table's binding needs (components.schemas entries). */
export function errorSchemas(table: ErrorTableModel | null): Record<string, JsonSchema> {
  const bare = table?.bindings.http.body === "json-rpc-error";
  if (bare)
    return {
      [ERROR_KEYS.bare]: {
        type: "object",
        description: `The bare error of this binding: a JSON-RPC error object's code and message. ${table.bindings.http.source}`,
        required: ["code", "message"],
        properties: { code: { type: "integer" }, message: { type: "string" }, data: {} },
        "x-a2a-printed-from": "the JSON-RPC 2.0 error object (§5.1): code and message",
      },
    };
  const info = table?.detailTypes.errorInfo ?? "type.googleapis.com/google.rpc.ErrorInfo";
  const badRequest = table?.detailTypes.badRequest ?? "type.googleapis.com/google.rpc.BadRequest";
  return {
    [ERROR_KEYS.aip193]: {
      type: "object",
      description: `An error answer: google.rpc.Status in the JSON form of AIP-193, its code the HTTP status.${table ? ` ${table.bindings.http.source}` : ""}`,
      required: ["error"],
      properties: { error: { $ref: componentRef(ERROR_KEYS.status) } },
      "x-a2a-printed-from": "google.rpc.Status (AIP-193 JSON error form)",
    },
    [ERROR_KEYS.status]: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: { type: "integer", description: "The HTTP status code." },
        status: { type: "string", description: "The google.rpc.Code name (google/rpc/code.proto)." },
        message: { type: "string" },
        details: {
          type: "array",
          items: {
            type: "object",
            required: ["@type"],
            properties: { "@type": { type: "string" } },
            oneOf: [
              { $ref: componentRef(ERROR_KEYS.errorInfo) },
              { $ref: componentRef(ERROR_KEYS.badRequest) },
              { properties: { "@type": { not: { enum: [info, badRequest] } } } },
            ],
          },
        },
      },
      "x-a2a-printed-from": "google.rpc.Status (google/rpc/status.proto)",
    },
    [ERROR_KEYS.errorInfo]: {
      type: "object",
      required: ["@type", "reason", "domain"],
      properties: {
        "@type": { const: info },
        reason: { type: "string", description: table ? `The error's reason: ${reasons(table)}.` : "The error's reason." },
        domain: table ? { type: "string", description: `${table.domain.value} for the errors of the table. ${table.domain.source}` } : { type: "string" },
        metadata: { type: "object", additionalProperties: { type: "string" } },
      },
      "x-a2a-printed-from": "google.rpc.ErrorInfo (google/rpc/error_details.proto)",
    },
    [ERROR_KEYS.badRequest]: {
      type: "object",
      required: ["@type"],
      properties: {
        "@type": { const: badRequest },
        fieldViolations: {
          type: "array",
          items: { type: "object", properties: { field: { type: "string" }, description: { type: "string" }, reason: { type: "string" } } },
        },
      },
      "x-a2a-printed-from": "google.rpc.BadRequest (google/rpc/error_details.proto)",
    },
  };
}

function reasons(table: ErrorTableModel): string {
  return [...table.a2a, ...table.decided]
    .filter((e) => e.reason !== null)
    .map((e) => `${e.reason} (${e.name})`)
    .join(", ");
}

/** The schema of an error answer's body in the table's binding form. */
export function errorBodySchema(table: ErrorTableModel | null): JsonObject {
  return { $ref: componentRef(table?.bindings.http.body === "json-rpc-error" ? ERROR_KEYS.bare : ERROR_KEYS.aip193) };
}

/** One response per HTTP status of the table (components.responses, keyed "Error<status>"), or a `default` without a table. */
export function errorResponses(table: ErrorTableModel | null): Record<string, JsonObject> {
  const schema = errorBodySchema(table);
  if (table === null) return { default: { description: "An error (google.rpc.Status, AIP-193).", content: { "application/json": { schema } } } };
  const byStatus = new Map<number, typeof table.a2a>();
  for (const e of [...STANDARD_KEYS.map((k) => table.standard[k]), ...table.a2a, ...table.decided]) {
    byStatus.set(e.httpStatus, [...(byStatus.get(e.httpStatus) ?? []), e]);
  }
  const out: Record<string, JsonObject> = {};
  for (const status of [...byStatus.keys()].sort((a, b) => a - b)) {
    const errors = byStatus.get(status)!;
    out[`Error${status}`] = {
      description: errors.map((e) => `${e.name} (${e.code}${table.bindings.http.errorInfo && e.reason !== null ? `, ${e.reason}` : ""})`).join("; "),
      content: { "application/json": { schema } },
      "x-a2a-errors": errors.map((e) => ({
        name: e.name,
        code: e.code,
        ...(table.bindings.http.errorInfo && e.reason !== null ? { reason: e.reason } : {}),
        grpcStatus: e.grpcStatus,
      })),
    };
  }
  return out;
}
