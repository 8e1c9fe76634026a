// Scalar fields in ProtoJSON, accepted exactly as @bufbuild/protobuf's fromJson accepts them
// (compileScalarParse + checkScalarValue in from-json.js / reflect-check.js) and returned in
// canonical ProtoJSON form.

import { INVALID, fail, type Ctx, type Invalid, type Node } from "./core.js";
import { base64Class, isBase64 } from "../formats.js";
import { INT32_MIN, INT32_MAX, UINT32_MAX, INT64_MIN, INT64_MAX, UINT64_MAX } from "../limits.js";

export type ScalarName =
  | "double"
  | "float"
  | "int32"
  | "uint32"
  | "sint32"
  | "fixed32"
  | "sfixed32"
  | "int64"
  | "uint64"
  | "sint64"
  | "fixed64"
  | "sfixed64"
  | "bool"
  | "string"
  | "bytes";

// ---- strings ------------------------------------------------------------------------------

// fromJson rejects strings with lone surrogates ("invalid UTF8"): String.prototype.isWellFormed
// when the runtime has it, else encodeURIComponent, exactly as protobuf-es' checkUtf8.
const nativeIsWellFormed = (String.prototype as { isWellFormed?: ((this: string) => boolean) | undefined }).isWellFormed;

export function isWellFormed(s: string): boolean {
  if (nativeIsWellFormed !== undefined) return nativeIsWellFormed.call(s);
  try {
    encodeURIComponent(s);
    return true;
  } catch {
    return false;
  }
}

// ---- bytes --------------------------------------------------------------------------------

/** Does a (valid) base64 string decode to zero bytes? Only padding and white space then. */
function isEmptyBase64(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (base64Class(s.charCodeAt(i)) === 1) return false;
  return true;
}

// ---- numbers ------------------------------------------------------------------------------

/**
 * The number fromJson reads for a 32-bit integer or float given as a string: any string Number()
 * understands ("1e3", "0x10", " 1" excepted: surrounding white space is refused), else INVALID.
 */
function numberFromString(s: string): number | Invalid {
  if (s === "" || s.trim().length !== s.length) return INVALID;
  return Number(s);
}

/** int32/sint32/sfixed32 and uint32/fixed32: a JSON number or numeric string holding an integer in range. */
export function readInt32(json: unknown, unsigned: boolean): number | Invalid {
  let v: number | Invalid;
  if (typeof json === "number") v = json;
  else if (typeof json === "string") v = numberFromString(json);
  else return INVALID;
  if (v === INVALID || !Number.isInteger(v)) return INVALID; // NaN, Infinity, 1.5
  if (unsigned ? v < 0 || v > UINT32_MAX : v < INT32_MIN || v > INT32_MAX) return INVALID;
  return v === 0 ? 0 : v; // -0 -> 0: the same int32 for fromJson, and canonical
}

/**
 * double/float: a JSON number, a numeric string, or "NaN" / "Infinity" / "-Infinity" (returned
 * as those strings, the canonical form). Number values are returned unrounded: fromJson keeps the
 * double it read even for float, so rounding would change the parsed message.
 */
export function readFloat(json: unknown, float32: boolean): number | string | Invalid {
  let v: number | Invalid;
  if (typeof json === "number") {
    if (!Number.isFinite(json)) return INVALID; // NaN/Infinity must be the string constants
    v = json;
  } else if (typeof json === "string") {
    if (json === "NaN" || json === "Infinity" || json === "-Infinity") return json;
    v = numberFromString(json);
    if (v === INVALID || !Number.isFinite(v)) return INVALID; // "+Infinity", "abc"
  } else {
    return INVALID;
  }
  if (float32 && !Number.isFinite(Math.fround(v))) return INVALID; // beyond float32's range
  return v;
}

// Decimal strings that are already canonical and safely in range, to skip BigInt on the hot path.
const CANONICAL_SMALL_INT = /^(?:0|-?[1-9][0-9]{0,14})$/;

/**
 * int64 family: a JSON number (integral; beyond 2^53 it is taken as the double it is, as fromJson
 * does), a non-empty string BigInt() understands (so " 5", "+5" and "0x10" too, as fromJson),
 * or a bigint from a JS caller (fromJson accepts those). Output: the exact decimal string.
 */
export function readInt64(json: unknown, unsigned: boolean): string | Invalid {
  if (typeof json === "string") {
    if (json.length === 0) return INVALID;
    if (CANONICAL_SMALL_INT.test(json)) return unsigned && json.charCodeAt(0) === 45 ? INVALID : json;
  } else if (typeof json === "number") {
    if (Number.isSafeInteger(json)) return unsigned && json < 0 ? INVALID : String(json); // String(-0) is "0"
  } else if (typeof json !== "bigint") {
    return INVALID;
  }
  let bi: bigint;
  try {
    bi = BigInt(json as string | number | bigint);
  } catch {
    return INVALID; // "1e3", "1.5", 1.5, NaN
  }
  if (unsigned ? bi < 0n || bi > UINT64_MAX : bi < INT64_MIN || bi > INT64_MAX) return INVALID;
  return String(bi);
}

