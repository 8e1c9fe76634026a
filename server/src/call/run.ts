// The one call path. Every binding (JSON-RPC, HTTP+JSON, gRPC; each served version) decodes its request
// into the operation, the request message as its version and dialect write it, and where it came from
// (CallSource), and hands them here with its form (how it encodes). Then, in this order and nowhere else:
// the card's security (with `auth`: the principal, or the refusal), the extensions declared, the card's
// capabilities (the quick reference's step 4), its required extensions (step 5, I7), the request
// validated with the generated schemas (unknown fields ignored, I13) and a v0.3 request crossed to v1.0,
// the call's context, the handler, the answer checked against its v1.0 message, crossed back and
// encoded. A stream answers with its first item pulled before anything is sent, so that an error before
// it is a plain error answer and the extensions activated by then go out with the answer. Every internal
// answer (a handler's plain throw, an invalid answer, the server's own failure) reaches onError. The
// call is observed here too, for every binding and version (telemetry/call.ts): one SERVER span whose
// parent is the trace context the caller sent, the whole call run inside it, its metrics and its access
// log entry, at the answer (a stream: at its end).

import type { ErrorTable, StreamingOperationName, UnaryOperationName } from "@a2a-bindgen/kit";
import { answerError, checkRequiredExtensions } from "@a2a-bindgen/kit";
import type { OperationName } from "../agent.js";
import type { CallAuth, CallAuthState } from "../auth/enforce.js";
import type { CallPrincipal } from "../auth/policy.js";
import { recordCallAuth } from "../auth/skills.js";
import { releaseSpelled } from "../card.js";
import { checkCapabilities, handlerOf } from "../dispatch.js";
import { InvalidAnswerError, checkAnswer } from "../validate.js";
import { type VersionOperation, type VersionView, v1Request } from "../versions.js";
import { type CallSource, Context, declaredExtensions, extensionHeader, queryOf, tenantOf } from "./context.js";
import type { BindingForm, CallReport, CallServer } from "./form.js";
import { callReport, isInternal, safeParse } from "./report.js";
import { events, stop } from "./stream.js";
import { type CallObservation, observe } from "../telemetry/call.js";
import type { WireName } from "../telemetry/wire.js";

type Unary = (request: unknown, context: Context) => unknown;
type Streaming = (request: unknown, context: Context) => AsyncIterable<unknown>;

/** The task and context a request names (for reports): a task's id, a message's task and context. */
function idsOf(request: unknown): { taskId?: string | undefined; contextId?: string | undefined } {
  if (typeof request !== "object" || request === null) return {};
  const r = request as Record<string, unknown>;
  const m = Object.hasOwn(r, "message") && typeof r.message === "object" && r.message !== null ? (r.message as Record<string, unknown>) : undefined;
  const task = Object.hasOwn(r, "taskId") ? r.taskId : m !== undefined ? m.taskId : Object.hasOwn(r, "id") ? r.id : undefined;
  const context = m?.contextId;
  const out: { taskId?: string | undefined; contextId?: string | undefined } = {};
  if (typeof task === "string" && task !== "") out.taskId = task;
  if (typeof context === "string" && context !== "") out.contextId = context;
  return out;
}

