// Shared by the protojson tests: FieldSpecs from real descriptors (as the generator builds them),
// a hand-built proto3 test file covering every field shape, and the differential check against
// @bufbuild/protobuf's fromJson.

import assert from "node:assert/strict";
import { inspect } from "node:util";
import {
  create,
  createFileRegistry,
  equals,
  fromJson,
  toBinary,
  type DescEnum,
  type DescField,
  type DescMessage,
  type JsonValue,
  type Message,
  type ScalarType,
} from "@bufbuild/protobuf";
import {
  FeatureSet_FieldPresence,
  FieldDescriptorProto_Label as Label,
  FieldDescriptorProto_Type as Type,
  FileDescriptorProtoSchema,
  file_google_protobuf_any,
  file_google_protobuf_duration,
  file_google_protobuf_empty,
  file_google_protobuf_field_mask,
  file_google_protobuf_struct,
  file_google_protobuf_timestamp,
  file_google_protobuf_wrappers,
  type DescriptorProto,
  type FieldDescriptorProto,
} from "@bufbuild/protobuf/wkt";
import type * as z from "zod";
import {
  enumType,
  message,
  scalars,
  toIssues,
  wkt,
  type FieldSpec,
  type MapKeyKind,
  type ParseOptions,
  type ScalarName,
} from "../../../runtime/src/protojson/index.js";
import { scalarKindOf } from "../../../generator/src/model/shapes.js";
export { scalarKindOf };

/** Schemas for descriptors, built the way generated code does (one message() per message, lazy refs). */
export function schemaFactory(options: ParseOptions, required: ReadonlySet<string> = new Set()) {
  const messages = new Map<string, z.ZodType>();
  const enums = new Map<string, z.ZodType>();
  const enumOf = (e: DescEnum): z.ZodType => {
    if (e.typeName === "google.protobuf.NullValue") return wkt["google.protobuf.NullValue"];
    let s = enums.get(e.typeName);
    if (!s)
      enums.set(
        e.typeName,
        (s = enumType(
          e.typeName,
          e.values.map((v) => [v.name, v.number] as const),
        )),
      );
    return s;
  };
  const specsOf = (desc: DescMessage): FieldSpec[] =>
    desc.fields.map((f: DescField) => {
      const kind = f.fieldKind === "list" ? f.listKind : f.fieldKind === "map" ? f.mapKind : f.fieldKind;
      const e = (f as { enum?: DescEnum }).enum;
      const m = (f as { message?: DescMessage }).message;
      const s = (f as { scalar?: ScalarType }).scalar;
      const type = kind === "scalar" ? () => scalars[scalarKindOf(s!)] : kind === "enum" ? () => enumOf(e!) : () => schemaOf(m!);
      const spec: FieldSpec = {
        json: f.jsonName,
        proto: f.name,
        type,
        presence: f.presence === FeatureSet_FieldPresence.IMPLICIT && f.oneof === undefined ? "implicit" : "explicit",
      };
      if (f.fieldKind === "list") spec.list = true;
      if (f.fieldKind === "map") spec.map = { key: scalarKindOf(f.mapKey) as MapKeyKind };
      if (f.oneof) spec.oneof = f.oneof.name;
      if (required.has(`${desc.typeName}.${f.name}`)) spec.required = true;
      if (f.fieldKind === "message" && m!.typeName === "google.protobuf.Value") spec.nullIsValue = true;
      return spec;
    });
  const schemaOf = (desc: DescMessage): z.ZodType => {
    if (wkt[desc.typeName]) return wkt[desc.typeName];
    let s = messages.get(desc.typeName);
    if (!s) messages.set(desc.typeName, (s = message(desc.typeName, specsOf(desc), options)));
    return s;
  };
  return { schemaOf, specsOf, enumOf };
}

// ---- the test file ----------------------------------------------------------------------------

const SCALAR_TYPES: [ScalarName, Type][] = [
  ["double", Type.DOUBLE],
  ["float", Type.FLOAT],
  ["int64", Type.INT64],
  ["uint64", Type.UINT64],
  ["int32", Type.INT32],
  ["fixed64", Type.FIXED64],
  ["fixed32", Type.FIXED32],
  ["bool", Type.BOOL],
  ["string", Type.STRING],
  ["bytes", Type.BYTES],
  ["uint32", Type.UINT32],
  ["sfixed32", Type.SFIXED32],
  ["sfixed64", Type.SFIXED64],
  ["sint32", Type.SINT32],
  ["sint64", Type.SINT64],
];
export const SCALAR_KINDS = SCALAR_TYPES.map(([n]) => n);
export const MAP_KEY_KINDS = SCALAR_KINDS.filter((k) => k !== "double" && k !== "float" && k !== "bytes") as MapKeyKind[];

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const upper = (s: string) => s.charAt(0).toUpperCase() + camel(s).slice(1);

