// Validator model → the text of a version's schemas module: TypeScript types for the parsed
// (canonical ProtoJSON) and accepted forms of every message and enum, and the runtime calls that
// build one zod schema each. The runtime (protojson/) holds the rules; this only names them.

import type { ScalarKind } from "@a2a-bindgen/runtime";
import { guaranteedPresent, type ValidatorField, type ValidatorMessage, type ValidatorModel, type ValidatorType } from "../model/validators.js";
import type { VersionModel } from "../model/types.js";
import { GenerationError } from "../model/errors.js";
import { docText, literal } from "./literal.js";
import { definitionTypes, discriminatedMembers, inputSides, type TypeNames } from "./ts-type.js";
import { checkDefinitions, jsonNode } from "./check-text.js";
import { jsonParse } from "./json-literal.js";

const INT64: readonly ScalarKind[] = ["int64", "uint64", "sint64", "fixed64", "sfixed64"];
const FLOATS: readonly ScalarKind[] = ["double", "float"];

function scalarOut(s: ScalarKind): string {
  if (INT64.includes(s)) return "string";
  if (FLOATS.includes(s)) return `number | "NaN" | "Infinity" | "-Infinity"`;
  if (s === "bool") return "boolean";
  if (s === "string" || s === "bytes") return "string";
  return "number";
}

function scalarIn(s: ScalarKind): string {
  if (s === "bool") return "boolean";
  if (s === "string" || s === "bytes") return "string";
  return "number | string";
}

/** google.protobuf types by their JSON form: [parsed, accepted]. */
const WKT_TYPES: Record<string, [string, string]> = {
  "google.protobuf.Timestamp": ["string", "string"],
  "google.protobuf.Duration": ["string", "string"],
  "google.protobuf.FieldMask": ["string", "string"],
  "google.protobuf.Struct": ["JsonObject", "JsonObject"],
  "google.protobuf.Value": ["JsonValue", "JsonValue"],
  "google.protobuf.ListValue": ["JsonValue[]", "JsonValue[]"],
  "google.protobuf.Empty": ["Record<string, never>", "Record<string, unknown>"],
  "google.protobuf.NullValue": ["null", 'null | "NULL_VALUE" | 0'],
  // Without a type registry only {} is accepted; the types stay general for the day one is given.
  "google.protobuf.Any": ['{ "@type"?: string; [key: string]: unknown }', '{ "@type"?: string; [key: string]: unknown }'],
  "google.protobuf.DoubleValue": [scalarOut("double"), scalarIn("double")],
  "google.protobuf.FloatValue": [scalarOut("float"), scalarIn("float")],
  "google.protobuf.Int64Value": [scalarOut("int64"), scalarIn("int64")],
  "google.protobuf.UInt64Value": [scalarOut("uint64"), scalarIn("uint64")],
  "google.protobuf.Int32Value": [scalarOut("int32"), scalarIn("int32")],
  "google.protobuf.UInt32Value": [scalarOut("uint32"), scalarIn("uint32")],
  "google.protobuf.BoolValue": ["boolean", "boolean"],
  "google.protobuf.StringValue": ["string", "string"],
  "google.protobuf.BytesValue": ["string", "string"],
};

/**
 * Full names of the messages whose parsed type differs when REQUIRED is skipped: those with a
 * guaranteed field, and those holding such a message (to a fixed point: messages can recurse).
 */
function lenientDiffers(messages: readonly ValidatorMessage[]): Set<string> {
  const differs = new Set<string>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const m of messages) {
      if (differs.has(m.name)) continue;
      if (m.fields.some((f) => guaranteedPresent(f) || (f.type.kind === "message" && differs.has(f.type.name)))) {
        differs.add(m.name);
        changed = true;
      }
    }
  }
  return differs;
}

/** Names the types module declares or imports besides the messages' and enums' types. */
const DECLARED = ["Schemas", "LenientSchemas", "Validators", "LenientValidators", "Validator", "z", "JsonObject", "JsonValue"];

/**
 * Throws naming the first TypeScript type name two declarations of the types module would share
 * (TypeScript would merge two interfaces silently, or refuse the module): a message "TaskInput" or
 * "TaskLenient" beside a message "Task", a nested "Outer.Inner" beside a message "Outer_Inner".
 */
function checkTypeNames(vm: ValidatorModel, pkg: string): void {
  const owner = new Map<string, string>(DECLARED.map((n) => [n, `the types module's own ${n}`]));
  const take = (name: string, what: string): void => {
    const other = owner.get(name);
    if (other !== undefined) throw new GenerationError(`package ${pkg}: the TypeScript type ${name} would be both ${other} and ${what}: rename one of them`);
    owner.set(name, what);
  };
  for (const e of vm.enums) take(e.local, `enum ${e.name}`);
  for (const m of vm.messages) {
    take(m.local, `message ${m.name} as parsed`);
    take(`${m.local}Input`, `message ${m.name} as accepted`);
    take(`${m.local}Lenient`, `message ${m.name} as parsed with REQUIRED skipped`);
  }
}

