// The assertion the converter tests share: a conversion's `{ value, losses }` equals the expected one, the
// losses compared as a set (the converters promise which losses, not in which order they are found).

import assert from "node:assert/strict";
import type { Loss } from "../../../runtime/src/compat/index.js";

/** The losses sorted by path, to compare as a set. */
export const byPath = (ls: Loss[]): Loss[] => [...ls].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

/** Asserts that `got` converted to `value` with exactly `losses` (none by default), in any order. */
export function same(got: { value: unknown; losses: Loss[] }, value: unknown, losses: Loss[] = []): void {
  assert.deepEqual(got.value, value);
  assert.deepEqual(byPath(got.losses), byPath(losses));
}
