// The JSON-RPC dialect's validators as code and data: each JSON Schema definition's IR
// (jsonschema/ir.ts) printed as an accepting check (a function of the value: true or false, no
// allocation, no copy) and as data (the runtime's JsonNode) that the runtime walks to explain a
// refusal with zod's issues. The check is what ajv would compile at run time, printed once here.

import type { ObjectNode, Primitive, SchemaDefinition, ZodNode } from "../jsonschema/ir.js";

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `x.key`, or `x["key"]` for a key that is not an identifier. */
function member(x: string, key: string): string {
  return IDENTIFIER.test(key) ? `${x}.${key}` : `${x}[${JSON.stringify(key)}]`;
}

function primitive(v: Primitive): string {
  return typeof v === "string" ? JSON.stringify(v) : Object.is(v, -0) ? "0" : String(v);
}

const IS_OBJECT = (x: string) => `typeof ${x} === "object" && ${x} !== null && !Array.isArray(${x})`;

/** Conjunctions longer than this are printed a statement a term, so no printed line grows past 1,000 characters (not shorter: each statement costs bytes in a bundle). */
const LONG = 800;

/**
 * Statements (indented two spaces) that return false at the first of `terms` that is false, and fall
 * through otherwise: one `if` for a short conjunction, one `if` a term for a long one (the same
 * verdict, in the same order, as `&&`; Oxc prints an expression on one line, a statement a line).
 */
function requireAll(terms: readonly string[]): string {
  if (terms.length === 0) return "";
  const joined = terms.join(" && ");
  if (joined.length <= LONG) return `  if (!(${joined})) return false;\n`;
  return terms.map((t) => `  if (!(${t})) return false;\n`).join("");
}

/** A function body returning the conjunction of `terms` (true when none). */
function returnAll(terms: readonly string[]): string {
  const joined = terms.join(" && ");
  return joined.length <= LONG || terms.length < 2 ? `  return ${joined || "true"};` : `${requireAll(terms)}  return true;`;
}

/** Prints the checks of one definition: its own function and the helpers its nodes need. */
class Printer {
  readonly helpers: string[] = [];
  constructor(
    private readonly ident: string,
    private readonly defs: ReadonlyMap<string, SchemaDefinition>,
  ) {}

  /** A helper function named after the definition, returning `body`'s verdict on `v`. */
  private helper(body: string): string {
    const name = `${this.ident}$${this.helpers.length + 1}`;
    this.helpers.push(`function ${name}(v: any): boolean {\n${body}\n}`);
    return name;
  }

  private deref(n: ZodNode): ZodNode {
    let node = n;
    for (let i = 0; node.kind === "ref" && i < 64; i++) node = this.defs.get(node.ident)?.node ?? { kind: "never" };
    return node;
  }

