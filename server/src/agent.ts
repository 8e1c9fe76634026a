// The implementation a user writes once: the A2A v1.0 operations over the generated v1.0 JSON types
// (the validators' output). Every binding and both protocol versions reach it: v0.3 requests arrive
// converted to v1.0 by the compat converters, gRPC requests converted from protobuf-es messages. The
// operation names and their request and response types come from the generated operations table, so a
// handler under a wrong name or with a wrong type does not compile.

import type { Binding, IsStreaming, OperationName, RequestOf, ResponseOf } from "@a2a-bindgen/kit";
import type { CallPrincipal } from "./auth/policy.js";

export type { Binding, IsStreaming, OperationName, RequestOf, ResponseOf };

/** What a handler knows about the call besides its request. */
export interface CallContext {
  /** The negotiated protocol version (Major.Minor). The request and response are v1.0 types either way. */
  readonly protocolVersion: string;
  readonly binding: Binding;
  /** The tenant from the path, the request or the service parameters; undefined when none. */
  readonly tenant: string | undefined;
  /** Extension URIs the client asked for. */
  readonly extensions: readonly string[];
  /** Marks an extension as activated for this call (sent back in the extensions service parameter). */
  activateExtension(uri: string): void;
  /** Service parameters and other headers or metadata, names lowercased. */
  readonly headers: Readonly<Record<string, string>>;
  /** Aborted when the caller goes away. */
  readonly signal: AbortSignal;
  /**
   * Calls `listener` once when the caller goes away (when `signal` aborts; at once when it has) and
   * answers a function that removes it: for a wait that needs no AbortSignal, which the node adapter
   * then does not make. Optional, so that a context made by hand (a test's) need not have it.
   */
  onGone?(listener: () => void): () => void;
  /**
   * Who the call was authenticated as, by the card's requirements (the `auth` option); undefined for an
   * anonymous call (an empty requirement entry) and on a server without `auth`.
   */
  readonly principal: CallPrincipal | undefined;
  /**
   * Who the call acts for, as stores scope tasks and push configs ({ tenant, owner }): the principal's
   * owner key (auth.owner, default its subject); "" is the anonymous owner, what a server that
   * authenticates no one gives every call. A task another owner created does not exist for this call
   * (TaskNotFound).
   */
  readonly owner: string;
  /**
   * The call's request id, as its answer's X-Request-Id says: the caller's when it is 1–128 visible ASCII
   * characters, else one the server made. Reports of work the call started (a task's run, its push
   * deliveries) carry it. Optional, so that a context made by hand need not have it.
   */
  readonly requestId?: string | undefined;
}

/**
 * A handler of one operation: a promise of the response, or for a streaming operation an async iterable of
 * responses. The response type is the v1.0 validator's output for the operation's message, the schema the
 * server validates the answer with (validateAnswers, on by default): a wrong shape does not compile
 * (another operation's type, a field of a wrong type, an enum name the enum lacks, a field the output type
 * makes non-optional left out). An invalid answer can still compile where a type cannot state the rule: a
 * timestamp's or bytes' format, an integer's range, two members of one oneof, a REQUIRED string left "",
 * or a field the message lacks carried by a wider value (TypeScript checks excess fields only in a literal
 * of a declared type). Those are refused at run time, reported to onError with the JSON path, and
 * answered as the internal error.
 */
export type Handler<K extends OperationName> =
  IsStreaming<K> extends true
    ? (request: RequestOf<K>, context: CallContext) => AsyncIterable<ResponseOf<K>>
    : (request: RequestOf<K>, context: CallContext) => Promise<ResponseOf<K>> | ResponseOf<K>;

/**
 * An agent: a handler per operation. An operation without a handler answers the version's
 * UnsupportedOperationError. Handlers throw an A2AError (@a2a-bindgen/kit) to answer an A2A error;
 * any other throw answers the internal error without its message.
 */
export type Agent = { readonly [K in OperationName]?: Handler<K> } & {
  /**
   * Whether the agent can serve now (the server's readiness probe and gRPC health read it): false while
   * what it depends on is not (a task agent: its stores opening or failed, or the agent closing). A throw
   * counts as false. Absent: ready.
   */
  readonly ready?: (() => boolean) | undefined;
};
