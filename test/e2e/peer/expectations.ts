// The peer × interface × trigger table: what each real peer sends for each trigger, written by hand from the
// spec (v1.0.1 §5.4's error table), the peer notes (a2a-peers.md §1b/§1c/§1e, a2a-peers-2.md §2.1/§2.2/§5)
// and, where the notes are silent, the SDKs' own dist sources (named per cell). Data only, so that the
// decoders (kit errors) can be run over the same raw answers against the same table after merge.
//
// Forms:
//   jsonrpc-error  HTTP 200, `error.code`; `reason`: the ErrorInfo (domain a2a-protocol.org) in `error.data`, or null for none
//   rpc-status     HTTP+JSON google.rpc.Status `{error: {code, status, message, details}}`
//   bare-code      `{code, message}` with the JSON-RPC code (v0.3 REST in both SDKs)
//   not-a2a        the web framework's own answer (Express's HTML 404): no A2A error at all
//   grpc-status    gRPC status code; `reason`: the ErrorInfo in grpc-status-details-bin, or null when no details are sent
//   sse-error      HTTP 200 event stream whose one event is `event: error` with a JSON-RPC error as its data
//   success        the request is served (a trigger that does not apply, or a probe); `contains`: a string the answer holds
// `deviation` names a departure from the spec or proto, with its reason; `notApplicable` says why a trigger
// does not apply; `note` records a choice the peer makes where the spec leaves room.

import { status as grpcCode } from "@grpc/grpc-js";
import { byInterface } from "./by-interface.js";
import type { PeerName } from "./peers.js";
import type { Trigger } from "./triggers.js";

type Annotations = { source: string; deviation?: string; notApplicable?: string; note?: string };
export type Expected = Annotations &
  (
    | { form: "jsonrpc-error"; code: number; reason: string | null }
    | { form: "rpc-status"; status: number; statusName: string; reason: string }
    | { form: "bare-code"; status: number; code: number }
    | { form: "not-a2a"; status: number }
    | { form: "grpc-status"; code: number; reason: string | null }
    | { form: "sse-error"; code: number; reason: string | null }
    | { form: "success"; status?: number; contains?: string }
  );

export type TriggerTable = Record<Trigger, Expected>;

/** Spec v1.0.1 §5.4 (a2a-peers.md §1b quotes it): JSON-RPC code, HTTP status and name, gRPC code, ErrorInfo reason. */
const SPEC_V1 = {
  "unknown-task": [-32001, 404, "NOT_FOUND", grpcCode.NOT_FOUND, "TASK_NOT_FOUND"],
  "task-not-cancelable": [-32002, 400, "FAILED_PRECONDITION", grpcCode.FAILED_PRECONDITION, "TASK_NOT_CANCELABLE"],
  "unsupported-operation": [-32004, 400, "FAILED_PRECONDITION", grpcCode.FAILED_PRECONDITION, "UNSUPPORTED_OPERATION"],
  "push-not-supported": [-32003, 400, "FAILED_PRECONDITION", grpcCode.FAILED_PRECONDITION, "PUSH_NOTIFICATION_NOT_SUPPORTED"],
  "extended-card-not-configured": [-32007, 400, "FAILED_PRECONDITION", grpcCode.FAILED_PRECONDITION, "EXTENDED_AGENT_CARD_NOT_CONFIGURED"],
  "version-not-supported": [-32009, 400, "FAILED_PRECONDITION", grpcCode.FAILED_PRECONDITION, "VERSION_NOT_SUPPORTED"],
  "invalid-params": [-32602, 400, "INVALID_ARGUMENT", grpcCode.INVALID_ARGUMENT, "INVALID_PARAMS"],
} as const;

const SPEC = "spec v1.0.1 §5.4; a2a-peers.md §1b";
const INVALID_PARAMS_NOTE = "ErrorInfo reason INVALID_PARAMS on a request error is @a2a-js/sdk's convention (a2a-peers.md §1b, deviation 5), not a spec error";
const EXPRESS_404 = "a2a-peers.md §1a: an unknown path falls through to Express's HTML 404, not an A2A error";
const GRPC_UNIMPLEMENTED = "grpc-js answers an unknown method path with UNIMPLEMENTED and no details (a2a-peers-2.md §2.2)";

