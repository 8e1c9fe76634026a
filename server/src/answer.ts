// The answers the core gives, as plain values: JSON bodies, and A2A errors in each binding's form for a
// version's table. An error of the v1.0 table (what the agent and dispatch throw) is answered in the
// negotiated version's table: the same code where that version has it, otherwise the rules' nearest
// older error, said in the message. Anything that is not an A2AError is the internal error, without its
// message (it may hold what the agent did not mean to show).

import { compat } from "@a2a-bindgen/a2a/compat";
import type { Dialect } from "@a2a-bindgen/runtime";
import type { ClientCertificate } from "./auth/credentials.js";
import { nearestErrors } from "@a2a-bindgen/a2a/protocol";
import { jsonMediaTypes } from "./media.js";
import { A2AError, type ErrorTable, type JsonRpcIdEcho, encodeHttpError, encodeJsonRpcError, findError, serializeError } from "@a2a-bindgen/kit";

/** A request as the core reads it: method, target (path and query), headers with lowercased names, the body's bytes. */
export interface ServerRequest {
  readonly method: string;
  /** Path and query as sent ("/a2a/tasks/t-1?historyLength=2"). */
  readonly path: string;
  /** Header names lowercased; repeated headers joined with ", ". */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Uint8Array;
  /** Aborted when the caller goes away (the adapters pass the connection's). */
  readonly signal?: AbortSignal | undefined;
  /**
   * Calls `listener` once when the caller goes away, as `signal` aborts; answers a function that removes
   * it. Optional: an adapter that has it spares a caller that only waits the AbortSignal `signal` makes.
   */
  onGone?(listener: () => void): () => void;
  /**
   * The client certificate the TLS layer verified against the server's trusted CAs (the node adapter
   * passes it on an HTTPS server with requestCert; never an unverified one): the mutualTLS credential.
   */
  readonly clientCertificate?: ClientCertificate | undefined;
  /**
   * The header names that arrived more than once, lowercased (`headers` joins them), when the adapter can
   * tell (node:http does; fetch's Headers cannot): a credential's header among them is malformed.
   */
  readonly repeatedHeaders?: ReadonlySet<string> | undefined;
}

/** A request as the core hands it to a binding: with the call's request id, which the answer carries and the CallSource passes on. */
export interface IdentifiedRequest extends ServerRequest {
  readonly requestId?: string | undefined;
}

/** An answer with a whole body. */
export interface BodyAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: Uint8Array;
}

/** An answer streamed as server-sent events. */
export interface StreamAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly stream: AsyncIterable<Uint8Array, void, undefined>;
}

export type ServerAnswer = BodyAnswer | StreamAnswer;

const encoder = new TextEncoder();
/** The media types of the answers (HTTP facts, not A2A's). */
export const JSON_TYPE = "application/json";
export const SSE_TYPE = "text/event-stream";

/** A JSON answer from its text. */
export function jsonText(status: number, text: string, headers: Record<string, string> = {}): BodyAnswer {
  return { status, headers: { ...headers, "content-type": JSON_TYPE }, body: encoder.encode(text) };
}

/** A JSON answer from a value. */
export function json(status: number, value: unknown, headers: Record<string, string> = {}): BodyAnswer {
  return jsonText(status, JSON.stringify(value), headers);
}

type Nearest = Readonly<Record<string, Readonly<Record<string, { code: number; nearest: number }>>>>;

// Words of a message that may be enum names (TASK_STATE_COMPLETED): each is asked of the v0.3 task converter.
const enumLike = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;
const maxSpelled = 20;
const spelled = new Map<string, string | null>();

/** A v1.0 task state name as the v0.3 dialect spells it ("completed" in JSON-RPC), or null when it is none. */
function olderState(name: string, dialect: Dialect): string | null {
  const key = `${dialect} ${name}`;
  const hit = spelled.get(key);
  if (hit !== undefined) return hit;
  // Any word is asked, not only TaskState names: the probe is a value of no known type.
  const probe: unknown = { id: "", contextId: "", status: { state: name } };
  const { value, losses } = compat.toV0_3[dialect].task(probe);
  const state = (value as { status?: { state?: unknown } | undefined } | undefined)?.status?.state;
  const out = losses.length === 0 && typeof state === "string" ? state : null;
  // Only real enum names are kept: the cache stays as small as the enum.
  if (out !== null) spelled.set(key, out);
  return out;
}

/** A v1.0 error's message for a v0.3 caller: the v1.0 task state names it quotes in v0.3's spelling (at most 20 words are asked). */
export function olderSpelling(message: string, dialect: Dialect): string {
  let asked = 0;
  return message.replace(enumLike, (word) => (asked++ < maxSpelled ? (olderState(word, dialect) ?? word) : word));
}

