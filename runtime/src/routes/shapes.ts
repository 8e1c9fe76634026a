// Field lookup over the message shapes a generated table carries. Both directions need to
// turn names (JSON or proto) into FieldShapes and to know how a field's value travels as text.

import type { EnumShape, FieldShape, MessageShape, RouteTableSpec, ScalarKind, ScalarWkt } from "./types.js";

/**
 * How a value travels as one piece of text (a path value or a query value). Scalar-like
 * well-known messages collapse to the scalar they carry in ProtoJSON; "timestamp" is kept
 * apart because a Date is accepted for it when building.
 */
export type ValueKind = ScalarKind | "enum" | "timestamp" | "text";

const WKT_KINDS: Record<ScalarWkt, ValueKind> = {
  "google.protobuf.Timestamp": "timestamp",
  "google.protobuf.Duration": "text",
  "google.protobuf.FieldMask": "text",
  "google.protobuf.StringValue": "string",
  "google.protobuf.BytesValue": "bytes",
  "google.protobuf.BoolValue": "bool",
  "google.protobuf.DoubleValue": "double",
  "google.protobuf.FloatValue": "float",
  "google.protobuf.Int32Value": "int32",
  "google.protobuf.UInt32Value": "uint32",
  "google.protobuf.Int64Value": "int64",
  "google.protobuf.UInt64Value": "uint64",
};

/** The text form of a field, or null when the field is not a single scalar (map, plain message, Struct…). */
export function valueKindOf(field: FieldShape): ValueKind | null {
  switch (field.kind) {
    case "scalar":
      return field.scalar ?? null;
    case "enum":
      return "enum";
    case "message":
      return field.message !== undefined && Object.hasOwn(WKT_KINDS, field.message) ? WKT_KINDS[field.message as ScalarWkt] : null;
    default:
      return null;
  }
}

/** proto3 implicit presence: a singular scalar/enum whose default cannot be told apart from "unset". */
export function hasImplicitPresence(field: FieldShape): boolean {
  return !field.explicitPresence && !field.repeated && (field.kind === "scalar" || field.kind === "enum");
}

export class ShapeIndex {
  /** Per message: both the JSON name and the proto name of every field → the field. */
  private readonly byName = new Map<string, Map<string, FieldShape>>();

  constructor(private readonly spec: RouteTableSpec) {
    for (const [key, msg] of Object.entries(spec.messages)) {
      const names = new Map<string, FieldShape>();
      // Proto names first, JSON names last: a json_name that collides with another field's
      // proto name is what ProtoJSON readers resolve to.
      for (const f of msg.fields) names.set(f.name, f);
      for (const f of msg.fields) names.set(f.jsonName, f);
      this.byName.set(key, names);
    }
  }

  message(name: string): MessageShape | undefined {
    return Object.hasOwn(this.spec.messages, name) ? this.spec.messages[name] : undefined;
  }

  enumShape(name: string | undefined): EnumShape | undefined {
    return name !== undefined && Object.hasOwn(this.spec.enums, name) ? this.spec.enums[name] : undefined;
  }

  /** A field of a message by JSON or proto name. */
  field(message: string, name: string): FieldShape | undefined {
    return this.byName.get(message)?.get(name);
  }

  /** A message field that can be walked into (a message the spec describes, singular). */
  isTraversable(field: FieldShape): boolean {
    return field.kind === "message" && !field.repeated && field.message !== undefined && this.byName.has(field.message);
  }

  /**
   * Maps a proto field path (as written in a template) to fields; throws when the spec does not
   * describe it, since that is a generator bug, not a request error.
   */
  resolveProtoPath(requestType: string, protoPath: readonly string[]): FieldShape[] {
    const out: FieldShape[] = [];
    let message = requestType;
    for (let i = 0; i < protoPath.length; i++) {
      // A template names proto fields (http.proto): by proto name, even where another field's json_name is the same text.
      const f = this.message(message)?.fields.find((x) => x.name === protoPath[i]);
      if (f === undefined) {
        throw new Error(`route table: field "${protoPath.join(".")}" is not in message "${requestType}"`);
      }
      out.push(f);
      if (i < protoPath.length - 1) {
        if (!this.isTraversable(f)) {
          throw new Error(`route table: "${protoPath.slice(0, i + 1).join(".")}" in "${requestType}" is not a message field`);
        }
        message = f.message!;
      }
    }
    return out;
  }
}
