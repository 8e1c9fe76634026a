// The HTTP+JSON binding (§11; v0.3.0 §3.2.3): each operation on its route, built by the runtime from the
// wire version's route tables (a tenant selects the /{tenant} form), the body and the query per the
// route's body rule. Where the documents disagree (the generated fallbacks: subscribe's verb, v0.3's
// create-config path) the forms are tried in the table's order, the next on a method error (I14).

import { fallbackPlan, decodeHttpError, type FallbackForm, type OperationName, tryInOrder } from "@a2a-bindgen/kit";
import type { RequestOf, ResponseOf, StreamingOperationName, UnaryOperationName } from "@a2a-bindgen/kit";
import type { BuiltRequest } from "@a2a-bindgen/runtime";
import { cardBindingOf, crossRequest, decodeResult, type HttpTransportSettings, prepare, wireOperation } from "./common.js";
import { authFailure, challengeHeader, decodedCause, errorOf, isAuthStatus, TransportError } from "./errors.js";
import { activated, answerBound, mediaType, parseJson, readText, requestHeaders, send, type Sent } from "./http.js";
import { readStream } from "./stream.js";
import type { CallOptions, Transport, TransportFactory, TransportTarget } from "./transport.js";
import { historyField, type WireVersion } from "./wire.js";

// Plain JSON both ways: v0.3.0 §3.2.3 requires it, and v1.0 servers accept it beside their own media type.
const jsonType = "application/json";
const eventStreamType = "text/event-stream";

/** The values of a resource-name form ("tasks/{taskId}") read from a value, or null when it does not fit. */
export function readForm(form: string, value: string): Record<string, string> | null {
  const pieces = form.split(/\{([A-Za-z_][A-Za-z0-9_]*)\}/);
  if (!value.startsWith(pieces[0])) return null;
  const out: Record<string, string> = Object.create(null);
  let at = pieces[0].length;
  for (let i = 1; i < pieces.length; i += 2) {
    const literal = pieces[i + 1];
    const end = literal === "" ? (i + 2 < pieces.length ? -1 : value.length) : value.indexOf(literal, at);
    if (end < 0 || end === at) return null;
    out[pieces[i]] = value.slice(at, end);
    at = end + literal.length;
  }
  return at === value.length ? out : null;
}

/** A resource-name form filled with values. */
export function fillForm(form: string, values: Record<string, string>): string | null {
  let missing = false;
  const out = form.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
    if (!Object.hasOwn(values, name)) missing = true;
    return values[name] ?? "";
  });
  return missing ? null : out;
}

/** The request in a form's resource-name shape: the field's value re-read from any form of the plan. */
function inForm(request: Record<string, unknown>, form: FallbackForm, forms: readonly FallbackForm[]): Record<string, unknown> {
  if (form.resource === null) return request;
  const value = request[form.resource.field];
  if (typeof value !== "string") return request;
  for (const other of forms) {
    if (other.resource === null || other.resource.field !== form.resource.field) continue;
    const values = readForm(other.resource.form, value);
    const filled = values === null ? null : fillForm(form.resource.form, values);
    if (filled !== null) return { ...request, [form.resource.field]: filled };
  }
  return request;
}

/** Builds a request on a table; a request that does not fit is a TransportError (nothing sent). */
function build(wire: WireVersion, table: "canonical" | "alternative", operation: string, request: Record<string, unknown>, url: string): BuiltRequest {
  try {
    return (table === "alternative" ? wire.alternativeRoutes : wire.routes).build(operation, request);
  } catch (e) {
    throw new TransportError("request", url, e instanceof Error ? e.message : String(e));
  }
}

/**
 * The built request with an explicit historyLength=0 in the query where the crossed request holds 0: the
 * route builder leaves an implicit-presence 0 out (proto3 cannot tell it from unset), but toward v0.3 the
 * 0 is the decision history-length-toward-v0-3's "no limit", which a peer reads only when it is sent.
 */
function withHistoryZero(built: BuiltRequest, request: Record<string, unknown>): BuiltRequest {
  if (request[historyField] !== 0 || built.body !== undefined || new URLSearchParams(built.query).has(historyField)) return built;
  const query = built.query === "" ? `${historyField}=0` : `${built.query}&${historyField}=0`;
  return { ...built, query, url: `${built.path}?${query}` };
}

function trimSlash(url: string): string {
  return url.endsWith("/") ? url.slice(0, -1) : url;
}

