// Generators of VALID protocol values for the round-trip properties of the version adapters, and the
// comparison those properties use. Everything is driven by descriptors or by the JSON Schema, never
// written per A2A message:
// - protoJsonArb(desc): canonical ProtoJSON of a message (protobuf-es descriptor). REQUIRED fields
//   (google.api.field_behavior, read from the descriptor options as src/model/validators.ts does) are
//   always set with non-default values, oneofs get at most one member, strings are short, timestamps are
//   canonical RFC 3339, Value/Struct are small JSON, bytes base64, enums by name (no *_UNSPECIFIED where
//   REQUIRED). Optional `hints` (derived from a compat plan) add requiredness and resource-name templates
//   for the older ProtoJSON dialect, whose proto lacks the REQUIRED annotations the protocol has.
// - jsonSchemaArb(root, ref): instances of a JSON Schema definition ($ref, type, properties, required,
//   enum, const, anyOf, items, additionalProperties), depth-limited.
// - canonProtoJson / canonJsonSchema: the canonical forms both sides of a round trip are compared in.
// - leafDiffs / judgeRoundTrip: the leaf paths where two canonical values differ, and the verdict of
//   "the differences are exactly what the losses name".

import fc from "fast-check";
import { fromJson, getOption, hasOption, toJson, ScalarType, type DescField, type DescMessage, type JsonValue } from "@bufbuild/protobuf";
import { field_behavior, FieldBehavior } from "../../../generated/es/google/api/field_behavior_pb.js";

// ---------------------------------------------------------------------------------------------
// Small JSON (google.protobuf.Value/Struct contents, JSON Schema `{}`): identifier keys only, so a
// JSON path into it has one spelling ("$.metadata.ab").

export const keyArb = fc.stringMatching(/^[a-z]{1,4}$/);
const jsonLeaf: fc.Arbitrary<JsonValue> = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }).map((d) => (Object.is(d, -0) ? 0 : d)),
  fc.boolean(),
  fc.constant(null),
);
export const smallJson: fc.Arbitrary<JsonValue> = fc.letrec<{ v: JsonValue }>((tie) => ({
  v: fc.oneof({ maxDepth: 2, depthIdentifier: "json" }, jsonLeaf, fc.array(tie("v"), { maxLength: 2 }), fc.dictionary(keyArb, tie("v"), { maxKeys: 2 })),
})).v;
export const smallObject: fc.Arbitrary<{ [k: string]: JsonValue }> = fc.dictionary(keyArb, smallJson, { maxKeys: 2 });

// ---------------------------------------------------------------------------------------------
// ProtoJSON from descriptors.

export function isRequired(f: DescField): boolean {
  return hasOption(f, field_behavior) && getOption(f, field_behavior).includes(FieldBehavior.REQUIRED);
}

/** Every message of a protoc-gen-es module, by full name. */
export function messagesOf(es: Record<string, unknown>): Map<string, DescMessage> {
  const out = new Map<string, DescMessage>();
  const add = (m: DescMessage) => {
    if (out.has(m.typeName)) return;
    out.set(m.typeName, m);
    for (const f of m.fields) if (f.message) add(f.message);
    for (const n of m.nestedMessages) add(n);
  };
  for (const v of Object.values(es)) if (v && typeof v === "object" && (v as { kind?: string }).kind === "message") add(v as DescMessage);
  return out;
}

/** Per older message: extra requirements the descriptor does not state. Paths are JSON names joined with ".". */
export interface MessageHints {
  /** Paths (relative to the message) that must be set with a non-default value. */
  required: string[];
  /** Resource-name fields: path → templates ("tasks/{taskId}"); `{x}` placeholders share one value per message. */
  templates: { path: string; templates: string[] }[];
  /** Paths whose value is the same as a template placeholder's (a plain field mapped to a bound newer field). */
  bound: { path: string; name: string }[];
}
export type Hints = Map<string, MessageHints>;

export interface ProtoArbOptions {
  /** Full field names ("pkg.Msg.field") whose REQUIRED is not checked (the version's requiredNotChecked). */
  requiredNotChecked?: ReadonlySet<string>;
  hints?: Hints;
  maxDepth?: number;
}

const MAX_DEPTH = 5;
const segment = fc.stringMatching(/^[a-z0-9]{1,6}$/);

function str(required: boolean): fc.Arbitrary<string> {
  return fc.string({ minLength: required ? 1 : 0, maxLength: 8 });
}

