// The JSON-RPC binding's error object: {code, message, data}. The code identifies the error; data holds
// the ErrorInfo where the version's table says the binding carries one (v1.0), nothing else otherwise.

import { A2AError, type ErrorDetail, type ErrorTable, errorInfoDetail, findError } from "./error.js";
import { own } from "../object.js";
import { type DecodeResult, errorInfosOf, guarded, jsonBody, shown, specOfErrorInfo } from "./decoded.js";

/** The JSON-RPC error object (the `error` member of a response). */
export interface JsonRpcErrorObject {
  readonly code: number;
  readonly message: string;
  readonly data?: readonly ErrorDetail[] | undefined;
}

/** A message longer than this is cut when decoded, so that an answer stays small whatever arrives. */
export const maxDecodedMessage = 4096;

/** Encodes an error for the JSON-RPC binding; the response carrying it has the HTTP status of `table.errorBindings.jsonrpc`. */
export function encodeJsonRpcError(table: ErrorTable, error: A2AError): JsonRpcErrorObject {
  const info = table.errorBindings.jsonrpc.errorInfo ? errorInfoDetail(table, error) : null;
  const data = info === null ? [...error.details] : [info, ...error.details];
  return data.length === 0 ? { code: error.spec.code, message: error.message } : { code: error.spec.code, message: error.message, data };
}

/** What arrives over JSON-RPC: the response (envelope or bare error object) as text, bytes or parsed JSON; status and headers optional. */
export interface JsonRpcErrorInput {
  readonly status?: number | undefined;
  readonly headers?: unknown;
  readonly body: unknown;
}

/**
 * Decodes a JSON-RPC error response (or a bare error object, as an SSE data line carries it) against a
 * version's table. The code decides; an ErrorInfo of the table's domain that names another error is noted.
 */
export function decodeJsonRpcError(table: ErrorTable, input: JsonRpcErrorInput): DecodeResult {
  return guarded("jsonrpc", () => {
    const body = jsonBody(own(input, "body"));
    if (body === undefined) return { kind: "not-a2a", binding: "jsonrpc", why: "the body is not JSON" };
    if (own(body, "result") !== undefined && own(body, "error") === undefined) {
      return { kind: "not-a2a", binding: "jsonrpc", why: "a result, not an error" };
    }
    const error = own(body, "error") ?? body;
    const code = own(error, "code");
    if (typeof code !== "number" || !Number.isInteger(code)) {
      return { kind: "not-a2a", binding: "jsonrpc", why: `no integer error.code (got ${shown(code)})` };
    }
    const raw = own(error, "message");
    const message = typeof raw === "string" ? raw.slice(0, maxDecodedMessage) : undefined;
    const data = own(error, "data");
    const byInfo = specOfErrorInfo(table, errorInfosOf(table, data));
    const spec = findError(table, code);
    const details = Array.isArray(data) ? data.filter((d): d is ErrorDetail => typeof own(d, "@type") === "string").slice(0, 64) : [];
    if (spec === undefined) {
      if ("spec" in byInfo) {
        const e = new A2AError(table, byInfo.spec, { message, details });
        return { kind: "error", binding: "jsonrpc", basis: "errorInfo", error: e, notes: [`code ${code} is in no error of protocol ${table.protocolVersion}`] };
      }
      return { kind: "not-a2a", binding: "jsonrpc", why: `code ${code} is in no error of protocol ${table.protocolVersion}` };
    }
    const notes: string[] = [];
    if ("spec" in byInfo && byInfo.spec !== spec) notes.push(`the ErrorInfo names ${byInfo.spec.name}, the code ${spec.name}: the code decides`);
    return { kind: "error", binding: "jsonrpc", basis: "code", error: new A2AError(table, spec, { message, details }), notes };
  });
}
