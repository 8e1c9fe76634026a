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
        // zod text: a catchall without a schema is a loose object too.
        if (n.mode === "loose" || (n.mode === "catchall" && n.rest === null)) return `(${[IS_OBJECT(x), ...this.props(n, x)].join(" && ")})`;
        return `${this.object(n)}(${x})`;
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

  /** Each declared property's condition on `x` (an object). */
  private props(n: ObjectNode, x: string): string[] {
    const out: string[] = [];
    for (const p of n.props) {
      const at = member(x, p.key);
      const check = this.expr(p.value, at);
      if (p.optional) {
        if (check !== "true") out.push(`(${at} === undefined || ${check})`);
      } else if (p.present) {
        out.push(check === "true" ? `${at} !== undefined` : `${at} !== undefined && ${check}`);
      } else {
        out.push(check);
      }
    }
    return out;
  }

  /** A helper for a strict object or one with a catchall: every key not declared is checked too. */
  private object(n: ObjectNode): string {
    const declared = n.props.map((p) => `k === ${JSON.stringify(p.key)}`);
    const rest = n.mode === "strict" || n.rest === null ? "false" : this.expr(n.rest, "v[k]");
    const loop =
      rest === "true"
        ? ""
        : `  for (const k in v) {\n${declared.length > 0 ? `    if (${declared.join(" || ")}) continue;\n` : ""}    if (!(${rest})) return false;\n  }\n`;
    const props = this.props(n, "v");
    return this.helper(
      `  if (!(${IS_OBJECT("v")})) return false;\n${props.length > 0 ? `  if (!(${props.join(" && ")})) return false;\n` : ""}${loop}  return true;`,
    );
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

/** A definition's check, printed: `ident` is the function's name; `functions` its text and its helpers'. */
export interface CheckDefinition {
  ident: string;
  functions: string;
}

/** Every definition's accepting check: a function named by its ident, `(v: any) => boolean`. */
export function checkDefinitions(defs: readonly SchemaDefinition[]): CheckDefinition[] {
  const byIdent = new Map(defs.map((d) => [d.ident, d]));
  return defs.map((d) => {
    const p = new Printer(d.ident, byIdent);
    const body = p.expr(d.node, "v");
    return { ident: d.ident, functions: [`function ${d.ident}(v: any): boolean {\n  return ${body};\n}`, ...p.helpers].join("\n") };
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
