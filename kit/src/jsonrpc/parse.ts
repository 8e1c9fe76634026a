// Reading JSON-RPC 2.0 envelopes: requests (server side) and responses (client side, stream lines).
// Every input gets an answer: text that is not JSON, a batch, a wrong member type, a huge or deeply
// nested value; members are read as own properties, so "__proto__" or "toString" mean nothing special.

import { isObject, own } from "../object.js";
import { isNumberToken, rawIdText } from "./id.js";
import type { JsonRpcErrorObject, JsonRpcId, JsonRpcIdEcho, JsonRpcRequest, ParsedRequest, ParsedResponse, StandardError, StandardErrors } from "./types.js";

const VERSION = "2.0";
const NULL_ECHO: JsonRpcIdEcho = Object.freeze({ id: null });

function isId(v: unknown): v is JsonRpcId {
  return v === null || typeof v === "string" || (typeof v === "number" && Number.isFinite(v));
}

/** Parses JSON, answering undefined (not throwing) for text that is not JSON. */
function parseJson(text: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * The id to echo, with the source text of a number id. `exact`: every number's text (a server echoes
 * 1.50 as 1.50); otherwise only where the parsed number may differ from the text's value (a client
 * matching a response to its request compares numbers; only integers past 2^53 need the text).
 */
function echoOf(value: Record<string, unknown>, text: string | undefined, exact = true): JsonRpcIdEcho {
  const id = own(value, "id");
  if (!isId(id)) return NULL_ECHO;
  if (typeof id !== "number" || text === undefined || (!exact && Number.isSafeInteger(id))) return { id };
  const raw = rawIdText(text);
  return raw !== undefined && isNumberToken(raw) ? { id, idText: raw } : { id };
}

function invalid(error: StandardError, reason: string, path: string, echo: JsonRpcIdEcho): ParsedRequest {
  return { kind: "invalid", error: { code: error.code, message: error.message }, reason, path, echo };
}

/**
 * Reads a request or notification from the text of an HTTP body. Batches (a JSON array) are answered
 * with invalidRequest: A2A defines single calls only, so one error response, id null, is the answer.
 */
export function parseRequest(text: string, errors: StandardErrors): ParsedRequest {
  const parsed = parseJson(text);
  if (!parsed.ok) return invalid(errors.parse, `the body is not JSON: ${parsed.reason}`, "$", NULL_ECHO);
  return readRequest(parsed.value, errors, text);
}

/**
 * Reads a request from an already parsed value (e.g. a framework's JSON body). Without the source text a
 * number id is echoed as JSON.stringify writes it; pass `text` to keep it as sent.
 */
export function readRequest(value: unknown, errors: StandardErrors, text?: string): ParsedRequest {
  if (Array.isArray(value)) {
    return invalid(errors.invalidRequest, "batch requests (a JSON array) are not supported: A2A defines single calls only", "$", NULL_ECHO);
  }
  if (!isObject(value)) return invalid(errors.invalidRequest, `a request must be a JSON object, got ${kindOf(value)}`, "$", NULL_ECHO);
  const hasId = Object.hasOwn(value, "id");
  const id = own(value, "id");
  if (hasId && !isId(id)) {
    return invalid(errors.invalidRequest, `$.id must be a string, a number or null, got ${kindOf(id)}`, "$.id", NULL_ECHO);
  }
  const echo = hasId ? echoOf(value, text) : NULL_ECHO;
  const version = own(value, "jsonrpc");
  if (version !== VERSION) {
    return invalid(errors.invalidRequest, `$.jsonrpc must be "${VERSION}", got ${describe(version)}`, "$.jsonrpc", echo);
  }
  const method = own(value, "method");
  if (typeof method !== "string") return invalid(errors.invalidRequest, `$.method must be a string, got ${kindOf(method)}`, "$.method", echo);
  const hasParams = Object.hasOwn(value, "params");
  const params = own(value, "params");
  if (hasParams && (typeof params !== "object" || params === null)) {
    return invalid(errors.invalidRequest, `$.params must be an object or an array, got ${kindOf(params)}`, "$.params", echo);
  }
  const request: JsonRpcRequest = { jsonrpc: VERSION, method };
  if (hasParams) request.params = params;
  if (!hasId) return { kind: "notification", request };
  request.id = echo.id;
  if (echo.idText !== undefined) request.idText = echo.idText;
  return { kind: "request", request };
}

/**
 * Reads a response (or one JSON-RPC stream line) from its text. `echo.idText` is set for a number id
 * that is not a safe integer (its value as parsed may not be the one sent).
 */
export function parseResponse(text: string): ParsedResponse {
  const parsed = parseJson(text);
  if (!parsed.ok) return { kind: "invalid", reason: `the response is not JSON: ${parsed.reason}`, path: "$" };
  return readResponse(parsed.value, text);
}

/** Reads a response from an already parsed value; `text`, when given, keeps a number id as written. */
export function readResponse(value: unknown, text?: string): ParsedResponse {
  if (!isObject(value)) return { kind: "invalid", reason: `a response must be a JSON object, got ${kindOf(value)}`, path: "$" };
  const version = own(value, "jsonrpc");
  if (version !== VERSION) return { kind: "invalid", reason: `$.jsonrpc must be "${VERSION}", got ${describe(version)}`, path: "$.jsonrpc" };
  const id = own(value, "id");
  if (!Object.hasOwn(value, "id") || !isId(id)) {
    return { kind: "invalid", reason: `$.id must be a string, a number or null, got ${kindOf(id)}`, path: "$.id" };
  }
  const echo = echoOf(value, text, false);
  const hasResult = Object.hasOwn(value, "result");
  const hasError = Object.hasOwn(value, "error");
  if (hasResult === hasError) {
    return { kind: "invalid", reason: "a response must have exactly one of $.result and $.error", path: "$" };
  }
  if (hasResult) return { kind: "result", echo, result: value.result };
  const error = own(value, "error");
  if (!isObject(error)) return { kind: "invalid", reason: `$.error must be an object, got ${kindOf(error)}`, path: "$.error" };
  const code = own(error, "code");
  const message = own(error, "message");
  if (typeof code !== "number" || !Number.isInteger(code)) {
    return { kind: "invalid", reason: `$.error.code must be an integer, got ${kindOf(code)}`, path: "$.error.code" };
  }
  if (typeof message !== "string") return { kind: "invalid", reason: `$.error.message must be a string, got ${kindOf(message)}`, path: "$.error.message" };
  const out: JsonRpcErrorObject = { code, message };
  if (Object.hasOwn(error, "data")) out.data = error.data;
  return { kind: "error", echo, error: out };
}

/** The JSON kind of a value, for messages. */
export function kindOf(v: unknown): string {
  if (v === undefined) return "nothing";
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  if (typeof v === "object") return "an object";
  return `a ${typeof v}`;
}

function describe(v: unknown): string {
  if (typeof v === "string") return JSON.stringify(v.length > 40 ? v.slice(0, 40) + "…" : v);
  return kindOf(v);
}
