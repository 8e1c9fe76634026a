// The version-diff adapters' model: one DialectPlan per dialect of the older version, resolved from
// both versions' descriptors (their ValidatorModels), the older version's JSON Schema and the rules
// file's `compat` mapping. Generic: every fact about a particular protocol is in the rules file.
//
// What is checked here (and nowhere later): every name the mapping uses exists; both sides of every
// pair have convertible types; every operation's params/result/event types are the rpc's (or the
// JSON-RPC request's params / success response's result); and completeness: every field of either
// side of every pair that is reached is mapped (explicitly, automatically by equal JSON names, or
// through paths, templates, variants, hoist, derive, consts) or listed one-sided with a reason.
// Problems are collected and thrown as one GenerationError, one line per problem, each naming the
// rules pointer, the dialect, the pair and the field.

import type {
  DialectPlan,
  RequiredPlan,
  EnumPlan,
  ErrorPlan,
  FieldPlan,
  HoistPlan,
  OperationPlan,
  ResultPlan,
  TemplatePlan,
  TypePlan,
  ValuePlan,
  VariantPlan,
} from "@a2a-bindgen/runtime";
import type { ScalarKind } from "@a2a-bindgen/runtime";
import { jsonSchemaOf, type LoadedRules } from "../rules/load.js";
import type {
  CompatEnumDialectRules,
  CompatFieldRules,
  CompatMessageDialectRules,
  CompatOperationDialectRules,
  CompatRules,
  VersionRules,
} from "../rules/schema.js";
import { GenerationError } from "./errors.js";
import type { CompatModel, VersionModel } from "./types.js";
import type { ValidatorField, ValidatorModel, ValidatorType } from "./validators.js";

type Dialect = "rest" | "jsonrpc";
type Json = Record<string, unknown>;

/** A problem with the mapping: collected, then thrown together. */
class Problem extends Error {}
/** Two entries fit where one is needed. */
class Ambiguous extends Problem {}

// ---------------------------------------------------------------- value types of both sides

/** The type of a value on either side. JSON-side types carry their schema node (for structural matching). */
type VT = (
  | { t: "scalar"; s: ScalarKind }
  | { t: "json"; types: string[]; const?: unknown }
  | { t: "enum"; key: string; values: string[] }
  | { t: "msg"; key: string }
  | { t: "wkt"; name: string }
  | { t: "list"; of: VT }
  | { t: "map"; of: VT }
  | { t: "freeobj" }
  | { t: "any" }
) & { node?: Json; ptr?: string };

interface Prop {
  name: string;
  vt: VT;
  oneof: string | null;
  implicit: boolean;
  index: number;
  /** REQUIRED (google.api.field_behavior, as the validators check it) or listed in a JSON Schema's `required`. */
  required?: boolean;
  /** For a REQUIRED enum field with implicit presence: the zero value's name, which counts as unset. */
  zero?: string;
}

/** A message (proto), or a JSON Schema node: an object, a union (anyOf) of objects, or anything else ("" only). */
interface Obj {
  key: string;
  props: Map<string, Prop>;
  members: Obj[] | null;
  object: boolean;
  self: VT;
  /** The name same-name pairing compares: the message's local name, or the definition name. */
  local: string | null;
}

interface Universe {
  kind: "proto" | "json";
  /** What errors call it ("lf.a2a.v1", "a2a.json"). */
  label: string;
  objOf(key: string): Obj;
  /** Resolves a name from the rules file to a message/object key, or null. */
  messageKey(name: string): string | null;
  /** Resolves a name from the rules file to an enum, or null. */
  enumOf(name: string): { key: string; values: string[]; local: string | null; node?: Json } | null;
  localOf(key: string): string | null;
}

const scalarJson: Partial<Record<ScalarKind, string[]>> = {
  string: ["string"],
  bytes: ["string"],
  bool: ["boolean"],
  double: ["number", "integer"],
  float: ["number", "integer"],
  int32: ["integer", "number"],
  sint32: ["integer", "number"],
  sfixed32: ["integer", "number"],
  uint32: ["integer", "number"],
  fixed32: ["integer", "number"],
  int64: ["integer", "number", "string"],
  sint64: ["integer", "number", "string"],
  sfixed64: ["integer", "number", "string"],
  uint64: ["integer", "number", "string"],
  fixed64: ["integer", "number", "string"],
};
const intKinds = new Set<ScalarKind>(["int32", "sint32", "sfixed32", "uint32", "fixed32", "int64", "sint64", "sfixed64", "uint64", "fixed64"]);
/** Well-known types whose ProtoJSON form is a JSON string. */
const stringWkts = new Set(["google.protobuf.Timestamp", "google.protobuf.Duration", "google.protobuf.FieldMask", "google.protobuf.StringValue", "google.protobuf.BytesValue"]);

function describe(vt: VT): string {
  switch (vt.t) {
    case "scalar":
      return vt.s;
    case "json":
      return vt.const !== undefined ? `JSON ${vt.types.join("|")} const ${JSON.stringify(vt.const)}` : `JSON ${vt.types.join("|") || "value"}`;
    case "enum":
      return `enum ${vt.key}`;
    case "msg":
      return vt.key;
    case "wkt":
      return vt.name;
    case "list":
      return `list of ${describe(vt.of)}`;
    case "map":
      return `map of ${describe(vt.of)}`;
    case "freeobj":
      return "JSON object";
    case "any":
      return "any JSON value";
  }
}

// ---- proto side (both versions' ValidatorModels)

function protoUniverse(pkg: string, vm: ValidatorModel): Universe {
  const messages = new Map(vm.messages.map((m) => [m.name, m]));
  const enums = new Map(vm.enums.map((e) => [e.name, e]));
  const cache = new Map<string, Obj>();
  const elem = (t: ValidatorType): VT => {
    switch (t.kind) {
      case "scalar":
        return { t: "scalar", s: t.scalar };
      case "enum":
        return { t: "enum", key: t.name, values: enums.get(t.name)?.values.map((v) => v.name) ?? [] };
      case "message":
        return { t: "msg", key: t.name };
      case "wkt":
        return { t: "wkt", name: t.name };
    }
  };
  const zeroOf = (name: string): string | undefined => enums.get(name)?.values.find((v) => v.number === 0)?.name;
  const vtOf = (f: ValidatorField): VT => (f.mapKey !== null ? { t: "map", of: elem(f.type) } : f.list ? { t: "list", of: elem(f.type) } : elem(f.type));
  const full = (name: string, has: (n: string) => boolean): string | null => {
    if (has(name)) return name;
    const local = `${pkg}.${name.replace(/_/g, ".")}`;
    if (has(local)) return local;
    const byLocal = `${pkg}.${name}`;
    return has(byLocal) ? byLocal : null;
  };
  return {
    kind: "proto",
    label: `package ${pkg}`,
    objOf(key) {
      let o = cache.get(key);
      if (o) return o;
      const m = messages.get(key);
      if (!m) throw new Problem(`no message ${key} in package ${pkg}`);
      o = {
        key,
        props: new Map(
          m.fields.map((f, index) => [
            f.json,
            {
              name: f.json,
              vt: vtOf(f),
              oneof: f.oneof,
              implicit: f.presence === "implicit",
              index,
              required: f.required,
              zero: f.required && f.type.kind === "enum" && !f.list && f.mapKey === null ? zeroOf(f.type.name) : undefined,
            },
          ]),
        ),
        members: null,
        object: true,
        self: { t: "msg", key },
        local: m.local,
      };
      cache.set(key, o);
      return o;
    },
    messageKey: (name) => full(name, (n) => messages.has(n)),
    enumOf(name) {
      const key = full(name, (n) => enums.has(n));
      if (key === null) return null;
      const e = enums.get(key)!;
      return { key, values: e.values.map((v) => v.name), local: e.local };
    },
    localOf: (key) => messages.get(key)?.local ?? enums.get(key)?.local ?? null,
  };
}

// ---- JSON side (the older version's JSON Schema)

const DEF = "#/definitions/";
/** The older key of a pair whose older side has no value at all (rules `old: null`). */
const NONE = "";
/** The older object of such a pair: nothing to map. */
const noneObj: Obj = { key: NONE, props: new Map(), members: null, object: true, self: { t: "any" }, local: null };

