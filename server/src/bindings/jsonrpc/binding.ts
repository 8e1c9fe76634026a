// The JSON-RPC binding: POST at the base path, one request per body. It decodes and encodes only: the
// envelope is read by the kit, the method looked up in the negotiated version's method map (another
// version's method answers -32601 with a hint naming the right one), v0.3 params checked with a2a.json's
// request definitions, and the call handed to the one call path (call/run.ts). Errors are JSON-RPC error
// objects to the request's id; stream lines wrap a `result` (I11).

import {
  A2AError,
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
import type { InvalidParamsAnswer } from "@a2a-bindgen/runtime";
import {
  type BodyAnswer,
  type IdentifiedRequest,
  type ServerAnswer,
  type StreamAnswer,
  inTable,
  jsonRpcError,
  jsonText,
  unsupportedMediaType,
} from "../../answer.js";
import type { BindingForm, CallServer, Issues, Refusal } from "../../call/form.js";
import { safeParse } from "../../call/report.js";
import { runCall } from "../../call/run.js";
import { isJsonMediaType } from "../../media.js";
import type { VersionOperation, VersionView } from "../../versions.js";
import { type WireName, jsonRpcWire } from "../../telemetry/wire.js";
import { authFailure, compatSseBytes, httpBytes, httpStatus, sseAnswer, sseBytes, utf8 } from "../http.js";

type Request = Extract<ReturnType<typeof parseRequest>, { kind: "request" }>["request"];

/**
 * The JSON-RPC form of a version's answers to `to`, the request read (the internal error names `requestId`): a
 * class, so that a call makes one object, not a closure per method.
 */
class JsonRpcForm implements BindingForm<ServerAnswer, Uint8Array> {
  readonly binding = "jsonrpc";
  readonly dialect = "jsonrpc";
  readonly carrier = "headers";
  constructor(
    private readonly v: VersionView,
    private readonly to: Request,
    private readonly requestId?: string,
  ) {}
  result(value: unknown, headers: Record<string, string>): BodyAnswer {
    return jsonText(200, serializeResult(this.to, value === undefined ? null : value), headers);
  }
  error(e: unknown, headers: Record<string, string> = {}): BodyAnswer {
    return jsonRpcError(this.v.errorTable, e, this.to, headers, this.requestId);
  }
  invalid(failure: Parameters<InvalidParamsAnswer>[0] | Issues): BodyAnswer {
    return jsonText(this.v.errorTable.errorBindings.jsonrpc.httpStatus, serializeError(this.to, this.v.invalidParams(failure as never, "jsonrpc")));
  }
  refused(refusal: Refusal): BodyAnswer {
    return authFailure((e) => this.error(e), refusal);
  }
  check(params: unknown): Issues | Parameters<InvalidParamsAnswer>[0] | undefined {
    if (Array.isArray(params))
      return [{ path: "$.params", expected: "an object (the request message)", received: "an array", message: "params must be an object" }];
    if (this.v.jsonRpcEnvelope === undefined) return undefined;
    const to = this.to;
    const envelope = { jsonrpc: to.jsonrpc, id: to.id, method: to.method, ...(to.params === undefined ? {} : { params }) };
    const checked = safeParse(this.v.jsonRpcEnvelope, envelope);
    return checked.success ? undefined : checked.error;
  }
  stream(items: AsyncIterable<Uint8Array, void, undefined>, headers: Record<string, string>): StreamAnswer {
    return sseAnswer(items, headers);
  }
  line(response: unknown, op: VersionOperation): Uint8Array {
    if (this.v.compat === undefined) return sseBytes(encodeStreamResponse("jsonrpc", response, this.to));
    return compatSseBytes(encodeCompatStreamResponse("jsonrpc", response, compat.toV0_3, this.to, { operation: op.identity }));
  }
  errorLine(e: unknown): Uint8Array {
    const table = this.v.errorTable;
    return sseBytes(encodeStreamError("jsonrpc", encodeJsonRpcError(table, inTable(table, e, "jsonrpc", this.requestId)), this.to));
  }
  status(answer: ServerAnswer): number {
    return httpStatus(answer);
  }
  bytes(item: ServerAnswer | Uint8Array): number | undefined {
    return httpBytes(item);
  }
}

// A call's name for telemetry, per HTTP method and JSON-RPC method (only methods a version's map has: a bounded set).
const wires = new Map<string, Map<string, WireName>>();

function wireOf(httpMethod: string, method: string): WireName {
  let byMethod = wires.get(httpMethod);
  if (byMethod === undefined) wires.set(httpMethod, (byMethod = new Map()));
  let w = byMethod.get(method);
  if (w === undefined) byMethod.set(method, (w = jsonRpcWire(method, httpMethod)));
  return w;
}

/**
 * Answers a JSON-RPC call. `v` is the negotiated version's tables, or the version failure with the table
 * to answer it in (the envelope is read first so that the error goes back to the request's id).
 */
export async function handleJsonRpc(
  server: CallServer,
  v: VersionView | { failure: A2AError; tables: VersionView },
  req: IdentifiedRequest,
): Promise<ServerAnswer> {
  const tables = "failure" in v ? v.tables : v;
  const table = tables.errorTable;
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
  const params = request.params === undefined ? {} : request.params;
  return runCall<ServerAnswer, Uint8Array>(server, v, new JsonRpcForm(v, request, req.requestId), op, params, req, wireOf(req.method, request.method));
}
