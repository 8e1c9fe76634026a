// One generated converter module: the type functions of one direction of one dialect plan, and the
// table the runtime's direction() turns into the public converters (operations, kinds, errors).

import type { DialectPlan } from "@a2a-bindgen/runtime";
import { GenerationError } from "../../model/errors.js";
import { Generator } from "./generator.js";
import type { Direction } from "./printer.js";
import { HELPERS, lit } from "./source.js";

export interface ConverterModule {
  /** `import { isObj as IO, ... }` specifiers. */
  imports: string;
  /** `const K_… = ...;` lines, sorted by name. */
  consts: string[];
  /** Function declarations, sorted by name, each with the comment naming what it converts. */
  functions: { name: string; doc: string; text: string }[];
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

// Loss reasons stay literals where they are used, even when repeated: pooled into constants, a
// reason used once would make its function's text depend on the others' (and measured, the pooled
// module was 1.6 KB gzip larger minified; gzip finds the repeats itself).

const byName = <T>(entries: T[], name: (e: T) => string): T[] => entries.sort((a, b) => (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0));

/**
 * The converters of one direction of `plan`; `suffix` (the module's direction and dialect,
 * toV1_0_jsonrpc) ends every function name. Functions and constants are sorted by name, so a change
 * to one type moves no other line.
 */
export function converterModule(plan: DialectPlan, dir: Direction, suffix: string): ConverterModule {
  refuseProto(plan);
  const g = new Generator(plan, dir, suffix);
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
  const functions = byName([...g.fns], (f) => f.name).map((f) => ({ name: f.name, doc: f.doc.replace(/[\r\n]+/g, " "), text: f.text }));
  const errors = toOld ? plan.errors.filter((e) => e.nearest !== undefined).map((e) => `[${e.code}, ${e.olderCode}, ${lit(e.nearest!)}]`) : [];
  return {
    imports: Object.entries(HELPERS)
      .map(([name, short]) => `${name} as ${short}`)
      .join(", "),
    consts: byName([...g.consts], ([name]) => name).map(([name, expr]) => `const ${name} = ${expr};`),
    functions,
    operations,
    kinds,
    errors,
  };
}
