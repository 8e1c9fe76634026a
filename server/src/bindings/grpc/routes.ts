// The gRPC binding of the reference server: every rpc of both services registered on a ConnectRouter. It
// decodes and encodes only: the service a call arrives on is its version's view; the a2a-version metadata
// must name that version (kit negotiateVersion, served: the one version), as an HTTP call's header must name
// a served one; the message is read as its version's ProtoJSON (toJson) and handed, with the call's
// metadata, to the one call path (call/run.ts), which answers through the gRPC form (form.ts).

import { type Message, toJson } from "@bufbuild/protobuf";
import { answerError, cardExtensions, keptRequestId, negotiateVersion, requestIdHeader } from "@a2a-bindgen/kit";
import { type ConnectRouter, type HandlerContext, createContextKey } from "@connectrpc/connect";
import type { Agent } from "../../agent.js";
import type { ClientCertificate } from "../../auth/credentials.js";
import { type AuthOptions, createEnforcer, warnUnenforced } from "../../auth/enforce.js";
import { type AgentCardInit, grpcBindings } from "../../card.js";
import { checkedCards } from "../../card-check.js";
import type { CallSource } from "../../call/context.js";
import type { CallServer } from "../../call/form.js";
import { callReport } from "../../call/report.js";
import { runCall } from "../../call/run.js";
import { type WireName, grpcWire } from "../../telemetry/wire.js";
import { type TelemetryOptions, telemetryOf } from "../../telemetry/instruments.js";
import { accessLogOption, reporterOption, validateAnswersOption } from "../../options.js";
import { type AccessLogger, type ErrorReporter, requestId } from "../../report.js";
import type { VersionOperation } from "../../versions.js";
import { grpcFailure } from "./errors.js";
import { type GrpcAnswer, grpcForm } from "./form.js";
import { type GrpcRpc, type GrpcVersionView, grpcVersions } from "./views.js";

/** What the gRPC binding serves. */
export interface GrpcOptions {
  /** The handlers: one implementation for every binding and version. */
  readonly agent: Agent;
  /**
   * The v1.0 card: its capabilities, then its required extensions, are checked before dispatch. Checked when
   * the routes are built, as the HTTP server's (ServerOptions.card): it lists an interface, or `publicUrl` fills one.
   */
  readonly card: AgentCardInit;
  /**
   * The URL (or host:port) clients reach this gRPC server at: when the card lists no interfaces, it lists one
   * GRPC entry per served version there. startGrpcServer fills it from the address it bound when left out.
   */
  readonly publicUrl?: string | undefined;
  /** The card GetExtendedAgentCard answers, filled and checked like `card` (as ServerOptions.extendedCard). */
  readonly extendedCard?: AgentCardInit | undefined;
  /** Protocol versions to serve (Major.Minor; default both, "1.0" and "0.3"): one service each. */
  readonly versions?: readonly string[] | undefined;
  /**
   * Receives every INTERNAL answer (a handler's throw that is not an A2AError, an answer that does not
   * validate, the server's own failure) with the operation, tenant, protocol version, the call's request id,
   * the trace id and the error's stack, never the call's metadata (default: one JSON line on stderr), as
   * the HTTP server's onError.
   */
  readonly onError?: ErrorReporter | undefined;
  /** Give onError the error's stack frames (default true), as ServerOptions.reportStacks. */
  readonly reportStacks?: boolean | undefined;
  /** One entry per call (default off; true: one JSON line per call on stderr), as ServerOptions.accessLog. */
  readonly accessLog?: boolean | AccessLogger | undefined;
  /**
   * Check each answer (and stream item) against its protocol 1.0 message before sending it (default true);
   * an invalid one is INTERNAL, reported to onError. `false` sends whatever converts to the response message.
   */
  readonly validateAnswers?: boolean | undefined;
  /**
   * The largest request message accepted, in bytes (default 4 MiB, as the HTTP bindings' maxBodySize); a
   * larger one is refused with RESOURCE_EXHAUSTED before it is read whole (grpcHandler, startGrpcServer).
   */
  readonly readMaxBytes?: number | undefined;
  /**
   * Enforce the card's security on every call (default off), as the HTTP server's `auth` option: a call
   * the requirements refuse fails with UNAUTHENTICATED or PERMISSION_DENIED (decision auth-failure).
   * Credentials are read from the call's metadata; the mutualTLS credential is the client certificate
   * startGrpcServer's `tls` verified (grpcHandler on a server of your own: the http2 socket's). A malformed
   * or repeated credential (repeatedMetadataKey) is UNAUTHENTICATED too.
   */
  readonly auth?: AuthOptions | undefined;
  /**
   * Where spans and metrics go (default: the tracer and meter providers the application registered with
   * @opentelemetry/api; none registered, nothing is recorded), and whether metrics carry the tenant
   * (default false), as ServerOptions.telemetry. See docs/observability.md.
   */
  readonly telemetry?: TelemetryOptions | undefined;
}

