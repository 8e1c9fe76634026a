// The compat model's view of both sides: a value type (VT) for every field, objects (a message, or a
// JSON Schema node) with their properties, and a Universe that resolves the rules file's names on one
// side. Problems thrown while resolving are collected by the builder, one line each.

import type { Dialect, ScalarKind } from "@a2a-bindgen/runtime";

export type { Dialect };
export type Json = Record<string, unknown>;

/** A problem with the mapping: collected, then thrown together. */
export class Problem extends Error {}
/** Two entries fit where one is needed. */
export class Ambiguous extends Problem {}

/** The type of a value on either side. JSON-side types carry their schema node (for structural matching). */
export type VT = (
  | { t: "scalar"; s: ScalarKind }
  | { t: "json"; types: string[]; const?: unknown }
  | { t: "enum"; key: string; values: string[] }
  | { t: "msg"; key: string }
  | { t: "wkt"; name: string }
  | { t: "list"; of: VT }
  | { t: "map"; of: VT }
  | { t: "freeobj" }
  | { t: "any" }
) & { node?: Json; ptr?: string };

export interface Prop {
  name: string;
  vt: VT;
  oneof: string | null;
  implicit: boolean;
  index: number;
  /** REQUIRED (google.api.field_behavior, as the validators check it) or listed in a JSON Schema's `required`. */
  required?: boolean;
  /** For a REQUIRED enum field with implicit presence: the zero value's name, which counts as unset. */
  zero?: string;
}

/** A message (proto), or a JSON Schema node: an object, a union (anyOf) of objects, or anything else ("" only). */
export interface Obj {
  key: string;
  props: Map<string, Prop>;
  members: Obj[] | null;
  object: boolean;
  self: VT;
  /** The name same-name pairing compares: the message's local name, or the definition name. */
  local: string | null;
}

export interface Universe {
  kind: "proto" | "json";
  /** What errors call it ("lf.a2a.v1", "a2a.json"). */
  label: string;
  objOf(key: string): Obj;
  /** Resolves a name from the rules file to a message/object key, or null. */
  messageKey(name: string): string | null;
  /** Resolves a name from the rules file to an enum, or null. */
  enumOf(name: string): { key: string; values: string[]; local: string | null; node?: Json } | null;
  localOf(key: string): string | null;
}

/** A condition on the older object (a variant's `when`). */
export interface When {
  path: string;
  equals?: string;
}

export function describe(vt: VT): string {
  switch (vt.t) {
    case "scalar":
      return vt.s;
    case "json":
      return vt.const !== undefined ? `JSON ${vt.types.join("|")} const ${JSON.stringify(vt.const)}` : `JSON ${vt.types.join("|") || "value"}`;
    case "enum":
      return `enum ${vt.key}`;
    case "msg":
      return vt.key;
    case "wkt":
      return vt.name;
    case "list":
      return `list of ${describe(vt.of)}`;
    case "map":
      return `map of ${describe(vt.of)}`;
    case "freeobj":
      return "JSON object";
    case "any":
      return "any JSON value";
  }
}

// ---- proto side (both versions' ValidatorModels)
