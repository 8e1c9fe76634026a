// Operation lookup by any name, across versions: the generated tables give the names, this finds.

import type { RouteBinding } from "./types.js";

export interface OperationInfo {
  readonly name: string;
  readonly identity: string;
  readonly protocolVersion: string;
  readonly jsonRpcMethod: string;
  readonly jsonRpcFrom: string;
  readonly grpcMethod: string;
  readonly service: string;
  readonly requestType: string;
  readonly responseType: string;
  readonly streaming: "unary" | "server_streaming" | "client_streaming" | "bidi_streaming";
  readonly http: readonly RouteBinding[];
  readonly alternatives: readonly RouteBinding[];
  readonly names: readonly string[];
  /** zod-free validators of the request and the response message. */
  readonly validators?: { readonly request: unknown; readonly response: unknown } | undefined;
  /** zod validators of the request and the response message. */
  readonly schemas?: { readonly request: unknown; readonly response: unknown } | undefined;
}

/**
 * The operation of `operations` whose identity is the one `name` leads to. `name` may be an rpc
 * name, a JSON-RPC method, a gRPC path or "METHOD template" of any version.
 */
export function lookupOperation<T extends OperationInfo>(
  operations: Readonly<Record<string, T>>,
  identityByName: Readonly<Record<string, string>>,
  name: string,
): T | undefined {
  const identity = Object.hasOwn(identityByName, name) ? identityByName[name] : undefined;
  if (identity === undefined) return undefined;
  for (const key in operations) {
    if (operations[key].identity === identity) return operations[key];
  }
  return undefined;
}
