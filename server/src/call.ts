// One call, whatever its binding: the card's security (with `auth`: the principal, or 401/403), required
// extensions (I7), the request validated with the generated schemas (unknown fields ignored, I13), a v0.3
// request converted to v1.0, dispatch (capabilities, then the handler), the answer validated against its
// v1.0 message, then converted back and encoded by the binding's form. Streams answer with their first item pulled before the status is sent, so an error
// before it is a plain JSON answer and the extensions activated by then go out as a header. Every
// internal answer (a handler's plain throw, an invalid answer, the server's own failure) reaches onError.

import { serviceParameters } from "@a2a-bindgen/a2a/protocol";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { A2AError, type ErrorTable, a2aError, activatedExtensions, answerError, checkRequiredExtensions, readExtensions } from "@a2a-bindgen/kit";
import type * as z from "zod/mini";
import { errorTable as v1Errors } from "@a2a-bindgen/a2a/v1_0/errors";
import type { Agent, Binding, CallContext } from "./agent.js";
import type { CallAuth, CallAuthState, Enforcer } from "./auth/enforce.js";
import type { CallPrincipal } from "./auth/policy.js";
import { authErrors, recordCallAuth } from "./auth/skills.js";
import { releaseSpelled } from "./card.js";
import { type BodyAnswer, type ServerAnswer, type ServerRequest, SSE_TYPE, inTable } from "./answer.js";
import { dispatchStream, dispatchUnary } from "./dispatch.js";
import type { StreamingOperationName, UnaryOperationName } from "@a2a-bindgen/kit";
import { type ErrorContext, type ErrorReporter, report, requestId } from "./report.js";
import { checkAnswer } from "./validate.js";
import { onAbort } from "./gone.js";
import { type VersionOperation, type VersionTables, v1Request } from "./versions.js";

/** A failed validation as the generated invalidParams answers take it. */
export type Issues = readonly { path: string; expected: string; received: string; message: string }[];

/** How a binding writes what a call produces. */
export interface BindingForm {
  readonly binding: Binding & ("jsonrpc" | "http+json");
  /** The compat dialect of this binding for v0.3. */
  readonly dialect: "jsonrpc" | "rest";
  result(value: unknown, headers: Record<string, string>): BodyAnswer;
  error(error: unknown, headers?: Record<string, string>): BodyAnswer;
  invalid(failure: z.core.$ZodError | Issues): BodyAnswer;
  /** One stream item (a v1.0 StreamResponse) as an SSE event, converted for `op` when the version needs it. */
  line(response: unknown, op: VersionOperation): string;
  errorLine(error: unknown): string;
}

/** What a call needs of the server. */
export interface CallServer {
  readonly agent: Agent;
  readonly card: types.AgentCard;
  /** Where internal answers are reported. */
  readonly onError: ErrorReporter;
  /** Check each answer against its v1.0 message before it is sent. */
  readonly validateAnswers: boolean;
  /** Whether the card marks any extension required (else the check is skipped). */
  readonly requiresExtensions: boolean;
  /** The card's security enforced on every call (the `auth` option); undefined: nothing is checked. */
  readonly auth?: Enforcer;
}

/** The answer to a call the requirements refuse: the binding's error form with 400, 401 or 403 and the challenges (decision auth-failure). */
export function authFailure(form: Pick<BindingForm, "error">, refused: Extract<CallAuth, { ok: false }>): BodyAnswer {
  const a = form.error(a2aError(v1Errors, authErrors[refused.status], { message: refused.message }));
  const headers = refused.challenge === "" ? a.headers : { ...a.headers, "www-authenticate": refused.challenge };
  return { status: refused.status, headers, body: a.body };
}

/** The query of a request target, without "?". */
function queryOf(target: string): string {
  const q = target.indexOf("?");
  return q === -1 ? "" : target.slice(q + 1);
}

/** True when `error` is answered as `table`'s internal error (a plain throw, or an A2AError that becomes it). */
export function isInternal(table: ErrorTable, error: unknown): boolean {
  return !(error instanceof A2AError) || inTable(table, error).code === table.standardErrors.internal.code;
}

/** Reports a failure of one call, with what is known of it; never throws. */
export type CallReport = (error: unknown, source: ErrorContext["source"], detail?: string) => void;

