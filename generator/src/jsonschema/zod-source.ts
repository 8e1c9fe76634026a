// JSON Schema (draft-07, the subset a2a.json uses) → zod 4 source text, one expression per definition.
// A pure function: the view places the text, nothing here prints files or evaluates the expressions.
//
// Semantics follow draft-07 as ajv 8 applies it (strict: false, no ajv-formats). Supported keywords:
//   type (a name or a non-empty array of names), properties, required, additionalProperties (true, false,
//   a schema), items (a single schema), $ref ("#/definitions/<name>" only), anyOf, oneOf, allOf, enum,
//   const; annotations are accepted and ignored: description, title, examples, $comment, readOnly,
//   writeOnly, default (never applied, as ajv without useDefaults), format (NOT checked: ajv without
//   ajv-formats does not check it either; draft-07 makes format assertion optional).
// Anything else is a JsonSchemaError naming the JSON path. Where zod's own behaviour differs from
// JSON Schema the generated text compensates (see README.md next to this file):
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

export interface ZodDefinition {
  /** The definition's name exactly as in the schema's "definitions". */
  name: string;
  /** A safe TypeScript identifier for it, e.g. "J_Task". */
  ident: string;
  /** zod 4 expression text that uses only `z` and the idents of other definitions. */
  expr: string;
  /**
   * True when the definition is part of a reference cycle (including a self-reference). References
   * inside its cycle are written as z.lazy(() => J_X); TypeScript cannot infer the type of such a
   * const, so it must be declared with an annotation, e.g. `const J_X: z.ZodType = …`.
   */
  recursive: boolean;
  /** The idents this expression refers to (each defined earlier in the list unless recursive). */
  refs: string[];
}

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

const ANNOTATIONS = new Set(["description", "title", "examples", "default", "$comment", "readOnly", "writeOnly", "format"]);
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
const TYPE_NAMES = ["null", "boolean", "object", "array", "number", "integer", "string"] as const;
type TypeName = (typeof TYPE_NAMES)[number];
const DRAFT_07 = /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/;
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const REF_PREFIX = "#/definitions/";

const INTEGER = `z.number().refine(Number.isInteger, "Invalid input: expected integer, received number")`;
const PRESENT = `.refine((v) => v !== undefined, "Invalid input: expected nonoptional, received undefined")`;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type SchemaObject = Record<string, unknown>;

function isObject(v: unknown): v is SchemaObject {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function has(o: object, k: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, k);
}

/** `$.a.b["c d"][0]` */
function child(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return IDENTIFIER.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

function indent(text: string, by = "  "): string {
  return text.replace(/\n/g, `\n${by}`);
}

/** `[a, b]` on one line when short, else one member a line. */
function list(items: string[]): string {
  const one = `[${items.join(", ")}]`;
  if (one.length <= 100 && !one.includes("\n")) return one;
  return `[\n  ${items.map((i) => indent(i)).join(",\n  ")},\n]`;
}

function jsonType(v: Json): TypeName {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "number") return Number.isInteger(v) ? "integer" : "number";
  return typeof v as "boolean" | "string" | "object";
}

function isPrimitive(v: Json): v is null | boolean | number | string {
  return v === null || typeof v !== "object";
}

/** A value `type` (or its absence: undefined) admits. */
function admits(types: Set<TypeName> | undefined, v: Json): boolean {
  if (!types) return true;
  const t = jsonType(v);
  return types.has(t) || (t === "integer" && types.has("number"));
}

function primitiveLiteral(v: null | boolean | number | string): string {
  return typeof v === "string" ? JSON.stringify(v) : String(v);
}

class Compiler {
  private readonly defs = new Map<string, unknown>();
  private readonly idents = new Map<string, string>();
  /** Definition name → index of its strongly connected component (reference cycles). */
  private readonly scc = new Map<string, number>();
  private readonly recursive = new Set<string>();
  private current = "";
  private refs = new Set<string>();
  private readonly rejectsUndefinedMemo = new Map<string, boolean>();

  constructor(
    private readonly file: string,
    private readonly root: unknown,
  ) {}

  fail(path: string, detail: string): never {
    throw new JsonSchemaError(this.file, path, detail);
  }

