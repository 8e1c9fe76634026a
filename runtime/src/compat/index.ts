// The version-diff adapters' entry point: one converter set per direction per dialect plan.
// The caller names the versions (module-style names such as "V1_0"/"V0_3"), so nothing here
// depends on which versions the plans describe.

import { fastTypes } from "./codegen.js";
import { checkPlan, compileDirection, type DialectConverters } from "./engine.js";
import type { DialectPlan } from "./plan.js";

export { CompatError, formatPath, keyFragment } from "./losses.js";
export type { Loss } from "./losses.js";
export { deepCopy } from "./engine.js";
export type {
  CompatOptions,
  Converted,
  CoreConverters,
  DialectConverters,
  Direction,
  OperationConverter,
  StreamConverter,
  StreamOptions,
  ValueConverter,
} from "./engine.js";
export type * from "./plan.js";

export interface CompatSpec {
  /** Name of the newer version as it appears in the API ("V1_0" gives `toV1_0`). */
  newer: string;
  /** Name of the older version ("V0_3" gives `toV0_3`). */
  older: string;
  /** One plan per older dialect; each is keyed by its `dialect`. */
  plans: readonly DialectPlan[];
  /**
   * Generated converters (codegen.ts) where `new Function` is allowed, the default; false keeps the
   * closure engine (engine.ts), the reference the generated code is tested against.
   */
  codegen?: boolean;
}

/** `to<newer>` converts older dialects to the newer version; `to<older>` converts the newer version to each older dialect. */
export type Compat<N extends string = string, O extends string = string, K extends string = string> = {
  readonly [P in `to${N}` | `to${O}`]: Readonly<Record<string, DialectConverters<K>>>;
};

/**
 * Builds the converters of every plan in both directions. Plans are checked for dangling type and
 * enum ids here. With code generation (the default) each direction's converters are generated as JS
 * source on its first call and compiled once; where that is not allowed, and with `codegen: false`,
 * types compile to closures lazily.
 */
export function createCompat<N extends string, O extends string, K extends string = string>(spec: {
  newer: N;
  older: O;
  plans: readonly DialectPlan[];
  codegen?: boolean;
}): Compat<N, O, K> {
  const codegen = spec.codegen !== false;
  if ((spec.newer as string) === spec.older) throw new TypeError(`createCompat: newer and older are both ${JSON.stringify(spec.newer)}`);
  const toNewer: Record<string, DialectConverters<K>> = {};
  const toOlder: Record<string, DialectConverters<K>> = {};
  for (const plan of spec.plans) {
    if (Object.hasOwn(toNewer, plan.dialect)) throw new TypeError(`createCompat: two plans for dialect ${JSON.stringify(plan.dialect)}`);
    checkPlan(plan);
    const fastV1 = codegen ? fastTypes(plan, "toNewer") : undefined;
    const fastOld = codegen ? fastTypes(plan, "toOlder") : undefined;
    toNewer[plan.dialect] = compileDirection(plan, "toNewer", `to${spec.newer}.${plan.dialect}`, fastV1) as DialectConverters<K>;
    toOlder[plan.dialect] = compileDirection(plan, "toOlder", `to${spec.older}.${plan.dialect}`, fastOld) as DialectConverters<K>;
  }
  return { [`to${spec.newer}`]: toNewer, [`to${spec.older}`]: toOlder } as Compat<N, O, K>;
}

export { runtimeVersion, checkRuntime, satisfies } from "../version.js";
