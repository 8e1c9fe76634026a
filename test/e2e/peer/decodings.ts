// The expected decodings: for each cell of the peer matrix (expectations.ts, probes.ts), what kit's decoder
// for the cell's binding must make of the raw answer, written by hand — from spec v1.0.1 §5.4 (the error
// names and ErrorInfo reasons), the peer notes (a2a-peers.md §1b, a2a-peers-2.md §2.1/§2.2/§5) and the
// observed raw forms in expectations.ts — never printed by the decoders.
//
// Kinds:
//   error      one error of the table: its name, and what decided it (basis errorInfo | code | status)
//   ambiguous  the form stands for several errors: every candidate, by name
//   not-a2a    no A2A error at all (a framework's HTML 404)
//   success    the trigger does not apply: the peer served the request (the decoders answer not-a2a)
// `table`: the error table to decode with, when it is not the interface's own version (see VERSION_ANSWER).
// `deviation`: a peer's answer that the decoder cannot make exact, named.

import { byInterface } from "./by-interface.js";
import type { PeerName } from "./peers.js";
import type { Probe, Trigger } from "./triggers.js";

export type Decoding = { table?: "1.0" | "0.3"; deviation?: string } & (
  | { kind: "error"; name: string; basis: "errorInfo" | "code" | "status" }
  | { kind: "ambiguous"; candidates: string[] }
  | { kind: "not-a2a" }
  | { kind: "success" }
);

type Row = Record<Trigger | Probe, Decoding>;

const error = (name: string, basis: "errorInfo" | "code" | "status", extra: Partial<Decoding> = {}): Decoding =>
  ({ kind: "error", name, basis, ...extra }) as Decoding;
const NOT_A2A: Decoding = { kind: "not-a2a" };
const SUCCESS: Decoding = { kind: "success" };

/**
 * 1.3.0 picks its dispatcher by A2A-Version (a2a-peers.md §1a): 9.9 reaches the v1.0 handlers, which answer
 * in v1.0 form (-32009, reason VERSION_NOT_SUPPORTED). v0.3 has no such error, so that answer is read with
 * the v1.0 table — the version the peer answered in.
 */
const VERSION_ANSWER = "1.0" as const;

// Spec v1.0.1 §5.4 names (v1.0) and a2a.json v0.3.0 names (-32007's older name).
const V1 = {
  notFound: "TaskNotFoundError",
  notCancelable: "TaskNotCancelableError",
  push: "PushNotificationNotSupportedError",
  unsupported: "UnsupportedOperationError",
  card: "ExtendedAgentCardNotConfiguredError",
  version: "VersionNotSupportedError",
  params: "InvalidParamsError",
  method: "MethodNotFoundError",
  internal: "InternalError",
} as const;
const V03_CARD = "AuthenticatedExtendedCardNotConfiguredError";

/** The v1.0 interfaces of both 1.3.0 peers. JSON-RPC: the code decides; HTTP+JSON and gRPC: the ErrorInfo. */
function v1(binding: "JSONRPC" | "HTTP+JSON" | "GRPC"): Row {
  const basis = binding === "JSONRPC" ? "code" : "errorInfo";
  return {
    "unknown-task": error(V1.notFound, basis),
    "task-not-cancelable": error(V1.notCancelable, basis),
    "unsupported-operation": error(V1.unsupported, basis),
    "push-not-supported": error(V1.push, basis),
    "extended-card-not-configured": error(V1.card, basis),
    "version-not-supported": error(V1.version, basis),
    // @a2a-js/sdk's INVALID_PARAMS ErrorInfo (its convention) is in the v1.0 table's -32602.
    "invalid-params": error(V1.params, basis),
    // JSON-RPC -32601; Express's HTML 404 is no A2A error; grpc-js's bare UNIMPLEMENTED for an unknown
    // path is the table's -32601 form without ErrorInfo, and nothing else in v1.0 is UNIMPLEMENTED.
    "unknown-method": binding === "JSONRPC" ? error(V1.method, "code") : binding === "HTTP+JSON" ? NOT_A2A : error(V1.method, "status"),
    "extended-card-served": SUCCESS,
    "push-config-created": SUCCESS,
    "subscribe-unknown-task": error(V1.notFound, basis),
  };
}

/** UNIMPLEMENTED without details on v0.3 gRPC: 0.3.14's -32003 and -32004 (a2a-peers-2.md §2.1(b)), and grpc-js's unknown method. */
const V03_UNIMPLEMENTED = [V1.push, V1.unsupported, V1.method];
const V03_UNIMPLEMENTED_DEVIATION =
  "UNIMPLEMENTED without grpc-status-details-bin is, on v0.3 gRPC, 0.3.14's -32003 and -32004 as well as grpc-js's unknown method: ambiguous for any v0.3 peer";

