// The gRPC binding of the reference server: every rpc of both services registered on a ConnectRouter.
// The service a call arrives on is its version's table; the a2a-version metadata must name that version
// (kit negotiateVersion, served: the one version). A request goes protobuf-es message → ProtoJSON (toJson)
// → v1.0 JSON (v0.3 through the compat converters) → the v1.0 validators → dispatch, and the answer the
// same way back (fromJson into the service's response message).

import { fromJson, type JsonValue, type Message, toJson } from "@bufbuild/protobuf";
import { toIssues } from "@a2a-bindgen/runtime";
import { v1_0 } from "@a2a-bindgen/a2a";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import {
  A2AError,
  a2aError,
  activatedExtensions,
  answerError,
  checkRequiredExtensions,
  findError,
  negotiateVersion,
  readExtensions,
  type StreamingOperationName,
  type UnaryOperationName,
} from "@a2a-bindgen/kit";
import { Code, ConnectError, type ConnectRouter, type HandlerContext, createContextKey } from "@connectrpc/connect";
import type { Agent, CallContext } from "../agent.js";
import type { ClientCertificate } from "../auth/credentials.js";
import { type AuthOptions, type Enforcer, createEnforcer, warnUnenforced } from "../auth/enforce.js";
import type { CallPrincipal, Verified } from "../auth/policy.js";
import { type AgentCardInit, grpcBindings } from "../card.js";
import { checkedCards } from "../card-check.js";
import { authErrors, recordCallAuth } from "../auth/skills.js";
import { type CallReport, callReport } from "../call.js";
import { checkCapabilities, dispatchStream, dispatchUnary } from "../dispatch.js";
import { type ErrorReporter, stderrReporter } from "../report.js";
import { checkAnswer } from "../validate.js";
import { grpcFailure, inTable } from "./errors.js";
import { type GrpcRpc, type GrpcVersion, grpcVersions } from "./versions.js";

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
  readonly publicUrl?: string;
  /** The card GetExtendedAgentCard answers, filled and checked like `card` (as ServerOptions.extendedCard). */
  readonly extendedCard?: AgentCardInit;
  /** Protocol versions to serve (Major.Minor; default both, "1.0" and "0.3"): one service each. */
  readonly versions?: readonly string[];
  /**
   * Receives every INTERNAL answer (a handler's throw that is not an A2AError, an answer that does not
   * validate, the server's own failure) with the operation, tenant, protocol version and a request id,
   * never the call's metadata (default: one line on stderr).
   */
  readonly onError?: ErrorReporter;
  /**
   * Check each answer (and stream item) against its protocol 1.0 message before sending it (default true);
   * an invalid one is INTERNAL, reported to onError. `false` sends whatever converts to the response message.
   */
  readonly validateAnswers?: boolean;
  /**
   * The largest request message accepted, in bytes (default 4 MiB, as the HTTP bindings' maxBodySize); a
   * larger one is refused with RESOURCE_EXHAUSTED before it is read whole (grpcHandler, startGrpcServer).
   */
  readonly readMaxBytes?: number;
  /**
   * Enforce the card's security on every call (default off), as the HTTP server's `auth` option: a call
   * the requirements refuse fails with UNAUTHENTICATED or PERMISSION_DENIED (decision auth-failure).
   * Credentials are read from the call's metadata; the mutualTLS credential is the client certificate
   * startGrpcServer's `tls` verified (grpcHandler on a server of your own: the http2 socket's). A malformed
   * or repeated credential (repeatedMetadataKey) is UNAUTHENTICATED too.
   */
  readonly auth?: AuthOptions;
}

/** The client certificate the TLS layer verified, set per call by grpcHandler (contextValues). */
export const clientCertificateKey = createContextKey<ClientCertificate | undefined>(undefined, { description: "a2a client certificate" });

/**
 * The metadata keys that arrived more than once (lowercased), set per call by grpcHandler from the raw
 * headers: connect's headers join them, and node:http2 keeps only the first Authorization.
 */
export const repeatedMetadataKey = createContextKey<ReadonlySet<string> | undefined>(undefined, { description: "a2a repeated metadata keys" });

/** What the handlers read of the options, settled once. */
interface Settled {
  readonly agent: Agent;
  readonly card: types.AgentCard;
  readonly onError: ErrorReporter;
  readonly validateAnswers: boolean;
  readonly auth?: Enforcer;
}

/** One call's authentication (before anything of the request is read). */
interface Authed {
  readonly principal: CallPrincipal | undefined;
  readonly owner: string;
  readonly verified?: Verified;
}

const anonymous: Authed = { principal: undefined, owner: "" };

