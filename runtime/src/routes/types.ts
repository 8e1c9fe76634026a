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
  scalar?: ScalarKind | undefined;
  /** For kind "enum": full name, a key of RouteTableSpec.enums. */
  enum?: string | undefined;
  /** For kind "message": full name; a key of RouteTableSpec.messages unless it is a well-known type. */
  message?: string | undefined;
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
  alternative?: { disagreement: string; specSections: string[] } | undefined;
}

export interface RouteTableSpec {
  bindings: readonly RouteBinding[];
  messages: Record<string, MessageShape>;
  enums: Record<string, EnumShape>;
}

/** Values taken from the path, keyed by the JSON field path ("taskId", "book.name"). */
export type PathValues = Record<string, string>;

/**
 * One binding's match as the types see it. A generated table declares one per binding: the binding
 * with its literal operation, binding, method and template; the path values it binds; what its query
 * can set; and the two merged as the request.
 */
export interface BindingMatchTypes {
  binding: RouteBinding;
  path: PathValues;
  query: Record<string, unknown>;
  request: Record<string, unknown>;
}

/** One operation of a table as the types see it: the matches of its bindings (a union) and the request `build` takes. */
export interface OperationRouteTypes {
  match: BindingMatchTypes;
  build: object;
}

/** A table's types, keyed by operation: what a generated table declares (e.g. `CanonicalRoutes`). */
export type RouteTypes = Record<string, OperationRouteTypes>;

/** The types of a table nothing is known about (one built from data at run time): any operation, any request. */
export type AnyRouteTypes = Record<string, { match: BindingMatchTypes; build: object }>;

/** The operation names of a table's types. */
export type RouteOperation<R extends RouteTypes> = keyof R & string;

/** The request `build` takes for operation Op. */
export type BuildRequestOf<R extends RouteTypes, Op extends RouteOperation<R>> = R[Op]["build"];

/** The bindings of operation Op, as typed by the table. */
export type RouteBindingOf<R extends RouteTypes, Op extends RouteOperation<R> = RouteOperation<R>> = R[Op]["match"]["binding"];

/** A successful match of one binding. */
type MatchOfBinding<Op extends string, M extends BindingMatchTypes> = M extends BindingMatchTypes
  ? {
      kind: "match";
      operation: Op;
      /** The binding that matched. */
      binding: M["binding"];
      /** Path values, percent-decoded once, keyed by JSON field path. Frozen and shared when the binding has no variable. */
      path: M["path"];
      /** Query values converted to their field types, nested by message (JSON names). Frozen and shared when there is no query. */
      query: M["query"];
      /** path and query merged into one request object (JSON names, nested), without the body. */
      request: M["request"];
      /** Query keys that name no field of the request (ignored). */
      unknownQuery: string[];
    }
  : never;

/** A successful match of a table: a union discriminated by `operation` (one member per binding). */
export type RouteMatch<R extends RouteTypes = AnyRouteTypes, Op extends RouteOperation<R> = RouteOperation<R>> = {
  [K in Op]: MatchOfBinding<K, R[K]["match"]>;
}[Op];

/** The route matched but the URL cannot be read (bad percent-encoding, a query value of the wrong type). */
export type RouteBadRequest<R extends RouteTypes = AnyRouteTypes> = {
  [K in RouteOperation<R>]: { kind: "bad_request"; operation: K; binding: R[K]["match"]["binding"]; reason: string; field?: string | undefined };
}[RouteOperation<R>];

/**
 * What match answers. With a generated table's types (`MatchResult<CanonicalRoutes>`) each member names its
 * operation and binding and types its request; `MatchResult` alone is the form of any table.
 */
export type MatchResult<R extends RouteTypes = AnyRouteTypes> =
  | RouteMatch<R>
  /** The path matches templates, but none for this method: answer 405 with an Allow header. */
  | { kind: "method_not_allowed"; allowed: RouteBindingOf<R>["method"][] }
  | { kind: "not_found" }
  | RouteBadRequest<R>;

export interface BuiltRequest<B extends RouteBinding = RouteBinding> {
  method: B["method"];
  /** Path with values escaped per http.proto. */
  path: string;
  /** Query string without "?", "" when empty. */
  query: string;
  /** path + ("?" + query when non-empty). */
  url: string;
  /** The JSON body, or undefined when the binding carries none. */
  body: unknown;
  binding: B;
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

/**
 * A table's match and build, for any operation and request (a table built from data at run time). The
 * request is any object (a typed table's request message types are objects without index signatures);
 * build refuses at run time what does not fit, with a BuildError.
 */
export interface RouteTable {
  readonly bindings: readonly RouteBinding[];
  match(method: string, pathAndQuery: string): MatchResult;
  build(operation: string, request: object): BuiltRequest;
}

/**
 * A generated table: a RouteTable typed by its `R` (the table's `CanonicalRoutes`). build takes only
 * its operations, each with its request message (the fields a binding's path needs required); match
 * answers per operation and binding. It is a RouteTable too (pass it where one is taken).
 */
export interface TypedRouteTable<R extends RouteTypes> {
  readonly bindings: readonly RouteBinding[];
  match(method: string, pathAndQuery: string): MatchResult<R>;
  build<Op extends RouteOperation<R>>(operation: Op, request: BuildRequestOf<R, Op>): BuiltRequest<RouteBindingOf<R, Op>>;
}
