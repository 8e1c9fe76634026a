// The JSON-RPC 2.0 standard errors (§5.1), written by hand from the specification: the expectation the kit's
// tests hold its JSON-RPC answers to.

import type { StandardErrors } from "@a2a-bindgen/kit";

export const standardErrors: StandardErrors = {
  parse: { code: -32700, message: "Parse error" },
  invalidRequest: { code: -32600, message: "Invalid Request" },
  methodNotFound: { code: -32601, message: "Method not found" },
  invalidParams: { code: -32602, message: "Invalid params" },
  internal: { code: -32603, message: "Internal error" },
};
