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

/**
 * The string literals among the arguments of the losses (`LS(...)`) in printed code, as [start, end)
 * offsets. The printer's only quotes are JSON.stringify's, so a literal runs to the first unescaped quote.
 */
function lossLiterals(text: string): [number, number][] {
  const out: [number, number][] = [];
  const calls: number[] = []; // paren depth at each open LS( call
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === "\\" ? 2 : 1;
      if (calls.length > 0) out.push([i, j + 1]);
      i = j;
    } else if (c === "(") {
      if (text.startsWith("LS", i - 2) && !/[\w$]/.test(text[i - 3] ?? "")) calls.push(depth);
      depth++;
    } else if (c === ")") {
      depth--;
      if (calls[calls.length - 1] === depth) calls.pop();
    }
  }
  return out;
}

/**
 * Loss reasons (and paths) printed more than once become one module constant each: a reason repeated
 * on every request type (tenant, metadata) is scanned once at import, not per use. Only literals a
 * loss is built from are pooled: names compared or read stay literals, which V8 compiles best.
 */
function poolStrings(g: Generator): void {
  const counts = new Map<string, number>();
  const ranges = g.fns.map(lossLiterals);
  g.fns.forEach((f, i) => {
    for (const [a, b] of ranges[i]) if (b - a >= 12) counts.set(f.slice(a, b), (counts.get(f.slice(a, b)) ?? 0) + 1);
  });
  const names = new Map<string, string>();
  for (const [s, n] of counts) if (n > 1) names.set(s, g.konst(s));
  g.fns = g.fns.map((f, i) => {
    let out = "";
    let at = 0;
    for (const [a, b] of ranges[i]) {
      const name = names.get(f.slice(a, b));
      if (name === undefined) continue;
      out += f.slice(at, a) + name;
      at = b;
    }
    return out + f.slice(at);
  });
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
