// Writing JSON-RPC 2.0 envelopes. The id goes back exactly as it came (a number as its source text, see
// id.ts); results and errors are written with JSON.stringify.

import { isNumberToken } from "./id.js";
import type { JsonRpcErrorObject, JsonRpcId, JsonRpcIdEcho, StandardError } from "./types.js";

/** A value that JSON cannot carry (a BigInt, a cycle): names which part of the envelope. */
export class JsonRpcSerializeError extends Error {
  constructor(
    readonly member: "result" | "error" | "params",
    cause: unknown,
  ) {
    super(`JSON-RPC ${member} is not JSON-serializable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = "JsonRpcSerializeError";
  }
}

function idJson(echo: JsonRpcIdEcho): string {
  const id = echo.id ?? null;
  if (typeof id === "number" && echo.idText !== undefined && isNumberToken(echo.idText)) return echo.idText;
  // JSON has no NaN or Infinity: such an id cannot have been read from JSON, so it goes back as null.
  if (typeof id === "number" && !Number.isFinite(id)) return "null";
  return JSON.stringify(id);
}

function json(member: "result" | "error" | "params", value: unknown): string {
  let out: string | undefined;
  try {
    out = JSON.stringify(value);
  } catch (e) {
    throw new JsonRpcSerializeError(member, e);
  }
  if (out === undefined) throw new JsonRpcSerializeError(member, `${typeof value} has no JSON form`);
  return out;
}

/** A success response to `to` (a parsed request, or any { id, idText }). Throws JsonRpcSerializeError for a result JSON cannot carry. */
export function serializeResult(to: JsonRpcIdEcho, result: unknown): string {
  return '{"jsonrpc":"2.0","id":' + idJson(to) + ',"result":' + json("result", result) + "}";
}

/** An error response to `to`; an invalid request whose id could not be read is answered with id null. */
export function serializeError(to: JsonRpcIdEcho, error: JsonRpcErrorObject): string {
  const body: JsonRpcErrorObject = { code: error.code, message: error.message };
  if (error.data !== undefined) body.data = error.data;
  return '{"jsonrpc":"2.0","id":' + idJson(to) + ',"error":' + json("error", body) + "}";
}

/** A request (with `id`) or, when `id` is undefined, a notification. */
export function serializeRequest(method: string, params: unknown, id?: JsonRpcId): string {
  let out = '{"jsonrpc":"2.0"';
  if (id !== undefined) out += ',"id":' + idJson({ id });
  out += ',"method":' + JSON.stringify(method);
  if (params !== undefined) out += ',"params":' + json("params", params);
  return out + "}";
}

/** A standard error with a hint after its message ("Method not found: …"), for the reader of the answer. */
export function withHint(error: StandardError, hint: string | undefined): JsonRpcErrorObject {
  return { code: error.code, message: hint === undefined ? error.message : `${error.message}: ${hint}` };
}