/** 1.3.0 legacyCompat, v0.3 interfaces: bare codes on JSON-RPC and REST, ErrorInfo on gRPC (a2a-peers-2.md §2.2(a)). */
function compat03(binding: "JSONRPC" | "HTTP+JSON" | "GRPC"): Row {
  const basis = binding === "GRPC" ? "errorInfo" : "code";
  return {
    "unknown-task": error(V1.notFound, basis),
    "task-not-cancelable": error(V1.notCancelable, basis),
    "unsupported-operation": error(V1.unsupported, basis),
    "push-not-supported": error(V1.push, basis),
    "extended-card-not-configured": error(V03_CARD, basis),
    "version-not-supported": error(V1.version, binding === "JSONRPC" ? "code" : "errorInfo", { table: VERSION_ANSWER }),
    "invalid-params": error(V1.params, basis),
    "unknown-method":
      binding === "JSONRPC"
        ? error(V1.method, "code")
        : binding === "HTTP+JSON"
          ? NOT_A2A
          : { kind: "ambiguous", candidates: V03_UNIMPLEMENTED, deviation: V03_UNIMPLEMENTED_DEVIATION },
    "extended-card-served": SUCCESS,
    "push-config-created": SUCCESS,
    // JSON-RPC: the `event: error` data line (tasks/resubscribe answers with SSE); REST: a bare 404 before the stream.
    "subscribe-unknown-task": error(V1.notFound, basis),
  };
}

const GRPC_0314 = "0.3.14 sends no grpc-status-details-bin (a2a-peers-2.md §2.1(b)): known only by its gRPC code";

/** @a2a-js/sdk 0.3.14: bare codes on JSON-RPC and REST (statuses of its own), gRPC codes without details. */
const V0_3_14: Record<"JSONRPC" | "HTTP+JSON" | "GRPC", Row> = {
  JSONRPC: {
    "unknown-task": error(V1.notFound, "code"),
    "task-not-cancelable": error(V1.notCancelable, "code"),
    "unsupported-operation": error(V1.unsupported, "code"),
    "push-not-supported": error(V1.push, "code"),
    "extended-card-not-configured": error(V03_CARD, "code"),
    "version-not-supported": SUCCESS,
    "invalid-params": error(V1.params, "code"),
    "unknown-method": error(V1.method, "code"),
    "extended-card-served": SUCCESS,
    "push-config-created": SUCCESS,
    "subscribe-unknown-task": error(V1.notFound, "code"),
  },
  "HTTP+JSON": {
    "unknown-task": error(V1.notFound, "code"),
    "task-not-cancelable": error(V1.notCancelable, "code"), // 409, noted as 0.3.14's
    "unsupported-operation": error(V1.unsupported, "code"),
    // 0.3.14 refuses the proto's request shape with -32602 before the capability check (expectations.ts).
    "push-not-supported": error(V1.params, "code", { deviation: "0.3.14 answers the v0.3 proto's create-push-config body with -32602" }),
    "extended-card-not-configured": error(V03_CARD, "code"), // 500, noted as 0.3.14's
    "version-not-supported": SUCCESS, // 201
    "invalid-params": error(V1.params, "code"),
    "unknown-method": NOT_A2A,
    "extended-card-served": SUCCESS,
    "push-config-created": error(V1.params, "code", { deviation: "0.3.14 answers the v0.3 proto's create-push-config body with -32602" }),
    "subscribe-unknown-task": error(V1.internal, "code", {
      deviation: "0.3.14's pre-stream error path answers 500 -32603 (a2a-peers-2.md §5): the task-not-found is lost on the wire",
    }),
  },
  GRPC: {
    // NOT_FOUND: only -32001 in v0.3 (0.3.14's form), so one candidate.
    "unknown-task": error(V1.notFound, "status"),
    "task-not-cancelable": {
      kind: "ambiguous",
      candidates: [V1.notCancelable, V03_CARD],
      deviation: `${GRPC_0314}; -32002 and -32007 are both FAILED_PRECONDITION`,
    },
    "unsupported-operation": SUCCESS, // 0.3.14's gRPC streams despite streaming: false (expectations.ts)
    "push-not-supported": { kind: "ambiguous", candidates: V03_UNIMPLEMENTED, deviation: `${GRPC_0314}; ${V03_UNIMPLEMENTED_DEVIATION}` },
    "extended-card-not-configured": {
      kind: "ambiguous",
      candidates: [V1.notCancelable, V03_CARD],
      deviation: `${GRPC_0314}; -32002 and -32007 are both FAILED_PRECONDITION`,
    },
    "version-not-supported": SUCCESS,
    // INVALID_ARGUMENT without details: 0.3.14's -32005/-32600/-32602, and the table's bare -32700/-32600.
    "invalid-params": {
      kind: "ambiguous",
      candidates: ["ContentTypeNotSupportedError", "InvalidParamsError", "InvalidRequestError", "JSONParseError"],
      deviation: `${GRPC_0314}; -32005, -32600 and -32602 are all INVALID_ARGUMENT`,
    },
    "unknown-method": { kind: "ambiguous", candidates: V03_UNIMPLEMENTED, deviation: V03_UNIMPLEMENTED_DEVIATION },
    "extended-card-served": SUCCESS,
    "push-config-created": SUCCESS,
    "subscribe-unknown-task": error(V1.notFound, "status"),
  },
};

/** peer → interface (`BINDING@version`) → trigger or probe → the expected decoding. */
export const DECODINGS: Record<PeerName, Record<string, Row>> = byInterface(v1, compat03, (b) => V0_3_14[b]);

/** One expected decoding as a short table entry. */
export function describeDecoding(d: Decoding): string {
  switch (d.kind) {
    case "error":
      return `${d.name} (${d.basis})`;
    case "ambiguous":
      return `ambiguous: ${d.candidates.join(" / ")}`;
    case "not-a2a":
      return "not A2A";
    case "success":
      return "success";
  }
}
