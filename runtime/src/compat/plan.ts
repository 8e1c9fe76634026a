// The data contract between the generator and the version-diff adapters: a conversion plan per
// dialect of the older version, resolved at generation time from both descriptor sets (and the
// older version's JSON Schema) joined by the rules file's mapping. Every plan is written from the
// newer version's side ("newer": the target version; "older": the older version's dialect); the engine
// derives both directions from the same plan, so a mapping cannot be right one way and wrong the other.
//
// Paths are JSON names joined with "." ("pushNotificationConfig.url"). The empty path "" is the
// object itself (a bare v0.3 result is the whole value, a flattened security scheme is its variant).

/** How one value converts, seen from the newer version's side. */
export type ValuePlan =
  /**
   * Same JSON on both sides: strings, numbers, booleans, bytes (base64 on both), Struct ⇄ JSON object.
   * `values`: the older side allows only these strings (a JSON Schema enum), so another newer string is a loss.
   * `format`: the newer side parses the string ("bytes": base64, "timestamp": RFC 3339) where the older side
   * holds any string, so an older string that does not parse is a loss.
   */
  | { kind: "copy"; values?: string[] | undefined; format?: "bytes" | "timestamp" | undefined }
  /** An enum: names (or JSON-RPC literals) mapped through `enums[enum]`. */
  | { kind: "enum"; enum: string }
  /** A message: converted by `types[type]`. */
  | { kind: "message"; type: string }
  /** Repeated: each element by `of`. */
  | { kind: "list"; of: ValuePlan }
  /** A map (JSON object with arbitrary keys): each value by `of`, keys kept. */
  | { kind: "map"; of: ValuePlan }
  /** The newer side wraps the value in a one-field message ({list: [...]}) that the older side writes bare. */
  | { kind: "wrap"; field: string; of: ValuePlan }
  /** A single value on the newer side, a list on the older: [x] ⇄ x; elements after the first are losses. */
  | { kind: "first"; of: ValuePlan }
  /** google.protobuf.Value (any JSON) on the newer side, a JSON object on the older: a non-object is wrapped as {value: x} and reported as a loss (the older side cannot tell it from an object). */
  | { kind: "object" }
  /** An integer whose 0 flipped meaning: older 0 or absent ⇄ newer absent (no limit); newer 0 has no older form (a loss). */
  | { kind: "zeroUnset" }
  /**
   * A boolean whose polarity and default flipped (blocking ⇄ return_immediately): newer = !older; an absent
   * newer value reads as false; an absent older value reads as `olderAbsent` (false when not given: proto3's
   * default). Always written on the older side, since peers disagree on what its absence means.
   */
  | { kind: "invert"; olderAbsent?: boolean | undefined };

export interface FieldPlan {
  /** Path on the newer side; null when only the older side has the field (then `loss` says why). */
  newer: string | null;
  /** Paths on the older side: written to every one, read from the first present; null when only the newer side has it. */
  older: string[] | null;
  value: ValuePlan;
  /** The newer side's oneof this field belongs to: a second member arriving from the older side is a loss. */
  oneof?: string | undefined;
  /** Presence on the newer side is implicit: "", 0, false, [] and {} are absent there (and never reported lost). */
  implicit?: boolean | undefined;
  /**
   * A converted message holding only defaults is omitted (both ways). Newer to older only, an absent newer
   * message reads as {}, so the flipped defaults inside are written explicitly; older to newer it stays absent.
   */
  materialize?: boolean | undefined;
  /** Why a one-sided field has no counterpart: each non-default value met is reported as a loss with this reason. */
  loss?: string | undefined;
  /** Older to newer only: when every `old` path is absent, read this older path instead, and report `fallback.reason` as a loss. */
  fallback?: { older: string; reason: string } | undefined;
  /** Newer to older only, for an older-only field computed from the newer value: `from` (a newer path of enum names) is in `values` ⇒ true. Read back, a value that disagrees with the computation is a loss. */
  derive?: { from: string; values: string[] } | undefined;
  /** Where the mapping says so (rules file pointer), for errors and the REFERENCE tables. */
  note?: string | undefined;
}

/** An older-side resource name built from newer fields ("things/{parentId}/items/{id}"). */
export interface TemplatePlan {
  /** The newer fields (JSON names, top level) the template binds, in template order. */
  newer: string[];
  /** The older path holding the name. */
  older: string;
  /** Written: the first; read: the first that matches. Each `{name}` binds one path segment. */
  templates: string[];
  note?: string | undefined;
}

/** One case of a union: selected on the newer side by its oneof member, on the older side by conditions. */
export interface VariantPlan {
  /** The newer oneof member (JSON name) whose presence selects this variant. */
  newerCase: string;
  /** All must hold on the older object: `equals` compares a string constant (and is written), otherwise the path must be present. */
  when: { path: string; equals?: string | undefined }[];
  fields: FieldPlan[];
}

