// The public converters of one direction of one dialect, around the generated type converters
// (generated/compat/*): operation and kind lookup, strict mode, the "$" of every loss path, error
// objects, and the last guard of totality. The generated module passes its converters and the
// operation table (data printed from the plan); nothing here knows a protocol.

import { CompatError, keyFragment, type Loss } from "./losses.js";
import { deepCopy, isDefault, isObj, prefixLosses } from "./helpers.js";
import type { JsonValue } from "../json.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

export interface CompatOptions {
  /** Throw a CompatError carrying every loss (collected first, thrown once) instead of returning them. */
  strict?: boolean | undefined;
}

export interface StreamOptions extends CompatOptions {
  /** The operation whose `event` type converts the value; needed only when operations' event types differ. */
  operation?: string | undefined;
}

/** What every converter returns: the converted value (undefined when the whole value was lost) and the losses. */
export interface Converted<T = JsonValue | undefined> {
  value: T;
  losses: Loss[];
}

export type ValueConverter = (value: unknown, options?: CompatOptions) => Converted;
export type OperationConverter = (operation: string, value: unknown, options?: CompatOptions) => Converted;
export type StreamConverter = (value: unknown, options?: StreamOptions) => Converted;

export interface CoreConverters {
  params: OperationConverter;
  result: OperationConverter;
  streamEvent: StreamConverter;
  error: ValueConverter;
}

/** One direction of one dialect: the core functions plus one function per kind. */
export type DialectConverters<K extends string = string> = CoreConverters & {
  readonly [P in Exclude<K, keyof CoreConverters>]: ValueConverter;
};

// ---- Typed views of the converters (types only: `direction` builds the same functions) ----
// A generated compat module declares, per protocol version and dialect, the type of each operation's
// params, result and stream event and of each kind (CompatShapes), and types its converters with these.

/**
 * A value as a lossy conversion may leave it: any field at any depth may be absent (a field with no
 * form on the other side, or a REQUIRED field left unset, is reported as a loss and not written).
 */
export type Lossy<T> = T extends readonly (infer E)[] ? Lossy<E>[] : T extends object ? { [P in keyof T]?: Lossy<T[P]> } : T;

/** Options that make a conversion throw on any loss: the value is then the target type itself. */
export interface StrictOptions extends CompatOptions {
  strict: true;
}

/**
 * `V` when `V` is `unknown`, `any` or `JsonValue` (JSON of no protocol type), else `never`: the overload for
 * unvalidated values, which a value of a protocol type does not fall back to.
 */
export type UnknownValue<V> = unknown extends V ? V : JsonValue extends V ? V : never;

/** One version's side of one dialect: the type of each operation's params, result and stream event, and of each kind. */
export interface CompatShapes {
  params: object;
  result: object;
  event: object;
  kinds: object;
}

/**
 * params or result: `operation` is a cross-version operation both versions have; `value` the source
 * version's type for it. Strict: Converted<target>; otherwise Converted<Lossy<target> | undefined>.
 * A value of type `unknown` or `JsonValue` (unvalidated JSON) is taken with any operation name and gives JSON.
 */
export interface TypedOperationConverter<From, To> {
  <O extends keyof From & keyof To>(operation: O, value: From[O], options: StrictOptions): Converted<To[O]>;
  <O extends keyof From & keyof To>(operation: O, value: From[O], options?: CompatOptions): Converted<Lossy<To[O]> | undefined>;
  <V>(operation: string, value: UnknownValue<V>, options?: CompatOptions): Converted;
}

/** streamEvent's options: `operation` names a streaming operation both versions have. */
export interface TypedStreamOptions<O> extends CompatOptions {
  operation?: O | undefined;
}

/**
 * streamEvent: `value` is the source version's event of `options.operation` (of every streaming operation
 * when it is not given). Strict: Converted<target>; otherwise Converted<Lossy<target> | undefined>.
 */
