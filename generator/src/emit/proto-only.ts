// A version no rules file names (protoc-gen-a2a without rules=): the output then speaks only of
// the proto. Its label is the proto package, it has no release, no spec to disagree with and no
// JSON-RPC binding of its own; invalid parameters get google.rpc's generic answer.

import type { Model, VersionModel } from "../model/types.js";
import type { InvalidParamsModel } from "../rules/load.js";

/** A rules version must give a release (rules/schema.ts), so a null release means no rules named it. */
export const namedByRules = (v: VersionModel): boolean => v.release !== null;

export const anyNamedByRules = (m: Model): boolean => m.versions.some(namedByRules);

/**
 * google.rpc.Code INVALID_ARGUMENT, which google/rpc/code.proto maps to HTTP 400, as a
 * google.rpc.Status with a google.rpc.BadRequest listing the failing fields; over JSON-RPC 2.0,
 * its generic "Invalid params" (-32602, JSON-RPC 2.0 §5.1).
 */
export const PROTO_INVALID_PARAMS: InvalidParamsModel = {
  jsonRpc: { code: -32602, message: "Invalid params", source: "no rules file: JSON-RPC 2.0 §5.1 Invalid params" },
  http: { status: 400, body: "google.rpc.Status", rpcStatus: "INVALID_ARGUMENT", source: "no rules file: google/rpc/code.proto INVALID_ARGUMENT (HTTP 400)" },
};

/** The version's invalid-params answer: the rules file's, or without rules the google.rpc default. */
export function invalidParamsOrDefault(v: VersionModel): InvalidParamsModel | null {
  return v.invalidParams ?? (namedByRules(v) ? null : PROTO_INVALID_PARAMS);
}
