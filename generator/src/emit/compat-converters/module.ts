// One generated converter module: the type functions of one direction of one dialect plan, and the
// table the runtime's direction() turns into the public converters (operations, kinds, errors).

import type { DialectPlan } from "@a2a-bindgen/runtime";
import { GenerationError } from "../../model/errors.js";
import { Generator, type Direction } from "./generator.js";
import { HELPERS, lit } from "./source.js";

export interface ConverterModule {
  /** `import { isObj as IO, ... }` specifiers. */
  imports: string;
  /** `const <prefix>K0 = ...;` lines. */
  consts: string[];
  /** Function declarations, one text each. */
  functions: string[];
  /** The DirectionSpec literal's operations, kinds and errors (JavaScript source). */
  operations: { key: string; value: string }[];
  kinds: { key: string; value: string }[];
  errors: string[];
}

/**
 * A plan naming "__proto__" anywhere cannot be printed with literal property syntax (it would mean the
 * prototype); no protocol has such a field, so it is refused with the place named.
 */
function refuseProto(plan: DialectPlan): void {
  const walk = (x: unknown, where: string): void => {
    if (typeof x === "string") {
      if (x.split(/[.{}/]/).includes("__proto__")) throw new GenerationError(`compat plan (${plan.dialect}) ${where}: the name "__proto__" cannot be a field`);
    } else if (Array.isArray(x)) x.forEach((e, i) => walk(e, `${where}[${i}]`));
    else if (typeof x === "object" && x !== null) {
      for (const [k, v] of Object.entries(x)) {
        if (k === "__proto__") throw new GenerationError(`compat plan (${plan.dialect}) ${where}: the name "__proto__" cannot be a field`);
        if (k !== "note" && k !== "loss" && k !== "reason") walk(v, `${where}.${k}`);
      }
    }
  };
  walk(plan.types, "types");
}

/** A string literal in printed code (the printer's only quotes are JSON.stringify's). */
const stringLiteral = /"(?:[^"\\]|\\.)*"/g;

/**
 * Long string literals (loss reasons) printed more than once become one module constant each: a
 * reason repeated on every request type (tenant, metadata) is scanned once at import, not per use.
 */
function poolStrings(g: Generator): void {
  const counts = new Map<string, number>();
  for (const f of g.fns) for (const m of f.matchAll(stringLiteral)) if (m[0].length >= 40) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  const names = new Map<string, string>();
  for (const [s, n] of counts) if (n > 1) names.set(s, g.konst(s));
  if (names.size === 0) return;
  for (let i = 0; i < g.fns.length; i++) g.fns[i] = g.fns[i].replace(stringLiteral, (s) => names.get(s) ?? s);
}

/** The converters of one direction of `plan`; `prefix` starts every function and constant name (see Generator). */
export function converterModule(plan: DialectPlan, dir: Direction, prefix = ""): ConverterModule {
  refuseProto(plan);
  const g = new Generator(plan, dir, prefix);
  const toOld = dir === "toOlder";
  // Reachable types only: the operations' and kinds' (and what they reach).
  const fn = (id: string) => g.type(id);
  const operations = Object.entries(plan.operations).map(([name, o]) => {
    const outRpc = toOld ? o.olderRpc : o.newerRpc;
    if (o.olderRpc === null) {
      return {
        key: lit(name),
        value: `{ outRpc: ${lit(o.newerRpc)}, absent: ${lit(`${plan.olderVersion} has no ${o.identity} operation`)}, params: null, result: null, event: null }`,
      };
    }
    const r = o.result;
    const result = r === null ? "null" : r.kind === "message" ? fn(r.type) : `{ empty: ${toOld && r.older === null ? "null" : "{}"} }`;
    return {
      key: lit(name),
      value: `{ outRpc: ${lit(outRpc!)}, params: ${o.params === null ? "null" : fn(o.params)}, result: ${result}, event: ${o.event === null ? "null" : fn(o.event)} }`,
    };
  });
  const kinds = Object.entries(plan.kinds).map(([k, id]) => ({ key: lit(k), value: fn(id) }));
  g.drain();
  poolStrings(g);
  const errors = toOld ? plan.errors.filter((e) => e.nearest !== undefined).map((e) => `[${e.code}, ${e.olderCode}, ${lit(e.nearest!)}]`) : [];
  return {
    imports: Object.entries(HELPERS)
      .map(([name, short]) => `${name} as ${short}`)
      .join(", "),
    consts: g.consts.map((c, i) => `const ${prefix}K${i} = ${c};`),
    functions: g.fns,
    operations,
    kinds,
    errors,
  };
}