/** The v1.0 interfaces of both 1.3.0 peers: the spec's table on every binding. */
function v1(binding: "JSONRPC" | "HTTP+JSON" | "GRPC"): TriggerTable {
  const cell = (t: keyof typeof SPEC_V1): Expected => {
    const [code, status, statusName, grpc, reason] = SPEC_V1[t];
    const note = t === "invalid-params" ? { note: INVALID_PARAMS_NOTE } : {};
    if (binding === "JSONRPC") return { form: "jsonrpc-error", code, reason, source: SPEC, ...note };
    if (binding === "HTTP+JSON") return { form: "rpc-status", status, statusName, reason, source: SPEC, ...note };
    return { form: "grpc-status", code: grpc, reason, source: SPEC, ...note };
  };
  const unknownMethod: Expected =
    binding === "JSONRPC"
      ? { form: "jsonrpc-error", code: -32601, reason: null, source: 'JSON-RPC 2.0 §5.1; a2a-peers.md §1a ("Invalid method.", no data)' }
      : binding === "HTTP+JSON"
        ? { form: "not-a2a", status: 404, source: EXPRESS_404 }
        : { form: "grpc-status", code: grpcCode.UNIMPLEMENTED, reason: null, source: GRPC_UNIMPLEMENTED };
  return {
    "unknown-task": cell("unknown-task"),
    "task-not-cancelable": cell("task-not-cancelable"),
    "unsupported-operation": cell("unsupported-operation"),
    "push-not-supported": cell("push-not-supported"),
    "extended-card-not-configured": cell("extended-card-not-configured"),
    "version-not-supported": cell("version-not-supported"),
    "invalid-params": cell("invalid-params"),
    "unknown-method": unknownMethod,
  };
}

const LEGACY_JSONRPC = "a2a-peers.md §1b: v0.3 compat JSON-RPC errors are {code, message} with no data";
const LEGACY_REST = "a2a-peers.md §1b: v0.3 REST gives a bare {code, message} body; -32001 → 404, the A2A codes and -32602 → 400";
const LEGACY_VERSION =
  "1.3.0 picks its dispatcher by A2A-Version (a2a-peers.md §1a): a value other than 0.3 reaches the v1.0 handlers, which answer in v1.0 form";

