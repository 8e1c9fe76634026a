// Where failures nobody is waiting for go: an unhandled handler error, an internal error, an answer that
// does not validate, a push delivery that failed. Each reaches `onError` with what and where (operation,
// tenant, the call's request id, task and context, the active trace, the error's stack frames), never a
// credential nor anything of the request; the default writes one JSON line to stderr (report/json.ts).

import { context as otelContext, isSpanContextValid, trace } from "@opentelemetry/api";
import { stderrReporter } from "./report/json.js";
import type { ErrorContext, ErrorReporter } from "./report/types.js";

export type { AccessEntry, AccessLogger, ErrorContext, ErrorReporter } from "./report/types.js";
export { type LineWriter, jsonLineAccessLog, jsonLineReporter, reportBounds, stderrAccessLog, stderrReporter } from "./report/json.js";
export { type PinoLike, pinoReporter } from "./report/pino.js";

/** A request id where no call exists (a delivery resumed after a restart): random, unique enough to find one line in a log. */
export function requestId(): string {
  // A random prefix per process and a counter: unique across instances and requests, and no draw of
  // randomness per request (an id names a request in logs; it is no secret and guards nothing).
  idCount = (idCount + 1) % 0x100000000;
  if (idCount === 0) idPrefix = crypto.randomUUID().replaceAll("-", "").slice(0, 16);
  return `${idPrefix}-${idCount.toString(16).padStart(8, "0")}`;
}
let idPrefix = crypto.randomUUID().replaceAll("-", "").slice(0, 16);
let idCount = 0;

/** The reporters that take no stacks (the `reportStacks: false` option). */
const stackless = new WeakSet<ErrorReporter>();

/** `reporter` marked to receive no stack (`report` leaves the stack out of its contexts). */
export function withoutStacks(reporter: ErrorReporter): ErrorReporter {
  const r: ErrorReporter = (error, context) => reporter(error, context);
  stackless.add(r);
  return r;
}

/** The stack frames of `error` (V8's "    at …" lines; another engine's whole stack), never throwing. */
export function stackOf(error: unknown): string | undefined {
  try {
    if (!(error instanceof Error)) return undefined;
    const stack = error.stack;
    if (typeof stack !== "string" || stack === "") return undefined;
    // The header (name and message) is the error's own: a message may hold what only the error should carry.
    const at = stack.search(/\n\s+at /);
    if (at !== -1) return stack.slice(at + 1);
    const head = `${error.name}: ${error.message}`;
    return stack.startsWith(head) ? stack.slice(head.length).replace(/^\n/, "") || undefined : stack;
  } catch {
    return undefined;
  }
}

/** The trace id of the span active now, when its context is valid (a recording span, or a propagated one). */
export function activeTraceId(): string | undefined {
  const span = trace.getSpan(otelContext.active());
  if (span === undefined) return undefined;
  const sc = span.spanContext();
  return isSpanContextValid(sc) ? sc.traceId : undefined;
}

/**
 * Calls `reporter` (default: one JSON line on stderr), never letting it throw into the caller. The context
 * gets the active trace id and the error's stack frames when it has none (no stack for a reporter made
 * with `reportStacks: false`).
 */
export function report(reporter: ErrorReporter | undefined, error: unknown, context: ErrorContext): void {
  try {
    const r = reporter ?? stderrReporter;
    const full: { -readonly [K in keyof ErrorContext]: ErrorContext[K] } = { ...context };
    if (full.traceId === undefined) {
      const t = activeTraceId();
      if (t !== undefined) full.traceId = t;
    }
    if (stackless.has(r)) delete full.stack;
    else if (full.stack === undefined) {
      const s = stackOf(error);
      if (s !== undefined) full.stack = s;
    }
    r(error, full);
  } catch {}
}

/**
 * A URL fit for a log or a span: the scheme, host and port, then "/…" for any path and "?k=…" for each query
 * key. The path goes too: webhook URLs often carry their secret in it (Slack's /services/T…/B…/secret,
 * Discord's /api/webhooks/id/token), as user info and query values may carry credentials.
 */
export function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    const keys = [...u.searchParams.keys()];
    const path = u.pathname === "" || u.pathname === "/" ? "/" : "/…";
    return `${u.protocol}//${u.host}${path}${keys.length === 0 ? "" : `?${keys.map((k) => `${encodeURIComponent(k)}=…`).join("&")}`}`;
  } catch {
    return "(not a URL)";
  }
}
