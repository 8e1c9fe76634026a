// Value inference: how a newer value converts to an older one (and back), from both sides' types,
// or from an explicit field entry's `value` transform.

import type { ScalarKind, ValuePlan } from "@a2a-bindgen/runtime";
import type { CompatFieldRules } from "../../rules/schema.js";
import type { DialectBuilder } from "./builder.js";
import { enumFor } from "./enums.js";
import { Problem, describe, type VT } from "./universe.js";

const scalarJson: Partial<Record<ScalarKind, string[]>> = {
  string: ["string"],
  bytes: ["string"],
  bool: ["boolean"],
  double: ["number", "integer"],
  float: ["number", "integer"],
  int32: ["integer", "number"],
  sint32: ["integer", "number"],
  sfixed32: ["integer", "number"],
  uint32: ["integer", "number"],
  fixed32: ["integer", "number"],
  int64: ["integer", "number", "string"],
  sint64: ["integer", "number", "string"],
  sfixed64: ["integer", "number", "string"],
  uint64: ["integer", "number", "string"],
  fixed64: ["integer", "number", "string"],
};
export const intKinds = new Set<ScalarKind>(["int32", "sint32", "sfixed32", "uint32", "fixed32", "int64", "sint64", "sfixed64", "uint64", "fixed64"]);
/** Well-known types whose ProtoJSON form is a JSON string. */
const stringWkts = new Set([
  "google.protobuf.Timestamp",
  "google.protobuf.Duration",
  "google.protobuf.FieldMask",
  "google.protobuf.StringValue",
  "google.protobuf.BytesValue",
]);

export function infer(db: DialectBuilder, a: VT, b: VT, typeId: string | undefined, what: string): ValuePlan {
  const mismatch = (hint = "") => new Problem(`${what}: newer ${describe(a)} and older ${describe(b)} do not convert${hint ? `; ${hint}` : ""}`);
  if (a.t === "list") {
    if (b.t !== "list") throw mismatch('a list on one side only: map it with value "first" if the newer side is single');
    return { kind: "list", of: infer(db, a.of, b.of, typeId, what) };
  }
  if (a.t === "map") {
    if (b.t === "map") return { kind: "map", of: infer(db, a.of, b.of, typeId, what) };
    if ((b.t === "freeobj" || b.t === "any") && (a.of.t === "scalar" || a.of.t === "wkt")) return { kind: "copy" };
    throw mismatch();
  }
  if (b.t === "list") throw mismatch(`the older side is a list: map it with value "first"`);
  switch (a.t) {
    case "scalar": {
      if (b.t === "scalar") {
        if (b.s === a.s || (intKinds.has(a.s) && intKinds.has(b.s) && a.s.endsWith("32") === b.s.endsWith("32"))) return { kind: "copy" };
        throw mismatch();
      }
      if (b.t === "json") {
        const ok = scalarJson[a.s] ?? [];
        const types = b.types.filter((t) => t !== "null");
        if (types.length > 0 && types.every((t) => ok.includes(t))) return a.s === "bytes" ? { kind: "copy", format: "bytes" } : { kind: "copy" };
        throw mismatch();
      }
      if (b.t === "enum" && a.s === "string" && db.olderUniverse.kind === "json") return { kind: "copy", values: [...b.values] };
      throw mismatch();
    }
    case "enum": {
      if (b.t !== "enum") throw mismatch();
      return { kind: "enum", enum: enumFor(db, a, b, typeId, what) };
    }
    case "msg":
      return { kind: "message", type: db.pairFor(a.key, b, typeId, what) };
    case "wkt": {
      if (b.t === "wkt" && b.name === a.name) return { kind: "copy" };
      if (a.name === "google.protobuf.Struct") {
        if (b.t === "freeobj" || b.t === "any" || b.t === "msg" || (b.t === "wkt" && b.name === "google.protobuf.Struct")) return { kind: "copy" };
        throw mismatch();
      }
      if (a.name === "google.protobuf.Value") {
        if (b.t === "any") return { kind: "copy" };
        if (b.t === "freeobj" || b.t === "msg" || b.t === "map" || (b.t === "wkt" && b.name === "google.protobuf.Struct")) return { kind: "object" };
        throw mismatch();
      }
      if (stringWkts.has(a.name) && b.t === "json" && b.types.length > 0 && b.types.every((t) => t === "string" || t === "null")) {
        return a.name === "google.protobuf.Timestamp" ? { kind: "copy", format: "timestamp" } : { kind: "copy" };
      }
      if (a.name === "google.protobuf.Empty" && b.t === "freeobj") return { kind: "copy" };
      throw mismatch();
    }
    default:
      throw mismatch();
  }
}

/** The value plan of an explicit field entry (its `value` transform applied). */
export function inferEntry(db: DialectBuilder, fe: CompatFieldRules, a: VT, b: VT, what: string): ValuePlan {
  const v = fe.value;
  if (v === undefined) return infer(db, a, b, fe.type, what);
  const bad = (why: string) => new Problem(`${what}: value "${v}" ${why} (newer ${describe(a)}, older ${describe(b)})`);
  if (v === "zeroUnset") {
    const int = (x: VT) =>
      (x.t === "scalar" && intKinds.has(x.s)) || (x.t === "json" && x.types.length > 0 && x.types.every((t) => t === "integer" || t === "number"));
    if (!int(a) || !int(b)) throw bad("needs an integer on both sides");
    return { kind: "zeroUnset" };
  }
  if (v === "invert" || v === "invert:olderAbsentTrue") {
    const bool = (x: VT) => (x.t === "scalar" && x.s === "bool") || (x.t === "json" && x.types.length === 1 && x.types[0] === "boolean");
    if (!bool(a) || !bool(b)) throw bad("needs a boolean on both sides");
    return v === "invert" ? { kind: "invert" } : { kind: "invert", olderAbsent: true };
  }
  if (v === "first") {
    if (a.t === "list" || a.t === "map" || b.t !== "list") throw bad("needs a single value on the newer side and a list on the older");
    return { kind: "first", of: infer(db, a, b.of, fe.type, what) };
  }
  if (v === "object") {
    if (a.t !== "wkt" || a.name !== "google.protobuf.Value") throw bad("needs google.protobuf.Value on the newer side");
    if (!(b.t === "freeobj" || b.t === "msg" || b.t === "map" || (b.t === "wkt" && b.name === "google.protobuf.Struct")))
      throw bad("needs an object on the older side");
    return { kind: "object" };
  }
  const field = v.slice("wrap:".length);
  const wrap = (x: VT, y: VT): ValuePlan => {
    if (x.t === "list" && y.t === "list") return { kind: "list", of: wrap(x.of, y.of) };
    if (x.t === "map" && y.t === "map") return { kind: "map", of: wrap(x.of, y.of) };
    if (x.t !== "msg") throw bad("needs a message (or a list or map of messages) on the newer side");
    const m = db.ctx.newerUniverse.objOf(x.key);
    const only = m.props.get(field);
    if (!only || m.props.size !== 1) throw bad(`needs ${x.key} to have exactly one field, "${field}"`);
    return { kind: "wrap", field, of: infer(db, only.vt, y, fe.type, what) };
  };
  return wrap(a, b);
}