  /** A boolean expression: does the value of expression `x` (side-effect free, re-readable) match `n`? */
  expr(n: ZodNode, x: string): string {
    switch (n.kind) {
      case "unknown":
        return "true";
      case "never":
        return "false";
      case "type":
        if (n.name === "null") return `${x} === null`;
        // z.number() refuses NaN and the infinities (JSON carries neither).
        if (n.name === "number") return `Number.isFinite(${x})`;
        return `typeof ${x} === "${n.name}"`;
      case "integer":
        return `Number.isInteger(${x})`;
      case "notContainer":
        if (n.object && n.array) return `(typeof ${x} !== "object" || ${x} === null)`;
        if (n.object) return `(typeof ${x} !== "object" || ${x} === null || Array.isArray(${x}))`;
        return `!Array.isArray(${x})`;
      case "ref":
        return `${n.ident}(${x})`;
      case "literal":
      case "enum":
        return n.values.length === 1 ? `${x} === ${primitive(n.values[0])}` : `(${n.values.map((v) => `${x} === ${primitive(v)}`).join(" || ")})`;
      case "tuple":
        return `(Array.isArray(${x}) && ${x}.length === ${n.items.length}${n.items.map((item, i) => ` && ${this.expr(item, `${x}[${i}]`)}`).join("")})`;
      case "exactObject":
        return `${this.object({ kind: "object", mode: "strict", rest: null, props: n.entries.map((e) => ({ key: e.key, value: e.value, optional: false, present: false })) })}(${x})`;
      case "array": {
        const item = this.expr(n.items, "v[i]");
        if (item === "true") return `Array.isArray(${x})`;
        return `${this.helper(`  if (!Array.isArray(v)) return false;\n  for (let i = 0; i < v.length; i++) if (!(${item})) return false;\n  return true;`)}(${x})`;
      }
      case "object":
        return this.objectExpr(n, x, this.props(n, x));
      case "union":
        return `(${n.of.map((b) => this.expr(b, x)).join(" || ")})`;
      case "xor":
        return n.of.length === 1 ? this.expr(n.of[0], x) : `(${n.of.map((b) => `(${this.expr(b, x)} ? 1 : 0)`).join(" + ")}) === 1`;
      case "discriminated":
        return `${this.discriminated(n.key, n.of)}(${x})`;
      case "allOf":
        return `(${[n.first, ...n.rest].map((b) => this.expr(b, x)).join(" && ")})`;
    }
  }

  /** An object's condition on `x`, given its props' conditions on `x` (on `v` for a strict object or a catchall). */
  objectExpr(n: ObjectNode, x: string, props: string[]): string {
    // zod text: a catchall without a schema is a loose object too.
    if (n.mode === "loose" || (n.mode === "catchall" && n.rest === null)) return `(${[IS_OBJECT(x), ...props].join(" && ")})`;
    return `${this.object(n, props)}(${x})`;
  }

  /** Each declared property's condition on `x` (an object), in the order of its props; null: always true. */
  terms(n: ObjectNode, x: string): (string | null)[] {
    return n.props.map((p) => {
      const at = member(x, p.key);
      const check = this.expr(p.value, at);
      if (p.optional) return check === "true" ? null : `(${at} === undefined || ${check})`;
      if (p.present) return check === "true" ? `${at} !== undefined` : `${at} !== undefined && ${check}`;
      return check === "true" ? null : check;
    });
  }

  /** Each declared property's condition on `x` (an object), the ones always true left out. */
  private props(n: ObjectNode, x: string): string[] {
    return this.terms(n, x).filter((t) => t !== null);
  }

  /** A helper for a strict object or one with a catchall: every key not declared is checked too. */
  private object(n: ObjectNode, props = this.props(n, "v")): string {
    const declared = n.props.map((p) => `k === ${JSON.stringify(p.key)}`);
    const rest = n.mode === "strict" || n.rest === null ? "false" : this.expr(n.rest, "v[k]");
    const loop =
      rest === "true"
        ? ""
        : `  for (const k in v) {\n${declared.length > 0 ? `    if (${declared.join(" || ")}) continue;\n` : ""}    if (!(${rest})) return false;\n  }\n`;
    return this.helper(`  if (!(${IS_OBJECT("v")})) return false;\n${requireAll(props)}${loop}  return true;`);
  }

  /** A helper that runs the one branch the property `key` names (compile.ts proved them disjoint). */
  private discriminated(key: string, of: ZodNode[]): string {
    const cases: string[] = [];
    const seen = new Set<string>();
    for (const b of of) {
      const node = this.deref(b);
      const prop = node.kind === "object" ? node.props.find((p) => p.key === key) : undefined;
      const v = prop === undefined ? undefined : this.deref(prop.value);
      const values = v?.kind === "literal" || v?.kind === "enum" ? v.values : [];
      const labels = values.map(primitive).filter((l) => !seen.has(l) && seen.add(l));
      if (labels.length === 0) continue;
      cases.push(`${labels.map((l) => `    case ${l}:`).join("\n")}\n      return ${this.expr(b, "v")};`);
    }
    return this.helper(
      `  if (!(${IS_OBJECT("v")})) return false;\n  switch (${member("v", key)}) {\n${cases.join("\n")}\n    default:\n      return false;\n  }`,
    );
  }
}

