// Messages in ProtoJSON: one schema per message, built once at import from FieldSpecs. The rules
// are fromJson's (compileMessage and the field readers in from-json.js); the output is the set
// fields only, under their JSON names, each in canonical ProtoJSON.

import {
  INVALID,
  fail,
  inheritsEnumerable,
  isObject,
  isPlain,
  resolveNode,
  withKey,
  setOwn,
  tooDeep,
  type Ctx,
  type ForeignSchema,
  type Invalid,
  type Node,
} from "./core.js";
import { isWellFormed, readInt32, readInt64, scalarNodes } from "./scalars.js";

export interface ParseOptions {
  /** "enforce": a REQUIRED (google.api.field_behavior) field that is missing is an issue. */
  required: "enforce" | "skip";
  /**
   * "ignore": unknown keys are dropped, like fromJson with ignoreUnknownFields: true.
   * "report": each unknown key is an issue, like fromJson's default (which throws on them).
   */
  unknownFields: "ignore" | "report";
}

export const DEFAULT_OPTIONS: ParseOptions = { required: "enforce", unknownFields: "ignore" };

export type MapKeyKind = "string" | "int32" | "int64" | "uint32" | "uint64" | "sint32" | "sint64" | "fixed32" | "fixed64" | "sfixed32" | "sfixed64" | "bool";

export interface FieldSpec {
  /** lowerCamel JSON name (or json_name). */
  json: string;
  /** Original proto field name; both spellings are accepted on input, giving both at once is an error. */
  proto: string;
  /** Element type (lazy so messages can refer to each other / recurse). */
  type: () => ForeignSchema;
  /** repeated */
  list?: boolean | undefined;
  /** map<key, type()>; JSON object keys are checked per key kind. */
  map?: { key: MapKeyKind } | undefined;
  /**
   * Oneof name: at most one member may be set. A null scalar member counts as unset. A null
   * message or enum member still claims the oneof, because fromJson does so (it checks the oneof
   * before it resets the field): {"get": "/x", "custom": null} is rejected by fromJson, so by us.
   */
  oneof?: string | undefined;
  presence: "explicit" | "implicit";
  /** google.api.field_behavior REQUIRED */
  required?: boolean | undefined;
  /** JSON null is a value, not "unset" (google.protobuf.Value; NullValue and Value types imply it). */
  nullIsValue?: boolean | undefined;
}

/**
 * A field as generated code gives it: the element type as the engine's node, not a zod schema, so the
 * validators run (and bundle) without zod.
 */
export type NodeFieldSpec = Omit<FieldSpec, "type" | "proto" | "presence"> & {
  /** Element node (lazy so messages can refer to each other / recurse). */
  node: () => Node;
  /** Original proto field name; left out when it is the JSON name (printed code is smaller without it). */
  proto?: string | undefined;
  /** Left out for implicit presence, as above. */
  presence?: "explicit" | undefined;
};

// ---- map keys -------------------------------------------------------------------------------

interface MapKeyRule {
  expected: string;
  /** The key fromJson stores (and we output), or INVALID. */
  canon(key: string): string | Invalid;
  /** What fromJson compares to find duplicate keys ("1" and "01" are one int32 key); undefined: keys cannot collide. */
  dup?(key: string): unknown;
}

/** fromJson's int64 map-key normalisation: strips leading zeros so "01" and "1" are one key. */
function canonInt64Key(key: string): string {
  return /^-?0+$/.test(key) ? "0" : key.replace(/^(-?)0+(?=\d)/, "$1");
}

function int32Key(kind: string, unsigned: boolean): MapKeyRule {
  return {
    expected: `${kind} map key`,
    canon(key) {
      const v = readInt32(key, unsigned);
      return v === INVALID ? INVALID : String(v); // the property name fromJson's record gets
    },
    dup(key) {
      const n = key === "" || key.trim().length !== key.length ? NaN : Number(key);
      return Number.isNaN(n) ? key : n;
    },
  };
}

function int64Key(kind: string, unsigned: boolean): MapKeyRule {
  return {
    expected: `${kind} map key`,
    // fromJson keeps the key as normalised (so " 5" or "0x10" stay as they are, while BigInt
    // accepts them); emitting the decimal instead would make fromJson(output) a different map.
    canon(key) {
      const c = canonInt64Key(key);
      return readInt64(c, unsigned) === INVALID ? INVALID : c;
    },
    dup: canonInt64Key,
  };
}

