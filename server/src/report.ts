// Where failures nobody is waiting for go: an unhandled handler error, an internal error, an answer that
// does not validate, a push delivery that failed. Each reaches `onError` with what and where (operation,
// tenant, a request id), never a credential; the default writes one line to stderr.

import { oneLine } from "@a2a-bindgen/kit";
import type { Binding } from "./agent.js";

/** Where an unreported failure happened. */
export interface ErrorContext {
  /** "handler": a handler threw something that is not an A2AError; "internal": the server itself failed;
   *  "answer": a handler's answer does not validate against the generated v1.0 schema; "push": a push
   *  delivery failed (after its retries). */
  readonly source: "handler" | "internal" | "answer" | "push";
  /** An id for this request or delivery, also in nothing sent to the client but this report. */
  readonly requestId: string;
  /** The v1.0 operation, when known. */
  readonly operation?: string;
  /** The tenant ("" for none), when known. */
  readonly tenant?: string;
  readonly binding?: Binding;
  /** The negotiated protocol version (Major.Minor), when known. */
  readonly protocolVersion?: string;
  /** For "answer": the JSON path of the first problem; for "push": the webhook URL without credentials. */
  readonly detail?: string;
}

/** Receives every unreported failure. Must not throw (what it throws is ignored). */
export type ErrorReporter = (error: unknown, context: ErrorContext) => void;

/** A request id: short, random, unique enough to find one line in a log. */
export function requestId(): string {
  return crypto.randomUUID();
}

/** One line, control characters escaped (kit's oneLine), long text cut. */
function cut(text: string, max = 500): string {
  const flat = oneLine(text);
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/** The default reporter: one line on stderr naming the source, operation, tenant and request id. */
export const stderrReporter: ErrorReporter = (error, context) => {
  const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const where = [
    `source=${context.source}`,
    context.operation === undefined ? "" : `operation=${context.operation}`,
    context.tenant === undefined ? "" : `tenant=${JSON.stringify(context.tenant)}`,
    context.binding === undefined ? "" : `binding=${context.binding}`,
    context.protocolVersion === undefined ? "" : `version=${context.protocolVersion}`,
    `request=${context.requestId}`,
    context.detail === undefined ? "" : `detail=${JSON.stringify(context.detail)}`,
  ].filter((s) => s !== "");
  try {
    process.stderr.write(`a2a-bindgen server: ${cut(`${where.join(" ")}: ${what}`)}\n`);
  } catch {}
};

/** Calls `reporter`, never letting it throw into the caller. */
export function report(reporter: ErrorReporter | undefined, error: unknown, context: ErrorContext): void {
  try {
    (reporter ?? stderrReporter)(error, context);
  } catch {}
}

/** A URL fit for a log: no user info, no query values, no fragment (they may hold credentials). */
export function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    u.username = "";
    u.password = "";
    u.hash = "";
    const keys = [...u.searchParams.keys()];
    u.search = keys.length === 0 ? "" : `?${keys.map((k) => `${encodeURIComponent(k)}=…`).join("&")}`;
    return u.toString();
  } catch {
    return "(not a URL)";
  }
}
