// JSON Schemas of ProtoJSON scalars as the runtime engine reads them (runtime/src/protojson/scalars.ts),
// and of their proto defaults (what a REQUIRED field of implicit presence must not be).

import type { ScalarKind } from "@a2a-bindgen/runtime";
import { GenerationError } from "../../model/errors.js";
import {
  BASE64,
  BASE64_EMPTY,
  FLOAT32_LIMIT,
  FLOAT_STRING,
  FLOAT_ZERO,
  INT32_ZERO,
  WELL_FORMED,
  int32Pattern,
  int64Pattern,
  int64ZeroPattern,
} from "./patterns.js";

export type JsonSchema = { [k: string]: unknown } | boolean;
type Obj = { [k: string]: unknown };

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

const UNSIGNED = new Set<ScalarKind>(["uint32", "fixed32", "uint64", "fixed64"]);
const INT32 = new Set<ScalarKind>(["int32", "sint32", "sfixed32", "uint32", "fixed32"]);
const INT64 = new Set<ScalarKind>(["int64", "sint64", "sfixed64", "uint64", "fixed64"]);

/** A scalar field's value (non-null): a fresh object each call, so callers may add keywords. */
export function scalarSchema(kind: ScalarKind): Obj {
  const unsigned = UNSIGNED.has(kind);
  if (INT32.has(kind)) {
    return unsigned
      ? { type: ["integer", "string"], minimum: 0, maximum: 2 ** 32 - 1, pattern: int32Pattern(true) }
      : { type: ["integer", "string"], minimum: INT32_MIN, maximum: INT32_MAX, pattern: int32Pattern(false) };
  }
  if (INT64.has(kind)) {
    // A JSON number is the double JavaScript reads: 2^63 (2^64) is the first one out of range.
    return unsigned
      ? { type: ["integer", "string"], minimum: 0, exclusiveMaximum: 2 ** 64, pattern: int64Pattern(true) }
      : { type: ["integer", "string"], minimum: -(2 ** 63), exclusiveMaximum: 2 ** 63, pattern: int64Pattern(false) };
  }
  switch (kind) {
    case "double":
      return { type: ["number", "string"], pattern: FLOAT_STRING };
    case "float":
      return { type: ["number", "string"], exclusiveMinimum: -FLOAT32_LIMIT, exclusiveMaximum: FLOAT32_LIMIT, pattern: FLOAT_STRING };
    case "bool":
      return { type: "boolean" };
    case "string":
      return { type: "string", pattern: WELL_FORMED };
    case "bytes":
      return { type: "string", pattern: BASE64 };
    default:
      throw new GenerationError(`JSON Schema: unknown scalar kind "${String(kind)}"`);
  }
}

/**
 * The input forms of a scalar that read as its proto default, or null when a keyword on the value
 * schema says it better (string: minLength, bool: const). For REQUIRED fields of implicit presence.
 */
export function scalarDefault(kind: ScalarKind): Obj | null {
  if (INT32.has(kind)) return { anyOf: [{ const: 0 }, { type: "string", pattern: INT32_ZERO }] };
  if (INT64.has(kind)) return { anyOf: [{ const: 0 }, { type: "string", pattern: int64ZeroPattern() }] };
  switch (kind) {
    case "double":
    case "float":
      // JSON Schema's numeric equality cannot tell -0 (a set value) from 0: see notStated.
      return { anyOf: [{ const: 0 }, { type: "string", pattern: FLOAT_ZERO }] };
    case "bytes":
      return { type: "string", pattern: BASE64_EMPTY };
    default:
      return null;
  }
}

/** A scalar schema that refuses the default: REQUIRED with implicit presence. */
export function scalarNotDefault(kind: ScalarKind): Obj {
  const s = scalarSchema(kind);
  if (kind === "string") return { ...s, minLength: 1 };
  if (kind === "bool") return { ...s, const: true };
  return { ...s, not: scalarDefault(kind) };
}

/** A map's keys (JSON object property names) per key kind (message.ts mapKeyRules). */
export function mapKeySchema(kind: ScalarKind): Obj {
  if (INT32.has(kind)) return { type: "string", pattern: int32Pattern(UNSIGNED.has(kind)) };
  if (INT64.has(kind)) return { type: "string", pattern: int64Pattern(UNSIGNED.has(kind), true) };
  if (kind === "bool") return { type: "string", enum: ["true", "false"] };
  if (kind === "string") return { type: "string", pattern: WELL_FORMED };
  throw new GenerationError(`JSON Schema: "${String(kind)}" cannot be a map key kind`);
}