/**
 * The internal error of `table` that answers a throw which is not an A2AError: its standard message, and
 * with the call's request id "Internal error (request id …): see the server's error report" — the id the
 * report carries, nothing of the failure itself.
 */
export function internalError(table: ErrorTable, requestId?: string): A2AError {
  const spec = table.standardErrors.internal;
  if (requestId === undefined) return new A2AError(table, spec);
  return new A2AError(table, spec, { message: `${spec.message} (request id ${requestId}): see the server's error report` });
}

/**
 * `error` (of any version's table, or any throw) as an A2AError of `table`. Toward an older table the
 * message's v1.0 task state names are spelled as that version's `dialect` spells them (default JSON-RPC's).
 * A throw that is not an A2AError is the internal error naming `requestId` when given (internalError).
 */
export function inTable(table: ErrorTable, error: unknown, dialect: Dialect = "jsonrpc", requestId?: string): A2AError {
  if (!(error instanceof A2AError)) return internalError(table, requestId);
  if (error.protocolVersion === table.protocolVersion) return error;
  const message = isOlder(table) ? olderSpelling(error.message, dialect) : error.message;
  const same = findError(table, error.code);
  if (same !== undefined) return new A2AError(table, same, { message, details: error.details, metadata: error.metadata });
  const all = nearestErrors as Nearest;
  const byName = Object.hasOwn(all, table.protocolVersion) ? all[table.protocolVersion] : undefined;
  const near = byName !== undefined && Object.hasOwn(byName, error.name) ? byName[error.name] : undefined;
  const older = near === undefined ? undefined : findError(table, near.nearest);
  const spec = older ?? table.standardErrors.internal;
  return new A2AError(table, spec, {
    message: `${message} (protocol ${table.protocolVersion} has no ${error.name} (${error.code}): answered as ${spec.code} ${spec.name})`,
  });
}

/** Whether the table is the v0.3 one, whose caller reads v0.3 spellings (the compat converters' older side). */
function isOlder(table: ErrorTable): boolean {
  return Object.hasOwn(nearestErrors, table.protocolVersion);
}

/** The JSON-RPC answer of an error to the request `to` (HTTP status from the table's JSON-RPC binding); an internal one names `requestId`. */
export function jsonRpcError(table: ErrorTable, error: unknown, to: JsonRpcIdEcho, headers: Record<string, string> = {}, requestId?: string): BodyAnswer {
  const e = inTable(table, error, "jsonrpc", requestId);
  return jsonText(table.errorBindings.jsonrpc.httpStatus, serializeError(to, encodeJsonRpcError(table, e)), headers);
}

/**
 * The HTTP+JSON answer of an error: the table's status and body form (google.rpc.Status on v1.0, bare
 * {code, message} on v0.3); an internal one names `requestId`.
 */
export function httpError(table: ErrorTable, error: unknown, headers: Record<string, string> = {}, requestId?: string): BodyAnswer {
  const answer = encodeHttpError(table, inTable(table, error, "rest", requestId));
  return json(answer.status, answer.body, headers);
}

/**
 * An answer outside the table's statuses (404 no route, 405 wrong method, 413 body too large): the
 * standard error `spec` in the binding's body form, with `status` as the HTTP status. No ErrorInfo is
 * sent: such an answer is the server's, not an A2A error (the quick reference, section 3).
 */
export function statusError(
  table: ErrorTable,
  binding: "jsonrpc" | "http+json",
  status: number,
  spec: keyof ErrorTable["standardErrors"],
  message: string,
  headers: Record<string, string> = {},
): BodyAnswer {
  const s = table.standardErrors[spec];
  const text = `${s.message}: ${message}`;
  if (binding === "jsonrpc") return jsonText(status, serializeError({ id: null }, { code: s.code, message: text }), headers);
  if (table.errorBindings.http.body === "json-rpc-error") return json(status, { code: s.code, message: text }, headers);
  return json(status, { error: { code: status, status: s.grpcStatus, message: text, details: [] } }, headers);
}

/** The 415 answer for a body that is not JSON (or has no Content-Type), in the binding's form. */
export function unsupportedMediaType(table: ErrorTable, binding: "jsonrpc" | "http+json", contentType: string | undefined): BodyAnswer {
  const got = contentType === undefined ? "no Content-Type" : `Content-Type ${JSON.stringify(contentType.slice(0, 100))}`;
  return statusError(table, binding, 415, "invalidRequest", `the body must be ${jsonMediaTypes}; got ${got}`);
}