function buildFile() {
  let n = 1;
  const fields: Partial<FieldDescriptorProto>[] = [];
  const nested: Partial<DescriptorProto>[] = [];
  const oneofs: { name: string }[] = [{ name: "choice" }];
  const fld = (name: string, type: Type, more: Partial<FieldDescriptorProto> = {}) => fields.push({ name, number: n++, type, label: Label.OPTIONAL, ...more });
  const msg = (typeName: string) => ({ type: Type.MESSAGE, typeName });
  const optional = (name: string, type: Type, more: Partial<FieldDescriptorProto> = {}) => {
    oneofs.push({ name: `_${name}` });
    fld(name, type, { proto3Optional: true, oneofIndex: oneofs.length - 1, ...more });
  };
  const map = (name: string, key: Type, value: Partial<FieldDescriptorProto>) => {
    const entry = `${upper(name)}Entry`;
    nested.push({
      name: entry,
      field: [
        { name: "key", number: 1, type: key, label: Label.OPTIONAL, jsonName: "key" },
        { name: "value", number: 2, label: Label.OPTIONAL, jsonName: "value", ...value },
      ] as FieldDescriptorProto[],
      options: { mapEntry: true } as DescriptorProto["options"],
    });
    fld(name, Type.MESSAGE, { label: Label.REPEATED, typeName: `.test.v1.All.${entry}` });
  };
  for (const [s, t] of SCALAR_TYPES) {
    fld(`f_${s}`, t);
    optional(`o_${s}`, t);
    fld(`r_${s}`, t, { label: Label.REPEATED });
    map(`m_str_${s}`, Type.STRING, { type: t });
  }
  for (const [s, t] of SCALAR_TYPES) if ((MAP_KEY_KINDS as string[]).includes(s)) map(`m_${s}_key`, t, { type: Type.STRING });
  const color = { type: Type.ENUM, typeName: ".test.v1.Color" };
  const nullValue = { type: Type.ENUM, typeName: ".google.protobuf.NullValue" };
  fld("color", Type.ENUM, color);
  optional("o_color", Type.ENUM, color);
  fld("r_color", Type.ENUM, { ...color, label: Label.REPEATED });
  map("m_color", Type.STRING, color);
  fld("value", Type.MESSAGE, msg(".google.protobuf.Value"));
  fld("r_value", Type.MESSAGE, { ...msg(".google.protobuf.Value"), label: Label.REPEATED });
  map("m_value", Type.STRING, msg(".google.protobuf.Value"));
  fld("null_value", Type.ENUM, nullValue);
  optional("o_null", Type.ENUM, nullValue);
  fld("r_null", Type.ENUM, { ...nullValue, label: Label.REPEATED });
  fld("struct", Type.MESSAGE, msg(".google.protobuf.Struct"));
  fld("list_value", Type.MESSAGE, msg(".google.protobuf.ListValue"));
  fld("ts", Type.MESSAGE, msg(".google.protobuf.Timestamp"));
  fld("r_ts", Type.MESSAGE, { ...msg(".google.protobuf.Timestamp"), label: Label.REPEATED });
  fld("dur", Type.MESSAGE, msg(".google.protobuf.Duration"));
  fld("mask", Type.MESSAGE, msg(".google.protobuf.FieldMask"));
  fld("empty", Type.MESSAGE, msg(".google.protobuf.Empty"));
  fld("any", Type.MESSAGE, msg(".google.protobuf.Any"));
  for (const w of ["Double", "Float", "Int64", "UInt64", "Int32", "UInt32", "Bool", "String", "Bytes"]) {
    fld(`w_${w.toLowerCase()}`, Type.MESSAGE, msg(`.google.protobuf.${w}Value`));
  }
  fld("child", Type.MESSAGE, msg(".test.v1.All"));
  fld("children", Type.MESSAGE, { ...msg(".test.v1.All"), label: Label.REPEATED });
  map("m_child", Type.INT64, msg(".test.v1.All"));
  fld("c_str", Type.STRING, { oneofIndex: 0 });
  fld("c_int", Type.INT32, { oneofIndex: 0 });
  fld("c_msg", Type.MESSAGE, { ...msg(".test.v1.All"), oneofIndex: 0 });
  fld("c_enum", Type.ENUM, { ...color, oneofIndex: 0 });
  fld("c_value", Type.MESSAGE, { ...msg(".google.protobuf.Value"), oneofIndex: 0 });
  fld("c_null", Type.ENUM, { ...nullValue, oneofIndex: 0 });
  fld("named", Type.STRING, { jsonName: "customJson" });
  for (const f of fields) f.jsonName ??= camel(f.name!);
  const file = create(FileDescriptorProtoSchema, {
    name: "test/v1/all.proto",
    package: "test.v1",
    syntax: "proto3",
    dependency: [
      "google/protobuf/any.proto",
      "google/protobuf/duration.proto",
      "google/protobuf/empty.proto",
      "google/protobuf/field_mask.proto",
      "google/protobuf/struct.proto",
      "google/protobuf/timestamp.proto",
      "google/protobuf/wrappers.proto",
    ],
    enumType: [
      {
        name: "Color",
        value: [
          { name: "COLOR_UNSPECIFIED", number: 0 },
          { name: "RED", number: 1 },
          { name: "GREEN", number: 2 },
        ],
      },
    ],
    messageType: [{ name: "All", field: fields as FieldDescriptorProto[], nestedType: nested as DescriptorProto[], oneofDecl: oneofs }],
  });
  const deps = [
    file_google_protobuf_any,
    file_google_protobuf_duration,
    file_google_protobuf_empty,
    file_google_protobuf_field_mask,
    file_google_protobuf_struct,
    file_google_protobuf_timestamp,
    file_google_protobuf_wrappers,
  ];
  const registry = createFileRegistry(file, (name) => deps.find((d) => d.name + ".proto" === name || d.proto.name === name));
  return registry.getMessage("test.v1.All")!;
}

