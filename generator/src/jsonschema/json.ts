// Small JSON and JSON Schema helpers the compiler's parts share.

import type { Primitive } from "./ir.js";

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type SchemaObject = Record<string, unknown>;

export const ANNOTATIONS = new Set(["description", "title", "examples", "default", "$comment", "readOnly", "writeOnly", "format"]);
export const TYPE_NAMES = ["null", "boolean", "object", "array", "number", "integer", "string"] as const;
export type TypeName = (typeof TYPE_NAMES)[number];
export const REF_PREFIX = "#/definitions/";
/** How deep schemas may nest: far beyond any real schema, far below the call stack's limit. */
export const MAX_DEPTH = 256;

export function isObject(v: unknown): v is SchemaObject {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

export function has(o: object, k: string): boolean {
  return Object.hasOwn(o, k);
}

function jsonType(v: Json): TypeName {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "number") return Number.isInteger(v) ? "integer" : "number";
  return typeof v as "boolean" | "string" | "object";
}

export function isPrimitive(v: Json): v is Primitive {
  return v === null || typeof v !== "object";
}

/** A value `type` (or its absence: undefined) admits. */
export function admits(types: Set<TypeName> | undefined, v: Json): boolean {
  if (!types) return true;
  const t = jsonType(v);
  return types.has(t) || (t === "integer" && types.has("number"));
}

/** Deep equality of JSON values, as ajv's const and enum use it. */
export function jsonEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as Json[]).length && a.every((e, i) => jsonEqual(e, (b as Json[])[i]));
  const ka = Object.keys(a);
  const bo = b as { [k: string]: Json };
  return ka.length === Object.keys(bo).length && ka.every((k) => has(bo, k) && jsonEqual((a as { [k: string]: Json })[k], bo[k]));
}