/** The reporter of one call: a request id is made only when something is reported. */
export function callReport(onError: ErrorReporter, where: { operation?: string; tenant?: string; binding?: Binding; protocolVersion?: string }): CallReport {
  return (error, source, detail) => {
    const context: { -readonly [K in keyof ErrorContext]: ErrorContext[K] } = { source, requestId: requestId() };
    if (where.operation !== undefined) context.operation = where.operation;
    if (where.tenant !== undefined) context.tenant = where.tenant;
    if (where.binding !== undefined) context.binding = where.binding;
    if (where.protocolVersion !== undefined) context.protocolVersion = where.protocolVersion;
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

/** The request as a v1.0 request message, or the answer that refuses it. */
function v1Of(
  v: VersionTables,
  form: BindingForm,
  op: VersionOperation,
  raw: unknown,
  failed: CallReport,
): { ok: true; request: unknown } | { ok: false; answer: BodyAnswer } {
  // v0.3 JSON-RPC params were validated with their envelope (a2a.json); the others with this version's ProtoJSON schema.
  let value = raw;
  if (v.compat === undefined || form.dialect === "rest") {
    const own = safeParse(op.request, raw);
    if (!own.success) return { ok: false, answer: form.invalid(own.error) };
    value = own.data;
  }
  if (v.compat === undefined) return { ok: true, request: value };
  const converted = v.compat.toV1_0[form.dialect].params(op.identity, value);
  if (converted.value === undefined) {
    const issues = converted.losses.map((l) => ({ path: l.path, expected: "a value protocol 1.0 can carry", received: "none", message: l.reason }));
    return { ok: false, answer: form.invalid(issues) };
  }
  const schema = v1Request(op.identity);
  if (schema === undefined) {
    const e = new TypeError(`no protocol 1.0 request schema for ${op.identity}`);
    failed(e, "internal");
    return { ok: false, answer: form.error(e) };
  }
  const v1 = safeParse(schema, converted.value);
  return v1.success ? { ok: true, request: v1.data } : { ok: false, answer: form.invalid(v1.error) };
}

function tenantOf(request: unknown): string | undefined {
  if (typeof request !== "object" || request === null || !Object.hasOwn(request, "tenant")) return undefined;
  const t = (request as Record<string, unknown>).tenant;
  return typeof t === "string" && t !== "" ? t : undefined;
}

const none: Record<string, string> = Object.freeze({}) as Record<string, string>;

function extensionHeader(activated: readonly string[], version: string): Record<string, string> {
  if (activated.length === 0) return none;
  const a = activatedExtensions(activated, { version });
  return a === null ? none : { [a.name.toLowerCase()]: a.value };
}

type ByVersion = Readonly<Record<string, { read: readonly { headers: string }[] }>>;
/** The extensions parameter's names each version reads, lowercased (the adapters lowercase header names). */
const extensionNames = new Map<string, readonly string[]>(
  Object.entries(serviceParameters.extensions.byVersion as ByVersion).map(([v, n]) => [v, n.read.map((r) => r.headers.toLowerCase())] as const),
);

/** The extensions a request declares; none without reading when no header of theirs is present. */
function declaredExtensions(headers: Readonly<Record<string, string>>, version: string): string[] {
  const names = extensionNames.get(version);
  if (names !== undefined && !names.some((n) => Object.hasOwn(headers, n))) return [];
  return readExtensions(headers, { version });
}

/** A call's context: a class, so that making one per call is a plain allocation (an object literal with a getter is not). */
class Context implements CallContext {
  readonly headers: Readonly<Record<string, string>>;
  /** Works unbound too (`const { activateExtension } = context`). */
  readonly activateExtension: (uri: string) => void;
  constructor(
    readonly protocolVersion: string,
    readonly binding: Binding,
    readonly tenant: string | undefined,
    readonly extensions: readonly string[],
    activated: string[],
    private readonly request: ServerRequest,
    readonly principal: CallPrincipal | undefined,
    readonly owner: string,
  ) {
    this.headers = request.headers;
    this.activateExtension = (uri) => {
      if (typeof uri === "string" && !activated.includes(uri)) activated.push(uri);
    };
  }
  // Read when the agent asks: an adapter may make its signal on first use. A request without one (a call
  // made by hand) gets its own, never aborted: not one shared by every such call, where listeners would pile up.
  get signal(): AbortSignal {
    return this.request.signal ?? (this.#unheard ??= new AbortController().signal);
  }
  #unheard: AbortSignal | undefined;
  onGone(listener: () => void): () => void {
    if (this.request.onGone !== undefined) return this.request.onGone(listener);
    // Nothing to hear the caller by: nothing to listen to.
    if (this.request.signal === undefined) return () => {};
    return onAbort(this.request.signal, listener);
  }
}

/** The answer of one call of `op` (an operation of `v`) with its request `raw` as the binding read it. */
export async function runCall(
  server: CallServer,
  v: VersionTables,
  form: BindingForm,
  op: VersionOperation,
  raw: unknown,
  req: ServerRequest,
): Promise<ServerAnswer> {
  const table: ErrorTable = v.errors;
  // Authentication first: nothing of the request is read for a caller the requirements refuse.
  let principal: CallPrincipal | undefined;
  let owner = "";
  let state: CallAuthState | undefined;
  if (server.auth !== undefined) {
    const source = { headers: req.headers, query: queryOf(req.path), certificate: req.clientCertificate, repeated: req.repeatedHeaders };
    state = { enforcer: server.auth, source, verified: new Map() };
    let outcome: CallAuth;
    try {
      outcome = await server.auth.authenticate(state.source, op.identity, state.verified);
    } catch (e) {
      // A verifier's throw is the server's failure (decision auth-failure: never a pass).
      callReport(server.onError, { operation: op.identity, binding: form.binding, protocolVersion: v.protocolVersion })(e, "internal");
      return form.error(e);
    }
    if (!outcome.ok) return authFailure(form, outcome);
    principal = outcome.principal;
    owner = outcome.owner;
  }
  const declared = declaredExtensions(req.headers, v.protocolVersion);
  if (server.requiresExtensions) {
    const required = checkRequiredExtensions(server.card, declared);
    if (!required.ok) return form.error(answerError(table, required.error));
  }
  // The tenant is known once the request is read; the report's context is made only when something is reported.
  let tenant: string | undefined;
  const failed: CallReport = (error, source, detail) =>
    callReport(server.onError, { operation: op.identity, binding: form.binding, protocolVersion: v.protocolVersion, tenant })(error, source, detail);
  const v1 = v1Of(v, form, op, raw, failed);
  if (!v1.ok) return v1.answer;
  tenant = tenantOf(v1.request) ?? "";
  const activated: string[] = [];
  const context = new Context(v.protocolVersion, form.binding, tenant === "" ? undefined : tenant, declared, activated, req, principal, owner);
  // The call's credentials and verifications, for checkSkillSecurity.
  if (state !== undefined) recordCallAuth(context, state);
  if (!op.streaming) {
    let result: unknown;
    try {
      result = await dispatchUnary(server.agent, server.card, op.identity as UnaryOperationName, v1.request as never, context);
    } catch (e) {
      if (isInternal(table, e)) failed(e, "handler");
      return form.error(e, extensionHeader(activated, v.protocolVersion));
    }
    if (server.validateAnswers) {
      const invalid = checkAnswer(op.identity, result);
      if (invalid !== undefined) {
        failed(invalid, "answer", invalid.detail);
        return form.error(invalid, extensionHeader(activated, v.protocolVersion));
      }
    }
    if (v.compat !== undefined) {
      const back = v.compat.toV0_3[form.dialect].result(op.identity, result);
      // A card answered to a v0.3 caller (the extended card) names the release, as the served v0.3 card does.
      result = releaseSpelled(back.value);
    }
    return form.result(result, extensionHeader(activated, v.protocolVersion));
  }
  let items: AsyncIterator<unknown>;
  let first: IteratorResult<unknown>;
  try {
    items = dispatchStream(server.agent, server.card, op.identity as StreamingOperationName, v1.request as never, context)[Symbol.asyncIterator]();
    first = await items.next();
  } catch (e) {
    if (isInternal(table, e)) failed(e, "handler");
    return form.error(e, extensionHeader(activated, v.protocolVersion));
  }
  const invalid = server.validateAnswers && !first.done ? checkAnswer(op.identity, first.value) : undefined;
  if (invalid !== undefined) {
    failed(invalid, "answer", invalid.detail);
    await stop(items, failed);
    return form.error(invalid, extensionHeader(activated, v.protocolVersion));
  }
  const headers = { ...extensionHeader(activated, v.protocolVersion), "content-type": SSE_TYPE, "cache-control": "no-cache" };
  return { status: 200, headers, stream: events(items, first, form, op, table, server.validateAnswers, failed) };
}

/** Stops the agent's stream; its failure to stop is reported, never thrown. */
async function stop(items: AsyncIterator<unknown>, failed?: CallReport): Promise<void> {
  try {
    await items.return?.();
  } catch (e) {
    failed?.(e, "handler");
  }
}

const encoder = new TextEncoder();

/**
 * The SSE body: the first item already pulled (and checked), then the rest, each checked before it is
 * encoded; an error mid-stream (the handler's, an invalid item, a line that cannot be encoded) is the
 * binding's error event and ends the stream.
 */
async function* events(
  items: AsyncIterator<unknown>,
  first: IteratorResult<unknown>,
  form: BindingForm,
  op: VersionOperation,
  table: ErrorTable,
  validate: boolean,
  failed: CallReport,
): AsyncGenerator<Uint8Array> {
  let next = first;
  // True once the agent's stream is over by itself (done, or its next() threw).
  let ended = false;
  // The error event that ends the stream, sent after the agent's stream is stopped.
  let last: string | undefined;
  try {
    while (!next.done) {
      const invalid = next === first || !validate ? undefined : checkAnswer(op.identity, next.value);
      if (invalid !== undefined) {
        failed(invalid, "answer", invalid.detail);
        last = form.errorLine(invalid);
        break;
      }
      let line: string;
      try {
        line = form.line(next.value, op);
      } catch (e) {
        failed(e, "internal");
        last = form.errorLine(e);
        break;
      }
      yield encoder.encode(line);
      next = await items.next();
    }
    ended = next.done === true;
  } catch (e) {
    ended = true;
    if (isInternal(table, e)) failed(e, "handler");
    last = form.errorLine(e);
  } finally {
    // The caller went away, or the stream ends on a failure of ours: stop the agent's stream.
    if (!ended) await stop(items, failed);
  }
  if (last !== undefined) yield encoder.encode(last);
}
