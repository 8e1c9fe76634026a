// The shape of a rules file: the facts a service's protos do not carry (version labels, JSON-RPC
// method names kept elsewhere, operation identities across versions, and spec-vs-proto disagreements
// with their non-canonical alternatives). Generic: nothing here names a particular protocol.

import * as z from "zod";
import { jsonSchemaRules } from "./json-schema-rules.js";
import { fallbacksRules, interfaceDeclarationsRules, serviceParametersRules, versionNegotiationRules } from "./protocol-schema.js";

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
  /** An ErrorInfo put beside the BadRequest of the HTTP+JSON answer (an SDK convention where the spec names none). */
  errorInfo: z.strictObject({ reason: z.string().min(1), source: z.string().min(1) }).optional(),
});

const sourced = z.strictObject({ value: z.string().min(1), source: z.string().min(1) });
const rpcStatusName = z.string().regex(/^[A-Z][A-Z_]*$/, "must be a google.rpc.Code name");

/** One error of a version's table: its JSON-RPC code and message given here or read from a JSON Schema definition, its other bindings given here. */
const errorRow = z.union([
  z.strictObject({
    name: z.string().min(1),
    code: z.number().int(),
    message: z.string().min(1),
    httpStatus: z.number().int().min(400).max(599),
    grpcStatus: rpcStatusName,
    reason: z.string().min(1).nullable(),
    source: z.string().min(1),
  }),
  z.strictObject({
    /** A definition of the version's JSON Schema: its name, code const and message default. */
    definition: z.string().min(1),
    httpStatus: z.number().int().min(400).max(599),
    grpcStatus: rpcStatusName,
    reason: z.string().min(1).nullable(),
    source: z.string().min(1),
  }),
]);

/**
 * An error this project answers where A2A defines none (a quota, say): not an A2A error, so no ErrorInfo
 * of A2A's domain (reason null); `decision` names the flagged decision of $.decisions that chose its form.
 */
const decidedErrorRow = z.strictObject({
  name: z.string().min(1),
  code: z.number().int(),
  message: z.string().min(1),
  httpStatus: z.number().int().min(400).max(599),
  grpcStatus: rpcStatusName,
  reason: z.null(),
  decision: z.string().min(1),
  source: z.string().min(1),
});

/** How a peer answers errors where it differs from the table: decode-side data. */
const peerForm = z.strictObject({
  peer: z.string().min(1),
  binding: z.enum(["http+json", "grpc"]),
  codes: z.array(z.number().int()).min(1),
  httpStatus: z.number().int().min(100).max(599).optional(),
  grpcStatus: rpcStatusName.optional(),
  errorInfo: z.boolean(),
  note: z.string().min(1).optional(),
  source: z.string().min(1),
});

/** A version's errors: the table per binding, the carrier forms and the forms peers send. */
const errorRules = z.strictObject({
  invalidParams: invalidParamsRules,
  domain: sourced.optional(),
  detailTypes: z.strictObject({ errorInfo: z.string().min(1), badRequest: z.string().min(1), source: z.string().min(1) }).optional(),
  grpcStatusDetailsKey: sourced.optional(),
  bindings: z
    .strictObject({
      jsonrpc: z.strictObject({ httpStatus: z.number().int(), errorInfo: z.boolean(), source: z.string().min(1) }),
      http: z.strictObject({ body: z.enum(["google.rpc.Status", "json-rpc-error"]), errorInfo: z.boolean(), source: z.string().min(1) }),
      grpc: z.strictObject({ errorInfo: z.boolean(), source: z.string().min(1) }),
    })
    .optional(),
  standard: z.strictObject({ parse: errorRow, invalidRequest: errorRow, methodNotFound: errorRow, invalidParams: errorRow, internal: errorRow }).optional(),
  a2a: z.array(errorRow).optional(),
  decided: z.array(decidedErrorRow).default([]),
  successStatuses: z.array(z.strictObject({ status: z.number().int().min(200).max(299), peer: z.string().min(1), source: z.string().min(1) })).default([]),
  peerForms: z.array(peerForm).default([]),
});

