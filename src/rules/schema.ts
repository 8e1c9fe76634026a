// The shape of a rules file: the facts a service's protos do not carry (version labels, JSON-RPC
// method names kept elsewhere, operation identities across versions, and spec-vs-proto disagreements
// with their non-canonical alternatives). Generic: nothing here names a particular protocol.

import { z } from "zod";

const bindingClaim = z.strictObject({
  method: z.string().min(1),
  template: z.string().min(1),
});

const alternative = z.strictObject({
  method: z.string().min(1),
  template: z.string().min(1),
  /** null or absent: no body; "*": every field not bound by the path; else a top-level field name. */
  body: z.string().min(1).nullable().optional(),
});

const jsonRpcFromRpc = z.strictObject({
  methodNames: z.literal("rpc"),
  source: z.string().min(1),
});

const jsonRpcFromSchema = z.strictObject({
  methodNames: z.literal("jsonSchema"),
  source: z.string().min(1),
  /** JSON Schema file, relative to the rules file. */
  schema: z.string().min(1),
  /** Definition whose anyOf lists every request definition: each must be joined to an rpc. */
  requestUnion: z.string().min(1),
  /** rpc name → request definition name; the method is that definition's properties.method.const. */
  requests: z.record(z.string(), z.string()),
});

/** The JSON-RPC form of an error: given here, or read from a definition of the version's JSON Schema (its code const and message default). */
const jsonRpcError = z.union([
  z.strictObject({ code: z.number().int(), message: z.string().min(1), source: z.string().min(1) }),
  z.strictObject({ definition: z.string().min(1), source: z.string().min(1) }),
]);

/** How a request whose parameters fail validation is answered, per binding. */
const invalidParamsRules = z.strictObject({
  jsonRpc: jsonRpcError,
  http: z.strictObject({
    status: z.number().int().min(400).max(599),
    /** "google.rpc.Status": {error: {code, status, message, details}}; "json-rpc-error": a bare {code, message, data}. */
    body: z.enum(["google.rpc.Status", "json-rpc-error"]),
    /** The google.rpc.Code name, for the google.rpc.Status body. */
    rpcStatus: z.string().min(1).optional(),
    source: z.string().min(1),
  }),
});

export const versionRules = z.strictObject({
  package: z.string().min(1),
  protocolVersion: z.string().min(1),
  release: z.string().min(1),
  /** Export name of the version's module: an identifier. */
  module: z.string().regex(/^[A-Za-z_$][A-Za-z0-9_$]*$/, "must be a JavaScript identifier"),
  jsonRpc: z.discriminatedUnion("methodNames", [jsonRpcFromRpc, jsonRpcFromSchema]),
  errors: z.strictObject({ invalidParams: invalidParamsRules }).optional(),
  validators: z
    .strictObject({
      /**
       * REQUIRED (google.api.field_behavior) fields of implicit presence, or repeated or map, whose
       * default (empty string, 0, empty list) is a legitimate value, so REQUIRED cannot be checked
       * as "set to a non-default value" (canonical ProtoJSON omits defaults). Full field names.
       */
      requiredDefaultAllowed: z.array(z.strictObject({ field: z.string().min(1), reason: z.string().min(1) })).default([]),
    })
    .optional(),
});

export const operationRules = z.strictObject({
  id: z.string().min(1),
  /** protocolVersion → rpc name in that version. */
  rpcs: z.record(z.string(), z.string().min(1)),
  note: z.string().optional(),
});

export const disagreementRules = z.strictObject({
  id: z.string().min(1),
  protocolVersion: z.string().min(1),
  /** The rpc concerned, or null when the disagreement is about routes in general or about something the proto lacks. */
  operation: z.string().min(1).nullable(),
  spec: z.strictObject({ sections: z.array(z.string().min(1)).min(1), says: z.string().min(1) }),
  /** What the proto says; `bindings` are checked against the proto at generation time. */
  proto: z.strictObject({ says: z.string().min(1), bindings: z.array(bindingClaim) }),
  canonical: z.literal("proto"),
  alternatives: z.array(alternative),
  note: z.string().optional(),
});

export const rulesFile = z.strictObject({
  $comment: z.string().optional(),
  versions: z.array(versionRules),
  operations: z.array(operationRules).default([]),
  disagreements: z.array(disagreementRules).default([]),
});

export type RulesFile = z.infer<typeof rulesFile>;
export type VersionRules = z.infer<typeof versionRules>;
export type OperationRules = z.infer<typeof operationRules>;
export type DisagreementRules = z.infer<typeof disagreementRules>;
export type AlternativeRules = z.infer<typeof alternative>;
export type InvalidParamsRules = z.infer<typeof invalidParamsRules>;