export interface TypedStreamConverter<From, To> {
  <O extends keyof From & keyof To = keyof From & keyof To>(value: From[O], options: TypedStreamOptions<O> & StrictOptions): Converted<To[O]>;
  <O extends keyof From & keyof To = keyof From & keyof To>(value: From[O], options?: TypedStreamOptions<O>): Converted<Lossy<To[O]> | undefined>;
  <V>(value: UnknownValue<V>, options?: StreamOptions): Converted;
}

/** A kind's converter (task, message, …): the source version's value in, Converted<target> out (Lossy unless strict). */
export interface TypedValueConverter<From, To> {
  (value: From, options: StrictOptions): Converted<To>;
  (value: From, options?: CompatOptions): Converted<Lossy<To> | undefined>;
  <V>(value: UnknownValue<V>, options?: CompatOptions): Converted;
}

/** One direction of one dialect, typed: from the source version's shapes `From` to the target's `To`. */
export type TypedDialectConverters<From extends CompatShapes, To extends CompatShapes> = {
  readonly params: TypedOperationConverter<From["params"], To["params"]>;
  readonly result: TypedOperationConverter<From["result"], To["result"]>;
  readonly streamEvent: TypedStreamConverter<From["event"], To["event"]>;
  readonly error: ValueConverter;
} & {
  readonly [P in keyof From["kinds"] & keyof To["kinds"]]: TypedValueConverter<From["kinds"][P], To["kinds"][P]>;
};

/** A generated type converter: losses are pushed with paths relative to `v`; `X` are keys an enclosing type owns. */
export type TypeConverter = (v: unknown, losses: Loss[], extra: Set<string> | undefined) => unknown;

export interface OperationTable {
  /** The operation's rpc on the output side, for reasons ("GetAgentCard takes no parameters"). */
  outRpc: string;
  /** Set when the older version has no such operation: every conversion is an error with this reason. */
  absent?: string | undefined;
  /** null: the request carries nothing to convert. */
  params: TypeConverter | null;
  /** null: the result carries nothing; {empty}: google.protobuf.Empty, answered as `empty` on the output side. */
  result: TypeConverter | { empty: null | Record<string, never> } | null;
  event: TypeConverter | null;
}

export interface DirectionSpec {
  /** Names the direction in errors: "toV0_3.jsonrpc". */
  label: string;
  operations: Record<string, OperationTable>;
  kinds: Record<string, TypeConverter>;
  /** Newer error codes with no older form (going older only): [code, older code, why]. */
  errors: readonly (readonly [number, number, string])[];
}

type Conv = (v: any, L: Loss[]) => any;

const CORE = new Set(["params", "result", "streamEvent", "error"]);

function run(conv: Conv, value: unknown, options: CompatOptions | undefined, where: string): Converted {
  const losses: Loss[] = [];
  let out: any;
  try {
    out = conv(value, losses);
  } catch (e) {
    // The converters recurse only along the plan's message types; a recursive type nested past the
    // stack's depth gets an answer, not a RangeError.
    if (!(e instanceof RangeError)) throw e;
    losses.length = 0;
    losses.push({ path: "$", reason: "nested too deeply to convert" });
    out = undefined;
  }
  if (options !== undefined && options.strict === true && losses.length !== 0) throw new CompatError(losses, where);
  return { value: out, losses };
}

/** A type converter from "$". */
function top(fn: TypeConverter): Conv {
  return (v, L) => {
    const r = fn(v, L, undefined);
    if (L.length !== 0) prefixLosses(L, 0, "$");
    return r;
  };
}

/** A request or result with nothing to convert: the output is {} and every meaningful input key is lost. */
function emptyConv(reason: (key: string) => string): Conv {
  return (v, L) => {
    if (isObj(v)) for (const k in v) if (!isDefault(v[k])) L.push({ path: "$" + keyFragment(k), reason: reason(k) });
    return {};
  };
}

function emptyResult(answer: null | Record<string, never>): Conv {
  return (v, L) => {
    if (isObj(v)) for (const k in v) L.push({ path: "$" + keyFragment(k), reason: `${k} is not a field of an empty result` });
    else if (v !== undefined && v !== null) L.push({ path: "$", reason: "expected an empty result" });
    return answer === null ? null : {};
  };
}

