// JSON Schema (draft-07, the subset a2a.json uses) → one zod construct per definition, as data (ir.ts);
// emit/zod-text.ts prints it. A pure function: nothing here prints or evaluates anything.
//
// Semantics follow draft-07 as ajv 8 applies it (strict: false, no ajv-formats). Supported keywords:
//   type (a name or a non-empty array of names), properties, required, additionalProperties (true, false,
//   a schema), items (a single schema), $ref ("#/definitions/<name>" only), anyOf, oneOf, allOf, enum,
//   const; annotations are accepted and ignored: description, title, examples, $comment, readOnly,
//   writeOnly, default (never applied, as ajv without useDefaults), format (NOT checked: ajv without
//   ajv-formats does not check it either; draft-07 makes format assertion optional).
// Anything else is a JsonSchemaError naming the JSON path. Where zod's own behaviour differs from
// JSON Schema the chosen construct compensates (see README.md next to this file):
//   - integer: z.int() only accepts safe integers; JSON Schema (and ajv) accept any number without a
//     fraction, so integer is z.number().refine(Number.isInteger).
//   - required: ajv treats a key whose value is undefined as missing; zod only asks `key in input`. A
//     required property whose schema would accept undefined gets .refine(v => v !== undefined).
//   - additionalProperties: <schema>: zod's catchall skips an own "__proto__" key, ajv validates it;
//     such objects are wrapped so that key is checked too.
//   - oneOf: z.xor (exactly one branch); anyOf: z.union. Either becomes z.discriminatedUnion only when
//     every branch is an object that requires one property with pairwise disjoint const/enum values,
//     which proves at most one branch can match (so anyOf = oneOf = "the branch the value names").
//   - allOf: z.intersection is not JSON Schema's allOf (zod reconciles unrecognized keys between the two
//     sides), so every other conjunct is checked on the raw input inside a z.preprocess before the first.

import { GenerationError } from "../model/errors.js";
import { discriminator, type Definitions } from "./discriminator.js";
import type { ObjectProp, SchemaDefinition, ZodNode } from "./ir.js";
import {
  ANNOTATIONS,
  MAX_DEPTH,
  REF_PREFIX,
  TYPE_NAMES,
  admits,
  has,
  isObject,
  isPrimitive,
  jsonEqual,
  type Json,
  type SchemaObject,
  type TypeName,
} from "./json.js";
import { collectRefs, components, refTarget, refsOf } from "./refs.js";

export class JsonSchemaError extends GenerationError {
  constructor(
    readonly file: string,
    readonly path: string,
    readonly detail: string,
  ) {
    super(`${file}: ${path}: ${detail}`);
    this.name = "JsonSchemaError";
  }
}

