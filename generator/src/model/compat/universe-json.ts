// The JSON side of a pair: the older version's JSON Schema, resolved by definition name or JSON pointer.

import { Problem, type Json, type Obj, type Prop, type Universe, type VT } from "./universe.js";

export const DEF = "#/definitions/";
/** The older key of a pair whose older side has no value at all (rules `older: null`). */
export const NONE = "";
/** The older object of such a pair: nothing to map. */
export const noneObj: Obj = { key: NONE, props: new Map(), members: null, object: true, self: { t: "any" }, local: null };

const isObjectSchema = (n: Json) => typeof n.properties === "object" && n.properties !== null;
const localOf = (key: string) => (key.startsWith(DEF) && !key.slice(DEF.length).includes("/") ? key.slice(DEF.length) : null);
const keyOf = (name: string) => (name.startsWith("#") ? name : DEF + name);

/** The JSON side, with access to its raw nodes (structural matching, operations' params and results). */
export class JsonUniverse implements Universe {
  readonly kind = "json";
  private readonly cache = new Map<string, Obj>();

  constructor(
    private readonly doc: unknown,
    readonly label: string,
  ) {}

  /** The object node a JSON pointer ("#/definitions/Task") names, or undefined. */
  node(ptr: string): Json | undefined {
    if (!ptr.startsWith("#")) return undefined;
    let cur: unknown = this.doc;
    for (const raw of ptr.slice(1).split("/").slice(1)) {
      const seg = raw.replace(/~1/g, "/").replace(/~0/g, "~");
      if (cur === null || typeof cur !== "object") return undefined;
      cur = (cur as Record<string, unknown>)[seg];
    }
    return cur !== null && typeof cur === "object" && !Array.isArray(cur) ? (cur as Json) : undefined;
  }

  /** Follows $refs to the node they end at, and its pointer. */
  deref(n: Json, ptr: string): { node: Json; ptr: string } {
    const seen = new Set<string>();
    while (typeof n.$ref === "string") {
      if (seen.has(n.$ref)) throw new Problem(`${this.label}: circular $ref ${n.$ref}`);
      seen.add(n.$ref);
      ptr = n.$ref;
      const next = this.node(ptr);
      if (!next) throw new Problem(`${this.label}: $ref ${ptr} does not resolve`);
      n = next;
    }
    return { node: n, ptr };
  }

  toVT(raw: Json, rawPtr: string): VT {
    const { node: n, ptr } = this.deref(raw, rawPtr);
    const base = { node: n, ptr };
    if (Array.isArray(n.anyOf)) {
      const members = n.anyOf.map((m, i) => this.deref(m as Json, `${ptr}/anyOf/${i}`).node);
      if (members.every(isObjectSchema)) return { t: "msg", key: ptr, ...base };
      const types = [...new Set(members.flatMap((m) => (Array.isArray(m.type) ? m.type : typeof m.type === "string" ? [m.type] : [])))] as string[];
      return { t: "json", types, ...base };
    }
    if (Array.isArray(n.enum) && n.enum.every((v) => typeof v === "string")) return { t: "enum", key: ptr, values: n.enum as string[], ...base };
    if (n.const !== undefined) return { t: "json", types: [typeof n.const === "number" ? "number" : typeof n.const], const: n.const, ...base };
    if (isObjectSchema(n)) return { t: "msg", key: ptr, ...base };
    const types = Array.isArray(n.type) ? (n.type as string[]) : typeof n.type === "string" ? [n.type] : [];
    if (types.length === 1 && types[0] === "array") {
      const items = n.items !== null && typeof n.items === "object" && !Array.isArray(n.items) ? (n.items as Json) : {};
      return { t: "list", of: this.toVT(items, `${ptr}/items`), ...base };
    }
    if (types.length === 1 && types[0] === "object") {
      const ap = n.additionalProperties;
      if (ap !== null && typeof ap === "object" && Object.keys(stripDocs(ap as Json)).length > 0) {
        return { t: "map", of: this.toVT(ap as Json, `${ptr}/additionalProperties`), ...base };
      }
      return { t: "freeobj", ...base };
    }
    if (types.length === 0) return { t: "any", ...base };
    return { t: "json", types, ...base };
  }

  objOf(key: string): Obj {
    let o = this.cache.get(key);
    if (o) return o;
    const raw = this.node(key);
    if (!raw) throw new Problem(`${this.label} has no ${key}`);
    const { node: n, ptr } = this.deref(raw, key);
    if (ptr !== key) {
      o = this.objOf(ptr);
      this.cache.set(key, o);
      return o;
    }
    const local = localOf(ptr);
    const self = this.toVT(n, ptr);
    if (Array.isArray(n.anyOf) && self.t === "msg") {
      const members = n.anyOf.map((m, i) => this.objOf(this.deref(m as Json, `${ptr}/anyOf/${i}`).ptr));
      const props = new Map<string, Prop>();
      for (const m of members) for (const [k, p] of m.props) if (!props.has(k)) props.set(k, { ...p, index: props.size });
      o = { key: ptr, props, members, object: true, self, local };
    } else if (isObjectSchema(n)) {
      const props = new Map<string, Prop>();
      const required = new Set(Array.isArray(n.required) ? (n.required as string[]) : []);
      for (const [k, v] of Object.entries(n.properties as Record<string, Json>)) {
        props.set(k, {
          name: k,
          vt: this.toVT(v, `${ptr}/properties/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`),
          oneof: null,
          implicit: false,
          index: props.size,
          required: required.has(k),
        });
      }
      o = { key: ptr, props, members: null, object: true, self, local };
    } else {
      o = { key: ptr, props: new Map(), members: null, object: false, self, local };
    }
    this.cache.set(key, o);
    return o;
  }

  messageKey(name: string): string | null {
    const n = this.node(keyOf(name));
    return n ? this.deref(n, keyOf(name)).ptr : null;
  }

  enumOf(name: string): { key: string; values: string[]; local: string | null; node?: Json } | null {
    const n = this.node(keyOf(name));
    if (!n) return null;
    const vt = this.toVT(n, keyOf(name));
    if (vt.t !== "enum") return null;
    return { key: vt.key, values: vt.values, local: localOf(vt.key), node: vt.node };
  }

  localOf(key: string): string | null {
    return localOf(key);
  }
}

export function jsonUniverse(doc: unknown, label: string): JsonUniverse {
  return new JsonUniverse(doc, label);
}

/** A schema node without its documentation keywords (for structural comparison). */
export function stripDocs(n: Json): Json {
  const out: Json = {};
  for (const k of Object.keys(n).sort()) {
    if (k === "description" || k === "title" || k === "examples" || k === "$comment") continue;
    const v = n[k];
    if (k === "properties" && v !== null && typeof v === "object") {
      const props: Json = {};
      for (const p of Object.keys(v).sort()) props[p] = stripDocs((v as Record<string, Json>)[p]);
      out[k] = props;
    } else if (Array.isArray(v)) out[k] = v.map((x) => (x !== null && typeof x === "object" && !Array.isArray(x) ? stripDocs(x as Json) : x));
    else if (v !== null && typeof v === "object") out[k] = stripDocs(v as Json);
    else out[k] = v;
  }
  return out;
}

export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
