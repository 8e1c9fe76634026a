// The JSON-RPC binding: POST at the base path, one request per body. The envelope is read by the kit,
// the method looked up in the negotiated version's method map (another version's method answers -32601
// with a hint naming the right one), v0.3 params validated with a2a.json's request definitions and the
// rest left to runCall. Errors are JSON-RPC error objects to the request's id; stream lines wrap a
// `result` (I11).

import {
  A2AError,
  type JsonRpcIdEcho,
  type StandardErrors,
  answerError,
  encodeCompatStreamResponse,
  encodeJsonRpcError,
  encodeStreamError,
  encodeStreamResponse,
  parseRequest,
  serializeError,
  serializeResult,
} from "@a2a-bindgen/kit";
import { compat } from "@a2a-bindgen/a2a/compat";
import { type ServerAnswer, type ServerRequest, inTable, jsonRpcError, jsonText, unsupportedMediaType } from "./answer.js";
import { type BindingForm, type CallServer, runCall, safeParse } from "./call.js";
import { isJsonMediaType } from "./media.js";
import type { VersionTables } from "./versions.js";

function form(v: VersionTables, to: JsonRpcIdEcho): BindingForm {
  const table = v.errors;
  const status = table.errorBindings.jsonrpc.httpStatus;
  return {
    binding: "jsonrpc",
    dialect: "jsonrpc",
    result: (value, headers) => jsonText(200, serializeResult(to, value === undefined ? null : value), headers),
    error: (error, headers = {}) => jsonRpcError(table, error, to, headers),
    invalid: (failure) => jsonText(status, serializeError(to, v.invalidParams(failure, "jsonrpc"))),
    line(response, op) {
      if (v.compat === undefined) return encodeStreamResponse("jsonrpc", response, to);
      const c = encodeCompatStreamResponse("jsonrpc", response, compat.toV0_3, to, { operation: op.identity });
      if (c.ok) return c.event;
      throw new TypeError(c.error);
    },
    errorLine: (error) => encodeStreamError("jsonrpc", encodeJsonRpcError(table, inTable(table, error)), to),
  };
}

// One decoder for every call: a whole (non-streaming) decode keeps no state between calls, even after a failure.
const decoder = new TextDecoder("utf-8", { fatal: true });

/** Reads the body as UTF-8 text; undefined when it is not UTF-8. */
export function utf8(body: Uint8Array): string | undefined {
  try {
    return decoder.decode(body);
  } catch {
    return undefined;
  }
}

/**
 * Answers a JSON-RPC call. `v` is the negotiated version's tables, or the version failure with the table
 * to answer it in (the envelope is read first so that the error goes back to the request's id).
 */
export async function handleJsonRpc(
  server: CallServer,
  v: VersionTables | { failure: A2AError; tables: VersionTables },
  req: ServerRequest,
): Promise<ServerAnswer> {
  const tables = "failure" in v ? v.tables : v;
  const table = tables.errors;
  // JSON-RPC is always a POST with a JSON body: anything else is what a page sends cross-site without a preflight.
  if (!isJsonMediaType(req.headers["content-type"])) return unsupportedMediaType(table, "jsonrpc", req.headers["content-type"]);
  const errors = table.standardErrors as unknown as StandardErrors;
  const text = utf8(req.body);
  if (text === undefined) {
    return jsonRpcError(table, new A2AError(table, table.standardErrors.parse, { message: `${table.standardErrors.parse.message}: the body is not UTF-8` }), {
      id: null,
    });
  }
  const parsed = parseRequest(text, errors);
  if (parsed.kind === "invalid") return jsonRpcError(table, answerError(table, parsed), parsed.echo);
  // JSON-RPC 2.0 §4.1: a notification gets no reply; A2A defines none, so nothing runs.
  if (parsed.kind === "notification") return { status: 204, headers: {}, body: new Uint8Array(0) };
  const request = parsed.request;
  if ("failure" in v) return jsonRpcError(table, v.failure, request);
  const lookup = v.methods.find(request.method);
  if (lookup.kind === "unknown") return jsonText(table.errorBindings.jsonrpc.httpStatus, serializeError(request, v.methods.methodNotFound(lookup, errors)));
  const op = v.operations[lookup.operation];
  const f = form(v, request);
  const params = request.params === undefined ? {} : request.params;
  if (Array.isArray(params)) {
    return f.invalid([{ path: "$.params", expected: "an object (the request message)", received: "an array", message: "params must be an object" }]);
  }
  if (v.jsonRpcEnvelope !== undefined) {
    const envelope = { jsonrpc: request.jsonrpc, id: request.id, method: request.method, ...(request.params === undefined ? {} : { params }) };
    const checked = safeParse(v.jsonRpcEnvelope, envelope);
    if (!checked.success) return f.invalid(checked.error);
  }
  return runCall(server, v, f, op, params, req);
}
