// The core on plain values: a request (method, target, lowercased headers, body bytes) → an answer
// (status, headers, body bytes or an SSE stream). One base path serves JSON-RPC (POST at the base path)
// and HTTP+JSON (the routes under it) for every served version; the negotiated version (kit
// negotiateVersion: header in any case, then the query, missing = 0.3) picks the tables. The card is
// served at the well-known path from the root. With CORS configured, a preflight is answered before
// anything else and every answer gets its CORS headers. No Node or fetch types here: the adapters translate.

import { interfaceDeclarations, serviceParameters, versionNegotiation } from "@a2a-bindgen/a2a/protocol";
import { type A2AError, answerError, cardExtensions, negotiateVersion, normalizeBasePath, normalizeVersion, stripBasePath } from "@a2a-bindgen/kit";
import type { Agent } from "./agent.js";
import { checkedCards } from "./card-check.js";
import { type AuthOptions, createEnforcer, warnUnenforced } from "./auth/enforce.js";
import { type BodyAnswer, type ServerAnswer, type ServerRequest, httpError, jsonRpcError, statusError } from "./answer.js";
import type { CallServer } from "./call/form.js";
import { callReport } from "./call/report.js";
import { type AgentCardInit, httpBindings, hybridCard, servedCard } from "./card.js";
import { type Cors, type CorsOptions, corsPolicy } from "./cors.js";
import { handleHttpJson } from "./bindings/http-json/binding.js";
import { handleJsonRpc } from "./bindings/jsonrpc/binding.js";
import { Identified, identified, requestIdName, requestIdOf } from "./request-id.js";
import { type HealthOptions, createProbes, readiness, readyOption } from "./health.js";
import type { OpenApiOptions } from "./openapi/option.js";
import { openApiRoute } from "./openapi/serve.js";
import { accessLogOption, byteCountOption, onCloseOption, reporterOption, validateAnswersOption } from "./options.js";
import type { AccessLogger, ErrorReporter } from "./report.js";
import { type CloseOptions, Drain, closeOnce, drained } from "./shutdown.js";
import { type VersionView, knownVersions, versionViews } from "./versions.js";
import { Edge, type EdgeRequest } from "./telemetry/edge.js";
import { type TelemetryOptions, telemetryOf } from "./telemetry/instruments.js";

export type { CorsOptions } from "./cors.js";

