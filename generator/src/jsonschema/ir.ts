// The JSON Schema definitions as data: one zod construct per node, chosen by compile.ts so that zod
// accepts exactly what draft-07 (as ajv applies it) accepts. Data only: emit/zod-text.ts prints it.

export type Primitive = null | boolean | number | string;

/** One zod construct. */
export type ZodNode =
  | { kind: "unknown" }
  | { kind: "never" }
  /** z.null(), z.boolean(), z.number(), z.string(). */
  | { kind: "type"; name: "null" | "boolean" | "number" | "string" }
  /** A number without a fraction, any size (z.int() only takes safe integers; JSON Schema does not). */
  | { kind: "integer" }
  /** Any value but an object (`object`) and/or an array (`array`): a schema without `type` whose type keywords checked those. */
  | { kind: "notContainer"; object: boolean; array: boolean }
  /** Another definition; `lazy` inside a reference cycle (its const is not defined yet). */
  | { kind: "ref"; ident: string; lazy: boolean }
  /** Exactly these primitives (one, or several not all strings). */
  | { kind: "literal"; values: Primitive[] }
  /** Exactly these strings (two or more). */
  | { kind: "enum"; values: string[] }
  /** Exactly this array (deep equality): one node per element. */
  | { kind: "tuple"; items: ZodNode[] }
  /** Exactly this object (deep equality): one node per key, no other key. */
  | { kind: "exactObject"; entries: { key: string; value: ZodNode }[] }
  | { kind: "array"; items: ZodNode }
  | ObjectNode
  /** anyOf: at least one branch. */
  | { kind: "union"; of: ZodNode[] }
  /** oneOf: exactly one branch. */
  | { kind: "xor"; of: ZodNode[] }
  /** anyOf or oneOf whose branches `key` proves mutually exclusive. */
  | { kind: "discriminated"; key: string; of: ZodNode[] }
  /** Every part holds on the same input: `rest` is checked on the raw input before `first`. */
  | { kind: "allOf"; first: ZodNode; rest: ZodNode[] };

/**
 * An object. `strict`: no other key (additionalProperties false); `loose`: any other key;
 * `catchall`: every other key (an own "__proto__" too, which zod's catchall skips) must match `rest`.
 */
export interface ObjectNode {
  kind: "object";
  mode: "strict" | "loose" | "catchall";
  props: ObjectProp[];
  rest: ZodNode | null;
}

export interface ObjectProp {
  key: string;
  value: ZodNode;
  /** Not required. */
  optional: boolean;
  /** Required, and `value` would accept undefined: ajv counts an undefined value as missing, zod does not. */
  present: boolean;
}

/** One definition of the schema. */
export interface SchemaDefinition {
  /** The definition's name exactly as in the schema's "definitions". */
  name: string;
  /** A safe identifier for it, e.g. "J_Task". */
  ident: string;
  node: ZodNode;
  /**
   * True when the definition is part of a reference cycle (including a self-reference). References
   * inside its cycle are lazy; TypeScript cannot infer the type of such a const, so it must be
   * declared with an annotation.
   */
  recursive: boolean;
  /** The idents this node refers to (each defined earlier in the list unless recursive). */
  refs: string[];
}
