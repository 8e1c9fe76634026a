// A message's JSON Schema as the runtime engine reads it (runtime/src/protojson/message.ts, default options:
// REQUIRED enforced, unknown fields ignored): both spellings of each field, never both at once; null is
// "unset" except for google.protobuf.Value and NullValue; a oneof holds at most one member, where a null
// member of scalar type does not count and a null message or enum member does (fromJson checks the oneof
// before it resets the field); REQUIRED is "given, not null, and not the proto default".

import { GenerationError } from "../../model/errors.js";
import type { ValidatorField, ValidatorMessage, ValidatorModel, ValidatorType } from "../../model/validators.js";
import { type JsonSchema, mapKeySchema, scalarNotDefault, scalarSchema } from "./scalars.js";
import { acceptsNull, NULL_VALUE, nullIsValue } from "./wkt.js";

type Obj = { [k: string]: unknown };
export type Ref = (local: string) => string;

/** Resolves the names a field's type gives to the local names its $ref uses. */
export interface Names {
  local(fullName: string): string;
  enumZero(fullName: string): string[];
}

function element(t: ValidatorType, names: Names, ref: Ref): Obj {
  switch (t.kind) {
    case "scalar":
      return scalarSchema(t.scalar);
    case "enum":
    case "message":
      return { $ref: ref(names.local(t.name)) };
    case "wkt":
      return { $ref: ref(t.name) };
  }
}

const isNullValue = (t: ValidatorType) => t.kind === "wkt" && nullIsValue(t.name);

/** A list item or map value: null is refused unless it is a value of the type (wrappers accept null alone, not here). */
function item(f: ValidatorField, names: Names, ref: Ref): Obj {
  const el = element(f.type, names, ref);
  if (f.type.kind === "wkt" && acceptsNull(f.type.name) && !nullIsValue(f.type.name)) return { ...el, not: { type: "null" } };
  return el;
}

/** The value a field accepts under either spelling. */
export function fieldSchema(f: ValidatorField, names: Names, ref: Ref): Obj {
  const t = f.type;
  let value: Obj;
  if (f.list) {
    value = { type: "array", items: item(f, names, ref) };
    if (f.required) value.minItems = 1;
  } else if (f.mapKey !== null) {
    value = { type: "object", propertyNames: mapKeySchema(f.mapKey), additionalProperties: item(f, names, ref) };
    if (f.required) value.minProperties = 1;
  } else if (f.required) {
    value = requiredElement(f, names, ref);
  } else {
    value = element(t, names, ref);
  }
  // Null is "unset": accepted where not REQUIRED, unless the type reads null already.
  const selfNull = !f.list && f.mapKey === null && t.kind === "wkt" && acceptsNull(t.name);
  if (!f.required && !selfNull) value = withNull(value);
  return value;
}

/** A REQUIRED singular field: not null (unless null is a value), and not the default under implicit presence. */
function requiredElement(f: ValidatorField, names: Names, ref: Ref): Obj {
  const t = f.type;
  const implicit = f.presence === "implicit";
  if (t.kind === "scalar") return implicit ? scalarNotDefault(t.scalar) : scalarSchema(t.scalar);
  const el = element(t, names, ref);
  if (t.kind === "enum") return implicit ? { ...el, not: { enum: [0, ...names.enumZero(t.name)] } } : el;
  if (t.kind === "wkt" && t.name === NULL_VALUE && implicit) return { ...el, not: { enum: [null, "NULL_VALUE", 0] } };
  if (t.kind === "wkt" && acceptsNull(t.name) && !isNullValue(t)) return { ...el, not: { type: "null" } };
  return el;
}

function withNull(s: Obj): Obj {
  if (s.$ref === undefined && typeof s.type === "string") return { ...s, type: [s.type, "null"] };
  if (s.$ref === undefined && Array.isArray(s.type)) return { ...s, type: [...(s.type as string[]), "null"] };
  return { anyOf: [s, { type: "null" }] };
}

/** The keys a field may be given under: JSON name first, then the proto name when it differs. */
const spellings = (f: ValidatorField) => (f.json === f.proto ? [f.json] : [f.json, f.proto]);

/** Does a null member claim its oneof? Not for scalars (message.ts: "a null scalar member counts as unset"). */
const nullClaims = (f: ValidatorField) => f.type.kind !== "scalar";

/** The schema of one message, without the fields named in `omit` (proto names). */
export function buildMessageSchema(m: ValidatorMessage, names: Names, ref: Ref, omit?: ReadonlySet<string>): Obj {
  const fields = m.fields.filter((f) => omit === undefined || !omit.has(f.proto));
  const properties: Obj = {};
  const required: string[] = [];
  const allOf: Obj[] = [];
  const dependent = new Map<string, Obj[]>();
  const depend = (key: string, s: Obj) => dependent.set(key, [...(dependent.get(key) ?? []), s]);
  for (const f of fields) {
    const value = { ...fieldSchema(f, names, ref), "x-a2a-printed-from": `${m.name}.${f.proto}` };
    for (const key of spellings(f)) properties[key] = value;
    // fromJson: "set multiple times", even when one of them is null.
    if (f.json !== f.proto) depend(f.proto, { properties: { [f.json]: false } });
    if (f.required) {
      if (f.json === f.proto) required.push(f.json);
      // "Given under one of its spellings": not both absent (a `required` inside anyOf is refused by strict validators).
      else allOf.push({ not: { properties: { [f.json]: false, [f.proto]: false } } });
    }
  }
  const oneofs = new Map<string, ValidatorField[]>();
  for (const f of fields) if (f.oneof !== null) oneofs.set(f.oneof, [...(oneofs.get(f.oneof) ?? []), f]);
  for (const members of oneofs.values()) {
    for (const f of members) {
      // Every other member unset: absent, or null where null does not claim the oneof.
      const others: Obj = {};
      for (const g of members) if (g !== f) for (const key of spellings(g)) others[key] = nullClaims(g) ? false : { type: "null" };
      if (Object.keys(others).length === 0) continue;
      for (const key of spellings(f)) {
        depend(key, nullClaims(f) ? { properties: others } : { anyOf: [{ properties: { [key]: { type: "null" } } }, { properties: others }] });
      }
    }
  }
  const schema: Obj = { type: "object", "x-a2a-printed-from": m.name, properties };
  if (required.length > 0) schema.required = required;
  if (dependent.size > 0) schema.dependentSchemas = Object.fromEntries([...dependent].map(([k, list]) => [k, list.length === 1 ? list[0] : { allOf: list }]));
  if (allOf.length > 0) schema.allOf = allOf;
  return schema;
}

/** The names of `model`'s messages and enums, for $refs and enum defaults; an unknown name is a clear error. */
export function namesOf(model: ValidatorModel): Names {
  const local = new Map<string, string>();
  for (const t of [...model.messages, ...model.enums]) local.set(t.name, t.local);
  const zero = new Map(model.enums.map((e) => [e.name, e.values.filter((v) => v.number === 0).map((v) => v.name)]));
  return {
    local(fullName) {
      const l = local.get(fullName);
      if (l === undefined) throw new GenerationError(`JSON Schema: a field refers to ${fullName}, which the validator model does not hold`);
      return l;
    },
    enumZero: (fullName) => zero.get(fullName) ?? [],
  };
}

export type { JsonSchema };