function scalarArb(t: ScalarType, required: boolean): fc.Arbitrary<unknown> {
  switch (t) {
    case ScalarType.STRING:
      return str(required);
    case ScalarType.BOOL:
      return required ? fc.constant(true) : fc.boolean();
    case ScalarType.BYTES:
      return fc.uint8Array({ minLength: required ? 1 : 0, maxLength: 6 }).map((b) => Buffer.from(b).toString("base64"));
    case ScalarType.INT64:
    case ScalarType.SINT64:
    case ScalarType.SFIXED64:
      return fc
        .bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n })
        .filter((b) => !required || b !== 0n)
        .map(String);
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
      return fc.bigInt({ min: required ? 1n : 0n, max: 2n ** 64n - 1n }).map(String);
    case ScalarType.UINT32:
    case ScalarType.FIXED32:
      return fc.oneof(fc.integer({ min: required ? 1 : 0, max: 10 }), fc.integer({ min: required ? 1 : 0, max: 2 ** 32 - 1 }));
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      return fc.integer({ min: -1000, max: 1000 }).filter((n) => !required || n !== 0);
    default:
      return fc.oneof(fc.integer({ min: -2, max: 10 }), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 })).filter((n) => !required || n !== 0);
  }
}

const timestampArb = fc.date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true }).map((d) => d.toISOString());

function wktArb(typeName: string, required: boolean): fc.Arbitrary<unknown> | null {
  switch (typeName) {
    case "google.protobuf.Timestamp":
      return timestampArb;
    case "google.protobuf.Duration":
      return fc.integer({ min: -1000, max: 1000 }).map((s) => `${s}s`);
    case "google.protobuf.Struct":
      return required ? fc.dictionary(keyArb, smallJson, { minKeys: 1, maxKeys: 2 }) : smallObject;
    case "google.protobuf.Value":
      return smallJson;
    case "google.protobuf.ListValue":
      return fc.array(smallJson, { maxLength: 2 });
    case "google.protobuf.Empty":
      return fc.constant({});
    default:
      return null;
  }
}

type Sub = { required: string[]; templates: MessageHints["templates"]; bound: MessageHints["bound"] };
const emptySub: Sub = { required: [], templates: [], bound: [] };

/** Hints of `message`, merged with the ones its parent passed down (paths relative to `message`). */
function subHints(own: MessageHints | undefined, fromParent: Sub): Sub {
  return {
    required: [...(own?.required ?? []), ...fromParent.required],
    templates: [...(own?.templates ?? []), ...fromParent.templates],
    bound: [...(own?.bound ?? []), ...fromParent.bound],
  };
}
function below(sub: Sub, name: string): Sub {
  const strip = (p: string) => (p.startsWith(name + ".") ? p.slice(name.length + 1) : null);
  return {
    required: sub.required.map(strip).filter((p): p is string => p !== null),
    templates: sub.templates.flatMap((t) => (strip(t.path) ? [{ ...t, path: strip(t.path)! }] : [])),
    bound: sub.bound.flatMap((b) => (strip(b.path) ? [{ ...b, path: strip(b.path)! }] : [])),
  };
}
const mentions = (sub: Sub, name: string) =>
  sub.required.some((p) => p === name || p.startsWith(name + ".")) ||
  sub.templates.some((t) => t.path === name || t.path.startsWith(name + ".")) ||
  sub.bound.some((b) => b.path === name || b.path.startsWith(name + "."));

type Env = Record<string, string>;
type EnvArb = (env: Env) => fc.Arbitrary<unknown>;

function fill(template: string, env: Env): string {
  return template.replace(/\{(\w+)\}/g, (_, n: string) => env[n] ?? "x");
}

/**
 * Canonical-ish ProtoJSON values of `desc` (run them through canonProtoJson for the canonical form).
 * Resource names and the fields bound to the same placeholders share one value per top-level message.
 */
export function protoJsonArb(desc: DescMessage, options: ProtoArbOptions = {}): fc.Arbitrary<Record<string, unknown>> {
  const names = new Set<string>();
  const collect = (m: DescMessage, sub: Sub, depth: number) => {
    const s = subHints(options.hints?.get(m.typeName), sub);
    for (const t of s.templates) for (const tp of t.templates) for (const [, n] of tp.matchAll(/\{(\w+)\}/g)) names.add(n);
    for (const b of s.bound) names.add(b.name);
    if (depth > 3) return;
    for (const f of m.fields) if (f.message && !f.message.typeName.startsWith("google.protobuf.")) collect(f.message, below(s, f.jsonName), depth + 1);
  };
  collect(desc, emptySub, 0);
  const envArb: fc.Arbitrary<Env> = fc.record(Object.fromEntries([...names].map((n) => [n, segment])));
  return envArb.chain((env) => messageArb(desc, 0, emptySub, options)(env)) as fc.Arbitrary<Record<string, unknown>>;
}