const mapKeyRules: Record<MapKeyKind, MapKeyRule> = {
  string: { expected: "string map key", canon: (k) => (isWellFormed(k) ? k : INVALID) },
  bool: { expected: `bool map key ("true" or "false")`, canon: (k) => (k === "true" || k === "false" ? k : INVALID) },
  int32: int32Key("int32", false),
  sint32: int32Key("sint32", false),
  sfixed32: int32Key("sfixed32", false),
  uint32: int32Key("uint32", true),
  fixed32: int32Key("fixed32", true),
  int64: int64Key("int64", false),
  sint64: int64Key("sint64", false),
  sfixed64: int64Key("sfixed64", false),
  uint64: int64Key("uint64", true),
  fixed64: int64Key("fixed64", true),
};

// ---- message node ---------------------------------------------------------------------------

interface Field {
  spec: FieldSpec | NodeFieldSpec;
  json: string;
  list: boolean;
  /** Index into the per-parse oneof slots, or -1. */
  oneof: number;
  mapKey: MapKeyRule | undefined;
  /** Resolved on first use (type() may name a message built later). */
  node: Node | undefined;
  nullIsValue: boolean;
  /** A singular or repeated string (not a map): checked in the loop, without a call (most fields are strings). */
  string: boolean;
  /** REQUIRED, and the options enforce it. */
  required: boolean;
}

/** A JSON key of the message: the field, and the field's other spelling if it has one. */
interface Key {
  field: Field;
  /** The JSON name when this key is the proto name and they differ (to detect both at once). */
  jsonTwin: string | undefined;
}

const isEnumerable = Object.prototype.propertyIsEnumerable;
const hasOwn = Object.prototype.hasOwnProperty;

function resolve(f: Field): Node {
  const node = "node" in f.spec ? f.spec.node() : resolveNode(f.spec.type());
  f.nullIsValue = f.spec.nullIsValue === true || node.nullIsValue;
  f.string = node === scalarNodes.string && f.mapKey === undefined;
  f.node = node;
  return node;
}

