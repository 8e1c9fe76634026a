// What the validators need of a package's messages and enums: every field's JSON and proto names,
// its type, cardinality, oneof, presence and google.api.field_behavior REQUIRED. Well-known types
// are named, not expanded: the runtime validates them by name.

import { getOption, hasOption, type ScalarType, type DescEnum, type DescField, type DescFile, type DescMessage } from "@bufbuild/protobuf";
import { FeatureSet_FieldPresence } from "@bufbuild/protobuf/wkt";
import { field_behavior, FieldBehavior } from "../gen/google/api/field_behavior_pb.js";
import type { ScalarKind } from "@a2a-bindgen/runtime";
import { GenerationError } from "./errors.js";
import { scalarKindOf } from "./shapes.js";

export type ValidatorType =
  | { kind: "scalar"; scalar: ScalarKind }
  | { kind: "enum"; name: string }
  | { kind: "message"; name: string }
  | { kind: "wkt"; name: string };

export interface ValidatorField {
  json: string;
  proto: string;
  type: ValidatorType;
  list: boolean;
  /** The key kind of a map field (the value is `type`). */
  mapKey: ScalarKind | null;
  oneof: string | null;
  presence: "explicit" | "implicit";
  required: boolean;
}

/**
 * Is the field always in the output of a parse that enforces REQUIRED (the default schemas)? Exactly
 * the REQUIRED fields the schemas check (`required` after the rules file's exceptions): the runtime's
 * check refuses a parse whose output lacks the key, whatever the field's kind (scalar, enum, message,
 * well-known type, repeated, map, oneof member, explicit presence), and a null input is "unset", so
 * missing. ProtoJSON omits defaults, so a REQUIRED field whose default is legitimate (an exception,
 * `required: false` here) may be absent and is not guaranteed. A parse with REQUIRED skipped
 * guarantees no field.
 */
export function guaranteedPresent(field: ValidatorField): boolean {
  return field.required;
}

export interface ValidatorMessage {
  /** Full name ("pkg.v1.Task"). */
  name: string;
  /** Name within the package, nesting joined with "_" ("Task", "Outer_Inner"). */
  local: string;
  fields: ValidatorField[];
}

export interface ValidatorEnum {
  name: string;
  local: string;
  values: { name: string; number: number }[];
}

export interface ValidatorModel {
  messages: ValidatorMessage[];
  enums: ValidatorEnum[];
  /** REQUIRED fields not checked because their default is a legitimate value (rules file). */
  requiredNotChecked: { field: string; reason: string }[];
}

/** A REQUIRED field whose default is legitimate, from the rules file; `where` names the rule for errors. */
export interface RequiredException {
  field: string;
  reason: string;
  where: string;
}

const WKT_PREFIX = "google.protobuf.";

function localName(typeName: string, pkg: string): string {
  const rest = pkg !== "" && typeName.startsWith(pkg + ".") ? typeName.slice(pkg.length + 1) : typeName;
  return rest.replace(/\./g, "_");
}

/** Messages and enums declared in `files` (package `pkg`) and every non-well-known type they reach, in declaration order. */
export function buildValidatorModel(pkg: string, files: readonly DescFile[], exceptions: readonly RequiredException[] = []): ValidatorModel {
  const messages: ValidatorMessage[] = [];
  const enums: ValidatorEnum[] = [];
  const seen = new Set<string>();
  const addEnum = (e: DescEnum) => {
    if (seen.has(e.typeName)) return;
    seen.add(e.typeName);
    enums.push({ name: e.typeName, local: localName(e.typeName, pkg), values: e.values.map((v) => ({ name: v.name, number: v.number })) });
  };
  const typeOf = (f: DescField): ValidatorType => {
    const kind = f.fieldKind === "list" ? f.listKind : f.fieldKind === "map" ? f.mapKind : f.fieldKind;
    switch (kind) {
      case "scalar":
        return { kind: "scalar", scalar: scalarKindOf((f as { scalar: ScalarType }).scalar) };
      case "enum": {
        const e = (f as { enum: DescEnum }).enum;
        if (e.typeName === "google.protobuf.NullValue") return { kind: "wkt", name: e.typeName };
        addEnum(e);
        return { kind: "enum", name: e.typeName };
      }
      case "message": {
        const m = (f as { message: DescMessage }).message;
        if (m.typeName.startsWith(WKT_PREFIX)) return { kind: "wkt", name: m.typeName };
        addMessage(m);
        return { kind: "message", name: m.typeName };
      }
    }
  };
  const addMessage = (m: DescMessage) => {
    if (seen.has(m.typeName)) return;
    seen.add(m.typeName);
    const entry: ValidatorMessage = { name: m.typeName, local: localName(m.typeName, pkg), fields: [] };
    messages.push(entry);
    entry.fields = m.fields.map((f) => ({
      json: f.jsonName,
      proto: f.name,
      type: typeOf(f),
      list: f.fieldKind === "list",
      mapKey: f.fieldKind === "map" ? scalarKindOf(f.mapKey) : null,
      oneof: f.oneof?.name ?? null,
      presence: f.presence === FeatureSet_FieldPresence.EXPLICIT || f.oneof !== undefined || f.fieldKind === "message" ? "explicit" : "implicit",
      required: hasOption(f, field_behavior) && getOption(f, field_behavior).includes(FieldBehavior.REQUIRED),
    }));
  };
  const walk = (ms: readonly DescMessage[], es: readonly DescEnum[]) => {
    for (const e of es) addEnum(e);
    for (const m of ms) {
      if (m.proto.options?.mapEntry) continue;
      addMessage(m);
      walk(m.nestedMessages, m.nestedEnums);
    }
  };
  for (const file of files) walk(file.messages, file.enums);
  // Each exception must name a REQUIRED field whose default is a value (implicit presence, or
  // repeated, or map): anything else is a stale or mistaken rule.
  const requiredNotChecked = exceptions.map((x) => {
    const dot = x.field.lastIndexOf(".");
    const msg = messages.find((m) => m.name === x.field.slice(0, dot));
    const field = msg?.fields.find((f) => f.proto === x.field.slice(dot + 1));
    if (field === undefined) throw new GenerationError(`${x.where}: ${x.field}: no such field in package ${pkg}`);
    if (!field.required) throw new GenerationError(`${x.where}: ${x.field} is not REQUIRED (google.api.field_behavior): the rule is stale`);
    if (field.presence === "explicit" && !field.list && field.mapKey === null) {
      throw new GenerationError(`${x.where}: ${x.field} has explicit presence: REQUIRED is checkable as "present", an exception is not needed`);
    }
    field.required = false;
    return { field: x.field, reason: x.reason };
  });
  return { messages, enums, requiredNotChecked };
}
