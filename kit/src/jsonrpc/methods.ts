// The JSON-RPC method lookup of one protocol version: only the operations' `jsonRpcMethod` names find
// an operation. A gRPC path, an HTTP+JSON "POST /…" name or the other version's method is not a
// JSON-RPC method of this version (-32601); the answer then carries a hint naming the right method and
// version (the quick reference, section 5). Every name comes from the generated operation tables.

import { withHint } from "./serialize.js";
import type { JsonRpcErrorObject, StandardErrors } from "./types.js";

/** What the lookup reads of one generated operation (generated/<version>/index.js `operations`). */
export interface JsonRpcOperationInfo {
  name: string;
  /** The operation's name across versions (the same in every version that has it). */
  identity: string;
  jsonRpcMethod: string | null;
  /** Every name of the operation: rpc name, JSON-RPC method, gRPC path, "METHOD /route" forms. */
  names?: readonly string[] | undefined;
}

/** What the lookup reads of one generated version module (`v1_0`, `v0_3`). */
export interface JsonRpcVersionTable {
  protocolVersion: string;
  operations: Readonly<Record<string, JsonRpcOperationInfo>>;
}

/** The answer for one method name. */
export type MethodLookup =
  | { kind: "operation"; operation: string }
  /** -32601; `hint` names the right method when the name is known elsewhere (another version or binding). */
  | { kind: "unknown"; method: string; hint?: string | undefined };

/** A method map of one served version, with hints from the others. */
export interface JsonRpcMethods {
  readonly protocolVersion: string;
  /** The operation a JSON-RPC method names in the served version. */
  find(method: string): MethodLookup;
  /** The -32601 error object for an unknown answer (code and message from the standard errors, plus the hint). */
  methodNotFound(miss: Extract<MethodLookup, { kind: "unknown" }>, errors: StandardErrors): JsonRpcErrorObject;
}

/**
 * The JSON-RPC method map of `served`; `others` (the other versions' tables) only feed the hints.
 * Example: jsonRpcMethods(v1_0, [v0_3]).find("message/send") → unknown, hint names "SendMessage" on 1.0.
 */
export function jsonRpcMethods(served: JsonRpcVersionTable, others: readonly JsonRpcVersionTable[] = []): JsonRpcMethods {
  const byMethod = new Map<string, string>();
  const byIdentity = new Map<string, JsonRpcOperationInfo>();
  const otherNames = new Map<string, string>();
  for (const key of Object.keys(served.operations)) {
    const op = served.operations[key];
    byIdentity.set(op.identity, op);
    if (op.jsonRpcMethod !== null) byMethod.set(op.jsonRpcMethod, op.name);
  }
  const v = served.protocolVersion;
  const here = (op: JsonRpcOperationInfo | undefined): string =>
    op === undefined || op.jsonRpcMethod === null
      ? `protocol version ${v} has no such operation`
      : `on protocol version ${v} the JSON-RPC method is "${op.jsonRpcMethod}"`;
  // The other versions' methods first: "SendMessage" on v0.3 is above all v1.0's method, not v0.3's rpc name.
  for (const other of others) {
    if (other.protocolVersion === v) continue;
    for (const key of Object.keys(other.operations)) {
      const op = other.operations[key];
      if (op.jsonRpcMethod === null || byMethod.has(op.jsonRpcMethod) || otherNames.has(op.jsonRpcMethod)) continue;
      otherNames.set(
        op.jsonRpcMethod,
        `"${op.jsonRpcMethod}" is the JSON-RPC method of protocol version ${other.protocolVersion}; ${here(byIdentity.get(op.identity))}`,
      );
    }
  }
  // Then names of this version that are not JSON-RPC methods: the rpc name where it differs, gRPC paths, routes.
  for (const key of Object.keys(served.operations)) {
    const op = served.operations[key];
    for (const name of op.names ?? []) {
      if (name !== op.jsonRpcMethod && !otherNames.has(name)) {
        otherNames.set(name, `"${name}" is a name of ${op.name} in another binding, not a JSON-RPC method; ${here(op)}`);
      }
    }
  }
  return {
    protocolVersion: v,
    find(method: string): MethodLookup {
      const operation = byMethod.get(method);
      if (operation !== undefined) return { kind: "operation", operation };
      const hint = otherNames.get(method);
      return hint === undefined ? { kind: "unknown", method } : { kind: "unknown", method, hint };
    },
    methodNotFound(miss, errors) {
      return withHint(errors.methodNotFound, miss.hint);
    },
  };
}
