// What the one call path (run.ts) asks of a binding and of the server: a leaf of types, so that the
// pipeline and each binding's decoder and encoder import it without importing each other.

import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { Dialect } from "@a2a-bindgen/runtime";
import type * as z from "zod/mini";
import type { Agent, Binding } from "../agent.js";
import type { CallAuth, Enforcer } from "../auth/enforce.js";
import type { AccessLogger, ErrorContext, ErrorReporter } from "../report.js";
import type { Telemetry } from "../telemetry/instruments.js";
import type { VersionOperation } from "../versions.js";

/** A failed validation as the generated invalidParams answers take it. */
export type Issues = readonly { path: string; expected: string; received: string; message: string }[];

/** A refusal of the card's requirements (decision auth-failure): 400, 401 or 403, the message and the challenges. */
export type Refusal = Extract<CallAuth, { ok: false }>;

/**
 * How a binding writes what a call produces: `A` is its answer (an HTTP answer, or a gRPC message or the
 * ConnectError to throw), `L` one stream item as it is sent (SSE bytes, a gRPC message). Forms encode only;
 * every decision is the pipeline's.
 */
export interface BindingForm<A, L> {
  readonly binding: Binding;
  /** The compat dialect of this binding for v0.3: "jsonrpc" (a2a.json) or "rest" (the v0.3 proto's ProtoJSON). */
  readonly dialect: Dialect;
  /** Where the service parameters travel: HTTP headers or gRPC metadata. */
  readonly carrier: "headers" | "metadata";
  /** A result (v1.0, or converted back for an older version) with the headers the call earned (activated extensions). */
  result(value: unknown, headers: Record<string, string>): A;
  /** Any failure: an A2AError of any version's table, or anything else (the internal error). */
  error(error: unknown, headers?: Record<string, string>): A;
  /** A request the validators refuse. */
  invalid(failure: z.core.$ZodError | Issues): A;
  /**
   * The binding's own check of the request, run where the pipeline validates (after the credentials and
   * the card's checks): JSON-RPC's params must be an object, and v0.3's are checked with their envelope
   * (a2a.json). Undefined when it passes.
   */
  check?(raw: unknown): z.core.$ZodError | Issues | undefined;
  /** A call the card's requirements refuse. */
  refused(refusal: Refusal): A;
  /** A stream: its items, each already encoded, with the headers the call earned. */
  stream(items: AsyncIterable<L, void, undefined>, headers: Record<string, string>): A;
  /** One stream item (a v1.0 StreamResponse), converted for `op` when the version needs it. */
  line(response: unknown, op: VersionOperation): L;
  /** The item that ends a stream on a failure. */
  errorLine(error: unknown): L;
  /** The answer's status as telemetry and the access log record it: the HTTP status, or the gRPC status name ("OK", "NOT_FOUND"). */
  status(answer: A): number | string;
  /** The bytes of a whole answer's body or of one stream item as sent, when the binding knows them without encoding again (HTTP); else undefined. */
  bytes(item: A | L): number | undefined;
}

/** What a call needs of the server. */
export interface CallServer {
  readonly agent: Agent;
  readonly card: types.AgentCard;
  /** Where internal answers are reported. */
  readonly onError: ErrorReporter;
  /** Check each answer against its v1.0 message before it is sent. */
  readonly validateAnswers: boolean;
  /** Whether the card marks any extension required (else the check is skipped). */
  readonly requiresExtensions: boolean;
  /** The card's security enforced on every call (the `auth` option); undefined: nothing is checked. */
  readonly auth?: Enforcer | undefined;
  /** Receives one entry per call when its answer is written (a stream: when it ends); undefined: no access log (the `accessLog` option). */
  readonly accessLog?: AccessLogger | undefined;
  /** The server's tracer and instruments (the `telemetry` option; no-ops without an OpenTelemetry SDK). */
  readonly telemetry: Telemetry;
}

/** Reports a failure of one call, with what is known of it; never throws. */
export type CallReport = (error: unknown, source: ErrorContext["source"], detail?: string) => void;
