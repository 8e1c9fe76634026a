// The contract between a route matcher printed by the generator (generated/<version>/routes.ts)
// and this runtime. The printed code is plain statements over the request target; everything it
// needs from the table it gets from the MatcherRuntime below, by binding index. Anything it does
// not decide (a "%" in the path, a "**" met on the way, a method to retry upper-cased) it hands
// to the walk (router.ts), which is the reference and answers every request.

import type { MatchResult, RouteBinding } from "./types.js";

/** Returned by printed code that leaves the request to the walk. */
export const MISS: unique symbol = Symbol("miss");
export type Miss = typeof MISS;

export type MatchSuccess = Extract<MatchResult, { kind: "match" }>;

/** What createRouteTable hands to a printed matcher's `create`. */
export interface MatcherRuntime {
  /** The table's bindings, in spec order: printed code names a binding by its index here. */
  readonly bindings: readonly RouteBinding[];
  /** The reference walk, for every request the printed code leaves (it answers MISS). */
  readonly walk: (method: string, target: string) => MatchResult;
  /** Reads the query target[qs, qe) of binding `index` into `result` (fresh query/request/unknownQuery); a bad query becomes bad_request. */
  readonly query: (index: number, result: MatchSuccess, target: string, qs: number, qe: number) => MatchResult;
  /** Binding `index`'s result built without an object literal (for keys a literal cannot hold, such as "__proto__"). */
  readonly result: (index: number, values: readonly string[], query: Record<string, unknown>, unknownQuery: string[]) => MatchSuccess;
  readonly miss: Miss;
  readonly notFound: MatchResult;
  /** Shared frozen parts of a result: the query and unknown keys when there is no query string, the path of a binding without variables. */
  readonly noQuery: Record<string, unknown>;
  readonly noUnknown: string[];
  readonly noPath: Record<string, string>;
}

/** A matcher printed at generation time for one table. */
export interface RouteMatcher {
  /** "METHOD template" of every binding it was printed for, in order: createRouteTable refuses a table that differs. */
  readonly routes: readonly string[];
  create(rt: MatcherRuntime): (method: string, target: string) => MatchResult;
}
