// The typed A2A error value and the lookups every encoder and decoder share. Which errors exist, their
// codes, reasons and statuses come from a generated error table (@a2a-bindgen/a2a/<version>/errors),
// passed in: nothing here names an A2A fact.

import type { ErrorSpec, ErrorTable } from "@a2a-bindgen/a2a/v1_0/errors";

export type { ErrorSpec, ErrorTable };

/** A google.rpc.ErrorInfo (its JSON form without "@type"). */
export interface ErrorInfo {
  readonly reason: string;
  readonly domain: string;
  readonly metadata?: Readonly<Record<string, string>> | undefined;
}

/** A detail in its JSON form (a google.protobuf.Any: "@type" and the message's fields). */
export type ErrorDetail = { readonly "@type": string } & Readonly<Record<string, unknown>>;

/** Options of an A2A error: the message (default: the table's), ErrorInfo metadata, further details. */
export interface A2AErrorOptions {
  readonly message?: string | undefined;
  readonly metadata?: Readonly<Record<string, string>> | undefined;
  /** Details besides the ErrorInfo (JSON form), e.g. a google.rpc.BadRequest. */
  readonly details?: readonly ErrorDetail[] | undefined;
  /** The request id of the answer that carried the error (its X-Request-Id), when one came. */
  readonly requestId?: string | undefined;
}

/** An error of a version's table (an A2A error or a JSON-RPC standard error), with its message and details. */
export class A2AError extends Error {
  /** The table row: code, reason, HTTP status and gRPC status. */
  readonly spec: ErrorSpec;
  /** The protocol version of the table the spec comes from. */
  readonly protocolVersion: string;
  readonly metadata: Readonly<Record<string, string>>;
  readonly details: readonly ErrorDetail[];
  /**
   * The request id of the answer that carried the error (the client sets it from X-Request-Id, an HTTP
   * header or gRPC metadata): the id the server's error report and access log name. Undefined when no
   * answer came or it carried none (not an own property then).
   */
  declare readonly requestId: string | undefined;

  constructor(table: ErrorTable, spec: ErrorSpec, options: A2AErrorOptions = {}) {
    super(options.message ?? spec.message);
    this.name = spec.name;
    this.spec = spec;
    this.protocolVersion = table.protocolVersion;
    this.metadata = options.metadata ?? {};
    this.details = options.details ?? [];
    if (options.requestId !== undefined) (this as { requestId?: string | undefined }).requestId = options.requestId;
  }

  /** The JSON-RPC code. */
  get code(): number {
    return this.spec.code;
  }

  /** The ErrorInfo reason, or null when the table gives the error none. */
  get reason(): string | null {
    return this.spec.reason;
  }
}

/** Every error of a table: the A2A errors, the JSON-RPC standard errors, then the errors the rules file decided (a quota). */
export function allErrors(table: ErrorTable): readonly ErrorSpec[] {
  return [...table.a2aErrors, ...Object.values(table.standardErrors), ...table.decidedErrors];
}

/** The table's error with this name ("TaskNotFoundError"), JSON-RPC code or ErrorInfo reason; undefined when none. */
export function findError(table: ErrorTable, key: string | number): ErrorSpec | undefined {
  for (const s of allErrors(table)) {
    if (typeof key === "number" ? s.code === key : s.name === key || s.reason === key) return s;
  }
  return undefined;
}

/**
 * An A2A error of the table, by name, JSON-RPC code or ErrorInfo reason:
 * `a2aError(errorTable, "TaskNotFoundError", { message: "Task not found: t-1" })`.
 * Throws a TypeError naming the key and the version when the table has no such error.
 */
export function a2aError(table: ErrorTable, key: string | number, options?: A2AErrorOptions): A2AError {
  const spec = findError(table, key);
  if (spec === undefined) throw new TypeError(`no error ${JSON.stringify(key)} in the error table of protocol ${table.protocolVersion}`);
  return new A2AError(table, spec, options);
}

/** The ErrorInfo of an error in its JSON form, or null when its spec has no reason. */
export function errorInfoDetail(table: ErrorTable, error: A2AError): ErrorDetail | null {
  if (error.spec.reason === null) return null;
  const info: Record<string, unknown> = { "@type": table.errorDetailTypes.errorInfo, reason: error.spec.reason, domain: table.errorInfoDomain };
  if (Object.keys(error.metadata).length > 0) info.metadata = { ...error.metadata };
  return info as ErrorDetail;
}
