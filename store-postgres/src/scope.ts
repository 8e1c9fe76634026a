// What every call of the stores checks first, and what a filter may hold.

import { invalidParams, type Scope } from "@a2a-bindgen/server/store";

/** A scope the database can hold: strings without NUL (PostgreSQL text cannot hold one). Throws naming the field and the call. */
export function checkScope(scope: Scope, call: string): void {
  if (typeof scope !== "object" || scope === null || typeof scope.tenant !== "string" || typeof scope.owner !== "string") {
    throw new TypeError(`${call}: scope must be { tenant: string, owner: string }`);
  }
  if (scope.tenant.includes("\0")) throw invalidParams("tenant", "must not hold a NUL character");
  if (scope.owner.includes("\0")) throw invalidParams("owner", "must not hold a NUL character");
}

/** A text PostgreSQL can compare: no NUL (an id or a filter holding one matches nothing). */
export function plain(value: string): boolean {
  return !value.includes("\0");
}