export const versionRules = z.strictObject({
  package: z.string().min(1),
  protocolVersion: z.string().min(1),
  release: z.string().min(1),
  /** Export name of the version's module: an identifier. */
  module: z.string().regex(/^[A-Za-z_$][A-Za-z0-9_$]*$/, "must be a JavaScript identifier"),
  jsonRpc: z.discriminatedUnion("methodNames", [jsonRpcFromRpc, jsonRpcFromSchema]),
  errors: errorRules.optional(),
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

// ---- compat: the declarative mapping between a newer version and an older one ----
// Data only: generator/src/model/compat/ resolves every name against both versions' descriptors and the
// older version's JSON Schema, infers what it can (same JSON names pair automatically) and rejects
// anything unmapped. Paths are JSON names joined with "." ("pushNotificationConfig.url"); "" is the
// object itself. Older names: in the "rest" dialect a message/enum of the older package (local or
// full name); in the "jsonrpc" dialect a definition name of the older JSON Schema ("Task") or a JSON
// pointer into it ("#/definitions/SendMessageSuccessResponse/properties/result").

/** Free-text fields every compat object may carry (ignored by the model, kept for readers). */
const annotations = {
  $comment: z.string().optional(),
  source: z.string().min(1).optional(),
  note: z.string().optional(),
};

/** field → why it has no counterpart (a loss reason; cite the spec or proto). */
const oneSided = z.record(z.string(), z.string().min(1));

/**
 * One explicit field pair. `newer` / `older` null: a one-sided field, `reason` required (unless `derive`).
 * `older` as a list: written to every path, read from the first present.
 * `value`: a transform the types cannot tell ("zeroUnset", "invert", "first", "object", "wrap:<field>";
 * "invert:olderAbsentTrue": inverted, and an absent older value means true).
 * `type`: the message id (or enum id) converting the value, when it cannot be found by names.
 */
export const compatFieldRules = z.strictObject({
  newer: z.string().nullable(),
  older: z.union([z.string(), z.array(z.string()).min(1)]).nullable(),
  value: z
    .string()
    .regex(
      /^(zeroUnset|invert|invert:olderAbsentTrue|first|object|wrap:[A-Za-z_][A-Za-z0-9_]*)$/,
      'must be "zeroUnset", "invert", "invert:olderAbsentTrue", "first", "object" or "wrap:<field>"',
    )
    .optional(),
  type: z.string().min(1).optional(),
  materialize: z.literal(true).optional(),
  fallback: z.strictObject({ older: z.string(), reason: z.string().min(1) }).optional(),
  derive: z.strictObject({ from: z.string().min(1), values: z.array(z.string().min(1)).min(1) }).optional(),
  reason: z.string().min(1).optional(),
  ...annotations,
});

const compatTemplateRules = z.strictObject({
  /** Newer top-level fields bound by the templates, in template order. */
  newer: z.array(z.string().min(1)).min(1),
  older: z.string().min(1),
  /** "things/{parentId}/items/{id}": the first is written, the first that matches is read. */
  templates: z.array(z.string().min(1)).min(1),
  ...annotations,
});

const compatVariantRules = z.strictObject({
  /** The newer oneof member selecting this variant. */
  newerCase: z.string().min(1),
  /** Conditions on the older object: `equals` a string constant (written), or present. */
  when: z.array(z.strictObject({ path: z.string().min(1), equals: z.string().optional() })).default([]),
  /** Fields of this variant; the newerCase member pairs automatically with the same-named older field. */
  fields: z.array(compatFieldRules).default([]),
  newerOnly: oneSided.default({}),
  olderOnly: oneSided.default({}),
  ...annotations,
});

const hoistFieldRules = z.strictObject({ newer: z.string().min(1), older: z.string().min(1), default: z.string().optional() });

const compatHoistRules = z.strictObject({
  newer: z.string().min(1),
  olderList: z.string().min(1),
  /** Message id converting the older list's elements. */
  element: z.string().min(1),
  main: z.array(hoistFieldRules).min(1),
  shared: z.array(hoistFieldRules).default([]),
  identity: z.array(z.string().min(1)).default([]),
  /** Newer to older: carry only the elements whose `newer` field is empty or of `version`'s major.minor (see HoistPlan.select). */
  select: z.strictObject({ newer: z.string().min(1), version: z.string().min(1), reason: z.string().min(1) }).optional(),
  ...annotations,
});

const compatMessageDialectRules = z.strictObject({
  /** The older form; null when the older side has none (a JSON-RPC request without params): every newer field is then newerOnly. */
  older: z.string().min(1).nullable(),
  fields: z.array(compatFieldRules).default([]),
  newerOnly: oneSided.default({}),
  olderOnly: oneSided.default({}),
  /**
   * Newer fields this pair leaves to the pairs that contain it: each reference to this message maps the
   * field through a path ("outer.inner") or a hoist (main/shared). Checked; not a loss.
   */
  lifted: oneSided.default({}),
  /** Older path → string constant written there (JSON-RPC `kind`, security scheme `type`). */
  consts: z.record(z.string(), z.string()).default({}),
  templates: z.array(compatTemplateRules).default([]),
  variants: z.array(compatVariantRules).optional(),
  hoist: compatHoistRules.optional(),
  ...annotations,
});

const compatMessageRules = z.strictObject({
  /** The id operations, kinds, `type` and `element` name; the type plans are keyed by it. */
  id: z.string().min(1),
  /** The newer message (local or full name). */
  newer: z.string().min(1),
  /** Absent dialect: the pair is the same-named older message, all of whose fields must pair by name. */
  rest: compatMessageDialectRules.optional(),
  jsonrpc: compatMessageDialectRules.optional(),
  ...annotations,
});

const compatEnumDialectRules = z.strictObject({
  older: z.string().min(1),
  /** Newer name → older name (or JSON-RPC literal); names equal on both sides pair automatically. */
  names: z.record(z.string(), z.string()).default({}),
  /** Older name → newer name, for older names that no `names` entry produces (read only). */
  toNewer: z.record(z.string(), z.string()).default({}),
  newerOnly: oneSided.default({}),
  /** Older names with no newer form (read as a loss). */
  olderOnly: oneSided.default({}),
  ...annotations,
});

const compatEnumRules = z.strictObject({
  /** Key of the enum plans; the newer enum's local name when absent. */
  id: z.string().min(1).optional(),
  newer: z.string().min(1),
  rest: compatEnumDialectRules.optional(),
  jsonrpc: compatEnumDialectRules.optional(),
  /** Newer names with no older form in any dialect. */
  newerOnly: oneSided.default({}),
  ...annotations,
});

/** The result of an operation: a message id, or the older form of google.protobuf.Empty (null in JSON-RPC, {} in ProtoJSON). */
const compatResultRules = z.union([z.string().min(1), z.strictObject({ empty: z.union([z.null(), z.strictObject({})]), ...annotations })]);

const compatOperationDialectRules = z.strictObject({
  /** Message id of the params (null only when the older request carries none). */
  params: z.string().min(1).nullable(),
  /** Unary operations: the result. Streaming operations: absent or null (see event). */
  result: compatResultRules.nullable().optional(),
  /** Streaming operations: the message id of each event. */
  event: z.string().min(1).nullable().optional(),
  /** jsonrpc: the success response definition; default: the request definition name with "Request" replaced by "SuccessResponse". */
  response: z.string().min(1).optional(),
  ...annotations,
});

const compatOperationRules = z.strictObject({
  /** An operation identity of $.operations. */
  id: z.string().min(1),
  /** null or absent: only for an identity the older version lacks. */
  rest: compatOperationDialectRules.nullable().optional(),
  jsonrpc: compatOperationDialectRules.nullable().optional(),
  ...annotations,
});

const compatErrorRules = z.strictObject({
  code: z.number().int(),
  /** The newer version's name of the error. */
  name: z.string().min(1),
  source: z.string().min(1).optional(),
  /** Only for a code the older version lacks: the older code it converts to (its name, if given, is checked against the schema), and why that one. */
  nearest: z.strictObject({ code: z.number().int(), name: z.string().min(1).optional(), reason: z.string().min(1) }).optional(),
  $comment: z.string().optional(),
  note: z.string().optional(),
});

export const compatRules = z.strictObject({
  $comment: z.string().optional(),
  /** protocolVersion labels of $.versions. */
  newer: z.string().min(1),
  older: z.string().min(1),
  dialects: z
    .strictObject({
      /** ProtoJSON of the older package. */
      rest: z.strictObject({ package: z.string().min(1), ...annotations }).optional(),
      /** The older version's JSON-RPC JSON Schema ($.versions[].jsonRpc.schema). */
      jsonrpc: z.strictObject({ jsonSchema: z.literal(true), ...annotations }).optional(),
    })
    .refine((d) => d.rest !== undefined || d.jsonrpc !== undefined, "name at least one dialect"),
  enums: z.array(compatEnumRules).default([]),
  messages: z.array(compatMessageRules).default([]),
  operations: z.array(compatOperationRules).default([]),
  /** Public API kind → message id ("message": "Message"). */
  kinds: z.record(z.string(), z.string().min(1)).default({}),
  /** Where real peers convert differently, for REFERENCE.md (each row pinned by a peer test). */
  peers: z
    .array(
      z.strictObject({
        peer: z.string().min(1),
        source: z.string().min(1),
        differences: z.array(z.strictObject({ topic: z.string().min(1), peer: z.string().min(1), ours: z.string().min(1) })).min(1),
      }),
    )
    .default([]),
  errors: z
    .strictObject({
      $comment: z.string().optional(),
      source: z.string().min(1).optional(),
      /**
       * The newer version's JSON-RPC errors; the older ones are read from its JSON Schema (definitions
       * whose properties.code has a const). An older code not listed here (and not in olderOnly) exists
       * unchanged in the newer version: same code, same name (the JSON-RPC 2.0 standard errors).
       */
      newer: z.array(compatErrorRules).default([]),
      /** Older codes (as strings) with no newer form, and why (left out of the table). */
      olderOnly: oneSided.default({}),
    })
    .optional(),
});

/**
 * A choice the spec leaves open (it defines no form for the case), flagged as this project's decision:
 * what was asked, what was decided, the sections followed, and the forms not chosen.
 */
export const decisionRules = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case"),
  flagged: z.literal(true),
  question: z.string().min(1),
  decided: z.string().min(1),
  sections: z.array(z.string().min(1)).min(1),
  alternatives: z.array(z.string().min(1)).default([]),
  source: z.string().min(1),
});

