// Ordering and conflict checks between compiled patterns, used to sort a route table
// "most specific first" and to reject bindings that are duplicates or shadow each other.

import type { CompiledPattern } from "./types.js";

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

// Rank of what a pattern has at a segment index: running out (an exact end) is most specific,
// then a literal, then "*", then "**" (which may match zero segments, so it loses even to an end).
const rank = (s: string | undefined): number => (s === undefined ? 0 : s === "**" ? 3 : s === "*" ? 2 : 1);

/**
 * Total, deterministic order, most specific first: at the first index where the patterns
 * differ, end < literal < "*" < "**" (two different literals by code-unit order); then a
 * verb before none, then verb text, then variables (only so that sorting never depends on input order).
 */
export function comparePatterns(a: CompiledPattern, b: CompiledPattern): number {
  const n = Math.max(a.segments.length, b.segments.length);
  for (let i = 0; i < n; i++) {
    const x: string | undefined = a.segments[i];
    const y: string | undefined = b.segments[i];
    const byRank = rank(x) - rank(y);
    if (byRank !== 0) return Math.sign(byRank);
    if (x !== undefined && y !== undefined && x !== y) return cmp(x, y); // two different literals
  }
  if ((a.verb === null) !== (b.verb === null)) return a.verb === null ? 1 : -1;
  if (a.verb !== null && b.verb !== null && a.verb !== b.verb) return cmp(a.verb, b.verb);
  // Segments are identical here, so the brief's "segments joined" tie-break is implied.
  return cmp(JSON.stringify(a.variables), JSON.stringify(b.variables));
}

/** True when some concrete path (with its verb) can match both patterns. */
export function patternsOverlap(a: CompiledPattern, b: CompiledPattern): boolean {
  if (a.verb !== b.verb) return false;
  const n = Math.max(a.segments.length, b.segments.length);
  for (let i = 0; i < n; i++) {
    const x: string | undefined = a.segments[i];
    const y: string | undefined = b.segments[i];
    if (x === "**" || y === "**") return true; // absorbs whatever the other has left, even nothing
    if (x === undefined || y === undefined) return false;
    if (x !== y && x !== "*" && y !== "*") return false; // literals compare as written
  }
  return true;
}

/** Same segments and verb, variable names ignored: two bindings that could never be told apart. */
export function samePattern(a: CompiledPattern, b: CompiledPattern): boolean {
  return a.verb === b.verb && a.segments.length === b.segments.length && a.segments.every((s, i) => s === b.segments[i]);
}
