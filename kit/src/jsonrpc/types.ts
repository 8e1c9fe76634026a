// JSON-RPC 2.0 envelope types, and the shape of the standard-error table the functions read their
// codes and messages from (generated per version; typed structurally here).

/** A JSON-RPC id: a string, a number or null (JSON-RPC 2.0 §4). */
export type JsonRpcId = string | number | null;

/** Where an answer goes back to: the request's id, and its source text when it was a number (echoed verbatim). */
export interface JsonRpcIdEcho {
  id?: JsonRpcId | undefined;
  /** The number as written in the request ("1.50", "12345678901234567890"); written back instead of `id`. */
  idText?: string | undefined;
}

/** One standard error: its code and message (JSON-RPC 2.0 §5.1). */
export interface StandardError {
  code: number;
  message: string;
}

/** The standard errors of one protocol version (generated as `standardErrors` in generated/<version>/errors.js). */
export interface StandardErrors {
  /** -32700: the text is not JSON. */
  parse: StandardError;
  /** -32600: JSON, but not a request object. */
  invalidRequest: StandardError;
  /** -32601: no such method. */
  methodNotFound: StandardError;
  /** -32602: the params do not fit the method. */
  invalidParams: StandardError;
  /** -32603: the server failed. */
  internal: StandardError;
}

/** The error member of an error response. */
export interface JsonRpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

/** A parsed request or notification. */
export interface JsonRpcRequest extends JsonRpcIdEcho {
  jsonrpc: "2.0";
  method: string;
  /** An object or an array, or undefined when the member was absent. */
  params?: unknown;
}

/** What parseRequest answers. */
export type ParsedRequest =
  /** A call: answer it with serializeResult / serializeError, passing the request (its id is echoed). */
  | { kind: "request"; request: JsonRpcRequest }
  /** No id: JSON-RPC 2.0 says the server must not reply (§4.1). */
  | { kind: "notification"; request: JsonRpcRequest }
  /**
   * Not a usable request: `error` is the standard error to answer with, `id` the one to echo (null when
   * it could not be read), `reason` says what is wrong and where (a JSON path).
   */
  | { kind: "invalid"; error: JsonRpcErrorObject; reason: string; path: string; echo: JsonRpcIdEcho };

/** What parseResponse answers (client side, and each line of a JSON-RPC stream). */
export type ParsedResponse =
  | { kind: "result"; echo: JsonRpcIdEcho; result: unknown }
  | { kind: "error"; echo: JsonRpcIdEcho; error: JsonRpcErrorObject }
  /** Not a JSON-RPC response; reason names what and where. */
  | { kind: "invalid"; reason: string; path: string };