function jsonUniverse(doc: unknown, label: string): Universe & { node(ptr: string): Json | undefined; deref(node: Json, ptr: string): { node: Json; ptr: string } } {
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
function stripDocs(n: Json): Json {
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

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

// ---------------------------------------------------------------- coverage

/** The paths a plan names on one side: a path covers itself and everything below it. */
class Cover {
  readonly paths = new Set<string>();
  add(p: string) {
    this.paths.add(p);
  }
  covers(p: string): boolean {
    if (this.paths.has(p) || this.paths.has("")) return true;
    for (let i = p.lastIndexOf("."); i > 0; i = p.lastIndexOf(".", i - 1)) if (this.paths.has(p.slice(0, i))) return true;
    return false;
  }
  prefixed(p: string): boolean {
    for (const q of this.paths) if (q.startsWith(p + ".")) return true;
    return false;
  }
}

interface When {
  path: string;
  equals?: string;
}

// ---------------------------------------------------------------- the builder

interface EntryInfo {
  index: number;
  id: string;
  v1Key: string | null;
  old: Partial<Record<Dialect, string | null>>;
}

interface EnumEntryInfo {
  index: number;
  id: string;
  v1Key: string | null;
  old: Partial<Record<Dialect, { key: string; values: string[]; node?: Json } | null>>;
}

interface Context {
  file: string;
  compat: CompatRules;
  problems: string[];
  v1: Universe;
  newer: VersionModel;
  older: VersionModel;
  olderRules: VersionRules;
  olderIndex: number;
  json: ReturnType<typeof jsonUniverse> | null;
  entries: EntryInfo[];
  entryById: Map<string, EntryInfo>;
  enumEntries: EnumEntryInfo[];
}

interface FieldCtx {
  v1: Obj;
  old: Obj;
  narrow: When[];
  v1Cover: Cover;
  oldCover: Cover;
}

interface Seq {
  plan: FieldPlan;
  v1Index: number;
  oldIndex: number;
  seq: number;
}

class DialectBuilder {
  readonly types = new Map<string, TypePlan>();
  readonly enums = new Map<string, EnumPlan>();
  readonly old: Universe;
  private readonly problemsBefore: number;
  private seq = 0;
  /** Set while testing convertibility: pairs are looked up, never built. */
  private dry = false;
  /** Type id → its lifted newer fields (converted by the pairs containing it). */
  readonly lifted = new Map<string, string[]>();
  /** Type id → the rules pointer its pair comes from. */
  private readonly typeWhere = new Map<string, string>();

  constructor(
    readonly ctx: Context,
    readonly dialect: Dialect,
  ) {
    this.old = dialect === "rest" ? protoUniverse(ctx.older.package, ctx.older.validators) : ctx.json!;
    this.problemsBefore = ctx.problems.length;
  }

  private at(p: string): string {
    return `${this.ctx.file}: ${p}`;
  }

  problem(where: string, msg: string): void {
    this.ctx.problems.push(`${this.at(where)}: ${msg}`);
  }

  /** Runs `f`, turning a Problem into a collected problem at `where`. */
  guard<T>(where: string, f: () => T): T | null {
    try {
      return f();
    } catch (e) {
      if (e instanceof Problem) {
        this.problem(where, `dialect ${this.dialect}: ${e.message}`);
        return null;
      }
      throw e;
    }
  }

  // ---- paths

  walk(u: Universe, obj: Obj, path: string, narrow: When[], side: string): { vt: VT; prop: Prop | null } {
    if (path === "") {
      // In a variant, the older object itself is the member its conditions select.
      const picked = obj.members && narrow.length > 0 ? obj.members.filter((m) => admits(m, "", narrow)) : [];
      return { vt: picked.length === 1 ? picked[0].self : obj.self, prop: null };
    }
    const segs = path.split(".");
    let cur = obj;
    let prefix = "";
    let prop: Prop | null = null;
    for (const [i, seg] of segs.entries()) {
      const candidates = cur.members ? cur.members.filter((m) => m.props.has(seg) && admits(m, prefix, narrow)) : [cur];
      prop = candidates.length > 0 ? (candidates[0].props.get(seg) ?? null) : null;
      if (!prop) throw new Problem(`${side} path "${path}": ${cur.key} has no field "${seg}"${cur.members ? " (in the members the conditions select)" : ""}`);
      if (i < segs.length - 1) {
        if (prop.vt.t !== "msg") throw new Problem(`${side} path "${path}": "${segs.slice(0, i + 1).join(".")}" is ${describe(prop.vt)}, not a message/object to descend into`);
        cur = u.objOf(prop.vt.key);
        prefix += seg + ".";
      }
    }
    return { vt: prop!.vt, prop };
  }

  // ---- value inference

  infer(a: VT, b: VT, typeId: string | undefined, what: string): ValuePlan {
    const mismatch = (hint = "") =>
      new Problem(`${what}: newer ${describe(a)} and older ${describe(b)} do not convert${hint ? `; ${hint}` : ""}`);
    if (a.t === "list") {
      if (b.t !== "list") throw mismatch("a list on one side only: map it with value \"first\" if the newer side is single");
      return { kind: "list", of: this.infer(a.of, b.of, typeId, what) };
    }
    if (a.t === "map") {
      if (b.t === "map") return { kind: "map", of: this.infer(a.of, b.of, typeId, what) };
      if ((b.t === "freeobj" || b.t === "any") && (a.of.t === "scalar" || a.of.t === "wkt")) return { kind: "copy" };
      throw mismatch();
    }
    if (b.t === "list") throw mismatch(`the older side is a list: map it with value "first"`);
    switch (a.t) {
      case "scalar": {
        if (b.t === "scalar") {
          if (b.s === a.s || (intKinds.has(a.s) && intKinds.has(b.s) && a.s.endsWith("32") === b.s.endsWith("32"))) return { kind: "copy" };
          throw mismatch();
        }
        if (b.t === "json") {
          const ok = scalarJson[a.s] ?? [];
          const types = b.types.filter((t) => t !== "null");
          if (types.length > 0 && types.every((t) => ok.includes(t))) return a.s === "bytes" ? { kind: "copy", format: "bytes" } : { kind: "copy" };
          throw mismatch();
        }
        if (b.t === "enum" && a.s === "string" && this.old.kind === "json") return { kind: "copy", values: [...b.values] };
        throw mismatch();
      }
      case "enum": {
        if (b.t !== "enum") throw mismatch();
        return { kind: "enum", enum: this.enumFor(a, b, typeId, what) };
      }
      case "msg":
        return { kind: "message", type: this.pairFor(a.key, b, typeId, what) };
      case "wkt": {
        if (b.t === "wkt" && b.name === a.name) return { kind: "copy" };
        if (a.name === "google.protobuf.Struct") {
          if (b.t === "freeobj" || b.t === "any" || b.t === "msg" || (b.t === "wkt" && b.name === "google.protobuf.Struct")) return { kind: "copy" };
          throw mismatch();
        }
        if (a.name === "google.protobuf.Value") {
          if (b.t === "any") return { kind: "copy" };
          if (b.t === "freeobj" || b.t === "msg" || b.t === "map" || (b.t === "wkt" && b.name === "google.protobuf.Struct")) return { kind: "object" };
          throw mismatch();
        }
        if (stringWkts.has(a.name) && b.t === "json" && b.types.length > 0 && b.types.every((t) => t === "string" || t === "null")) {
          return a.name === "google.protobuf.Timestamp" ? { kind: "copy", format: "timestamp" } : { kind: "copy" };
        }
        if (a.name === "google.protobuf.Empty" && b.t === "freeobj") return { kind: "copy" };
        throw mismatch();
      }
      default:
        throw mismatch();
    }
  }

  /** The value plan of an explicit field entry (its `value` transform applied). */
  inferEntry(fe: CompatFieldRules, a: VT, b: VT, what: string): ValuePlan {
    const v = fe.value;
    if (v === undefined) return this.infer(a, b, fe.type, what);
    const bad = (why: string) => new Problem(`${what}: value "${v}" ${why} (newer ${describe(a)}, older ${describe(b)})`);
    if (v === "zeroUnset") {
      const int = (x: VT) => (x.t === "scalar" && intKinds.has(x.s)) || (x.t === "json" && x.types.length > 0 && x.types.every((t) => t === "integer" || t === "number"));
      if (!int(a) || !int(b)) throw bad("needs an integer on both sides");
      return { kind: "zeroUnset" };
    }
    if (v === "invert" || v === "invert:olderAbsentTrue") {
      const bool = (x: VT) => (x.t === "scalar" && x.s === "bool") || (x.t === "json" && x.types.length === 1 && x.types[0] === "boolean");
      if (!bool(a) || !bool(b)) throw bad("needs a boolean on both sides");
      return v === "invert" ? { kind: "invert" } : { kind: "invert", olderAbsent: true };
    }
    if (v === "first") {
      if (a.t === "list" || a.t === "map" || b.t !== "list") throw bad("needs a single value on the newer side and a list on the older");
      return { kind: "first", of: this.infer(a, b.of, fe.type, what) };
    }
    if (v === "object") {
      if (a.t !== "wkt" || a.name !== "google.protobuf.Value") throw bad("needs google.protobuf.Value on the newer side");
      if (!(b.t === "freeobj" || b.t === "msg" || b.t === "map" || (b.t === "wkt" && b.name === "google.protobuf.Struct"))) throw bad("needs an object on the older side");
      return { kind: "object" };
    }
    const field = v.slice("wrap:".length);
    const wrap = (x: VT, y: VT): ValuePlan => {
      if (x.t === "list" && y.t === "list") return { kind: "list", of: wrap(x.of, y.of) };
      if (x.t === "map" && y.t === "map") return { kind: "map", of: wrap(x.of, y.of) };
      if (x.t !== "msg") throw bad("needs a message (or a list or map of messages) on the newer side");
      const m = this.ctx.v1.objOf(x.key);
      const only = m.props.get(field);
      if (!only || m.props.size !== 1) throw bad(`needs ${x.key} to have exactly one field, "${field}"`);
      return { kind: "wrap", field, of: this.infer(only.vt, y, fe.type, what) };
    };
    return wrap(a, b);
  }

  // ---- message pairs

  private oldMatches(oldKey: string, b: VT): boolean {
    if (b.t === "msg" && b.key === oldKey) return true;
    if (this.old.kind !== "json" || !b.node) return false;
    const j = this.ctx.json!;
    const n = j.node(oldKey);
    return n !== undefined && sameJson(stripDocs(j.deref(n, oldKey).node), stripDocs(b.node));
  }

  pairFor(v1Key: string, b: VT, typeId: string | undefined, what: string): string {
    if (typeId !== undefined) {
      if (this.dry) return typeId;
      const t = this.typeById(typeId, what);
      if (t.newer !== v1Key) throw new Problem(`${what}: type "${typeId}" pairs ${t.newer}, not ${v1Key}`);
      const e = this.ctx.entryById.get(typeId);
      const oldKey = e?.old[this.dialect] ?? t.older;
      if (!this.oldMatches(oldKey, b)) throw new Problem(`${what}: type "${typeId}" pairs the older ${t.older}, not ${describe(b)}${b.ptr ? ` (${b.ptr})` : ""}`);
      return typeId;
    }
    const hits = this.ctx.entries.filter((e) => e.v1Key === v1Key && typeof e.old[this.dialect] === "string" && this.oldMatches(e.old[this.dialect]!, b));
    if (hits.length > 1) throw new Ambiguous(`${what}: ${hits.map((h) => `$.compat.messages[${h.index}] (${h.id})`).join(" and ")} both pair ${v1Key} with ${describe(b)}: give the field a "type"`);
    if (hits.length === 1) {
      if (!this.dry) this.typeById(hits[0].id, what);
      return hits[0].id;
    }
    const v1Local = this.ctx.v1.localOf(v1Key);
    const oldLocal = b.t === "msg" ? this.old.localOf(b.key) : null;
    if (v1Local !== null && v1Local === oldLocal && b.t === "msg") {
      const clash = this.ctx.entryById.get(v1Local);
      if (clash && (clash.v1Key !== v1Key || clash.old[this.dialect] !== undefined)) {
        throw new Problem(`${what}: the same-named pair ${v1Key} ⇄ ${b.key} would take the id "${v1Local}", which $.compat.messages[${clash.index}] uses for another pair: give the field a "type"`);
      }
      if (!this.dry) this.ensureType(v1Local, v1Key, b.key, null, `$.compat.messages (no entry: the same-named pair ${v1Local}, reached from ${what})`);
      return v1Local;
    }
    throw new Problem(
      `${what}: no $.compat.messages entry pairs the newer ${v1Key} with the older ${describe(b)}${b.ptr && b.ptr !== (b as { key?: string }).key ? ` (${b.ptr})` : ""}: add an entry with v1 "${v1Local ?? v1Key}" and ${this.dialect}.old naming it, or give the field a "type"`,
    );
  }

  /** The type plan of a message id (an entry id, or a message both versions name alike), built on first use. */
  typeById(id: string, what: string): TypePlan {
    const have = this.types.get(id);
    if (have) return have;
    const e = this.ctx.entryById.get(id);
    if (e) {
      if (e.v1Key === null) throw new Problem(`${what}: message id "${id}" ($.compat.messages[${e.index}]) names an unknown newer message`);
      const oldKey = e.old[this.dialect];
      if (oldKey === null) throw new Problem(`${what}: message id "${id}" ($.compat.messages[${e.index}].${this.dialect}.old) names an unknown older message`);
      if (oldKey !== undefined) {
        const part = this.ctx.compat.messages[e.index][this.dialect]!;
        return this.ensureType(id, e.v1Key, oldKey, part, `$.compat.messages[${e.index}].${this.dialect}`);
      }
      const local = this.ctx.v1.localOf(e.v1Key)!;
      const same = this.old.messageKey(local);
      if (same === null) {
        throw new Problem(`${what}: $.compat.messages[${e.index}] (${id}) has no "${this.dialect}" part and the older ${this.old.label} has no ${local}: add a "${this.dialect}" part naming its older form`);
      }
      return this.ensureType(id, e.v1Key, same, null, `$.compat.messages[${e.index}] (no "${this.dialect}" part: the same-named pair)`);
    }
    const v1Key = this.ctx.v1.messageKey(id);
    const oldKey = this.old.messageKey(id);
    if (v1Key !== null && oldKey !== null && this.ctx.v1.localOf(v1Key) === id && this.old.localOf(oldKey) === id) {
      return this.ensureType(id, v1Key, oldKey, null, `$.compat.messages (no entry: the same-named pair ${id}, reached from ${what})`);
    }
    throw new Problem(`${what}: unknown message id "${id}": neither a $.compat.messages id nor a message both versions name alike`);
  }

  private ensureType(id: string, v1Key: string, oldKey: string, part: CompatMessageDialectRules | null, where: string): TypePlan {
    const have = this.types.get(id);
    if (have) return have;
    const plan: TypePlan = { id, newer: v1Key, older: oldKey, consts: [], fields: [], templates: [], variants: null, hoist: null };
    this.types.set(id, plan);
    this.typeWhere.set(id, where);
    this.guard(where, () => this.buildType(plan, part, where));
    return plan;
  }

  // ---- one pair

  private note(where: string, source?: string): string {
    return source ? `${where}: ${source}` : where;
  }

  private buildType(plan: TypePlan, part: CompatMessageDialectRules | null, where: string): void {
    const v1 = this.ctx.v1.objOf(plan.newer);
    const old = plan.older === NONE ? noneObj : this.old.objOf(plan.older);
    const pair = `${plan.newer} ⇄ ${plan.older === NONE ? "(no older form)" : plan.older}`;
    const spec: CompatMessageDialectRules = part ?? { old: plan.older, fields: [], v1Only: {}, oldOnly: {}, lifted: {}, consts: {}, templates: [] };
    const C = new Cover();
    const CO = new Cover();
    const common: Seq[] = [];
    const fail = (w: string, msg: string) => this.problem(w, `dialect ${this.dialect}: ${pair}: ${msg}`);
    const run = (w: string, f: () => void, onFail?: () => void) => {
      try {
        f();
      } catch (e) {
        if (!(e instanceof Problem)) throw e;
        fail(w, e.message);
        onFail?.();
      }
    };
    const seqOf = (fp: FieldPlan): Seq => ({
      plan: fp,
      v1Index: fp.newer === null ? Infinity : (v1.props.get(fp.newer.split(".")[0])?.index ?? -1),
      oldIndex: fp.older === null ? Infinity : (old.props.get(fp.older[0].split(".")[0])?.index ?? -1),
      seq: this.seq++,
    });

    // consts
    for (const [path, value] of Object.entries(spec.consts)) {
      run(`${where}.consts.${path}`, () => {
        const { vt } = this.walk(this.old, old, path, [], "older");
        if (!constAllows(vt, value)) throw new Problem(`older "${path}" (${describe(vt)}) cannot hold the constant "${value}"`);
        CO.add(path);
        plan.consts.push({ path, value });
      });
    }

    // explicit fields
    const fctx: FieldCtx = { v1, old, narrow: [], v1Cover: C, oldCover: CO };
    for (const [j, fe] of spec.fields.entries()) {
      run(`${where}.fields[${j}]`, () => common.push(seqOf(this.fieldPlan(fe, fctx, `${where}.fields[${j}]`))), () => claim(fe, C, CO));
    }

    // templates
    for (const [j, t] of spec.templates.entries()) {
      run(`${where}.templates[${j}]`, () => {
        for (const f of t.v1) {
          if (f.includes(".")) throw new Problem(`template field "${f}" must be a top-level newer field`);
          const { vt } = this.walk(this.ctx.v1, v1, f, [], "newer");
          if (vt.t !== "scalar" || vt.s !== "string") throw new Problem(`template field "${f}" is ${describe(vt)}, not a string`);
        }
        const { vt } = this.walk(this.old, old, t.old, [], "older");
        if (!((vt.t === "scalar" && vt.s === "string") || (vt.t === "json" && vt.types.includes("string")))) throw new Problem(`template target "${t.old}" is ${describe(vt)}, not a string`);
        for (const [k, tpl] of t.templates.entries()) {
          const names = [...tpl.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
          for (const n of names) if (!t.v1.includes(n)) throw new Problem(`templates[${k}] "${tpl}" binds {${n}}, which is not in v1 [${t.v1.join(", ")}]`);
          if (k === 0 && !sameJson([...names].sort(), [...t.v1].sort())) throw new Problem(`templates[0] "${tpl}" (the one written) must bind exactly [${t.v1.join(", ")}]`);
          if (names.length !== new Set(names).size) throw new Problem(`templates[${k}] "${tpl}" binds a field twice`);
        }
        for (const f of t.v1) C.add(f);
        CO.add(t.old);
        const tp: TemplatePlan = { newer: [...t.v1], older: t.old, templates: [...t.templates], note: this.note(`${where}.templates[${j}]`, t.source) };
        plan.templates.push(tp);
      });
    }

    // hoist
    if (spec.hoist) {
      const h = spec.hoist;
      const w = `${where}.hoist`;
      run(w, () => {
        const { vt: listVt } = this.walk(this.ctx.v1, v1, h.v1, [], "newer");
        if (listVt.t !== "list" || listVt.of.t !== "msg") throw new Problem(`hoist.v1 "${h.v1}" is ${describe(listVt)}, not a list of messages`);
        const elemObj = this.ctx.v1.objOf(listVt.of.key);
        const { vt: oldList } = this.walk(this.old, old, h.oldList, [], "older");
        if (oldList.t !== "list") throw new Problem(`hoist.oldList "${h.oldList}" is ${describe(oldList)}, not a list`);
        const t = this.typeById(h.element, `${w}.element`);
        if (t.newer !== listVt.of.key) throw new Problem(`hoist.element "${h.element}" pairs ${t.newer}, not the element ${listVt.of.key}`);
        if (!this.oldMatches(this.ctx.entryById.get(h.element)?.old[this.dialect] ?? t.older, oldList.of)) {
          throw new Problem(`hoist.element "${h.element}" pairs the older ${t.older}, not the element of "${h.oldList}" (${describe(oldList.of)})`);
        }
        const side = (list: { v1: string; old: string; default?: string }[], name: string) =>
          list.map((x, k) => {
            const a = this.walk(this.ctx.v1, elemObj, x.v1, [], `newer element (${name}[${k}])`);
            const b = this.walk(this.old, old, x.old, [], `older (${name}[${k}])`);
            this.infer(a.vt, b.vt, undefined, `hoist.${name}[${k}]`);
            CO.add(x.old);
            return x.default === undefined ? { newer: x.v1, older: x.old } : { newer: x.v1, older: x.old, default: x.default };
          });
        const main = side(h.main, "main");
        const shared = side(h.shared, "shared");
        for (const f of h.identity) this.walk(this.ctx.v1, elemObj, f, [], "newer element (identity)");
        if (h.select && !h.shared.some((x) => x.v1 === h.select!.v1)) throw new Problem(`hoist.select.v1 "${h.select.v1}" is not one of the shared fields`);
        C.add(h.v1);
        CO.add(h.oldList);
        const hp: HoistPlan = { newer: h.v1, olderList: h.oldList, element: h.element, main, shared, identity: [...h.identity], note: this.note(w, h.source) };
        if (h.select) hp.select = { newer: h.select.v1, version: h.select.version, reason: h.select.reason };
        plan.hoist = hp;
      });
    }

    // variants
    let unionOneof: string | null = null;
    const variantState: { plan: VariantPlan; cover: Cover; oldCover: Cover; seqs: Seq[]; selected: Obj[] }[] = [];
    if (spec.variants) {
      const cases = new Set<string>();
      for (const [k, v] of spec.variants.entries()) {
        const w = `${where}.variants[${k}]`;
        run(w, () => {
          const p = v1.props.get(v.v1Case);
          if (!p || p.oneof === null) throw new Problem(`v1Case "${v.v1Case}" is not a oneof member of ${plan.newer}`);
          if (unionOneof !== null && p.oneof !== unionOneof) throw new Problem(`v1Case "${v.v1Case}" is in oneof ${p.oneof}, the other variants in ${unionOneof}`);
          unionOneof = p.oneof;
          if (cases.has(v.v1Case)) throw new Problem(`v1Case "${v.v1Case}" has two variants`);
          cases.add(v.v1Case);
          const cover = new Cover();
          const oldCover = new Cover();
          const seqs: Seq[] = [];
          const selected: Obj[] = [];
          const state = { plan: { newerCase: v.v1Case, when: v.when.map((c) => (c.equals === undefined ? { path: c.path } : { path: c.path, equals: c.equals })), fields: [] }, cover, oldCover, seqs, selected };
          variantState.push(state);
          for (const [i, c] of v.when.entries()) {
            const { vt } = this.walk(this.old, old, c.path, v.when, `older (when[${i}])`);
            if (c.equals !== undefined) {
              if (!constAllows(vt, c.equals)) throw new Problem(`when[${i}]: older "${c.path}" (${describe(vt)}) cannot equal "${c.equals}"`);
              oldCover.add(c.path);
            }
          }
          selected.push(...(old.members ? old.members.filter((m) => admits(m, "", v.when)) : [old]));
          if (selected.length === 0) throw new Problem(`when selects no member of ${plan.older}`);
          const vctx: FieldCtx = { v1, old, narrow: v.when, v1Cover: cover, oldCover };
          for (const [j, fe] of v.fields.entries()) {
            run(`${w}.fields[${j}]`, () => seqs.push(seqOf(this.fieldPlan(fe, vctx, `${w}.fields[${j}]`))), () => claim(fe, cover, oldCover));
          }
          if (!cover.covers(v.v1Case) && !cover.prefixed(v.v1Case)) {
            let auto: { vt: VT } | null = null;
            try {
              auto = this.walk(this.old, old, v.v1Case, v.when, "older");
            } catch {
              auto = null;
            }
            if (auto === null || CO.covers(v.v1Case) || oldCover.covers(v.v1Case)) {
              throw new Problem(`v1Case "${v.v1Case}" is not mapped and the selected older member has no free field of that name: add {"v1": "${v.v1Case}", "old": ...} to fields`);
            }
            const value = this.infer(p.vt, auto.vt, undefined, `newer "${v.v1Case}" ⇄ older "${v.v1Case}"`);
            cover.add(v.v1Case);
            oldCover.add(v.v1Case);
            seqs.push(seqOf(withFlags({ newer: v.v1Case, older: [v.v1Case], value }, p)));
          }
          for (const [f, reason] of Object.entries(v.v1Only)) {
            run(`${w}.v1Only.${f}`, () => {
              if (f === v.v1Case) throw new Problem(`the variant's own v1Case cannot be one-sided`);
              const r = this.walk(this.ctx.v1, v1, f, [], "newer");
              if (cover.covers(f)) throw new Problem(`"${f}" is both mapped and listed in v1Only`);
              cover.add(f);
              seqs.push(seqOf(withFlags({ newer: f, older: null, value: { kind: "copy" }, loss: reason }, f.includes(".") ? null : r.prop)));
            });
          }
          for (const [f, reason] of Object.entries(v.oldOnly)) {
            run(`${w}.oldOnly.${f}`, () => {
              this.walk(this.old, old, f, v.when, "older");
              if (oldCover.covers(f)) throw new Problem(`"${f}" is both mapped and listed in oldOnly`);
              oldCover.add(f);
              seqs.push(seqOf({ newer: null, older: [f], value: { kind: "copy" }, loss: reason }));
            });
          }
        });
      }
    }
    const inVariants = (p: string) => variantState.some((v) => v.cover.covers(p) || v.cover.prefixed(p));
    const inVariantsOld = (p: string) => variantState.some((v) => v.oldCover.covers(p) || v.oldCover.prefixed(p));

    // top-level one-sided fields (checked; emitted after auto-pairing)
    const v1Only: [string, string, Prop | null][] = [];
    for (const [f, reason] of Object.entries(spec.v1Only)) {
      run(`${where}.v1Only.${f}`, () => {
        const r = this.walk(this.ctx.v1, v1, f, [], "newer");
        if (C.covers(f)) throw new Problem(`"${f}" is both mapped and listed in v1Only`);
        if (unionOneof !== null && r.prop?.oneof === unionOneof && variantState.some((v) => v.plan.newerCase === f)) throw new Problem(`"${f}" selects a variant and cannot be one-sided`);
        v1Only.push([f, reason, f.includes(".") ? null : r.prop]);
      });
    }
    const oldOnly: [string, string][] = [];
    for (const [f, reason] of Object.entries(spec.oldOnly)) {
      run(`${where}.oldOnly.${f}`, () => {
        this.walk(this.old, old, f, [], "older");
        if (CO.covers(f)) throw new Problem(`"${f}" is both mapped and listed in oldOnly`);
        oldOnly.push([f, reason]);
      });
    }
    for (const [f, reason] of Object.entries(spec.lifted)) {
      run(`${where}.lifted.${f}`, () => {
        if (f.includes(".")) throw new Problem(`a lifted field must be a top-level newer field`);
        const r = this.walk(this.ctx.v1, v1, f, [], "newer");
        if (C.covers(f) || v1Only.some(([g]) => g === f)) throw new Problem(`"${f}" is lifted but also mapped or listed in v1Only here`);
        C.add(f);
        common.push(seqOf(withFlags({ newer: f, older: null, value: { kind: "copy" }, note: `${where}.lifted.${f}: converted by the pairs containing ${plan.newer}: ${reason}` }, r.prop)));
        this.lifted.set(plan.id, [...(this.lifted.get(plan.id) ?? []), f]);
      });
    }
    const v1OnlySet = new Set(v1Only.map(([f]) => f));
    const oldOnlySet = new Set(oldOnly.map(([f]) => f));

    // automatic pairs: equal JSON names, both sides otherwise unmapped
    for (const p of v1.props.values()) {
      if (unionOneof !== null && p.oneof === unionOneof) continue;
      // A field mapped only below (a path "outer.inner") still pairs as a whole.
      if (C.covers(p.name) || v1OnlySet.has(p.name) || inVariants(p.name)) continue;
      const q = old.props.get(p.name);
      if (!q || CO.covers(p.name) || oldOnlySet.has(p.name) || inVariantsOld(p.name)) continue;
      run(where, () => {
        let value: ValuePlan;
        try {
          value = this.infer(p.vt, q.vt, undefined, `field "${p.name}"`);
        } catch (e) {
          if (!(e instanceof Problem) || e instanceof Ambiguous) throw e;
          throw new Problem(`${e.message}; they share the JSON name "${p.name}" but do not pair: map them in fields[] (with "value" or "type") or list them in v1Only/oldOnly with reasons`);
        }
        C.add(p.name);
        CO.add(p.name);
        common.push(seqOf(withFlags({ newer: p.name, older: [p.name], value }, p)));
      });
    }

    // stale one-sided entries: a same-named, convertible, otherwise unmapped counterpart
    for (const [f] of v1Only) {
      if (f.includes(".") || oldOnlySet.has(f)) continue;
      const p = v1.props.get(f)!;
      const q = old.props.get(f);
      if (!q || CO.covers(f) || CO.prefixed(f) || inVariantsOld(f) || inVariants(f)) continue;
      if (this.convertible(p.vt, q.vt)) fail(`${where}.v1Only.${f}`, `stale: the older side has a same-named field "${f}" that pairs with it automatically: remove "${f}" from v1Only`);
    }
    for (const [f] of oldOnly) {
      if (f.includes(".") || v1OnlySet.has(f)) continue;
      const q = old.props.get(f)!;
      const p = v1.props.get(f);
      if (!p || C.covers(f) || C.prefixed(f) || inVariants(f) || inVariantsOld(f)) continue;
      if (unionOneof !== null && p.oneof === unionOneof) continue;
      if (this.convertible(p.vt, q.vt)) fail(`${where}.oldOnly.${f}`, `stale: the newer side has a same-named field "${f}" that pairs with it automatically: remove "${f}" from oldOnly`);
    }

    // one-sided plans: a top-level v1Only field that some variant maps is one-sided only in the others
    for (const [f, reason, prop] of v1Only) {
      const mapping = variantState.filter((v) => v.cover.covers(f) || v.cover.prefixed(f));
      const fp = withFlags({ newer: f, older: null, value: { kind: "copy" }, loss: reason }, prop);
      if (mapping.length === 0) common.push(seqOf(fp));
      else for (const v of variantState) if (!mapping.includes(v)) v.seqs.push(seqOf({ ...fp }));
      C.add(f);
    }
    for (const [f, reason] of oldOnly) {
      common.push(seqOf({ newer: null, older: [f], value: { kind: "copy" }, loss: reason }));
      CO.add(f);
    }

    // completeness
    const variantsCover = (p: string) => variantState.length > 0 && variantState.every((v) => v.cover.covers(p));
    const v1Ok = (p: string) => {
      if (C.covers(p) || variantsCover(p)) return true;
      const top = v1.props.get(p);
      return top !== undefined && unionOneof !== null && top.oneof === unionOneof && variantState.some((v) => v.plan.newerCase === p);
    };
    const v1Pref = (p: string) => C.prefixed(p) || variantState.some((v) => v.cover.prefixed(p));
    for (const f of missing(this.ctx.v1, v1, "", v1Ok, v1Pref)) {
      const unionMember = unionOneof !== null && v1.props.get(f)?.oneof === unionOneof;
      fail(
        where,
        unionMember
          ? `newer field "${f}" (a member of oneof ${unionOneof}) has no variant: add a variant with v1Case "${f}", or list it in v1Only with a reason`
          : `newer field "${f}" is neither mapped nor listed in v1Only: pair it in fields[]${variantState.length ? " (or in every variant)" : ""} or add "${f}": "<reason>" to v1Only`,
      );
    }
    const oldOk = (p: string) => CO.covers(p) || variantState.some((v) => v.oldCover.covers(p));
    const oldPref = (p: string) => CO.prefixed(p) || variantState.some((v) => v.oldCover.prefixed(p));
    if (!old.object && !oldOk("")) {
      fail(where, `the older side is ${describe(old.self)}, not an object: map it as a whole with "old": ""`);
    }
    for (const f of missing(this.old, old, "", oldOk, oldPref)) {
      fail(where, `older field "${f}" is neither mapped nor listed in oldOnly: pair it in fields[]${variantState.length ? " (or a variant)" : ""} or add "${f}": "<reason>" to oldOnly`);
    }
    if (old.members && variantState.length > 0 && !oldOk("")) {
      for (const m of old.members) {
        if (!variantState.some((v) => v.selected.includes(m))) fail(`${where}.variants`, `the older member ${m.key} is selected by no variant's "when"`);
      }
    }

    plan.fields = order(common);
    if (spec.variants) plan.variants = variantState.map((v) => ({ ...v.plan, fields: order(v.seqs) }));
    // What each side requires, so a conversion that leaves it unset says so (the output would not validate).
    const required = (o: Obj, checksDefaults: boolean): RequiredPlan[] =>
      [...o.props.values()]
        .filter((p) => p.required === true)
        .map((p) => {
          // The newer side checks REQUIRED as the validators do: non-default for implicit presence, non-empty lists and maps.
          const implicit = checksDefaults && (p.implicit || p.vt.t === "list" || p.vt.t === "map");
          return p.zero === undefined ? { field: p.name, implicit } : { field: p.name, implicit, zero: p.zero };
        });
    const rv1 = required(v1, true);
    if (rv1.length > 0) plan.requiredNewer = rv1;
    if (old.members === null && plan.older !== NONE) {
      // An older required field fed by a newer implicit-presence field is written as its default when unset.
      const implicitSource = (field: string): boolean => {
        const f = plan.fields.find((x) => x.older?.some((p) => p === field) && x.newer !== null && !x.newer.includes("."));
        if (f === undefined) return false;
        const p = v1.props.get(f.newer!);
        return p !== undefined && (p.implicit || p.vt.t === "list" || p.vt.t === "map") && p.vt.t !== "msg" && p.vt.t !== "enum";
      };
      const fillOf = (p: Prop): RequiredPlan["fill"] => {
        const vt = p.vt;
        if (vt.t === "list") return [];
        if (vt.t === "map" || vt.t === "freeobj") return {};
        const types = vt.t === "json" ? vt.types.filter((t) => t !== "null") : vt.t === "scalar" ? [vt.s === "bool" ? "boolean" : vt.s === "string" || vt.s === "bytes" ? "string" : "number"] : [];
        if (types.length !== 1 || (vt.t === "json" && vt.const !== undefined)) return undefined;
        return types[0] === "string" ? "" : types[0] === "boolean" ? false : types[0] === "number" || types[0] === "integer" ? 0 : undefined;
      };
      // A JSON Schema requires presence only, so a default is a valid fill; a REQUIRED proto field needs a
      // non-default value (as the validators check it), so there the unset field is reported instead.
      const json = this.old.kind === "json";
      const rold = required(old, !json).map((r) => {
        const fill = json && implicitSource(r.field) ? fillOf(old.props.get(r.field)!) : undefined;
        return fill === undefined ? r : { ...r, fill };
      });
      if (rold.length > 0) plan.requiredOlder = rold;
    }
  }

  private convertible(a: VT, b: VT): boolean {
    this.dry = true;
    try {
      this.infer(a, b, undefined, "");
      return true;
    } catch (e) {
      if (e instanceof Problem) return false;
      throw e;
    } finally {
      this.dry = false;
    }
  }

  /** One explicit field entry → its plan; marks what it covers. */
  fieldPlan(fe: CompatFieldRules, c: FieldCtx, where: string): FieldPlan {
    if (fe.v1 === null && fe.old === null) throw new Problem(`a field entry needs "v1" or "old"`);
    const olds = fe.old === null ? null : Array.isArray(fe.old) ? fe.old : [fe.old];
    const a = fe.v1 === null ? null : this.walk(this.ctx.v1, c.v1, fe.v1, [], "newer");
    const bs = olds === null ? null : olds.map((p) => this.walk(this.old, c.old, p, c.narrow, "older"));
    const what = `newer "${fe.v1}" ⇄ older "${olds?.join(", ")}"`;
    const fp: FieldPlan = { newer: fe.v1, older: olds, value: { kind: "copy" } };
    if (fe.derive) {
      if (fe.v1 !== null || bs === null) throw new Problem(`"derive" is for an older-only field ("v1": null, "old": the computed path)`);
      const from = this.walk(this.ctx.v1, c.v1, fe.derive.from, [], "newer (derive.from)");
      if (from.vt.t !== "enum") throw new Problem(`derive.from "${fe.derive.from}" is ${describe(from.vt)}, not an enum`);
      const values = from.vt.values;
      for (const v of fe.derive.values) if (!values.includes(v)) throw new Problem(`derive.values: "${v}" is not a name of ${from.vt.key}`);
      for (const [i, b] of bs.entries()) {
        if (!((b.vt.t === "scalar" && b.vt.s === "bool") || (b.vt.t === "json" && sameJson(b.vt.types, ["boolean"])))) throw new Problem(`derived older "${olds![i]}" is ${describe(b.vt)}, not a boolean`);
      }
      fp.derive = { from: fe.derive.from, values: [...fe.derive.values] };
      if (fe.reason) fp.loss = fe.reason;
    } else if (a === null || bs === null) {
      if (!fe.reason) throw new Problem(`a one-sided field ("${a === null ? "v1" : "old"}": null) needs a "reason"`);
      fp.loss = fe.reason;
      if (fe.value || fe.type || fe.fallback || fe.materialize) throw new Problem(`a one-sided field takes no "value", "type", "fallback" or "materialize"`);
    } else {
      if (fe.reason) throw new Problem(`"reason" is for one-sided fields (a pair loses nothing by itself); use "source" or "note"`);
      fp.value = this.inferEntry(fe, a.vt, bs[0].vt, what);
      for (const [i, b] of bs.entries()) {
        if (i === 0) continue;
        const other = this.inferEntry(fe, a.vt, b.vt, what);
        if (!sameJson(other, fp.value)) throw new Problem(`older paths "${olds![0]}" and "${olds![i]}" convert differently (${describe(bs[0].vt)} vs ${describe(b.vt)})`);
      }
      if (fe.fallback) {
        const fb = this.walk(this.old, c.old, fe.fallback.old, c.narrow, "older (fallback)");
        const v = this.inferEntry({ ...fe, fallback: undefined }, a.vt, fb.vt, `${what} (fallback "${fe.fallback.old}")`);
        if (!sameJson(v, fp.value)) throw new Problem(`fallback "${fe.fallback.old}" (${describe(fb.vt)}) converts differently from "${olds![0]}"`);
        fp.fallback = { older: fe.fallback.old, reason: fe.fallback.reason };
        c.oldCover.add(fe.fallback.old);
      }
      if (fe.materialize) {
        if (fp.value.kind !== "message") throw new Problem(`"materialize" needs a message value, not ${fp.value.kind}`);
        fp.materialize = true;
      }
    }
    if (fe.v1 !== null) {
      if (c.v1Cover.paths.has(fe.v1)) throw new Problem(`newer "${fe.v1}" is mapped twice`);
      c.v1Cover.add(fe.v1);
    }
    for (const p of olds ?? []) {
      if (c.oldCover.paths.has(p)) throw new Problem(`older "${p}" is mapped twice`);
      c.oldCover.add(p);
    }
    const out = withFlags(fp, fe.v1 !== null && !fe.v1.includes(".") ? a!.prop : null, fe.v1 !== null && a !== null ? a.prop : null);
    out.note = this.note(where, fe.source);
    return out;
  }

  // ---- enums

  enumFor(a: VT & { t: "enum" }, b: VT & { t: "enum" }, typeId: string | undefined, what: string): string {
    const matches = (e: EnumEntryInfo) => {
      const o = e.old[this.dialect];
      if (!o) return false;
      if (o.key === b.key) return true;
      return this.old.kind === "json" && o.node !== undefined && b.node !== undefined && sameJson(stripDocs(o.node), stripDocs(b.node));
    };
    if (typeId !== undefined) {
      if (this.dry) return typeId;
      const e = this.ctx.enumEntries.find((x) => x.id === typeId);
      if (!e || e.v1Key !== a.key || !matches(e)) throw new Problem(`${what}: enum id "${typeId}" does not pair ${a.key} with ${b.key}`);
      this.enumPlan(e.id, a.key, e.old[this.dialect]!, e, what);
      return e.id;
    }
    const hits = this.ctx.enumEntries.filter((e) => e.v1Key === a.key && matches(e));
    if (hits.length > 1) throw new Ambiguous(`${what}: $.compat.enums[${hits[0].index}] and [${hits[1].index}] both pair ${a.key} with ${b.key}: give the field a "type"`);
    if (hits.length === 1) {
      if (!this.dry) this.enumPlan(hits[0].id, a.key, hits[0].old[this.dialect]!, hits[0], what);
      return hits[0].id;
    }
    const v1Local = this.ctx.v1.localOf(a.key);
    if (v1Local !== null && v1Local === this.old.localOf(b.key)) {
      const clash = this.ctx.enumEntries.find((e) => e.id === v1Local && (e.v1Key !== a.key || e.old[this.dialect] !== undefined));
      if (clash) throw new Problem(`${what}: the same-named enum pair ${a.key} ⇄ ${b.key} would take the id "${v1Local}", which $.compat.enums[${clash.index}] uses for another pair`);
      const entry = this.ctx.enumEntries.find((e) => e.id === v1Local);
      if (!this.dry) this.enumPlan(v1Local, a.key, { key: b.key, values: b.values, node: b.node }, entry ?? null, what);
      return v1Local;
    }
    throw new Problem(`${what}: no $.compat.enums entry pairs the newer enum ${a.key} with the older ${b.key}: add one with v1 "${v1Local ?? a.key}" and ${this.dialect}.old "${b.key}"`);
  }

  private enumPlan(id: string, v1Key: string, old: { key: string; values: string[]; node?: Json }, entry: EnumEntryInfo | null, what: string): EnumPlan {
    const have = this.enums.get(id);
    if (have) return have;
    const v1Values = this.ctx.v1.enumOf(v1Key)!.values;
    const rules = entry ? this.ctx.compat.enums[entry.index] : null;
    const part: CompatEnumDialectRules | undefined = rules?.[this.dialect];
    const where = entry ? `$.compat.enums[${entry.index}]${part ? `.${this.dialect}` : ""}` : `$.compat.enums (no entry: the same-named enum ${id}, reached from ${what})`;
    const plan: EnumPlan = { id, newer: v1Key, older: old.key, toOlder: {}, toNewer: {}, newerOnly: {} };
    this.enums.set(id, plan);
    const fail = (w: string, msg: string) => this.problem(w, `dialect ${this.dialect}: enum ${v1Key} ⇄ ${old.key}: ${msg}`);
    const names = part?.names ?? {};
    const v1Only: Record<string, string> = { ...(rules?.v1Only ?? {}), ...(part?.v1Only ?? {}) };
    const toOld = new Map<string, string>();
    for (const [n, o] of Object.entries(names)) {
      if (!v1Values.includes(n)) fail(`${where}.names.${n}`, `"${n}" is not a name of ${v1Key} (${v1Values.join(", ")})`);
      else if (!old.values.includes(o)) fail(`${where}.names.${n}`, `"${o}" is not a value of the older ${old.key} (${old.values.join(", ")})`);
      else toOld.set(n, o);
    }
    const produced = new Set(toOld.values());
    for (const [n] of Object.entries(v1Only)) {
      const w = `${where}.v1Only.${n}`;
      if (!v1Values.includes(n)) fail(w, `"${n}" is not a name of ${v1Key}`);
      else if (toOld.has(n)) fail(w, `"${n}" is both mapped in names and listed in v1Only`);
      else if (old.values.includes(n) && !produced.has(n)) fail(w, `stale: the older enum has the same name "${n}", which pairs automatically: remove it from v1Only`);
    }
    for (const n of v1Values) {
      if (toOld.has(n) || n in v1Only) continue;
      if (old.values.includes(n) && !produced.has(n)) toOld.set(n, n);
      else fail(where, `the newer value ${n} has no older form: map it in ${entry ? `$.compat.enums[${entry.index}].${this.dialect}.names` : "an entry's names"} or list it in v1Only with a reason`);
    }
    const toV1 = new Map<string, string>();
    const explicitToV1 = part?.toV1 ?? {};
    for (const [o, n] of Object.entries(explicitToV1)) {
      if (!old.values.includes(o)) fail(`${where}.toV1.${o}`, `"${o}" is not a value of the older ${old.key}`);
      else if (!v1Values.includes(n)) fail(`${where}.toV1.${o}`, `"${n}" is not a name of ${v1Key}`);
      else toV1.set(o, n);
    }
    for (const n of v1Values) {
      const o = toOld.get(n);
      if (o === undefined || explicitToV1[o] !== undefined) continue;
      if (toV1.has(o)) fail(where, `the older value "${o}" is produced by both ${toV1.get(o)} and ${n}: say which one it reads back as in toV1`);
      else toV1.set(o, n);
    }
    const oldOnly = part?.oldOnly ?? {};
    for (const o of Object.keys(oldOnly)) {
      if (!old.values.includes(o)) fail(`${where}.oldOnly.${o}`, `"${o}" is not a value of the older ${old.key}`);
      else if (toV1.has(o)) fail(`${where}.oldOnly.${o}`, `stale: "${o}" reads back as ${toV1.get(o)}: remove it from oldOnly`);
    }
    for (const o of old.values) {
      if (!toV1.has(o) && !(o in oldOnly)) fail(where, `the older value "${o}" has no newer form: map a newer name to it in names (or toV1), or list it in oldOnly with a reason`);
    }
    for (const n of v1Values) if (toOld.has(n)) plan.toOlder[n] = toOld.get(n)!;
    for (const o of old.values) if (toV1.has(o)) plan.toNewer[o] = toV1.get(o)!;
    for (const n of v1Values) if (n in v1Only) plan.newerOnly[n] = v1Only[n];
    return plan;
  }

  // ---- operations

  operation(identity: string, v1Rpc: string, oldRpc: string | null, entryIndex: number, part: CompatOperationDialectRules | undefined): OperationPlan {
    const plan: OperationPlan = { identity, newerRpc: v1Rpc, olderRpc: oldRpc, params: null, result: null, event: null };
    const where = entryIndex >= 0 ? `$.compat.operations[${entryIndex}].${this.dialect}` : "$.compat.operations";
    if (oldRpc === null) {
      if (part && (part.params !== null || (part.result ?? null) !== null || (part.event ?? null) !== null)) {
        this.problem(where, `dialect ${this.dialect}: operation ${identity} has no older rpc (see $.operations): its params, result and event must be null`);
      }
      return plan;
    }
    if (!part) {
      this.problem(where, `dialect ${this.dialect}: operation ${identity} (${oldRpc} → ${v1Rpc}) has no "${this.dialect}" mapping: add {"id": "${identity}", "${this.dialect}": {"params": ..., "result"|"event": ...}}`);
      return plan;
    }
    const v1Op = this.ctx.newer.operations.find((o) => o.name === v1Rpc)!;
    const oldOp = this.ctx.older.operations.find((o) => o.name === oldRpc)!;
    const streaming = v1Op.streaming === "server_streaming";
    const fail = (w: string, msg: string) => this.problem(w, `dialect ${this.dialect}: operation ${identity}: ${msg}`);
    if ((oldOp.streaming === "server_streaming") !== streaming) fail(where, `${v1Rpc} is ${v1Op.streaming} but the older ${oldRpc} is ${oldOp.streaming}`);
    // The older forms to match: rest: the rpc's messages; jsonrpc: the request definition's params and the success response's result.
    let oldParams: { key: string | null; node: Json | null } = { key: oldOp.requestType, node: null };
    let oldResult: { key: string | null; node: Json | null } = { key: oldOp.responseType, node: null };
    let resultKnown = true;
    if (this.dialect === "jsonrpc") {
      const j = this.ctx.json!;
      const jr = this.ctx.olderRules.jsonRpc;
      const reqDef = jr.methodNames === "jsonSchema" ? jr.requests[oldRpc] : undefined;
      const req = reqDef ? j.node(DEF + reqDef) : undefined;
      if (!reqDef || !req) {
        fail(where, `the older rpc ${oldRpc} has no JSON-RPC request definition ($.versions[${this.ctx.olderIndex}].jsonRpc.requests)`);
        return plan;
      }
      const params = (req.properties as Record<string, Json> | undefined)?.params;
      oldParams = params ? { key: `${DEF}${reqDef}/properties/params`, node: params } : { key: null, node: null };
      const respDef = part.response ?? reqDef.replace(/Request$/, "SuccessResponse");
      const resp = j.node(DEF + respDef);
      const result = (resp?.properties as Record<string, Json> | undefined)?.result;
      if (!resp || !result) {
        fail(`${where}.response`, `the success response definition "${respDef}"${part.response ? "" : " (derived from the request definition's name)"} ${resp ? "has no properties.result" : "does not exist"}: set "response" to the definition answering ${reqDef}`);
        oldResult = { key: null, node: null };
        resultKnown = false;
      } else oldResult = { key: `${DEF}${respDef}/properties/result`, node: result };
    }
    const check = (id: string, v1Type: string, old: { key: string | null; node: Json | null }, w: string, role: string): string | null =>
      this.guard(w, () => {
        const t = this.typeById(id, w);
        if (t.newer !== v1Type) throw new Problem(`operation ${identity}: ${role} "${id}" pairs ${t.newer}, but ${v1Rpc}'s ${role} is ${v1Type}`);
        if (!this.matchesOld(t, old)) {
          throw new Problem(`operation ${identity}: ${role} "${id}" pairs the older ${t.older === NONE ? "(nothing: old null)" : t.older}, but ${oldRpc}'s ${role} is ${old.key ?? "absent (map it with old: null)"}`);
        }
        return id;
      });
    if (part.params === null) {
      const none = this.dialect === "jsonrpc" ? oldParams.key === null : this.old.objOf(oldOp.requestType).props.size === 0;
      if (!none) fail(`${where}.params`, `params is null but the older ${oldRpc} request carries ${oldParams.key ?? oldOp.requestType}: name the message id converting it`);
    } else plan.params = check(part.params, v1Op.requestType, oldParams, `${where}.params`, "params");
    const result = part.result ?? null;
    const event = part.event ?? null;
    if (streaming) {
      if (result !== null) fail(`${where}.result`, `${v1Rpc} streams: name the per-event message in "event" and leave result null`);
      if (event === null) fail(`${where}.event`, `${v1Rpc} streams: "event" must name the message id of each event`);
      else if (resultKnown) plan.event = check(event, v1Op.responseType, oldResult, `${where}.event`, "event");
    } else {
      if (event !== null) fail(`${where}.event`, `${v1Rpc} is unary: event must be null`);
      if (result === null) fail(`${where}.result`, `"result" must name the message id of ${v1Rpc}'s result (or {"empty": ...} for google.protobuf.Empty)`);
      else if (!resultKnown) {
        // reported above
      } else if (typeof result === "string") {
        const id = check(result, v1Op.responseType, oldResult, `${where}.result`, "result");
        if (id !== null) plan.result = { kind: "message", type: id };
      } else {
        const r = this.emptyResult(result.empty, v1Op.responseType, oldOp.responseType, oldResult.node, `${where}.result`, identity);
        if (r) plan.result = r;
      }
    }
    return plan;
  }

  private emptyResult(old: null | Record<string, never>, v1Type: string, oldType: string, oldNode: Json | null, where: string, identity: string): ResultPlan | null {
    const fail = (msg: string) => {
      this.problem(where, `dialect ${this.dialect}: operation ${identity}: ${msg}`);
      return null;
    };
    if (v1Type !== "google.protobuf.Empty") return fail(`{"empty": ...} is for a google.protobuf.Empty result; the newer result is ${v1Type}`);
    if (this.dialect === "rest") {
      if (old === null) return fail(`the ProtoJSON form of google.protobuf.Empty is {}: write {"empty": {}}`);
      if (oldType !== "google.protobuf.Empty") return fail(`the older result is ${oldType}, not google.protobuf.Empty`);
      return { kind: "empty", older: {} };
    }
    const t = oldNode ? this.ctx.json!.deref(oldNode, "").node.type : undefined;
    if (t !== "null") return fail(`the older JSON-RPC result is not {"type": "null"}: it is not empty`);
    if (old !== null) return fail(`the older JSON-RPC result is null: write {"empty": null}`);
    return { kind: "empty", older: null };
  }

  private matchesOld(t: TypePlan, old: { key: string | null; node: Json | null }): boolean {
    if (t.older === NONE || old.key === null) return t.older === NONE && old.key === null;
    if (this.dialect === "rest") return t.older === old.key;
    const j = this.ctx.json!;
    const n = old.node ?? j.node(old.key);
    if (!n) return false;
    const d = j.deref(n, old.key);
    if (t.older === old.key || t.older === d.ptr) return true;
    const tn = j.node(t.older);
    if (tn && sameJson(stripDocs(j.deref(tn, t.older).node), stripDocs(d.node))) return true;
    // One member of an anyOf of params forms (the member that carries every field).
    if (Array.isArray(d.node.anyOf)) return d.node.anyOf.some((m, i) => j.deref(m as Json, `${d.ptr}/anyOf/${i}`).ptr === t.older);
    return false;
  }

  /** Every reference to a type with lifted fields maps each of them through a path or a hoist. */
  checkLifted(roots: { where: string; id: string }[]): void {
    if (this.lifted.size === 0) return;
    for (const r of roots) {
      const fs = this.lifted.get(r.id);
      if (fs) this.problem(r.where, `dialect ${this.dialect}: "${r.id}" lifts ${fs.join(", ")} to the pairs containing it, so it cannot be converted on its own here`);
    }
    for (const t of this.types.values()) {
      const all = [...t.fields, ...(t.variants ?? []).flatMap((v) => v.fields)];
      const mapped = new Set(all.map((f) => f.newer).filter((x): x is string => x !== null));
      for (const f of all) {
        const direct = f.value.kind === "message" ? f.value.type : null;
        const nested = direct === null ? innerTypes(f.value).filter((id) => this.lifted.has(id)) : [];
        if (direct !== null && this.lifted.has(direct) && f.newer !== null) {
          for (const g of this.lifted.get(direct)!) {
            if (!mapped.has(`${f.newer}.${g}`)) {
              this.problem(this.typeWhere.get(t.id)!, `dialect ${this.dialect}: ${t.newer} ⇄ ${t.older}: "${f.newer}" converts by "${direct}", which lifts "${g}": map "${f.newer}.${g}" in ${t.id}'s fields`);
            }
          }
        }
        for (const id of nested) {
          this.problem(this.typeWhere.get(t.id)!, `dialect ${this.dialect}: ${t.newer} ⇄ ${t.older}: "${f.newer ?? f.older?.[0]}" holds "${id}" inside a ${f.value.kind}, where its lifted fields (${this.lifted.get(id)!.join(", ")}) cannot be mapped: only a hoist can`);
        }
      }
      if (t.hoist && this.lifted.has(t.hoist.element)) {
        const held = new Set([...t.hoist.main, ...t.hoist.shared].map((x) => x.newer));
        for (const g of this.lifted.get(t.hoist.element)!) {
          if (!held.has(g)) this.problem(this.typeWhere.get(t.id)!, `dialect ${this.dialect}: ${t.newer}: the hoist's element "${t.hoist.element}" lifts "${g}": list it in main or shared`);
        }
      }
    }
  }

  /** Entries of this dialect never reached (only reported when nothing else failed: a failure can hide the path to them). */
  unreached(): void {
    if (this.ctx.problems.length !== this.problemsBefore) return;
    for (const e of this.ctx.entries) {
      if (this.ctx.compat.messages[e.index][this.dialect] && !this.types.has(e.id)) {
        this.problem(`$.compat.messages[${e.index}].${this.dialect}`, `dialect ${this.dialect}: "${e.id}" is reached from no operation, kind or field: remove it or reference it`);
      }
    }
    for (const e of this.ctx.enumEntries) {
      if (this.ctx.compat.enums[e.index][this.dialect] && !this.enums.has(e.id)) {
        this.problem(`$.compat.enums[${e.index}].${this.dialect}`, `dialect ${this.dialect}: enum "${e.id}" is used by no field: remove it`);
      }
    }
  }
}

/** Message type ids inside a list/map/wrap/first value (not a direct message value). */
function innerTypes(v: ValuePlan): string[] {
  switch (v.kind) {
    case "list":
    case "map":
    case "wrap":
    case "first":
      return v.of.kind === "message" ? [v.of.type] : innerTypes(v.of);
    default:
      return [];
  }
}

function constAllows(vt: VT, value: string): boolean {
  if (vt.t === "json") return vt.const !== undefined ? vt.const === value : vt.types.includes("string");
  if (vt.t === "enum") return vt.values.includes(value);
  return vt.t === "scalar" && vt.s === "string";
}

/** Whether a union member is consistent with the conditions that apply at `prefix`. */
function admits(m: Obj, prefix: string, when: When[]): boolean {
  for (const c of when) {
    if (!c.path.startsWith(prefix)) continue;
    const rel = c.path.slice(prefix.length);
    if (rel === "") continue;
    const [first, ...rest] = rel.split(".");
    const p = m.props.get(first);
    if (!p) return false;
    if (rest.length === 0 && c.equals !== undefined && !constAllows(p.vt, c.equals)) return false;
  }
  return true;
}

/** The fields of `obj` (descending into partly mapped messages) that no path covers. */
function missing(u: Universe, obj: Obj, prefix: string, ok: (p: string) => boolean, prefixed: (p: string) => boolean, depth = 0): string[] {
  const out: string[] = [];
  for (const p of obj.props.values()) {
    const path = prefix + p.name;
    if (ok(path)) continue;
    if (prefixed(path) && p.vt.t === "msg" && depth < 16) out.push(...missing(u, u.objOf(p.vt.key), path + ".", ok, prefixed, depth + 1));
    else out.push(path);
  }
  return out;
}

/** A failed field entry still claims its paths, so the failure is reported once (not again as "unmapped"). */
function claim(fe: CompatFieldRules, v1: Cover, old: Cover): void {
  if (fe.v1 !== null) v1.add(fe.v1);
  for (const p of fe.old === null ? [] : Array.isArray(fe.old) ? fe.old : [fe.old]) old.add(p);
  if (fe.fallback) old.add(fe.fallback.old);
}

function withFlags(fp: FieldPlan, top: Prop | null, last: Prop | null = top): FieldPlan {
  if (top?.oneof) fp.oneof = top.oneof;
  if (last?.implicit) fp.implicit = true;
  return fp;
}

function order(seqs: Seq[]): FieldPlan[] {
  return [...seqs].sort((a, b) => a.v1Index - b.v1Index || a.oldIndex - b.oldIndex || a.seq - b.seq).map((s) => s.plan);
}

function sortRecord<T>(m: Map<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k of [...m.keys()].sort()) out[k] = m.get(k)!;
  return out;
}

// ---------------------------------------------------------------- errors

function buildErrors(ctx: Context, json: ReturnType<typeof jsonUniverse> | null, schemaName: string): ErrorPlan[] {
  const rules = ctx.compat.errors;
  if (!rules) return [];
  const at = (p: string, msg: string) => ctx.problems.push(`${ctx.file}: ${p}: ${msg}`);
  if (!json) {
    at("$.compat.errors", `the older version names no JSON Schema to read its errors from`);
    return [];
  }
  const oldByCode = new Map<number, string>();
  for (const [name, def] of Object.entries(((json.node("#") as Json | undefined)?.definitions ?? {}) as Record<string, Json>)) {
    const code = (def.properties as Record<string, Json> | undefined)?.code?.const;
    if (typeof code !== "number") continue;
    if (oldByCode.has(code)) at("$.compat.errors", `${schemaName} defines code ${code} twice (${oldByCode.get(code)}, ${name})`);
    else oldByCode.set(code, name);
  }
  const out: ErrorPlan[] = [];
  const seen = new Set<number>();
  for (const [i, e] of rules.v1.entries()) {
    const w = `$.compat.errors.v1[${i}]`;
    if (seen.has(e.code)) {
      at(w, `code ${e.code} is listed twice`);
      continue;
    }
    seen.add(e.code);
    const same = oldByCode.get(e.code);
    if (same !== undefined) {
      if (e.nearest) at(`${w}.nearest`, `stale: the older version has code ${e.code} (${same} in ${schemaName}): remove "nearest"`);
      out.push({ code: e.code, name: e.name, olderCode: e.code, olderName: same });
    } else if (!e.nearest) {
      at(w, `code ${e.code} (${e.name}) has no older form in ${schemaName}: add "nearest": {"code": <older code>, "reason": "..."}`);
    } else {
      const near = oldByCode.get(e.nearest.code);
      if (near === undefined) at(`${w}.nearest.code`, `${e.nearest.code} is no error code of ${schemaName}`);
      else if (e.nearest.name !== undefined && e.nearest.name !== near) at(`${w}.nearest.name`, `code ${e.nearest.code} is ${near} in ${schemaName}, not ${e.nearest.name}`);
      else out.push({ code: e.code, name: e.name, olderCode: e.nearest.code, olderName: near, nearest: e.nearest.reason });
    }
  }
  for (const [codeText] of Object.entries(rules.oldOnly)) {
    const code = Number(codeText);
    if (!oldByCode.has(code)) at(`$.compat.errors.oldOnly.${codeText}`, `${codeText} is no error code of ${schemaName}`);
    else if (seen.has(code)) at(`$.compat.errors.oldOnly.${codeText}`, `stale: code ${codeText} is listed in $.compat.errors.v1`);
  }
  // Older codes not listed: unchanged in the newer version (same code and name), like same-named fields.
  for (const [code, name] of [...oldByCode].sort((a, b) => b[0] - a[0])) {
    if (!seen.has(code) && !(String(code) in rules.oldOnly)) out.push({ code, name, olderCode: code, olderName: name });
  }
  return out;
}

// ---------------------------------------------------------------- entry point

/** The problems of the mapping, or the plans (one per dialect, in "rest", "jsonrpc" order). */
export function compatProblems(rules: LoadedRules, versions: readonly VersionModel[], identities: readonly { id: string; operations: Record<string, string> }[]): { model: CompatModel | null; problems: string[] } {
  const compat = rules.compat;
  if (!compat) return { model: null, problems: [] };
  const file = rules.file;
  const problems: string[] = [];
  const at = (p: string, msg: string) => problems.push(`${file}: ${p}: ${msg}`);
  const newer = versions.find((v) => v.protocolVersion === compat.newer);
  const older = versions.find((v) => v.protocolVersion === compat.older);
  if (!newer) at("$.compat.newer", `no version "${compat.newer}" was generated`);
  if (!older) at("$.compat.older", `no version "${compat.older}" was generated`);
  if (!newer || !older) return { model: null, problems };
  const olderIndex = rules.versions.findIndex((v) => v.protocolVersion === compat.older);
  if (olderIndex < 0) {
    at("$.compat.older", `version "${compat.older}" is not in $.versions`);
    return { model: null, problems };
  }
  const olderRules = rules.versions[olderIndex];
  const schema = jsonSchemaOf(rules, olderRules, olderIndex);
  const schemaName = schema ? schema.path.slice(schema.path.lastIndexOf("/") + 1) : "";
  const json = schema ? jsonUniverse(schema.doc, schemaName) : null;
  const dialects: Dialect[] = [];
  if (compat.dialects.rest) {
    if (compat.dialects.rest.package !== older.package) at("$.compat.dialects.rest.package", `"${compat.dialects.rest.package}" is not the older version's package (${older.package})`);
    else dialects.push("rest");
  }
  if (compat.dialects.jsonrpc) {
    if (!json) at("$.compat.dialects.jsonrpc", `version ${compat.older} names no JSON Schema ($.versions[${olderIndex}].jsonRpc.methodNames is not "jsonSchema")`);
    else dialects.push("jsonrpc");
  }
  const v1 = protoUniverse(newer.package, newer.validators);
  const oldUniverses: Record<Dialect, Universe | null> = {
    rest: dialects.includes("rest") ? protoUniverse(older.package, older.validators) : null,
    jsonrpc: json,
  };

  // Resolve every entry's names once.
  const entries: EntryInfo[] = [];
  const entryById = new Map<string, EntryInfo>();
  for (const [i, m] of compat.messages.entries()) {
    const v1Key = v1.messageKey(m.v1);
    if (v1Key === null) at(`$.compat.messages[${i}].v1`, `no message "${m.v1}" in the newer package ${newer.package}`);
    const info: EntryInfo = { index: i, id: m.id, v1Key, old: {} };
    for (const d of ["rest", "jsonrpc"] as const) {
      const part = m[d];
      if (!part) continue;
      const u = oldUniverses[d];
      if (!u) {
        at(`$.compat.messages[${i}].${d}`, `dialect ${d} is not named in $.compat.dialects`);
        continue;
      }
      if (part.old === null) {
        info.old[d] = NONE;
        continue;
      }
      const key = u.messageKey(part.old);
      if (key === null) at(`$.compat.messages[${i}].${d}.old`, `no ${d === "rest" ? `message "${part.old}" in the older package ${older.package}` : `"${part.old}" in ${schemaName}`}`);
      info.old[d] = key;
    }
    if (entryById.has(m.id)) at(`$.compat.messages[${i}].id`, `"${m.id}" is also the id of $.compat.messages[${entryById.get(m.id)!.index}]`);
    else entryById.set(m.id, info);
    entries.push(info);
  }
  const enumEntries: EnumEntryInfo[] = [];
  const enumIds = new Set<string>();
  for (const [i, e] of compat.enums.entries()) {
    const v1Enum = v1.enumOf(e.v1);
    if (v1Enum === null) at(`$.compat.enums[${i}].v1`, `no enum "${e.v1}" in the newer package ${newer.package}`);
    const id = e.id ?? v1Enum?.local ?? e.v1;
    if (enumIds.has(id)) at(`$.compat.enums[${i}]`, `the enum id "${id}" is used twice`);
    enumIds.add(id);
    const info: EnumEntryInfo = { index: i, id, v1Key: v1Enum?.key ?? null, old: {} };
    for (const d of ["rest", "jsonrpc"] as const) {
      const part = e[d];
      if (!part) continue;
      const u = oldUniverses[d];
      if (!u) {
        at(`$.compat.enums[${i}].${d}`, `dialect ${d} is not named in $.compat.dialects`);
        continue;
      }
      const found = u.enumOf(part.old);
      if (found === null) at(`$.compat.enums[${i}].${d}.old`, `no enum "${part.old}" in ${d === "rest" ? `the older package ${older.package}` : schemaName}`);
      info.old[d] = found;
    }
    enumEntries.push(info);
  }

  const ctx: Context = { file, compat, problems, v1, newer, older, olderRules, olderIndex, json, entries, entryById, enumEntries };

  // Operation entries: each names a known identity, once.
  const opIndex = new Map<string, number>();
  for (const [i, o] of compat.operations.entries()) {
    if (!identities.some((x) => x.id === o.id)) at(`$.compat.operations[${i}].id`, `"${o.id}" is no operation identity ($.operations)`);
    else if (opIndex.has(o.id)) at(`$.compat.operations[${i}].id`, `"${o.id}" is listed twice`);
    else opIndex.set(o.id, i);
  }

  const errors = buildErrors(ctx, json, schemaName);
  const plans: DialectPlan[] = [];
  for (const d of dialects) {
    const b = new DialectBuilder(ctx, d);
    const operations: Record<string, OperationPlan> = {};
    for (const ident of identities) {
      const v1Rpc = ident.operations[compat.newer];
      if (v1Rpc === undefined) continue;
      const i = opIndex.get(ident.id) ?? -1;
      operations[ident.id] = b.operation(ident.id, v1Rpc, ident.operations[compat.older] ?? null, i, i >= 0 ? (compat.operations[i][d] ?? undefined) : undefined);
    }
    const kinds: Record<string, string> = {};
    for (const [k, id] of Object.entries(compat.kinds).sort(([a], [c]) => (a < c ? -1 : a > c ? 1 : 0))) {
      if (b.guard(`$.compat.kinds.${k}`, () => b.typeById(id, `$.compat.kinds.${k}`))) kinds[k] = id;
    }
    const roots: { where: string; id: string }[] = [];
    for (const [k, id] of Object.entries(kinds)) roots.push({ where: `$.compat.kinds.${k}`, id });
    for (const op of Object.values(operations)) {
      const i = opIndex.get(op.identity) ?? -1;
      for (const [role, id] of [["params", op.params], ["result", op.result?.kind === "message" ? op.result.type : null], ["event", op.event]] as const) {
        if (id !== null) roots.push({ where: `$.compat.operations[${i}].${d}.${role}`, id });
      }
    }
    b.checkLifted(roots);
    b.unreached();
    plans.push({ dialect: d, newerVersion: compat.newer, olderVersion: compat.older, types: sortRecord(b.types), enums: sortRecord(b.enums), operations, kinds, errors });
  }
  return { model: { newer: compat.newer, older: compat.older, plans, peers: compat.peers.map((p) => ({ ...p, differences: p.differences.map((d) => ({ ...d })) })) }, problems };
}

/** The compat model, or null when the rules file has no `compat` section; every problem of the mapping throws (all of them, one per line). */
export function buildCompatModel(rules: LoadedRules | null, versions: readonly VersionModel[], identities: readonly { id: string; operations: Record<string, string> }[]): CompatModel | null {
  if (!rules?.compat) return null;
  const { model, problems } = compatProblems(rules, versions, identities);
  if (problems.length > 0) {
    throw new GenerationError(problems.length === 1 ? problems[0] : `${problems.length} problems in the compat mapping:\n${problems.join("\n")}`);
  }
  return model;
}