/** How to build a server (`health` and `ready`: the liveness and readiness probes, health.ts; `openapi`: openapi/option.ts). */
export interface ServerOptions extends HealthOptions, OpenApiOptions {
  /** The implementation: a handler per v1.0 operation. */
  readonly agent: Agent;
  /**
   * The agent's v1.0 card: capabilities and required extensions are read from it; it is served at the
   * well-known path. Its interfaces may be left out when `publicUrl` is given (then it lists one per HTTP
   * binding and version there). Checked when the server is built: a card that lists no interface, an
   * interface url that is not absolute, or anything else the v1.0 AgentCard message refuses (unknown fields
   * included) is a CardError naming the field ("card.supportedInterfaces[0].url: …").
   */
  readonly card: AgentCardInit;
  /**
   * The card GetExtendedAgentCard answers (to authenticated callers when `auth` is on), filled from
   * `publicUrl` and checked like `card` ("extendedCard.…"); the card must announce it (the capability
   * the rules file's interfaceDeclarations.capabilities ties to that operation). Given, it is the answer, and the agent's own GetExtendedAgentCard handler
   * is not called; left out, that handler answers, if the agent has one.
   */
  readonly extendedCard?: AgentCardInit | undefined;
  /** Where JSON-RPC (POST here) and the HTTP+JSON routes (under here) are served: "" (the root, default) or "/a2a". */
  readonly basePath?: string | undefined;
  /** The protocol versions served, Major.Minor (default: every version the generated package has, 1.0 and 0.3). */
  readonly versions?: readonly string[] | undefined;
  /**
   * The URL clients reach the base path at ("https://agent.example/a2a"), an absolute http(s) URL. When given
   * and the card lists no interfaces, the served card lists one per HTTP binding and served version at this
   * URL. startNodeServer fills it from the address it bound when it is left out (docs/deploying.md).
   */
  readonly publicUrl?: string | undefined;
  /**
   * Pins the card the well-known path serves to every request: "1.0" the v1.0 card, "0.3" a v0.3-only card
   * (then v0.3 clients speak v0.3). Default: by negotiation (answers carry Vary: A2A-Version) — a request
   * naming v1.0 gets the v1.0 card; one without a version, as v0.3 clients send, gets the v0.3 card (url,
   * preferredTransport, additionalInterfaces, protocolVersion "0.3.0") with the v1.0 supportedInterfaces
   * beside it, when 0.3 is served and the card has a v0.3 interface (else the v1.0 card).
   */
  readonly cardVersion?: string | undefined;
  /**
   * The largest request body accepted, in bytes (default 4 MiB); a larger one is answered 413. The node
   * adapter then reads and drops up to 16 times this much more (for at most 5 s) before it closes the
   * connection, so that a client still sending reads the 413 instead of a reset.
   */
  readonly maxBodySize?: number | undefined;
  /**
   * CORS for browser pages on other origins (default: off, no CORS headers: browsers keep other origins'
   * pages from reading answers and from sending anything but simple requests, which change nothing here).
   * Turning it on lets the allowed origins' pages call every operation with the visitor's browser.
   */
  readonly cors?: CorsOptions | undefined;
  /**
   * Receives every internal answer: a handler's throw that is not an A2AError, an answer that does not
   * validate, the server's own failure; with the operation, tenant, binding, protocol version, the call's
   * request id (the one its answer's X-Request-Id carries and its internal error names), the trace id, the
   * task and context when known and the error's stack frames, never the request's headers or body (default:
   * one JSON line on stderr; pinoReporter fits a pino logger). See docs/observability.md.
   */
  readonly onError?: ErrorReporter | undefined;
  /**
   * Give onError the error's stack frames (ErrorContext.stack; default true). false leaves them out: for a
   * deployment whose reports go where the code's paths should not.
   */
  readonly reportStacks?: boolean | undefined;
  /**
   * One entry per call, when its answer is written (a stream: when it ends): operation, binding, version,
   * status, duration, bytes, request id, the principal's subject when authenticated (default off). true:
   * one JSON line per call on stderr; a function receives each entry (AccessEntry).
   */
  readonly accessLog?: boolean | AccessLogger | undefined;
  /**
   * Check each answer (and stream item) against its protocol 1.0 message before sending it (default true);
   * an invalid one is the internal error, reported to onError. `false` sends whatever the handler returns:
   * a buggy or compromised handler can then send clients malformed answers or fields the protocol lacks
   * (whatever else it held), and clients that validate fail on them instead of getting an error.
   */
  readonly validateAnswers?: boolean | undefined;
  /**
   * Called once by close(), after the calls in flight finished (or the grace period passed): close what
   * the agent holds here — the task runtime, whose close persists pending push deliveries and closes
   * its stores (default: nothing).
   */
  readonly onClose?: (() => void | Promise<void>) | undefined;
  /**
   * Enforce the card's security on every call (default: off; a card that declares security schemes then
   * only describes them, and a warning says so at start-up): a verifier per scheme name, the owner key.
   * With it, a call the card's requirements refuse is answered 401 or 403 (decision auth-failure), the
   * principal reaches handlers (CallContext.principal, owner), GetExtendedAgentCard is served only to
   * authenticated callers. See docs/security.md.
   */
  readonly auth?: AuthOptions | undefined;
  /**
   * Where the server's spans and metrics go (default: the tracer and meter providers the application
   * registered with @opentelemetry/api; none registered, nothing is recorded and the calls cost next to
   * nothing), and whether metrics carry the tenant (`tenantMetrics`, default false: unbounded cardinality
   * for most backends; spans carry it either way). See docs/observability.md.
   */
  readonly telemetry?: TelemetryOptions | undefined;
}

/** A server on plain values. */
export interface A2AServer {
  /** Answers one request; never rejects (a failure is the binding's internal error). */
  handle(request: ServerRequest): Promise<ServerAnswer>;
  /** The 413 answer for a request (head only) whose body is over the limit, in its binding's form. */
  tooLarge(request: Omit<ServerRequest, "body">): ServerAnswer;
  readonly maxBodySize: number;
  readonly basePath: string;
  /**
   * Shuts down: open streams end after their current event, the calls in flight get `graceMs` to
   * finish, then ServerOptions.onClose runs. Resolves when that is done; later calls share the first
   * call's promise. The adapters' close (startNodeServer, startGrpcServer) stop accepting first and call it.
   */
  close(options?: CloseOptions): Promise<void>;
}

const MiB = 1024 * 1024;

function split(target: string): { path: string; query: string } {
  const q = target.indexOf("?");
  return q === -1 ? { path: target, query: "" } : { path: target.slice(0, q), query: target.slice(q + 1) };
}

/**
 * Builds the server; throws naming the option that cannot be served (a version, a base path, a card that does
 * not check, or without v0.3 interfaces when pinned to 0.3).
 */
