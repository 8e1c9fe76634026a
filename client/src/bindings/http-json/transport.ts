// The HTTP+JSON binding (§11; v0.3.0 §3.2.3): each operation on its route, built by the runtime from the
// version's route tables (a tenant selects the /{tenant} form), the body and the query per the route's body
// rule. Where the documents disagree (the generated fallbacks: subscribe's verb, v0.3's create-config path)
// the forms are tried in the table's order, the next on a method error (I14). It only encodes and decodes:
// the call path around it is ../../call/pipeline.ts.

import { decodeHttpError, fallbackPlan, tryInOrder } from "@a2a-bindgen/kit";
import type { BuiltRequest } from "@a2a-bindgen/runtime";
import { type Codec, noteAnswer, pipelineTransport, viewOf, type WireCall } from "../../call/pipeline.js";
import { answerError, challengeHeader, isAuthStatus, TransportError } from "../../errors.js";
import { historyField } from "../../history.js";
import {
  activated,
  answerBound,
  exchangeOf,
  type HttpTransportSettings,
  mediaType,
  networkFailure,
  parseJson,
  readText,
  requestHeaders,
  send,
  type Sent,
} from "../../http.js";
import type { Transport, TransportFactory, TransportTarget } from "../../transport.js";
import type { VersionView } from "../../version-view.js";
import { cardBindingOf } from "../names.js";
import { sseStream } from "../sse.js";
import { inForm } from "./forms.js";

// Plain JSON both ways: v0.3.0 §3.2.3 requires it, and v1.0 servers accept it beside their own media type.
const jsonType = "application/json";
const eventStreamType = "text/event-stream";

/** Builds a request on a table; a request that does not fit is a TransportError (nothing sent). */
function build(view: VersionView, table: "canonical" | "alternative", operation: string, request: Record<string, unknown>, url: string): BuiltRequest {
  try {
    return (table === "alternative" ? view.alternativeRoutes : view.routes).build(operation, request);
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
  const view = viewOf(target);
  const exchange = exchangeOf(target, "http+json", view.protocolVersion, settings);
  const base = trimSlash(target.url);
  const cardBinding = cardBindingOf("http+json") ?? "http+json";
  /** The HTTP method of an operation's canonical route (the first form a fallback tries). */
  const methods = new Map<string, string>();
  const methodOf = (name: string): string => {
    let m = methods.get(name);
    if (m === undefined) methods.set(name, (m = view.routes.bindings.find((b) => b.operation === name)?.method ?? "_OTHER"));
    return m;
  };

  async function sendBuilt(built: BuiltRequest, streaming: boolean, c: WireCall): Promise<Sent> {
    const { options, call } = c;
    const own: Record<string, string> = { accept: streaming ? `${eventStreamType}, ${jsonType}` : jsonType };
    if (built.body !== undefined) own["content-type"] = jsonType;
    const headers = requestHeaders(exchange, view.protocolVersion, options, own, c.added);
    let body: string | undefined;
    try {
      body = built.body === undefined ? undefined : JSON.stringify(built.body);
    } catch (e) {
      throw new TransportError("request", base + built.url, `the body is not JSON-serializable: ${e instanceof Error ? e.message : String(e)}`);
    }
    const sent = await send(exchange, { method: built.method, url: base + built.url, headers, body }, call.signal);
    noteAnswer(c, sent.response.headers, sent.response.status);
    return sent;
  }

  /** Sends the call, through the fallback forms where the table has some; the answer's body is unread on success. */
  async function exchangeCall(c: WireCall, streaming: boolean): Promise<{ sent: Sent; text: string | undefined }> {
    const name = c.wire.name;
    const request = (c.request ?? {}) as Record<string, unknown>;
    const plan = fallbackPlan(name, { binding: cardBinding, version: view.protocolVersion });
    if (plan === null) return { sent: await sendBuilt(withHistoryZero(build(view, "canonical", name, request, base), request), streaming, c), text: undefined };
    const tried = await tryInOrder(plan.forms, async (form) => {
      const built = withHistoryZero(build(view, form.routes[0]?.table ?? "canonical", name, inForm(request, form, plan.forms), base), request);
      const sent = await sendBuilt(built, streaming, c);
      const ok = sent.response.status >= 200 && sent.response.status < 300;
      // A refusal's body decides whether it is a method error (a 404 that is not A2A's); read within the error bound.
      const text = ok ? undefined : await readText(sent, answerBound(sent, exchange.maxResponseBytes));
      return { status: sent.response.status, body: text, sent, text };
    });
    if (tried === null) throw new TransportError("request", base, `no form to try for ${name}`);
    return { sent: tried.answer.sent, text: tried.answer.text };
  }

  /** The error a non-success answer stands for. */
  async function failure(sent: Sent, text: string | undefined): Promise<Error> {
    const body = text ?? (await readText(sent, answerBound(sent, exchange.maxResponseBytes)));
    const status = sent.response.status;
    const challenge = sent.response.headers.get(challengeHeader);
    const decoded = decodeHttpError(view.errorTable, { status, headers: sent.response.headers, body });
    const refused = isAuthStatus(status, challenge) ? (status === 403 ? "forbidden" : "unauthenticated") : false;
    return answerError(decoded, { url: sent.url, status, body, challenge, refused });
  }

  const codec: Codec = {
    binding: "http+json",
    dialect: "rest",
    async unary(c) {
      const { sent, text } = await exchangeCall(c, false);
      const status = sent.response.status;
      if (status < 200 || status > 299) throw await failure(sent, text);
      const body = await readText(sent, answerBound(sent, exchange.maxResponseBytes));
      // An empty success (204 on delete) is google.protobuf.Empty.
      const result = body.trim() === "" ? {} : parseJson(body, sent);
      return { result, url: sent.url, status, activated: activated(sent.response, view.protocolVersion) };
    },
    async stream(c) {
      const { sent, text } = await exchangeCall(c, true);
      const status = sent.response.status;
      if (status < 200 || status > 299) throw await failure(sent, text);
      if (mediaType(sent.response) !== eventStreamType) {
        await sent.response.body?.cancel();
        throw new TransportError("body", sent.url, `expected an event stream, got ${sent.response.headers.get("content-type") ?? "no content type"}`, {
          status,
        });
      }
      const decodeError = (payload: unknown) => decodeHttpError(view.errorTable, { body: payload });
      return sseStream(sent, "http+json", activated(sent.response, view.protocolVersion), decodeError, exchange.maxEventSize);
    },
    failure: (e) => networkFailure(e, base),
    method: (wire) => methodOf(wire.name),
  };
  return pipelineTransport(target, view, codec, base);
}

/** The HTTP+JSON TransportFactory. */
export const httpJsonFactory: TransportFactory = (target) => httpJsonTransport(target);
