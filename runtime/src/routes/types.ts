// The data contract between generated code and this runtime. Generated modules hold plain
// data of these shapes (route bindings, request message shapes, enums); the runtime turns it
// into match/build functions. Nothing here knows any particular service.

/**
 * The flat, JSON-serialisable form the runtime matches against. One entry per path segment:
 * a literal (as written), "*" (one segment) or "**" (the rest of the path, always last).
 * The grammar forbids "*" and "**" as LITERALs, so the strings cannot be confused.
 */
export interface CompiledPattern {
  segments: string[];
  verb: string | null;
  variables: CompiledVariable[];
}

export interface CompiledVariable {
  /** Field path as written in the template (proto field names). */
  fieldPath: string[];
  /** First segment index covered by the variable. */
  start: number;
  /** One past the last segment index covered; null when the variable ends with "**" (runs to the end). */
  end: number | null;
  /**
   * True when the variable spans more than one segment or contains "**": its value keeps "/"
   * unescaped when built, and "%2F" stays encoded when matched (http.proto, "Path template syntax").
   */
  multiSegment: boolean;
}

/** Scalar kinds as protobuf names them. */
export type ScalarKind =
  | "string"
  | "bytes"
  | "bool"
  | "double"
  | "float"
  | "int32"
  | "sint32"
  | "sfixed32"
  | "uint32"
  | "fixed32"
  | "int64"
  | "sint64"
  | "sfixed64"
  | "uint64"
  | "fixed64";

/** Well-known message types that travel as a single JSON scalar (ProtoJSON) and so may sit in a query string. */
export type ScalarWkt =
  | "google.protobuf.Timestamp"
  | "google.protobuf.Duration"
  | "google.protobuf.FieldMask"
  | "google.protobuf.StringValue"
  | "google.protobuf.BytesValue"
  | "google.protobuf.BoolValue"
  | "google.protobuf.DoubleValue"
  | "google.protobuf.FloatValue"
  | "google.protobuf.Int32Value"
  | "google.protobuf.UInt32Value"
  | "google.protobuf.Int64Value"
  | "google.protobuf.UInt64Value";

export interface FieldShape {
  /** Proto field name (snake_case). */
  name: string;
  /** ProtoJSON name (lowerCamel, or the json_name option). */
  jsonName: string;
  kind: "scalar" | "enum" | "message" | "map";
  /** For kind "scalar" (and map values that are scalars). */
  scalar?: ScalarKind;
  /** For kind "enum": full name, a key of RouteTableSpec.enums. */
  enum?: string;
  /** For kind "message": full name; a key of RouteTableSpec.messages unless it is a well-known type. */
  message?: string;
  repeated: boolean;
  /** Explicit presence (proto3 `optional`, or a message/oneof member): a default value is still "set". */
  explicitPresence: boolean;
}

export interface MessageShape {
  /** Full name, e.g. "pkg.v1.GetThingRequest". */
  name: string;
  fields: FieldShape[];
}

export interface EnumShape {
  name: string;
  values: { name: string; number: number }[];
}

/** One HTTP binding of one operation: the primary google.api.http rule, one of its additional_bindings, or an alternative from the rules file. */
export interface RouteBinding {
  operation: string;
  /** "primary", "additional_bindings[0]", …, or "alternative:<disagreement>[N]" for rules-file alternatives. */
  binding: string;
  /** HTTP method in upper case ("GET", "POST", …; a custom pattern's kind as written). */
  method: string;
  /** Path template as written. */
  template: string;
  pattern: CompiledPattern;
  /** null: no body. "*": every field not bound by the path. Otherwise the JSON name of the body field. */
  body: string | null;
  /** JSON name of the response field that is the HTTP response body, or null for the whole response. */
  responseBody: string | null;
  /** Full name of the request message (key of RouteTableSpec.messages). */
  requestType: string;
  /** Rank decided at generation time: lower wins when several templates match one path. Unique within a table. */
  precedence: number;
  /** Set on non-canonical bindings (a spec form the proto does not have): which rules-file disagreement, which spec sections. */
  alternative?: { disagreement: string; specSections: string[] };
}

export interface RouteTableSpec {
  bindings: readonly RouteBinding[];
  messages: Record<string, MessageShape>;
  enums: Record<string, EnumShape>;
}

/** Values taken from the path, keyed by the JSON field path ("taskId", "book.name"). */
export type PathValues = Record<string, string>;

export type MatchResult =
  | {
      kind: "match";
      operation: string;
      /** The binding that matched. */
      binding: RouteBinding;
      /** Path values, percent-decoded once, keyed by JSON field path. Frozen and shared when the binding has no variable. */
      path: PathValues;
      /** Query values converted to their field types, nested by message (JSON names). Frozen and shared when there is no query. */
      query: Record<string, unknown>;
      /** path and query merged into one request object (JSON names, nested), without the body. */
      request: Record<string, unknown>;
      /** Query keys that name no field of the request (ignored). */
      unknownQuery: string[];
    }
  /** The path matches templates, but none for this method: answer 405 with an Allow header. */
  | { kind: "method_not_allowed"; allowed: string[] }
  | { kind: "not_found" }
  /** The route matched but the URL cannot be read (bad percent-encoding, a query value of the wrong type). */
  | { kind: "bad_request"; operation: string; binding: RouteBinding; reason: string; field?: string };

export interface BuiltRequest {
  method: string;
  /** Path with values escaped per http.proto. */
  path: string;
  /** Query string without "?", "" when empty. */
  query: string;
  /** path + ("?" + query when non-empty). */
  url: string;
  /** The JSON body, or undefined when the binding carries none. */
  body: unknown;
  binding: RouteBinding;
}

export class BuildError extends Error {
  constructor(
    readonly operation: string,
    message: string,
    readonly field?: string,
  ) {
    super(`${operation}: ${message}`);
    this.name = "BuildError";
  }
}

export interface RouteTable {
  readonly bindings: readonly RouteBinding[];
  match(method: string, pathAndQuery: string): MatchResult;
  build(operation: string, request: Record<string, unknown>): BuiltRequest;
}
