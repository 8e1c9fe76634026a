// The values each rule of the rules file's $.jsonSchema.notStated covers, as predicates over one field
// value (what the rule's text says, written from the rule, not from the schemas): the differential
// tests skip exactly the values in which some field value is covered, and count them.

import type { ScalarKind } from "@a2a-bindgen/runtime";
import type { ValidatorField, ValidatorModel } from "../../../../generator/src/model/validators.js";

const INT32: readonly string[] = ["int32", "uint32", "sint32", "fixed32", "sfixed32"];
const INT64: readonly string[] = ["int64", "uint64", "sint64", "fixed64", "sfixed64"];
const TIMESTAMP = /^([0-9]{4})-[0-9]{2}-[0-9]{2}T([0-9]{2}):[0-9]{2}:[0-9]{2}(?:\.[0-9]{1,9})?(Z|[+-][0-9]{2}:[0-9]{2})$/;

const WRAPPED: Record<string, ScalarKind> = {
  "google.protobuf.Int32Value": "int32",
  "google.protobuf.UInt32Value": "uint32",
  "google.protobuf.FloatValue": "float",
  "google.protobuf.DoubleValue": "double",
};

/** The scalar kind of a field's elements: its own, or the one a wrapper holds. */
function scalarOf(f: ValidatorField): ScalarKind | null {
  return f.type.kind === "scalar" ? f.type.scalar : f.type.kind === "wkt" ? (WRAPPED[f.type.name] ?? null) : null;
}

/** One value of a field: the element (list item, map value or the value itself), and map keys apart. */
type Site = { field: ValidatorField; element: unknown } | { field: ValidatorField; key: string } | { field: ValidatorField; keys: string[] };

/** A rule id → does it cover this site? Every id of the rules file must be here (the test checks). */
export const covers: Record<string, (s: Site) => boolean> = {
  // Exponent forms and fractions with a non-zero digit, given as a string to a 32-bit integer (or as such a map key).
  "int32-string-exponent-or-fraction": (s) => {
    const kind = "key" in s ? s.field.mapKey : "element" in s ? scalarOf(s.field) : null;
    const v = "key" in s ? s.key : "element" in s ? s.element : null;
    return kind !== null && INT32.includes(kind) && typeof v === "string" && !/^0[xXoObB]/.test(v) && /[eE]|\.[0-9]*[1-9]/.test(v);
  },
  // A numeric string beyond the float's or double's range.
  "float-string-range": (s) => {
    const kind = "element" in s ? scalarOf(s.field) : null;
    if (!("element" in s) || typeof s.element !== "string" || (kind !== "float" && kind !== "double")) return false;
    const n = Number(s.element);
    return !["NaN", "Infinity", "-Infinity"].includes(s.element) && !Number.isNaN(n) && !Number.isFinite(kind === "float" ? Math.fround(n) : n);
  },
  // -0 for a REQUIRED float or double of implicit presence.
  "float-negative-zero-required": (s) =>
    "element" in s &&
    s.field.required &&
    s.field.presence === "implicit" &&
    s.field.type.kind === "scalar" &&
    (s.field.type.scalar === "float" || s.field.type.scalar === "double") &&
    Object.is(s.element, -0),
  // JSON numbers beyond 2^53 for 64-bit integers: JavaScript reads them as doubles on both sides, so no value differs here.
  "int64-number-beyond-double": () => false,
  // A timestamp in year 0000, 0001 or 9999 with an offset or at 24:00:00.
  "timestamp-range-ends": (s) => {
    if (!("element" in s) || s.field.type.kind !== "wkt" || s.field.type.name !== "google.protobuf.Timestamp" || typeof s.element !== "string") return false;
    const m = TIMESTAMP.exec(s.element);
    return m !== null && ["0000", "0001", "9999"].includes(m[1] as string) && (m[3] !== "Z" || m[2] === "24");
  },
  // Two keys of an integer map naming the same number.
  "integer-map-key-duplicates": (s) => {
    if (!("keys" in s) || s.field.mapKey === null || !(INT32.includes(s.field.mapKey) || INT64.includes(s.field.mapKey))) return false;
    // The number a key names: Number() for 32-bit keys, leading zeros dropped for 64-bit ones ("01" is "1").
    const int32 = INT32.includes(s.field.mapKey);
    const numbers = s.keys.map((k) =>
      int32 ? (k === "" || k.trim() !== k ? k : String(Number(k))) : /^-?0+$/.test(k) ? "0" : k.replace(/^(-?)0+(?=[0-9])/, "$1"),
    );
    return new Set(numbers).size !== numbers.length;
  },
  // Nesting deeper than fromJson's limit: checked on the whole value (see depth()).
  "recursion-depth": () => false,
};

/** The depth of a JSON value (a scalar is 0). */
export function depth(v: unknown): number {
  if (typeof v !== "object" || v === null) return 0;
  let d = 0;
  for (const x of Object.values(v)) d = Math.max(d, depth(x));
  return d + 1;
}

/** The id of the first rule covering some field value of `value` read as message `name` of `model`, or null. */
export function coveredBy(model: ValidatorModel, name: string, value: unknown): string | null {
  if (depth(value) >= 90) return "recursion-depth";
  const byName = new Map(model.messages.map((m) => [m.name, m]));
  const visit = (message: string, v: unknown): string | null => {
    const m = byName.get(message);
    if (m === undefined || typeof v !== "object" || v === null || Array.isArray(v)) return null;
    const o = v as Record<string, unknown>;
    for (const f of m.fields) {
      for (const key of new Set([f.json, f.proto])) {
        if (!Object.hasOwn(o, key)) continue;
        const x = o[key];
        const elements = f.list && Array.isArray(x) ? x : f.mapKey !== null && typeof x === "object" && x !== null ? Object.values(x) : [x];
        const sites: Site[] = elements.map((element) => ({ field: f, element }));
        if (f.mapKey !== null && typeof x === "object" && x !== null && !Array.isArray(x)) {
          const keys = Object.keys(x);
          sites.push({ field: f, keys }, ...keys.map((k) => ({ field: f, key: k })));
        }
        for (const site of sites) for (const [id, p] of Object.entries(covers)) if (p(site)) return id;
        if (f.type.kind === "message")
          for (const e of elements) {
            const hit = visit(f.type.name, e);
            if (hit !== null) return hit;
          }
      }
    }
    return null;
  };
  return visit(name, value);
}