export function createA2AServer(options: ServerOptions): A2AServer {
  const basePath = normalizeBasePath(options.basePath ?? "");
  const served: string[] = [];
  for (const v of options.versions ?? knownVersions) {
    const n = normalizeVersion(v);
    if (n === null) throw new TypeError(`versions: ${JSON.stringify(v)} is not one ${versionNegotiation.form} version`);
    if (!served.includes(n)) served.push(n);
  }
  if (served.length === 0) throw new TypeError("versions: serve at least one protocol version");
  const tables = versionViews(served, basePath);
  // Errors of a version that cannot be negotiated are answered in the newest served version's table.
  const newest = tables.get(knownVersions.find((k) => tables.has(k)) as string) as VersionView;
  const maxBodySize = byteCountOption("maxBodySize", options.maxBodySize, 4 * MiB);
  const cardVersion = options.cardVersion === undefined ? undefined : normalizeVersion(options.cardVersion);
  if (cardVersion === null || (cardVersion !== undefined && !tables.has(cardVersion)))
    throw new TypeError(`cardVersion: ${String(options.cardVersion)} is not a served version (${served.join(", ")})`);
  // The cards are checked as they will be served, interfaces filled; the agent answers the extended one.
  const checked = checkedCards(options, served, httpBindings, "give supportedInterfaces or publicUrl (startNodeServer fills it from the address it binds)");
  const card = checked.card;
  const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
  // The card of the newest served version; without a pinned cardVersion, requests without a version (or naming
  // v0.3) get the hybrid card when both generations are served and the card has a v0.3 interface.
  const cardBody = encode(servedCard(options.card, options.publicUrl, served, cardVersion ?? newest.protocolVersion));
  const hybrid =
    cardVersion === undefined && newest.protocolVersion !== versionNegotiation.missing ? hybridCard(options.card, options.publicUrl, served) : null;
  const hybridBody = hybrid === null ? null : encode(hybrid);
  // For each version, the other served versions (named in a 404's hint), gathered once.
  const others = new Map([...tables.values()].map((v) => [v, [...tables.values()].filter((o) => o !== v)] as const));
  const onError = reporterOption(options.onError, options.reportStacks);
  const accessLog = accessLogOption(options.accessLog);
  const validateAnswers = validateAnswersOption(options.validateAnswers);
  const requiresExtensions = cardExtensions(card).some((e) => e.required);
  const onClose = onCloseOption(options.onClose);
  const drain = new Drain();
  const auth = options.auth === undefined ? undefined : createEnforcer(card, options.auth);
  if (auth === undefined) warnUnenforced(card);
  const server: CallServer = {
    agent: drained(checked.agent, drain, false),
    card,
    onError,
    validateAnswers,
    requiresExtensions,
    ...(auth === undefined ? {} : { auth }),
    ...(accessLog === undefined ? {} : { accessLog }),
    telemetry: telemetryOf(options.telemetry),
  };
  const edge = new Edge(server.telemetry, accessLog);
  const cors: Cors | undefined = options.cors === undefined ? undefined : corsPolicy(options.cors, card, served);
  const openapi = openApiRoute(options.openapi, basePath, [...tables.values()], card);
  // Vary: A2A-Version, so that a cache between never gives a client of one version the card it kept for a
  // client of another (servers, @a2a-js/sdk's among them, answer the card per version).
  const cardHeaders = { "content-type": "application/json", vary: serviceParameters.version.headers };

  // The common request names a served version exactly in the header (names arrive lowercased), which the
  // rules read first: its tables are found without the kit's general reading (any case, OWS, patch, query).
  const versionHeader = serviceParameters.version.headers.toLowerCase();
  const headerFirst = versionNegotiation.precedence[0] === "header";

  function negotiated(req: Omit<ServerRequest, "body">, query: string): VersionView | { failure: A2AError; tables: VersionView } {
    if (headerFirst && Object.hasOwn(req.headers, versionHeader)) {
      const exact = tables.get(req.headers[versionHeader]);
      if (exact !== undefined) return exact;
    }
    const n = negotiateVersion({ headers: req.headers, query, served });
    if (n.ok) return tables.get(n.version) as VersionView;
    return { failure: answerError(newest.errorTable, n.error), tables: newest };
  }

  /** The card a request reads: the hybrid card when it names no version (or the one a missing version means), else the newest version's. */
  function cardFor(req: Omit<ServerRequest, "body">, query: string): Uint8Array {
    if (hybridBody === null) return cardBody;
    const n = negotiateVersion({ headers: req.headers, query, served });
    return n.ok && n.version === versionNegotiation.missing ? hybridBody : cardBody;
  }

  function isJsonRpc(method: string, path: string): boolean {
    return method === "POST" && (path === basePath || (basePath === "" && path === "/"));
  }

  /** The preflight's answer when `req` is one (CORS on, a path this server answers), else undefined. */
  function preflight(req: Omit<ServerRequest, "body">, path: string): BodyAnswer | undefined {
    if (cors === undefined || req.method !== "OPTIONS") return undefined;
    if (path !== interfaceDeclarations.card.path && openapi?.owns(path) !== true && stripBasePath(basePath, path) === null) return undefined;
    return cors.preflight(req.method, req.headers);
  }

  async function answer(req: Identified): Promise<ServerAnswer> {
    const { path, query } = split(req.path);
    const pre = preflight(req, path);
    if (pre !== undefined) return pre;
    if (path === interfaceDeclarations.card.path && (req.method === "GET" || req.method === "HEAD")) {
      return { status: 200, headers: { ...cardHeaders }, body: cardFor(req, query).slice() };
    }
    // The OpenAPI documents, public like the card (openapi/serve.ts).
    const document = openapi?.answer(req.method, path);
    if (document !== undefined) return await document;
    if (stripBasePath(basePath, req.path) === null)
      return statusError(newest.errorTable, "http+json", 404, "methodNotFound", `${path.slice(0, 200)} is outside this agent's base path`);
    const v = negotiated(req, query);
    const jsonRpc = isJsonRpc(req.method, path);
    if (req.body.length > maxBodySize) return large(req, req.requestId);
    try {
      if (jsonRpc) return await handleJsonRpc(server, v, req);
      if ("failure" in v) return httpError(v.tables.errorTable, v.failure);
      return await handleHttpJson(server, v, others.get(v) ?? [], req, req.path);
    } catch (e) {
      // A failure of the server itself (a result JSON cannot carry, a converter's bug): the internal error, never a crash.
      const t = "failure" in v ? v.tables : v;
      const requestId = req.requestId;
      callReport(onError, { binding: jsonRpc ? "jsonrpc" : "http+json", protocolVersion: t.protocolVersion, requestId })(e, "internal");
      return jsonRpc ? jsonRpcError(t.errorTable, e, { id: null }, {}, requestId) : httpError(t.errorTable, e, {}, requestId);
    }
  }

  function large(req: Omit<ServerRequest, "body">, requestId: string): BodyAnswer {
    const { path, query } = split(req.path);
    const v = negotiated(req, query);
    const t = "failure" in v ? v.tables : v;
    return statusError(
      t.errorTable,
      isJsonRpc(req.method, path) ? "jsonrpc" : "http+json",
      413,
      "invalidRequest",
      `the body is larger than ${maxBodySize} bytes`,
      {
        connection: "close",
        [requestIdName]: requestId,
      },
    );
  }

  /** What the edge records of a request that did not reach the call path: its binding and version when they are known. */
  function edgeRequest(req: Omit<ServerRequest, "body">, requestId: string, start: number): EdgeRequest {
    const { path, query } = split(req.path);
    if (path === interfaceDeclarations.card.path || openapi?.owns(path) === true) return { method: req.method, path, requestId, start, route: path };
    if (stripBasePath(basePath, path) === null) return { method: req.method, path, requestId, start };
    const v = negotiated(req, query);
    const binding = isJsonRpc(req.method, path) ? "jsonrpc" : "http+json";
    return "failure" in v
      ? { method: req.method, path, requestId, start, binding }
      : { method: req.method, path, requestId, start, binding, protocolVersion: v.protocolVersion };
  }

  // Every answer carries the request id (X-Request-Id), which the call's reports carry too.
  async function answered(req: ServerRequest): Promise<ServerAnswer> {
    const requestId = requestIdOf(req.headers);
    const start = edge.watching ? performance.now() : 0;
    const known = new Identified(req, requestId);
    let a: ServerAnswer;
    try {
      a = await answer(known);
    } catch (e) {
      callReport(onError, { requestId })(e, "internal");
      a = httpError(newest.errorTable, e, {}, requestId);
    }
    a = identified(a, requestId);
    if (edge.watching && !known.reached) edge.answered(edgeRequest(req, requestId, start), a);
    return cors === undefined ? a : cors.decorate(a, req.headers);
  }

  // The probes first: before CORS, authentication and negotiation, and not counted as calls (close() does not wait for them).
  const isReady = readiness(options.agent, readyOption(options.ready), () => drain.closing);
  const probes = createProbes(options, basePath, [...tables.values()], isReady);
  const handle = (req: ServerRequest): Promise<ServerAnswer> => {
    const probe = probes?.answer(req);
    // A probe's answer carries a request id too: every answer does.
    return probe === undefined ? drain.track(answered(req)) : probe.then((a) => identified(a, requestIdOf(req.headers)));
  };

  const close: (options?: CloseOptions) => Promise<void> = closeOnce(async (graceMs) => {
    await drain.drain(graceMs);
    await onClose?.();
  });

  return {
    handle,
    tooLarge: (req) => {
      const requestId = requestIdOf(req.headers);
      const a = large(req, requestId);
      if (edge.watching) edge.answered(edgeRequest(req, requestId, performance.now()), a);
      return cors === undefined ? a : cors.decorate(a, req.headers);
    },
    maxBodySize,
    basePath,
    close,
  };
}
