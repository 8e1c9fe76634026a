// A JSON Schema (draft-07) definition as data, as the generator prints it for the issues path of the
// v0.3 JSON-RPC validators. The accepting check is printed as code; this describes the same rules so
// that a rejected value gets zod's issues without any zod object schema being built.

/** A JSON primitive. */
export type JsonPrimitive = null | boolean | number | string;

/** One rule, named after the zod construct it stands for (the generator's IR, references by name). */
export type JsonNode =
  | { kind: "unknown" }
  | { kind: "never" }
  | { kind: "type"; name: "null" | "boolean" | "number" | "string" }
  /** A finite number without a fraction, any size. */
  | { kind: "integer" }
  /** Any value but an object (`object`) and/or an array (`array`). */
  | { kind: "notContainer"; object: boolean; array: boolean }
  /** Another definition of the same schema, by its name in "definitions". */
  | { kind: "ref"; name: string }
  | { kind: "literal"; values: JsonPrimitive[] }
  | { kind: "enum"; values: string[] }
  /** Exactly this array: one node per element. */
  | { kind: "tuple"; items: JsonNode[] }
  /** Exactly this object: one node per key, no other key. */
  | { kind: "exactObject"; entries: { key: string; value: JsonNode }[] }
  | { kind: "array"; items: JsonNode }
  | JsonObjectNode
  /** anyOf: at least one branch. */
  | { kind: "union"; of: JsonNode[] }
  /** oneOf: exactly one branch. */
  | { kind: "xor"; of: JsonNode[] }
  /** A union whose branches the property `key` tells apart. */
  | { kind: "discriminated"; key: string; of: JsonNode[] }
  /** allOf: `rest` is checked on the raw input before `first`. */
  | { kind: "allOf"; first: JsonNode; rest: JsonNode[] };

/**
 * An object: `strict` no other key, `loose` any other key, `catchall` every other key matches `rest`.
 * Members at their default (no props, no rest, false flags) are left out of the printed data.
 */
export interface JsonObjectNode {
  kind: "object";
  mode: "strict" | "loose" | "catchall";
  props?: JsonObjectProp[] | undefined;
  rest?: JsonNode | null | undefined;
}

/** A declared property of an object. */
export interface JsonObjectProp {
  key: string;
  value: JsonNode;
  /** Not required. */
  optional?: boolean | undefined;
  /** Required, and `value` would accept undefined: an undefined value counts as missing. */
  present?: boolean | undefined;
}

/** An object definition's faults function (printed): see NodeLookup.faults. */
export type Faults = (value: Record<string, unknown>, visit: (k: number, value: unknown) => boolean) => boolean;

/** A definition's node by its name; undefined for a name the schema does not define. */
export interface NodeLookup {
  (name: string): JsonNode | undefined;
  /**
   * The definition's accepting check, when the schema has them: a reference whose value it accepts
   * has no issue, so explaining a refusal skips the parts of the value that are fine.
   */
  accepts?: ((name: string, value: unknown) => boolean) | undefined;
  /**
   * The definition's faults, when the schema prints them: of an object definition's value (an object),
   * calls `visit(k, value)` for the props whose values break their rules, in the order of the props,
   * while visit answers true. Printed code: the walk visits only those props, their values read by name.
   */
  faults?: ((name: string) => Faults | undefined) | undefined;
}