/** The newer list of interfaces ⇄ the older single main interface plus a list of additional ones (agent cards). */
export interface HoistPlan {
  /** Newer list path ("supportedInterfaces"). */
  newer: string;
  /** Older list path ("additionalInterfaces"). */
  olderList: string;
  /** Element conversion of the older list. */
  element: string;
  /** Newer element field → older top-level path, read from and written for the first (main) element. */
  main: { newer: string; older: string; default?: string | undefined }[];
  /** A newer element field the older side holds once for the whole object: elements that differ from the main one lose it. */
  shared: { newer: string; older: string; default?: string | undefined }[];
  /** Older elements equal to the main one on these newer fields are not repeated when read. */
  identity: string[];
  /**
   * Newer to older: only elements whose `v1` field is empty or names the same major.minor as `version` are
   * carried (the others are reported with `reason`); when no element matches, every element is carried.
   */
  select?: { newer: string; version: string; reason: string } | undefined;
  note?: string | undefined;
}

export interface TypePlan {
  id: string;
  /** Full name of the newer message. */
  newer: string;
  /** Full name of the older message, or "#/definitions/<Name>" for the JSON-RPC dialect. */
  older: string;
  /** Constants the older object carries (JSON-RPC `kind`, security scheme `type`): written; not read. */
  consts: { path: string; value: string }[];
  fields: FieldPlan[];
  templates: TemplatePlan[];
  /** A union (newer oneof ⇄ older discriminated objects): exactly one variant applies; null for plain messages. */
  variants: VariantPlan[] | null;
  hoist: HoistPlan | null;
  /** Fields the newer message requires (google.api.field_behavior REQUIRED, as the validators check it). */
  requiredNewer?: RequiredPlan[] | undefined;
  /** Fields the older form requires (JSON Schema `required`, or REQUIRED in the older proto); absent for unions. */
  requiredOlder?: RequiredPlan[] | undefined;
}

/** A required field: a conversion whose output leaves it unset reports a loss (the output would not validate). */
export interface RequiredPlan {
  /** Top-level JSON name on the output side. */
  field: string;
  /** Default values ("", 0, false, [], {}) count as unset. */
  implicit: boolean;
  /** An enum's zero value, which counts as unset. */
  zero?: string | undefined;
  /**
   * Older side only: the value an unset field is written as, when the newer field it comes from has implicit
   * presence (its absence is this default, so writing it is faithful and the older form stays valid).
   */
  fill?: "" | 0 | false | [] | Record<string, never> | undefined;
}

export interface EnumPlan {
  id: string;
  newer: string;
  older: string;
  /** Newer name → older name (or JSON-RPC literal). */
  toOlder: Record<string, string>;
  /** Older name → newer name. */
  toNewer: Record<string, string>;
  /** Newer names with no older form, and why (a loss when met; the older side gets nothing). */
  newerOnly: Record<string, string>;
}

/** What an operation's result is on the older side when it is not a message of its own. */
export type ResultPlan =
  | { kind: "message"; type: string }
  /** google.protobuf.Empty on the newer side; `old` is what the older side answers (null for JSON-RPC, {} for ProtoJSON). */
  | { kind: "empty"; older: null | Record<string, never> };

export interface OperationPlan {
  /** Cross-version identity of the operation. */
  identity: string;
  newerRpc: string;
  /** The older rpc; null when the older version has no such operation (every conversion is then an error). */
  olderRpc: string | null;
  params: string | null;
  result: ResultPlan | null;
  /** Streaming operations: each event converts by this type. */
  event: string | null;
}

export interface ErrorPlan {
  /** The newer JSON-RPC code and name. */
  code: number;
  name: string;
  /** The older code and name it converts to (the same code unless the newer one has no older form). */
  olderCode: number;
  olderName: string;
  /** Set when the newer error has no older form: why the chosen older error is the nearest. */
  nearest?: string | undefined;
}

/**
 * A compat dialect: how the older version's JSON is spelled. "rest": ProtoJSON of the older package (HTTP+JSON
 * and gRPC); "jsonrpc": the older JSON Schema (a2a.json). The generator, the kit, the server and the client name it so.
 */
export type Dialect = "rest" | "jsonrpc";

export interface DialectPlan {
  /** "rest" (ProtoJSON of the older package, used by HTTP+JSON and gRPC) or "jsonrpc" (the older JSON Schema). */
  dialect: Dialect;
  /** Newer and older protocol versions ("1.0", "0.3"). */
  newerVersion: string;
  olderVersion: string;
  types: Record<string, TypePlan>;
  enums: Record<string, EnumPlan>;
  operations: Record<string, OperationPlan>;
  /** The kinds the public API names: message, task, agentCard, pushConfig (type ids). */
  kinds: Record<string, string>;
  errors: ErrorPlan[];
}
