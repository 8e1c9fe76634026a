// The A2A errors this store answers, from the v1.0 error table (the same rows as the in-memory store's),
// with messages that name what and where without echoing a hostile value whole.

import { errorTable } from "@a2a-bindgen/a2a/v1_0/errors";
import { type A2AError, a2aError } from "@a2a-bindgen/kit";

/** A caller's value for an error message: quoted, cut after 64 characters. */
export function shown(value: string): string {
  return JSON.stringify(value.length > 64 ? `${value.slice(0, 64)}…` : value);
}

/** An A2AError of the v1.0 table by error name. */
export function fail(name: string, message: string): A2AError {
  return a2aError(errorTable, name, { message });
}

/** QuotaExceededError naming the quota and its limit (the decided, non-A2A row of the error tables). */
export function quotaExceeded(quota: string, message: string): A2AError {
  return fail("QuotaExceededError", `${quota}: ${message}`);
}

/** InvalidParamsError naming the request field. */
export function invalidParams(field: string, problem: string): A2AError {
  return fail("InvalidParamsError", `${field}: ${problem}`);
}

/** Thousands separated, for limits in messages. */
export const n = (v: number): string => v.toLocaleString("en-US");