/** The client certificate the TLS layer verified, set per call by grpcHandler (contextValues). */
export const clientCertificateKey = createContextKey<ClientCertificate | undefined>(undefined, { description: "a2a client certificate" });

/**
 * The metadata keys that arrived more than once (lowercased), set per call by grpcHandler from the raw
 * headers: connect's headers join them, and node:http2 keeps only the first Authorization.
 */
export const repeatedMetadataKey = createContextKey<ReadonlySet<string> | undefined>(undefined, { description: "a2a repeated metadata keys" });

/**
 * The call's request id, when grpcHandler chose it (it sent it in the answer's headers before connect-node
 * read the call); grpcRoutes on a server of your own reads the x-request-id metadata itself.
 */
export const requestIdKey = createContextKey<string | undefined>(undefined, { description: "a2a request id" });

/** The metadata key of the request id, lowercased (metadata keys arrive so). */
export const requestIdKeyName = requestIdHeader.toLowerCase();

/** The request id of a call: the caller's when kept (1–128 visible ASCII characters), else a fresh one. */
export function requestIdOf(value: string | null | undefined): string {
  return keptRequestId(value) ?? requestId();
}

/** The service's metadata as a plain object (names arrive lowercase); binary values are left out. */
function plainHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  headers.forEach((value, key) => {
    if (!key.endsWith("-bin")) out[key] = value;
  });
  return out;
}

/** Where a gRPC call came from, as the call path reads it: no query; the certificate and repeated keys grpcHandler set. */
function sourceOf(rpc: GrpcRpc, ctx: HandlerContext, requestId: string): CallSource {
  return {
    requestId,
    path: rpc.grpcMethod,
    headers: plainHeaders(ctx.requestHeader),
    signal: ctx.signal,
    clientCertificate: ctx.values.get(clientCertificateKey),
    repeatedHeaders: ctx.values.get(repeatedMetadataKey),
  };
}

/** The version's operation an rpc is (its v1.0 name is the identity across versions). */
function operationOf(view: GrpcVersionView, rpc: GrpcRpc): VersionOperation {
  const op = Object.values(view.operations).find((o) => o.identity === rpc.operation);
  if (op === undefined) throw new TypeError(`grpcRoutes: protocol ${view.protocolVersion} has no operation for ${rpc.grpcMethod}`);
  return op;
}

