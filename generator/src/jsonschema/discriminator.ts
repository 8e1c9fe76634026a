// The property (if any) that proves a union's branches mutually exclusive, so zod may dispatch on it.

import { ANNOTATIONS, admits, has, isObject, isPrimitive, jsonEqual, type Json, type SchemaObject, type TypeName } from "./json.js";

/** What the discriminator needs to know about the schema's definitions. */
export interface Definitions {
  refTarget(ref: unknown): string | undefined;
  def(name: string): unknown;
  isLazy(name: string): boolean;
  isTrivial(s: unknown): boolean;
}

/**
 * A property that proves the branches mutually exclusive: every branch is an object schema (type
 * "object") that requires it with a const/enum of primitives, and no value belongs to two branches.
 * Then at most one branch can match any value, so anyOf, oneOf and zod's discriminated union (which
 * dispatches on that property and runs the one branch) agree. Branches reached through a lazy
 * reference, or wrapped (catchall), are not used: zod needs their shape.
 */
export function discriminator(branches: unknown[], c: Definitions): string | undefined {
  const objs: SchemaObject[] = [];
  for (const b of branches) {
    let node = b;
    const seen = new Set<string>();
    while (isObject(node) && has(node, "$ref")) {
      const t = c.refTarget(node.$ref);
      if (t === undefined || seen.has(t) || c.isLazy(t)) return undefined;
      seen.add(t);
      node = c.def(t);
    }
    if (!isObject(node)) return undefined;
    if (!(node.type === "object" || (Array.isArray(node.type) && node.type.length === 1 && node.type[0] === "object"))) return undefined;
    if (["anyOf", "oneOf", "allOf", "const", "enum"].some((k) => has(node as SchemaObject, k))) return undefined;
    const ap = node.additionalProperties;
    if (!(ap === undefined || ap === false || c.isTrivial(ap))) return undefined;
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