const KEYWORDS = new Set([
  ...ANNOTATIONS,
  "type",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "$ref",
  "anyOf",
  "oneOf",
  "allOf",
  "enum",
  "const",
]);
const OBJECT_KEYWORDS = ["properties", "required", "additionalProperties"];
const ARRAY_KEYWORDS = ["items"];
const DRAFT_07 = /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/;
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `$.a.b["c d"][0]` */
function child(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return IDENTIFIER.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

const UNKNOWN: ZodNode = { kind: "unknown" };
const NEVER: ZodNode = { kind: "never" };

class Compiler implements Definitions {
  private readonly defs = new Map<string, unknown>();
  private readonly idents = new Map<string, string>();
  /** Definition name → index of its strongly connected component (reference cycles). */
  private scc = new Map<string, number>();
  private recursive = new Set<string>();
  private current = "";
  private refs = new Set<string>();
  private readonly rejectsUndefinedMemo = new Map<string, boolean>();
  private depth = 0;

  constructor(
    private readonly file: string,
    private readonly root: unknown,
  ) {}

  fail(path: string, detail: string): never {
    throw new JsonSchemaError(this.file, path, detail);
  }

  run(): SchemaDefinition[] {
    const root = this.root;
    if (!isObject(root)) this.fail("$", "the schema must be a JSON object");
    for (const key of Object.keys(root)) {
      if (key === "$schema") {
        const s = root[key];
        if (typeof s !== "string" || !DRAFT_07.test(s)) {
          this.fail(child("$", key), `only draft-07 is supported, got ${JSON.stringify(s)}`);
        }
      } else if (key === "definitions") {
      } else if (key === "description" || key === "title" || key === "$comment") {
      } else {
        this.fail(child("$", key), `unsupported keyword "${key}" at the root: only "definitions" are generated`);
      }
    }
    const defs = root.definitions;
    if (!isObject(defs)) this.fail("$.definitions", "expected an object of schemas");
    const used = new Set<string>();
    for (const name of Object.keys(defs)) {
      this.defs.set(name, defs[name]);
      const base = `J_${name.replace(/[^A-Za-z0-9_$]/g, "_")}`;
      let ident = base;
      for (let n = 2; used.has(ident); n++) ident = `${base}_${n}`;
      used.add(ident);
      this.idents.set(name, ident);
    }
    const graph = new Map<string, string[]>();
    for (const [name, schema] of this.defs) graph.set(name, [...new Set(collectRefs(schema, this.defs))]);
    const { order, scc, recursive } = components(graph);
    this.scc = scc;
    this.recursive = recursive;

    // Compile in the file's order so the first error reported is the first in the file.
    const compiled = new Map<string, { node: ZodNode; refs: string[] }>();
    for (const [name, schema] of this.defs) {
      this.current = name;
      this.refs = new Set();
      const node = this.compile(schema, child("$.definitions", name));
      // Only the references that survived into the node (a const can make a branch moot), in the order met.
      const kept = refsOf(node, new Set());
      compiled.set(name, { node, refs: [...this.refs].filter((r) => kept.has(r)) });
    }
    return order.map((name) => ({
      name,
      ident: this.idents.get(name)!,
      node: compiled.get(name)!.node,
      recursive: this.recursive.has(name),
      refs: compiled.get(name)!.refs,
    }));
  }

  // ---- references and cycles ------------------------------------------------------------------

  refTarget(ref: unknown): string | undefined {
    return refTarget(ref, this.defs);
  }

  def(name: string): unknown {
    return this.defs.get(name);
  }

  /** A reference inside the current definition's cycle must be lazy: its const is not yet defined. */
  isLazy(target: string): boolean {
    return this.recursive.has(target) && this.scc.get(target) === this.scc.get(this.current);
  }

  // ---- keyword checks -------------------------------------------------------------------------

  private checkKeywords(s: SchemaObject, path: string): void {
    for (const k of Object.keys(s)) {
      if (!KEYWORDS.has(k)) this.fail(path, `unsupported keyword "${k}"`);
    }
    for (const k of ["description", "title", "$comment", "format"]) {
      if (has(s, k) && typeof s[k] !== "string") this.fail(child(path, k), `"${k}" must be a string`);
    }
    for (const k of ["readOnly", "writeOnly"]) {
      if (has(s, k) && typeof s[k] !== "boolean") this.fail(child(path, k), `"${k}" must be a boolean`);
    }
    if (has(s, "examples") && !Array.isArray(s.examples)) this.fail(child(path, "examples"), `"examples" must be an array`);
    if (has(s, "default")) this.json(s.default, child(path, "default"));
  }

  /** The value must be JSON (const, enum, default): no undefined, functions, NaN or Infinity. */
  private json(v: unknown, path: string, depth = 0): Json {
    if (v === null || typeof v === "string" || typeof v === "boolean") return v;
    if (depth >= MAX_DEPTH) this.fail(path, `values nested more than ${MAX_DEPTH} deep are not supported`);
    if (typeof v === "number") {
      if (!Number.isFinite(v)) this.fail(path, "not a JSON value (non-finite number)");
      return v;
    }
    if (Array.isArray(v)) {
      v.forEach((e, i) => this.json(e, child(path, i), depth + 1));
      return v as Json[];
    }
    if (isObject(v)) {
      for (const k of Object.keys(v)) this.json(v[k], child(path, k), depth + 1);
      return v as { [k: string]: Json };
    }
    return this.fail(path, `not a JSON value (${typeof v})`);
  }

  private types(s: SchemaObject, path: string): Set<TypeName> | undefined {
    if (!has(s, "type")) return undefined;
    const t = s.type;
    const p = child(path, "type");
    const names = typeof t === "string" ? [t] : Array.isArray(t) ? t : undefined;
    if (!names || names.length === 0) this.fail(p, `bad type ${JSON.stringify(t)}: expected a type name or a non-empty array of them`);
    const out = new Set<TypeName>();
    names.forEach((n, i) => {
      if (typeof n !== "string" || !(TYPE_NAMES as readonly string[]).includes(n)) {
        this.fail(typeof t === "string" ? p : child(p, i), `bad type ${JSON.stringify(n)}: expected one of ${TYPE_NAMES.join(", ")}`);
      }
      if (out.has(n as TypeName)) this.fail(child(p, i), `type "${n}" is listed twice`);
      out.add(n as TypeName);
    });
    return out;
  }

  private schemaArray(s: SchemaObject, key: string, path: string): unknown[] | undefined {
    if (!has(s, key)) return undefined;
    const a = s[key];
    if (!Array.isArray(a) || a.length === 0) this.fail(child(path, key), `"${key}" must be a non-empty array of schemas`);
    return a;
  }

  /** True for `true` and for an object schema that only carries annotations: it accepts everything. */
  isTrivial(s: unknown): boolean {
    return s === true || (isObject(s) && Object.keys(s).every((k) => ANNOTATIONS.has(k)));
  }

  /** Whether a schema rejects `undefined` (a missing value); conservative: false when unsure. */
  private rejectsUndefined(s: unknown, seen: Set<string> = new Set(), depth = 0): boolean {
    // Too deep to tell (a hostile chain of references or unions): unsure, so false.
    if (depth > MAX_DEPTH) return false;
    if (s === false) return true;
    if (!isObject(s)) return false;
    if (has(s, "type") || has(s, "const") || has(s, "enum")) return true;
    if (has(s, "$ref")) {
      const t = this.refTarget(s.$ref);
      if (t === undefined || seen.has(t)) return false;
      const memo = this.rejectsUndefinedMemo.get(t);
      if (memo !== undefined) return memo;
      seen.add(t);
      const r = this.rejectsUndefined(this.defs.get(t), seen, depth + 1);
      seen.delete(t);
      if (seen.size === 0) this.rejectsUndefinedMemo.set(t, r);
      return r;
    }
    for (const k of ["anyOf", "oneOf"]) {
      const a = s[k];
      if (Array.isArray(a) && a.length > 0 && a.every((b) => this.rejectsUndefined(b, seen, depth + 1))) return true;
    }
    return Array.isArray(s.allOf) && s.allOf.some((b) => this.rejectsUndefined(b, seen, depth + 1));
  }

  // ---- compile --------------------------------------------------------------------------------

  /** The node of one schema; nesting deeper than MAX_DEPTH is an error, not a stack overflow. */
  compile(s: unknown, path: string): ZodNode {
    if (this.depth >= MAX_DEPTH) this.fail(path, `schemas nested more than ${MAX_DEPTH} deep are not supported`);
    this.depth++;
    try {
      return this.compileSchema(s, path);
    } finally {
      this.depth--;
    }
  }

  private compileSchema(s: unknown, path: string): ZodNode {
    if (s === true) return UNKNOWN;
    if (s === false) return NEVER;
    if (!isObject(s)) this.fail(path, `a schema must be an object or a boolean, got ${s === null ? "null" : Array.isArray(s) ? "an array" : typeof s}`);
    this.checkKeywords(s, path);

    if (has(s, "$ref")) return this.ref(s, path);

    const types = this.types(s, path);
    const parts: ZodNode[] = [];

    // const and enum: exact values. For primitive values the type-specific keywords cannot apply, so
    // the literal alone is the whole typed part.
    let values: Json[] | undefined;
    if (has(s, "const")) values = [this.json(s.const, child(path, "const"))];
    if (has(s, "enum")) {
      const p = child(path, "enum");
      if (!Array.isArray(s.enum)) this.fail(p, `"enum" must be an array`);
      const e = s.enum.map((v, i) => this.json(v, child(p, i)));
      values = values ? values.filter((v) => e.some((w) => jsonEqual(v, w))) : e;
    }
    const hasObjectKw = OBJECT_KEYWORDS.some((k) => has(s, k));
    const hasArrayKw = ARRAY_KEYWORDS.some((k) => has(s, k));
    // Validate object/array keywords even when a const makes them moot, so nothing is ignored unseen.
    const typed = types || hasObjectKw || hasArrayKw ? this.typed(s, types, path, hasObjectKw, hasArrayKw) : undefined;
    if (values) {
      const kept = values.filter((v) => admits(types, v));
      if (kept.length === 0) return NEVER;
      parts.push(this.values(kept, path));
      if (typed && kept.some((v) => !isPrimitive(v)) && (hasObjectKw || hasArrayKw)) parts.push(typed);
    } else if (typed) {
      parts.push(typed);
    }

    const anyOf = this.schemaArray(s, "anyOf", path);
    if (anyOf) parts.push(this.union("anyOf", anyOf, path));
    const oneOf = this.schemaArray(s, "oneOf", path);
    if (oneOf) parts.push(this.union("oneOf", oneOf, path));
    const allOf = this.schemaArray(s, "allOf", path);
    if (allOf) allOf.forEach((b, i) => parts.push(this.compile(b, child(child(path, "allOf"), i))));

    return this.conjunction(parts);
  }

  private ref(s: SchemaObject, path: string): ZodNode {
    const p = child(path, "$ref");
    for (const k of Object.keys(s)) {
      if (k !== "$ref" && !ANNOTATIONS.has(k)) {
        this.fail(path, `keyword "${k}" beside "$ref": draft-07 ignores it but ajv applies it; write it in an allOf`);
      }
    }
    const ref = s.$ref;
    if (typeof ref !== "string") this.fail(p, `"$ref" must be a string`);
    if (!ref.startsWith(REF_PREFIX)) this.fail(p, `unsupported $ref "${ref}": only "#/definitions/<name>" is supported`);
    const target = this.refTarget(ref);
    if (target === undefined) this.fail(p, `dangling $ref "${ref}": no such definition`);
    const ident = this.idents.get(target)!;
    this.refs.add(ident);
    return { kind: "ref", ident, lazy: this.isLazy(target) };
  }

  /** The schema's meaning restricted to its `type` (all types when absent) and type keywords. */
  private typed(s: SchemaObject, types: Set<TypeName> | undefined, path: string, objectKw: boolean, arrayKw: boolean): ZodNode {
    const object = types?.has("object") || (!types && objectKw) ? this.object(s, path) : undefined;
    const array = types?.has("array") || (!types && arrayKw) ? this.array(s, path) : undefined;
    // Keywords for types the schema excludes are harmless in JSON Schema; still check their syntax.
    if (!object && objectKw) this.object(s, path);
    if (!array && arrayKw) this.array(s, path);
    const branches: ZodNode[] = [];
    if (types) {
      for (const t of types) {
        if (t === "object") branches.push(object!);
        else if (t === "array") branches.push(array!);
        else if (t === "integer") {
          if (!types.has("number")) branches.push({ kind: "integer" });
        } else branches.push({ kind: "type", name: t });
      }
    } else {
      // No `type`: object keywords apply to objects, items to arrays, everything else passes.
      if (object) branches.push(object);
      if (array) branches.push(array);
      branches.push({ kind: "notContainer", object: object !== undefined, array: array !== undefined });
    }
    return branches.length === 1 ? branches[0] : { kind: "union", of: branches };
  }

  private object(s: SchemaObject, path: string): ZodNode {
    const propsPath = child(path, "properties");
    const props = has(s, "properties") ? s.properties : {};
    if (!isObject(props)) this.fail(propsPath, `"properties" must be an object of schemas`);
    const reqPath = child(path, "required");
    const required = has(s, "required") ? s.required : [];
    if (!Array.isArray(required)) this.fail(reqPath, `"required" must be an array of strings`);
    const req = new Set<string>();
    required.forEach((r, i) => {
      if (typeof r !== "string") this.fail(child(reqPath, i), `"required" must be an array of strings`);
      if (req.has(r)) this.fail(child(reqPath, i), `"${r}" is listed twice`);
      req.add(r);
    });
    const apPath = child(path, "additionalProperties");
    const ap = has(s, "additionalProperties") ? s.additionalProperties : true;

    const entries: ObjectProp[] = [];
    const key = (k: string, p: string) => {
      if (k === "__proto__") this.fail(p, `property "__proto__" cannot be checked by a zod object (zod skips that key)`);
      return k;
    };
    for (const k of Object.keys(props)) {
      const p = child(propsPath, k);
      const sub = props[k];
      const value = this.compile(sub, p);
      const optional = !req.has(k);
      entries.push({ key: key(k, p), value, optional, present: !optional && !this.rejectsUndefined(sub) });
    }
    // Required but not in "properties": present, and valid against additionalProperties.
    const apNode = ap === false ? NEVER : this.isTrivial(ap) ? undefined : this.compile(ap, apPath);
    required.forEach((k: string, i) => {
      if (has(props, k)) return;
      const p = child(reqPath, i);
      entries.push({ key: key(k, p), value: apNode ?? UNKNOWN, optional: false, present: ap !== false && !this.rejectsUndefined(ap) });
    });
    if (ap === false) return { kind: "object", mode: "strict", props: entries, rest: null };
    if (apNode === undefined) return { kind: "object", mode: "loose", props: entries, rest: null };
    return { kind: "object", mode: "catchall", props: entries, rest: apNode };
  }

  private array(s: SchemaObject, path: string): ZodNode {
    if (!has(s, "items")) return { kind: "array", items: UNKNOWN };
    if (Array.isArray(s.items)) this.fail(child(path, "items"), `tuple "items" (an array of schemas) is not supported`);
    return { kind: "array", items: this.compile(s.items, child(path, "items")) };
  }

  /** Exactly these JSON values (already filtered by `type`). */
  private values(vs: Json[], path: string): ZodNode {
    const prims = vs.filter(isPrimitive);
    const others = vs.filter((v) => !isPrimitive(v)).map((v) => this.exact(v, path));
    const uniq = [...new Map(prims.map((v) => [(typeof v === "string" ? JSON.stringify(v) : String(v)) + typeof v, v])).values()];
    const branches: ZodNode[] = [];
    if (uniq.length > 0) {
      if (uniq.length > 1 && uniq.every((v) => typeof v === "string")) branches.push({ kind: "enum", values: uniq as string[] });
      else branches.push({ kind: "literal", values: uniq });
    }
    branches.push(...others);
    return branches.length === 1 ? branches[0] : { kind: "union", of: branches };
  }

  /** A schema that accepts exactly one JSON value (deep equality, as ajv's const/enum). */
  private exact(v: Json, path: string): ZodNode {
    if (isPrimitive(v)) return { kind: "literal", values: [v] };
    if (Array.isArray(v)) return { kind: "tuple", items: v.map((e) => this.exact(e, path)) };
    return {
      kind: "exactObject",
      entries: Object.keys(v).map((k) => {
        if (k === "__proto__") this.fail(path, `a const/enum value with a "__proto__" key cannot be checked by zod`);
        return { key: k, value: this.exact(v[k], path) };
      }),
    };
  }

  private union(kind: "anyOf" | "oneOf", branches: unknown[], path: string): ZodNode {
    const p = child(path, kind);
    const nodes = branches.map((b, i) => this.compile(b, child(p, i)));
    if (nodes.length === 1) return nodes[0];
    const disc = discriminator(branches, this);
    if (disc !== undefined) return { kind: "discriminated", key: disc, of: nodes };
    return { kind: kind === "anyOf" ? "union" : "xor", of: nodes };
  }

  /** Every part must hold on the same input (allOf, or type + anyOf, …). */
  private conjunction(parts: ZodNode[]): ZodNode {
    if (parts.length === 0) return UNKNOWN;
    if (parts.some((p) => p.kind === "never")) return NEVER;
    if (parts.length === 1) return parts[0];
    const [first, ...rest] = parts;
    return { kind: "allOf", first, rest };
  }
}

/**
 * One zod construct per definition of a draft-07 JSON Schema, ordered so that every definition
 * only refers to definitions listed before it, except inside a reference cycle, where the
 * references are lazy and the definitions are flagged `recursive`.
 * Throws JsonSchemaError (naming `file` and the JSON path) for anything it cannot translate faithfully.
 */
export function jsonSchemaDefinitions(schema: unknown, file: string): SchemaDefinition[] {
  return new Compiler(file, schema).run();
}