/** Authenticates a gRPC call; throws the v1.0 A2AError of the auth-failure decision when refused. */
async function authenticate(options: Settled, rpc: GrpcRpc, ctx: HandlerContext): Promise<Authed> {
  if (options.auth === undefined) return anonymous;
  const verified: Verified = new Map();
  let outcome: Awaited<ReturnType<Enforcer["authenticate"]>>;
  try {
    outcome = await options.auth.authenticate(sourceOf(ctx), rpc.operation, verified);
  } catch (e) {
    throw new Ours(e, "internal");
  }
  if (!outcome.ok) throw a2aError(v1_0.errorTable, authErrors[outcome.status], { message: outcome.message });
  return { principal: outcome.principal, owner: outcome.owner, verified };
}

function sourceOf(ctx: HandlerContext) {
  return {
    headers: plainHeaders(ctx.requestHeader),
    query: "",
    certificate: ctx.values.get(clientCertificateKey),
    repeated: ctx.values.get(repeatedMetadataKey),
  };
}

/** The error a request that fails the validators answers (JSON-RPC -32602, gRPC INVALID_ARGUMENT). */
const invalidParams = "InvalidParamsError";

/** The v1.0 operations table, by name (own properties only). */
const operations = v1_0.operations as unknown as Readonly<Record<string, { schemas: { request: { safeParse(v: unknown): ValidationResult } } }>>;
type ValidationResult = { success: true; data: unknown } | { success: false; error: unknown };

/** The service's metadata as a plain object (names arrive lowercase); binary values are left out. */
function plainHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  headers.forEach((value, key) => {
    if (!key.endsWith("-bin")) out[key] = value;
  });
  return out;
}

/** The v1.0 request of a call, or the A2AError (v1.0 table) its body earns. */
function v1Request(version: GrpcVersion, rpc: GrpcRpc, message: Message): unknown {
  const json = toJson(rpc.method.input, message as never);
  const request = version.request(rpc.operation, json).value ?? {};
  const checked = operations[rpc.operation].schemas.request.safeParse(request);
  if (checked.success) return checked.data;
  const issues = toIssues(checked.error as never);
  const first = issues.length === 0 ? "" : `: ${issues[0].path}: ${issues[0].message}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ""}`;
  const spec = findError(v1_0.errorTable, invalidParams);
  throw a2aError(v1_0.errorTable, invalidParams, { message: `${spec?.message ?? invalidParams}${first}` });
}

/** Version, request, capabilities and extensions, checked in the quick reference's order; the call's context. */
function prepare(
  options: Settled,
  version: GrpcVersion,
  rpc: GrpcRpc,
  message: Message,
  ctx: HandlerContext,
  authed: Authed,
): { request: unknown; context: CallContext } {
  const negotiated = negotiateVersion({ headers: ctx.requestHeader, served: [version.protocolVersion] });
  if (!negotiated.ok) throw answerError(version.errorTable, negotiated.error);
  const request = v1Request(version, rpc, message);
  // Capabilities before extensions, as the quick reference's steps 4 and 5 (dispatch checks them again, cheaply).
  checkCapabilities(options.card, rpc.operation);
  const extensions = readExtensions(ctx.requestHeader, { version: version.protocolVersion, carrier: "metadata" });
  const required = checkRequiredExtensions(options.card, extensions);
  if (!required.ok) throw answerError(version.errorTable, required.error);
  const activated: string[] = [];
  const tenant = (request as { tenant?: unknown }).tenant;
  const context: CallContext = {
    protocolVersion: version.protocolVersion,
    binding: "grpc",
    tenant: typeof tenant === "string" && tenant !== "" ? tenant : undefined,
    extensions,
    activateExtension(uri: string) {
      if (typeof uri !== "string" || activated.includes(uri)) return;
      activated.push(uri);
      const answer = activatedExtensions(activated, { version: version.protocolVersion, carrier: "metadata" });
      if (answer !== null) ctx.responseHeader.set(answer.name, answer.value);
    },
    headers: plainHeaders(ctx.requestHeader),
    signal: ctx.signal,
    principal: authed.principal,
    owner: authed.owner,
  };
  if (options.auth !== undefined) recordCallAuth(context, { enforcer: options.auth, source: sourceOf(ctx), verified: authed.verified ?? new Map() });
  return { request, context };
}

/** A failure answered INTERNAL that is not the handler's: the server's own, or an answer that does not fit. */
class Ours {
  constructor(
    readonly error: unknown,
    readonly source: "internal" | "answer",
    readonly detail?: string,
  ) {}
}