/**
 * A definition's check, printed: `ident` is the function's name; `functions` its text and its helpers';
 * `faults`, for a loose object definition, the name of the function that visits the props it refuses.
 */
export interface CheckDefinition {
  ident: string;
  functions: string;
  faults: string | null;
}

/**
 * Every definition's accepting check: a function named by its ident, `(v: any) => boolean`; and for a
 * loose object definition its faults (`<ident>$faults(v, visit)`, v an object): the same terms, each
 * `(condition || visit(k, value))`, joined by `&&`. The walk that explains a refusal passes a visit that
 * walks prop k and answers true, so every refused prop is visited, in the order of the props, its value
 * read by printed code (a read by a key held in data sees every definition's keys: slow on V8). Printed
 * beside the check (not called by it: a check that takes a visit is larger, and V8 then inlines less of
 * the checks it calls), so gzip finds the terms again.
 */
export function checkDefinitions(defs: readonly SchemaDefinition[]): CheckDefinition[] {
  const byIdent = new Map(defs.map((d) => [d.ident, d]));
  return defs.map((d) => {
    const p = new Printer(d.ident, byIdent);
    const n = d.node;
    const loose = n.kind === "object" && (n.mode === "loose" || (n.mode === "catchall" && n.rest === null));
    // A loose object's check is the conjunction objectExpr prints, written as statements when long.
    const body = loose ? returnAll([IS_OBJECT("v"), ...p.terms(n, "v").filter((t) => t !== null)]) : `  return ${p.expr(n, "v")};`;
    const check = `function ${d.ident}(v: any): boolean {\n${body}\n}`;
    if (!loose || n.props.length === 0) return { ident: d.ident, functions: [check, ...p.helpers].join("\n"), faults: null };
    const faults = `${d.ident}$faults`;
    const visits = p.terms(n, "v").flatMap((t, k) => (t === null ? [] : [`(${t} || visit(${k}, ${member("v", n.props[k].key)}))`]));
    const walk = `function ${faults}(v: any, visit: (k: number, value: unknown) => boolean): boolean {\n${returnAll(visits)}\n}`;
    return { ident: d.ident, functions: [check, walk, ...p.helpers].join("\n"), faults };
  });
}

/** The runtime's JsonNode of an IR node: references by definition name. */
export function jsonNode(n: ZodNode, nameOf: (ident: string) => string): unknown {
  const node = (m: ZodNode) => jsonNode(m, nameOf);
  switch (n.kind) {
    case "ref":
      return { kind: "ref", name: nameOf(n.ident) };
    case "tuple":
      return { kind: "tuple", items: n.items.map(node) };
    case "exactObject":
      return { kind: "exactObject", entries: n.entries.map((e) => ({ key: e.key, value: node(e.value) })) };
    case "array":
      return { kind: "array", items: node(n.items) };
    case "object":
      // Defaults left out (the runtime reads them as absent): the data is read only on a refusal, but shipped always.
      return {
        kind: "object",
        mode: n.mode,
        props:
          n.props.length === 0
            ? undefined
            : n.props.map((p) => ({ key: p.key, value: node(p.value), optional: p.optional || undefined, present: p.present || undefined })),
        rest: n.rest === null ? undefined : node(n.rest),
      };
    case "union":
    case "xor":
      return { kind: n.kind, of: n.of.map(node) };
    case "discriminated":
      return { kind: "discriminated", key: n.key, of: n.of.map(node) };
    case "allOf":
      return { kind: "allOf", first: node(n.first), rest: n.rest.map(node) };
    default:
      return n;
  }
}
