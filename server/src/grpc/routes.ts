// The gRPC binding of the reference server: every rpc of both services registered on a ConnectRouter.
// The service a call arrives on is its version's table; the a2a-version metadata must name that version
// (kit negotiateVersion, served: the one version). A request goes protobuf-es message → ProtoJSON (toJson)
// → v1.0 JSON (v0.3 through the compat converters) → the v1.0 validators → dispatch, and the answer the
// same way back (fromJson into the service's response message).

import { type DescMessage, fromJson, type JsonValue, type Message, toJson } from "@bufbuild/protobuf";
import { toIssues } from "@a2a-bindgen/runtime";
import { v1_0 } from "@a2a-bindgen/a2a";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import {
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
import type { ConnectRouter, HandlerContext } from "@connectrpc/connect";
import type { Agent, CallContext, OperationName } from "../agent.js";
import { checkCapabilities, dispatchStream, dispatchUnary } from "../dispatch.js";
import { grpcFailure } from "./errors.js";
import { type GrpcRpc, type GrpcVersion, grpcVersions } from "./versions.js";

/** What the gRPC binding serves. */
export interface GrpcOptions {
  /** The handlers: one implementation for every binding and version. */
  readonly agent: Agent;
  /** The v1.0 card: its capabilities, then its required extensions, are checked before dispatch. */
  readonly card: types.AgentCard;
  /** Protocol versions to serve (Major.Minor; default both, "1.0" and "0.3"): one service each. */
  readonly versions?: readonly string[];
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
function prepare(options: GrpcOptions, version: GrpcVersion, rpc: GrpcRpc, message: Message, ctx: HandlerContext): { request: unknown; context: CallContext } {
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
  };
  return { request, context };
}

/** A v1.0 answer as the service's response message; an answer that does not fit is the agent's error. */
function responseMessage(output: DescMessage, operation: OperationName, json: unknown): Message {
  try {
    return fromJson(output, (json ?? {}) as JsonValue, { ignoreUnknownFields: true });
  } catch (e) {
    throw a2aError(v1_0.errorTable, "InvalidAgentResponseError", {
      message: `the agent's ${operation} answer is not a ${output.typeName}: ${e instanceof Error ? e.message : String(e)}`,
    });
  }
}

function unary(options: GrpcOptions, version: GrpcVersion, rpc: GrpcRpc) {
  return async (message: Message, ctx: HandlerContext): Promise<Message> => {
    try {
      const { request, context } = prepare(options, version, rpc, message, ctx);
      const answer = await dispatchUnary(options.agent, options.card, rpc.operation as UnaryOperationName, request as never, context);
      return responseMessage(rpc.method.output, rpc.operation, version.response(rpc.operation, answer ?? {}).value);
    } catch (e) {
      throw grpcFailure(version, e);
    }
  };
}

function stream(options: GrpcOptions, version: GrpcVersion, rpc: GrpcRpc) {
  return async function* (message: Message, ctx: HandlerContext): AsyncGenerator<Message> {
    try {
      const { request, context } = prepare(options, version, rpc, message, ctx);
      for await (const item of dispatchStream(options.agent, options.card, rpc.operation as StreamingOperationName, request as never, context)) {
        yield responseMessage(rpc.method.output, rpc.operation, version.event(rpc.operation, item).value);
      }
    } catch (e) {
      throw grpcFailure(version, e);
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
  return (router) => {
    for (const version of versions) {
      for (const rpc of version.rpcs.values()) {
        const impl = rpc.streaming ? stream(options, version, rpc) : unary(options, version, rpc);
        router.rpc(rpc.method, impl as never);
      }
    }
  };
}