/** test.v1.All: every scalar singular/optional/repeated/map, enums, Value/NullValue, every WKT, oneofs, recursion. */
export const AllSchema: DescMessage = buildFile();

export { stripUnknown } from "../../support/strip-unknown.js";

// ---- the differential check --------------------------------------------------------------------

export const show = (v: unknown) => inspect(v, { depth: 6, breakLength: Infinity });

/** Equal as fromJson results: equals(), or the same wire bytes (NaN never equals() itself). */
export function sameMessage(desc: DescMessage, a: Message, b: Message): boolean {
  if (equals(desc, a, b)) return true;
  try {
    return Buffer.from(toBinary(desc, a)).equals(Buffer.from(toBinary(desc, b)));
  } catch {
    return false;
  }
}

/**
 * The value as JSON carries it: JSON has no undefined, and JSON.stringify drops an object's undefined members
 * (an array's undefined items stay: JSON would make them null, which is another input). The engine reads an
 * undefined member as absent; fromJson, given JavaScript values, would refuse it.
 */
function asJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asJson);
  if (value === null || typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    if (v !== undefined) Object.defineProperty(out, k, { value: asJson(v), enumerable: true, writable: true, configurable: true });
  return out;
}

export function tryFromJson(desc: DescMessage, json: unknown, ignoreUnknownFields: boolean): { ok: true; msg: Message } | { ok: false; error: string } {
  try {
    return { ok: true, msg: fromJson(desc, asJson(json) as JsonValue, { ignoreUnknownFields }) };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * safeParse succeeds exactly when fromJson does, and fromJson(output) equals fromJson(input).
 * `ignoreUnknownFields` is the fromJson option matching the schema's unknownFields option;
 * fromJson reads `oracleInput` instead of the input when given.
 * Returns the parsed output (or undefined).
 */
export function differential(desc: DescMessage, schema: z.ZodType, input: unknown, ignoreUnknownFields: boolean, oracleInput: unknown = input): unknown {
  const ref = tryFromJson(desc, oracleInput, ignoreUnknownFields);
  const r = schema.safeParse(input);
  const ours = r.success ? "accepts" : `rejects: ${show(toIssues(r.error))}`;
  const theirs = ref.ok ? "accepts" : `rejects: ${ref.error}`;
  assert.equal(r.success, ref.ok, `${desc.typeName} ${show(input)}: fromJson ${theirs}, schema ${ours}`);
  if (!r.success || !ref.ok) return undefined;
  const again = tryFromJson(desc, r.data, ignoreUnknownFields);
  assert.ok(again.ok, `fromJson refuses our output ${show(r.data)} for ${show(input)}: ${again.ok ? "" : again.error}`);
  assert.ok(sameMessage(desc, again.msg, ref.msg), `fromJson(output) differs for ${show(input)} -> ${show(r.data)}`);
  return r.data;
}