/** Decodes one call and runs it: the version the metadata names, the message as ProtoJSON, then the call path. */
async function call(server: CallServer, view: GrpcVersionView, rpc: GrpcRpc, op: VersionOperation, message: Message, ctx: HandlerContext): Promise<GrpcAnswer> {
  // The request id goes out in the response headers (initial metadata, which a cut stream still delivers), never only in trailers.
  const requestId = ctx.values.get(requestIdKey) ?? requestIdOf(ctx.requestHeader.get(requestIdKeyName));
  ctx.responseHeader.set(requestIdKeyName, requestId);
  const negotiated = negotiateVersion({ headers: ctx.requestHeader, served: [view.protocolVersion] });
  if (!negotiated.ok) return grpcFailure(view, answerError(view.errorTable, negotiated.error));
  let json: unknown;
  try {
    json = toJson(rpc.method.input, message as never);
  } catch (e) {
    callReport(server.onError, { operation: rpc.operation, binding: "grpc", protocolVersion: view.protocolVersion, requestId })(e, "internal");
    return grpcFailure(view, e, requestId);
  }
  return runCall(server, view, grpcForm(view, rpc, ctx, requestId), op, json, sourceOf(rpc, ctx, requestId), wireOf(rpc));
}

// Each rpc's name for telemetry (rpc.method "package.Service/Method"), made once.
const wires = new WeakMap<GrpcRpc, WireName>();

function wireOf(rpc: GrpcRpc): WireName {
  let w = wires.get(rpc);
  if (w === undefined) wires.set(rpc, (w = grpcWire(rpc.grpcMethod)));
  return w;
}

function unary(server: CallServer, view: GrpcVersionView, rpc: GrpcRpc, op: VersionOperation) {
  return async (message: Message, ctx: HandlerContext): Promise<Message> => {
    const answer = await call(server, view, rpc, op, message, ctx);
    if (answer instanceof Error) throw answer;
    return answer as Message;
  };
}

function stream(server: CallServer, view: GrpcVersionView, rpc: GrpcRpc, op: VersionOperation) {
  return async function* (message: Message, ctx: HandlerContext): AsyncGenerator<Message> {
    const answer = await call(server, view, rpc, op, message, ctx);
    if (answer instanceof Error) throw answer;
    yield* answer as AsyncIterable<Message>;
  };
}

/**
 * The routes for connect-node's `connectNodeAdapter({ routes: grpcRoutes(options), grpc: true })`: both
 * services (or the versions asked for), every rpc, one agent.
 */
export function grpcRoutes(options: GrpcOptions): (router: ConnectRouter) => void {
  const wanted = options.versions ?? grpcVersions.map((v) => v.protocolVersion);
  const unknown = wanted.filter((w) => !grpcVersions.some((v) => v.protocolVersion === w));
  if (unknown.length > 0) {
    throw new TypeError(
      `grpcRoutes: no gRPC service for protocol version ${unknown.join(", ")}; served: ${grpcVersions.map((v) => v.protocolVersion).join(", ")}`,
    );
  }
  const views = grpcVersions.filter((v) => wanted.includes(v.protocolVersion));
  const onError = reporterOption(options.onError, options.reportStacks);
  const accessLog = accessLogOption(options.accessLog);
  const validateAnswers = validateAnswersOption(options.validateAnswers);
  const remedy = "give supportedInterfaces or publicUrl (startGrpcServer fills it from the address it binds)";
  const served = views.map((v) => v.protocolVersion);
  const { card, agent } = checkedCards(options, served, grpcBindings, remedy);
  const auth = options.auth === undefined ? undefined : createEnforcer(card, options.auth);
  if (auth === undefined) warnUnenforced(card);
  const requiresExtensions = cardExtensions(card).some((e) => e.required);
  const server: CallServer = {
    agent,
    card,
    onError,
    validateAnswers,
    requiresExtensions,
    ...(auth === undefined ? {} : { auth }),
    ...(accessLog === undefined ? {} : { accessLog }),
    telemetry: telemetryOf(options.telemetry),
  };
  return (router) => {
    for (const view of views) {
      for (const rpc of view.grpc.rpcs.values()) {
        const op = operationOf(view, rpc);
        const impl = rpc.streaming ? stream(server, view, rpc, op) : unary(server, view, rpc, op);
        router.rpc(rpc.method, impl as never);
      }
    }
  };
}