export const rulesFile = z.strictObject({
  $comment: z.string().optional(),
  versions: z.array(versionRules),
  operations: z.array(operationRules).default([]),
  disagreements: z.array(disagreementRules).default([]),
  /** Flagged decisions where the spec defines nothing (each cited by id from where it applies). */
  decisions: z.array(decisionRules).default([]),
  compat: compatRules.optional(),
  /** google.rpc.Code names → numbers (google/rpc/code.proto), for the error tables. */
  rpcCodes: z.strictObject({ source: z.string().min(1), codes: z.record(z.string(), z.number().int().min(0)) }).optional(),
  // select: the protocol keys (./protocol-schema.ts), each optional; protocol.ts is generated when all four are given.
  serviceParameters: serviceParametersRules.optional(),
  versionNegotiation: versionNegotiationRules.optional(),
  interfaceDeclarations: interfaceDeclarationsRules.optional(),
  fallbacks: fallbacksRules.optional(),
  /** What the messages' JSON Schemas cannot state of what the validators accept (./json-schema-rules.ts). */
  jsonSchema: jsonSchemaRules.optional(),
  /** What the OpenAPI documents say that the protos do not (generator/src/openapi). */
  openapi: z
    .strictObject({
      $comment: z.string().optional(),
      /** The documents' info.license (OpenAPI 3.1 License Object: name, and an SPDX identifier). */
      license: z.strictObject({ name: z.string().min(1), identifier: z.string().min(1), source: z.string().min(1) }).optional(),
      /** The SSE event a stream's error travels in (its data: the binding's error body). */
      streamErrorEvent: z.strictObject({ name: z.string().min(1), source: z.string().min(1) }).optional(),
    })
    .optional(),
});

export type RulesFile = z.infer<typeof rulesFile>;
export type VersionRules = z.infer<typeof versionRules>;
export type OperationRules = z.infer<typeof operationRules>;
export type DisagreementRules = z.infer<typeof disagreementRules>;
export type AlternativeRules = z.infer<typeof alternative>;
export type InvalidParamsRules = z.infer<typeof invalidParamsRules>;
export type ErrorRules = z.infer<typeof errorRules>;
export type ErrorRowRules = z.infer<typeof errorRow>;
export type DecidedErrorRowRules = z.infer<typeof decidedErrorRow>;
export type DecisionRules = z.infer<typeof decisionRules>;
export type CompatRules = z.infer<typeof compatRules>;
export type CompatFieldRules = z.infer<typeof compatFieldRules>;
export type CompatMessageRules = z.infer<typeof compatMessageRules>;
export type CompatMessageDialectRules = z.infer<typeof compatMessageDialectRules>;
export type CompatEnumRules = z.infer<typeof compatEnumRules>;
export type CompatEnumDialectRules = z.infer<typeof compatEnumDialectRules>;
export type CompatOperationDialectRules = z.infer<typeof compatOperationDialectRules>;
