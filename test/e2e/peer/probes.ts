// The probe table (triggers.ts collectProbe): the "supported" side of the capability triggers — the extended
// card served, a push config created — and a subscription to an unknown task, whose error comes before any
// event and so shows each peer's pre-stream error form. Written by hand from the same sources as
// expectations.ts; same forms.

import { status as grpcCode } from "@grpc/grpc-js";
import type { Expected } from "./expectations.js";
import { byInterface } from "./by-interface.js";
import type { BindingName, PeerName } from "./peers.js";
import { WEBHOOK_MOUNT } from "./server.js";
import type { Probe } from "./triggers.js";

export type ProbeTable = Record<Probe, Expected>;

/** Both peers' extended cards say so in their description (server.ts, server-v03.ts). */
const EXTENDED = "(extended card)";
const CARD = "the main instance declares and configures the extended card";
const PUSH = "the main instance has push notifications on; the config names the harness webhook";
const PRE_STREAM_V1 = "a2a-peers.md §1b: pre-stream errors in streaming calls are the unary error forms, not SSE";
const RESUBSCRIBE_SSE = "tasks/resubscribe always answers with SSE, even for errors: `event: error` + a JSON-RPC error data line";

function v1(binding: "JSONRPC" | "HTTP+JSON" | "GRPC"): ProbeTable {
  if (binding === "JSONRPC")
    return {
      "extended-card-served": { form: "success", status: 200, contains: EXTENDED, source: CARD },
      "push-config-created": { form: "success", status: 200, contains: WEBHOOK_MOUNT, source: PUSH },
      "subscribe-unknown-task": { form: "jsonrpc-error", code: -32001, reason: "TASK_NOT_FOUND", source: PRE_STREAM_V1 },
    };
  if (binding === "HTTP+JSON")
    return {
      "extended-card-served": { form: "success", status: 200, contains: EXTENDED, source: CARD },
      "push-config-created": { form: "success", status: 201, contains: WEBHOOK_MOUNT, source: `${PUSH}; a2a-peers.md §1a (201)` },
      "subscribe-unknown-task": { form: "rpc-status", status: 404, statusName: "NOT_FOUND", reason: "TASK_NOT_FOUND", source: PRE_STREAM_V1 },
    };
  return {
    "extended-card-served": { form: "success", contains: EXTENDED, source: CARD },
    "push-config-created": { form: "success", contains: WEBHOOK_MOUNT, source: PUSH },
    "subscribe-unknown-task": { form: "grpc-status", code: grpcCode.NOT_FOUND, reason: "TASK_NOT_FOUND", source: "a2a-peers-2.md §2.2(b)" },
  };
}

/** 1.3.0 legacyCompat's v0.3 interfaces, per binding. */
const COMPAT_V03: Record<BindingName, ProbeTable> = {
  JSONRPC: {
    "extended-card-served": { form: "success", status: 200, contains: EXTENDED, source: CARD },
    "push-config-created": { form: "success", status: 200, contains: WEBHOOK_MOUNT, source: PUSH },
    "subscribe-unknown-task": { form: "sse-error", code: -32001, reason: null, source: `a2a-peers.md §1e: ${RESUBSCRIBE_SSE}` },
  },
  "HTTP+JSON": {
    "extended-card-served": { form: "success", status: 200, contains: EXTENDED, source: CARD },
    "push-config-created": { form: "success", status: 201, contains: WEBHOOK_MOUNT, source: `${PUSH}; a2a-peers.md §1a (201)` },
    "subscribe-unknown-task": {
      form: "bare-code",
      status: 404,
      code: -32001,
      source: "1.3.0 dist legacy REST router: resubscribe fails before the stream opens",
    },
  },
  GRPC: {
    "extended-card-served": { form: "success", contains: EXTENDED, source: `${CARD}; 1.3.0 dist legacy gRPC GetAgentCard → the extended card` },
    "push-config-created": { form: "success", contains: WEBHOOK_MOUNT, source: PUSH },
    "subscribe-unknown-task": { form: "grpc-status", code: grpcCode.NOT_FOUND, reason: "TASK_NOT_FOUND", source: "a2a-peers-2.md §2.2(b) (both services)" },
  },
};

/** 0.3.14's interfaces, per binding. */
const V0_3_14: Record<BindingName, ProbeTable> = {
  JSONRPC: {
    "extended-card-served": { form: "success", status: 200, contains: EXTENDED, source: CARD },
    "push-config-created": { form: "success", status: 200, contains: WEBHOOK_MOUNT, source: PUSH },
    "subscribe-unknown-task": { form: "sse-error", code: -32001, reason: null, source: `a2a-peers-2.md §2.1(b): ${RESUBSCRIBE_SSE}` },
  },
  "HTTP+JSON": {
    "extended-card-served": { form: "success", status: 200, contains: EXTENDED, source: CARD },
    "push-config-created": {
      form: "bare-code",
      status: 400,
      code: -32602,
      source: "0.3.14 dist express router (as the push-not-supported trigger)",
      deviation: '0.3.14 reads the whole CreateTaskPushNotificationConfigRequest from the body, not body: "config" as the v0.3 proto says',
    },
    "subscribe-unknown-task": {
      form: "bare-code",
      status: 500,
      code: -32603,
      source: "a2a-peers-2.md §2.1(b), §5.4",
      deviation: 'HTTP 500 "Bug: toJson serializer…" instead of the task-not-found error: 0.3.14\'s pre-stream error path has no serializer',
    },
  },
  GRPC: {
    "extended-card-served": { form: "success", contains: EXTENDED, source: `${CARD}; 0.3.14 dist gRPC GetAgentCard → the extended card` },
    "push-config-created": { form: "success", contains: WEBHOOK_MOUNT, source: PUSH },
    "subscribe-unknown-task": {
      form: "grpc-status",
      code: grpcCode.NOT_FOUND,
      reason: null,
      source: "a2a-peers-2.md §2.1(b)",
      deviation: "0.3.14 sends no grpc-status-details-bin: the error is known only by its code",
    },
  },
};

/** The whole probe table: peer → interface → probe. */
export const PROBE_EXPECTED: Record<PeerName, Record<string, ProbeTable>> = byInterface(
  v1,
  (b) => COMPAT_V03[b],
  (b) => V0_3_14[b],
);