function messageArb(desc: DescMessage, depth: number, fromParent: Sub, options: ProtoArbOptions): EnvArb {
  const maxDepth = options.maxDepth ?? MAX_DEPTH;
  const sub = subHints(options.hints?.get(desc.typeName), fromParent);
  const notChecked = options.requiredNotChecked ?? new Set<string>();
  return (env: Env) => {
    const entries: fc.Arbitrary<[string, unknown] | null>[] = [];
    const oneofDone = new Set<string>();
    for (const f of desc.fields) {
      if (f.oneof) {
        if (oneofDone.has(f.oneof.name)) continue;
        oneofDone.add(f.oneof.name);
        const members = f.oneof.fields;
        const forced = members.find((m) => sub.required.includes(m.jsonName));
        const choices = members.map((m) =>
          valueArb(m, sub.required.includes(m.jsonName), depth, below(sub, m.jsonName), options, env).map((v): [string, unknown] => [m.jsonName, v]),
        );
        // At most one member: none (rarely, unless a hint forces one) or one of them.
        entries.push(forced ? fc.oneof(...choices) : fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 6, arbitrary: fc.oneof(...choices) }));
        continue;
      }
      const required =
        (isRequired(f) && !notChecked.has(`${desc.typeName}.${f.name}`)) || sub.required.some((p) => p === f.jsonName || p.startsWith(f.jsonName + "."));
      const tmpl = sub.templates.find((t) => t.path === f.jsonName);
      const bound = sub.bound.find((b) => b.path === f.jsonName);
      let v: fc.Arbitrary<unknown>;
      if (tmpl && f.fieldKind === "scalar") {
        // Mostly a name in the first template's spelling (the one written; the others are read-only
        // alternates, normalised to the first by design, tested row by row in dangerous-rows.test.ts);
        // sometimes any string (the adapter must then say it is lost).
        v = fc.oneof({ weight: 8, arbitrary: fc.constant(fill(tmpl.templates[0], env)) }, { weight: 1, arbitrary: str(required) });
      } else if (bound && f.fieldKind === "scalar") {
        v = fc.constant(env[bound.name]);
      } else {
        const deep = depth >= maxDepth && !required && !mentions(sub, f.jsonName);
        if (deep) continue;
        v = valueArb(f, required, depth, below(sub, f.jsonName), options, env);
      }
      entries.push(
        required || tmpl || bound
          ? v.map((x): [string, unknown] => [f.jsonName, x])
          : fc.option(
              v.map((x): [string, unknown] => [f.jsonName, x]),
              { freq: 3 },
            ),
      );
    }
    return fc.tuple(...entries).map((pairs) => {
      const o: Record<string, unknown> = {};
      for (const p of pairs) if (p !== null) o[p[0]] = p[1];
      return o;
    });
  };
}

function elementArb(f: DescField, required: boolean, depth: number, sub: Sub, options: ProtoArbOptions, env: Env): fc.Arbitrary<unknown> {
  const kind = f.fieldKind === "list" ? f.listKind : f.fieldKind === "map" ? f.mapKind : f.fieldKind;
  if (kind === "scalar") return scalarArb((f as unknown as { scalar: ScalarType }).scalar, required);
  if (kind === "enum") {
    const e = (f as unknown as { enum: { typeName: string; values: { name: string; number: number }[] } }).enum;
    if (e.typeName === "google.protobuf.NullValue") return fc.constant(null);
    const names = e.values.filter((v) => !required || v.number !== 0).map((v) => v.name);
    return fc.constantFrom(...names);
  }
  const m = (f as unknown as { message: DescMessage }).message;
  return wktArb(m.typeName, required) ?? messageArb(m, depth + 1, sub, options)(env);
}