/** The engine's node of a message (what `message` wraps in zod): zod-free when every field gives its node. */
export function messageNode(fullName: string, specs: readonly (FieldSpec | NodeFieldSpec)[], options: ParseOptions = DEFAULT_OPTIONS): Node {
  const expected = `${fullName} object`;
  // A prototype-less object, not a Map: measurably faster for this lookup in V8, and safe for
  // any key ("__proto__", "toString") since nothing is inherited.
  const keys: Record<string, Key | undefined> = Object.create(null);
  const enforce = options.required === "enforce";
  const oneofNames: string[] = [];
  const fields: Field[] = [];
  for (const spec of specs) {
    let oneof = -1;
    if (spec.oneof !== undefined) {
      oneof = oneofNames.indexOf(spec.oneof);
      if (oneof < 0) oneof = oneofNames.push(spec.oneof) - 1;
    }
    const field: Field = {
      spec,
      json: spec.json,
      list: spec.list === true,
      oneof,
      mapKey: spec.map ? mapKeyRules[spec.map.key] : undefined,
      node: undefined,
      nullIsValue: false,
      string: false,
      required: enforce && spec.required === true,
    };
    fields.push(field);
    // Same lookup as fromJson: by proto name and by JSON name.
    const proto = spec.proto ?? spec.json;
    keys[proto] = { field, jsonTwin: proto !== spec.json ? spec.json : undefined };
    keys[spec.json] = { field, jsonTwin: undefined };
  }
  const required = fields.filter((f) => f.required);
  const reportUnknown = options.unknownFields === "report";
  const nOneofs = oneofNames.length;

  function readList(f: Field, node: Node, v: unknown, ctx: Ctx): unknown {
    if (!Array.isArray(v)) return fail(ctx, `array of ${node.expected}`, v, "expected a JSON array (repeated field)");
    // The input array itself while every item comes out unchanged; a copy from the first change on.
    let out: unknown[] | undefined;
    let ok = true;
    for (let i = 0; i < v.length && !ctx.stop; i++) {
      const item: unknown = v[i];
      if (f.string && typeof item === "string" && isWellFormed(item)) {
        if (out !== undefined) out.push(item);
        continue;
      }
      if (item === null && !f.nullIsValue) {
        fail(ctx, node.expected, item, "list item must not be null", i);
        ok = false;
        continue;
      }
      const before = ctx.issues.length;
      const r = node.run(item, ctx);
      if (ctx.issues.length !== before) withKey(ctx, before, i);
      if (r === INVALID) ok = false;
      else if (out !== undefined) out.push(r);
      else if (r !== item) (out = v.slice(0, i)).push(r);
    }
    return ok ? (out ?? v) : INVALID;
  }

  function readMap(f: Field, node: Node, rule: MapKeyRule, v: unknown, ctx: Ctx): unknown {
    if (!isObject(v)) return fail(ctx, `object of ${node.expected}`, v, "expected a JSON object (map field)");
    // As for lists: the input object itself while keys and values come out unchanged.
    const plain = isPlain(v);
    const ownOnly = !plain || inheritsEnumerable();
    let out: Record<string, unknown> | undefined = plain ? undefined : {};
    const seen = rule.dup ? new Set<unknown>() : undefined;
    let ok = true;
    for (const k in v) {
      if (ctx.stop) break;
      if (ownOnly && !isEnumerable.call(v, k)) continue;
      if (v[k] === undefined) {
        // As for a message's members: an undefined entry is absent (JSON.stringify drops it).
        out ??= copyFields(v, k);
        continue;
      }
      if (seen !== undefined) {
        const d = rule.dup!(k);
        if (seen.has(d)) {
          fail(ctx, rule.expected, k, `duplicate map key "${k}"`, k);
          ok = false;
          continue;
        }
        seen.add(d);
      }
      const outKey = rule.canon(k);
      if (outKey === INVALID) {
        fail(ctx, rule.expected, k, `invalid map key "${k}"`, k);
        ok = false;
        continue;
      }
      const item = v[k];
      if (item === null && !f.nullIsValue) {
        fail(ctx, node.expected, item, "map value must not be null", k);
        ok = false;
        continue;
      }
      const before = ctx.issues.length;
      const r = node.run(item, ctx);
      if (ctx.issues.length !== before) withKey(ctx, before, k);
      if (r === INVALID) {
        ok = false;
      } else if (out !== undefined) {
        setOwn(out, outKey, r);
      } else if (r !== item || outKey !== k) {
        out = copyFields(v, k);
        setOwn(out, outKey, r);
      }
    }
    return ok ? (out ?? v) : INVALID;
  }

  /** REQUIRED: absent or null, an empty list/map, or an implicit-presence default value (see message()). */
  function checkRequired(input: Record<string, unknown>, out: Record<string, unknown>, ctx: Ctx): void {
    for (const f of required) {
      const json = f.spec.json;
      const proto = f.spec.proto ?? json;
      if (!hasOwn.call(out, json)) {
        // Given but invalid: that issue is already reported; absent, null or undefined: missing.
        const given = (isEnumerable.call(input, json) && input[json] != null) || (isEnumerable.call(input, proto) && input[proto] != null);
        // The node is resolved here if no value reached it, so the issue names what is expected.
        if (!given) fail(ctx, (f.node ?? resolve(f)).expected, undefined, "required field is missing", json);
        continue;
      }
      const v = out[json];
      if (isEmpty(f, v)) fail(ctx, f.node!.expected, v, "required field is empty or has its default value", json);
    }
  }

  return {
    kind: "message",
    nullIsValue: false,
    expected,
    run(input, ctx) {
      if (tooDeep(ctx, expected, input)) return INVALID;
      if (!isObject(input)) return fail(ctx, expected, input, "expected a JSON object");
      ctx.depth++;
      const outerReportUnknown = ctx.reportUnknown;
      ctx.reportUnknown = reportUnknown;
      const issuesBefore = ctx.issues.length;
      const plain = isPlain(input);
      const ownOnly = !plain || inheritsEnumerable();
      // The output is the input itself as long as it is canonical already (JSON names only, no
      // null or unknown key, every value unchanged): the usual case, and building objects with
      // dynamic keys is what dominates the cost otherwise. From the first difference on, a copy.
      let out: Record<string, unknown> | undefined = plain ? undefined : {};
      // Per oneof: the key that set it (allocated only when a oneof member shows up).
      let oneofBy: (string | undefined)[] | undefined;
      let satisfied = 0;
      // for-in rather than Object.keys: V8 reads input[key] through the enum cache (much faster).
      // fromJson reads own enumerable keys only; ownOnly filters for-in down to those.
      for (const key in input) {
        if (ctx.stop) break;
        if (ownOnly && !isEnumerable.call(input, key)) continue;
        const v = input[key];
        if (v === undefined) {
          // An undefined member is absent (JSON has no undefined; JSON.stringify drops the member), so that a
          // value typed `?: T | undefined` reads as it serializes: left out of the output, never an issue.
          out ??= copyFields(input, key);
          continue;
        }
        const k = keys[key];
        if (k === undefined) {
          if (reportUnknown) fail(ctx, "a field of " + fullName, v, `unknown field "${key}"`, key);
          out ??= copyFields(input, key);
          continue;
        }
        if (k.jsonTwin !== undefined && isEnumerable.call(input, k.jsonTwin)) {
          // fromJson: "set multiple times", even when one of them is null. The JSON spelling is read.
          fail(ctx, "one spelling of the field", v, `field given twice, as "${key}" and "${k.jsonTwin}"`, key);
          out ??= copyFields(input, key);
          continue;
        }
        const f = k.field;
        const node = f.node ?? resolve(f);
        if (f.oneof >= 0 && !(v === null && node.kind === "scalar")) {
          oneofBy ??= new Array<string | undefined>(nOneofs);
          const by = oneofBy[f.oneof];
          if (by !== undefined) {
            fail(ctx, "at most one member of oneof " + f.spec.oneof, v, `oneof "${f.spec.oneof}" is already set by "${by}"`, key);
            out ??= copyFields(input, key);
            continue;
          }
          oneofBy[f.oneof] = key;
        }
        let r: unknown;
        const before = ctx.issues.length;
        if (f.string && !f.list && typeof v === "string" && isWellFormed(v)) {
          r = v;
        } else if (v === null && (f.list || f.mapKey !== undefined || !f.nullIsValue)) {
          r = INVALID; // null: the field is unset (dropped, not an error)
        } else if (f.list) {
          r = readList(f, node, v, ctx);
        } else if (f.mapKey !== undefined) {
          r = readMap(f, node, f.mapKey, v, ctx);
        } else {
          r = node.run(v, ctx);
        }
        if (ctx.issues.length !== before) withKey(ctx, before, key);
        // A REQUIRED field set and not empty: when every one is, checkRequired has nothing to say.
        if (f.required && r !== INVALID && !isEmpty(f, r)) satisfied++;
        if (out === undefined) {
          if (r === v && key === f.json) continue;
          out = copyFields(input, key);
        }
        if (r !== INVALID) setOwn(out, f.json, r);
      }
      const result = out ?? input;
      if (satisfied < required.length && !ctx.stop) checkRequired(input, result, ctx);
      ctx.depth--;
      ctx.reportUnknown = outerReportUnknown;
      return ctx.issues.length === issuesBefore ? result : INVALID;
    },
  };
}

/** REQUIRED: is this set value (output) empty, as a list, a map, or an implicit-presence default? */
function isEmpty(f: Field, v: unknown): boolean {
  if (f.list) return (v as unknown[]).length === 0;
  if (f.mapKey !== undefined) return Object.keys(v as object).length === 0;
  if (f.spec.presence === "explicit") return false;
  if (f.string) return v === "";
  return f.node!.isDefault?.(v) === true;
}

/** A new object holding input's keys before `stop` (all already checked and kept as they are). */
function copyFields(input: Record<string, unknown>, stop: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // for-in: only reached for plain objects (others start with a copy), and the keys before
  // `stop` were all own known fields, so inherited keys (which come last) never show up here.
  for (const k in input) {
    if (k === stop) break;
    setOwn(out, k, input[k]);
  }
  return out;
}