export function direction<K extends string = string>(spec: DirectionSpec): DialectConverters<K> {
  const { label } = spec;
  const ops = spec.operations;
  interface Convs {
    params: Conv;
    result: Conv;
    event: Conv | undefined;
  }
  const cache = new Map<string, Convs>();
  const opConvs = (name: unknown): Convs => {
    const key = String(name);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    // Own properties only: "__proto__" or "toString" is an unknown operation, not Object.prototype's.
    const o = typeof name === "string" && Object.hasOwn(ops, name) ? ops[name] : undefined;
    if (o === undefined) throw new TypeError(`${label}: unknown operation ${JSON.stringify(key)}; known: ${Object.keys(ops).join(", ")}`);
    if (o.absent !== undefined) throw new CompatError([{ path: "$", reason: o.absent }], `${label}(${key})`);
    const r = o.result;
    const e: Convs = {
      params: o.params === null ? emptyConv((k) => `${k} has no counterpart: ${o.outRpc} takes no parameters`) : top(o.params),
      result: r === null ? emptyConv((k) => `${k} has no counterpart: ${o.outRpc} returns nothing`) : typeof r === "function" ? top(r) : emptyResult(r.empty),
      event: o.event === null ? undefined : top(o.event),
    };
    cache.set(key, e);
    return e;
  };

  // Stream events without an operation: the event type all streaming operations share.
  const events = new Set<TypeConverter>();
  for (const o of Object.values(ops)) if (o.event !== null && o.absent === undefined) events.add(o.event);
  const commonEvent = events.size === 1 ? top([...events][0]) : undefined;

  const errs = new Map(spec.errors.map((e) => [e[0], e]));
  const errorConv: Conv = (v, L) => {
    if (!isObj(v)) {
      L.push({ path: "$", reason: "expected an object" });
      return undefined;
    }
    const out: Record<string, any> = {};
    for (const k in v)
      if (k !== "code" && k !== "message" && k !== "data") L.push({ path: "$" + keyFragment(k), reason: `${k} is not a field of an error object` });
    let code = v.code;
    if (typeof code === "number") {
      const e = errs.get(code);
      if (e !== undefined) {
        L.push({ path: "$.code", reason: e[2] });
        code = e[1];
      }
    }
    if (code !== undefined) out.code = code;
    if (v.message !== undefined) out.message = v.message;
    if (v.data !== undefined) out.data = deepCopy(v.data);
    return out;
  };

  const api: Record<string, unknown> = {
    params: (operation: string, value: unknown, options?: CompatOptions) => run(opConvs(operation).params, value, options, `${label}.params(${operation})`),
    result: (operation: string, value: unknown, options?: CompatOptions) => run(opConvs(operation).result, value, options, `${label}.result(${operation})`),
    streamEvent: (value: unknown, options?: StreamOptions) => {
      if (options?.operation !== undefined) {
        const ev = opConvs(options.operation).event;
        if (ev === undefined) throw new TypeError(`${label}: operation ${JSON.stringify(options.operation)} does not stream`);
        return run(ev, value, options, `${label}.streamEvent(${options.operation})`);
      }
      if (commonEvent === undefined) {
        throw new TypeError(
          `${label}.streamEvent: ${events.size === 0 ? "no operation streams" : "streaming operations differ in event type; pass options.operation"}`,
        );
      }
      return run(commonEvent, value, options, `${label}.streamEvent`);
    },
    error: (value: unknown, options?: CompatOptions) => run(errorConv, value, options, `${label}.error`),
  };
  for (const kind of Object.keys(spec.kinds)) {
    if (CORE.has(kind)) throw new TypeError(`${label}: kind ${JSON.stringify(kind)} collides with a converter name`);
    const conv = top(spec.kinds[kind]);
    const where = `${label}.${kind}`;
    api[kind] = (value: unknown, options?: CompatOptions) => run(conv, value, options, where);
  }
  return api as DialectConverters<K>;
}