function valueArb(f: DescField, required: boolean, depth: number, sub: Sub, options: ProtoArbOptions, env: Env): fc.Arbitrary<unknown> {
  const maxDepth = options.maxDepth ?? MAX_DEPTH;
  if (f.fieldKind === "list") {
    const deep = depth >= maxDepth;
    return fc.array(elementArb(f, true, depth, sub, options, env), { minLength: required ? 1 : 0, maxLength: deep ? (required ? 1 : 0) : 2 });
  }
  if (f.fieldKind === "map") {
    return fc.dictionary(keyArb, elementArb(f, true, depth, sub, options, env), { minKeys: required ? 1 : 0, maxKeys: 2 });
  }
  return elementArb(f, required, depth, sub, options, env);
}

/** fromJson then toJson: defaults dropped, every value in its canonical spelling; plain JSON (no -0, no undefined). */
export function canonProtoJson(desc: DescMessage, v: unknown): Record<string, unknown> {
  const out = toJson(desc, fromJson(desc, v as JsonValue));
  return JSON.parse(JSON.stringify(out)) as Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------
// JSON Schema (draft-07 subset used by a2a.json).

export type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  items?: Schema;
  additionalProperties?: Schema | boolean;
  default?: unknown;
};

export function resolvePointer(root: unknown, ref: string): Schema {
  if (!ref.startsWith("#")) throw new Error(`only local $ref supported: ${ref}`);
  let cur: unknown = root;
  for (const raw of ref
    .slice(1)
    .split("/")
    .filter((s) => s !== "")) {
    const seg = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    cur = (cur as Record<string, unknown>)?.[seg];
    if (cur === undefined) throw new Error(`unresolvable $ref ${ref}`);
  }
  return cur as Schema;
}

export interface JsonSchemaArbOptions {
  maxDepth?: number;
}