  run(): ZodDefinition[] {
    const root = this.root;
    if (!isObject(root)) this.fail("$", "the schema must be a JSON object");
    for (const key of Object.keys(root)) {
      if (key === "$schema") {
        const s = root[key];
        if (typeof s !== "string" || !DRAFT_07.test(s)) {
          this.fail(child("$", key), `only draft-07 is supported, got ${JSON.stringify(s)}`);
        }
      } else if (key === "definitions") {
        continue;
      } else if (key === "description" || key === "title" || key === "$comment") {
        continue;
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
    for (const [name, schema] of this.defs) graph.set(name, [...new Set(this.collectRefs(schema))]);
    const order = this.components(graph);

    // Compile in the file's order so the first error reported is the first in the file.
    const compiled = new Map<string, { expr: string; refs: string[] }>();
    for (const [name, schema] of this.defs) {
      this.current = name;
      this.refs = new Set();
      const expr = this.compile(schema, child("$.definitions", name));
      // Only the references that survived into the text (a const can make a branch moot).
      const words = new Set(expr.match(/[A-Za-z_$][A-Za-z0-9_$]*/g) ?? []);
      compiled.set(name, { expr, refs: [...this.refs].filter((r) => words.has(r)) });
    }
    return order.map((name) => ({
      name,
      ident: this.idents.get(name)!,
      expr: compiled.get(name)!.expr,
      recursive: this.recursive.has(name),
      refs: compiled.get(name)!.refs,
    }));
  }

  // ---- references and cycles ------------------------------------------------------------------

  /** The definition a $ref names, or undefined when it is not "#/definitions/<existing name>". */
  private refTarget(ref: unknown): string | undefined {
    if (typeof ref !== "string" || !ref.startsWith(REF_PREFIX)) return undefined;
    let name: string;
    try {
      name = decodeURIComponent(ref.slice(REF_PREFIX.length));
    } catch {
      return undefined;
    }
    if (name.includes("/")) return undefined;
    name = name.replace(/~1/g, "/").replace(/~0/g, "~");
    return this.defs.has(name) ? name : undefined;
  }

  /** Every definition a schema refers to, lenient: malformed parts are reported by compile(). */
  private *collectRefs(s: unknown): Generator<string> {
    if (!isObject(s)) return;
    if (has(s, "$ref")) {
      const t = this.refTarget(s.$ref);
      if (t !== undefined) yield t;
    }
    if (isObject(s.properties)) for (const k of Object.keys(s.properties)) yield* this.collectRefs(s.properties[k]);
    yield* this.collectRefs(s.additionalProperties);
    yield* this.collectRefs(s.items);
    for (const k of ["anyOf", "oneOf", "allOf"]) {
      const a = s[k];
      if (Array.isArray(a)) for (const b of a) yield* this.collectRefs(b);
    }
  }

  /** Tarjan: definitions ordered so that each comes after everything it refers to outside its cycle. */
  private components(graph: Map<string, string[]>): string[] {
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const out: string[] = [];
    let counter = 0;
    let sccId = 0;
    const visit = (v: string): void => {
      index.set(v, counter);
      low.set(v, counter);
      counter++;
      stack.push(v);
      onStack.add(v);
      for (const w of graph.get(v)!) {
        if (!index.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (onStack.has(w)) {
          low.set(v, Math.min(low.get(v)!, index.get(w)!));
        }
      }
      if (low.get(v) === index.get(v)) {
        const members: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          members.push(w);
        } while (w !== v);
        const fileOrder = [...graph.keys()];
        members.sort((a, b) => fileOrder.indexOf(a) - fileOrder.indexOf(b));
        const cyclic = members.length > 1 || graph.get(v)!.includes(v);
        for (const m of members) {
          this.scc.set(m, sccId);
          if (cyclic) this.recursive.add(m);
          out.push(m);
        }
        sccId++;
      }
    };
    for (const v of graph.keys()) if (!index.has(v)) visit(v);
    return out;
  }

  /** A reference inside the current definition's cycle must be lazy: its const is not yet defined. */
  private isLazy(target: string): boolean {
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
  private json(v: unknown, path: string): Json {
    if (v === null || typeof v === "string" || typeof v === "boolean") return v;
    if (typeof v === "number") {
      if (!Number.isFinite(v)) this.fail(path, "not a JSON value (non-finite number)");
      return v;
    }
    if (Array.isArray(v)) {
      v.forEach((e, i) => this.json(e, child(path, i)));
      return v as Json[];
    }
    if (isObject(v)) {
      for (const k of Object.keys(v)) this.json(v[k], child(path, k));
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
  private isTrivial(s: unknown): boolean {
    return s === true || (isObject(s) && Object.keys(s).every((k) => ANNOTATIONS.has(k)));
  }

  /** Whether a schema rejects `undefined` (a missing value); conservative: false when unsure. */
  private rejectsUndefined(s: unknown, seen: Set<string> = new Set()): boolean {
    if (s === false) return true;
    if (!isObject(s)) return false;
    if (has(s, "type") || has(s, "const") || has(s, "enum")) return true;
    if (has(s, "$ref")) {
      const t = this.refTarget(s.$ref);
      if (t === undefined || seen.has(t)) return false;
      const memo = this.rejectsUndefinedMemo.get(t);
      if (memo !== undefined) return memo;
      seen.add(t);
      const r = this.rejectsUndefined(this.defs.get(t), seen);
      seen.delete(t);
      if (seen.size === 0) this.rejectsUndefinedMemo.set(t, r);
      return r;
    }
    for (const k of ["anyOf", "oneOf"]) {
      const a = s[k];
      if (Array.isArray(a) && a.length > 0 && a.every((b) => this.rejectsUndefined(b, seen))) return true;
    }
    return Array.isArray(s.allOf) && s.allOf.some((b) => this.rejectsUndefined(b, seen));
  }

  // ---- compile --------------------------------------------------------------------------------

  compile(s: unknown, path: string): string {
    if (s === true) return "z.unknown()";
    if (s === false) return "z.never()";
    if (!isObject(s)) this.fail(path, `a schema must be an object or a boolean, got ${s === null ? "null" : Array.isArray(s) ? "an array" : typeof s}`);
    this.checkKeywords(s, path);

    if (has(s, "$ref")) return this.ref(s, path);

    const types = this.types(s, path);
    const parts: string[] = [];

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
      if (kept.length === 0) return "z.never()";
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

  private ref(s: SchemaObject, path: string): string {
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
    return this.isLazy(target) ? `z.lazy(() => ${ident})` : ident;
  }

  /** The schema's meaning restricted to its `type` (all types when absent) and type keywords. */
  private typed(s: SchemaObject, types: Set<TypeName> | undefined, path: string, objectKw: boolean, arrayKw: boolean): string {
    const object = types?.has("object") || (!types && objectKw) ? this.object(s, path) : undefined;
    const array = types?.has("array") || (!types && arrayKw) ? this.array(s, path) : undefined;
    // Keywords for types the schema excludes are harmless in JSON Schema; still check their syntax.
    if (!object && objectKw) this.object(s, path);
    if (!array && arrayKw) this.array(s, path);
    const branches: string[] = [];
    if (types) {
      for (const t of types) {
        if (t === "object") branches.push(object!);
        else if (t === "array") branches.push(array!);
        else if (t === "integer") {
          if (!types.has("number")) branches.push(INTEGER);
        } else branches.push(`z.${t}()`);
      }
    } else {
      // No `type`: object keywords apply to objects, items to arrays, everything else passes.
      if (object) branches.push(object);
      if (array) branches.push(array);
      const rest =
        object && array
          ? `(v) => typeof v !== "object" || v === null`
          : object
            ? `(v) => typeof v !== "object" || v === null || Array.isArray(v)`
            : `(v) => !Array.isArray(v)`;
      branches.push(`z.unknown().refine(${rest})`);
    }
    return branches.length === 1 ? branches[0] : `z.union(${list(branches)})`;
  }

  private object(s: SchemaObject, path: string): string {
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

    const entries: string[] = [];
    const key = (k: string, p: string) => {
      if (k === "__proto__") this.fail(p, `property "__proto__" cannot be checked by a zod object (zod skips that key)`);
      return IDENTIFIER.test(k) ? k : JSON.stringify(k);
    };
    for (const k of Object.keys(props)) {
      const p = child(propsPath, k);
      const sub = props[k];
      let e = this.compile(sub, p);
      if (!req.has(k)) e += ".optional()";
      else if (!this.rejectsUndefined(sub)) e += PRESENT;
      entries.push(`${key(k, p)}: ${indent(e)}`);
    }
    // Required but not in "properties": present, and valid against additionalProperties.
    const apExpr = ap === false ? "z.never()" : this.isTrivial(ap) ? undefined : this.compile(ap, apPath);
    required.forEach((k: string, i) => {
      if (has(props, k)) return;
      const p = child(reqPath, i);
      let e = apExpr ?? "z.unknown()";
      if (ap !== false && !this.rejectsUndefined(ap)) e += PRESENT;
      entries.push(`${key(k, p)}: ${indent(e)}`);
    });
    const shape = entries.length === 0 ? "{}" : `{\n  ${entries.join(",\n  ")},\n}`;
    if (ap === false) return `z.strictObject(${shape})`;
    if (apExpr === undefined) return `z.looseObject(${shape})`;
    // zod's catchall skips an own "__proto__" key (it would replace the output's prototype); ajv
    // validates it like any other key, so check it here on the raw input.
    return (
      `z.preprocess((v, ctx) => {\n` +
      `  const d = typeof v === "object" && v !== null && !Array.isArray(v) ? Object.getOwnPropertyDescriptor(v, "__proto__") : undefined;\n` +
      `  const r = d && ${indent(apExpr, "    ")}.safeParse(d.value);\n` +
      `  if (r && !r.success) for (const i of r.error.issues) ctx.addIssue({ ...i, path: ["__proto__", ...i.path] });\n` +
      `  return v;\n` +
      `}, z.object(${indent(shape)}).catchall(${indent(apExpr)}))`
    );
  }

  private array(s: SchemaObject, path: string): string {
    if (!has(s, "items")) return "z.array(z.unknown())";
    if (Array.isArray(s.items)) this.fail(child(path, "items"), `tuple "items" (an array of schemas) is not supported`);
    return `z.array(${indent(this.compile(s.items, child(path, "items")))})`;
  }

  /** Exactly these JSON values (already filtered by `type`). */
  private values(vs: Json[], path: string): string {
    const prims = vs.filter(isPrimitive);
    const others = vs.filter((v) => !isPrimitive(v)).map((v) => this.exact(v, path));
    const uniq = [...new Map(prims.map((v) => [primitiveLiteral(v) + typeof v, v])).values()];
    const branches: string[] = [];
    if (uniq.length > 0) {
      if (uniq.length > 1 && uniq.every((v) => typeof v === "string")) branches.push(`z.enum(${list(uniq.map(primitiveLiteral))})`);
      else if (uniq.length === 1) branches.push(uniq[0] === null ? "z.null()" : `z.literal(${primitiveLiteral(uniq[0])})`);
      else branches.push(`z.literal(${list(uniq.map(primitiveLiteral))})`);
    }
    branches.push(...others);
    return branches.length === 1 ? branches[0] : `z.union(${list(branches)})`;
  }

  /** A schema that accepts exactly one JSON value (deep equality, as ajv's const/enum). */
  private exact(v: Json, path: string): string {
    if (isPrimitive(v)) return v === null ? "z.null()" : `z.literal(${primitiveLiteral(v)})`;
    if (Array.isArray(v)) return v.length === 0 ? "z.tuple([])" : `z.tuple(${list(v.map((e) => this.exact(e, path)))})`;
    const keys = Object.keys(v);
    if (keys.length === 0) return "z.strictObject({})";
    return `z.strictObject({ ${keys
      .map((k) => {
        if (k === "__proto__") this.fail(path, `a const/enum value with a "__proto__" key cannot be checked by zod`);
        return `${IDENTIFIER.test(k) ? k : JSON.stringify(k)}: ${this.exact(v[k], path)}`;
      })
      .join(", ")} })`;
  }

  private union(kind: "anyOf" | "oneOf", branches: unknown[], path: string): string {
    const p = child(path, kind);
    const exprs = branches.map((b, i) => this.compile(b, child(p, i)));
    if (exprs.length === 1) return exprs[0];
    const disc = this.discriminator(branches);
    if (disc !== undefined) return `z.discriminatedUnion(${JSON.stringify(disc)}, ${list(exprs)})`;
    return `z.${kind === "anyOf" ? "union" : "xor"}(${list(exprs)})`;
  }

  /**
   * A property that proves the branches mutually exclusive: every branch is an object schema (type
   * "object") that requires it with a const/enum of primitives, and no value belongs to two branches.
   * Then at most one branch can match any value, so anyOf, oneOf and zod's discriminated union (which
   * dispatches on that property and runs the one branch) agree. Branches reached through a lazy
   * reference, or wrapped (catchall), are not used: zod needs their shape.
   */
  private discriminator(branches: unknown[]): string | undefined {
    const objs: SchemaObject[] = [];
    for (const b of branches) {
      let node = b;
      const seen = new Set<string>();
      while (isObject(node) && has(node, "$ref")) {
        const t = this.refTarget(node.$ref);
        if (t === undefined || seen.has(t) || this.isLazy(t)) return undefined;
        seen.add(t);
        node = this.defs.get(t);
      }
      if (!isObject(node)) return undefined;
      if (!(node.type === "object" || (Array.isArray(node.type) && node.type.length === 1 && node.type[0] === "object"))) return undefined;
      if (["anyOf", "oneOf", "allOf", "const", "enum"].some((k) => has(node as SchemaObject, k))) return undefined;
      const ap = node.additionalProperties;
      if (!(ap === undefined || ap === false || this.isTrivial(ap))) return undefined;
      if (!isObject(node.properties) || !Array.isArray(node.required)) return undefined;
      objs.push(node);
    }
    const valuesOf = (o: SchemaObject, key: string): Json[] | undefined => {
      if (!(o.required as unknown[]).includes(key)) return undefined;
      const prop = (o.properties as SchemaObject)[key];
      if (!isObject(prop) || !Object.keys(prop).every((k) => ANNOTATIONS.has(k) || k === "const" || k === "enum" || k === "type")) return undefined;
      if (has(prop, "const") === has(prop, "enum")) return undefined;
      const vs = (has(prop, "const") ? [prop.const] : prop.enum) as Json[];
      if (!Array.isArray(vs)) return undefined;
      let types: Set<TypeName> | undefined;
      if (has(prop, "type")) {
        const t = prop.type;
        const names = typeof t === "string" ? [t] : Array.isArray(t) ? t : [];
        types = new Set(names as TypeName[]);
      }
      const kept = vs.filter((v) => isPrimitive(v) && admits(types, v));
      return kept.length > 0 && kept.length === vs.length ? kept : undefined;
    };
    for (const key of (objs[0].required as unknown[]).filter((k): k is string => typeof k === "string")) {
      if (key === "__proto__") continue;
      const seen: Json[] = [];
      let ok = true;
      for (const o of objs) {
        const vs = valuesOf(o, key);
        if (!vs || vs.some((v) => seen.some((w) => jsonEqual(v, w)))) {
          ok = false;
          break;
        }
        seen.push(...vs);
      }
      if (ok) return key;
    }
    return undefined;
  }

  /** Every part must hold on the same input (allOf, or type + anyOf, …). */
  private conjunction(parts: string[]): string {
    if (parts.length === 0) return "z.unknown()";
    if (parts.includes("z.never()")) return "z.never()";
    if (parts.length === 1) return parts[0];
    const [first, ...rest] = parts;
    return (
      `z.preprocess((v, ctx) => {\n` +
      `  for (const s of ${indent(list(rest), "  ")}) {\n` +
      `    const r = s.safeParse(v);\n` +
      `    if (!r.success) for (const i of r.error.issues) ctx.addIssue({ ...i });\n` +
      `  }\n` +
      `  return v;\n` +
      `}, ${indent(first)})`
    );
  }
}

/** Deep equality of JSON values, as ajv's const and enum use it. */
export function jsonEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as Json[]).length && a.every((e, i) => jsonEqual(e, (b as Json[])[i]));
  const ka = Object.keys(a);
  const bo = b as { [k: string]: Json };
  return ka.length === Object.keys(bo).length && ka.every((k) => has(bo, k) && jsonEqual((a as { [k: string]: Json })[k], bo[k]));
}

/**
 * One zod expression per definition of a draft-07 JSON Schema, ordered so that every expression
 * only refers to definitions listed before it, except inside a reference cycle, where the
 * references are z.lazy(() => …) and the definitions are flagged `recursive`.
 * Throws JsonSchemaError (naming `file` and the JSON path) for anything it cannot translate faithfully.
 */
export function zodDefinitions(schema: unknown, file: string): ZodDefinition[] {
  return new Compiler(file, schema).run();
}
