// Message and enum shapes the runtime needs to place request fields in a path, a query or a body:
// names, JSON names, kinds and presence, for every message reachable from the request types.

import { ScalarType, type DescEnum, type DescField, type DescMessage } from "@bufbuild/protobuf";
import { FeatureSet_FieldPresence } from "@bufbuild/protobuf/wkt";
import type { EnumShape, FieldShape, MessageShape, ScalarKind } from "@a2a-bindgen/runtime";

const scalarKinds: Record<ScalarType, ScalarKind> = {
  [ScalarType.DOUBLE]: "double",
  [ScalarType.FLOAT]: "float",
  [ScalarType.INT64]: "int64",
  [ScalarType.UINT64]: "uint64",
  [ScalarType.INT32]: "int32",
  [ScalarType.FIXED64]: "fixed64",
  [ScalarType.FIXED32]: "fixed32",
  [ScalarType.BOOL]: "bool",
  [ScalarType.STRING]: "string",
  [ScalarType.BYTES]: "bytes",
  [ScalarType.UINT32]: "uint32",
  [ScalarType.SFIXED32]: "sfixed32",
  [ScalarType.SFIXED64]: "sfixed64",
  [ScalarType.SINT32]: "sint32",
  [ScalarType.SINT64]: "sint64",
};

export function scalarKindOf(t: ScalarType): ScalarKind {
  return scalarKinds[t];
}

export function fieldShape(field: DescField): FieldShape {
  const base = {
    name: field.name,
    jsonName: field.jsonName,
    explicitPresence: field.presence === FeatureSet_FieldPresence.EXPLICIT,
  };
  switch (field.fieldKind) {
    case "scalar":
      return { ...base, kind: "scalar", scalar: scalarKinds[field.scalar], repeated: false };
    case "enum":
      return { ...base, kind: "enum", enum: field.enum.typeName, repeated: false };
    case "message":
      return { ...base, kind: "message", message: field.message.typeName, repeated: false };
    // biome-ignore lint/suspicious/noFallthroughSwitchClause: the inner switch returns for every list kind protobuf-es has
    case "list":
      switch (field.listKind) {
        case "scalar":
          return { ...base, kind: "scalar", scalar: scalarKinds[field.scalar], repeated: true };
        case "enum":
          return { ...base, kind: "enum", enum: field.enum.typeName, repeated: true };
        case "message":
          return { ...base, kind: "message", message: field.message.typeName, repeated: true };
      }
    // falls through only if protobuf-es grows a list kind: a map shape is the safe answer
    case "map":
      return { ...base, kind: "map", repeated: false };
  }
}

/** Shapes of `roots` and every message and enum they reach, well-known types excepted (the runtime knows them by name). */
export function collectShapes(roots: DescMessage[]): { messages: Record<string, MessageShape>; enums: Record<string, EnumShape> } {
  const messages: Record<string, MessageShape> = {};
  const enums: Record<string, EnumShape> = {};
  const addEnum = (e: DescEnum) => {
    if (enums[e.typeName]) return;
    enums[e.typeName] = { name: e.typeName, values: e.values.map((v) => ({ name: v.name, number: v.number })) };
  };
  const visit = (m: DescMessage) => {
    if (messages[m.typeName] || m.typeName.startsWith("google.protobuf.")) return;
    messages[m.typeName] = { name: m.typeName, fields: m.fields.map(fieldShape) };
    for (const f of m.fields) {
      if (f.enum) addEnum(f.enum);
      if (f.message) visit(f.message);
      if (f.fieldKind === "map" && f.mapKind === "enum") addEnum(f.enum);
      if (f.fieldKind === "map" && f.mapKind === "message") visit(f.message);
    }
  };
  for (const r of roots) visit(r);
  return { messages: sortKeys(messages), enums: sortKeys(enums) };
}

function sortKeys<T>(rec: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k of Object.keys(rec).sort()) out[k] = rec[k];
  return out;
}
