// The default reporters: one JSON object per line (JSON Lines), an error report at level "error", an access
// entry at level "info". JSON itself escapes control characters, so a line is always one line; long text is
// cut (a message to 4 KiB, a stack to 8 KiB, any other field to 1 KiB) and undefined fields are left out.

import type { AccessEntry, AccessLogger, ErrorContext, ErrorReporter } from "./types.js";

/** Where a line goes: one call per line, the newline added by the writer. */
export type LineWriter = (line: string) => void;

/** The longest message, stack and other text field kept, in UTF-16 code units. */
export const reportBounds = { message: 4096, stack: 8192, field: 1024 } as const;

/** `text` cut to `max` (a cut one ends with "…"). */
export function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

function stderrLine(line: string): void {
  try {
    process.stderr.write(`${line}\n`);
  } catch {}
}

/** What a thrown value is named and says, never throwing (a getter or toString of a thrown object may). */
function described(error: unknown): { name?: string | undefined; message: string } {
  try {
    if (error instanceof Error) return { name: String(error.name), message: String(error.message) };
    return { message: String(error) };
  } catch {
    return { message: "(a value that cannot be shown)" };
  }
}

/** Adds `key` when `value` is a string, cut to the field bound. */
function put(out: Record<string, unknown>, key: string, value: string | undefined, max: number = reportBounds.field): void {
  if (value !== undefined) out[key] = cut(value, max);
}

/** The JSON line of one error report (no newline). */
export function errorLine(error: unknown, context: ErrorContext, time: Date = new Date()): string {
  const out: Record<string, unknown> = { time: time.toISOString(), level: "error", kind: "error" };
  put(out, "source", context.source);
  put(out, "operation", context.operation);
  put(out, "tenant", context.tenant);
  put(out, "binding", context.binding);
  put(out, "protocolVersion", context.protocolVersion);
  put(out, "requestId", context.requestId);
  put(out, "traceId", context.traceId);
  put(out, "taskId", context.taskId);
  put(out, "contextId", context.contextId);
  put(out, "detail", context.detail);
  const d = described(error);
  const e: Record<string, unknown> = {};
  put(e, "name", d.name);
  put(e, "message", d.message, reportBounds.message);
  put(e, "stack", context.stack, reportBounds.stack);
  out.error = e;
  return JSON.stringify(out);
}

/** The JSON line of one access entry (no newline). */
export function accessLine(entry: AccessEntry, time: Date = new Date()): string {
  const out: Record<string, unknown> = { time: time.toISOString(), level: "info", kind: "access" };
  put(out, "operation", entry.operation);
  put(out, "binding", entry.binding);
  put(out, "protocolVersion", entry.protocolVersion);
  put(out, "method", entry.method);
  put(out, "path", entry.path);
  out.status = typeof entry.status === "number" ? entry.status : cut(String(entry.status), reportBounds.field);
  out.durationMs = entry.durationMs;
  if (entry.bytes !== undefined) out.bytes = entry.bytes;
  put(out, "requestId", entry.requestId);
  put(out, "subject", entry.subject);
  put(out, "tenant", entry.tenant);
  put(out, "traceId", entry.traceId);
  return JSON.stringify(out);
}

/**
 * An onError reporter writing one JSON line per report: `{"time","level":"error","kind":"error","source",
 * "operation","tenant","binding","protocolVersion","requestId","traceId","taskId","contextId","detail",
 * "error":{"name","message","stack"}}` (default: to stderr).
 */
export function jsonLineReporter(write: LineWriter = stderrLine): ErrorReporter {
  if (typeof write !== "function") throw new TypeError("jsonLineReporter: give a function (line: string) => void");
  return (error, context) => write(errorLine(error, context));
}

/** An access logger writing one JSON line per call: `{"time","level":"info","kind":"access",…the entry}` (default: to stderr). */
export function jsonLineAccessLog(write: LineWriter = stderrLine): AccessLogger {
  if (typeof write !== "function") throw new TypeError("jsonLineAccessLog: give a function (line: string) => void");
  return (entry) => write(accessLine(entry));
}

/** The default reporter: one JSON line per report on stderr. */
export const stderrReporter: ErrorReporter = jsonLineReporter();
/** The access log of `accessLog: true`: one JSON line per call on stderr. */
export const stderrAccessLog: AccessLogger = jsonLineAccessLog();