/** 1.3.0 with legacyCompat, its v0.3 interfaces (requests without A2A-Version, as a v0.3 client sends them). */
const COMPAT_V03: Record<"JSONRPC" | "HTTP+JSON" | "GRPC", TriggerTable> = {
  JSONRPC: {
    "unknown-task": { form: "jsonrpc-error", code: -32001, reason: null, source: `${LEGACY_JSONRPC}; §1e (v0.3 tasks/get)` },
    "task-not-cancelable": { form: "jsonrpc-error", code: -32002, reason: null, source: LEGACY_JSONRPC },
    "unsupported-operation": { form: "jsonrpc-error", code: -32004, reason: null, source: LEGACY_JSONRPC },
    "push-not-supported": { form: "jsonrpc-error", code: -32003, reason: null, source: LEGACY_JSONRPC },
    "extended-card-not-configured": { form: "jsonrpc-error", code: -32007, reason: null, source: LEGACY_JSONRPC },
    "version-not-supported": {
      form: "jsonrpc-error",
      code: -32009,
      reason: "VERSION_NOT_SUPPORTED",
      source: "a2a-peers.md §1b (v1-only codes reach v0.3 clients too)",
      note: LEGACY_VERSION,
    },
    "invalid-params": { form: "jsonrpc-error", code: -32602, reason: null, source: LEGACY_JSONRPC },
    "unknown-method": {
      form: "jsonrpc-error",
      code: -32601,
      reason: null,
      source: 'JSON-RPC 2.0 §5.1; a2a-peers.md §1a (legacy dispatcher: "Method not found")',
    },
  },
  "HTTP+JSON": {
    "unknown-task": { form: "bare-code", status: 404, code: -32001, source: `${LEGACY_REST}; §1e` },
    "task-not-cancelable": { form: "bare-code", status: 400, code: -32002, source: LEGACY_REST },
    "unsupported-operation": { form: "bare-code", status: 400, code: -32004, source: LEGACY_REST },
    "push-not-supported": { form: "bare-code", status: 400, code: -32003, source: LEGACY_REST },
    "extended-card-not-configured": { form: "bare-code", status: 400, code: -32007, source: LEGACY_REST },
    "version-not-supported": {
      form: "rpc-status",
      status: 400,
      statusName: "FAILED_PRECONDITION",
      reason: "VERSION_NOT_SUPPORTED",
      source: 'a2a-peers.md §1a: /v1/… with a non-0.3 A2A-Version is routed to the v1.0 routes as /{tenant}/… with tenant "v1"',
      note: LEGACY_VERSION,
    },
    "invalid-params": { form: "bare-code", status: 400, code: -32602, source: LEGACY_REST },
    "unknown-method": { form: "not-a2a", status: 404, source: EXPRESS_404 },
  },
  GRPC: {
    "unknown-task": {
      form: "grpc-status",
      code: grpcCode.NOT_FOUND,
      reason: "TASK_NOT_FOUND",
      source: "a2a-peers-2.md §2.2(b): the same status and details on both services",
    },
    "task-not-cancelable": {
      form: "grpc-status",
      code: grpcCode.FAILED_PRECONDITION,
      reason: "TASK_NOT_CANCELABLE",
      source: "a2a-peers-2.md §2.2(a): every 1.3.0 gRPC error carries an ErrorInfo",
    },
    "unsupported-operation": { form: "grpc-status", code: grpcCode.FAILED_PRECONDITION, reason: "UNSUPPORTED_OPERATION", source: "a2a-peers-2.md §2.2(a)" },
    "push-not-supported": {
      form: "grpc-status",
      code: grpcCode.FAILED_PRECONDITION,
      reason: "PUSH_NOTIFICATION_NOT_SUPPORTED",
      source: "a2a-peers-2.md §2.2(a)",
    },
    "extended-card-not-configured": {
      form: "grpc-status",
      code: grpcCode.FAILED_PRECONDITION,
      reason: "EXTENDED_AGENT_CARD_NOT_CONFIGURED",
      source: "a2a-peers-2.md §2.2(a)",
    },
    "version-not-supported": {
      form: "grpc-status",
      code: grpcCode.FAILED_PRECONDITION,
      reason: "VERSION_NOT_SUPPORTED",
      source: "a2a-peers-2.md §2.2(a) table (9.9 on a2a.v1)",
    },
    "invalid-params": {
      form: "grpc-status",
      code: grpcCode.INVALID_ARGUMENT,
      reason: "INVALID_PARAMS",
      source: "a2a-peers.md §1b (RequestMalformedError → INVALID_ARGUMENT)",
      note: INVALID_PARAMS_NOTE,
    },
    "unknown-method": { form: "grpc-status", code: grpcCode.UNIMPLEMENTED, reason: null, source: GRPC_UNIMPLEMENTED },
  },
};

const NO_VERSION = "0.3.14 has no version negotiation and no -32009 (a2a-peers-2.md §2.1(a)): any A2A-Version is served";
const GRPC_NO_DETAILS = "0.3.14 sends no grpc-status-details-bin (a2a-peers-2.md §2.1(b)): the error is known only by its gRPC code, and that code is shared: ";
const REST_03 = "a2a-peers-2.md §2.1(b): bare {code, message}; -32001/-32601 → 404, -32002 → 409, -32003/-32004/-32602 → 400, others → 500";