/** Parsed by the default schemas (REQUIRED enforced), accepted, parsed with REQUIRED skipped. */
type Side = "parsed" | "accepted" | "lenient";

export function schemasView(v: VersionModel, generatedBy: string, runtime: string) {
  const vm: ValidatorModel = v.validators;
  checkTypeNames(vm, v.package);
  const localOf = new Map<string, string>([...vm.messages, ...vm.enums].map((t) => [t.name, t.local]));
  const differs = lenientDiffers(vm.messages);
  const typeText = (t: ValidatorType, side: Side): string => {
    switch (t.kind) {
      case "scalar":
        return side === "accepted" ? scalarIn(t.scalar) : scalarOut(t.scalar);
      case "enum":
        return localOf.get(t.name)!;
      case "message":
        // A message that parses the same either way is named as parsed (its Lenient name is an alias).
        return localOf.get(t.name)! + (side === "accepted" ? "Input" : side === "lenient" && differs.has(t.name) ? "Lenient" : "");
      case "wkt": {
        const known = WKT_TYPES[t.name];
        return known ? known[side === "accepted" ? 1 : 0] : "unknown";
      }
    }
  };
  const fieldType = (f: ValidatorField, side: Side): string => {
    const t = typeText(f.type, side);
    const many = f.list ? `(${t})[]` : f.mapKey !== null ? `{ [key: string]: ${t} }` : t;
    // JSON null means "unset" on input, except for google.protobuf.Value where it is a value.
    return side === "accepted" ? `${many} | null` : many;
  };
  // Parsed by the default schemas: a field the REQUIRED check guarantees is never absent.
  // An optional field also takes `undefined`, so that an app under exactOptionalPropertyTypes can pass a
  // value it may not have (`{ tenant: maybeTenant }`): absent and undefined mean the same to every reader.
  const parsedField = (f: ValidatorField): string =>
    guaranteedPresent(f) ? `${literal(f.json)}: ${fieldType(f, "parsed")}` : `${literal(f.json)}?: ${fieldType(f, "parsed")} | undefined`;
  // Fields name their element by the engine's node (no zod): `n` is the node set being built.
  const nodeRef = (t: ValidatorType): string => {
    switch (t.kind) {
      case "scalar":
        return `scalarNodes.${t.scalar}`;
      case "enum":
      case "message":
        return `n.${localOf.get(t.name)!}`;
      case "wkt":
        return `wktNodes[${literal(t.name)}]!`;
    }
  };
  const fieldSpec = (f: ValidatorField): string => {
    // The proto name and implicit presence are the engine's defaults (NodeFieldSpec): printed only when they differ.
    const parts = [`json: ${literal(f.json)}`, ...(f.proto === f.json ? [] : [`proto: ${literal(f.proto)}`]), `node: () => ${nodeRef(f.type)}`];
    if (f.list) parts.push("list: true");
    if (f.mapKey !== null) parts.push(`map: { key: ${literal(f.mapKey)} }`);
    if (f.oneof !== null) parts.push(`oneof: ${literal(f.oneof)}`);
    if (f.presence === "explicit") parts.push(`presence: "explicit"`);
    if (f.required) parts.push("required: true");
    if (f.type.kind === "wkt" && f.type.name === "google.protobuf.Value" && !f.list && f.mapKey === null) parts.push("nullIsValue: true");
    return `{ ${parts.join(", ")} }`;
  };
  return {
    generatedBy,
    runtime: literal(runtime),
    runtimeProtojson: literal(`${runtime}/protojson`),
    runtimeEngine: literal(`${runtime}/engine`),
    source: `${v.files.join(", ")} (package ${v.package})`,
    // Without a rules file the label is the proto package and the output speaks only of the proto.
    fromRules: v.release !== null,
    versionText: v.release !== null ? `protocol version ${v.protocolVersion}` : `package ${v.package}`,
    requiredNotChecked: literal(vm.requiredNotChecked),
    enums: vm.enums.map((e) => ({
      name: e.name,
      local: e.local,
      localLiteral: literal(e.local),
      type: [...e.values.map((x) => literal(x.name)), "number"].join(" | "),
      node: `enumNode(${literal(e.name)}, ${literal(e.values.map((x) => [x.name, x.number]))})`,
    })),
    messages: vm.messages.map((m) => ({
      name: m.name,
      local: m.local,
      localLiteral: literal(m.local),
      nameLiteral: literal(m.name),
      outFields: m.fields.map(parsedField),
      // Null where the message parses the same with REQUIRED skipped: the template prints an alias.
      lenientFields: differs.has(m.name) ? m.fields.map((f) => `${literal(f.json)}?: ${fieldType(f, "lenient")} | undefined`) : null,
      inFields: m.fields.flatMap((f) => {
        const t = `${fieldType(f, "accepted")} | undefined`;
        return f.proto === f.json ? [`${literal(f.json)}?: ${t}`] : [`${literal(f.json)}?: ${t}`, `${literal(f.proto)}?: ${t}`];
      }),
      fields: m.fields.map(fieldSpec),
    })),
  };
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A definition's key in an object literal: "__proto__" would set the prototype, so it is computed. */
function makerKey(name: string): string {
  return name === "__proto__" ? `[${literal(name)}]` : IDENTIFIER.test(name) ? name : literal(name);
}

/** A canonical array index (up to 2^32 - 2): such a key comes first in Object.keys, whatever its place. */
const ARRAY_INDEX = /^(0|[1-9][0-9]{0,9})$/;

/** Names the JSON-RPC module imports: no definition's type may take them. */
const IMPORTED = ["z", "acceptsOf", "schemaSet", "jsonSchemas", "jsonNodes", "CheckEntry", "JsonNode"];

/** Picks `base`, else `base_2`, `base_3`… : the first name not in `used`, which it joins. */
function fresh(base: string, used: Set<string>): string {
  let name = base;
  for (let n = 2; used.has(name); n++) name = `${base}_${n}`;
  used.add(name);
  return name;
}

/**
 * The JSON-RPC dialect's validators: each JSON Schema definition printed as one zod expression,
 * built on first read, with its output and input types printed beside it (explicit, so
 * declarations need no type inference).
 */
export function jsonRpcSchemasView(v: VersionModel, generatedBy: string, runtime: string) {
  const js = v.jsonRpcSchemas!;
  // A definition whose name is not an identifier (or is an imported name) gets no exported type;
  // its types get internal names, chosen after every exported name is taken.
  const typeName = (name: string) => (IDENTIFIER.test(name) && !IMPORTED.includes(name) ? name : null);
  const used = new Set<string>([...IMPORTED, ...js.definitions.flatMap((d) => typeName(d.name) ?? [])]);
  const output = new Map(js.definitions.map((d) => [d.ident, typeName(d.name) ?? fresh(d.ident, used)]));
  const differs = inputSides(js.definitions);
  const input = new Map(js.definitions.map((d) => [d.ident, differs.has(d.ident) ? fresh(`${output.get(d.ident)!}Input`, used) : output.get(d.ident)!]));
  const names: TypeNames = { output: (i) => output.get(i)!, input: (i) => input.get(i)! };
  const nameOf = new Map(js.definitions.map((d) => [d.ident, d.name]));
  const types = definitionTypes(js.definitions, names);
  const discriminable = discriminatedMembers(js.definitions);
  const schemaType = (ident: string) => {
    const [o, i] = [output.get(ident)!, input.get(ident)!];
    // z.discriminatedUnion takes only schemas whose type says they know their property values.
    return discriminable.has(ident)
      ? `z.ZodMiniType<${o}, ${i}, z.core.$ZodTypeInternals<${o}, ${i}> & z.core.$ZodTypeDiscriminableInternals>`
      : `z.ZodMiniType<${o}, ${i}>`;
  };
  const checks = checkDefinitions(js.definitions);
  const nodes = Object.fromEntries(js.definitions.map((d) => [d.name, jsonNode(d.node, (i) => nameOf.get(i)!)]));
  return {
    generatedBy,
    runtime: literal(runtime),
    runtimeProtojson: literal(`${runtime}/protojson`),
    source: `${js.file} (JSON-RPC dialect of protocol version ${v.protocolVersion})`,
    checks: checks.map((c) => c.functions).join("\n\n"),
    // Read on the first refusal only: JSON.parse is the cheapest way to load this much data.
    nodes: jsonParse(nodes, `${js.file} definitions`),
    // Object.keys of the checks table gives the names in order, unless a name is an array index (listed first).
    namesFromChecks: !js.definitions.some((d) => ARRAY_INDEX.test(d.name)),
    acceptsType: fresh("JsonRpcAccepts", used),
    protocolVersionText: v.protocolVersion,
    schemasType: fresh("JsonRpcSchemas", used),
    definitions: js.definitions.map((d, k) => ({
      name: docText(d.name),
      exported: typeName(d.name) !== null,
      outputName: output.get(d.ident)!,
      outputType: types[k].output,
      inputName: types[k].input === null ? null : input.get(d.ident)!,
      inputType: types[k].input,
      schemaType: schemaType(d.ident),
      // Its check, with its faults for a loose object definition (the walk that explains a refusal visits them).
      checkEntry: checks[k].faults === null ? d.ident : `[${d.ident}, ${checks[k].faults}]`,
      inputOrOutput: input.get(d.ident)!,
      nameKey: IDENTIFIER.test(d.name) ? d.name : literal(d.name),
      // In an object literal "__proto__": sets the prototype; a computed key is an own property.
      makerKey: makerKey(d.name),
      nameLiteral: literal(d.name),
    })),
  };
}
