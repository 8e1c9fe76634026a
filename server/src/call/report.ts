// The small helpers of the call path that the bindings and the server's own failure handling share.

import { A2AError, type ErrorTable } from "@a2a-bindgen/kit";
import type * as z from "zod/mini";
import type { Binding } from "../agent.js";
import { inTable } from "../answer.js";
import { type ErrorContext, type ErrorReporter, report, requestId } from "../report.js";
import type { CallReport, Issues } from "./form.js";

/** True when `error` is answered as `table`'s internal error (a plain throw, or an A2AError that becomes it). */
export function isInternal(table: ErrorTable, error: unknown): boolean {
  return !(error instanceof A2AError) || inTable(table, error).code === table.standardErrors.internal.code;
}

/** What a call's report knows of where the failure happened (each field when known). */
export interface ReportWhere {
  readonly operation?: string | undefined;
  readonly tenant?: string | undefined;
  readonly binding?: Binding | undefined;
  readonly protocolVersion?: string | undefined;
  /** The call's request id (CallSource.requestId); a fresh one is made only when it is left out. */
  readonly requestId?: string | undefined;
  readonly taskId?: string | undefined;
  readonly contextId?: string | undefined;
}

/** The reporter of one call: its context is made only when something is reported (then with the active trace id and the stack). */
export function callReport(onError: ErrorReporter, where: ReportWhere): CallReport {
  return (error, source, detail) => {
    const context: { -readonly [K in keyof ErrorContext]: ErrorContext[K] } = { source, requestId: where.requestId ?? requestId() };
    if (where.operation !== undefined) context.operation = where.operation;
    if (where.tenant !== undefined) context.tenant = where.tenant;
    if (where.binding !== undefined) context.binding = where.binding;
    if (where.protocolVersion !== undefined) context.protocolVersion = where.protocolVersion;
    if (where.taskId !== undefined) context.taskId = where.taskId;
    if (where.contextId !== undefined) context.contextId = where.contextId;
    if (detail !== undefined) context.detail = detail;
    report(onError, error, context);
  };
}

/** Runs `validate` and turns a stack overflow (a value nested past the stack) into an issue, never a crash. */
export function safeParse(schema: z.ZodMiniType, value: unknown): { success: true; data: unknown } | { success: false; error: z.core.$ZodError | Issues } {
  try {
    const r = schema.safeParse(value);
    return r.success ? { success: true, data: r.data } : { success: false, error: r.error };
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    return {
      success: false,
      error: [{ path: "$", expected: "a value nested less deeply", received: "a value nested past the validator's depth", message: "nested too deeply" }],
    };
  }
}
