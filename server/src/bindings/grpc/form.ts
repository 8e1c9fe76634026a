// How the gRPC binding encodes a call's outcome: a result as the rpc's response message (fromJson of the
// version's ProtoJSON), a failure as the ConnectError to throw, stream items as messages; the headers a
// call earned (activated extensions) go out as response metadata. It decides nothing: call/run.ts does.

import { fromJson, type JsonValue, type Message } from "@bufbuild/protobuf";
import { errorTable as v1Errors } from "@a2a-bindgen/a2a/v1_0/errors";
import { a2aError, findError } from "@a2a-bindgen/kit";
import { toIssues } from "@a2a-bindgen/runtime";
import { grpcStatusName, grpcStatusNames } from "@a2a-bindgen/kit/grpc";
import { ConnectError, type HandlerContext } from "@connectrpc/connect";
import { authErrors } from "../../auth/skills.js";
import type { BindingForm, Issues } from "../../call/form.js";
import { InvalidAnswerError } from "../../validate.js";
import { grpcFailure } from "./errors.js";
import type { GrpcRpc, GrpcVersionView } from "./views.js";

/** What a gRPC call answers: its message, its messages, or the error to throw. */
export type GrpcAnswer = Message | AsyncIterable<Message, void, undefined> | ConnectError;
export type GrpcItem = Message | ConnectError;

/** The error a request that fails the validators answers (JSON-RPC -32602, gRPC INVALID_ARGUMENT). */
const invalidParams = "InvalidParamsError";

/** The failure's issues in one line: the first one's path and message, and how many more. */
function summary(failure: Parameters<BindingForm<unknown, unknown>["invalid"]>[0]): string {
  const issues: Issues = Array.isArray(failure) ? (failure as Issues) : toIssues(failure as never);
  if (issues.length === 0) return "";
  return `: ${issues[0].path}: ${issues[0].message}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ""}`;
}

/** The rpc's response message from this version's ProtoJSON; an answer that does not fit is the agent's (onError "answer"). */
function message(rpc: GrpcRpc, json: unknown): Message {
  try {
    return fromJson(rpc.method.output, (json ?? {}) as JsonValue, { ignoreUnknownFields: true });
  } catch (e) {
    throw new InvalidAnswerError(rpc.operation, `$: not a ${rpc.method.output.typeName}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Ends the stream with the ConnectError item when one comes. */
async function* messages(items: AsyncIterable<GrpcItem, void, undefined>): AsyncGenerator<Message, void, undefined> {
  for await (const item of items) {
    if (item instanceof Error) throw item;
    yield item;
  }
}

/** The form of one call of `rpc` on the service of `view`; INTERNAL names the call's `requestId`. */
export function grpcForm(view: GrpcVersionView, rpc: GrpcRpc, ctx: HandlerContext, requestId?: string): BindingForm<GrpcAnswer, GrpcItem> {
  const send = (headers: Record<string, string> | undefined) => {
    if (headers !== undefined) for (const name of Object.keys(headers)) ctx.responseHeader.set(name, headers[name]);
  };
  const error = (e: unknown, headers?: Record<string, string>): ConnectError => {
    send(headers);
    return grpcFailure(view, e, requestId);
  };
  return {
    binding: "grpc",
    dialect: "rest",
    carrier: "metadata",
    result(value, headers) {
      const m = message(rpc, value);
      send(headers);
      return m;
    },
    error,
    invalid: (failure) =>
      error(a2aError(v1Errors, invalidParams, { message: `${findError(v1Errors, invalidParams)?.message ?? invalidParams}${summary(failure)}` })),
    refused: (refusal) => error(a2aError(v1Errors, authErrors[refusal.status], { message: refusal.message })),
    stream(items, headers) {
      send(headers);
      return messages(items);
    },
    line(response, op) {
      const json = view.compat === undefined ? response : view.compat.toV0_3.rest.streamEvent(response, { operation: op.identity }).value;
      return message(rpc, json);
    },
    errorLine: (e) => grpcFailure(view, e, requestId),
    status: (answer) => (answer instanceof ConnectError ? grpcStatusName(answer.code) : okStatus),
    // A message's size is known only once connect-node encodes it.
    bytes: () => undefined,
  };
}

const okStatus = grpcStatusNames[0];
