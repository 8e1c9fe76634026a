// The HTTP+JSON binding, decoding and encoding only: the negotiated version's route tables (canonical,
// then the rules file's alternatives) under the base path; a request assembled from path, query and body
// by the kit and handed to the one call path (call/run.ts); 404 for
// no route, 405 with Allow for a route without this method. A route of another served version is named
// in the 404's message with the version header to send. Errors use the version's HTTP+JSON form
// (google.rpc.Status on v1.0, bare {code, message} on v0.3); stream lines are bare StreamResponses (I11).

import { compat } from "@a2a-bindgen/a2a/compat";
import { serviceParameters } from "@a2a-bindgen/a2a/protocol";
import { A2AError, assembleRequest, encodeCompatStreamResponse, encodeHttpError, encodeStreamError, encodeStreamResponse } from "@a2a-bindgen/kit";
import type { MatchResult } from "@a2a-bindgen/runtime/routes";
import {
  type BodyAnswer,
  type IdentifiedRequest,
  type ServerAnswer,
  type StreamAnswer,
  httpError,
  inTable,
  json,
  statusError,
  unsupportedMediaType,
} from "../../answer.js";
import type { BindingForm, CallServer, Issues, Refusal } from "../../call/form.js";
import { runCall } from "../../call/run.js";
import { isJsonMediaType } from "../../media.js";
import type { VersionView } from "../../versions.js";
import { type WireName, httpWire } from "../../telemetry/wire.js";
import { authFailure, compatSseBytes, httpBytes, httpStatus, sseAnswer, sseBytes, utf8 } from "../http.js";

type Form = BindingForm<ServerAnswer, Uint8Array>;

/**
 * The HTTP+JSON form of a version's answers, the response body field read (`responseBody`), the internal
 * error naming `requestId`: a class, so that a call makes one object, not a closure per method.
 */
class HttpJsonForm implements Form {
  readonly binding = "http+json";
  readonly dialect = "rest";
  readonly carrier = "headers";
  constructor(
    private readonly v: VersionView,
    private readonly responseBody: string | null,
    private readonly requestId?: string,
  ) {}
  result(value: unknown, headers: Record<string, string>): BodyAnswer {
    const field = this.responseBody;
    const body =
      field !== null && typeof value === "object" && value !== null && Object.hasOwn(value, field) ? (value as Record<string, unknown>)[field] : value;
    return json(200, body === undefined || body === null ? {} : body, headers);
  }
  error(e: unknown, headers: Record<string, string> = {}): BodyAnswer {
    return httpError(this.v.errorTable, e, headers, this.requestId);
  }
  invalid(failure: Parameters<Form["invalid"]>[0]): BodyAnswer {
    const a = this.v.invalidParams(failure as never, "http+json");
    return json(a.status, a.body);
  }
  refused(refusal: Refusal): BodyAnswer {
    return authFailure((e) => this.error(e), refusal);
  }
  stream(items: AsyncIterable<Uint8Array, void, undefined>, headers: Record<string, string>): StreamAnswer {
    return sseAnswer(items, headers);
  }
  line(response: unknown, op: Parameters<Form["line"]>[1]): Uint8Array {
    if (this.v.compat === undefined) return sseBytes(encodeStreamResponse("http+json", response));
    return compatSseBytes(encodeCompatStreamResponse("http+json", response, compat.toV0_3, {}, { operation: op.identity }));
  }
  errorLine(e: unknown): Uint8Array {
    const table = this.v.errorTable;
    return sseBytes(encodeStreamError("http+json", encodeHttpError(table, inTable(table, e, "rest", this.requestId)).body));
  }
  status(answer: ServerAnswer): number {
    return httpStatus(answer);
  }
  bytes(item: ServerAnswer | Uint8Array): number | undefined {
    return httpBytes(item);
  }
}

type Match = Extract<MatchResult, { kind: "match" }>;

// A route's name for telemetry (http.route: the template under the base path), made once per version view and route.
const wires = new WeakMap<VersionView, Map<Match["binding"], WireName>>();

