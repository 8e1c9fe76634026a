// The answer checks every binding shares: a v1.0 request or response validated with the tables' zod-free
// validators (the same nodes as the zod schemas), the first problem named by its JSON path.

import type { OperationName } from "@a2a-bindgen/kit";
import { operations } from "@a2a-bindgen/a2a/v1_0/validators";

/** A validation's outcome: the parsed value, or the first problem (JSON path and message). */
export type Checked = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly problem: string };

/** The first issue of a failed validation as "JSON path: message". */
function firstIssue(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const issue = issues[0];
  if (issue === undefined) return "$: invalid";
  return `$${issue.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("")}: ${issue.message}`;
}

/** A v1.0 message validated by a schema; a value nested past the stack's depth is refused, not crashed on. */
function validate(
  schema: { safeParse(v: unknown): { success: true; data: unknown } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
): Checked {
  try {
    const r = schema.safeParse(value);
    return r.success ? { ok: true, value: r.data } : { ok: false, problem: firstIssue(r.error.issues) };
  } catch (e) {
    if (e instanceof RangeError) return { ok: false, problem: "$: nested too deeply to read" };
    throw e;
  }
}

/** The v1.0 response validated: the parsed value, or the first problem (JSON path and message). */
export function checkResponse(operation: OperationName, value: unknown): Checked {
  const r = validate(operations[operation].validators.response, value);
  return r.ok ? r : { ok: false, problem: `the ${operation} response does not validate: ${r.problem}` };
}

/** The v1.0 request validated (canonical ProtoJSON out), or the first problem (JSON path and message). */
export function checkRequest(operation: OperationName, value: unknown): Checked {
  if (!Object.hasOwn(operations, operation)) return { ok: false, problem: `no v1.0 operation ${JSON.stringify(String(operation))}` };
  const r = validate(operations[operation].validators.request, value);
  return r.ok ? r : { ok: false, problem: `the ${operation} request does not validate: ${r.problem}` };
}