/** The request as a v1.0 request message, or the answer that refuses it. */
function v1Of<A>(
  v: VersionView<unknown>,
  form: BindingForm<A, unknown>,
  op: VersionOperation,
  raw: unknown,
  failed: CallReport,
): { ok: true; request: unknown } | { ok: false; answer: A } {
  // The binding's own check (JSON-RPC: v0.3 params with their envelope, a2a.json); then, but for v0.3
  // JSON-RPC, this version's ProtoJSON schema.
  const failure = form.check?.(raw);
  if (failure !== undefined) return { ok: false, answer: form.invalid(failure) };
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

/**
 * The answer of one call of `op` (an operation of `v`) with its request `raw` as the binding decoded it,
 * from `source`, named `wire` on the wire. The whole call runs inside its span's context (the caller's
 * trace continued), through a form that records what it answers, when anything observes it (telemetry/call.ts).
 */
export function runCall<A, L>(
  server: CallServer,
  v: VersionView<unknown>,
  form: BindingForm<A, L>,
  op: VersionOperation,
  raw: unknown,
  source: CallSource,
  wire: WireName,
): Promise<A> {
  source.called?.();
  const observed = observe(server, v, form, op, wire, source.headers, source.requestId);
  if (observed === undefined) return answer(server, v, form, op, raw, source, undefined);
  return observed
    .run(() => answer(server, v, observed, op, raw, source, observed))
    .then(
      (a) => observed.answered(a),
      (e) => {
        observed.threw(e);
        throw e;
      },
    );
}

async function answer<A, L>(
  server: CallServer,
  v: VersionView<unknown>,
  form: BindingForm<A, L>,
  op: VersionOperation,
  raw: unknown,
  source: CallSource,
  observed: CallObservation<A, L> | undefined,
): Promise<A> {
  const table: ErrorTable = v.errorTable;
  const requestId = source.requestId;
  // The tenant is known once it is read; the report's context is made only when something is reported.
  let tenant: string | undefined;
  // The request once validated: its task and context are read only when something is reported.
  let request: unknown;
  const failed: CallReport = (error, source, detail) =>
    callReport(server.onError, {
      operation: op.identity,
      binding: form.binding,
      protocolVersion: v.protocolVersion,
      tenant,
      requestId,
      ...idsOf(request),
    })(error, source, detail);
  // 1. Authentication first: nothing of the request is read for a caller the requirements refuse.
  let principal: CallPrincipal | undefined;
  let owner = "";
  let state: CallAuthState | undefined;
  if (server.auth !== undefined) {
    const credentials = { headers: source.headers, query: queryOf(source.path), certificate: source.clientCertificate, repeated: source.repeatedHeaders };
    state = { enforcer: server.auth, source: credentials, verified: new Map() };
    let outcome: CallAuth;
    try {
      outcome = await server.auth.authenticate(state.source, op.identity, state.verified);
    } catch (e) {
      // A verifier's throw is the server's failure (decision auth-failure: never a pass).
      failed(e, "internal");
      return form.error(e);
    }
    if (!outcome.ok) return form.refused(outcome);
    principal = outcome.principal;
    owner = outcome.owner;
    observed?.principal(principal?.subject);
  }
  // 2. The extensions declared; 3. the card's capabilities; 4. its required extensions.
  const declared = declaredExtensions(source.headers, v.protocolVersion, form.carrier);
  try {
    checkCapabilities(server.card, op.identity as OperationName);
  } catch (e) {
    return form.error(e);
  }
  if (server.requiresExtensions) {
    const required = checkRequiredExtensions(server.card, declared);
    if (!required.ok) return form.error(answerError(table, required.error));
  }
  // 5. The request validated and crossed to v1.0.
  const v1 = v1Of(v, form, op, raw, failed);
  if (!v1.ok) return v1.answer;
  // 6. The context.
  tenant = tenantOf(v1.request) ?? "";
  request = v1.request;
  observed?.request(v1.request, tenant);
  const activated: string[] = [];
  const context = new Context(v.protocolVersion, form.binding, tenant === "" ? undefined : tenant, declared, activated, source, principal, owner);
  // The call's credentials and verifications, for checkSkillSecurity.
  if (state !== undefined) recordCallAuth(context, state);
  // 7. The handler; 8. its answer checked, crossed back and encoded.
  if (!op.streaming) {
    let result: unknown;
    try {
      const h = handlerOf(server.agent, op.identity as UnaryOperationName) as Unary;
      result = await h.call(server.agent, v1.request, context);
    } catch (e) {
      if (isInternal(table, e)) failed(e, "handler");
      return form.error(e, extensionHeader(activated, v.protocolVersion, form.carrier));
    }
    if (server.validateAnswers) {
      const invalid = checkAnswer(op.identity, result);
      if (invalid !== undefined) {
        failed(invalid, "answer", invalid.detail);
        return form.error(invalid, extensionHeader(activated, v.protocolVersion, form.carrier));
      }
    }
    observed?.answer(result);
    try {
      if (v.compat !== undefined) {
        const back = v.compat.toV0_3[form.dialect].result(op.identity, result);
        // A card answered to a v0.3 caller (the extended card) names the release, as the served v0.3 card does.
        result = releaseSpelled(back.value);
      }
      return form.result(result, extensionHeader(activated, v.protocolVersion, form.carrier));
    } catch (e) {
      // An answer the binding cannot carry (a value JSON cannot hold, a field its message lacks), or a converter's bug.
      if (e instanceof InvalidAnswerError) failed(e, "answer", e.detail);
      else failed(e, "internal");
      return form.error(e, extensionHeader(activated, v.protocolVersion, form.carrier));
    }
  }
  let items: AsyncIterator<unknown, unknown, undefined>;
  let first: IteratorResult<unknown, unknown>;
  try {
    const h = handlerOf(server.agent, op.identity as StreamingOperationName) as Streaming;
    items = h.call(server.agent, v1.request, context)[Symbol.asyncIterator]();
    first = await items.next();
  } catch (e) {
    if (isInternal(table, e)) failed(e, "handler");
    return form.error(e, extensionHeader(activated, v.protocolVersion, form.carrier));
  }
  const invalid = server.validateAnswers && !first.done ? checkAnswer(op.identity, first.value) : undefined;
  if (invalid !== undefined) {
    failed(invalid, "answer", invalid.detail);
    await stop(items, failed);
    return form.error(invalid, extensionHeader(activated, v.protocolVersion, form.carrier));
  }
  return form.stream(events(items, first, form, op, table, server.validateAnswers, failed), extensionHeader(activated, v.protocolVersion, form.carrier));
}
