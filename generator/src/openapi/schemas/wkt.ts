// JSON Schemas of the google.protobuf well-known types in their special JSON forms, as the runtime
// engine reads them (runtime/src/protojson/wkt.ts). Keyed by full name ("google.protobuf.Timestamp").

import type { ScalarKind } from "@a2a-bindgen/runtime";
import { GenerationError } from "../../model/errors.js";
import { DURATION, FIELD_MASK, TIMESTAMP } from "./patterns.js";
import { scalarSchema } from "./scalars.js";

type Obj = { [k: string]: unknown };

const INT32 = { type: "integer", minimum: -(2 ** 31), maximum: 2 ** 31 - 1 };

const WRAPPERS: Record<string, ScalarKind> = {
  "google.protobuf.DoubleValue": "double",
  "google.protobuf.FloatValue": "float",
  "google.protobuf.Int64Value": "int64",
  "google.protobuf.UInt64Value": "uint64",
  "google.protobuf.Int32Value": "int32",
  "google.protobuf.UInt32Value": "uint32",
  "google.protobuf.BoolValue": "bool",
  "google.protobuf.StringValue": "string",
  "google.protobuf.BytesValue": "bytes",
};

const FIXED: Record<string, () => Obj> = {
  "google.protobuf.Timestamp": () => ({ type: "string", pattern: TIMESTAMP }),
  // No end anchor: fromJson reads "1sfoo" as 1s, so the validators do.
  "google.protobuf.Duration": () => ({ type: "string", pattern: DURATION }),
  "google.protobuf.FieldMask": () => ({ type: "string", pattern: FIELD_MASK }),
  // A message without fields: every key is unknown, and unknown keys are ignored.
  "google.protobuf.Empty": () => ({ type: "object" }),
  "google.protobuf.Struct": () => ({ type: "object" }),
  "google.protobuf.ListValue": () => ({ type: "array" }),
  // Any JSON value, null included (null is a value here, not "unset").
  "google.protobuf.Value": () => ({}),
  "google.protobuf.NullValue": () => ({ anyOf: [{ type: "null" }, { const: "NULL_VALUE" }, { ...INT32 }] }),
  // Validators carry no type registry: only the empty Any resolves (as fromJson without a registry).
  "google.protobuf.Any": () => ({ type: "object", maxProperties: 0 }),
};

/** Does JSON null read as a value of this type (so a null field is set, not unset)? */
export function nullIsValue(fullName: string): boolean {
  return fullName === "google.protobuf.Value" || fullName === "google.protobuf.NullValue";
}

/** Does the type's own schema accept null (Value, NullValue, and the wrappers: a top-level null is the zero value)? */
export function acceptsNull(fullName: string): boolean {
  return nullIsValue(fullName) || Object.hasOwn(WRAPPERS, fullName);
}

/** Is the type google.protobuf.NullValue (an enum: its default, null / "NULL_VALUE" / 0, matters for REQUIRED)? */
export const NULL_VALUE = "google.protobuf.NullValue";

/** The schema of a well-known type, with its x-a2a-printed-from; a clear error for one the engine does not know. */
export function wellKnownSchema(fullName: string): Obj {
  const wrapped = Object.hasOwn(WRAPPERS, fullName) ? WRAPPERS[fullName] : undefined;
  let schema: Obj;
  if (wrapped !== undefined) {
    const s = scalarSchema(wrapped);
    schema = { ...s, type: [...(Array.isArray(s.type) ? (s.type as string[]) : [s.type as string]), "null"] };
  } else if (Object.hasOwn(FIXED, fullName)) {
    schema = (FIXED[fullName] as () => Obj)();
  } else {
    throw new GenerationError(`JSON Schema: ${fullName} is not a well-known type the validators read (no special JSON form is known for it)`);
  }
  return { "x-a2a-printed-from": fullName, ...schema };
}
