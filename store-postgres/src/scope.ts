// What every call of the stores checks first, and small readers they share.

import type { types } from "@a2a-bindgen/a2a/v1_0";
import { invalidParams, type Scope } from "@a2a-bindgen/server/store";

/** A scope the database can hold: strings without NUL (PostgreSQL text cannot hold one). Throws naming the field and the call. */
export function checkScope(scope: Scope, call: string): void {
  if (typeof scope !== "object" || scope === null || typeof scope.tenant !== "string" || typeof scope.owner !== "string") {
    throw new TypeError(`${call}: scope must be { tenant: string, owner: string }`);
  }
  if (scope.tenant.includes("\0")) throw invalidParams("tenant", "must not hold a NUL character");
  if (scope.owner.includes("\0")) throw invalidParams("owner", "must not hold a NUL character");
}

/** Keeps the `h` most recent messages (0: the field omitted). */
export function trimHistory(task: types.Task, h: number | undefined): void {
  if (h === undefined || task.history === undefined) return;
  if (h === 0) delete task.history;
  else if (task.history.length > h) task.history = task.history.slice(task.history.length - h);
}

/** A text PostgreSQL can compare: no NUL (an id or a filter holding one matches nothing). */
export function plain(value: string): boolean {
  return !value.includes("\0");
}