/** A v1.0 answer (checked first when asked), then converted, as the service's response message. */
function responseMessage(options: Settled, version: GrpcVersion, rpc: GrpcRpc, answer: unknown, item: boolean): Message {
  if (options.validateAnswers) {
    const invalid = checkAnswer(rpc.operation, answer);
    if (invalid !== undefined) throw new Ours(invalid, "answer", invalid.detail);
  }
  let json: unknown;
  try {
    json = (item ? version.event(rpc.operation, answer) : version.response(rpc.operation, answer ?? {})).value;
  } catch (e) {
    throw new Ours(e, "internal");
  }
  try {
    return fromJson(rpc.method.output, (json ?? {}) as JsonValue, { ignoreUnknownFields: true });
  } catch (e) {
    const why = `the agent's ${rpc.operation} answer is not a ${rpc.method.output.typeName}: ${e instanceof Error ? e.message : String(e)}`;
    throw new Ours(new TypeError(why), "answer", `$: ${why}`);
  }
}

/** The ConnectError a failure answers, reported to onError when it is INTERNAL. */
function failure(version: GrpcVersion, e: unknown, failed: CallReport): ConnectError {
  if (e instanceof Ours) {
    failed(e.error, e.source, e.detail);
    return grpcFailure(version, e.error);
  }
  const internal =
    e instanceof ConnectError
      ? e.code === Code.Internal
      : !(e instanceof A2AError) || inTable(version.errorTable, e).code === version.errorTable.standardErrors.internal.code;
  if (internal) failed(e, "handler");
  return grpcFailure(version, e);
}

/** prepare, with a failure that is not an A2AError counted as the server's own. */
function prepared(options: Settled, version: GrpcVersion, rpc: GrpcRpc, message: Message, ctx: HandlerContext, authed: Authed): ReturnType<typeof prepare> {
  try {
    return prepare(options, version, rpc, message, ctx, authed);
  } catch (e) {
    if (e instanceof A2AError) throw e;
    throw new Ours(e, "internal");
  }
}

function where(version: GrpcVersion, rpc: GrpcRpc, tenant: string | undefined) {
  return { operation: rpc.operation, binding: "grpc" as const, protocolVersion: version.protocolVersion, ...(tenant === undefined ? {} : { tenant }) };
}

function unary(options: Settled, version: GrpcVersion, rpc: GrpcRpc) {
  return async (message: Message, ctx: HandlerContext): Promise<Message> => {
    let tenant: string | undefined;
    try {
      const authed = await authenticate(options, rpc, ctx);
      const { request, context } = prepared(options, version, rpc, message, ctx, authed);
      tenant = context.tenant ?? "";
      const answer = await dispatchUnary(options.agent, options.card, rpc.operation as UnaryOperationName, request as never, context);
      return responseMessage(options, version, rpc, answer, false);
    } catch (e) {
      throw failure(version, e, callReport(options.onError, where(version, rpc, tenant)));
    }
  };
}

function stream(options: Settled, version: GrpcVersion, rpc: GrpcRpc) {
  return async function* (message: Message, ctx: HandlerContext): AsyncGenerator<Message> {
    let tenant: string | undefined;
    try {
      const authed = await authenticate(options, rpc, ctx);
      const { request, context } = prepared(options, version, rpc, message, ctx, authed);
      tenant = context.tenant ?? "";
      for await (const item of dispatchStream(options.agent, options.card, rpc.operation as StreamingOperationName, request as never, context)) {
        yield responseMessage(options, version, rpc, item, true);
      }
    } catch (e) {
      throw failure(version, e, callReport(options.onError, where(version, rpc, tenant)));
    }
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
  const versions = grpcVersions.filter((v) => wanted.includes(v.protocolVersion));
  const onError = options.onError ?? stderrReporter;
  if (typeof onError !== "function") throw new TypeError("onError: give a function (error, context) => void");
  const validateAnswers = options.validateAnswers ?? true;
  if (typeof validateAnswers !== "boolean") throw new TypeError(`validateAnswers: ${String(validateAnswers)} is not a boolean`);
  const remedy = "give supportedInterfaces or publicUrl (startGrpcServer fills it from the address it binds)";
  const served = versions.map((v) => v.protocolVersion);
  const { card, agent } = checkedCards(options, served, grpcBindings, remedy);
  const auth = options.auth === undefined ? undefined : createEnforcer(card, options.auth);
  if (auth === undefined) warnUnenforced(card);
  const settled: Settled = { agent, card, onError, validateAnswers, ...(auth === undefined ? {} : { auth }) };
  return (router) => {
    for (const version of versions) {
      for (const rpc of version.rpcs.values()) {
        const impl = rpc.streaming ? stream(settled, version, rpc) : unary(settled, version, rpc);
        router.rpc(rpc.method, impl as never);
      }
    }
  };
}