/** An HTTP+JSON transport to one interface. */
export function httpJsonTransport(target: TransportTarget, settings: HttpTransportSettings = {}): Transport {
  const { wire, exchange } = prepare(target, "http+json", settings);
  const base = trimSlash(target.url);
  const cardBinding = cardBindingOf("http+json") ?? "http+json";

  async function sendBuilt(built: BuiltRequest, streaming: boolean, options: CallOptions | undefined): Promise<Sent> {
    const own: Record<string, string> = { accept: streaming ? `${eventStreamType}, ${jsonType}` : jsonType };
    if (built.body !== undefined) own["content-type"] = jsonType;
    const headers = requestHeaders(exchange, wire.version, options, own);
    let body: string | undefined;
    try {
      body = built.body === undefined ? undefined : JSON.stringify(built.body);
    } catch (e) {
      throw new TransportError("request", base + built.url, `the body is not JSON-serializable: ${e instanceof Error ? e.message : String(e)}`);
    }
    return send(exchange, { method: built.method, url: base + built.url, headers, body }, options);
  }

  /** Sends the call, through the fallback forms where the table has some; the answer's body is unread on success. */
  async function call(operation: OperationName, request: unknown, streaming: boolean, options: CallOptions | undefined) {
    const op = await wireOperation(wire, operation, base);
    const crossed = await crossRequest(wire, operation, "rest", request, target.tenant, base);
    const wireRequest = (crossed.value ?? {}) as Record<string, unknown>;
    const plan = fallbackPlan(op.name, { binding: cardBinding, version: wire.version });
    if (plan === null) {
      const sent = await sendBuilt(withHistoryZero(build(wire, "canonical", op.name, wireRequest, base), wireRequest), streaming, options);
      return { sent, text: undefined as string | undefined, crossed };
    }
    const tried = await tryInOrder(plan.forms, async (form) => {
      const built = withHistoryZero(build(wire, form.routes[0]?.table ?? "canonical", op.name, inForm(wireRequest, form, plan.forms), base), wireRequest);
      const sent = await sendBuilt(built, streaming, options);
      const ok = sent.response.status >= 200 && sent.response.status < 300;
      // A refusal's body decides whether it is a method error (a 404 that is not A2A's); read within the error bound.
      const text = ok ? undefined : await readText(sent, answerBound(sent, exchange.maxResponseBytes));
      return { status: sent.response.status, body: text, sent, text };
    });
    if (tried === null) throw new TransportError("request", base, `no form to try for ${op.name}`);
    return { sent: tried.answer.sent, text: tried.answer.text, crossed };
  }

  /** The error a non-success answer stands for. */
  async function failure(sent: Sent, text: string | undefined): Promise<Error> {
    const body = text ?? (await readText(sent, answerBound(sent, exchange.maxResponseBytes)));
    const status = sent.response.status;
    // A2A defines authentication failures at the transport only (401 with its challenge, 403): whatever the body says.
    const decoded = decodeHttpError(wire.errorTable, { status, headers: sent.response.headers, body });
    if (isAuthStatus(status, sent.response.headers.get(challengeHeader)))
      return authFailure(sent.url, status, sent.response.headers.get(challengeHeader), body, undefined, decodedCause(decoded));
    return errorOf(decoded, sent.url, status, body);
  }

  return {
    binding: "http+json",
    protocolVersion: wire.version,
    url: target.url,
    tenant: target.tenant,
    async unary<K extends UnaryOperationName>(operation: K, request: RequestOf<K>, options?: CallOptions): Promise<ResponseOf<K>> {
      const { sent, text, crossed } = await call(operation, request, false, options);
      const status = sent.response.status;
      if (status < 200 || status > 299) throw await failure(sent, text);
      const body = await readText(sent, answerBound(sent, exchange.maxResponseBytes));
      // An empty success (204 on delete) is google.protobuf.Empty.
      const result = body.trim() === "" ? {} : parseJson(body, sent);
      const ext = activated(sent.response, wire.version);
      return decodeResult(wire, operation, "rest", result, sent.url, status, ext, options, crossed.losses) as ResponseOf<K>;
    },
    async *stream<K extends StreamingOperationName>(operation: K, request: RequestOf<K>, options?: CallOptions): AsyncIterable<ResponseOf<K>> {
      const { sent, text, crossed } = await call(operation, request, true, options);
      const status = sent.response.status;
      if (status < 200 || status > 299) throw await failure(sent, text);
      if (mediaType(sent.response) !== eventStreamType) {
        sent.done();
        await sent.response.body?.cancel();
        throw new TransportError("body", sent.url, `expected an event stream, got ${sent.response.headers.get("content-type") ?? "no content type"}`, {
          status,
        });
      }
      options?.onMeta?.({ activatedExtensions: activated(sent.response, wire.version), losses: crossed.losses });
      yield* readStream(sent, "http+json", wire, operation, exchange.maxEventSize) as AsyncGenerator<ResponseOf<K>>;
    },
  };
}

/** The HTTP+JSON TransportFactory. */
export const httpJsonFactory: TransportFactory = (target) => httpJsonTransport(target);