// ---- scalar nodes -------------------------------------------------------------------------

/** One scalar kind: how to read it, what to call it in issues, and its proto default (for REQUIRED). */
interface ScalarDef {
  read(json: unknown): unknown;
  expected: string;
  isDefault(out: unknown): boolean;
}

const isZeroNumber = (out: unknown) => out === 0; // ints: -0 already normalised
const isPositiveZero = (out: unknown) => Object.is(out, 0); // floats: -0 is a set value in proto3

const int32Def = (name: string, unsigned: boolean): ScalarDef => ({
  read: (j) => readInt32(j, unsigned),
  expected: name,
  isDefault: isZeroNumber,
});
const int64Def = (name: string, unsigned: boolean): ScalarDef => ({
  read: (j) => readInt64(j, unsigned),
  expected: name,
  isDefault: (out) => out === "0",
});

export const scalarDefs: Record<ScalarName, ScalarDef> = {
  double: { read: (j) => readFloat(j, false), expected: "double", isDefault: isPositiveZero },
  float: { read: (j) => readFloat(j, true), expected: "float", isDefault: isPositiveZero },
  int32: int32Def("int32", false),
  sint32: int32Def("sint32", false),
  sfixed32: int32Def("sfixed32", false),
  uint32: int32Def("uint32", true),
  fixed32: int32Def("fixed32", true),
  int64: int64Def("int64", false),
  sint64: int64Def("sint64", false),
  sfixed64: int64Def("sfixed64", false),
  uint64: int64Def("uint64", true),
  fixed64: int64Def("fixed64", true),
  bool: { read: (j) => (typeof j === "boolean" ? j : INVALID), expected: "bool", isDefault: (out) => out === false },
  string: {
    read: (j) => (typeof j === "string" && isWellFormed(j) ? j : INVALID),
    expected: "string",
    isDefault: (out) => out === "",
  },
  bytes: {
    // The output is the input string: any accepted spelling decodes to the same bytes in fromJson.
    read: (j) => (typeof j === "string" && isBase64(j) ? j : INVALID),
    expected: "bytes (base64 string)",
    isDefault: (out) => typeof out === "string" && isEmptyBase64(out),
  },
};

/** Why a value was refused, worded per kind (only computed on failure). */
export function scalarReason(name: ScalarName, json: unknown): string {
  const def = scalarDefs[name];
  switch (name) {
    case "string":
      return typeof json === "string" ? "invalid UTF-16 (lone surrogate): not valid UTF-8" : `expected a string`;
    case "bytes":
      return typeof json === "string" ? "invalid base64" : "expected a base64 string";
    case "bool":
      return "expected true or false";
    case "double":
    case "float":
      if (typeof json === "number" && !Number.isFinite(json)) return `NaN and infinities must be given as the strings "NaN", "Infinity", "-Infinity"`;
      if (typeof json === "number" || (typeof json === "string" && Number.isFinite(Number(json)) && json.trim() === json && json !== "")) {
        return `${def.expected} out of range`;
      }
      return `expected a ${def.expected}: a JSON number, a numeric string, "NaN", "Infinity" or "-Infinity"`;
    case "int64":
    case "uint64":
    case "sint64":
    case "fixed64":
    case "sfixed64": {
      let integral = typeof json === "bigint" || (typeof json === "number" && Number.isInteger(json));
      if (typeof json === "string" && json !== "") {
        try {
          BigInt(json);
          integral = true;
        } catch {
          // not an integer literal: "1e3", "1.5", "abc"
        }
      }
      return integral ? `${def.expected} out of range` : `expected ${def.expected}: an integer as a JSON number or a decimal string`;
    }
    default: {
      const n = typeof json === "string" && json.trim() === json && json !== "" ? Number(json) : json;
      if (typeof n === "number" && Number.isInteger(n)) return `${def.expected} out of range`;
      if (typeof n === "number" && Number.isFinite(n)) return `expected an integer (${def.expected}), got a fraction`;
      return `expected ${def.expected}: a JSON number or a decimal string`;
    }
  }
}

function scalarNode(name: ScalarName): Node {
  const def = scalarDefs[name];
  const read = def.read;
  return {
    kind: "scalar",
    nullIsValue: false,
    expected: def.expected,
    run(input: unknown, ctx: Ctx) {
      const out = read(input);
      return out === INVALID ? fail(ctx, def.expected, input, scalarReason(name, input)) : out;
    },
    isDefault: def.isDefault,
  };
}

/** Every scalar kind. */
export const scalarNames = Object.keys(scalarDefs) as ScalarName[];

/** Nodes by scalar kind (shared with map values, wrappers and list items). */
export const scalarNodes = Object.fromEntries(scalarNames.map((n) => [n, scalarNode(n)])) as Record<ScalarName, Node>;
