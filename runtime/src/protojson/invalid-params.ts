// A failed validation turned into the protocol's invalid-params error for each binding. The codes
// and body forms come from the generated module (the rules file); this only assembles them. The
// details are a google.rpc.BadRequest listing every failing field by JSON path, and on HTTP+JSON an
// ErrorInfo too when the spec names one (an SDK convention the rules file records, not a spec error).

import type * as z from "zod/v4/core";
import { toIssues, type ValidationIssue } from "../engine/index.js";

export interface InvalidParamsSpec {
  jsonRpc: { code: number; message: string; source: string };
  http: { status: number; body: "google.rpc.Status" | "json-rpc-error"; rpcStatus: string | null; source: string };
  /** An ErrorInfo put beside the BadRequest of the google.rpc.Status body; absent: none. */
  errorInfo?: { reason: string; domain: string; type: string; source: string } | undefined;
}

/** A zod error from one of the generated schemas, or its issues already listed. */
export type ValidationFailure = z.$ZodError | readonly ValidationIssue[];

export interface BadRequestDetail {
  "@type": "type.googleapis.com/google.rpc.BadRequest";
  fieldViolations: { field: string; description: string }[];
}

/** A google.rpc.ErrorInfo in its JSON form (an Any: "@type" first). */
export interface ErrorInfoDetail {
  "@type": string;
  reason: string;
  domain: string;
}

export interface JsonRpcErrorObject {
  code: number;
  message: string;
  data: [BadRequestDetail];
}

export interface HttpErrorAnswer {
  status: number;
  body: { error: { code: number; status: string; message: string; details: [BadRequestDetail, ...ErrorInfoDetail[]] } } | JsonRpcErrorObject;
}

export interface InvalidParamsAnswer {
  (failure: ValidationFailure, binding: "jsonrpc"): JsonRpcErrorObject;
  (failure: ValidationFailure, binding: "http+json"): HttpErrorAnswer;
}

function issuesOf(failure: ValidationFailure): readonly ValidationIssue[] {
  return Array.isArray(failure) ? failure : toIssues(failure as z.$ZodError);
}

function detail(issues: readonly ValidationIssue[]): BadRequestDetail {
  return {
    "@type": "type.googleapis.com/google.rpc.BadRequest",
    fieldViolations: issues.map((i) => ({ field: i.path, description: `${i.message} (expected ${i.expected}, received ${i.received})` })),
  };
}

function errorInfo(info: NonNullable<InvalidParamsSpec["errorInfo"]>): ErrorInfoDetail {
  return { "@type": info.type, reason: info.reason, domain: info.domain };
}

/** The message: the spec's text, then the first failing path so a log line alone says where. */
function message(base: string, issues: readonly ValidationIssue[]): string {
  if (issues.length === 0) return base;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
  return `${base}: ${issues[0].path}: ${issues[0].message}${more}`;
}

export function jsonRpcInvalidParams(spec: InvalidParamsSpec, failure: ValidationFailure): JsonRpcErrorObject {
  const issues = issuesOf(failure);
  return { code: spec.jsonRpc.code, message: message(spec.jsonRpc.message, issues), data: [detail(issues)] };
}

export function httpInvalidParams(spec: InvalidParamsSpec, failure: ValidationFailure): HttpErrorAnswer {
  const issues = issuesOf(failure);
  if (spec.http.body === "json-rpc-error") return { status: spec.http.status, body: jsonRpcInvalidParams(spec, issues) };
  return {
    status: spec.http.status,
    body: {
      error: {
        code: spec.http.status,
        status: spec.http.rpcStatus ?? "",
        message: message(spec.jsonRpc.message, issues),
        details: spec.errorInfo ? [detail(issues), errorInfo(spec.errorInfo)] : [detail(issues)],
      },
    },
  };
}

export function invalidParamsAnswer(spec: InvalidParamsSpec): InvalidParamsAnswer {
  return ((failure: ValidationFailure, binding: "jsonrpc" | "http+json") =>
    binding === "jsonrpc" ? jsonRpcInvalidParams(spec, failure) : httpInvalidParams(spec, failure)) as InvalidParamsAnswer;
}
