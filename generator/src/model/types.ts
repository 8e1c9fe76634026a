// The intermediate model: what the descriptors and the rules file say, as plain data.
// No printing here: templates and the view (generator/src/emit) decide how it looks.

import type { EnumShape, MessageShape, RouteBinding } from "@a2a-bindgen/runtime";
import type { ValidatorModel } from "./validators.js";
import type { InvalidParamsModel } from "../rules/load.js";
import type { ErrorTableModel } from "../rules/error-table.js";
import type { SchemaDefinition } from "../jsonschema/ir.js";
import type { DialectPlan } from "@a2a-bindgen/runtime";
import type { JsonSchemaRules } from "../rules/json-schema-rules.js";
import type { FallbacksRules, InterfaceDeclarationsRules, VersionNegotiationRules } from "../rules/protocol-schema.js";

export interface Model {
  versions: VersionModel[];
  /** Operation identities across versions, in rules order then first-seen order. */
  identities: IdentityModel[];
  /** Every name of every operation in every version → its identity (sorted by name). */
  nameIndex: Record<string, string>;
  /** The version-diff adapters' plans (rules file `compat`), or null when the rules file has none. */
  compat: CompatModel | null;
  /** Service parameters, version negotiation, card vocabulary and fallbacks (rules file), or null when it has none. */
  protocol: ProtocolModel | null;
  /** The rules file's flagged decisions, where the spec defines nothing (in file order). */
  decisions: DecisionModel[];
  /** What the OpenAPI documents take from the rules file (its openapi and jsonSchema sections); empty without one. */
  documents: DocumentRulesModel;
}

/** The rules file's facts for the OpenAPI documents and the JSON Schemas. */
export interface DocumentRulesModel {
  license: { name: string; identifier: string; source: string } | null;
  streamErrorEvent: { name: string; source: string } | null;
  jsonSchema: JsonSchemaRules | null;
}

/** A flagged decision of the rules file: what the spec leaves open and what this project chose. */
export interface DecisionModel {
  id: string;
  question: string;
  decided: string;
  sections: string[];
  alternatives: string[];
  source: string;
}

/** Conversion plans between two versions, one per dialect of the older version (generator/src/model/compat/). */
export interface CompatModel {
  /** protocolVersion labels ("1.0", "0.3"). */
  newer: string;
  older: string;
  /** In the rules file's dialect order: "rest" then "jsonrpc". */
  plans: DialectPlan[];
  /** Where real peers convert differently (rules file), for REFERENCE.md. */
  peers: { peer: string; source: string; differences: { topic: string; peer: string; ours: string }[] }[];
}

export interface VersionModel {
  /** Label used to pick the version ("1.0"); the package when the rules file names none. */
  protocolVersion: string;
  release: string | null;
  /** Export name of the version's module ("v1_0"). */
  module: string;
  package: string;
  /** Proto file(s) declaring the services, as named in the request ("pkg/v1/service.proto"). */
  files: string[];
  services: ServiceModel[];
  operations: OperationModel[];
  /** Canonical bindings of every operation, ordered by precedence (most specific first). */
  bindings: RouteBinding[];
  /** Non-canonical bindings from the rules file, ordered by their own precedence. */
  alternatives: AlternativeBinding[];
  disagreements: DisagreementModel[];
  /** Pairs of canonical bindings with the same method whose templates can match one path. */
  overlaps: OverlapModel[];
  messages: Record<string, MessageShape>;
  enums: Record<string, EnumShape>;
  jsonRpcSource: string | null;
  /** Every message and enum of the package, for the validators. */
  validators: ValidatorModel;
  /** Validators of the version's JSON-RPC dialect, from its JSON Schema (rules file), as data (emit/zod-text.ts prints them), or null when it has none. */
  jsonRpcSchemas: { file: string; definitions: SchemaDefinition[] } | null;
  /** How invalid parameters are answered per binding (rules file), or null when it says nothing. */
  invalidParams: InvalidParamsModel | null;
  /** The version's error table per binding (rules file), or null when it gives none. */
  errors: ErrorTableModel | null;
}

export interface ServiceModel {
  /** Full name ("pkg.v1.Service"). */
  name: string;
  file: string;
  operations: string[];
}

export type StreamingKind = "unary" | "server_streaming" | "client_streaming" | "bidi_streaming";

export interface OperationModel {
  /** The rpc name; operations are keyed by it within a version. */
  name: string;
  /** Cross-version identity (rules file), the rpc name when none is given. */
  identity: string;
  service: string;
  /** "/pkg.Service/Rpc" */
  grpcMethod: string;
  jsonRpcMethod: string;
  /** Where the JSON-RPC method came from ("rpc name" or the JSON Schema definition). */
  jsonRpcFrom: string;
  requestType: string;
  responseType: string;
  streaming: StreamingKind;
  /** Canonical HTTP bindings in declaration order: primary then additional_bindings. */
  http: RouteBinding[];
  /** The proto file declaring the rpc, and the line of the declaration (1-based) when known. */
  file: string;
  line: number | null;
}

/** A non-canonical binding from the rules file: always carries `alternative`. */
export type AlternativeBinding = RouteBinding & Required<Pick<RouteBinding, "alternative">>;

export interface DisagreementModel {
  id: string;
  operation: string | null;
  specSections: string[];
  specSays: string;
  protoSays: string;
  canonical: "proto";
  alternatives: AlternativeBinding[];
  note: string | null;
}

export interface OverlapModel {
  method: string;
  /** The binding that wins (lower precedence). */
  winner: RouteBinding;
  loser: RouteBinding;
}

export interface IdentityModel {
  id: string;
  note: string | null;
  /** protocolVersion → that version's operation name, for the versions that have it. */
  operations: Record<string, string>;
}

// The protocol model (model/protocol.ts builds it).

/** A name as each carrier spells it: HTTP headers as given, gRPC metadata lowercase (or as the rules say). */
export interface CarriedName {
  headers: string;
  metadata: string;
}

export interface ExtensionsByVersion {
  read: CarriedName[];
  send: CarriedName[];
  respond: CarriedName;
  source: string;
}

export interface FallbackFormModel {
  method: string;
  /** The route bindings of this form: their `binding` ids and templates in the version's tables. */
  routes: { binding: string; template: string; table: "canonical" | "alternative" }[];
  from: "proto" | "spec";
  resource: { field: string; form: string } | null;
}

export interface FallbackModel {
  id: string;
  protocolVersion: string;
  operation: string;
  binding: string;
  disagreement: string;
  order: FallbackFormModel[];
  reason: string;
  source: string;
}

export interface ProtocolModel {
  /** The versions of the rules file, newest first (by Major.Minor). */
  versions: string[];
  carriers: { headers: { keys: string; source: string }; metadata: { keys: string; source: string } };
  version: { name: CarriedName; query: string; source: string };
  extensions: {
    name: CarriedName;
    separator: string;
    requiredMissing: { error: string; source: string };
    source: string;
    byVersion: Record<string, ExtensionsByVersion>;
  };
  negotiation: VersionNegotiationRules;
  declarations: InterfaceDeclarationsRules;
  methodError: FallbacksRules["methodError"];
  fallbacks: FallbackModel[];
  /** Per older version: the newer errors it lacks, by name → the nearest older code and why (rules file compat.errors). */
  nearestErrors: Record<string, Record<string, NearestError>>;
}

/** A newer error an older version lacks, and the older error a server answers with instead. */
export interface NearestError {
  code: number;
  nearest: number;
  reason: string;
}
