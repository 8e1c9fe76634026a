// The JSON-RPC dialect's validators as text: each JSON Schema definition's IR (jsonschema/ir.ts)
// printed as one zod 4 expression. The only place that writes zod source for a JSON Schema.

import { jsonSchemaDefinitions } from "../jsonschema/compile.js";
import type { ObjectNode, Primitive, SchemaDefinition, ZodNode } from "../jsonschema/ir.js";

/** A definition as printed: the expression uses only `z` and the idents of other definitions. */
export interface ZodDefinition {
  name: string;
  ident: string;
  expr: string;
  recursive: boolean;
  refs: string[];
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const INTEGER = `z.number().refine(Number.isInteger, "Invalid input: expected integer, received number")`;
const PRESENT = `.refine((v) => v !== undefined, "Invalid input: expected nonoptional, received undefined")`;

function indent(text: string, by = "  "): string {
  return text.replace(/\n/g, `\n${by}`);
}

/** `[a, b]` on one line when short, else one member a line. */
function list(items: string[]): string {
  const one = `[${items.join(", ")}]`;
  if (one.length <= 100 && !one.includes("\n")) return one;
  return `[\n  ${items.map((i) => indent(i)).join(",\n  ")},\n]`;
}

function primitive(v: Primitive): string {
  return typeof v === "string" ? JSON.stringify(v) : String(v);
}

function key(k: string): string {
  return IDENTIFIER.test(k) ? k : JSON.stringify(k);
}

/** How a reference to another definition is written: its ident by default. */
export type RefText = (ident: string) => string;

const byIdent: RefText = (ident) => ident;

/** The zod 4 expression of one node; `ref` writes the references to other definitions. */
export function zodText(n: ZodNode, ref: RefText = byIdent): string {
  const text = (m: ZodNode) => zodText(m, ref);
  switch (n.kind) {
    case "unknown":
      return "z.unknown()";
    case "never":
      return "z.never()";
    case "type":
      return `z.${n.name}()`;
    case "integer":
      return INTEGER;
    case "notContainer": {
      const test =
        n.object && n.array
          ? `(v) => typeof v !== "object" || v === null`
          : n.object
            ? `(v) => typeof v !== "object" || v === null || Array.isArray(v)`
            : `(v) => !Array.isArray(v)`;
      return `z.unknown().refine(${test})`;
    }
    case "ref":
      return n.lazy ? `z.lazy(() => ${ref(n.ident)})` : ref(n.ident);
    case "literal":
      if (n.values.length > 1) return `z.literal(${list(n.values.map(primitive))})`;
      return n.values[0] === null ? "z.null()" : `z.literal(${primitive(n.values[0])})`;
    case "enum":
      return `z.enum(${list(n.values.map(primitive))})`;
    case "tuple":
      return n.items.length === 0 ? "z.tuple([])" : `z.tuple(${list(n.items.map(text))})`;
    case "exactObject":
      return n.entries.length === 0 ? "z.strictObject({})" : `z.strictObject({ ${n.entries.map((e) => `${key(e.key)}: ${text(e.value)}`).join(", ")} })`;
    case "array":
      return `z.array(${indent(text(n.items))})`;
    case "object":
      return objectText(n, ref);
    case "union":
      return `z.union(${list(n.of.map(text))})`;
    case "xor":
      return `z.xor(${list(n.of.map(text))})`;
    case "discriminated":
      return `z.discriminatedUnion(${JSON.stringify(n.key)}, ${list(n.of.map(text))})`;
    case "allOf":
      return (
        `z.preprocess((v, ctx) => {\n` +
        `  for (const s of ${indent(list(n.rest.map(text)), "  ")}) {\n` +
        `    const r = s.safeParse(v);\n` +
        `    if (!r.success) for (const i of r.error.issues) ctx.addIssue({ ...i });\n` +
        `  }\n` +
        `  return v;\n` +
        `}, ${indent(text(n.first))})`
      );
  }
}

function objectText(n: ObjectNode, ref: RefText): string {
  // z.optional(x), not x.optional(): a reference may be a zod/mini schema, which has no such method.
  const entries = n.props.map((p) => {
    const value = zodText(p.value, ref);
    return `${key(p.key)}: ${indent(p.optional ? `z.optional(${value})` : p.present ? value + PRESENT : value)}`;
  });
  const shape = entries.length === 0 ? "{}" : `{\n  ${entries.join(",\n  ")},\n}`;
  if (n.mode === "strict") return `z.strictObject(${shape})`;
  if (n.mode === "loose" || n.rest === null) return `z.looseObject(${shape})`;
  const rest = zodText(n.rest, ref);
  // zod's catchall skips an own "__proto__" key (it would replace the output's prototype); ajv
  // validates it like any other key, so check it here on the raw input.
  return (
    `z.preprocess((v, ctx) => {\n` +
    `  const d = typeof v === "object" && v !== null && !Array.isArray(v) ? Object.getOwnPropertyDescriptor(v, "__proto__") : undefined;\n` +
    `  const r = d && ${indent(rest, "    ")}.safeParse(d.value);\n` +
    `  if (r && !r.success) for (const i of r.error.issues) ctx.addIssue({ ...i, path: ["__proto__", ...i.path] });\n` +
    `  return v;\n` +
    `}, z.object(${indent(shape)}).catchall(${indent(rest)}))`
  );
}

/** Every definition printed, in the given order. */
export function zodTextDefinitions(defs: readonly SchemaDefinition[]): ZodDefinition[] {
  return defs.map((d) => ({ name: d.name, ident: d.ident, expr: zodText(d.node), recursive: d.recursive, refs: [...d.refs] }));
}

/** JSON Schema → zod text in one call (tools and tests); throws JsonSchemaError naming `file` and the JSON path. */
export function zodDefinitions(schema: unknown, file: string): ZodDefinition[] {
  return zodTextDefinitions(jsonSchemaDefinitions(schema, file));
}
