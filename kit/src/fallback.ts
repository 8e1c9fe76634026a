// Fallbacks (issue 12 §9; I14): where the documents disagree, the forms a client tries, in order, read
// from the generated table, and which answers count as a method error (then the next form is tried):
// 405, 501, or a 404 whose body is not an A2A error (the numbers from the table).

import { fallbacks, methodError } from "@a2a-bindgen/a2a/protocol";

/** One form to try: the HTTP method, its routes (binding ids of the version's tables), and the resource-name form it binds. */
export interface FallbackForm {
  method: string;
  routes: readonly { binding: string; template: string; table: "canonical" | "alternative" }[];
  /** "proto": the canonical binding; "spec": the spec's alternative. */
  from: "proto" | "spec";
  /** The resource-name field this form binds and its value's form ("tasks/{taskId}"), or null. */
  resource: { field: string; form: string } | null;
}

/** The plan for one operation: the forms in order and why that order. */
export interface FallbackPlan {
  id: string;
  forms: readonly FallbackForm[];
  reason: string;
}

/**
 * The forms a client tries for an operation on a binding at a version, first to last, or null when the
 * documents agree on it (one form: the route table's).
 */
export function fallbackPlan(operation: string, options: { binding: string; version: string }): FallbackPlan | null {
  for (const f of fallbacks) {
    if (f.operation === operation && f.binding === options?.binding && f.protocolVersion === options?.version) {
      return { id: f.id, forms: f.order, reason: f.reason };
    }
  }
  return null;
}

/** An answer as a client sees it: the status and the body (parsed JSON, or its text). */
export interface Answer {
  status: number;
  body?: unknown;
}

// A body longer than this is not parsed to look for an A2A error: an error body is small.
const maxBodyText = 1 << 20;
// Details beyond this many are not inspected.
const maxDetails = 64;

function field(obj: unknown, key: string): unknown {
  return obj !== null && typeof obj === "object" && !Array.isArray(obj) && Object.hasOwn(obj, key) ? (obj as Record<string, unknown>)[key] : undefined;
}

function a2aCode(code: unknown): boolean {
  return typeof code === "number" && code >= methodError.a2aError.legacyCodes.min && code <= methodError.a2aError.legacyCodes.max;
}

function hasA2AErrorInfo(details: unknown): boolean {
  if (!Array.isArray(details)) return false;
  for (let i = 0; i < details.length && i < maxDetails; i++) {
    const d = details[i];
    if (field(d, "@type") === methodError.a2aError.errorInfoType && field(d, "domain") === methodError.a2aError.domain) return true;
  }
  return false;
}

/**
 * Whether a body is an A2A error: a google.rpc.Status whose details hold an ErrorInfo of the A2A domain,
 * a JSON-RPC error whose data does, or (versions without ErrorInfo) a bare {code, message} with an A2A code.
 */
export function isA2AErrorBody(body: unknown): boolean {
  let value = body;
  if (typeof value === "string") {
    if (value.length > maxBodyText) return false;
    try {
      value = JSON.parse(value);
    } catch {
      return false;
    }
  }
  const error = field(value, "error");
  if (hasA2AErrorInfo(field(error, "details")) || hasA2AErrorInfo(field(error, "data"))) return true;
  return a2aCode(field(value, "code")) || a2aCode(field(error, "code"));
}

/** Whether an answer is a method error, so the next form of a fallback is tried: 405, 501, or a 404 that is not an A2A error. */
export function isMethodError(answer: Answer): boolean {
  const status = answer?.status;
  if (typeof status !== "number") return false;
  if ((methodError.statuses as readonly number[]).includes(status)) return true;
  return status === methodError.notFound.status && !isA2AErrorBody(answer.body);
}

/** What trying the forms gave: the answer that ended it, the form that gave it, and the method errors before it. */
export interface Tried<A extends Answer> {
  answer: A;
  form: FallbackForm;
  /** The forms answered with a method error, in order, before this one. */
  refused: { form: FallbackForm; status: number }[];
}

/**
 * Sends the forms in order until one is answered with something other than a method error (that answer
 * ends it, success or A2A error alike); when every form is refused, the last refusal is returned.
 * `send` does the request (bounded in time by the caller); its errors propagate.
 */
export async function tryInOrder<A extends Answer>(forms: readonly FallbackForm[], send: (form: FallbackForm) => Promise<A>): Promise<Tried<A> | null> {
  const refused: { form: FallbackForm; status: number }[] = [];
  let last: Tried<A> | null = null;
  for (const form of forms) {
    const answer = await send(form);
    last = { answer, form, refused: [...refused] };
    if (!isMethodError(answer)) return last;
    refused.push({ form, status: answer.status });
  }
  return last;
}
