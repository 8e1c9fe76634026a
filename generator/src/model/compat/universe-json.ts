// The JSON side of a pair: the older version's JSON Schema, resolved by definition name or JSON pointer.

import { Problem, type Json, type Obj, type Prop, type Universe, type VT } from "./universe.js";

export const DEF = "#/definitions/";
/** The older key of a pair whose older side has no value at all (rules `older: null`). */
export const NONE = "";
/** The older object of such a pair: nothing to map. */
export const noneObj: Obj = { key: NONE, props: new Map(), members: null, object: true, self: { t: "any" }, local: null };

/** The JSON side, with access to its raw nodes (structural matching, operations' params and results). */
export type JsonUniverse = Universe & { node(ptr: string): Json | undefined; deref(node: Json, ptr: string): { node: Json; ptr: string } };

export function jsonUniverse(doc: unknown, label: string): JsonUniverse {
  const cache = new Map<string, Obj>();
  const node = (ptr: string): Json | undefined => {
    if (!ptr.startsWith("#")) return undefined;
    let cur: unknown = doc;
    for (const raw of ptr.slice(1).split("/").slice(1)) {
      const seg = raw.replace(/~1/g, "/").replace(/~0/g, "~");
      if (cur === null || typeof cur !== "object") return undefined;
      cur = (cur as Record<string, unknown>)[seg];
    }
    return cur !== null && typeof cur === "object" && !Array.isArray(cur) ? (cur as Json) : undefined;
  };
  const deref = (n: Json, ptr: string): { node: Json; ptr: string } => {
    const seen = new Set<string>();
    while (typeof n.$ref === "string") {
      if (seen.has(n.$ref)) throw new Problem(`${label}: circular $ref ${n.$ref}`);
      seen.add(n.$ref);
      ptr = n.$ref;
      const next = node(ptr);
      if (!next) throw new Problem(`${label}: $ref ${ptr} does not resolve`);
      n = next;
    }
    return { node: n, ptr };
  };
  const isObjectSchema = (n: Json) => typeof n.properties === "object" && n.properties !== null;
  const toVT = (raw: Json, rawPtr: string): VT => {
    const { node: n, ptr } = deref(raw, rawPtr);
    const base = { node: n, ptr };
    if (Array.isArray(n.anyOf)) {
      const members = n.anyOf.map((m, i) => deref(m as Json, `${ptr}/anyOf/${i}`).node);
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
      return { t: "list", of: toVT(items, `${ptr}/items`), ...base };
    }
    if (types.length === 1 && types[0] === "object") {
      const ap = n.additionalProperties;
      if (ap !== null && typeof ap === "object" && Object.keys(stripDocs(ap as Json)).length > 0) {
        return { t: "map", of: toVT(ap as Json, `${ptr}/additionalProperties`), ...base };
      }
      return { t: "freeobj", ...base };
    }
    if (types.length === 0) return { t: "any", ...base };
    return { t: "json", types, ...base };
  };
  const objOf = (key: string): Obj => {
    let o = cache.get(key);
    if (o) return o;
    const raw = node(key);
    if (!raw) throw new Problem(`${label} has no ${key}`);
    const { node: n, ptr } = deref(raw, key);
    const local = ptr.startsWith(DEF) && !ptr.slice(DEF.length).includes("/") ? ptr.slice(DEF.length) : null;
    if (ptr !== key) {
      o = objOf(ptr);
      cache.set(key, o);
      return o;
    }
    const self = toVT(n, ptr);
    if (Array.isArray(n.anyOf) && self.t === "msg") {
      const members = n.anyOf.map((m, i) => objOf(deref(m as Json, `${ptr}/anyOf/${i}`).ptr));
      const props = new Map<string, Prop>();
      for (const m of members) for (const [k, p] of m.props) if (!props.has(k)) props.set(k, { ...p, index: props.size });
      o = { key: ptr, props, members, object: true, self, local };
    } else if (isObjectSchema(n)) {
      const props = new Map<string, Prop>();
      const required = new Set(Array.isArray(n.required) ? (n.required as string[]) : []);
      for (const [k, v] of Object.entries(n.properties as Record<string, Json>)) {
        props.set(k, { name: k, vt: toVT(v, `${ptr}/properties/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`), oneof: null, implicit: false, index: props.size, required: required.has(k) });
      }
      o = { key: ptr, props, members: null, object: true, self, local };
    } else {
      o = { key: ptr, props: new Map(), members: null, object: false, self, local };
    }
    cache.set(key, o);
    return o;
  };
  const keyOf = (name: string) => (name.startsWith("#") ? name : DEF + name);
  return {
    kind: "json",
    label,
    node,
    deref,
    objOf,
    messageKey(name) {
      const n = node(keyOf(name));
      return n ? deref(n, keyOf(name)).ptr : null;
    },
    enumOf(name) {
      const n = node(keyOf(name));
      if (!n) return null;
      const vt = toVT(n, keyOf(name));
      if (vt.t !== "enum") return null;
      return { key: vt.key, values: vt.values, local: vt.key.startsWith(DEF) && !vt.key.slice(DEF.length).includes("/") ? vt.key.slice(DEF.length) : null, node: vt.node };
    },
    localOf: (key) => (key.startsWith(DEF) && !key.slice(DEF.length).includes("/") ? key.slice(DEF.length) : null),
  };
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
