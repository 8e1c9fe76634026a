// What a report and an access log entry hold: a leaf of types, so that the reporters (json.ts, pino.ts)
// and report.ts, which picks the default, import it without importing each other.

import type { Binding } from "@a2a-bindgen/kit";

/** Where an unreported failure happened. Nothing of the request (headers, metadata, body) is in it. */
export interface ErrorContext {
  /** "handler": a handler threw something that is not an A2AError; "internal": the server itself failed;
   *  "answer": a handler's answer does not validate against the generated v1.0 schema; "push": a push
   *  delivery failed (after its retries). */
  readonly source: "handler" | "internal" | "answer" | "push";
  /**
   * The request id of the call: the caller's X-Request-Id when kept, else the one the server made and sent
   * back in X-Request-Id (the internal error the client sees names it). A run's and a push delivery's
   * report carry the id of the call that started the run; a fresh id only where no call exists.
   */
  readonly requestId: string;
  /** The v1.0 operation, when known. */
  readonly operation?: string | undefined;
  /** The tenant ("" for none), when known. */
  readonly tenant?: string | undefined;
  readonly binding?: Binding | undefined;
  /** The negotiated protocol version (Major.Minor), when known. */
  readonly protocolVersion?: string | undefined;
  /** For "answer": the JSON path of the first problem; for "push": the webhook URL without credentials. */
  readonly detail?: string | undefined;
  /** The task the failure concerns, when known. */
  readonly taskId?: string | undefined;
  /** Its context, when known. */
  readonly contextId?: string | undefined;
  /** The trace id (32 hex digits) of the span active when the failure was reported, when one is recording or was propagated. */
  readonly traceId?: string | undefined;
  /**
   * The error's stack frames (its name and message are the error's own, not repeated here); left out when
   * the deployment turns stacks off (the `reportStacks: false` option) or the error has none.
   */
  readonly stack?: string | undefined;
}

/** Receives every unreported failure. Must not throw (what it throws is ignored). */
export type ErrorReporter = (error: unknown, context: ErrorContext) => void;

/**
 * One request as the access log records it, when its answer is written (a stream: when it ends). A call of
 * an operation has its operation, binding and version; a request that is not one (the card, a path no route
 * has, a body over the limit, a JSON-RPC request refused before its method is known, a version not served)
 * has what was known of it (none of the three, or the binding and version).
 */
export interface AccessEntry {
  /** The v1.0 operation (a call's). */
  readonly operation?: string | undefined;
  readonly binding?: Binding | undefined;
  /** The negotiated protocol version (Major.Minor), when one was. */
  readonly protocolVersion?: string | undefined;
  /** The request's HTTP method and path without its query (a request that is not a call; a path holds no credential here: the query is left out). */
  readonly method?: string | undefined;
  readonly path?: string | undefined;
  /** The HTTP status, or the gRPC status name ("OK", "NOT_FOUND", …). */
  readonly status: number | string;
  /** From the call's arrival to its answer (a stream: to its end), in milliseconds. */
  readonly durationMs: number;
  /** The answer's body size in bytes, when known. */
  readonly bytes?: number | undefined;
  /** The call's request id (as in X-Request-Id). */
  readonly requestId: string;
  /** The authenticated principal's subject, when the call was authenticated. */
  readonly subject?: string | undefined;
  /** The tenant, when the call named one. */
  readonly tenant?: string | undefined;
  /** The trace id of the call's span, when one is recording or was propagated. */
  readonly traceId?: string | undefined;
}

/** Receives one entry per call (the `accessLog` option). Must not throw (what it throws is ignored). */
export type AccessLogger = (entry: AccessEntry) => void;