/** Instances of the schema at `ref` in `root`. */
export function jsonSchemaArb(root: unknown, ref: string, options: JsonSchemaArbOptions = {}): fc.Arbitrary<unknown> {
  const maxDepth = options.maxDepth ?? 6;
  const cache = new Map<string, fc.Arbitrary<unknown>>();
  const go = (s: Schema, depth: number, at: string): fc.Arbitrary<unknown> => {
    const key = `${at}@${depth}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const made = build(s, depth, at);
    cache.set(key, made);
    return made;
  };
  const build = (s: Schema, depth: number, at: string): fc.Arbitrary<unknown> => {
    if (s.$ref) return go(resolvePointer(root, s.$ref), depth, s.$ref);
    if ("const" in s) return fc.constant(s.const);
    if (s.enum) return fc.constantFrom(...s.enum);
    if (s.anyOf) return fc.oneof(...s.anyOf.map((b, i) => go(b, depth, `${at}/anyOf/${i}`)));
    const types = s.type === undefined ? null : Array.isArray(s.type) ? s.type : [s.type];
    if (types === null) return smallJson; // {}: any JSON
    return fc.oneof(...types.map((t) => typed(s, t, depth, at)));
  };
  const typed = (s: Schema, t: string, depth: number, at: string): fc.Arbitrary<unknown> => {
    switch (t) {
      case "string":
        return fc.string({ maxLength: 8 });
      case "integer":
        return fc.oneof(fc.integer({ min: -2, max: 10 }), fc.integer());
      case "number":
        return fc.oneof(
          fc.integer({ min: -10, max: 10 }),
          fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }).map((d) => (Object.is(d, -0) ? 0 : d)),
        );
      case "boolean":
        return fc.boolean();
      case "null":
        return fc.constant(null);
      case "array": {
        const deep = depth >= maxDepth;
        return fc.array(s.items ? go(s.items, depth + 1, `${at}/items`) : smallJson, { maxLength: deep ? 0 : 2 });
      }
      case "object": {
        const props = s.properties ?? {};
        const required = new Set(s.required ?? []);
        const entries = Object.entries(props).flatMap(([name, ps]): fc.Arbitrary<[string, unknown] | null>[] => {
          const pair = go(ps, depth + 1, `${at}/properties/${name}`).map((v): [string, unknown] => [name, v]);
          if (required.has(name)) return [pair];
          if (depth >= maxDepth) return [];
          return [fc.option(pair, { freq: 3 })];
        });
        const fixed = fc.tuple(...entries).map((pairs) => {
          const o: Record<string, unknown> = {};
          for (const p of pairs) if (p !== null) o[p[0]] = p[1];
          return o;
        });
        // A map (additionalProperties schema, no properties): a few identifier keys.
        const ap = s.additionalProperties;
        if (Object.keys(props).length === 0 && ap !== undefined && ap !== false) {
          const valueSchema: Schema = ap === true ? {} : ap;
          if (depth >= maxDepth) return fc.constant({});
          return fc.dictionary(keyArb, go(valueSchema, depth + 1, `${at}/additionalProperties`), { maxKeys: 2 });
        }
        return fixed;
      }
      default:
        throw new Error(`unsupported JSON Schema type ${t} at ${at}`);
    }
  };
  return go({ $ref: ref }, 0, "");
}

/**
 * Canonical form of a JSON Schema instance: undefined dropped (a JSON round trip), and every absent
 * property that declares a `default` filled with it (the schema says absent means that value; found
 * through $ref, properties, items and additionalProperties; inside anyOf only when exactly one branch's
 * `const` properties match the instance).
 */
export function canonJsonSchema(root: unknown, ref: string, v: unknown): unknown {
  const plain = v === undefined ? undefined : JSON.parse(JSON.stringify(v));
  const walk = (s: Schema, x: unknown): unknown => {
    if (s.$ref) return walk(resolvePointer(root, s.$ref), x);
    if (s.anyOf) {
      const fits = s.anyOf.filter((b) => constsMatch(b, x));
      return fits.length === 1 ? walk(fits[0], x) : x;
    }
    if (Array.isArray(x)) return s.items ? x.map((e) => walk(s.items!, e)) : x;
    if (x && typeof x === "object") {
      const o = x as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [k, val] of Object.entries(o)) {
        const ps = s.properties?.[k] ?? (typeof s.additionalProperties === "object" ? s.additionalProperties : undefined);
        out[k] = ps ? walk(ps, val) : val;
      }
      for (const [k, ps] of Object.entries(s.properties ?? {})) if (!(k in out) && ps.default !== undefined) out[k] = ps.default;
      return out;
    }
    return x;
  };
  const constsMatch = (b: Schema, x: unknown): boolean => {
    const d = b.$ref ? resolvePointer(root, b.$ref) : b;
    if (!x || typeof x !== "object" || Array.isArray(x))
      return (
        d.type === undefined ||
        [d.type]
          .flat()
          .some((t) => t === typeof x || (t === "integer" && Number.isInteger(x)) || (t === "null" && x === null) || (t === "array" && Array.isArray(x)))
      );
    const consts = Object.entries(d.properties ?? {}).filter(([, p]) => "const" in p);
    const req = d.required ?? [];
    return consts.every(([k, p]) => (x as Record<string, unknown>)[k] === p.const) && req.every((k) => k in (x as object));
  };
  return plain === undefined ? undefined : walk({ $ref: ref }, plain);
}

// ---------------------------------------------------------------------------------------------
// Comparison.

export interface Loss {
  path: string;
  reason: string;
}

const IDENT = /^[A-Za-z_$][\w$]*$/;
export const childPath = (p: string, k: string) => (IDENT.test(k) ? `${p}.${k}` : `${p}[${JSON.stringify(k)}]`);
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** `p` equals `ancestor` or lies below it. */
export function isUnder(p: string, ancestor: string): boolean {
  return p === ancestor || p.startsWith(ancestor + ".") || p.startsWith(ancestor + "[");
}

/** The leaf paths of a value (empty objects and arrays are leaves). */
export function leaves(v: unknown, path: string): string[] {
  if (isObj(v) && Object.keys(v).length > 0) return Object.entries(v).flatMap(([k, x]) => leaves(x, childPath(path, k)));
  if (Array.isArray(v) && v.length > 0) return v.flatMap((x, i) => leaves(x, `${path}[${i}]`));
  return [path];
}

/** The value at a JSON path ("$.a[0].b"), or undefined. */
export function at(v: unknown, path: string): unknown {
  const segs = [...path.slice(1).matchAll(/\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g)];
  let cur = v;
  for (const m of segs) {
    const k = m[1] ?? (m[2] !== undefined ? Number(m[2]) : JSON.parse(m[3]));
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Record<string | number, unknown>)[k];
  }
  return cur;
}

/**
 * Leaf paths (in the coordinates of `a`, the input) where `a` and `b` differ. In an array, elements
 * named by a loss path ("$.parts[1]") are taken as removed when the lengths say so (the rest align
 * after them); their leaves count as differences at their own paths.
 */
/**
 * `shifts` (optional) records, for array elements compared at another index after a dropped element, the
 * input path of the element → its path in `b`, so callers can look at the value that was compared.
 */
export function leafDiffs(a: unknown, b: unknown, path: string, lossPaths: ReadonlySet<string>, bpath: string = path, shifts?: Map<string, string>): string[] {
  if (sameDeep(a, b)) return [];
  if (isObj(a) && isObj(b)) {
    const out: string[] = [];
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const p = childPath(path, k);
      if (!(k in b)) out.push(...leaves(a[k], p));
      else if (!(k in a)) out.push(...leaves(b[k], p));
      else out.push(...leafDiffs(a[k], b[k], p, lossPaths, childPath(bpath, k), shifts));
    }
    return out;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const dropped = new Set(a.map((_, i) => i).filter((i) => lossPaths.has(`${path}[${i}]`)));
    const skip = a.length - dropped.size === b.length && dropped.size > 0;
    const out: string[] = [];
    let j = 0;
    for (let i = 0; i < a.length; i++) {
      const p = `${path}[${i}]`;
      if (skip && dropped.has(i)) {
        out.push(...leaves(a[i], p));
        continue;
      }
      if (j < b.length) {
        if (i !== j) shifts?.set(p, `${bpath}[${j}]`);
        out.push(...leafDiffs(a[i], b[j], p, lossPaths, `${bpath}[${j}]`, shifts));
      } else out.push(...leaves(a[i], p));
      j++;
    }
    for (; j < b.length; j++) out.push(...leaves(b[j], `${path}[${j}]`));
    return out;
  }
  return [...new Set([...leaves(a, path), ...leaves(b, path)])];
}

function sameDeep(a: unknown, b: unknown): boolean {
  if (isObj(a) && isObj(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => k in b && sameDeep(a[k], b[k]));
  }
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameDeep(x, b[i]));
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface Verdict {
  diffs: string[];
  /** Differing paths no loss covers: values silently changed or dropped. */
  unexplained: { path: string; expected: unknown; got: unknown }[];
  /** Losses with no difference under them: false alarms. */
  falseAlarms: Loss[];
}

/**
 * The round-trip judgement: `input` and `back` canonical; `losses` those of the first leg (paths in
 * `input`). Every differing leaf path must lie under (or equal) a loss path, and every loss path must
 * have a differing leaf under it. `ignore(path, expected, got)` may excuse a difference the caller
 * documents (a declared default written explicitly).
 */
/** A loss that reports a required output field left unset (RequiredPlan), not a dropped value. */
export function isUnsetLoss(l: Loss): boolean {
  return / form requires \S+, which this value leaves unset$/.test(l.reason);
}

/** The output field names that unset-losses name (the last word before ", which"). */
export function unsetFields(losses: readonly Loss[]): Set<string> {
  const out = new Set<string>();
  for (const l of losses) {
    const m = / form requires (\S+), which this value leaves unset$/.exec(l.reason);
    if (m) out.add(m[1]);
  }
  return out;
}

export function judgeRoundTrip(
  input: unknown,
  back: unknown,
  losses: readonly Loss[],
  ignore?: (path: string, expected: unknown, got: unknown, input: unknown, back: unknown, backPath: string) => boolean,
): Verdict {
  const lossPaths = new Set(losses.map((l) => l.path));
  const shifts = new Map<string, string>();
  const raw = leafDiffs(input, back, "$", lossPaths, "$", shifts);
  // The path in `back` of an input path: its longest shifted prefix replaced.
  const backPath = (p: string): string => {
    let best = "";
    for (const k of shifts.keys()) if (k.length > best.length && isUnder(p, k)) best = k;
    return best === "" ? p : shifts.get(best)! + p.slice(best.length);
  };
  const diffs = raw.filter((p) => !(ignore?.(p, at(input, p), at(back, backPath(p)), input, back, backPath(p)) ?? false));
  const unexplained = diffs.filter((d) => !losses.some((l) => isUnder(d, l.path))).map((path) => ({ path, expected: at(input, path), got: at(back, path) }));
  // A required-but-unset report drops nothing: it warns that the output would not validate, so it explains
  // a difference when there is one and is no false alarm when there is none.
  // Judged on every difference, declared-equivalent ones included: dropping an object that held only
  // defaults (a second OAuth flow with empty fields) still drops the object.
  const falseAlarms = losses.filter((l) => !isUnsetLoss(l) && !raw.some((d) => isUnder(d, l.path)));
  return { diffs, unexplained, falseAlarms };
}
