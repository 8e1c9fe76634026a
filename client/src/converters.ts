// The compat converters between v1.0 and v0.3, loaded once an interface of v0.3 is chosen, and the v0.3
// tables, loaded for a v0.3 card or interface: each module by a dynamic import() of a literal specifier, so
// that a bundler puts them in chunks of their own and a client that speaks v1.0 never fetches them. A
// dialect's two directions load together: a call crosses to v0.3 (the request) and back (the events).

import type { compat } from "@a2a-bindgen/a2a/compat";
import type { Dialect } from "@a2a-bindgen/runtime";
import { type Lazy, lazy } from "./lazy.js";

/** The dialect a binding speaks: JSON-RPC's, or the ProtoJSON of HTTP+JSON (and gRPC). */
export type { Dialect };

/** One dialect's converters both ways: toward v0.3 (requests) and toward v1.0 (results and events). */
export interface Converters {
  readonly toV0_3: (typeof compat.toV0_3)[Dialect];
  readonly toV1_0: (typeof compat.toV1_0)[Dialect];
}

const converters: Readonly<Record<Dialect, Lazy<Converters>>> = {
  jsonrpc: lazy(async () => {
    const [older, newer] = await Promise.all([import("@a2a-bindgen/a2a/compat/to-v0_3-jsonrpc"), import("@a2a-bindgen/a2a/compat/to-v1_0-jsonrpc")]);
    return { toV0_3: older.toV0_3_jsonrpc, toV1_0: newer.toV1_0_jsonrpc };
  }),
  rest: lazy(async () => {
    const [older, newer] = await Promise.all([import("@a2a-bindgen/a2a/compat/to-v0_3-rest"), import("@a2a-bindgen/a2a/compat/to-v1_0-rest")]);
    return { toV0_3: older.toV0_3_rest, toV1_0: newer.toV1_0_rest };
  }),
};

/** Loads a dialect's converters, once; a load that fails is forgotten, so that the next call tries again. */
export function loadConverters(dialect: Dialect): Promise<Converters> {
  return converters[dialect].load();
}

/** A dialect's converters, loaded before (loadConverters); asking first is a bug in the caller, thrown as such. */
export function convertersOf(dialect: Dialect): Converters {
  const c = converters[dialect].peek();
  if (c === undefined) throw new Error(`the v0.3 converters of the ${dialect} dialect are used before they are loaded`);
  return c;
}

/**
 * The v0.3 tables (routes, errors, operations, and the JSON-RPC validators a v0.3 card is read with), loaded
 * when a card has the v0.3 form or an interface of v0.3 is chosen: a client that speaks v1.0 to a v1.0 card
 * never fetches them.
 */
export const olderTables: Lazy<typeof import("@a2a-bindgen/a2a/v0_3")> = lazy(() => import("@a2a-bindgen/a2a/v0_3"));
