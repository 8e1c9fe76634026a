// The JSON-RPC dialect's TypeScript types as text: each JSON Schema definition's IR (jsonschema/ir.ts)
// printed as the type zod infers for the expression zod-text.ts prints, on the output side (what a
// parse returns) and the input side (what it accepts). Printing them lets every declaration carry
// an explicit type, so declarations are emitted without the type checker; test/generator/emit/ts-type.test.ts
// proves each printed type mutually assignable with zod's inference.

import type { ObjectNode, Primitive, SchemaDefinition, ZodNode } from "../jsonschema/ir.js";

/** Output or input side of a schema (z.output / z.input). */
export type Side = "output" | "input";

/** The type names of the definitions, by ident: `output` always, `input` where it differs. */
export interface TypeNames {
  output: (ident: string) => string;
  input: (ident: string) => string;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function key(k: string): string {
  return IDENTIFIER.test(k) ? k : JSON.stringify(k);
}

function primitive(v: Primitive): string {
  return typeof v === "string" ? JSON.stringify(v) : String(v);
}

/** `A | B` (duplicates dropped); no members is `never`. */
function union(members: string[]): string {
  const unique = [...new Set(members)];
  return unique.length === 0 ? "never" : unique.join(" | ");
}

/** Wraps a type with a top-level `|` or `&` (outside brackets and string literals) so it can be an array element. */
function group(t: string): string {
  let depth = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t[i];
    if (c === '"') {
      for (i++; i < t.length && t[i] !== '"'; i++) if (t[i] === "\\") i++;
    } else if (c === "{" || c === "[" || c === "(" || c === "<") depth++;
    else if (c === "}" || c === "]" || c === ")" || c === ">") depth--;
    else if (depth === 0 && (c === "|" || c === "&")) return `(${t})`;
  }
  return t;
}

/**
 * True when the node's input type differs from its output type: a z.preprocess (allOf, catchall)
 * accepts `unknown`, a presence check narrows only the output, and a reference follows its
 * definition (`differs` by ident).
 */
export function inputDiffers(n: ZodNode, differs: (ident: string) => boolean): boolean {
  switch (n.kind) {
    case "allOf":
      return true;
    case "object":
      return n.mode === "catchall" && n.rest !== null ? true : n.props.some((p) => p.present || inputDiffers(p.value, differs));
    case "ref":
      return differs(n.ident);
    case "tuple":
      return n.items.some((i) => inputDiffers(i, differs));
    case "exactObject":
      return n.entries.some((e) => inputDiffers(e.value, differs));
    case "array":
      return inputDiffers(n.items, differs);
    case "union":
    case "xor":
    case "discriminated":
      return n.of.some((o) => inputDiffers(o, differs));
    default:
      return false;
  }
}

/** The TypeScript type zod infers for the node's expression on one side. */
export function tsType(n: ZodNode, side: Side, names: TypeNames): string {
  switch (n.kind) {
    case "unknown":
    case "notContainer":
      return "unknown";
    case "never":
      return "never";
    case "type":
      return n.name;
    case "integer":
      return "number";
    case "ref":
      return side === "output" ? names.output(n.ident) : names.input(n.ident);
    case "literal":
      return union(n.values.map(primitive));
    case "enum":
      return union(n.values.map(primitive));
    case "tuple":
      return `[${n.items.map((i) => tsType(i, side, names)).join(", ")}]`;
    case "exactObject":
      // z.strictObject({}) infers Record<string, never>: no key at all.
      return n.entries.length === 0 ? "Record<string, never>" : `{ ${n.entries.map((e) => `${key(e.key)}: ${tsType(e.value, side, names)}`).join("; ")} }`;
    case "array":
      return `${group(tsType(n.items, side, names))}[]`;
    case "object":
      return objectType(n, side, names);
    case "union":
    case "xor":
    case "discriminated":
      return union(n.of.map((o) => tsType(o, side, names)));
    case "allOf":
      // z.preprocess: the output is the first conjunct's, the input anything.
      return side === "input" ? "unknown" : tsType(n.first, side, names);
  }
}

function objectType(n: ObjectNode, side: Side, names: TypeNames): string {
  const catchall = n.mode === "catchall" && n.rest !== null;
  if (catchall && side === "input") return "unknown"; // a z.preprocess around the object
  const props = n.props.map((p) => {
    const t = tsType(p.value, side, names);
    // The presence check's `(v) => v !== undefined` is a type predicate: the output loses undefined.
    const present = p.present && side === "output" ? (t === "unknown" ? "{} | null" : `Exclude<${t}, undefined>`) : t;
    return `${key(p.key)}${p.optional ? "?" : ""}: ${present}`;
  });
  if (n.mode === "strict") return props.length === 0 ? "Record<string, never>" : `{ ${props.join("; ")} }`;
  if (!catchall) return `{ ${[...props, "[key: string]: unknown"].join("; ")} }`;
  // zod types a catchall as the declared keys intersected with an index signature of the rest,
  // which need not cover the declared keys' types: an intersection, not one object type.
  const rest = `{ [key: string]: ${tsType(n.rest!, side, names)} }`;
  return props.length === 0 ? rest : `{ ${props.join("; ")} } & ${rest}`;
}

/** A definition's printed types: `input` is null where it equals the output. */
export interface DefinitionTypes {
  output: string;
  input: string | null;
}

/** Both sides of every definition, in the given order (names decided by the caller). */
export function definitionTypes(defs: readonly SchemaDefinition[], names: TypeNames): DefinitionTypes[] {
  const differs = inputSides(defs);
  return defs.map((d) => ({
    output: tsType(d.node, "output", names),
    input: differs.has(d.ident) ? tsType(d.node, "input", names) : null,
  }));
}

/** The idents whose input type differs from their output type (to a fixed point: references can form cycles). */
export function inputSides(defs: readonly SchemaDefinition[]): Set<string> {
  const differs = new Set<string>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const d of defs) {
      if (!differs.has(d.ident) && inputDiffers(d.node, (i) => differs.has(i))) {
        differs.add(d.ident);
        changed = true;
      }
    }
  }
  return differs;
}

/** Idents that are members of a z.discriminatedUnion: their schemas must keep zod's discriminable type. */
export function discriminatedMembers(defs: readonly SchemaDefinition[]): Set<string> {
  const out = new Set<string>();
  const walk = (n: ZodNode): void => {
    switch (n.kind) {
      case "discriminated":
        for (const o of n.of) if (o.kind === "ref") out.add(o.ident);
        n.of.forEach(walk);
        return;
      case "union":
      case "xor":
        n.of.forEach(walk);
        return;
      case "allOf":
        walk(n.first);
        n.rest.forEach(walk);
        return;
      case "object":
        for (const p of n.props) walk(p.value);
        if (n.rest !== null) walk(n.rest);
        return;
      case "array":
        walk(n.items);
        return;
      case "tuple":
        n.items.forEach(walk);
        return;
      case "exactObject":
        for (const e of n.entries) walk(e.value);
        return;
      default:
        return;
    }
  };
  for (const d of defs) walk(d.node);
  return out;
}
