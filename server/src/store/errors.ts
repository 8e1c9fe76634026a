// The A2A errors the store and the push configs answer, from the v1.0 error table, with messages that
// name what and where without echoing a hostile value whole.

import { errorTable } from "@a2a-bindgen/a2a/v1_0/errors";
import { type A2AError, a2aError } from "@a2a-bindgen/kit";

/** Longest part of a caller's value repeated in an error message. */
const SHOWN = 64;

/** A caller's value for an error message: quoted, cut after SHOWN characters. */
export function shown(value: string): string {
  return JSON.stringify(value.length > SHOWN ? `${value.slice(0, SHOWN)}…` : value);
}

/** A count or a limit for an error message, thousands separated. */
export function thousands(value: number): string {
  return value.toLocaleString("en-US");
}

/** An A2AError of the v1.0 table by error name. */
export function fail(name: string, message: string): A2AError {
  return a2aError(errorTable, name, { message });
}

/** TaskNotFoundError for a task id (also the answer for another tenant's task: §3.3.2, do not reveal it exists). */
export function taskNotFound(id: string): A2AError {
  return fail("TaskNotFoundError", `task ${shown(id)} not found`);
}

/** InvalidParamsError naming the request field and what is wrong with it. */
export function invalidParams(field: string, problem: string): A2AError {
  return fail("InvalidParamsError", `${field}: ${problem}`);
}

/**
 * QuotaExceededError naming the quota ("tenant tasks", "task bytes", …) and the limit. A2A defines no quota
 * error: the rules file records the decision (its `decisions`, id "quota-error") and the error tables
 * carry the error as a decided, non-A2A row.
 */
export function quotaExceeded(quota: string, message: string): A2AError {
  const error = fail("QuotaExceededError", `${quota}: ${message}`);
  quotas.set(error, quota);
  return error;
}

/** The quota each QuotaExceededError made by quotaExceeded names (kept beside the error, not on it: nothing more reaches the answer). */
const quotas = new WeakMap<object, string>();

/** The quota `error` names when quotaExceeded made it ("tenant tasks", "task bytes", …), else undefined (the quotaRefusals metric's attribute). */
export function quotaOf(error: unknown): string | undefined {
  return typeof error === "object" && error !== null ? quotas.get(error) : undefined;
}
