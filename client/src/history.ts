// The rules file's decision history-length-toward-v0-3: v1.0's unset historyLength means "no limit", which
// v0.3 spells 0 (v0.3.0 a2a.proto: "if 0, the history will be unlimited"); sent absent, @a2a-js/sdk 0.3.x
// answers no history at all. So toward v0.3 an unset historyLength is written as 0.

import type { OperationName } from "@a2a-bindgen/kit";
import { convertersOf, type Dialect } from "./converters.js";

/** The field of the decision history-length-toward-v0-3. */
export const historyField = "historyLength";
const carriesHistory = new Map<string, boolean>();

/** Whether an operation's v1.0 request carries a top-level historyLength across to v0.3 (asked of the converter once). */
function crossesHistory(operation: OperationName, dialect: Dialect): boolean {
  const key = `${dialect} ${operation}`;
  let hit = carriesHistory.get(key);
  if (hit === undefined) {
    const request: unknown = { [historyField]: 1 };
    const probe = convertersOf(dialect).toV0_3.params(operation, request).value;
    hit = probe !== null && typeof probe === "object" && (probe as Record<string, unknown>)[historyField] === 1;
    carriesHistory.set(key, hit);
  }
  return hit;
}

/** The v0.3 params with historyLength 0 (no limit) where the v1.0 request leaves it unset. */
export function unlimitedHistory(operation: OperationName, dialect: Dialect, request: unknown, params: unknown): unknown {
  if (params === null || typeof params !== "object" || Array.isArray(params)) return params;
  const r = request !== null && typeof request === "object" ? (request as Record<string, unknown>) : {};
  if (r[historyField] !== undefined && r[historyField] !== null) return params;
  if (!crossesHistory(operation, dialect)) return params;
  return { ...(params as Record<string, unknown>), [historyField]: 0 };
}
