// The oracle's public converters of one direction (params, result, streamEvent, error, kinds) and its
// counterpart of the generated `compat` object. Test code.

/* eslint-disable @typescript-eslint/no-explicit-any */
import type { DialectPlan, OperationPlan, ValuePlan } from "@a2a-bindgen/runtime";
import { OracleError as CompatError, keyFragment } from "../compat-oracle-support.js";

import { type Converters, type Ctx, type Direction, type Options, type Result, deepCopy, isDefault, isObj, lose } from "./support.js";
import { DirectionCompiler } from "./compiler.js";

// ---------------------------------------------------------------------------------------------
// The public converters of one direction of one dialect.

export function run(conv: (v: any, ctx: Ctx) => any, value: unknown, options: Options | undefined, where: string, op?: string): Result {
  const ctx: Ctx = { losses: [], stack: [] };
  let out: any;
  try {
    out = conv(value, ctx);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    ctx.losses = [{ path: "$", reason: "nested too deeply to convert" }];
    out = undefined;
  }
  if (options !== undefined && options.strict === true && ctx.losses.length !== 0) {
    throw new CompatError(ctx.losses, op === undefined ? where : `${where}(${op})`);
  }
  return { value: out, losses: ctx.losses };
}

export const CORE = new Set(["params", "result", "streamEvent", "error"]);

/** A request or result with nothing to convert: the output is {} and every meaningful input key is lost. */
export function emptyConv(reason: (key: string) => string): (v: any, ctx: Ctx) => any {
  return (v, ctx) => {
    if (isObj(v)) for (const k in v) if (!isDefault(v[k])) lose(ctx, keyFragment(k), reason(k));
    return {};
  };
}

/** A whole-type converter supplied from elsewhere (the generated fast path, codegen.ts): same contract as a cell's, from "$". */
export type TypeSource = (id: string) => ((v: any, ctx: Ctx) => any) | undefined;

/**
 * Compiles one direction of a dialect plan into its public converters. `label` names it in errors ("toV0_3.jsonrpc").
 * `types`, when given, supplies the type converters (the generated ones); the closures here are used for any it lacks.
 */
export function compileDirection(plan: DialectPlan, dir: Direction, label: string, types?: TypeSource): Converters {
  const c = new DirectionCompiler(plan, dir);
  const toOld = dir === "toOlder";
  const typeConv = (id: string): ((v: any, ctx: Ctx) => any) => {
    const supplied = types?.(id);
    if (supplied !== undefined) return supplied;
    const cell = c.type(id);
    return (v, ctx) => cell.fn(v, ctx, undefined);
  };

  // Operations: converters built on first use and kept.
  type OpConvs = { params: (v: any, ctx: Ctx) => any; result: (v: any, ctx: Ctx) => any; event: ((v: any, ctx: Ctx) => any) | undefined };
  const opCache = new Map<string, OpConvs>();
  const opPlan = (name: string): OperationPlan => {
    const o = Object.hasOwn(plan.operations, name) ? plan.operations[name] : undefined;
    if (o === undefined) {
      throw new TypeError(`${label}: unknown operation ${JSON.stringify(name)}; known: ${Object.keys(plan.operations).join(", ")}`);
    }
    if (o.olderRpc === null) {
      throw new CompatError([{ path: "$", reason: `${plan.olderVersion} has no ${o.identity} operation` }], `${label}(${name})`);
    }
    return o;
  };
  const opConvs = (name: string): OpConvs => {
    let e = opCache.get(name);
    if (e !== undefined) return e;
    const o = opPlan(name);
    const outRpc = toOld ? o.olderRpc : o.newerRpc;
    const params = o.params === null ? emptyConv((k) => `${k} has no counterpart: ${outRpc} takes no parameters`) : typeConv(o.params);
    let result: (v: any, ctx: Ctx) => any;
    const r = o.result;
    if (r === null) result = emptyConv((k) => `${k} has no counterpart: ${outRpc} returns nothing`);
    else if (r.kind === "message") result = typeConv(r.type);
    else {
      // google.protobuf.Empty on the newer side; the older side answers r.old (null or {}).
      const oldEmpty = r.older;
      result = (v, ctx) => {
        if (isObj(v)) for (const k in v) lose(ctx, keyFragment(k), `${k} is not a field of an empty result`);
        else if (v !== undefined && v !== null) lose(ctx, "", "expected an empty result");
        return toOld ? (oldEmpty === null ? null : {}) : {};
      };
    }
    e = { params, result, event: o.event === null ? undefined : typeConv(o.event) };
    opCache.set(name, e);
    return e;
  };

  // Stream events without an operation: the event type all streaming operations share.
  const eventTypes = new Set<string>();
  for (const o of Object.values(plan.operations)) if (o.event !== null && o.olderRpc !== null) eventTypes.add(o.event);
  const commonEvent = eventTypes.size === 1 ? typeConv([...eventTypes][0]) : undefined;

  // Errors (plan.errors): going older, a newer code the older side lacks becomes its nearest older code and
  // says so; a JSON-RPC error object has code, message and data, and any other key is a loss.
  const errorConv = (v: any, ctx: Ctx): any => {
    if (!isObj(v)) {
      lose(ctx, "", "expected an object");
      return undefined;
    }
    for (const k of Object.keys(v)) if (!["code", "message", "data"].includes(k)) lose(ctx, keyFragment(k), `${k} is not a field of an error object`);
    const mapped = toOld && typeof v.code === "number" ? plan.errors.find((e) => e.code === v.code) : undefined;
    if (mapped?.nearest !== undefined) lose(ctx, ".code", mapped.nearest);
    const answer = { code: mapped === undefined ? v.code : mapped.olderCode, message: v.message, data: v.data === undefined ? undefined : deepCopy(v.data) };
    return Object.fromEntries(Object.entries(answer).filter(([, x]) => x !== undefined));
  };

  // The public functions: each runs its converter from "$" and names itself in a strict error.
  const api: Converters = {};
  api.params = (operation: string, value: unknown, options?: Options) => run(opConvs(operation).params, value, options, `${label}.params`, operation);
  api.result = (operation: string, value: unknown, options?: Options) => run(opConvs(operation).result, value, options, `${label}.result`, operation);
  api.streamEvent = (value: unknown, options?: Options) => {
    const op = options?.operation;
    if (op === undefined && commonEvent !== undefined) return run(commonEvent, value, options, `${label}.streamEvent`);
    if (op === undefined) {
      const why = eventTypes.size === 0 ? "no operation streams" : "streaming operations differ in event type; pass options.operation";
      throw new TypeError(`${label}.streamEvent: ${why}`);
    }
    const event = opConvs(op).event;
    if (event === undefined) throw new TypeError(`${label}: operation ${JSON.stringify(op)} does not stream`);
    return run(event, value, options, `${label}.streamEvent`, op);
  };
  api.error = (value: unknown, options?: Options) => run(errorConv, value, options, `${label}.error`);
  for (const [kind, id] of Object.entries(plan.kinds)) {
    if (CORE.has(kind)) throw new TypeError(`${label}: kind ${JSON.stringify(kind)} collides with a converter name`);
    const conv = typeConv(id);
    api[kind] = (value: unknown, options?: Options) => run(conv, value, options, `${label}.${kind}`);
  }
  return api;
}