/** @a2a-js/sdk 0.3.14, a genuine v0.3 server. */
const V0_3_14: Record<"JSONRPC" | "HTTP+JSON" | "GRPC", TriggerTable> = {
  JSONRPC: {
    "unknown-task": { form: "jsonrpc-error", code: -32001, reason: null, source: "a2a-peers-2.md §2.1(b) (no data)" },
    "task-not-cancelable": { form: "jsonrpc-error", code: -32002, reason: null, source: "a2a-peers-2.md §2.1(b)" },
    "unsupported-operation": {
      form: "jsonrpc-error",
      code: -32004,
      reason: null,
      source: "0.3.14 dist JsonRpcTransportHandler: message/stream requires capabilities.streaming",
    },
    "push-not-supported": { form: "jsonrpc-error", code: -32003, reason: null, source: "0.3.14 dist DefaultRequestHandler.setTaskPushNotificationConfig" },
    "extended-card-not-configured": {
      form: "jsonrpc-error",
      code: -32007,
      reason: null,
      source: "v0.3 a2a.json AuthenticatedExtendedCardNotConfiguredError; 0.3.14 dist getAuthenticatedExtendedAgentCard",
    },
    "version-not-supported": { form: "success", status: 200, source: NO_VERSION, notApplicable: NO_VERSION },
    "invalid-params": { form: "jsonrpc-error", code: -32602, reason: null, source: 'a2a-peers-2.md §2.1(d) ("message.messageId is required.")' },
    "unknown-method": { form: "jsonrpc-error", code: -32601, reason: null, source: 'a2a-peers-2.md §2.1(a) ("Method not found: …")' },
  },
  "HTTP+JSON": {
    "unknown-task": { form: "bare-code", status: 404, code: -32001, source: REST_03 },
    "task-not-cancelable": {
      form: "bare-code",
      status: 409,
      code: -32002,
      source: REST_03,
      deviation: "409 for TaskNotCancelable, a status specific to this release (a2a-peers-2.md §5.6); 1.3.0's v0.3 REST uses 400",
    },
    "unsupported-operation": { form: "bare-code", status: 400, code: -32004, source: REST_03 },
    "push-not-supported": {
      form: "bare-code",
      status: 400,
      code: -32602,
      source: "0.3.14 dist express router: CreateTaskPushNotificationConfigRequest.fromJSON(req.body), then `config` required",
      deviation:
        '0.3.14 reads the whole CreateTaskPushNotificationConfigRequest (parent + config) from the body, not body: "config" as the v0.3 proto says; the proto\'s form is refused with -32602 before the capability check',
    },
    "extended-card-not-configured": {
      form: "bare-code",
      status: 500,
      code: -32007,
      source: REST_03,
      deviation: "HTTP 500 for a client-side condition: 0.3.14 maps every code outside its short list (here -32007) to 500",
    },
    "version-not-supported": {
      form: "success",
      status: 201,
      source: NO_VERSION,
      notApplicable: NO_VERSION,
      note: "v0.3 REST SendMessage answers 201 (a2a-peers-2.md §5.6)",
    },
    "invalid-params": { form: "bare-code", status: 400, code: -32602, source: REST_03 },
    "unknown-method": { form: "not-a2a", status: 404, source: EXPRESS_404 },
  },
  GRPC: {
    "unknown-task": {
      form: "grpc-status",
      code: grpcCode.NOT_FOUND,
      reason: null,
      source: "a2a-peers-2.md §2.1(b)",
      deviation: `${GRPC_NO_DETAILS}NOT_FOUND is also any gRPC not-found`,
    },
    "task-not-cancelable": {
      form: "grpc-status",
      code: grpcCode.FAILED_PRECONDITION,
      reason: null,
      source: "a2a-peers-2.md §2.1(b) (-32002 → FAILED_PRECONDITION)",
      deviation: `${GRPC_NO_DETAILS}-32002 and -32007 are both FAILED_PRECONDITION`,
    },
    "unsupported-operation": {
      form: "success",
      source: "0.3.14 dist grpc service: sendStreamingMessage calls the request handler, which does not check capabilities.streaming",
      deviation: "0.3.14's gRPC binding streams even though the card says streaming: false (its JSON-RPC and REST bindings refuse with -32004)",
    },
    "push-not-supported": {
      form: "grpc-status",
      code: grpcCode.UNIMPLEMENTED,
      reason: null,
      source: "a2a-peers-2.md §2.1(b) (-32003/-32004 → UNIMPLEMENTED)",
      deviation: `${GRPC_NO_DETAILS}-32003 and -32004 are both UNIMPLEMENTED, as is an unknown method`,
    },
    "extended-card-not-configured": {
      form: "grpc-status",
      code: grpcCode.FAILED_PRECONDITION,
      reason: null,
      source: "a2a-peers-2.md §2.1(b) (-32007 → FAILED_PRECONDITION)",
      deviation: `${GRPC_NO_DETAILS}-32002 and -32007 are both FAILED_PRECONDITION`,
    },
    "version-not-supported": { form: "success", source: NO_VERSION, notApplicable: NO_VERSION },
    "invalid-params": {
      form: "grpc-status",
      code: grpcCode.INVALID_ARGUMENT,
      reason: null,
      source: "a2a-peers-2.md §2.1(b) (-32602 → INVALID_ARGUMENT)",
      deviation: `${GRPC_NO_DETAILS}-32602, -32600 and -32005 are all INVALID_ARGUMENT`,
    },
    "unknown-method": { form: "grpc-status", code: grpcCode.UNIMPLEMENTED, reason: null, source: GRPC_UNIMPLEMENTED },
  },
};

/** The whole table: peer → interface (`BINDING@version`) → trigger → expected raw form. */
export const EXPECTED: Record<PeerName, Record<string, TriggerTable>> = byInterface(
  v1,
  (b) => COMPAT_V03[b],
  (b) => V0_3_14[b],
);