function wireOf(v: VersionView, binding: Match["binding"]): WireName {
  let byRoute = wires.get(v);
  if (byRoute === undefined) wires.set(v, (byRoute = new Map()));
  let w = byRoute.get(binding);
  if (w === undefined) byRoute.set(binding, (w = httpWire(binding.method, (v.routes[0]?.basePath ?? "") + binding.template)));
  return w;
}
type Found = { kind: "match"; match: Match } | { kind: "bad"; reason: string; field: string } | { kind: "405"; allowed: string[] } | { kind: "404" };

/** The route of `method` and `target` in a version's tables: canonical first, then alternatives. */
export function findRoute(v: VersionView, method: string, target: string): Found {
  const allowed = new Set<string>();
  for (const mounted of v.routes) {
    const m = mounted.match(method, target);
    if (m.kind === "match") return { kind: "match", match: m };
    if (m.kind === "bad_request") return { kind: "bad", reason: m.reason, field: m.field ?? "$" };
    if (m.kind === "method_not_allowed") for (const a of m.allowed) allowed.add(a);
  }
  return allowed.size > 0 ? { kind: "405", allowed: [...allowed] } : { kind: "404" };
}

/** True when the route's binding carries a body (http.proto: a body rule, on a method that has a body). */
export function bindsBody(binding: Match["binding"]): boolean {
  return binding.body !== null && binding.method !== "GET" && binding.method !== "DELETE";
}

function issue(field: string, reason: string): Issues {
  return [{ path: field.startsWith("$") ? field : `$.${field}`, expected: "a value the route accepts", received: "another", message: reason }];
}

/** Answers an HTTP+JSON call under the negotiated version `v`; `others` are the other served versions (for the 404's hint). */
export async function handleHttpJson(
  server: CallServer,
  v: VersionView,
  others: readonly VersionView[],
  req: IdentifiedRequest,
  target: string,
): Promise<ServerAnswer> {
  const table = v.errorTable;
  const found = findRoute(v, req.method, target);
  if (found.kind === "405") {
    return statusError(
      table,
      "http+json",
      405,
      "methodNotFound",
      `${req.method} is not a method of this route on protocol ${v.protocolVersion}; allowed: ${found.allowed.join(", ")}`,
      {
        allow: found.allowed.join(", "),
      },
    );
  }
  if (found.kind === "404") {
    const elsewhere = others.find((o) => findRoute(o, req.method, target).kind === "match");
    const hint =
      elsewhere === undefined
        ? ""
        : `; it is a route of protocol ${elsewhere.protocolVersion}: send ${serviceParameters.version.headers}: ${elsewhere.protocolVersion}`;
    return statusError(table, "http+json", 404, "methodNotFound", `no route ${req.method} ${pathOf(target)} on protocol ${v.protocolVersion}${hint}`);
  }
  if (found.kind === "bad") return new HttpJsonForm(v, null).invalid(issue(found.field, found.reason));
  const match = found.match;
  // A route that binds a body reads only JSON, even an empty one (a bodiless POST is a simple request a
  // page sends cross-site); a body-less route (GET, DELETE, or no body in its binding) needs no Content-Type.
  if ((bindsBody(match.binding) || req.body.length > 0) && !isJsonMediaType(req.headers["content-type"])) {
    return unsupportedMediaType(table, "http+json", req.headers["content-type"]);
  }
  const f = new HttpJsonForm(v, match.binding.responseBody, req.requestId);
  let body: unknown;
  if (req.body.length > 0) {
    const text = utf8(req.body);
    try {
      if (text === undefined) throw new SyntaxError("the body is not UTF-8");
      body = JSON.parse(text);
    } catch (e) {
      const parse = table.standardErrors.parse;
      return httpError(table, new A2AError(table, parse, { message: `${parse.message}: ${e instanceof Error ? e.message : "not JSON"}` }));
    }
  }
  const assembled = assembleRequest(match, body);
  if (!assembled.ok) return f.invalid(issue(assembled.field, assembled.reason));
  const op = v.operations[match.operation];
  return runCall(server, v, f, op, assembled.request, req, wireOf(v, match.binding));
}

function pathOf(target: string): string {
  const q = target.indexOf("?");
  const path = q === -1 ? target : target.slice(0, q);
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}