/** Every type and enum id a plan refers to must exist: checked once, when the converters are created. */
export function checkPlan(plan: DialectPlan): void {
  const problems: string[] = [];
  const type = (id: string | null, where: string) => {
    if (id !== null && !Object.hasOwn(plan.types, id)) problems.push(`${where}: unknown type "${id}"`);
  };
  const value = (vp: ValuePlan, where: string): void => {
    switch (vp.kind) {
      case "enum":
        if (!Object.hasOwn(plan.enums, vp.enum)) problems.push(`${where}: unknown enum "${vp.enum}"`);
        return;
      case "message":
        type(vp.type, where);
        return;
      case "list":
      case "map":
      case "wrap":
      case "first":
        value(vp.of, where);
        return;
      default:
        return;
    }
  };
  for (const [id, t] of Object.entries(plan.types)) {
    const fields = [...t.fields, ...(t.variants ?? []).flatMap((v) => v.fields)];
    for (const f of fields) value(f.value, `${id}.${f.newer ?? f.older?.[0] ?? "?"}`);
    if (t.hoist) type(t.hoist.element, `${id} hoist`);
  }
  for (const [id, o] of Object.entries(plan.operations)) {
    type(o.params, `operation ${id} params`);
    if (o.result?.kind === "message") type(o.result.type, `operation ${id} result`);
    type(o.event, `operation ${id} event`);
  }
  for (const [k, id] of Object.entries(plan.kinds)) type(id, `kind ${k}`);
  if (problems.length > 0) throw new TypeError(`compat plan (${plan.dialect}) is inconsistent:\n  ${problems.join("\n  ")}`);
}

/** The oracle's counterpart of the generated `compat` object: both directions of every plan, from the plans alone. */
export function createOracle(spec: { newer: string; older: string; plans: readonly DialectPlan[] }): Record<string, Record<string, Converters>> {
  const toNewer: Record<string, Converters> = {};
  const toOlder: Record<string, Converters> = {};
  for (const plan of spec.plans) {
    checkPlan(plan);
    toNewer[plan.dialect] = compileDirection(plan, "toNewer", `to${spec.newer}.${plan.dialect}`);
    toOlder[plan.dialect] = compileDirection(plan, "toOlder", `to${spec.older}.${plan.dialect}`);
  }
  return { [`to${spec.newer}`]: toNewer, [`to${spec.older}`]: toOlder };
}
